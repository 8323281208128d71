// The mechanical cleanup of a finding: the dead block it heads, or its line
// when the line is nothing but a removed item. Every fix leaves the file
// well-formed: conditionals stay balanced (a kept #else/else() branch is
// unwrapped, a kept #elif becomes #if), a Makefile continuation is closed
// where its last entry went, a kept Python `else:` is never dedented (no fix).
#include "blocks/Blocks.h"
#include "blocks/Lexed.h"
#include "match/Matcher.h"
#include "llvm/ADT/StringExtras.h"
#include <re2/re2.h>

namespace sweeper {

Edit deleteLines(const SourceFile &F, unsigned A, unsigned B) {
  size_t Begin = F.lineStart(A);
  size_t End = B < F.lineCount() ? F.lineStart(B + 1) : F.Text.size();
  return {Begin, End - Begin, ""};
}

std::vector<Edit> deleteEntry(const SourceFile &F, unsigned L) {
  std::vector<Edit> Out{deleteLines(F, L, L)};
  // `SRCS = a.c \` / `  nova.c`: the entry before now ends the statement.
  llvm::StringRef Prev = L > 1 ? F.line(L - 1).rtrim() : "";
  if (!F.line(L).rtrim().ends_with("\\") && Prev.ends_with("\\")) {
    llvm::StringRef Kept = Prev.drop_back().rtrim();
    Out.push_back(
        {F.lineStart(L - 1) + Kept.size(), Prev.size() - Kept.size(), ""});
  }
  return Out;
}

Edit deleteBlock(const SourceFile &F, unsigned A, unsigned B) {
  if (A == 1 || F.line(A - 1).trim().empty())
    while (B < F.lineCount() && F.line(B + 1).trim().empty())
      ++B;
  return deleteLines(F, A, B);
}

namespace {

/// The line without a trailing comment in the file's syntax.
llvm::StringRef codeOf(const SourceFile &F, llvm::StringRef Line) {
  const FileKindInfo &Kind = fileKindInfo(F.Kind);
  llvm::StringRef Marker = Kind.CommentMarker;
  if (Kind.Role == KindRole::CSource)
    return Line.take_front(std::min(Line.find("//"), Line.find("/*"))).rtrim();
  if (Marker == "#")
    return Line.take_until([](char C) { return C == '#'; }).rtrim();
  // A `//` inside a string (a URL) cuts the line short: the entry then no
  // longer looks whole and gets no fix, which is the safe side.
  if (Marker == "//")
    return Line.take_front(Line.find("//")).rtrim();
  return Line.rtrim();
}

/// A line that is one list entry: a single word, maybe quoted, maybe with a
/// trailing `,` (Starlark, Python) or `\` (Make).
bool isListEntry(llvm::StringRef Code) {
  llvm::StringRef T = Code.trim();
  T.consume_back("\\");
  T = T.rtrim();
  T.consume_back(",");
  T = T.trim().trim("\"'");
  return !T.empty() && !T.contains(' ') && !T.contains('(') &&
         !T.contains(')') && !T.contains('=') && !T.contains(':') &&
         !T.contains('\t');
}

bool isDelimiterRow(llvm::StringRef Row) {
  Row = Row.trim();
  return Row.contains('-') &&
         Row.find_first_not_of("|:- \t") == llvm::StringRef::npos;
}

/// Directly inside an enum's braces, as Clang's lexer reads the file: not
/// an argument of a call in a function whose parameters name an enum.
bool inEnum(const SourceFile &F, unsigned L) {
  return memoFor<std::vector<bool>, cxxEnumLines>(F)[L];
}

/// C/C++ lines that are one removed item: an enumerator (`NOVA_X = 3,`)
/// or a case label whose body another label beside it keeps.
std::vector<Edit> cxxItemFix(const SourceFile &F, unsigned L,
                             llvm::StringRef Code) {
  static const RE2 Enumerator(
      R"re(^\s*[A-Za-z_]\w*\s*(?:=\s*[^,;{}()]+)?,?\s*$)re");
  static const RE2 Label(R"re(^\s*(?:case\s+[\w:]+|default)\s*:\s*$)re");
  if (RE2::FullMatch(Code.str(), Enumerator) && inEnum(F, L))
    return {deleteLines(F, L, L)};
  if (!RE2::FullMatch(Code.str(), Label))
    return {};
  // The body stays with a label beside it: the next one (falling through)
  // or the one above (sharing the body).
  auto LabelAt = [&](unsigned From, int Step) {
    for (unsigned N = From; N >= 1 && N <= F.lineCount(); N += Step) {
      llvm::StringRef Near = codeOf(F, F.line(N));
      if (!Near.trim().empty())
        return RE2::FullMatch(Near.str(), Label);
    }
    return false;
  };
  if (LabelAt(L + 1, 1) || (L > 1 && LabelAt(L - 1, -1)))
    return {deleteLines(F, L, L)};
  return {};
}

/// The line, when its code is all of one \p Item.
std::vector<Edit> deleteIfWhole(const SourceFile &F, unsigned L,
                                llvm::StringRef Code, const RE2 &Item) {
  if (!RE2::FullMatch(Code.str(), Item))
    return {};
  return {deleteLines(F, L, L)};
}

/// `// src/nova/a.c -> lib/nova/a.c` among like lines: a whole-line comment
/// that is one entry of a list of like comments, in C/C++ and Python, whose
/// lexers know their strings (a `#` line in a shell heredoc or a YAML block
/// scalar is text, so those kinds judge their own lines). A comment a `\`
/// continues (its own or the line's before) runs on into code.
std::vector<Edit> listComment(const SourceFile &F, unsigned L,
                              const Matcher &M) {
  const FileKindInfo &Kind = fileKindInfo(F.Kind);
  llvm::StringRef Line = F.line(L).trim();
  if ((Kind.Role != KindRole::CSource && F.Kind != FileKind::Python) ||
      !Line.starts_with(Kind.CommentMarker) || Line.ends_with("\\") ||
      (L > 1 && F.line(L - 1).rtrim().ends_with("\\")) ||
      !likeNeighbour(F, L, M))
    return {};
  return {deleteLines(F, L, L)};
}

/// Checks whose line, when it holds nothing else, is one removed item.
std::vector<Edit> lineFix(const SourceFile &F, const Finding &Fd,
                          const Matcher &M) {
  unsigned L = Fd.Loc.Line;
  llvm::StringRef Line = F.line(L), Code = codeOf(F, Line);
  static const RE2 Include(
      R"re(^\s*#\s*(?:include|import)\s*[<"][^>"]*[>"]\s*$)re");
  static const RE2 Subdir(R"re((?i)^\s*add_subdirectory\s*\([^()]*\)\s*$)re");
  static const RE2 SwiftEntry(
      R"re(^\s*\.(?:library|target|binaryTarget|executableTarget|product)\s*\([^()]*\)\s*,?\s*$)re");
  static const RE2 Option(
      R"re((?i)^\s*(?:option|cmake_dependent_option|set)\s*\([^()]*\)\s*$)re");
  switch (Fd.Check) {
  case CheckId::CxxInclude:
  case CheckId::ClangInclude:
    return deleteIfWhole(F, L, Code, Include);
  case CheckId::CMakeSubdirectory:
    return deleteIfWhole(F, L, Code, Subdir);
  case CheckId::CMakeOption:
    return deleteIfWhole(F, L, Code, Option);
  case CheckId::SwiftPMTarget:
  case CheckId::SwiftPMProduct:
  case CheckId::SwiftPMDependency:
    return deleteIfWhole(F, L, Code, SwiftEntry);
  case CheckId::CxxCode:
  case CheckId::ClangReference:
    return cxxItemFix(F, L, Code);
  case CheckId::CommentMention:
    return listComment(F, L, M);
  case CheckId::DocsToctree:
  case CheckId::CodeownersEntry:
    return {deleteLines(F, L, L)};
  case CheckId::DocsTableRow:
    // Never the header row (the delimiter row below it would dangle).
    if (!Line.trim().starts_with("|") ||
        (L < F.lineCount() && isDelimiterRow(F.line(L + 1))))
      return {};
    return {deleteLines(F, L, L)};
  case CheckId::PathReference:
  case CheckId::RelativePathReference:
  case CheckId::MakeReference:
  case CheckId::CMakeReference:
  case CheckId::BuildTarget:
    if (fileKindInfo(F.Kind).Role == KindRole::Docs ||
        fileKindInfo(F.Kind).Role == KindRole::Text || !isListEntry(Code))
      return {};
    return deleteEntry(F, L);
  default:
    return {};
  }
}

} // namespace

std::vector<Edit> fixOf(const SourceFile &F, const Finding &Fd,
                        const Matcher &M, BlockFamilies Families) {
  if (Fd.Check == CheckId::OrphanFile)
    return {Edit{0, F.Text.size(), ""}};
  if (!Fd.Loc.EndLine)
    return lineFix(F, Fd, M);
  unsigned L = Fd.Loc.Line, End = Fd.Loc.EndLine;
  // The same family that gave the extent gives the fix.
  for (const BlockFamily *B : Families)
    if (B->At(F, L, M))
      return B->Fix(F, L, End);
  return {};
}

} // namespace sweeper

// removed-list-entry: in a source list that names removed paths, the other
// entries that name no file at all were most likely files of the removed
// directory written relative to it (`runtime/Stream.mm` beside
// `backends/apple/mps/MPSBackend.mm`). Lower confidence, so a note, with
// the sibling that is the evidence.
#include "core/ShortName.h"
#include "match/Matcher.h"
#include "structure/Checks.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"
#include <re2/re2.h>

namespace sweeper {
namespace {

/// A file entry of a build list: a name with an extension.
struct Entry {
  size_t Offset;
  llvm::StringRef Text;
};

/// How a file writes strings and comments.
struct Syntax {
  bool SingleQuotes = false; ///< `'...'` is a string too
  bool Brackets = false;     ///< CMake's `[=[...]=]` and `#[[...]]`
};

Syntax syntaxOf(const SourceFile &F) {
  return {fileKindInfo(F.Kind).SingleQuoteStrings, F.Kind == FileKind::CMake};
}

/// What a line leaves open for the next: a quoted string, or a CMake
/// bracket argument or comment with its count of `=`.
struct Carry {
  char Quote = 0;
  int Level = -1; ///< -1: no bracket open
  bool Comment = false;
};

/// The count of `=` of a CMake bracket opening at \p I (`[[`, `[==[`),
/// or -1.
int bracketAt(llvm::StringRef Line, size_t I) {
  if (I >= Line.size() || Line[I] != '[')
    return -1;
  size_t J = I + 1;
  while (J < Line.size() && Line[J] == '=')
    ++J;
  return J < Line.size() && Line[J] == '[' ? int(J - I - 1) : -1;
}

/// Past the bracket of \p Level that closes at or after \p From, or npos.
size_t bracketEnd(llvm::StringRef Line, size_t From, int Level) {
  std::string Close = "]" + std::string(size_t(Level), '=') + "]";
  size_t At = Line.find(Close, From);
  return At == llvm::StringRef::npos ? At : At + Close.size();
}

/// Where code starts on \p Line after what \p C left open: 0 when nothing
/// was, past the bracket that closes, or npos while it stays open.
size_t resumeAt(llvm::StringRef Line, Carry &C) {
  if (C.Level < 0)
    return 0;
  size_t End = bracketEnd(Line, 0, C.Level);
  if (End != llvm::StringRef::npos) {
    C.Level = -1;
    return C.Comment ? End : 0;
  }
  return End;
}

/// Whether a CMake bracket argument or comment (`[[`, `#[=[`) opens at
/// \p I: \p I then moves to its last character when it closes on the line,
/// and \p C keeps it open when it does not.
bool skipBracket(llvm::StringRef Line, size_t &I, Carry &C) {
  bool Comment = Line[I] == '#';
  int Level = bracketAt(Line, I + Comment);
  if (Level < 0)
    return false;
  size_t End = bracketEnd(Line, I, Level);
  if (End == llvm::StringRef::npos) {
    C.Level = Level;
    C.Comment = Comment;
  } else {
    I = End - 1;
  }
  return true;
}

/// What the character at \p I, outside a string, does: opens one, a
/// bracket argument or a comment (false when the line's code ends at
/// it), or moves \p Depth.
bool codeGoesOn(llvm::StringRef Line, size_t &I, Syntax S, Carry &C,
                int *Depth) {
  char Ch = Line[I];
  if (S.Brackets && skipBracket(Line, I, C))
    return C.Level < 0;
  if (Ch == '"' || (Ch == '\'' && S.SingleQuotes))
    C.Quote = Ch;
  else if (Ch == '#')
    return false;
  else if (Depth && (Ch == '(' || Ch == '['))
    ++*Depth;
  else if (Depth && (Ch == ')' || Ch == ']'))
    --*Depth;
  return true;
}

/// \p Line up to its comment: the first `#` that is neither escaped (`\#`)
/// nor inside a quoted string. A URL's `\#fragment` in a CMake message
/// starts no comment, nor does Meson's `prefix: '#include <dlfcn.h>'`:
/// cutting there left a `(` open, so the statement ran on for hundreds of
/// lines and every dotted word in them became an entry. \p Depth, if
/// given, gains the brackets opened and loses those closed outside strings
/// (`')'` in a Meson list closes nothing). \p Open, if given, is what a
/// line before left open, and is left as this line leaves it: a CMake
/// string runs over lines, and a test program's `#include` or `)` in it is
/// neither a comment nor a bracket (OpenAL Soft's
/// `CHECK_C_SOURCE_COMPILES("...")`); so do CMake's bracket arguments and
/// comments (`#[[ ... ]]`).
llvm::StringRef codeOf(llvm::StringRef Line, Syntax S, int *Depth = nullptr,
                       Carry *Open = nullptr) {
  Carry C = Open ? *Open : Carry();
  auto Leave = llvm::make_scope_exit([&] {
    if (Open)
      *Open = C;
  });
  size_t Code = resumeAt(Line, C);
  if (Code == llvm::StringRef::npos)
    return C.Comment ? llvm::StringRef() : Line;
  for (size_t I = Code; I < Line.size(); ++I) {
    char Ch = Line[I];
    if (Ch == '\\')
      ++I;
    else if (C.Quote)
      C.Quote = Ch == C.Quote ? 0 : C.Quote;
    else if (!codeGoesOn(Line, I, S, C, Depth))
      return Line.slice(Code, C.Level >= 0 && !C.Comment ? Line.size() : I);
  }
  return Line.drop_front(Code);
}

std::vector<Entry> entriesOn(const SourceFile &F, unsigned L, Carry &Open) {
  static const RE2 Word(
      R"re(([A-Za-z0-9_+-][A-Za-z0-9_.+/-]*(?:/|\.)[A-Za-z0-9_.+/-]*[A-Za-z0-9_+-]))re");
  llvm::StringRef Line = F.line(L);
  llvm::StringRef Code = codeOf(Line, syntaxOf(F), nullptr, &Open);
  std::vector<Entry> Out;
  re2::StringPiece In(Code.data(), Code.size()), M;
  while (RE2::FindAndConsume(&In, Word, &M)) {
    llvm::StringRef W(M.data(), M.size());
    if (W.data() > Code.data() &&
        llvm::StringRef("$}){-/").contains(W.data()[-1]))
      continue;
    // A source file has an extension; `DESTINATION lib/cmake/x` is no
    // source.
    if (!llvm::sys::path::filename(W).contains('.'))
      continue;
    Out.push_back({F.lineStart(L) + (W.data() - Line.data()), W});
  }
  return Out;
}

/// The lines of the statement starting at \p L: a Make continuation (`\`)
/// or a parenthesised/bracketed list spanning lines.
unsigned statementEnd(const SourceFile &F, unsigned L) {
  int Depth = 0;
  Carry Open;
  for (unsigned E = L; E <= F.lineCount(); ++E) {
    llvm::StringRef T = codeOf(F.line(E), syntaxOf(F), &Depth, &Open);
    if (Depth <= 0 && !Open.Quote && Open.Level < 0 &&
        !T.rtrim().ends_with("\\"))
      return E;
  }
  return F.lineCount();
}

bool namesAFile(llvm::StringRef Entry, llvm::StringRef Dir,
                const TreeView &Tree) {
  llvm::SmallString<256> Rel(Dir);
  llvm::sys::path::append(Rel, llvm::sys::path::Style::posix, Entry);
  llvm::sys::path::remove_dots(Rel, true, llvm::sys::path::Style::posix);
  return Tree.exists(Rel) || Tree.exists(Entry) ||
         Tree.fileList().contains(Rel);
}

} // namespace

bool RemovedListEntry::appliesTo(llvm::StringRef, FileKind Kind,
                                 llvm::StringRef Text, const TextFacts &Facts,
                                 const TreeView &Tree) const {
  // A list holds a removed path's entry only where the text holds its
  // literal.
  return Tree.M && fileKindInfo(Kind).Role == KindRole::Build &&
         Facts.PathLiteral;
}

void RemovedListEntry::check(const SourceFile &F, const TextFacts &,
                             const TreeView &Tree,
                             std::vector<ExternalRef> &Out) const {
  llvm::StringRef Dir = llvm::sys::path::parent_path(F.Path);
  for (unsigned L = 1; L <= F.lineCount();) {
    unsigned End = statementEnd(F, L);
    // An entry holds a removed path's literal only where its statement
    // does: most statements of a long list file are passed over whole.
    llvm::StringRef Statement =
        F.Text.slice(F.lineStart(L), F.lineStart(End) + F.line(End).size());
    unsigned First = L;
    L = End + 1;
    if (!Tree.M->containsPathLiteral(Statement))
      continue;
    std::vector<Entry> Entries;
    Carry Open;
    for (unsigned S = First; S <= End; ++S)
      llvm::append_range(Entries, entriesOn(F, S, Open));
    const Entry *Removed = nullptr;
    for (const Entry &E : Entries)
      for (const Hit &H : Tree.M->find(E.Text))
        if (H.Kind == HitKind::Path && !Removed)
          Removed = &E;
    if (!Removed || Entries.size() < 2)
      continue;
    for (const Entry &E : Entries) {
      if (&E == Removed || !Tree.M->find(E.Text).empty() ||
          namesAFile(E.Text, Dir, Tree))
        continue;
      Out.push_back({E.Offset, E.Text.size(), CheckId::RemovedListEntry,
                     "'" + shortName(E.Text) +
                         "' names no file, in a list beside '" +
                         shortName(Removed->Text) + "', a removed path"});
      Out.back().FromRemoval = true;
    }
  }
}

} // namespace sweeper

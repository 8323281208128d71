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

/// \p Line up to its comment: the first `#` that is neither escaped (`\#`)
/// nor inside a quoted string. A URL's `\#fragment` in a CMake message
/// starts no comment, nor does Meson's `prefix: '#include <dlfcn.h>'`:
/// cutting there left a `(` open, so the statement ran on for hundreds of
/// lines and every dotted word in them became an entry. \p Depth, if
/// given, gains the brackets opened and loses those closed outside strings
/// (`')'` in a Meson list closes nothing). \p Open, if given, is the
/// string a line before left open, and is left as this line leaves it: a
/// CMake string runs over lines, and a test program's `#include` or `)`
/// in it is neither a comment nor a bracket (OpenAL Soft's
/// `CHECK_C_SOURCE_COMPILES("...")`).
llvm::StringRef codeOf(llvm::StringRef Line, bool SingleQuotes,
                       int *Depth = nullptr, char *Open = nullptr) {
  char Quote = Open ? *Open : 0;
  auto Leave = llvm::make_scope_exit([&] {
    if (Open)
      *Open = Quote;
  });
  for (size_t I = 0; I < Line.size(); ++I) {
    char C = Line[I];
    if (C == '\\')
      ++I;
    else if (Quote)
      Quote = C == Quote ? 0 : Quote;
    else if (C == '"' || (C == '\'' && SingleQuotes))
      Quote = C;
    else if (C == '#')
      return Line.take_front(I);
    else if (Depth && (C == '(' || C == '['))
      ++*Depth;
    else if (Depth && (C == ')' || C == ']'))
      --*Depth;
  }
  return Line;
}

bool singleQuotes(const SourceFile &F) {
  return fileKindInfo(F.Kind).SingleQuoteStrings;
}

std::vector<Entry> entriesOn(const SourceFile &F, unsigned L) {
  static const RE2 Word(
      R"re(([A-Za-z0-9_+-][A-Za-z0-9_.+/-]*(?:/|\.)[A-Za-z0-9_.+/-]*[A-Za-z0-9_+-]))re");
  llvm::StringRef Line = F.line(L);
  llvm::StringRef Code = codeOf(Line, singleQuotes(F));
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
  char Open = 0;
  for (unsigned E = L; E <= F.lineCount(); ++E) {
    llvm::StringRef T = codeOf(F.line(E), singleQuotes(F), &Depth, &Open);
    if (Depth <= 0 && !Open && !T.rtrim().ends_with("\\"))
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
    for (unsigned S = First; S <= End; ++S)
      llvm::append_range(Entries, entriesOn(F, S));
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

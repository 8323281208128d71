// relative-path-reference: `#include "accel/queue.h"` in runtime/main.cpp,
// `accel/queue.c` in runtime/CMakeLists.txt or a Makefile's source list:
// written relative to the file's own directory, such a path never spells
// the removed directory (runtime/accel/) that the matcher looks for.
#include "core/Paths.h"
#include "core/ShortName.h"
#include "match/Matcher.h"
#include "structure/Checks.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"
#include <re2/re2.h>

namespace sweeper {

/// Whether a removed path's last component found at \p At starts a path
/// component there. pathsIn's words start only after a byte no word goes
/// on through, and their components after a slash: `mps` in `dumps`
/// starts none, and no path on its line can lead into `backends/mps/`
/// through it.
static bool startsComponent(llvm::StringRef Text, size_t At) {
  if (At == 0)
    return true;
  char C = Text[At - 1];
  return !llvm::isAlnum(C) && !llvm::StringRef("_.+-").contains(C);
}

static bool anyComponentStart(llvm::StringRef Text, const TextFacts &Facts) {
  return llvm::any_of(Facts.TailStarts,
                      [&](size_t At) { return startsComponent(Text, At); });
}

bool RelativePathReference::appliesTo(llvm::StringRef RelPath, FileKind Kind,
                                      llvm::StringRef Text,
                                      const TextFacts &Facts,
                                      const TreeView &Tree) const {
  KindRole Role = fileKindInfo(Kind).Role;
  return Tree.M &&
         (Role == KindRole::CSource || Role == KindRole::Build ||
          Role == KindRole::Docs) &&
         (anyComponentStart(Text, Facts) ||
          Tree.M->containsPathLiteral(dirOf(RelPath)));
}

/// The relative paths a line writes: a quoted include in C/C++; in docs,
/// a directory and a file name (`scripts/run.sh`; "e.g." is prose); in build
/// files, words with a directory or an extension (comments cut off).
static std::vector<llvm::StringRef> pathsIn(llvm::StringRef Line,
                                            FileKind Kind) {
  static const RE2 Include(R"re(^\s*#\s*(?:include|import)\s*"([^"]+)")re");
  static const RE2 Word(
      R"re(([A-Za-z0-9_+-][A-Za-z0-9_.+/-]*(?:/|\.)[A-Za-z0-9_.+/-]*[A-Za-z0-9_+-]))re");
  std::vector<llvm::StringRef> Out;
  re2::StringPiece M;
  KindRole Role = fileKindInfo(Kind).Role;
  if (Role == KindRole::CSource) {
    if (RE2::PartialMatch(re2::StringPiece(Line.data(), Line.size()), Include,
                          &M))
      Out.push_back(llvm::StringRef(M.data(), M.size()));
    return Out;
  }
  bool Docs = Role == KindRole::Docs;
  llvm::StringRef Code =
      Docs ? Line : Line.take_until([](char C) { return C == '#'; });
  re2::StringPiece In(Code.data(), Code.size());
  while (RE2::FindAndConsume(&In, Word, &M)) {
    llvm::StringRef W(M.data(), M.size());
    // `${VAR}/x`, `$(srcdir)/x` and `/abs/x` start elsewhere; `-Ipath` is
    // a flag.
    if (W.data() > Code.data() &&
        llvm::StringRef("$}){-/").contains(W.data()[-1]))
      continue;
    // In prose a slash joins words (iOS/macOS): a path there names a file.
    if (!Docs || (W.contains('/') && W.rsplit('/').second.contains('.')))
      Out.push_back(W);
  }
  return Out;
}

/// Below a removed path any relative path may lead back into it, so every
/// line; elsewhere only a line holding a removed path's last component.
static std::vector<unsigned> candidateLines(const SourceFile &F,
                                            const TextFacts &Facts,
                                            const Matcher &M,
                                            llvm::StringRef Dir) {
  std::vector<unsigned> Lines;
  if (M.containsPathLiteral(Dir)) {
    for (unsigned L = 1; L <= F.lineCount(); ++L)
      Lines.push_back(L);
    return Lines;
  }
  for (size_t At : Facts.TailStarts) {
    if (!startsComponent(F.Text, At))
      continue;
    if (unsigned L = F.lineOf(At); Lines.empty() || L != Lines.back())
      Lines.push_back(L);
  }
  return Lines;
}

/// Whether \p P, a quoted include, names a file of the tree below one of
/// the compilation database's include directories: the preprocessor looks
/// there after the including file's own directory. ggml's later OpenCL
/// backend has `include/ggml-opencl.h`, which `src/` files include
/// through `-I include` while the old `src/ggml-opencl.h` is gone.
static bool foundOnIncludePath(const TreeView &Tree, llvm::StringRef P) {
  if (!Tree.IncludeDirs)
    return false;
  for (llvm::StringRef Dir : *Tree.IncludeDirs) {
    if (!Dir.consume_front(Tree.Root) ||
        !(Dir.empty() || Dir.consume_front("/")))
      continue; // outside the tree: never looked up
    llvm::SmallString<256> Rel(Dir);
    llvm::sys::path::append(Rel, llvm::sys::path::Style::posix, P);
    llvm::sys::path::remove_dots(Rel, true, llvm::sys::path::Style::posix);
    if (!TreeView::leavesTree(Rel) && Tree.exists(Rel))
      return true;
  }
  return false;
}

void RelativePathReference::check(const SourceFile &F, const TextFacts &Facts,
                                  const TreeView &Tree,
                                  std::vector<ExternalRef> &Out) const {
  llvm::StringRef Dir = llvm::sys::path::parent_path(F.Path);
  for (unsigned L : candidateLines(F, Facts, *Tree.M, Dir)) {
    for (llvm::StringRef P : pathsIn(F.line(L), F.Kind)) {
      // Absolute, or already a hit of its own: nothing to resolve.
      if (Dir.empty() || P.starts_with("/") || !Tree.M->find(P).empty())
        continue;
      llvm::SmallString<256> Resolved(Dir);
      llvm::sys::path::append(Resolved, llvm::sys::path::Style::posix, P);
      llvm::sys::path::remove_dots(Resolved, true,
                                   llvm::sys::path::Style::posix);
      // The matcher first: most paths lead nowhere near the removal, and
      // it spares them a file system lookup.
      std::vector<Hit> Hits = Tree.M->find(Resolved);
      if (Hits.empty() || Hits[0].Offset != 0 ||
          Hits[0].Kind != HitKind::Path || Tree.exists(Resolved) ||
          (fileKindInfo(F.Kind).Role == KindRole::CSource &&
           foundOnIncludePath(Tree, P)))
        continue;
      size_t Off = F.lineStart(L) + (P.data() - F.line(L).data());
      Out.push_back({Off, P.size(), CheckId::RelativePathReference,
                     "'" + shortName(P) + "' resolves to '" +
                         shortName(Resolved) + "', inside a removed path"});
      Out.back().FromRemoval = true;
    }
  }
}

} // namespace sweeper

#include "derive/EmbeddedLines.h"
#include "derive/DefaultAllows.h"
#include "derive/Tokens.h"
#include "match/Matcher.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Path.h"

namespace sweeper {
namespace {

/// A vendored file's line is matched whole: a longer one is some other
/// code's, and a hostile tree's flood of them stays bounded.
constexpr size_t MaxLine = 200, MaxLines = 1000;

/// Whether autotools made \p Path from a source beside it: `configure`
/// from `configure.ac`, `Makefile.in` from `Makefile.am`, `aclocal.m4`.
bool generated(llvm::StringRef Path, const llvm::StringSet<> &Paths) {
  llvm::StringRef Name = llvm::sys::path::filename(Path);
  std::string Dir = llvm::sys::path::parent_path(Path).str();
  auto Beside = [&](llvm::StringRef N) {
    return Paths.contains(Dir.empty() ? N.str() : Dir + "/" + N.str());
  };
  return Name == "aclocal.m4" ||
         (Name == "configure" &&
          (Beside("configure.ac") || Beside("configure.in"))) ||
         (Name == "Makefile.in" && Beside("Makefile.am"));
}

/// Drops from \p Lines those a hand-written kept file holds too: the
/// project's own `*-*-os2*)` in configure.ac is no libtool code, whatever
/// libtool.m4 also holds.
void dropHandWritten(const KeptTree &Kept, const DerivedPack &D,
                     std::set<std::string> &Lines) {
  llvm::StringSet<> Paths;
  for (const std::string &P : Kept.Paths)
    Paths.insert(P);
  for (size_t I = 0; I < Kept.Paths.size() && !Lines.empty(); ++I) {
    const std::string &P = Kept.Paths[I];
    if (!Kept.Texts[I] || vendoredPath(P, D) || generated(P, Paths))
      continue;
    for (llvm::StringRef Rest = *Kept.Texts[I]; !Rest.empty();) {
      auto [Line, Next] = Rest.split('\n');
      Rest = Next;
      if (llvm::StringRef T = Line.trim(); T.size() <= MaxLine)
        Lines.erase(T.str());
    }
  }
}

} // namespace

void collectEmbeddedLines(const KeptTree &Kept, DerivedPack &D) {
  std::unique_ptr<Matcher> Tok = tokenMatcher(D.Tokens);
  if (Tok->empty())
    return;
  for (size_t I = 0; I < Kept.Paths.size(); ++I) {
    if (!Kept.Texts[I] || !vendoredPath(Kept.Paths[I], D))
      continue;
    for (llvm::StringRef Rest = *Kept.Texts[I]; !Rest.empty();) {
      auto [Line, Next] = Rest.split('\n');
      Rest = Next;
      llvm::StringRef T = Line.trim();
      if (T.size() > MaxLine || Tok->find(T).empty())
        continue;
      if (D.EmbeddedLines.size() >= MaxLines)
        break;
      D.EmbeddedLines.insert(T.str());
    }
  }
  dropHandWritten(Kept, D, D.EmbeddedLines);
}

std::optional<AllowEntry> embeddedLinesAllow(const DerivedPack &D) {
  if (D.EmbeddedLines.empty())
    return std::nullopt;
  AllowEntry A;
  A.Id = "embedded-vendored";
  A.Reason = "a line that vendored code in the tree holds whole (libtool's "
             "platform cases): a generated file such as configure embeds it";
  A.Regex =
      "^\\s*(?:" +
      quotedAlternation({D.EmbeddedLines.begin(), D.EmbeddedLines.end()}) +
      ")\\s*$";
  sealDerivedAllow(A);
  return A;
}

} // namespace sweeper

// A package is the folder right below a vendored root. Its name counts on
// the lines that spell it as a whole word (`mlperftiny`, a path through
// `3rdparty/libcrc/`), without case; lines inside vendored folders do not
// count, as a package names itself. Twice as many lines in the removed text
// (deleted files and the lines deleted from kept ones) as in the rest of
// the kept tree: the removal was its user.
#include "derive/VendoredPackages.h"
#include "match/LiteralDatabase.h"
#include "match/Segments.h"
#include "llvm/ADT/StringExtras.h"
#include <map>

namespace sweeper {

bool vendoredRoot(llvm::StringRef Dir) {
  return llvm::is_contained({"third_party", "third-party", "thirdparty",
                             "3rdparty", "vendor", "external"},
                            Dir);
}

namespace {

/// A package is taken from the kept tree's vendored code only on strong
/// evidence: its files become findings. Three lines at least, and twice
/// as many as the rest of the tree (TVM's libcrc: 4 against 2).
constexpr unsigned MinLines = 3;

/// Below a vendored root: the package's path (`a/3rdparty/libcrc/`) and
/// its name, or empty.
std::pair<std::string, std::string> packageOf(llvm::StringRef Path) {
  llvm::SmallVector<llvm::StringRef, 8> Parts;
  Path.split(Parts, '/');
  for (size_t I = 0; I + 2 < Parts.size(); ++I)
    if (vendoredRoot(Parts[I])) {
      std::string Dir;
      for (size_t J = 0; J <= I + 1; ++J)
        Dir += Parts[J].str() + "/";
      return {Dir, Parts[I + 1].str()};
    }
  return {};
}

/// Counts, per name, the lines of \p Text that spell it as a whole word.
void countLines(const LiteralDatabase &Db,
                const std::vector<std::string> &Names, llvm::StringRef Text,
                std::vector<unsigned> &Lines) {
  std::vector<size_t> Last(Names.size(), size_t(-1));
  Db.scan(Text, [&](unsigned Id, size_t B) {
    size_t E = B + Names[Id].size();
    if ((B && isIdentChar(Text[B - 1])) ||
        (E < Text.size() && isIdentChar(Text[E])))
      return;
    size_t Line = Text.rfind('\n', B) + 1;
    if (Line != Last[Id])
      ++Lines[Id];
    Last[Id] = Line;
  });
}

} // namespace

void collectServedVendored(const RemovedText &Removed, const KeptTree &Kept,
                           DerivedPack &D) {
  std::map<std::string, std::string> Packages; // name -> path
  for (const std::string &P : Kept.Paths)
    if (auto [Dir, Name] = packageOf(P); Name.size() >= 3)
      Packages.emplace(llvm::StringRef(Name).lower(), Dir);
  if (Packages.empty())
    return;
  std::vector<std::string> Names;
  std::vector<LiteralDatabase::Literal> Lits;
  for (const auto &[Name, Dir] : Packages) {
    Names.push_back(Name);
    Lits.push_back({Name, /*Caseless=*/true, /*Once=*/false});
  }
  LiteralDatabase Db(Lits);
  if (!Db.error().empty())
    return;
  std::vector<unsigned> Gone(Names.size()), Left(Names.size());
  for (const std::optional<std::string> &T : Removed.Texts)
    if (T)
      countLines(Db, Names, *T, Gone);
  for (const auto &[Path, Text] : Removed.DeletedLines)
    countLines(Db, Names, Text, Gone);
  for (size_t I = 0; I < Kept.Paths.size(); ++I)
    if (Kept.Texts[I] && packageOf(Kept.Paths[I]).first.empty())
      countLines(Db, Names, *Kept.Texts[I], Left);
  for (size_t I = 0; I < Names.size(); ++I)
    if (Gone[I] >= MinLines && Gone[I] >= 2 * Left[I])
      D.ServedVendored[Packages[Names[I]]] =
          "a vendored package the removed code named on " +
          std::to_string(Gone[I]) + " lines, the rest of the tree on " +
          std::to_string(Left[I]);
}

} // namespace sweeper

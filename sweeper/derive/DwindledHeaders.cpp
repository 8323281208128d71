// Headers are counted in deleted files too, unlike names: a backend's
// includes of an outside SDK's header are how it declares that
// dependency, and a kept file that still includes the header after most
// of its includers went is what a build without the SDK trips on. Only
// when the removal edited every file that still includes it: ExecuTorch's
// MPS removal took 6 of 9 includes of MetalPerformanceShaders.h, and the
// Metal backend it never touched includes the framework for itself. Spelled
// paths compare without case, as on the file systems of Windows and macOS
// SDKs (`Windows.h`, `windows.h`).
#include "core/FileKind.h"
#include "derive/DwindledNames.h"
#include "clang/Tooling/Inclusions/StandardLibrary.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Path.h"
#include <re2/re2.h>

namespace sweeper {
namespace {

const char *const HeaderKind = "header the removal took most includes of";

/// Calls \p F with each header \p Text includes, as spelled: a path of
/// printable characters up to 255 bytes, as no real header exceeds; each
/// becomes a literal of the sweep's matcher.
template <typename Fn> void includesIn(llvm::StringRef Text, Fn &&F) {
  static const RE2 Re(
      R"((?m)^[ \t]*#[ \t]*(?:include|import)[ \t]*[<"]([^>"\n]+)[>"])");
  re2::StringPiece In(Text.data(), Text.size());
  std::string H;
  while (RE2::FindAndConsume(&In, Re, &H))
    if (H.size() <= 255 &&
        llvm::all_of(H, [](char C) { return llvm::isPrint(C); }))
      F(llvm::StringRef(H));
}

bool isCxx(llvm::StringRef Path) { return classifyPath(Path) == FileKind::Cxx; }

/// A header of the C or C++ standard library: the languages' own, which a
/// removal cannot take (`stdio.h`, `string`).
bool standardHeader(llvm::StringRef H) {
  std::string Angled = "<" + H.str() + ">";
  using namespace clang::tooling::stdlib;
  return Header::named(Angled, Lang::C) || Header::named(Angled, Lang::CXX);
}

/// Includes in deleted C/C++ files and in lines deleted from kept ones,
/// of headers that are no file of the kept tree's.
llvm::StringMap<unsigned> removedIncludes(const RemovedText &Removed,
                                          const KeptTree &Kept) {
  llvm::StringSet<> KeptNames;
  for (const std::string &P : Kept.Paths)
    KeptNames.insert(llvm::sys::path::filename(P).lower());
  llvm::StringMap<unsigned> Counts;
  auto Count = [&](llvm::StringRef Path, llvm::StringRef Text) {
    if (isCxx(Path))
      includesIn(Text, [&](llvm::StringRef H) {
        std::string Lower = H.lower();
        if (!KeptNames.contains(llvm::sys::path::filename(Lower)) &&
            !standardHeader(H))
          ++Counts[Lower];
      });
  };
  for (size_t I = 0; I < Removed.Paths.size(); ++I)
    if (Removed.Texts[I])
      Count(Removed.Paths[I], *Removed.Texts[I]);
  for (const auto &[Path, Text] : Removed.DeletedLines)
    Count(Path, Text);
  return Counts;
}

} // namespace

void collectDwindledHeaders(const RemovedText &Removed, const KeptTree &Kept,
                            DerivedPack &D) {
  llvm::StringMap<unsigned> Gone = removedIncludes(Removed, Kept);
  if (Gone.empty())
    return;
  // By lower-cased path: the count, and the first kept include's
  // spelling and file.
  std::map<std::string, std::tuple<unsigned, std::string, std::string>> Left;
  llvm::StringSet<> Elsewhere; // included by a file the removal left alone
  for (size_t I = 0; I < Kept.Paths.size(); ++I)
    if (Kept.Texts[I] && isCxx(Kept.Paths[I]))
      includesIn(*Kept.Texts[I], [&](llvm::StringRef H) {
        std::string Lower = H.lower();
        if (!Gone.contains(Lower))
          return;
        auto It = Left.try_emplace(Lower, 0, H.str(), Kept.Paths[I]).first;
        ++std::get<0>(It->second);
        if (!D.Touched.count(Kept.Paths[I]))
          Elsewhere.insert(Lower);
      });
  for (const auto &[Lower, Found] : Left) {
    const auto &[Remain, Spelled, Path] = Found;
    unsigned Took = Gone.lookup(Lower);
    if (Remain >= Took || Elsewhere.contains(Lower))
      continue;
    D.Symbols[HeaderKind].push_back(Spelled);
    std::string Counts = "the removal took " + std::to_string(Took) +
                         " of its includes, " + std::to_string(Remain) +
                         " remain";
    D.SymbolReasons[Spelled] = Counts + ", the first in " + Path;
    // Another part of the tree may use the library too: a note.
    D.Tentative[Spelled] = "a header the removal took most includes of (" +
                           Counts + "): other code may still need it";
  }
}

} // namespace sweeper

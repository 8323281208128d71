// A variable is read as `$NAME`, `${NAME}` or `$(NAME)`. Only names in
// the upper-case, underscore-joined style a build gives its own switches
// count (`USE_OPENSSL_H3`, not `CC` or `PATH`, which the environment
// sets), and only assignments deleted from kept scripts: a removed script's
// `export` may set what the caller's environment sets too.
#include "derive/UnsetVariables.h"
#include "core/FileKind.h"
#include "llvm/ADT/StringSet.h"
#include <map>
#include <re2/re2.h>

namespace sweeper {
namespace {

const char *const UnsetKind = "variable the removal left unset";
constexpr size_t MaxUnset = 64;

bool isScript(llvm::StringRef Path) {
  FileKind K = classifyPath(Path);
  return K == FileKind::Shell || K == FileKind::Make;
}

constexpr const char *Name = "([A-Z][A-Z0-9]*_[A-Z0-9_]+)";

/// `NAME=value`, `export NAME=`, a Makefile's `NAME := value`: a line that
/// gives NAME a value.
const RE2 &assignment() {
  static const RE2 Re(std::string(R"((?m)(?:^|[\s;&|(`])(?:(?:export|local|)") +
                      R"(readonly)\s+)?)" + Name + R"(\s*[:+?]?=())");
  return Re;
}

/// Every other way a script or Autotools input may set NAME: `export
/// NAME`, `read NAME`, `for NAME in`, `AC_SUBST([NAME])`, and the
/// NAME_CFLAGS and NAME_LIBS of `PKG_CHECK_MODULES([NAME], ...)`.
const RE2 &otherSetting() {
  static const RE2 Re(std::string(R"(\b(?:(?:export|local|declare|readonly|)") +
                      R"(unset|read|for)\s+(?:-\w+\s+)*|A[CMS]_\w+\(\s*\[?))" +
                      Name + R"(\b|\bPKG_CHECK_MODULES\w*\(\s*\[?([A-Z]\w*))");
  return Re;
}

/// The names \p Text assigns (\p Re's groups).
void settingsIn(llvm::StringRef Text, const RE2 &Re, llvm::StringSet<> &Out) {
  re2::StringPiece In(Text.data(), Text.size());
  std::string A, B;
  while (In.size() && RE2::FindAndConsume(&In, Re, &A, &B)) {
    if (!A.empty())
      Out.insert(A);
    if (!B.empty()) {
      Out.insert(B + "_CFLAGS");
      Out.insert(B + "_LIBS");
    }
  }
}

/// `$NAME`, `${NAME}` or `$(NAME)`: a read of NAME.
const RE2 &expansion() {
  static const RE2 Re(std::string(R"(\$[{(]?)") + Name + R"(\b())");
  return Re;
}

} // namespace

void collectUnsetVariables(const RemovedText &Removed, const KeptTree &Kept,
                           DerivedPack &D) {
  llvm::StringSet<> Deleted, StillSet;
  for (const auto &[Path, Lines] : Removed.DeletedLines)
    if (isScript(Path))
      settingsIn(Lines, assignment(), Deleted);
  if (Deleted.empty())
    return;
  // One pass a script, whatever the number of names: the first kept
  // script that reads each.
  std::map<std::string, std::string> ReadIn;
  for (size_t I = 0; I < Kept.Paths.size(); ++I) {
    if (!Kept.Texts[I] || !isScript(Kept.Paths[I]))
      continue;
    settingsIn(*Kept.Texts[I], assignment(), StillSet);
    settingsIn(*Kept.Texts[I], otherSetting(), StillSet);
    llvm::StringSet<> Reads;
    settingsIn(*Kept.Texts[I], expansion(), Reads);
    for (const auto &R : Reads)
      ReadIn.emplace(R.getKey().str(), Kept.Paths[I]);
  }
  std::vector<std::pair<std::string, std::string>> Unset;
  for (const auto &[N, Where] : ReadIn)
    if (Deleted.contains(N) && !StillSet.contains(N))
      Unset.push_back({N, Where});
  // A backend has a few switches; hundreds of names left unset are a
  // rewritten build, not a removal's leftovers.
  if (Unset.size() > MaxUnset) {
    D.SetAside.push_back(std::to_string(Unset.size()) +
                         " script variables the removal left unset: more "
                         "than " +
                         std::to_string(MaxUnset) +
                         " are a rewritten build, none taken");
    return;
  }
  for (const auto &[N, Where] : Unset) {
    D.Symbols[UnsetKind].push_back(N);
    D.SymbolReasons[N] =
        "every assignment went with the removal; " + Where + " still reads it";
    // The caller's environment may set it still: a note, never fixed.
    D.Tentative[N] = "a variable the removal left unset; the environment "
                     "may still set it";
  }
}

} // namespace sweeper

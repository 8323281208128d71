#pragma once
/// --cache DIR for the Clang pass: what each translation unit's parse
/// produced (its TuCollector's data, its error count), reused while the
/// rebuilt compile command is the same and every path the parse looked up,
/// opened or listed is as it was. The orphan step after all TUs runs over
/// cached and fresh results alike.
#include "clangpass/ConfinedFs.h"
#include "clangpass/DepStates.h"
#include "clangpass/TuCollector.h"
#include "clang/Tooling/CompilationDatabase.h"
#include <map>

namespace sweeper {

/// What a TU's parse yields besides its collector.
struct TuErrors {
  unsigned Count = 0;
  std::string First;
};

class TuCache {
public:
  TuCache(const CacheSpec &C, const ReadConfinement &Conf,
          const std::vector<std::string> &Roots)
      : C(C), Roots(Roots), Deps(Conf, C.RunStartNs) {}
  void load(std::vector<std::string> &Notes);
  /// The key of a TU's result: the run key, the roots, the commands.
  Digest key(llvm::StringRef Tu,
             const std::vector<clang::tooling::CompileCommand> &Cmds) const;
  /// Fills \p Into and \p E from a valid entry; false on a miss.
  bool lookup(const std::string &Tu, const Digest &Key, TuCollector &Into,
              TuErrors &E);
  /// Keeps a fresh result unless something it read was still changing.
  void store(const std::string &Tu, const Digest &Key, const ReadLog &Log,
             const TuCollector &From, const TuErrors &E);
  /// Writes the index: this run's entries and the earlier ones of the
  /// TUs in \p Selected it did not parse (prefiltered this time).
  void save(const std::vector<std::string> &Selected,
            std::vector<std::string> &Notes);

private:
  struct Entry {
    Digest Key{};
    std::vector<std::pair<std::string, std::string>> Deps; ///< path, state
    std::string Outcome;
  };
  const CacheSpec &C;
  const std::vector<std::string> &Roots;
  DepStates Deps;
  std::mutex Lock;
  std::map<std::string, Entry> Old, New; ///< by TU path
  bool Changed = false, BadEntry = false;
  std::string indexName() const { return "tus-" + C.Name; }
  bool readBody(llvm::StringRef Body);
};

} // namespace sweeper

#pragma once
/// Finds cheaply which files of a translation unit can hold a finding:
/// the TU itself or a project header it includes (transitively) that
/// mentions a token, a removed symbol or a removed path. Include lines are
/// resolved against the file's directory and the command's
/// -I/-iquote/-isystem directories; headers that do not resolve (system
/// headers, deleted files) end the walk, and a deleted header's name is
/// already a mention in the including line.
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include <mutex>
#include <string>
#include <vector>

namespace sweeper {

class Matcher;
class ReadConfinement;

class Prefilter {
public:
  /// Headers are read only where \p C allows.
  Prefilter(const Matcher &M, const ReadConfinement &C) : M(M), C(C) {}
  struct Mentions {
    bool Own = false;                 ///< the TU's own text
    std::vector<std::string> Headers; ///< real paths, in the walk's order
  };
  Mentions mentionsOf(const std::string &File,
                      const std::vector<std::string> &IncludeDirs);

  struct Directive {
    std::string Name; ///< as written between the quotes or brackets
    bool Quoted = false;
  };

private:
  /// What a file says on its own, whatever the TU: read once.
  struct Scanned {
    bool Mentions = false;
    std::vector<Directive> Includes;
  };
  const Matcher &M;
  const ReadConfinement &C;
  std::mutex Lock;
  llvm::StringMap<Scanned> Files;
  /// (search path, including directory, name) -> real path, "" if none.
  llvm::StringMap<std::string> Resolved;
  void load(const std::string &File);
  std::string resolve(const Directive &D, llvm::StringRef FromDir,
                      const std::vector<std::string> &Dirs,
                      const std::string &DirsKey);
};

/// The include directories of a compile command's arguments, absolute.
std::vector<std::string> includeDirs(const std::vector<std::string> &Args,
                                     llvm::StringRef WorkingDir);

} // namespace sweeper

#pragma once
// Helpers shared by the unit tests: packs from YAML text, temporary trees.
#include "rules/RulePack.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include <string>

namespace sweeper::test {

/// A temporary directory removed when the object dies.
class TempDir {
public:
  TempDir() {
    llvm::SmallString<128> P;
    llvm::sys::fs::createUniqueDirectory("sweeper-test", P);
    Path = std::string(P);
  }
  ~TempDir() { llvm::sys::fs::remove_directories(Path); }
  std::string file(llvm::StringRef Rel, llvm::StringRef Content) const {
    std::string P = Path + "/" + Rel.str();
    llvm::sys::fs::create_directories(llvm::StringRef(P).rsplit('/').first);
    std::error_code EC;
    llvm::raw_fd_ostream OS(P, EC);
    OS << Content;
    return P;
  }
  std::string Path;
};

/// Loads a pack from YAML text; Errors receives any problems.
inline RulePack packFromYaml(llvm::StringRef Yaml,
                             std::vector<ConfigError> *Errors = nullptr) {
  TempDir D;
  std::string P = D.file("pack.yaml", Yaml);
  RulePack Pack;
  std::vector<ConfigError> Local;
  loadRulePack(P, Pack, Errors ? *Errors : Local);
  return Pack;
}

inline const char *MpsPack = R"(backend: mps
tokens: [mps]
removed_paths: [backends/apple/mps/]
removed_symbols: [EXECUTORCH_BUILD_MPS, backend_mps, --mps, backend.mps.enabled]
)";

} // namespace sweeper::test

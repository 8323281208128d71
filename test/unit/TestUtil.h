#pragma once
// Helpers shared by the unit tests: packs from YAML text, temporary trees.
#include "rules/RulePack.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

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

/// Loads a pack from YAML text; Errors receives any problems, one line each.
inline RulePack packFromYaml(llvm::StringRef Yaml,
                             std::vector<std::string> *Errors = nullptr) {
  TempDir D;
  std::string P = D.file("pack.yaml", Yaml);
  RulePack Pack;
  std::vector<std::string> Lines = errorLines(loadRulePack(P, Pack));
  if (Errors)
    *Errors = std::move(Lines);
  return Pack;
}

#ifdef SWEEPER_BINARY
struct Run {
  int Exit;
  std::string Out, Err;
};

/// Runs the built `sweeper` with \p Args, standard input empty.
inline Run run(std::vector<std::string> Args) {
  Args.insert(Args.begin(), SWEEPER_BINARY);
  TempDir D;
  std::string Out = D.Path + "/out", Err = D.Path + "/err";
  std::vector<llvm::StringRef> Refs(Args.begin(), Args.end());
  std::optional<llvm::StringRef> Redirects[] = {
      llvm::StringRef(""), llvm::StringRef(Out), llvm::StringRef(Err)};
  int Rc =
      llvm::sys::ExecuteAndWait(SWEEPER_BINARY, Refs, std::nullopt, Redirects);
  auto Read = [](const std::string &P) {
    auto B = llvm::MemoryBuffer::getFile(P);
    return B ? (*B)->getBuffer().str() : std::string();
  };
  return {Rc, Read(Out), Read(Err)};
}
#endif

inline const char *MpsPack = R"(backend: mps
tokens: [mps]
removed_paths: [backends/apple/mps/]
removed_symbols: [EXECUTORCH_BUILD_MPS, backend_mps, --mps, backend.mps.enabled]
)";

} // namespace sweeper::test

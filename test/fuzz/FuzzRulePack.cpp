// A rule pack from a pull request: loadRulePack reads YAML from a path (it
// has no in-memory entry), so the input goes to a temporary file. A pack
// that loads is then used: its matcher and allow entries scan a few fixed
// files and every reporter runs on the outcome.
//
// Input: pack.yaml, optionally followed by a line "#--- base.yaml" and the
// text of base.yaml beside it, so `extends: base.yaml` reads fuzzed text
// too. Both files live in one directory made at start-up under $TMPDIR;
// they are removed after every load and the directory at exit.
#include "FuzzSupport.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include <cstddef>
#include <cstdint>
#include <cstdlib>

using namespace sweeper;

namespace {

struct Dir {
  std::string Path, Pack, Base;
  Dir() {
    llvm::SmallString<128> P;
    if (llvm::sys::fs::createUniqueDirectory("sweeper-fuzz-rule-pack", P))
      fuzz::fail("cannot create a temporary directory");
    Path = std::string(P);
    Pack = Path + "/pack.yaml";
    Base = Path + "/base.yaml";
  }
  ~Dir() { clean(); }
  void clean() {
    llvm::sys::fs::remove(Pack);
    llvm::sys::fs::remove(Base);
    llvm::sys::fs::remove(Path);
  }
  void write(const std::string &File, llvm::StringRef Text) const {
    std::error_code EC;
    llvm::raw_fd_ostream OS(File, EC);
    if (EC)
      fuzz::fail("cannot write " + File + ": " + EC.message());
    OS << Text;
  }
};

Dir *TheDir = nullptr;

// Files the loaded pack is tried on: hits, allow candidates, an inline
// suppression naming an allow id, and a path the path-only allows can see.
struct Sample {
  const char *Path, *Text;
};
const Sample Samples[] = {
    {"CMakeLists.txt",
     "option(EXECUTORCH_BUILD_MPS \"Build the MPS backend\" OFF)\n"
     "if(EXECUTORCH_BUILD_MPS)\n  "
     "add_subdirectory(backends/apple/mps)\nendif()\n"},
    {".github/workflows/apple.yml",
     "jobs:\n  test-mps:\n    steps:\n      - run: python -m "
     "examples.apple.mps.scripts.mps_example --mps\n"
     "      # sweeper: allow(pytorch-device) the device, not the delegate\n"
     "      - run: python eval.py --device mps\n"},
    {"backends/apple/metal/runtime/shim_mps.mm",
     "#include \"backends/apple/mps/runtime/MPSDevice.h\"\n"
     "// MPSGraph *g = backend_mps(); torch.mps\n"
     "id<MTLDevice> d = mps_device(); /* mpsdelegate */\n"},
    {"docs/source/index.md",
     "| Backend | Status |\n|---|---|\n| MPS | removed |\n"
     "See [MPS](backends/mps/mps-overview.md) and backend.mps.enabled.\n"},
};

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  TheDir = new Dir;
  std::atexit([] {
    delete TheDir;
    TheDir = nullptr;
  });
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  const Dir &D = *TheDir;
  llvm::StringRef In(reinterpret_cast<const char *>(Data), Size);
  auto [Main, BaseText] = In.split("\n#--- base.yaml\n");
  D.write(D.Pack, Main);
  bool HasBase = Main.size() != In.size();
  if (HasBase)
    D.write(D.Base, BaseText);

  RulePack Pack;
  std::vector<std::string> Errors = errorLines(loadRulePack(D.Pack, Pack));
  bool Ok = Errors.empty();
  llvm::sys::fs::remove(D.Pack);
  if (HasBase)
    llvm::sys::fs::remove(D.Base);

  for (const std::string &E : Errors)
    if (E.find(": error: ") == std::string::npos)
      fuzz::fail("a rule-pack error without file:line:col");
  if (!Ok)
    return 0;

  // What sweeper scan does with a pack that loaded.
  Matcher M(Pack);
  std::vector<std::string> Paths;
  for (const Sample &S : Samples)
    Paths.push_back(S.Path);
  FileList Files(std::move(Paths));
  TreeView View{D.Path, &Files, &M, nullptr};
  for (const Sample &S : Samples) {
    FileOutcome Out = scanText({Pack, M, View}, S.Path, S.Text);
    fuzz::renderReports(Pack, S.Path, Out);
  }
  return 0;
}

// Compile commands from a hostile tree are rebuilt from an allowlist: what
// changes parsing stays, everything that runs, writes or reads is gone.
#include "clangpass/SafeCommand.h"
#include "llvm/ADT/StringExtras.h"
#include <catch2/catch.hpp>

using namespace sweeper;

namespace {
std::string sanitized(std::vector<std::string> Args) {
  std::vector<std::string> Out = sanitizeCommandLine(Args, "/src/a.cpp", "");
  return llvm::join(Out, " ");
}
const std::string Tail = " -fsyntax-only --offload-host-only -nogpulib "
                         "-nogpuinc --no-default-config "
                         "-fno-crash-diagnostics -w -ferror-limit=0 -Wno-error "
                         "-fno-caret-diagnostics "
                         "/src/a.cpp";
} // namespace

TEST_CASE("parsing options are kept, joined", "[safe-command]") {
  CHECK(sanitized({"/usr/bin/c++",
                   "-x",
                   "c++",
                   "-std=gnu++17",
                   "-D",
                   "A=1",
                   "-UB",
                   "-I",
                   "inc",
                   "-isystem",
                   "/opt/x",
                   "-include",
                   "pre.h",
                   "--target=arm64-apple-macos",
                   "-fno-exceptions",
                   "-fobjc-arc",
                   "-mavx2",
                   "-pthread",
                   "-c",
                   "a.cpp",
                   "-o",
                   "a.o"}) ==
        "clang++ -xc++ -std=gnu++17 -DA=1 -UB -Iinc -isystem/opt/x "
        "-includepre.h --target=arm64-apple-macos -fno-exceptions -fobjc-arc "
        "-mavx2 -pthread" +
            Tail);
}

TEST_CASE("tools, outputs, configs and probes are dropped", "[safe-command]") {
  CHECK(sanitized({"cc",
                   "-x",
                   "hip",
                   "--offload-arch=native",
                   "--amdgpu-arch-tool=./tool.sh",
                   "--nvptx-arch-tool=./t",
                   "-mcpu=native",
                   "-march=native",
                   "-fopenmp-targets=amdgcn",
                   "-Wp,-MD,/tmp/x.d",
                   "-Xclang",
                   "-dependency-file",
                   "-Xclang",
                   "/tmp/d",
                   "--serialize-diagnostics",
                   "/tmp/s",
                   "-fmodules",
                   "-fmodules-cache-path=/tmp/m",
                   "--config=/etc/passwd",
                   "-fplugin=./p.so",
                   "-fpass-plugin=./p.so",
                   "-ftime-trace",
                   "-MD",
                   "-MF",
                   "/tmp/mf",
                   "-B./bin",
                   "-fuse-ld=./ld",
                   "-Wl,-x",
                   "@/etc/passwd",
                   "-mllvm",
                   "-x",
                   "other.cpp"}) == "clang -xhip" + Tail);
}

TEST_CASE("the driver mode never follows argv[0] into clang-cl",
          "[safe-command]") {
  CHECK(sanitized({"clang-cl", "/DFOO", "/Iinc"}) == "clang" + Tail);
  CHECK(sanitized({}) == "clang" + Tail);
}

TEST_CASE("a kept option cannot smuggle another through its value",
          "[safe-command]") {
  // -fsanitize= is comma-joined: rendered as a flag and a separate value,
  // its value became an option of its own (--offload-arch=native with an
  // arch tool from the tree ran a program).
  CHECK(sanitized({"clang++", "-x", "hip", "-fsanitize=--offload-arch=native",
                   "-fsanitize=--amdgpu-arch-tool=t.sh", "-fsanitize=-MD",
                   "-fsanitize=address,undefined"}) ==
        "clang++ -xhip -fsanitize=--offload-arch=native "
        "-fsanitize=--amdgpu-arch-tool=t.sh -fsanitize=-MD "
        "-fsanitize=address,undefined" +
            Tail);
  // Joined, `-include` + `-pch` reads back as -include-pch: dropped.
  CHECK(sanitized({"clang", "-include", "-pch", "-DX"}) == "clang -DX" + Tail);
}

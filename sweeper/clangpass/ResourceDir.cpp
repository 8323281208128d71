#include "clangpass/ResourceDir.h"
#include "clang/Driver/Driver.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"

#ifndef SWEEPER_CLANG_RESOURCE_DIR
#define SWEEPER_CLANG_RESOURCE_DIR ""
#endif

namespace sweeper {
namespace {

std::string find() {
  if (std::optional<std::string> Env =
          llvm::sys::Process::GetEnv("SWEEPER_CLANG_RESOURCE_DIR"))
    return *Env;
  for (const char *Name : {"clang-19", "clang"}) {
    llvm::ErrorOr<std::string> Clang = llvm::sys::findProgramByName(Name);
    llvm::SmallString<256> Real;
    if (!Clang || llvm::sys::fs::real_path(*Clang, Real))
      continue;
    std::string Dir = clang::driver::Driver::GetResourcesPath(Real);
    if (llvm::sys::fs::is_directory(Dir + "/include"))
      return Dir;
  }
  return SWEEPER_CLANG_RESOURCE_DIR;
}

} // namespace

const std::string &clangResourceDir() {
  static const std::string Dir = find();
  return Dir;
}

} // namespace sweeper

#include "clang/CompileDb.h"
#include "clang/Tooling/JSONCompilationDatabase.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace sweeper {
namespace fs = llvm::sys::fs;
using namespace clang::tooling;

bool isSourceFile(llvm::StringRef Path) {
  llvm::StringRef Ext = llvm::sys::path::extension(Path);
  return Ext == ".c" || Ext == ".cc" || Ext == ".cpp" || Ext == ".cxx" ||
         Ext == ".m" || Ext == ".mm";
}

namespace {

/// For trees with no build yet: the language from the extension, a common
/// standard, and -I for the root, its parent and every include/ directory.
class FallbackDb : public CompilationDatabase {
public:
  FallbackDb(const ClangOptions &Opts, const std::vector<WalkedFile> &Files) {
    std::vector<std::string> Inc;
    for (const std::string &R : Opts.Roots) {
      Inc.push_back("-I" + R);
      Inc.push_back("-I" + llvm::sys::path::parent_path(R).str());
    }
    for (const WalkedFile &F : Files) {
      llvm::StringRef Dir = llvm::sys::path::parent_path(F.AbsPath);
      if (llvm::sys::path::filename(Dir) == "include" &&
          !llvm::is_contained(Inc, "-I" + Dir.str()))
        Inc.push_back("-I" + Dir.str());
      if (isSourceFile(F.AbsPath))
        Sources.push_back(F.AbsPath);
    }
    Includes = std::move(Inc);
  }

  std::vector<CompileCommand>
  getCompileCommands(llvm::StringRef File) const override {
    llvm::StringRef Ext = llvm::sys::path::extension(File);
    auto [Lang, Std] =
        llvm::StringSwitch<std::pair<const char *, const char *>>(Ext)
            .Case(".c", {"c", "-std=c17"})
            .Case(".m", {"objective-c", "-std=c17"})
            .Case(".mm", {"objective-c++", "-std=c++17"})
            .Default({"c++", "-std=c++17"});
    std::vector<std::string> Args{"clang", "-x", Lang, Std, "-fsyntax-only"};
    Args.insert(Args.end(), Includes.begin(), Includes.end());
    Args.push_back(File.str());
    return {CompileCommand(llvm::sys::path::parent_path(File), File,
                           std::move(Args), "")};
  }
  std::vector<std::string> getAllFiles() const override { return Sources; }

private:
  std::vector<std::string> Includes, Sources;
};

std::unique_ptr<CompilationDatabase> loadJson(llvm::StringRef File,
                                              std::string &Error) {
  return JSONCompilationDatabase::loadFromFile(File, Error,
                                               JSONCommandLineSyntax::AutoDetect);
}

} // namespace

LoadedDb loadCompileDb(const ClangOptions &Opts,
                       const std::vector<WalkedFile> &Files) {
  LoadedDb L;
  auto TryFile = [&](const std::string &P) {
    L.Db = loadJson(P, L.Error);
    L.Description = L.File = P;
    return L.Db != nullptr;
  };
  if (!Opts.CompileCommands.empty()) {
    TryFile(Opts.CompileCommands);
    return L;
  }
  if (!Opts.BuildDir.empty()) {
    TryFile(Opts.BuildDir + "/compile_commands.json");
    return L;
  }
  if (Opts.FallbackFlags) {
    L.Db = std::make_unique<FallbackDb>(Opts, Files);
    L.Description = "fallback flags (--fallback-flags)";
    return L;
  }
  // Autodetect: the root itself, then its build*/ directories in name order.
  for (const std::string &Root : Opts.Roots) {
    std::vector<std::string> Candidates{Root + "/compile_commands.json"};
    std::error_code EC;
    std::vector<std::string> Builds;
    for (fs::directory_iterator It(Root, EC), End; It != End && !EC;
         It.increment(EC))
      if (llvm::sys::path::filename(It->path()).starts_with("build"))
        Builds.push_back(It->path() + "/compile_commands.json");
    llvm::sort(Builds);
    Candidates.insert(Candidates.end(), Builds.begin(), Builds.end());
    for (const std::string &C : Candidates)
      if (fs::exists(C) && TryFile(C))
        return L;
  }
  if (L.Error.empty())
    L.Error = "no compilation database";
  return L;
}

} // namespace sweeper

#include "clangpass/CompileDb.h"
#include "clangpass/Prefilter.h"
#include "clangpass/ResourceDir.h"
#include "clangpass/SafeCommand.h"
#include "core/FileKind.h"
#include "core/Paths.h"
#include "clang/Tooling/JSONCompilationDatabase.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace sweeper {
namespace fs = llvm::sys::fs;
using namespace clang::tooling;

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
      llvm::StringRef Dir = llvm::sys::path::parent_path(F.absPath());
      if (llvm::sys::path::filename(Dir) == "include" &&
          !llvm::is_contained(Inc, "-I" + Dir.str()))
        Inc.push_back("-I" + Dir.str());
      if (isTranslationUnitPath(F.absPath()))
        Sources.push_back(F.absPath().str());
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

/// Commands rebuilt from an allowlist, by absolute source path. Relative
/// directories resolve against the database's own directory.
class SanitizedDb : public CompilationDatabase {
public:
  std::vector<CompileCommand>
  getCompileCommands(llvm::StringRef File) const override {
    auto It = ByFile.find(File.str());
    return It == ByFile.end() ? std::vector<CompileCommand>() : It->second;
  }
  std::vector<std::string> getAllFiles() const override {
    std::vector<std::string> Files;
    for (const auto &[File, Cmds] : ByFile)
      Files.push_back(File);
    return Files;
  }
  std::map<std::string, std::vector<CompileCommand>> ByFile;
};

std::string absoluteIn(llvm::StringRef Dir, llvm::StringRef Path) {
  llvm::SmallString<256> Abs(Path);
  if (!llvm::sys::path::is_absolute(Abs)) {
    Abs = Dir;
    llvm::sys::path::append(Abs, Path);
  }
  llvm::sys::path::remove_dots(Abs, /*remove_dot_dot=*/true);
  return std::string(Abs);
}

llvm::Expected<std::unique_ptr<CompilationDatabase>>
sanitize(const CompilationDatabase &Inner, llvm::StringRef DbDir,
         llvm::StringRef Where, const ReadConfinement &Reads) {
  auto Out = std::make_unique<SanitizedDb>();
  for (CompileCommand C : Inner.getAllCompileCommands()) {
    C.Directory = absoluteIn(DbDir, C.Directory);
    if (!Reads.visible(C.Directory) || !fs::is_directory(C.Directory))
      return llvm::createStringError(
          "%s: the entry for '%s' names directory '%s', which does not exist "
          "or lies outside the directories the Clang pass reads",
          Where.str().c_str(), C.Filename.c_str(), C.Directory.c_str());
    C.Filename = absoluteIn(C.Directory, C.Filename);
    C.CommandLine =
        sanitizeCommandLine(C.CommandLine, C.Filename, clangResourceDir());
    C.Output.clear();
    Out->ByFile[C.Filename].push_back(std::move(C));
  }
  return Out;
}

llvm::Expected<LoadedDb> loadJson(const std::string &File,
                                  const ReadConfinement &Reads) {
  std::string Error;
  auto Db = JSONCompilationDatabase::loadFromFile(
      File, Error, JSONCommandLineSyntax::AutoDetect);
  if (!Db)
    return llvm::createStringError("cannot load compilation database %s: %s",
                                   File.c_str(), Error.c_str());
  auto Safe = sanitize(*Db, absolutePath(llvm::sys::path::parent_path(File)),
                       File, Reads);
  if (!Safe)
    return Safe.takeError();
  LoadedDb L;
  L.Db = std::move(*Safe);
  L.Description = L.File = File;
  return L;
}

/// A database committed to the tree is read only if it is a regular file
/// inside the root: a symlink could point at a FIFO or outside the sweep.
bool insideRoot(const std::string &Candidate, llvm::StringRef Root) {
  llvm::SmallString<256> Real, RealRoot;
  return !fs::real_path(Candidate, Real) && !fs::real_path(Root, RealRoot) &&
         llvm::StringRef(Real).starts_with((RealRoot + "/").str()) &&
         fs::is_regular_file(Real);
}

std::vector<std::string> autodetectCandidates(const std::string &Root) {
  std::vector<std::string> Builds;
  std::error_code EC;
  for (fs::directory_iterator It(Root, EC), End; It != End && !EC;
       It.increment(EC))
    if (llvm::sys::path::filename(It->path()).starts_with("build"))
      Builds.push_back(It->path() + "/compile_commands.json");
  llvm::sort(Builds);
  Builds.insert(Builds.begin(), Root + "/compile_commands.json");
  return Builds;
}

} // namespace

std::vector<std::string>
includeDirsOf(const clang::tooling::CompilationDatabase &Db) {
  std::vector<std::string> Dirs;
  llvm::StringSet<> Seen;
  for (const clang::tooling::CompileCommand &C : Db.getAllCompileCommands())
    for (std::string &D : includeDirs(C.CommandLine, C.Directory)) {
      llvm::SmallString<256> Clean(D);
      llvm::sys::path::remove_dots(Clean, true);
      if (Seen.insert(Clean).second)
        Dirs.push_back(std::string(Clean));
    }
  return Dirs;
}

llvm::Expected<LoadedDb> loadCompileDb(const ClangOptions &Opts,
                                       const std::vector<WalkedFile> &Files,
                                       const ReadConfinement &Reads) {
  if (!Opts.CompileCommands.empty())
    return loadJson(Opts.CompileCommands, Reads);
  if (!Opts.BuildDir.empty())
    return loadJson(Opts.BuildDir + "/compile_commands.json", Reads);
  LoadedDb L;
  if (Opts.FallbackFlags) {
    FallbackDb Fallback(Opts, Files);
    auto Safe = sanitize(Fallback, "/", "fallback flags", Reads);
    if (!Safe)
      return Safe.takeError();
    L.Db = std::move(*Safe);
    L.Description = "fallback flags (--fallback-flags)";
    return L;
  }
  // Autodetect: the root itself, then its build*/ directories in name order.
  L.NotFound = "no compilation database";
  for (const std::string &Root : Opts.Roots)
    for (const std::string &C : autodetectCandidates(Root)) {
      if (!fs::exists(C))
        continue;
      if (!insideRoot(C, Root)) {
        L.NotFound = C + " is not a regular file inside the sweep (pass "
                         "--compile-commands to use it)";
        continue;
      }
      return loadJson(C, Reads);
    }
  return L;
}

} // namespace sweeper

#include "clangpass/ConfinedFs.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/VirtualFileSystem.h"

namespace sweeper {
namespace {

/// Where Debian (and most Unix systems) keep headers a build may include.
const char *const SystemHeaderDirs[] = {"/usr/include", "/usr/local/include",
                                        "/usr/lib/gcc", "/usr/lib/gcc-cross"};

/// \p Dir as resolved and as spelled (absolute, dots removed): paths are
/// checked in both forms, and a root reached through a link is spelled
/// through it.
void addReal(std::vector<std::string> &Out, llvm::StringRef Dir) {
  llvm::SmallString<256> Real, Spelled(Dir);
  if (Dir.empty() || llvm::sys::fs::real_path(Dir, Real) ||
      !llvm::sys::fs::is_directory(Real))
    return;
  Out.push_back(std::string(Real));
  if (!llvm::sys::fs::make_absolute(Spelled)) {
    llvm::sys::path::remove_dots(Spelled, /*remove_dot_dot=*/true);
    if (Spelled != Real)
      Out.push_back(std::string(Spelled));
  }
}

class ConfinedFileSystem : public llvm::vfs::ProxyFileSystem {
public:
  ConfinedFileSystem(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS,
                     const ReadConfinement &C, ReadLog *Log)
      : ProxyFileSystem(std::move(FS)), C(C), Log(Log) {}

  // A path outside the confinement is reported missing, not refused: an
  // `__has_include("/home/...")` or a `-I` that behaves differently for a
  // file that exists would tell a PR what the runner's disk holds. Only a
  // path that exists needs its real path, so header-search misses stay
  // one stat each.
  llvm::ErrorOr<llvm::vfs::Status> status(const llvm::Twine &Path) override {
    llvm::ErrorOr<llvm::vfs::Status> S = ProxyFileSystem::status(Path);
    if (S && !visible(Path))
      S = std::make_error_code(std::errc::no_such_file_or_directory);
    record(Path, bool(S));
    return S;
  }
  bool exists(const llvm::Twine &Path) override { return bool(status(Path)); }
  llvm::vfs::directory_iterator dir_begin(const llvm::Twine &Dir,
                                          std::error_code &EC) override {
    if (Log)
      Log->Listed.push_back(absolute(Dir));
    if (!visible(Dir)) {
      EC = std::make_error_code(std::errc::no_such_file_or_directory);
      return {};
    }
    return ProxyFileSystem::dir_begin(Dir, EC);
  }

  llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>>
  openFileForRead(const llvm::Twine &Path) override {
    llvm::SmallString<256> Real;
    std::error_code EC = getRealPath(Path, Real);
    // The real path is at hand: only the spelling is left to check.
    bool Allowed = !EC && C.allows(Real) && C.spelledVisible(absolute(Path));
    record(Path, Allowed);
    if (!Allowed)
      return std::make_error_code(std::errc::no_such_file_or_directory);
    return ProxyFileSystem::openFileForRead(Path);
  }

private:
  const ReadConfinement &C;
  ReadLog *Log;

  /// True if \p Path lies inside the confinement or on the way to it
  /// (`/usr`, the tree's parents, which reveal nothing), spelled and real.
  bool visible(const llvm::Twine &Path) { return C.visible(absolute(Path)); }
  std::string absolute(const llvm::Twine &Path) {
    llvm::SmallString<256> Abs;
    Path.toVector(Abs);
    if (makeAbsolute(Abs))
      return Abs.str().str();
    llvm::sys::path::remove_dots(Abs, /*remove_dot_dot=*/false);
    return std::string(Abs);
  }
  void record(const llvm::Twine &Path, bool Found) {
    if (Log)
      Log->Paths.emplace_back(absolute(Path), Found);
  }
};

} // namespace

ReadConfinement::ReadConfinement(const std::vector<std::string> &Dirs,
                                 llvm::StringRef ResourceDir) {
  for (const std::string &D : Dirs)
    addReal(Prefixes, D);
  for (const char *D : SystemHeaderDirs)
    addReal(Prefixes, D);
  addReal(Prefixes, ResourceDir);
}

bool ReadConfinement::allows(llvm::StringRef RealPath) const {
  for (const std::string &P : Prefixes)
    if (RealPath.starts_with(P) &&
        (RealPath.size() == P.size() || RealPath[P.size()] == '/' || P == "/"))
      return true;
  return false;
}

bool ReadConfinement::isAncestor(llvm::StringRef RealPath) const {
  for (const std::string &P : Prefixes)
    if (P.size() > RealPath.size() &&
        llvm::StringRef(P).starts_with(RealPath) &&
        (RealPath == "/" || P[RealPath.size()] == '/'))
      return true;
  return false;
}

bool ReadConfinement::spelledVisible(llvm::StringRef AbsPath) const {
  llvm::SmallString<256> Spelled(AbsPath);
  llvm::sys::path::remove_dots(Spelled, /*remove_dot_dot=*/true);
  return allows(Spelled) || isAncestor(Spelled);
}

bool ReadConfinement::visible(llvm::StringRef AbsPath) const {
  llvm::SmallString<256> Real;
  return spelledVisible(AbsPath) && (llvm::sys::fs::real_path(AbsPath, Real) ||
                                     allows(Real) || isAncestor(Real));
}

llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
createConfinedFileSystem(const ReadConfinement &C, ReadLog *Log) {
  return llvm::makeIntrusiveRefCnt<ConfinedFileSystem>(
      llvm::vfs::createPhysicalFileSystem(), C, Log);
}

} // namespace sweeper

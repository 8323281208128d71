#include "core/OutputPath.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <fcntl.h>
#include <optional>
#include <sys/stat.h>
#include <unistd.h>

namespace sweeper {
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

namespace {

bool insideAny(llvm::StringRef Dir, llvm::ArrayRef<std::string> Roots) {
  return llvm::any_of(Roots, [&](const std::string &R) {
    return Dir == R ||
           (Dir.starts_with(R) && (R.ends_with("/") || Dir[R.size()] == '/'));
  });
}

/// The real directory a relative path starts from, or "/".
llvm::Expected<llvm::SmallString<256>> startOf(llvm::StringRef Path) {
  llvm::SmallString<256> Cur("/");
  if (path::is_absolute(Path))
    return Cur;
  llvm::SmallString<256> Here;
  if (std::error_code EC = fs::current_path(Here))
    return llvm::errorCodeToError(EC);
  if (std::error_code EC = fs::real_path(Here, Cur))
    return llvm::errorCodeToError(EC);
  return Cur;
}

/// A terminal, /dev/null or a pipe: written as it is, never replaced.
bool unlikeFile(const char *Path, bool Follow) {
  struct stat St;
  int Rc = Follow ? ::stat(Path, &St) : ::lstat(Path, &St);
  return Rc == 0 && (S_ISCHR(St.st_mode) || S_ISFIFO(St.st_mode));
}

llvm::Error refused(llvm::StringRef Path, llvm::StringRef Link) {
  return llvm::createStringError(
      "%s is a symbolic link inside the swept tree, not followed for %s",
      Link.str().c_str(), Path.str().c_str());
}

} // namespace

namespace {

/// The kernel's walk of an output path, one component at a time. Cur is
/// always a real path (no link in it), so `..` is its parent.
class PathWalk {
public:
  PathWalk(llvm::StringRef Path, llvm::ArrayRef<std::string> Roots,
           bool LastMayBeLink)
      : Path(Path), Roots(Roots), LastMayBeLink(LastMayBeLink) {
    Path.split(Parts, '/', -1, /*KeepEmpty=*/false);
  }

  llvm::Expected<OutputPlace> run(llvm::SmallString<256> Start) {
    Cur = std::move(Start);
    for (I = 0; I < Parts.size(); ++I)
      if (std::optional<llvm::Expected<OutputPlace>> Done = step())
        return std::move(*Done);
    bool Special = unlikeFile(Cur.c_str(), /*Follow=*/false);
    // A FIFO would block the run and a device node is no report's place:
    // inside the tree neither is written.
    if (Special && insideAny(path::parent_path(Cur), Roots))
      return llvm::createStringError(
          "%s is a device or FIFO inside the swept tree", Path.str().c_str());
    return OutputPlace{std::string(Cur), Special};
  }

private:
  /// Moves Cur past Parts[I]; a result when the walk ends there.
  std::optional<llvm::Expected<OutputPlace>> step() {
    llvm::StringRef C = Parts[I];
    if (C == "." || (C == ".." && Cur == "/"))
      return std::nullopt;
    if (C == "..")
      return path::remove_filename(Cur), std::nullopt;
    llvm::SmallString<256> Next(Cur);
    path::append(Next, C);
    struct stat St;
    if (::lstat(Next.c_str(), &St) != 0) { // the rest is yet to be made
      for (llvm::StringRef Rest : llvm::ArrayRef(Parts).drop_front(I + 1))
        path::append(Next, Rest);
      return OutputPlace{std::string(Next)};
    }
    if (!S_ISLNK(St.st_mode))
      return Cur = Next, std::nullopt;
    return link(Next);
  }

  /// A link at Next: refused or replaced inside the tree, followed out.
  std::optional<llvm::Expected<OutputPlace>>
  link(llvm::SmallString<256> &Next) {
    bool Last = I + 1 == Parts.size();
    if (insideAny(Cur, Roots)) {
      if (Last && LastMayBeLink)
        return OutputPlace{std::string(Next)};
      return refused(Path, Next);
    }
    if (Last && unlikeFile(Next.c_str(), /*Follow=*/true)) // /dev/stdout
      return OutputPlace{std::string(Next), true};
    if (std::error_code EC = fs::real_path(Next, Cur))
      return llvm::createStringError(EC, "cannot resolve %s: %s", Next.c_str(),
                                     EC.message().c_str());
    return std::nullopt;
  }

  llvm::StringRef Path;
  llvm::ArrayRef<std::string> Roots;
  bool LastMayBeLink;
  llvm::SmallVector<llvm::StringRef, 16> Parts;
  llvm::SmallString<256> Cur;
  size_t I = 0;
};

} // namespace

llvm::Expected<OutputPlace> outputPlace(llvm::StringRef Path,
                                        llvm::ArrayRef<std::string> RealRoots,
                                        bool LastMayBeLink) {
  llvm::Expected<llvm::SmallString<256>> Start = startOf(Path);
  if (!Start)
    return Start.takeError();
  return PathWalk(Path, RealRoots, LastMayBeLink).run(std::move(*Start));
}

namespace {

/// \p Place as it is: a terminal, a pipe or /dev/null, not a file.
llvm::Error writeInPlace(const std::string &Place,
                         llvm::function_ref<void(llvm::raw_ostream &)> Print) {
  int FD = ::open(Place.c_str(), O_WRONLY | O_CLOEXEC);
  if (FD < 0)
    return llvm::errorCodeToError(
        std::error_code(errno, std::generic_category()));
  llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
  Print(OS);
  OS.close();
  if (OS.has_error()) {
    std::error_code EC = OS.error();
    OS.clear_error();
    return llvm::errorCodeToError(EC);
  }
  return llvm::Error::success();
}

} // namespace

llvm::Error
writeReplacing(const OutputPlace &Place,
               llvm::function_ref<void(llvm::raw_ostream &)> Print) {
  if (Place.InPlace)
    return writeInPlace(Place.Path, Print);
  llvm::SmallString<256> Model(path::parent_path(Place.Path));
  path::append(Model, "." + path::filename(Place.Path) + ".tmp-%%%%%%%%");
  int FD = -1;
  llvm::SmallString<256> Tmp;
  if (std::error_code EC = fs::createUniqueFile(Model, FD, Tmp))
    return llvm::errorCodeToError(EC);
  llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
  Print(OS);
  OS.close();
  std::error_code EC = OS.error();
  OS.clear_error();
  if (!EC)
    EC = fs::rename(Tmp, Place.Path);
  if (EC) {
    fs::remove(Tmp);
    return llvm::errorCodeToError(EC);
  }
  return llvm::Error::success();
}

} // namespace sweeper

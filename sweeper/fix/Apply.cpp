// Applying fixes to a hostile tree: confinement, ownership and freshness
// first, then the edits, then a well-formedness check, then an atomic
// rename that keeps the owner and drops setuid/setgid.
#include "fix/Apply.h"
#include "core/FileKind.h"
#include "kinds/KindSpec.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/xxhash.h"
#include <map>
#include <sys/stat.h>
#include <unistd.h>

namespace sweeper {
namespace fs = llvm::sys::fs;
namespace {

struct FileFix {
  const FixTarget *Target = nullptr;
  std::vector<Edit> Edits;
  bool Delete = false;
};

std::vector<FileFix> groupByFile(const SweepResult &R) {
  std::map<std::string, FileFix> ByPath;
  for (const FixTarget &T : R.FixTargets)
    ByPath[T.DisplayPath].Target = &T;
  for (const Finding &F : R.Findings) {
    auto It = ByPath.find(F.Loc.Path);
    if (F.Fix.empty() || It == ByPath.end())
      continue;
    llvm::append_range(It->second.Edits, F.Fix);
    It->second.Delete |= F.DeletesFile;
  }
  std::vector<FileFix> Out;
  for (auto &[Path, Fix] : ByPath)
    Out.push_back(std::move(Fix));
  return Out;
}

std::string absolute(llvm::StringRef P) {
  llvm::SmallString<256> A(P);
  if (fs::make_absolute(A))
    return "";
  llvm::sys::path::remove_dots(A, true);
  return std::string(A);
}

/// A root as written, made absolute against the working directory's real
/// path, must be its own real path: a root the tree itself turned into a
/// symlink (`docs -> ../outside`) would take the fix out of the tree.
bool rootIsReal(llvm::StringRef Root) {
  llvm::SmallString<256> Cwd, Real;
  if (fs::current_path(Cwd) || fs::real_path(Cwd, Cwd) ||
      fs::real_path(Root, Real))
    return false;
  llvm::SmallString<256> Lexical(Root);
  if (!llvm::sys::path::is_absolute(Lexical)) {
    Lexical = Cwd;
    llvm::sys::path::append(Lexical, Root);
  }
  llvm::sys::path::remove_dots(Lexical, true);
  return Lexical == Real;
}

/// Inside a scanned root, and no path component below the root (the file
/// included) is a symlink.
std::string confinement(const std::string &Abs,
                        const std::vector<std::string> &Roots) {
  for (const std::string &Root : Roots) {
    std::string R = absolute(Root);
    if (R.empty())
      continue;
    if (!rootIsReal(Root)) {
      if (llvm::StringRef(Abs).starts_with(R + "/") || Abs == R)
        return "its scanned root is reached through a symlink";
      continue;
    }
    if (!fs::is_directory(R))
      R = llvm::sys::path::parent_path(R).str();
    if (!llvm::StringRef(Abs).starts_with(R + "/"))
      continue;
    llvm::SmallString<256> At(R);
    std::string Below = Abs.substr(R.size() + 1);
    for (llvm::StringRef Part : llvm::split(Below, '/')) {
      llvm::sys::path::append(At, Part);
      fs::file_status St;
      if (fs::status(At, St, /*follow=*/false))
        return "cannot stat " + std::string(At);
      if (St.type() == fs::file_type::symlink_file)
        return "reached through a symlink";
    }
    return "";
  }
  return "outside the scanned roots";
}

/// The temporary file \p FD takes the original's owner and group (root
/// only: anyone else's own files stay theirs anyway; a group they are in is
/// kept where the system lets them) and its mode without setuid/setgid: an
/// edited file must not keep running with its owner's rights, nor pass to
/// whoever ran --fix.
std::string keepOwnerAndMode(int FD, const fs::file_status &St) {
  if (::geteuid() == 0) {
    if (::fchown(FD, St.getUser(), St.getGroup()))
      return "cannot keep its owner";
  } else if (St.getGroup() != ::getegid()) {
    (void)::fchown(FD, uid_t(-1), St.getGroup()); // best effort
  }
  unsigned Mode = St.permissions() & ~(fs::set_uid_on_exe | fs::set_gid_on_exe);
  if (::fchmod(FD, Mode))
    return "cannot set its permissions";
  return "";
}

/// Writes beside the file and renames over it: never a half-written file.
std::string writeAtomically(const std::string &Abs, llvm::StringRef Text) {
  fs::file_status St;
  if (fs::status(Abs, St))
    return "cannot stat";
  llvm::SmallString<256> Tmp(llvm::sys::path::parent_path(Abs));
  llvm::sys::path::append(Tmp, ".sweeper-fix-%%%%%%%%");
  int FD = -1;
  if (fs::createUniqueFile(Tmp, FD, Tmp))
    return "cannot create a temporary file beside it";
  if (std::string Why = keepOwnerAndMode(FD, St); !Why.empty()) {
    ::close(FD);
    fs::remove(Tmp);
    return Why;
  }
  {
    llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << Text;
    OS.close();
    if (OS.has_error()) {
      OS.clear_error();
      fs::remove(Tmp);
      return "cannot write";
    }
  }
  if (fs::rename(Tmp, Abs)) {
    fs::remove(Tmp);
    return "cannot replace";
  }
  return "";
}

/// Only the caller's own files are edited or deleted: rewriting another
/// user's file (one the caller may write, group- or world-writable) would
/// hand it to the caller. Root edits any file and keeps its owner.
std::string ownership(const std::string &Abs) {
  fs::file_status St;
  if (fs::status(Abs, St, /*follow=*/false))
    return "cannot stat";
  uid_t Me = ::geteuid();
  if (Me != 0 && St.getUser() != Me)
    return "owned by another user (uid " + std::to_string(St.getUser()) + ")";
  return "";
}

/// Reads the file a fix targets, refusing it unless it is inside the roots
/// and still the bytes the sweep scanned: "" or why not.
std::string readFresh(const FileFix &F, const std::vector<std::string> &Roots,
                      std::unique_ptr<llvm::MemoryBuffer> &Buf) {
  const std::string &Abs = F.Target->AbsPath;
  if (std::string Why = confinement(absolute(Abs), Roots); !Why.empty())
    return Why;
  if (std::string Why = ownership(Abs); !Why.empty())
    return Why;
  auto Read = llvm::MemoryBuffer::getFile(Abs, false, false);
  if (!Read)
    return "cannot read";
  if (llvm::xxh3_64bits((*Read)->getBuffer()) != F.Target->Hash)
    return "changed since it was read";
  Buf = std::move(*Read);
  return "";
}

/// The file's text with every edit applied, if it stays well-formed;
/// otherwise nullopt and \p Why.
std::optional<std::string> editedText(const FileFix &F, llvm::StringRef Before,
                                      std::string &Why) {
  std::optional<std::string> After = applyEdits(Before, F.Edits);
  if (!After) {
    Why = "overlapping edits";
    return std::nullopt;
  }
  Why = malformed(SourceFile(F.Target->DisplayPath,
                             classifyPath(F.Target->DisplayPath), Before),
                  *After);
  if (!Why.empty())
    return std::nullopt;
  return After;
}

/// One file: "" when fixed, else why it was left alone.
std::string fixFile(const FileFix &F, const std::vector<std::string> &Roots,
                    FixOutcome &Out) {
  const std::string &Abs = F.Target->AbsPath;
  std::unique_ptr<llvm::MemoryBuffer> Buf;
  if (std::string Why = readFresh(F, Roots, Buf); !Why.empty())
    return Why;
  if (F.Delete) {
    if (fs::remove(Abs))
      return "cannot delete";
    ++Out.FilesDeleted;
    return "";
  }
  std::string Why;
  std::optional<std::string> After = editedText(F, Buf->getBuffer(), Why);
  if (!After)
    return Why;
  if (Why = writeAtomically(Abs, *After); !Why.empty())
    return Why;
  ++Out.FilesEdited;
  Out.Edits += F.Edits.size();
  return "";
}

} // namespace

FixOutcome applyFixes(const SweepResult &R,
                      const std::vector<std::string> &Roots) {
  FixOutcome Out;
  for (const FileFix &F : groupByFile(R))
    if (F.Target)
      if (std::string Why = fixFile(F, Roots, Out); !Why.empty())
        Out.Refused.push_back(F.Target->DisplayPath + ": " + Why);
  return Out;
}

std::vector<FilePatch> previewFixes(const SweepResult &R,
                                    const std::vector<std::string> &Roots) {
  std::vector<FilePatch> Out;
  for (const FileFix &F : groupByFile(R)) {
    std::unique_ptr<llvm::MemoryBuffer> Buf;
    if (!F.Target || F.Delete || !readFresh(F, Roots, Buf).empty())
      continue;
    std::string Why;
    if (std::optional<std::string> After = editedText(F, Buf->getBuffer(), Why))
      Out.push_back(
          {F.Target->DisplayPath, Buf->getBuffer().str(), std::move(*After)});
  }
  return Out;
}

} // namespace sweeper

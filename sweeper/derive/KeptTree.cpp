// Reading the kept tree once: the token scores, the redefinition check and
// the removed-directory grouping all need it.
#include "derive/KeptTree.h"
#include "walk/GitTrees.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

namespace sweeper {
namespace {

/// Larger files are data, not code a leftover hides in.
constexpr uint64_t MaxKeptBytes = 8u << 20;

/// A NUL in the first 8000 bytes (git's test): a DLL or an image names
/// things by accident, not as uses.
bool isBinary(llvm::StringRef Text) {
  return Text.take_front(8000).contains('\0');
}

std::optional<std::string> readKeptFile(const std::string &Path) {
  llvm::sys::fs::file_status St;
  if (llvm::sys::fs::status(Path, St, /*follow=*/false) ||
      !llvm::sys::fs::is_regular_file(St) || St.getSize() > MaxKeptBytes)
    return std::nullopt;
  auto B = llvm::MemoryBuffer::getFile(Path, false, false);
  if (!B || isBinary((*B)->getBuffer()))
    return std::nullopt;
  return (*B)->getBuffer().str();
}

/// A path deleted in the work tree but still in the index does not count,
/// nor does anything else that no longer exists.
llvm::Error loadWorkTree(const std::string &Root, KeptTree &K) {
  llvm::Expected<WorkTreeListing> Ls = workTreeListing(Root);
  if (!Ls)
    return Ls.takeError();
  K.Untracked = Ls->Untracked;
  std::vector<std::string> All = std::move(Ls->Untracked);
  llvm::append_range(All, Ls->Indexed);
  for (std::string &P : All) {
    llvm::sys::fs::file_status St;
    if (llvm::sys::fs::status(Root + "/" + P, St, /*follow=*/false))
      continue;
    K.Texts.push_back(readKeptFile(Root + "/" + P));
    K.Paths.push_back(std::move(P));
  }
  return llvm::Error::success();
}

llvm::Error loadCommit(const std::string &Root, llvm::StringRef HeadId,
                       KeptTree &K) {
  llvm::Expected<std::vector<GitFile>> Files =
      commitFiles(Root, HeadId, MaxKeptBytes);
  if (!Files)
    return Files.takeError();
  for (GitFile &F : *Files) {
    if (F.Text && isBinary(*F.Text))
      F.Text.reset();
    K.Paths.push_back(std::move(F.Path));
    K.Texts.push_back(std::move(F.Text));
  }
  return llvm::Error::success();
}

} // namespace

llvm::Expected<KeptTree> loadKeptTree(const std::string &Root,
                                      llvm::StringRef HeadId) {
  KeptTree K;
  if (llvm::Error E =
          HeadId.empty() ? loadWorkTree(Root, K) : loadCommit(Root, HeadId, K))
    return E;
  for (const std::string &P : K.Paths)
    for (llvm::StringRef Dir = llvm::sys::path::parent_path(P);
         !Dir.empty() && K.Dirs.insert(Dir).second;
         Dir = llvm::sys::path::parent_path(Dir))
      ;
  return K;
}

} // namespace sweeper

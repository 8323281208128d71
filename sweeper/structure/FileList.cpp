#include "structure/FileList.h"
#include <algorithm>

namespace sweeper {

FileList::FileList(std::vector<std::string> Paths) : Owned(std::move(Paths)) {
  assignViews(std::vector<llvm::StringRef>(Owned.begin(), Owned.end()));
}

void FileList::assignViews(std::vector<llvm::StringRef> Paths) {
  // The walk gives one root's files sorted already, and the untracked ones
  // after them: sorting then costs a pass, or a short merge.
  if (!std::is_sorted(Paths.begin(), Paths.end()))
    std::stable_sort(Paths.begin(), Paths.end());
  Paths.erase(std::unique(Paths.begin(), Paths.end()), Paths.end());
  Refs = std::move(Paths);
}

bool FileList::contains(llvm::StringRef RelPath) const {
  return std::binary_search(Refs.begin(), Refs.end(), RelPath);
}

} // namespace sweeper

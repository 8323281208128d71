#pragma once
/// A tree's walked files, as whole-tree structural checks read them.
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace sweeper {

/// Sorted relative paths, searched by bisection. A set of the seed's 9,300
/// paths cost a node allocation and a hash each, 3-4 ms of work on the
/// sweep's serial tail; the list is read by a handful of files.
class FileList {
public:
  FileList() = default;
  /// Owns \p Paths, given in any order.
  explicit FileList(std::vector<std::string> Paths);
  // A copy's views would point into the original's strings; a move keeps
  // the strings where they are (a vector's move takes its buffer along).
  FileList(const FileList &) = delete;
  FileList &operator=(const FileList &) = delete;
  FileList(FileList &&) = default;
  FileList &operator=(FileList &&) = default;
  /// \p Paths, in any order, name strings that outlive the list.
  void assignViews(std::vector<llvm::StringRef> Paths);

  bool contains(llvm::StringRef RelPath) const;
  bool empty() const { return Refs.empty(); }
  size_t size() const { return Refs.size(); }
  /// In byte order, each once.
  auto begin() const { return Refs.begin(); }
  auto end() const { return Refs.end(); }

private:
  std::vector<std::string> Owned;
  std::vector<llvm::StringRef> Refs;
};

} // namespace sweeper

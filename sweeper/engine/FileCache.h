#pragma once
/// --cache DIR for the text engine: one index file per tree holds each
/// file's outcome, keyed by everything the outcome depends on (the run key,
/// the tree's file list, the file's paths and type, the Clang pass's refs
/// for it) and valid only while its bytes are the same (a stat signature
/// stands for them once it has settled; otherwise they are hashed again)
/// and every exists() lookup its structural checks made answers the same.
#include "core/Bytes.h"
#include "core/CacheFile.h"
#include "engine/FileScan.h"
#include "llvm/ADT/StringMap.h"
#include <atomic>

namespace sweeper {

/// The run's cache: the directory made (a note if it cannot be), the run
/// key from the tool, the pack and the options that change outcomes, the
/// index name from the roots. An empty spec (no Dir) when there is none.
CacheSpec openCache(const RulePack &Pack, const SweepOptions &Opts,
                    std::vector<std::string> &Notes);

/// Whether \p AbsPath lies in the cache directory: its files are never
/// swept, as a run's -o report is not.
bool inCacheDir(const CacheSpec &C, llvm::StringRef AbsPath);

/// Whether a decoded outcome could describe a file of \p Size bytes: its
/// places and edits lie within what such a file can hold.
bool plausibleOutcome(const FileOutcome &O, uint64_t Size);

/// An outcome as the index stores it, and back: decodeOutcome is false
/// unless \p Bytes hold exactly one (a hostile cache reaches it, so it
/// never trusts a count or an enum it reads).
std::string encodeOutcome(const FileOutcome &O);
bool decodeOutcome(llvm::StringRef Bytes, FileOutcome &O);

/// What a file's outcome depends on besides its bytes, the answers of its
/// exists() lookups and, for a file whose checks read it, the tree's file
/// list (each kept in its entry).
Digest fileKey(const CacheSpec &C, const WalkedFile &F,
               llvm::ArrayRef<ExternalRef> Refs);

/// The walked file list of one root, which some structural checks read
/// whole (TreeView::fileList()): \p Paths in any order, sorted here once
/// unless they come sorted.
Digest treeDigest(llvm::StringRef Root, std::vector<llvm::StringRef> Paths);

/// The name of the tree's file index in the cache directory.
std::string fileIndexName(const CacheSpec &C);

class FileCache {
public:
  FileCache(const CacheSpec &C, size_t FileCount)
      : C(C), Slots(FileCount), InOld(FileCount), Fate(FileCount) {}
  /// Reads the tree's index; a problem with it becomes one note.
  void load(std::vector<std::string> &Notes);
  /// File \p I's outcome when the cache holds a valid one. Thread-safe for
  /// distinct \p I.
  /// \p List: the digest of \p Tree's file list.
  std::optional<FileOutcome> lookup(size_t I, const WalkedFile &F,
                                    const Digest &Key, const TreeView &Tree,
                                    const Digest &List);
  /// Scans file \p I through \p Scan and keeps the outcome for next time
  /// when the bytes it read are known.
  FileOutcome scanAndStore(size_t I, const WalkedFile &F, const Digest &Key,
                           const Digest &List,
                           llvm::function_ref<FileOutcome(BytesRead *)> Scan);
  /// Writes the index: this run's entries, and the earlier entries of
  /// walked files this run did not scan (outside a hook's scope).
  void save(const std::vector<WalkedFile> &Files,
            std::vector<std::string> &Notes);
  /// Files whose outcome this run came from the cache, and files scanned.
  unsigned reused() const { return llvm::count(Fate, Reused); }
  unsigned missed() const { return llvm::count(Fate, Scanned); }

private:
  const CacheSpec &C;
  llvm::SmallVector<char, 0> Loaded;    ///< the index's bytes; Old points in
  llvm::StringMap<llvm::StringRef> Old; ///< AbsPath -> entry bytes
  std::vector<std::string> Slots;       ///< this run's entry per file
  /// Whether lookup found the file in Old: save asks Old only of the rest.
  std::vector<char> InOld;
  enum : char { Untouched, Reused, Scanned };
  std::vector<char> Fate; ///< per file, its last lookup's or scan's
  std::atomic<bool> BadEntry{false};
  std::string indexName() const { return fileIndexName(C); }
  ByteWriter indexBody(const std::vector<WalkedFile> &Files) const;
};

} // namespace sweeper

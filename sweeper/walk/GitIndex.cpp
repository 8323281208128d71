#include "walk/GitIndex.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace sweeper {
namespace {

constexpr size_t HeaderSize = 12, OidSize = 20, ChecksumSize = 20;
/// ctime, mtime, dev, ino, mode, uid, gid, size, object id, flags.
constexpr size_t FixedSize = 40 + OidSize + 2;
constexpr size_t ModeAt = 24, FlagsAt = 40 + OidSize;
constexpr uint16_t Extended = 0x4000, NameMask = 0x0FFF;
/// Git's own index for a million files is about 100 MB; a sparse file
/// claiming more costs its reading before it is refused.
constexpr uint64_t MaxIndexBytes = uint64_t(256) << 20;
/// PATH_MAX: no file has a longer path.
constexpr size_t MaxPathBytes = 4096;

uint32_t be32(const char *P) { return llvm::support::endian::read32be(P); }
uint16_t be16(const char *P) { return llvm::support::endian::read16be(P); }

} // namespace

/// Reads the entries one by one, each checked against the format so that
/// a misreading (another hash size, a damaged file) fails rather than
/// yields wrong paths.
class IndexReader {
public:
  /// An index of \p Bytes, if they are one this reader takes.
  static std::optional<GitIndex> take(llvm::SmallVector<char, 0> Bytes,
                                      std::string *Refusal = nullptr) {
    GitIndex Ix;
    Ix.Bytes = std::move(Bytes);
    IndexReader Reader(Ix);
    if (Reader.read())
      return Ix;
    if (Refusal && Reader.TooLong)
      *Refusal = "it names a path longer than " + std::to_string(MaxPathBytes) +
                 " bytes";
    return std::nullopt;
  }

private:
  /// Reads \p Ix's bytes into its entries.
  explicit IndexReader(GitIndex &Ix)
      : Ix(Ix), B(Ix.Bytes.data(), Ix.Bytes.size()) {}

  bool read() {
    if (B.size() < HeaderSize + ChecksumSize || !B.starts_with("DIRC"))
      return false;
    Version = be32(B.data() + 4);
    uint32_t Count = be32(B.data() + 8);
    if (Version < 2 || Version > 4 || Count > B.size() / FixedSize)
      return false;
    Ix.Entries.reserve(Count);
    At = HeaderSize;
    for (uint32_t I = 0; I < Count; ++I) {
      if (!entry())
        return false;
    }
    if (!extensions())
      return false;
    // Version 4's names went into one block that grew: views now.
    for (size_t I = 0; I < Starts.size(); ++I)
      Ix.Entries[I].Path = llvm::StringRef(Ix.Names.data() + Starts[I],
                                           Ix.Entries[I].Path.size());
    return true;
  }

  GitIndex &Ix;
  llvm::StringRef B;
  uint32_t Version = 0;
  size_t At = 0;
  /// Version 4 stores a name against the one before: that one, and the
  /// name being read. Each entry's name starts at Starts[I] in Ix.Names.
  std::string Previous, Current;
  std::vector<size_t> Starts;
  llvm::StringRef PrevName;
  unsigned PrevStage = 0;
  bool TooLong = false;

  static bool knownMode(uint32_t Mode) {
    // Regular, executable, symlink, gitlink; a sparse index's directory
    // entries (040000) make it one this reader does not take.
    return Mode == 0100644 || Mode == 0100755 || Mode == 0120000 ||
           Mode == 0160000;
  }

  /// Git's varint (varint.c): 7 bits a byte, each continuation adding one.
  bool varint(uint64_t &V) {
    size_t Limit = B.size() - ChecksumSize;
    if (At >= Limit)
      return false;
    unsigned char C = B[At++];
    V = C & 127;
    while (C & 128) {
      if (At >= Limit || V > (UINT64_MAX >> 8))
        return false;
      C = B[At++];
      V = ((V + 1) << 7) | (C & 127);
    }
    return true;
  }

  /// The entry's name: a view of the bytes, or of Current (version 4).
  bool name(uint16_t Flags, size_t NameAt, llvm::StringRef &Name) {
    size_t Limit = B.size() - ChecksumSize;
    if (Version == 4) {
      At = NameAt;
      uint64_t Strip = 0;
      if (!varint(Strip) || Strip > Previous.size())
        return false;
      NameAt = At;
      Current.assign(Previous, 0, Previous.size() - Strip);
    }
    // An entry running into the checksum (an extended one has two bytes
    // more than the check before it allowed for) is no entry.
    if (NameAt >= Limit)
      return false;
    const void *Nul = std::memchr(B.data() + NameAt, 0, Limit - NameAt);
    if (!Nul)
      return false;
    size_t End = static_cast<const char *>(Nul) - B.data();
    size_t Kept = Version == 4 ? Current.size() : 0;
    if (Kept + (End - NameAt) > MaxPathBytes) {
      TooLong = true;
      return false;
    }
    if (Version == 4) {
      Current.append(B.data() + NameAt, End - NameAt);
      Name = Current;
    } else {
      Name = B.slice(NameAt, End);
    }
    size_t Len = Flags & NameMask;
    if (Name.empty() || (Len < NameMask && Len != Name.size()))
      return false;
    At = End + 1;
    return true;
  }

  /// Versions 2 and 3 pad each entry with NULs to a multiple of 8 bytes.
  bool padding(size_t EntryAt, size_t Fixed, size_t NameLen) {
    size_t End = EntryAt + ((Fixed + NameLen + 8) & ~size_t(7));
    if (End > B.size() - ChecksumSize)
      return false;
    for (; At < End; ++At)
      if (B[At] != 0)
        return false;
    return true;
  }

  bool entry() {
    size_t EntryAt = At;
    if (B.size() - ChecksumSize - At < FixedSize + 1)
      return false;
    const char *P = B.data() + At;
    uint32_t Mode = be32(P + ModeAt);
    uint16_t Flags = be16(P + FlagsAt);
    size_t Fixed = FixedSize;
    if (Flags & Extended) {
      if (Version < 3)
        return false;
      Fixed += 2;
    }
    llvm::StringRef Name;
    if (!knownMode(Mode) || !name(Flags, EntryAt + Fixed, Name))
      return false;
    if (Version != 4 && !padding(EntryAt, Fixed, Name.size()))
      return false;
    unsigned Stage = (Flags >> 12) & 3;
    // Git keeps the entries sorted by name, then stage: a misreading
    // breaks the order almost at once.
    if (!Ix.Entries.empty() && !inOrder(Name, Stage))
      return false;
    if (Version == 4) {
      Starts.push_back(Ix.Names.size());
      Ix.Names.insert(Ix.Names.end(), Name.begin(), Name.end());
      Previous.swap(Current);
      Name = Previous;
    }
    PrevName = Name;
    PrevStage = Stage;
    Ix.Entries.push_back({Name, Mode, Stage});
    return true;
  }

  bool inOrder(llvm::StringRef Name, unsigned Stage) const {
    int C = PrevName.compare(Name);
    return C < 0 || (C == 0 && PrevStage < Stage);
  }

  /// The extensions up to the checksum. Git may skip only those whose
  /// signature starts with a capital letter (TREE, REUC, UNTR, ...); the
  /// others change what the entries mean (a split index's "link", a sparse
  /// one's "sdir"), and git reads those, or refuses them.
  bool extensions() {
    size_t End = B.size() - ChecksumSize;
    while (At < End) {
      if (End - At < 8)
        return false;
      char First = B[At];
      uint32_t Size = be32(B.data() + At + 4);
      if (First < 'A' || First > 'Z' || Size > End - At - 8)
        return false;
      At += 8 + size_t(Size);
    }
    return At == End;
  }
};

std::optional<GitIndex> parseGitIndex(llvm::StringRef Bytes) {
  return IndexReader::take(
      llvm::SmallVector<char, 0>(Bytes.begin(), Bytes.end()));
}

/// The index's bytes: a regular file, opened without following a link and
/// without blocking (a FIFO there would hang the sweep, outside the
/// watchdog git runs under), read to the size it had when opened.
static bool indexBytes(const std::string &Path,
                       llvm::SmallVectorImpl<char> &Bytes) {
  int Fd = ::open(Path.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  if (Fd < 0)
    return false;
  auto Close = llvm::make_scope_exit([&] { ::close(Fd); });
  struct stat St;
  if (::fstat(Fd, &St) != 0 || !S_ISREG(St.st_mode) ||
      uint64_t(St.st_size) > MaxIndexBytes || St.st_size < 12)
    return false;
  // The header first: anything else is refused before its bulk is read.
  char Head[4];
  if (::pread(Fd, Head, sizeof Head, 0) != ssize_t(sizeof Head) ||
      llvm::StringRef(Head, 4) != "DIRC")
    return false;
  // Not zeroed first: the read writes every byte.
  Bytes.resize_for_overwrite(size_t(St.st_size));
  size_t Done = 0;
  while (Done < Bytes.size()) {
    ssize_t N = ::read(Fd, Bytes.data() + Done, Bytes.size() - Done);
    if (N <= 0)
      return false;
    Done += size_t(N);
  }
  return true;
}

std::optional<GitIndex> readGitIndex(llvm::StringRef Top,
                                     std::string *Refusal) {
  llvm::SmallString<256> Dir(Top);
  llvm::sys::path::append(Dir, ".git");
  llvm::sys::fs::file_status St;
  if (llvm::sys::fs::status(Dir, St, /*Follow=*/false) ||
      St.type() != llvm::sys::fs::file_type::directory_file)
    return std::nullopt;
  llvm::sys::path::append(Dir, "index");
  llvm::SmallVector<char, 0> Bytes;
  if (!indexBytes(std::string(Dir), Bytes))
    return std::nullopt;
  return IndexReader::take(std::move(Bytes), Refusal);
}

} // namespace sweeper

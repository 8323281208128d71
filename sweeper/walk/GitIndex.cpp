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

uint32_t be32(const char *P) { return llvm::support::endian::read32be(P); }
uint16_t be16(const char *P) { return llvm::support::endian::read16be(P); }

/// Reads the entries one by one, each checked against the format so that
/// a misreading (another hash size, a damaged file) fails rather than
/// yields wrong paths.
class IndexReader {
public:
  explicit IndexReader(llvm::StringRef Bytes) : B(Bytes) {}

  std::optional<std::vector<IndexEntry>> read() {
    if (B.size() < HeaderSize + ChecksumSize || !B.starts_with("DIRC"))
      return std::nullopt;
    Version = be32(B.data() + 4);
    uint32_t Count = be32(B.data() + 8);
    if (Version < 2 || Version > 4 || Count > B.size() / FixedSize)
      return std::nullopt;
    std::vector<IndexEntry> Out;
    Out.reserve(Count);
    At = HeaderSize;
    for (uint32_t I = 0; I < Count; ++I) {
      if (!entry(Out))
        return std::nullopt;
    }
    if (!extensions())
      return std::nullopt;
    return Out;
  }

private:
  llvm::StringRef B;
  uint32_t Version = 0;
  size_t At = 0;
  std::string Previous; ///< v4 names are stored against the one before

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

  bool name(uint16_t Flags, size_t NameAt, std::string &Name) {
    size_t Limit = B.size() - ChecksumSize;
    if (Version == 4) {
      At = NameAt;
      uint64_t Strip = 0;
      if (!varint(Strip) || Strip > Previous.size())
        return false;
      NameAt = At;
      Name = Previous.substr(0, Previous.size() - Strip);
    }
    // An entry running into the checksum (an extended one has two bytes
    // more than the check before it allowed for) is no entry.
    if (NameAt >= Limit)
      return false;
    const void *Nul = std::memchr(B.data() + NameAt, 0, Limit - NameAt);
    if (!Nul)
      return false;
    size_t End = static_cast<const char *>(Nul) - B.data();
    Name.append(B.data() + NameAt, End - NameAt);
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

  bool entry(std::vector<IndexEntry> &Out) {
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
    std::string Name;
    if (!knownMode(Mode) || !name(Flags, EntryAt + Fixed, Name))
      return false;
    if (Version != 4 && !padding(EntryAt, Fixed, Name.size()))
      return false;
    unsigned Stage = (Flags >> 12) & 3;
    // Git keeps the entries sorted by name, then stage: a misreading
    // breaks the order almost at once.
    if (!Out.empty() && !inOrder(Out.back(), Name, Stage))
      return false;
    Previous = Name;
    Out.push_back({std::move(Name), Mode, Stage});
    return true;
  }

  static bool inOrder(const IndexEntry &Before, llvm::StringRef Name,
                      unsigned Stage) {
    int C = llvm::StringRef(Before.Path).compare(Name);
    return C < 0 || (C == 0 && Before.Stage < Stage);
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

} // namespace

std::optional<std::vector<IndexEntry>> parseGitIndex(llvm::StringRef Bytes) {
  return IndexReader(Bytes).read();
}

/// The index's bytes: a regular file, opened without following a link and
/// without blocking (a FIFO there would hang the sweep, outside the
/// watchdog git runs under), read to the size it had when opened.
static std::optional<std::string> indexBytes(const std::string &Path) {
  int Fd = ::open(Path.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  if (Fd < 0)
    return std::nullopt;
  auto Close = llvm::make_scope_exit([&] { ::close(Fd); });
  struct stat St;
  if (::fstat(Fd, &St) != 0 || !S_ISREG(St.st_mode) ||
      uint64_t(St.st_size) > MaxIndexBytes || St.st_size < 12)
    return std::nullopt;
  // The header first: anything else is refused before its bulk is read.
  char Head[4];
  if (::pread(Fd, Head, sizeof Head, 0) != ssize_t(sizeof Head) ||
      llvm::StringRef(Head, 4) != "DIRC")
    return std::nullopt;
  std::string Bytes(size_t(St.st_size), '\0');
  size_t Done = 0;
  while (Done < Bytes.size()) {
    ssize_t N = ::read(Fd, Bytes.data() + Done, Bytes.size() - Done);
    if (N <= 0)
      return std::nullopt;
    Done += size_t(N);
  }
  return Bytes;
}

std::optional<std::vector<IndexEntry>> readGitIndex(llvm::StringRef Top) {
  llvm::SmallString<256> Dir(Top);
  llvm::sys::path::append(Dir, ".git");
  llvm::sys::fs::file_status St;
  if (llvm::sys::fs::status(Dir, St, /*Follow=*/false) ||
      St.type() != llvm::sys::fs::file_type::directory_file)
    return std::nullopt;
  llvm::sys::path::append(Dir, "index");
  std::optional<std::string> Bytes = indexBytes(std::string(Dir));
  if (!Bytes)
    return std::nullopt;
  return parseGitIndex(*Bytes);
}

} // namespace sweeper

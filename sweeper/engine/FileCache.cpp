#include "engine/FileCache.h"
#include "core/FindingCodec.h"
#include "core/Paths.h"
#include "core/ReadSized.h"
#include "rules/PackDigest.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include <fcntl.h>
#include <unistd.h>

namespace sweeper {

// A field added to the outcome must be cached too (or left out on
// purpose, as the timings are): this fails to compile until it is.
#if defined(__x86_64__) && defined(__GLIBCXX__) && !defined(_GLIBCXX_DEBUG)
static_assert(sizeof(FileOutcome) == 136, "write and read the new field");
#endif

/// What a derived pack adds besides the rule pack itself.
static void addDerived(KeyHasher &H, const SweepOptions &Opts) {
  H.add(uint64_t(Opts.DeletedPages.size()));
  for (const std::string &P : Opts.DeletedPages)
    H.add(P);
  H.add(uint64_t(Opts.Touched.size()));
  for (auto &[Path, T] : Opts.Touched) {
    H.add(Path).add(T.Deleted).add(uint64_t(T.Lines.size()));
    for (auto [First, Last] : T.Lines)
      H.add(First).add(Last);
  }
}

CacheSpec openCache(const RulePack &Pack, const SweepOptions &Opts,
                    std::vector<std::string> &Notes) {
  CacheSpec C;
  if (Opts.CacheDir.empty())
    return C;
  std::string Dir = absolutePath(Opts.CacheDir);
  if (std::error_code EC = llvm::sys::fs::create_directories(Dir)) {
    Notes.push_back("not using cache directory " + Dir + ": " + EC.message());
    return C;
  }
  C.Dir = Dir;
  llvm::SmallString<256> Real;
  if (!llvm::sys::fs::real_path(Dir, Real))
    C.RealDir = std::string(Real);
  C.RunStartNs = wallNowNs();
  C.MaxFileBytes = Opts.MaxFileBytes;
  KeyHasher Key;
  Key.add(toolIdentity()).add(packDigest(Pack)).add(Opts.MaxFileBytes);
  Key.add(Opts.AllStructure);
  addDerived(Key, Opts);
  C.RunKey = Key.final();
  std::vector<std::string> Roots;
  for (const std::string &R : Opts.Roots)
    Roots.push_back(absolutePath(R));
  llvm::sort(Roots);
  KeyHasher Name;
  Name.add(Opts.Walk.DisplayBase).add(uint64_t(Roots.size()));
  for (const std::string &R : Roots)
    Name.add(R);
  C.Name = hexOf(Name.final()).substr(0, 16);
  return C;
}

bool inCacheDir(const CacheSpec &C, llvm::StringRef AbsPath) {
  auto Below = [&](const std::string &D) {
    return !D.empty() && AbsPath.starts_with(D + "/");
  };
  return C.enabled() && (Below(C.Dir) || Below(C.RealDir));
}

std::string fileIndexName(const CacheSpec &C) { return "files-" + C.Name; }

Digest fileKey(const CacheSpec &C, const WalkedFile &F,
               llvm::ArrayRef<ExternalRef> Refs) {
  KeyHasher H;
  H.add(C.RunKey).add(F.absPath()).add(F.relPath());
  H.add(F.displayPath()).add(uint64_t(F.Type)).add(uint64_t(Refs.size()));
  for (const ExternalRef &R : Refs)
    H.add(R.Offset)
        .add(R.Length)
        .add(uint64_t(R.Check))
        .add(R.Message)
        .add(R.OnPath | R.FromRemoval << 1);
  return H.final();
}

Digest treeDigest(llvm::StringRef Root, std::vector<llvm::StringRef> Sorted) {
  if (!llvm::is_sorted(Sorted))
    llvm::sort(Sorted);
  Sorted.erase(std::unique(Sorted.begin(), Sorted.end()), Sorted.end());
  KeyHasher H;
  H.add(Root).add(uint64_t(Sorted.size()));
  for (llvm::StringRef P : Sorted)
    H.add(P);
  return H.final();
}

/// The checksum only says an entry is whole: whoever can write the cache can
/// also seal an entry whose edits reach past the file (--fix would throw)
/// or whose column pads a caret line with gigabytes. Text from UTF-16 can
/// be half again as long as the file's bytes.
bool plausibleOutcome(const FileOutcome &O, uint64_t Size) {
  uint64_t Most = 2 * Size + 2;
  auto LocOk = [&](const Location &L, uint64_t LineTextColumn,
                   llvm::StringRef LineText) {
    return L.Line <= Most && L.Column <= Most && L.Length <= Most &&
           L.EndLine <= Most && LineTextColumn <= Most &&
           LineText.size() <= Most;
  };
  for (const Finding &F : O.Findings) {
    if (!LocOk(F.Loc, F.LineTextColumn, F.LineText))
      return false;
    for (const Edit &E : F.Fix)
      if (E.Offset > Size || E.Length > Size - E.Offset)
        return false;
  }
  return llvm::all_of(O.Allowed, [&](const AllowedHit &H) {
    return LocOk(H.Loc, H.LineTextColumn, H.LineText);
  });
}

namespace {

/// The digest of the file's bytes as scanFile reads them (symlinks inside
/// the tree are followed, as the walk allowed them), read at the \p Size
/// its stat gave in one read, as the scan reads.
std::optional<Digest> hashFile(llvm::StringRef Path, uint64_t Size,
                               uint64_t Limit) {
  llvm::SmallString<256> Z(Path);
  int FD = ::open(Z.c_str(), O_RDONLY | O_CLOEXEC);
  if (FD < 0)
    return std::nullopt;
  // A plain close, as the scan's: fs::closeFile masks every signal around
  // it, two system calls more per file.
  auto Close = llvm::make_scope_exit([&] { ::close(FD); });
  thread_local llvm::SmallVector<char, 0> Buf;
  if (llvm::Error E = readSized(FD, Size, Limit, Buf)) {
    llvm::consumeError(std::move(E));
    return std::nullopt;
  }
  return digestOf(llvm::StringRef(Buf.data(), Buf.size()));
}

void writeSig(ByteWriter &W, const std::optional<StatSig> &S) {
  W.num(S.has_value());
  if (S)
    for (uint64_t V : {S->Size, S->MtimeNs, S->CtimeNs, S->Inode, S->Device})
      W.num(V);
}

std::optional<StatSig> readSig(ByteReader &R) {
  if (!R.below(2))
    return std::nullopt;
  StatSig S;
  for (uint64_t *V : {&S.Size, &S.MtimeNs, &S.CtimeNs, &S.Inode, &S.Device})
    *V = R.num();
  return S;
}

void writeOutcome(ByteWriter &W, const FileOutcome &O) {
  W.num(uint64_t(O.Kind));
  W.num(O.Scanned | O.HadHits << 1 | O.Empty << 2 | O.NonUtf8 << 3 |
        O.Crlf << 4);
  W.num(O.Skip.has_value());
  if (O.Skip) {
    W.num(O.Skip->Kind);
    W.str(O.Skip->Why);
  }
  W.num(O.Findings.size());
  for (const Finding &F : O.Findings)
    writeFinding(W, F);
  W.num(O.Allowed.size());
  for (const AllowedHit &H : O.Allowed)
    writeAllowed(W, H);
}

bool readOutcome(ByteReader &R, FileOutcome &O) {
  O.Kind = readKind(R);
  uint64_t Flags = R.below(32);
  O.Scanned = Flags & 1;
  O.HadHits = Flags & 2;
  O.Empty = Flags & 4;
  O.NonUtf8 = Flags & 8;
  O.Crlf = Flags & 16;
  if (R.below(2)) {
    auto Kind = FileSkip::Reason(R.below(FileSkip::Unreadable + 1));
    O.Skip = FileSkip{Kind, R.str().str()};
  }
  for (uint64_t I = 0, N = R.count(); I < N && R.ok(); ++I)
    readFinding(R, O.Findings.emplace_back());
  for (uint64_t I = 0, N = R.count(); I < N && R.ok(); ++I)
    readAllowed(R, O.Allowed.emplace_back());
  return R.atEnd();
}

} // namespace

std::string encodeOutcome(const FileOutcome &O) {
  ByteWriter W;
  writeOutcome(W, O);
  return W.take();
}

bool decodeOutcome(llvm::StringRef Bytes, FileOutcome &O) {
  ByteReader R(Bytes);
  return readOutcome(R, O);
}

namespace {

/// An entry: key, signature, then the rest (bytes, probes, outcome), which
/// a refreshed signature leaves as it was.
struct Entry {
  llvm::StringRef Key;
  std::optional<StatSig> Sig;
  llvm::StringRef Rest;
};

std::optional<Entry> readEntryHead(llvm::StringRef Bytes) {
  ByteReader R(Bytes);
  Entry E;
  E.Key = R.raw(sizeof(Digest));
  E.Sig = readSig(R);
  E.Rest = R.rest();
  return R.ok() ? std::optional<Entry>(E) : std::nullopt;
}

std::string entryBytes(const Digest &Key, const std::optional<StatSig> &Sig,
                       llvm::StringRef Rest) {
  ByteWriter W;
  W.raw(bytesOf(Key));
  writeSig(W, Sig);
  W.raw(Rest);
  return W.take();
}

} // namespace

void FileCache::load(std::vector<std::string> &Notes) {
  std::string Problem;
  std::optional<llvm::SmallVector<char, 0>> Bytes =
      readCacheFile(C, indexName(), Problem);
  auto Ignore = [&](llvm::StringRef Why) {
    Notes.push_back("ignoring cache file " + C.Dir + "/" + indexName() + ": " +
                    Why.str());
  };
  if (!Bytes) {
    if (!Problem.empty())
      Ignore(Problem);
    return;
  }
  Loaded = std::move(*Bytes);
  std::optional<llvm::StringRef> Body = openCacheFile(
      llvm::StringRef(Loaded.data(), Loaded.size()), 'F', C.RunKey, Problem);
  if (!Body) {
    if (!Problem.empty())
      Ignore(Problem);
    return;
  }
  ByteReader R(*Body);
  for (uint64_t I = 0, N = R.count(); I < N && R.ok(); ++I) {
    llvm::StringRef Path = R.str(), Blob = R.str();
    Old[Path] = Blob;
  }
  if (!R.atEnd()) {
    Old.clear();
    Ignore("malformed");
  }
}

/// Whether \p F, whose signature no longer matches \p E's, still holds the
/// bytes hashed to \p Content. Another size is other bytes, and a huge
/// file is the scan's to say: neither is read whole to be hashed.
static bool sameContent(const WalkedFile &F, const Entry &E, const StatSig &Now,
                        llvm::StringRef Content, uint64_t MaxFileBytes) {
  if ((E.Sig && E.Sig->Size != Now.Size) || Now.Size > MaxFileBytes)
    return false;
  std::optional<Digest> B = hashFile(F.absPath(), Now.Size, MaxFileBytes);
  return B && bytesOf(*B) == Content;
}

std::optional<FileOutcome> FileCache::lookup(size_t I, const WalkedFile &F,
                                             const Digest &Key,
                                             const TreeView &Tree,
                                             const Digest &List) {
  auto It = Old.find(F.absPath());
  if (It == Old.end())
    return std::nullopt;
  InOld[I] = true;
  std::optional<Entry> E = readEntryHead(It->second);
  if (!E || E->Key != bytesOf(Key))
    return std::nullopt;
  ByteReader R(E->Rest);
  bool Hashed = R.below(2);
  llvm::StringRef Content = Hashed ? R.raw(sizeof(Digest)) : "";
  uint64_t Xxh = R.num();
  // The walk's lstat when it made one: a second stat per file was a
  // sixth of a warm run.
  std::optional<StatSig> Now = F.Sig ? F.Sig : statSig(F.absPath());
  if (!R.ok() || !Now)
    return std::nullopt;
  bool SigHolds = E->Sig && *E->Sig == *Now;
  if (!SigHolds &&
      (!Hashed || !sameContent(F, *E, *Now, Content, C.MaxFileBytes)))
    return std::nullopt;
  for (uint64_t P = 0, N = R.count(); P < N && R.ok(); ++P) {
    llvm::StringRef Rel = R.str();
    bool Existed = R.below(2);
    if (R.ok() && Tree.exists(Rel) != Existed)
      return std::nullopt;
  }
  // A file whose checks read the whole list holds only while it is the same:
  // the others outlive an added or deleted file.
  if (R.below(2) && R.raw(sizeof(Digest)) != bytesOf(List))
    return std::nullopt;
  FileOutcome O;
  if (!readOutcome(R, O) || !plausibleOutcome(O, Now->Size)) {
    BadEntry = true;
    return std::nullopt;
  }
  O.ContentHash = Xxh;
  // The bytes were hashed again: a settled signature saves that next time.
  if (!SigHolds && Now->settledBefore(C.RunStartNs))
    Slots[I] = entryBytes(Key, Now, E->Rest);
  Fate[I] = Reused;
  return O;
}

FileOutcome
FileCache::scanAndStore(size_t I, const WalkedFile &F, const Digest &Key,
                        const Digest &List,
                        llvm::function_ref<FileOutcome(BytesRead *)> Scan) {
  BytesRead Read;
  FileOutcome O = Scan(&Read);
  Fate[I] = Scanned;
  // The outcome is for the bytes the scan read, whatever the file holds
  // now. Their signature is the fstat of the file read, taken before the
  // read: a change since gives the file another one. It is kept only if
  // the file had settled by then. A file read with neither a kept
  // signature nor a digest (unreadable, huge, still changing) is not
  // stored: nothing would tell its bytes next time.
  bool Settled = Read.Sig && Read.Sig->settledBefore(C.RunStartNs);
  if (!Settled && !Read.Content)
    return O;
  ByteWriter Rest;
  Rest.num(Read.Content.has_value());
  if (Read.Content)
    Rest.raw(bytesOf(*Read.Content));
  Rest.num(O.ContentHash);
  Rest.num(Read.Tree.Probes.size());
  for (const TreeProbe &P : Read.Tree.Probes) {
    Rest.str(P.RelPath);
    Rest.num(P.Exists);
  }
  Rest.num(Read.Tree.ReadList);
  if (Read.Tree.ReadList)
    Rest.raw(bytesOf(List));
  writeOutcome(Rest, O);
  Slots[I] = entryBytes(Key, Settled ? Read.Sig : std::nullopt, Rest.bytes());
  return O;
}

/// The index is tens of MB at 90,000 files: it is built once, in room
/// reserved for it, and written after its header as it is. Grown and
/// copied twice, it was a tenth of a cold run's time in fresh pages.
ByteWriter FileCache::indexBody(const std::vector<WalkedFile> &Files) const {
  std::vector<std::pair<llvm::StringRef, llvm::StringRef>> Entries;
  Entries.reserve(Files.size());
  size_t Room = 10;
  for (size_t I = 0; I < Files.size(); ++I) {
    llvm::StringRef Blob = Slots[I];
    if (Blob.empty()) {
      auto It = Old.find(Files[I].absPath());
      if (It == Old.end())
        continue;
      Blob = It->second;
    }
    Entries.push_back({Files[I].absPath(), Blob});
    Room += Files[I].absPath().size() + Blob.size() + 20;
  }
  ByteWriter Body;
  Body.reserve(Room);
  Body.num(Entries.size());
  for (auto [Path, Blob] : Entries) {
    Body.str(Path);
    Body.str(Blob);
  }
  return Body;
}

void FileCache::save(const std::vector<WalkedFile> &Files,
                     std::vector<std::string> &Notes) {
  if (BadEntry)
    Notes.push_back("ignoring corrupt entries of cache file " + C.Dir + "/" +
                    indexName());
  // An unchanged re-run writes nothing, and is told so before it copies
  // every entry.
  size_t Kept = 0;
  bool Changed = false;
  for (size_t I = 0; I < Files.size(); ++I) {
    if (!Slots[I].empty())
      Changed = true;
    else
      Kept += InOld[I] || Old.count(Files[I].absPath());
  }
  if (!Changed && Kept == Old.size() && !BadEntry)
    return;
  ByteWriter Body = indexBody(Files);
  std::string Header = sealHeader('F', C.RunKey, Body.bytes());
  if (llvm::Error E = writeCacheFile(C, indexName(), {Header, Body.bytes()}))
    Notes.push_back("cannot write cache file " + C.Dir + "/" + indexName() +
                    ": " + llvm::toString(std::move(E)));
}

} // namespace sweeper

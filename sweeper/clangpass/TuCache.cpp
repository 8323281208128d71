#include "clangpass/TuCache.h"
#include "core/FindingCodec.h"
#include "llvm/Support/Process.h"

namespace sweeper {
namespace {

// A field added to what a TU yields must be cached too: this fails to
// compile until it is.
#if defined(__x86_64__) && defined(__GLIBCXX__) && !defined(_GLIBCXX_DEBUG)
static_assert(sizeof(Declared) == 112, "write and read the new field");
#endif

std::string encodeOutcome(const TuCollector &T, const TuErrors &E) {
  ByteWriter W;
  W.num(T.Refs.size());
  for (auto &[File, Refs] : T.Refs) {
    W.str(File);
    W.num(Refs.size());
    for (auto &[Off, Ref] : Refs)
      writeRef(W, Ref);
  }
  W.num(T.Decls.size());
  for (const Declared &D : T.Decls) {
    W.str(D.File);
    W.num(D.Offset);
    W.num(D.Length);
    W.str(D.Name);
    W.str(D.Kind);
  }
  W.num(T.Defined.size());
  for (const std::string &D : T.Defined)
    W.str(D);
  W.num(T.MissingIncludes);
  W.num(E.Count);
  W.str(E.First);
  return W.take();
}

bool decodeOutcome(llvm::StringRef Bytes, TuCollector &T, TuErrors &E) {
  ByteReader R(Bytes);
  for (uint64_t I = 0, N = R.count(); I < N && R.ok(); ++I) {
    auto &Refs = T.Refs[R.str().str()];
    for (uint64_t J = 0, M = R.count(); J < M && R.ok(); ++J) {
      ExternalRef Ref;
      if (readRef(R, Ref))
        Refs[Ref.Offset] = std::move(Ref);
    }
  }
  for (uint64_t I = 0, N = R.count(); I < N && R.ok(); ++I) {
    Declared D;
    D.File = R.str().str();
    D.Offset = R.num();
    D.Length = R.num();
    D.Name = R.str().str();
    D.Kind = R.str().str();
    T.Decls.push_back(std::move(D));
  }
  for (uint64_t I = 0, N = R.count(); I < N && R.ok(); ++I)
    T.Defined.insert(R.str().str());
  T.MissingIncludes = R.below(1u << 31);
  E.Count = R.below(1u << 31);
  E.First = R.str().str();
  return R.atEnd();
}

void writeSig(ByteWriter &W, const StatSig &S) {
  for (uint64_t V : {S.Size, S.MtimeNs, S.CtimeNs, S.Inode, S.Device})
    W.num(V);
}

StatSig readSig(ByteReader &R) {
  StatSig S;
  for (uint64_t *V : {&S.Size, &S.MtimeNs, &S.CtimeNs, &S.Inode, &S.Device})
    *V = R.num();
  return S;
}

} // namespace

Digest
TuCache::key(llvm::StringRef Tu,
             const std::vector<clang::tooling::CompileCommand> &Cmds) const {
  KeyHasher H;
  H.add(C.RunKey).add(Tu).add(uint64_t(Roots.size()));
  for (const std::string &R : Roots)
    H.add(R);
  H.add(uint64_t(Cmds.size()));
  for (const clang::tooling::CompileCommand &Cmd : Cmds) {
    H.add(Cmd.Directory).add(Cmd.Filename).add(Cmd.Output);
    H.add(uint64_t(Cmd.CommandLine.size()));
    for (const std::string &A : Cmd.CommandLine)
      H.add(A);
  }
  // The driver reads include paths and SDKs from the environment as well
  // as from the command: a changed CPATH is another parse.
  for (const char *Name :
       {"CPATH", "C_INCLUDE_PATH", "CPLUS_INCLUDE_PATH", "OBJC_INCLUDE_PATH",
        "OBJCPLUS_INCLUDE_PATH", "SDKROOT", "COMPILER_PATH", "GCC_EXEC_PREFIX",
        "SOURCE_DATE_EPOCH"}) {
    std::optional<std::string> V = llvm::sys::Process::GetEnv(Name);
    H.add(uint64_t(V.has_value())).add(V.value_or(""));
  }
  return H.final();
}

bool TuCache::readBody(llvm::StringRef Body) {
  ByteReader R(Body);
  for (uint64_t I = 0, N = R.count(); I < N && R.ok(); ++I) {
    llvm::StringRef Path = R.str();
    StatSig S = readSig(R);
    Deps.remember(Path, S, R.str().str());
  }
  for (uint64_t I = 0, N = R.count(); I < N && R.ok(); ++I) {
    std::string Tu = R.str().str();
    Entry E;
    llvm::StringRef Key = R.raw(E.Key.size());
    if (R.ok())
      std::copy(Key.begin(), Key.end(), E.Key.begin());
    for (uint64_t J = 0, M = R.count(); J < M && R.ok(); ++J) {
      std::string Dep = R.str().str();
      E.Deps.emplace_back(std::move(Dep), R.str().str());
    }
    E.Outcome = R.str().str();
    Old[Tu] = std::move(E);
  }
  return R.atEnd();
}

void TuCache::load(std::vector<std::string> &Notes) {
  std::string Problem;
  std::optional<llvm::SmallVector<char, 0>> Bytes =
      readCacheFile(C, indexName(), Problem);
  std::optional<llvm::StringRef> Body;
  if (Bytes)
    Body = openCacheFile(llvm::StringRef(Bytes->data(), Bytes->size()), 'T',
                         C.RunKey, Problem);
  if (Body && !readBody(*Body)) {
    Old.clear();
    Problem = "malformed";
  }
  if (!Problem.empty())
    Notes.push_back("ignoring cache file " + C.Dir + "/" + indexName() + ": " +
                    Problem);
}

bool TuCache::lookup(const std::string &Tu, const Digest &Key,
                     TuCollector &Into, TuErrors &E) {
  auto It = Old.find(Tu);
  if (It == Old.end() || It->second.Key != Key)
    return false;
  for (auto &[Dep, State] : It->second.Deps) {
    llvm::StringRef Path = llvm::StringRef(Dep).drop_front();
    DepState Now =
        Dep[0] == 'l' ? Deps.listing(Path.str()) : Deps.of(Path.str());
    if (Now.State != State)
      return false;
  }
  if (!decodeOutcome(It->second.Outcome, Into, E)) {
    std::lock_guard<std::mutex> G(Lock);
    BadEntry = true;
    Into.Refs.clear();
    Into.Decls.clear();
    Into.Defined.clear();
    Into.MissingIncludes = 0;
    return false;
  }
  return true;
}

void TuCache::store(const std::string &Tu, const Digest &Key,
                    const ReadLog &Log, const TuCollector &From,
                    const TuErrors &E) {
  Entry New1{Key, {}, encodeOutcome(From, E)};
  std::set<std::string> Seen;
  // A path is stored once; each probe of it must agree with what it is
  // now (found then, missing now: deleted during the run). The parse saw
  // a path outside the confinement ("o") as missing.
  auto Add = [&](char Kind, const std::string &Path, bool Found) {
    DepState S = Kind == 'l' ? Deps.listing(Path) : Deps.of(Path);
    bool Visible = S.State != "-" && S.State != "o";
    if (!S.Settled || (Kind == 'p' && Found != Visible))
      return false;
    std::string Dep = Kind + Path;
    if (Seen.insert(Dep).second)
      New1.Deps.emplace_back(std::move(Dep), S.State);
    return true;
  };
  for (auto &[P, Found] : Log.Paths)
    if (!Add('p', P, Found))
      return;
  for (const std::string &P : Log.Listed)
    if (!Add('l', P, true))
      return;
  std::lock_guard<std::mutex> G(Lock);
  New[Tu] = std::move(New1);
  Changed = true;
}

void TuCache::save(const std::vector<std::string> &Selected,
                   std::vector<std::string> &Notes) {
  if (BadEntry)
    Notes.push_back("ignoring corrupt entries of cache file " + C.Dir + "/" +
                    indexName());
  size_t Kept = 0;
  for (const std::string &Tu : Selected)
    if (!New.count(Tu) && Old.count(Tu)) {
      New[Tu] = Old[Tu];
      ++Kept;
    }
  if (!Changed && !BadEntry && Kept == Old.size())
    return; // an unchanged re-run writes nothing
  ByteWriter Sigs, Body;
  size_t SigCount = 0;
  Deps.forEachSettled(
      [&](llvm::StringRef Path, const StatSig &S, const std::string &State) {
        Sigs.str(Path);
        writeSig(Sigs, S);
        Sigs.str(State);
        ++SigCount;
      });
  Body.num(SigCount);
  Body.raw(Sigs.bytes());
  Body.num(New.size());
  for (auto &[Tu, E] : New) {
    Body.str(Tu);
    Body.raw(bytesOf(E.Key));
    Body.num(E.Deps.size());
    for (auto &[Dep, State] : E.Deps) {
      Body.str(Dep);
      Body.str(State);
    }
    Body.str(E.Outcome);
  }
  if (llvm::Error Err = writeCacheFile(
          C, indexName(),
          {sealHeader('T', C.RunKey, Body.bytes()), Body.bytes()}))
    Notes.push_back("cannot write cache file " + C.Dir + "/" + indexName() +
                    ": " + llvm::toString(std::move(Err)));
}

} // namespace sweeper

#include "clangpass/Prefilter.h"
#include "clangpass/ConfinedFs.h"
#include "match/Matcher.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

namespace sweeper {

std::vector<std::string> includeDirs(const std::vector<std::string> &Args,
                                     llvm::StringRef WorkingDir) {
  std::vector<std::string> Dirs;
  for (size_t I = 0; I < Args.size(); ++I) {
    llvm::StringRef A = Args[I];
    for (llvm::StringRef Flag : {"-I", "-iquote", "-isystem", "-idirafter"}) {
      if (!A.starts_with(Flag))
        continue;
      llvm::StringRef Dir = A.drop_front(Flag.size());
      if (Dir.empty() && I + 1 < Args.size())
        Dir = Args[++I];
      llvm::SmallString<256> Abs(Dir);
      if (!llvm::sys::path::is_absolute(Abs)) {
        Abs = WorkingDir;
        llvm::sys::path::append(Abs, Dir);
      }
      Dirs.push_back(std::string(Abs));
      break;
    }
  }
  return Dirs;
}

namespace {

/// `#include "x.h"` / `#import <x.h>`: the name and whether it is quoted.
std::optional<Prefilter::Directive> parseInclude(llvm::StringRef Line) {
  llvm::StringRef T = Line.ltrim();
  if (!T.consume_front("#"))
    return std::nullopt;
  T = T.ltrim();
  if (!T.consume_front("include") && !T.consume_front("import"))
    return std::nullopt;
  T = T.ltrim();
  if (T.size() < 2 || (T[0] != '"' && T[0] != '<'))
    return std::nullopt;
  char Close = T[0] == '"' ? '"' : '>';
  llvm::StringRef Name =
      T.drop_front().take_until([&](char C) { return C == Close; });
  return Prefilter::Directive{Name.str(), Close == '"'};
}

} // namespace

void Prefilter::load(const std::string &File) {
  auto Buf = llvm::MemoryBuffer::getFile(File, /*IsText=*/false,
                                         /*RequiresNullTerminator=*/false);
  Scanned &Out = Files[File];
  if (!Buf)
    return;
  llvm::StringRef Text = (*Buf)->getBuffer();
  Out.Mentions = !M.find(Text).empty();
  for (llvm::StringRef Rest = Text; !Rest.empty();) {
    auto [Line, Next] = Rest.split('\n');
    Rest = Next;
    if (std::optional<Directive> D = parseInclude(Line))
      Out.Includes.push_back(std::move(*D));
  }
}

/// Where an include lands for one TU's search path: the including file's
/// directory first for quoted names, then the -I directories. Cached per
/// search path, so one TU's -I flags never decide another's.
std::string Prefilter::resolve(const Directive &D, llvm::StringRef FromDir,
                               const std::vector<std::string> &Dirs,
                               const std::string &DirsKey) {
  std::string Key =
      DirsKey + '\0' + (D.Quoted ? FromDir.str() : "") + '\0' + D.Name;
  auto [It, New] = Resolved.try_emplace(Key);
  if (!New)
    return It->second;
  std::vector<std::string> Candidates;
  if (D.Quoted)
    Candidates.push_back((FromDir + "/" + D.Name).str());
  for (const std::string &Dir : Dirs)
    Candidates.push_back(Dir + "/" + D.Name);
  // A candidate the parse may not see is missing to it, and so here: the
  // search goes on whether or not it exists.
  for (const std::string &Cand : Candidates)
    if (C.visible(Cand) && llvm::sys::fs::is_regular_file(Cand)) {
      llvm::SmallString<256> Real;
      if (!llvm::sys::fs::real_path(Cand, Real) && C.allows(Real))
        It->second = std::string(Real);
      break;
    }
  return It->second;
}

Prefilter::Mentions
Prefilter::mentionsOf(const std::string &File,
                      const std::vector<std::string> &Dirs) {
  // Headers are shared by many TUs: each is read once, under the lock.
  std::lock_guard<std::mutex> G(Lock);
  std::string DirsKey = llvm::join(Dirs, "\n");
  llvm::StringSet<> Seen;
  std::vector<std::string> Work{File};
  Mentions Out;
  while (!Work.empty()) {
    std::string F = std::move(Work.back());
    Work.pop_back();
    if (!Seen.insert(F).second)
      continue;
    if (!Files.count(F))
      load(F);
    const Scanned &Sc = Files[F];
    if (Sc.Mentions && F == File)
      Out.Own = true;
    else if (Sc.Mentions)
      Out.Headers.push_back(F);
    llvm::StringRef FromDir = llvm::sys::path::parent_path(F);
    for (const Directive &D : Sc.Includes) {
      std::string Real = resolve(D, FromDir, Dirs, DirsKey);
      if (!Real.empty())
        Work.push_back(std::move(Real));
    }
  }
  return Out;
}

} // namespace sweeper

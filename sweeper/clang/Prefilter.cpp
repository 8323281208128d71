#include "clang/Prefilter.h"
#include "match/Matcher.h"
#include "clang/ConfinedFs.h"
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

void Prefilter::load(const std::string &File,
                     const std::vector<std::string> &Dirs) {
  auto Buf = llvm::MemoryBuffer::getFile(File, /*IsText=*/false,
                                         /*RequiresNullTerminator=*/false);
  bool Hit = false;
  std::vector<std::string> Inc;
  if (Buf) {
    llvm::StringRef Text = (*Buf)->getBuffer();
    Hit = !M.find(Text).empty();
    llvm::StringRef Dir = llvm::sys::path::parent_path(File);
    for (llvm::StringRef Rest = Text; !Hit && !Rest.empty();) {
      auto [Line, Next] = Rest.split('\n');
      Rest = Next;
      llvm::StringRef T = Line.ltrim();
      if (!T.consume_front("#"))
        continue;
      T = T.ltrim();
      if (!T.consume_front("include") && !T.consume_front("import"))
        continue;
      T = T.ltrim();
      if (T.size() < 2 || (T[0] != '"' && T[0] != '<'))
        continue;
      char Close = T[0] == '"' ? '"' : '>';
      llvm::StringRef Name =
          T.drop_front().take_until([&](char C) { return C == Close; });
      std::vector<std::string> Candidates;
      if (Close == '"')
        Candidates.push_back((Dir + "/" + Name).str());
      for (const std::string &D : Dirs)
        Candidates.push_back(D + "/" + Name.str());
      for (const std::string &Cand : Candidates)
        if (llvm::sys::fs::is_regular_file(Cand)) {
          llvm::SmallString<256> Real;
          if (!llvm::sys::fs::real_path(Cand, Real) && C.allows(Real))
            Inc.push_back(std::string(Real));
          break;
        }
    }
  }
  Mentions[File] = Hit;
  Includes[File] = std::move(Inc);
}

bool Prefilter::mayHaveFindings(const std::string &File,
                                const std::vector<std::string> &Dirs) {
  // Headers are shared by many TUs: each is read once, under the lock.
  std::lock_guard<std::mutex> G(Lock);
  llvm::StringSet<> Seen;
  std::vector<std::string> Work{File};
  while (!Work.empty()) {
    std::string F = std::move(Work.back());
    Work.pop_back();
    if (!Seen.insert(F).second)
      continue;
    if (!Mentions.count(F))
      load(F, Dirs);
    if (Mentions[F])
      return true;
    for (const std::string &I : Includes[F])
      Work.push_back(I);
  }
  return false;
}

} // namespace sweeper

#include "walk/Git.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

namespace sweeper {
namespace fs = llvm::sys::fs;

std::optional<std::string> runGit(llvm::StringRef Dir,
                                  const std::vector<std::string> &Args,
                                  llvm::StringRef Stdin, std::string *Error) {
  auto Git = llvm::sys::findProgramByName("git");
  if (!Git) {
    if (Error)
      *Error = "git not found";
    return std::nullopt;
  }
  // Files, not pipes: outputs can be large and ExecuteAndWait redirects only
  // to paths.
  llvm::SmallString<128> In, Out, Err;
  if (fs::createTemporaryFile("sweeper-git-in", "txt", In) ||
      fs::createTemporaryFile("sweeper-git-out", "txt", Out) ||
      fs::createTemporaryFile("sweeper-git-err", "txt", Err))
    return std::nullopt;
  llvm::FileRemover R1(In), R2(Out), R3(Err);
  {
    std::error_code EC;
    llvm::raw_fd_ostream OS(In, EC);
    OS << Stdin;
  }
  std::vector<llvm::StringRef> Argv{*Git, "-C", Dir};
  for (const std::string &A : Args)
    Argv.push_back(A);
  std::optional<llvm::StringRef> Redirects[] = {
      llvm::StringRef(In), llvm::StringRef(Out), llvm::StringRef(Err)};
  int Rc = llvm::sys::ExecuteAndWait(*Git, Argv, std::nullopt, Redirects);
  auto Read = [](llvm::StringRef P) {
    auto B = llvm::MemoryBuffer::getFile(P, /*IsText=*/false,
                                         /*RequiresNullTerminator=*/false);
    return B ? (*B)->getBuffer().str() : std::string();
  };
  if (Rc != 0) {
    if (Error)
      *Error = llvm::StringRef(Read(Err)).trim().str();
    return std::nullopt;
  }
  return Read(Out);
}

/// The contents of \p Paths at \p Rev, in one `git cat-file --batch`.
std::map<std::string, std::string> gitContentsAt(llvm::StringRef Top,
                                              llvm::StringRef Rev,
                                              const std::vector<std::string> &Paths) {
  std::string In;
  for (const std::string &P : Paths)
    In += Rev.str() + ":" + P + "\n";
  std::map<std::string, std::string> Out;
  std::optional<std::string> Batch = runGit(Top, {"cat-file", "--batch"}, In);
  if (!Batch)
    return Out;
  llvm::StringRef Rest = *Batch;
  for (const std::string &P : Paths) {
    auto [Header, After] = Rest.split('\n');
    llvm::SmallVector<llvm::StringRef, 3> F;
    Header.split(F, ' ');
    size_t Size = 0;
    if (F.size() != 3 || F[2].getAsInteger(10, Size)) { // "missing"
      Rest = After;
      continue;
    }
    Out[P] = After.take_front(Size).str();
    Rest = After.drop_front(std::min(After.size(), Size + 1));
  }
  return Out;
}

std::vector<std::string> splitNul(llvm::StringRef Out) {
  std::vector<std::string> Parts;
  llvm::SmallVector<llvm::StringRef, 0> P;
  Out.split(P, '\0', -1, false);
  for (llvm::StringRef S : P)
    Parts.push_back(S.str());
  return Parts;
}

} // namespace sweeper

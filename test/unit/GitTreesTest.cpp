// Derivation's libgit2 reads against git's own listings on repositories
// with hostile entries: odd path bytes, an option-like name, a symlink,
// a submodule's commit, a blob over the limit, a sparse checkout, a FIFO.
#include "walk/GitTrees.h"
#include "TestUtil.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include <catch2/catch.hpp>
#include <cstdlib>
#include <sys/stat.h>
#include <unistd.h>

using namespace sweeper;
using sweeper::test::TempDir;

namespace {

/// `git -C Dir Args...`'s standard output, or nullopt when it fails: the
/// sweeper runs no git, the test asks git what it should have read.
std::optional<std::string> runGit(const std::string &Dir,
                                  std::vector<std::string> Args) {
  std::optional<std::string> Git = llvm::sys::findProgramByName("git").get();
  llvm::SmallString<128> OutPath;
  if (llvm::sys::fs::createTemporaryFile("git", "out", OutPath))
    return std::nullopt;
  Args.insert(Args.begin(), {"git", "-C", Dir});
  std::vector<llvm::StringRef> Argv(Args.begin(), Args.end());
  std::optional<llvm::StringRef> Redirects[] = {std::nullopt, OutPath.str(),
                                                std::nullopt};
  int Rc = llvm::sys::ExecuteAndWait(*Git, Argv, std::nullopt, Redirects);
  auto Buf = llvm::MemoryBuffer::getFile(OutPath);
  llvm::sys::fs::remove(OutPath);
  if (Rc != 0 || !Buf)
    return std::nullopt;
  return (*Buf)->getBuffer().str();
}

std::vector<std::string> splitNul(llvm::StringRef Out) {
  llvm::SmallVector<llvm::StringRef> Parts;
  Out.split(Parts, '\0', -1, /*KeepEmpty=*/false);
  return {Parts.begin(), Parts.end()};
}

std::string git(const TempDir &D, std::vector<std::string> Args) {
  Args.insert(Args.begin(), {"-c", "user.name=t", "-c", "user.email=t@t"});
  std::optional<std::string> Out = runGit(D.Path, Args);
  INFO("git " << llvm::join(Args, " "));
  REQUIRE(Out);
  return *Out;
}

std::string commit(const TempDir &D, const std::string &Message) {
  git(D, {"commit", "-qm", Message});
  return llvm::StringRef(git(D, {"rev-parse", "HEAD"})).trim().str();
}

/// The value of \p E; the test fails with its error.
template <typename T> T ok(llvm::Expected<T> E) {
  if (!E)
    FAIL(llvm::toString(E.takeError()));
  return std::move(*E);
}

/// The error of \p E, or "" if it succeeded.
template <typename T> std::string failure(llvm::Expected<T> E) {
  return E ? std::string() : llvm::toString(E.takeError());
}

const GitFile *find(const std::vector<GitFile> &Files, llvm::StringRef P) {
  for (const GitFile &F : Files)
    if (F.Path == P)
      return &F;
  return nullptr;
}

/// A base commit with hostile entries, then one that deletes some.
struct Hostile {
  TempDir D;
  std::string Base, Head;
  Hostile() {
    git(D, {"init", "-q"});
    D.file("a\\b\nc.txt", "newline\n");
    D.file("--output=x", "option\n");
    D.file("dir/f\tg", "tab\n");
    D.file("big.txt", std::string(100, 'x'));
    D.file("kept.py", "def kept():\n    pass\n\n\ndef gone():\n    pass\n");
    REQUIRE(::symlink("../outside", (D.Path + "/link").c_str()) == 0);
    git(D, {"add", "-A"});
    git(D, {"update-index", "--add", "--cacheinfo",
            "160000,1111111111111111111111111111111111111111,sub"});
    Base = commit(D, "base");
    git(D, {"update-index", "--force-remove", "sub"});
    for (const char *P : {"a\\b\nc.txt", "--output=x"})
      REQUIRE(::unlink((D.Path + "/" + P).c_str()) == 0);
    D.file("kept.py", "def kept():\n    pass\n");
    git(D, {"add", "-A"});
    Head = commit(D, "remove");
  }
};

} // namespace

TEST_CASE("a commit's files: every byte of a path, blobs only",
          "[derive][git]") {
  Hostile H;
  GitRange R = ok(resolveGitRange(H.D.Path, H.Base, ""));
  std::vector<GitFile> Files = ok(commitFiles(R.Top, H.Base, 64));
  std::vector<std::string> Paths;
  for (const GitFile &F : Files)
    Paths.push_back(F.Path);
  // Tree order, as `git ls-tree -r` lists it; no submodule.
  CHECK(Paths == std::vector<std::string>{"--output=x", "a\\b\nc.txt",
                                          "big.txt", "dir/f\tg", "kept.py",
                                          "link"});
  CHECK(find(Files, "dir/f\tg")->Text == "tab\n");
  CHECK(find(Files, "link")->Text == "../outside"); // never followed
  CHECK_FALSE(find(Files, "big.txt")->Text);        // over the limit
}

TEST_CASE("a removal's deleted files and deleted lines", "[derive][git]") {
  Hostile H;
  GitRange R = ok(resolveGitRange(H.D.Path, "HEAD~1", "HEAD"));
  CHECK(R.BaseId == H.Base);
  CHECK(R.HeadId == H.Head);
  GitRemoval Removal = ok(readRemoval(R));
  REQUIRE(Removal.Deleted.size() == 3); // sorted by path
  CHECK(Removal.Deleted[0].Path == "--output=x");
  CHECK(Removal.Deleted[0].Text == "option\n");
  CHECK(Removal.Deleted[1].Path == "a\\b\nc.txt");
  CHECK(Removal.Deleted[2].Path == "sub");
  CHECK_FALSE(Removal.Deleted[2].Text); // a commit, not text
  REQUIRE(Removal.Modified.count("kept.py"));
  const GitEdit &E = Removal.Modified["kept.py"];
  CHECK(E.Deleted == "\n\ndef gone():\n    pass\n");
  CHECK(E.NewSides == std::vector<std::pair<unsigned, unsigned>>{{2, 0}});
}

TEST_CASE("revisions that read as options are refused", "[derive][git]") {
  Hostile H;
  for (const char *Rev : {"--output=x", "-O/etc/passwd", "", "HEAD^{tree}"})
    CHECK(failure(resolveGitRange(H.D.Path, Rev, "")) ==
          "not a revision: '" + std::string(Rev) + "'");
}

TEST_CASE("the work tree's listing is git's", "[derive][git]") {
  Hostile H;
  H.D.file(".gitignore", "*.log\n");
  H.D.file("build.log", "ignored\n");
  H.D.file("new/deep/n.txt", "untracked\n");
  H.D.file("nested/x.txt", "another repository\n");
  runGit(H.D.Path + "/nested", {"init", "-q"});
  WorkTreeListing L = ok(workTreeListing(H.D.Path));
  CHECK(L.Untracked == splitNul(git(H.D, {"ls-files", "-z", "--others",
                                          "--exclude-standard"})));
  CHECK(L.Indexed == splitNul(git(H.D, {"ls-files", "-z", "--cached"})));
}

TEST_CASE("a sparse checkout's absent file is not deleted", "[derive][git]") {
  Hostile H;
  git(H.D, {"update-index", "--skip-worktree", "kept.py"});
  REQUIRE(::unlink((H.D.Path + "/kept.py").c_str()) == 0);
  H.D.file("dir/f\tg", "gone\n");
  REQUIRE(::unlink((H.D.Path + "/dir/f\tg").c_str()) == 0);
  GitRange R = ok(resolveGitRange(H.D.Path, "HEAD~1", ""));
  GitRemoval Removal = ok(readRemoval(R));
  std::vector<std::string> Gone;
  for (const GitFile &F : Removal.Deleted)
    Gone.push_back(F.Path);
  // As `git diff --diff-filter=D HEAD~1`: the skip-worktree entry stands
  // for kept.py, whose index blob is HEAD's, so its lines are still gone.
  CHECK(Gone == std::vector<std::string>{"--output=x", "a\\b\nc.txt",
                                         "dir/f\tg", "sub"});
  REQUIRE(Removal.Modified.count("kept.py"));
  CHECK(Removal.Modified["kept.py"].Deleted == "\n\ndef gone():\n    pass\n");
}

TEST_CASE("a FIFO where libgit2 reads fails in git's time", "[derive][git]") {
  Hostile H;
  std::string Index = H.D.Path + "/.git/index";
  REQUIRE(::unlink(Index.c_str()) == 0);
  REQUIRE(::mkfifo(Index.c_str(), 0600) == 0);
  ::setenv("SWEEPER_GIT_SECONDS", "1", 1);
  std::string Error = failure(workTreeListing(H.D.Path));
  ::unsetenv("SWEEPER_GIT_SECONDS");
  CHECK(Error == "git did not finish within 1 s");
}

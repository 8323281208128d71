// The work tree's top level found without git, against `git rev-parse
// --show-toplevel` itself: a plain repository gives git's answer, anything
// git decides differently (a worktree's `.git` file, core.worktree, a bare
// repository, the inside of `.git`) gives no answer, so git is asked.
#include "walk/TopLevel.h"
#include "TestUtil.h"
#include "walk/Git.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include <catch2/catch.hpp>

using namespace sweeper;
using sweeper::test::TempDir;

namespace {

std::optional<std::string> gitTop(const std::string &Dir) {
  std::optional<std::string> Out =
      runGit(Dir, {"rev-parse", "--show-toplevel"});
  if (!Out)
    return std::nullopt;
  return llvm::StringRef(*Out).trim("\n").str();
}

void git(const std::string &Dir, std::vector<std::string> Args) {
  Args.insert(Args.begin(), {"-c", "user.name=t", "-c", "user.email=t@t"});
  INFO("git " << llvm::join(Args, " "));
  REQUIRE(runGit(Dir, Args));
}

std::string real(const std::string &P) {
  llvm::SmallString<256> R;
  REQUIRE(!llvm::sys::fs::real_path(P, R));
  return std::string(R);
}

} // namespace

TEST_CASE("a plain repository's top level is git's, from any directory in it",
          "[toplevel]") {
  TempDir D;
  git(D.Path, {"init", "-q"});
  D.file("src/deep/a.txt", "a\n");
  D.file("inner/x.txt", "x\n");
  git(D.Path + "/inner", {"init", "-q"});
  for (const char *Sub : {"", "/src", "/src/deep", "/inner"}) {
    std::string Dir = D.Path + Sub;
    INFO("from " << Dir);
    std::optional<std::string> Plain = plainRepositoryTop(Dir);
    REQUIRE(Plain);
    CHECK(Plain == gitTop(Dir));
  }
  CHECK(plainRepositoryTop(D.Path + "/inner") == real(D.Path + "/inner"));
  // Through a link, the real path, as git's getcwd() gives it.
  llvm::sys::fs::create_link(D.Path + "/src", D.Path + "/via-link");
  CHECK(plainRepositoryTop(D.Path + "/via-link/deep") == real(D.Path));
  CHECK(plainRepositoryTop(D.Path + "/via-link/deep") ==
        gitTop(D.Path + "/via-link/deep"));
}

TEST_CASE("what git decides otherwise is left to git", "[toplevel]") {
  TempDir D;
  git(D.Path, {"init", "-q"});
  D.file("a.txt", "a\n");
  git(D.Path, {"add", "a.txt"});
  git(D.Path, {"commit", "-qm", "a"});
  SECTION("inside .git") {
    CHECK_FALSE(plainRepositoryTop(D.Path + "/.git/refs"));
    CHECK_FALSE(gitTop(D.Path + "/.git/refs"));
  }
  SECTION("a worktree's .git file") {
    git(D.Path, {"worktree", "add", "-q", D.Path + "/wt"});
    CHECK_FALSE(plainRepositoryTop(D.Path + "/wt"));
    CHECK(gitTop(D.Path + "/wt") == real(D.Path + "/wt"));
  }
  SECTION("core.worktree elsewhere") {
    git(D.Path, {"config", "core.worktree", D.Path + "/elsewhere"});
    CHECK_FALSE(plainRepositoryTop(D.Path));
  }
  SECTION("a bare repository") {
    git(D.Path, {"config", "core.bare", "true"});
    CHECK_FALSE(plainRepositoryTop(D.Path));
    CHECK_FALSE(gitTop(D.Path));
  }
  SECTION("a HEAD git would not take") {
    // git then goes on up: an outer repository would be the answer.
    for (const char *Head : {"garbage\n", " ref: refs/heads/main\n"}) {
      D.file(".git/HEAD", Head);
      CHECK_FALSE(plainRepositoryTop(D.Path));
    }
    D.file(".git/HEAD", "ref:\trefs/heads/main\n");
    CHECK(plainRepositoryTop(D.Path) == gitTop(D.Path));
  }
  SECTION("a commondir file") {
    D.file(".git/commondir", "nowhere\n");
    CHECK_FALSE(plainRepositoryTop(D.Path));
  }
  SECTION("config lines git reads otherwise") {
    std::string Config = D.Path + "/.git/config";
    for (const char *Text :
         {"[core] bare = true\n", "[core]bare\n", "[core]\n\tbare\n",
          "[core]\n\tBare = TRUE\n", "[core]\n\tbare = false ; no\n", "[core\n",
          "[core]\n\trepositoryformatversion = 2\n",
          "[extensions]\n\tworktreeConfig = true\n",
          "[includeIf \"gitdir:/\"]\n\tpath = x\n",
          "[core]\n\tbare = \\\nfalse\n"}) {
      D.file(".git/config", Text);
      INFO("config: " << Text);
      CHECK_FALSE(plainRepositoryTop(D.Path));
    }
    D.file(".git/config", "[core]\n\trepositoryformatversion = 0\n"
                          "\tBARE = No\n# a comment\n[remote \"origin\"]\n"
                          "\turl = https://example.com/a=b\n");
    CHECK(plainRepositoryTop(D.Path) == gitTop(D.Path));
  }
  SECTION("an include in the config") {
    git(D.Path, {"config", "include.path", "/dev/null"});
    CHECK_FALSE(plainRepositoryTop(D.Path));
  }
  SECTION("a nested .git git refuses: git's answer is the outer one") {
    D.file("sub/a.txt", "a\n");
    git(D.Path + "/sub", {"init", "-q"});
    D.file("sub/.git/HEAD", " ref: refs/heads/main\n");
    CHECK_FALSE(plainRepositoryTop(D.Path + "/sub"));
    CHECK(gitTop(D.Path + "/sub") == real(D.Path));
  }
  SECTION("outside any repository") {
    TempDir Plain;
    CHECK_FALSE(plainRepositoryTop(Plain.Path));
  }
}

// The in-process index reader against git's own `ls-files -s`: every
// version, stage and mode it takes must list exactly what git lists, and
// every index it does not take must be refused, never misread.
#include "walk/GitIndex.h"
#include "TestUtil.h"
#include "walk/Git.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include <catch2/catch.hpp>
#include <sys/stat.h>
#include <unistd.h>

using namespace sweeper;
using sweeper::test::TempDir;

namespace {

/// git in \p Dir with a committer set; the test fails if git does.
std::string git(const TempDir &D, std::vector<std::string> Args) {
  Args.insert(Args.begin(), {"-c", "user.name=t", "-c", "user.email=t@t", "-c",
                             "init.defaultBranch=main"});
  std::optional<std::string> Out = runGit(D.Path, Args);
  INFO("git " << llvm::join(Args, " "));
  REQUIRE(Out);
  return *Out;
}

/// `git ls-files -s -z` without the object ids: "mode stage\tpath".
std::vector<std::string> gitListing(const TempDir &D) {
  std::vector<std::string> Out;
  for (const std::string &E : splitNul(git(D, {"ls-files", "-s", "-z"}))) {
    llvm::StringRef Meta = llvm::StringRef(E).split('\t').first;
    llvm::SmallVector<llvm::StringRef, 3> F;
    Meta.split(F, ' ');
    REQUIRE(F.size() == 3);
    Out.push_back((F[0] + " " + F[2] + "\t" + E.substr(Meta.size() + 1)).str());
  }
  return Out;
}

std::vector<std::string> readerListing(const GitIndex &Es) {
  std::vector<std::string> Out;
  for (const IndexEntry &E : Es) {
    char Mode[16];
    std::snprintf(Mode, sizeof Mode, "%06o", E.Mode);
    Out.push_back(std::string(Mode) + " " + std::to_string(E.Stage) + "\t" +
                  E.Path.str());
  }
  return Out;
}

std::string indexBytes(const TempDir &D) {
  auto B = llvm::MemoryBuffer::getFile(D.Path + "/.git/index");
  REQUIRE(B);
  return (*B)->getBuffer().str();
}

/// A repository with every kind of entry the reader takes: nested and
/// odd names, an executable, a symlink, a gitlink, an intent-to-add file,
/// a skip-worktree file and a three-stage conflict.
void populate(const TempDir &D) {
  git(D, {"init", "-q"});
  D.file("a.txt", "a\n");
  D.file("dir/sub/deep name.py", "x = 1\n");
  D.file("dir/tab\there.md", "t\n");
  D.file("caf\xc3\xa9/back\\slash.h", "int b;\n");
  D.file("conflict.txt", "base\n");
  D.file("run.sh", "#!/bin/sh\n");
  llvm::sys::fs::setPermissions(D.Path + "/run.sh", llvm::sys::fs::perms(0755));
  llvm::sys::fs::create_link("a.txt", D.Path + "/link");
  git(D, {"add", "-A"});
  git(D, {"commit", "-qm", "base"});
  git(D, {"checkout", "-qb", "other"});
  D.file("conflict.txt", "other\n");
  git(D, {"commit", "-qam", "other"});
  git(D, {"checkout", "-q", "main"});
  D.file("conflict.txt", "main\n");
  git(D, {"commit", "-qam", "main"});
  runGit(D.Path, {"merge", "-q", "other"}); // fails: the conflict is wanted
  D.file("new.txt", "n\n");
  git(D, {"add", "-N", "new.txt"});
  // Not a.txt, the first entry: the damage test changes its bytes.
  git(D, {"update-index", "--skip-worktree", "run.sh"});
  // Added last: `commit -a` would stage a gitlink with no directory as
  // deleted.
  git(D, {"update-index", "--add", "--cacheinfo",
          "160000,1111111111111111111111111111111111111111,sub"});
}

} // namespace

TEST_CASE("the index reader lists what git ls-files -s lists, in every "
          "version",
          "[gitindex]") {
  TempDir D;
  populate(D);
  for (const char *Version : {"2", "3", "4"}) {
    git(D, {"update-index", "--index-version", Version});
    INFO("index version " << Version);
    std::optional<GitIndex> Entries = readGitIndex(D.Path);
    REQUIRE(Entries);
    std::vector<std::string> Git = gitListing(D);
    CHECK(readerListing(*Entries) == Git);
    // Every stage of the conflict, the gitlink and the symlink are there.
    CHECK(llvm::is_contained(Git, "100644 3\tconflict.txt"));
    CHECK(llvm::is_contained(Git, "160000 0\tsub"));
    CHECK(llvm::is_contained(Git, "120000 0\tlink"));
  }
}

TEST_CASE("an index the reader does not take whole is left to git",
          "[gitindex]") {
  SECTION("split index") {
    TempDir D;
    populate(D);
    git(D, {"update-index", "--split-index"});
    CHECK_FALSE(readGitIndex(D.Path));
  }
  SECTION("sparse index") {
    TempDir D;
    D.file("keep/a.txt", "a\n");
    D.file("drop/b.txt", "b\n");
    git(D, {"init", "-q"});
    git(D, {"add", "-A"});
    git(D, {"commit", "-qm", "base"});
    git(D, {"sparse-checkout", "set", "--cone", "--sparse-index", "keep"});
    CHECK_FALSE(readGitIndex(D.Path));
  }
  SECTION("SHA-256 object ids") {
    TempDir D;
    git(D, {"init", "-q", "--object-format=sha256"});
    D.file("a.txt", "a\n");
    D.file("b/c.txt", "c\n");
    git(D, {"add", "-A"});
    CHECK_FALSE(readGitIndex(D.Path));
  }
  SECTION("no index, or a .git file instead of a directory") {
    TempDir D;
    CHECK_FALSE(readGitIndex(D.Path));
    D.file(".git", "gitdir: ../elsewhere\n");
    CHECK_FALSE(readGitIndex(D.Path));
  }
}

TEST_CASE("damaged index bytes are refused, never misread", "[gitindex]") {
  TempDir D;
  populate(D);
  git(D, {"update-index", "--index-version", "2"});
  std::string Good = indexBytes(D);
  REQUIRE(parseGitIndex(Good));
  // Cut inside the entries (eleven, each at least 64 bytes): git's own
  // reader does not check the checksum either, so only a cut the format
  // itself shows is refused.
  for (size_t Cut = 0; Cut < 12 + 10 * 64; Cut += 7)
    CHECK_FALSE(parseGitIndex(llvm::StringRef(Good).take_front(Cut)));
  // The magic, the version, the first entry's name length and the NUL
  // ending its name ("a.txt"), each changed.
  for (size_t At : {0, 5, 12 + 60, 12 + 61, 12 + 62 + 5}) {
    std::string Bad = Good;
    Bad[At] = char(Bad[At] ^ 0x21);
    INFO("byte " << At);
    CHECK_FALSE(parseGitIndex(Bad));
  }
  CHECK_FALSE(parseGitIndex(""));
  CHECK_FALSE(parseGitIndex("DIRC"));
}

TEST_CASE("an index git must not skip, or that is no regular file, is left "
          "to git",
          "[gitindex]") {
  TempDir D;
  populate(D);
  git(D, {"update-index", "--index-version", "2"});
  std::string Good = indexBytes(D);
  REQUIRE(parseGitIndex(Good));
  SECTION("an extension whose signature is not a capital letter") {
    std::string Ext = std::string("abcd") + std::string("\0\0\0\0", 4);
    std::string Bad =
        Good.substr(0, Good.size() - 20) + Ext + Good.substr(Good.size() - 20);
    CHECK_FALSE(parseGitIndex(Bad));
    std::string Optional = Good.substr(0, Good.size() - 20) + "ABCD" +
                           std::string("\0\0\0\0", 4) +
                           Good.substr(Good.size() - 20);
    CHECK(parseGitIndex(Optional));
  }
  SECTION("an extended entry running into the checksum") {
    // The header's count says one entry more than there are: the reader
    // reaches the extensions as if they were an entry, and refuses them.
    std::string Bad = Good;
    Bad[11] = char(Bad[11] + 1);
    CHECK_FALSE(parseGitIndex(Bad));
    // Version 3, one extended entry (64 fixed bytes) in 63 bytes.
    std::string Head("DIRC\0\0\0\3\0\0\0\1", 12);
    std::string Entry(63, '\0');
    Entry[26] = char(0x81); // mode 0100644
    Entry[27] = char(0xA4);
    Entry[60] = 0x40; // extended, a name of one byte
    Entry[61] = 0x01;
    CHECK_FALSE(parseGitIndex(Head + Entry + std::string(20, 'x')));
  }
  SECTION("a FIFO or a link where the index should be") {
    std::string Index = D.Path + "/.git/index";
    REQUIRE(::unlink(Index.c_str()) == 0);
    REQUIRE(::mkfifo(Index.c_str(), 0600) == 0);
    CHECK_FALSE(readGitIndex(D.Path)); // returns: opened without blocking
    REQUIRE(::unlink(Index.c_str()) == 0);
    REQUIRE(::symlink("/dev/zero", Index.c_str()) == 0);
    CHECK_FALSE(readGitIndex(D.Path));
  }
}

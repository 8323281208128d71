// The untracked listing against git's own `ls-files --others
// --exclude-standard` over the whole tree: ignore rules at every level,
// negations, files inside ignored directories the index holds, nested
// repositories, links and names git could read as pathspec magic.
#include "walk/Untracked.h"
#include "TestUtil.h"
#include "walk/Git.h"
#include "walk/GitIndex.h"
#include "llvm/ADT/StringExtras.h"
#include <catch2/catch.hpp>

using namespace sweeper;
using sweeper::test::TempDir;

namespace {

std::string git(const std::string &Dir, std::vector<std::string> Args) {
  Args.insert(Args.begin(), {"-c", "user.name=t", "-c", "user.email=t@t"});
  std::optional<std::string> Out = runGit(Dir, Args);
  INFO("git " << llvm::join(Args, " "));
  REQUIRE(Out);
  return *Out;
}

/// The index's paths below \p Sub ("" for the top), relative to it.
std::vector<std::string> tracked(const TempDir &D, llvm::StringRef Sub) {
  std::optional<GitIndex> Entries = readGitIndex(D.Path);
  REQUIRE(Entries);
  std::vector<std::string> Out;
  std::string Prefix = Sub.empty() ? "" : Sub.str() + "/";
  for (const IndexEntry &E : *Entries)
    if (llvm::StringRef(E.Path).starts_with(Prefix))
      Out.push_back(E.Path.substr(Prefix.size()).str());
  return Out;
}

/// Views of \p Paths, as the walk hands the index's paths over.
std::vector<llvm::StringRef> refs(const std::vector<std::string> &Paths) {
  return {Paths.begin(), Paths.end()};
}

std::vector<std::string> sorted(const std::string &Nul) {
  std::vector<std::string> V = splitNul(Nul);
  llvm::sort(V);
  return V;
}

void requireSameAsGit(const TempDir &D, llvm::StringRef Sub) {
  std::string Root = Sub.empty() ? D.Path : D.Path + "/" + Sub.str();
  std::optional<std::string> Ours = untrackedFiles(Root, refs(tracked(D, Sub)));
  REQUIRE(Ours);
  std::string Git =
      git(Root, {"ls-files", "-z", "--others", "--exclude-standard"});
  INFO("root " << Root);
  CHECK(sorted(*Ours) == sorted(Git));
}

/// A repository whose first commit holds \p Files (path, content).
void committed(const TempDir &D,
               std::vector<std::pair<std::string, std::string>> Files) {
  git(D.Path, {"init", "-q"});
  for (auto &[Path, Text] : Files)
    D.file(Path, Text);
  git(D.Path, {"add", "-A"});
  git(D.Path, {"commit", "-qm", "base"});
}

/// A tree with something of every kind git's ignore rules decide.
void populate(const TempDir &D) {
  git(D.Path, {"init", "-q"});
  D.file(".gitignore", "build/\n*.log\n!keep.log\n/top-only.txt\n"
                       "src/deep/**/gen/\n");
  D.file("src/a.cpp", "a\n");
  D.file("src/deep/x/gen/.keep", "k\n");
  D.file("build/tracked.txt", "t\n");
  git(D.Path, {"add", "-A"});
  git(D.Path, {"add", "-f", "build/tracked.txt", "src/deep/x/gen/.keep"});
  git(D.Path, {"commit", "-qm", "base"});
  D.file("build/other.txt", "ignored through its directory\n");
  D.file("src/b.cpp", "untracked\n");
  D.file("src/run.log", "ignored\n");
  D.file("src/keep.log", "negated\n");
  D.file("top-only.txt", "ignored at the top\n");
  D.file("src/top-only.txt", "not ignored below\n");
  D.file("src/deep/x/gen/out.cpp", "ignored by **\n");
  D.file("fresh/a.txt", "untracked directory\n");
  D.file("fresh/b.log", "ignored inside it\n");
  D.file("fresh/.gitignore", "secret\n");
  D.file("fresh/secret", "ignored by its own .gitignore\n");
  D.file("fresh/deeper/c.txt", "c\n");
  D.file("sp ace.txt", "s\n");
  D.file("star*.txt", "a glob for git unless literal\n");
  D.file(":(icase)magic.txt", "pathspec magic unless literal\n");
  D.file("-dash.txt", "an option unless after --\n");
  D.file("nested/n.txt", "n\n");
  git(D.Path + "/nested", {"init", "-q"});
  llvm::sys::fs::create_directories(D.Path + "/empty/dir");
  llvm::sys::fs::create_link("src", D.Path + "/link-to-dir");
  D.file(".git/info/exclude", "excluded-by-info\n");
  D.file("excluded-by-info", "x\n");
}

} // namespace

TEST_CASE("the untracked listing equals git's over the whole tree",
          "[untracked]") {
  TempDir D;
  populate(D);
  requireSameAsGit(D, "");
  requireSameAsGit(D, "src");
  requireSameAsGit(D, "build");
  // The listing itself: what is ignored stays out, the rest is in.
  std::vector<std::string> Ours =
      sorted(*untrackedFiles(D.Path, refs(tracked(D, ""))));
  CHECK(Ours == std::vector<std::string>{
                    "-dash.txt", ":(icase)magic.txt", "fresh/.gitignore",
                    "fresh/a.txt", "fresh/deeper/c.txt", "link-to-dir",
                    "nested/", "sp ace.txt", "src/b.cpp", "src/keep.log",
                    "src/top-only.txt", "star*.txt"});
}

TEST_CASE("a tree with nothing untracked needs no pathspec, and one with "
          "very many goes to git whole",
          "[untracked]") {
  TempDir D;
  committed(D, {{"a/b.txt", "b\n"}});
  std::optional<std::vector<std::string>> Left =
      notInIndex(D.Path, refs(tracked(D, "")));
  REQUIRE(Left);
  CHECK(Left->empty());
  CHECK(untrackedFiles(D.Path, refs(tracked(D, ""))) == std::string());
  // Past the pathspec limit: 2,000 names of 40 bytes.
  for (int I = 0; I < 2000; ++I)
    D.file("many/" + std::string(32, 'n') + std::to_string(I) + ".txt", "");
  for (int I = 0; I < 2000; ++I)
    D.file("a/" + std::string(32, 'm') + std::to_string(I) + ".txt", "");
  requireSameAsGit(D, "");
}

TEST_CASE("a tracked file or link that became a directory holds untracked "
          "files, a submodule directory none",
          "[untracked]") {
  TempDir D;
  committed(D, {{"a", "file\n"}, {"d/x", "x\n"}});
  llvm::sys::fs::create_link("d", D.Path + "/lnk");
  git(D.Path, {"add", "lnk"});
  git(D.Path, {"update-index", "--add", "--cacheinfo",
               "160000,1111111111111111111111111111111111111111,sm"});
  git(D.Path, {"commit", "-qm", "link and gitlink"});
  llvm::sys::fs::remove(D.Path + "/a");
  D.file("a/inside.txt", "now a directory\n");
  llvm::sys::fs::remove(D.Path + "/lnk");
  D.file("lnk/f.txt", "now a directory\n");
  D.file("sm/in-submodule.txt", "not the tree's\n");
  std::optional<GitIndex> Entries = readGitIndex(D.Path);
  REQUIRE(Entries);
  std::vector<std::string> Tracked;
  for (const IndexEntry &E : *Entries)
    Tracked.push_back(E.Path.str());
  std::optional<std::string> Ours =
      untrackedFiles(D.Path, refs(Tracked), {"sm"});
  REQUIRE(Ours);
  CHECK(sorted(*Ours) == std::vector<std::string>{"a/inside.txt", "lnk/f.txt"});
  CHECK(sorted(*Ours) == sorted(git(D.Path, {"ls-files", "-z", "--others",
                                             "--exclude-standard"})));
}

// The search skips the directory's own path in each comparison and asks
// for "name/" and "name0" without building them: names that sort next to
// a directory's, or past it only after a byte above 0x7f, must not move
// a range's ends.
TEST_CASE("names sorting beside a tracked directory's keep their places",
          "[untracked]") {
  TempDir D;
  committed(D, {{"a/b.txt", "b\n"},
                {"a/b/c/d.txt", "d\n"},
                {"a-b/c.txt", "c\n"},
                {"a.b", "x\n"},
                {"\xc3\xa9/t.txt", "t\n"},
                {"a\xc3\xa9/t.txt", "t\n"},
                {"a\xc3\xa9.txt", "t\n"},
                {"a\xc3\xa9z/q", "q\n"},
                {"z/a", "a\n"}});
  for (const char *P :
       {"a/new.txt", "a/b/c/e.txt", "a/b/n.txt", "a-b/new.txt", "a0/x", "a.c",
        "a\xc3\xa9/x", "a\xc3\xa9z/r", "\xc3\xa9/u.txt",
        "\xc3\xa9"
        "a/v.txt",
        "z/a0", "z/a-", "z/b/c"})
    D.file(P, "new\n");
  requireSameAsGit(D, "");
  requireSameAsGit(D, "a");
  std::optional<std::vector<std::string>> Left =
      notInIndex(D.Path, refs(tracked(D, "")));
  REQUIRE(Left);
  llvm::sort(*Left);
  CHECK(*Left == std::vector<std::string>{"a-b/new.txt", "a.c", "a/b/c/e.txt",
                                          "a/b/n.txt", "a/new.txt", "a0",
                                          "a\xc3\xa9/x", "a\xc3\xa9z/r", "z/a-",
                                          "z/a0", "z/b", "\xc3\xa9/u.txt",
                                          "\xc3\xa9"
                                          "a"});
}

// Reads a deletion from git: which files went away, which directories with
// them, and what the deleted text defined.
#include "derive/Derive.h"
#include "walk/Git.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace sweeper {
namespace {

void addUnique(std::vector<std::string> &V, llvm::StringRef S) {
  if (!S.empty() && !llvm::is_contained(V, S.str()))
    V.push_back(S.str());
}

/// Lines deleted from files that remain, by file (`git diff -U0`).
std::map<std::string, std::string> deletedLines(llvm::StringRef Top,
                                                const std::vector<std::string> &Range) {
  std::vector<std::string> Args{"diff", "-U0", "--no-color", "--diff-filter=M"};
  Args.insert(Args.end(), Range.begin(), Range.end());
  std::map<std::string, std::string> Out;
  std::optional<std::string> Diff = runGit(Top, Args);
  if (!Diff)
    return Out;
  std::string File;
  for (llvm::StringRef Rest = *Diff; !Rest.empty();) {
    auto [Line, Next] = Rest.split('\n');
    Rest = Next;
    if (Line.starts_with("--- a/"))
      File = Line.drop_front(6).str();
    else if (Line.starts_with("--- "))
      File.clear();
    else if (Line.starts_with("-") && !File.empty())
      Out[File] += Line.drop_front().str() + "\n";
  }
  return Out;
}

/// The last run of letters and digits of a directory's name: `mps` for
/// `backends/apple/mps`, `metal` for `ggml-metal`.
std::string tokenOf(llvm::StringRef Dir) {
  llvm::StringRef Name = llvm::sys::path::filename(Dir.rtrim('/'));
  size_t E = Name.size();
  while (E > 0 && !llvm::isAlnum(Name[E - 1]))
    --E;
  size_t B = E;
  while (B > 0 && llvm::isAlnum(Name[B - 1]))
    --B;
  return Name.slice(B, E).lower();
}

} // namespace

bool deriveFromGit(llvm::StringRef Dir, llvm::StringRef Base,
                   llvm::StringRef Head, DerivedPack &D, std::string &Error) {
  D.Base = Base.str();
  D.Head = Head.str();
  std::optional<std::string> Top =
      runGit(Dir, {"rev-parse", "--show-toplevel"}, "", &Error);
  if (!Top)
    return false;
  D.RepoRoot = llvm::StringRef(*Top).trim().str();
  std::vector<std::string> Range{Base.str()};
  if (!Head.empty())
    Range.push_back(Head.str());
  if (!runGit(D.RepoRoot, {"rev-parse", "--verify", "--quiet", Base.str() + "^{commit}"},
              "", &Error)) {
    Error = "not a revision: " + Base.str();
    return false;
  }
  std::vector<std::string> Args{"diff", "--name-only", "-z", "--no-renames",
                                "--diff-filter=D"};
  Args.insert(Args.end(), Range.begin(), Range.end());
  std::optional<std::string> Names = runGit(D.RepoRoot, Args, "", &Error);
  if (!Names)
    return false;
  std::vector<std::string> Deleted = splitNul(*Names);
  llvm::sort(Deleted);

  // A directory went away when nothing of it is left: in the work tree, it
  // does not exist; at Head, no path lies below it.
  llvm::StringSet<> HeadDirs;
  if (!Head.empty())
    if (auto Ls = runGit(D.RepoRoot, {"ls-tree", "-r", "-d", "--name-only", "-z", Head.str()}))
      for (const std::string &P : splitNul(*Ls))
        HeadDirs.insert(P);
  auto DirGone = [&](llvm::StringRef P) {
    if (!Head.empty())
      return !HeadDirs.contains(P);
    return !llvm::sys::fs::exists(D.RepoRoot + "/" + P.str());
  };
  // Files under the same topmost gone directory form one removed directory:
  // the deepest one holding them all (`backends/zeta/`, not `backends/` when
  // zeta was its only child, or the token would be "backends").
  std::map<std::string, std::string> Groups; // topmost gone dir -> common dir
  for (const std::string &F : Deleted) {
    std::string Top;
    for (llvm::StringRef P = llvm::sys::path::parent_path(F); !P.empty();
         P = llvm::sys::path::parent_path(P))
      if (DirGone(P))
        Top = P.str();
    if (Top.empty()) {
      addUnique(D.RemovedFiles, F);
    } else {
      std::string Parent = llvm::sys::path::parent_path(F).str();
      auto [It, New] = Groups.try_emplace(Top, Parent);
      while (!New && !llvm::StringRef(Parent + "/").starts_with(It->second + "/"))
        It->second = llvm::sys::path::parent_path(It->second).str();
    }
  }
  for (auto &[Top, Common] : Groups)
    addUnique(D.RemovedDirs, Common + "/");
  for (const std::string &F : Deleted) {
    // Docs link pages by their path below the docs source, without suffix.
    llvm::StringRef Ext = llvm::sys::path::extension(F);
    if (Ext == ".md" || Ext == ".rst") {
      // Only pages of a docs tree: a README elsewhere has no URL to keep.
      llvm::StringRef Page(F);
      for (llvm::StringRef Src : {"docs/source/", "docs/", "doc/"})
        if (Page.starts_with(Src)) {
          addUnique(D.DocPages, Page.drop_front(Src.size()).drop_back(Ext.size()));
          break;
        }
    }
  }
  for (const std::string &Dir : D.RemovedDirs)
    addUnique(D.Tokens, tokenOf(Dir));

  for (auto &[Path, Text] : gitContentsAt(D.RepoRoot, Base, Deleted))
    extractSymbols(Path, Text, D.Symbols);
  for (auto &[Path, Text] : deletedLines(D.RepoRoot, Range))
    extractSymbols(Path, Text, D.Symbols);
  dropRedefined(D, Head);
  for (auto &[Kind, Names] : D.Symbols)
    llvm::sort(Names);
  return true;
}

void mergeDerived(const DerivedPack &D, RulePack &Pack) {
  // Tokens come from the removed directories' names unless a pack gave them.
  if (Pack.Tokens.empty())
    for (const std::string &T : D.Tokens)
      addUnique(Pack.Tokens, T);
  for (const std::string &P : D.RemovedDirs)
    addUnique(Pack.RemovedPaths, P);
  for (const std::string &P : D.RemovedFiles)
    addUnique(Pack.RemovedPaths, P);
  for (const std::string &P : D.DocPages)
    if (P.find('/') != std::string::npos)
      addUnique(Pack.RemovedPaths, P);
  for (auto &[Kind, Names] : D.Symbols)
    for (const std::string &N : Names)
      addUnique(Pack.RemovedSymbols, N);
  if (Pack.Backend.empty() && !D.Tokens.empty())
    Pack.Backend = D.Tokens.front();
}

static std::string yamlQuote(llvm::StringRef S) {
  std::string Out = "'";
  for (char C : S)
    Out += C == '\'' ? std::string("''") : std::string(1, C);
  return Out + "'";
}

void printDerivedYaml(llvm::raw_ostream &OS, const DerivedPack &D) {
  OS << "# Derived by `sweeper derive` from the files deleted between "
     << D.Base << " and " << (D.Head.empty() ? "the work tree" : D.Head)
     << ".\n# Edit it (add allow entries for look-alikes) and keep it.\n";
  OS << "backend: " << yamlQuote(D.Tokens.empty() ? "" : D.Tokens.front()) << "\n";
  OS << "tokens: [";
  for (size_t I = 0; I < D.Tokens.size(); ++I)
    OS << (I ? ", " : "") << yamlQuote(D.Tokens[I]);
  OS << "]\nremoved_paths:" << (D.RemovedDirs.empty() && D.RemovedFiles.empty() ? " []" : "") << "\n";
  for (const std::string &P : D.RemovedDirs)
    OS << "  - " << yamlQuote(P) << "\n";
  for (const std::string &P : D.RemovedFiles)
    OS << "  - " << yamlQuote(P) << "\n";
  for (const std::string &P : D.DocPages)
    if (P.find('/') != std::string::npos)
      OS << "  - " << yamlQuote(P) << "  # a deleted doc page as links name it\n";
  OS << "removed_symbols:" << (D.Symbols.empty() ? " []" : "") << "\n";
  for (auto &[Kind, Names] : D.Symbols) {
    OS << "  # " << Kind << "\n";
    for (const std::string &N : Names)
      OS << "  - " << yamlQuote(N) << "\n";
  }
  OS << "allow: []\n";
}

} // namespace sweeper

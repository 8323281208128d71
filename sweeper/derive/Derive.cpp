// Reads a deletion from git: which files went away, which directories with
// them, and what the deleted text defined.
#include "derive/Derive.h"
#include "derive/CaseValues.h"
#include "derive/DeadGlobs.h"
#include "derive/DefaultAllows.h"
#include "derive/DwindledNames.h"
#include "derive/EmbeddedLines.h"
#include "derive/ForeignCode.h"
#include "derive/KeptNames.h"
#include "derive/KeptTree.h"
#include "derive/LaterReuse.h"
#include "derive/LiveFiles.h"
#include "derive/PackageAliases.h"
#include "derive/PrivateNames.h"
#include "derive/QualifiedNames.h"
#include "derive/RemovalNotes.h"
#include "derive/SiblingBackends.h"
#include "derive/SwitchWords.h"
#include "derive/Switches.h"
#include "derive/TokenSpellings.h"
#include "derive/Tokens.h"
#include "derive/UnsetVariables.h"
#include "derive/VendoredPackages.h"
#include "kinds/KindSpec.h"
#include "match/LiteralDatabase.h"
#include "match/Matcher.h"
#include "match/Segments.h"
#include "walk/GitTrees.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace sweeper {
namespace {

/// Appends \p S unless empty or already in \p V; \p Seen mirrors \p V so a
/// deletion of 100k files stays linear.
void addUnique(std::vector<std::string> &V, llvm::StringSet<> &Seen,
               llvm::StringRef S) {
  if (!S.empty() && Seen.insert(S).second)
    V.push_back(S.str());
}

/// The lines a hunk's new side covers: c..c+d-1, or the place of a pure
/// deletion (d = 0) as line c.
std::pair<unsigned, unsigned> newSide(std::pair<unsigned, unsigned> Hunk) {
  auto [C, D] = Hunk;
  return std::make_pair(C, D ? C + D - 1 : C);
}

} // namespace

namespace {

/// Files under the same topmost gone directory form one removed directory:
/// the deepest one holding them all (`backends/zeta/`, not `backends/` when
/// zeta was its only child, or the token would be "backends").
void groupRemovedDirs(const std::vector<std::string> &Deleted,
                      llvm::function_ref<bool(llvm::StringRef)> DirGone,
                      DerivedPack &D) {
  llvm::StringSet<> SeenFiles, SeenDirs;
  std::map<std::string, std::string> Groups; // topmost gone dir -> common dir
  for (const std::string &F : Deleted) {
    std::string Top;
    for (llvm::StringRef P = llvm::sys::path::parent_path(F); !P.empty();
         P = llvm::sys::path::parent_path(P))
      if (DirGone(P))
        Top = P.str();
    if (Top.empty()) {
      addUnique(D.RemovedFiles, SeenFiles, F);
      continue;
    }
    std::string Parent = llvm::sys::path::parent_path(F).str();
    auto [It, New] = Groups.try_emplace(Top, Parent);
    while (!New && !llvm::StringRef(Parent + "/").starts_with(It->second + "/"))
      It->second = llvm::sys::path::parent_path(It->second).str();
  }
  for (auto &[Top, Common] : Groups)
    addUnique(D.RemovedDirs, SeenDirs, Common + "/");
}

/// Paths that exist again in the swept tree are no longer removed: a
/// removed directory that came back is replaced by its removed files that
/// did not.
void dropReturnedPaths(const RemovedText &R, const KeptTree &Later,
                       DerivedPack &D) {
  llvm::StringSet<> Now;
  for (const std::string &P : Later.Paths)
    Now.insert(P);
  std::vector<std::string> Dirs;
  for (const std::string &Dir : D.RemovedDirs) {
    if (!Later.Dirs.contains(llvm::StringRef(Dir).rtrim('/'))) {
      Dirs.push_back(Dir);
      continue;
    }
    for (const std::string &P : R.Paths)
      if (llvm::StringRef(P).starts_with(Dir) && !Now.contains(P))
        D.RemovedFiles.push_back(P);
  }
  D.RemovedDirs = std::move(Dirs);
  llvm::erase_if(D.RemovedFiles,
                 [&](const std::string &P) { return Now.contains(P); });
}

/// How many kept files name each of \p Names as a whole path component.
std::vector<unsigned> keptFilesNaming(const KeptTree &Kept,
                                      const std::vector<std::string> &Names) {
  std::vector<LiteralDatabase::Literal> Lits;
  for (const std::string &N : Names)
    Lits.push_back({N});
  LiteralDatabase Db(Lits);
  std::vector<unsigned> Files(Names.size());
  if (!Db.error().empty())
    return Files;
  for (const std::optional<std::string> &T : Kept.Texts) {
    if (!T)
      continue;
    std::vector<bool> Named(Names.size());
    Db.scan(*T, [&](unsigned Id, size_t B) {
      size_t E = B + Names[Id].size();
      Named[Id] = Named[Id] || ((B == 0 || !isIdentChar((*T)[B - 1])) &&
                                (E == T->size() || !isIdentChar((*T)[E])));
    });
    for (size_t I = 0; I < Names.size(); ++I)
      Files[I] += Named[I];
  }
  return Files;
}

/// A removed file's name is a removed path of its own when no kept file
/// has that name and it is specific enough (an extension, a stem of five
/// or more characters): then no include or list entry that spells it can
/// mean a kept file. A name without a token that many kept files name is
/// an artifact's (`tokenizer.json`, `config.json`), not the removal's.
void collectRemovedNames(const KeptTree &Kept, const KeptTree &Later,
                         DerivedPack &D) {
  llvm::StringSet<> KeptNames;
  for (const KeptTree *T : {&Kept, &Later})
    for (const std::string &P : T->Paths)
      KeptNames.insert(llvm::sys::path::filename(P));
  llvm::StringSet<> Seen;
  std::vector<std::string> Names;
  for (const std::string &F : D.RemovedFiles) {
    llvm::StringRef Name = llvm::sys::path::filename(F);
    if (Name != F && llvm::sys::path::stem(Name).size() >= 5 &&
        !llvm::sys::path::extension(Name).empty() &&
        !KeptNames.contains(Name) && Seen.insert(Name).second)
      Names.push_back(Name.str());
  }
  if (Names.empty())
    return;
  std::unique_ptr<Matcher> Owned = tokenMatcher(D.Tokens);
  const Matcher &Tok = *Owned;
  std::vector<unsigned> Naming = keptFilesNaming(Kept, Names);
  for (size_t I = 0; I < Names.size(); ++I)
    if (Naming[I] < 3 || (!Tok.empty() && !Tok.find(Names[I]).empty()))
      D.RemovedNames.push_back(Names[I]);
}

/// Docs link pages by their path below the docs source, without suffix;
/// only pages of a docs tree (a README elsewhere has no URL to keep).
void collectDocPages(const std::vector<std::string> &Deleted, DerivedPack &D) {
  llvm::StringSet<> Seen;
  for (const std::string &F : Deleted) {
    llvm::StringRef Ext = llvm::sys::path::extension(F);
    if (Ext != ".md" && Ext != ".rst")
      continue;
    llvm::StringRef Page(F);
    for (llvm::StringRef Src : {"docs/source/", "docs/", "doc/"})
      if (Page.starts_with(Src)) {
        addUnique(D.DocPages, Seen,
                  Page.drop_front(Src.size()).drop_back(Ext.size()));
        break;
      }
  }
}

llvm::Error resolveRange(llvm::StringRef Dir, DerivedPack &D) {
  llvm::Expected<GitRange> R = resolveGitRange(Dir, D.Base, D.Head);
  if (!R)
    return R.takeError();
  D.RepoRoot = std::move(R->Top);
  D.BaseId = std::move(R->BaseId);
  D.HeadId = std::move(R->HeadId);
  return llvm::Error::success();
}

/// The deleted files and their text, sorted by path, and what the removal
/// did to the files it kept: the lines it deleted and where its hunks
/// land in the new side.
llvm::Error readDeleted(DerivedPack &D, RemovedText &R, AddedLines &Added) {
  llvm::Expected<GitRemoval> Removal =
      readRemoval({D.RepoRoot, D.BaseId, D.HeadId});
  if (!Removal)
    return Removal.takeError();
  for (GitFile &F : Removal->Deleted) {
    R.Paths.push_back(std::move(F.Path));
    R.Texts.push_back(std::move(F.Text));
  }
  D.Added.insert(Removal->Added.begin(), Removal->Added.end());
  for (auto &[Path, Edit] : Removal->Modified) {
    TouchedFile &T = D.Touched[Path];
    for (std::pair<unsigned, unsigned> Hunk : Edit.NewSides) {
      T.Lines.push_back(newSide(Hunk));
      if (Hunk.second) {
        T.Written.push_back(newSide(Hunk));
        Added[Path].push_back(newSide(Hunk));
      }
    }
    T.Deleted = std::move(Edit.Deleted);
    R.DeletedLines[Path] = T.Deleted;
  }
  return llvm::Error::success();
}

/// What a removed target builds, as scripts and manifests spell it:
/// `libX` (.a, .so, .dylib, -dev packages) and `X_debug` variants.
void addArtifacts(DerivedPack &D) {
  std::vector<std::string> Out;
  for (const char *Kind :
       {"CMake target", "build target", "SwiftPM product or target"}) {
    auto It = D.Symbols.find(Kind);
    if (It == D.Symbols.end())
      continue;
    for (const std::string &X : It->second)
      if (allGenericWords(X))
        continue; // libbackend, backend_debug: every project has those
      else if (!llvm::StringRef(X).starts_with("lib"))
        Out.insert(Out.end(), {"lib" + X, X + "_debug"});
      else
        Out.push_back(X + "_debug");
  }
  if (!Out.empty())
    llvm::append_range(D.Symbols["build artifact"], Out);
}

void extractAll(const RemovedText &R, DerivedPack &D) {
  for (size_t I = 0; I < R.Paths.size(); ++I)
    if (R.Texts[I])
      extractSymbols(R.Paths[I], *R.Texts[I], D.Symbols);
  for (auto &[Path, Text] : R.DeletedLines) {
    std::map<std::string, std::vector<std::string>> Lines;
    extractSymbols(Path, Text, Lines);
    Lines.erase("Python module"); // the file is still there
    for (auto &[Kind, Names] : Lines)
      llvm::append_range(D.Symbols[Kind], Names);
  }
  // Another file's name can be no reference to a deleted file's own, nor
  // to a name the deleted text only stood in for.
  D.Symbols.erase(FileLocalName);
  D.Symbols.erase(OutsideName);
  addArtifacts(D);
  for (auto &[Kind, Names] : D.Symbols) {
    llvm::sort(Names);
    Names.erase(std::unique(Names.begin(), Names.end()), Names.end());
  }
}

llvm::Error deriveAll(llvm::StringRef Dir, DerivedPack &D) {
  if (llvm::Error E = resolveRange(Dir, D))
    return E;
  RemovedText Removed;
  AddedLines Added;
  if (llvm::Error E = readDeleted(D, Removed, Added))
    return E;
  llvm::Expected<KeptTree> Kept = loadKeptTree(D.RepoRoot, D.HeadId);
  if (!Kept)
    return Kept.takeError();
  D.Added.insert(Kept->Untracked.begin(), Kept->Untracked.end());
  // With --removed-between, the swept tree may be later than the removal:
  // what it holds again is not a leftover.
  KeptTree Later;
  if (!D.HeadId.empty()) {
    llvm::Expected<KeptTree> Now = loadKeptTree(D.RepoRoot, "");
    if (!Now)
      return Now.takeError();
    Later = std::move(*Now);
    D.Added.insert(Later.Untracked.begin(), Later.Untracked.end());
  }
  groupRemovedDirs(
      Removed.Paths, [&](llvm::StringRef P) { return !Kept->Dirs.contains(P); },
      D);
  collectDocPages(Removed.Paths, D);
  extractAll(Removed, D);
  findForeignCode(*Kept, D);
  chooseTokens(Removed, *Kept, Later, D);
  addSplitSpellings(Removed, *Kept, D);
  addPackageAliases(Removed, Later.Paths.empty() ? *Kept : Later, D);
  dropRedefined(D, *Kept);
  dropQualifiedOnly(D, Later.Paths.empty() ? *Kept : Later);
  if (!Later.Paths.empty()) {
    auto BeforeLater = D.Symbols;
    dropRedefined(D, Later);
    dropLaterSpellings(*Kept, Later, BeforeLater, D);
    collectDangling(*Kept, Later, D);
    dropReturnedPaths(Removed, Later, D);
  }
  collectRemovedNames(*Kept, Later, D);
  collectUnsetVariables(Removed, *Kept, D);
  if (llvm::Error E = collectDeadGlobs(Removed, *Kept, D))
    return E;
  propagateSwitches(*Kept, D, &Removed);
  collectCaseValues(*Kept, D);
  addSwitchWords(Removed, *Kept, Later, D);
  markTentative(D);
  dropKeptSpellings(Removed, Later.Paths.empty() ? *Kept : Later, D);
  // After the propagation: a tentative name guards nothing for certain.
  collectDwindledNames(Removed, Later.Paths.empty() ? *Kept : Later, D);
  collectDwindledHeaders(Removed, *Kept, D);
  collectKeptNames(Removed, Later.Paths.empty() ? *Kept : Later, D);
  collectRemovalNotes(Added, Removed, *Kept, D);
  collectSiblingBackends(Later.Paths.empty() ? *Kept : Later, D);
  collectLiveFiles(Later.Paths.empty() ? *Kept : Later, D);
  collectServedVendored(Removed, *Kept, D);
  collectEmbeddedLines(*Kept, D);
  keepForeignFileStems(*Kept, D);
  return llvm::Error::success();
}

} // namespace

llvm::Error deriveFromGit(llvm::StringRef Dir, llvm::StringRef Base,
                          llvm::StringRef Head, DerivedPack &D) {
  D.Base = Base.str();
  D.Head = Head.str();
  return deriveAll(Dir, D);
}

/// Appends what \p From holds and \p Into does not, in order, in linear time.
static void
appendUnique(std::vector<std::string> &Into,
             const std::vector<std::string> &From,
             llvm::function_ref<bool(const std::string &)> Keep = nullptr) {
  llvm::StringSet<> Seen;
  for (const std::string &S : Into)
    Seen.insert(S);
  for (const std::string &S : From)
    if (!Keep || Keep(S))
      addUnique(Into, Seen, S);
}

void mergeDerived(const DerivedPack &D, RulePack &Pack) {
  addDefaultAllows(Pack, D);
  for (auto Make : {keptNamesAllow, embeddedLinesAllow, removalNotesAllow,
                    removalGuardsAllow, laterPrivateAllow, siblingBackendsAllow,
                    liveFilesAllow, digitWordsAllow})
    if (std::optional<AllowEntry> A = Make(D); A && !Pack.allowById(A->Id))
      Pack.Allow.push_back(std::move(*A));
  // Tokens come from the removed directories' names unless a pack gave them.
  bool TookTokens = Pack.Tokens.empty();
  if (TookTokens)
    appendUnique(Pack.Tokens, D.Tokens);
  appendUnique(Pack.RemovedPaths, D.RemovedDirs);
  appendUnique(Pack.RemovedPaths, D.RemovedFiles);
  appendUnique(Pack.RemovedPaths, D.RemovedNames);
  for (const auto &[Dir, Why] : D.ServedVendored)
    appendUnique(Pack.RemovedPaths, {Dir});
  appendUnique(Pack.RemovedPaths, D.DocPages, [](const std::string &P) {
    return P.find('/') != std::string::npos;
  });
  // A name a token already matches adds nothing but a longer hit, which an
  // allow entry written for the token would no longer cover; unless the
  // token matches it only inside a reserved name, which the scan passes
  // over in C/C++ (GLFW's `_GLFW_MIR`).
  std::unique_ptr<Matcher> Owned = tokenMatcher(Pack.Tokens);
  const Matcher &Tok = *Owned;
  for (auto &[Kind, Names] : D.Symbols)
    appendUnique(Pack.RemovedSymbols, Names, [&](const std::string &N) {
      if (Tok.empty())
        return true;
      std::vector<Hit> Hits = Tok.find(N);
      Matcher::dropReserved(N, Hits);
      return Hits.empty();
    });
  // A token the pack gave stays certain, whatever derivation thought of it.
  for (const auto &[Name, Why] : D.Tentative)
    if (TookTokens || !llvm::is_contained(D.Tokens, Name))
      Pack.Tentative.emplace(Name, Why);
  if (Pack.Backend.empty() && !D.Tokens.empty())
    Pack.Backend = D.Tokens.front();
}

/// Tree text goes into a YAML comment: one line, no control bytes.
static std::string commentSafe(llvm::StringRef S) {
  std::string Out;
  for (char C : S)
    Out += llvm::isPrint(C) ? C : '?';
  return Out;
}

/// One line of evidence per candidate, as a YAML comment.
static void printCandidate(llvm::raw_ostream &OS, const TokenCandidate &C) {
  OS << "#   " << commentSafe(C.Word) << ": ";
  if (C.Family)
    OS << "prefix of " << C.Symbols << " removed names";
  else if (!C.AliasOf.empty()) {
    OS << "an alias the kept tree binds to " << commentSafe(C.AliasOf)
       << "'s package\n";
    return;
  } else if (!C.SpellingOf.empty()) {
    OS << (C.RemovedUses ? "how the removed text writes "
                         : "how the kept tree joins ")
       << commentSafe(C.SpellingOf) << " as words; used " << C.RemovedUses
       << "x there, " << C.KeptUses << "x in the kept tree"
       << (C.Rejected.empty() ? "" : " -- not a token: " + C.Rejected) << "\n";
    return;
  } else
    OS << (C.NamesDir ? "names a removed directory, " : "")
       << (C.NamesSubdir ? "names a directory inside a removed one, " : "")
       << (C.NamesSwitch ? "names a removed switch, " : "")
       << (C.NamesMember ? "names a member of a family of files, " : "")
       << C.TotalFiles << " removed files (" << C.Files << " of "
       << C.GroupFiles << " in one removal), " << C.Symbols << " removed names";
  if (!C.JoinedTo.empty())
    OS << ", joined to " << commentSafe(C.JoinedTo) << " in removed names";
  if (!C.Extends.empty())
    OS << ", writes the token " << commentSafe(C.Extends) << " and more";
  OS << ", " << C.KeptPaths << " kept paths; used " << C.RemovedUses
     << "x in removed text, " << C.KeptUses << "x in " << C.KeptFiles
     << " kept files";
  if (!C.Rejected.empty())
    OS << " -- not a token: " << commentSafe(C.Rejected);
  if (!C.LowConfidence.empty())
    OS << " -- low confidence: " << commentSafe(C.LowConfidence);
  OS << "\n";
}

/// Why the tokens are what they are: every token, and the rejected
/// candidates with the most evidence.
static void printTokenEvidence(llvm::raw_ostream &OS, const DerivedPack &D) {
  const size_t MaxRejected = 25;
  size_t Rejected = 0, Shown = 0;
  OS << "# Token candidates (" << D.SymbolCount << " removed names):\n";
  for (const TokenCandidate &C : D.Candidates) {
    if (!C.Rejected.empty() && ++Rejected > MaxRejected)
      continue;
    printCandidate(OS, C);
    ++Shown;
  }
  if (Shown < D.Candidates.size())
    OS << "#   ... and " << D.Candidates.size() - Shown
       << " more rejected candidates\n";
}

/// `removed_symbols`, or `tentative_symbols` (matched at low confidence),
/// by kind, each with why where derivation knows more than its kind.
static void printSymbols(llvm::raw_ostream &OS, const DerivedPack &D,
                         bool Tentative) {
  if (Tentative)
    OS << "# Matched on their spelling alone (Python names without a token,\n"
          "# which any module may define), set from outside the tree too\n"
          "# (script variables) or still in use (kept names the removal\n"
          "# took most uses of): findings are low-confidence notes, never\n"
          "# fixed. Move a name to removed_symbols to trust it.\n";
  OS << (Tentative ? "tentative_symbols:" : "removed_symbols:");
  bool Any = false;
  for (auto &[Kind, Names] : D.Symbols) {
    bool Header = false;
    for (const std::string &N : Names) {
      if (D.Tentative.count(N) != Tentative)
        continue;
      if (!Header)
        OS << "\n  # " << Kind;
      Header = Any = true;
      OS << "\n  - " << yamlQuote(N);
      auto Why = D.SymbolReasons.find(N);
      if (Why != D.SymbolReasons.end())
        OS << "  # " << commentSafe(Why->second);
    }
  }
  OS << (Any ? "\n" : " []\n");
}

/// The kept-names allow entry, each name with where the kept tree defines
/// it.
static void printKeptNames(llvm::raw_ostream &OS, const DerivedPack &D) {
  std::optional<AllowEntry> A = keptNamesAllow(D);
  if (!A)
    return;
  OS << "  # Names that carry a token but are the kept tree's own:\n";
  for (const auto &[Name, Where] : D.KeptNames) {
    // A definition is placed at `path:line`; a kept directory or asset by
    // its path, a directory's ending in '/'.
    llvm::StringRef W(Where), Line = W.rsplit(':').second;
    bool Defined =
        W.contains(':') && !Line.empty() && llvm::all_of(Line, llvm::isDigit);
    OS << "  #   " << commentSafe(Name)
       << (W.ends_with("/") ? ": names the kept directory "
           : Defined        ? ": defined at "
                            : ": names the kept file ")
       << commentSafe(Where) << "\n";
  }
  printAllowEntry(OS, *A);
}

/// The removal-notes allow entry, each line with the file it is in.
static void printRemovalNotes(llvm::raw_ostream &OS, const DerivedPack &D) {
  std::optional<AllowEntry> A = removalNotesAllow(D);
  if (!A)
    return;
  OS << "  # Lines the removal itself wrote:\n";
  for (const auto &[Path, Lines] : D.RemovalNotes)
    for (const std::string &L : Lines)
      OS << "  #   " << commentSafe(Path) << ": " << commentSafe(L) << "\n";
  for (const std::string &Path : D.RemovalNotices)
    OS << "  #   " << commentSafe(Path)
       << " itself: named for the backend, rewritten whole as a notice\n";
  printAllowEntry(OS, *A);
}

/// The later-private-names allow entry, each file with the names it
/// defines as its own.
static void printLaterPrivate(llvm::raw_ostream &OS, const DerivedPack &D) {
  std::optional<AllowEntry> A = laterPrivateAllow(D);
  if (!A)
    return;
  OS << "  # Removed names a later file defines again as its own statics:\n";
  for (const auto &[Path, Names] : D.LaterPrivate)
    OS << "  #   " << commentSafe(Path) << ": "
       << commentSafe(llvm::join(Names, ", ")) << "\n";
  printAllowEntry(OS, *A);
}

/// A derived allow entry, when there is one, under a comment that says
/// what it holds.
static void printEntry(llvm::raw_ostream &OS, llvm::StringRef Heading,
                       const std::optional<AllowEntry> &A) {
  if (!A)
    return;
  OS << "  # " << Heading << ":\n";
  printAllowEntry(OS, *A);
}

/// `tokens:`, and `tentative_tokens:` when a token's findings are notes.
static void printTokens(llvm::raw_ostream &OS, const DerivedPack &D) {
  for (bool Tentative : {false, true}) {
    std::string List;
    for (const std::string &T : D.Tokens)
      if (D.Tentative.count(T) == Tentative)
        List += (List.empty() ? "" : ", ") + yamlQuote(T);
    if (!Tentative || !List.empty())
      OS << (Tentative ? "tentative_tokens: [" : "tokens: [") << List << "]\n";
  }
}

void printDerivedYaml(llvm::raw_ostream &OS, const DerivedPack &D) {
  OS << "# Derived by `sweeper derive` from the files deleted between "
     << D.Base << " and " << (D.Head.empty() ? "the work tree" : D.Head)
     << ".\n# Edit it (add allow entries for look-alikes) and keep it.\n";
  OS << "backend: " << yamlQuote(D.Tokens.empty() ? "" : D.Tokens.front())
     << "\n";
  printTokenEvidence(OS, D);
  printTokens(OS, D);
  OS << "removed_paths:"
     << (D.RemovedDirs.empty() && D.RemovedFiles.empty() &&
                 D.ServedVendored.empty()
             ? " []"
             : "")
     << "\n";
  for (const std::string &P : D.RemovedDirs)
    OS << "  - " << yamlQuote(P) << "\n";
  for (const std::string &P : D.RemovedFiles)
    OS << "  - " << yamlQuote(P) << "\n";
  for (const std::string &P : D.RemovedNames)
    OS << "  - " << yamlQuote(P)
       << "  # a removed file's name; no kept file has it\n";
  for (const std::string &P : D.DocPages)
    if (P.find('/') != std::string::npos)
      OS << "  - " << yamlQuote(P)
         << "  # a deleted doc page as links name it\n";
  for (const auto &[Dir, Why] : D.ServedVendored)
    OS << "  - " << yamlQuote(Dir) << "  # " << commentSafe(Why) << "\n";
  for (const auto &[Dir, Why] : D.ForeignCode)
    OS << "# Vendored code by its license: " << commentSafe(Dir + ": " + Why)
       << "\n";
  for (const std::string &Why : D.SetAside)
    OS << "# Not taken: " << commentSafe(Why) << "\n";
  printSymbols(OS, D, /*Tentative=*/false);
  printSymbols(OS, D, /*Tentative=*/true);
  printDefaultAllows(OS, D);
  printKeptNames(OS, D);
  printRemovalNotes(OS, D);
  printLaterPrivate(OS, D);
  printEntry(OS, "Lines of vendored code that generated files embed",
             embeddedLinesAllow(D));
  printEntry(OS, "Other backends beside the removed one",
             siblingBackendsAllow(D));
  printEntry(OS, "Kept files named for a word the kept tree lives under",
             liveFilesAllow(D));
  printEntry(OS, "Tokens with digits the removed names never write after them",
             digitWordsAllow(D));
}

} // namespace sweeper

// Tokens that name a removal. Candidates are the words of the removed paths
// (from the removed directory down, or a loose file's name) and of the names
// the removed text defined; a candidate is a token when it is carried by a
// real share of what was removed, names few kept paths, and is used more in
// the removed text than in the kept tree. Prefix families (`nv_cl_`) are
// candidates too. Every decision keeps its evidence for `sweeper derive`.
#include "derive/Tokens.h"
#include "derive/Derive.h"
#include "derive/ForeignCode.h"
#include "derive/Reserved.h"
#include "derive/SchemeMembers.h"
#include "kinds/KindSpec.h"
#include "match/Matcher.h"
#include "match/Segments.h"
#include "rules/RulePack.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include <algorithm>
#include <set>

namespace sweeper {

/// Words that name a part of any project, never one backend.
bool isGenericWord(llvm::StringRef W) {
  static const llvm::StringSet<> Generic = {
      "src",        "source",      "sources",   "lib",        "libs",
      "include",    "inc",         "test",      "tests",      "testing",
      "unittest",   "util",        "utils",     "utility",    "utilities",
      "helper",     "helpers",     "common",    "impl",       "internal",
      "core",       "base",        "main",      "api",        "apis",
      "op",         "ops",         "kernel",    "kernels",    "backend",
      "backends",   "runtime",     "example",   "examples",   "doc",
      "docs",       "script",      "scripts",   "tool",       "tools",
      "build",      "cmake",       "python",    "cpp",        "header",
      "headers",    "init",        "config",    "configs",    "data",
      "misc",       "third",       "party",     "vendor",     "external",
      "extern",     "platform",    "platforms", "device",     "devices",
      "driver",     "drivers",     "module",    "modules",    "plugin",
      "plugins",    "bench",       "benchmark", "benchmarks", "apple",
      "framework",  "frameworks",  "linux",     "windows",    "android",
      "ios",        "darwin",      "macos",     "arm",        "gpu",
      "cpu",        "the",         "and",       "for",        "with",
      "new",        "old",         "legacy",    "fast",       "simple",
      "default",    "generic",     "shared",    "static",     "private",
      "public",     "interface",   "tensor",    "tensors",    "model",
      "models",     "graph",       "node",      "nodes",      "buffer",
      "buffers",    "context",     "ctx",       "stream",     "delegate",
      "partition",  "partitioner", "pass",      "passes",     "mem",
      "memory",     "stub",        "stubs",     "wrapper",    "extension",
      "extensions", "support",     "get",       "set",        "create",
      "free",       "run",         "make",      "type",       "types",
      "enum",       "ext",         "mod",       "app",        "apps",
      "demo",       "sample",      "samples",   "readme",     "index",
      "setup",      "install",     "version",   "options",    "option",
      "target",     "targets"};
  return Generic.contains(W);
}

bool allGenericWords(llvm::StringRef Name) {
  std::vector<std::string> Words = splitWords(Name);
  return !Words.empty() && llvm::all_of(Words, [](const std::string &W) {
    return isGenericWord(W);
  });
}

namespace {

struct Group {
  unsigned Size = 0;
};

class TokenChooser {
public:
  TokenChooser(const RemovedText &Removed, const KeptTree &Kept,
               const KeptTree &Later, DerivedPack &D)
      : Removed(Removed), Kept(Kept), Later(Later), D(D) {}

  void run() {
    After = digitsAfter();
    minePaths();
    mineCompounds();
    mineSymbols();
    mineFamilies();
    countKeptPaths();
    countUses();
    for (auto &[W, C] : Cands)
      judge(C);
    admitJoinedWords();
    admitFileNamesOnTokens();
    judgeKeptDefinitions();
    rejectWordsOnTokens();
    publish();
  }

private:
  const RemovedText &Removed;
  const KeptTree &Kept;
  const KeptTree &Later;
  DerivedPack &D;
  std::map<std::string, TokenCandidate> Cands; // sorted: deterministic
  /// Each compound candidate's removed file name word (`wmma` of `rocwmma`).
  std::map<std::string, std::string> Wrapped;
  std::map<std::string, unsigned> TotalFiles;
  /// digitsAfter(), taken before any word is mined.
  std::map<std::string, std::optional<std::string>> After;
  /// Removed directories whose whole name is one word (`dx11`).
  std::set<std::string> WholeDirNames;

  /// \p Name's words (splitWords), each with the digits every removed name
  /// writes right after it when \p Name writes them too: matplotlib's
  /// `backend_qt4agg.py` gives `qt4`, its kept `backend_qt5.py` no `qt4`.
  std::vector<std::string> words(llvm::StringRef Name) const {
    std::vector<std::string> Out = splitWords(Name);
    for (size_t I = 0; I + 1 < Out.size(); ++I) {
      auto It = After.find(Out[I]);
      if (It != After.end() && It->second && !It->second->empty() &&
          Out[I + 1] == *It->second) {
        Out[I] += Out[I + 1];
        Out.erase(Out.begin() + I + 1);
      }
    }
    return Out;
  }

  /// Whether \p W is a word with the digits every removed name writes
  /// after it (words()): a name, not a version.
  bool writesItsDigits(llvm::StringRef W) const {
    llvm::StringRef Letters = W.rtrim("0123456789");
    auto It = After.find(Letters.str());
    return Letters.size() < W.size() && It != After.end() && It->second &&
           *It->second == W.drop_front(Letters.size());
  }

  TokenCandidate &cand(const std::string &W, bool Family = false) {
    TokenCandidate &C = Cands[W];
    C.Word = W;
    C.Family = Family;
    return C;
  }

  /// The removed directory holding \p Path, or "" for a loose file.
  llvm::StringRef removedDirOf(llvm::StringRef Path) const {
    llvm::StringRef Best;
    for (const std::string &Dir : D.RemovedDirs)
      if (Path.starts_with(Dir) && Dir.size() > Best.size())
        Best = Dir;
    return Best;
  }

  /// The group key of the loose files (no removed directory) sharing a
  /// word; no repository-relative path starts with '/'.
  static constexpr llvm::StringLiteral LooseKey{"/loose:"};

  /// The package a CMake package file finds or configures, one word as
  /// CMake spells it: curl's `CMake/FindWolfSSH.cmake` is wolfSSH's, the
  /// word `lib/vssh/wolfssh.c` is named for, not `wolf` and `ssh`.
  static std::optional<std::string> cmakePackageOf(llvm::StringRef Path) {
    llvm::StringRef Name = llvm::sys::path::filename(Path);
    if (!Name.consume_back(".cmake"))
      return std::nullopt;
    if (!Name.consume_front("Find") && !Name.consume_back("Config") &&
        !Name.consume_back("-config"))
      return std::nullopt;
    if (Name.size() < 3 || !llvm::all_of(Name, llvm::isAlnum))
      return std::nullopt;
    return Name.lower();
  }

  /// The removed directory's own name and the file's; a loose file's name
  /// only: the directories above were kept and say nothing about the
  /// removal. Of those between, only a part of the removal in its own right
  /// (\p Parts, markSubdirs()) counts: the others are how the backend sorted
  /// its files (SDL's WinRT removal kept seven images in
  /// `testdraw/Assets/`).
  std::set<std::string> pathWords(llvm::StringRef Path, llvm::StringRef Dir,
                                  const std::set<std::string> &Parts) const {
    std::string Names = llvm::sys::path::stem(Path).str();
    if (!Dir.empty())
      Names += "/" + llvm::sys::path::filename(Dir.rtrim('/')).str();
    for (llvm::StringRef Sub = llvm::sys::path::parent_path(Path);
         Sub.size() > Dir.size(); Sub = llvm::sys::path::parent_path(Sub))
      if (Parts.count(Sub.str()))
        Names += "/" + llvm::sys::path::filename(Sub).str();
    std::vector<std::string> Words = words(Names);
    std::set<std::string> Out(Words.begin(), Words.end());
    if (std::optional<std::string> Pkg = cmakePackageOf(Path))
      Out.insert(*Pkg);
    return Out;
  }

  /// The extension of \p Path as a word: three letters or more.
  static std::string extensionWord(llvm::StringRef Path) {
    llvm::StringRef Ext = llvm::sys::path::extension(Path);
    Ext.consume_front(".");
    return Ext.size() >= 3 && llvm::all_of(Ext, llvm::isAlpha) ? Ext.lower()
                                                               : "";
  }

  /// Extensions of removed files that no kept file has and that a removed
  /// file's own name carries too: the removal took a kind of file whole,
  /// and the kind's name is its word. libuv's GYP removal deleted
  /// `uv.gyp`, `test/test.gyp` and `common.gypi` beside `gyp_uv.py`. An
  /// IDE's `.idea/*.xml` or stray `*.orig` files name no tool of the tree.
  std::set<std::string> goneExtensions() const {
    std::set<std::string> Gone, Named;
    for (const std::string &P : Removed.Paths) {
      if (std::string E = extensionWord(P); !E.empty())
        Gone.insert(E);
      std::vector<std::string> Ws = words(llvm::sys::path::stem(P));
      Named.insert(Ws.begin(), Ws.end());
    }
    for (const std::string &P : Kept.Paths)
      Gone.erase(extensionWord(P));
    std::set<std::string> Out;
    for (const std::string &E : Gone)
      if (Named.count(E))
        Out.insert(E);
    return Out;
  }

  /// Per word: the files carrying it in each group (a removed directory,
  /// a kept directory's loose files, or the loose files sharing it), and
  /// each group's size.
  struct PathGroups {
    std::map<std::string, Group> Sizes;
    std::map<std::string, std::map<std::string, unsigned>> PerWord;
    std::map<std::string, std::set<std::string>> LooseDirs, LooseStems;
  };

  void groupPath(const std::string &P, const std::set<std::string> &Parts,
                 const std::set<std::string> &GoneExts, PathGroups &G) {
    llvm::StringRef Dir = removedDirOf(P);
    std::string Key =
        Dir.empty() ? llvm::sys::path::parent_path(P).str() + "/" : Dir.str();
    ++G.Sizes[Key].Size;
    std::set<std::string> Words = pathWords(P, Dir, Parts);
    if (GoneExts.count(extensionWord(P)))
      Words.insert(extensionWord(P));
    for (const std::string &W : Words) {
      ++G.PerWord[W][Key];
      ++TotalFiles[W];
      if (!Dir.empty())
        continue;
      ++G.PerWord[W][LooseKey.str() + W];
      G.LooseDirs[W].insert(Key);
      G.LooseStems[W].insert(llvm::sys::path::stem(P).str());
    }
  }

  /// Loose files in several directories whose names share a word are one
  /// removal of their own: `src/nwp-io.c` and `tools/nwp-dump.c`; so are
  /// a source and its header (`mod_roar.c`, `mod_roar.h`). Other files of
  /// one directory are a part of the removal there, which the word must
  /// carry half of: libuv's GYP removal took `android-configure-x86` and
  /// `android-configure-x86_64` beside seven other files, and `x86` is an
  /// architecture.
  static void groupLooseFiles(PathGroups &G) {
    for (auto &[W, ByGroup] : G.PerWord) {
      auto Loose = ByGroup.find(LooseKey.str() + W);
      if (Loose == ByGroup.end())
        continue;
      if (Loose->second < 2 ||
          (G.LooseDirs[W].size() < 2 && G.LooseStems[W].size() > 1))
        ByGroup.erase(Loose);
      else
        G.Sizes[Loose->first].Size = Loose->second;
    }
  }

  void markRemovedDirs() {
    for (const std::string &Dir : D.RemovedDirs) {
      std::vector<std::string> Ws =
          words(llvm::sys::path::filename(llvm::StringRef(Dir).rtrim('/')));
      for (const std::string &W : Ws)
        cand(W).NamesDir = true;
      if (Ws.size() == 1)
        WholeDirNames.insert(Ws.front());
    }
  }

  void minePaths() {
    PathGroups G;
    const std::set<std::string> Parts = markSubdirs();
    const std::set<std::string> GoneExts = goneExtensions();
    for (const std::string &P : Removed.Paths)
      groupPath(P, Parts, GoneExts, G);
    groupLooseFiles(G);
    markRemovedDirs();
    for (const auto &[W, Path] : schemeMembers(D.RemovedFiles, Kept))
      if (G.PerWord.count(W))
        cand(W).NamesMember = true;
    for (auto &[W, ByGroup] : G.PerWord) {
      TokenCandidate &C = cand(W);
      C.TotalFiles = TotalFiles[W];
      for (auto &[Key, N] : ByGroup) {
        unsigned Size = G.Sizes[Key].Size;
        // The group where the word is most concentrated.
        if (!C.GroupFiles ||
            uint64_t(N) * C.GroupFiles > uint64_t(C.Files) * Size)
          C.Files = N, C.GroupFiles = Size;
      }
    }
  }

  /// A one-word directory inside a removed one, holding ten or more of its
  /// files, is a part of the removal in its own right: microTVM's removal
  /// took `apps/microtvm/zephyr/` (45 files) and `arduino/` (18), the
  /// platforms it ran on, whose install scripts and Dockerfile lines
  /// stayed. Its share of the whole removal says nothing (33 of 89 files);
  /// the other tests still apply. A smaller one holds one demo's files:
  /// a three-file `fvp/` named the simulator kept tools still install.
  /// Returns those directories.
  std::set<std::string> markSubdirs() {
    std::set<std::string> Parts;
    std::map<std::string, unsigned> FilesIn; // nested dir -> removed files
    for (const std::string &P : Removed.Paths) {
      llvm::StringRef Dir = removedDirOf(P);
      if (Dir.empty())
        continue;
      for (llvm::StringRef Sub = llvm::sys::path::parent_path(P);
           Sub.size() > Dir.size(); Sub = llvm::sys::path::parent_path(Sub))
        ++FilesIn[Sub.str()];
    }
    for (const auto &[Sub, N] : FilesIn) {
      std::vector<std::string> Words = words(llvm::sys::path::filename(Sub));
      if (N >= 10 && Words.size() == 1) {
        cand(Words.front()).NamesSubdir = true;
        Parts.insert(Sub);
      }
    }
    return Parts;
  }

  /// A removed file's name word inside a longer word of its text:
  /// `fattn-wmma-f16.cu` wraps `rocwmma`, the library it included and
  /// named throughout. The longer word is carried by the same files.
  void mineCompounds() {
    std::vector<TokenCandidate> PathWords;
    for (auto &[W, C] : Cands)
      if (C.Files > 0 && W.size() >= 4 && !isGenericWord(W))
        PathWords.push_back(C);
    if (PathWords.empty())
      return;
    std::set<std::string> TextWords;
    for (const std::optional<std::string> &T : Removed.Texts)
      if (T)
        for (std::string &W : splitWords(*T))
          TextWords.insert(std::move(W));
    for (const std::string &W : TextWords)
      for (const TokenCandidate &P : PathWords)
        if (W.size() > P.Word.size() && llvm::StringRef(W).contains(P.Word) &&
            !Cands.count(W)) {
          TokenCandidate &C = cand(W);
          C.Compound = true;
          Wrapped[W] = P.Word;
          C.Files = P.Files;
          C.GroupFiles = P.GroupFiles;
          C.TotalFiles = P.TotalFiles;
          TotalFiles[W] = P.TotalFiles;
        }
  }

  void mineSymbols() {
    for (const auto &[Kind, Names] : D.Symbols) {
      if (Kind == "Python module" || Kind == "build artifact")
        continue; // a path, mined above; names derived from other names
      for (const std::string &N : Names) {
        ++D.SymbolCount;
        std::vector<std::string> Words = words(N);
        for (const std::string &W :
             std::set<std::string>(Words.begin(), Words.end()))
          ++cand(W).Symbols;
      }
    }
  }

  /// Prefixes of two or more `_`-separated words that three or more removed
  /// names share: `nv_cl` from nv_cl_init, nv_cl_mul_mat, nv_cl_free.
  void mineFamilies() {
    std::map<std::string, std::set<std::string>> Members;
    for (const auto &[Kind, Names] : D.Symbols)
      for (const std::string &N : Names) {
        if (Kind == "build artifact")
          break;
        llvm::SmallVector<llvm::StringRef, 8> Parts;
        llvm::StringRef(N).split(Parts, '_', -1, /*KeepEmpty=*/false);
        std::string Prefix = Parts.empty() ? "" : Parts[0].lower();
        for (size_t K = 1; K + 1 < Parts.size(); ++K) {
          Prefix += "_" + Parts[K].lower();
          Members[Prefix].insert(N);
        }
      }
    for (auto &[Prefix, Names] : Members)
      if (Names.size() >= 3)
        cand(Prefix, /*Family=*/true).Symbols = Names.size();
  }

  void countPaths(const std::vector<std::string> &Paths,
                  unsigned TokenCandidate::*Field,
                  const llvm::StringSet<> &Skip = {}) {
    for (const std::string &P : Paths) {
      if (Skip.contains(P))
        continue;
      std::vector<std::string> Words = words(P);
      for (const std::string &W :
           std::set<std::string>(Words.begin(), Words.end())) {
        auto It = Cands.find(W);
        if (It != Cands.end())
          ++(It->second.*Field);
      }
    }
  }

  /// A directory counts once: matplotlib keeps five `qt4_editor_options`
  /// icons in one folder, one name in four formats and sizes.
  void countKeptPaths() {
    std::map<std::string, std::set<std::string>> DirsOf; // word -> dirs
    for (const std::string &P : Kept.Paths)
      for (const std::string &W :
           inVendoredCode(P, D) ? std::vector<std::string>() : words(P))
        if (Cands.count(W))
          DirsOf[W].insert(llvm::sys::path::parent_path(P).str());
    for (auto &[W, Dirs] : DirsOf)
      Cands[W].KeptPaths = Dirs.size();
    llvm::StringSet<> AtHead;
    for (const std::string &P : Kept.Paths)
      AtHead.insert(P);
    countPaths(Later.Paths, &TokenCandidate::LaterPaths, AtHead);
  }

  /// Uses in the removed, kept and later texts. One automaton reports one
  /// literal per place, so a candidate inside another (`ggml` in the family
  /// `ggml_cl`, `nss` in `nss_load`) would hide it there: candidates are
  /// counted in groups in which none holds another, an automaton each.
  void countUses() {
    std::vector<llvm::StringRef> Words;
    for (auto &[W, C] : Cands)
      if (cheapReason(C).empty() || C.NamesMember ||
          (W.size() >= 3 && !llvm::any_of(W, llvm::isDigit)))
        Words.push_back(W);
    // Longest first: a word can only lie inside one placed before it.
    llvm::stable_sort(Words, [](llvm::StringRef A, llvm::StringRef B) {
      return A.size() > B.size();
    });
    std::vector<RulePack> Groups;
    for (llvm::StringRef W : Words) {
      auto Holds = [&](const std::string &T) {
        return llvm::StringRef(T).contains_insensitive(W);
      };
      auto It = llvm::find_if(Groups, [&](const RulePack &G) {
        return llvm::none_of(G.Tokens, Holds);
      });
      if (It == Groups.end())
        It = Groups.emplace(Groups.end());
      It->Tokens.push_back(W.str());
    }
    for (const RulePack &P : Groups) {
      Matcher M(P);
      if (!M.empty() && M.error().empty())
        countWith(M);
    }
  }

  void countWith(const Matcher &M) {
    for (const std::optional<std::string> &T : Removed.Texts)
      if (T)
        count(M, *T, &TokenCandidate::RemovedUses, nullptr);
    for (const auto &[Path, T] : Removed.DeletedLines)
      count(M, T, &TokenCandidate::RemovedUses, nullptr);
    // Vendored code names what it names for its own reasons (SDL keeps
    // Khronos's Vulkan headers, which name DirectFB). What the change
    // wrote is no use of the kept tree's: thirty lines of a pull request
    // must not outvote a removed name.
    for (size_t I = 0; I < Kept.Texts.size(); ++I) {
      const std::string &P = Kept.Paths[I];
      if (!Kept.Texts[I] || inVendoredCode(P, D) || D.Added.count(P))
        continue;
      auto Touched = D.Touched.find(P);
      count(M, *Kept.Texts[I], &TokenCandidate::KeptUses,
            &TokenCandidate::KeptFiles,
            Touched == D.Touched.end() ? nullptr : &Touched->second);
    }
    for (const std::optional<std::string> &T : Later.Texts)
      if (T)
        count(M, *T, &TokenCandidate::LaterUses, nullptr);
  }

  /// Counts \p M's hits in \p Text, but for those on lines \p Written
  /// wrote.
  void count(const Matcher &M, llvm::StringRef Text,
             unsigned TokenCandidate::*Uses, unsigned TokenCandidate::*Files,
             const TouchedFile *Written = nullptr) {
    llvm::StringSet<> Seen;
    size_t At = 0;
    unsigned Line = 1;
    std::vector<Hit> Hits = M.find(Text);
    llvm::sort(Hits,
               [](const Hit &A, const Hit &B) { return A.Offset < B.Offset; });
    for (const Hit &H : Hits) {
      if (Written) {
        Line += Text.slice(At, H.Offset).count('\n');
        At = H.Offset;
        if (Written->wrote(Line))
          continue;
      }
      llvm::StringRef W = M.literal(H.Literal);
      TokenCandidate &C = Cands[W.str()];
      ++(C.*Uses);
      if (Files && Seen.insert(W).second)
        ++(C.*Files);
    }
  }

  std::string cheapReason(const TokenCandidate &C) const {
    std::string Why = wordReason(C);
    return !Why.empty() || C.Family ? Why : evidenceReason(C);
  }

  /// `curl_build`: a word in a large share of kept files (the project's
  /// prefix) and a generic word name a convention of the whole project.
  /// curl's Secure Transport code defined `CURL_BUILD_MAC_10_8` and its
  /// kind; the kept build says `CURL_BUILD_TESTING`, the kept library
  /// `Curl_build_unencoding_stack`. A longer family (`curl_build_mac`)
  /// may still be one.
  bool projectConvention(llvm::StringRef Family) const {
    auto [First, Rest] = Family.split('_');
    auto It = Cands.find(First.str());
    return !Rest.contains('_') && isGenericWord(Rest) && It != Cands.end() &&
           It->second.KeptFiles > frequent();
  }

  /// Whether \p W has digits between letters, as a name has (`d3d11`,
  /// `i18n`) and a version or a size (`v2`, `f16`) does not.
  static bool digitsInside(llvm::StringRef W) {
    size_t First = W.find_first_of("0123456789");
    return First != llvm::StringRef::npos && First > 0 &&
           W.find_last_not_of("0123456789") > First;
  }

  /// A word of letters and digits that a removed directory is named by
  /// alone (wgpu's `wgpu-hal/src/dx11/`), or that a removed file adds to
  /// its family's scheme (`codec_mp3.c`): named for what it held, not a
  /// version or a size.
  bool coinedName(const TokenCandidate &C) const {
    return (WholeDirNames.count(C.Word) || C.NamesMember) &&
           llvm::count_if(C.Word, llvm::isAlpha) >= 2 &&
           llvm::any_of(C.Word, llvm::isDigit);
  }

  /// What the word itself rules out, whatever carries it.
  std::string wordReason(const TokenCandidate &C) const {
    if (C.Word.size() < 3)
      return "shorter than 3 characters";
    // A rule pack's tokens are ASCII letters, digits and `_`: a saved
    // pack must load back.
    if (!llvm::all_of(C.Word,
                      [](char Ch) { return llvm::isAlnum(Ch) || Ch == '_'; }))
      return "not ASCII letters and digits";
    if (llvm::any_of(C.Word, llvm::isDigit) && !C.Family &&
        !writesItsDigits(C.Word) && !digitsInside(C.Word) && !coinedName(C))
      return "has digits (a version or size, not a name)";
    if (!C.Family && isGenericWord(C.Word))
      return "a generic word";
    if (!C.Family && reservedName(C.Word))
      return "a language keyword or reserved name";
    if (C.Word ==
        llvm::StringRef(llvm::sys::path::filename(D.RepoRoot)).lower())
      return "the repository's own name";
    // `test_`, `get_`, `create_`: a prefix the whole project names things
    // with. TVM's microTVM removal had 20 such families (`test_tflite`,
    // `compile_and`); each flagged only kept tests and helpers.
    if (C.Family && isGenericWord(C.Word.substr(0, C.Word.find('_'))))
      return "a naming convention (begins with a generic word)";
    if (C.Family && projectConvention(C.Word))
      return "a naming convention (the project's prefix and a generic word)";
    if (C.Family)
      return "";
    if (C.LaterPaths)
      return llvm::formatv("names {0} paths added after the removal (a later "
                           "change reuses the name)",
                           C.LaterPaths)
          .str();
    return "";
  }

  /// A removal of one file is its backend: mpv's `ao_sndio.c` held the
  /// sndio audio output whole. A word of its name that names no kept path
  /// and that its text spells three times or more is the removal's name.
  bool soleFileName(const TokenCandidate &C) const {
    return Removed.Paths.size() == 1 && C.Files == 1 && !C.KeptPaths &&
           C.RemovedUses >= 3;
  }

  /// A member of a family of files, removed with others: lighttpd removed
  /// four of its `src/mod_*.c` modules in one change, each the whole of
  /// what it named. The file spells its word three times or more; its
  /// configuration and tests may be kept files named for it.
  static bool removedMember(const TokenCandidate &C) {
    return C.NamesMember && C.TotalFiles == 1 && C.RemovedUses >= 3;
  }

  /// How much of the removal carries it. A directory named for it, removed
  /// whole, is evidence of its own.
  std::string evidenceReason(const TokenCandidate &C) const {
    if (removedMember(C))
      return "";
    if (C.Files + C.Symbols + C.NamesDir + C.NamesSubdir < 2 &&
        !soleFileName(C))
      return "only one removed file or symbol carries it";
    // Two or more files, half of their removal; or three or more names, a
    // quarter of all removed: one file or name is a detail, not the removal.
    bool ByFiles = C.Files >= 2 && C.Files * 2 >= C.GroupFiles;
    bool ByNames = C.Symbols >= 3 && C.Symbols * 4 >= D.SymbolCount;
    if (!ByFiles && !ByNames && !C.NamesDir && !C.NamesSubdir &&
        !soleFileName(C))
      return llvm::formatv("carried by only {0} of {1} removed files and {2} "
                           "of {3} removed names",
                           C.Files, C.GroupFiles, C.Symbols, D.SymbolCount)
          .str();
    unsigned Total = TotalFiles.count(C.Word) ? TotalFiles.at(C.Word) : 0;
    // A word every removed file carries is the removal's name, whatever
    // kept files carry it too: matplotlib removed `backend_qt4.py`,
    // `backend_qt4agg.py` and `backend_qt4cairo.py` and kept the
    // `qt4_editor_options` icons.
    bool Everywhere = Total >= 2 && Total == Removed.Paths.size();
    if (C.KeptPaths >= 2 && C.KeptPaths * 4 > Total && !Everywhere)
      return llvm::formatv("names {0} kept paths", C.KeptPaths).str();
    // A folder inside the removed one is a part of it, named for what the
    // part served: TVM's MSC module held `framework/tensorrt/` and
    // `framework/tensorflow/` beside the kept TensorRT backend and
    // TensorFlow frontend, which name paths and use the word a third as
    // often as the removal or more. microTVM's `zephyr/` and `arduino/`
    // templates left one install script each and an eighth of the uses.
    if (C.NamesSubdir && !C.NamesDir && C.KeptPaths &&
        C.KeptUses * 3 >= C.RemovedUses)
      return llvm::formatv("names a part of the removed folder, {0} kept "
                           "paths and is used {1}x in the kept tree",
                           C.KeptPaths, C.KeptUses)
          .str();
    return "";
  }

  /// The family of two or more words that \p C extends and that the kept
  /// tree uses more than the removed text did: a naming scheme of kept
  /// code, which the removal's names were members of. ggml's Kompute code
  /// named its kernels `ggml_vk_get_rows_*` after the kept Vulkan
  /// backend's `ggml_vk_`; the family is no more the removal's than its
  /// prefix.
  const TokenCandidate *keptScheme(const TokenCandidate &C) const {
    llvm::StringRef W = C.Word;
    for (size_t Cut = W.rfind('_'); C.Family && Cut && Cut != W.npos;
         Cut = W.rfind('_', Cut - 1)) {
      llvm::StringRef Prefix = W.take_front(Cut);
      if (!Prefix.contains('_'))
        break;
      auto It = Cands.find(Prefix.str());
      if (It != Cands.end() && It->second.KeptUses > It->second.RemovedUses)
        return &It->second;
    }
    return nullptr;
  }

  /// More kept files than this use a word of the whole project.
  size_t frequent() const {
    return std::max<size_t>(20, Kept.Paths.size() / 10);
  }

  /// What a build builds: its variants are named as the build names them.
  static bool isBuildTarget(llvm::StringRef Kind) {
    return Kind == "CMake target" || Kind == "build target" ||
           Kind == "SwiftPM product or target";
  }

  /// Words that removed names join to an accepted token (`fsim` of
  /// `vta_fsim`), with the token, that the word itself does not rule out.
  std::map<std::string, std::string> joinedWords() const {
    std::map<std::string, std::string> Joined;
    for (const auto &[Kind, Names] : D.Symbols)
      for (const std::string &N : Names) {
        if (!isBuildTarget(Kind))
          continue;
        std::vector<std::string> Words = splitWords(N);
        auto Tok = llvm::find_if(Words, [&](const std::string &W) {
          auto It = Cands.find(W);
          return It != Cands.end() && It->second.Rejected.empty() &&
                 !It->second.Family;
        });
        if (Tok != Words.end())
          for (const std::string &W : Words) {
            auto It = Cands.find(W);
            if (It != Cands.end() && !It->second.Rejected.empty() &&
                wordReason(It->second).empty() && It->second.RemovedUses &&
                It->second.KeptFiles <= frequent())
              Joined.emplace(W, *Tok);
          }
      }
    return Joined;
  }

  /// Per joined word: kept files that use it, and those that use a token
  /// too.
  std::map<std::string, std::pair<unsigned, unsigned>>
  keptCompany(const std::map<std::string, std::string> &Joined) const {
    RulePack P;
    for (const auto &[W, Tok] : Joined)
      P.Tokens.push_back(W);
    for (const auto &[W, C] : Cands)
      if (C.Rejected.empty() && !C.Family)
        P.Tokens.push_back(W);
    std::map<std::string, std::pair<unsigned, unsigned>> Company;
    Matcher M(P);
    if (M.empty() || !M.error().empty())
      return Company;
    for (const std::optional<std::string> &T : Kept.Texts) {
      if (!T)
        continue;
      std::set<std::string> Here;
      for (const Hit &H : M.find(*T))
        Here.insert(M.literal(H.Literal).lower());
      bool WithToken = llvm::any_of(
          Here, [&](const std::string &W) { return !Joined.count(W); });
      for (const std::string &W : Here)
        if (Joined.count(W)) {
          ++Company[W].first;
          Company[W].second += WithToken;
        }
    }
    return Company;
  }

  /// A word that a removed build target joins to a token names a variant
  /// of the removed thing, however few names carry it: VTA's removal
  /// built `vta_fsim` and `vta_tsim`, its two simulators, and CI scripts,
  /// Dockerfiles and comments kept saying fsim and tsim. It is a token when
  /// two thirds or more of the kept files (three or more) that use it use
  /// the token too: its kept uses are where the removal's leftovers are,
  /// not the kept tree's own vocabulary. Or when the removal used it twice
  /// as much as the kept tree: after follow-up cleanups the token is gone
  /// from the files that still say fsim.
  void admitJoinedWords() {
    std::map<std::string, std::string> Joined = joinedWords();
    if (Joined.empty())
      return;
    auto Company = keptCompany(Joined);
    for (const auto &[W, Tok] : Joined) {
      TokenCandidate &C = Cands[W];
      auto [Files, WithToken] = Company[W];
      bool Beside = Files >= 3 && WithToken * 3 >= Files * 2;
      if (Beside || C.KeptUses * 2 <= C.RemovedUses) {
        C.Rejected.clear();
        C.JoinedTo = Tok;
      }
    }
  }

  /// The accepted token \p W begins or ends with, leaving two letters or
  /// more, or null.
  const TokenCandidate *tokenInside(llvm::StringRef W) const {
    for (const auto &[T, C] : Cands)
      if (C.Rejected.empty() && !C.Family && W.size() >= T.size() + 2 &&
          (W.starts_with(T) || W.ends_with(T)))
        return &C;
    return nullptr;
  }

  /// A removed file named with an accepted token and more in one word
  /// is a part of the backend: SQLAlchemy's removed `informix/` dialect
  /// held its driver module `informixdb.py`, and kept tests said
  /// `fails_on('+informixdb')`. It passes when the word itself does, no
  /// kept path carries it (a removed `win/` port's `window.c` beside the
  /// kept `x11_window.c`) and the kept tree uses it no more than twice as
  /// often as the removed text.
  void admitFileNamesOnTokens() {
    for (auto &[W, C] : Cands) {
      if (C.Rejected.empty() || C.Family || C.Compound || !C.Files ||
          C.KeptPaths || !wordReason(C).empty() ||
          C.KeptUses > 2 * C.RemovedUses || C.KeptFiles > frequent())
        continue;
      if (const TokenCandidate *T = tokenInside(W)) {
        C.Rejected.clear();
        C.Extends = T->Word;
      }
    }
  }

  /// A longer word built on an accepted token is another word, not a
  /// second name of the backend: microTVM's `micro` is one, and the
  /// removed text's `micros`, `microcontrollers` and `timeout_microsec`
  /// say micro-seconds and micro-controllers, as kept Hexagon code's
  /// `HEX_MICROSEC` does. A compound wrapping a rejected word stays
  /// (`rocwmma` around the `wmma` the kept CUDA code uses).
  void rejectWordsOnTokens() {
    for (auto &[W, C] : Cands) {
      auto It = Wrapped.find(W);
      if (!C.Rejected.empty() || It == Wrapped.end())
        continue;
      // A member's word says nothing of a longer one with evidence of its
      // own: a removed `fattn-wmma.cu` must not hide `rocwmma`.
      const TokenCandidate &Base = Cands.at(It->second);
      if (Base.Rejected.empty() && !Base.Family && !Base.NamesMember)
        C.Rejected =
            llvm::formatv("a longer word built on the token '{0}'", Base.Word);
    }
  }

  /// A removed directory named for it, or half of a removal's files. A
  /// directory inside a removed one is weaker: a `testdata/` there names
  /// what every part of the project has.
  static bool strongPathEvidence(const TokenCandidate &C) {
    return C.Files > 0 &&
           (C.NamesDir || !C.NamesSubdir || C.Files * 2 >= C.GroupFiles);
  }

  /// A word of the whole project (its prefix, a common term) is in a large
  /// share of kept files; a removed backend's name only in its leftovers.
  /// Without path evidence, a name must also be used mostly in the removed
  /// text.
  void judge(TokenCandidate &C) const {
    C.Rejected = cheapReason(C);
    if (!C.Rejected.empty())
      return;
    if (C.KeptFiles > frequent())
      C.Rejected = llvm::formatv("in {0} of {1} kept files", C.KeptFiles,
                                 Kept.Paths.size());
    else if (C.RemovedUses == 0)
      C.Rejected = "never used in the removed text";
    else if (const TokenCandidate *S = keptScheme(C))
      C.Rejected = llvm::formatv("extends '{0}', which the kept tree uses "
                                 "{1}x and the removed text {2}x",
                                 S->Word, S->KeptUses, S->RemovedUses);

    else if (C.LaterUses > C.KeptUses)
      C.Rejected = llvm::formatv("used {0}x in the swept tree, {1}x right "
                                 "after the removal (a later change reuses it)",
                                 C.LaterUses, C.KeptUses);
    else if (C.Compound &&
             (C.RemovedUses < 5 || C.KeptUses * 2 > C.RemovedUses))
      C.Rejected = llvm::formatv("a longer word of the removed text, used "
                                 "{0}x there and {1}x in the kept tree",
                                 C.RemovedUses, C.KeptUses);
    // A member's tests and settings outlive it in kept files: lighttpd's
    // spell `secdownload` twice as often as its module did. A directory
    // with a coined name need not spell it inside: wgpu's Rust module
    // `dx11/` wrote `dx11` 9 times, the kept features, `cfg`s and enum
    // variants that selected it 119 times. It stays, at low confidence,
    // as a bundled `sha256/` the kept tree calls OpenSSL's for would; an
    // English word (TVM's `bare/`) is rejected.
    else if (C.KeptUses > (removedMember(C) ? 4 : 2) * C.RemovedUses) {
      bool Coined = WholeDirNames.count(C.Word) && coinedName(C);
      (Coined ? C.LowConfidence : C.Rejected) =
          llvm::formatv("used far more in the kept tree ({0}) than in the "
                        "removed text ({1})",
                        C.KeptUses, C.RemovedUses);
      if (Coined)
        D.Tentative[C.Word] =
            llvm::formatv("a coined name the kept tree uses far more ({0}) "
                          "than the removed text ({1})",
                          C.KeptUses, C.RemovedUses);
    } else if (!strongPathEvidence(C) && C.KeptUses > C.RemovedUses)
      C.Rejected = llvm::formatv("used more in the kept tree ({0}) than in "
                                 "the removed text ({1})",
                                 C.KeptUses, C.RemovedUses);
  }

  /// Whether \p Name holds the lower-case \p Word as a segment.
  static bool carriesSegment(llvm::StringRef Name, llvm::StringRef Word) {
    std::string Lower = Name.lower();
    for (size_t At = Lower.find(Word); At != std::string::npos;
         At = Lower.find(Word, At + 1))
      if (isSegment(Name, At, At + Word.size()))
        return true;
    return false;
  }

  /// Names carrying each accepted candidate, defined by the removal (\p
  /// ByRemoval) and by kept files without the removed text ever using them
  /// (\p ByKept): a leftover's names (the switch that guarded the removed
  /// code) are the removed text's too. A name counts for every candidate
  /// inside it: `vo_cocoa_init` for the family `vo_cocoa` and for `cocoa`.
  void definitionsWith(const Matcher &M, const std::vector<std::string> &Words,
                       std::map<std::string, std::set<std::string>> &ByRemoval,
                       std::map<std::string, std::set<std::string>> &ByKept) {
    auto Carried = [&](const std::string &N, auto &By) {
      for (const std::string &W : Words)
        if (carriesSegment(N, W))
          By[W].insert(N);
    };
    for (const auto &[Kind, Names] : D.Symbols)
      for (const std::string &N : Names)
        Carried(N, ByRemoval);
    llvm::StringSet<> Used = removedIdentifiers();
    for (size_t I = 0; I < Kept.Texts.size(); ++I) {
      const std::optional<std::string> &T = Kept.Texts[I];
      if (!T || D.Added.count(Kept.Paths[I]) || M.find(*T).empty())
        continue;
      std::map<std::string, std::vector<std::string>> Defs;
      extractSymbols(Kept.Paths[I], keptText(Kept.Paths[I], *T), Defs);
      for (const auto &[Kind, Names] : Defs)
        for (const std::string &N : Names)
          if ((codeDefinition(Kind) || Kind == FileLocalName) &&
              !Used.contains(N) && plainName(N))
            Carried(N, ByKept);
    }
  }

  /// \p Text without the lines the change wrote into it, left empty so
  /// the others keep their numbers: what it defines there is no evidence.
  std::string keptText(const std::string &Path, llvm::StringRef Text) const {
    auto It = D.Touched.find(Path);
    if (It == D.Touched.end() || It->second.Written.empty())
      return Text.str();
    std::string Out;
    unsigned Line = 1;
    for (llvm::StringRef Rest = Text; !Rest.empty(); ++Line) {
      auto [L, Tail] = Rest.split('\n');
      Out += It->second.wrote(Line) ? llvm::StringRef() : L;
      Out += '\n';
      Rest = Tail;
    }
    return Out;
  }

  /// Functions, types, classes and macros: what code is built from. A
  /// leftover is more often configuration around the removed code (a
  /// benchmark's `--tinyk-max-k`, a list `ALL_OPS_NO_TINYK`).
  static bool codeDefinition(llvm::StringRef Kind) {
    return Kind.starts_with("C/C++") || Kind == "Python function" ||
           Kind == "Python class";
  }

  /// ASCII letters, digits and `_`: the evidence quotes such a name in
  /// the derived YAML, and a tree's other bytes have no place there.
  static bool plainName(llvm::StringRef N) {
    return llvm::all_of(N, [](char C) { return llvm::isAlnum(C) || C == '_'; });
  }

  /// Every identifier the removed text (deleted lines included) uses.
  llvm::StringSet<> removedIdentifiers() const {
    llvm::StringSet<> Ids;
    auto Add = [&](llvm::StringRef T) {
      for (size_t I = 0; I < T.size();) {
        size_t E = I;
        while (E < T.size() && isIdentChar(T[E]))
          ++E;
        if (E > I)
          Ids.insert(T.slice(I, E));
        I = E + 1;
      }
    };
    for (const std::optional<std::string> &T : Removed.Texts)
      if (T)
        Add(*T);
    for (const auto &[Path, T] : Removed.DeletedLines)
      Add(T);
    return Ids;
  }

  /// A word whose names kept code defines, of its own, about as often as
  /// the removal did is the kept tree's word too: rocWMMA's removal defined
  /// four `wmma` names, and the kept CUDA code defines AMD_WMMA_AVAILABLE,
  /// amd_wmma_available and a wmma kernel that the removed files never
  /// named. A leftover switch (MUSIC_MOD_RETRAK) is named by the removed
  /// text, so it does not count. A removed directory named for the word
  /// is evidence of its own: there kept code must define as many such
  /// names as the removal did. mpv removed `video/out/cocoa/` (nine
  /// `cocoa` names), and its kept macOS application defines nine of its
  /// own (`cocoa_main`, `CocoaCB`, `init_cocoa_application`); TVM's
  /// removed `crt/` defined 57 `crt` names, and kept code defines 8. So is
  /// a word every removed file is named with, in three names or more, and
  /// no kept path: nghttp2 removed `h2load_spdy_session.cc`,
  /// `shrpx_spdy_upstream.cc`, `nghttpx_spdy_test.go` and two headers,
  /// and a dead kept test defined `EndToEndSpdy2Tests` and two more. (A
  /// source and its header are one name; a project's prefix names kept
  /// paths.)
  bool namesRemoval(const TokenCandidate &C) const {
    if (C.NamesDir)
      return true;
    if (C.KeptPaths || C.TotalFiles < 2 || C.TotalFiles != Removed.Paths.size())
      return false;
    std::set<std::string> Stems;
    for (const std::string &P : Removed.Paths)
      Stems.insert(llvm::sys::path::stem(P).str());
    return Stems.size() >= 3;
  }

  void judgeKeptDefinitions() {
    RulePack P;
    for (auto &[W, C] : Cands)
      if (C.Rejected.empty())
        P.Tokens.push_back(W);
    Matcher M(P);
    if (M.empty() || !M.error().empty())
      return;
    std::map<std::string, std::set<std::string>> ByRemoval, ByKept;
    definitionsWith(M, P.Tokens, ByRemoval, ByKept);
    for (auto &[W, Names] : ByKept) {
      size_t Removal = ByRemoval[W].size();
      bool Whole = namesRemoval(Cands[W]);
      bool Outweighs =
          Whole ? Names.size() >= Removal : Names.size() * 2 >= Removal;
      if (!(Names.size() >= 3 && Outweighs))
        continue;
      (Whole ? Cands[W].LowConfidence : Cands[W].Rejected) =
          llvm::formatv("kept code defines {0} names of its own with it "
                        "(such as {1}), the removal {2}",
                        Names.size(), *Names.begin(), Removal)
              .str();
    }
  }

  /// A family whose words hold an accepted token, or a shorter accepted
  /// family (`ai_model` in `ai_model_iterator`), adds nothing.
  bool covered(const TokenCandidate &C,
               const std::vector<std::string> &Words) const {
    std::string Framed = "_" + C.Word + "_";
    return llvm::any_of(Words, [&](const std::string &W) {
      return llvm::StringRef(Framed).contains("_" + W + "_");
    });
  }

  /// What each word of the removed names is written with right after it:
  /// the digits that touch it (`msh3`), or "" (`msh_3`, `msh`). A word
  /// written two ways maps to nullopt. One pass over every name.
  std::map<std::string, std::optional<std::string>> digitsAfter() const {
    std::map<std::string, std::optional<std::string>> Out;
    auto Look = [&](llvm::StringRef Name) {
      std::string Lower = Name.lower();
      size_t At = 0;
      for (std::string W : splitWords(Name)) {
        At = Lower.find(W, At);
        if (At == std::string::npos)
          return; // a word the split made up: nothing to say
        // Short letters joined to their digits (`qt4`): the letters are
        // the word, the digits what follows it.
        llvm::StringRef Letters = llvm::StringRef(W).rtrim("0123456789");
        if (!Letters.empty() && Letters.size() < W.size() &&
            llvm::all_of(Letters, llvm::isAlpha))
          W = Letters.str();
        At += W.size();
        size_t E = At;
        while (E < Lower.size() && llvm::isDigit(Lower[E]))
          ++E;
        std::string Next =
            E > At && E - At <= 3 ? Lower.substr(At, E - At) : "";
        auto [It, New] = Out.try_emplace(W, Next);
        if (!New && It->second != Next)
          It->second = std::nullopt;
      }
    };
    for (const std::string &P : Removed.Paths)
      Look(llvm::sys::path::filename(P));
    for (const auto &[Kind, Names] : D.Symbols)
      for (const std::string &N : Names)
        Look(N);
    return Out;
  }

  /// \p W with the digits every removed name writes right after it, if
  /// any (\p After, digitsAfter()): `msh3` of `FindMSH3.cmake`,
  /// `curl_msh3.c` and `Curl_cf_msh3_create`. The bare letters are another
  /// word (a spell checker's `msh`), and every message would name the
  /// backend wrong. Names that write `msh_3` keep `msh`: the tree spells
  /// no `msh3`.
  static std::string
  withDigits(const std::string &W,
             const std::map<std::string, std::optional<std::string>> &After) {
    auto It = After.find(W);
    return It != After.end() && It->second && !It->second->empty()
               ? W + *It->second
               : W;
  }

  /// The first token names the backend in every message: the word most
  /// removed files carry (a removed directory's first), not the one used
  /// most. curl's GSKit removal used the library's `gsk_` API 412 times
  /// and named its files `gskit`. All the files count, not one group's:
  /// SDL's WinRT removal took 32 `winrt` files in many directories, and
  /// `src/thread/stdcpp/`, six files that only WinRT built.
  void nameBackend() {
    auto Weight = [](const TokenCandidate &C) {
      return std::make_tuple(C.NamesDir, C.TotalFiles, C.RemovedUses);
    };
    const TokenCandidate *Best = nullptr;
    for (const TokenCandidate &C : D.Candidates)
      if (C.Rejected.empty() && !C.Family &&
          (!Best || Weight(C) > Weight(*Best)))
        Best = &C;
    auto It = Best ? llvm::find(D.Tokens, Best->Word) : D.Tokens.end();
    if (It != D.Tokens.end())
      std::rotate(D.Tokens.begin(), It, It + 1);
  }

  void publish() {
    std::vector<TokenCandidate> Ok, No;
    for (auto &[W, C] : Cands)
      (C.Rejected.empty() ? Ok : No).push_back(C);
    auto ByUse = [](const TokenCandidate &A, const TokenCandidate &B) {
      return std::make_tuple(-int64_t(A.RemovedUses), A.Word) <
             std::make_tuple(-int64_t(B.RemovedUses), B.Word);
    };
    llvm::stable_sort(Ok, ByUse);
    // Words first: a family is only worth a token where no word covers it.
    std::stable_partition(Ok.begin(), Ok.end(),
                          [](const TokenCandidate &C) { return !C.Family; });
    std::vector<std::string> Words, Weak;
    const auto After = digitsAfter();
    for (TokenCandidate &C : Ok) {
      if (!C.Family)
        C.Word = withDigits(C.Word, After);
      if (C.Family && covered(C, Words)) {
        C.Rejected = "covered by a token";
        No.push_back(C);
        continue;
      }
      // A tentative word covers no family: `vo_cocoa` stays certain.
      (C.LowConfidence.empty() ? Words : Weak).push_back(C.Word);
      if (!C.LowConfidence.empty())
        D.Tentative.emplace(C.Word, "a word the kept tree still names code "
                                    "of its own with: " +
                                        C.LowConfidence);
      D.Candidates.push_back(C);
    }
    llvm::stable_sort(No, [](const TokenCandidate &A, const TokenCandidate &B) {
      return std::make_tuple(-int64_t(A.Files + A.Symbols), A.Word) <
             std::make_tuple(-int64_t(B.Files + B.Symbols), B.Word);
    });
    D.Candidates.insert(D.Candidates.end(), No.begin(), No.end());
    // `libnova` is how packages, DLLs and docs name a library of nova.
    std::vector<std::string> Libs;
    for (const TokenCandidate &C : D.Candidates)
      if (C.Rejected.empty() && C.LowConfidence.empty() && !C.Family &&
          !llvm::StringRef(C.Word).starts_with("lib") &&
          !llvm::is_contained(Words, "lib" + C.Word))
        Libs.push_back("lib" + C.Word);
    llvm::append_range(Words, Libs);
    llvm::append_range(Words, Weak);
    for (const std::string &W : Words) {
      auto It = After.find(W);
      if (It != After.end() && It->second && It->second->empty())
        D.BareTokens.push_back(W);
    }
    D.Tokens = std::move(Words);
    nameBackend();
  }
};

} // namespace

void chooseTokens(const RemovedText &Removed, const KeptTree &Kept,
                  const KeptTree &Later, DerivedPack &D) {
  TokenChooser(Removed, Kept, Later, D).run();
}

std::unique_ptr<Matcher> tokenMatcher(const std::vector<std::string> &Tokens) {
  RulePack TokensOnly;
  TokensOnly.Tokens = Tokens;
  return std::make_unique<Matcher>(TokensOnly);
}

} // namespace sweeper

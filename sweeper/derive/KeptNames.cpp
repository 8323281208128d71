#include "derive/KeptNames.h"
#include "core/FileKind.h"
#include "derive/DefaultAllows.h"
#include "derive/Definitions.h"
#include "derive/Derive.h"
#include "derive/Tokens.h"
#include "match/Matcher.h"
#include "match/Segments.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include <re2/re2.h>

namespace sweeper {
namespace {

unsigned lineAt(llvm::StringRef T, size_t Offset) {
  return 1 + T.take_front(Offset).count('\n');
}

/// Whether the kept file's line at \p B is one the change wrote: no
/// evidence of what the kept tree calls its own (a PR's own
/// `int foo_compat = 1;` would make its uses pass).
bool writtenByChange(const TouchedFile *Touched, llvm::StringRef T, size_t B) {
  if (!Touched)
    return false;
  unsigned Line = lineAt(T, B);
  return llvm::any_of(Touched->Lines, [&](const auto &R) {
    return R.first <= Line && Line <= R.second;
  });
}

/// The identifier around a token hit: `micro_copies` around `micro`.
std::pair<size_t, size_t> identifierAround(llvm::StringRef T, const Hit &H) {
  size_t B = H.Offset, E = H.Offset + H.Length;
  while (B > 0 && isIdentChar(T[B - 1]))
    --B;
  while (E < T.size() && isIdentChar(T[E]))
    ++E;
  return {B, E};
}

/// Calls \p Each(name, begin, end) for the identifier around each token
/// hit in \p T; a bare token (`micro`) comes as the empty name: it is the
/// backend's own word, no name of the kept tree's.
template <typename F>
void namesAround(const Matcher &Tok, llvm::StringRef T, F &&Each) {
  for (const Hit &H : Tok.find(T)) {
    auto [B, E] = identifierAround(T, H);
    bool Compound = E - B > H.Length && !llvm::isDigit(T[B]);
    Each(Compound ? T.slice(B, E) : llvm::StringRef(), B, E);
  }
}

/// What the kept tree says with the tokens: each file's names around its
/// hits, the names kept code defines, with the first place, and which of
/// them are an interface kept code still uses.
struct KeptSpellings {
  std::vector<llvm::StringSet<>> FileNames;
  std::map<std::string, std::string> Defined;
  /// Data members of the structs a kept C/C++ header declares.
  llvm::StringSet<> InHeader;
  llvm::StringSet<> Used; ///< spelled by kept code that does not define it
};

bool isCxxHeader(llvm::StringRef Path) {
  llvm::StringRef Ext = llvm::sys::path::extension(Path);
  return llvm::is_contained({".h", ".hh", ".hpp", ".hxx", ".h++"}, Ext);
}

/// Whether a Swift declaration's keyword stands before \p B: mpv's kept
/// `class CocoaCB` and `var cocoaCB` beside the removed Cocoa backend.
bool swiftDeclares(llvm::StringRef T, size_t B) {
  llvm::StringRef Before = T.take_front(B);
  llvm::StringRef Trimmed = Before.rtrim(" \t");
  if (Trimmed.size() == Before.size())
    return false;
  size_t W = Trimmed.find_last_not_of("abcdefghijklmnopqrstuvwxyz");
  llvm::StringRef Word =
      Trimmed.drop_front(W == llvm::StringRef::npos ? 0 : W + 1);
  return llvm::is_contained({"func", "var", "let", "class", "struct", "enum",
                             "protocol", "case", "typealias"},
                            Word);
}

/// One kept file's token-bearing names into \p K. A bare hit of a token
/// in \p Shared, a word kept code also lives under (mpv's live `cocoa`
/// feature beside the removed Cocoa backend), is no sign the file is about
/// the removal.
void readKeptFile(const Matcher &Tok, const llvm::StringSet<> &Shared,
                  llvm::StringRef P, llvm::StringRef T,
                  const TouchedFile *Touched, KeptSpellings &K) {
  FileKind Kind = classifyPath(P);
  // A type stub declares what is defined elsewhere (derive/Redefinitions).
  bool Swift = Kind == FileKind::Swift;
  bool Code = (Kind == FileKind::Python || Kind == FileKind::Cxx || Swift) &&
              !P.ends_with(".pyi");
  bool Header = Kind == FileKind::Cxx && isCxxHeader(P);
  llvm::StringSet<> Names, DefinedHere;
  namesAround(Tok, T, [&](llvm::StringRef N, size_t B, size_t E) {
    if (writtenByChange(Touched, T, B))
      return;
    if (!N.empty() || !Shared.contains(T.slice(B, E).lower()))
      Names.insert(N);
    // A function a kept header declares is the kept tree's too: Vulkan's
    // bundled `vkAcquireWinrtDisplayNV` in SDL, beside its typedef and
    // macros, which the removed WinRT code never spelled.
    bool Cxx = Kind == FileKind::Cxx;
    bool Defines = Swift ? swiftDeclares(T, B)
                         : definedLocally(T, B, E, Cxx) ||
                               (Cxx && declaresFunction(T, B, E));
    if (!Code || N.empty() || !Defines)
      return;
    DefinedHere.insert(N);
    if (Header && declaresMember(T, B, E))
      K.InHeader.insert(N);
    if (!K.Defined.count(N.str()))
      K.Defined[N.str()] = llvm::formatv("{0}:{1}", P, lineAt(T, B)).str();
  });
  for (const auto &E : Names)
    if (Code && !E.getKey().empty() && !DefinedHere.contains(E.getKey()))
      K.Used.insert(E.getKey());
  if (!Names.empty())
    K.FileNames.push_back(std::move(Names));
}

/// What the kept tree says; files the change added are not its.
KeptSpellings keptSpellings(const Matcher &Tok, const llvm::StringSet<> &Shared,
                            const KeptTree &Kept, const DerivedPack &D) {
  KeptSpellings K;
  for (size_t I = 0; I < Kept.Paths.size(); ++I) {
    const std::string &P = Kept.Paths[I];
    if (!Kept.Texts[I] || D.Added.count(P))
      continue;
    auto Touched = D.Touched.find(P);
    readKeptFile(Tok, Shared, P, *Kept.Texts[I],
                 Touched == D.Touched.end() ? nullptr : &Touched->second, K);
  }
  return K;
}

/// Every name around a token hit in the removed text.
llvm::StringSet<> removedSpellings(const Matcher &Tok,
                                   const RemovedText &Removed) {
  llvm::StringSet<> Used;
  auto Add = [&](llvm::StringRef T) {
    namesAround(Tok, T,
                [&](llvm::StringRef N, size_t, size_t) { Used.insert(N); });
  };
  for (const std::optional<std::string> &T : Removed.Texts)
    if (T)
      Add(*T);
  for (const auto &[Path, Lines] : Removed.DeletedLines)
    Add(Lines);
  return Used;
}

/// Whether \p Name is one of \p Names or built on one at an underscore
/// (`micro_copies_src_bigger`, a test of `micro_copies`).
bool ownName(const std::map<std::string, std::string> &Names,
             llvm::StringRef Name) {
  for (size_t I = Name.size(); I != llvm::StringRef::npos && I > 0;
       I = Name.rfind('_', I - 1))
    if (Names.count(Name.take_front(I).str()))
      return true;
  return false;
}

/// Drops from \p Names every name a file also holding another mention of
/// the backend spells, until none is left to drop: a file whose every
/// mention is a name of its own coining says nothing about the removal.
/// \p Interface names stay: a header declares them beside what it declares
/// for the removal, and kept code elsewhere uses them.
void keepSelfContained(std::map<std::string, std::string> &Names,
                       const llvm::StringSet<> &Interface,
                       const std::vector<llvm::StringSet<>> &FileNames) {
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const llvm::StringSet<> &F : FileNames) {
      bool Clean = llvm::all_of(
          F, [&](const auto &E) { return ownName(Names, E.getKey()); });
      if (Clean)
        continue;
      for (const auto &E : F)
        if (!Interface.contains(E.getKey()))
          Changed |= Names.erase(E.getKey().str()) > 0;
    }
  }
}

/// Comments that are nothing but a kept name of two words or more in
/// words, any case, a blank or `-` between them: `/* Hyper version */`
/// beside the `hyper_version` slot of an initializer labels the member.
/// A sentence that holds the words ("the Hyper version of CONNECT") may
/// mean the backend.
std::string proseSpellings(const std::map<std::string, std::string> &Names) {
  std::string Out;
  for (const auto &[Name, Where] : Names) {
    llvm::SmallVector<llvm::StringRef, 4> Words;
    llvm::StringRef(Name).split(Words, '_', -1, /*KeepEmpty=*/false);
    if (Words.size() < 2)
      continue;
    std::string Alt;
    for (llvm::StringRef W : Words)
      Alt += (Alt.empty() ? "" : "[ -]") + RE2::QuoteMeta({W.data(), W.size()});
    Out += (Out.empty() ? "" : "|") + Alt;
  }
  return Out.empty() ? Out
                     : "(?i:(?:/\\*|//|#)\\s*(?:" + Out + ")\\s*(?:\\*/|$))";
}

/// Whether every token \p Name carries is in \p Shared, a word kept code
/// also lives under: then the other mentions in a file that spells the name
/// say nothing about whether the file is about the removal, as mpv's
/// `cocoa_put_key` beside its live `#if HAVE_COCOA` shows.
bool carriesOnlyShared(const Matcher &Tok, const llvm::StringSet<> &Shared,
                       llvm::StringRef Name) {
  std::vector<Hit> Hits = Tok.find(Name);
  return !Hits.empty() && llvm::all_of(Hits, [&](const Hit &H) {
    return Shared.contains(Name.substr(H.Offset, H.Length).lower());
  });
}

/// Options a kept build file still declares whose every token is in
/// \p Shared, with where, and the `HAVE_` macro each configures: the kept
/// build's own switches. mpv keeps the Meson features `macos-cocoa-cb` and
/// `gl-cocoa` beside the removed Cocoa backend, and its C code tests
/// `HAVE_MACOS_COCOA_CB`. An option that is the word alone names no more
/// than the word; its macro does.
std::map<std::string, std::string> keptOptions(const Matcher &Tok,
                                               const llvm::StringSet<> &Shared,
                                               const KeptTree &Kept) {
  std::map<std::string, std::string> Out;
  for (size_t I = 0; I < Kept.Paths.size(); ++I) {
    if (!Kept.Texts[I] ||
        fileKindInfo(classifyPath(Kept.Paths[I])).Role != KindRole::Build)
      continue;
    llvm::StringRef T = *Kept.Texts[I];
    std::map<std::string, std::vector<std::string>> Defs;
    extractSymbols(Kept.Paths[I], T, Defs);
    for (const char *Of : {"Meson option", "CMake option"})
      for (const std::string &O : Defs[Of]) {
        if (!carriesOnlyShared(Tok, Shared, O))
          continue;
        std::string Where =
            llvm::formatv("{0}:{1}", Kept.Paths[I], lineAt(T, T.find(O))).str();
        std::string Macro = "HAVE_" + llvm::StringRef(O).upper();
        std::replace(Macro.begin(), Macro.end(), '-', '_');
        Out.try_emplace(Macro, Where);
        if (!Shared.contains(llvm::StringRef(O).lower()))
          Out.try_emplace(O, Where);
      }
  }
  return Out;
}

/// Per parent directory, the sorted names of the kept directories in it
/// that carry no token.
using PlainDirs = std::map<llvm::StringRef, std::vector<llvm::StringRef>>;

PlainDirs plainDirs(const Matcher &Tok, const KeptTree &Kept) {
  PlainDirs Out;
  for (const auto &E : Kept.Dirs) {
    llvm::StringRef Name = llvm::sys::path::filename(E.getKey());
    if (Tok.find(Name).empty())
      Out[llvm::sys::path::parent_path(E.getKey())].push_back(Name);
  }
  for (auto &[Parent, Names] : Out)
    llvm::sort(Names);
  return Out;
}

/// Whether \p Dir's name is a sibling's with the token where the
/// sibling's names another backend: ExecuTorch keeps a SwiftPM stub
/// directory per product, `.Package.swift/backend_mps/` beside
/// `backend_coreml/`, and the removed backend's is a leftover, not a name
/// of the kept tree's. A few hundred siblings with the same prefix are
/// enough to tell.
bool inSiblingsSlot(const Matcher &Tok, llvm::StringRef Dir,
                    const PlainDirs &Plain) {
  auto It = Plain.find(llvm::sys::path::parent_path(Dir));
  if (It == Plain.end())
    return false;
  llvm::StringRef Name = llvm::sys::path::filename(Dir);
  for (const Hit &H : Tok.find(Name)) {
    llvm::StringRef Before = Name.take_front(H.Offset);
    llvm::StringRef After = Name.drop_front(H.Offset + H.Length);
    if (Before.empty() && After.empty())
      continue;
    auto S = llvm::lower_bound(It->second, Before);
    for (unsigned N = 0;
         S != It->second.end() && S->starts_with(Before) && N < 256; ++S, ++N)
      if (S->size() > Before.size() + After.size() && S->ends_with(After))
        return true;
  }
  return false;
}

/// Directories the kept tree still holds whose name carries a token
/// inside a longer name the removed text never spelled: a reference to
/// one (`from .micro_kernel.gemm import`) resolves to kept files, whatever
/// else its file says. TVM's Cortex-M DSP kernels live in `micro_kernel/`
/// beside microTVM's removed `micro/`. The path is kept with a trailing
/// `/`, which tells such a name from a definition in code.
void addKeptDirectories(const Matcher &Tok, const KeptTree &Kept,
                        const llvm::StringSet<> &Spelled,
                        const llvm::StringSet<> &Defining, DerivedPack &D) {
  const PlainDirs Plain = plainDirs(Tok, Kept);
  for (const auto &E : Kept.Dirs) {
    llvm::StringRef Dir = E.getKey();
    llvm::StringRef Name = llvm::sys::path::filename(Dir);
    if (inSiblingsSlot(Tok, Dir, Plain))
      continue;
    namesAround(Tok, Name, [&](llvm::StringRef N, size_t B, size_t End) {
      if (!N.empty() && B == 0 && End == Name.size() && !Spelled.contains(N) &&
          !Defining.contains(N))
        D.KeptNames.try_emplace(N.str(), (Dir + "/").str());
    });
  }
}

/// Likewise the name of a kept asset before its extensions: a file no kind
/// reads as code, build, docs or configuration, that never mentions the
/// backend itself, and that kept text refers to by that name (\p Referred).
/// matplotlib's Qt backend still ships and loads its
/// `qt4_editor_options.svg` icons; TVM's CI scripts
/// `task_python_vta_fsim.sh` and `task_riscv_microtvm.sh` are code and
/// leftovers, and an image nothing shows is an orphan.
void addKeptAssets(const Matcher &Tok, const KeptTree &Kept,
                   const llvm::StringSet<> &Spelled,
                   const llvm::StringSet<> &Defining,
                   const llvm::StringSet<> &Referred, DerivedPack &D) {
  for (size_t I = 0; I < Kept.Paths.size(); ++I) {
    const std::string &P = Kept.Paths[I];
    if (classifyPath(P) != FileKind::Text ||
        (Kept.Texts[I] && !Tok.find(*Kept.Texts[I]).empty()))
      continue;
    llvm::StringRef Stem = llvm::sys::path::filename(P).split('.').first;
    namesAround(Tok, Stem, [&](llvm::StringRef N, size_t B, size_t End) {
      if (!N.empty() && B == 0 && End == Stem.size() && Referred.contains(N) &&
          !Spelled.contains(N) && !Defining.contains(N))
        D.KeptNames.try_emplace(N.str(), P);
    });
  }
}

/// \p Name for the allow entry: a kept directory's name also as words
/// joined by `-` (a log line's "micro-kernel").
std::string allowSpelling(llvm::StringRef Name, llvm::StringRef Where) {
  std::string Quoted = RE2::QuoteMeta({Name.data(), Name.size()});
  if (!Where.ends_with("/"))
    return Quoted;
  return llvm::join(llvm::split(Quoted, '_'), "[-_]");
}

/// The names kept code defines that are its own into \p Own, and those
/// that stay whatever else their files say into \p Interface.
void ownNames(const Matcher &Tok, const llvm::StringSet<> &Shared,
              const KeptSpellings &K, const llvm::StringSet<> &Spelled,
              const llvm::StringSet<> &Defining,
              std::map<std::string, std::string> &Own,
              llvm::StringSet<> &Interface) {
  for (const auto &[Name, Where] : K.Defined) {
    if (Defining.contains(Name))
      continue;
    // A name the removed code only used stays the kept tree's when a kept
    // header declares it as a struct member and other kept code still uses
    // it: storage the removal stopped filling in, not a name it took away
    // (curl's public `hyper_version` member, which the OS400 wrapper still
    // converts). A constant or an enumerator is a value that can name the
    // backend (TVM's `kTvmRuntimeCrt`), and stays.
    // So does a name built only on a word kept code lives under that kept
    // code still calls: the removed code was one more caller (mpv's
    // `cocoa_put_key`, which the removed Cocoa window called too).
    bool SharedName = carriesOnlyShared(Tok, Shared, Name);
    bool Storage = K.InHeader.contains(Name) && K.Used.contains(Name);
    if (!Storage && Spelled.contains(Name) &&
        !(SharedName && K.Used.contains(Name)))
      continue;
    if (Storage || SharedName)
      Interface.insert(Name);
    Own.emplace(Name, Where);
  }
}

} // namespace

void collectKeptNames(const RemovedText &Removed, const KeptTree &Kept,
                      DerivedPack &D) {
  std::unique_ptr<Matcher> Owned = tokenMatcher(D.Tokens);
  const Matcher &Tok = *Owned;
  if (Tok.empty())
    return;
  llvm::StringSet<> Spelled = removedSpellings(Tok, Removed), Defining;
  for (const auto &[Kind, Names] : D.Symbols)
    for (const std::string &N : Names)
      Defining.insert(N);
  llvm::StringSet<> Shared;
  for (const std::string &T : D.Tokens)
    if (D.Tentative.count(T))
      Shared.insert(T);
  KeptSpellings K = keptSpellings(Tok, Shared, Kept, D);
  std::map<std::string, std::string> Own;
  llvm::StringSet<> Interface;
  ownNames(Tok, Shared, K, Spelled, Defining, Own, Interface);
  for (auto &[Name, Where] : keptOptions(Tok, Shared, Kept))
    if (!Defining.contains(Name) && Own.emplace(Name, Where).second)
      Interface.insert(Name);
  keepSelfContained(Own, Interface, K.FileNames);
  D.KeptNames.insert(Own.begin(), Own.end());
  addKeptDirectories(Tok, Kept, Spelled, Defining, D);
  llvm::StringSet<> Referred;
  for (const llvm::StringSet<> &F : K.FileNames)
    for (const auto &E : F)
      Referred.insert(E.getKey());
  addKeptAssets(Tok, Kept, Spelled, Defining, Referred, D);
  // The allow entry passes names built on a kept one at `_`: a removed
  // name built so (`orbit_a_fn` on a kept local `orbit_a`) must stay.
  for (const auto &E : Defining)
    for (llvm::StringRef N = E.getKey(); N.contains('_');) {
      N = N.take_front(N.rfind('_'));
      D.KeptNames.erase(N.str());
    }
}

std::optional<AllowEntry> keptNamesAllow(const DerivedPack &D) {
  if (D.KeptNames.empty())
    return std::nullopt;
  AllowEntry A;
  A.Id = "kept-names";
  A.Reason = "the kept tree defines these names as its own, or names kept "
             "directories or assets with them: the removed code never used "
             "them, or a kept header declares them and kept code still uses "
             "them";
  std::string Alternation;
  for (const auto &[Name, Where] : D.KeptNames)
    Alternation +=
        (Alternation.empty() ? "" : "|") + allowSpelling(Name, Where);
  A.Regex = "\\b(?:" + Alternation + ")(?:_\\w*)?\\b";
  if (std::string Prose = proseSpellings(D.KeptNames); !Prose.empty())
    A.Regex += "|" + Prose;
  sealDerivedAllow(A);
  return A;
}

} // namespace sweeper

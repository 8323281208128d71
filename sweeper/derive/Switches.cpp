// A switch (macro, CMake option) is removed when every block it guards in
// the kept tree serves removed code. Blocks are read line by line: C/C++
// #if/#ifdef/#ifndef/#elif/#else/#endif, CMake if/elseif/else/endif, and
// those of kinds whose spec says how (Meson).
// A directive inside a block is content of the enclosing block, a leftover
// when its condition is dead, so a switch that guards only another removed
// switch follows in the next round.
#include "derive/Switches.h"
#include "core/FileKind.h"
#include "kinds/KindSpec.h"
#include "match/Matcher.h"
#include "rules/RulePack.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include <map>
#include <re2/re2.h>

namespace sweeper {
namespace {

const char *const SwitchKind = "switch that only served removed code";

/// Names a compiler, platform or CMake defines: never a backend's switch.
bool builtinName(llvm::StringRef N) {
  if (N.size() < 4 || N.starts_with("__") || N.starts_with("CMAKE_") ||
      (N.starts_with("_") && N.size() > 1 && llvm::isUpper(N[1])))
    return true;
  static const llvm::StringSet<> Words = {
      "defined",       "AND",          "OR",
      "NOT",           "DEFINED",      "STREQUAL",
      "MATCHES",       "TARGET",       "EXISTS",
      "TRUE",          "FALSE",        "EQUAL",
      "LESS",          "GREATER",      "COMMAND",
      "POLICY",        "VERSION_LESS", "VERSION_GREATER",
      "VERSION_EQUAL", "IS_DIRECTORY", "APPLE",
      "WIN32",         "UNIX",         "MSVC",
      "ANDROID",       "MINGW",        "CYGWIN",
      "IOS",           "LINUX",        "STRLESS",
      "STRGREATER",    "IN_LIST"};
  return Words.contains(N);
}

/// Whether \p Line names anything: a word other than a literal's or one
/// of the few that only return or yield a constant (`return 1;`).
bool namesSomething(llvm::StringRef Line) {
  static const llvm::StringSet<> Plain = {"return",  "true",  "false",   "NULL",
                                          "nullptr", "break", "continue"};
  for (size_t I = 0; I < Line.size();) {
    if (!llvm::isAlpha(Line[I]) && Line[I] != '_') {
      // A number's letters (`0x1Fu`) are no name.
      size_t E = I + 1;
      if (llvm::isDigit(Line[I]))
        while (E < Line.size() && llvm::isAlnum(Line[E]))
          ++E;
      I = E;
      continue;
    }
    size_t E = I;
    while (E < Line.size() && (llvm::isAlnum(Line[E]) || Line[E] == '_'))
      ++E;
    if (!Plain.contains(Line.slice(I, E)))
      return true;
    I = E;
  }
  return false;
}

struct Block {
  std::vector<std::string> Switches;
  std::string Evidence;              ///< the first leftover inside
  unsigned Lines = 0, Leftovers = 0; ///< non-blank lines; those with a hit
  unsigned Naming = 0;               ///< lines that name something
  std::string Unless;                ///< X of `#ifndef X`
  /// A third of its lines are leftovers: a header guard or a platform
  /// block with one leftover among kept code does not serve removed code.
  bool serves() const { return Leftovers && Leftovers * 3 >= Lines; }
};

Block branchOf(std::vector<std::string> Switches) {
  Block B;
  B.Switches = std::move(Switches);
  return B;
}

struct Tally {
  std::map<std::string, unsigned> Total, Serving;
  /// Serving blocks whose condition names no other switch.
  std::map<std::string, unsigned> SoleServing;
  std::map<std::string, std::string> Why;

  void close(const Block &B) {
    // A block that names nothing (`return 1;` in `ggml_cpu_has_clblast`)
    // reports the switch's state: it serves no kept code.
    if (!B.Naming && !B.Leftovers)
      return;
    for (const std::string &S : B.Switches) {
      ++Total[S];
      if (B.serves()) {
        ++Serving[S];
        SoleServing[S] += B.Switches.size() == 1;
        Why.try_emplace(S, B.Evidence);
      }
    }
  }
};

/// Whether every name in \p Cond but its operators is removed code
/// (`#ifdef REMOVED_SW`, `if(OS2)`): the block never runs again, so the
/// line opening it is a leftover of the block around it. `if(WIN32 OR
/// OS2)` still runs on Windows.
bool deadCondition(const Matcher &M, llvm::StringRef Cond) {
  static const llvm::StringSet<> Operators = {
      "defined",  "AND",        "OR",      "NOT",    "DEFINED",
      "STREQUAL", "MATCHES",    "EQUAL",   "LESS",   "GREATER",
      "STRLESS",  "STRGREATER", "IN_LIST", "EXISTS", "TARGET"};
  // `#if !defined(X)` and `if(NOT X)` run where X is gone.
  std::vector<Hit> Hits = M.find(Cond);
  if (Hits.empty() || Cond.contains('!'))
    return false;
  // Each name must hold a hit (`PROJ_OS2` holds `os2`) or be an operator.
  auto Hit = [&](size_t B, size_t E) {
    return llvm::any_of(Hits, [&](const sweeper::Hit &H) {
      return H.Offset < E && H.Offset + H.Length > B;
    });
  };
  for (size_t I = 0; I < Cond.size();) {
    size_t E = I;
    while (E < Cond.size() && (llvm::isAlnum(Cond[E]) || Cond[E] == '_'))
      ++E;
    if (E > I && !llvm::isDigit(Cond[I]) && !Hit(I, E) &&
        !Operators.contains(Cond.slice(I, E)))
      return false;
    I = E == I ? I + 1 : E;
  }
  return true;
}

/// The switches \p Cond tests. A name reserved to the implementation
/// (`_X`) is one only where a kept build file writes it and it carries a
/// token, as a project names its own: GLFW's CMake did `set(_GLFW_MIR 1)`
/// for the removed Mir backend, where CPython's `_SC_XOPEN_CRYPT` is
/// <unistd.h>'s.
std::vector<std::string> switchesIn(llvm::StringRef Cond, const Matcher &M,
                                    const llvm::StringSet<> &BuildNames) {
  std::vector<std::string> Out;
  for (size_t I = 0; I < Cond.size();) {
    if (Cond[I] == '"') { // a CMake string: not a switch
      size_t E = Cond.find('"', I + 1);
      I = E == llvm::StringRef::npos ? Cond.size() : E + 1;
      continue;
    }
    if (!llvm::isAlpha(Cond[I]) && Cond[I] != '_') {
      ++I;
      continue;
    }
    size_t E = I;
    while (E < Cond.size() && (llvm::isAlnum(Cond[E]) || Cond[E] == '_'))
      ++E;
    llvm::StringRef N = Cond.slice(I, E);
    bool Own = BuildNames.contains(N) && !M.find(N).empty();
    if ((Own || !builtinName(N)) && !llvm::is_contained(Out, N))
      Out.push_back(N.str());
    I = E;
  }
  return Out;
}

/// One file's conditional blocks, innermost last.
class BlockReader {
public:
  BlockReader(const Matcher &M, const llvm::StringSet<> &BuildNames,
              llvm::StringRef Path, FileKind Kind, Tally &T)
      : M(M), BuildNames(BuildNames), Path(Path), Kind(Kind), T(T) {}

  void line(unsigned No, llvm::StringRef Line, llvm::StringRef Directive,
            llvm::StringRef Cond) {
    if (Directive == "if" || Directive == "ifdef" || Directive == "ifndef") {
      content(No, Line, /*Opens=*/true,
              Directive != "ifndef" && deadCondition(M, Cond));
      Stack.push_back(branchOf(guarding(Cond)));
      if (Directive == "ifndef")
        Stack.back().Unless = Cond.trim().split(' ').first.str();
      Opening.push_back(Stack.back().Switches);
    } else if (Directive == "define" && isGuard(Cond)) {
      Stack.back().Switches.clear(); // a header guard guards everything
    } else if (Directive == "define") {
      definesSwitch(Cond.trim().split(' ').first);
      content(No, Line);
    } else if ((Directive == "elif" || Directive == "elseif") &&
               !Stack.empty()) {
      T.close(Stack.back());
      Stack.back() = branchOf(guarding(Cond));
    } else if (Directive == "else" && !Stack.empty()) {
      T.close(Stack.back());
      Stack.back() = branchOf(Opening.back());
    } else if (Directive == "endif" && !Stack.empty()) {
      T.close(Stack.back());
      Stack.pop_back();
      Opening.pop_back();
    } else {
      content(No, Line);
    }
  }

private:
  const Matcher &M;
  const llvm::StringSet<> &BuildNames;
  llvm::StringRef Path;
  FileKind Kind;
  Tally &T;
  std::vector<Block> Stack;
  std::vector<std::vector<std::string>> Opening;

  /// `#ifndef X` ... `#define X ...` gives X its default, however deep
  /// (SDL's `SDLCALL`, `__cdecl` on Windows and WinRT, else empty): the
  /// block defines the switch, it does not serve what it tests.
  void definesSwitch(llvm::StringRef Name) {
    for (Block &B : Stack)
      if (B.Unless == Name)
        B.Switches.clear();
  }

  /// A condition that already names removed code is the leftover itself;
  /// the other switches beside it are not implicated.
  /// A hit the scan drops as a reserved name's is no leftover: the name
  /// is then judged as a switch.
  std::vector<std::string> guarding(llvm::StringRef Cond) const {
    std::vector<Hit> Hits = M.find(Cond);
    if (Kind == FileKind::Cxx)
      Matcher::dropReserved(Cond, Hits);
    if (!Hits.empty())
      return {};
    auto Names = kindSpec(Kind).SwitchNames;
    return Names ? Names(Cond) : switchesIn(Cond, M, BuildNames);
  }

  /// `#ifndef X` then `#define X` first thing in a file.
  bool isGuard(llvm::StringRef Cond) const {
    return Stack.size() == 1 && Stack.back().Lines == 0 &&
           Stack.back().Switches ==
               std::vector<std::string>{Cond.trim().split(' ').first.str()};
  }

  /// One line of the innermost block. A nested block's opening line is a
  /// leftover only when its condition is dead: SDL's
  /// `if(_samplerate_type ...)` holds a kept `set()` and an
  /// `if(WIN32 OR OS2)`, which still runs on Windows, so it serves kept
  /// code; `#ifdef PROJ_OS2` inside a block serves only removed code.
  void content(unsigned No, llvm::StringRef Line, bool Opens = false,
               bool Dead = false) {
    if (Stack.empty() || Line.trim().empty())
      return;
    Block &B = Stack.back();
    ++B.Lines;
    B.Naming += namesSomething(Line);
    if (Opens ? !Dead : M.find(Line).empty())
      return;
    ++B.Leftovers;
    if (B.Evidence.empty())
      B.Evidence = "guards `" + printable(Line.trim().take_front(80)) +
                   "` at " + printable(Path) + ":" + std::to_string(No);
  }

  /// Tree text goes into a YAML comment: one line, no control bytes.
  static std::string printable(llvm::StringRef S) {
    std::string Out;
    for (char C : S)
      Out += llvm::isPrint(C) ? C : '?';
    return Out;
  }
};

/// `#  ifdef X` -> ("ifdef", "X"); `if(X AND Y)` -> ("if", "X AND Y").
std::pair<llvm::StringRef, llvm::StringRef> directiveOf(llvm::StringRef Line,
                                                        FileKind Kind) {
  llvm::StringRef T = Line.ltrim();
  if (auto Conditional = kindSpec(Kind).Conditional)
    return Conditional(Line);
  if (Kind == FileKind::Cxx) {
    if (!T.consume_front("#"))
      return {};
    T = T.ltrim();
    llvm::StringRef Word = T.take_while(llvm::isAlpha);
    llvm::StringRef Cond = T.drop_front(Word.size());
    return {Word, Cond.take_front(std::min(Cond.find("//"), Cond.find("/*")))};
  }
  llvm::StringRef Word = T.take_while(llvm::isAlpha);
  llvm::StringRef Rest = T.drop_front(Word.size()).ltrim();
  if (!Rest.consume_front("("))
    return {};
  std::string Lower = Word.lower();
  for (llvm::StringRef D : {"if", "elseif", "else", "endif"})
    if (Lower == D)
      return {D, Rest.take_until([](char C) { return C == ')' || C == '#'; })};
  return {};
}

void readFile(const Matcher &M, const llvm::StringSet<> &BuildNames,
              const std::string &Path, llvm::StringRef Text, FileKind Kind,
              Tally &T) {
  BlockReader R(M, BuildNames, Path, Kind, T);
  unsigned No = 0;
  for (llvm::StringRef Rest = Text; !Rest.empty();) {
    auto [Line, Next] = Rest.split('\n');
    Rest = Next;
    auto [Directive, Cond] = directiveOf(Line, Kind);
    R.line(++No, Line, Directive, Cond);
  }
}

RulePack packOf(const DerivedPack &D) {
  RulePack P;
  // A word the kept tree lives under serves kept code too: SDL's
  // `EGL_ANGLE_device_d3d` guards ANGLE's D3D11 device enum, not the
  // removed GPU driver.
  for (const std::string &T : D.Tokens)
    if (!D.Tentative.count(T))
      P.Tokens.push_back(T);
  for (const auto *V : {&D.RemovedDirs, &D.RemovedFiles, &D.RemovedNames})
    llvm::append_range(P.RemovedPaths, *V);
  for (const auto &[Kind, Names] : D.Symbols)
    llvm::append_range(P.RemovedSymbols, Names);
  return P;
}

/// One round: the switches every block of which serves removed code.
bool propagateOnce(const KeptTree &Kept, const llvm::StringSet<> &BuildNames,
                   DerivedPack &D) {
  Matcher M(packOf(D));
  if (M.empty() || !M.error().empty())
    return false;
  Tally T;
  for (size_t I = 0; I < Kept.Paths.size(); ++I) {
    FileKind Kind = classifyPath(Kept.Paths[I]);
    if (Kept.Texts[I] && (Kind == FileKind::Cxx || Kind == FileKind::CMake ||
                          kindSpec(Kind).Conditional))
      readFile(M, BuildNames, Kept.Paths[I], *Kept.Texts[I], Kind, T);
  }
  bool Added = false;
  for (auto &[S, N] : T.Total) {
    // Two thirds of the blocks suffice for a switch that alone guards
    // removed code twice (not a platform macro beside the project's own).
    unsigned Serving = T.Serving[S];
    bool Mostly =
        Serving == N || (T.SoleServing[S] >= 2 && 3 * Serving >= 2 * N);
    // One a token already matches is no news, unless only as a reserved
    // name's, which the scan passes over in C/C++.
    std::vector<Hit> Hits = M.find(S);
    Matcher::dropReserved(S, Hits);
    if (!Mostly || !Hits.empty())
      continue;
    D.Symbols[SwitchKind].push_back(S);
    D.SymbolReasons[S] = T.Why[S];
    Added = true;
  }
  return Added;
}

/// Whether a build file or template \p Path may set a macro: its kind
/// builds, or it is a template autotools or CMake fills (`config.h.in`).
bool setsMacros(llvm::StringRef Path) {
  return fileKindInfo(classifyPath(Path)).Role == KindRole::Build ||
         Path.ends_with(".in") || Path.ends_with(".cmake");
}

/// The reserved-form names (`_X`) \p Text sets, outside comments: CMake's
/// `set(_X`, a `-D_X`, `#cmakedefine _X`, autoconf's `AC_DEFINE([_X`,
/// Meson's `.set('_X'`, a Makefile's `_X :=`. A name only read or probed
/// (`if(DEFINED _X)`, `AC_CHECK_DECLS([_X])`) may be the system's.
void reservedSetIn(llvm::StringRef Text, llvm::StringSet<> &Out) {
  static const RE2 Sets(
      R"re((?:\bset\s*\(\s*|-D|^\s*#\s*cmakedefine\s+|\bAC_DEFINE(?:_UNQUOTED)?\s*\(\s*\[?|\.set(?:10|_quoted)?\s*\(\s*['"]|^\s*)(_[A-Z][A-Za-z0-9_]*)(?:\s*[:+?]?=)?)re");
  for (llvm::StringRef Rest = Text; !Rest.empty();) {
    auto [Line, Next] = Rest.split('\n');
    Rest = Next;
    llvm::StringRef T = Line.ltrim();
    if ((T.starts_with("#") &&
         !T.drop_front().ltrim().starts_with("cmakedefine")) ||
        T.starts_with("dnl") || !Line.contains("_"))
      continue;
    // Matched in the whole line, so `^` is the line's start and not where
    // the match before ended (`-D_A _B` sets `_A` only).
    re2::StringPiece In(Line.data(), Line.size()), M[2];
    for (size_t Pos = 0; Pos < Line.size() && Sets.Match(In, Pos, Line.size(),
                                                         RE2::UNANCHORED, M, 2);
         Pos = std::max(Pos + 1, size_t(M[0].end() - Line.data()))) {
      // A bare `_X` at a line's start sets it only as a Makefile's `_X =`.
      llvm::StringRef N(M[1].data(), M[1].size());
      size_t After = N.end() - Line.data();
      llvm::StringRef Tail = Line.drop_front(After).ltrim();
      bool AtStart = Line.take_front(N.begin() - Line.data()).trim().empty();
      if (!AtStart || Tail.starts_with("=") || Tail.starts_with(":=") ||
          Tail.starts_with("+=") || Tail.starts_with("?="))
        Out.insert(N);
    }
  }
}

/// Names of the implementation's form (`_X`) that the project's build
/// sets: in kept build files and templates, and, with \p Removed, in the
/// removed ones and the lines the removal deleted from kept ones.
llvm::StringSet<> reservedInBuild(const KeptTree &Kept,
                                  const RemovedText *Removed) {
  llvm::StringSet<> Out;
  for (size_t I = 0; I < Kept.Paths.size(); ++I)
    if (Kept.Texts[I] && setsMacros(Kept.Paths[I]))
      reservedSetIn(*Kept.Texts[I], Out);
  if (!Removed)
    return Out;
  for (size_t I = 0; I < Removed->Paths.size(); ++I)
    if (Removed->Texts[I] && setsMacros(Removed->Paths[I]))
      reservedSetIn(*Removed->Texts[I], Out);
  for (const auto &[Path, Lines] : Removed->DeletedLines)
    if (setsMacros(Path))
      reservedSetIn(Lines, Out);
  return Out;
}

} // namespace

void propagateSwitches(const KeptTree &Kept, DerivedPack &D,
                       const RemovedText *Removed) {
  // Each round can only add; four rounds cover switches nested four deep.
  llvm::StringSet<> BuildNames = reservedInBuild(Kept, Removed);
  for (int Round = 0; Round < 4 && propagateOnce(Kept, BuildNames, D); ++Round)
    ;
}

} // namespace sweeper

// C/C++ #if/#ifdef/#elif branches and CMake if()/elseif() blocks: the
// branch runs to the matching #else/#elif/#endif (else()/elseif()/endif())
// at its depth; the other branches are kept.
#include "blocks/Blocks.h"
#include "match/Matcher.h"
#include "llvm/ADT/StringExtras.h"

namespace sweeper {
namespace {

enum class Dir { None, Open, Branch, Close };

struct Directive {
  Dir Kind = Dir::None;
  llvm::StringRef Word, Cond;
};

/// A condition whose text cannot be read whole: continued on the next
/// line, or with a comment inside. Such a branch gets no extent.
const char *const Unreadable = "\x01";

Directive cxxDirective(llvm::StringRef Line) {
  llvm::StringRef T = Line.ltrim();
  if (!T.consume_front("#"))
    return {};
  T = T.ltrim();
  llvm::StringRef W = T.take_while(llvm::isAlpha);
  llvm::StringRef Cond = T.drop_front(W.size()).rtrim();
  size_t Slash = Cond.find("//"), Star = Cond.find("/*");
  bool Unclear = Cond.ends_with("\\") ||
                 (Star != llvm::StringRef::npos &&
                  !Cond.substr(Star).split("*/").second.trim().empty());
  Cond = Cond.take_front(std::min(Slash, Star)).trim();
  if (Unclear)
    Cond = Unreadable;
  if (W == "if" || W == "ifdef" || W == "ifndef")
    return {Dir::Open, W, Cond};
  if (W == "elif" || W == "else" || W == "elifdef" || W == "elifndef")
    return {Dir::Branch, W, Cond};
  if (W == "endif")
    return {Dir::Close, W, Cond};
  return {};
}

Directive cmakeDirective(llvm::StringRef Line) {
  llvm::StringRef T = Line.ltrim();
  llvm::StringRef W = T.take_while([](char C) { return llvm::isAlpha(C); });
  llvm::StringRef Rest = T.drop_front(W.size()).ltrim();
  if (!Rest.consume_front("("))
    return {};
  // The condition up to its closing parenthesis (nested ones included).
  size_t Depth = 1, E = 0;
  for (; E < Rest.size() && Depth; ++E)
    Depth += Rest[E] == '(' ? 1 : Rest[E] == ')' ? -1 : 0;
  // A condition continued on the next line cannot be read whole.
  llvm::StringRef Cond = Depth ? Unreadable : Rest.take_front(E - 1);
  std::string L = W.lower();
  if (L == "if")
    return {Dir::Open, "if", Cond};
  if (L == "elseif" || L == "else")
    return {Dir::Branch, L == "else" ? "else" : "elseif", Cond};
  if (L == "endif")
    return {Dir::Close, "endif", Cond};
  return {};
}

/// Whether a C/C++ block comment or a CMake bracket comment is open at
/// the end of \p T, given whether one was at its start.
bool commentOpenAfter(llvm::StringRef T, bool In, bool Cxx) {
  llvm::StringRef Close = Cxx ? "*/" : "]]";
  for (size_t I = 0; I < T.size();) {
    if (In) {
      size_t E = T.find(Close, I);
      if (E == llvm::StringRef::npos)
        return true;
      In = false, I = E + 2;
      continue;
    }
    // Outside a comment only what can open one matters.
    I = T.find_first_of(Cxx ? "/" : "#", I);
    if (I == llvm::StringRef::npos || (Cxx && T.substr(I).starts_with("//")))
      return false;
    if (Cxx ? T.substr(I).starts_with("/*") : T.substr(I).starts_with("#[["))
      In = true, I += 2;
    else
      ++I;
  }
  return In;
}

/// Per line (1-based), whether it starts inside a C/C++ block comment or
/// a CMake bracket comment (`#[[ ... ]]`): a directive there is text.
std::vector<bool> commentedLines(const SourceFile &F) {
  std::vector<bool> Inside(F.lineCount() + 2, false);
  bool In = false;
  for (unsigned L = 1; L <= F.lineCount(); ++L) {
    Inside[L] = In;
    In = commentOpenAfter(F.line(L), In, F.Kind == FileKind::Cxx);
  }
  return Inside;
}

Directive directiveAt(const SourceFile &F, unsigned Line) {
  Directive D = F.Kind == FileKind::Cxx ? cxxDirective(F.line(Line))
                                        : cmakeDirective(F.line(Line));
  // Most lines are no directive: the file's comment map is built only
  // when one is.
  if (D.Kind == Dir::None ||
      memoFor<std::vector<bool>, commentedLines>(F)[Line])
    return {};
  return D;
}

/// The first non-blank line at or after \p L that names no removed code
/// (past the last line if none). Memoised per file: nested #ifndef blocks
/// each asked about their whole body, which was quadratic.
unsigned nextKept(const SourceFile &F, unsigned L, const Matcher &M) {
  thread_local uint64_t Id = 0;
  thread_local const Matcher *For = nullptr;
  thread_local std::vector<unsigned> Next;
  if (Id != F.Id || For != &M) {
    Next.assign(F.lineCount() + 2, 0);
    Id = F.Id, For = &M;
  }
  unsigned I = L;
  for (; I <= F.lineCount() && !Next[I]; ++I) {
    llvm::StringRef T = F.line(I).trim();
    if (!T.empty() && M.find(T).empty()) {
      Next[I] = I;
      break;
    }
  }
  unsigned Found = I <= F.lineCount() ? Next[I] : F.lineCount() + 1;
  for (unsigned J = L; J < I; ++J)
    Next[J] = Found;
  return Found;
}

/// Every non-blank line strictly between \p Line and \p End names removed
/// code, and there is one.
bool bodyIsRemoved(const SourceFile &F, unsigned Line, unsigned End,
                   const Matcher &M) {
  if (nextKept(F, Line + 1, M) < End)
    return false;
  for (unsigned L = Line + 1; L < End; ++L)
    if (!F.line(L).trim().empty())
      return true;
  return false;
}

/// Per line (1-based), for a directive that opens or branches, the next
/// directive at its depth: a sibling branch or the closing one; 0 when
/// unbalanced, and on other lines. One pass: walking from each directive
/// to its sibling was quadratic in the nesting depth.
std::vector<unsigned> siblings(const SourceFile &F) {
  std::vector<unsigned> Next(F.lineCount() + 2, 0);
  std::vector<unsigned> Open; // the last open or branch line per depth
  for (unsigned L = 1; L <= F.lineCount(); ++L) {
    Dir K = directiveAt(F, L).Kind;
    if ((K == Dir::Branch || K == Dir::Close) && !Open.empty()) {
      Next[Open.back()] = L;
      Open.pop_back();
    }
    if (K == Dir::Open || K == Dir::Branch)
      Open.push_back(L);
  }
  return Next;
}

/// The first directive at the depth of \p Line after it: a sibling
/// branch or the closing one; 0 when unbalanced.
unsigned nextSibling(const SourceFile &F, unsigned Line) {
  return memoFor<std::vector<unsigned>, siblings>(F)[Line];
}

size_t indentOf(llvm::StringRef Line) {
  return Line.size() - Line.ltrim(" \t").size();
}

/// Lines \p A..\p B lose the indentation they had beyond \p Head's: the
/// body of an unwrapped branch moves out to where its `if` was.
std::vector<Edit> dedent(const SourceFile &F, unsigned A, unsigned B,
                         unsigned Head) {
  size_t Min = std::string::npos;
  for (unsigned L = A; L <= B; ++L)
    if (!F.line(L).trim().empty())
      Min = std::min(Min, indentOf(F.line(L)));
  size_t To = indentOf(F.line(Head));
  std::vector<Edit> Out;
  if (Min == std::string::npos || Min <= To)
    return Out;
  for (unsigned L = A; L <= B; ++L)
    if (!F.line(L).trim().empty())
      Out.push_back({F.lineStart(L) + To, Min - To, ""});
  return Out;
}

/// The last line of the branch opened at \p Line: the line before a
/// sibling #else/#elif, or the matching #endif when there is none.
std::optional<unsigned> branchEnd(const SourceFile &F, unsigned Line) {
  unsigned Next = nextSibling(F, Line);
  if (!Next)
    return std::nullopt; // unbalanced: no extent rather than a wrong one
  return directiveAt(F, Next).Kind == Dir::Close ? Next : Next - 1;
}

/// Replaces the `elif`/`elseif` of \p Line with `if`.
Edit elifToIf(const SourceFile &F, unsigned Line, llvm::StringRef Word) {
  llvm::StringRef Text = F.line(Line);
  size_t At = Text.find_insensitive(Word);
  // elif -> if, elifdef -> ifdef, elifndef -> ifndef, elseif -> if.
  std::string To =
      Word.equals_insensitive("elseif") ? "if" : Word.drop_front(2).str();
  return {F.lineStart(Line) + At, Word.size(), To};
}

} // namespace

int conditionalDepth(const SourceFile &F) {
  int Depth = 0;
  for (unsigned L = 1; L <= F.lineCount(); ++L) {
    Dir K = directiveAt(F, L).Kind;
    Depth += K == Dir::Open ? 1 : K == Dir::Close ? -1 : 0;
  }
  return Depth;
}

std::vector<Edit> conditionalFix(const SourceFile &F, unsigned Line) {
  Directive D = directiveAt(F, Line);
  unsigned Next = nextSibling(F, Line);
  if (!Next)
    return {};
  Directive N = directiveAt(F, Next);
  // A removed #elif/elseif() branch goes; the others stay as they are.
  if (D.Kind == Dir::Branch)
    return {deleteLines(F, Line, Next - 1)};
  if (N.Kind == Dir::Close)
    return {deleteBlock(F, Line, Next)};
  if (N.Word == "else") { // the kept branch becomes unconditional
    unsigned Close = nextSibling(F, Next);
    if (!Close || directiveAt(F, Close).Kind != Dir::Close)
      return {};
    std::vector<Edit> Out{deleteLines(F, Line, Next),
                          deleteLines(F, Close, Close)};
    llvm::append_range(Out, dedent(F, Next + 1, Close - 1, Line));
    return Out;
  }
  return {deleteLines(F, Line, Next - 1), elifToIf(F, Next, N.Word)};
}

std::optional<Extent> conditionalBlockAt(const SourceFile &F, unsigned Line,
                                         const Matcher &M) {
  Directive D = directiveAt(F, Line);
  if (D.Word.empty() || D.Word == "else" || D.Kind == Dir::Close ||
      D.Word == "elifndef" || D.Cond == Unreadable)
    return std::nullopt;
  std::optional<unsigned> End = branchEnd(F, Line);
  if (!End || *End <= Line)
    return std::nullopt;
  // `#ifndef X` / `#define X 512` / `#endif`: a default for a removed macro
  // is the backend's too, though the branch is taken without it. Not with
  // an #else: that branch is the one the backend took.
  bool Default = D.Word == "ifndef" &&
                 directiveAt(F, *End).Kind == Dir::Close &&
                 bodyIsRemoved(F, Line, *End, M);
  if (!Default && (D.Word == "ifndef" || !onlyRemoved(D.Cond, M)))
    return std::nullopt;
  bool Cxx = F.Kind == FileKind::Cxx;
  return Extent{*End, (Cxx ? "#" : "") + D.Word.str() +
                          (Cxx ? " block" : "() block")};
}

} // namespace sweeper

// C/C++ #if/#ifdef/#elif branches and CMake if()/elseif() blocks: the
// branch runs to the matching #else/#elif/#endif (else()/elseif()/endif())
// at its depth; the other branches are kept. A branch is the backend's
// only when its condition is false once the removed names are gone
// (Lexed.h): `#if !X`, `#if ~X`, `if(X OR TRUE)` still run without it.
#include "blocks/Blocks.h"
#include "blocks/Lexed.h"
#include "match/Matcher.h"
#include "llvm/ADT/StringExtras.h"

namespace sweeper {
namespace {

enum class Dir { None, Open, Branch, Close };

struct Directive {
  Dir Kind = Dir::None;
  std::string Word;  ///< lower case: if, ifdef, elif, elseif, else, endif...
  unsigned Last = 0; ///< its last line (continued, or a multi-line call)
  /// It shares a line with other code: no fix deletes its lines.
  bool Awkward = false;
  /// C/C++: the condition's tokens; CMake: the command's index.
  size_t CondBegin = 0, CondEnd = 0;
};

/// Every directive of a file, by its first line, as the compiler (Clang's
/// raw lexer) or CMake's grammar reads them: one inside a string, a raw
/// string, a bracket argument or a comment is text.
struct DirectiveTable {
  std::vector<Directive> ByLine;
  CxxLexed Cxx;
  std::vector<bool> InLiteral; ///< C/C++: the line starts inside a string
};

Dir dirOf(llvm::StringRef W) {
  if (W == "if" || W == "ifdef" || W == "ifndef")
    return Dir::Open;
  if (W == "elif" || W == "else" || W == "elifdef" || W == "elifndef" ||
      W == "elseif")
    return Dir::Branch;
  return W == "endif" ? Dir::Close : Dir::None;
}

size_t firstNonBlank(const SourceFile &F, unsigned L) {
  return F.lineStart(L) + (F.line(L).size() - F.line(L).ltrim().size());
}

/// The C/C++ directive whose `#` is token \p Hash; \p I ends past it.
void cxxDirective(const SourceFile &F, DirectiveTable &T, size_t Hash,
                  size_t &I) {
  const std::vector<CxxToken> &Toks = T.Cxx.Toks;
  size_t LastEnd = Toks[Hash].Offset + 1;
  std::vector<size_t> Code; // the directive's tokens but comments
  for (I = Hash + 1; I < Toks.size() && !Toks[I].LineStart; ++I) {
    LastEnd = Toks[I].Offset + Toks[I].Text.size();
    if (Toks[I].K != CxxToken::Comment)
      Code.push_back(I);
  }
  if (Code.empty() || Toks[Code[0]].K != CxxToken::Ident)
    return;
  Directive D;
  D.Word = Toks[Code[0]].Text.str();
  D.Kind = dirOf(D.Word);
  if (D.Kind == Dir::None || D.Word == "elseif")
    return;
  unsigned L = F.lineOf(Toks[Hash].Offset);
  D.Last = F.lineOf(LastEnd - 1);
  D.Awkward = Toks[Hash].Offset != firstNonBlank(F, L);
  D.CondBegin = Code[0] + 1, D.CondEnd = I;
  T.ByLine[L] = std::move(D);
}

DirectiveTable cxxTable(const SourceFile &F) {
  DirectiveTable T;
  T.ByLine.resize(F.lineCount() + 2);
  T.InLiteral.assign(F.lineCount() + 2, false);
  T.Cxx = lexCxx(F.Text);
  const std::vector<CxxToken> &Toks = T.Cxx.Toks;
  for (size_t I = 0; I < Toks.size();) {
    const CxxToken &Tok = Toks[I];
    if (Tok.K == CxxToken::String || Tok.K == CxxToken::Char ||
        Tok.K == CxxToken::Bad)
      for (unsigned In = F.lineOf(Tok.Offset) + 1;
           In <= F.lineOf(Tok.Offset + Tok.Text.size() - 1); ++In)
        T.InLiteral[In] = true;
    if (Tok.LineStart && Tok.K == CxxToken::Punct && Tok.Text == "#")
      cxxDirective(F, T, I, I);
    else
      ++I;
  }
  return T;
}

DirectiveTable cmakeTable(const SourceFile &F) {
  DirectiveTable T;
  T.ByLine.resize(F.lineCount() + 2);
  const CMakeFile &CF = cmakeFile(F);
  T.InLiteral = CF.InLiteral;
  for (size_t I = 0; I < CF.Read.Commands.size(); ++I) {
    const CMakeCommand &C = CF.Read.Commands[I];
    Directive D;
    D.Word = C.Name.lower();
    D.Kind = dirOf(D.Word);
    if (D.Kind == Dir::None || llvm::StringRef(D.Word).starts_with("elif") ||
        D.Word == "ifdef" || D.Word == "ifndef")
      continue;
    unsigned L = F.lineOf(C.Begin);
    D.Last = F.lineOf(C.End - 1);
    D.Awkward = CF.CommandAt[L] != int(I) || !endsItsLine(F, C);
    D.CondBegin = I;
    T.ByLine[L] = std::move(D);
  }
  return T;
}

/// C-family sources have preprocessor conditionals; the other kinds that
/// list this family (CMake) have if() commands.
bool preprocessed(const SourceFile &F) {
  return fileKindInfo(F.Kind).Role == KindRole::CSource;
}

DirectiveTable directivesOf(const SourceFile &F) {
  return preprocessed(F) ? cxxTable(F) : cmakeTable(F);
}

const DirectiveTable &tableOf(const SourceFile &F) {
  return memoFor<DirectiveTable, directivesOf>(F);
}

const Directive &directiveAt(const SourceFile &F, unsigned Line) {
  return tableOf(F).ByLine[Line];
}

/// `#ifdef X`/`#ifndef X`: what the branch's condition is with the removed
/// names gone; X removed makes #ifdef false and #ifndef true.
Truth definedTruth(llvm::ArrayRef<CxxToken> Cond, bool Negated,
                   const Matcher &M) {
  std::vector<CxxToken> Code;
  for (const CxxToken &T : Cond)
    if (T.K != CxxToken::Comment)
      Code.push_back(T);
  if (Code.size() != 1 || Code[0].K != CxxToken::Ident ||
      !removedName(Code[0].Text, M))
    return Truth::Unknown;
  return Negated ? Truth::True : Truth::False;
}

/// The branch's condition once the removed names are gone.
Truth truthOf(const SourceFile &F, const Directive &D, const Matcher &M) {
  const DirectiveTable &T = tableOf(F);
  if (!preprocessed(F))
    return cmakeTruth(cmakeFile(F).Read.Commands[D.CondBegin].Args, M);
  if (T.Cxx.Unclean)
    return Truth::Unknown;
  llvm::ArrayRef<CxxToken> Cond(T.Cxx.Toks.data() + D.CondBegin,
                                T.Cxx.Toks.data() + D.CondEnd);
  if (D.Word == "ifdef" || D.Word == "elifdef")
    return definedTruth(Cond, false, M);
  if (D.Word == "ifndef" || D.Word == "elifndef")
    return definedTruth(Cond, true, M);
  return cxxTruth(Cond, M);
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
    if (!T.empty() && M.findCertain(T).empty()) {
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
/// body of an unwrapped branch moves out to where its `if` was. Not when a
/// line starts inside a string: that would change the string.
std::vector<Edit> dedent(const SourceFile &F, unsigned A, unsigned B,
                         unsigned Head) {
  size_t Min = std::string::npos;
  for (unsigned L = A; L <= B; ++L) {
    if (tableOf(F).InLiteral[L])
      return {};
    if (!F.line(L).trim().empty())
      Min = std::min(Min, indentOf(F.line(L)));
  }
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
/// sibling #else/#elif, or the matching #endif's last when there is none.
std::optional<unsigned> branchEnd(const SourceFile &F, unsigned Line) {
  unsigned Next = nextSibling(F, Line);
  if (!Next)
    return std::nullopt; // unbalanced: no extent rather than a wrong one
  const Directive &N = directiveAt(F, Next);
  return N.Kind == Dir::Close ? N.Last : Next - 1;
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

/// Unwraps the `#else`/`else()` at \p Else that keeps its branch once the
/// one opened at \p Line goes.
std::vector<Edit> unwrapElse(const SourceFile &F, unsigned Line,
                             unsigned Else) {
  unsigned Close = nextSibling(F, Else);
  if (!Close || directiveAt(F, Close).Kind != Dir::Close ||
      directiveAt(F, Close).Awkward)
    return {};
  unsigned ElseLast = directiveAt(F, Else).Last;
  std::vector<Edit> Out{deleteLines(F, Line, ElseLast),
                        deleteLines(F, Close, directiveAt(F, Close).Last)};
  llvm::append_range(Out, dedent(F, ElseLast + 1, Close - 1, Line));
  return Out;
}

/// Whether \p Line can be a directive at all: most findings' lines are
/// not, and their files need no lexing.
bool mayBeDirective(const SourceFile &F, unsigned Line) {
  llvm::StringRef T = F.line(Line).ltrim();
  if (preprocessed(F))
    return T.starts_with("#");
  return T.starts_with_insensitive("if") || T.starts_with_insensitive("elseif");
}

/// Whether the directive at \p Line can head a dead branch at all.
bool canHead(const Directive &D) {
  return (D.Kind == Dir::Open || D.Kind == Dir::Branch) && D.Word != "else" &&
         D.Word != "elifndef" && !D.Awkward;
}

std::vector<Edit> conditionalFix(const SourceFile &F, unsigned Line, unsigned) {
  const Directive &D = directiveAt(F, Line);
  unsigned Next = nextSibling(F, Line);
  if (!Next || !canHead(D) || directiveAt(F, Next).Awkward)
    return {};
  const Directive &N = directiveAt(F, Next);
  // A removed #elif/elseif() branch goes; the others stay as they are.
  if (D.Kind == Dir::Branch)
    return {deleteLines(F, Line, Next - 1)};
  if (N.Kind == Dir::Close)
    return {deleteBlock(F, Line, N.Last)};
  if (N.Word == "else") // the kept branch becomes unconditional
    return unwrapElse(F, Line, Next);
  return {deleteLines(F, Line, Next - 1), elifToIf(F, Next, N.Word)};
}

std::optional<Extent> conditionalBlockAt(const SourceFile &F, unsigned Line,
                                         const Matcher &M) {
  if (!mayBeDirective(F, Line))
    return std::nullopt;
  const Directive &D = directiveAt(F, Line);
  if (!canHead(D))
    return std::nullopt;
  std::optional<unsigned> End = branchEnd(F, Line);
  if (!End || *End <= Line || directiveAt(F, nextSibling(F, Line)).Awkward)
    return std::nullopt;
  // `#ifndef X` / `#define X 512` / `#endif`: a default for a removed macro
  // is the backend's too, though the branch is taken without it. Not with
  // an #else: that branch is the one the backend took.
  unsigned Next = nextSibling(F, Line);
  bool Default = D.Word == "ifndef" &&
                 directiveAt(F, Next).Kind == Dir::Close &&
                 bodyIsRemoved(F, D.Last, Next, M);
  if (!Default && truthOf(F, D, M) != Truth::False)
    return std::nullopt;
  bool Cxx = preprocessed(F);
  return Extent{*End,
                (Cxx ? "#" : "") + D.Word + (Cxx ? " block" : "() block")};
}

} // namespace

const BlockFamily Conditionals{conditionalBlockAt, conditionalFix};

} // namespace sweeper

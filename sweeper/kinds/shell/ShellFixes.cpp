// Shell lines whose removal is mechanical. A line is only deleted when the
// shell would read it as one simple command (no `;`, `&&`, pipe, redirection
// or substitution) and deleting it leaves no `then ... fi` or `do ... done`
// empty, which the shell refuses to parse.
#include "kinds/shell/ShellFixes.h"
#include "blocks/Blocks.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

namespace sweeper {
namespace {

struct ShellWords {
  std::vector<llvm::StringRef> Words;
  bool Simple = true; ///< no operator, redirection, substitution or open quote
};

bool startsSubstitution(llvm::StringRef S, size_t I) {
  return S[I] == '`' || (S[I] == '$' && I + 1 < S.size() && S[I + 1] == '(');
}

/// Where the word starting at \p I ends, as the shell splits words.
size_t wordEnd(llvm::StringRef S, size_t I, bool &Simple) {
  char Quote = 0;
  for (; I < S.size(); ++I) {
    char C = S[I];
    if (Quote == '\'') {
      Quote = C == '\'' ? 0 : Quote;
      continue;
    }
    if (C == '\\') {
      ++I;
      continue;
    }
    if (startsSubstitution(S, I))
      Simple = false;
    if (Quote) {
      Quote = C == '"' ? 0 : Quote;
      continue;
    }
    if (C == '\'' || C == '"')
      Quote = C;
    else if (C == ' ' || C == '\t')
      break;
    else if (llvm::StringRef(";&|<>(){}#").contains(C))
      Simple = false;
  }
  if (Quote)
    Simple = false;
  return I;
}

ShellWords splitWords(llvm::StringRef S) {
  ShellWords Out;
  for (size_t I = 0; I < S.size();) {
    if (S[I] == ' ' || S[I] == '\t') {
      ++I;
      continue;
    }
    size_t End = wordEnd(S, I, Out.Simple);
    Out.Words.push_back(S.slice(I, End));
    I = End;
  }
  return Out;
}

bool continues(llvm::StringRef Line) { return Line.rtrim().ends_with("\\"); }

/// The nearest line from \p L in direction \p Step that holds code.
llvm::StringRef codeNear(const SourceFile &F, unsigned L, int Step) {
  for (unsigned N = L; N >= 1 && N <= F.lineCount(); N += Step) {
    llvm::StringRef T = F.line(N).trim();
    if (!T.empty() && !T.starts_with("#"))
      return T;
  }
  return "";
}

/// Deleting line \p L would leave a compound command's body empty.
bool emptiesBody(const SourceFile &F, unsigned L) {
  llvm::StringRef Before = codeNear(F, L - 1, -1),
                  After = codeNear(F, L + 1, 1);
  auto EndsWord = [&](llvm::StringRef W) {
    return Before == W || Before.ends_with(" " + W.str()) ||
           Before.ends_with(";" + W.str());
  };
  bool Opens = EndsWord("then") || EndsWord("do") || EndsWord("else") ||
               Before.ends_with("{");
  llvm::StringRef Next =
      After.take_while([](char C) { return llvm::isAlpha(C) || C == '}'; });
  return Opens && llvm::is_contained({"fi", "done", "else", "elif", "}"}, Next);
}

/// Commands that only move files about: on a removed path they act on
/// nothing the tree still has.
bool isFileCommand(llvm::StringRef W) {
  return llvm::is_contained({"cp", "mv", "rm", "ln", "rsync", "install",
                             "mkdir", "rmdir", "touch", "chmod"},
                            W);
}

} // namespace

std::vector<Edit> shellLineFix(const SourceFile &F, const Finding &Fd) {
  unsigned L = Fd.Loc.Line;
  llvm::StringRef Line = F.line(L).rtrim();
  bool Continued = L > 1 && continues(F.line(L - 1));
  llvm::StringRef Code = Line;
  Code.consume_back("\\");
  ShellWords W = splitWords(Code.trim());
  if (!W.Simple || W.Words.empty())
    return {};
  // `  -DNOVA=ON \` inside `cmake .. \`: one flag (and its value) of a
  // command whose other lines stay. A value that lists several things
  // (`--skip a,nova,b`) loses one item, not the flag.
  auto Listing = [](llvm::StringRef Word) {
    return Word.contains(',') && !Word.starts_with("'") &&
           !Word.starts_with("\"");
  };
  if (Continued)
    return W.Words.size() <= 2 && W.Words[0].starts_with("-") &&
                   (W.Words.size() == 1 || !W.Words[1].starts_with("-")) &&
                   llvm::none_of(W.Words, Listing)
               ? deleteEntry(F, L)
               : std::vector<Edit>{};
  if (continues(Line) || Fd.Check != CheckId::PathReference ||
      !isFileCommand(W.Words[0]) || emptiesBody(F, L))
    return {};
  return {deleteLines(F, L, L)};
}

} // namespace sweeper

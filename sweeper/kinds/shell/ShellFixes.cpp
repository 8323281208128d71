// Shell lines whose removal is mechanical: one entry of a list of like lines
// (`cp -r up/src/nova/* src/nova/` among the same `cp` for each backend, or
// `-e 's/nova/x/' \` among the same `sed` expression for each, or a comment
// among like comments). Deleting it must not change how the shell reads the
// rest, so these stay:
// - heredoc openers, bodies and terminators: their lines are text;
// - lines holding a reserved word (`if`, `then`, `fi`, `do`, `done`, ...),
//   a brace, a `case` pattern or `;;`: they open or close a compound;
// - lines that end in or follow `&&`, `||` or `|` (comments aside), and the
//   first line of a continued command;
// - entries that keep things out (`--exclude`, `--skip`, a sed `/…/d`),
//   which still do their work once the backend is gone.
#include "blocks/Blocks.h"
#include "kinds/KindSpec.h"
#include "llvm/ADT/StringExtras.h"
#include <re2/re2.h>

namespace sweeper {
namespace {

/// \p Line without a trailing `# comment` (a `#` that starts a word outside
/// quotes), right-trimmed.
llvm::StringRef withoutComment(llvm::StringRef Line) {
  char Quote = 0;
  for (size_t I = 0; I < Line.size(); ++I) {
    char C = Line[I];
    if (Quote) {
      if (C == Quote)
        Quote = 0;
      else if (C == '\\' && Quote == '"')
        ++I;
    } else if (C == '\\') {
      ++I;
    } else if (C == '\'' || C == '"') {
      Quote = C;
    } else if (C == '#' &&
               (I == 0 || Line[I - 1] == ' ' || Line[I - 1] == '\t')) {
      return Line.take_front(I).rtrim();
    }
  }
  return Line.rtrim();
}

/// Per line (1-based): part of a heredoc (its opener, body or terminator).
/// A `<<` inside quotes or arithmetic may be taken for an opener; that only
/// leaves more lines alone.
std::vector<bool> heredocLines(const SourceFile &F) {
  static const RE2 Opener(R"re((?:^|[^<])<<-?\s*['"]?\\?([A-Za-z0-9_]+))re");
  std::vector<bool> Out(F.lineCount() + 2, false);
  std::vector<std::string> Pending; // delimiters awaiting their bodies
  for (unsigned L = 1; L <= F.lineCount(); ++L) {
    llvm::StringRef Line = F.line(L);
    if (!Pending.empty()) {
      Out[L] = true;
      if (Line.ltrim("\t").rtrim("\r") == Pending.front())
        Pending.erase(Pending.begin());
      continue;
    }
    re2::StringPiece In(Line.data(), Line.size());
    std::string Delim;
    while (RE2::FindAndConsume(&In, Opener, &Delim)) {
      Out[L] = true;
      Pending.push_back(Delim);
    }
  }
  return Out;
}

/// Opens or closes a compound command, or is a `case` arm's pattern.
bool structural(llvm::StringRef Code) {
  static const RE2 Word(
      R"re((?:^|[\s;&|(])(?:if|then|elif|else|fi|for|while|until|do|done|case|esac|select|function|in|[{}])(?:$|[\s;&|)]))re");
  llvm::StringRef First = Code.ltrim().take_until(llvm::isSpace);
  return RE2::PartialMatch(Code.str(), Word) || Code.contains(";;") ||
         First.ends_with(")") || First.starts_with("(");
}

bool endsInOperator(llvm::StringRef Code) {
  return Code.ends_with("&&") || Code.ends_with("||") || Code.ends_with("|");
}

/// The code of the nearest line above \p L that has some, looking a few
/// lines up; nullopt past them (a long run of comments is not judged).
std::optional<llvm::StringRef> codeAbove(const SourceFile &F, unsigned L) {
  for (unsigned N = L - 1; N >= 1 && N + 8 > L; --N) {
    llvm::StringRef T = withoutComment(F.line(N).trim());
    if (!T.empty())
      return T;
  }
  if (L <= 8)
    return llvm::StringRef();
  return std::nullopt;
}

bool keepsOut(llvm::StringRef Line) {
  static const RE2 Filter(
      R"re((?i)exclude|ignore|skip|prune|filter|/\s*d\s*['"]|#d|grep\s+-\w*v)re");
  return RE2::PartialMatch(Line.str(), Filter);
}

} // namespace

std::vector<Edit> shellLineFix(const SourceFile &F, const Finding &Fd,
                               const Matcher &M) {
  unsigned L = Fd.Loc.Line;
  llvm::StringRef Line = F.line(L).rtrim(), Code = withoutComment(Line.trim());
  bool Continued = L > 1 && F.line(L - 1).rtrim().ends_with("\\");
  bool Comment = Code.empty();
  if (memoFor<std::vector<bool>, heredocLines>(F)[L] || structural(Code) ||
      endsInOperator(Code) || keepsOut(Line) ||
      (Comment && (Continued || Line.ends_with("\\"))) ||
      (!Comment && !Continued && Line.ends_with("\\")))
    return {};
  // A comment joins no commands; a command after `a &&` would be joined.
  std::optional<llvm::StringRef> Above =
      Comment ? std::optional<llvm::StringRef>("") : codeAbove(F, L);
  if (!Above || (!Continued && endsInOperator(*Above)) ||
      !likeNeighbour(F, L, M))
    return {};
  return Continued && !Comment ? deleteEntry(F, L)
                               : std::vector<Edit>{deleteLines(F, L, L)};
}

} // namespace sweeper

// Calls that span lines and exist only for the backend: a CMake command
// whose first argument names it (`set(NOVA_SOURCES`, `target_sources(
// nova_lib`, read by the CMake grammar: a `)` in a bracket argument does
// not close it), an argparse definition of its flag, a Package.swift product
// or target named for it. The extent runs to the closing parenthesis.
// Also .gitmodules sections named for it.
#include "blocks/Blocks.h"
#include "blocks/Lexed.h"
#include "match/Matcher.h"
#include "llvm/ADT/StringExtras.h"

namespace sweeper {
namespace {

bool named(llvm::StringRef S, const Matcher &M) {
  return !S.empty() && !M.findCertain(S).empty();
}

/// Tracks parentheses (or brackets) through a call's text, skipping
/// strings.
struct ParenScanner {
  /// Deeper than this is no call anyone writes. Each call's walk stops
  /// there: calls nested thousands deep made every walk run to the end.
  static constexpr int MaxDepth = 64;
  bool HashComments;
  char Open = '(', Shut = ')';
  int Depth = 0;
  char Quote = 0;
  bool Opened = false;

  /// Reads \p T; true when the first parenthesis opened is closed in it.
  bool closesIn(llvm::StringRef T) {
    for (size_t I = 0; I < T.size(); ++I) {
      char C = T[I];
      if (Quote) {
        if (C == '\\')
          ++I;
        else if (C == Quote)
          Quote = 0;
      } else if (C == '"' || C == '\'') {
        Quote = C;
      } else if (C == '#' && HashComments) {
        return false; // a comment to the end of the line
      } else if (C == Open) {
        if (++Depth > MaxDepth)
          return false;
        Opened = true;
      } else if (C == Shut && Opened && --Depth == 0) {
        return true;
      }
    }
    return false;
  }
};

/// The line holding the parenthesis (\p Open `[`: bracket) that closes the
/// first one opened on \p Line (strings skipped), when it is a later line;
/// 0 otherwise, and when parentheses nest deeper than MaxDepth.
unsigned closingLine(const SourceFile &F, unsigned Line, char Open,
                     bool HashComments) {
  ParenScanner P{HashComments, Open, Open == '[' ? ']' : ')'};
  for (unsigned L = Line; L <= F.lineCount() && P.Depth <= P.MaxDepth; ++L)
    if (P.closesIn(F.line(L)))
      return L > Line ? L : 0;
  return 0;
}

/// The CMake command that starts \p Line (as the CMake reader reads the
/// file: never one inside a bracket or quoted argument), or null.
const CMakeCommand *cmakeCommandAt(const SourceFile &F, unsigned Line) {
  const CMakeFile &CF = cmakeFile(F);
  int I = CF.CommandAt[Line];
  return I < 0 ? nullptr : &CF.Read.Commands[I];
}

/// The first argument of the CMake command \p C (after APPEND etc.).
llvm::StringRef cmakeHead(const CMakeCommand &C) {
  // Control flow is conditionals' business (Conditionals.cpp).
  static const char *const Flow[] = {"if",      "elseif",    "else",
                                     "endif",   "while",     "endwhile",
                                     "foreach", "endforeach"};
  if (llvm::any_of(Flow,
                   [&](const char *W) { return C.Name.equals_insensitive(W); }))
    return "";
  size_t I = 0;
  if (C.Name.equals_insensitive("list") && C.Args.size() > 1)
    I = 1; // list(APPEND NAME ...)
  return I < C.Args.size() ? C.Args[I].Text : "";
}

/// A CMake call whose first argument names the backend, to its `)`.
std::optional<Extent> cmakeCallAt(const SourceFile &F, unsigned Line,
                                  const Matcher &M) {
  const CMakeCommand *C = cmakeCommandAt(F, Line);
  if (!C)
    return std::nullopt;
  // The name on the command's own line: `set(` alone heads no block.
  llvm::StringRef Head = cmakeHead(*C);
  if (!named(Head, M) || F.lineOf(Head.data() - F.Text.data()) != Line)
    return std::nullopt;
  unsigned End = F.lineOf(C->End - 1);
  if (End <= Line)
    return std::nullopt;
  return Extent{End, "call"};
}

/// The first string literal in \p S.
llvm::StringRef firstString(llvm::StringRef S) {
  size_t B = S.find_first_of("\"'");
  if (B == llvm::StringRef::npos)
    return "";
  size_t E = S.find(S[B], B + 1);
  return E == llvm::StringRef::npos ? "" : S.slice(B + 1, E);
}

/// The call opened on \p Line, to the line that closes it.
std::optional<Extent> toClose(const SourceFile &F, unsigned Line, char Open,
                              bool HashComments, llvm::StringRef What) {
  unsigned End = closingLine(F, Line, Open, HashComments);
  if (!End)
    return std::nullopt;
  return Extent{End, What.str()};
}

/// An argparse definition of the backend's flag.
std::optional<Extent> pythonCallAt(const SourceFile &F, unsigned Line,
                                   const Matcher &M) {
  llvm::StringRef T = F.line(Line).trim();
  if (!T.contains("add_argument("))
    return std::nullopt;
  llvm::StringRef Args = T.split("add_argument(").second;
  if (Args.trim().empty() && Line < F.lineCount())
    Args = F.line(Line + 1);
  if (!named(firstString(Args), M))
    return std::nullopt;
  return toClose(F, Line, '(', /*HashComments=*/true, "argument definition");
}

/// A Package.swift product or target named for the backend, or a manifest
/// dictionary entry keyed by it (`"backend_mps": [`).
std::optional<Extent> swiftCallAt(const SourceFile &F, unsigned Line,
                                  const Matcher &M) {
  llvm::StringRef T = F.line(Line).trim();
  bool Library = T.starts_with(".library(");
  if ((Library || T.starts_with(".target(") ||
       T.starts_with(".binaryTarget(") ||
       T.starts_with(".executableTarget(")) &&
      named(firstString(T), M))
    return toClose(F, Line, '(', false, Library ? "product" : "target");
  if (T.starts_with("\"") && T.contains("\": [") && named(firstString(T), M))
    return toClose(F, Line, '[', false, "dictionary entry");
  return std::nullopt;
}

/// `[submodule "nova"]` to the next section.
std::optional<Extent> gitmodulesSectionAt(const SourceFile &F, unsigned Line,
                                          const Matcher &M) {
  llvm::StringRef T = F.line(Line).trim();
  if (!T.starts_with("[") || !named(T, M))
    return std::nullopt;
  unsigned End = Line;
  for (unsigned L = Line + 1; L <= F.lineCount(); ++L) {
    llvm::StringRef N = F.line(L).trim();
    if (N.starts_with("["))
      break;
    if (!N.empty())
      End = L;
  }
  if (End == Line)
    return std::nullopt;
  return Extent{End, "submodule section"};
}

} // namespace

/// Whole lines, when the call's closing line ends with it (`)`, `),`).
static std::vector<Edit> callFix(const SourceFile &F, unsigned Line,
                                 unsigned End) {
  llvm::StringRef Last = F.line(End);
  size_t Close = Last.find_last_of(")]");
  llvm::StringRef After =
      Close == llvm::StringRef::npos ? "" : Last.substr(Close + 1).trim();
  if (Close == llvm::StringRef::npos ||
      !(After.empty() || After == "," || After.starts_with("#") ||
        After.starts_with("//")))
    return {};
  return {deleteBlock(F, Line, End)};
}

/// Whole lines, when the command's `)` ends its line.
static std::vector<Edit> cmakeCallFix(const SourceFile &F, unsigned Line,
                                      unsigned End) {
  const CMakeCommand *C = cmakeCommandAt(F, Line);
  if (!C || F.lineOf(C->End - 1) != End || !endsItsLine(F, *C))
    return {};
  return {deleteBlock(F, Line, End)};
}

static std::vector<Edit> sectionFix(const SourceFile &F, unsigned Line,
                                    unsigned End) {
  return {deleteBlock(F, Line, End)};
}

const BlockFamily CMakeCalls{cmakeCallAt, cmakeCallFix};
const BlockFamily PythonCalls{pythonCallAt, callFix};
const BlockFamily SwiftCalls{swiftCallAt, callFix};
const BlockFamily GitmodulesSections{gitmodulesSectionAt, sectionFix};

} // namespace sweeper

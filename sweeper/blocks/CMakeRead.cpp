// CMake read by its grammar (cmake-language(7)): command invocations whose
// arguments are bracket arguments `[=[...]=]`, quoted arguments (escapes and
// line continuations included) or unquoted ones, between line comments and
// bracket comments `#[[...]]`. An `endif()` inside `[[ ... ]]` or a
// multi-line "..." is text, not the end of a block.
#include "blocks/Lexed.h"
#include "llvm/ADT/StringExtras.h"

namespace sweeper {
namespace {

/// Deeper than this no CMake file nests its parentheses; a hostile one
/// would only make the reader's stack grow.
constexpr unsigned MaxParens = 256;

class Reader {
public:
  explicit Reader(llvm::StringRef Text) : T(Text) {}

  CMakeRead run() {
    while (Out.Error.empty() && skipSpaceAndComments())
      command();
    return std::move(Out);
  }

private:
  bool at(size_t K, char C) const { return K < T.size() && T[K] == C; }

  /// The length of `[==[` at \p K (its `=` count + 2), or 0.
  size_t bracketOpen(size_t K) const {
    if (!at(K, '['))
      return 0;
    size_t E = K + 1;
    while (at(E, '='))
      ++E;
    return at(E, '[') ? E - K + 1 : 0;
  }

  /// Past the bracket opened at I (its length \p Open); false when it is
  /// never closed.
  bool skipBracket(size_t Open, size_t &ContentBegin, size_t &ContentEnd) {
    std::string Close = "]" + std::string(Open - 2, '=') + "]";
    ContentBegin = I + Open;
    size_t E = T.find(Close, ContentBegin);
    if (E == llvm::StringRef::npos)
      return fail("an unterminated bracket");
    ContentEnd = E;
    I = E + Close.size();
    return true;
  }

  bool fail(const char *Why) {
    if (Out.Error.empty())
      Out.Error = Why;
    return false;
  }

  /// Skips a comment at I (`#...` to the line's end, or `#[[...]]`).
  bool comment() {
    ++I;
    if (size_t Open = bracketOpen(I)) {
      size_t B, E;
      return skipBracket(Open, B, E);
    }
    size_t E = T.find('\n', I);
    I = E == llvm::StringRef::npos ? T.size() : E;
    return true;
  }

  /// Past whitespace and comments between commands; false at the end.
  bool skipSpaceAndComments() {
    while (I < T.size()) {
      char C = T[I];
      if (C == ' ' || C == '\t' || C == '\r' || C == '\n')
        ++I;
      else if (C == '#') {
        if (!comment())
          return false;
      } else if (!placeholder())
        return true;
    }
    return false;
  }

  /// `@PACKAGE_INIT@` on a line of its own: a file configure_file() fills
  /// in (`Config.cmake.in`), not text outside a command.
  bool placeholder() {
    if (T[I] != '@')
      return false;
    size_t E = I + 1;
    while (E < T.size() && (llvm::isAlnum(T[E]) || T[E] == '_'))
      ++E;
    if (E == I + 1 || !at(E, '@'))
      return false;
    I = E + 1;
    return true;
  }

  void command() {
    size_t B = I;
    if (!(llvm::isAlpha(T[I]) || T[I] == '_')) {
      fail("text outside a command");
      return;
    }
    while (I < T.size() && (llvm::isAlnum(T[I]) || T[I] == '_'))
      ++I;
    CMakeCommand Cmd;
    Cmd.Name = T.slice(B, I);
    Cmd.Begin = B;
    while (at(I, ' ') || at(I, '\t'))
      ++I;
    if (!at(I, '(')) {
      fail("a command without its `(`");
      return;
    }
    ++I;
    if (arguments(Cmd.Args)) {
      Cmd.End = I;
      Out.Commands.push_back(std::move(Cmd));
    }
  }

  /// The arguments up to the `)` that closes the command (I past it).
  bool arguments(std::vector<CMakeArg> &Args) {
    unsigned Depth = 1;
    while (I < T.size()) {
      char C = T[I];
      if (C == ' ' || C == '\t' || C == '\r' || C == '\n') {
        ++I;
      } else if (C == '#') {
        if (!comment())
          return false;
      } else if (C == '(' || C == ')') {
        Depth += C == '(' ? 1 : -1;
        if (Depth > MaxParens)
          return fail("parentheses nested too deep");
        if (!Depth)
          return ++I, true;
        Args.push_back({C == '(' ? CMakeArg::Open : CMakeArg::Close,
                        T.substr(I, 1), I, I + 1});
        ++I;
      } else if (!argument(Args)) {
        return false;
      }
    }
    return fail("a command without its `)`");
  }

  bool argument(std::vector<CMakeArg> &Args) {
    size_t B = I, CB, CE;
    if (size_t Open = bracketOpen(I)) {
      if (!skipBracket(Open, CB, CE))
        return false;
      Args.push_back({CMakeArg::Bracket, T.slice(CB, CE), B, I});
      return true;
    }
    if (T[I] == '"') {
      ++I;
      if (!quoted())
        return false;
      Args.push_back({CMakeArg::Quoted, T.slice(B + 1, I - 1), B, I});
      return true;
    }
    return unquoted(Args);
  }

  /// Past the closing quote of a quoted argument (I just inside it).
  bool quoted() {
    while (I < T.size()) {
      if (T[I] == '\\')
        I += 2;
      else if (T[I++] == '"')
        return true;
    }
    return fail("an unterminated quoted argument");
  }

  /// An unquoted argument; a `"..."` inside one (`-DX="a b"`, the legacy
  /// form) is part of it.
  bool unquoted(std::vector<CMakeArg> &Args) {
    size_t B = I;
    while (I < T.size()) {
      char C = T[I];
      if (C == ' ' || C == '\t' || C == '\r' || C == '\n' || C == '(' ||
          C == ')' || C == '#')
        break;
      if (C == '\\') {
        I += 2;
      } else if (C == '"') {
        ++I;
        if (!quoted())
          return false;
      } else {
        ++I;
      }
    }
    I = std::min(I, T.size());
    Args.push_back({CMakeArg::Unquoted, T.slice(B, I), B, I});
    return true;
  }

  llvm::StringRef T;
  size_t I = 0;
  CMakeRead Out;
};

/// The command that closes a block opened by \p Open, or "".
llvm::StringRef closerOf(llvm::StringRef Open) {
  static const std::pair<const char *, const char *> Pairs[] = {
      {"if", "endif"},       {"function", "endfunction"},
      {"macro", "endmacro"}, {"foreach", "endforeach"},
      {"while", "endwhile"}, {"block", "endblock"}};
  for (auto &[O, C] : Pairs)
    if (Open == O)
      return C;
  return "";
}

bool isCloser(llvm::StringRef Name) {
  return Name == "endif" || Name == "endfunction" || Name == "endmacro" ||
         Name == "endforeach" || Name == "endwhile" || Name == "endblock";
}

} // namespace

CMakeRead readCMake(llvm::StringRef Text) { return Reader(Text).run(); }

std::string cmakeUnbalanced(const CMakeRead &R) {
  if (!R.Error.empty())
    return R.Error;
  std::vector<std::string> Open;
  for (const CMakeCommand &C : R.Commands) {
    std::string Name = C.Name.lower();
    if (!closerOf(Name).empty()) {
      Open.push_back(Name);
    } else if (isCloser(Name)) {
      if (Open.empty() || closerOf(Open.back()) != Name)
        return "a stray " + Name + "()";
      Open.pop_back();
    } else if ((Name == "else" || Name == "elseif") &&
               (Open.empty() || Open.back() != "if")) {
      return "a stray " + Name + "()";
    }
  }
  return Open.empty() ? "" : "an unclosed " + Open.back() + "()";
}

namespace {

size_t firstNonBlank(const SourceFile &F, unsigned L) {
  return F.lineStart(L) + (F.line(L).size() - F.line(L).ltrim().size());
}

CMakeFile readCMakeFile(const SourceFile &F) {
  CMakeFile Out{readCMake(F.Text), {}, {}};
  Out.CommandAt.assign(F.lineCount() + 2, -1);
  Out.InLiteral.assign(F.lineCount() + 2, false);
  for (size_t I = 0; I < Out.Read.Commands.size(); ++I) {
    const CMakeCommand &C = Out.Read.Commands[I];
    unsigned L = F.lineOf(C.Begin);
    // A command after other text on its line is no line of its own.
    if (C.Begin == firstNonBlank(F, L) && Out.CommandAt[L] < 0)
      Out.CommandAt[L] = int(I);
    for (const CMakeArg &A : C.Args)
      if (A.K == CMakeArg::Quoted || A.K == CMakeArg::Bracket)
        for (unsigned In = F.lineOf(A.Offset) + 1; In <= F.lineOf(A.End - 1);
             ++In)
          Out.InLiteral[In] = true;
  }
  return Out;
}

} // namespace

const CMakeFile &cmakeFile(const SourceFile &F) {
  return memoFor<CMakeFile, readCMakeFile>(F);
}

bool endsItsLine(const SourceFile &F, const CMakeCommand &C) {
  unsigned L = F.lineOf(C.End - 1);
  llvm::StringRef Rest = F.line(L).substr(C.End - F.lineStart(L)).trim();
  return Rest.empty() || (Rest.starts_with("#") && !Rest.starts_with("#["));
}

} // namespace sweeper

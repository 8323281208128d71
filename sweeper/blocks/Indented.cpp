// Blocks delimited by indentation: YAML keys and list items named for the
// backend (a workflow job `test-mps:`, a step `- name: Build MPS`, a matrix
// entry `- backend: mps`), Python functions and classes named for it and
// branches taken only for it (`if args.backend == "mps":`).
#include "blocks/Blocks.h"
#include "blocks/Lexed.h"
#include "core/ShortName.h"
#include "match/Matcher.h"
#include "llvm/ADT/StringExtras.h"

namespace sweeper {
namespace {

size_t indentOf(llvm::StringRef Line) {
  return Line.size() - Line.ltrim(" \t").size();
}

bool isFiller(llvm::StringRef Line) {
  llvm::StringRef T = Line.trim();
  return T.empty() || T.starts_with("#");
}

/// The last line of the block under \p Line: lines indented deeper than
/// \p Indent (blank and comment lines between them included, and the
/// lines \p InString marks: in Python, those of a string that started in
/// it, however indented).
unsigned blockEnd(const SourceFile &F, unsigned Line, size_t Indent,
                  const std::vector<bool> *InString = nullptr) {
  unsigned Last = Line;
  for (unsigned L = Line + 1; L <= F.lineCount(); ++L) {
    llvm::StringRef Text = F.line(L);
    if (InString && (*InString)[L]) {
      Last = L;
      continue;
    }
    if (isFiller(Text))
      continue;
    if (indentOf(Text) <= Indent)
      break;
    Last = L;
  }
  return Last;
}

bool named(llvm::StringRef S, const Matcher &M) {
  return !S.empty() && !M.findCertain(S).empty();
}

/// `- name: Build MPS` (a step), `- backend: mps` (a matrix entry whose
/// whole value is removed), `test-mps:` (a job or any key holding a block).
std::optional<Extent> yamlBlockAt(const SourceFile &F, unsigned Line,
                                  const Matcher &M) {
  llvm::StringRef Text = F.line(Line), T = Text.trim();
  size_t Indent = indentOf(Text);
  // `#mps:` is a comment, not a key: as a head, each such line's block ran
  // over the comment lines after it to the file's end.
  if (isFiller(Text))
    return std::nullopt;
  if (T.consume_front("- ")) {
    auto [Key, Value] = T.split(':');
    Value = Value.trim().trim("\"'");
    bool Step = Key.trim() == "name" && named(Value, M);
    if (!Step && !(named(Value, M) && onlyRemoved(Value, M)))
      return std::nullopt;
    return Extent{blockEnd(F, Line, Indent),
                  Step ? "workflow step" : "list item"};
  }
  auto [Key, Rest] = T.split(':');
  if (!T.contains(':') || !isFiller(Rest) || !named(Key, M))
    return std::nullopt;
  return Extent{blockEnd(F, Line, Indent),
                "'" + shortName(Key.trim()) + "' block"};
}

/// Per line (1-based), whether a Python line starts inside a string (a
/// triple-quoted one, or one continued with a backslash).
std::vector<bool> pythonStringLines(const SourceFile &F) {
  std::vector<bool> Out(F.lineCount() + 2, false);
  llvm::StringRef T = F.Text;
  std::string Close; // the open string's closing quote(s), or ""
  unsigned Line = 1;
  for (size_t I = 0; I < T.size(); ++I) {
    char C = T[I];
    if (C == '\\' && !Close.empty() && I + 1 < T.size()) {
      C = T[++I]; // an escaped quote or line end stays in the string
      if (C == '\n')
        Out[++Line] = true;
    } else if (C == '\n') {
      if (Close.size() == 1)
        Close.clear(); // an unterminated one-line string ends here
      Out[++Line] = !Close.empty();
    } else if (!Close.empty()) {
      if (T.substr(I).starts_with(Close))
        I += Close.size() - 1, Close.clear();
    } else if (C == '#') {
      I = std::min(T.find('\n', I), T.size()) - 1;
    } else if (C == '"' || C == '\'') {
      Close.assign(T.substr(I).starts_with(std::string(3, C)) ? 3 : 1, C);
      I += Close.size() - 1;
    }
  }
  return Out;
}

std::optional<Extent> pythonBlockAt(const SourceFile &F, unsigned Line,
                                    const Matcher &M) {
  llvm::StringRef Text = F.line(Line), T = Text.trim();
  size_t Indent = indentOf(Text);
  const std::vector<bool> &InString =
      memoFor<std::vector<bool>, pythonStringLines>(F);
  T.consume_front("async ");
  for (llvm::StringRef Def : {"def ", "class "})
    if (T.starts_with(Def)) {
      llvm::StringRef Name = T.drop_front(Def.size()).take_while([](char C) {
        return llvm::isAlnum(C) || C == '_';
      });
      if (!named(Name, M))
        return std::nullopt;
      return Extent{blockEnd(F, Line, Indent, &InString),
                    Def == "def " ? "function" : "class"};
    }
  // A line inside a string is no code; the branch is dead only when its
  // condition is false without the backend (`if nova is None:` is not).
  if (InString[Line])
    return std::nullopt;
  for (llvm::StringRef If : {"if ", "elif "})
    if (T.starts_with(If) && T.ends_with(":") &&
        pythonTruth(T.drop_front(If.size()).drop_back(), M) == Truth::False)
      return Extent{blockEnd(F, Line, Indent, &InString),
                    shortName(If.trim()) + " branch"};
  return std::nullopt;
}

/// The first line after \p End that is not blank or a comment, or 0.
unsigned nextCodeLine(const SourceFile &F, unsigned End) {
  for (unsigned L = End + 1; L <= F.lineCount(); ++L)
    if (!isFiller(F.line(L)))
      return L;
  return 0;
}

/// Decorators directly above a Python definition go with it.
unsigned firstDecorator(const SourceFile &F, unsigned Line) {
  size_t Indent = indentOf(F.line(Line));
  while (Line > 1 && F.line(Line - 1).trim().starts_with("@") &&
         indentOf(F.line(Line - 1)) == Indent)
    --Line;
  return Line;
}

} // namespace

namespace {

/// \p T starts with keyword \p K (`elif(x):` too, not `elifant`).
bool startsWithKeyword(llvm::StringRef T, llvm::StringRef K) {
  return T.starts_with(K) &&
         (T.size() == K.size() ||
          !(llvm::isAlnum(T[K.size()]) || T[K.size()] == '_'));
}

/// The last line above \p Line that is not blank or a comment, or 0.
unsigned prevCodeLine(const SourceFile &F, unsigned Line) {
  for (unsigned L = Line; L > 1; --L)
    if (!isFiller(F.line(L - 1)))
      return L - 1;
  return 0;
}

/// Deleting lines \p A..\p B of Python would leave it broken: an empty
/// block (`def f():` with nothing under it), half a triple-quoted string
/// (indentation cannot see inside one), or a dangling multi-line
/// decorator or call above.
bool pythonDeletionBreaks(const SourceFile &F, unsigned A, unsigned B) {
  unsigned P = prevCodeLine(F, A), N = nextCodeLine(F, B);
  if (P) {
    llvm::StringRef Prev = F.line(P).rtrim();
    if (Prev.ends_with(":") && (!N || indentOf(F.line(N)) <= indentOf(Prev)))
      return true;
    bool Continues =
        Prev.ends_with("(") || Prev.ends_with(",") || Prev.ends_with("\\") ||
        (Prev.ends_with(")") && indentOf(Prev) > indentOf(F.line(A)));
    if (Continues || Prev.ltrim().starts_with("@"))
      return true;
  }
  size_t Quotes = 0;
  for (unsigned L = A; L <= B; ++L)
    Quotes += F.line(L).count("\"\"\"") + F.line(L).count("\'\'\'");
  return Quotes % 2;
}

std::vector<Edit> pythonFix(const SourceFile &F, unsigned Line, unsigned End) {
  llvm::StringRef T = F.line(Line).trim();
  if (!startsWithKeyword(T, "if") && !startsWithKeyword(T, "elif")) {
    unsigned First = firstDecorator(F, Line);
    if (pythonDeletionBreaks(F, First, End))
      return {};
    return {deleteBlock(F, First, End)};
  }
  // The branch goes; a following `elif` takes its place as `if`. An
  // `else:` would have to be dedented: no mechanical fix.
  unsigned Next = nextCodeLine(F, End);
  llvm::StringRef N = Next ? F.line(Next) : "";
  if (Next && indentOf(N) == indentOf(F.line(Line))) {
    llvm::StringRef NT = N.trim();
    if (startsWithKeyword(NT, "else"))
      return {};
    if (startsWithKeyword(NT, "elif") && startsWithKeyword(T, "if"))
      return {deleteLines(F, Line, Next - 1),
              Edit{F.lineStart(Next) + indentOf(N), 4, "if"}};
  }
  if (pythonDeletionBreaks(F, Line, End))
    return {};
  return {deleteLines(F, Line, End)};
}

} // namespace

/// Blocks of no extent are none.
static std::optional<Extent> below(std::optional<Extent> E, unsigned Line) {
  return E && E->EndLine > Line ? E : std::nullopt;
}

static std::optional<Extent> yamlAt(const SourceFile &F, unsigned Line,
                                    const Matcher &M) {
  return below(yamlBlockAt(F, Line, M), Line);
}

static std::optional<Extent> pythonAt(const SourceFile &F, unsigned Line,
                                      const Matcher &M) {
  return below(pythonBlockAt(F, Line, M), Line);
}

static std::vector<Edit> yamlFix(const SourceFile &F, unsigned Line,
                                 unsigned End) {
  return {deleteBlock(F, Line, End)};
}

const BlockFamily YamlBlocks{yamlAt, yamlFix};
const BlockFamily PythonBlocks{pythonAt, pythonFix};

} // namespace sweeper

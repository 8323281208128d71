// Makefiles and Autotools: the message names the variable, rule or
// Autoconf macro a hit belongs to, read from the head of its logical line
// (lines ending in '\' continue it: `SRCS = a.c \` / `  nova.c`).
#include "kinds/KindSpec.h"
#include "scanners/Scanners.h"
#include <re2/re2.h>

namespace sweeper {
SWEEPER_SCANNER(MakeScanner)

/// What the logical line starting with \p Head is, for the message.
static std::string entryOf(llvm::StringRef Head) {
  static const RE2 Var(
      R"re(^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_.-]*)\s*[+?:!]?=)re");
  static const RE2 Macro(
      R"re(^\s*((?:AC|AM|AX|PKG|LT|m4)_[A-Za-z0-9_]+)\s*\()re");
  static const RE2 Rule(R"re(^([^\s:=#][^:=#]*?)\s*::?(?:[^=]|$))re");
  re2::StringPiece In(Head.data(), Head.size());
  std::string Name;
  if (RE2::PartialMatch(In, Var, &Name))
    return "Makefile variable " + Name;
  if (RE2::PartialMatch(In, Macro, &Name))
    return "Autoconf macro " + Name + "()";
  if (RE2::PartialMatch(In, Rule, &Name))
    return "Makefile rule '" + Name + "'";
  return "Makefile line";
}

namespace {

/// What MakeScanner reads off one physical line, once however many hits
/// it holds: where a comment starts, and the entry its logical line is.
struct MakeLine {
  size_t CommentAt = llvm::StringRef::npos; ///< column of a live `#`
  std::string Entry;
};

MakeLine readLine(const SourceFile &F, unsigned L, unsigned LastLine,
                  unsigned &LastHead, std::string &LastEntry) {
  llvm::StringRef Line = F.line(L);
  MakeLine M;
  size_t Hash = Line.find('#');
  if (Hash != llvm::StringRef::npos &&
      Line.take_front(Hash).count('"') % 2 == 0)
    M.CommentAt = Hash;
  // The lines of one logical line share their head's entry.
  unsigned Head = logicalLineHead(F, L, LastLine, LastHead);
  if (Head != LastHead)
    LastEntry = entryOf(F.line(Head));
  LastHead = Head;
  M.Entry = LastEntry;
  return M;
}

} // namespace

std::vector<Classified> MakeScanner::classify(const SourceFile &F,
                                              llvm::ArrayRef<Hit> Hits) const {
  std::vector<Classified> Out;
  unsigned LastLine = 0, LastHead = 0;
  std::string LastEntry;
  MakeLine M;
  for (const Hit &H : Hits) {
    unsigned L = F.lineOf(H.Offset);
    if (L != LastLine)
      M = readLine(F, L, LastLine, LastHead, LastEntry);
    LastLine = L;
    if (M.CommentAt <= H.Offset - F.lineStart(L)) {
      Out.push_back({CheckId::CommentMention, "Makefile comment"});
      continue;
    }
    Classified C{CheckId::MakeReference, M.Entry};
    Out.push_back(refine(F.Text, H, C, CheckId::MakeReference));
  }
  return Out;
}

static const llvm::StringRef Files[] = {
    "Makefile*", "makefile", "GNUmakefile",  "*.mk",
    "*.am",      "*.m4",     "configure.ac", "configure.in"};
const KindData kinds::MakeData = {
    "#",
    "Makefiles and Autotools (Makefile*, *.mk, *.am, configure.ac, *.m4)",
    Files,
    {},
    KindRole::Build};
// configure.ac and .m4 files hold the shell code of `configure`: SDL's
// `CheckNativeClient()` went with its Native Client port.
const KindSpec kinds::Make = {.Scan = theScanner<MakeScanner>,
                              .Symbols = ShellFunction};

} // namespace sweeper

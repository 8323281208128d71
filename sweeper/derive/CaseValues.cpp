// A `case` label whose own arm runs removed code is a value that only
// selected it. Arms are read line by line: `case X:` starts one, the next
// `case`, `default:` or a closing brace ends it; a label directly before or
// after another label shares its arm and says nothing.
#include "derive/CaseValues.h"
#include "core/FileKind.h"
#include "match/Matcher.h"
#include "match/Segments.h"
#include "rules/RulePack.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FormatVariadic.h"
#include <map>

namespace sweeper {
namespace {

const char *const CaseKind = "case value that only selected removed code";

/// The label of a `case NAME:` line, or "".
llvm::StringRef caseLabel(llvm::StringRef Line) {
  Line = Line.trim();
  if (!Line.consume_front("case") || Line.empty() || !llvm::isSpace(Line[0]))
    return "";
  // `case Kind::Fast:` is the enumerator `Fast` of a scoped enum.
  llvm::StringRef Name;
  for (Line = Line.ltrim();;) {
    size_t E = 0;
    while (E < Line.size() && isIdentChar(Line[E]))
      ++E;
    Name = Line.take_front(E);
    Line = Line.drop_front(E).ltrim();
    if (Name.empty() || !Line.consume_front("::"))
      break;
    Line = Line.ltrim();
  }
  if (Name.empty() || llvm::isDigit(Name[0]) || !Line.starts_with(":"))
    return "";
  return Name;
}

bool endsArm(llvm::StringRef Line) {
  Line = Line.trim();
  return !caseLabel(Line).empty() || Line.starts_with("default") ||
         Line.starts_with("}");
}

/// Tree text goes into a YAML comment: one line, no control bytes.
std::string printable(llvm::StringRef S) {
  std::string Out;
  for (char C : S)
    Out += llvm::isPrint(C) ? C : '?';
  return Out;
}

/// A line that does something: not blank, a comment, a directive or a
/// plain `break;`.
bool statement(llvm::StringRef Line) {
  Line = Line.trim();
  return !Line.empty() && !Line.starts_with("//") && !Line.starts_with("/*") &&
         !Line.starts_with("*") && !Line.starts_with("#") && Line != "break;";
}

struct CaseTally {
  std::map<std::string, unsigned> Arms, Serving;
  std::map<std::string, std::string> Why;
};

/// Each label's own arms in \p Text, and those that use removed code.
void readArms(const Matcher &M, llvm::StringRef Path, llvm::StringRef Text,
              CaseTally &T) {
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  Text.split(Lines, '\n');
  for (size_t I = 0; I < Lines.size(); ++I) {
    llvm::StringRef Label = caseLabel(Lines[I]);
    // A label beside another shares its arm with it.
    if (Label.empty() || I + 1 >= Lines.size() || endsArm(Lines[I + 1]) ||
        (I > 0 && !caseLabel(Lines[I - 1]).empty()))
      continue;
    std::string L = Label.str();
    ++T.Arms[L];
    // Every statement of the arm uses removed code; a directive in it
    // (`#ifndef USE_X` around kept code) is no statement.
    size_t First = 0;
    bool All = true;
    for (size_t J = I + 1; J < Lines.size() && !endsArm(Lines[J]); ++J) {
      if (!statement(Lines[J]))
        continue;
      if (M.find(Lines[J]).empty()) {
        All = false;
        break;
      }
      First = First ? First : J;
    }
    if (!All || !First)
      continue;
    ++T.Serving[L];
    if (!T.Why.count(L))
      T.Why[L] = llvm::formatv("selects `{0}` at {1}:{2}",
                               printable(Lines[First].trim().take_front(80)),
                               printable(Path), First + 1)
                     .str();
  }
}

} // namespace

void collectCaseValues(const KeptTree &Kept, DerivedPack &D) {
  RulePack P;
  P.Tokens = D.Tokens;
  for (const auto &[Kind, Names] : D.Symbols)
    llvm::append_range(P.RemovedSymbols, Names);
  Matcher M(P);
  if (M.empty() || !M.error().empty())
    return;
  CaseTally T;
  for (size_t I = 0; I < Kept.Paths.size(); ++I)
    if (Kept.Texts[I] && classifyPath(Kept.Paths[I]) == FileKind::Cxx &&
        !M.find(*Kept.Texts[I]).empty())
      readArms(M, Kept.Paths[I], *Kept.Texts[I], T);
  for (const auto &[Label, N] : T.Arms) {
    if (T.Serving[Label] != N || !M.find(Label).empty())
      continue;
    D.Symbols[CaseKind].push_back(Label);
    D.SymbolReasons[Label] = T.Why[Label];
  }
  if (D.Symbols.count(CaseKind) && D.Symbols[CaseKind].empty())
    D.Symbols.erase(CaseKind);
}

} // namespace sweeper

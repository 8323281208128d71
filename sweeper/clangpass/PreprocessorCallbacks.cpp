// Preprocessor half of the Clang pass: includes (resolved, into removed
// paths, or missing), macro definitions, expansions and conditions, and
// directives inside blocks the preprocessor skipped.
#include "clangpass/PreprocessorCallbacks.h"
#include "match/Matcher.h"
#include "clang/Basic/IdentifierTable.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"

namespace sweeper {

using namespace clang;

SweepPPCallbacks::SweepPPCallbacks(TuCollector &Out, const SourceManager &SM,
                                   const Matcher &M)
    : Out(Out), SM(SM), M(M) {}

bool SweepPPCallbacks::FileNotFound(StringRef FileName) {
  // Skip the include and go on, so one deleted header neither stops the TU
  // nor hides its other findings; InclusionDirective reports it.
  ++Out.MissingIncludes;
  return true;
}

void SweepPPCallbacks::InclusionDirective(
    SourceLocation HashLoc, const Token &IncludeTok, StringRef FileName,
    bool IsAngled, CharSourceRange FilenameRange, OptionalFileEntryRef File,
    StringRef SearchPath, StringRef RelativePath, const Module *, bool,
    SrcMgr::CharacteristicKind) {
  SourceLocation NameLoc = FilenameRange.getBegin().getLocWithOffset(1);
  std::string Directive = "#" + IncludeTok.getIdentifierInfo()->getName().str();
  if (File) {
    StringRef Real = File->getFileEntry().tryGetRealPathName();
    if (Out.inRemovedPath(Real))
      Out.add(SM, NameLoc, FileName.size(), CheckId::ClangInclude,
              Directive + " '" + FileName.str() + "' resolves to '" +
                  Real.str() + "', inside a removed path");
    else if (Out.carries(FileName))
      Out.add(SM, NameLoc, FileName.size(), CheckId::ClangInclude,
              Directive + " '" + FileName.str() +
                  "' includes a header named for the removed backend");
    return;
  }
  // Only an include that names removed code was deleted with it; any other
  // unresolved include (a project header the fallback flags' -I misses, a
  // missing system header) is the TU's problem, counted, not a leftover.
  if (Out.carries(FileName) || Out.inRemovedPath("/" + FileName.str()))
    Out.add(SM, NameLoc, FileName.size(), CheckId::ClangInclude,
            Directive + " '" + FileName.str() +
                "' no longer resolves: its file was deleted");
}

void SweepPPCallbacks::macroName(const Token &Tok, StringRef What) {
  const IdentifierInfo *II = Tok.getIdentifierInfo();
  if (!II || !Out.carries(II->getName()))
    return;
  Out.add(SM, Tok.getLocation(), II->getLength(), CheckId::ClangMacro,
          What.str() + " '" + II->getName().str() + "'");
}

void SweepPPCallbacks::MacroDefined(const Token &Tok, const MacroDirective *) {
  macroName(Tok, "definition of macro");
}
void SweepPPCallbacks::MacroExpands(const Token &Tok, const MacroDefinition &MD,
                                    SourceRange, const MacroArgs *) {
  const IdentifierInfo *II = Tok.getIdentifierInfo();
  const MacroInfo *MI = MD.getMacroInfo();
  if (II && MI && !Out.carries(II->getName())) {
    // A macro whose definition lives in a removed path, whatever its name.
    SourceLocation Def = SM.getFileLoc(MI->getDefinitionLoc());
    if (OptionalFileEntryRef FE = SM.getFileEntryRefForID(SM.getFileID(Def)))
      if (Out.inRemovedPath(FE->getFileEntry().tryGetRealPathName()))
        Out.add(SM, Tok.getLocation(), II->getLength(), CheckId::ClangMacro,
                "expansion of macro '" + II->getName().str() +
                    "', defined in a removed path");
    return;
  }
  macroName(Tok, "expansion of macro");
}
void SweepPPCallbacks::Defined(const Token &Tok, const MacroDefinition &,
                               SourceRange) {
  macroName(Tok, "defined() tests macro");
}
void SweepPPCallbacks::Ifdef(SourceLocation, const Token &Tok,
                             const MacroDefinition &) {
  macroName(Tok, "#ifdef tests macro");
}
void SweepPPCallbacks::Ifndef(SourceLocation, const Token &Tok,
                              const MacroDefinition &) {
  macroName(Tok, "#ifndef tests macro");
}
void SweepPPCallbacks::Elifdef(SourceLocation, const Token &Tok,
                               const MacroDefinition &) {
  macroName(Tok, "#elifdef tests macro");
}
void SweepPPCallbacks::Elifndef(SourceLocation, const Token &Tok,
                                const MacroDefinition &) {
  macroName(Tok, "#elifndef tests macro");
}

void SweepPPCallbacks::condition(SourceRange Range, StringRef Directive) {
  // Names in a condition that defined() did not already cover, e.g. `#if X`.
  CharSourceRange R = CharSourceRange::getCharRange(Range);
  bool Invalid = false;
  StringRef Text = Lexer::getSourceText(R, SM, LangOptions(), &Invalid);
  if (Invalid)
    return;
  std::vector<Hit> Hits = M.find(Text);
  Matcher::dropReserved(Text, Hits);
  for (const Hit &H : Hits)
    Out.add(SM, Range.getBegin().getLocWithOffset(H.Offset), H.Length,
            CheckId::ClangMacro,
            Directive.str() + " condition tests '" +
                Text.substr(H.Offset, H.Length).str() + "'");
}

void SweepPPCallbacks::If(SourceLocation, SourceRange Cond,
                          ConditionValueKind) {
  condition(Cond, "#if");
}
void SweepPPCallbacks::Elif(SourceLocation, SourceRange Cond,
                            ConditionValueKind, SourceLocation) {
  condition(Cond, "#elif");
}

void SweepPPCallbacks::SourceRangeSkipped(SourceRange Range, SourceLocation) {
  // Directives in a skipped block are never evaluated; their lines still
  // name the backend.
  CharSourceRange R = CharSourceRange::getCharRange(Range);
  bool Invalid = false;
  StringRef Text = Lexer::getSourceText(R, SM, LangOptions(), &Invalid);
  if (Invalid)
    return;
  size_t LineStart = 0;
  while (LineStart < Text.size()) {
    size_t End = Text.find('\n', LineStart);
    if (End == StringRef::npos)
      End = Text.size();
    StringRef Line = Text.slice(LineStart, End);
    std::vector<Hit> Hits;
    if (Line.ltrim().starts_with("#"))
      Hits = M.find(Line);
    Matcher::dropReserved(Line, Hits);
    for (const Hit &H : Hits)
      Out.add(SM, Range.getBegin().getLocWithOffset(LineStart + H.Offset),
              H.Length, CheckId::ClangMacro,
              "directive in a block the preprocessor skipped names '" +
                  Line.substr(H.Offset, H.Length).str() + "'");
    LineStart = End + 1;
  }
}

} // namespace sweeper

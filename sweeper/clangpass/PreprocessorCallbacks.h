#pragma once
#include "clangpass/TuCollector.h"
#include "clang/Lex/PPCallbacks.h"

namespace sweeper {

class SweepPPCallbacks : public clang::PPCallbacks {
public:
  SweepPPCallbacks(TuCollector &Out, const clang::SourceManager &SM,
                   const Matcher &M);

  bool FileNotFound(llvm::StringRef FileName) override;
  void
  InclusionDirective(clang::SourceLocation HashLoc,
                     const clang::Token &IncludeTok, llvm::StringRef FileName,
                     bool IsAngled, clang::CharSourceRange FilenameRange,
                     clang::OptionalFileEntryRef File,
                     llvm::StringRef SearchPath, llvm::StringRef RelativePath,
                     const clang::Module *SuggestedModule, bool ModuleImported,
                     clang::SrcMgr::CharacteristicKind FileType) override;
  void MacroDefined(const clang::Token &Tok,
                    const clang::MacroDirective *MD) override;
  void MacroExpands(const clang::Token &Tok, const clang::MacroDefinition &MD,
                    clang::SourceRange Range,
                    const clang::MacroArgs *Args) override;
  void Defined(const clang::Token &Tok, const clang::MacroDefinition &MD,
               clang::SourceRange Range) override;
  void Ifdef(clang::SourceLocation Loc, const clang::Token &Tok,
             const clang::MacroDefinition &MD) override;
  void Ifndef(clang::SourceLocation Loc, const clang::Token &Tok,
              const clang::MacroDefinition &MD) override;
  void Elifdef(clang::SourceLocation Loc, const clang::Token &Tok,
               const clang::MacroDefinition &MD) override;
  void Elifndef(clang::SourceLocation Loc, const clang::Token &Tok,
                const clang::MacroDefinition &MD) override;
  void If(clang::SourceLocation Loc, clang::SourceRange Cond,
          ConditionValueKind Value) override;
  void Elif(clang::SourceLocation Loc, clang::SourceRange Cond,
            ConditionValueKind Value, clang::SourceLocation IfLoc) override;
  void SourceRangeSkipped(clang::SourceRange Range,
                          clang::SourceLocation EndifLoc) override;

private:
  TuCollector &Out;
  const clang::SourceManager &SM;
  const Matcher &M;
  void macroName(const clang::Token &Tok, llvm::StringRef What);
  void condition(clang::SourceRange Range, llvm::StringRef Directive);
};

} // namespace sweeper

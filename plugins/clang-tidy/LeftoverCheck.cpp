// backend-removal-leftover: the Clang pass of `sweeper scan`, run inside
// clang-tidy. The preprocessor callbacks and the AST visitor are the
// sweeper's own (clangpass/); this file finds the pack, drives them, and
// turns what they collect into clang-tidy diagnostics and fixes.
#include "LeftoverCheck.h"
#include "FilePlan.h"
#include "clangpass/ClangActions.h"
#include "clangpass/PreprocessorCallbacks.h"
#include "clangpass/TuCollector.h"
#include "core/CheckRegistry.h"
#include "core/Paths.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/Lex/Preprocessor.h"
#include <cstdlib>

namespace sweeper::tidy {

using namespace clang;

namespace {

/// The sweeper skips every missing include so one deleted header neither
/// stops the TU nor hides its other findings. Inside clang-tidy only one
/// that names removed code is skipped (its leftover diagnostic replaces
/// the compiler's fatal error); any other stays the error it is.
class TidyPPCallbacks : public SweepPPCallbacks {
public:
  TidyPPCallbacks(TuCollector &Out, const SourceManager &SM, const Matcher &M)
      : SweepPPCallbacks(Out, SM, M), Out(Out) {}
  bool FileNotFound(StringRef FileName) override {
    if (!Out.carries(FileName) && !Out.inRemovedPath("/" + FileName.str()))
      return false;
    return SweepPPCallbacks::FileNotFound(FileName);
  }

private:
  TuCollector &Out;
};

DiagnosticIDs::Level levelOf(Severity S) {
  return S == Severity::Error  ? DiagnosticIDs::Error
         : S == Severity::Note ? DiagnosticIDs::Note
                               : DiagnosticIDs::Warning;
}

/// A pack outside the repository is read only when the caller's
/// environment says so: every check option can come from a `.clang-tidy`
/// in the tree, which must not make the check read and quote any file.
bool externalPacksAllowed() {
  const char *V = std::getenv("SWEEPER_ALLOW_EXTERNAL_RULE_PACK");
  return V && StringRef(V) == "1";
}

} // namespace

LeftoverCheck::LeftoverCheck(StringRef Name,
                             clang::tidy::ClangTidyContext *Context)
    : ClangTidyCheck(Name, Context),
      RulePackOption(Options.get("RulePack", "").str()),
      AllowExternal(externalPacksAllowed()) {}

LeftoverCheck::~LeftoverCheck() = default;

void LeftoverCheck::storeOptions(
    clang::tidy::ClangTidyOptions::OptionMap &Opts) {
  Options.store(Opts, "RulePack", RulePackOption);
}

/// A pack that cannot be used is a configuration error, reported for each
/// TU it would have applied to: a check that silently finds nothing would
/// look like a clean tree.
bool LeftoverCheck::loadFor(StringRef MainFile) {
  PackChoice C = choosePack(MainFile, RulePackOption, AllowExternal);
  if (!C.Error.empty()) {
    configurationDiag("%0", DiagnosticIDs::Error) << C.Error;
    return false;
  }
  Pack = loadPack(C.Pack, AllowExternal);
  // "file:line:col: error: message" inside clang-tidy's own "error: ".
  for (const std::string &E : Pack->Errors) {
    std::string Line = E;
    if (size_t At = Line.find(": error: "); At != std::string::npos)
      Line.replace(At, 9, ": ");
    configurationDiag("invalid rule pack: %0", DiagnosticIDs::Error) << Line;
  }
  if (!Pack->M)
    return false;
  Root = C.Root;
  Roots = {Root};
  Out = std::make_unique<TuCollector>(Pack->Pack, *Pack->M, Roots);
  return true;
}

void LeftoverCheck::registerPPCallbacks(const SourceManager &SourceMgr,
                                        Preprocessor *PP, Preprocessor *) {
  SM = &SourceMgr;
  if (!loadFor(getCurrentMainFile()))
    return;
  PP->addPPCallbacks(
      std::make_unique<TidyPPCallbacks>(*Out, SourceMgr, *Pack->M));
}

void LeftoverCheck::registerMatchers(ast_matchers::MatchFinder *Finder) {
  // The visitor walks the whole TU once; one match on its root drives it.
  Finder->addMatcher(ast_matchers::translationUnitDecl().bind("tu"), this);
}

void LeftoverCheck::check(const ast_matchers::MatchFinder::MatchResult &R) {
  if (Out)
    collectFromAST(*Out, *R.Context);
}

void LeftoverCheck::onEndOfTranslationUnit() {
  if (!Out || !SM)
    return;
  for (const auto &[File, Refs] : Out->Refs)
    reportFile(File, Refs);
  Out.reset();
}

void LeftoverCheck::reportFile(const std::string &File,
                               const std::map<size_t, ExternalRef> &Refs) {
  llvm::Expected<FileEntryRef> FE =
      SM->getFileManager().getFileRef(File, /*OpenFile=*/false);
  if (!FE) {
    llvm::consumeError(FE.takeError());
    return;
  }
  FileID FID = SM->translateFile(*FE);
  if (FID.isInvalid())
    return;
  SourceLocation Start = SM->getLocForStartOfFile(FID);
  std::string Rel = StringRef(File).drop_front(Root.size() + 1).str();
  for (const PlannedDiag &D :
       planFile(*Pack, Rel, SM->getBufferData(FID), Refs)) {
    SourceLocation Loc = Start.getLocWithOffset(D.Ref.Offset);
    {
      // The sweeper's own check id, in the text: one clang-tidy check
      // carries them all (README: message scheme).
      auto Diag = diag(Loc, "%0 (%1)", levelOf(D.Sev))
                  << D.Ref.Message << checkInfo(D.Ref.Check).Name;
      for (const Edit &E : D.Fix)
        Diag << FixItHint::CreateReplacement(
            CharSourceRange::getCharRange(
                Start.getLocWithOffset(E.Offset),
                Start.getLocWithOffset(E.Offset + E.Length)),
            E.Replacement);
    }
    if (!D.BlockNote.empty())
      diag(Loc, "%0", DiagnosticIDs::Note) << D.BlockNote;
  }
}

} // namespace sweeper::tidy

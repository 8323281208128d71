// A translation unit's budget: counts preprocessing work, checks time and
// Clang's memory every so often, and once over either, winds the TU down
// with the preprocessor's public controls: no macro expands any more,
// every file lexer still open jumps to its end, each token still on its
// way to the parser becomes the end of the file, and Sema skips its work
// at the end of the translation unit, as after a code-completion parse.
#include "clangpass/TuBudget.h"
#include "clang/AST/ASTContext.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/Support/Process.h"

namespace sweeper {

using namespace clang;

namespace {

/// Steps between two checks: a check costs a clock read and a walk over
/// the allocators' slabs; a macro bomb makes millions of steps a second.
constexpr uint64_t CheckEvery = 1024;

llvm::Error readLimit(const char *Name, uint64_t &Into) {
  std::optional<std::string> V = llvm::sys::Process::GetEnv(Name);
  if (!V)
    return llvm::Error::success();
  uint64_t N = 0;
  if (llvm::StringRef(*V).getAsInteger(10, N) || N == 0 || N > UINT32_MAX)
    return llvm::createStringError("$" + std::string(Name) + " is '" + *V +
                                   "', not a positive whole number");
  Into = N;
  return llvm::Error::success();
}

/// Macro expansions and file changes are steps: a bomb of either makes
/// them without ever handing the parser a token.
class BudgetCallbacks : public PPCallbacks {
public:
  explicit BudgetCallbacks(TuBudget &B) : B(B) {}
  void MacroExpands(const Token &, const MacroDefinition &, SourceRange,
                    const MacroArgs *) override {
    B.step();
  }
  void FileChanged(SourceLocation, FileChangeReason Reason,
                   SrcMgr::CharacteristicKind, FileID) override {
    if (Reason == EnterFile || Reason == ExitFile)
      B.step();
  }

private:
  TuBudget &B;
};

} // namespace

llvm::Expected<TuLimits> TuLimits::fromEnvironment() {
  TuLimits L;
  uint64_t Seconds = L.Seconds;
  if (llvm::Error E = readLimit("SWEEPER_TU_SECONDS", Seconds))
    return E;
  if (llvm::Error E = readLimit("SWEEPER_TU_MEGABYTES", L.Megabytes))
    return E;
  L.Seconds = unsigned(Seconds);
  return L;
}

TuBudget::TuBudget(const TuLimits &L)
    : Limits(L), Start(std::chrono::steady_clock::now()) {}

void TuBudget::watch(CompilerInstance &Instance) {
  CI = &Instance;
  Preprocessor &PP = CI->getPreprocessor();
  PP.addPPCallbacks(std::make_unique<BudgetCallbacks>(*this));
  // The watcher is handed the very token Preprocessor::Lex returns to the
  // parser (its caller's, not a const object), so it may rewrite it.
  PP.setTokenWatcher(
      [this](const Token &Tok) { token(const_cast<Token &>(Tok)); });
}

void TuBudget::step() {
  if (!Why.empty()) {
    // Lexing may have returned to a file that has not been cut yet, or
    // a directive may have switched expansion back on on its way out.
    windDown();
    return;
  }
  if (++Steps % CheckEvery)
    return;
  Why = overNow();
  if (Why.empty())
    return;
  skipEndOfUnitWork();
  windDown();
}

void TuBudget::token(Token &Tok) {
  step();
  if (Why.empty() || Tok.is(tok::eof))
    return;
  // What Parser::cutOffParsing does from inside the parser: act as if the
  // file ended here. The parser unwinds whatever it was in and ends the TU.
  SourceLocation Loc = Tok.getLocation();
  Tok.startToken();
  Tok.setKind(tok::eof);
  Tok.setLocation(Loc);
}

std::string TuBudget::overNow() const {
  auto Elapsed = std::chrono::steady_clock::now() - Start;
  if (Elapsed >= std::chrono::seconds(Limits.Seconds))
    return "over its budget: still parsing after " +
           std::to_string(Limits.Seconds) + " s (SWEEPER_TU_SECONDS)";
  uint64_t Held = clangBytes() >> 20;
  if (Held >= Limits.Megabytes)
    return "over its budget: Clang held " + std::to_string(Held) +
           " MiB for it (SWEEPER_TU_MEGABYTES=" +
           std::to_string(Limits.Megabytes) + ")";
  return "";
}

/// The sizes Clang's -print-stats reports: the source manager's tables
/// (one entry per file entered and per macro expansion), the
/// preprocessor's allocations (macros, expanded tokens) and the AST's.
uint64_t TuBudget::clangBytes() const {
  Preprocessor &PP = CI->getPreprocessor();
  uint64_t Bytes =
      PP.getSourceManager().getDataStructureSizes() + PP.getTotalMemory();
  if (CI->hasASTContext()) {
    ASTContext &Ctx = CI->getASTContext();
    Bytes += Ctx.getASTAllocatedMemory() + Ctx.getSideTableAllocatedMemory();
  }
  return Bytes;
}

/// A code-completion parse cuts a TU short too, and Sema then skips the
/// work at its end: pending template instantiations, and tentative
/// definitions, quadratic in a variable's redeclarations (a cut-off
/// `int x;` bomb leaves millions). A completion point in an empty buffer
/// of our own, at a path outside every root (so no file of the tree), which
/// nothing lexes, turns that skip on and completes nothing.
void TuBudget::skipEndOfUnitWork() {
  Preprocessor &PP = CI->getPreprocessor();
  if (PP.isCodeCompletionEnabled())
    return;
  static constexpr llvm::StringLiteral Name = "/<sweeper>/over-budget";
  FileEntryRef Cut = CI->getFileManager().getVirtualFileRef(Name, 0, 0);
  CI->getSourceManager().overrideFileContents(
      Cut, llvm::MemoryBuffer::getMemBuffer("", Name));
  PP.SetCodeCompletionPoint(Cut, 1, 1);
}

void TuBudget::windDown() {
  Preprocessor &PP = CI->getPreprocessor();
  // Nothing expands from here on (in a directive being read too): what
  // is being expanded drains in as many tokens as its definitions hold.
  PP.SetMacroExpansionOnlyInDirectives();
  // The innermost file still being read ends here; each includer ends as
  // lexing returns to it (FileChanged). Every file lexer is a clang::Lexer.
  if (PreprocessorLexer *Current = PP.getCurrentFileLexer()) {
    auto *L = static_cast<Lexer *>(Current);
    L->seek(L->getBuffer().size(), /*IsAtStartOfLine=*/true);
  }
}

} // namespace sweeper

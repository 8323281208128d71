#pragma once
/// The FrontendAction the Clang pass runs on each TU: preprocessor callbacks
/// and an AST visitor that report into a TuCollector.
#include "clangpass/TuBudget.h"
#include "clangpass/TuCollector.h"
#include "clang/Tooling/Tooling.h"
#include <memory>

namespace sweeper {

/// \p Budget, if given, watches each TU the actions parse.
std::unique_ptr<clang::tooling::FrontendActionFactory>
makeSweepActionFactory(TuCollector &Out, TuBudget *Budget = nullptr);

/// The AST half alone, over a parsed TU: for a host that runs its own
/// frontend action (the clang-tidy plugin) and adds SweepPPCallbacks itself.
void collectFromAST(TuCollector &Out, clang::ASTContext &Ctx);

} // namespace sweeper

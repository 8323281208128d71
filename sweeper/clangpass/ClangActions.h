#pragma once
/// The FrontendAction the Clang pass runs on each TU: preprocessor callbacks
/// and an AST visitor that report into a TuCollector.
#include "clangpass/TuCollector.h"
#include "clang/Tooling/Tooling.h"
#include <memory>

namespace sweeper {

std::unique_ptr<clang::tooling::FrontendActionFactory>
makeSweepActionFactory(TuCollector &Out);

} // namespace sweeper

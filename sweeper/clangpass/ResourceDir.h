#pragma once
/// Where Clang's builtin headers (stddef.h, intrinsics) live, found when the
/// sweep runs rather than fixed when sweeper was configured, so an installed
/// sweeper keeps working when LLVM moves or is upgraded in place.
#include <string>

namespace sweeper {

/// $SWEEPER_CLANG_RESOURCE_DIR if set; else the resource directory of the
/// clang-19 (or clang) on PATH, as the driver computes it; else the one
/// sweeper was built against. Computed once.
const std::string &clangResourceDir();

} // namespace sweeper

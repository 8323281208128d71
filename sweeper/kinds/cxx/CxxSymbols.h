#pragma once
#include "kinds/KindSpec.h"

namespace sweeper {

/// C/C++/ObjC free functions, types and macros (raw clang::Lexer).
void extractCxxSymbols(llvm::StringRef Text, SymbolMap &Out);

} // namespace sweeper

#pragma once
#include "kinds/KindSpec.h"

namespace sweeper {

/// C/C++/ObjC free functions, types and macros (raw clang::Lexer). With
/// \p SourceFile, `static` functions are FileLocalName names.
void extractCxxSymbols(llvm::StringRef Text, SymbolMap &Out,
                       bool SourceFile = false);

} // namespace sweeper

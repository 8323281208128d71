#pragma once
/// The UTF-8 check the summary makes of every byte of every file, 64
/// bytes at a time: with llvm::json::isUTF8, which reads a byte at a time,
/// the text pass took a quarter longer.
#include "llvm/ADT/StringRef.h"

namespace sweeper {

/// Whether \p T is UTF-8, as llvm::json::isUTF8 says (LLVM's rules for each
/// sequence), with ASCII checked 64 bytes at a time.
bool isUtf8(llvm::StringRef T);

} // namespace sweeper

#pragma once
/// Where a name is defined, read from the text around one occurrence: the
/// lexical tests that tell a definition in kept code (a method, a member,
/// a local, an assignment) from a use.
#include "llvm/ADT/StringRef.h"

namespace sweeper {

/// RE2's `\b` at \p I of \p T.
bool boundaryAt(llvm::StringRef T, size_t I);

/// Whether [\p B, \p E) of \p T is a whole name: word boundaries, and for
/// a name that begins or ends with punctuation (`--port-end`) no name
/// character or `-` beside it.
bool wholeNameAt(llvm::StringRef T, size_t B, size_t E);

/// Whether the occurrence [\p B, \p E) of a name in \p Text defines it
/// below the top level: after `class`, `def`, `struct`, `enum`, `union`,
/// `namespace` or `#define`, assigned (`NAME = ...`, not `==`), or, in
/// C/C++ (\p Cxx), declared (`char *NAME;`, a member or parameter).
bool definedLocally(llvm::StringRef Text, size_t B, size_t E, bool Cxx);

/// Whether the occurrence [\p B, \p E) in C/C++ \p Text names a function
/// its line declares or defines: a type word before it on the same line,
/// no directive's, and `(` after it (`VKAPI_ATTR VkResult VKAPI_CALL
/// vkAcquireWinrtDisplayNV(`). Not for names the removed code may have
/// defined: a kept prototype of one is a leftover.
bool declaresFunction(llvm::StringRef Text, size_t B, size_t E);

/// Whether the occurrence [\p B, \p E) in C/C++ \p Text declares a data
/// member of a struct, class or union (`const char *NAME;` in its body):
/// storage a layout keeps, not a constant or an enumerator, which are
/// values that can name what was removed.
bool declaresMember(llvm::StringRef Text, size_t B, size_t E);

} // namespace sweeper

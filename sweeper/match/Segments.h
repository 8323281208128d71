#pragma once
/// Boundary rules that decide whether a literal found in a line is a whole
/// segment of an identifier, path, flag or key, in any naming convention.
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace sweeper {

/// True if Text[B, E) is a segment: bounded on each side by a non-word
/// character, a letter/digit change, or a camelCase / acronym boundary
/// (`MPSGraph` -> MPS|Graph, `useMps` -> use|Mps, `mps3` -> mps|3).
bool isSegment(llvm::StringRef Text, size_t B, size_t E);

/// The segments of \p Text that isSegment accepts, lower-cased, in order,
/// a run of one or two letters joined to the digits beside it:
/// `MPSGraph_init-v2` -> mps, graph, init, v2; `d3d11` is one word.
std::vector<std::string> splitWords(llvm::StringRef Text);

/// Whether a segment Text[B, E) that spells a token is no name of the
/// backend all the same: after `std::` (the C++ standard library's), or
/// inside encoded data (a base64 key, a digest).
bool namesNoBackend(llvm::StringRef Text, size_t B, size_t E);

/// [A-Za-z0-9_]: what RE2's `\w` and `\b` read as a word.
bool isIdentChar(char C);

/// True if Text[B, E) stands alone as an identifier: no identifier
/// character ([A-Za-z0-9_]) on either side.
bool isWholeIdentifier(llvm::StringRef Text, size_t B, size_t E);

/// True if Text[B, E) is a whole path or a path prefix: not preceded by a
/// path character other than '/', and followed by the end of a path or '/'.
bool isPathReference(llvm::StringRef Text, size_t B, size_t E);
/// True if a path may start at Text[B]: isPathReference's first half.
bool isPathStart(llvm::StringRef Text, size_t B);

/// The run of identifier/path characters around [B, E), for messages; at
/// most 256 bytes each way, so a one-word line costs the same per hit.
llvm::StringRef enclosingWord(llvm::StringRef Text, size_t B, size_t E);

} // namespace sweeper

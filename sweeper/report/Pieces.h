#pragma once
/// Long lists formatted side by side: pieces of a report are formatted on
/// threads and written in order, a window of them at a time (the next is
/// formatted while one is written), so the output is the one-thread
/// output byte for byte and little of it is in memory at once.
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"
#include <cstddef>

namespace sweeper {

/// Formats items [0, \p Count) to \p OS: \p Format(S, Begin, End) writes
/// items [Begin, End) to S. With \p Jobs < 2 or few items, in one piece on
/// this thread. A piece that throws (out of memory) fails the whole write:
/// the windows before its own are written, the rest are not, and the error
/// is rethrown.
void writeInPieces(
    llvm::raw_ostream &OS, size_t Count, unsigned Jobs,
    llvm::function_ref<void(llvm::raw_ostream &, size_t, size_t)> Format);

/// Runs \p Each(Begin, End) over pieces of [0, \p Count) side by side,
/// as writeInPieces formats them (one piece on this thread when few), for
/// work whose results go to separate slots.
void forEachPiece(size_t Count, unsigned Jobs,
                  llvm::function_ref<void(size_t, size_t)> Each);

/// The values of a JSON array being written with \p J (inside its
/// J.array or J.attributeArray), formatted as writeInPieces does: \p One(OS,
/// Indent, I) writes value I to OS, starting where OS is, with each line
/// after its first indented by Indent spaces and its own nesting (as
/// JsonLines writes). \p Depth is how many arrays and objects enclose the
/// values.
void writeJsonBytesInPieces(
    llvm::json::OStream &J, unsigned Depth, size_t Count, unsigned Jobs,
    llvm::function_ref<void(llvm::raw_ostream &, unsigned, size_t)> One);

} // namespace sweeper

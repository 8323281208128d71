#include "report/Pieces.h"
#include "core/TaskFailures.h"
#include "llvm/Support/ThreadPool.h"
#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

namespace sweeper {

/// Lists longer than ParallelFrom go to the pool, in pieces of at most
/// MaxPiece items; a window of PerThread pieces a thread is formatted
/// while the one before it is written. A window of 8 pieces of 2,048
/// SARIF results held 12 MB of text at once at 10x, the report's fresh
/// memory: SARIF's peak was 96 MB to text's 81.
static constexpr size_t ParallelFrom = 2048, MaxPiece = 512, PerThread = 2;

static unsigned threadsFor(unsigned Jobs) {
  return llvm::hardware_concurrency(Jobs).compute_thread_count();
}

/// A list of ParallelFrom items or fewer is formatted on the calling
/// thread: starting the pool would cost more than it saves.
static bool inPieces(size_t Count, unsigned Jobs) {
  return Count > ParallelFrom && threadsFor(Jobs) >= 2;
}

/// At most MaxPiece items, and at least PerThread pieces a thread: the
/// seed's 2,645 findings went as 2,048 and 597, and one thread formatted
/// three quarters of them while the other waited.
static size_t pieceSize(size_t Count, unsigned Jobs) {
  size_t Pieces = PerThread * threadsFor(Jobs);
  return std::min(MaxPiece, (Count + Pieces - 1) / Pieces);
}

/// \p Run(I) for I in [0, \p N) on \p Pool; a task that throws (out of
/// memory) fails them all.
static void runAll(llvm::ThreadPoolInterface &Pool, size_t N,
                   llvm::function_ref<void(size_t)> Run) {
  TaskFailures Failed;
  for (size_t I = 0; I < N; ++I)
    Pool.async([&, I] { Failed.guard([&] { Run(I); }); });
  Pool.wait();
  if (Failed.any())
    throw std::runtime_error("formatting the report: " + Failed.describe());
}

namespace {
using FormatFn = llvm::function_ref<void(llvm::raw_ostream &, size_t, size_t)>;

/// One window of pieces: formatted on the pool into Text, then written.
struct Window {
  Window(llvm::ThreadPoolInterface &Pool, size_t Pieces)
      : Text(Pieces), Group(Pool) {}

  /// Queues the pieces of Piece items from \p First on, as many as the
  /// window holds and [First, Count) has.
  void start(size_t First, size_t Piece, size_t Count, FormatFn Format,
             TaskFailures &Failed) {
    Pieces = std::min(Text.size(), (Count - First + Piece - 1) / Piece);
    for (size_t I = 0; I < Pieces; ++I)
      Group.async([=, &Failed, this] {
        Failed.guard([&] {
          Text[I].clear();
          // Buffered: a string stream appends each write as it comes,
          // and formatters write a few bytes at a time.
          llvm::raw_string_ostream S(Text[I]);
          S.SetBuffered();
          size_t Begin = First + I * Piece;
          Format(S, Begin, std::min(Count, Begin + Piece));
          S.flush();
        });
      });
  }

  std::vector<std::string> Text;
  llvm::ThreadPoolTaskGroup Group;
  size_t Pieces = 0;
};
} // namespace

void writeInPieces(llvm::raw_ostream &OS, size_t Count, unsigned Jobs,
                   FormatFn Format) {
  // Formatting the 10x tree's 56,000 findings took 30 ms of a 0.9 s sweep
  // on one core after the scan.
  if (!inPieces(Count, Jobs)) {
    Format(OS, 0, Count);
    return;
  }
  const size_t Piece = pieceSize(Count, Jobs);
  const size_t Step = Piece * PerThread * threadsFor(Jobs);
  // The windows go first when a throw unwinds this frame: each group
  // waits for its own tasks, which use Failed and the pool.
  TaskFailures Failed;
  llvm::DefaultThreadPool Pool(llvm::hardware_concurrency(Jobs));
  Window Windows[2] = {Window(Pool, Step / Piece), Window(Pool, Step / Piece)};
  Windows[0].start(0, Piece, Count, Format, Failed);
  for (size_t First = 0, K = 0; First < Count; First += Step, K ^= 1) {
    // The next window is formatted while this one is written.
    if (First + Step < Count)
      Windows[K ^ 1].start(First + Step, Piece, Count, Format, Failed);
    Windows[K].Group.wait();
    if (Failed.any()) {
      Pool.wait();
      throw std::runtime_error("formatting the report: " + Failed.describe());
    }
    for (size_t I = 0; I < Windows[K].Pieces; ++I)
      OS << Windows[K].Text[I];
  }
}

void forEachPiece(size_t Count, unsigned Jobs,
                  llvm::function_ref<void(size_t, size_t)> Each) {
  if (!inPieces(Count, Jobs))
    return Each(0, Count);
  llvm::DefaultThreadPool Pool(llvm::hardware_concurrency(Jobs));
  const size_t Piece = pieceSize(Count, Jobs);
  runAll(Pool, (Count + Piece - 1) / Piece,
         [&](size_t I) { Each(I * Piece, std::min(Count, (I + 1) * Piece)); });
}

void writeJsonBytesInPieces(
    llvm::json::OStream &J, unsigned Depth, size_t Count, unsigned Jobs,
    llvm::function_ref<void(llvm::raw_ostream &, unsigned, size_t)> One) {
  unsigned Indent = Depth * 2;
  if (!inPieces(Count, Jobs)) {
    for (size_t I = 0; I < Count; ++I)
      J.rawValue([&](llvm::raw_ostream &OS) { One(OS, Indent, I); });
    return;
  }
  // The stream writes the line break and indentation before the first
  // value; each value after it, its comma and its own.
  J.rawValue([&](llvm::raw_ostream &OS) {
    writeInPieces(OS, Count, Jobs,
                  [&](llvm::raw_ostream &S, size_t Begin, size_t End) {
                    for (size_t I = Begin; I < End; ++I) {
                      if (I) {
                        S << ",\n";
                        S.indent(Indent);
                      }
                      One(S, Indent, I);
                    }
                  });
  });
}

} // namespace sweeper

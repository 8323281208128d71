#include "match/LiteralDatabase.h"
#include <algorithm>
#include <atomic>
#include <climits>
#include <hs/hs.h>
#include <stdexcept>
#include <string>

namespace sweeper {

struct LiteralDatabase::Compiled {
  hs_database_t *Db = nullptr;
  ~Compiled() { hs_free_database(Db); }
};

namespace {

std::atomic<uint64_t> Generations{0};

/// Vectorscan's scratch space is per scanning thread; one is kept per
/// thread and grown to fit each database it meets.
struct ThreadScratch {
  hs_scratch_t *S = nullptr;
  uint64_t SizedFor = 0;
  ~ThreadScratch() { hs_free_scratch(S); }
};

struct ScanState {
  const std::vector<size_t> *Lengths;
  size_t Base; ///< where the scanned buffer starts in the text
  /// The matches kept: those ending after MinEnd, up to MaxEnd (offsets
  /// into the scanned buffer).
  unsigned long long MinEnd, MaxEnd;
  void *Fn;
  void (*Cb)(void *, unsigned, size_t);
};

int onMatch(unsigned Id, unsigned long long, unsigned long long To, unsigned,
            void *Ctx) {
  auto *St = static_cast<ScanState *>(Ctx);
  if (To > St->MinEnd && To <= St->MaxEnd)
    St->Cb(St->Fn, Id, St->Base + To - (*St->Lengths)[Id]);
  return 0;
}

/// Vectorscan 5.4.9's literal matcher on AVX-512 machines (Teddy, more
/// than one literal) misses some literals that end in the last 32 bytes
/// of the buffer it is given: about 1% of literals planted in random text,
/// and `/dd.../mps/ @team` as a CODEOWNERS file's last line. A match is
/// trusted only this far from the buffer's end; the text's own end is
/// scanned again from a copy with as many NUL bytes behind it.
constexpr size_t EndZone = 64;

/// A scan that fails (scratch in use by a scan already running on this
/// thread, a corrupt database) found nothing: that must not read as a
/// clean file. Thrown, so a worker's guard counts it and the run exits 2.
void check(hs_error_t Status, const char *What) {
  if (Status == HS_SUCCESS)
    return;
  std::string Why = Status == HS_SCRATCH_IN_USE ? "scratch space in use"
                    : Status == HS_INVALID      ? "invalid argument"
                    : Status == HS_NOMEM        ? "out of memory"
                                                : "error";
  throw std::runtime_error(std::string("Vectorscan: ") + What + ": " + Why +
                           " (" + std::to_string(Status) + ")");
}

} // namespace

void LiteralDatabase::scanPiece(llvm::StringRef Piece, size_t Base, void *Fn,
                                Callback Cb, hs_scratch *Scratch) const {
  const size_t N = Piece.size();
  const size_t W = std::min(N, EndZone + Longest);
  if (N > W) {
    ScanState St{&Lengths, Base, 0, N - EndZone, Fn, Cb};
    check(hs_scan(C->Db, Piece.data(), unsigned(N), 0, Scratch, onMatch, &St),
          "scan failed");
  }
  // The last W bytes hold every literal that ends in the last EndZone.
  thread_local std::string Tail;
  Tail.assign(Piece.end() - W, W);
  Tail.append(EndZone, '\0');
  ScanState St{&Lengths, Base + N - W, N > W ? W - EndZone : 0, W, Fn, Cb};
  check(hs_scan(C->Db, Tail.data(), unsigned(Tail.size()), 0, Scratch, onMatch,
                &St),
        "scan failed");
}

LiteralDatabase::LiteralDatabase(const std::vector<Literal> &Literals)
    : C(std::make_unique<Compiled>()), Generation(++Generations) {
  std::vector<const char *> Exprs;
  std::vector<unsigned> Flags, Ids;
  for (unsigned I = 0; I < Literals.size(); ++I) {
    Exprs.push_back(Literals[I].Text.data());
    Lengths.push_back(Literals[I].Text.size());
    Flags.push_back((Literals[I].Caseless ? HS_FLAG_CASELESS : 0) |
                    (Literals[I].Once ? HS_FLAG_SINGLEMATCH : 0));
    Ids.push_back(I);
    Longest = std::max(Longest, Lengths.back());
  }
  hs_compile_error_t *E = nullptr;
  if (hs_compile_lit_multi(Exprs.data(), Flags.data(), Ids.data(),
                           Lengths.data(), Exprs.size(), HS_MODE_BLOCK, nullptr,
                           &C->Db, &E) != HS_SUCCESS) {
    Error = E && E->message ? E->message : "cannot compile the literals";
    // The literal may be a deleted file's 100 KB identifier: its start
    // names it well enough.
    if (E && E->expression >= 0) {
      llvm::StringRef Lit = Literals[E->expression].Text;
      Error = "'" + Lit.take_front(60).str() +
              (Lit.size() > 60 ? "...'" : "'") + " (" +
              std::to_string(Lit.size()) + " bytes): " + Error;
    }
    hs_free_compile_error(E);
    C->Db = nullptr;
  }
}

LiteralDatabase::~LiteralDatabase() = default;

void LiteralDatabase::scanImpl(llvm::StringRef Text, void *Fn,
                               Callback Cb) const {
  thread_local ThreadScratch Scratch;
  if (!C->Db || Text.empty())
    return;
  if (Scratch.SizedFor != Generation) {
    check(hs_alloc_scratch(C->Db, &Scratch.S), "no scratch space");
    Scratch.SizedFor = Generation;
  }
  // hs_scan takes an unsigned length: a longer text goes in pieces that
  // overlap by a literal's length, so none is cut. Starts seen twice are
  // the caller's to merge; literalAt is idempotent.
  const size_t Piece = UINT_MAX / 2;
  for (size_t Base = 0; Base < Text.size();) {
    size_t Len = std::min(Piece, Text.size() - Base);
    scanPiece(Text.substr(Base, Len), Base, Fn, Cb, Scratch.S);
    if (Base + Len == Text.size())
      break;
    Base += Len - std::min(Len, Longest);
  }
}

} // namespace sweeper

#pragma once
/// An output stream that writes to another and keeps a copy of the bytes,
/// colour codes included: what a run printed can be printed again as it
/// was (watch/Replay.h).
#include "llvm/Support/raw_ostream.h"
#include <string>

namespace sweeper {

class TeeStream : public llvm::raw_ostream {
public:
  /// \p Buffered: for a large report; unbuffered, writes to \p To keep
  /// their order with other writes to it (standard error).
  TeeStream(llvm::raw_ostream &To, std::string &Kept, bool Buffered)
      : raw_ostream(!Buffered), To(To), Kept(Kept) {
    enable_colors(To.has_colors());
  }
  ~TeeStream() override { flush(); }
  bool has_colors() const override { return To.has_colors(); }
  bool is_displayed() const override { return To.is_displayed(); }

private:
  llvm::raw_ostream &To;
  std::string &Kept;
  void write_impl(const char *Ptr, size_t Size) override {
    To.write(Ptr, Size);
    Kept.append(Ptr, Size);
  }
  uint64_t current_pos() const override { return Kept.size(); }
};

} // namespace sweeper

#include "core/Bytes.h"
#include "llvm/Support/LEB128.h"

namespace sweeper {

void ByteWriter::num(uint64_t V) {
  uint8_t Buf[16];
  unsigned N = llvm::encodeULEB128(V, Buf);
  Out.append(reinterpret_cast<const char *>(Buf), N);
}

// ULEB128 as llvm::decodeULEB128 reads it (zero groups past 64 bits are
// padding, set bits there are too big), without its shift of 64 bits or
// more on a forged padding, which is undefined behaviour.
uint64_t ByteReader::num() {
  if (!Ok)
    return 0;
  uint64_t V = 0;
  for (size_t I = 0, Shift = 0; I < Left.size(); ++I, Shift += 7) {
    uint64_t Slice = uint8_t(Left[I]) & 0x7f;
    if ((Shift == 63 && Slice > 1) || (Shift > 63 && Slice != 0))
      break;
    if (Shift < 64)
      V |= Slice << Shift;
    if (!(uint8_t(Left[I]) & 0x80)) {
      Left = Left.drop_front(I + 1);
      return V;
    }
  }
  Ok = false;
  return 0;
}

uint64_t ByteReader::below(uint64_t Limit) {
  uint64_t V = num();
  if (V >= Limit)
    Ok = false;
  return Ok ? V : 0;
}

llvm::StringRef ByteReader::raw(uint64_t Size) {
  if (!Ok || Size > Left.size()) {
    Ok = false;
    return llvm::StringRef();
  }
  llvm::StringRef S = Left.take_front(Size);
  Left = Left.drop_front(Size);
  return S;
}

llvm::StringRef ByteReader::str() { return raw(num()); }

} // namespace sweeper

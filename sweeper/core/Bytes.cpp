#include "core/Bytes.h"
#include "llvm/Support/LEB128.h"

namespace sweeper {

void ByteWriter::num(uint64_t V) {
  uint8_t Buf[16];
  unsigned N = llvm::encodeULEB128(V, Buf);
  Out.append(reinterpret_cast<const char *>(Buf), N);
}

uint64_t ByteReader::num() {
  if (!Ok)
    return 0;
  unsigned Size = 0;
  const char *Error = nullptr;
  const auto *P = reinterpret_cast<const uint8_t *>(Left.data());
  uint64_t V = llvm::decodeULEB128(P, &Size, P + Left.size(), &Error);
  if (Error) {
    Ok = false;
    return 0;
  }
  Left = Left.drop_front(Size);
  return V;
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

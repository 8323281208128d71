#include "core/Bytes.h"
#include "llvm/Support/LEB128.h"

namespace sweeper {

void ByteWriter::num(uint64_t V) {
  uint8_t Buf[16];
  unsigned N = llvm::encodeULEB128(V, Buf);
  Out.append(reinterpret_cast<const char *>(Buf), N);
}

uint64_t ByteReader::num() {
  uint64_t V = 0;
  if (!Ok)
    return 0;
  if (llvm::Error E = R.readULEB128(V)) {
    llvm::consumeError(std::move(E));
    Ok = false;
    return 0;
  }
  return V;
}

uint64_t ByteReader::below(uint64_t Limit) {
  uint64_t V = num();
  if (V >= Limit)
    Ok = false;
  return Ok ? V : 0;
}

llvm::StringRef ByteReader::raw(uint64_t Size) {
  llvm::StringRef S;
  if (!Ok || Size > R.bytesRemaining())
    Ok = false;
  else if (llvm::Error E = R.readFixedString(S, uint32_t(Size))) {
    llvm::consumeError(std::move(E));
    Ok = false;
  }
  return Ok ? S : llvm::StringRef();
}

llvm::StringRef ByteReader::str() { return raw(num()); }

} // namespace sweeper

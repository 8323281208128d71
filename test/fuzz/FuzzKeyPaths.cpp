// The line reader of block YAML (scanners/BlockKeyPaths.cpp) against LLVM's
// parser: every text the reader takes, LLVM must take too, with the same
// places and paths. A text it refuses costs nothing (LLVM reads it).
#include "FuzzSupport.h"
#include "scanners/KeyPaths.h"
#include <cstddef>
#include <cstdint>

using namespace sweeper;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  llvm::StringRef Text(reinterpret_cast<const char *>(Data), Size);
  KeyPaths Block(Text, llvm::StringRef::npos, KeyPaths::Reader::Block);
  if (!Block.parsed())
    return 0;
  KeyPaths Llvm(Text, llvm::StringRef::npos, KeyPaths::Reader::Llvm);
  if (!Llvm.parsed())
    fuzz::fail("the block reader took a text LLVM's parser refuses");
  if (Block.places(Text) != Llvm.places(Text))
    fuzz::fail("the block reader's places differ from LLVM's");
  return 0;
}

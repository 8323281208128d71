#include "core/ShortName.h"
#include <cstdint>

namespace sweeper {

std::string shortName(llvm::StringRef Name) {
  const size_t Max = 80;
  if (Name.size() <= Max)
    return Name.str();
  size_t Cut = Max - 3;
  while (Cut > 0 && (uint8_t(Name[Cut]) & 0xC0) == 0x80)
    --Cut;
  return Name.take_front(Cut).str() + "...";
}

} // namespace sweeper

#include "core/JsonNesting.h"

namespace sweeper {

bool jsonNestedDeeper(llvm::StringRef Json, unsigned Max) {
  unsigned Depth = 0;
  bool InString = false;
  for (size_t I = 0; I < Json.size(); ++I) {
    char C = Json[I];
    if (InString) {
      if (C == '\\')
        ++I;
      else if (C == '"')
        InString = false;
    } else if (C == '"') {
      InString = true;
    } else if (C == '[' || C == '{') {
      if (++Depth > Max)
        return true;
    } else if ((C == ']' || C == '}') && Depth) {
      --Depth;
    }
  }
  return false;
}

} // namespace sweeper

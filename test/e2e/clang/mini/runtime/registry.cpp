#include <vector>
#include "backends/mps/MPSDevice.h" // EXPECT-SWEEP[lex]: cxx-include  EXPECT-SWEEP[clang]: clang-include:11 "no longer resolves: its file was deleted"
#include "include/sweep-mps.h" // EXPECT-SWEEP[lex]: cxx-include  EXPECT-SWEEP[clang]: clang-include:25 "includes a header named for the removed backend"

#define USE_MPS 1 // EXPECT-SWEEP[lex]: cxx-preprocessor  EXPECT-SWEEP[clang]: clang-macro:13 "definition of macro"

#ifdef SWEEP_BUILD_MPS // EXPECT-SWEEP[lex]: cxx-preprocessor  EXPECT-SWEEP[clang]: clang-macro:8 "#ifdef tests macro"  EXPECT-BLOCK: +4
#if defined(USE_MPS) // EXPECT-SWEEP[lex]: cxx-preprocessor  EXPECT-SWEEP[clang]: clang-macro:17 "directive in a block the preprocessor skipped names"  EXPECT-BLOCK: +2
static int skipped_mps_only = 1; // EXPECT-SWEEP: cxx-code
#endif
#endif

namespace runtime {
std::vector<int> backends;

void register_all() {
  register_mps_backend(); // EXPECT-SWEEP[lex]: cxx-code  EXPECT-SWEEP[clang]: clang-reference:12 "call to 'register_"
  backends.push_back(USE_MPS); // EXPECT-SWEEP[lex]: cxx-code  EXPECT-SWEEP[clang]: clang-macro:26 "expansion of macro"
  // Registration of the MPS delegate used to live here.  EXPECT-SWEEP: comment-mention
}
} // namespace runtime

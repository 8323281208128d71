// Neither a syntax error nor a missing system header stops the sweep.
#include "project_config.h" // unresolved, but names no removed code: no finding
#include <Foundation/Foundation.h>
int also_mps_here = 1; // EXPECT-SWEEP[lex]: cxx-code  EXPECT-SWEEP[clang]: clang-reference:10 "declaration of variable"
int broken( {

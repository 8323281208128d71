// The backend's public header, kept by mistake after its sources went away.  EXPECT-SWEEP: orphan-file:1 "remains but is named for the removed backend"  EXPECT-BLOCK: 4
#pragma once
void register_mps_backend(); // EXPECT-SWEEP[lex]: cxx-code  EXPECT-SWEEP[clang]: clang-orphaned-declaration:15 "is declared in this header but no translation unit defines it any more"
int mps_device_count(); // EXPECT-SWEEP[lex]: cxx-code  EXPECT-SWEEP[clang]: clang-orphaned-declaration:5 "is declared in this header but no translation unit defines it any more"

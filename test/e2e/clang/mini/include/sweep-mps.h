// The backend's public header, kept by mistake after its sources went away.  EXPECT-SWEEP: orphan-file
#pragma once
void register_mps_backend(); // EXPECT-SWEEP[lex]: cxx-code  EXPECT-SWEEP[clang]: clang-orphaned-declaration
int mps_device_count(); // EXPECT-SWEEP[lex]: cxx-code  EXPECT-SWEEP[clang]: clang-orphaned-declaration

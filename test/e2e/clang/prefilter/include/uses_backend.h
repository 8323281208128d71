#pragma once
int mps_count(); // EXPECT-SWEEP: clang-orphaned-declaration:5 "is declared in this header but no translation unit defines it any more"

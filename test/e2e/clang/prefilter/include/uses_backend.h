#pragma once
int mps_count(); // EXPECT-SWEEP: clang-orphaned-declaration

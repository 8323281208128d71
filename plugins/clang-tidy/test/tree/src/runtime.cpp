#include <vector>
#include "backends/nova/nova_backend.h" // CHECK-MESSAGES: :[[@LINE]]:11: warning: #include 'backends/nova/nova_backend.h' no longer resolves: its file was deleted (clang-include) [backend-removal-leftover]
#include "include/nova_api.h" // CHECK-MESSAGES: :[[@LINE]]:19: warning: #include 'include/nova_api.h' includes a header named for the removed backend (clang-include) [backend-removal-leftover]

#define USE_NOVA 1 // CHECK-MESSAGES: :[[@LINE]]:13: warning: definition of macro 'USE_NOVA' (clang-macro) [backend-removal-leftover]

#ifdef LEGACY_ACCEL_ON
// CHECK-MESSAGES: :[[@LINE-1]]:8: warning: #ifdef tests macro 'LEGACY_ACCEL_ON' (clang-macro) [backend-removal-leftover]
// CHECK-MESSAGES: :[[@LINE-2]]:8: note: lines 7-11 (the #ifdef block) exist only for the removed backend
static int legacy_queue_depth = 4;
#endif

namespace runtime {
std::vector<int> backends;

int start() {
  nova_init(); // CHECK-MESSAGES: :[[@LINE]]:3: warning: call to 'nova_init' (clang-reference) [backend-removal-leftover]
  accel::NovaQueue Q{2}; // CHECK-MESSAGES: :[[@LINE]]:10: warning: use of type 'accel::NovaQueue' (clang-reference) [backend-removal-leftover]
  backends.push_back(USE_NOVA); // CHECK-MESSAGES: :[[@LINE]]:26: warning: expansion of macro 'USE_NOVA' (clang-macro) [backend-removal-leftover]
  SupernovaCatalog C{Q.depth}; // allowed by the pack: no diagnostic
  return C.stars + accel::nova_device_count(); // sweeper: allow(supernova) the inline suppression names a known allow id
}
} // namespace runtime

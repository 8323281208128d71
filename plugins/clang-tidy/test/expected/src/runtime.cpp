#include <vector>

#define USE_NOVA 1 // CHECK-MESSAGES: :[[@LINE]]:13: warning: definition of macro 'USE_NOVA' (clang-macro) [backend-removal-leftover]

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

// A kept header named for the backend: including it is a leftover.
#pragma once
void nova_init(); // CHECK-MESSAGES: :[[@LINE]]:6: warning: declaration of function 'nova_init' (clang-reference) [backend-removal-leftover]
namespace accel {
struct NovaQueue { // CHECK-MESSAGES: :[[@LINE]]:8: warning: declaration of type 'accel::NovaQueue' (clang-reference) [backend-removal-leftover]
  int depth;
};
int nova_device_count(); // CHECK-MESSAGES: :[[@LINE]]:5: warning: declaration of function 'accel::nova_device_count' (clang-reference) [backend-removal-leftover]
} // namespace accel
struct SupernovaCatalog { // an allowed look-alike: no diagnostic
  int stars;
};

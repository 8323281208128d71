/* C: a macro condition and a declaration named for the backend. */

int nova_fallback = 0; // CHECK-MESSAGES: :[[@LINE]]:5: warning: declaration of variable 'nova_fallback' (clang-reference) [backend-removal-leftover]

int kept(void) { return nova_fallback; } // CHECK-MESSAGES: :[[@LINE]]:25: warning: reference to 'nova_fallback' (clang-reference) [backend-removal-leftover]

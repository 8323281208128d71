/* C: a macro condition and a declaration named for the backend. */
#if USE_NOVA_FAST
// CHECK-MESSAGES: :[[@LINE-1]]:9: warning: directive in a block the preprocessor skipped names 'NOVA' (clang-macro) [backend-removal-leftover]
// CHECK-MESSAGES: :[[@LINE-2]]:9: note: lines 2-6 (the #if block) exist only for the removed backend
int fast_path(void) { return 1; }
#endif

int nova_fallback = 0; // CHECK-MESSAGES: :[[@LINE]]:5: warning: declaration of variable 'nova_fallback' (clang-reference) [backend-removal-leftover]

int kept(void) { return nova_fallback; } // CHECK-MESSAGES: :[[@LINE]]:25: warning: reference to 'nova_fallback' (clang-reference) [backend-removal-leftover]

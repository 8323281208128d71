int platform_id(void) {
#if __LUMENOS__ /* EXPECT-SWEEP: cxx-preprocessor:7 EXPECT-BLOCK: +2 */
  return 7;
#endif
  return 0;
}

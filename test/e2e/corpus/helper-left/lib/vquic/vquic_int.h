/* The QUIC filter's state. */
struct cf_quic_ctx {
  int got_first_byte;
  /* Every use went with the backend; the member stayed. */
  bool early_zeta_done; /* EXPECT-SWEEP: cxx-code:8 "early_zeta_done" */
  int early_zeta_count; /* a member the removal left alone */
};

/* Bytes the QUIC filters send first. */
static const unsigned char zeta_first_flight[] = {1, 2}; /* EXPECT-SWEEP: cxx-code:28 "zeta_first_flight" */
static const unsigned char ngtcp2_first_flight[] = {3, 4};

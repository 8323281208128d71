/* tinycrc: CRC-16 for small boards, adapted for LumenOS. */ /* EXPECT-SWEEP: orphan-file:1 "inside removed path" EXPECT-BLOCK: +1 */
int tinycrc16(const char *p);

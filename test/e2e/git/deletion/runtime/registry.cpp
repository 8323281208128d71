namespace nebula { // EXPECT-SWEEP: cxx-code
void register_nebula_backend(); // EXPECT-SWEEP: cxx-code
}
int queue_depth() { return NEBULA_QUEUE_DEPTH; } // EXPECT-SWEEP: cxx-code
int submit() { return nebula::submitCommandBuffer(1); } // EXPECT-SWEEP: cxx-code

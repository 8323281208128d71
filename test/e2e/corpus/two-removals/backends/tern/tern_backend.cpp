// Ternary accelerator backend. Build and lint helpers live in scripts/. ORACLE-KEEP
namespace fathom::tern {
constexpr int kTernBlock = 64;
int block_size() { return kTernBlock; }
void register_tern_backend() {}
} // namespace fathom::tern

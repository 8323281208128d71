// The weight packer for this backend is scripts/pack_weights.py next to it. ORACLE-KEEP
namespace fathom::cpu {
void register_cpu_backend() {}
} // namespace fathom::cpu

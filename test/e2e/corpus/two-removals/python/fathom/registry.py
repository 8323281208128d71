BACKENDS = {
    "cpu": "backends.cpu",
    "tern": "backends.tern",
    "quill": "backends.quill",  # EXPECT-SWEEP: python-string
}

HELPER_SCRIPTS = ["scripts/build_all.sh", "scripts/check_format.py"]  # ORACLE-KEEP
CPU_SCRIPTS = ["backends/cpu/scripts/pack_weights.py"]  # ORACLE-KEEP
TERN_SCRIPTS = ["backends/tern/scripts/run_bench.sh"]  # EXPECT-SWEEP: python-string


def module_for(name):
    return BACKENDS[name]

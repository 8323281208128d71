from backends.nebula.partition.partitioner import get_nebula_partitioner  # EXPECT-SWEEP: python-import

partitioner = get_nebula_partitioner()  # EXPECT-SWEEP: python-reference

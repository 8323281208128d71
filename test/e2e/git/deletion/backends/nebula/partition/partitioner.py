def get_nebula_partitioner():
    return NebulaPartitioner()


class NebulaPartitioner:
    pass

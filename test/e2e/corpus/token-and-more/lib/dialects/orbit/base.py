class OrbitDialect:
    name = "orbit"

from .base import OrbitDialect
class OrbitDialect_orbitdb(OrbitDialect):
    driver = "orbitdb"
    def dbapi(self):
        return __import__("orbitdb")

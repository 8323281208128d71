from . import base, orbitdb
dialect = orbitdb.OrbitDialect_orbitdb

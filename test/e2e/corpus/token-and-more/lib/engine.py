# Every engine speaks through a dialect: the dialect compiles statements,
# the dialect names types, and the dialect knows its driver.
def connect(dialect):
    dialect.initialize()
    return dialect.connect()


def compile_statement(dialect, stmt):
    return dialect.compiler(dialect, stmt)


def type_name(dialect, t):
    return dialect.type_compiler(dialect).process(t)

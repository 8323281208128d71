class PlainDialect:
    name = "plain"

def nova_sql():
    q = """
SELECT 1
"""
    return q

from testing import fails_on
@fails_on('+orbitdb', 'no reconnect') # EXPECT-SWEEP: python-string
def test_reconnect():
    pass

from gauge import gauge_level
def test_gauge():
    assert gauge_level() == 0
    # the gauge is empty at start

def test_beta():
    assert True

def test_alpha():
    assert True

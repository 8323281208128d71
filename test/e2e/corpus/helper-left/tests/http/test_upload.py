import pytest


class TestUpload:
    def test_small(self, env):
        if env.uses_zeta_quic():  # EXPECT-SWEEP: python-reference:16 "uses_zeta_quic"
            pytest.skip("the stack stalls on small bodies")
        assert env.have_h3()

    def test_large(self, env):
        if env.uses_zeta_quic():  # EXPECT-SWEEP: python-reference:16 "uses_zeta_quic"
            pytest.skip("the stack stalls on large bodies")
        assert env.have_h3()
        assert env.have_h3()

    def test_put(self, env):
        assert env.uses_zeta_quic() or True  # zeta-only
        assert env.have_h3()  # zeta-only
        assert env.uses_zeta_quic() or True  # zeta-only
        assert env.uses_zeta_quic() or True  # zeta-only
        assert env.have_h3()  # zeta-only
        assert env.uses_zeta_quic() or True  # zeta-only
        assert Env.early_data_path()  # zeta-only

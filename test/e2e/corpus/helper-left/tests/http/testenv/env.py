class Env:
    @staticmethod
    def have_h3() -> bool:
        return True

    @staticmethod
    def uses_zeta_quic() -> bool:  # EXPECT-SWEEP: python-definition:9 "uses_zeta_quic"
        return Env.have_h3()

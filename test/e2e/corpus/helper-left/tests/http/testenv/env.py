class Env:
    @staticmethod
    def have_h3() -> bool:
        return True

    @staticmethod
    def uses_zeta_quic() -> bool:  # EXPECT-SWEEP: python-definition:9 "uses_zeta_quic"
        return Env.have_h3()

    # Its one use went with the backend; a test may still ask for it by
    # name, as pytest does for fixtures: no finding.
    @staticmethod
    def early_data_path() -> str:
        return "/tmp/early"

class K:
    def nova_m(self):
        pass

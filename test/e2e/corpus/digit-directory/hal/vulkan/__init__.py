class Device:
    def submit(self, queue):
        return queue.flush()

class Queue:
    def flush(self):
        return 0

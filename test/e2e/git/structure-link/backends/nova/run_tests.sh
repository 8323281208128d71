echo testing

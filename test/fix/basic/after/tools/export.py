import sys


def main():
    if sys.argv[1] == "cpu":
        print("cpu")


main()

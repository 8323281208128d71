import sys


def export_nova(model):
    return model


def main():
    if sys.argv[1] == "nova":
        export_nova(None)
    elif sys.argv[1] == "cpu":
        print("cpu")


main()

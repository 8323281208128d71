def run(args):
    if args.backend == "nova":
        init_nova()

run(None)

def go(args):
    if args.backend == "nova":
        a()
    elif(args.fast):
        b()

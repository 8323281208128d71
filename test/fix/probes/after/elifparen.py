def go(args):
    if(args.fast):
        b()

#!/usr/bin/env python3
# Runs gyp on uv.gyp; gyp must be checked out in build/gyp.
import gyp
gyp.main(["uv.gyp", "--depth=."])

package main

import (
	_ "example.com/registry/storage/driver/nimbus" // EXPECT-SWEEP: path-reference
	_ "example.com/registry/storage/driver/s3"
)

func main() {}

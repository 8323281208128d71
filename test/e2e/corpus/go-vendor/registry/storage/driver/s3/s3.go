package s3

func New() int { return 3 }

package nimbus

import "testing"

func TestNimbus(t *testing.T) { _ = New() }

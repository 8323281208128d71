package nimbus

import "github.com/acme/nimbusgo/client"

// nimbus is the Nimbus object storage driver.
func New() *client.Client { return client.New("nimbus") }

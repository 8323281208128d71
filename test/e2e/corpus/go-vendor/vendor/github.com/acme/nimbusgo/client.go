package client

type Client struct{ name string }

func New(n string) *Client { return &Client{n} }

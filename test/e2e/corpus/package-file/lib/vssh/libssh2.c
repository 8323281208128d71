int Curl_ssh_init(void) { return 0; }

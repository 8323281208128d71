project = "demo"
redirects = {  # EXPECT-SWEEP: docs-redirect
    "old-index": "index.html",
}

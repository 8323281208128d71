project = "demo"
redirects = {  # EXPECT-SWEEP: docs-redirect:1 "has no redirect in this map"
    "old-index": "index.html",
}

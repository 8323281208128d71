import app
@app.route(
    "/x")
def nova_handler():
    pass

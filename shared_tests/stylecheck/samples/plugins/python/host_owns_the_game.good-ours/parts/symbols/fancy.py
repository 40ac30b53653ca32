def symbols(config):
    return {"mine": "@"}

def symbols(config):
    return {}

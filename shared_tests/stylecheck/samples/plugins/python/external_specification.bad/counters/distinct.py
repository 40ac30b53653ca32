def count(words):
    return len(set(words))

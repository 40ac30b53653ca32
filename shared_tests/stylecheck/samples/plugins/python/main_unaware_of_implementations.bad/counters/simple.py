def count(words):
    return {word: words.count(word) for word in set(words)}

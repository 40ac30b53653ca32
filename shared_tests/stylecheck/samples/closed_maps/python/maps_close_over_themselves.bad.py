"""Maps of procedures that never refer to their own map (the book allows it: our reading does not)."""


def greet(name):
    return "hello " + name


def shout(text):
    return text.upper()


greeter = {"greet": greet, "language": "en"}
loud = {"shout": shout, "volume": 11}
print(loud["shout"](greeter["greet"]("world")))

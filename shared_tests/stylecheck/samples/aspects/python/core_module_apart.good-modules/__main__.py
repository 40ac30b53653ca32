from . import core, weaving


def shout(result):
    return result.upper()


weaving.weave(core, "greet", after=shout)
print(core.greet("world"))

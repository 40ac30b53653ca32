"""Looks at itself, but never changes anything of itself."""


def double(x):
    return 2 * x


def triple(x):
    return 3 * x


for name in ("double", "triple"):
    function = globals()[name]
    print(function.__name__, function(7))

"""The weaver: wraps a module's function by name with advice, from outside."""

import functools


def weave(module, name, *, before=None, around=None):
    """Replace `module.name` with a wrapper that runs the advice with the original: before(*args) runs first;
    around(proceed, *args) decides whether and how the original runs, and may change its result. The original's
    source is never touched: callers reach the wrapper through the module's globals."""
    original = getattr(module, name)

    @functools.wraps(original)
    def woven(*args):
        if before:
            before(*args)
        return around(original, *args) if around else original(*args)

    setattr(module, name, woven)

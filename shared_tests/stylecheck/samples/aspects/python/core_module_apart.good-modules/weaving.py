def weave(module, name, *, after):
    original = getattr(module, name)
    setattr(module, name, lambda *args: after(original(*args)))

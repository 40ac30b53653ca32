def typechecked(function):
    def checked(*args):
        for value in args:
            if not isinstance(value, object):
                raise TypeError(f"{function.__name__} got {value!r}")
        return function(*args)

    return checked

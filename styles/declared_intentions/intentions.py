"""A run-time type checker: `@typechecked` makes a function refuse arguments its annotations do not allow.

A function decorated with `@typechecked` must annotate every parameter and its return type. Each call checks
every argument against its annotation before the body runs, and the result after it; a mismatch raises TypeError
and the body never runs.
"""

import collections.abc
import functools
import types
import typing


def conforms(value: typing.Any, hint: typing.Any) -> bool:
    """Whether `value` satisfies the type hint. Containers are checked on their first element only (as
    typeguard does by default), so a call stays cheap whatever the board's size."""
    origin, arguments = typing.get_origin(hint), typing.get_args(hint)
    if hint is typing.Any:
        return True
    if origin in (typing.Union, types.UnionType):
        return any(conforms(value, part) for part in arguments)
    if not isinstance(value, origin or hint):
        return False
    if origin is tuple and arguments and arguments[-1] is not Ellipsis:  # a fixed shape: (row, column)
        return len(value) == len(arguments) and all(map(conforms, value, arguments))
    if origin in (list, set, frozenset, tuple) and value:
        return conforms(next(iter(value)), arguments[0])
    if origin is dict and value:
        return all(map(conforms, next(iter(value.items())), arguments))
    return True


def typechecked(function: collections.abc.Callable) -> collections.abc.Callable:
    """`function`, checking on every call that its arguments and result have the declared types."""
    code = function.__code__
    names = code.co_varnames[: code.co_argcount + code.co_kwonlyargcount]
    hints = typing.get_type_hints(function)
    undeclared = [name for name in [*names, "return"] if name not in hints]
    if undeclared:
        raise TypeError(f"{function.__qualname__} does not declare the type of {', '.join(undeclared)}")
    satisfies = getattr(conforms, "__wrapped__", conforms)  # checking the check itself would never end

    @functools.wraps(function)
    def checked(*args, **kwargs):
        """The check itself: the one function that cannot be checked, or checking would never end."""
        for name, value in (*zip(names, args, strict=False), *kwargs.items()):  # defaults may be left out
            if not satisfies(value, hints.get(name, typing.Any)):
                raise TypeError(
                    f"{function.__qualname__}() declares {name}: {hints[name]!r}, got {type(value).__name__}"
                )
        result = function(*args, **kwargs)
        if not satisfies(result, hints["return"]):
            raise TypeError(f"{function.__qualname__}() declares it returns {hints['return']!r}, got {result!r}")
        return result

    return checked


# The checker declares its own intentions too: from here on, every call made to it is checked.
# (They cannot wear the @typechecked decorator: it does not exist yet when they are defined.)
conforms = typechecked(conforms)
typechecked = typechecked(typechecked)

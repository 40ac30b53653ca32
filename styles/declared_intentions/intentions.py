"""A run-time type checker: `@typechecked` makes a function refuse arguments its annotations do not allow.

A function decorated with `@typechecked` must annotate every parameter and its return type. Each call
checks every argument against its annotation before the body runs, and the result after it; a mismatch
raises TypeError and the body never runs. Annotations are compiled once, at decoration time, into
*contracts* (plain tuples) that `conforms` interprets cheaply on every call.
"""

import collections.abc
import functools
import types
import typing

ANYTHING = ("any",)


def conforms(value: typing.Any, contract: tuple) -> bool:
    """Whether `value` satisfies a compiled contract. Containers are checked on their first element
    only (as typeguard does by default), so a call stays cheap whatever the board's size."""
    kind = contract[0]
    if kind == "is":
        return isinstance(value, contract[1])
    if kind == "any":
        return True
    if kind == "each":
        return isinstance(value, contract[1]) and (not value or conforms(next(iter(value)), contract[2]))
    if kind == "fixed":
        return isinstance(value, tuple) and len(value) == len(contract[1]) and all(map(conforms, value, contract[1]))
    if kind == "items":
        return isinstance(value, dict) and (not value or all(map(conforms, next(iter(value.items())), contract[1])))
    if kind == "union":
        return any(conforms(value, part) for part in contract[1])
    return callable(value)  # "callable"


def contract_of(hint: typing.Any) -> tuple:
    """The contract that a type hint declares."""
    origin, arguments = typing.get_origin(hint), typing.get_args(hint)
    if hint is typing.Any:
        return ANYTHING
    if hint is None or hint is type(None):
        return ("is", type(None))
    if origin in (typing.Union, types.UnionType):
        parts = [contract_of(argument) for argument in arguments]
        if all(part[0] == "is" for part in parts):
            return ("is", tuple(part[1] for part in parts))
        return ("union", tuple(parts))
    if hint is collections.abc.Callable or origin is collections.abc.Callable:
        return ("callable",)
    if origin is tuple and arguments and arguments[-1] is not Ellipsis:
        return ("fixed", tuple(map(contract_of, arguments)))
    if origin in (list, set, frozenset, tuple):
        return ("each", origin, contract_of(arguments[0]))
    if origin is dict:
        return ("items", dict, (contract_of(arguments[0]), contract_of(arguments[1])))
    if isinstance(hint, type):
        return ("is", hint)
    raise TypeError(f"cannot check the type hint {hint!r}")


def typechecked(function: collections.abc.Callable) -> collections.abc.Callable:
    """`function`, checking on every call that its arguments and result have the declared types."""
    code = function.__code__
    names = code.co_varnames[: code.co_argcount + code.co_kwonlyargcount]
    hints = typing.get_type_hints(function)
    undeclared = [name for name in [*names, "return"] if name not in hints]
    if undeclared:
        raise TypeError(f"{function.__qualname__} does not declare the type of {', '.join(undeclared)}")
    contracts = {name: contract_of(hints[name]) for name in hints}
    satisfies = getattr(conforms, "__wrapped__", conforms)  # checking the check itself would never end

    @functools.wraps(function)
    def checked(*args, **kwargs):
        """The check itself: the one function that cannot be checked, or checking would never end."""
        arguments = zip(names, args, strict=False)  # parameters with defaults may be left out
        if kwargs:
            arguments = (*arguments, *kwargs.items())
        for name, value in arguments:
            if not satisfies(value, contracts.get(name, ANYTHING)):
                raise TypeError(mismatch(function, name, value))
        result = function(*args, **kwargs)
        if not satisfies(result, contracts["return"]):
            raise TypeError(mismatch(function, "return", result))
        return result

    return checked


def mismatch(function: collections.abc.Callable, name: str, value: typing.Any) -> str:
    """The complaint for a value that breaks `function`'s declaration of `name`."""
    return (
        f"{function.__qualname__}() declares {name}: {typing.get_type_hints(function)[name]!r}, "
        f"but got {type(value).__name__}"
    )


# The checker declares its own intentions too: from here on, every call made to it is checked.
# (They cannot wear the @typechecked decorator: it does not exist yet when they are defined.)
conforms = typechecked(conforms)
contract_of = typechecked(contract_of)
mismatch = typechecked(mismatch)
typechecked = typechecked(typechecked)

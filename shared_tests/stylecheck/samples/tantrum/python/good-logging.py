"""Temperatures: each level checks, prints its context to the log, and raises the error again."""
import logging
import sys


def celsius(field):
    if not isinstance(field, str):
        raise TypeError(f"celsius wants text, got {type(field).__name__}")
    try:
        return float(field)
    except ValueError:
        logging.error("celsius: %r is not a number", field)
        raise


def fahrenheit(fields):
    if not fields:
        raise ValueError("fahrenheit wants at least one reading")
    try:
        return [celsius(f) * 9 / 5 + 32 for f in fields]
    except (TypeError, ValueError):
        logging.error("fahrenheit: could not convert %s", fields)
        raise


try:
    print(fahrenheit(sys.argv[1:]))
except (TypeError, ValueError) as error:
    sys.exit(f"no conversion: {error}")

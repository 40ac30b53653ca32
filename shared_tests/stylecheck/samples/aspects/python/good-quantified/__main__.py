"""A tracing aspect woven onto every public function of a module: quantification, no function named."""
import inspect

from . import bank


def traced(name, function):
    def wrapper(*args):
        result = function(*args)
        print(f"{name}{args} -> {result}")
        return result

    return wrapper


for name, function in inspect.getmembers(bank, inspect.isfunction):
    if not name.startswith("_"):
        setattr(bank, name, traced(name, function))

bank.run()

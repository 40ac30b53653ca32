"""An abstraction nobody is bound to: the concrete thing stands alone."""
import abc


class Greeter(abc.ABC):
    @abc.abstractmethod
    def greet(self, name: str) -> str:
        """A greeting for name."""


class English:
    def greet(self, name):
        return "hello " + name


def welcome(greeter: Greeter, names: list[str]) -> list[str]:
    return [greeter.greet(name) for name in names]


def main():
    print(welcome(English(), ["Ann", "Ben"]))


main()

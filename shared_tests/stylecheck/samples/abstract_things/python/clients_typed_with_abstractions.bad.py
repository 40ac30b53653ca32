"""Keeps the chapter, but a client is typed with a concrete thing (our reading forbids it)."""
import abc


class Greeter(abc.ABC):
    @abc.abstractmethod
    def greet(self, name: str) -> str:
        """A greeting for name."""


class English(Greeter):
    def greet(self, name):
        return "hello " + name


def welcome(greeter: English, names: list[str]) -> list[str]:
    return [greeter.greet(name) for name in names]


def main():
    print(welcome(English(), ["Ann", "Ben"]))


main()

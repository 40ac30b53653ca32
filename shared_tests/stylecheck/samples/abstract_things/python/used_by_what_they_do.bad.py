"""The client uses a concrete thing by what it is: a procedure no abstraction declares."""
import abc


class Greeter(abc.ABC):
    @abc.abstractmethod
    def greet(self, name: str) -> str:
        """A greeting for name."""


class English(Greeter):
    def greet(self, name):
        return "hello " + name

    def spell(self, name):
        return "-".join(name)


def welcome(greeter: Greeter, names: list[str]) -> list[str]:
    return [greeter.greet(name) + " " + greeter.spell(name) for name in names]


def main():
    print(welcome(English(), ["Ann", "Ben"]))


main()

import abc


class Shape(abc.ABC):
    @abc.abstractmethod
    def area(self) -> float:
        """The area."""

    @abc.abstractmethod
    def name(self) -> str:
        """What to call it."""

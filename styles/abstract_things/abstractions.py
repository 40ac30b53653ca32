"""The abstractions: what a board, a board source, a move, a move source and a renderer can do.

Nothing here knows how. The game loop in __main__.py is written against these classes only.
"""

from abc import ABC, abstractmethod


class BoardError(Exception):
    """A board that cannot be played (R2): `code` is the exit code, the message names the path as given."""

    def __init__(self, code: int, message: str):
        super().__init__(message)
        self.code = code


class Board(ABC):
    """A minefield whose squares are (row, column), from (1, 1) in the top-left corner (R5)."""

    @abstractmethod
    def size(self) -> tuple[int, int]:
        """The number of rows and of columns."""

    @abstractmethod
    def symbol(self, row: int, column: int) -> str:
        """The one character the square shows in a frame (R6.3)."""

    @abstractmethod
    def reveal(self, row: int, column: int) -> str:
        """Open the square, and more when it is a 0 (R8.1–R8.5); answer the banner."""

    @abstractmethod
    def flag(self, row: int, column: int) -> str:
        """Toggle the flag of a covered square (R8.5, R8.6); answer the banner."""

    @abstractmethod
    def is_over(self) -> bool:
        """Whether the game is won or lost."""


class BoardSource(ABC):
    """Where boards come from."""

    @abstractmethod
    def load(self, path: str) -> Board:
        """The board described at `path`; raises BoardError when there is none (R2–R4)."""


class Move(ABC):
    """One thing the player asked for."""

    @abstractmethod
    def play(self, board: Board) -> str:
        """Do it on the board; answer the banner of the next frame."""


class MoveSource(ABC):
    """Where the player's moves come from."""

    @abstractmethod
    def next_move(self, board: Board) -> Move | None:
        """The next move on this board, or None when there are no more (R7, R9.2)."""


class Renderer(ABC):
    """Where frames go."""

    @abstractmethod
    def show(self, board: Board, banner: str, prompt: str) -> None:
        """Print the board, the banner and the prompt, and make sure the player sees them (R6)."""

"""The endoh board part (SPEC.md D1): a classic `.cfg` board or a prepared map, ready for the inference.

Its boards are classic boards that also tell the inference engine (`inference.py`) what a player
sees (`knowledge()`) and take its flags (`flag(square)`). A board from a prepared map promises
that the first square opened holds no mine (`first_move_safe`, D1.10); the endoh rules keep that
promise with `disarm`.
"""

from ....parts.board import classic
from ....parts.board.classic import BoardError, check_name, read_file, read_rows  # BoardError: what the host catches
from ...inference import Knowledge


class Board(classic.Board):
    """A classic board that the inference engine can read and flag."""

    first_move_safe = False

    def knowledge(self):
        """What a player sees: the open squares' numbers, the covered squares, the flags, the mine count."""
        covered = {square for square in self.squares if square not in self.opened}
        return Knowledge(
            numbers={square: self.numbers[square] for square in self.opened},  # open squares only
            covered=frozenset(covered - self.flagged),
            flagged=frozenset(self.flagged),
            mines=len(self.mines),
            neighbours=lambda square: self.neighbours(*square),
        )

    def flag(self, square):
        """The inference proved a mine: flag it (inference only ever adds flags)."""
        self.flagged.add(square)


class MapBoard(Board):
    """A board from a prepared map: the first square opened never holds a mine (D1.10)."""

    first_move_safe = True

    def disarm(self, square):
        """Keep the promise once: take the mine away from `square`, if there is one, and count again."""
        self.first_move_safe = False
        if square in self.mines:
            self.mines.discard(square)
            self.count()


def read_map(path, data):
    """The board of a prepared map (D1.9): `width height mines` and one priority per square."""
    tokens = data.split()  # any ASCII white space separates numbers
    if len(data) > 4096 or not all(token.isdigit() for token in tokens) or len(tokens) < 3:
        raise BoardError(2, f"error: {path}: not a valid map")
    width, height, mines = (int(token) for token in tokens[:3])
    priorities = [int(token) for token in tokens[3:]]
    if not (1 <= width <= 20 and 1 <= height <= 20 and width * height >= 2 and len(priorities) == width * height):
        raise BoardError(2, f"error: {path}: not a valid map")
    marks = b"".join(b"*" if priority < mines else b"." for priority in priorities)
    return MapBoard([marks[row * width : (row + 1) * width] for row in range(height)])


def read_board(path):
    """A `.cfg` board (R2-R4) or a `.map` prepared map (D1.9): what the host asks of a board part."""
    check_name(path, ".cfg", ".map")
    if path.lower().endswith(".cfg"):
        return Board(read_rows(path))
    return read_map(path, read_file(path, 4097))

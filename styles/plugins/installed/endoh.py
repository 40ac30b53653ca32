"""The `endoh` plugin: semi-automatic Minesweeper (SPEC.md D1), after Yusuke Endoh's IOCCC 2020 entry.

The player only chooses squares to open; after every move that does not lose, the
inference engine (`inference.py`) opens and flags everything that logic proves. The
game, frames and messages are the classic ones of `game.py`, with two things plugged
in: a board reader that also knows the seed's prepared maps, and a table of actions
without `F`, so that a flag line is invalid input.
"""
from .. import game, inference
from .default import symbol


class Board(game.Board):
    """A classic board whose every reveal is followed by the inference to its fixpoint (D1.3)."""

    def knowledge(self):
        covered = {square for square in self.squares if square not in self.opened}
        return inference.Knowledge(
            numbers={square: self.numbers[square] for square in self.opened},  # open squares only
            covered=frozenset(covered - self.flagged), flagged=frozenset(self.flagged),
            mines=len(self.mines), neighbours=lambda square: self.neighbours(*square))

    def open(self, square):
        super().reveal(square)  # as an R move, zeros flooding (R8.3)

    def flag(self, square):
        self.flagged.add(square)  # inference only ever adds flags

    def reveal(self, square):
        message = super().reveal(square)
        if message == game.LOST:
            return message
        inference.solve(self)
        return game.WON if self.won() else ""


class MapBoard(Board):
    """A board from a prepared map: the first square opened never holds a mine (D1.10)."""

    first = True

    def reveal(self, square):
        if self.first:
            self.first = False
            if square in self.mines:
                self.mines.discard(square)
                self.numbers = {s: sum(n in self.mines for n in self.neighbours(*s)) for s in self.squares}
        return super().reveal(square)


def read_map(path, data):
    """The board of a prepared map (D1.9): `width height mines` and one priority per square."""
    tokens = data.split()  # any ASCII white space separates numbers
    if len(data) > 4096 or not all(token.isdigit() for token in tokens) or len(tokens) < 3:
        raise game.BoardError(2, f"error: {path}: not a valid map")
    width, height, mines = (int(token) for token in tokens[:3])
    priorities = [int(token) for token in tokens[3:]]
    if not (1 <= width <= 20 and 1 <= height <= 20 and width * height >= 2 and len(priorities) == width * height):
        raise game.BoardError(2, f"error: {path}: not a valid map")
    marks = b"".join(b"*" if priority < mines else b"." for priority in priorities)
    return MapBoard([marks[row * width:(row + 1) * width] for row in range(height)])


def read_board(path):
    """A `.cfg` board (R2-R4) or a `.map` prepared map (D1.9)."""
    game.check_name(path, ".cfg", ".map")
    if path.lower().endswith(".cfg"):
        return game.read_board(path, Board)
    return read_map(path, game.read_file(path, 4097))


def run(argv, config, stdin, stdout, stderr):
    return game.play(argv, stdin, stdout, stderr, symbol, read=read_board, actions={b"R": "reveal"})

"""Minesweeper in the abstract-things style: the game is written against abstract base classes only.

abstractions.py declares what a Board, a BoardSource, a Move, a MoveSource and a Renderer can do;
things.py implements them; this module plays the game knowing nothing but the abstractions, and checks
that every part it is given really is one. Run: python -m styles.abstract_things BOARD.cfg
"""

import os
import sys
from typing import TypeVar

from styles import process

from .abstractions import Board, BoardError, BoardSource, Move, MoveSource, Renderer
from .things import BoardFile, BoxRenderer, LineMoves  # named only in main(), where the parts are chosen

process.guard()

Thing = TypeVar("Thing")


def expect(abstraction: type[Thing], thing: object) -> Thing:
    """The thing itself, once it is known to be an instance of the abstraction."""
    if not isinstance(thing, abstraction):
        raise TypeError(f"{type(thing).__name__} is not a {abstraction.__name__}")
    return thing


def play(path: str, boards: BoardSource, moves: MoveSource, renderer: Renderer) -> int:
    """Play the board at `path` to its end (R9) and answer the exit code."""
    boards, moves, renderer = expect(BoardSource, boards), expect(MoveSource, moves), expect(Renderer, renderer)
    # concern: reading-the-board
    board = expect(Board, boards.load(path))
    # end
    # concern: drawing-a-frame
    banner = ""
    while not board.is_over():
        renderer.show(board, banner, ">")
        # end
        # concern: parsing-input
        move = moves.next_move(board)
        # end
        # concern: end-of-input
        if move is None:
            banner = "Not enough inputs!"
            break
        # end
        # concern: parsing-input, flagging, flood-fill
        banner = expect(Move, move).play(board)
        # end
    # concern: drawing-a-frame
    renderer.show(board, banner, "")  # the last frame has no prompt, and nothing more is read
    return 0
    # end


def main(argv: list[str]) -> int:
    """Choose the concrete things, hand them to the game as abstractions, and turn a BoardError into its exit code."""
    # concern: file-errors
    if len(argv) < 2:
        sys.stderr.write("usage: python -m styles.abstract_things BOARD.cfg\n")
        return 1
    # end
    try:
        return play(argv[1], BoardFile(), LineMoves(sys.stdin.buffer), BoxRenderer(sys.stdout.buffer))
    # concern: file-errors
    except BoardError as error:
        sys.stderr.buffer.write(os.fsencode(f"{error}\n"))  # fsencode: the path's bytes as given
        return error.code
    # end


if __name__ == "__main__":
    sys.exit(main(sys.argv))

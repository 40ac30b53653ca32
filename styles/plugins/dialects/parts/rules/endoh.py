"""The endoh rules part (SPEC.md D1): the player only reveals; the computer does the logic.

After every reveal that does not lose, the inference engine (`inference.py`) opens and flags
everything the seed's rules prove, until nothing changes (D1.3). There is no `F`: a flag line is
invalid input and every flag shown is the program's (D1.2). It plays the boards of the endoh
board part, which the engine can read and flag.
"""

from ....parts.rules import classic
from ... import inference


def reveal(board, square):
    """R as in the classic game, then the inference to its fixpoint; on a map the first R is safe (D1.10)."""
    if board.first_move_safe:
        board.disarm(square)
    classic.reveal(board, square)
    if not board.lost:
        inference.solve(board)


MOVES = {b"R": reveal}

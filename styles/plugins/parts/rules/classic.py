"""The classic rules part (R8): `R` reveals a square, `F` puts or takes away a flag."""


def reveal(board, square):
    """R: a covered mine, flagged or not, loses (R8.1); any other square opens, zeros flooding (R8.2-R8.5)."""
    if square in board.mines:
        board.lost = True
    else:
        board.open(square)


def flag(board, square):
    """F: toggle the flag of a covered square; an open square stays as it is (R8.5, R8.6)."""
    if square not in board.opened:
        board.flagged ^= {square}


MOVES = {b"R": reveal, b"F": flag}

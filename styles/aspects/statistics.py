"""The statistics aspect (A1): moves made and mines left, in a banner above every board. It observes two join
points of the core and never edits them: `reveal` (every valid R move) and `render_board` (every board drawn).
"""

from . import game

moves = 0


def count_move(board, row, col):
    """Before advice on reveal: one more valid R move (A1.4)."""
    global moves
    moves += 1


def mines_left(board):
    """Mines minus flags, never below 0, and 0 once the game is over (A1.3)."""
    if board["lost"] or game.is_won(board):
        return 0
    return max(0, len(board["mines"]) - len(board["flagged"]))


def with_banner(render_board, board):
    """Around advice on render_board: the statistics banner, then the board (A1.2)."""
    texts = [f"Mines: {mines_left(board)}", f"Moves: {moves}"]
    width = max(4 * board["columns"] - 1, *map(len, texts))
    return (
        f"╔{'═' * width}╗\n"
        + "".join(f"║{text.ljust(width)}║\n" for text in texts)
        + f"╚{'═' * width}╝\n"
        + render_board(board)
    )

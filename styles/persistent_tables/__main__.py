"""Minesweeper in the persistent-tables style: the game lives in relational tables, every decision is a query.

Python only moves bytes between the files and the database; what the board holds, whether it is valid,
which squares a reveal opens, whether the game is won or lost and what the frame looks like are all
answered by SQL.
"""

import os
import sqlite3
import stat
import sys

from styles import process

process.guard()

SCHEMA = """
-- concern: reading-the-board
CREATE TABLE lines (row INTEGER PRIMARY KEY, width INTEGER NOT NULL);       -- the board file, as loaded
CREATE TABLE layout (row INTEGER, col INTEGER, ch TEXT, PRIMARY KEY (row, col));
-- end
-- concern: counting-neighbours, drawing-a-frame
CREATE TABLE squares (
    row INTEGER, col INTEGER,
    mine INTEGER NOT NULL,
    state TEXT NOT NULL CHECK (state IN ('covered', 'flagged', 'open')),
    adjacent INTEGER,                                                       -- the square's number
    PRIMARY KEY (row, col)) WITHOUT ROWID;
-- end
-- concern: counting-neighbours
CREATE TABLE neighbours (row INTEGER, col INTEGER, nrow INTEGER, ncol INTEGER,
    PRIMARY KEY (row, col, nrow, ncol)) WITHOUT ROWID;
-- end
-- concern: losing, winning
CREATE INDEX squares_by_state ON squares (state, mine);  -- `outcome` is asked every move: no full scan
-- end
-- concern: drawing-a-frame
CREATE TABLE banner (message TEXT NOT NULL);
INSERT INTO banner VALUES ('');
-- end

-- concern: losing, winning
CREATE VIEW outcome (lost, won) AS SELECT
    EXISTS (SELECT 1 FROM squares WHERE mine AND state = 'open'),
    NOT EXISTS (SELECT 1 FROM squares WHERE NOT mine AND state != 'open');
-- end

-- concern: drawing-a-frame
CREATE VIEW symbols (row, col, symbol) AS SELECT row, col, CASE
        -- concern: losing
        WHEN mine AND (SELECT lost FROM outcome) THEN '*'
        -- end
        -- concern: flagging
        WHEN state = 'flagged' THEN '¶'
        -- end
        WHEN state = 'covered' THEN ' '
        WHEN adjacent = 0 THEN '▓'
        ELSE CAST(adjacent AS TEXT) END
    FROM squares;
-- end

-- concern: drawing-a-frame
-- One row per printed line; `rule` is a border with '+' where the junctions go.
CREATE VIEW frame (line, text) AS
WITH dims (rows, columns, rule) AS (
        SELECT max(row), max(col), substr(replace(hex(zeroblob(max(col))), '00', '───+'), 1, 4 * max(col) - 1)
        FROM squares),
    board_rows (row, text) AS (  -- SQLite 3.40 concatenates in the order the ordered subquery feeds it
        SELECT row, group_concat(' ' || symbol || ' ', '│') FROM (SELECT * FROM symbols ORDER BY row, col)
        GROUP BY row),
    box (rows, w, message) AS (SELECT rows, max(4 * columns - 1, length(message)), message FROM dims, banner)
SELECT 0, '┌' || replace(rule, '+', '┬') || '┐' FROM dims
UNION ALL SELECT 2 * row - 1, '│' || text || '│' FROM board_rows
UNION ALL SELECT 2 * row, CASE WHEN row < rows
        THEN '├' || replace(rule, '+', '┼') || '┤'
        ELSE '└' || replace(rule, '+', '┴') || '┘' END
    FROM board_rows, dims
UNION ALL SELECT 2 * rows + 1, '╔' || replace(hex(zeroblob(w)), '00', '═') || '╗' FROM box
UNION ALL SELECT 2 * rows + 2, '║' || message || replace(hex(zeroblob(w - length(message))), '00', ' ') || '║' FROM box
UNION ALL SELECT 2 * rows + 3, '╚' || replace(hex(zeroblob(w)), '00', '═') || '╝' FROM box;
-- end
"""

# concern: reading-the-board
VALID_LAYOUT = """
SELECT count(*) BETWEEN 1 AND 20
    AND min(width) = max(width) AND min(width) BETWEEN 1 AND 20
    AND count(*) * min(width) >= 2
    AND NOT EXISTS (SELECT 1 FROM layout WHERE ch NOT IN ('.', '*'))
    AND EXISTS (SELECT 1 FROM layout WHERE ch = '.')
FROM lines
"""
# end

# concern: counting-neighbours
BUILD_BOARD = """
INSERT INTO squares (row, col, mine, state) SELECT row, col, ch = '*', 'covered' FROM layout;
INSERT INTO neighbours SELECT a.row, a.col, b.row, b.col
    FROM squares a JOIN squares b
    ON b.row BETWEEN a.row - 1 AND a.row + 1 AND b.col BETWEEN a.col - 1 AND a.col + 1
    AND (b.row, b.col) != (a.row, a.col);
UPDATE squares SET adjacent = (
    SELECT count(*) FROM neighbours n JOIN squares m ON (m.row, m.col) = (n.nrow, n.ncol)
    WHERE (n.row, n.col) = (squares.row, squares.col) AND m.mine);
"""
# end

# concern: flood-fill
# R opens the square and, through every opened square numbered 0, its neighbours (a mine never spreads).
REVEAL = """
WITH RECURSIVE flood (row, col) AS (
    SELECT row, col FROM squares WHERE row = :row AND col = :col AND state != 'open'
    UNION
    SELECT n.nrow, n.ncol FROM flood
    JOIN squares s ON (s.row, s.col) = (flood.row, flood.col) AND s.adjacent = 0 AND NOT s.mine
    JOIN neighbours n ON (n.row, n.col) = (flood.row, flood.col)
    JOIN squares t ON (t.row, t.col) = (n.nrow, n.ncol) AND t.state != 'open')
UPDATE squares SET state = 'open' WHERE (row, col) IN flood
"""
# end
# concern: flagging
FLAG = """
UPDATE squares SET state = CASE state WHEN 'flagged' THEN 'covered' ELSE 'flagged' END
WHERE row = :row AND col = :col AND state != 'open'
"""
# end
# concern: flagging, flood-fill
MOVES = {b"R": REVEAL, b"F": FLAG}
# end

# concern: losing, winning
AFTER_MOVE = """
UPDATE banner SET message = (SELECT CASE WHEN lost THEN 'You Lost!' WHEN won THEN 'You Won!' ELSE '' END
    FROM outcome)
"""
# end


# concern: reading-the-board
def load(db, path, data):
    """Stage the file in `lines`/`layout`, let a query judge it, then build `squares` and `neighbours`."""
    if not data.endswith(b"\n"):
        fail(2, f"{path}: invalid board (the last row must end with a newline)")
    rows = data[:-1].split(b"\n")
    db.executemany("INSERT INTO lines VALUES (?, ?)", ((r, len(text)) for r, text in enumerate(rows, 1)))
    db.executemany(
        "INSERT INTO layout VALUES (?, ?, ?)",
        ((r, c, chr(byte)) for r, text in enumerate(rows, 1) for c, byte in enumerate(text, 1)),
    )
    if not db.execute(VALID_LAYOUT).fetchone()[0]:
        fail(2, f"{path}: invalid board")
    # concern: counting-neighbours
    db.executescript(BUILD_BOARD)
    # end


# end


# concern: drawing-a-frame
def frame(db, prompt):
    """The frame as UTF-8 bytes: an ordered SELECT over the `frame` view, plus the prompt if asked."""
    lines = db.execute("SELECT text FROM frame ORDER BY line")
    return ("".join(text + "\n" for (text,) in lines) + prompt).encode()


# end


# concern: parsing-input
def parse_move(db, line):
    """The move `(row, col, action)` a raw input line asks for, or None when the line is invalid (R7)."""
    if line.endswith(b"\n"):
        line = line[:-1].removesuffix(b"\r")
    fields = [field for field in line.split(b" ") if field]
    if len(fields) != 3 or fields[2] not in MOVES or not (fields[0] + fields[1]).isdigit():
        return None
    row, col = (field.lstrip(b"0") or b"0" for field in fields[:2])
    if len(row) > 2 or len(col) > 2:  # never int() an unbounded string; 3 digits are off the board anyway
        return None
    on_board = db.execute("SELECT count(*) FROM squares WHERE row = ? AND col = ?", (int(row), int(col)))
    return (int(row), int(col), fields[2]) if on_board.fetchone()[0] else None


# end


def play(db, read_line, write):
    """The game loop: show a frame, read a line, turn it into a statement, until a query says it is over."""
    # concern: drawing-a-frame
    while True:
        write(frame(db, ">"))
        # end
        # concern: parsing-input
        line = read_line()
        # end
        # concern: end-of-input
        if not line:
            db.execute("UPDATE banner SET message = 'Not enough inputs!'")
            break
        # end
        # concern: parsing-input
        move = parse_move(db, line)
        if move is None:
            db.execute("UPDATE banner SET message = 'The provided input is not valid!'")
            continue
        # end
        # concern: flagging, flood-fill
        row, col, action = move
        db.execute(MOVES[action], {"row": row, "col": col})
        # end
        # concern: losing, winning
        db.execute(AFTER_MOVE)
        if db.execute("SELECT lost OR won FROM outcome").fetchone()[0]:
            break
        # end
    # concern: drawing-a-frame
    write(frame(db, ""))
    # end


# concern: drawing-a-frame
def write_flushed(data):
    sys.stdout.buffer.write(data)
    sys.stdout.buffer.flush()


# end


# concern: file-errors
def fail(code, message):
    """Print the one-line error and end with the spec's exit code."""
    sys.stderr.write(f"error: {message}\n")
    raise SystemExit(code)


# end


def read_board_file(path):
    """The raw bytes of the board file, after the name, existence and type checks of R2/R3."""
    # concern: file-errors
    name = path.rsplit("/", 1)[-1]
    if len(name) < 5 or name[-4:].lower() != ".cfg":
        fail(2, f"{path}: invalid file name (expected NAME.cfg)")
    # concern: file-errors, reading-the-board
    try:
        mode = os.stat(path).st_mode  # stat before open: opening a FIFO would block
    # end
    except (FileNotFoundError, NotADirectoryError):
        fail(1, f"{path}: no such file")
    except OSError as error:
        fail(2, f"{path}: cannot look up the file ({error.strerror})")
    if not stat.S_ISREG(mode):
        fail(2, f"{path}: not a regular file")
    # end
    # concern: reading-the-board
    try:
        with open(path, "rb") as board_file:
            data = board_file.read(421)
    # end
    except OSError as error:
        fail(2, f"{path}: cannot read the file ({error.strerror})")
    # concern: reading-the-board
    if len(data) > 420:
        fail(2, f"{path}: file too large for a 20x20 board")
    return data
    # end


def main():
    """Check the board file, load it into a fresh database, and play by queries."""
    # concern: file-errors
    if len(sys.argv) < 2:
        fail(1, "no board file given; usage: python -m styles.persistent_tables BOARD.cfg")
    path = sys.argv[1]
    # end
    # concern: reading-the-board
    data = read_board_file(path)
    db = sqlite3.connect(":memory:")  # lives as long as the game: no file left behind (R10.1, README)
    db.executescript(SCHEMA)
    load(db, path, data)
    # end
    # concern: drawing-a-frame
    play(db, sys.stdin.buffer.readline, write_flushed)
    # end


if __name__ == "__main__":
    main()

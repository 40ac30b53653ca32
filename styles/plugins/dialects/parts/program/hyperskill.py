"""The `hyperskill` program part: the Minesweeper of a JetBrains Academy (Hyperskill) Kotlin project (D3).

A whole program, not a part of the host's game. A 9 × 9 field, no board file: the game asks
for the number of mines, places them at the first `free` move (never on that square), and
takes moves `X Y free|mine` with X the column. The mines come either from a fixed layout in
the configuration (`mine-layout`) or from a small documented generator seeded by
`random-seed`, so every game can be replayed exactly.
"""

import re

SIZE = 9
SQUARES = [(x, y) for y in range(1, SIZE + 1) for x in range(1, SIZE + 1)]  # reading order
MAX_MINES = SIZE * SIZE - 1  # the first square explored never holds a mine
ASK_MINES = "How many mines do you want on the field? "
ASK_MOVE = "Set/unset mines marks or claim a cell as free: "
MOVE = re.compile(rb" *([1-9]) +([1-9]) +(free|mine) *")


class ConfigError(Exception):
    """A `mine-layout` or `random-seed` the plugin cannot use (D3.9)."""


def parse_layout(text):
    """The squares of `mine-layout`: pairs `X,Y` separated by spaces (D3.9)."""
    pairs = text.split()
    mines = set()
    for pair in pairs:
        match = re.fullmatch(r"([1-9]),([1-9])", pair)
        if not match:
            raise ConfigError(f"mine-layout: {pair!r} is not X,Y with X and Y from 1 to 9")
        mines.add((int(match[1]), int(match[2])))
    if len(mines) != len(pairs) or not 1 <= len(mines) <= MAX_MINES:
        raise ConfigError(f"mine-layout: give 1 to {MAX_MINES} different squares")
    return mines


def generate(seed, count, first):
    """`count` mines anywhere but `first` (D3.7): a partial Fisher-Yates shuffle driven by an LCG.

    The generator is spelled out (not Python's `random`) so that any language can replay a game.
    """
    squares = [square for square in SQUARES if square != first]
    state = seed
    for i in range(count):
        state = (state * 1103515245 + 12345) % 2**31
        j = i + state % (len(squares) - i)
        squares[i], squares[j] = squares[j], squares[i]
    return set(squares[:count])


class Field:
    """The 9 × 9 field: where the mines are (once placed), what is explored, what is marked."""

    def __init__(self):
        self.mines, self.explored, self.marked, self.lost = None, set(), set(), False

    def number(self, square):
        return sum(n in self.mines for n in neighbours(square))

    def symbol(self, square):
        if self.lost and square in self.mines:
            return "X"
        if square in self.explored:
            return str(self.number(square) or "/")
        return "*" if square in self.marked else "."

    def draw(self):
        """A blank line, then the field as the seed draws it (D3.3)."""
        rule = "—│" + "—" * SIZE + "│\n"
        rows = "".join(
            f"{y}│" + "".join(self.symbol((x, y)) for x in range(1, SIZE + 1)) + "│\n" for y in range(1, SIZE + 1)
        )
        return "\n │" + "".join(str(x) for x in range(1, SIZE + 1)) + "│\n" + rule + rows + rule

    def explore(self, square):
        """Explore a square; empty ones explore their neighbours in turn, marked ones included (D3.5)."""
        todo = [square]
        while todo:
            square = todo.pop()
            if square not in self.explored:
                self.explored.add(square)
                self.marked.discard(square)
                if self.number(square) == 0:
                    todo += neighbours(square)

    def won(self):
        return self.mines is not None and (
            self.marked == self.mines or len(self.explored) + len(self.mines) == len(SQUARES)
        )


def neighbours(square):
    x, y = square
    return [
        (i, j)
        for i in (x - 1, x, x + 1)
        for j in (y - 1, y, y + 1)
        if (i, j) != square and 1 <= i <= SIZE and 1 <= j <= SIZE
    ]


def play(config, lines, out):
    """The whole game (D3.2-D3.8); returns at the end of the game or of the input."""
    layout = parse_layout(config["mine-layout"]) if "mine-layout" in config else None
    seed = config.get("random-seed", "0")
    # at most ten digits past the zeros before int(): Python refuses to convert more than 4,300
    if not (seed.isascii() and seed.isdigit() and len(seed.lstrip("0")) <= 10 and int(seed) < 2**32):
        raise ConfigError(f"random-seed: {seed!r} is not a whole number from 0 to {2**32 - 1}")
    count = None
    while count is None:
        out(ASK_MINES)
        line = next(lines, None)
        if line is None:
            return
        digits = line.strip(b" ")
        number = int(digits.lstrip(b"0") or b"0") if digits.isdigit() and len(digits.lstrip(b"0")) <= 2 else 0
        if not 1 <= number <= MAX_MINES:
            out(f"The number of mines must be a whole number from 1 to {MAX_MINES}.\n")
        elif layout is not None and number != len(layout):
            out(f"The field of this game holds {len(layout)} mines.\n")
        else:
            count = number
    field = Field()
    out(field.draw())
    while True:
        out(ASK_MOVE)
        line = next(lines, None)
        if line is None:
            return
        move = MOVE.fullmatch(line)
        if not move:
            out("Enter a move as X Y free or X Y mine, with X the column and Y the row from 1 to 9.\n")
            continue
        square, action = (int(move[1]), int(move[2])), move[3]
        if square in field.explored:
            out("This cell is already explored!\n")
            continue
        if action == b"mine":
            field.marked ^= {square}
        else:
            if field.mines is None:
                field.mines = layout or generate(int(seed), count, square)
            if square in field.mines:
                field.lost = True
                out(field.draw() + "You stepped on a mine and failed!\n")
                return
            field.explore(square)
        if field.won():
            out(field.draw() + "Congratulations! You found all the mines!\n")
            return
        out(field.draw())


def read_lines(stdin):
    """Input lines without their line ends (`\\r\\n` as well as `\\n`); a `\\r` anywhere else stays (D3.1)."""
    for line in stdin:
        yield line[:-1].removesuffix(b"\r") if line.endswith(b"\n") else line


def run(argv, config, stdin, stdout, stderr):
    """The whole program, as the host asks of a program part: play, and return the exit code."""

    def out(text):
        stdout.write(text.encode("utf-8"))
        stdout.flush()

    try:
        play(config, read_lines(stdin), out)
    except ConfigError as error:
        print(f"error: {error}", file=stderr)
        return 3
    return 0

"""Mine fields as things: `Field` knows where the mines are, `Minesweeper` is the exercise's checked API.

`Field` accepts any size, so the command-line game can build its `Board` on it for a 1×20 board too.
`Minesweeper` inherits everything from it and adds only what the exercise demands: at least two rows and
columns, an `AssertionError` for every position outside the field, and its camelCase methods.

>>> field = Minesweeper(2, 3, [(0, 0), (0, 0)])
>>> print(field)
*10
110
>>> field
Minesweeper(2, 3, [(0, 0)])
"""


class Field:
    """A rectangle of squares of any size, some holding a mine. A square is (row, column), from 0."""

    def __init__(self, rows, columns, mines=()):
        self._rows, self._columns = rows, columns
        self._mines = set()  # a repeated mine counts once
        self._numbers = None  # each square's count of neighbouring mines, worked out when first needed
        for row, column in mines:
            self._place_mine(row, column)

    def rows(self):
        return self._rows

    def columns(self):
        return self._columns

    def contains(self, row, column):
        return 0 <= row < self._rows and 0 <= column < self._columns

    def has_mine(self, row, column):
        return (row, column) in self._mines

    def mine_count(self):
        return len(self._mines)

    def mines(self):
        """The mined squares, row by row, left to right."""
        return sorted(self._mines)

    def neighbours(self, row, column):
        """The up to eight squares touching (row, column); the field does not wrap around."""
        return [
            (r, c)
            for r in range(row - 1, row + 2)
            for c in range(column - 1, column + 2)
            if (r, c) != (row, column) and self.contains(r, c)
        ]

    def mines_around(self, row, column):
        """How many neighbours of (row, column) hold a mine."""
        if self._numbers is None:
            self._numbers = {
                (r, c): sum(self.has_mine(*n) for n in self.neighbours(r, c))
                for r in range(self._rows)
                for c in range(self._columns)
            }
        return self._numbers[row, column]

    def _place_mine(self, row, column):
        self._mines.add((row, column))
        self._numbers = None

    def _remove_mine(self, row, column):
        self._mines.discard((row, column))
        self._numbers = None


class Minesweeper(Field):
    """The exercise's field: at least 2×2, and every position given to a method must lie inside it."""

    def __init__(self, rows=8, columns=8, mines=()):
        # raised explicitly rather than with `assert`, which `python -O` would skip
        if rows < 2:
            raise AssertionError("field must contain at least two rows")
        if columns < 2:
            raise AssertionError("field must contain at least two columns")
        super().__init__(rows, columns)
        for row, column in mines:
            self.addMine(row, column)

    def isMine(self, row, column):
        """Whether a mine lies on (row, column)."""
        self._check(row, column)
        return self.has_mine(row, column)

    def addMine(self, row, column):
        self._check(row, column)
        self._place_mine(row, column)

    def eraseMine(self, row, column):
        self._check(row, column)
        self._remove_mine(row, column)

    def nearbyMines(self, row, column):
        """How many of the up to eight neighbours of (row, column) hold a mine."""
        self._check(row, column)
        return self.mines_around(row, column)

    def __repr__(self):
        return f"Minesweeper({self.rows()}, {self.columns()}, {self.mines()})"

    def __str__(self):
        return "\n".join(
            "".join("*" if self.has_mine(r, c) else str(self.mines_around(r, c)) for c in range(self.columns()))
            for r in range(self.rows())
        )

    def _check(self, row, column):
        if not self.contains(row, column):
            raise AssertionError(f"invalid position ({row}, {column})")

"""The inference engine of the `endoh` rules (parts/rules/endoh.py): the logical work, done by the computer.

It implements the rules of Yusuke Endoh's semi-automatic Minesweeper (IOCCC 2020,
SPEC.md D1.4-D1.8) over what a player can see, and nothing else: the numbers of the
open squares, which squares are covered, which are flagged, and how many mines the
board holds. It never looks at where the mines are.

Every rule is sound (it opens only squares without a mine and flags only mines),
and a rule that applies stays applicable as the board fills in, so applying them
until nothing changes reaches the same board whatever the order (`solve`).

The engine knows no board class. `solve` drives any object with three methods:
`knowledge()` (a `Knowledge` of the moment), `open(square)` and `flag(square)`.
"""

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class Knowledge:
    """What the player knows: numbers of open squares, covered squares, flags, the mine count."""

    numbers: dict  # open square -> its number; open squares without one are simply absent
    covered: frozenset  # covered squares without a flag ("unprobed" in the seed)
    flagged: frozenset
    mines: int  # how many mines the whole board holds
    neighbours: Callable  # square -> the squares around it

    def candidates(self, squares):
        """How many of `squares` may hold a mine: the covered ones, flagged or not."""
        return sum(square in self.covered or square in self.flagged for square in squares)

    def pairs(self):
        """Every ordered pair (A, B) of different number squares whose neighbourhoods may overlap.

        Pairs further apart than two squares only ever repeat rule 2, so they are left out.
        """
        for a in self.numbers:
            for b in self.numbers:
                if a != b and abs(a[0] - b[0]) <= 2 and abs(a[1] - b[1]) <= 2:
                    yield a, b


@dataclass(frozen=True)
class Deduction:
    """What one rule proves: squares without a mine to open, mines to flag."""

    safe: frozenset = frozenset()
    mines: frozenset = frozenset()

    def __or__(self, other):
        return Deduction(self.safe | other.safe, self.mines | other.mines)

    def __bool__(self):
        return bool(self.safe or self.mines)


def rule_1(k):
    """A number equal to its flagged neighbours: its other covered neighbours are safe."""
    safe = set()
    for square, number in k.numbers.items():
        around = k.neighbours(square)
        if number == sum(n in k.flagged for n in around):
            safe |= k.covered.intersection(around)
    return Deduction(safe=frozenset(safe))


def rule_2(k):
    """A number equal to its covered neighbours, flagged or not: they are all mines."""
    mines = set()
    for square, number in k.numbers.items():
        around = k.neighbours(square)
        if number == k.candidates(around):
            mines |= k.covered.intersection(around)
    return Deduction(mines=frozenset(mines))


def rule_3(k):
    """A equals B minus B's candidates outside A's neighbours: A's covered squares outside B's are safe.

    B's mines outside A's neighbourhood are at most those candidates, so at least
    B - candidates of them lie around A as well; when that is all of A's number,
    A's squares that B does not touch hold none.
    """
    safe = set()
    for a, b in k.pairs():
        around_a, around_b = set(k.neighbours(a)), set(k.neighbours(b))
        if k.numbers[a] == k.numbers[b] - k.candidates(around_b - around_a):
            safe |= k.covered & (around_a - around_b)
    return Deduction(safe=frozenset(safe))


def rule_4(k):
    """B equals A minus A's candidates outside B's neighbours: those candidates are all mines.

    At most B of A's mines lie around B too, so at least A - B lie among A's
    squares that B does not touch; when that is all of them, they are all mines.
    """
    mines = set()
    for a, b in k.pairs():
        around_a, around_b = set(k.neighbours(a)), set(k.neighbours(b))
        outside = around_a - around_b
        if k.numbers[b] == k.numbers[a] - k.candidates(outside):
            mines |= k.covered & outside
    return Deduction(mines=frozenset(mines))


def final_rule(k):
    """As many covered squares as mines without a flag: they are the mines.

    The seed's later fix: without it, mines that no open number touches (a mine
    walled in by mines) could never be flagged, and the game could not end.
    """
    if k.covered and len(k.covered) == k.mines - len(k.flagged):
        return Deduction(mines=k.covered)
    return Deduction()


RULES = (rule_1, rule_2, rule_3, rule_4, final_rule)


def deduce(k, rules=RULES):
    """Everything the rules prove from one state of knowledge."""
    proved = Deduction()
    for rule in rules:
        proved |= rule(k)
    return proved


def solve(field, rules=RULES):
    """Apply the rules to `field` until they prove nothing new (the fixpoint)."""
    while proved := deduce(field.knowledge(), rules):
        for square in proved.mines:
            field.flag(square)
        for square in proved.safe:
            field.open(square)

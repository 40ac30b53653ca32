"""Unit tests of the endoh dialect's inference engine (styles/plugins/dialects/inference.py, SPEC.md D1.4-D1.8).

The pictures are the seed's own examples (IOCCC 2020, endoh1): `?` a covered square, `!` a flag,
a digit an open square with that number, `.` an open square whose number does not matter. Squares
are (row, column) from (0, 0) at the top left.
"""

from __future__ import annotations

import random

from styles.plugins.dialects import inference
from styles.plugins.dialects.inference import Deduction, Knowledge


def neighbours_in(height: int, width: int):
    def neighbours(square):
        row, col = square
        return [
            (r, c)
            for r in range(row - 1, row + 2)
            for c in range(col - 1, col + 2)
            if (r, c) != square and 0 <= r < height and 0 <= c < width
        ]

    return neighbours


def knowledge(picture: str, mines: int = 99) -> Knowledge:
    rows = [row.split() for row in picture.strip("\n").split("\n")]
    cells = {(r, c): mark for r, row in enumerate(rows) for c, mark in enumerate(row)}
    return Knowledge(
        numbers={square: int(mark) for square, mark in cells.items() if mark.isdigit()},
        covered=frozenset(square for square, mark in cells.items() if mark == "?"),
        flagged=frozenset(square for square, mark in cells.items() if mark == "!"),
        mines=mines,
        neighbours=neighbours_in(len(rows), max(len(row) for row in rows)),
    )


def squares(picture: str, mark: str) -> frozenset:
    rows = [row.split() for row in picture.strip("\n").split("\n")]
    return frozenset((r, c) for r, row in enumerate(rows) for c, cell in enumerate(row) if cell == mark)


def test_rule_1_opens_the_other_neighbours_of_a_number_equal_to_its_flags() -> None:
    before = """
? ? ?
? 3 ?
! ! !
"""
    assert inference.rule_1(knowledge(before)) == Deduction(safe=squares(before, "?"))


def test_rule_1_waits_while_flags_are_missing() -> None:
    assert not inference.rule_1(knowledge("? ? ?\n? 3 ?\n! ! ?"))


def test_rule_2_flags_the_covered_neighbours_of_a_number_equal_to_them() -> None:
    before = """
. ? ?
. 4 ?
. 2 !
"""
    assert inference.rule_2(knowledge(before)) == Deduction(mines=squares(before, "?"))


def test_rule_2_waits_while_a_number_has_more_candidates() -> None:
    assert not inference.rule_2(knowledge(". ? ?\n. 3 ?\n. 1 !"))


def test_rule_3_the_seeds_example() -> None:
    # A = the 1, B = the 4: B has three candidates (two covered, one flag) outside A's neighbours,
    # and 1 == 4 - 3, so A's covered squares that B does not touch are safe.
    before = """
? ? ? .
? 1 ? ?
? ? 4 .
. ? . !
"""
    proved = inference.rule_3(knowledge(before))
    assert proved == Deduction(safe=frozenset({(0, 0), (0, 1), (0, 2), (1, 0), (2, 0)}))


def test_rule_3_needs_the_exact_difference() -> None:
    assert not inference.rule_3(knowledge("? ? ? .\n? 1 ? ?\n? ? 4 ?\n. ? . !"))


def test_rule_4_the_seeds_example() -> None:
    # A = the 3, B = the 1 to its right: A has two candidates outside B's neighbours,
    # and 1 == 3 - 2, so both are mines.
    before = """
? ? ? ?
? 3 1 2
2 2 . .
"""
    assert inference.rule_4(knowledge(before)) == Deduction(mines=frozenset({(0, 0), (1, 0)}))


def test_rule_4_needs_the_exact_difference() -> None:
    # A third candidate outside B: 1 != 3 - 3, nothing is proved.
    assert not inference.rule_4(knowledge("? ? ? ?\n? 3 1 .\n? ? . ."))


def test_final_rule_flags_the_rest_when_they_are_the_mines_left() -> None:
    # The seed's "unwinnable" case: the corner is walled in by flags, no number touches it.
    before = """
? ! 2
! ! 2
2 2 1
"""
    assert not (inference.rule_1(knowledge(before, 4)) | inference.rule_2(knowledge(before, 4)))
    assert inference.final_rule(knowledge(before, 4)) == Deduction(mines=frozenset({(0, 0)}))
    assert not inference.final_rule(knowledge(before, 5))


def test_final_rule_does_nothing_without_covered_squares() -> None:
    assert not inference.final_rule(knowledge("! 1\n1 1", 1))


class Field:
    """A real mine layout with the three methods `solve` drives: the engine sees only `knowledge()`."""

    def __init__(self, height: int, width: int, mines: set) -> None:
        self.neighbours = neighbours_in(height, width)
        self.squares = [(r, c) for r in range(height) for c in range(width)]
        self.mines, self.opened, self.flagged = mines, set(), set()

    def number(self, square) -> int:
        return sum(n in self.mines for n in self.neighbours(square))

    def knowledge(self) -> Knowledge:
        return Knowledge(
            numbers={square: self.number(square) for square in self.opened},
            covered=frozenset(set(self.squares) - self.opened - self.flagged),
            flagged=frozenset(self.flagged),
            mines=len(self.mines),
            neighbours=self.neighbours,
        )

    def open(self, square) -> None:
        assert square not in self.mines, f"the engine opened the mine {square}"
        todo = [square]
        while todo:
            square = todo.pop()
            if square not in self.opened:
                self.opened.add(square)
                self.flagged.discard(square)
                if self.number(square) == 0:
                    todo += self.neighbours(square)

    def flag(self, square) -> None:
        assert square in self.mines, f"the engine flagged the safe square {square}"
        self.flagged.add(square)


def random_fields(count: int):
    generator = random.Random(2020)
    for _ in range(count):
        height, width = generator.randint(2, 8), generator.randint(2, 8)
        squares = [(r, c) for r in range(height) for c in range(width)]
        mines = set(generator.sample(squares, generator.randint(0, len(squares) // 3)))
        start = generator.choice([square for square in squares if square not in mines] or [None])
        if start is not None:
            yield height, width, mines, start


def test_solve_is_sound_and_reaches_the_same_fixpoint_in_any_rule_order() -> None:
    for height, width, mines, start in random_fields(300):
        results = []
        for rules in (inference.RULES, inference.RULES[::-1]):
            field = Field(height, width, set(mines))
            field.open(start)
            inference.solve(field, rules)  # Field asserts that every step is sound
            assert not inference.deduce(field.knowledge())
            results.append((field.opened, field.flagged))
        assert results[0] == results[1]


def test_solve_flags_every_mine_once_every_safe_square_is_open() -> None:
    field = Field(3, 4, {(0, 0), (0, 1), (1, 0), (1, 1)})
    for click in (2, 3), (2, 0):  # the player's two clicks; the corner mine touches no number
        field.open(click)
        inference.solve(field)
    assert field.opened | field.mines == set(field.squares)
    assert field.flagged == field.mines

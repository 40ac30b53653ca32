"""The concern map: how concerns.map names places in a style's code, what a place that no longer fits the code
says, and how an excerpt shows whole constructs (headers with their bodies, the rest elided). No style is run
here: the places are checked against the runs in test_concerns.py."""

from __future__ import annotations

import pytest

from shared_tests import concern_map, concerns
from shared_tests.concern_map import Elision
from styles import catalogue

KNOWN = ["reading-the-board", "flood-fill", "flagging", "losing", "winning", "drawing-a-frame", "parsing-input"]
GAME = '''\
"""A made-up style."""

LIMIT = 420
INVALID, WON = "The provided input is not valid!", "You Won!"
ACTIONS = {
    b"R": "reveal",  # a reveal
    b"F": "flag",
}
LOOKS = [
    ("lost", "'*'"),
    ("flagged", "'¶'"),
]
SCHEMA = """
CREATE TABLE squares (
    row INTEGER,
    mine INTEGER);
-- what a player sees
CREATE VIEW symbols AS SELECT CASE
    WHEN mine THEN '*'
    ELSE ' ' END
    FROM squares;
"""
MOVES = [
    \'\'\'
def move_R(self, square):
    if square in self.mines:
        return "You Lost!"
    return ""
\'\'\',
]


class Board:
    def play(self, action, square):
        """One move."""
        if square in self.opened:
            pass
        elif action == "F":
            self.flagged ^= {square}
        elif square in self.mines:
            self.lost = True
        else:
            # flood fill
            self.open(square)
            if len(self.opened) == self.safe:
                return WON
        return ""

    def read(self, path):
        try:
            info = os.stat(path)
        except OSError:
            return None
        try:
            with open(path, "rb") as file:
                return file.read(LIMIT + 1)
        except OSError:
            return None


def main():
    board = Board()
    while True:
        line = input()
        if line == "":
            break
        if line == "":
            continue
'''


def lines_of(text: str, *wanted: str) -> list[int]:
    return [text.splitlines().index(line) + 1 for line in wanted]


def named(place: str, source: str = GAME) -> list[tuple[int, int]]:
    """(first, last) of what `place` names in the source."""
    sources = {"__main__.py": concern_map.source("__main__.py", source)}
    return [(units[0].first, units[-1].last) for _, units in concern_map.resolve(place, sources)]


def line(text: str, source: str = GAME) -> int:
    return source.splitlines().index(text) + 1


@pytest.mark.parametrize(
    ("place", "first", "last"),
    [
        ("Board.play", "    def play(self, action, square):", '        return ""'),  # a method
        ("LIMIT", "LIMIT = 420", "LIMIT = 420"),  # a module-level assignment
        ("INVALID, WON", 'INVALID, WON = "The provided input is not valid!", "You Won!"', None),  # one of two names
        ('Board.play: elif action == "F":', '        elif action == "F":', "            self.flagged ^= {square}"),
        ("Board.play: else:", "        else:", "                return WON"),  # a clause, with its body
        ("Board.play: self.open(square)", "            self.open(square)", None),  # at any depth in the method
        ("Board.read: try: info = os.stat(path)", "        try:", "            return None"),  # a try, by its body
        ("Board.read: try: info = os.stat(path) except OSError:", "        except OSError:", "            return None"),
        ('ACTIONS[b"F"]', '    b"F": "flag",', None),  # an item of a dict, by its key
        ('LOOKS: ("flagged", "\'¶\'")', '    ("flagged", "\'¶\'"),', None),  # an element of a list, by its line
        ("SCHEMA: CREATE TABLE squares (", "CREATE TABLE squares (", "    mine INTEGER);"),  # a query, to its `;`
        ("SCHEMA: WHEN mine THEN '*'", "    WHEN mine THEN '*'", None),  # a line of a query
        ("MOVES: move_R: if square in self.mines:", "    if square in self.mines:", '        return "You Lost!"'),
        ("main", "def main():", "            continue"),
    ],
)
def test_a_place_names_one_construct(place: str, first: str, last: str | None) -> None:
    assert named(place) == [(line(first), line(last or first))]


def test_a_range_names_the_statements_of_one_body_from_first_to_last() -> None:
    assert named('main: line = input() … if line == "":') == []  # two `if line == "":` follow: ambiguous
    assert named("main: board = Board() … while True:") == [(line("    board = Board()"), line("            continue"))]


def test_a_place_that_names_nothing_or_several_is_a_finding_that_quotes_it() -> None:
    texts = {"__main__.py": GAME}
    side = '[flood-fill]\nBoard.open\nmain: if line == "":\n[flod-fill]\nLIMIT\n'
    mapped = concern_map.parse(side, texts, KNOWN)
    twice = [n for n, text in enumerate(GAME.splitlines(), 1) if text == '        if line == "":']
    assert mapped.problems == [
        "concerns.map:2: [flood-fill] Board.open: names no place in the code (has it moved or changed?)",
        f'concerns.map:3: [flood-fill] main: if line == "":: names 2 places (__main__.py:{twice[0]}, '
        f"__main__.py:{twice[1]}): name the one around it",
        "concerns.map:4: no concern flod-fill in concerns.toml",
    ]


def test_code_that_moves_or_changes_breaks_its_place_loudly() -> None:
    """A place is matched whole, never as a prefix and never by its position: an edited first line, or a second
    statement like it, is a finding, not another place silently."""
    place = "Board.play: self.open(square)"
    assert len(named(place)) == 1
    assert named(place, GAME.replace("self.open(square)", "self.open(square, flood=True)")) == []
    twice = GAME.replace("            self.lost = True", "            self.lost = True\n            self.open(square)")
    assert len(named(place, twice)) == 2


def test_places_nest_and_the_same_place_may_serve_several_concerns() -> None:
    texts = {"__main__.py": GAME}
    side = (
        '[flagging]\nBoard.play: elif action == "F":\n[losing, winning]\nINVALID, WON\n[drawing-a-frame]\nBoard.play\n'
    )
    side += "[winning]\nINVALID, WON\nBoard.play: if len(self.opened) == self.safe:\n"
    mapped = concern_map.parse(side, texts, KNOWN)
    assert not mapped.problems
    flag = line('        elif action == "F":')
    assert flag in mapped.owned("flagging")["__main__.py"]
    assert flag not in mapped.owned("drawing-a-frame")["__main__.py"]  # the inner place answers to its concern
    assert line("    def play(self, action, square):") in mapped.owned("drawing-a-frame")["__main__.py"]
    assert not mapped.together("losing", "winning")  # winning has a place of its own
    assert mapped.together("losing", "losing")


def test_column_ranges_name_places_at_token_edges() -> None:
    golf = "M=1;R=lambda t:t and R(t-1);print(R(M))\n"
    good = concern_map.parse("# comment\n[flood-fill]\n1:5-27\n", {"__main__.py": golf}, KNOWN)
    assert not good.problems and good.regions[0].columns == ((5, 27),) and good.by_columns
    assert golf[4:27] == "R=lambda t:t and R(t-1)"
    cut = concern_map.parse("[flood-fill]\n1:8-27\n", {"__main__.py": golf}, KNOWN)
    assert any("cuts a token" in problem for problem in cut.problems)
    outside = concern_map.parse("[flood-fill]\n2:1-3\n", {"__main__.py": golf}, KNOWN)
    assert any("has no columns" in problem for problem in outside.problems)
    nofile = concern_map.parse("[flood-fill]\ng.py 1:1-1\n", {"__main__.py": golf}, KNOWN)
    assert nofile.problems == ["concerns.map:2: the style has no file g.py"]


# ---- The excerpt: whole constructs.


def shown(side: str, concern: str, source: str = GAME) -> list[list[str]]:
    """The excerpt's blocks as text: the lines, and each elision as its line."""
    mapped = concern_map.parse(side, {"__main__.py": source}, KNOWN)
    assert not mapped.problems
    text = source.splitlines()
    return [
        [text[entry - 1] if isinstance(entry, int) else entry.text for entry in block]
        for block in concern_map.excerpt(mapped, concern, KNOWN)["__main__.py"]
    ]


def test_a_clause_is_shown_in_its_statement_with_the_other_clauses_elided() -> None:
    side = '[flagging]\nBoard.play: elif action == "F":\n[losing]\nBoard.play: elif square in self.mines:\n'
    side += "[flood-fill]\nBoard.play: else:\n"
    assert shown(side, "flood-fill") == [
        [
            "    def play(self, action, square):",  # the method shown in part: its header, not its docstring
            "        if square in self.opened:",
            "            pass",  # a hidden body of one line is that line
            "        … (flagging, losing)",  # two hidden clauses in a row: one line saying what they hold
            "        else:",
            "            # flood fill",  # a comment directly above a statement goes with it
            "            self.open(square)",
            "            if len(self.opened) == self.safe:",
            "                return WON",
            '        return ""',
        ]
    ]
    assert shown(side, "flagging")[0][3:6] == [
        '        elif action == "F":',
        "            self.flagged ^= {square}",
        "        … (flood-fill, losing)",  # in the order of the concerns
    ]


def test_a_statement_deep_in_a_function_is_shown_under_the_headers_around_it() -> None:
    side = "[parsing-input]\nmain: break\n"
    assert shown(side, "parsing-input") == [
        [
            "def main():",
            "    board = Board()",
            "    while True:",
            "        line = input()",
            '        if line == "":',
            "            break",
            "        …",
        ]
    ]


def test_a_hidden_clause_alone_keeps_its_header() -> None:
    side = "[reading-the-board]\nBoard.read: try: info = os.stat(path)\n"
    side += '[winning]\nBoard.read: with open(path, "rb") as file:\n'
    assert shown(side, "winning") == [
        [
            "    def read(self, path):",
            "        … (reading-the-board)",
            "        try:",
            '            with open(path, "rb") as file:',
            "                return file.read(LIMIT + 1)",
            "        except OSError:",
            "            return None",
        ]
    ]


def test_parts_of_a_display_a_query_and_a_program_in_a_string_are_shown_in_their_statement() -> None:
    side = '[flagging]\nACTIONS[b"F"]\nLOOKS: ("flagged", "\'¶\'")\n[losing]\nSCHEMA: WHEN mine THEN \'*\'\n'
    side += "MOVES: move_R: if square in self.mines:\n"
    assert shown(side, "flagging") == [
        ["ACTIONS = {", '    b"R": "reveal",  # a reveal', '    b"F": "flag",', "}"]
        + ["LOOKS = [", '    ("lost", "\'*\'"),', '    ("flagged", "\'¶\'"),', "]"]  # next to each other: one block
    ]
    assert shown(side, "losing") == [
        ['SCHEMA = """', "…", "-- what a player sees", "CREATE VIEW symbols AS SELECT CASE", "    WHEN mine THEN '*'"]
        + ["    …", '"""']
        + [
            "MOVES = [",
            "    '''",
            "def move_R(self, square):",
            "    if square in self.mines:",
            '        return "You Lost!"',
        ]
        + ['    return ""', "''',", "]"]
    ]


def test_a_place_at_a_module_level_joins_its_neighbours_across_one_blank_line_only() -> None:
    side = "[winning]\nLIMIT\nINVALID, WON\nmain\n"
    blocks = shown(side, "winning")
    assert len(blocks) == 2 and blocks[0] == [
        "LIMIT = 420",
        'INVALID, WON = "The provided input is not valid!", "You Won!"',
    ]


def test_the_elision_says_what_the_hidden_lines_hold_in_the_concerns_order() -> None:
    mapped = concern_map.parse("[winning]\nmain: break\n[flagging]\nmain: continue\n", {"__main__.py": GAME}, KNOWN)
    blocks = concern_map.excerpt(mapped, "winning", ["winning", "flagging"])["__main__.py"]
    elisions = [entry for entry in blocks[0] if isinstance(entry, Elision)]
    assert [e.text for e in elisions] == ["        … (flagging)"]
    assert (elisions[0].first, elisions[0].last) == (
        line('        if line == "":', GAME) + 2,
        line("            continue"),
    )


def test_no_excerpt_of_any_style_shows_a_header_without_its_body() -> None:
    """Over every concern of every style: a compound statement's header is shown with its body, or with an
    elision in its place (the issue counted 75 of 2,160 headers without a body in the markers' excerpts)."""
    bare = []
    for name in catalogue.names():
        mapped = concerns.places(name)
        compound = {
            file: [(unit.first, unit.head, unit.last) for unit in src.module.walk() if unit.children]
            for file, src in mapped.sources.items()
        }
        for concern in concerns.definitions():
            for file, blocks in concern_map.excerpt(mapped, concern, concerns.definitions()).items():
                lines = {entry for block in blocks for entry in block if isinstance(entry, int)}
                elided = {
                    n for block in blocks for e in block if isinstance(e, Elision) for n in range(e.first, e.last + 1)
                }
                for first, head, last in compound[file]:
                    if (
                        first in lines
                        and head < last
                        and not any(n in lines or n in elided for n in range(head + 1, last + 1))
                    ):
                        bare.append(f"{name} {concern} {file}:{first}")
    assert not bare, bare[:10]

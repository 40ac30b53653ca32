"""The transcript format (shared_tests/harness/transcript.py): parsing, writing back, input and frames, and
placing a session's markers in a new output."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared_tests import exercises
from shared_tests.harness.transcript import (
    CLOSE,
    OPEN,
    FormatError,
    Setup,
    decode_typed,
    discover,
    encode_typed,
    parse,
    place_markers,
)

SAMPLE = """\
# A sample with every kind of header line.
# A second comment line.
rules: R1.1 R7.1
styles: monolith pipeline
env: ASPECT=True
env: -LANG
file board.cfg:
  ..*
  ...
file raw.cfg < boards/crlf.cfg
dir folder.cfg
fifo x.cfg
symlink z.cfg -> /dev/zero
args: board.cfg extra
exit: 0
stderr: one line naming board.cfg
session:
frame one
>«1 1 R»
frame two ␛[34m1␛[0m
>«a\\tb\\r\\xff\\u00a0»«EOF»
last
"""


def test_parse_reads_every_header() -> None:
    t = parse(SAMPLE)
    assert t.comments == ["A sample with every kind of header line.", "A second comment line."]
    assert t.rules == ["R1.1", "R7.1"] and t.styles == ["monolith", "pipeline"]
    assert t.env == ["ASPECT=True", "-LANG"]
    assert t.setup == [
        Setup("file", "board.cfg", b"..*\n...\n"),
        Setup("raw", "raw.cfg", source="boards/crlf.cfg"),
        Setup("dir", "folder.cfg"),
        Setup("fifo", "x.cfg"),
        Setup("symlink", "z.cfg", source="/dev/zero"),
    ]
    assert (t.args, t.exit, t.stderr) == (["board.cfg", "extra"], 0, "one line naming board.cfg")


def test_format_round_trips() -> None:
    assert parse(SAMPLE).format() == SAMPLE


def test_stdin_is_the_typed_text_with_enter_keys() -> None:
    assert parse(SAMPLE).stdin() == b"1 1 R\n" + b"a\tb\r\xff\xc2\xa0"


def test_frames_are_cut_at_each_input() -> None:
    frames = parse(SAMPLE).frames()
    assert frames == [
        ("the start", b"frame one\n>"),
        ("«1 1 R»", b"frame two \x1b[34m1\x1b[0m\n>"),
        ("«a\\tb\\r\\xff\\u00a0»", b""),
        ("end of input", b"last\n"),
    ]


def test_environment_sets_and_removes() -> None:
    assert parse(SAMPLE).environment({"LANG": "C", "HOME": "/x"}) == {"HOME": "/x", "ASPECT": "True"}


@given(st.binary(max_size=40))
def test_typed_bytes_round_trip(data: bytes) -> None:
    assert decode_typed(encode_typed(data)) == data


@pytest.mark.parametrize(
    "session, problem",
    [("«1 1 R", "unclosed"), ("«\\q»", "unknown escape"), ("«EOF»\n«1 1 R»\n", "last marker")],
)
def test_bad_sessions_are_refused(session: str, problem: str) -> None:
    with pytest.raises(FormatError, match=problem):
        parse(f"rules: R1.1\nargs:\nexit: 0\nstderr: empty\nsession:\n{session}")


@pytest.mark.parametrize(
    "header, problem",
    [("colour: red\n", "unknown header"), ("stderr: loud\n", "unknown stderr rule"), ("", "missing header")],
)
def test_bad_headers_are_refused(header: str, problem: str) -> None:
    text = "rules: R1.1\nargs:\nexit: 0\n" + header + ("stderr: empty\n" if "stderr" not in header else "")
    if problem == "missing header":
        text = "rules: R1.1\nargs:\nstderr: empty\n"
    with pytest.raises(FormatError, match=problem):
        parse(text + "session:\n")


def test_typed_lines_and_prompts() -> None:
    t = parse(SAMPLE)
    assert t.typed() == ([b"1 1 R\n", b"a\tb\r\xff\xc2\xa0"], True)
    assert t.prompts() == {">"}


@pytest.mark.parametrize("transcript", discover() + exercises.chosen(exercises.names()), ids=lambda t: t.name)
def test_markers_go_after_the_prompts(transcript) -> None:
    """Every session of the corpus is its own output cut at its prompts (what --bless and the recorder do). Lines
    typed before the program prints anything (a board on standard input, EXERCISES.md E7) lead the session."""
    lines, eof = transcript.typed()
    leading = list(itertools.takewhile(lambda step: not step.output and step.enter, transcript.steps()))
    head = "".join(f"{OPEN}{step.typed}{CLOSE}\n" for step in leading)
    rest = place_markers(transcript.stdout(), lines[len(leading) :], eof, transcript.prompts())
    assert head + rest == transcript.session


def test_markers_the_program_never_reads_go_after_the_end() -> None:
    session = place_markers(b"frame\n>last\n", [b"1 1 R\n", b"2 2 R\n"], True, {">"})
    assert session == "frame\n>«1 1 R»\nlast\n«2 2 R»\n«EOF»\n"

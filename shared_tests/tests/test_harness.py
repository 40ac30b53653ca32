"""Tests of the suite itself: the transcript format, the frame comparison and the runner."""

from __future__ import annotations

import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared_tests.compare import check_frames, frame_diff
from shared_tests.record import record_session
from shared_tests.runner import run, style_command
from shared_tests.transcript import FormatError, Setup, Transcript, decode_typed, encode_typed, parse

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
        Setup("file", "board.cfg", b"..*\n...\n"), Setup("raw", "raw.cfg", source="boards/crlf.cfg"),
        Setup("dir", "folder.cfg"), Setup("fifo", "x.cfg"), Setup("symlink", "z.cfg", source="/dev/zero"),
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


def test_stderr_rules() -> None:
    naming = parse("rules: R1.1\nargs:\nexit: 2\nstderr: one line naming a.cfg\nsession:\n")
    assert naming.check_stderr(b"error: a.cfg: no such file\n") is None
    assert "should name" in naming.check_stderr(b"error: no such file\n")
    assert "exactly one line" in naming.check_stderr(b"a.cfg\nb\n")
    assert "traceback" in naming.check_stderr(b"Traceback (most recent call last):\n a.cfg\n")
    exact = parse("rules: R1.1\nargs:\nexit: 1\nstderr: exactly \\nUsage: X\\n\nsession:\n")
    assert exact.check_stderr(b"\nUsage: X\n") is None and exact.check_stderr(b"Usage: X\n") is not None
    pattern = parse("rules: R1.1\nargs:\nexit: 2\nstderr: matching \\nSeed File .*Error: .+\\n\nsession:\n")
    assert pattern.check_stderr(b"\nSeed File Not Found Error: gone\n") is None
    assert pattern.check_stderr(b"Seed File Not Found Error: gone\n") is not None
    empty = parse("rules: R1.1\nargs:\nexit: 0\nstderr: empty\nsession:\n")
    assert empty.check_stderr(b"") is None and empty.check_stderr(b"x") is not None


FRAMES = [("the start", b"one\n>"), ("\xab1 1 R\xbb", b"two\nlines\n>"), ("end of input", b"three\n")]


def test_matching_output_passes_every_frame() -> None:
    checks = check_frames(FRAMES, b"one\n>two\nlines\n>three\n")
    assert [c.ok for c in checks] == [True, True, True]


def test_the_first_differing_frame_is_named_and_later_ones_skipped() -> None:
    checks = check_frames(FRAMES, b"one\n>two\nLINES\n>three\n")
    assert [c.ok for c in checks] == [True, False]
    assert checks[1].label == "frame 1, after \xab1 1 R\xbb"
    assert checks[1].actual == b"two\nLINES\n>"
    diff = frame_diff(checks[1])
    assert "-lines⏎" in diff and "+LINES⏎" in diff


def test_missing_and_extra_output_are_reported() -> None:
    assert [c.ok for c in check_frames(FRAMES, b"one\n>two\n")] == [True, False]
    extra = check_frames(FRAMES, b"one\n>two\nlines\n>three\nmore")
    assert extra[-1].label == "output after the last frame" and not extra[-1].ok


def test_diff_shows_invisible_differences() -> None:
    checks = check_frames([("the start", b"a b\n")], b"a b \r\n")
    assert "a b ␍⏎" in frame_diff(checks[0])


def test_runner_reports_leftover_files_and_exit_code() -> None:
    t = parse("rules: R10.1\nargs: made.txt\nexit: 3\nstderr: empty\nsession:\n")
    script = "import sys; open(sys.argv[1], 'w').write('x'); print('hi'); sys.exit(3)"
    result = run(t, [sys.executable, "-c", script])
    assert (result.exit, result.stdout, result.leftovers) == (3, b"hi\n", ["made.txt"])


def test_runner_times_out_a_program_that_waits_forever() -> None:
    t = parse("rules: R10.1\nargs:\nexit: 0\nstderr: empty\nsession:\n")
    result = run(t, [sys.executable, "-c", "import time; time.sleep(30)"], timeout=0.5)
    assert result.exit is None


def test_recorder_places_inputs_where_the_program_reads_them() -> None:
    board = Setup("file", "b.cfg", b".*\n..\n")
    t = Transcript(["recorded"], ["R1.1"], ["b.cfg"], 0, "empty", "", setup=[board])
    session, code, stderr = record_session(style_command("monolith"), t, [b"1 1 F\n", b"2 1 R\n"], eof=True)
    assert (code, stderr) == (0, b"")
    t.session = session
    assert [before for before, _ in t.frames()] == ["the start", "«1 1 F»", "«2 1 R»", "end of input"]
    assert t.frames()[1][1].startswith("┌───┬───┐\n│ ¶ │   │".encode())
    assert run(t, style_command("monolith")).stdout == t.stdout()

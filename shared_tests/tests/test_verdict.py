"""The one verdict (shared_tests/harness/verdict.py) and --bless (shared_tests/harness/runs.py)."""

from __future__ import annotations

import shutil
from pathlib import Path

from shared_tests.harness import model
from shared_tests.harness.frames import draw
from shared_tests.harness.parts import board_file, input_lines
from shared_tests.harness.process import Result
from shared_tests.harness.runs import Job, bless, run_transcript
from shared_tests.harness.targets import command_target, style_target
from shared_tests.harness.transcript import FIXTURES, discover, load, parse
from shared_tests.harness.verdict import (
    ANSWER,
    EXIT,
    FRAME,
    LEFTOVERS,
    STDERR,
    exit_words,
    frame_checks,
    judge,
    stderr_problem,
)

FRAMES = [("the start", b"one\n>"), ("\xab1 1 R\xbb", b"two\nlines\n>"), ("end of input", b"three\n")]
HEADER = "rules: R1.1\nargs:\nexit: 0\nstderr: empty\nsession:\n"


def test_stderr_rules() -> None:
    assert stderr_problem("one line naming a.cfg", b"error: a.cfg: no such file\n") is None
    assert "should name" in stderr_problem("one line naming a.cfg", b"error: no such file\n")
    assert "exactly one line" in stderr_problem("one line naming a.cfg", b"a.cfg\nb\n")
    assert "traceback" in stderr_problem("one line naming a.cfg", b"Traceback (most recent call last):\n a.cfg\n")
    assert stderr_problem("exactly \\nUsage: X\\n", b"\nUsage: X\n") is None
    assert stderr_problem("exactly \\nUsage: X\\n", b"Usage: X\n") is not None
    assert stderr_problem("matching \\nSeed File .*Error: .+\\n", b"\nSeed File Not Found Error: gone\n") is None
    assert stderr_problem("matching \\nSeed File .*Error: .+\\n", b"Seed File Not Found Error: gone\n") is not None
    assert stderr_problem("empty", b"") is None and stderr_problem("empty", b"x") is not None


def test_matching_output_passes_every_frame() -> None:
    assert [c.ok for c in frame_checks(FRAMES, b"one\n>two\nlines\n>three\n")] == [True, True, True]


def test_the_first_differing_frame_is_named_and_later_ones_skipped() -> None:
    checks = frame_checks(FRAMES, b"one\n>two\nLINES\n>three\n")
    assert [c.ok for c in checks] == [True, False]
    assert checks[1].name == "frame 2, after \xab1 1 R\xbb" and checks[1].after == "\xab1 1 R\xbb"
    assert checks[1].actual == b"two\nLINES\n>"
    assert "-lines⏎" in checks[1].explanation and "+LINES⏎" in checks[1].explanation


def test_missing_and_extra_output_are_reported() -> None:
    assert [c.ok for c in frame_checks(FRAMES, b"one\n>two\n")] == [True, False]
    extra = frame_checks(FRAMES, b"one\n>two\nlines\n>three\nmore")
    assert extra[-1].name == "output after the last frame" and not extra[-1].ok


def test_diff_shows_invisible_differences() -> None:
    assert "a b ␍⏎" in frame_checks([("the start", b"a b\n")], b"a b \r\n")[0].explanation


def test_judge_names_every_check() -> None:
    transcript = parse(HEADER + "hello\n")
    good = judge(transcript, Result(0, b"hello\n", b""))
    assert good.ok and [c.kind for c in good.checks] == [FRAME, EXIT, STDERR, LEFTOVERS]
    bad = judge(transcript, Result(3, b"hello\n", b"oops\n", leftovers=["x.tmp"]))
    assert [c.name for c in bad.failures] == ["exit code", "standard error", "no files left behind"]
    assert bad.failures[0].explanation == "exit code 3, expected 0"
    assert "x.tmp" in bad.failures[2].explanation


def test_judge_says_why_a_run_did_not_end() -> None:
    transcript = parse(HEADER + "hello\n")
    late = judge(transcript, Result(None, b"hel", b"", problem="no answer within 1 s after 3 bytes of output"))
    assert [c.kind for c in late.failures] == [ANSWER]
    assert late.failures[0].explanation.startswith("no answer within 1 s")
    missing = judge(transcript, Result(None, b"", b"", problem="cannot start 'nothing': No such file"))
    assert [c.name for c in missing.checks] == ["the program starts"]


def test_a_job_runs_a_transcript_and_judges_it() -> None:
    transcript = load(FIXTURES / "core" / "game-seed-simple-win.transcript")
    assert Job(style_target("monolith"), transcript).run().ok
    wrong = Job(command_target("/bin/cat"), transcript).run()
    assert not wrong.ok and wrong.first_failure.name == "the first frame"


def test_bless_rewrites_every_failing_part(tmp_path: Path) -> None:
    """A deliberately wrong copy of a transcript (a frame, the exit code, the stderr rule): bless rewrites
    each of them from the monolith's run, and the file is the original again."""
    original = FIXTURES / "core" / "move-flood-stops-at-numbers.transcript"
    copy = tmp_path / "copy.transcript"
    shutil.copyfile(original, copy)
    text = copy.read_text(encoding="utf-8")
    wrong = text.replace("exit: 0", "exit: 3").replace("stderr: empty", "stderr: one line").replace(" 1 │", " 7 │", 1)
    assert wrong.count("7") > text.count("7")
    copy.write_text(wrong, encoding="utf-8")
    transcript = load(copy)
    verdict = judge(transcript, run_transcript(transcript, style_target("monolith")))
    assert {check.kind for check in verdict.failures} == {FRAME, EXIT, STDERR}
    assert bless(transcript, verdict) is None
    assert copy.read_text(encoding="utf-8") == text
    again = load(copy)
    assert judge(again, run_transcript(again, style_target("monolith"))).ok


def test_bless_refuses_what_is_not_the_transcripts_fault(tmp_path: Path) -> None:
    transcript = parse(HEADER + "hello\n")
    late = judge(transcript, Result(None, b"", b"", problem="no answer within 1 s after no output at all"))
    assert "did not end" in bless(transcript, late)
    litter = judge(transcript, Result(0, b"hello\n", b"", leftovers=["x.tmp"]))
    assert "left" in bless(transcript, litter)


def test_the_model_plays_every_core_game_as_its_transcript_does() -> None:
    """The grader judges frames after a program's board differs from the transcript's by the model of the game
    (harness/model.py): it must give every frame of every core game exactly as the transcript has it."""
    games = 0
    for transcript in discover():
        if transcript.styles or transcript.exit != 0:
            continue
        _, content = board_file(transcript)
        board = model.Board.parse(content)
        state, lines = model.State(), input_lines(transcript.stdin())
        frames = [draw(["".join(row) for row in model.symbols(board, state)])]
        for line in [*lines, None]:
            state = model.step(board, state, line).state
            frames.append(draw(["".join(row) for row in model.symbols(board, state)], state.message, not state.over))
            if state.over:
                break
        assert b"".join(frames) == transcript.stdout(), transcript.name
        games += 1
    assert games > 70


def test_the_models_misreadings_differ_from_the_spec() -> None:
    """Each hypothesis the grader tries on a failing move gives another game than the spec's on a board with edges
    and corners, so that a correct program is never 'explained' by one."""
    board = model.Board.parse(b"*...\n....\n...*\n")
    for hypothesis in model.HYPOTHESES:
        plays = [model.step(board, model.State(), line, hypothesis.rules).state for line in (b"2 3 R", b"1 4 R")]
        spec = [model.step(board, model.State(), line).state for line in (b"2 3 R", b"1 4 R")]
        numbers = [board.number(square, hypothesis.rules) for square in board.squares]
        assert plays != spec or numbers != [board.number(square) for square in board.squares], hypothesis.words


def test_a_run_a_signal_ended_is_told_by_the_signal_not_a_negative_exit_code() -> None:
    """Python reports a run that SIGINT killed as exit code -2; a student reads `killed by SIGINT`."""
    assert exit_words(-2) == "killed by SIGINT, with no exit code of its own"
    assert exit_words(-200).startswith("killed by signal 200")
    assert exit_words(130) == "exit code 130" and exit_words(0) == "exit code 0"

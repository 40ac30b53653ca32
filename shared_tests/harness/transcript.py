"""The golden-transcript format (see fixtures/README.md): parse a file, write it back, derive its input and
frames, create its files, and place the markers of a session in a program's output."""

from __future__ import annotations

import functools
import os
import re
import shutil
from dataclasses import dataclass, field
from pathlib import Path

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"
EXERCISES = FIXTURES / "exercises"

OPEN, CLOSE, EOF = "«", "»", "«EOF»"
ESC_STAND_IN = "␛"  # U+241B shows the escape byte of colour codes in a text file
_ESCAPES = {"\\": "\\", "r": "\r", "n": "\n", "t": "\t", OPEN: OPEN, CLOSE: CLOSE}
STDERR_RULE = re.compile(r"empty|one line(?: naming (?P<text>\S.*))?|exactly (?P<exact>.+)|matching (?P<pattern>.+)")


class FormatError(ValueError):
    """A transcript file that does not follow fixtures/README.md."""


@dataclass(frozen=True)
class Setup:
    """One thing created in the run's working folder before the program starts."""

    kind: str  # "file", "raw", "dir", "fifo" or "symlink"
    name: str
    content: bytes = b""  # for "file"
    source: str = ""  # for "raw": the path under fixtures/; for "symlink": the target

    def create(self, folder: Path) -> None:
        target = folder / self.name
        target.parent.mkdir(parents=True, exist_ok=True)
        if self.kind == "file":
            target.write_bytes(self.content)
        elif self.kind == "raw":
            shutil.copyfile(FIXTURES / self.source, target)
        elif self.kind == "dir":
            target.mkdir()
        elif self.kind == "fifo":
            os.mkfifo(target)
        elif self.kind == "symlink":
            target.symlink_to(self.source)


@dataclass(frozen=True)
class Step:
    """One stretch of the session: output the program prints, then what the player does next."""

    output: str
    typed: str | None = None  # the marker's text as written, None when the session ends here
    enter: bool = False  # a line break followed the marker: the Enter key
    eof: bool = False  # the marker was «EOF»


@dataclass
class Transcript:
    comments: list[str]
    rules: list[str]
    args: list[str]
    exit: int
    stderr: str
    session: str
    styles: list[str] = field(default_factory=list)
    env: list[str] = field(default_factory=list)
    setup: list[Setup] = field(default_factory=list)
    path: Path | None = None

    @property
    def name(self) -> str:
        if self.path is None:
            return "<memory>"
        if FIXTURES in self.path.parents:
            return self.path.relative_to(FIXTURES).with_suffix("").as_posix()
        return self.path.stem

    @property
    def title(self) -> str:
        return self.comments[0] if self.comments else self.name

    def steps(self) -> tuple[Step, ...]:
        return parse_session(self.session)

    def stdin(self) -> bytes:
        """Everything the player types, as the bytes the program receives."""
        return session_stdin(self.session)

    def frames(self) -> list[tuple[str, bytes]]:
        """The expected output cut at every input: (what came before it, frame bytes)."""
        return list(session_frames(self.session))

    def stdout(self) -> bytes:
        return b"".join(frame for _, frame in self.frames())

    def environment(self, base: dict[str, str]) -> dict[str, str]:
        env = dict(base)
        for item in self.env:
            if item.startswith("-"):
                env.pop(item[1:], None)
            else:
                key, _, value = item.partition("=")
                env[key] = value
        return env

    def prepare(self, folder: Path) -> None:
        """Create the header's files, folders, FIFOs and links in the run's working folder."""
        for item in self.setup:
            item.create(folder)

    def typed(self) -> tuple[list[bytes], bool]:
        """The inputs as the lines the player types (each with its Enter, if pressed), and whether «EOF» ends them."""
        lines, eof = [], False
        for step in self.steps():
            if step.eof:
                eof = True
            elif step.typed is not None:
                lines.append(decode_typed(step.typed) + (b"\n" if step.enter else b""))
        return lines, eof

    def prompts(self) -> set[str]:
        """The prompts of this session: the text after the last line break before each marker (`>` for the
        core game), by which a new output is cut into frames again (see place_markers)."""
        found = set()
        for step in self.steps():
            if step.typed is not None and step.output:
                found.add(step.output.rsplit("\n", 1)[-1])
        return {prompt for prompt in found if prompt} or {">"}

    def format(self) -> str:
        """The canonical text of this transcript (parse(t.format()) == t)."""
        out = [f"# {line}" if line else "#" for line in self.comments]
        out.append("rules: " + " ".join(self.rules))
        if self.styles:
            out.append("styles: " + " ".join(self.styles))
        out += [f"env: {item}" for item in self.env]
        for item in self.setup:
            if item.kind == "file":
                out.append(f"file {item.name}:")
                out += ["  " + line for line in item.content.decode("utf-8").split("\n")[:-1]]
            elif item.kind == "raw":
                out.append(f"file {item.name} < {item.source}")
            elif item.kind == "symlink":
                out.append(f"symlink {item.name} -> {item.source}")
            else:
                out.append(f"{item.kind} {item.name}")
        out.append("args:" + "".join(" " + arg for arg in self.args))
        out.append(f"exit: {self.exit}")
        out.append(f"stderr: {self.stderr}")
        out.append("session:")
        return "\n".join(out) + "\n" + self.session


def place_markers(output: bytes, lines: list[bytes], eof: bool, prompts: set[str]) -> str:
    """A session: `output` with each typed line placed after the prompt the program printed before reading it.

    SPEC.md R6.5 promises a prompt right before every read, so the output of a run that was given all its input
    at once can be cut at the prompts (at the start of a line) without watching the program: the i-th prompt
    is where the i-th line was read. Lines left over when the prompts run out were never read (R9.1) and go
    after the end, as do an «EOF» the program never reached.
    """
    text = output.decode("utf-8", "replace").replace("\x1b", ESC_STAND_IN)
    markers = [OPEN + encode_typed(line.removesuffix(b"\n")) + CLOSE + "\n" * line.endswith(b"\n") for line in lines]
    if eof:
        markers.append(EOF + "\n")
    for i in range(len(markers) - 2, -1, -1):  # text typed without Enter is read with whatever follows it
        if not markers[i].endswith("\n"):
            markers[i : i + 2] = [markers[i] + markers[i + 1]]
    starts = sorted(prompts, key=len, reverse=True)
    session, at = [], 0
    while markers:
        found = None
        for position in range(at, len(text) + 1):
            if position == 0 or text[position - 1] == "\n":
                prompt = next((p for p in starts if text.startswith(p, position)), None)
                if prompt is not None:
                    found = position + len(prompt)
                    break
        if found is None:
            break
        session += [text[at:found], markers.pop(0)]
        at = found
    return "".join(session) + text[at:] + "".join(markers)


def decode_typed(text: str) -> bytes:
    """The bytes of a marker's text: backslash escapes, everything else UTF-8."""
    out, i = bytearray(), 0
    while i < len(text):
        char = text[i]
        if char != "\\":
            out += char.encode("utf-8")
            i += 1
            continue
        code = text[i + 1 : i + 2]
        if code in _ESCAPES:
            out += _ESCAPES[code].encode("utf-8")
            i += 2
        elif code == "x" and re.fullmatch(r"[0-9a-fA-F]{2}", text[i + 2 : i + 4]):
            out.append(int(text[i + 2 : i + 4], 16))
            i += 4
        elif code == "u" and re.fullmatch(r"[0-9a-fA-F]{4}", text[i + 2 : i + 6]):
            out += chr(int(text[i + 2 : i + 6], 16)).encode("utf-8")
            i += 6
        else:
            raise FormatError(f"unknown escape {text[i : i + 4]!r} in «{text}»")
    return bytes(out)


def encode_typed(data: bytes) -> str:
    """The marker text for bytes the player typed (the inverse of decode_typed)."""
    text = data.decode("utf-8", "surrogateescape")
    out = []
    for char in text:
        if "\udc80" <= char <= "\udcff":
            out.append(f"\\x{ord(char) - 0xDC00:02x}")
        elif char in "\\«»":
            out.append("\\" + char)
        elif char in "\r\n\t":
            out.append({"\r": "\\r", "\n": "\\n", "\t": "\\t"}[char])
        elif not char.isprintable() and ord(char) > 0xFFFF:
            out.append("".join(f"\\x{byte:02x}" for byte in char.encode("utf-8")))
        elif not char.isprintable():
            out.append(f"\\u{ord(char):04x}")
        else:
            out.append(char)
    return "".join(out)


@functools.lru_cache(maxsize=512)  # every target's run of a transcript asks for them again
def session_stdin(session: str) -> bytes:
    return b"".join(
        decode_typed(step.typed) + (b"\n" if step.enter else b"")
        for step in parse_session(session)
        if step.typed is not None and not step.eof
    )


@functools.lru_cache(maxsize=512)
def session_frames(session: str) -> tuple[tuple[str, bytes], ...]:
    frames, before = [], "the start"
    for step in parse_session(session):
        frames.append((before, step.output.replace(ESC_STAND_IN, "\x1b").encode("utf-8")))
        if step.typed is not None:
            before = "end of input" if step.eof else f"{OPEN}{step.typed}{CLOSE}"
    return tuple(frames)


@functools.lru_cache(maxsize=512)  # every run asks for the steps several times (stdin, frames)
def parse_session(session: str) -> tuple[Step, ...]:
    steps, output, i = [], [], 0
    while i < len(session):
        if session[i] != OPEN:
            output.append(session[i])
            i += 1
            continue
        j = i + 1
        while j < len(session) and session[j] != CLOSE:
            j += 2 if session[j] == "\\" else 1
        if j >= len(session):
            raise FormatError(f"unclosed «… marker at character {i}")
        typed, i = session[i + 1 : j], j + 1
        enter = session[i : i + 1] == "\n"
        i += enter
        eof = typed == "EOF"
        decode_typed(typed)  # reject bad escapes early
        steps.append(Step("".join(output), typed, enter and not eof, eof))
        output = []
    steps.append(Step("".join(output)))
    ends = [k for k, step in enumerate(steps) if step.eof]
    if ends and any(step.typed is not None for step in steps[ends[0] + 1 :]):
        raise FormatError("«EOF» must be the last marker")
    return tuple(steps)


_SETUP = re.compile(
    r"(?P<kind>file|dir|fifo|symlink) (?P<name>[^\s:<>]+)(?P<rest>:| < (?P<raw>\S+)| -> (?P<target>\S+))?"
)


def parse(text: str, path: Path | None = None) -> Transcript:
    head, marker, session = text.partition("\nsession:\n")
    if not marker:
        raise FormatError("no 'session:' line")
    fields: dict[str, object] = {"comments": [], "styles": [], "env": [], "setup": []}
    lines = head.split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        i += 1
        if line.startswith("#"):
            fields["comments"].append(line[2:] if line.startswith("# ") else line[1:])
            continue
        setup = _SETUP.fullmatch(line)
        if setup:
            kind, name = setup["kind"], setup["name"]
            if kind == "file" and setup["rest"] == ":":
                content = []
                while i < len(lines) and lines[i].startswith("  "):
                    content.append(lines[i][2:] + "\n")
                    i += 1
                fields["setup"].append(Setup("file", name, "".join(content).encode("utf-8")))
            elif kind == "file" and setup["raw"]:
                fields["setup"].append(Setup("raw", name, source=setup["raw"]))
            elif kind == "symlink" and setup["target"]:
                fields["setup"].append(Setup("symlink", name, source=setup["target"]))
            elif kind in ("dir", "fifo") and not setup["rest"]:
                fields["setup"].append(Setup(kind, name))
            else:
                raise FormatError(f"bad line {line!r}")
            continue
        key, colon, value = line.partition(":")
        value = value.strip()
        if not colon:
            raise FormatError(f"bad line {line!r}")
        if key == "rules":
            fields["rules"] = value.split()
        elif key == "styles":
            fields["styles"] = value.split()
        elif key == "env":
            fields["env"].append(value)
        elif key == "args":
            fields["args"] = value.split()
        elif key == "exit":
            fields["exit"] = int(value)
        elif key == "stderr":
            if not STDERR_RULE.fullmatch(value):
                raise FormatError(f"unknown stderr rule {value!r}")
            fields["stderr"] = value
        else:
            raise FormatError(f"unknown header {key!r}")
    missing = {"rules", "args", "exit", "stderr"} - fields.keys()
    if missing:
        raise FormatError(f"missing header lines: {', '.join(sorted(missing))}")
    transcript = Transcript(session=session, path=path, **fields)
    transcript.steps()  # reject bad markers now, not in the middle of a run
    return transcript


def load(path: Path) -> Transcript:
    try:
        return parse(path.read_text(encoding="utf-8"), path)
    except FormatError as error:
        raise FormatError(f"{path}: {error}") from None


def discover(root: Path = FIXTURES) -> list[Transcript]:
    """Every transcript under `root`. Under the fixtures folder the exercises' (fixtures/exercises/, EXERCISES.md)
    are left out: they ask for more than the game, and run only when asked for (shared_tests/exercises.py)."""
    paths = sorted(root.rglob("*.transcript"))
    return [load(path) for path in paths if root != FIXTURES or EXERCISES not in path.parents]

"""The golden-transcript format (see fixtures/README.md): parse a file, write it back, derive stdin and frames."""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from pathlib import Path

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"

OPEN, CLOSE, EOF = "«", "»", "«EOF»"
ESC_STAND_IN = "␛"  # U+241B shows the escape byte of colour codes in a text file
_ESCAPES = {"\\": "\\", "r": "\r", "n": "\n", "t": "\t", OPEN: OPEN, CLOSE: CLOSE}
_STDERR_RULE = re.compile(r"empty|one line(?: naming (?P<text>\S.*))?|exactly (?P<exact>.+)|matching (?P<pattern>.+)")


class FormatError(ValueError):
    """A transcript file that does not follow fixtures/README.md."""


@dataclass(frozen=True)
class Setup:
    """One thing created in the run's working folder before the program starts."""

    kind: str  # "file", "raw", "dir", "fifo" or "symlink"
    name: str
    content: bytes = b""  # for "file"
    source: str = ""  # for "raw": the path under fixtures/; for "symlink": the target


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
        return self.path.relative_to(FIXTURES).with_suffix("").as_posix() if self.path else "<memory>"

    @property
    def title(self) -> str:
        return self.comments[0] if self.comments else self.name

    def steps(self) -> tuple[Step, ...]:
        return parse_session(self.session)

    def stdin(self) -> bytes:
        """Everything the player types, as the bytes the program receives."""
        typed = b""
        for step in self.steps():
            if step.typed is not None and not step.eof:
                typed += decode_typed(step.typed) + (b"\n" if step.enter else b"")
        return typed

    def frames(self) -> list[tuple[str, bytes]]:
        """The expected output cut at every input: (what came before it, frame bytes)."""
        frames, before = [], "the start"
        for step in self.steps():
            frames.append((before, step.output.replace(ESC_STAND_IN, "\x1b").encode("utf-8")))
            if step.typed is not None:
                before = "end of input" if step.eof else f"{OPEN}{step.typed}{CLOSE}"
        return frames

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

    def check_stderr(self, stderr: bytes, given_path: str | None = None) -> str | None:
        """None when standard error follows the rule, else what is wrong."""
        text = stderr.decode("utf-8", "replace")
        if "Traceback (most recent call last)" in text:
            return "a traceback on standard error"
        if self.stderr == "empty":
            return None if not text else f"standard error should be empty, got {text!r}"
        rule = _STDERR_RULE.fullmatch(self.stderr)
        if rule["exact"] is not None:
            wanted = decode_typed(rule["exact"])
            return None if stderr == wanted else f"standard error should be {wanted!r}, got {stderr!r}"
        if rule["pattern"] is not None:
            matched = re.fullmatch(rule["pattern"], text, re.DOTALL)
            return None if matched else f"standard error should match {rule['pattern']!r}, got {text!r}"
        lines = text.splitlines()
        if len(lines) != 1 or not lines[0].strip():
            return f"standard error should be exactly one line, got {text!r}"
        wanted = rule["text"]
        if wanted and wanted not in lines[0]:
            return f"standard error should name {wanted!r}, got {text!r}"
        return None

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
            if not _STDERR_RULE.fullmatch(value):
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
    return [load(path) for path in sorted(root.rglob("*.transcript"))]

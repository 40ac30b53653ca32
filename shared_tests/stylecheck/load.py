"""Read a program: a file or a folder, in Python, Java or JavaScript (the language from the files' extensions).

Each language has a front end, a module of this package with `LANGUAGE`, `EXTENSIONS` and
`parse(text, file) -> Node` (the file's module node; `model.Unparsable` when it does not parse): `python.py`
(the standard library's `ast`), `java.py` and `javascript.py` (tree-sitter, from the `stylecheck` extra).
"""

from __future__ import annotations

import functools
import importlib
from pathlib import Path

from shared_tests.stylecheck.model import Program, Unparsable

LANGUAGES = {"python": (".py",), "java": (".java",), "javascript": (".js", ".mjs", ".cjs", ".ts")}
FRONT_ENDS = {"python": "python", "java": "java", "javascript": "javascript"}
SKIPPED_FOLDERS = {"__pycache__", ".venv", "venv", ".git", "node_modules", ".tox", "build", "dist", "target"}
EXTRA = "pip install 'minesweeper-styles[stylecheck]' (tree-sitter and its Java and JavaScript grammars)"


class CannotLoad(Exception):
    """Why a path cannot be read as a program (bad use: the style check exits with 2)."""


def language_of(path: Path) -> str | None:
    for language, extensions in LANGUAGES.items():
        if path.suffix in extensions:
            return language
    return None


def program_files(folder: Path) -> dict[str, list[Path]]:
    """Language -> the files of that language under `folder`, skipping virtual environments, caches and
    dependencies."""
    found: dict[str, list[Path]] = {}
    for path in sorted(folder.rglob("*")):
        if SKIPPED_FOLDERS & set(path.relative_to(folder).parts[:-1]) or not path.is_file():
            continue
        language = language_of(path)
        if language is not None:
            found.setdefault(language, []).append(path)
    return found


@functools.cache
def shared_boundary() -> str:
    """The text of styles/process.py: a copy of it beside a student's program is no part of the program."""
    return _read(Path(__file__).resolve().parents[2] / "styles" / "process.py")


def _read(path: Path) -> str:
    try:
        return path.read_bytes().decode("utf-8", "replace")
    except OSError:
        return ""


def front_end(language: str):
    """The module that reads `language`, or CannotLoad saying what is missing."""
    try:
        return importlib.import_module(f"shared_tests.stylecheck.{FRONT_ENDS[language]}")
    except ModuleNotFoundError as error:
        if error.name and error.name.startswith("tree_sitter"):
            raise CannotLoad(f"reading {language.capitalize()} needs the stylecheck extra: {EXTRA}") from None
        if error.name == f"shared_tests.stylecheck.{FRONT_ENDS[language]}":
            raise CannotLoad(f"reading {language.capitalize()} is not there yet in this version") from None
        raise


def load(path: Path | str, language: str | None = None) -> Program:
    """The program at `path`: one file, or every file of its language under a folder (a folder holding files
    of several languages is read in the language most of its files are in, unless `language` is given)."""
    path = Path(path)
    if not path.exists():
        raise CannotLoad(f"{path}: no such file or folder")
    if path.is_file():
        language = language or language_of(path)
        if language is None:
            known = ", ".join(e for extensions in LANGUAGES.values() for e in extensions)
            raise CannotLoad(f"{path}: not a program file of a language the style check reads ({known})")
        files = {path.name: path}
    else:
        found = program_files(path)
        if not found:
            raise CannotLoad(f"{path}: no Python, Java or JavaScript file in this folder")
        language = language or max(found, key=lambda name: len(found[name]))
        files = {p.relative_to(path).as_posix(): p for p in found.get(language, [])}
    texts = {name: _read(p) for name, p in files.items()}
    if language == "python" and path.is_dir():
        texts = {name: text for name, text in texts.items() if text != shared_boundary()}
    return parse(language, texts, str(path))


def parse(language: str, texts: dict[str, str], root: str = "") -> Program:
    """A program from its files' texts (file name -> text)."""
    reader = front_end(language)
    trees, unreadable = {}, {}
    for name, text in texts.items():
        try:
            trees[name] = reader.parse(text, name)
        except Unparsable as error:
            unreadable[name] = f"{name}:{error.line} does not parse: {error.message}"
        except ImportError as error:  # tree-sitter or a grammar missing: the front end says what to install
            raise CannotLoad(str(error)) from None
        except (RecursionError, MemoryError):
            unreadable[name] = f"{name}:1 does not parse: nested too deeply for the style check to read"
    return Program(language, trees, texts, unreadable, root)

"""Sample submissions: a class of twelve in three languages (`python -m shared_tests.tests.submissions FOLDER`),
and the monolith as a student hands it in."""

from __future__ import annotations

import shutil
from pathlib import Path

STYLES = Path(__file__).resolve().parents[3] / "styles"


def student_monolith(folder: Path, package: str = "") -> Path:
    """The monolith as a student's program that needs nothing of this repository: the file `minesweeper.py` in
    `folder`, or the package `folder/package` (run as `python -m package`), with the process boundary beside
    it (a copy of styles/process.py as `process.py`, as the README suggests). Returns the file to edit."""
    source = (STYLES / "monolith" / "__main__.py").read_text(encoding="utf-8")
    assert source.count("from styles import process\n") == 1, "the monolith's hand-over changed: update this"
    if package:
        shutil.copytree(STYLES / "monolith", folder / package, ignore=shutil.ignore_patterns("__pycache__"))
        main, source = folder / package / "__main__.py", source.replace("from styles import", "from . import")
    else:
        folder.mkdir(parents=True, exist_ok=True)
        main, source = folder / "minesweeper.py", source.replace("from styles import process", "import process")
    main.write_text(source, encoding="utf-8")
    shutil.copy(STYLES / "process.py", main.parent / "process.py")
    return main

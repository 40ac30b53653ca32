"""Write a sample class of twelve submissions in three languages, for trying and timing class mode:

    python -m shared_tests.tests.submissions FOLDER
    python -m shared_tests.grade --class FOLDER                  (in the sandbox)
    python -m shared_tests.grade --class FOLDER --no-sandbox     (the same grading without it)

Four each in Python (the monolith as one file), JavaScript (node/) and Java (java/, built by its `build:`
line): one as it is, and three with a classic mistake each — a banner one `═` too wide, no flood fill, exit
code 2 for a missing file — so that the grades differ as a real class's do.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

from shared_tests.tests.submissions import student_monolith

HERE = Path(__file__).resolve().parent
MISTAKES = {  # language -> mistake -> (the text as it is, the text with the mistake)
    "python": {
        "banner": ("width = max(4 * columns - 1, len(message))", "width = max(4 * columns, len(message))"),
        "flood": ("            if nearby[square] == 0:", "            if False:"),
        "exit": ('no such file\\n")\n    sys.exit(1)', 'no such file\\n")\n    sys.exit(2)'),
    },
    "node": {
        "banner": ("Math.max(4 * columns - 1, message.length)", "Math.max(4 * columns, message.length)"),
        "flood": ("if (number(r, c) === 0) waiting.push", "if (false) waiting.push"),
        "exit": ("fail(1, `error: ${path}: no such file`)", "fail(2, `error: ${path}: no such file`)"),
    },
    "java": {
        "banner": ("Math.max(4 * columns - 1, message.length())", "Math.max(4 * columns, message.length())"),
        "flood": ("if (number(r, c) != 0) continue;", "if (true) continue;"),
        "exit": (
            'fail(1, "error: " + path + ": no such file");\n        } catch (FileSystemException',
            'fail(2, "error: " + path + ": no such file");\n        } catch (FileSystemException',
        ),
    },
}
SOURCES = {"python": "minesweeper.py", "node": "minesweeper.js", "java": "src/Minesweeper.java"}
NAMES = {"python": ("ana", "ben", "cleo", "dan"), "node": ("eli", "fay", "gus", "hana"),
         "java": ("ivo", "jana", "kai", "lou")}  # fmt: skip


def write(language: str, folder: Path, mistake: str | None) -> None:
    if language == "python":
        folder.mkdir(parents=True)
        student_monolith(folder)
        (folder / "run").write_text("run: python3 minesweeper.py\n", encoding="utf-8")
    else:
        shutil.copytree(HERE / language, folder)
    if mistake:
        path = folder / SOURCES[language]
        good, bad = MISTAKES[language][mistake]
        text = path.read_text(encoding="utf-8")
        assert text.count(good) == 1, f"{path}: update MISTAKES[{language!r}][{mistake!r}]"
        path.write_text(text.replace(good, bad), encoding="utf-8")


def main(argv: list[str]) -> int:
    if len(argv) != 1 or Path(argv[0]).exists():
        print("usage: python -m shared_tests.tests.submissions FOLDER   (a folder that does not exist yet)")
        return 2
    for language, names in NAMES.items():
        for name, mistake in zip(names, (None, "banner", "flood", "exit"), strict=True):
            write(language, Path(argv[0]) / name, mistake)
    print(f"{argv[0]}: 12 submissions (Python: {', '.join(NAMES['python'])}; JavaScript: "
          f"{', '.join(NAMES['node'])}; Java: {', '.join(NAMES['java'])})")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

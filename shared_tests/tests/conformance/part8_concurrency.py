"""Part VIII, concurrency: actors (29), dataspaces (30), map_reduce (31), double_map_reduce (32)."""

from __future__ import annotations

import ast

from shared_tests.tests.conformance import Style, called_names, imported_roots, walk


def threads_and_queues(style: Style) -> list[str]:
    """actors, dataspaces: real threads that talk through queues."""
    roots = {m.split(".")[0] for _, _, m in imported_roots(style.sources)}
    names = called_names(style.sources)
    wanted = {
        "threading": "threading" in roots,
        "queue": "queue" in roots,
        "a Thread": "Thread" in names
        or any(
            isinstance(b, ast.Attribute) and b.attr == "Thread" or isinstance(b, ast.Name) and b.id == "Thread"
            for _, c in walk(style.sources, ast.ClassDef)
            for b in c.bases
        ),
        "a Queue": bool(names & {"Queue", "SimpleQueue"}),
    }
    return [f"no {what}" for what, ok in wanted.items() if not ok]


RULES = {
    "actors": [threads_and_queues],
    "dataspaces": [threads_and_queues],
}
NEGATIVE_SAMPLES = {
    "threads_and_queues": "import queue\nq = queue.Queue()\n",
}

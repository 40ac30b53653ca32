"""Part VIII, concurrency: actors (29), dataspaces (30), map_reduce (31), double_map_reduce (32)."""

from __future__ import annotations

import ast

from shared_tests.tests.conformance import (
    Sources,
    Style,
    called_names,
    functions,
    imported_roots,
    name_of,
    run_probe,
    walk,
    where,
)


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


# Runs the style with Thread.start counted; the names of the started threads go to the file named first.
THREAD_PROBE = """
import runpy, sys, threading
report, package = sys.argv[1], sys.argv[2]
sys.argv = [package, *sys.argv[3:]]
started, start = [], threading.Thread.start
def counting_start(thread):
    started.append(thread.name)
    start(thread)
threading.Thread.start = counting_start
try:
    runpy.run_module(package, run_name="__main__", alter_sys=True)
finally:
    with open(report, "w", encoding="utf-8") as file:
        file.write("\\n".join(started))
"""
THREADS_WANTED = 2


def really_starts_threads(style: Style) -> list[str]:
    """actors, dataspaces: by running it: a short game (one flag, then the end of the input) starts at least
    two threads besides the main one and ends normally."""
    result, report = run_probe(style, THREAD_PROBE, style.package, "board.cfg", stdin=b"1 1 F\n")
    if result.exit is None:
        return [f"a game of one move: {result.problem}"]
    started = report.split()
    problems = []
    if result.exit != 0:
        problems.append(f"a game of one move ended with exit code {result.exit}: {result.stderr[-300:]!r}")
    if len(started) < THREADS_WANTED:
        problems.append(f"a game started {len(started)} thread(s) {started}, at least {THREADS_WANTED} wanted")
    return problems


def _thread_targets(sources: Sources) -> list[tuple[str, ast.FunctionDef]]:
    """The functions that run as threads: Thread(target=f) and the run() of Thread subclasses."""
    defs = {f.name: (name, f) for name, f in functions(sources)}
    targets = []
    for _, call in walk(sources, ast.Call):
        if name_of(call.func) == "Thread":
            for keyword in call.keywords:
                if keyword.arg == "target" and name_of(keyword.value) in defs:
                    targets.append(defs[name_of(keyword.value)])
    for name, cls in walk(sources, ast.ClassDef):
        if any(name_of(base) == "Thread" for base in cls.bases):
            targets += [(name, f) for f in cls.body if isinstance(f, ast.FunctionDef) and f.name == "run"]
    return targets


def _reaches(function: ast.FunctionDef, methods: set[str], defs: dict[str, ast.FunctionDef]) -> bool:
    """Whether `function`, or a function of the style it calls by name, calls a method named in `methods`."""
    called = [node for node in ast.walk(function) if isinstance(node, ast.Call)]
    if any(isinstance(c.func, ast.Attribute) and c.func.attr in methods for c in called):
        return True
    inner = {c.func.id for c in called if isinstance(c.func, ast.Name) and c.func.id in defs}
    return any(
        isinstance(c.func, ast.Attribute) and c.func.attr in methods
        for name in inner - {function.name}
        for c in ast.walk(defs[name])
        if isinstance(c, ast.Call)
    )


def _waits_forever(call: ast.Call) -> bool:
    """A queue's get() that blocks without a timeout: get(), get(True), get(block=True) (dict.get has a key)."""
    if name_of(call.func) != "get" or not isinstance(call.func, ast.Attribute):
        return False
    keywords = {k.arg: k.value for k in call.keywords}
    if "timeout" in keywords or (len(call.args) >= 2):
        return False
    block = keywords.get("block", call.args[0] if call.args else ast.Constant(True))
    return isinstance(block, ast.Constant) and block.value is True


def workers_take_data(style: Style) -> list[str]:
    """dataspaces: the spaces hold data, not code: nothing put into a space is a function of the program or a
    lambda, and no worker calls something it did not define; every worker thread takes from a space and puts
    into one; and every wait on a space has a way out (a get() with a timeout)."""
    problems = []
    defs = {f.name: f for _, f in functions(style.sources)}
    for name, call in walk(style.sources, ast.Call):
        if name_of(call.func) in ("put", "put_nowait") and isinstance(call.func, ast.Attribute):
            called = {id(c.func) for arg in call.args for c in ast.walk(arg) if isinstance(c, ast.Call)}
            for arg in call.args:
                for node in ast.walk(arg):
                    code = isinstance(node, ast.Lambda) or (
                        isinstance(node, ast.Name) and node.id in defs and id(node) not in called
                    )
                    if code:
                        problems.append(f"{where(name, call)}: puts code ({ast.unparse(node)}) into a space")
        if _waits_forever(call):
            problems.append(f"{where(name, call)}: {ast.unparse(call)} waits forever if nothing comes")
    targets = _thread_targets(style.sources)
    if not targets:
        problems.append("no worker threads (Thread(target=...) or a Thread subclass)")
    for name, worker in targets:
        local = {a.arg for a in worker.args.args} | {
            n.id for n in ast.walk(worker) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)
        }
        for call in ast.walk(worker):
            if isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id in local:
                problems.append(f"{where(name, call)}: worker {worker.name} runs {call.func.id}, code it was given")
        if not _reaches(worker, {"get", "get_nowait"}, defs):
            problems.append(f"{where(name, worker)}: worker {worker.name} takes nothing from a space")
        if not _reaches(worker, {"put", "put_nowait"}, defs):
            problems.append(f"{where(name, worker)}: worker {worker.name} puts nothing into a space")
    return problems


def _worker_of(node: ast.AST) -> str | None:
    """The function that map() applies: f in map(f, ...) or map(partial(f, ...), ...)."""
    if isinstance(node, ast.Call) and name_of(node.func) == "partial" and node.args:
        node = node.args[0]
    return node.id if isinstance(node, ast.Name) else None


def _maps_over_chunks(node: ast.AST, defs: dict[str, ast.FunctionDef]) -> str | None:
    """The worker's name if `node` is map(worker, chunker(...)) with a worker and a chunker of the program."""
    if not (isinstance(node, ast.Call) and name_of(node.func) == "map" and len(node.args) == 2):
        return None
    worker, chunks = _worker_of(node.args[0]), node.args[1]
    if worker in defs and isinstance(chunks, ast.Call) and name_of(chunks.func) in defs:
        return worker
    return None


def _writes_shared_state(function: ast.FunctionDef) -> list[ast.AST]:
    """Stores into subscripts or attributes of names the function did not create, and global statements."""
    created = {n.id for n in ast.walk(function) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
    found = [n for n in ast.walk(function) if isinstance(n, (ast.Global, ast.Nonlocal))]
    for node in ast.walk(function):
        if isinstance(node, (ast.Subscript, ast.Attribute)) and isinstance(node.ctx, ast.Store):
            root = node
            while isinstance(root, (ast.Subscript, ast.Attribute)):
                root = root.value
            if not (isinstance(root, ast.Name) and root.id in created):
                found.append(node)
    return found


def map_then_reduce(style: Style) -> list[str]:
    """map_reduce: functools.reduce combines what a map of a worker over chunks gives, reduce(f, map(worker,
    chunks(...))), in at least two places; and the workers keep to their chunk (they write no shared state)."""
    problems = []
    defs = {f.name: f for _, f in functions(style.sources)}
    imported = any(
        isinstance(node, ast.ImportFrom) and node.module == "functools" and any(a.name == "reduce" for a in node.names)
        for _, node in walk(style.sources, ast.ImportFrom)
    ) or any(ast.unparse(node) == "functools.reduce" for _, node in walk(style.sources, ast.Attribute))
    if not imported:
        problems.append("functools.reduce is not used")
    workers = [
        _maps_over_chunks(call.args[1], defs)
        for _, call in walk(style.sources, ast.Call)
        if name_of(call.func) == "reduce" and len(call.args) >= 2
    ]
    workers = [worker for worker in workers if worker]
    if len(workers) < 2:
        problems.append(f"reduce(f, map(worker, chunks(...))) appears {len(workers)} time(s), at least 2 wanted")
    for worker in sorted(set(workers)):
        for node in _writes_shared_state(defs[worker]):
            problems.append(f"worker {worker} writes shared state: {ast.unparse(node)} (line {node.lineno})")
    return problems


def map_regroup_map(style: Style) -> list[str]:
    """double_map_reduce: map(second, regroup(map(first, chunks(...))).items()) in at least two places: the
    first map's workers yield (key, value) pairs, the regroup gathers the values of each key into a group, and
    the reduce is a second map, one call per group."""
    problems = []
    defs = {f.name: f for _, f in functions(style.sources)}
    found = []
    for _, call in walk(style.sources, ast.Call):
        if name_of(call.func) != "map" or len(call.args) != 2:
            continue
        groups = call.args[1]  # regroup(...).items()
        if not (isinstance(groups, ast.Call) and name_of(groups.func) == "items"):
            continue
        regroup = groups.func.value if isinstance(groups.func, ast.Attribute) else None
        if isinstance(regroup, ast.Call) and name_of(regroup.func) in defs and regroup.args:
            first = _maps_over_chunks(regroup.args[0], defs)
            if first and _worker_of(call.args[0]) in defs:
                found.append((first, name_of(regroup.func)))
    if len(found) < 2:
        problems.append(f"map(second, regroup(map(first, chunks(...))).items()) appears {len(found)} time(s), 2 wanted")
    for first, regroup in sorted(set(found)):
        if not any(isinstance(n, (ast.Yield, ast.YieldFrom)) for n in ast.walk(defs[first])):
            problems.append(f"the first map's worker {first} yields no (key, value) pairs")
        grouping = {"setdefault", "append", "defaultdict"} & {
            name_of(c.func) for c in ast.walk(defs[regroup]) if isinstance(c, ast.Call)
        }
        if not grouping:
            problems.append(f"{regroup} does not gather values by key (no setdefault, append or defaultdict)")
    return problems


RULES = {
    "actors": [threads_and_queues, really_starts_threads],
    "dataspaces": [threads_and_queues, really_starts_threads, workers_take_data],
    "map_reduce": [map_then_reduce],
    "double_map_reduce": [map_regroup_map],
}
NEGATIVE_SAMPLES = {
    "threads_and_queues": "import queue\nq = queue.Queue()\n",
    "really_starts_threads": (
        "import queue, threading\n"
        "class Actor(threading.Thread):\n"
        "    def run(self):\n"
        "        self.mailbox = queue.Queue()\n"
        "for actor in (Actor(), Actor()):\n"
        "    actor.run()  # not start(): everything happens on the main thread\n"
    ),
    "workers_take_data": (
        "import queue, threading\n"
        "jobs, results = queue.Queue(), queue.Queue()\n"
        "def worker():\n"
        "    while True:\n"
        "        task, data = jobs.get()\n"
        "        results.put(task(data))\n"
        "def count(row):\n"
        "    return row.count('*')\n"
        "threading.Thread(target=worker).start()\n"
        "jobs.put((count, '..*'))\n"
        "print(results.get())\n"
    ),
    "map_then_reduce": (
        "def count(rows):\n"
        "    total = 0\n"
        "    for row in rows:\n"
        "        total += row.count('*')\n"
        "    return total\n"
        "print(count(['..*', '*..']))\n"
    ),
    "map_regroup_map": (
        "from functools import reduce\n"
        "from operator import add\n"
        "def partition(rows):\n"
        "    return [rows[i:i + 2] for i in range(0, len(rows), 2)]\n"
        "def count(band):\n"
        "    return sum(row.count('*') for row in band)\n"
        "print(reduce(add, map(count, partition(['..*', '*..', '...']))))\n"
    ),
}

"""Part VIII, concurrency: actors (29), dataspaces (30), map_reduce (31), double_map_reduce (32)."""

from __future__ import annotations

import ast

from shared_tests.tests.conformance import (
    RUN_TARGET,
    Sources,
    Style,
    called_names,
    functions,
    imported_roots,
    name_of,
    parents,
    run_probe,
    runs_program,
    walk,
    where,
)
from shared_tests.tests.conformance.part7_data import RIVER

QUEUES = {"Queue", "SimpleQueue", "LifoQueue", "PriorityQueue"}


def _is_thread_class(cls: ast.ClassDef) -> bool:
    return any(name_of(base) == "Thread" for base in cls.bases)


def threads_and_queues(style: Style) -> list[str]:
    """Concurrent units of their own: real threads, which exchange data through queues."""
    roots = {m.split(".")[0] for _, _, m in imported_roots(style.sources)}
    names = called_names(style.sources)
    wanted = {
        "threading": "threading" in roots,
        "queue": "queue" in roots,
        "Thread": "Thread" in names or any(_is_thread_class(c) for _, c in walk(style.sources, ast.ClassDef)),
        "Queue": bool(names & QUEUES),
    }
    return [
        f"No {what}: the program runs no threads that talk through queues." for what, ok in wanted.items() if not ok
    ]


# Runs the program with Thread.start counted; the names of the started threads go to the file named first.
THREAD_PROBE = f"""
import runpy, sys, threading
report, target = sys.argv[1], sys.argv[2]
sys.argv = [target, *sys.argv[3:]]
started, start = [], threading.Thread.start
def counting_start(thread):
    started.append(thread.name)
    start(thread)
threading.Thread.start = counting_start
try:
    {RUN_TARGET}
finally:
    with open(report, "w", encoding="utf-8") as file:
        file.write("\\n".join(started))
"""
THREADS_WANTED = 2


@runs_program
def really_starts_threads(style: Style) -> list[str]:
    """The units really run concurrently, each in a thread of its own.

    By running it: a short game (one flag, then the end of the input) starts at least two threads besides the
    main one and ends normally."""
    result, report = run_probe(style, THREAD_PROBE, style.target, "board.cfg", stdin=b"1 1 F\n")
    if result.exit is None:
        return [f"A game of one move did not end: {result.problem}."]
    started = report.split()
    problems = []
    if result.exit != 0:
        problems.append(f"A game of one move ended with exit code {result.exit}: {result.stderr[-200:]!r}.")
    if len(started) < THREADS_WANTED:
        problems.append(f"A game started {len(started)} thread(s), at least {THREADS_WANTED} wanted.")
    return problems


# ---------------------------------------------------------------------------------------------- actors
def _mailbox_classes(sources: Sources) -> dict[str, ast.ClassDef]:
    """The classes of things with a thread and a queue of their own: a Thread subclass (or a class that starts
    a thread) that makes a queue for itself (`self.mailbox = Queue()`), and their subclasses."""
    classes = {cls.name: cls for _, cls in walk(sources, ast.ClassDef)}
    found = {}
    for name, cls in classes.items():
        constructors = [m for m in cls.body if isinstance(m, ast.FunctionDef) and m.name == "__init__"]
        own_queue = any(
            isinstance(c, ast.Call) and name_of(c.func) in QUEUES for m in constructors for c in ast.walk(m)
        )
        threaded = _is_thread_class(cls) or "Thread" in {
            name_of(c.func) for c in ast.walk(cls) if isinstance(c, ast.Call)
        }
        if own_queue and threaded:
            found[name] = cls
    grown = True
    while grown:
        more = {n: c for n, c in classes.items() if n not in found and any(name_of(b) in found for b in c.bases)}
        found |= more
        grown = bool(more)
    return found


def things_have_mailboxes(style: Style) -> list[str]:
    """Each thing has its own thread of execution and its own queue, where other things place messages for it.

    A class of things runs as a thread and makes a queue of its own in its constructor, and at least two
    things are made of such classes."""
    things = _mailbox_classes(style.sources)
    if not things:
        return ["No thing has a thread and a queue of its own (self.mailbox = Queue() in a Thread subclass)."]
    made = [c for _, c in walk(style.sources, ast.Call) if name_of(c.func) in things]
    return [] if len(made) >= 2 else [f"{len(made)} thing(s) with a mailbox are made: actors come in numbers."]


PUTS = {"put", "put_nowait"}
THREAD_CONTROL = {"start", "join", "is_alive", "run"}


def messages_only_through_queues(style: Style) -> list[str]:
    """A thing exposes only its ability to receive messages: no thing calls another thing's methods; it places a
    message in that thing's queue."""
    sources = style.sources
    things = _mailbox_classes(sources)
    methods = {m.name for cls in things.values() for m in cls.body if isinstance(m, ast.FunctionDef)}
    problems = []
    for name, tree in sources.items():
        up = parents(tree)
        for call in (n for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)):
            owner = up.get(call)
            while owner in up and not isinstance(owner, ast.ClassDef):
                owner = up[owner]
            if not (isinstance(owner, ast.ClassDef) and owner.name in things):
                continue
            if name_of(call.func.value) in ("self", "super") or isinstance(call.func.value, ast.Call):
                continue
            if call.func.attr in methods - THREAD_CONTROL - PUTS and not call.func.attr.startswith("__"):
                problems.append(
                    f"{where(name, call)} {owner.name} calls .{call.func.attr}() of another thing: send it a message."
                )
    return problems


# ---------------------------------------------------------------------------------------------- dataspaces
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


def _module_queues(sources: Sources) -> set[str]:
    return {
        target.id
        for tree in sources.values()
        for node in tree.body
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call) and name_of(node.value.func) in QUEUES
        for target in node.targets
        if isinstance(target, ast.Name)
    }


def _module_data(sources: Sources) -> set[str]:
    return {
        target.id
        for tree in sources.values()
        for node in tree.body
        if isinstance(node, (ast.Assign, ast.AnnAssign))
        for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
        if isinstance(target, ast.Name)
    }


MUTATORS = {"append", "extend", "insert", "pop", "remove", "clear", "update", "add", "discard", "setdefault"}


def workers_share_only_spaces(style: Style) -> list[str]:
    """Concurrent units exchange data only through shared data spaces: they take data from a space and put
    data into one, and share nothing else.

    The spaces are shared queues (not one per unit, the actors' mailboxes of chapter 29) that hold data, not
    code; every worker thread takes from a space and puts into one, runs no code it was given, and writes no
    other shared state."""
    sources = style.sources
    problems = []
    defs = {f.name: f for _, f in functions(sources)}
    for name, cls in walk(sources, ast.ClassDef):
        if cls.name in _mailbox_classes(sources):
            problems.append(f"{where(name, cls)} {cls.name} has a queue of its own: a mailbox, not a shared space.")
    for name, call in walk(sources, ast.Call):
        if name_of(call.func) in PUTS and isinstance(call.func, ast.Attribute):
            called = {id(c.func) for arg in call.args for c in ast.walk(arg) if isinstance(c, ast.Call)}
            for arg in call.args:
                for node in ast.walk(arg):
                    code = isinstance(node, ast.Lambda) or (
                        isinstance(node, ast.Name) and node.id in defs and id(node) not in called
                    )
                    if code:
                        problems.append(f"{where(name, call)} puts code ({ast.unparse(node)}) into a space.")
    targets = _thread_targets(sources)
    if not targets:
        problems.append("No worker threads (Thread(target=...) or a Thread subclass).")
    shared = _module_data(sources) - _module_queues(sources)
    for name, worker in targets:
        local = {a.arg for a in worker.args.args} | {
            n.id for n in ast.walk(worker) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)
        }
        for node in ast.walk(worker):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in local:
                problems.append(f"{where(name, node)} worker {worker.name} runs {node.func.id}, code it was given.")
            if isinstance(node, (ast.Global, ast.Nonlocal)):
                problems.append(f"{where(name, node)} worker {worker.name} shares {', '.join(node.names)}.")
            root = node
            if isinstance(node, (ast.Subscript, ast.Attribute)) and isinstance(node.ctx, ast.Store):
                while isinstance(root, (ast.Subscript, ast.Attribute)):
                    root = root.value
                if isinstance(root, ast.Name) and root.id in shared - local:
                    problems.append(f"{where(name, node)} worker {worker.name} writes the shared {root.id}.")
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in MUTATORS:
                if name_of(node.func.value) in shared - local and isinstance(node.func.value, ast.Name):
                    problems.append(
                        f"{where(name, node)} worker {worker.name} changes the shared {node.func.value.id}."
                    )
        if not _reaches(worker, {"get", "get_nowait"}, defs):
            problems.append(f"{where(name, worker)} worker {worker.name} takes nothing from a space.")
        if not _reaches(worker, PUTS, defs):
            problems.append(f"{where(name, worker)} worker {worker.name} puts nothing into a space.")
    return problems


def waits_have_a_way_out(style: Style) -> list[str]:
    """Our rule: every wait on a space has a way out: a get() with a timeout, so that nothing waits forever."""
    return [
        f"{where(name, call)} {ast.unparse(call)} waits forever if nothing comes."
        for name, call in walk(style.sources, ast.Call)
        if _waits_forever(call)
    ]


# ---------------------------------------------------------------------------------------------- map_reduce
def _worker_of(node: ast.AST) -> str | None:
    """The function that map() applies: f in map(f, ...) or map(partial(f, ...), ...)."""
    if isinstance(node, ast.Call) and name_of(node.func) == "partial" and node.args:
        node = node.args[0]
    return node.id if isinstance(node, ast.Name) else None


def _bindings(sources: Sources) -> dict[str, ast.AST]:
    """name -> the value last bound to it by a plain assignment anywhere (`splits = map(...)`)."""
    found = {}
    for _, node in walk(sources, ast.Assign):
        if len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            found[node.targets[0].id] = node.value
    return found


def _resolved(node: ast.AST, bindings: dict[str, ast.AST], depth: int = 0) -> ast.AST:
    """The expression a name stands for, following plain assignments."""
    while isinstance(node, ast.Name) and node.id in bindings and depth < 5:
        node, depth = bindings[node.id], depth + 1
    return node


def _maps_over_chunks(node: ast.AST, defs: dict, bindings: dict[str, ast.AST]) -> str | None:
    """The worker's name if `node` is map(worker, chunker(...)) with a worker and a chunker of the program."""
    node = _resolved(node, bindings)
    if not (isinstance(node, ast.Call) and name_of(node.func) == "map" and len(node.args) == 2):
        return None
    worker, chunks = _worker_of(node.args[0]), _resolved(node.args[1], bindings)
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
    """The input is divided in chunks; a map applies a worker to each chunk, independently; a reduce combines the
    workers' results.

    functools.reduce combines what a map of a program's worker over the chunks of a program's chunker gives
    (reduce(f, map(worker, chunks(...))), directly or through names), and the workers keep to their chunk:
    they write no shared state."""
    problems = []
    sources = style.sources
    defs = {f.name: f for _, f in functions(sources)}
    bindings = _bindings(sources)
    workers = [
        _maps_over_chunks(call.args[1], defs, bindings)
        for _, call in walk(sources, ast.Call)
        if name_of(call.func) == "reduce" and len(call.args) >= 2
    ]
    workers = [worker for worker in workers if worker]
    if not workers:
        problems.append("No reduce combines a map of a worker over chunks: reduce(f, map(worker, chunks(...))).")
    for worker in sorted(set(workers)):
        for node in _writes_shared_state(defs[worker]):
            problems.append(f"{where(style.main, node)} the worker {worker} writes shared state: {ast.unparse(node)}.")
    return problems


def _emits_pairs(function: ast.FunctionDef) -> bool:
    """Whether a function yields, collects or returns (key, value) pairs."""
    for node in ast.walk(function):
        value = None
        if isinstance(node, (ast.Yield, ast.Return)):
            value = node.value
        elif isinstance(node, ast.Call) and name_of(node.func) == "append" and node.args:
            value = node.args[0]
        elif isinstance(node, (ast.ListComp, ast.GeneratorExp, ast.SetComp)):
            value = node.elt
        if isinstance(value, ast.Tuple) and len(value.elts) == 2:
            return True
    return False


def map_regroup_map(style: Style) -> list[str]:
    """A map turns the chunks into (key, value) pairs; the pairs are regrouped by key; the reduce is a second map,
    one call per group.

    map(second, regroup(map(first, chunks(...))).items()) (directly or through names): the first map's worker
    emits (key, value) pairs, the regroup gathers the values of each key, and a second map reduces each group."""
    problems = []
    sources = style.sources
    defs = {f.name: f for _, f in functions(sources)}
    bindings = _bindings(sources)
    found = []
    for _, call in walk(sources, ast.Call):
        if name_of(call.func) != "map" or len(call.args) != 2 or _worker_of(call.args[0]) not in defs:
            continue
        groups = _resolved(call.args[1], bindings)  # regroup(...).items()
        if isinstance(groups, ast.Call) and name_of(groups.func) == "items" and isinstance(groups.func, ast.Attribute):
            groups = _resolved(groups.func.value, bindings)
        if isinstance(groups, ast.Call) and name_of(groups.func) in defs and groups.args:
            first = _maps_over_chunks(groups.args[0], defs, bindings)
            if first:
                found.append((first, name_of(groups.func)))
    if not found:
        problems.append("No second map over regrouped pairs: map(second, regroup(map(first, chunks(...))).items()).")
    for first, regroup in sorted(set(found)):
        if not _emits_pairs(defs[first]):
            problems.append(f"The first map's worker {first} emits no (key, value) pairs.")
        grouping = {"setdefault", "append", "defaultdict"} & {
            name_of(c.func) for c in ast.walk(defs[regroup]) if isinstance(c, ast.Call)
        }
        if not grouping:
            problems.append(f"{regroup} does not gather the values by key (no setdefault, append or defaultdict).")
    return problems


RULES = {
    "actors": [threads_and_queues, things_have_mailboxes, messages_only_through_queues, really_starts_threads],
    "dataspaces": [threads_and_queues, workers_share_only_spaces, really_starts_threads, waits_have_a_way_out],
    "map_reduce": [map_then_reduce],
    "double_map_reduce": [map_regroup_map],
}
HOUSE_RULES = {"waits_have_a_way_out"}

# ---------------------------------------------------------------------------------------------- samples
ACTORS = """
import queue
import sys
import threading


class Actor(threading.Thread):
    def __init__(self):
        super().__init__()
        self.mailbox = queue.Queue()

    def run(self):
        while True:
            message = self.mailbox.get()
            if message[0] == "stop":
                return
            self.receive(message)


def send(actor, message):
    actor.mailbox.put(message)


class Counter(Actor):
    def __init__(self, printer):
        super().__init__()
        self._printer, self._counts = printer, {}

    def receive(self, message):
        if message[0] == "word":
            self._counts[message[1]] = self._counts.get(message[1], 0) + 1
        elif message[0] == "end":
            send(self._printer, ("show", sorted(self._counts.items())))
            send(self._printer, ("stop",))
            send(self, ("stop",))


class Printer(Actor):
    def receive(self, message):
        print(message[1])


printer = Printer()
counter = Counter(printer)
printer.start()
counter.start()
for word in open(sys.argv[1]).read().lower().split():
    send(counter, ("word", word))
send(counter, ("end",))
counter.join()
printer.join()
"""
DATASPACES = """
import queue
import sys
import threading

words_space = queue.Queue()
counts_space = queue.Queue()


def counter():
    counts = {}
    while True:
        try:
            word = words_space.get(timeout=1)
        except queue.Empty:
            break
        counts[word] = counts.get(word, 0) + 1
    counts_space.put(counts)


for word in open(sys.argv[1]).read().lower().split():
    words_space.put(word)
workers = [threading.Thread(target=counter) for _ in range(3)]
for worker in workers:
    worker.start()
for worker in workers:
    worker.join()
total = {}
while not counts_space.empty():
    for word, count in counts_space.get(timeout=1).items():
        total[word] = total.get(word, 0) + count
print(sorted(total.items(), key=lambda pair: -pair[1])[:25])
"""
MAP_REDUCE = """
import sys
from functools import reduce


def chunks(text, size=100):
    words = text.lower().split()
    return [words[i : i + size] for i in range(0, len(words), size)]


def count(chunk):
    counts = {}
    for word in chunk:
        counts[word] = counts.get(word, 0) + 1
    return counts


def combine(left, right):
    return {word: left.get(word, 0) + right.get(word, 0) for word in left.keys() | right.keys()}


counted = map(count, chunks(open(sys.argv[1]).read()))
print(sorted(reduce(combine, counted, {}).items(), key=lambda pair: -pair[1])[:25])
"""
DOUBLE_MAP_REDUCE = """
import sys


def chunks(text, size=100):
    words = text.lower().split()
    return [words[i : i + size] for i in range(0, len(words), size)]


def pairs(chunk):
    return [(word, 1) for word in chunk]


def regroup(pair_lists):
    groups = {}
    for pair_list in pair_lists:
        for word, one in pair_list:
            groups.setdefault(word, []).append(one)
    return groups


def total(group):
    return group[0], sum(group[1])


grouped = regroup(map(pairs, chunks(open(sys.argv[1]).read())))
print(sorted(map(total, grouped.items()), key=lambda pair: -pair[1])[:25])
"""
POSITIVE_SAMPLES = {
    "threads_and_queues": ACTORS,
    "things_have_mailboxes": ACTORS,
    "messages_only_through_queues": ACTORS,
    "really_starts_threads": ACTORS,
    "workers_share_only_spaces": DATASPACES,
    "waits_have_a_way_out": DATASPACES,
    "map_then_reduce": MAP_REDUCE,
    "map_regroup_map": DOUBLE_MAP_REDUCE,
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
    # shared spaces and worker functions: the dataspaces' idea (chapter 30)
    "things_have_mailboxes": (
        "import queue, threading\nwork = queue.Queue()\n\ndef worker():\n    work.get(timeout=1)\n\n"
        "threading.Thread(target=worker).start()\n"
    ),
    "messages_only_through_queues": (
        "import queue, threading\n\nclass Actor(threading.Thread):\n    def __init__(self, other=None):\n"
        "        super().__init__()\n        self.mailbox, self._other = queue.Queue(), other\n\n"
        "    def run(self):\n        self._other.shout(self.mailbox.get())\n\n    def shout(self, text):\n"
        "        print(text)\n\nActor(Actor()).start()\n"
    ),
    "workers_share_only_spaces": (
        "import queue, threading\n"
        "jobs, results = queue.Queue(), queue.Queue()\n"
        "def worker():\n"
        "    while True:\n"
        "        task, data = jobs.get(timeout=1)\n"
        "        results.put(task(data))\n"
        "def count(row):\n"
        "    return row.count('*')\n"
        "threading.Thread(target=worker).start()\n"
        "jobs.put((count, '..*'))\n"
        "print(results.get(timeout=1))\n"
    ),
    "waits_have_a_way_out": "import queue\n\nspace = queue.Queue()\nprint(space.get())\n",
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
NEIGHBOUR_SAMPLES = {
    "actors": [RIVER, DATASPACES],
    "dataspaces": [ACTORS, MAP_REDUCE],
    "map_reduce": [DATASPACES, DOUBLE_MAP_REDUCE],
    "double_map_reduce": [MAP_REDUCE, DATASPACES],
}

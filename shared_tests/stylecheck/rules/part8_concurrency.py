"""Part VIII, concurrency: actors (29), dataspaces (30), map_reduce (31), double_map_reduce (32).

Each constraint is the chapter's README in one sentence, then how the rule follows the program to check it.
"""

from __future__ import annotations

from shared_tests.stylecheck.model import Node, Program
from shared_tests.stylecheck.rules import NEIGHBOURS, RUN_TARGET, Finding, constraint, python_target, run_probe
from shared_tests.stylecheck.rules._part7to10 import (
    _put_into,
    args,
    call_name,
    calls_in,
    fed_by,
    followed,
    function_of,
    is_self,
    keyword,
    positional,
    receiver,
    root_name,
)

QUEUE_TYPES = {"Queue", "SimpleQueue", "LifoQueue", "PriorityQueue", "JoinableQueue", "deque", "LinkedBlockingQueue",
               "ArrayBlockingQueue", "BlockingQueue", "ConcurrentLinkedQueue", "LinkedBlockingDeque",
               "PriorityBlockingQueue", "SynchronousQueue", "LinkedTransferQueue", "ArrayDeque",
               "ConcurrentLinkedDeque"}  # fmt: skip
PUTS = {"put", "put_nowait", "add", "offer", "push", "append", "appendleft", "send", "postMessage", "out",
        "transfer", "addLast", "addFirst"}  # fmt: skip
TAKES = {"get", "get_nowait", "take", "poll", "pop", "popleft", "shift", "remove", "in_", "inp", "rd",
         "pollFirst", "pollLast", "removeFirst", "drainTo"}  # fmt: skip
LIFECYCLE = {"start", "join", "run", "is_alive", "isAlive", "interrupt", "setDaemon", "terminate", "wait",
             "stop", "halt", "close", "__init__", "constructor", "getName", "setName"}  # fmt: skip
THREAD_TYPES = {"Thread", "Process", "Worker", "Timer"}
LISTS = {"LinkedList", "ArrayList", "Array", "list", "deque", "Vector", "CopyOnWriteArrayList"}


# ---------------------------------------------------------------------------------------------- threads
def _made(call: Node) -> str:
    """The class a call constructs, by its last name (`queue.Queue()` -> "Queue", `new Thread(r)` -> "Thread")."""
    return call_name(call).split("<")[0]


def _is_queue_call(program: Program, node: Node) -> bool:
    """A queue made from the library (`queue.Queue()`, `new LinkedBlockingQueue<>()`), not a class of the program's
    own that has a queue's name."""
    if node.kind != "call" or _made(node) not in QUEUE_TYPES:
        return False
    return program.is_library(node) or not any(c.name == _made(node) for c in program.classes())


def _thread_classes(program: Program) -> list[Node]:
    """Classes whose objects are threads: a Thread (or Process) subclass, and their subclasses in the program."""
    found = [c for c in program.classes() if {b.split(".")[-1].split("<")[0] for b in c.attrs.get("bases", [])}
             & THREAD_TYPES]  # fmt: skip
    grown = True
    while grown:
        names = {c.name for c in found}
        more = [c for c in program.classes() if c not in found and {b.split(".")[-1] for b in c.attrs.get("bases", [])}
                & names]  # fmt: skip
        found += more
        grown = bool(more)
    return found


def _thread_calls(program: Program) -> list[Node]:
    """Calls that start a thread of execution: a Thread or Worker made (or started), an executor or pool that runs
    tasks, asyncio tasks or gathered coroutines, Promise.all over async calls."""
    found = []
    for call in program.calls():
        name = _made(call)
        if name in THREAD_TYPES and (program.is_library(call) or call.attrs.get("is_new")):
            found.append(call)
        elif name in ("submit", "execute", "map", "imap", "imap_unordered", "starmap", "apply_async", "runAsync",
                      "supplyAsync") and _pool_receiver(program, call):  # fmt: skip
            found.append(call)
        elif name in ("gather", "create_task", "ensure_future", "start_new_thread"):
            found.append(call)
        elif name in ("all", "allSettled", "race", "any") and _async_calls_in(program, call):
            found.append(call)
    return found


def _pool_receiver(program: Program, call: Node) -> bool:
    obj = receiver(call)
    if obj is None:
        return False
    made = fed_by(
        program,
        obj,
        lambda n: (
            n.kind == "call"
            and _made(n)
            in (
                "ThreadPoolExecutor",
                "ProcessPoolExecutor",
                "Pool",
                "ThreadPool",
                "newFixedThreadPool",
                "newCachedThreadPool",
                "newWorkStealingPool",
                "newSingleThreadExecutor",
                "newVirtualThreadPerTaskExecutor",
                "commonPool",
            )
        ),  # fmt: skip
        3,
    )
    return made is not None


def _async_calls_in(program: Program, call: Node) -> list[Node]:
    """The async functions of the program that a Promise.all(...) or gather(...) runs together."""
    found = []
    for inner in calls_in(call):
        for target in program.callees(inner):
            if target.attrs.get("is_async"):
                found.append(target)
        for arg in positional(inner):
            target = function_of(program, arg)
            if target is not None and target.attrs.get("is_async"):
                found.append(target)
    return found


def _units(program: Program) -> list[Node]:
    """The functions that run concurrently: thread targets (`Thread(target=f)`, `new Thread(C::f)`, a lambda),
    the run() of thread classes, the tasks handed to an executor or pool, async functions run together."""
    units = []
    for call in _thread_calls(program):
        name = _made(call)
        candidates = [keyword(call, "target")] if keyword(call, "target") is not None else positional(call)[:1]
        if name in ("all", "allSettled", "race", "any", "gather"):
            units += _async_calls_in(program, call)
            candidates = []
        for candidate in candidates:
            if candidate is None:
                continue
            target = function_of(program, candidate)
            if target is not None:
                units.append(target)
            elif candidate.kind == "call":  # gather(worker(...)), submit(new Task())
                units += program.callees(candidate)
    for cls in _thread_classes(program):
        units += [c for c in cls.children if c.kind == "function" and c.name in ("run", "call")]
    for cls in program.classes():
        if {i.split("<")[0] for i in cls.attrs.get("interfaces", [])} & {"Runnable", "Callable"}:
            units += [c for c in cls.children if c.kind == "function" and c.name in ("run", "call")]
    seen, unique = set(), []
    for unit in units:
        if id(unit) not in seen:
            seen.add(id(unit))
            unique.append(unit)
    return unique


def _worker_file(program: Program) -> bool:
    """JavaScript: the program runs code in worker threads (`new Worker(...)`)."""
    return any(_made(c) == "Worker" for c in program.calls())


# ---------------------------------------------------------------------------------------------- actors
def _own_nodes(cls: Node) -> list[Node]:
    """The nodes of a class, without those of the classes nested in it."""
    found, pending = [], list(cls.children)
    while pending:
        node = pending.pop()
        found.append(node)
        if node.kind != "class":
            pending.extend(node.children)
    return found


def _queue_fields(program: Program, cls: Node) -> set[str]:
    """The fields of a class that are its mailbox: made as a library queue, or a list the class both puts into
    (push/append/add) and takes from (shift/pop/poll)."""
    found = set()
    statics = {
        t.name
        for n in _own_nodes(cls)
        if n.kind == "assign" and n.attrs.get("static") and n.parent is cls
        for t in n.children_in("target")
    }
    for name, assigns in program.fields(cls).items():
        if name in statics:
            continue  # a static queue is the program's, not a thing's
        for assign in assigns:
            value = assign.child("value")
            values = [value] if value is not None else []
            if value is not None and value.kind == "collection" and value.attrs.get("type") == "tuple":
                targets = [t for t in assign.children_in("target")]
                values = value.children
                if targets and targets[0].kind == "collection":
                    names = [t.name for t in targets[0].children]
                    values = [v for n, v in zip(names, values, strict=False) if n == name]
            if any(v.kind == "call" and _is_queue_call(program, v) for v in values):
                found.add(name)
    for assign in (n for n in _own_nodes(cls) if n.kind == "assign"):
        value = assign.child("value")  # Java: `queue = new LinkedBlockingQueue<>()` in a constructor
        if value is None or value.kind != "call" or not _is_queue_call(program, value):
            continue
        for target in assign.children_in("target"):
            if target.kind == "name" and _field_of(program, cls, target) and target.name not in statics:
                found.add(target.name)
    used: dict[str, set[str]] = {}
    for call in (c for c in _own_nodes(cls) if c.kind == "call"):
        obj = receiver(call)
        if obj is not None and (
            obj.kind == "attribute" and is_self(obj.child("object")) or _field_of(program, cls, obj)
        ):
            used.setdefault(obj.name, set()).add(call_name(call))
    for call in program.calls():  # others put into it: `receiver.queue.add(message)`
        obj = receiver(call)
        if obj is not None and obj.kind == "attribute" and obj.name in used and not is_self(obj.child("object")):
            used[obj.name].add(call_name(call))
    for name, methods in used.items():
        if methods & PUTS and methods & TAKES and name not in statics:
            found.add(name)
    return found


def _actor_classes(program: Program) -> list[Node]:
    """Classes of things with a mailbox of their own, and their subclasses in the program."""
    found = [c for c in program.classes() if _queue_fields(program, c)]
    grown = True
    while grown:
        names = {c.name for c in found}
        more = [c for c in program.classes() if c not in found and {b.split(".")[-1].split("<")[0]
                for b in c.attrs.get("bases", [])} & names]  # fmt: skip
        found += more
        grown = bool(more)
    made = {id(c) for c in found if _instances(program, [c])}  # things exist: a class (or a subclass) is made

    def made_below(cls: Node, seen: frozenset[int] = frozenset()) -> bool:
        if id(cls) in made:
            return True
        subs = [c for c in found if cls.name in {b.split(".")[-1].split("<")[0] for b in c.attrs.get("bases", [])}]
        return any(made_below(c, seen | {id(cls)}) for c in subs if id(c) not in seen)

    return [c for c in found if made_below(c)]


def _runnable(cls: Node) -> bool:
    return bool({i.split("<")[0].split(".")[-1] for i in cls.attrs.get("interfaces", [])} & {"Runnable", "Callable"})


def _family(cls: Node, classes: list[Node]) -> list[Node]:
    """A class and its subclasses among `classes`."""
    found, grown = [cls], True
    while grown:
        names = {c.name for c in found}
        more = [c for c in classes if c not in found and {b.split(".")[-1].split("<")[0]
                for b in c.attrs.get("bases", [])} & names]  # fmt: skip
        found += more
        grown = bool(more)
    return found


def _instances(program: Program, classes: list[Node]) -> list[Node]:
    """The calls that make an object of one of `classes` (`Account(...)`, `new Account(...)`)."""
    names = {c.name for c in classes}
    found = []
    for call in program.calls():
        callee = call.child("callee")
        if callee is None:
            continue
        target = program.resolve(callee) if callee.kind in ("name", "attribute") else None
        if target is not None and target.kind == "function" and target.name in names and call.attrs.get("is_new"):
            target = target.enclosing("class")  # Java: the constructor, named after its class
        if (target is not None and target.kind == "class" and target.name in names) or (
            target is None and call_name(call) in names
        ):
            found.append(call)
    return found


def _in_a_loop(node: Node) -> bool:
    return any(a.kind == "loop" for a in node.ancestors())


@constraint("actors")
def things_have_queues(program: Program) -> list[Finding]:
    """Each 'thing' has a queue meant for other things to place messages in it.

    A class of things keeps a queue of its own (a field made as a queue, or a list it takes its messages from),
    and there are several such things (two made, or one made in a loop); in JavaScript, worker threads reached
    through their message ports (`new Worker`, `postMessage`, `on("message")`) are things with queues."""
    if program.language == "javascript" and _worker_file(program):
        workers = [c for c in program.calls() if _made(c) == "Worker"]
        listens = [c for c in program.calls() if call_name(c) in ("on", "addEventListener", "once") and _says(c)]
        channels = [c for c in program.calls() if _made(c) in ("MessageChannel", "BroadcastChannel")]
        if (len(workers) >= 2 or any(_in_a_loop(w) for w in workers)) and listens and channels:
            return []
        if not channels:
            return [
                Finding(
                    program.main_file,
                    0,
                    0,
                    "the workers reach only the main thread: no channel lets things message each other's queues",
                )
            ]
        return [Finding(program.main_file, 0, 0, "the workers take no messages: no thing has a queue of its own")]
    actors = _actor_classes(program)
    if not actors:
        return [Finding(program.main_file, 0, 0, "no thing keeps a queue of its own for others to place messages in")]
    made = _instances(program, actors)
    if len(made) < 2 and not any(_in_a_loop(m) or m.enclosing("loop") for m in made):
        return [Finding(program.main_file, 0, 0, f"{len(made)} thing(s) with a queue made: the things are several")]
    return []


def _says(call: Node, word: str = "message") -> bool:
    return any(a.kind == "literal" and a.attrs.get("value") == word for a in positional(call))


def _threaded(program: Program, cls: Node, threads: list[Node]) -> bool:
    """Whether a class's objects run a thread of their own: it is a thread class, or a method of it makes one
    (`threading.Thread(target=self._loop)`, `new Thread(this)`), or it is Runnable and handed to a Thread."""
    if cls in threads:
        return True
    if {i.split("<")[0].split(".")[-1] for i in cls.attrs.get("interfaces", [])} & {"Runnable", "Callable"}:
        return bool(_thread_calls(program))  # handed to a Thread or an executor
    for call in (c for c in cls.walk() if c.kind == "call"):
        if _made(call) in THREAD_TYPES and program.is_library(call) or _made(call) in ("submit", "execute"):
            return True
    return False


@constraint("actors")
def own_thread(program: Program) -> list[Finding]:
    """Each 'thing' has its own thread of execution independent of the others.

    Every class of things with a mailbox is a thread (a Thread subclass), or starts one for itself; in
    JavaScript, the things are worker threads. A loop on one thread that hands each thing its messages in turn
    is the letterbox style, not actors."""
    if program.language == "javascript":
        if _worker_file(program):
            return []
        return [Finding(program.main_file, 0, 0, "no worker thread: every thing runs on the one event-loop thread")]
    threads = _thread_classes(program)
    findings = []
    actors = _actor_classes(program)
    for cls in actors:
        if not _threaded(program, cls, threads) and not any(
            _threaded(program, base, threads) for base in actors if base.name in cls.attrs.get("bases", [])
        ):
            findings.append(Finding.at(cls, f"{cls.name} has a mailbox but no thread of its own"))
    if not actors and not threads:
        findings.append(Finding(program.main_file, 0, 0, "no thread: the things do not run independently"))
    return findings


def _only_posts(program: Program, function: Node, queues: set[str]) -> bool:
    """A function that only places a message in a queue of a thing (the book's `send(receiver, message)`)."""
    calls = [c for c in function.walk() if c.kind == "call"]
    return bool(calls) and all(
        call_name(c) in PUTS and receiver(c) is not None and receiver(c).name in queues for c in calls
    )


def _messaging_methods(program: Program, actors: list[Node]) -> set[str]:
    """Methods that place a message in a thing's queue, or start or wait for its thread, and call no other method
    of the program; and getters of a thing's thread or queue."""
    queues = {q for cls in actors for q in _queue_fields(program, cls)}
    own = {f.name for f in program.functions() if f.attrs.get("is_method")}
    found = set()
    for cls in actors:
        threads = {
            name
            for name, assigns in program.fields(cls).items()
            for a in assigns
            if a.child("value") is not None
            and a.child("value").kind == "call"
            and _made(a.child("value")) in THREAD_TYPES
        }
        for method in (c for c in cls.children if c.kind == "function"):
            calls = [c for c in method.walk() if c.kind == "call"]
            returns = [r for r in method.walk() if r.kind == "return" and r.children]
            typed = {
                name
                for name, assigns in program.fields(cls).items()
                for a in assigns
                if any(t in str(a.attrs.get("type", "")) for t in ("Thread", "Queue"))
            }
            if not calls and returns and all(r.children[0].name in threads | queues | typed for r in returns):
                found.add(method.name)  # getThread(), getQueue(): lifecycle, not the thing's data
                continue
            posts = [
                c for c in calls if receiver(c) is not None and receiver(c).name in queues and call_name(c) in PUTS
            ]
            posts += [c for c in calls if any(_only_posts(program, f, queues) for f in program.callees(c))]
            lifecycle = [c for c in calls if call_name(c) in LIFECYCLE]
            others = [c for c in calls if call_name(c) in own and c not in posts and c not in lifecycle]
            if (posts or lifecycle) and not others:
                found.add(method.name)
    return found


@constraint("actors")
def only_messages(program: Program) -> list[Finding]:
    """Each 'thing' is a capsule of data that exposes only its ability to receive messages via the queue.

    Nothing calls a method of another thing but the ones that place a message in its queue (or start and join
    its thread), and nothing writes another thing's fields; threads that share memory (a SharedArrayBuffer,
    Atomics) reach past the messages too."""
    findings = []
    for call in program.calls():
        if call_name(call) in ("SharedArrayBuffer",) or (
            receiver(call) is not None and receiver(call).kind == "name" and receiver(call).name == "Atomics"
        ):
            findings.append(Finding.at(call, "threads share memory here: a thing is reached only by its messages"))
            break
    actors = _actor_classes(program)
    if not actors:
        return findings
    methods = {c.name for cls in actors for c in cls.walk() if c.kind == "function" and not c.attrs.get("is_lambda")}
    allowed = _messaging_methods(program, actors) | LIFECYCLE
    outside = {m for cls in program.classes() if cls not in actors for m in
               (c.name for c in cls.children if c.kind == "function")}  # fmt: skip
    for call in program.calls():
        obj = receiver(call)
        name = call_name(call)
        if obj is None or is_self(obj) or name not in methods or name in allowed or name.startswith("__"):
            continue
        if obj.kind == "call" and program.is_library(obj):
            continue  # stream.map(...).filter(...): a library value's method, whatever its name
        if name in outside or program.is_library(call) and not _resolves_to_actor(program, call, actors):
            continue
        if obj.kind == "attribute" and is_self(obj.child("object")) and obj.name in _all_queue_fields(program, actors):
            continue
        owner = call.enclosing("class")
        findings.append(
            Finding.at(
                call,
                f"{owner.name if owner else 'the program'} calls {name}() of another thing: place a message in its "
                "queue instead",
            )
        )
    actor_ids = {id(c) for c in actors}
    for state in program.module_state():  # a variable every thread writes: no capsule keeps it
        for write in state.writes:
            owner = write.enclosing("class")
            if owner is not None and id(owner) in actor_ids:
                findings.append(
                    Finding.at(write, f"{owner.name} writes the shared {state.name}: a thing keeps its data")
                )
    fields = {f for cls in actors for f in program.fields(cls)}
    for assign in program.nodes("assign"):
        if assign.enclosing("class") not in actors:
            continue
        for target in assign.children_in("target"):
            written = target
            while written is not None and written.kind == "index":  # other._balances[k] = v: the field _balances
                written = written.child("object")
            if written is None or written.kind != "attribute" or written.name not in fields:
                continue
            owner = written.child("object")
            if owner is not None and not is_self(owner) and owner.kind in ("attribute", "name"):
                findings.append(Finding.at(assign, f"writes another thing's {written.name}: send it a message"))
    return findings


def _all_queue_fields(program: Program, actors: list[Node]) -> set[str]:
    return {f for cls in actors for f in _queue_fields(program, cls)}


def _resolves_to_actor(program: Program, call: Node, actors: list[Node]) -> bool:
    callee = call.child("callee")
    target = program.member(callee) if callee is not None and callee.kind == "attribute" else None
    return target is not None and target.enclosing("class") in actors


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


@constraint(("actors", "dataspaces"), house=True, runs_program=True)
def really_starts_threads(program: Program) -> list[Finding]:
    """Our Minesweeper check: played for one move (a flag, then the end of the input), the program starts at least
    two threads besides the main one and ends normally."""
    result, report = run_probe(program, THREAD_PROBE, python_target(program)[0], "board.cfg", stdin=b"1 1 F\n")
    where = program.main_file
    if result.exit is None:
        return [Finding(where, 0, 0, f"a game of one move did not end: {result.problem}")]
    started = report.split()
    findings = []
    if result.exit != 0:
        findings.append(Finding(where, 0, 0, f"a game of one move ended with exit code {result.exit}"))
    if len(started) < THREADS_WANTED:
        findings.append(Finding(where, 0, 0, f"a game started {len(started)} thread(s), {THREADS_WANTED} wanted"))
    return findings


# ---------------------------------------------------------------------------------------------- dataspaces
@constraint("dataspaces")
def concurrent_units(program: Program) -> list[Finding]:
    """Existence of one or more units that execute concurrently.

    The program runs units concurrently: threads (a Thread, an executor or pool), worker threads, or async
    tasks run together (gather, Promise.all); one function called in turn on the main thread is not."""
    if _units(program) or _worker_file(program):
        return []
    return [Finding(program.main_file, 0, 0, "nothing runs concurrently: no thread, worker or task is started")]


def _field_of(program: Program, cls: Node, node: Node | None) -> bool:
    """Whether an expression is a field of the class: `self.items`, `this.items`, or (Java) `items`."""
    if node is None:
        return False
    if node.kind == "attribute" and is_self(node.child("object")):
        return True
    if node.kind == "name" and program.language == "java":
        bound = program.binding(node.name, node)
        return bound is not None and bound.enclosing("function") is None and bound.enclosing("class") is cls
    return False


def _space_classes(program: Program) -> list[Node]:
    """The program's own spaces: classes with a method that stores into a collection field and one that takes
    out of it (a tuple space, a queue with waiters)."""
    found = []
    for cls in program.classes():
        stores, takes = False, False
        for call in (c for c in cls.walk() if c.kind == "call"):
            obj = receiver(call)
            if _field_of(program, cls, obj):
                stores |= call_name(call) in PUTS
                takes |= call_name(call) in TAKES
            elif call_name(call) in ("remove", "poll", "shift", "pop") and obj is not None:
                takes = True  # out of an iterator over the stored items, or a copy of them
        if stores and takes and _instances(program, [cls]):
            found.append(cls)
    return found


def _spaces(program: Program) -> tuple[list[Node], list[Node]]:
    """(shared spaces, mailboxes): the expressions that make a queue (or an object of the program's space
    classes), split into those a unit of its own makes for itself (a field of a thread class: a mailbox) and the
    rest, which the units share."""
    spaces, mailboxes = [], []
    space_classes = _space_classes(program)
    names = {c.name for c in space_classes}
    threads = _thread_classes(program)
    actors = _actor_classes(program)
    threaded_things = [
        c
        for c in actors
        if _threaded(program, c, threads)
        and (c in threads or _runnable(c) or len(_instances(program, _family(c, actors))) >= 2)
    ]  # a thing among things, each with its queue; not one object holding the program's queues
    for call in program.calls():
        if not (_is_queue_call(program, call) or call_name(call) in names):
            continue
        cls = call.enclosing("class")
        if cls is not None and (cls in threads or cls in threaded_things):
            mailboxes.append(call)
        else:
            spaces.append(call)
    # a shared collection the program both puts into and takes from (a list used as a queue, guarded or on one
    # event loop): module-level, static, or a field of a class that is not a thread of its own
    used: dict[int, tuple[Node, set[str]]] = {}
    for call in program.calls():
        base = root_name(receiver(call))
        if base is None or call_name(call) not in PUTS | TAKES:
            continue
        bound = program.binding(base.name, base)
        if bound is None or bound.kind != "name" or bound.enclosing("function") is not None:
            continue
        if bound.enclosing("class") in threads:
            continue
        holder = bound.parent
        if holder is not None and holder.kind == "assign":
            used.setdefault(id(bound), (holder, set()))[1].add(call_name(call))
    for assign, called in used.values():
        value = assign.child("value")
        if value is None or not (called & PUTS and called & (TAKES - {"get", "remove"})):
            continue  # a map read by key is no queue of data
        if value.kind == "collection":
            spaces.append(value)
        elif value.kind == "call" and _made(value) in LISTS and not _is_queue_call(program, value):
            spaces.append(value)
    return spaces, mailboxes


@constraint("dataspaces")
def data_spaces(program: Program) -> list[Finding]:
    """Existence of one or more data spaces where concurrent units store and retrieve data.

    At least one space that the units share (a queue made outside any unit, or an object of a space class of the
    program), and the concurrent units take data out of a space or put data into one; a queue a unit makes for
    itself is its mailbox (chapter 29), not a shared space."""
    spaces, mailboxes = _spaces(program)
    findings = [Finding.at(m, "a unit's own queue: a mailbox, not a space the units share") for m in mailboxes]
    if not spaces:
        findings.append(Finding(program.main_file, 0, 0, "no data space is shared by the concurrent units"))
        return findings
    units = _units(program)
    space_names = _space_names(program, spaces)
    for unit in units:
        used = {call_name(c) for c in _calls_reached(program, unit) if _on_space(program, c, space_names)}
        if not used & (PUTS | TAKES):
            findings.append(Finding.at(unit, f"{unit.name or 'a unit'} neither stores into nor retrieves from a space"))
    return findings


def _space_names(program: Program, spaces: list[Node]) -> set[str]:
    """The names the spaces are kept under (variables, fields, parameters they are passed for)."""
    names = set()
    for space in spaces:
        for target in program.stored(space):
            names.add(target.name)
        holder = space.parent
        while holder is not None and holder.kind == "collection":
            holder = holder.parent
        if holder is not None and holder.kind == "assign":
            for target in holder.children_in("target"):
                names |= {t.name for t in target.walk() if t.kind in ("name", "attribute")}
    for function in program.functions():  # parameters a space is passed for
        for param in (c for c in function.children if c.kind == "param"):
            values = program.param_values(param)
            if any({n.name for n in v.walk() if n.kind in ("name", "attribute")} & names for v in values):
                names.add(param.name)
    for call in program.calls():  # Thread(target=f, args=(a, b)): f's parameters
        spread = keyword(call, "args")
        target = keyword(call, "target")
        if spread is not None and target is not None:
            function = function_of(program, target)
            if function is not None:
                params = [c.name for c in function.children if c.kind == "param"]
                for param, value in zip(params, spread.children, strict=False):
                    if {n.name for n in value.walk() if n.kind in ("name", "attribute")} & names:
                        names.add(param)
    return names


def _on_space(program: Program, call: Node, space_names: set[str]) -> bool:
    obj = receiver(call)
    if obj is None:
        return False
    return bool({n.name for n in obj.walk() if n.kind in ("name", "attribute")} & space_names)


def _calls_reached(program: Program, unit: Node, depth: int = 3) -> list[Node]:
    found, seen, pending = [], set(), [(unit, 0)]
    while pending:
        node, level = pending.pop()
        if id(node) in seen:
            continue
        seen.add(id(node))
        for call in calls_in(node):
            found.append(call)
            if level < depth:
                pending += [(f, level + 1) for f in program.callees(call) or _by_name(program, call)]
    return found


def _by_name(program: Program, call: Node) -> list[Node]:
    """The one method of the program a call on an object of no known class may run (`twentyNine.work()`)."""
    if receiver(call) is None:
        return []
    named = [f for f in program.functions() if f.name == call_name(call) and f.attrs.get("is_method")]
    return named if len(named) == 1 else []


WRITES = {"merge", "compute", "computeIfAbsent", "computeIfPresent", "increment", "incrementAndGet",
          "getAndIncrement", "addAndGet", "getAndAdd", "update", "setdefault", "__setitem__", "set"}  # fmt: skip


@constraint("dataspaces")
def no_direct_exchange(program: Program) -> list[Finding]:
    """No direct data exchanges between the concurrent units, other than via the data spaces.

    The concurrent units (and what they call) write no shared state but the spaces: no module-level, static or
    global variable, no shared dictionary or list, is changed by a unit."""
    spaces, _ = _spaces(program)
    space_names = _space_names(program, spaces)
    units = _units(program)
    unit_ids = set()
    for unit in units:
        unit_ids |= {id(f) for f in [unit, *_functions_reached(program, unit)]}
    findings = []
    for state in program.module_state():
        if state.name in space_names:
            continue
        value = state.definition.child("value")
        if (
            value is not None
            and value.kind == "call"
            and (_is_queue_call(program, value) or call_name(value) in {c.name for c in _space_classes(program)})
        ):
            continue
        for write in state.writes:
            function = write.enclosing("function")
            if function is not None and id(function) in unit_ids:
                findings.append(Finding.at(write, f"a unit writes the shared {state.name} directly: use a space"))
    for unit in units:
        for node in unit.walk():
            if node.kind == "global":
                findings.append(Finding.at(node, f"{unit.name} shares {', '.join(node.attrs.get('names', []))}"))
            if node.kind == "call" and call_name(node) in WRITES:
                base = root_name(receiver(node))
                if base is not None and base.name not in space_names:
                    bound = program.binding(base.name, node)
                    if (
                        bound is not None
                        and bound.enclosing("function") is None
                        and id(node) not in {id(w) for s in program.module_state() for w in s.writes}
                    ):
                        findings.append(Finding.at(node, f"{unit.name} changes the shared {base.name} directly"))
    return findings


def _functions_reached(program: Program, unit: Node, depth: int = 3) -> list[Node]:
    found = []
    for call in _calls_reached(program, unit, depth):
        found += program.callees(call)
    return found


@constraint("dataspaces", house=True)
def waits_have_a_way_out(program: Program) -> list[Finding]:
    """Our rule: every wait on a space has a way out (a timeout), so that nothing waits forever."""
    findings = []
    for call in program.calls():
        name = call_name(call)
        if name == "get" and receiver(call) is not None and not args(call):
            origin = fed_by(program, receiver(call), lambda n: _is_queue_call(program, n), 2)
            if origin is not None:
                findings.append(Finding.at(call, f"{call.text[:40]} waits forever if nothing comes"))
        if name == "take" and not args(call) and program.language == "java":
            findings.append(Finding.at(call, f"{call.text[:40]} waits forever if nothing comes"))
    return findings


@constraint("dataspaces", house=True)
def spaces_hold_data(program: Program) -> list[Finding]:
    """Our reading: the spaces hold data, not code: nothing puts a function into a space, and no unit runs
    code it took out of one."""
    spaces, _ = _spaces(program)
    names = _space_names(program, spaces)
    findings = []
    for call in program.calls():
        if call_name(call) in PUTS and _on_space(program, call, names):
            for arg in positional(call):
                for node in arg.walk():
                    if node.role != "callee" and function_of(program, node) is not None and node.kind != "call":
                        findings.append(Finding.at(call, f"puts code ({node.text[:30]}) into a space"))
                        break
    return findings


# ---------------------------------------------------------------------------------------------- map_reduce
MAPS = {"map", "imap", "imap_unordered", "starmap", "map_async", "flatMap"}
REDUCES = {"reduce", "reducing", "reduceRight"}
CUTS = {"subList", "slice", "islice", "batched", "chunked", "partition", "copyOfRange", "substring", "subarray",
        "array_split", "split_at", "splice", "split", "splitlines", "readlines", "lines", "readAllLines"}  # fmt: skip


def _maps(program: Program) -> list[tuple[Node, Node | None, Node | None]]:
    """(map call, worker function, the data mapped) for every map: `map(f, xs)`, a pool's or executor's
    `map(f, xs)`, a stream's or an array's `xs.map(f)`."""
    found = []
    for call in program.calls():
        name = call_name(call)
        given = positional(call)
        if name == "from" and len(given) == 2 and function_of(program, given[1]) is not None:
            found.append((call, function_of(program, given[1]), given[0]))  # Array.from(xs, f)
            continue
        if name not in MAPS or not program.is_library(call):
            continue
        obj = receiver(call)
        if program.language == "python" and (obj is None or _pool_receiver(program, call) or len(given) >= 2):
            worker = given[0] if given else None
            data = given[1] if len(given) > 1 else None
        else:
            worker = given[0] if given else None
            data = obj
        function = function_of(program, worker) if worker is not None else None
        found.append((call, function, data))
    return found


VIEWS = {"items", "entrySet", "stream", "parallelStream", "values", "keys", "entries", "toList", "iterator", "list",
         "tuple", "asList", "of", "from", "iter", "ArrayList", "LinkedList", "ArrayDeque", "HashSet", "TreeSet",
         "CopyOnWriteArrayList", "Vector"}  # fmt: skip


def _values_of(program: Program, node: Node, depth: int = 3) -> list[Node]:
    """What an expression's value is made of, following the value itself (not everything it mentions): a name to
    what was assigned to it and put into it, a view (`.items()`, `.stream()`, `list(...)`) to what it views,
    `await x` to x."""

    def step(current: Node, level: int) -> list[tuple[Node, int]]:
        pending: list[tuple[Node, int]] = []
        if current.kind == "await" and current.children:
            pending.append((current.children[0], level))
        elif current.kind == "name":
            bound = program.binding(current.name, current)
            holder = bound.parent if bound is not None and bound.kind == "name" else None
            if bound is not None and holder is not None and holder.kind == "assign":
                value = holder.child("value")
                if value is not None:
                    pending.append((value, level + 1))
                pending += [(item, level + 1) for item in _put_into(program, current.name, bound)]
                scope = bound.enclosing("function")  # every value given to the variable, not only its first
                for assign in program.nodes("assign"):
                    for target in assign.children_in("target"):
                        if target.kind != "name" or target.name != current.name or target is bound:
                            continue
                        same = target.enclosing("function") is scope if scope is not None else None
                        if (same or program.binding(target.name, target) is bound) and assign.child("value"):
                            pending.append((assign.child("value"), level + 1))
        elif current.kind == "call" and call_name(current) in VIEWS:
            obj = receiver(current)
            if obj is not None:
                pending.append((obj, level))
            elif positional(current):
                pending.append((positional(current)[0], level))
        return pending

    return followed(node, step, depth)


def _is_cut(node: Node) -> bool:
    """A piece cut out of data: a slice whose bounds move (`xs[i:i + n]`), subList, slice(a, b), islice, a range
    with a step."""
    if node.kind == "index":
        key = node.child("key")
        return key is not None and key.kind == "slice" and any(c.kind in ("name", "op") for c in key.children)
    if node.kind == "call":
        name = call_name(node)
        if name in ("splitlines", "readlines", "lines", "readAllLines"):
            return True  # the input cut at its lines
        if name == "split":
            given = args(node)
            return bool(given) and "\n" in str(given[0].attrs.get("value", given[0].text))
        if name in CUTS and args(node):
            return name not in ("slice", "substring", "splice") or len(args(node)) >= 2
        if name == "range" and len(args(node)) == 3:
            return True
    return False


def _cutter(function: Node) -> bool:
    """A function of the program that cuts its input into pieces (it slices, or steps through it in strides)."""
    for node in function.walk():
        if _is_cut(node):
            return True
        if node.kind == "assign" and node.attrs.get("op") == "+=" and node.parent is not None:
            if node.parent.kind == "loop" and node.role in ("update", "step", ""):
                return True
    return False


def _cuts(program: Program, node: Node) -> bool:
    """Whether what a map works on is data cut into pieces: pieces cut in place, a comprehension or collection of
    them, or what a function of the program that cuts returns."""
    for value in _values_of(program, node):
        if _is_cut(value):
            return True
        if value.kind == "loop" and value.attrs.get("form") == "comprehension":
            item = value.children[0] if value.children else None
            if item is not None and _is_cut(item):
                return True
        if value.kind == "collection" and any(_is_cut(c) for c in value.children):
            return True
        if value.kind == "call" and any(_cutter(f) for f in program.callees(value)):
            return True
        if value.kind == "call" and any(a.kind == "function" and _cutter(a) for a in args(value)):
            return True  # Array.from({length}, (_, i) => xs.slice(...)), range(...).mapToObj(i -> xs.subList(...))
    return False


def _chunk_maps(program: Program) -> list[tuple[Node, Node | None, Node | None]]:
    return [(c, w, d) for c, w, d in _maps(program) if d is not None and _cuts(program, d)]


@constraint(("map_reduce", "double_map_reduce"))
def input_in_chunks(program: Program) -> list[Finding]:
    """Input data is divided in chunks, similar to what an inverse multiplexer does to input signals.

    What a map works on is the input cut into pieces (slices whose bounds move, subList, slice, islice, a range
    with a step, in a function of the program or in place), not the whole input as one piece."""
    maps = _maps(program)
    if not maps:
        return [Finding(program.main_file, 0, 0, "no map, so nothing works on chunks")]
    if not _chunk_maps(program):
        return [Finding.at(maps[0][0], "the map works on the input whole: nothing divides it in chunks")]
    return []


def _shared_writes(program: Program, worker: Node) -> list[Node]:
    """Writes of a worker to state that outlives it: module or static variables."""
    return [w for s in program.module_state() for w in s.writes if w.enclosing("function") is worker]


@constraint(("map_reduce", "double_map_reduce"))
def map_applies_worker(program: Program) -> list[Finding]:
    """A map function applies a given worker function to each chunk of data, potentially in parallel.

    A map (the built-in, a thread pool's or executor's, a stream's or an array's) applies a function of the
    program (a named function, a lambda, a method reference) to the chunks; the worker keeps to its chunk and
    writes no shared state, so that the chunks could be worked on in parallel. A loop that runs the worker
    chunk after chunk is not a map."""
    maps = [(c, w, d) for c, w, d in _chunk_maps(program) if w is not None]
    if not maps:
        return [Finding(program.main_file, 0, 0, "no map applies a worker function to the chunks")]
    findings = []
    for _, worker, _ in maps:
        findings += [Finding.at(w, f"the worker {worker.name or 'lambda'} writes shared state") for w in
                     _shared_writes(program, worker)]  # fmt: skip
    return findings


def _reduces(program: Program) -> list[tuple[Node, Node | None]]:
    """(reduce call, the data it reduces): `reduce(f, xs)`, `xs.reduce(f)`, `Collectors.reducing(...)`."""
    found = []
    for call in program.calls():
        if call_name(call) not in REDUCES or not program.is_library(call):
            continue
        given = positional(call)
        obj = receiver(call)
        if program.language == "python" and obj is None or call_name(call) == "reducing":
            data = given[1] if len(given) > 1 else None
        elif program.language == "python" and obj is not None and obj.kind == "name" and obj.name == "functools":
            data = given[1] if len(given) > 1 else None
        else:
            data = obj
            if call_name(call) == "reduce" and obj is not None and obj.kind == "call" and call_name(obj) == "collect":
                data = receiver(obj)
        found.append((call, data))
    for call in program.calls():  # stream.collect(Collectors.reducing(...))
        if call_name(call) == "collect" and any(call_name(a) == "reducing" for a in calls_in(call) if a is not call):
            found.append((call, receiver(call)))
    return found


@constraint("map_reduce")
def reduce_recombines(program: Program) -> list[Finding]:
    """A reduce function takes the results of the many worker functions and recombines them into a coherent
    output.

    A reduce (functools.reduce, a stream's or an array's reduce) takes what a map over the chunks gave (directly
    or through the names it was kept in) and combines it into one result."""
    chunk_maps = {id(c) for c, _, _ in _chunk_maps(program)}
    for _call, data in _reduces(program):
        if data is not None and fed_by(program, data, lambda n: id(n) in chunk_maps, 3) is not None:
            return []
    return [Finding(program.main_file, 0, 0, "no reduce recombines the results of the map over the chunks")]


GROUPS = {"setdefault", "computeIfAbsent", "groupingBy", "groupby", "defaultdict", "groupBy"}


def _groups_by_key(program: Program, node: Node) -> bool:
    """Whether code gathers values under their keys: `groups.setdefault(k, []).append(v)`,
    `groups[k].append(v)`, `computeIfAbsent(k, ...).add(v)`, `groupingBy`, `(g[k] = g[k] || []).push(v)`,
    `g.get(k).push(v)` after `g.set(k, [])`."""
    for inner in node.walk():
        if inner.kind != "call":
            continue
        name = call_name(inner)
        if name in GROUPS:
            return True
        if name in ("append", "add", "push", "extend"):
            obj = receiver(inner)
            if obj is not None and (obj.kind == "index" or (obj.kind == "call" and call_name(obj) in ("get",))):
                return True
            if obj is not None and obj.kind == "assign":
                return True
            if obj is not None and any(n.kind == "index" for n in obj.walk()):
                return True
        if name == "set" and any(
            a.kind == "collection" or (a.kind == "call" and a.text.startswith("[")) for a in args(inner)
        ):
            if any(n.kind == "collection" and n.attrs.get("spread") for n in inner.walk()) or any(
                n.kind == "collection" and n.attrs.get("type") == "list" for n in inner.walk()
            ):
                return True
    return False


def _regroups(program: Program) -> list[Node]:
    """The code that regroups what a map over chunks gave: a call of a program function handed the map's results
    whose body gathers by key, or a loop over the map's results that does."""
    chunk_maps = {id(c) for c, w, _ in _chunk_maps(program) if w is not None}
    found = []
    for call in program.calls():
        if any(fed_by(program, a, lambda n: id(n) in chunk_maps, 3) is not None for a in positional(call)):
            if any(_groups_by_key(program, f) for f in program.callees(call)):
                found.append(call)
            elif _groups_by_key(program, call) and call_name(call) == "collect":
                found.append(call)
        obj = receiver(call)
        if call_name(call) == "collect" and obj is not None and _groups_by_key(program, call):
            if fed_by(program, obj, lambda n: id(n) in chunk_maps, 3) is not None:
                found.append(call)
    for loop in program.nodes("loop"):
        source = loop.child("iter")
        if source is not None and fed_by(program, source, lambda n: id(n) in chunk_maps, 3) is not None:
            if _groups_by_key(program, loop):
                found.append(loop)
    return found


@constraint("double_map_reduce")
def results_regrouped(program: Program) -> list[Finding]:
    """The results of the many worker functions are reshuffled in a way that allows for the reduce step to be
    also parallelized.

    What the first map gives is regrouped by key (`setdefault(k, []).append(v)`, `computeIfAbsent`, `groupingBy`,
    a map of lists): all the values of one key, from every chunk, in one group."""
    if _regroups(program):
        return []
    return [Finding(program.main_file, 0, 0, "the workers' results are not regrouped by key")]


def _group_sources(program: Program) -> list[Node]:
    """What holds the regrouped data: the regrouping calls, and the collections a regrouping loop fills."""
    found = []
    for node in _regroups(program):
        if node.kind == "call":
            found.append(node)
        else:
            source = node.child("iter")
            inside = {id(n) for n in source.walk()} if source is not None else set()
            for call in (c for c in node.walk() if c.kind == "call" and id(c) not in inside):
                if call_name(call) not in ("append", "add", "push", "extend", "setdefault", "computeIfAbsent", "set"):
                    continue
                base = root_name(receiver(call))
                if base is not None:
                    bound = program.binding(base.name, call)
                    if bound is not None:
                        found.append(bound)
    return found


@constraint("double_map_reduce")
def second_map_reduces(program: Program) -> list[Finding]:
    """The reshuffled chunks of data are given as input to a second map function that takes a reducible function
    as input.

    A second map applies a function of the program to the regrouped data (each group reduced on its own), not a
    loop over the groups."""
    sources = {id(s) for s in _group_sources(program)}
    names = {s.name for s in _group_sources(program) if s.kind == "name"}
    for _call, worker, data in _maps(program):
        if worker is None or data is None:
            continue
        if fed_by(program, data, lambda n: id(n) in sources or (n.kind == "name" and n.name in names), 3):
            return []
    return [Finding(program.main_file, 0, 0, "no second map applies a function to the regrouped data")]


NEIGHBOURS.update(
    {
        "actors": ["dataspaces", "lazy_rivers"],
        "dataspaces": ["actors", "map_reduce"],
        "map_reduce": ["double_map_reduce", "dataspaces"],
        "double_map_reduce": ["map_reduce", "dataspaces"],
    }
)

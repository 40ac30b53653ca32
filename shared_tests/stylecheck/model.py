"""One model of a program, whatever its language: the nodes the chapters talk about, and the questions a rule asks.

A front end (`python.py`, `java.py`, `javascript.py`) turns each file into a tree of `Node`s of one vocabulary:

* ``module`` (a file), ``class`` (attrs: bases, interfaces, flavour class|interface|enum|record|object),
  ``function`` (attrs: params, is_method, is_static, is_lambda, is_generator, is_async, decorators, returns,
  owner), with a ``param`` node for each parameter (attrs: index);
* statements: ``assign`` (attrs: op "=" "+=" ..., declared), ``return``, ``yield``, ``await``, ``throw``,
  ``try`` (attrs: catches), ``loop`` (attrs: form for|while|do|foreach|comprehension), ``if``, ``switch``,
  ``block``, ``expr``, ``import`` (attrs: module, names {local: imported}), ``global`` (attrs: names), ``with``,
  ``break``, ``continue``, ``pass``;
* expressions: ``call`` (attrs: is_new), ``name`` (attrs: ctx load|store), ``attribute`` (object . name),
  ``index``, ``literal`` (attrs: type str|num|bool|null, value), ``collection`` (attrs: type
  list|map|set|tuple), ``op`` (attrs: op), ``cond``; a lambda is a ``function`` with is_lambda.

A child's place in its parent is its role (``attrs["role"]``): callee, arg, target, value, body, test, then,
else, object, key, handler, finally, param, base, decorator, iter, case. Lines and columns count from 1.

`Program` holds the files of one program and answers what a rule asks about it: what a name refers to
(`resolve`), what a call may run (`callees`, following aliases, tables, lambdas, nested functions and the
functions passed for a parameter), how it is called (`callee_kind`), whether a call is the last thing its function
does (`in_tail_position`) and whether its value is used (`result_used`), what is done after it (`after`), the call
graph and recursion, module state and who writes it, library calls and the concepts they stand for (I/O, regex,
threads, queues, SQL...). `facts()` prints what the model sees (`python -m shared_tests.stylecheck --facts PATH`).
"""

from __future__ import annotations

import builtins
import functools
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import PurePosixPath

BLOCK_ROLES = {"body", "then", "else", "handler", "finally", "case"}  # roles of the statements of a block
SCOPES = {"module", "function", "class"}
MUTATORS = {
    "append", "extend", "insert", "pop", "remove", "clear", "update", "add", "discard", "setdefault", "popitem",
    "sort", "reverse", "put", "push", "shift", "unshift", "splice", "set", "delete", "appendleft", "popleft",
    "put_nowait", "offer", "poll", "addAll", "removeAll", "putAll", "fill",
}  # fmt: skip
SELF_NAMES = {"self", "this", "cls"}
# Java: calling the one method of a functional interface (`k.accept(x)`, `step.apply(s)`) calls the function held.
JAVA_FUNCTIONAL_TYPES = {
    "Runnable", "Callable", "Function", "BiFunction", "Consumer", "BiConsumer", "Supplier", "Predicate",
    "BiPredicate", "UnaryOperator", "BinaryOperator", "IntFunction", "IntConsumer", "IntPredicate", "IntSupplier",
    "IntUnaryOperator", "IntBinaryOperator", "ToIntFunction", "ToIntBiFunction", "BooleanSupplier",
    "ObjIntConsumer", "LongFunction", "DoubleFunction", "ToLongFunction", "ToDoubleFunction",
}  # fmt: skip
JAVA_FUNCTIONAL_METHODS = {
    "run", "call", "apply", "accept", "get", "test", "applyAsInt", "applyAsLong", "applyAsDouble", "getAsInt",
    "getAsLong", "getAsDouble", "getAsBoolean",
}  # fmt: skip
# Java: calls that build a table (`Map.of("k", f)`, `List.of(f, g)`) - keys and values alternate, or values only.
JAVA_TABLES = {"Map.of": "pairs", "Map.ofEntries": "entries", "List.of": "values", "Arrays.asList": "values",
               "Set.of": "values", "Stream.of": "values"}  # fmt: skip
STORES = {"put", "set", "putIfAbsent"}  # `table.put(k, v)` (Java), `table.set(k, v)` (a JavaScript Map)


class Unparsable(Exception):
    """A file its front end cannot read: `line` and the parser's message."""

    def __init__(self, line: int, message: str) -> None:
        super().__init__(f"line {line}: {message}")
        self.line = line
        self.message = message


@dataclass(eq=False)
class Node:
    """One construct of a program: a module, class, function, statement or expression."""

    kind: str
    name: str = ""
    children: list[Node] = field(default_factory=list)
    parent: Node | None = None
    file: str = ""
    line: int = 0
    col: int = 0
    text: str = ""
    attrs: dict = field(default_factory=dict)

    def __repr__(self) -> str:
        label = f" {self.name}" if self.name else ""
        return f"<{self.kind}{label} {self.file}:{self.line}:{self.col}>"

    @property
    def role(self) -> str:
        return self.attrs.get("role", "")

    def add(self, child: Node | None, role: str = "") -> Node | None:
        """Adopt `child` in `role` (None is ignored); returns it."""
        if child is None:
            return None
        child.parent = self
        if role:
            child.attrs["role"] = role
        self.children.append(child)
        return child

    def walk(self) -> Iterator[Node]:
        """This node and every node under it, parents before children, in source order."""
        pending = [self]
        while pending:
            node = pending.pop()
            yield node
            pending.extend(reversed(node.children))

    def own(self) -> Iterator[Node]:
        """The nodes under this one, less the bodies of the functions and classes defined inside it."""
        pending = list(reversed(self.children))
        while pending:
            node = pending.pop()
            yield node
            if node.kind not in ("function", "class"):
                pending.extend(reversed(node.children))

    def ancestors(self) -> Iterator[Node]:
        node = self.parent
        while node is not None:
            yield node
            node = node.parent

    def enclosing(self, *kinds: str) -> Node | None:
        """The nearest ancestor of one of these kinds."""
        return next((node for node in self.ancestors() if node.kind in kinds), None)

    def child(self, role: str) -> Node | None:
        return next((c for c in self.children if c.role == role), None)

    def children_in(self, role: str) -> list[Node]:
        return [c for c in self.children if c.role == role]

    @property
    def where(self) -> str:
        return f"{self.file}:{self.line}"


@dataclass
class State:
    """A variable that outlives a call: module-level (Python, JavaScript), static (Java) or declared global."""

    name: str
    file: str
    definition: Node  # the assignment that creates it
    writes: list[Node] = field(default_factory=list)  # assignments and mutating calls inside functions


# Library concepts: what a library call stands for, by its qualified name (a prefix ending with "." takes every
# name under it) or, for methods on values the program does not define, by the method's name ("*.name").
CONCEPTS: dict[str, dict[str, set[str]]] = {
    "python": {
        "io": {"print", "input", "open", "sys.stdin.", "sys.stdout.", "sys.stderr.", "os.read", "os.write",
               "io.", "pathlib.Path.read_text", "pathlib.Path.write_text", "pathlib.Path.open", "*.readline",
               "*.read_text", "*.write_text"},
        "regex": {"re."},
        "sort": {"sorted", "*.sort", "heapq."},
        "map_filter_reduce": {"map", "filter", "functools.reduce", "reduce", "itertools."},
        "threads": {"threading.", "multiprocessing.", "concurrent.futures.", "_thread."},
        "queues": {"queue.", "asyncio.Queue", "multiprocessing.Queue", "collections.deque"},
        "sql": {"sqlite3.", "*.execute", "*.executemany", "*.executescript"},
        "reflection": {"getattr", "setattr", "hasattr", "inspect.", "eval", "exec", "compile", "globals", "locals",
                       "vars", "type", "importlib.", "__import__"},
    },
    "java": {
        "io": {"System.out.", "System.err.", "System.in.", "Scanner", "BufferedReader", "InputStreamReader",
               "Files.", "java.io.", "java.nio.", "*.println", "*.readLine", "*.printf"},
        "regex": {"Pattern.", "java.util.regex.", "*.matches", "*.replaceAll", "*.split"},
        "sort": {"Collections.sort", "Arrays.sort", "*.sort", "*.sorted"},
        "map_filter_reduce": {"*.map", "*.filter", "*.reduce", "*.stream", "Stream.", "Collectors."},
        "threads": {"Thread", "Executors.", "ExecutorService", "CompletableFuture.", "java.util.concurrent.",
                    "*.start", "*.join", "ForkJoinPool", "*.submit", "*.invokeAll"},
        "queues": {"LinkedBlockingQueue", "ArrayBlockingQueue", "BlockingQueue", "ConcurrentLinkedQueue",
                   "ArrayDeque", "LinkedBlockingDeque", "BlockingDeque", "ConcurrentLinkedDeque",
                   "PriorityBlockingQueue", "SynchronousQueue", "LinkedTransferQueue", "DelayQueue", "*.offer",
                   "*.poll", "*.take"},
        "sql": {"DriverManager.", "java.sql.", "*.executeQuery", "*.executeUpdate", "*.prepareStatement"},
        "reflection": {"Class.forName", "*.getMethod", "*.getDeclaredMethods", "*.getDeclaredFields",
                       "*.invoke", "*.getClass", "java.lang.reflect."},
    },
    "javascript": {
        "io": {"console.", "process.stdout.", "process.stdin.", "process.stderr.", "fs.", "readline.",
               "require('fs')", "*.readFileSync", "*.writeFileSync", "*.createInterface", "prompt", "alert"},
        "regex": {"RegExp", "*.match", "*.matchAll", "*.replace", "*.test", "*.exec"},
        "sort": {"*.sort", "*.toSorted"},
        "map_filter_reduce": {"*.map", "*.filter", "*.reduce", "*.flatMap", "*.forEach"},
        "threads": {"Worker", "worker_threads.", "cluster.", "child_process."},
        "queues": {"MessageChannel", "*.postMessage"},
        "sql": {"sqlite3.", "better-sqlite3", "*.prepare", "*.exec", "*.run"},
        "reflection": {"Reflect.", "Object.getOwnPropertyNames", "Object.keys", "eval", "Function", "Proxy"},
    },
}  # fmt: skip
BUILTINS = {
    "python": set(dir(builtins)),
    "java": {"System", "Math", "String", "Integer", "Long", "Double", "Boolean", "Character", "Object", "Arrays",
             "Collections", "List", "Map", "Set", "HashMap", "ArrayList", "HashSet", "Optional", "Stream",
             "Objects", "Thread", "StringBuilder", "Files", "Paths", "Path", "Scanner", "Pattern", "LinkedList",
             "TreeMap", "LinkedHashMap", "Function", "BiFunction", "Supplier", "Consumer", "Runnable",
             "Collectors", "IntStream", "Executors", "Exception", "RuntimeException", "Iterator", "Iterable"},
    "javascript": {"console", "Math", "JSON", "Object", "Array", "String", "Number", "Boolean", "Promise", "Map",
                   "Set", "WeakMap", "Symbol", "Reflect", "Proxy", "RegExp", "Date", "Error", "TypeError",
                   "parseInt", "parseFloat", "isNaN", "require", "process", "setTimeout", "setInterval",
                   "clearTimeout", "queueMicrotask", "globalThis", "module", "exports", "Buffer", "undefined",
                   "eval", "Function", "Worker", "structuredClone"},
}  # fmt: skip
SQL = re.compile(r"^\s*(SELECT|INSERT|UPDATE|DELETE|CREATE|DROP|ALTER|WITH)\b", re.IGNORECASE)


def looks_like_sql(text: str) -> bool:
    return bool(SQL.match(text))


# ---------------------------------------------------------------------------------------------- small readings
def is_self(node: Node | None) -> bool:
    """Whether an expression is `self`, `this` or `cls`."""
    return node is not None and node.kind == "name" and node.name in SELF_NAMES


def call_name(call: Node) -> str:
    """The last name of what a call calls: `a.b.c(...)` -> "c", `f(...)` -> "f", "" for `f()(...)`."""
    callee = call.child("callee")
    if callee is not None and callee.kind in ("name", "attribute"):
        return callee.name
    return "" if callee is not None and callee.kind == "call" else call.name.split(".")[-1]


def receiver(call: Node) -> Node | None:
    """`obj` in `obj.m(...)`."""
    callee = call.child("callee")
    return callee.child("object") if callee is not None and callee.kind == "attribute" else None


def positional(call: Node) -> list[Node]:
    """A call's positional arguments."""
    return [a for a in call.children_in("arg") if not a.attrs.get("keyword")]


def keyword(call: Node, name: str) -> Node | None:
    """A call's argument given by keyword `name` (Python)."""
    return next((a for a in call.children_in("arg") if a.attrs.get("keyword") == name), None)


def root_name(node: Node | None) -> Node | None:
    """The name an expression starts from: `a` in `a.b[c].d`, `a.f().g`."""
    while node is not None and node.kind in ("attribute", "index", "call"):
        node = node.child("object") or node.child("callee") or (node.children[0] if node.children else None)
    return node if node is not None and node.kind == "name" else None


class Program:
    """One program: its files' trees and what a rule asks about them."""

    def __init__(
        self,
        language: str,
        files: dict[str, Node],
        texts: dict[str, str] | None = None,
        unreadable: dict[str, str] | None = None,
        root: str = "",
    ) -> None:
        self.language = language
        self.files = files  # file name relative to the program's folder -> its module node
        self.texts = texts or {}
        self.unreadable = unreadable or {}  # file name -> why it does not parse
        self.root = root  # the folder, or the one file, the program was read from
        self._by_kind: dict[str, list[Node]] = {}
        for module in files.values():
            for node in module.walk():
                self._by_kind.setdefault(node.kind, []).append(node)
        self._scopes: dict[int, dict[str, list[Node]]] = {}
        self._sites: dict[int, list[tuple[Node, int]]] | None = None
        self._callees: dict[int, list[Node]] = {}
        self._resolving: set[int] = set()

    # ------------------------------------------------------------------------------------------ what is there
    def nodes(self, kind: str) -> list[Node]:
        return self._by_kind.get(kind, [])

    def functions(self) -> list[Node]:
        return self.nodes("function")

    def classes(self) -> list[Node]:
        return self.nodes("class")

    def calls(self) -> list[Node]:
        return self.nodes("call")

    def strings(self) -> list[Node]:
        """Every string literal."""
        return [n for n in self.nodes("literal") if n.attrs.get("type") == "str"]

    def imports(self) -> list[Node]:
        return self.nodes("import")

    def named(self, name: str, kind: str = "function") -> list[Node]:
        return [n for n in self.nodes(kind) if n.name == name]

    @property
    def main_file(self) -> str:
        """The file that runs first: one its front end marks (`if __name__ == "__main__"`, `static void main`),
        `__main__.py`, `index.js`/`main.js`, the only file, else the first."""
        names = list(self.files)
        marked = [name for name in names if self.files[name].attrs.get("is_main")]
        for candidate in (*marked, "__main__.py", "index.js", "main.js"):
            if candidate in self.files:
                return candidate
        return names[0] if names else ""

    def top_level(self, module: Node) -> list[Node]:
        """The statements and definitions directly in a module (or a class)."""
        return [c for c in module.children if c.role in ("body", "")]

    # ------------------------------------------------------------------------------------------ names
    def scope_of(self, node: Node) -> Node:
        """The module, class or function whose names `node` sees first."""
        scope = node.enclosing(*SCOPES)
        assert scope is not None, node
        return scope

    def bindings(self, scope: Node) -> dict[str, list[Node]]:
        """Name -> the nodes that bind it in `scope` (definitions, parameters, assignments, imports, loop
        targets), in source order. A name declared `global` in a function is bound in its module."""
        key = id(scope)
        if key not in self._scopes:
            found: dict[str, list[Node]] = {}
            declared_global = set()
            for node in scope.own():
                if node.kind == "global":
                    declared_global |= set(node.attrs.get("names", ()))
            for node in scope.own():
                bound = self._binds(node)
                for name in bound:
                    if name in declared_global and scope.kind == "function":
                        continue
                    found.setdefault(name, [])
                    if node not in found[name]:
                        found[name].append(node)
            self._scopes[key] = found
        return self._scopes[key]

    def _binds(self, node: Node) -> list[str]:
        if node.kind in ("function", "class") and node.name and not node.attrs.get("is_lambda"):
            return [node.name]
        if node.kind == "param":
            return [node.name]
        if node.kind == "import":
            return list(node.attrs.get("names", {}))
        if node.kind == "name" and node.attrs.get("ctx") == "store":
            owner = node.parent
            if self.language != "python" and owner is not None and owner.kind == "assign" and node.role == "target":
                if not owner.attrs.get("declared"):  # Java/JavaScript: `x = 1` binds nothing, `int x`/`let x` does
                    return []
            return [node.name]
        return []

    def binding(self, name: str, at: Node) -> Node | None:
        """The node that binds `name` as seen from `at`: the enclosing functions, (outside Python) the enclosing
        classes, the module, then any top-level definition of the program (Java's classes of one package, a
        Python `import *`)."""
        for scope in at.ancestors():
            if scope.kind not in SCOPES:
                continue
            if scope.kind == "class" and self.language == "python" and scope is not at.enclosing(*SCOPES):
                continue  # a method does not see its class's names in Python
            bound = self.bindings(scope).get(name)
            if bound:
                if scope is at.enclosing(*SCOPES):  # in the scope itself: the binding before the use
                    return ([b for b in bound if b.line <= at.line] or bound)[-1]
                return bound[-1]
        for module in self.files.values():
            for node in module.children:
                if node.kind in ("function", "class") and node.name == name:
                    return node
        return None

    def definition(self, bound: Node) -> Node:
        """What a binding node stands for: a store name in an assignment -> the assignment; an imported name ->
        the import; a parameter, function or class -> itself."""
        if bound.kind == "name":
            owner = bound.enclosing("assign", "loop", "with", "try", "function", "import")
            return owner if owner is not None and owner.kind != "function" else bound
        return bound

    def resolve(self, node: Node) -> Node | None:
        """The definition a name (or `obj.attr`) refers to: a function, class, parameter, module, import or
        assignment, following local aliases (`step = read_line`), module attributes (`steps.read_line`),
        imports of the program's own modules, and `self`/`this` members."""
        key = id(node)
        if key in self._resolving:
            return None
        self._resolving.add(key)
        try:
            return self._resolve(node)
        finally:
            self._resolving.discard(key)

    def _resolve(self, node: Node) -> Node | None:
        if node.kind == "function":
            return node
        if node.kind == "name":
            bound = self.binding(node.name, node)
            if bound is None:
                return None
            return self._follow(self.definition(bound), node.name)
        if node.kind == "attribute":
            return self.member(node)
        return None

    def _follow(self, definition: Node, name: str) -> Node:
        """An alias followed to what it names: `step = read_line` -> read_line; `from .steps import f` -> f."""
        if definition.kind == "assign":
            value = definition.child("value")
            targets = definition.children_in("target")
            plain = len(targets) == 1 and targets[0].kind == "name" and targets[0].name == name
            if value is not None and plain and definition.attrs.get("op", "=") == "=":
                if value.kind == "function":
                    return value
                if value.kind in ("name", "attribute"):
                    target = self.resolve(value)
                    if target is not None and target.kind in ("function", "class", "module", "param"):
                        return target
            return definition
        if definition.kind == "import":
            imported = definition.attrs.get("names", {}).get(name, name)
            module = self.module_named(definition.attrs.get("module", ""))
            if module is not None and module is definition.enclosing("module"):
                module = None  # a module that seems to import itself names another one, outside the program
            if module is None and definition.attrs.get("module", "") in ("", "."):
                return self.module_named(imported) or definition
            if module is None:
                return self.module_named(imported) or definition
            if imported == definition.attrs.get("module"):
                return module
            found = self.module_member(module, imported.split(".")[-1])
            return found if found is not None else self.module_named(imported) or definition
        return definition

    def module_named(self, dotted: str) -> Node | None:
        """The program's own module that an import names (`steps`, `.steps`, `pkg.steps`, `./steps.js`)."""
        if not dotted or dotted.strip(".") == "":
            return None
        path = PurePosixPath(dotted.replace("\\", "/"))
        last = path.name if "/" in dotted else dotted.strip(".").split(".")[-1]
        last = re.sub(r"\.(py|js|mjs|cjs|ts|java)$", "", last)
        if "/" in dotted and last in ("index", "__init__"):  # ../utils/index.js names the folder utils
            last = path.parent.name
        for file, module in self.files.items():
            stem = PurePosixPath(file).stem
            if stem == last or (stem in ("__init__", "index") and PurePosixPath(file).parent.name == last):
                return module
        return None

    def module_member(self, module: Node, name: str) -> Node | None:
        bound = self.bindings(module).get(name)
        if not bound:
            return None
        return self._follow(self.definition(bound[-1]), name)

    def class_member(self, cls: Node, name: str, seen: set[int] | None = None) -> Node | None:
        """A method or field of a class, or of its bases in the program."""
        seen = seen or set()
        if id(cls) in seen:
            return None
        seen.add(id(cls))
        for child in cls.children:
            if child.kind == "function" and child.name == name:
                return child
        for node in cls.own():
            if node.kind == "function" and node.name == name and not node.attrs.get("is_lambda"):
                return node
        if cls.attrs.get("prototype"):  # JavaScript: `X.prototype.m = function` is a method of X where it stands
            for node in self.functions():
                if node.name == name and node.attrs.get("owner") == cls.name and node.file == cls.file:
                    return node
        for field_node in self.fields(cls).get(name, []):
            return field_node
        for base in [*cls.attrs.get("bases", []), *cls.attrs.get("interfaces", [])]:
            for other in self.named(base.split(".")[-1], "class"):
                found = self.class_member(other, name, seen)
                if found is not None:
                    return found
        return None

    def fields(self, cls: Node) -> dict[str, list[Node]]:
        """Name -> the assignments that set a field of a class: in its body, and `self.x = ...` in its methods."""
        found: dict[str, list[Node]] = {}
        for node in cls.walk():
            if node.kind != "assign":
                continue
            if node.enclosing("class") is not cls:
                continue
            for target in node.children_in("target"):
                if target.kind == "name" and node.parent is cls:
                    found.setdefault(target.name, []).append(node)
                elif target.kind == "attribute" and self._is_self(target.child("object")):
                    found.setdefault(target.name, []).append(node)
        return found

    def _is_self(self, node: Node | None) -> bool:
        return is_self(node)

    def methods(self, cls: Node) -> list[Node]:
        """The functions defined directly in a class (its methods, constructors included)."""
        return [c for c in cls.children if c.kind == "function"]

    def as_function(self, value: Node) -> Node | None:
        """The function an expression is or names, if the program defines it: a lambda, a function's name, an
        alias, `self.f`, `partial(f, ...)`, `f.bind(...)`."""
        return self._as_function(value)

    def member(self, attribute: Node) -> Node | None:
        """What `obj.name` refers to, when the program defines it: a module's function, a class's method or field
        (through `self`/`this`, the class itself, or a variable made by calling the class)."""
        obj = attribute.child("object")
        if obj is None:
            return None
        if self._is_self(obj):
            cls = attribute.enclosing("class") or self._owner_class(attribute)
            if cls is None:
                return None
            found = self.class_member(cls, attribute.name)
            return self._follow_field(found, attribute.name)
        target = self.resolve(obj) if obj.kind in ("name", "attribute") else None
        if obj.kind == "call" and obj.child("callee") is not None:  # Board().show(), new Board().show()
            made = self.resolve(obj.child("callee")) if obj.child("callee").kind in ("name", "attribute") else None
            if made is not None and made.kind == "class":
                return self._follow_field(self.class_member(made, attribute.name), attribute.name)
        if target is None:
            return None
        if target.kind == "module" and self.language == "java":  # import game.util.Steps: the class Steps
            cls = next((c for c in target.children if c.kind == "class" and c.name == obj.name), None)
            if cls is not None:
                return self._follow_field(self.class_member(cls, attribute.name), attribute.name)
        if target.kind == "module":
            return self.module_member(target, attribute.name)
        if target.kind == "class":
            return self._follow_field(self.class_member(target, attribute.name), attribute.name)
        if target.kind == "assign":
            value = target.child("value")
            if value is not None and value.kind == "call":
                made = self.resolve(value.child("callee")) if value.child("callee") is not None else None
                if made is not None and made.kind == "class":
                    return self._follow_field(self.class_member(made, attribute.name), attribute.name)
            if value is not None and value.kind == "collection" and value.attrs.get("type") == "map":
                entry = self.entry(value, attribute.name)
                if entry is not None:
                    return self._as_function(entry) or entry
        return None

    def _owner_class(self, node: Node) -> Node | None:
        """JavaScript: the class a method defined outside it belongs to (`X.prototype.m = function`)."""
        function = node.enclosing("function")
        while function is not None and function.attrs.get("is_lambda") and function.attrs.get("arrow"):
            function = function.enclosing("function")  # an arrow function's `this` is its definer's
        owner = function.attrs.get("owner", "") if function is not None else ""
        if not owner:
            return None
        return next((c for c in self.named(owner, "class") if c.file == node.file), None)

    def _follow_field(self, found: Node | None, name: str) -> Node | None:
        """A field holding a function (`self.step = read_line`, `this.step = s => ...`) -> that function."""
        if found is not None and found.kind == "assign":
            value = found.child("value")
            if value is not None:
                return self._as_function(value) or found
        return found

    def _as_function(self, value: Node) -> Node | None:
        """The function an expression names or is, if any (`functools.partial(f, ...)` and `f.bind(...)`: f)."""
        if value.kind == "function":
            return value
        if value.kind == "call":
            callee, args = value.child("callee"), value.children_in("arg")
            if callee is not None and callee.name == "partial" and args:
                return self._as_function(args[0])
            if callee is not None and callee.kind == "attribute" and callee.name == "bind" and callee.child("object"):
                return self._as_function(callee.child("object"))
            if callee is not None and callee.kind in ("name", "attribute"):  # an object made to be called
                made = self.resolve(callee)
                if made is not None and made.kind == "class":
                    return self._only_method(made)
            for made in [c for c in value.children if c.kind == "class"]:  # Java: new Step() { void run(...) {...} }
                return self._only_method(made)
            return None
        if value.kind in ("name", "attribute"):
            target = self.resolve(value)
            if target is not None and target.kind == "function":
                return target
        return None

    def _only_method(self, cls: Node) -> Node | None:
        """The method that calling an object of this class runs: `__call__`, or the class's only method (a Java
        class or anonymous class implementing a one-method interface)."""
        methods = [c for c in cls.children if c.kind == "function" and not c.attrs.get("is_constructor")]
        methods = [m for m in methods if m.name not in ("__init__", "constructor", cls.name)]
        called = [m for m in methods if m.name == "__call__"]
        if called:
            return called[0]
        return methods[0] if len(methods) == 1 and self.language != "python" else None

    def entry(self, table: Node, key: str) -> Node | None:
        """The value stored under a literal key in a map literal (or a Java `Map.of(...)`)."""
        keys, values = self.table_parts(table)
        for k, v in zip(keys, values, strict=False):
            if k is None:
                continue
            if (k.kind == "literal" and str(k.attrs.get("value")) == key) or (k.kind == "name" and k.name == key):
                return v
        return None

    def table_parts(self, table: Node) -> tuple[list[Node | None], list[Node]]:
        """(keys, values) of a table: a map or list literal, or a Java call that builds one (`Map.of(k, v, ...)`,
        `Map.ofEntries(Map.entry(k, v), ...)`, `List.of(f, g)`); a list's keys are None."""
        if table.kind == "collection":
            if table.children_in("value"):
                return list(table.children_in("key")), table.children_in("value")
            items = [c for c in table.children if c.role in ("", "item")]
            return [None] * len(items), items
        if table.kind == "call":
            callee = table.child("callee")
            form = JAVA_TABLES.get(self.qualified(callee).removeprefix("java.util.")) if callee is not None else None
            args = table.children_in("arg")
            if form == "pairs":
                return list(args[0::2]), args[1::2]
            if form == "entries":
                pairs = [a.children_in("arg") for a in args if a.kind == "call"]
                return [p[0] for p in pairs if len(p) == 2], [p[1] for p in pairs if len(p) == 2]
            if form == "values":
                return [None] * len(args), args
        return [], []

    def _is_table(self, node: Node | None) -> bool:
        return node is not None and bool(self.table_parts(node)[1] or node.kind == "collection")

    def table_stores(self, definition: Node) -> list[tuple[Node | None, Node]]:
        """(key, value) stored into the table a variable holds, anywhere in the program: `T["k"] = f`,
        `T.put("k", f)`, `T.set("k", f)`."""
        found: list[tuple[Node | None, Node]] = []
        for node in self.nodes("index"):
            parent = node.parent
            if parent is None or parent.kind != "assign" or node.role != "target" or parent.attrs.get("op") != "=":
                continue
            obj, value = node.child("object"), parent.child("value")
            if obj is not None and value is not None and self._names(obj, definition):
                found.append((node.child("key"), value))
        for call in self.calls():
            callee = call.child("callee")
            args = call.children_in("arg")
            if callee is None or callee.kind != "attribute" or callee.name not in STORES or len(args) != 2:
                continue
            obj = callee.child("object")
            if obj is not None and self._names(obj, definition):
                found.append((args[0], args[1]))
        return found

    def _names(self, expr: Node, definition: Node) -> bool:
        return expr.kind in ("name", "attribute") and self.resolve(expr) is definition

    # ------------------------------------------------------------------------------------------ calls
    def _table_values(self, table_expr: Node, key: Node | None) -> list[Node]:
        """The functions a table lookup may give: `TABLE[key]`, `TABLE.get(key)`, with a literal key the one
        entry, else every entry that is a function."""
        target = self.resolve(table_expr) if table_expr.kind in ("name", "attribute") else None
        table = table_expr if self._is_table(table_expr) else None
        stores: list[tuple[Node | None, Node]] = []
        if target is not None and target.kind == "assign":
            value = target.child("value")
            table = value if self._is_table(value) else None
            stores = self.table_stores(target)
        if table is None and not stores:
            return []
        keys, values = self.table_parts(table) if table is not None else ([], [])
        pairs = list(zip(keys, values, strict=False)) + stores
        entries = [v for _, v in pairs]
        if key is not None and key.kind == "literal":
            wanted = str(key.attrs.get("value"))
            chosen = [
                v for k, v in pairs
                if k is not None and ((k.kind == "literal" and str(k.attrs.get("value")) == wanted) or k.name == wanted)
            ]  # fmt: skip
            entries = chosen or entries
        return [f for f in (self._as_function(e) for e in entries) if f is not None]

    def callee_of(self, call: Node) -> Node | None:
        """The expression whose function a call runs: its callee, except in Java where calling the method of a
        functional interface (`k.accept(x)`, `TABLE.get("k").apply(s)`) runs the function the object holds."""
        callee = call.child("callee")
        if self.language != "java" or callee is None or callee.kind != "attribute":
            return callee
        obj = callee.child("object")
        if obj is None or callee.name not in JAVA_FUNCTIONAL_METHODS and not self._one_method(obj, callee.name):
            return callee
        if obj.kind == "call":  # TABLE.get(key).apply(...)
            inner = obj.child("callee")
            if inner is not None and inner.kind == "attribute" and inner.name == "get" and inner.child("object"):
                return obj if self._table_values(inner.child("object"), None) else callee
            return callee
        if obj.kind not in ("name", "attribute") or self._is_self(obj):
            return callee
        target = self.resolve(obj)
        if target is None:
            return callee
        if target.kind == "function":
            return obj
        declared = target.attrs.get("type", "").split("<")[0].split(".")[-1]
        if target.kind in ("param", "assign") and (
            declared in JAVA_FUNCTIONAL_TYPES or self._one_method(obj, callee.name)
        ):
            return obj
        if target.kind == "param" and not declared and callee.name not in ("get", "test"):
            return obj  # a lambda's parameter of no written type, called as a function: (words, next) -> next.accept(w)
        if target.kind == "assign" and self._stored_function(target):
            return obj
        if target.kind == "assign" and (value := target.child("value")) is not None and value.kind == "attribute":
            return obj if value.attrs.get("method_ref") else callee
        return callee

    def _one_method(self, obj: Node, method: str) -> bool:
        """Whether `obj` is declared with a type the program defines as an interface of one method, `method`."""
        target = self.resolve(obj) if obj.kind in ("name", "attribute") else None
        if target is None or target.kind not in ("param", "assign"):
            return False
        declared = target.attrs.get("type", "").split("<")[0].split(".")[-1]
        for cls in self.named(declared, "class"):
            if cls.attrs.get("flavour") == "interface":
                methods = [c for c in cls.children if c.kind == "function" and not c.attrs.get("is_static")]
                abstract = [m for m in methods if m.attrs.get("is_abstract")]
                return len(abstract) == 1 and abstract[0].name == method
        return False

    def callees(self, call: Node) -> list[Node]:
        """The functions a call may run: a named function (or the constructor of a class), an alias, a method of
        `self`/`this` or of an object of a class of the program, a table entry, a lambda or nested function, and
        for a parameter the functions passed for it at the call sites."""
        key = id(call)
        if key not in self._callees:
            self._callees[key] = []  # a cycle of parameters passed on resolves to nothing more
            self._callees[key] = self._unique(self._direct(call) + self._through_parameter(call))
        return self._callees[key]

    @staticmethod
    def _unique(nodes: list[Node]) -> list[Node]:
        seen, found = set(), []
        for node in nodes:
            if id(node) not in seen:
                seen.add(id(node))
                found.append(node)
        return found

    def _direct(self, call: Node) -> list[Node]:
        """callees() without the functions passed for a parameter."""
        callee = self.callee_of(call)
        if callee is None:
            return []
        if callee.kind == "function":
            return [callee]
        if callee.kind == "index":
            obj, key = callee.child("object"), callee.child("key")
            return self._table_values(obj, key) if obj is not None else []
        if callee.kind == "call":  # TABLE.get(key)(...)
            inner = callee.child("callee")
            if inner is not None and inner.kind == "attribute" and inner.name == "get" and inner.child("object"):
                args = callee.children_in("arg")
                return self._table_values(inner.child("object"), args[0] if args else None)
            return []
        target = self.resolve(callee)
        if target is not None and target.kind == "assign" and callee is not call.child("callee"):
            # Java: `TextProcessor r = new Reader(); r.process(...)`: the object's class's method runs
            method = self.resolve(call.child("callee"))
            target = method if method is not None and method.kind == "function" else target
        if target is None:
            return []
        if target.kind == "function":
            return [target]
        if target.kind == "class":
            init = next(
                (c for c in target.children if c.kind == "function" and c.name in ("__init__", "constructor")), None
            )
            if init is None and self.language == "java":
                init = next((c for c in target.children if c.kind == "function" and c.name == target.name), None)
            return [init] if init is not None else []
        return []

    def _through_parameter(self, call: Node) -> list[Node]:
        """The functions passed for the parameter a call calls: `k(x)` with k a parameter, or `self.k(x)` with a
        field set from a parameter (`self.k = k` in the constructor)."""
        callee = self.callee_of(call)
        if callee is None or callee.kind not in ("name", "attribute"):
            return []
        target = self.resolve(callee)
        if target is not None and target.kind == "assign" and callee.kind == "attribute":
            value = target.child("value")
            target = self.resolve(value) if value is not None and value.kind == "name" else None
        if target is None or target.kind != "param":
            return []
        found = []
        for value in self.param_values(target):
            function = self._as_function(value)
            if function is not None:
                found.append(function)
            elif value.kind == "name":
                passed = self.resolve(value)
                if passed is not None and passed.kind == "param" and passed is not target:
                    found += [f for v in self.param_values(passed) if (f := self._as_function(v)) is not None]
        return found

    def call_sites(self, function: Node) -> list[tuple[Node, int]]:
        """(call, offset) for each call that may run `function` directly (not through a parameter); offset is 1
        when the call passes no receiver for a method's `self`."""
        if self._sites is None:
            self._sites = {}
            for call in self.calls():
                for target in self._direct(call):
                    offset = 1 if self._drops_self(call, target) else 0
                    self._sites.setdefault(id(target), []).append((call, offset))
        return self._sites.get(id(function), [])

    def _drops_self(self, call: Node, target: Node) -> bool:
        if self.language != "python":
            return False
        params = target.attrs.get("params", [])
        if not params or params[0] not in ("self", "cls"):
            return False
        return target.attrs.get("is_method", False) and not target.attrs.get("is_static", False)

    def param_values(self, param: Node) -> list[Node]:
        """The expressions passed for a parameter at the call sites of its function, and its default value."""
        function = param.parent
        if function is None or function.kind != "function":
            return []
        index = param.attrs.get("index", 0)
        values = [d for d in param.children if d.role == "default"]
        for call, offset in self.call_sites(function):
            args = call.children_in("arg")
            positional = [a for a in args if not a.attrs.get("keyword")]
            keyword = [a for a in args if a.attrs.get("keyword") == param.name]
            if keyword:
                values += keyword
            elif 0 <= index - offset < len(positional):
                values.append(positional[index - offset])
        return values

    def callee_kind(self, call: Node) -> str:
        """How a call names what it runs: "function", "method", "parameter", "field", "table", "lambda",
        "library" or "unknown"."""
        callee = self.callee_of(call)
        if callee is None:
            return "unknown"
        if callee.kind == "function":
            return "lambda"
        if callee.kind == "index" or (callee.kind == "call" and self._direct(call)):
            return "table"
        if callee.kind == "name":
            target = self.resolve(callee)
            if target is not None:
                if target.kind == "param":
                    return "parameter"
                if target.kind == "function":
                    if target.attrs.get("is_lambda"):
                        return "lambda"
                    return "method" if target.attrs.get("is_method") else "function"
                if target.kind == "class":
                    return "function"
                if target.kind == "import":
                    return "library"
                if target.kind == "assign" and self._stored_function(target):
                    return "lambda"
            return "library" if self.is_library(call) else "unknown"
        if callee.kind == "attribute":
            target = self.member(callee)
            if target is not None:
                if target.kind == "function":
                    if self._is_self(callee.child("object")) and target.enclosing("function") is None:
                        return "method" if target.attrs.get("is_method") or target.parent.kind == "class" else "field"
                    if target.attrs.get("is_method"):
                        return "method"
                    return "field" if target.attrs.get("is_lambda") else "function"
                if target.kind == "assign":
                    return "field"
            if self.is_library(call):
                return "library"
            return "unknown"
        return "library" if self.is_library(call) else "unknown"

    def _stored_function(self, assign: Node) -> bool:
        value = assign.child("value")
        return value is not None and value.kind == "function"

    def is_library(self, call: Node) -> bool:
        """Whether a call runs something the program does not define: a builtin, an imported module of the
        standard library or another package, `console`, `System.out`, `Math`, a method of a value (a list, a
        string) whose name no class of the program defines."""
        if self._direct(call) or self._through_parameter(call):
            return False
        callee = self.callee_of(call)
        if callee is None:
            return False
        root = callee
        while root.kind in ("attribute", "index", "call") and root.children:
            root = root.child("object") or root.child("callee") or root.children[0]
        if root.kind in ("literal", "collection"):
            return True
        if root.kind != "name":
            return False
        target = self.resolve(root)
        if target is None:
            return root.name in BUILTINS.get(self.language, set()) or callee.kind == "attribute"
        if target.kind == "import":
            return True
        if target.kind == "param" and callee.kind == "name":
            return False  # a parameter called is never the library
        if callee.kind == "attribute":
            return not any(m.name == callee.name for m in self.functions() if m.attrs.get("is_method"))
        return False

    def qualified(self, node: Node) -> str:
        """The dotted name an expression spells, imports resolved: `np.dot` -> "numpy.dot",
        `from re import sub as s; s` -> "re.sub"; "" when it is not a plain dotted name."""
        if node.kind == "name":
            bound = self.binding(node.name, node)
            if bound is not None and self.definition(bound).kind == "import":
                imp = self.definition(bound)
                imported = imp.attrs.get("names", {}).get(node.name, node.name)
                module = imp.attrs.get("module", "")
                if module and imported != module and not imported.startswith(module + "."):
                    return f"{module}.{imported}".lstrip(".")
                return imported
            return node.name
        if node.kind == "attribute":
            obj = node.child("object")
            base = self.qualified(obj) if obj is not None else ""
            return f"{base}.{node.name}" if base else ""
        return ""

    def concepts(self, call: Node) -> set[str]:
        """What a library call stands for: "io", "regex", "sort", "map_filter_reduce", "threads", "queues",
        "sql", "reflection" (none for a call of the program's own)."""
        if not self.is_library(call):
            return set()
        callee = call.child("callee")
        name = self.qualified(callee) if callee is not None else ""
        method = callee.name if callee is not None and callee.kind == "attribute" else ""
        found = set()
        for concept, patterns in CONCEPTS.get(self.language, {}).items():
            for pattern in patterns:
                if pattern.startswith("*."):
                    hit = method == pattern[2:]
                elif pattern.endswith("."):
                    hit = name.startswith(pattern) or name == pattern[:-1]
                else:
                    hit = name == pattern or name.endswith("." + pattern) and "." not in pattern
                if hit:
                    found.add(concept)
                    break
        return found

    def concept_calls(self, concept: str, within: Node | None = None) -> list[Node]:
        """The library calls that stand for `concept`, in the whole program or under `within`."""
        calls = [n for n in within.walk() if n.kind == "call"] if within is not None else self.calls()
        return [c for c in calls if concept in self.concepts(c)]

    # ------------------------------------------------------------------------------------------ flow
    def statement_of(self, node: Node) -> Node | None:
        """The statement a node is part of (itself if it is one): the nearest node in a block."""
        current: Node | None = node
        while current is not None and current.role not in BLOCK_ROLES:
            if current.kind in ("function", "class", "module"):
                return None
            current = current.parent
        return current

    def _following(self, statement: Node) -> list[Node]:
        """The statements after this one in its block (a `pass` or a bare `return` is no work)."""
        parent = statement.parent
        if parent is None:
            return []
        siblings = parent.children_in(statement.role)
        later = siblings[siblings.index(statement) + 1 :]
        return [s for s in later if s.kind != "pass" and not (s.kind == "return" and not s.children)]

    def _value_goes_back(self, node: Node) -> tuple[Node | None, bool]:
        """Up from an expression through what hands its value on unchanged (await, a ternary's branch):
        (the node that takes it, whether it is the function's result)."""
        current = node
        while current.parent is not None:
            parent = current.parent
            if parent.kind == "await" or (parent.kind == "cond" and current.role in ("then", "else")):
                current = parent
                continue
            if parent.kind == "return" or (parent.kind == "function" and current.role == "body"):
                return parent, True
            return parent, False
        return None, False

    def in_tail_position(self, call: Node) -> bool:
        """Whether the call is the last thing its function does: its value is returned (`return k(x)`, a
        lambda's body), or it is an expression statement after which its function does nothing more."""
        taker, returned = self._value_goes_back(call)
        if taker is None:
            return False
        if returned:
            return True
        if taker.kind != "expr":
            return False
        return self._statement_last(taker)

    def _statement_last(self, statement: Node) -> bool:
        if statement.role not in BLOCK_ROLES or self._following(statement):
            return False
        parent = statement.parent
        if parent is None:
            return False
        if parent.kind == "function":
            return True
        if parent.kind in ("loop", "module", "class"):
            return False
        if parent.kind == "try" and statement.role == "body" and parent.child("finally") is not None:
            return False
        if parent.kind == "try" and statement.role == "body" and parent.children_in("else"):
            return False
        return self._statement_last(parent) if parent.role in BLOCK_ROLES else False

    def result_used(self, call: Node) -> bool:
        """Whether the program does something with the call's value: anything but dropping it (an expression
        statement) or returning it unchanged."""
        taker, returned = self._value_goes_back(call)
        if taker is None or returned:
            return False
        return taker.kind != "expr"

    def after(self, call: Node) -> list[Node]:
        """The work its function does after the call: what uses its value, the statements after it in its block
        and in the blocks around it, and a loop that goes round again."""
        found: list[Node] = []
        taker, returned = self._value_goes_back(call)
        statement = self.statement_of(call)
        if taker is not None and not returned and taker.kind != "expr":
            found.append(taker)
        current = statement
        while current is not None and current.role in BLOCK_ROLES:
            found += self._following(current)
            parent = current.parent
            if parent is None or parent.kind in ("function", "module", "class"):
                break
            if parent.kind == "loop" and current.role == "body":
                found.append(parent)
            current = parent
        return found

    def enclosing_function(self, node: Node) -> Node | None:
        return node.enclosing("function")

    def call_graph(self) -> dict[Node, list[Node]]:
        """Function (or module, for calls at its top level) -> the functions its own calls may run."""
        graph: dict[Node, list[Node]] = {f: [] for f in self.functions()}
        for call in self.calls():
            owner = call.enclosing("function", "module")
            if owner is None:
                continue
            graph.setdefault(owner, [])
            graph[owner] = self._unique(graph[owner] + self.callees(call))
        return graph

    @functools.cached_property
    def _graph(self) -> dict[int, list[Node]]:
        return {id(k): v for k, v in self.call_graph().items()}

    def reaches(self, start: Node, goal: Node) -> bool:
        """Whether a call chain leads from `start` to `goal`."""
        seen, pending = set(), list(self._graph.get(id(start), []))
        while pending:
            node = pending.pop()
            if node is goal:
                return True
            if id(node) in seen:
                continue
            seen.add(id(node))
            pending += self._graph.get(id(node), [])
        return False

    def recursive(self, function: Node) -> bool:
        """Whether the function may call itself, directly or through others."""
        return self.reaches(function, function)

    def loops_in(self, function: Node) -> list[Node]:
        """The loops of a function's own body (not of the functions defined inside it)."""
        return [n for n in function.own() if n.kind == "loop"]

    # ------------------------------------------------------------------------------------------ state
    def module_state(self) -> list[State]:
        """The variables that outlive a call: module-level and static ones, with the writes inside functions
        (assignments, `global` rebinding, item and field stores, mutating methods such as append)."""
        states: dict[tuple[str, str], State] = {}
        for file, module in self.files.items():
            for holder in [module, *[c for c in module.walk() if c.kind == "class"]]:
                for node in holder.children:
                    if node.kind != "assign" or (holder.kind == "class" and not node.attrs.get("static")):
                        continue
                    for target in node.children_in("target"):
                        if target.kind == "name" and (file, target.name) not in states:
                            states[(file, target.name)] = State(target.name, file, node)
        for state in states.values():
            state.writes = self._writes(state)
        return list(states.values())

    def _writes(self, state: State) -> list[Node]:
        writes = []
        module = self.files[state.file]
        for node in self._names_of(state):
            if node.enclosing("function") is None:
                continue
            if node.attrs.get("ctx") == "store":
                writes.append(node.enclosing("assign") or node)
                continue
            parent = node.parent
            if parent is None:
                continue
            if parent.kind in ("index", "attribute") and node.role == "object":
                if parent.attrs.get("ctx") == "store":
                    writes.append(parent.enclosing("assign") or parent)
                elif parent.kind == "attribute" and parent.name in MUTATORS and parent.role == "callee":
                    writes.append(parent.parent)
        del module
        return writes

    def _names_of(self, state: State) -> list[Node]:
        """The uses of a state variable's name that bind to it."""
        found = []
        for node in self.nodes("name"):
            if node.name != state.name:
                continue
            bound = self.binding(node.name, node)
            if bound is not None and bound.enclosing("module") is self.files[state.file]:
                if bound.enclosing("function") is None:
                    found.append(node)
        return found

    def stored(self, node: Node) -> list[Node]:
        """Where an expression's value is kept: the targets of the assignment it is the value of, or the
        collection a mutating call (`x.append(v)`) puts it in."""
        parent = node.parent
        if parent is None:
            return []
        if parent.kind == "assign" and node.role == "value":
            return parent.children_in("target")
        if parent.kind == "call" and node.role == "arg":
            callee = parent.child("callee")
            if callee is not None and callee.kind == "attribute" and callee.name in MUTATORS:
                obj = callee.child("object")
                return [obj] if obj is not None else []
        return []

    # ------------------------------------------------------------------------------------------ debugging
    def facts(self) -> str:
        """What the model sees, one line a fact: classes, functions, calls and how they are called, state."""
        lines = [f"language {self.language}, files {', '.join(self.files)}, main {self.main_file}"]
        for why in self.unreadable.values():
            lines.append(f"unreadable {why}")
        for cls in self.classes():
            lines.append(
                f"{cls.where} class {cls.name} ({cls.attrs.get('flavour', 'class')}) bases {cls.attrs.get('bases', [])}"
            )
        for function in self.functions():
            flags = [
                f for f in ("is_method", "is_static", "is_lambda", "is_generator", "is_async") if function.attrs.get(f)
            ]
            recursive = " recursive" if self.recursive(function) else ""
            params = ", ".join(function.attrs.get("params", []))
            name = function.name or "<lambda>"
            lines.append(f"{function.where} function {name}({params}) {' '.join(flags)}{recursive}")
        for call in self.calls():
            targets = ", ".join(f"{f.name or '<lambda>'}@{f.line}" for f in self.callees(call))
            concepts = ",".join(sorted(self.concepts(call)))
            lines.append(
                f"{call.where} call {call.text[:50]!r} {self.callee_kind(call)}"
                f"{' -> ' + targets if targets else ''}{' tail' if self.in_tail_position(call) else ''}"
                f"{' used' if self.result_used(call) else ''}{' [' + concepts + ']' if concepts else ''}"
            )
        for state in self.module_state():
            writers = ", ".join(w.where for w in state.writes)
            lines.append(f"{state.definition.where} state {state.name}{' written at ' + writers if writers else ''}")
        return "\n".join(lines) + "\n"

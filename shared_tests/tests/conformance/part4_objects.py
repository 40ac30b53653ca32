"""Part IV, objects and object interaction: things (11), letterbox (12), closed_maps (13),
abstract_things (14), hollywood (15), bulletin_board (16)."""

from __future__ import annotations

import ast

from shared_tests.tests.conformance import Sources, Style, name_of, parents, raises, walk, where

ERROR_BASES = {"Exception", "BaseException", "ValueError", "TypeError", "RuntimeError", "OSError", "LookupError"}


# ---------------------------------------------------------------------------------------------- helpers
def _classes(sources: Sources) -> list[tuple[str, ast.ClassDef]]:
    return walk(sources, ast.ClassDef)


def _methods(cls: ast.ClassDef) -> dict[str, ast.FunctionDef]:
    return {item.name: item for item in cls.body if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef))}


def _base_names(cls: ast.ClassDef) -> list[str]:
    return [name_of(base) for base in cls.bases]


def _exceptions(sources: Sources) -> set[str]:
    """The style's own exception classes: those whose bases lead to a built-in exception."""
    bases = {cls.name: _base_names(cls) for _, cls in _classes(sources)}
    found: set[str] = set()
    changed = True
    while changed:
        changed = False
        for name, names in bases.items():
            if name not in found and any(b in ERROR_BASES or b.endswith("Error") or b in found for b in names):
                found.add(name)
                changed = True
    return found


def _style_methods(sources: Sources) -> set[str]:
    """The names of all methods the style's classes define (dunder methods aside)."""
    return {m for _, cls in _classes(sources) for m in _methods(cls) if not m.startswith("__")}


def _imported_names(sources: Sources) -> set[str]:
    names = set()
    for _, node in walk(sources, ast.Import, ast.ImportFrom):
        names |= {(a.asname or a.name).split(".")[0] for a in node.names}
    return names


def _is_self(node: ast.AST, cls: ast.ClassDef | None = None) -> bool:
    """Whether `node` is the object itself: self, cls, super() or (inside a class) the class's own name."""
    if isinstance(node, ast.Name):
        return node.id in ("self", "cls") or (cls is not None and node.id == cls.name)
    return isinstance(node, ast.Call) and getattr(node.func, "id", "") == "super"


def _enclosing(node: ast.AST, up: dict[ast.AST, ast.AST], kind: type) -> ast.AST | None:
    while node in up:
        node = up[node]
        if isinstance(node, kind):
            return node
    return None


def _method_of(node: ast.AST, up: dict[ast.AST, ast.AST]) -> tuple[ast.ClassDef, ast.FunctionDef] | None:
    """The class and method `node` sits in, when it sits directly in a method of a class."""
    func = _enclosing(node, up, ast.FunctionDef)
    if func is not None and isinstance(up.get(func), ast.ClassDef):
        return up[func], func
    return None


def _calls_on_others(sources: Sources) -> list[tuple[str, ast.Call, ast.ClassDef | None]]:
    """(file, call, enclosing class) for every call `x.method(...)` of a method the style's classes define,
    on an object `x` that is not the caller itself (nor a module)."""
    methods, modules = _style_methods(sources), _imported_names(sources)
    found = []
    for name, tree in sources.items():
        up = parents(tree)
        for call in (n for n in ast.walk(tree) if isinstance(n, ast.Call)):
            func = call.func
            if not isinstance(func, ast.Attribute) or func.attr not in methods:
                continue
            cls = _enclosing(call, up, ast.ClassDef)
            if _is_self(func.value, cls) or (isinstance(func.value, ast.Name) and func.value.id in modules):
                continue
            found.append((name, call, cls))
    return found


def _returns_value(func: ast.FunctionDef) -> ast.Return | None:
    """The first `return <value>` of the function itself (not of functions nested in it)."""
    stack = list(func.body)
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
            continue
        if isinstance(node, ast.Return) and node.value is not None:
            if not (isinstance(node.value, ast.Constant) and node.value.value is None):
                return node
        stack += list(ast.iter_child_nodes(node))
    return None


def _own_handler(call: ast.Call) -> str | None:
    """The method name when one of the call's arguments is a bound method of the caller: `self.name`."""
    for argument in [*call.args, *(k.value for k in call.keywords)]:
        if isinstance(argument, ast.Attribute) and _is_self(argument.value):
            return argument.attr
    return None


# ---------------------------------------------------------------------------------------------- things (11)
def _thing_data(sources: Sources) -> set[str]:
    """The names of the data the things keep: attributes stored on self, and class-level values."""
    data = set()
    for _, cls in _classes(sources):
        for node in ast.walk(cls):
            if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store) and _is_self(node.value):
                data.add(node.attr)
        for item in cls.body:  # class-level data: constants and defaults
            if isinstance(item, ast.Assign):
                data |= {target.id for target in item.targets if isinstance(target, ast.Name)}
            elif isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
                data.add(item.target.id)
    return data - _style_methods(sources)


def things_keep_their_data(style: Style) -> list[str]:
    """Each thing is a capsule of data: its data is never accessed from outside, only through its procedures.

    No attribute of a thing is read or written from outside its class; other things ask through methods."""
    problems = []
    data = _thing_data(style.sources)
    for name, tree in style.sources.items():
        up = parents(tree)
        for node in ast.walk(tree):
            if not isinstance(node, ast.Attribute):
                continue
            cls = _enclosing(node, up, ast.ClassDef)
            if _is_self(node.value, cls):
                continue
            if isinstance(node.ctx, ast.Store):
                problems.append(f"{where(name, node)} writes .{node.attr} of another object: ask it through a method.")
            elif node.attr in data or (node.attr.startswith("_") and not node.attr.startswith("__")):
                problems.append(f"{where(name, node)} reads .{node.attr} of another thing: ask it through a method.")
    return problems


def data_named_private(style: Style) -> list[str]:
    """Our reading: a thing's data is named private (`self._name`), so that a reader sees it is the thing's own."""
    return [
        f"{where(name, node)} public data self.{node.attr}: name it private (self._{node.attr})."
        for name, tree in style.sources.items()
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute)
        and isinstance(node.ctx, ast.Store)
        and _is_self(node.value)
        and not node.attr.startswith("_")
        and _enclosing(node, parents(tree), ast.ClassDef) is not None
    ]


def things_expose_procedures(style: Style) -> list[str]:
    """Things expose procedures to the rest of the world, and other things call them by name.

    Some thing offers two or more public methods, and things call each other's methods (not one `dispatch`
    for every message, which is the letterbox, chapter 12)."""
    errors = _exceptions(style.sources)
    things = [cls for _, cls in _classes(style.sources) if cls.name not in errors]
    if not things:
        return ["No things: the program defines no class."]
    problems = []
    public = {cls.name: [m for m in _methods(cls) if not m.startswith("_")] for cls in things}
    if max(map(len, public.values())) < 2:
        problems.append("No thing offers two or more procedures: a capsule exposes what it can do.")
    asked = {call.func.attr for _, call, _ in _calls_on_others(style.sources)} - {"dispatch"}
    if not asked:
        problems.append("No thing calls a procedure of another thing by its name.")
    return problems


def reuse_by_inheritance(style: Style) -> list[str]:
    """Capsules reappropriate procedures defined in other capsules: some thing inherits from another.

    A class extends one of the program's own classes (not an exception) and uses a method it did not write: it
    inherits it, or calls the base class's through super()."""
    classes = {cls.name: cls for _, cls in _classes(style.sources)}
    errors = _exceptions(style.sources)
    for cls in classes.values():
        for base in _base_names(cls):
            if base in classes and base not in errors:
                inherited = set(_methods(classes[base])) - set(_methods(cls)) - {"__init__"}
                via_super = any(
                    isinstance(node, ast.Call)
                    and isinstance(node.func, ast.Attribute)
                    and isinstance(node.func.value, ast.Call)
                    and name_of(node.func.value.func) == "super"
                    for node in ast.walk(cls)
                )
                if inherited or via_super:
                    return []
    return ["No thing inherits a procedure from another of the program's things."]


# ---------------------------------------------------------------------------------------------- letterbox (12)
def _rejects_the_unknown(dispatch: ast.FunctionDef) -> bool:
    """Whether the last statement of `dispatch` raises for a message no earlier branch took."""
    last = dispatch.body[-1]
    if isinstance(last, ast.Match):
        case = last.cases[-1]
        wildcard = isinstance(case.pattern, ast.MatchAs) and case.pattern.pattern is None and case.guard is None
        return wildcard and raises(case.body)
    while isinstance(last, ast.If) and last.orelse:
        if len(last.orelse) == 1 and isinstance(last.orelse[0], ast.If):
            last = last.orelse[0]
        else:
            return raises(last.orelse)
    return isinstance(last, ast.Raise)


def only_dispatch(style: Style) -> list[str]:
    """Each thing exposes one single procedure, dispatch(message), and raises on a message it does not understand.

    Every class (exceptions aside) offers `dispatch` and nothing else public, and its dispatch ends by raising
    for a message no branch took."""
    problems = []
    errors = _exceptions(style.sources)
    things = [(name, cls) for name, cls in _classes(style.sources) if cls.name not in errors]
    if not things:
        return ["No things: the program defines no class with a dispatch method."]
    for name, cls in things:
        methods = _methods(cls)
        public = [m for m in methods if not m.startswith("_") and m != "dispatch"]
        if public or "dispatch" not in methods:
            offers = ", ".join(public) if public else "no dispatch"
            problems.append(f"{where(name, cls)} {cls.name} exposes {offers}: a letterbox has one slot, dispatch.")
        elif not _rejects_the_unknown(methods["dispatch"]):
            problems.append(f"{where(name, cls)} {cls.name}.dispatch does not raise on a message it does not know.")
    return problems


def messages_only(style: Style) -> list[str]:
    """Things reach each other only by messages: the one method called on another thing is dispatch.

    No private attribute of another object is touched, and things do send each other messages."""
    problems = [
        f"{where(name, call)} calls .{call.func.attr}() of another thing: send it a message instead."
        for name, call, _ in _calls_on_others(style.sources)
        if call.func.attr != "dispatch"
    ]
    for name, tree in style.sources.items():
        up = parents(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__"):
                if not _is_self(node.value, _enclosing(node, up, ast.ClassDef)):
                    problems.append(f"{where(name, node)} reaches into .{node.attr} of another object.")
    if not any(call.func.attr == "dispatch" for _, call, _ in _calls_on_others(style.sources)):
        problems.append("No thing sends a message to another one.")
    return problems


# ---------------------------------------------------------------------------------------------- closed_maps (13)
def no_class_statement(style: Style) -> list[str]:
    """Things are maps from keys to values, never classes."""
    return [
        f"{where(n, node)} class {node.name}: a thing is a map, not a class."
        for n, node in walk(style.sources, ast.ClassDef)
    ]


def maps_close_over_themselves(style: Style) -> list[str]:
    """Each thing is a map whose values include functions that close over the map itself, by referring to its slots.

    At least two things are dict literals with function slots (lambdas), and in each some slot names the map
    itself; no `global` state besides the maps."""
    problems = [
        f"{where(n, node)} declares global/nonlocal: state lives in the maps."
        for n, node in walk(style.sources, ast.Global, ast.Nonlocal)
    ]
    things = 0
    for name, node in walk(style.sources, ast.Assign):
        if not (isinstance(node.value, ast.Dict) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)):
            continue
        lambdas = [v for v in node.value.values if isinstance(v, ast.Lambda)]
        if not lambdas:
            continue
        thing = node.targets[0].id
        if any(isinstance(n, ast.Name) and n.id == thing for lam in lambdas for n in ast.walk(lam.body)):
            things += 1
        else:
            problems.append(f"{where(name, node)} {thing}: no slot closes over the map itself.")
    if things < 2:
        problems.append(f"{things} map(s) with slots that close over the map itself: there should be things, plural.")
    return problems


# ---------------------------------------------------------------------------------------------- abstract_things (14)
def _abstract_method(func: ast.AST) -> bool:
    return isinstance(func, ast.FunctionDef) and any(name_of(d) == "abstractmethod" for d in func.decorator_list)


def _without_body(func: ast.FunctionDef) -> bool:
    """A docstring, `...`, `pass` or `raise NotImplementedError`, and nothing else."""
    for stmt in func.body:
        if isinstance(stmt, ast.Pass) or (isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant)):
            continue
        if isinstance(stmt, ast.Raise) and "NotImplementedError" in ast.dump(stmt):
            continue
        return False
    return True


def _abstractions_and_things(sources: Sources) -> tuple[dict[str, ast.ClassDef], dict[str, ast.ClassDef]]:
    """(abstract classes, concrete classes bound to one of them), by name."""
    classes = {cls.name: cls for _, cls in _classes(sources)}
    abstract = {n: c for n, c in classes.items() if any(_abstract_method(f) for f in c.body)}
    registered = set()
    for _, call in walk(sources, ast.Call):
        func = call.func
        if isinstance(func, ast.Attribute) and func.attr == "register" and getattr(func.value, "id", "") in abstract:
            arguments = [*call.args, *(k.value for k in call.keywords if k.arg == "subclass")]
            registered |= {a.id for a in arguments if isinstance(a, ast.Name)}

    def bound(name: str, seen: frozenset[str] = frozenset()) -> bool:
        if name in abstract or name in registered:
            return True
        return any(b in classes and b not in seen and bound(b, seen | {name}) for b in _base_names(classes[name]))

    concrete = {n: c for n, c in classes.items() if n not in abstract and bound(n)}
    return abstract, concrete


def abstract_interfaces(style: Style) -> list[str]:
    """Abstract things say what the things of each abstraction can do; concrete things are bound to them.

    At least two abstractions (classes whose methods are @abstractmethod, with no body), and some concrete
    things bound to them (subclasses, or registered with them)."""
    abstract, concrete = _abstractions_and_things(style.sources)
    problems = []
    if len(abstract) < 2:
        problems.append(f"{len(abstract)} abstraction(s) (classes of @abstractmethods): there should be several.")
    if not concrete:
        problems.append("No concrete thing is bound to an abstraction (a subclass, or registered with it).")
    for name, cls in _classes(style.sources):
        if cls.name in abstract:
            problems += [
                f"{where(name, f)} {cls.name}.{f.name} is abstract but has a body: it should say what, not how."
                for f in cls.body
                if _abstract_method(f) and not _without_body(f)
            ]
    return problems


def clients_use_abstractions(style: Style) -> list[str]:
    """The rest of the program uses the things not by what they are but by what they do in abstract.

    Every method called on a concrete thing from outside it is one an abstraction declares, and the concrete
    things are created in one place only (outside the things themselves)."""
    sources = style.sources
    abstract, concrete = _abstractions_and_things(sources)
    if not concrete:
        return ["No concrete thing is bound to an abstraction, so nothing uses one."]
    declared = {f.name for cls in abstract.values() for f in cls.body if isinstance(f, ast.FunctionDef)}
    concrete_methods = {m for cls in concrete.values() for m in _methods(cls)} - declared
    problems = [
        f"{where(name, call)} calls .{call.func.attr}(), which no abstraction declares: it uses what a thing is."
        for name, call, _ in _calls_on_others(sources)
        if call.func.attr in concrete_methods and not call.func.attr.startswith("__")
    ]
    places = set()
    for name, tree in sources.items():
        up = parents(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in concrete:
                cls = _enclosing(node, up, ast.ClassDef)
                if cls is not None and (cls.name in concrete or cls.name in abstract):
                    continue  # a thing making its parts: its own business
                func = _enclosing(node, up, ast.FunctionDef)
                places.add(f"{name}:{func.name if func is not None else '<module>'}")
    if len(places) > 1:
        problems.append(
            f"Concrete things are created in {len(places)} places ({', '.join(sorted(places))}): "
            "choose them in one place."
        )
    return problems


def clients_typed_with_abstractions(style: Style) -> list[str]:
    """Our reading: clients are typed with abstractions only, and name the concrete things in one function.

    No annotation names a concrete thing, and in the client modules (those that define no concrete thing)
    concrete things are named in one function only; some client function takes an abstraction."""
    abstract, concrete = _abstractions_and_things(style.sources)
    problems = []
    typed_client = False
    for name, tree in style.sources.items():
        up = parents(tree)
        defines_things = any(isinstance(n, ast.ClassDef) and n.name in concrete for n in ast.walk(tree))
        places = set()
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                arguments = [*node.args.posonlyargs, *node.args.args, *node.args.kwonlyargs]
                annotations = [a.annotation for a in arguments if a.annotation is not None]
                named = {
                    n.id
                    for a in [*annotations, node.returns]
                    if a is not None
                    for n in ast.walk(a)
                    if isinstance(n, ast.Name)
                }
                problems += [
                    f"{where(name, node)} {node.name} is typed with the concrete {t}."
                    for t in sorted(named & set(concrete))
                ]
                if not defines_things and named & set(abstract):
                    typed_client = True
            if not defines_things and isinstance(node, ast.Name) and node.id in concrete:
                func = _enclosing(node, up, ast.FunctionDef)
                places.add(func.name if func is not None else "<module>")
        if len(places) > 1 or "<module>" in places:
            problems.append(f"{name}: concrete things are named in {sorted(places)}; choose them in one function.")
    if not typed_client:
        problems.append("No client function takes an abstraction (an annotation).")
    return problems


# ---------------------------------------------------------------------------------------------- hollywood (15)
def _registrations(sources: Sources) -> list[tuple[str, ast.Call, dict[ast.AST, ast.AST]]]:
    found = []
    for name, tree in sources.items():
        up = parents(tree)
        found += [
            (name, node, up)
            for node in ast.walk(tree)
            if isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr.startswith("register")
        ]
    return found


def _calls_back(sources: Sources) -> list[tuple[str, ast.Call, ast.AST]]:
    """(file, call, its parent) for every call of a handler taken from a list: `for h in handlers: h(...)`."""
    found = []
    for name, tree in sources.items():
        up = parents(tree)
        for loop in (n for n in ast.walk(tree) if isinstance(n, ast.For) and isinstance(n.target, ast.Name)):
            for call in ast.walk(loop):
                if isinstance(call, ast.Call) and getattr(call.func, "id", None) == loop.target.id:
                    found.append((name, call, up.get(call)))
    return found


def callbacks_between_entities(style: Style) -> list[str]:
    """Entities are never called on to act: they offer register interfaces, and call back whoever registered.

    Entities register their own methods (in their constructors) with the framework and with each other, so at
    least two things offer a `register_…` method; registered handlers are called back; and an entity calls
    another entity's method only to register with it, or to ask it something (a call whose answer it uses),
    never to make it act."""
    problems = []
    owners = {m: cls.name for _, cls in _classes(style.sources) for m in _methods(cls) if m.startswith("register")}
    if len(set(owners.values())) < 2:
        problems.append(
            f"Only {sorted(set(owners.values())) or 'nothing'} offers registration: "
            "entities offer it to each other too."
        )
    in_constructor = {}
    for name, call, up in _registrations(style.sources):
        place = _method_of(call, up)
        if place is None:
            problems.append(f"{where(name, call)} registers from outside any entity: entities register themselves.")
            continue
        cls, method = place
        in_constructor.setdefault(cls.name, False)
        in_constructor[cls.name] |= method.name == "__init__"
        if _own_handler(call) is None:
            problems.append(f"{where(name, call)} {cls.name} registers a handler that is not its own method.")
    problems += [f"{cls} registers nothing in its constructor." for cls, ok in in_constructor.items() if not ok]
    if not _calls_back(style.sources):
        problems.append("Nothing calls back the handlers that registered.")
    for name, tree in style.sources.items():
        up = parents(tree)
        for file, call, cls in _calls_on_others({name: tree}):
            if cls is None or call.func.attr.startswith("register"):
                continue
            if isinstance(up.get(call), ast.Expr):
                problems.append(
                    f"{where(file, call)} {cls.name} calls .{call.func.attr}() of another entity to make it act: "
                    "it should register and be called back."
                )
    return problems


def hooks_are_announcements(style: Style) -> list[str]:
    """Our reading: every hook is an announcement, never a question.

    A `register_…` method adds the handler to a list (any number may listen); whoever calls the handlers back
    drops what they return; and no handler an entity registers returns a value."""
    problems = []
    for name, cls in _classes(style.sources):
        for method in (m for n, m in _methods(cls).items() if n.startswith("register")):
            stored = [
                n
                for n in ast.walk(method)
                if isinstance(n, ast.Assign) and any(isinstance(t, ast.Attribute) for t in n.targets)
            ]
            appends = [
                n for n in ast.walk(method) if isinstance(n, ast.Call) and getattr(n.func, "attr", "") == "append"
            ]
            if stored or not appends:
                problems.append(f"{where(name, method)} {cls.name}.{method.name} keeps one handler, not a list.")
    called_back = _calls_back(style.sources)
    for name, call, parent in called_back:
        if not isinstance(parent, ast.Expr):
            problems.append(f"{where(name, call)} uses what a handler answers: a hook announces, it does not ask.")
    if not called_back:
        problems.append("Nothing calls back a list of registered handlers.")
    classes = {cls.name: cls for _, cls in _classes(style.sources)}
    for name, call, up in _registrations(style.sources):
        place, handler = _method_of(call, up), _own_handler(call)
        if place is None or handler is None or handler not in _methods(place[0]):
            continue
        answer = _returns_value(_methods(classes[place[0].name])[handler])
        if answer is not None:
            problems.append(f"{where(name, answer)} the handler {place[0].name}.{handler} answers a value.")
    return problems


# ---------------------------------------------------------------------------------------------- bulletin_board (16)
def publish_subscribe(style: Style) -> list[str]:
    """Entities never call each other: they subscribe to events and publish events on a bulletin board, which
    does all the distribution.

    One board offers `subscribe` and `publish`; entities subscribe their own handlers in their constructors
    (at least two do), and the only methods an entity calls on another object are the board's."""
    problems = []
    buses = [cls.name for _, cls in _classes(style.sources) if {"subscribe", "publish"} <= set(_methods(cls))]
    if not buses:
        problems.append("No bulletin board: no class offers both subscribe and publish.")
    subscribers = set()
    for name, tree in style.sources.items():
        up = parents(tree)
        for call in (
            n for n in ast.walk(tree) if isinstance(n, ast.Call) and getattr(n.func, "attr", "") == "subscribe"
        ):
            place = _method_of(call, up)
            if place is None or place[1].name != "__init__" or _own_handler(call) is None:
                problems.append(
                    f"{where(name, call)} subscribes on someone's behalf: an entity subscribes its "
                    "own handlers in its constructor."
                )
            else:
                subscribers.add(place[0].name)
    if len(subscribers) < 2:
        problems.append(f"Only {sorted(subscribers) or 'nothing'} subscribes: the entities should, plural.")
    problems += [
        f"{where(name, call)} {cls.name} calls .{call.func.attr}() of another object: publish an event instead."
        for name, call, cls in _calls_on_others(style.sources)
        if cls is not None and cls.name not in buses and call.func.attr not in ("subscribe", "publish")
    ]
    return problems


RULES = {
    "things": [things_keep_their_data, things_expose_procedures, reuse_by_inheritance, data_named_private],
    "letterbox": [only_dispatch, messages_only],
    "closed_maps": [no_class_statement, maps_close_over_themselves],
    "abstract_things": [abstract_interfaces, clients_use_abstractions, clients_typed_with_abstractions],
    "hollywood": [callbacks_between_entities, hooks_are_announcements],
    "bulletin_board": [publish_subscribe],
}
HOUSE_RULES = {"data_named_private", "clients_typed_with_abstractions", "hooks_are_announcements"}

# ---------------------------------------------------------------------------------------------- samples
THINGS = """
import sys


class Counter:
    def __init__(self):
        self._counts = {}

    def add(self, word):
        self._counts[word] = self._counts.get(word, 0) + 1

    def top(self, n):
        return sorted(self._counts.items(), key=lambda pair: -pair[1])[:n]


class StopWordCounter(Counter):
    def __init__(self, stop_words):
        super().__init__()
        self._stop_words = set(stop_words)

    def add(self, word):
        if word not in self._stop_words:
            super().add(word)


class Document:
    def __init__(self, path):
        with open(path) as file:
            self._text = file.read()

    def words(self):
        return self._text.lower().split()

    def length(self):
        return len(self._text)


counter = StopWordCounter(["the", "a"])
for word in Document(sys.argv[1]).words():
    counter.add(word)
print(counter.top(25))
"""
LETTERBOX = """
import sys


class Counter:
    def __init__(self):
        self._counts = {}

    def dispatch(self, message):
        if message[0] == "add":
            self._counts[message[1]] = self._counts.get(message[1], 0) + 1
        elif message[0] == "top":
            return sorted(self._counts.items(), key=lambda pair: -pair[1])[: message[1]]
        else:
            raise ValueError(f"message not understood: {message[0]}")


class Document:
    def __init__(self, path):
        self._path = path

    def dispatch(self, message):
        if message[0] == "count_into":
            for word in open(self._path).read().lower().split():
                message[1].dispatch(["add", word])
        else:
            raise ValueError(f"message not understood: {message[0]}")


counter = Counter()
Document(sys.argv[1]).dispatch(["count_into", counter])
print(counter.dispatch(["top", 25]))
"""
CLOSED_MAPS = """
import sys

document = {
    "text": "",
    "load": lambda path: document.update(text=open(path).read()),
    "words": lambda: document["text"].lower().split(),
}
counter = {
    "counts": {},
    "add": lambda word: counter["counts"].update({word: counter["counts"].get(word, 0) + 1}),
    "top": lambda n: sorted(counter["counts"].items(), key=lambda pair: -pair[1])[:n],
}
document["load"](sys.argv[1])
for word in document["words"]():
    counter["add"](word)
print(counter["top"](25))
"""
ABSTRACT = {
    "abstractions.py": '''
import abc


class Source(abc.ABC):
    @abc.abstractmethod
    def words(self):
        """The words, in order."""


class Tally(abc.ABC):
    @abc.abstractmethod
    def add(self, word):
        """Count one more of the word."""

    @abc.abstractmethod
    def top(self, n):
        """The n most frequent words."""
''',
    "things.py": """
from .abstractions import Source, Tally


class FileSource(Source):
    def __init__(self, path):
        self._path = path

    def words(self):
        return open(self._path).read().lower().split()


class DictTally:
    def __init__(self):
        self._counts = {}

    def add(self, word):
        self._counts[word] = self._counts.get(word, 0) + 1

    def top(self, n):
        return sorted(self._counts.items(), key=lambda pair: -pair[1])[:n]


Tally.register(DictTally)
""",
    "__main__.py": """
import sys

from .abstractions import Source, Tally
from .things import DictTally, FileSource


def count(source: Source, tally: Tally):
    for word in source.words():
        tally.add(word)
    return tally.top(25)


def main():
    print(count(FileSource(sys.argv[1]), DictTally()))


main()
""",
}
HOLLYWOOD = """
import sys


class Framework:
    def __init__(self):
        self._load_handlers, self._end_handlers = [], []

    def register_for_load(self, handler):
        self._load_handlers.append(handler)

    def register_for_end(self, handler):
        self._end_handlers.append(handler)

    def run(self, path):
        for handler in self._load_handlers:
            handler(path)
        for handler in self._end_handlers:
            handler()


class Document:
    def __init__(self, framework):
        self._word_handlers = []
        framework.register_for_load(self._load)

    def register_for_word(self, handler):
        self._word_handlers.append(handler)

    def _load(self, path):
        for word in open(path).read().lower().split():
            for handler in self._word_handlers:
                handler(word)


class Counter:
    def __init__(self, framework, document):
        self._counts = {}
        document.register_for_word(self._add)
        framework.register_for_end(self._show)

    def _add(self, word):
        self._counts[word] = self._counts.get(word, 0) + 1

    def _show(self):
        print(sorted(self._counts.items(), key=lambda pair: -pair[1])[:25])


framework = Framework()
Counter(framework, Document(framework))
framework.run(sys.argv[1])
"""
BULLETIN = """
import sys


class Board:
    def __init__(self):
        self._subscribers = {}

    def subscribe(self, kind, handler):
        self._subscribers.setdefault(kind, []).append(handler)

    def publish(self, event):
        for handler in self._subscribers.get(event[0], []):
            handler(event)


class Document:
    def __init__(self, board):
        self._board = board
        board.subscribe("load", self.load)

    def load(self, event):
        for word in open(event[1]).read().lower().split():
            self._board.publish(("word", word))
        self._board.publish(("end", None))


class Counter:
    def __init__(self, board):
        self._counts = {}
        board.subscribe("word", self.add)
        board.subscribe("end", self.show)

    def add(self, event):
        self._counts[event[1]] = self._counts.get(event[1], 0) + 1

    def show(self, event):
        print(sorted(self._counts.items(), key=lambda pair: -pair[1])[:25])


board = Board()
Document(board), Counter(board)
board.publish(("load", sys.argv[1]))
"""
POSITIVE_SAMPLES = {
    "things_keep_their_data": THINGS,
    "things_expose_procedures": THINGS,
    "reuse_by_inheritance": THINGS,
    "data_named_private": THINGS,
    "only_dispatch": LETTERBOX,
    "messages_only": LETTERBOX,
    "no_class_statement": CLOSED_MAPS,
    "maps_close_over_themselves": CLOSED_MAPS,
    "abstract_interfaces": ABSTRACT,
    "clients_use_abstractions": ABSTRACT,
    "clients_typed_with_abstractions": ABSTRACT,
    "callbacks_between_entities": HOLLYWOOD,
    "hooks_are_announcements": HOLLYWOOD,
    "publish_subscribe": BULLETIN,
}

# The Hollywood program as it should not be: the framework asks questions, the main program does the wiring.
QUESTION_HOOKS = """
class Framework:
    def register_for_move(self, handler):
        self._move = handler

    def run(self):
        banner = self._move(1, 2)


class Board:
    def play(self, row, column):
        return "You Won!"


framework = Framework()
board = Board()
framework.register_for_move(board.play)
framework.run()
"""
NEGATIVE_SAMPLES = {
    "things_keep_their_data": "class Board:\n    def __init__(self):\n        self._cells = {}\n\n\n"
    "board = Board()\nboard.cells[1, 1] = '*'\nprint(board._cells)\n",
    "data_named_private": "class Board:\n    def __init__(self):\n        self.cells = {}\n",
    # one slot for every message: the letterbox (chapter 12)
    "things_expose_procedures": "class Board:\n    def dispatch(self, message):\n        raise ValueError(message)\n",
    "reuse_by_inheritance": "class Field:\n    def rows(self):\n        return 1\n\n\n"
    "class Board:\n    def rows(self):\n        return 2\n\n\nclass Lost(Exception):\n    pass\n",
    "only_dispatch": "class Board:\n    def dispatch(self, m):\n        if m[0] == 'size':\n            return 1\n"
    "\n\nclass Renderer:\n    def dispatch(self, m):\n        pass\n    def render(self):\n        pass\n",
    "messages_only": "class Board:\n    def dispatch(self, m):\n        raise ValueError(m)\n    def _size(self):\n"
    "        return 1\n\n\nclass Renderer:\n    def dispatch(self, m):\n        return m[1]._size()\n",
    "no_class_statement": "class Board:\n    pass\n",
    "maps_close_over_themselves": "def board_reveal(this, square):\n    return ''\n\n\n"
    "board = {'opened': set(), 'reveal': board_reveal}\nrenderer = {'render': lambda b: b['reveal'](1)}\n",
    "abstract_interfaces": "from abc import ABC, abstractmethod\n\n\nclass Board(ABC):\n    @abstractmethod\n"
    "    def reveal(self):\n        return ''\n\n\nclass Screen:\n    def show(self, board):\n        pass\n",
    # the client uses what a thing is: a method no abstraction declares
    "clients_use_abstractions": "from abc import ABC, abstractmethod\n\n\nclass Board(ABC):\n    @abstractmethod\n"
    "    def reveal(self): ...\n\n\nclass GridBoard(Board):\n    def reveal(self):\n        return ''\n\n"
    "    def cheat(self):\n        return '*'\n\n\ndef play(board):\n    board.reveal()\n    board.cheat()\n\n\n"
    "play(GridBoard())\nprint(GridBoard().cheat())\n",
    "clients_typed_with_abstractions": "from abc import ABC, abstractmethod\n\n\nclass Board(ABC):\n"
    "    @abstractmethod\n"
    "    def reveal(self): ...\n\n\nclass GridBoard(Board):\n    def reveal(self):\n        return ''\n\n\n"
    "def play(board: GridBoard):\n    board.reveal()\n",
    "callbacks_between_entities": QUESTION_HOOKS,
    "hooks_are_announcements": QUESTION_HOOKS,
    "publish_subscribe": """
class Bus:
    def subscribe(self, kind, handler):
        pass

    def publish(self, event):
        pass


class Board:
    def __init__(self, bus, renderer):
        self._renderer = renderer
        bus.subscribe("move", self.play)

    def play(self, event):
        self._renderer.draw(event)


class Renderer:
    def draw(self, event):
        pass


bus = Bus()
bus.subscribe("changed", Renderer().draw)
""",
}
NEIGHBOUR_SAMPLES = {
    "things": [LETTERBOX, CLOSED_MAPS],
    "letterbox": [THINGS, CLOSED_MAPS],
    "closed_maps": [LETTERBOX, THINGS],
    "abstract_things": [THINGS, HOLLYWOOD],
    "hollywood": [ABSTRACT, BULLETIN],
    "bulletin_board": [HOLLYWOOD, THINGS],
}

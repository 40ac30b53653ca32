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
def things_keep_their_data(style: Style) -> list[str]:
    """things: every thing keeps its data private (`self._name`) and no attribute of a thing is read or written
    from outside its class; other things ask through methods."""
    problems = []
    data = set()
    for _, cls in _classes(style.sources):
        for node in ast.walk(cls):
            if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store) and _is_self(node.value):
                data.add(node.attr)
        for item in cls.body:  # class-level data: constants and defaults
            if isinstance(item, ast.Assign):
                data |= {target.id for target in item.targets if isinstance(target, ast.Name)}
            elif isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
                data.add(item.target.id)
    for name, tree in style.sources.items():
        up = parents(tree)
        for node in ast.walk(tree):
            if not isinstance(node, ast.Attribute):
                continue
            cls = _enclosing(node, up, ast.ClassDef)
            if _is_self(node.value, cls):
                if isinstance(node.ctx, ast.Store) and not node.attr.startswith("_"):
                    problems.append(f"{where(name, node)} public data self.{node.attr}: keep it private (_)")
            elif isinstance(node.ctx, ast.Store):
                problems.append(f"{where(name, node)} writes .{node.attr} of another object")
            elif node.attr in data or (node.attr.startswith("_") and not node.attr.startswith("__")):
                problems.append(f"{where(name, node)} reads .{node.attr} of another thing: ask it through a method")
    return problems


def reuse_by_inheritance(style: Style) -> list[str]:
    """things: some thing reuses another by inheritance: a class extends one of the style's own classes (not an
    exception) and inherits at least one of its methods without redefining it."""
    classes = {cls.name: cls for _, cls in _classes(style.sources)}
    errors = _exceptions(style.sources)
    for cls in classes.values():
        for base in _base_names(cls):
            if base in classes and base not in errors:
                inherited = set(_methods(classes[base])) - set(_methods(cls)) - {"__init__"}
                if inherited:
                    return []
    return ["no class inherits a method from another of the style's classes"]


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
    """letterbox: a class exposes `dispatch` and nothing else (private names and __init__ aside), and its
    dispatch ends by raising for a message it does not understand."""
    problems = []
    errors = _exceptions(style.sources)
    for name, cls in _classes(style.sources):
        if cls.name in errors:
            continue
        methods = _methods(cls)
        public = [m for m in methods if not m.startswith("_") and m != "dispatch"]
        if public or "dispatch" not in methods:
            problems.append(f"{where(name, cls)} {cls.name} exposes {public or 'no dispatch'}")
        elif not _rejects_the_unknown(methods["dispatch"]):
            problems.append(f"{where(name, cls)} {cls.name}.dispatch does not raise on an unknown message")
    return problems


def messages_only(style: Style) -> list[str]:
    """letterbox: things reach each other only by messages: the one method called on another object is
    `dispatch`, and no private attribute of another object is touched."""
    problems = [
        f"{where(name, call)} calls .{call.func.attr}() of another thing: send it a message"
        for name, call, _ in _calls_on_others(style.sources)
        if call.func.attr != "dispatch"
    ]
    for name, tree in style.sources.items():
        up = parents(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__"):
                if not _is_self(node.value, _enclosing(node, up, ast.ClassDef)):
                    problems.append(f"{where(name, node)} reaches into .{node.attr} of another object")
    if not any(call.func.attr == "dispatch" for _, call, _ in _calls_on_others(style.sources)):
        problems.append("no thing sends a message to another one")
    return problems


# ---------------------------------------------------------------------------------------------- closed_maps (13)
def no_class_statement(style: Style) -> list[str]:
    """closed_maps: things are dicts, never classes."""
    return [f"{where(n, node)} class {node.name}" for n, node in walk(style.sources, ast.ClassDef)]


def maps_close_over_themselves(style: Style) -> list[str]:
    """closed_maps: at least three things are dict literals with function slots (lambdas), and in each thing
    some slot closes over the map itself (a lambda that names it); no `global` state besides the maps."""
    problems = [
        f"{where(n, node)} global/nonlocal: state lives in the maps"
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
            problems.append(f"{where(name, node)} {thing}: no slot closes over the map itself")
    if things < 3:
        problems.append(f"{things} things are maps whose slots close over the map itself; want at least 3")
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
            registered |= {a.id for a in call.args if isinstance(a, ast.Name)}

    def bound(name: str, seen: frozenset[str] = frozenset()) -> bool:
        if name in abstract or name in registered:
            return True
        return any(b in classes and b not in seen and bound(b, seen | {name}) for b in _base_names(classes[name]))

    concrete = {n: c for n, c in classes.items() if n not in abstract and bound(n)}
    return abstract, concrete


def abstract_interfaces(style: Style) -> list[str]:
    """abstract_things: at least two abstractions (classes whose methods are @abstractmethod, with no body),
    and every concrete thing of the style is bound to one of them (a subclass, or registered with it)."""
    abstract, concrete = _abstractions_and_things(style.sources)
    problems = []
    if len(abstract) < 2 or not concrete:
        problems.append(f"abstractions {sorted(abstract)}, concrete things {sorted(concrete)}")
    for name, cls in _classes(style.sources):
        if cls.name in abstract:
            problems += [
                f"{where(name, f)} {cls.name}.{f.name} is abstract but has a body: it should say what, not how"
                for f in cls.body
                if _abstract_method(f) and not _without_body(f)
            ]
        elif cls.name not in concrete and cls.name not in _exceptions(style.sources) and _methods(cls):
            problems.append(f"{where(name, cls)} {cls.name} is bound to no abstraction")
    return problems


def clients_see_abstractions(style: Style) -> list[str]:
    """abstract_things: clients know only the abstractions. No annotation names a concrete thing, and in the
    client modules (those that define no concrete thing) concrete things are named in one place only, the
    function that chooses them; the client's functions take abstractions."""
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
                    f"{where(name, node)} {node.name} is typed with concrete {t}" for t in sorted(named & set(concrete))
                ]
                if not defines_things and named & set(abstract):
                    typed_client = True
            if not defines_things and isinstance(node, ast.Name) and node.id in concrete:
                func = _enclosing(node, up, ast.FunctionDef)
                places.add(func.name if func is not None else "<module>")
        if len(places) > 1 or "<module>" in places:
            problems.append(f"{name}: concrete things are named in {sorted(places)}; choose them in one function")
    if not typed_client:
        problems.append("no client function takes an abstraction")
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


def callbacks_between_entities(style: Style) -> list[str]:
    """hollywood: entities offer `register_…` methods to each other and register themselves, in their
    constructors, with the framework and with the entities they listen to. So every registration is made by
    an entity (inside its class) and hands over one of its own methods; each entity that registers does so in
    its __init__; the registrations go to at least three things (the framework and two entities); and the
    only methods an entity calls on another one are its `register_…` methods: nobody is called to act."""
    problems = []
    owners = {m: cls.name for _, cls in _classes(style.sources) for m in _methods(cls) if m.startswith("register")}
    registered_with, in_constructor = set(), {}
    for name, call, up in _registrations(style.sources):
        place = _method_of(call, up)
        if place is None:
            problems.append(f"{where(name, call)} registers from outside any entity: entities register themselves")
            continue
        cls, method = place
        in_constructor.setdefault(cls.name, False)
        in_constructor[cls.name] |= method.name == "__init__"
        if _own_handler(call) is None:
            problems.append(f"{where(name, call)} {cls.name} registers a handler that is not its own method")
        registered_with.add(owners.get(call.func.attr, call.func.attr))
    problems += [f"{cls} registers nothing in its constructor" for cls, ok in in_constructor.items() if not ok]
    if len(registered_with) < 3:
        problems.append(
            f"handlers are registered with {sorted(registered_with)}: entities should offer "
            "registration to each other, not only the framework"
        )
    problems += [
        f"{where(name, call)} {cls.name if cls else 'the main program'} calls .{call.func.attr}() of another "
        "entity: it should register and be called back"
        for name, call, cls in _calls_on_others(style.sources)
        if cls is not None and not call.func.attr.startswith("register")
    ]
    return problems


def hooks_are_announcements(style: Style) -> list[str]:
    """hollywood: every hook is an announcement, never a question. A `register_…` method adds the handler to a
    list (any number may listen); whoever calls the handlers back drops what they return; and no handler an
    entity registers returns a value."""
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
                problems.append(f"{where(name, method)} {cls.name}.{method.name} keeps one handler, not a list")
    called_back = 0
    for name, tree in style.sources.items():
        up = parents(tree)
        for loop in (n for n in ast.walk(tree) if isinstance(n, ast.For) and isinstance(n.target, ast.Name)):
            for call in ast.walk(loop):
                if isinstance(call, ast.Call) and getattr(call.func, "id", None) == loop.target.id:
                    called_back += 1
                    if not isinstance(up.get(call), ast.Expr):
                        problems.append(f"{where(name, call)} uses what handler {loop.target.id}() answers")
    if not called_back:
        problems.append("nothing calls back a list of registered handlers")
    classes = {cls.name: cls for _, cls in _classes(style.sources)}
    for name, call, up in _registrations(style.sources):
        place, handler = _method_of(call, up), _own_handler(call)
        if place is None or handler is None or handler not in _methods(place[0]):
            continue
        answer = _returns_value(_methods(classes[place[0].name])[handler])
        if answer is not None:
            problems.append(f"{where(name, answer)} handler {place[0].name}.{handler} answers a value")
    return problems


# ---------------------------------------------------------------------------------------------- bulletin_board (16)
def publish_subscribe(style: Style) -> list[str]:
    """bulletin_board: one bus offers `subscribe` and `publish`; every entity subscribes its own handlers in its
    constructor (at least three do), and the only methods an entity calls on another object are the bus's
    `subscribe` and `publish`: entities never call each other."""
    problems = []
    buses = [cls.name for _, cls in _classes(style.sources) if {"subscribe", "publish"} <= set(_methods(cls))]
    if not buses:
        problems.append("no bus: no class offers both subscribe and publish")
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
                    "own handlers in its constructor"
                )
            else:
                subscribers.add(place[0].name)
    if len(subscribers) < 3:
        problems.append(f"only {sorted(subscribers)} subscribe; want at least three entities")
    problems += [
        f"{where(name, call)} {cls.name} calls .{call.func.attr}() of another object: publish an event instead"
        for name, call, cls in _calls_on_others(style.sources)
        if cls is not None and cls.name not in buses and call.func.attr not in ("subscribe", "publish")
    ]
    return problems


RULES = {
    "things": [things_keep_their_data, reuse_by_inheritance],
    "letterbox": [only_dispatch, messages_only],
    "closed_maps": [no_class_statement, maps_close_over_themselves],
    "abstract_things": [abstract_interfaces, clients_see_abstractions],
    "hollywood": [callbacks_between_entities, hooks_are_announcements],
    "bulletin_board": [publish_subscribe],
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
    "things_keep_their_data": "class Board:\n    def __init__(self):\n        self.cells = {}\n\n\n"
    "board = Board()\nboard.cells[1, 1] = '*'\nprint(board._size)\n",
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
    "clients_see_abstractions": "from abc import ABC, abstractmethod\n\n\nclass Board(ABC):\n    @abstractmethod\n"
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

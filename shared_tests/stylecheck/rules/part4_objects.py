"""Part IV, objects and object interaction: things (11), letterbox (12), closed_maps (13), abstract_things (14),
hollywood (15), bulletin_board (16).

The rules follow the program, not its names: a capsule is a class that keeps data and offers procedures (a Java
class, a Python class, a JavaScript class or prototype), whatever it is called; a registration is any procedure
that keeps a function it is given (in a list, a map of lists or a field), whatever it is called; a call-back is a
call of a function taken from where a registration kept it; a message slot is a capsule's one public procedure.
The helpers here are used by parts 5 and 6 too.
"""

from __future__ import annotations

from shared_tests.stylecheck.model import SELF_NAMES, Node, Program
from shared_tests.stylecheck.rules import NEIGHBOURS, Finding, constraint

ERROR_BASES = {
    "Exception", "BaseException", "ValueError", "TypeError", "RuntimeError", "OSError", "LookupError", "Error",
    "Throwable", "RuntimeException", "IllegalArgumentException", "IllegalStateException",
}  # fmt: skip
CLASS_FACTORIES = {"namedtuple", "NamedTuple", "make_dataclass", "new_class", "type"}
CONSTRUCTORS = {"__init__", "constructor", "__new__", "__post_init__"}
STORERS = {"append", "add", "push", "insert", "put", "set", "extend", "appendleft", "unshift", "addAll", "offer",
           "addLast", "addFirst", "setdefault"}  # fmt: skip
CALLERS = {"accept", "apply", "run", "call", "get", "test", "handle", "invoke"}  # Java/JS: how a function object runs


# ---------------------------------------------------------------------------------------------- helpers: classes
def exceptions(program: Program) -> set[str]:
    """The program's own exception classes: those whose bases lead to an exception."""
    bases = {c.name: [b.split(".")[-1] for b in c.attrs.get("bases", [])] for c in program.classes()}
    found: set[str] = set()
    grown = True
    while grown:
        grown = False
        for name, names in bases.items():
            if name not in found and any(b in ERROR_BASES or b.endswith(("Error", "Exception")) or b in found
                                         for b in names):  # fmt: skip
                found.add(name)
                grown = True
    return found


def methods(cls: Node) -> list[Node]:
    """The functions a class defines directly (its methods, constructors included), and for a JavaScript
    constructor function the functions put on its prototype, wherever they stand."""
    own = [c for c in cls.children if c.kind == "function" and not c.attrs.get("is_lambda")]
    own += [c for c in cls.children if c.kind == "function" and c.attrs.get("is_lambda") and c.name]
    if cls.attrs.get("prototype"):
        module = cls.enclosing("module")
        ids = {id(c) for c in own}
        own += [
            f
            for f in (module.walk() if module is not None else [])
            if f.kind == "function" and f.attrs.get("owner") == cls.name and f.attrs.get("is_method")
            and id(f) not in ids and f.enclosing("class") is not cls
        ]  # fmt: skip
    return own


def is_constructor(function: Node, cls: Node | None = None) -> bool:
    owner = cls.name if cls is not None else function.attrs.get("owner", "")
    return function.name in CONSTRUCTORS or (bool(owner) and function.name == owner)


def is_private(function: Node) -> bool:
    """Named or declared private: `_name` (Python, JavaScript), `#name`, Java's `private`."""
    modifiers = set(function.attrs.get("modifiers", ()))
    if "private" in modifiers or function.attrs.get("visibility") == "private":
        return True
    return function.name.startswith(("_", "#")) and not (
        function.name.startswith("__") and function.name.endswith("__")
    )


def is_dunder(function: Node) -> bool:
    return function.name.startswith("__") and function.name.endswith("__")


def is_static(function: Node) -> bool:
    return bool(function.attrs.get("is_static")) or "static" in function.attrs.get("modifiers", ())


def public_methods(cls: Node, program: Program | None = None) -> list[Node]:
    """The procedures a class exposes: its methods less constructors, private and special ones, and `main`.

    In Java, given the program: a method declared public is exposed; one of the package (no modifier) only when
    something outside its class calls it; a private one when the class's own `main` calls it. In JavaScript, a
    method that only its own class calls is not exposed."""
    found = [
        m
        for m in methods(cls)
        if not is_constructor(m, cls) and not is_private(m) and not is_dunder(m) and m.name != "main"
        and not (is_static(m) and cls.attrs.get("flavour") == "class" and _entry(cls))
        and not m.attrs.get("is_constructor")
    ]  # fmt: skip
    if program is None or program.language == "python":
        return found
    outside = _called_from_outside(program, cls)
    if program.language != "java":  # JavaScript: a method only its own class calls is no part of what it exposes
        inside = {id(f) for c in cls.walk() if c.kind == "call" for f in program.callees(c)}
        return [m for m in found if id(m) in outside or id(m) not in inside]
    kept = [m for m in found if m.attrs.get("visibility") == "public" or id(m) in outside]
    kept += [m for m in methods(cls) if is_private(m) and id(m) in outside and m not in kept]
    return kept if kept or not found else found


def _called_from_outside(program: Program, cls: Node) -> set[int]:
    """The methods of a class that code outside it (or its static `main`) calls."""
    own = {id(m) for m in methods(cls)}
    found = set()
    for call in program.calls():
        caller = call.enclosing("class")
        function = call.enclosing("function")
        inside = caller is cls and not (function is not None and function.name == "main" and is_static(function))
        if inside:
            continue
        runs = program.callees(call)
        found |= {id(f) for f in runs if id(f) in own}
        callee = call.child("callee")
        if not runs and callee is not None and callee.kind == "attribute" and not is_self(callee.child("object")):
            found |= {id(m) for m in methods(cls) if m.name == callee.name}  # an object the model cannot follow
    return found


def exposed(program: Program, cls: Node, seen: frozenset[str] = frozenset()) -> list[Node]:
    """The procedures a class exposes, its bases' included."""
    found = public_methods(cls)
    names = {m.name for m in found}
    for base in [b.split(".")[-1] for b in [*cls.attrs.get("bases", []), *cls.attrs.get("interfaces", [])]]:
        for other in program.named(base, "class"):
            if other.name not in seen:
                found += [m for m in exposed(program, other, seen | {cls.name}) if m.name not in names]
    return found


def _entry(cls: Node) -> bool:
    """A class that only hosts the program's entry point and static helpers (Java's `public class Main`)."""
    own = methods(cls)
    if not own or not all(is_static(m) for m in own) or fields(cls, instance_only=True):
        return False
    return (
        any(m.name == "main" for m in own)
        or cls.enclosing("class") is None
        and cls.parent is not None
        and any(c.kind == "class" and c is not cls for c in cls.parent.children)
    )


def fields(cls: Node, instance_only: bool = False) -> dict[str, Node]:
    """Name -> the node that declares or first stores a class's data: `self.x = ...`/`this.x = ...` in its
    methods, and (unless instance_only) assignments in its body; Java fields (static ones count as class data)."""
    found: dict[str, Node] = {}
    for node in cls.walk():
        if node.kind != "assign" or node.enclosing("class") is not cls:
            continue
        targets = list(node.children_in("target"))
        for target in targets:
            if target.kind in ("tuple", "collection"):  # self.a, self.b = a, b: each is a field
                targets += target.children
                continue
            if target.kind == "name" and node.parent is cls:
                if instance_only and (node.attrs.get("static") or "static" in node.attrs.get("modifiers", ())):
                    continue
                value = node.child("value")
                if value is not None and value.kind == "function":
                    continue
                found.setdefault(target.name, node)
            elif target.kind == "attribute" and is_self(target.child("object")):
                found.setdefault(target.name, node)
    return found


def is_self(node: Node | None, cls: Node | None = None) -> bool:
    """self, this, cls, super, super() or (inside a class) the class's own name."""
    if node is None:
        return False
    if node.kind == "name":
        return node.name in SELF_NAMES or node.name == "super" or (cls is not None and node.name == cls.name)
    if node.kind == "call":
        callee = node.child("callee")
        return callee is not None and callee.kind == "name" and callee.name == "super"
    return node.kind in ("this", "super")


def things(program: Program) -> list[Node]:
    """The capsules: the program's classes (and prototypes) that are neither exceptions, interfaces, records nor
    the mere host of the entry point; and objects with procedures that a function makes and hands back (a
    closure keeps their data)."""
    errors = exceptions(program)
    return [
        c
        for c in program.classes()
        if (c.attrs.get("flavour", "class") == "class" or _made_by_factory(c) or _record_with_procedures(c))
        and c.name not in errors
        and not _entry(c) and not c.attrs.get("abstract") and "abstract" not in c.attrs.get("modifiers", ())
        and not _plain_data(c)
    ]  # fmt: skip


def _record_with_procedures(cls: Node) -> bool:
    """A dataclass or record that has procedures of its own: a capsule too."""
    return cls.attrs.get("flavour") == "record" and any(
        not is_constructor(m, cls) and not is_dunder(m) for m in methods(cls)
    )


def _plain_data(cls: Node) -> bool:
    """A Java class with fields and no procedure but its constructors: a record of data, not a capsule."""
    return bool(fields(cls)) and all(is_constructor(m, cls) or m.attrs.get("is_constructor") for m in methods(cls))


def _hosts_main(cls: Node) -> bool:
    return any(m.name == "main" and is_static(m) for m in methods(cls))


def _function_object(cls: Node) -> bool:
    """An anonymous object with one method and no state: a function written as an object (a Comparator)."""
    own = [m for m in methods(cls) if not is_constructor(m, cls)]
    return cls.attrs.get("flavour") == "object" and len(own) == 1 and not fields(cls)


def _made_by_factory(cls: Node) -> bool:
    """An object literal with methods that a function returns, its data kept in the function's variables."""
    if cls.attrs.get("flavour") != "object" or cls.enclosing("function") is None:
        return False
    node = cls
    while (
        node.parent is not None
        and node.parent.kind in ("call", "collection", "cond")
        and node.parent.kind != "function"
    ):
        node = node.parent
    return node.parent is not None and node.parent.kind == "return"


def program_methods(program: Program) -> set[str]:
    """The names of all methods the program's classes define (special ones aside)."""
    return {m.name for c in program.classes() for m in methods(c) if not is_dunder(m)}


def modules_and_classes(program: Program) -> set[str]:
    """Names that stand for a module or a class, not an object: imports and class names."""
    names = {c.name for c in program.classes()}
    for node in program.imports():
        names |= set(node.attrs.get("names", {}))
    return names


def calls_on_others(program: Program) -> list[tuple[Node, Node, Node | None]]:
    """(call, its callee `x.m`, the class the call is written in) for every call of a method the program's classes
    define, on an object `x` that is not the caller itself, a module or a class."""
    defined, apart = program_methods(program), modules_and_classes(program)
    found = []
    for call in program.calls():
        callee = call.child("callee")
        if callee is None or callee.kind != "attribute" or callee.name not in defined:
            continue
        obj = callee.child("object")
        cls = call.enclosing("class")
        if is_self(obj, cls) or (obj is not None and obj.kind == "name" and obj.name in apart):
            continue
        if library_typed(program, obj) or (obj is not None and obj.kind == "call" and program.is_library(obj)):
            continue
        found.append((call, callee, cls if cls is None or not _entry(cls) else None))
    return found


def library_typed(program: Program, obj: Node | None) -> bool:
    """Whether an object is declared with a type the program does not define (Java's `List<...> handlers`)."""
    if obj is None or obj.kind not in ("name", "attribute"):
        return False
    target = program.resolve(obj)
    if target is None and obj.kind == "name":
        bound = program.binding(obj.name, obj)
        target = program.definition(bound) if bound is not None else None
    kind = str(target.attrs.get("type", "")) if target is not None else ""
    if not kind:
        return False
    base = kind.split("<")[0].split("[")[0].split(".")[-1].strip()
    return base not in {c.name for c in program.classes()}


def root_name(node: Node | None) -> str:
    """The name an expression starts from, through fields of self: `self._wanted.get(kind, [])` -> "_wanted",
    `wanted[kind]` -> "wanted", `this.handlers` -> "handlers"."""
    current = node
    while current is not None:
        if current.kind == "name":
            return current.name
        if current.kind == "attribute":
            obj = current.child("object")
            if is_self(obj):
                return current.name
            current = obj
        elif current.kind == "index":
            current = current.child("object")
        elif current.kind == "call":
            current = current.child("callee")
        elif current.kind == "op" and current.children:  # handlers[kind] || [], subs.get(k) ?? []
            current = current.children[0]
        elif current.kind == "assign":  # (subs[kind] = subs[kind] || []).push(h)
            current = current.child("target")
        else:
            return ""
    return ""


def function_value(program: Program, node: Node | None) -> Node | None:
    """The function an expression is or names: a lambda, a function, `self.m`, `this::m`, `obj.m`."""
    if node is None:
        return None
    if node.kind == "function":
        return node
    if node.kind in ("name", "attribute"):
        target = program.resolve(node)
        if target is not None and target.kind == "function":
            return target
        if node.kind == "attribute" and is_self(node.child("object")):
            cls = node.enclosing("class")
            if cls is not None:
                return next((m for m in methods(cls) if m.name == node.name), None)
    if node.kind in ("method_reference", "methodref"):
        name = node.name or (node.children[-1].name if node.children else "")
        cls = node.enclosing("class")
        obj = node.children[0] if node.children else None
        if cls is not None and (obj is None or is_self(obj, cls)):
            return next((m for m in methods(cls) if m.name == name), None)
    return None


def handler_like(program: Program, node: Node | None) -> bool:
    """Whether an argument may be a handler: a function value, a method reference, `this` (a listener object)."""
    if node is None:
        return False
    if function_value(program, node) is not None or node.kind in ("method_reference", "methodref"):
        return True
    if node.kind == "attribute" and is_self(node.child("object")):
        return True
    if node.kind == "call" and node.child("callee") is not None and node.child("callee").name == "bind":
        return True  # this.load.bind(this)
    if node.kind == "call" and node.attrs.get("is_new"):  # a listener object: anonymous, or of the program's class
        made = node.child("callee")
        target = program.resolve(made) if made is not None and made.kind in ("name", "attribute") else None
        return any(c.kind == "class" for c in node.walk()) or (
            target is not None and target.kind in ("class", "function")
        )
    return node.kind == "class" or (node.kind == "name" and node.name == "this")


# ---------------------------------------------------------------------------------------------- registrations
class Registration:
    """A procedure that keeps a function it is given: where it keeps it, and whether by an event's name."""

    def __init__(self, function: Node, param: Node, store: Node, keyed: bool) -> None:
        self.function, self.param, self.store, self.keyed = function, param, store, keyed
        self.storage = root_name(store)


def registrations(program: Program) -> list[Registration]:
    """Every procedure that keeps one of its parameters: `handlers.append(h)`, `self._h = h`,
    `subs.setdefault(kind, []).append(h)`, `map.computeIfAbsent(k, ...).add(h)`, `wanted[kind].append(h)`."""
    found = []
    for function in program.functions():
        params = {p.name: p for p in function.children_in("param")}
        if not params:
            continue
        for node in function.own():
            if node.kind == "call":
                callee = node.child("callee")
                if callee is None or callee.kind != "attribute" or callee.name not in STORERS:
                    continue
                args = node.children_in("arg")
                if callee.name == "setdefault" or (callee.name in ("put", "set") and len(args) > 1):
                    args = args[1:] if callee.name != "setdefault" else []
                for arg in args:
                    if arg.kind == "name" and arg.name in params and program.resolve(arg) is params[arg.name]:
                        obj = callee.child("object")
                        keyed = _keyed(obj, params, arg.name) or (
                            callee.name in ("put", "set") and len(node.children_in("arg")) > 1
                        )
                        if root_name(obj) and root_name(obj) not in params:
                            found.append(Registration(function, params[arg.name], obj, keyed))
            elif node.kind == "assign":
                value = node.child("value")
                if value is None or value.kind != "name" or value.name not in params:
                    continue
                for target in node.children_in("target"):
                    if target.kind == "attribute" and is_self(target.child("object")):
                        found.append(Registration(function, params[value.name], target, False))
                    elif target.kind == "name" and target.name not in params and _is_field(program, target):
                        found.append(Registration(function, params[value.name], target, False))
                    elif target.kind == "index" and root_name(target) and root_name(target) not in params:
                        found.append(
                            Registration(function, params[value.name], target, _keyed(target, params, value.name))
                        )
    found = [r for r in found if not is_constructor(r.function) and not r.function.attrs.get("is_constructor")]
    called_back = {n for c in callbacks(program, found) for n in sources_of(program, _held(program, c))}
    kept = {id(r) for _, r, h in registration_calls(program, found) if handler_like(program, h)}
    found = [r for r in found if r.storage in called_back or id(r) in kept]
    return found + _wrappers(program, found)


def _wrappers(program: Program, regs: list[Registration]) -> list[Registration]:
    """Procedures that register what they are given through another registration: `registerForEnd(h)` that
    calls `register("end", h)` (or registers a lambda around h)."""
    found: list[Registration] = []
    known = {id(r.function): r for r in regs}
    for function in program.functions():
        if id(function) in known or is_constructor(function) or function.attrs.get("is_constructor"):
            continue
        params = {p.name for p in function.children_in("param")} - SELF_NAMES
        for call in (n for n in function.walk() if n.kind == "call"):
            inner = next((known[id(f)] for f in program.callees(call) if id(f) in known), None)
            if inner is None:
                continue
            if any(mentions_name(a, params) for a in call.children_in("arg")):
                param = next(p for p in function.children_in("param") if p.name in params)
                found.append(Registration(function, param, inner.store, inner.keyed and False))
                break
    return found


def mentions_name(node: Node, names: set[str]) -> bool:
    return any(n.kind == "name" and n.name in names for n in node.walk())


def _held(program: Program, call: Node) -> Node | None:
    """What a call-back calls: the stored field, the table entry, or the collection a loop takes it from."""
    callee = call.child("callee")
    holder = callee
    if callee is not None and callee.kind == "attribute" and not is_self(callee.child("object")):
        holder = callee.child("object")
    if holder is not None and holder.kind == "name":
        loop = loop_variable(program, holder)
        if loop is not None:
            return loop.child("iter") or (loop.child("callee").child("object") if loop.kind == "call" else None)
    return holder


def sources_of(program: Program, node: Node | None) -> set[str]:
    """The stores an expression may take its functions from: through a local alias, and for a parameter
    (`def _announce(self, handlers)`) the stores passed for it at the call sites."""
    if node is not None and node.kind == "call" and node.children_in("arg") and not program.callees(node):
        callee = node.child("callee")
        if callee is not None and callee.kind == "name":  # list(handlers), sorted(handlers)
            return sources_of(program, node.children_in("arg")[0])
    found = {stored_in(program, node)}
    if node is not None and node.kind == "name":
        bound = program.binding(node.name, node)
        if bound is not None and bound.kind == "param":
            found |= {stored_in(program, value) for value in program.param_values(bound)}
    return found - {""}


def stored_in(program: Program, node: Node | None) -> str:
    """The store an expression takes its functions from, through a local alias: `waiting` after
    `waiting, self._handlers = self._handlers, []` is "_handlers"; through a copy, `list(handlers)`."""
    if node is not None and node.kind == "call" and node.children_in("arg") and not program.callees(node):
        callee = node.child("callee")
        if callee is not None and callee.kind == "name":
            return stored_in(program, node.children_in("arg")[0])
    name = root_name(node)
    if node is None or node.kind != "name":
        return name
    bound = program.binding(node.name, node)
    assign = program.definition(bound) if bound is not None else None
    if assign is None or assign.kind != "assign" or assign.enclosing("function") is None:
        return name
    value = assign.child("value")
    target = assign.child("target")
    if value is None or target is None:
        return name
    if target.kind == "collection" and value.kind == "collection":
        places = [i for i, t in enumerate(target.children) if t.kind == "name" and t.name == node.name]
        items = value.children
        if places and places[0] < len(items):
            return root_name(items[places[0]]) or name
        return name
    return root_name(value) or name


def _is_field(program: Program, name: Node) -> bool:
    """Whether a plain name stands for a field of its class (Java, where `this.` may be left out)."""
    bound = program.binding(name.name, name)
    definition = program.definition(bound) if bound is not None else None
    return definition is not None and definition.kind == "assign" and bool(definition.attrs.get("field"))


def _keyed(obj: Node | None, params: dict[str, Node], handler: str) -> bool:
    """Whether the place a handler is kept is chosen by another parameter (of the procedure or of a function
    around it): `subs[kind]`, `subs.get(kind)`, `subs.computeIfAbsent(kind, ...)`."""
    if obj is None:
        return False
    outer = set(params)
    for function in obj.ancestors():
        if function.kind == "function":
            outer |= {p.name for p in function.children_in("param")}
    outer -= SELF_NAMES | {handler}
    return any(n.kind == "name" and n.name in outer for n in obj.walk())


def registration_calls(program: Program, regs: list[Registration]) -> list[tuple[Node, Registration, Node | None]]:
    """(call, registration, handler argument) for every call that may run a registration procedure, by what the
    call resolves to, or by name for a method of an object the model cannot follow."""
    by_function = {id(r.function): r for r in regs}
    by_name = {r.function.name: r for r in regs if r.function.name}
    found = []
    for call in program.calls():
        reg = next((by_function[id(f)] for f in program.callees(call) if id(f) in by_function), None)
        callee = call.child("callee")
        if reg is None and callee is not None and callee.kind in ("attribute", "name") and callee.name in by_name:
            if callee.kind == "attribute" or program.resolve(callee) is None or program.resolve(callee).kind == "param":
                reg = by_name[callee.name]
        if reg is None:
            continue
        args = call.children_in("arg")
        index = reg.function.children_in("param").index(reg.param)
        if program.language == "python" and reg.function.attrs.get("is_method") and callee is not None:
            index -= 1 if reg.function.attrs.get("params", [""])[0] in ("self", "cls") else 0
        handler = args[index] if 0 <= index < len(args) else (args[-1] if args else None)
        found.append((call, reg, handler))
    for function in program.functions():  # decorators that register: @on("event") def handler(...)
        for decorator in function.children_in("decorator"):
            made = decorator.child("callee") if decorator.kind == "call" else decorator
            target = program.resolve(made) if made is not None and made.kind in ("name", "attribute") else None
            if target is None or target.kind != "function":
                continue
            inner = [r for r in regs if r.function is target or r.function.enclosing("function") is target]
            if inner:
                found.append((decorator, inner[0], function))
    return found


def handlers(program: Program, regs: list[Registration]) -> list[Node]:
    """The functions handed to registrations."""
    found = []
    for _, _, handler in registration_calls(program, regs):
        function = function_value(program, handler) if handler is not None and handler.kind != "function" else handler
        if function is not None and function.kind == "function":
            found.append(function)
    return found


def loop_variable(program: Program, node: Node) -> Node | None:
    """The loop that binds a name (`for h in handlers`, `for (Consumer h : handlers)`), if any."""
    if node.kind != "name":
        return None
    bound = program.binding(node.name, node)
    loop = bound.enclosing("loop") if bound is not None else None
    declared = (
        bound.parent if bound is not None and bound.parent is not None and bound.parent.kind == "assign" else None
    )
    if (
        loop is not None
        and bound is not None
        and (bound.parent is loop or (declared is not None and declared.parent is loop and declared.role != "body"))
        and bound.role == "target"
    ):
        return loop
    if bound is not None and bound.kind in ("param", "name"):  # forEach(h -> h.accept(x)) over a stored list
        lam = bound.parent if bound.kind == "param" else None
        if lam is not None and lam.attrs.get("is_lambda") and lam.parent is not None and lam.parent.kind == "call":
            callee = lam.parent.child("callee")
            if callee is not None and callee.kind == "attribute" and callee.name in ("forEach", "for_each"):
                return lam.parent
    return None


def callbacks(program: Program, regs: list[Registration]) -> list[Node]:
    """The calls of functions taken from where a registration kept them: `for h in self._handlers: h(x)`,
    `handler.accept(word)` over a stored list, `this.answerer.apply(q)`, `self._on_done()`."""
    storages = {r.storage for r in regs if r.storage}
    singles = {r.storage for r in regs if r.storage and r.store.role == "target" and r.store.kind != "index"}
    found = []
    for call in program.calls():
        callee = call.child("callee")
        if callee is None:
            continue
        holder = callee
        if callee.kind == "attribute":
            obj = callee.child("object")
            if (
                obj is not None
                and not is_self(obj)
                and (
                    callee.name in CALLERS or (program.language != "python" and loop_variable(program, obj) is not None)
                )
            ):
                holder = obj
        if (
            holder.kind == "attribute"
            and is_self(holder.child("object"))
            and holder.name in singles | (storages if holder is callee else set())
        ):
            found.append(call)
            continue
        if holder.kind == "index" and root_name(holder) in storages:
            found.append(call)
            continue
        if holder.kind == "call" and holder is not callee and root_name(holder) in storages:
            found.append(call)  # handlers.get(i).apply(x)
            continue
        if callee.kind == "attribute" and callee.name in ("forEach", "for_each") and call.children_in("arg"):
            arg = call.children_in("arg")[0]
            if arg.attrs.get("method_ref") and sources_of(program, callee.child("object")) & storages:
                found.append(call)  # handlers.forEach(Handler::run)
                continue
        if holder.kind == "name":
            if holder.name in singles and program.resolve(holder) is not None:
                found.append(call)
                continue
            bound = program.binding(holder.name, holder)
            if bound is not None and bound.kind != "param" and loop_variable(program, holder) is None:
                if (sources_of(program, holder) - {holder.name}) & storages:  # h = subs[kind][i]; h(event)
                    found.append(call)
                    continue
            loop = loop_variable(program, holder)
            if loop is not None:
                source = loop.child("iter") or (loop.child("callee").child("object") if loop.kind == "call" else None)
                if source is not None and sources_of(program, source) & storages:
                    found.append(call)
    return found


def entity_of(node: Node) -> Node | None:
    """The entity a node is written in: its class, or the outermost function around it (a closure entity)."""
    cls = node.enclosing("class")
    if cls is not None:
        return cls
    outer = None
    for ancestor in node.ancestors():
        if ancestor.kind == "function":
            outer = ancestor
    return outer


# ---------------------------------------------------------------------------------------------- things (11)
@constraint("things")
def things_are_capsules(program: Program) -> list[Finding]:
    """The larger problem is decomposed into 'things' that make sense for the problem domain, each a capsule of
    data that exposes procedures to the rest of the world.

    At least two capsules (classes, or prototypes, that are neither exceptions nor interfaces nor the mere host of
    the entry point; or closures: a function that keeps data in its variables and hands back a map of the
    procedures that use it), some keeping data, each exposing procedures; a thing that exposes one procedure only
    for every message is a letterbox (chapter 12), so some thing exposes two or more."""
    capsules = [c for c in things(program) if _made(program, c)]
    closures = closure_capsules(program)
    if len(capsules) + len(closures) < 2:
        return [Finding(program.main_file, 0, 0, f"{len(capsules) + len(closures)} thing(s): the program is not "
                        "decomposed into capsules of data with procedures (classes, or closures)")]  # fmt: skip
    problems = []
    if not any(fields(c) for c in capsules) and not closures:
        problems.append(Finding(program.main_file, 0, 0, "no thing keeps any data: a capsule is data with procedures"))
    for cls in capsules:
        if not exposed(program, cls):
            problems.append(Finding.at(cls, f"{cls.name} exposes no procedure to the rest of the world"))
    widest = max([len(public_methods(c, program)) for c in capsules] + [len(p) for p in closures.values()])
    if widest < 2:
        problems.append(Finding(program.main_file, 0, 0, "no thing exposes more than one procedure: things offer "
                                "procedures (one slot for every message is the letterbox, chapter 12)"))  # fmt: skip
    return problems


def _made(program: Program, cls: Node) -> bool:
    """Whether a class takes part in the program: something makes its things or names it (`X(...)`, `new X(...)`,
    a table of classes, a subclass that is made); an object literal always does."""
    if cls.attrs.get("flavour") == "object" or not cls.name:
        return True
    names = {cls.name} | {
        c.name for c in program.classes() if cls.name in [b.split(".")[-1] for b in c.attrs.get("bases", [])]
    }
    for node in program.nodes("name"):
        if node.name in names and node.attrs.get("ctx", "load") == "load" and node.enclosing("class") is not cls:
            return True
    return any(n.name in names for n in program.nodes("attribute") if n.role == "callee")


def closure_capsules(program: Program) -> dict[int, list[Node]]:
    """Functions that keep data in their own variables and hand back a map of nested functions that use it (a
    capsule made of a closure, in Python; JavaScript's object literals are classes of flavour object) -> those
    procedures."""
    found: dict[int, list[Node]] = {}
    for table in program.nodes("collection"):
        if table.attrs.get("type") != "map" or table.parent is None or table.parent.kind != "return":
            continue
        maker = table.enclosing("function")
        if maker is None or maker.attrs.get("is_lambda"):
            continue
        procedures = [f for f in (function_value(program, v) for v in table.children_in("value")) if f is not None]
        procedures = [f for f in procedures if any(a is maker for a in f.ancestors())]
        if not procedures or len(procedures) != len(table.children_in("value")):
            continue  # data in the map's slots: a closed map (chapter 13), not a capsule
        local = {t.name for a in maker.own() if a.kind == "assign" for t in a.children_in("target") if t.kind == "name"}
        local |= {p.name for p in maker.children_in("param")}
        if any(n.kind == "name" and n.name in local for f in procedures for n in f.walk()):
            found[id(maker)] = procedures
    return found


def closure_letterboxes(program: Program) -> list[Node]:
    """Functions that keep data in their variables and hand back one nested function taking a message: a letterbox
    made of a closure."""
    found = []
    for function in program.functions():
        if function.attrs.get("is_lambda") or function.attrs.get("is_method"):
            continue
        local = {
            t.name for a in function.own() if a.kind == "assign" for t in a.children_in("target") if t.kind == "name"
        }
        for node in function.own():
            value = node.child("value") if node.kind == "return" else None
            inner = function_value(program, value) if value is not None else None
            if inner is None or not any(a is function for a in inner.ancestors()) or not inner.children_in("param"):
                continue
            if any(n.kind == "name" and n.name in local for n in inner.walk()):
                found.append(function)
                break
    return found


def _data_names(program: Program) -> set[str]:
    data = set()
    for cls in program.classes():
        if not _plain_data(cls):
            data |= set(fields(cls))
    return data - program_methods(program)


def _reaches_into(program: Program, allowed: set[str] | None = None) -> list[Finding]:
    """Reads and writes of another object's data: `other.field`, `other._private`, `other.x = v`."""
    data = _data_names(program)
    apart = modules_and_classes(program)
    problems = []
    for node in program.nodes("attribute"):
        if node.role == "callee":
            continue
        obj = node.child("object")
        cls = node.enclosing("class")
        if obj is None or is_self(obj, cls) or (obj.kind == "name" and obj.name in apart):
            continue
        if node.name in (allowed or set()):
            continue
        if cls is not None and node.name in fields(cls):
            continue  # another instance of the same class: the capsule's own procedures (equals, compareTo)
        stored = node.attrs.get("ctx") == "store"
        private = node.name.startswith(("_", "#")) and not node.name.startswith("__")
        if stored and (
            node.name in data or (program.language == "python" and obj.kind == "name" and _made_by_class(program, obj))
        ):
            problems.append(Finding.at(node, f"writes .{node.name} of another object: ask it through a procedure"))
        elif not stored and (node.name in data and (private or _made_by_class(program, obj) or obj.kind != "name"
                                                    or program.language != "python")):  # fmt: skip
            problems.append(Finding.at(node, f"reads .{node.name} of another thing: ask it through a procedure"))
        elif not stored and private:
            problems.append(Finding.at(node, f"reads .{node.name}, private to another object"))
    return problems


def _made_by_class(program: Program, name: Node) -> bool:
    """Whether a variable holds an object of one of the program's classes (`x = Account()`, a loop over them)."""
    target = program.resolve(name)
    if target is None:
        return name.name not in SELF_NAMES
    if target.kind == "assign":
        value = target.child("value")
        made = value.child("callee") if value is not None and value.kind == "call" else None
        resolved = program.resolve(made) if made is not None and made.kind in ("name", "attribute") else None
        return resolved is not None and resolved.kind in ("class", "function")
    return target.kind in ("param", "loop")


@constraint("things")
def data_only_through_procedures(program: Program) -> list[Finding]:
    """Data is never accessed directly, only through these procedures.

    No field of a thing is read or written from outside it (`other.balance`, `other._items`, `other.x = v`):
    code outside a capsule asks it through its procedures."""
    return _reaches_into(program)


@constraint("things", house=True)
def reuse_by_inheritance(program: Program) -> list[Finding]:
    """Our reading: capsules reappropriate procedures defined in other capsules, by inheritance (the book: they
    can).

    A class extends another of the program's things (not an exception) and uses a procedure it did not write:
    it inherits it, or calls the base's through super."""
    classes = {c.name: c for c in program.classes()}
    errors = exceptions(program)
    for cls in classes.values():
        for base in [b.split(".")[-1] for b in cls.attrs.get("bases", [])]:
            if base in classes and base not in errors:
                inherited = {m.name for m in methods(classes[base])} - {m.name for m in methods(cls)} - CONSTRUCTORS
                via_super = any(
                    n.kind == "attribute" and is_self(n.child("object")) and n.child("object").kind != "name"
                    or (n.kind == "attribute" and n.child("object") is not None
                        and n.child("object").kind in ("name", "super") and n.child("object").name == "super")
                    for n in cls.walk()
                )  # fmt: skip
                if inherited or via_super:
                    return []
    return [Finding(program.main_file, 0, 0, "no thing inherits a procedure from another of the program's things")]


@constraint("things", house=True)
def data_named_private(program: Program) -> list[Finding]:
    """Our reading: a thing's data is declared private (`self._name`, `#name`, Java's `private`), so that a reader
    sees it is the thing's own."""
    problems = []
    for cls in things(program):
        for name, node in fields(cls).items():
            modifiers = set(node.attrs.get("modifiers", ()))
            if program.language == "java":
                line = program.texts.get(node.file, "").splitlines()[node.line - 1 : node.line] or [""]
                declared = modifiers | set(line[0][: max(node.col - 1, 0)].split())
                if node.parent is cls and "private" not in declared and node.attrs.get("visibility") != "private":
                    problems.append(Finding.at(node, f"{cls.name}.{name} is not private"))
            elif not name.startswith(("_", "#")) and not name.isupper():
                problems.append(Finding.at(node, f"{cls.name}'s data {name} is public by name: call it _{name}"))
    return problems


# ---------------------------------------------------------------------------------------------- letterbox (12)
def slots(program: Program) -> dict[str, list[Node]]:
    """Thing name -> the procedures it exposes."""
    return {cls.name: public_methods(cls, program) for cls in things(program)}


@constraint("letterbox")
def one_procedure_per_capsule(program: Program) -> list[Finding]:
    """Each thing is a capsule of data that exposes one single procedure, namely the ability to receive and
    dispatch messages that are sent to it.

    At least two things (classes, or closures that keep data and hand back their procedures); each exposes exactly
    one procedure (constructors, private and static helpers aside), and that procedure takes the message."""
    capsules = things(program)
    closures = closure_capsules(program)
    letterboxes = closure_letterboxes(program)
    if len(capsules) + len(closures) + len(letterboxes) < 2:
        return [Finding(program.main_file, 0, 0, f"{len(capsules)} thing(s): the problem is not decomposed into "
                        "capsules that receive messages")]  # fmt: skip
    problems = []
    for procedures in closures.values():
        if len(procedures) != 1:
            maker = procedures[0].enclosing("function")
            names = ", ".join(p.name or "a lambda" for p in procedures)
            problems.append(Finding.at(maker, f"{maker.name} hands back {names}: a letterbox has one slot"))
    for cls in capsules:
        exposed = public_methods(cls, program)
        if len(exposed) != 1:
            names = ", ".join(m.name for m in exposed) or "nothing"
            problems.append(Finding.at(cls, f"{cls.name} exposes {names}: a letterbox has one slot"))
            continue
        params = [p for p in exposed[0].attrs.get("params", []) if p not in ("self", "cls")]
        if not params:
            problems.append(Finding.at(exposed[0], f"{cls.name}.{exposed[0].name} takes no message"))
    return problems


@constraint("letterbox")
def messages_only(program: Program) -> list[Finding]:
    """Things reach each other only through that one procedure: message dispatch can result in sending the
    message to another capsule.

    No call of another object's procedure other than its message slot, and no read or write of another
    object's data."""
    slot_names = {m.name for ms in slots(program).values() for m in ms}
    problems = [
        Finding.at(call, f"calls .{callee.name}() of another thing: send it a message through its one slot")
        for call, callee, _ in calls_on_others(program)
        if callee.name not in slot_names and not callee.name.startswith("__")
    ]
    classes = {c.name: c for c in things(program)}
    for call in program.calls():  # Renderer._render(...): a capsule's procedure called through its class
        callee = call.child("callee")
        obj = callee.child("object") if callee is not None and callee.kind == "attribute" else None
        if obj is None or obj.kind != "name" or obj.name not in classes or call.enclosing("class") is classes[obj.name]:
            continue
        if callee.name not in slot_names and not is_constructor(Node("function", callee.name), classes[obj.name]):
            problems.append(Finding.at(call, f"calls {obj.name}.{callee.name}() of another thing: send it a message"))
    return problems + _reaches_into(program)


@constraint("letterbox", house=True)
def unknown_message_refused(program: Program) -> list[Finding]:
    """Our reading: a letterbox refuses (raises) a message it does not understand."""
    problems = []
    for cls, exposed in ((c, public_methods(c, program)) for c in things(program)):
        for slot in exposed:
            if not any(n.kind == "throw" for n in slot.own()):
                problems.append(Finding.at(slot, f"{cls.name}.{slot.name} does not refuse a message it does not know"))
    return problems


# ---------------------------------------------------------------------------------------------- closed_maps (13)
def procedure_maps(program: Program) -> dict[str, list[Node]]:
    """Map name (or place) -> the procedures it holds: map literals (and Python's `dict(k=f)`) with function values,
    object literals with methods, and maps filled by `m["k"] = f`, `m.put("k", f)`, `m.k = f`."""
    found: dict[str, list[Node]] = {}
    for table in program.nodes("collection"):
        if table.attrs.get("type") != "map":
            continue
        procedures = [f for f in (function_value(program, v) for v in table.children_in("value")) if f is not None]
        if procedures:
            found.setdefault(_map_name(table), []).extend(procedures)
    for cls in program.classes():
        if cls.attrs.get("flavour") == "object":
            found.setdefault(_map_name(cls), []).extend(methods(cls))
    for call in program.calls():
        callee = call.child("callee")
        args = call.children_in("arg")
        if callee is not None and callee.kind == "name" and callee.name == "dict" and program.is_library(call):
            made = [function_value(program, a) for a in args if a.attrs.get("keyword") not in (None, "**")]
            if any(made):  # dict(add=add, ...): a map literal written as a call
                found.setdefault(_map_name(call), []).extend(f for f in made if f is not None)
        if (
            callee is not None
            and callee.kind == "attribute"
            and callee.name in ("put", "set", "putIfAbsent")
            and len(args) == 2
        ):
            function = function_value(program, args[1])
            if function is not None or args[1].attrs.get("method_ref"):
                found.setdefault(root_name(callee.child("object")) or call.where, []).append(function or args[1])
    for assign in program.nodes("assign"):
        value = function_value(program, assign.child("value"))
        for target in assign.children_in("target"):
            if value is not None and target.kind in ("index", "attribute") and not is_self(target.child("object")):
                if (
                    target.kind == "attribute"
                    and target.child("object") is not None
                    and target.child("object").kind == "attribute"
                    and target.child("object").name == "prototype"
                ):
                    continue
                found.setdefault(root_name(target) or assign.where, []).append(value)
    return found


def _map_name(table: Node) -> str:
    parent = table.parent
    if parent is not None and parent.kind == "assign" and table.role == "value":
        target = parent.child("target")
        if target is not None:
            return root_name(target) or table.where
    if parent is not None and parent.kind == "return":
        function = parent.enclosing("function")
        return f"made by {function.name}" if function is not None else table.where
    return table.where


@constraint("closed_maps")
def things_are_maps(program: Program) -> list[Finding]:
    """Each 'thing' is a map from keys to values; some values are procedures/functions.

    At least two maps (dicts, JavaScript objects, Java Maps) hold procedures among their values: functions,
    lambdas or references to functions."""
    maps = procedure_maps(program)
    if len(maps) < 2:
        return [Finding(program.main_file, 0, 0, f"{len(maps)} map(s) hold procedures: the things should be maps "
                        "from keys to values, some of them functions")]  # fmt: skip
    return []


@constraint("closed_maps")
def no_classes(program: Program) -> list[Finding]:
    """The things are maps, not instances of classes.

    No class of the program makes things: exceptions, stateless one-method objects (a Comparator) and, in Java,
    where a class is the only record there is, the class that hosts `main` and records of plain data (fields and a
    constructor, no procedure) aside."""
    errors = exceptions(program)
    made = [
        Finding.at(call, f"{call.child('callee').name} makes a class: a thing is a map, not an instance of a class")
        for call in program.calls()
        if call.child("callee") is not None
        and call.child("callee").name in CLASS_FACTORIES
        and program.is_library(call)
    ]
    return made + [
        Finding.at(c, f"class {c.name}: a thing is a map from keys to values, not an instance of a class")
        for c in program.classes()
        if (
            c.attrs.get("flavour", "class") in ("class", "record", "enum")
            or (program.language == "java" and c.attrs.get("flavour") == "object" and methods(c))
        )
        and c.name not in errors
        and not _entry(c)
        and not (program.language == "java" and _plain_data(c))
        and not _function_object(c)
        and not (program.language == "java" and _hosts_main(c))
    ]


@constraint("closed_maps", house=True)
def maps_close_over_themselves(program: Program) -> list[Finding]:
    """Our reading: the procedures of each map refer to the map itself (they close over it, or take it as `this`).

    In each map that holds procedures, some procedure names the map, or takes it as a parameter (`this`, `self`,
    `me`), or uses `this`."""
    problems = []
    for name, procedures in procedure_maps(program).items():
        ok = False
        for function in procedures:
            if function.kind != "function":
                continue
            params = function.attrs.get("params", [])
            used = {n.name for n in function.walk() if n.kind == "name"}
            if name in used or "this" in used or params[:1] and params[0] in ("this", "self", "me", "that"):
                ok = True
        if not ok:
            where = procedures[0] if procedures and procedures[0].kind == "function" else None
            message = f"no procedure of the map {name} refers to the map itself"
            problems.append(
                Finding.at(where, message) if where is not None else Finding(program.main_file, 0, 0, message)
            )
    return problems


# ---------------------------------------------------------------------------------------------- abstract_things (14)
def _bodiless(function: Node) -> bool:
    """Declared only: no body (Java interface or abstract method), or a docstring, `...`, `pass` or a throw of
    'not implemented'."""
    body = function.children_in("body")
    if function.attrs.get("abstract") or "abstract" in function.attrs.get("modifiers", ()):
        return True
    if not body:
        return function.attrs.get("is_lambda") is not True
    for statement in body:
        if statement.kind == "pass":
            continue
        if statement.kind == "block" and not statement.children:
            continue
        if (
            statement.kind == "expr"
            and statement.child("value") is not None
            and statement.child("value").kind == "literal"
        ):
            continue
        if statement.kind == "throw" and ("NotImplemented" in statement.text or "abstract" in statement.text.lower()
                                          or "implement" in statement.text.lower()):  # fmt: skip
            continue
        return False
    return True


def abstractions(program: Program) -> dict[str, Node]:
    """Name -> class that says what its things can do without doing it: interfaces, Protocols and ABCs, abstract
    classes, and classes whose methods are all declared only."""
    found = {}
    for cls in program.classes():
        own = [m for m in methods(cls) if not is_constructor(m, cls) and not is_dunder(m)]
        declared = [m for m in own if "abstractmethod" in m.attrs.get("decorators", []) or _bodiless(m)]
        if cls.attrs.get("flavour") == "interface" and (declared or not own):
            found[cls.name] = cls
        elif declared and (
            len(declared) == len(own)
            or any("abstractmethod" in m.attrs.get("decorators", []) for m in own)
            or "abstract" in cls.attrs.get("modifiers", ())
            or cls.attrs.get("abstract")
        ):
            found[cls.name] = cls
    return found


def operations(cls: Node) -> set[str]:
    return {m.name for m in methods(cls) if not is_constructor(m, cls) and not is_dunder(m)}


def bound_things(program: Program, abstract: dict[str, Node]) -> dict[str, Node]:
    """Concrete classes bound to an abstraction: by extending or implementing it (through other classes too), by
    `Abstraction.register(Thing)`, or structurally (a Protocol's operations, all defined)."""
    classes = {c.name: c for c in program.classes()}
    registered = set()
    for call in program.calls():
        callee = call.child("callee")
        if callee is not None and callee.kind == "attribute" and callee.name == "register":
            obj = callee.child("object")
            if obj is not None and obj.kind == "name" and obj.name in abstract:
                registered |= {a.name for a in call.children_in("arg") if a.kind == "name"}

    def bound(name: str, seen: frozenset[str] = frozenset()) -> bool:
        if name in registered:
            return True
        cls = classes.get(name)
        if cls is None:
            return False
        parents = [b.split(".")[-1] for b in [*cls.attrs.get("bases", []), *cls.attrs.get("interfaces", [])]]
        return any(p in abstract or (p in classes and p not in seen and bound(p, seen | {name})) for p in parents)

    found = {n: c for n, c in classes.items() if n not in abstract and bound(n)}
    protocols = [a for a in abstract.values() if "Protocol" in [b.split(".")[-1] for b in a.attrs.get("bases", [])]]
    for cls in classes.values():
        if cls.name in abstract or cls.name in found:
            continue
        if any(operations(p) and operations(p) <= operations(cls) for p in protocols):
            found[cls.name] = cls
    return found


@constraint("abstract_things")
def abstractions_declare_operations(program: Program) -> list[Finding]:
    """The larger problem is decomposed into abstract things, each described by what operations the things of that
    abstraction can eventually do.

    Some abstraction (an interface, a Protocol, an abstract class, a class of declared-only methods) declares
    operations without doing them, and none (an interface, a Protocol, an ABC) declares nothing."""
    if not abstractions(program):
        return [Finding(program.main_file, 0, 0, "no abstraction: no interface or abstract class says what its "
                        "things can do")]  # fmt: skip
    return [
        Finding.at(cls, f"{cls.name} is an abstraction that declares no operation: say what its things can do")
        for cls in program.classes()
        if not operations(cls)
        and (
            cls.attrs.get("flavour") == "interface"
            or {b.split(".")[-1] for b in cls.attrs.get("bases", [])} & {"Protocol", "ABC"}
        )  # fmt: skip
    ]


@constraint("abstract_things")
def things_bound_to_abstractions(program: Program) -> list[Finding]:
    """Concrete things are then bound, somehow, to the abstractions; mechanisms for doing that vary.

    Every abstraction has a concrete thing bound to it: a class that extends or implements it, one registered
    with it, or (for a Protocol) one that defines all its operations."""
    abstract = abstractions(program)
    concrete = bound_things(program, abstract)
    problems = []
    for name, cls in abstract.items():
        bases_of = {c.name: [b.split(".")[-1] for b in [*c.attrs.get("bases", []), *c.attrs.get("interfaces", [])]]
                    for c in concrete.values()}  # fmt: skip
        protocol = "Protocol" in [b.split(".")[-1] for b in cls.attrs.get("bases", [])]
        used = any(name in bases for bases in bases_of.values()) or protocol and any(
            operations(cls) <= operations(c) for c in concrete.values()
        ) or any(name in [b.split(".")[-1] for b in [*a.attrs.get("bases", []), *a.attrs.get("interfaces", [])]]
                 for a in abstract.values())  # fmt: skip
        registered = any(
            call.child("callee") is not None and call.child("callee").kind == "attribute"
            and call.child("callee").name == "register" and root_name(call.child("callee")) == name
            for call in program.calls()
        )  # fmt: skip
        if not (used or registered):
            problems.append(Finding.at(cls, f"no concrete thing is bound to the abstraction {name}"))
    if abstract and not concrete:
        problems.append(Finding(program.main_file, 0, 0, "no concrete thing is bound to an abstraction"))
    return problems


@constraint("abstract_things")
def used_by_what_they_do(program: Program) -> list[Finding]:
    """The rest of the application uses the things not by what they are but by what they do in abstract.

    Every procedure called on a concrete thing from outside it is an operation some abstraction declares; no code
    outside a concrete thing uses its data or asks whether an object is of its concrete class."""
    abstract = abstractions(program)
    concrete = bound_things(program, abstract)
    declared = set().union(*(operations(a) for a in abstract.values())) if abstract else set()
    extra = set().union(*(operations(c) for c in concrete.values())) - declared if concrete else set()
    problems = []
    for call, callee, cls in calls_on_others(program):
        if callee.name in extra and (cls is None or cls.name not in concrete or True):
            problems.append(Finding.at(call, f"calls .{callee.name}(), which no abstraction declares: it uses what "
                                       "a thing is, not what it does"))  # fmt: skip
    return problems + _uses_what_things_are(program, concrete)


def _uses_what_things_are(program: Program, concrete: dict[str, Node]) -> list[Finding]:
    """Outside a concrete thing: its data read or written (`tally._counts`), or the question whether an object is
    of that concrete class (isinstance(x, DictTally), `x instanceof DictTally`)."""
    data = {name for cls in concrete.values() for name in fields(cls, instance_only=True)}
    data -= set().union(*(operations(c) for c in concrete.values())) if concrete else set()
    problems = []
    for node in program.nodes("attribute"):
        obj, inside = node.child("object"), node.enclosing("class")
        if node.role == "callee" or obj is None or is_self(obj, inside) or node.name not in data:
            continue
        if inside is not None and (inside.name in concrete or node.name in fields(inside)):
            continue
        problems.append(Finding.at(node, f"uses .{node.name}, the data of a concrete thing: use what it does"))
    for node in program.nodes("call"):
        callee, args = node.child("callee"), node.children_in("arg")
        if callee is not None and callee.name == "isinstance" and len(args) == 2 and program.is_library(node):
            kinds = args[1].children if args[1].kind == "collection" else [args[1]]
            asked = [k.name for k in kinds if k.kind == "name" and k.name in concrete]
            inside = node.enclosing("class")
            if asked and not (inside is not None and inside.name in concrete):
                problems.append(Finding.at(node, f"asks whether a thing is a {asked[0]}: use it by what it does"))
    for node in program.nodes("op"):
        asked = str(node.attrs.get("type", "")).split("<")[0].split(".")[-1]
        inside = node.enclosing("class")
        if node.attrs.get("op") == "instanceof" and asked in concrete and not (inside and inside.name in concrete):
            problems.append(Finding.at(node, f"asks whether a thing is a {asked}: use it by what it does"))
    return problems


@constraint("abstract_things", house=True)
def clients_typed_with_abstractions(program: Program) -> list[Finding]:
    """Our reading: clients declare the abstractions as their parameters' types, never a concrete thing.

    No parameter (or result) is typed with a concrete thing, and some function outside the things takes an
    abstraction."""
    abstract = abstractions(program)
    concrete = bound_things(program, abstract)
    problems, typed = [], False
    for function in program.functions():
        for param in function.children_in("param"):
            annotation = param.attrs.get("annotation") or param.attrs.get("type") or ""
            words = set(annotation.replace("[", " ").replace("]", " ").replace("<", " ").replace(">", " ")
                        .replace(",", " ").replace("|", " ").replace(".", " ").split())  # fmt: skip
            if words & set(concrete):
                problems.append(Finding.at(param, f"{function.name or 'a lambda'} takes {param.name} typed with the "
                                           f"concrete {sorted(words & set(concrete))[0]}"))  # fmt: skip
            if words & set(abstract) and (
                function.enclosing("class") is None or function.enclosing("class").name not in concrete
            ):
                typed = True
    if abstract and not typed:
        problems.append(Finding(program.main_file, 0, 0, "no client takes an abstraction as a parameter's type"))
    return problems


# ---------------------------------------------------------------------------------------------- hollywood (15)
@constraint("hollywood")
def entities_offer_registration(program: Program) -> list[Finding]:
    """The entities provide interfaces for other entities to be able to register callbacks.

    Some procedure keeps a function it is given (in a list, or a field), entities register with it, and the
    registrations are the entities' own (not all through one event manager keyed by event names: that is the
    bulletin board, chapter 16)."""
    regs = registrations(program)
    if not regs:
        return [Finding(program.main_file, 0, 0, "no entity offers a way to register a callback (no procedure "
                        "keeps a function it is given)")]  # fmt: skip
    problems = []
    if not registration_calls(program, regs):
        problems.append(Finding(program.main_file, 0, 0, "nothing registers a callback"))
    if all(r.keyed for r in regs):
        problems.append(
            Finding.at(
                regs[0].function,
                f"every registration goes through {regs[0].function.name}"
                "(event, handler): one event manager, a bulletin board, not entities' interfaces",
            )
        )
    return problems


@constraint("hollywood")
def registered_called_back(program: Program) -> list[Finding]:
    """At certain points of the computation, the entities call on the other entities that have registered for
    callbacks.

    Some call runs a function taken from where a registration kept it."""
    regs = registrations(program)
    back = callbacks(program, regs)
    if not back:
        return [Finding(program.main_file, 0, 0, "no registered callback is ever called back")]
    called = {n for c in back for n in sources_of(program, _held(program, c))}
    problems = []
    for reg in regs:
        if reg.storage not in called and (reg.storage, reg.function.name) not in {(p.message, "") for p in problems}:
            problems.append(Finding.at(reg.function, f"the handlers {reg.function.name} keeps ({reg.storage}) are "
                                       "never called back"))  # fmt: skip
    return problems


def _direct_calls_of(program: Program, targets: list[Node], regs: list[Registration]) -> list[Node]:
    """Calls, from inside an entity, of one of `targets` directly (not through a registration)."""
    ids = {id(t) for t in targets}
    names = {t.name for t in targets if t.name}
    back = {id(c) for c in callbacks(program, regs)}
    machinery = {id(r.function) for r in regs}
    found = []
    for call in program.calls():
        if id(call) in back or any(id(a) in machinery for a in call.ancestors()):
            continue
        callee = call.child("callee")
        if callee is None:
            continue
        held = callee.child("object") if callee.kind == "attribute" else callee
        if held is not None and held.kind == "name":
            bound = program.binding(held.name, held)
            if bound is not None and bound.kind == "param":
                continue  # calling a function one was handed is calling back, not calling an entity
        if callee.kind == "attribute" and is_self(callee.child("object"), call.enclosing("class")):
            continue  # an entity calling its own procedure
        runs = program.callees(call)
        by_name = callee.kind == "attribute" and callee.name in names and not runs
        if by_name and (
            library_typed(program, callee.child("object")) or program.is_library(call) and program.language == "java"
        ):
            by_name = False
        if any(id(f) in ids for f in runs) or by_name:
            found.append(call)
    return found


@constraint("hollywood")
def entities_never_called_directly(program: Program) -> list[Finding]:
    """The entities are never called on directly for actions.

    No one calls a registered handler except through its registration, and no entity calls another entity's
    procedure to make it act (a call whose answer it drops), other than to register with it."""
    regs = registrations(program)
    handled = handlers(program, regs)
    problems = [
        Finding.at(call, f"calls the handler {call.child('callee').name} directly: it is called back, not called")
        for call in _direct_calls_of(program, handled, regs)
    ]
    reg_names = {r.function.name for r in regs}
    back = {id(c) for c in callbacks(program, regs)}
    reg_ids = {id(r.function) for r in regs}
    made = registration_calls(program, regs)
    participants = {
        id(e)
        for c, _, _ in made
        if (e := c.enclosing("class")) is not None and not any(id(a) in reg_ids for a in c.ancestors())
    }
    wiring = {id(f) for c, _, _ in made if (f := c.enclosing("function")) is not None}
    for call, callee, cls in calls_on_others(program):
        if callee.name in reg_names or id(call) in back or any(id(f) in wiring for f in program.callees(call)):
            continue
        if cls is None:  # the main program starts the framework; it does not call on the entities that registered
            owners = {id(f.enclosing("class")) for f in program.callees(call) if f.enclosing("class") is not None}
            if owners & participants and call.parent is not None and call.parent.kind == "expr":
                problems.append(Finding.at(call, f"the main program calls .{callee.name}() of an entity that "
                                           "registered for callbacks: it should be called back"))  # fmt: skip
            continue
        if not program.result_used(call) and call.parent is not None and call.parent.kind == "expr":
            if any(p.line == call.line and p.file == call.file for p in problems):
                continue
            problems.append(Finding.at(call, f"{cls.name} calls .{callee.name}() of another entity to make it act: "
                                       "it should register and be called back"))  # fmt: skip
    return problems


@constraint("hollywood", house=True)
def hooks_are_announcements(program: Program) -> list[Finding]:
    """Our reading: every hook is an announcement, never a question.

    Registrations keep their handlers in lists (any number may listen); whoever calls them back drops what they
    return; no registered handler returns a value."""
    regs = registrations(program)
    problems = [
        Finding.at(r.function, f"{r.function.name} keeps one handler, not a list")
        for r in regs
        if r.store.kind == "attribute" and r.store.role == "target"
    ]
    for call in callbacks(program, regs):
        if program.result_used(call):
            problems.append(Finding.at(call, "uses what a handler answers: a hook announces, it does not ask"))
    for function in handlers(program, regs):
        for node in function.own() if not function.attrs.get("is_lambda") else []:
            if node.kind == "return" and node.child("value") is not None and node.child("value").kind != "literal":
                problems.append(Finding.at(node, f"the handler {function.name} answers a value"))
                break
    return problems


# ---------------------------------------------------------------------------------------------- bulletin_board (16)
def boards(program: Program) -> tuple[list[Registration], list[Node]]:
    """(the keyed registrations: subscribe(event, handler), the procedures that call back keyed handlers: publish)."""
    regs = [r for r in registrations(program) if r.keyed]
    storages = {r.storage for r in regs}
    publishers = []
    for call in callbacks(program, regs):
        function = call.enclosing("function")
        while function is not None and function.attrs.get("is_lambda"):
            function = function.enclosing("function")
        if function is not None and function not in publishers and any(r.function is not function for r in regs):
            publishers.append(function)
    del storages
    return regs, publishers


LIBRARY_SUBSCRIBE = {"addObserver", "addPropertyChangeListener", "addListener", "addEventListener", "on", "once",
                     "subscribe", "connect", "register"}  # fmt: skip
LIBRARY_PUBLISH = {"notifyObservers", "firePropertyChange", "emit", "dispatchEvent", "publish", "send", "post"}
LIBRARY_BOARD_BASES = {"Observable", "EventEmitter", "EventTarget", "PropertyChangeSupport", "Subject", "EventBus"}


class LibraryBoard:
    """A library's event infrastructure used as the board (java.util.Observable, Node's EventEmitter, ...): the
    calls that subscribe, those that publish, and the program's classes built on it (events, emitters)."""

    def __init__(self, program: Program) -> None:
        calls = [c for c in program.calls() if not program.callees(c) and c.child("callee") is not None]
        self.subscribes = [c for c in calls if c.child("callee").kind == "attribute"
                           and c.child("callee").name in LIBRARY_SUBSCRIBE and c.children_in("arg")]  # fmt: skip
        self.publishes = [c for c in calls if c.child("callee").name in LIBRARY_PUBLISH]
        self.classes = [c for c in program.classes()
                        if {b.split(".")[-1] for b in c.attrs.get("bases", [])} & LIBRARY_BOARD_BASES]  # fmt: skip

    def __bool__(self) -> bool:
        return bool(self.subscribes) and bool(self.publishes)

    def procedures(self) -> list[Node]:
        return [m for c in self.classes for m in methods(c)]


def _handler_entity(program: Program, handler: Node | None, call: Node) -> Node | None:
    """The entity a subscribed handler belongs to: the class of a method or an object, or the entity the lambda is
    written in."""
    if handler is None:
        return None
    function = function_value(program, handler)
    if function is not None and not function.attrs.get("is_lambda"):
        return function.enclosing("class") or entity_of(function)
    if handler.kind == "call" and handler.attrs.get("is_new"):
        made = program.resolve(handler.child("callee")) if handler.child("callee") is not None else None
        return made if made is not None and made.kind == "class" else None
    if handler.kind == "name" and handler.name != "this":
        target = program.resolve(handler)
        value = target.child("value") if target is not None and target.kind == "assign" else None
        if value is not None and value.kind == "call" and value.attrs.get("is_new"):
            made = program.resolve(value.child("callee")) if value.child("callee") is not None else None
            return made if made is not None and made.kind == "class" else None
    return entity_of(call)


def board_procedures(program: Program, regs: list[Registration], publishers: list[Node]) -> list[Node]:
    """The board's procedures: every public procedure of the class that keeps the subscriptions, or (a board made
    of functions) the subscribing and publishing functions and the functions around them."""
    found: list[Node] = []
    for reg in regs:
        cls = reg.function.enclosing("class")
        if cls is not None:
            found += [m for m in methods(cls) if not is_constructor(m, cls)]
        else:
            found += [reg.function, *(a for a in reg.function.ancestors() if a.kind == "function")]
    for publisher in publishers:
        cls = publisher.enclosing("class")
        found += [m for m in methods(cls) if not is_constructor(m, cls)] if cls is not None else [publisher]
    return program._unique(found)


def _calls_of(program: Program, targets: list[Node]) -> list[Node]:
    """Calls that may run one of `targets` (by what they resolve to, or by a method's name when the model cannot
    follow the object)."""
    ids = {id(t) for t in targets}
    names = {t.name for t in targets if t.name}
    found = []
    for call in program.calls():
        runs = program.callees(call)
        callee = call.child("callee")
        if any(id(f) in ids for f in runs) or (
            not runs and callee is not None and callee.kind == "attribute" and callee.name in names
        ):
            found.append(call)
    return found


@constraint("bulletin_board")
def board_exists(program: Program) -> list[Finding]:
    """Existence of an infrastructure for publishing and subscribing to events, aka the bulletin board.

    Some procedure keeps handlers by the kind of event they want, any number of them for a kind (subscribe), and
    another calls the handlers of an event's kind (publish)."""
    regs, publishers = boards(program)
    problems = []
    if not regs and LibraryBoard(program):
        return []  # a library's events: java.util.Observable, EventEmitter
    if not regs:
        problems.append(Finding(program.main_file, 0, 0, "no bulletin board: no procedure keeps handlers by the "
                                "kind of event they want (subscribe)"))  # fmt: skip
    elif not publishers:
        problems.append(Finding(program.main_file, 0, 0, "no bulletin board: nothing calls the handlers of an "
                                "event's kind (publish)"))  # fmt: skip
    elif all(r.store.role == "target" for r in regs):
        name = regs[0].function.name
        problems.append(Finding.at(regs[0].function, f"{name} keeps one handler for each kind of event: a board "
                                   "keeps every subscription and distributes events to all of them"))  # fmt: skip
    return problems


@constraint("bulletin_board")
def entities_post_and_subscribe(program: Program) -> list[Finding]:
    """Entities post event subscriptions (aka 'wanted') to the bulletin board and publish events (aka 'offered')
    to the bulletin board; the bulletin board does all the event management and distribution.

    At least two entities (classes or closures other than the board) subscribe, and some entity publishes."""
    regs, publishers = boards(program)
    library = LibraryBoard(program)
    if not regs and library:
        return _library_posts(program, library)
    if not regs:
        return [Finding(program.main_file, 0, 0, "no bulletin board to post subscriptions to")]
    procedures = board_procedures(program, regs, publishers)
    board = {id(p) for p in procedures} | {id(entity_of(p)) for p in procedures if entity_of(p) is not None}
    subscribing = {r.function.name for r in regs}
    subscribers, publishing = set(), set()
    for call, _, _ in registration_calls(program, regs):
        entity = entity_of(call)
        if entity is not None and id(entity) not in board:
            subscribers.add(id(entity))
    for call in _calls_of(program, [p for p in procedures if p.name not in subscribing]):
        entity = entity_of(call)
        if entity is not None and id(entity) not in board:
            publishing.add(id(entity))
    problems = []
    if len(subscribers) < 2:
        problems.append(Finding(program.main_file, 0, 0, f"{len(subscribers)} entit(ies) post subscriptions to the "
                                "board: the entities, plural, say what they want"))  # fmt: skip
    if not publishing:
        problems.append(Finding(program.main_file, 0, 0, "no entity publishes an event on the board"))
    return problems


def _library_posts(program: Program, library: LibraryBoard) -> list[Finding]:
    """entities_post_and_subscribe on a library's board: the subscribed handlers belong to two entities or more,
    and an entity publishes (itself, or through an event class built on the library)."""
    board = {id(c) for c in library.classes}
    subscribers = set()
    for call in library.subscribes:
        handler = call.children_in("arg")[-1]
        bound = program.binding(handler.name, handler) if handler.kind == "name" else None
        wrapper = bound.parent if bound is not None and bound.kind == "param" else None
        if wrapper is not None and wrapper.kind == "function":  # on(kind, h) { emitter.on(kind, h) }: its callers
            index = wrapper.children_in("param").index(bound)
            for site, offset in program.call_sites(wrapper):
                args = site.children_in("arg")
                if 0 <= index - offset < len(args):
                    entity = _handler_entity(program, args[index - offset], site)
                    if entity is not None and id(entity) not in board and entity is not wrapper:
                        subscribers.add(id(entity))
            continue
        entity = _handler_entity(program, handler, call)
        if entity is not None and id(entity) not in board:
            subscribers.add(id(entity))
    publishing = {id(e) for c in library.publishes if (e := entity_of(c)) is not None and id(e) not in board}
    for call in _calls_of(program, library.procedures()):
        entity = entity_of(call)
        if entity is None or id(entity) in board or (entity.kind == "class" and _hosts_main(entity)):
            continue
        publishing.add(id(entity))
    problems = []
    if len(subscribers) < 2:
        problems.append(Finding(program.main_file, 0, 0, f"{len(subscribers)} entit(ies) subscribe to the board's "
                                "events: the entities, plural, say what they want"))  # fmt: skip
    if not publishing:
        problems.append(Finding(program.main_file, 0, 0, "no entity publishes an event on the board"))
    return problems


@constraint("bulletin_board")
def only_through_the_board(program: Program) -> list[Finding]:
    """The entities are never called on directly for actions: they reach each other only through the board.

    No entity calls a procedure of another entity other than the board's (subscribe, publish), and no handler is
    called but by the board."""
    regs, publishers = boards(program)
    procedures = board_procedures(program, regs, publishers) + LibraryBoard(program).procedures()
    board_functions = {id(p) for p in procedures}
    board_names = {p.name for p in procedures}
    board_classes = {id(entity_of(p)) for p in procedures if entity_of(p) is not None}
    problems = []
    back = {id(c) for c in callbacks(program, regs)}
    for call, callee, cls in calls_on_others(program):
        if (cls is not None and id(cls) in board_classes) or callee.name in board_names or id(call) in back:
            continue
        runs = program.callees(call)
        if runs and all(id(f) in board_functions for f in runs):
            continue
        who = cls.name if cls is not None else "the main program"
        problems.append(Finding.at(call, f"{who} calls .{callee.name}() of an entity: publish an event instead"))
    flagged = {(p.file, p.line) for p in problems}
    for call in _direct_calls_of(program, handlers(program, regs), regs):
        if (call.file, call.line) not in flagged:
            problems.append(Finding.at(call, f"calls the handler {call.child('callee').name} directly, not "
                                       "through the board"))  # fmt: skip
    return problems


# The object family tells its chapters apart. An abstract-things program is a things program too (capsules of data
# with procedures), so things does not reject it; the other way round, abstract_things rejects things. A letterbox
# made of closures (objects with one procedure) is a map of procedures too, and a listener interface of Hollywood
# an abstraction: closed_maps and abstract_things do not reject those. Hollywood and bulletin-board programs are
# decomposed into capsules with procedures too (the book's tf-15 and tf-16 keep every constraint of things), so
# things does not reject them; they reject things.
NEIGHBOURS.update(
    {
        "things": ["letterbox", "closed_maps"],
        "letterbox": ["things", "closed_maps", "abstract_things", "hollywood", "bulletin_board"],
        "closed_maps": ["things", "abstract_things", "hollywood", "bulletin_board"],
        "abstract_things": ["things", "letterbox", "closed_maps", "bulletin_board"],
        "hollywood": ["things", "letterbox", "closed_maps", "abstract_things", "bulletin_board"],
        "bulletin_board": ["things", "letterbox", "closed_maps", "hollywood"],
    }
)

"""Part IX, interactivity: trinity (33), restful (34).

Each constraint is the chapter's README in one sentence, then how the rule follows the program to check it. The
three parts of a trinity are found by what they do (who holds and updates the data, who renders it, who reads
the input), not by their names.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from shared_tests.stylecheck.model import MUTATORS, Node, Program
from shared_tests.stylecheck.rules import NEIGHBOURS, Finding, constraint
from shared_tests.stylecheck.rules._part7to10 import (
    _put_into,
    call_name,
    calls_in,
    fed_by,
    function_of,
    is_self,
    loops_over_input,
    origins,
    reads_input,
    receiver,
    root_name,
    writes_output,
)

CONSTRUCTORS = {"__init__", "constructor"}
CHANGES = MUTATORS | {"merge", "compute", "computeIfAbsent", "computeIfPresent", "replace", "replaceAll"}


# ---------------------------------------------------------------------------------------------- units
@dataclass(eq=False)
class Unit:
    """A part of a program that may play a role in a trinity: a class, a function at a module's top level, or the
    module's own top-level statements."""

    node: Node
    kind: str  # "class", "function" or "module"

    @property
    def name(self) -> str:
        return self.node.name or self.kind

    def nodes(self) -> list[Node]:
        if self.kind == "module":
            return list(self.node.own())
        return list(self.node.walk())


def _units(program: Program) -> list[Unit]:
    units = []
    for module in program.files.values():
        units.append(Unit(module, "module"))
        for node in module.children:
            if node.kind == "class":
                units.append(Unit(node, "class"))
            elif node.kind == "function" and not node.attrs.get("is_lambda"):
                units.append(Unit(node, "function"))
            elif node.kind == "assign":
                value = node.child("value")
                if value is not None and value.kind == "function":
                    units.append(Unit(value, "function"))
    for cls in program.classes():
        if cls.parent is not None and cls.parent.kind != "module":
            units.append(Unit(cls, "class"))
    return units


def _data_methods(program: Program, cls: Node) -> dict[str, set[str]]:
    """Method -> the fields of its own class it writes (assignments to `self.x`, `self.x[k]`, mutators of `self.x`),
    for the methods of a class other than its constructor."""
    own_methods = {f.name for f in program.functions() if f.attrs.get("is_method")}
    methods = [c for c in cls.children if c.kind == "function"]
    found: dict[str, set[str]] = {}
    for method in methods:
        written = set()
        for node in method.walk():
            if node.kind == "assign":
                for target in node.children_in("target"):
                    field = _own_field(target) or _implicit_field(program, cls, target)
                    if field:
                        written.add(field)
            elif node.kind == "call" and call_name(node) in CHANGES:
                field = _own_field(receiver(node)) or _implicit_field(program, cls, receiver(node))
                if field and (call_name(node) not in own_methods or _library_value(program, cls, field)):
                    written.add(field)
        if written:
            found[method.name] = written
    grown = True
    while grown:  # a method that calls one of its own that writes, writes too
        grown = False
        for method in methods:
            if method.name in found:
                continue
            called = {call_name(c) for c in method.walk() if c.kind == "call" and is_self(receiver(c))}
            if called & set(found):
                found[method.name] = set().union(*(found[m] for m in called & set(found)))
                grown = True
    return found


def _own_field(node: Node | None) -> str:
    """`x` for `self.x`, `self.x[k]`, `self.x.y` (the field of self an expression reaches into)."""
    while node is not None and node.kind in ("index", "attribute"):
        obj = node.child("object")
        if node.kind == "attribute" and is_self(obj):
            return node.name
        node = obj
    return ""


def _library_value(program: Program, cls: Node, field: str) -> bool:
    """Whether a field is made as a value of the library (`new ArrayList<>()`, `[]`, `{}`), not of the program."""
    for assign in program.fields(cls).get(field, []):
        value = assign.child("value")
        if value is None:
            continue
        if value.kind == "collection":
            return True
        if value.kind == "call":
            callee = value.child("callee")
            made = program.resolve(callee) if callee is not None and callee.kind in ("name", "attribute") else None
            if made is None or made.kind != "class":
                return True
    return False


def _implicit_field(program: Program, cls: Node, node: Node | None) -> str:
    """Java: a field named without `this.` (`values.add(v)`, `count[k] = 1`): the name a field declaration of the
    class binds."""
    if program.language != "java":
        return ""
    base = root_name(node)
    if base is None or base.name in {"this", "super"}:
        return ""
    bound = program.binding(base.name, base)
    if bound is not None and bound.enclosing("function") is None and bound.enclosing("class") is cls:
        return base.name
    return ""


def _fields(program: Program, cls: Node) -> frozenset[str]:
    """The fields of a class, tuples unpacked (`self.a, self.b = [], {}`)."""
    found = set(program.fields(cls))
    for node in cls.walk():
        if node.kind == "assign" and node.enclosing("class") is cls:
            for target in node.children_in("target"):
                if target.kind == "collection":
                    found |= {t.name for t in target.children if t.kind == "attribute" and is_self(t.child("object"))}
    return frozenset(found)


def _extra_callees(program: Program, call: Node) -> list[Node]:
    """A call of an object that is called (`getch = _Getch(); getch()`): its class's __call__."""
    callee = call.child("callee")
    if callee is None or callee.kind not in ("name", "attribute"):
        return []
    target = program.resolve(callee)
    if target is None or target.kind != "assign":
        return []
    value = target.child("value")
    if value is None or value.kind != "call" or value.child("callee") is None:
        return []
    made = program.resolve(value.child("callee")) if value.child("callee").kind in ("name", "attribute") else None
    if made is None or made.kind != "class":
        return []
    return [c for c in made.children if c.kind == "function" and c.name == "__call__"]


def _reaches(program: Program, nodes: list[Node], test, skip: set[int], depth: int = 5) -> Node | None:
    """A call among `nodes`, or in the functions their calls run (not those in `skip`), for which `test` holds."""
    seen, pending = set(), [(n, 0) for n in nodes if n.kind == "call"]
    pending += [(n, 0) for n in nodes if n.kind == "loop"]
    while pending:
        node, level = pending.pop()
        if id(node) in seen:
            continue
        seen.add(id(node))
        if node.kind == "loop":
            if loops_over_input(node) and test is _reads:
                return node
            continue
        if node.kind == "call":
            if test(program, node):
                return node
            if level < depth:
                for function in program.callees(node) + _extra_callees(program, node):
                    if id(function) in skip:
                        continue
                    pending += [(c, level + 1) for c in function.walk() if c.kind in ("call", "loop")]
    return None


def _reads(program: Program, call: Node) -> bool:
    return reads_input(program, call)


def _writes(program: Program, call: Node) -> bool:
    return writes_output(program, call)


@dataclass
class Trinity:
    model: Unit | None = None
    controller: Unit | None = None
    view: Unit | None = None
    model_fields: frozenset[str] = frozenset()
    updates: frozenset[str] = frozenset()


def _function_ids(unit: Unit) -> set[int]:
    return {id(n) for n in unit.node.walk() if n.kind == "function"}


def _trinity(program: Program) -> Trinity:
    """Who holds the data (a class whose methods write its fields), who reads the input and updates it (the
    controller), who renders it (the view), found by what they do."""
    units = _units(program)
    classes = [u for u in units if u.kind == "class"]
    pairs: list[Trinity] = []
    for model in classes:
        methods = _data_methods(program, model.node)
        updates = {m for m in methods if m not in CONSTRUCTORS | {model.node.name}}
        if not updates:
            continue
        update_nodes = {id(c) for c in model.node.children if c.kind == "function" and c.name in updates}
        skip = _function_ids(model)
        fields = frozenset(f for written in methods.values() for f in written) | _fields(program, model.node)
        for controller in units:
            if controller is model or (controller.kind != "module" and controller.node in model.node.ancestors()):
                continue
            if controller.node in model.node.walk():
                continue
            calls = [n for n in controller.nodes() if n.kind == "call"]
            updating = [
                c
                for c in calls
                if (call_name(c) in updates and not is_self(receiver(c)))
                or any(id(f) in update_nodes for f in program.callees(c))
            ]
            if not updating:
                continue
            if _reaches(program, controller.nodes(), _reads, skip) is None:
                continue
            if not _runs(program, controller):
                continue
            pairs.append(Trinity(model, controller, None, fields, frozenset(updates)))
    for pair in pairs:
        pair.view = _view(program, units, pair)
        if pair.view is not None:
            return pair
    if pairs:
        return pairs[0]
    found = Trinity()
    candidates = [(u, _data_methods(program, u.node)) for u in classes]
    candidates = [(u, m) for u, m in candidates if set(m) - CONSTRUCTORS - {u.node.name}]
    if candidates:
        model, methods = candidates[0]
        found.model = model
        found.model_fields = frozenset(f for fields in methods.values() for f in fields)
        found.updates = frozenset(set(methods) - CONSTRUCTORS - {model.node.name})
    return found


def _runs(program: Program, unit: Unit) -> bool:
    """Whether a part is used: a module's own statements run; a function is called, a class is made or its
    methods are called, somewhere in the program."""
    if unit.kind == "module":
        return True
    if unit.kind == "class" and any(
        f.kind == "function" and f.name == "main" and f.attrs.get("is_static") for f in unit.node.children
    ):
        return True  # Java: the class the program starts in
    inside = {id(n) for n in unit.node.walk()}
    functions = {id(f) for f in unit.node.walk() if f.kind == "function"} | {id(unit.node)}
    for call in program.calls():
        if id(call) in inside:
            continue
        targets = program.callees(call)
        callee = call.child("callee")
        made = program.resolve(callee) if callee is not None and callee.kind in ("name", "attribute") else None
        if any(id(t) in functions for t in targets) or (made is not None and id(made) in functions):
            return True
        if unit.kind == "class" and call_name(call) == unit.node.name:
            return True
    return False


def _mentions_model(program: Program, unit: Unit, found: Trinity) -> bool:
    """Whether a unit reads the model's data: it names the model's fields or methods on an object, or it is handed
    them (a parameter whose values at the call sites name them, or are the model)."""
    assert found.model is not None
    names = set(found.model_fields) | {c.name for c in found.model.node.children if c.kind == "function"}
    for node in unit.nodes():
        if node.kind == "attribute" and node.name in names and not is_self(node.child("object")):
            return True
    model_made = {
        id(c)
        for c in program.calls()
        if c.child("callee") is not None
        and c.child("callee").kind in ("name", "attribute")
        and program.resolve(c.child("callee")) is found.model.node
    }
    for function in (n for n in unit.node.walk() if n.kind == "function"):
        for param in (c for c in function.children if c.kind == "param"):
            for value in program.param_values(param):
                if any(n.kind == "attribute" and n.name in names for n in value.walk()):
                    return True
                if fed_by(program, value, lambda n: id(n) in model_made, 2) is not None:
                    return True
    return False


def _view(program: Program, units: list[Unit], found: Trinity) -> Unit | None:
    skip = _function_ids(found.model) if found.model else set()
    for unit in units:
        if unit in (found.model, found.controller) or unit.kind == "module":
            continue
        if found.model is not None and unit.node in found.model.node.walk():
            continue
        if _reaches(program, unit.nodes(), _writes, skip, 3) is None:
            continue
        if _mentions_model(program, unit, found):
            return unit
    return None


def _renders(program: Program, model: Unit, fields: frozenset[str]) -> Node | None:
    """An output call in the model that writes the model's own data (a field, or what a loop over a field
    gives): the rendition is the view's."""
    loop_names = set()
    for loop in (n for n in model.node.walk() if n.kind == "loop"):
        source = loop.child("iter")
        if source is not None and any(
            _own_field(n) in fields or _implicit_field(program, model.node, n) in fields
            for n in source.walk()
            if n.kind in ("attribute", "name")
        ):
            loop_names |= {t.name for t in loop.children_in("target") for t in t.walk() if t.kind == "name"}
    for call in (n for n in model.node.walk() if n.kind == "call"):
        if not writes_output(program, call):
            continue
        for arg in call.children_in("arg"):
            for node in arg.walk():
                if node.kind == "attribute" and is_self(node.child("object")) and node.name in fields:
                    return call
                if node.kind == "name" and node.name in loop_names:
                    return call
                if node.kind == "name" and _implicit_field(program, model.node, node) in fields - {""}:
                    return call
    return None


@constraint("trinity")
def model_represents_data(program: Program) -> list[Finding]:
    """The model represents the application's data.

    One part holds the data and the operations that update it (a class whose methods write its fields), and it
    does not render that data: no output of its own fields (an error message of its own is no rendition)."""
    found = _trinity(program)
    if found.model is None:
        return [Finding(program.main_file, 0, 0, "no model: no part holds the application's data and updates it")]
    rendering = _renders(program, found.model, found.model_fields)
    if rendering is not None:
        return [Finding.at(rendering, f"the model {found.model.name} renders its own data: the view's work")]
    return []


@constraint("trinity")
def view_renders_data(program: Program) -> list[Finding]:
    """The view represents a specific rendition of the data.

    A part other than the model and the controller writes output from the model's data (it names the model's
    fields or queries, or is handed them), and it changes none of that data: the view does not count."""
    found = _trinity(program)
    if found.model is None or found.controller is None:
        return [Finding(program.main_file, 0, 0, "no view can be told apart: no model updated by a controller")]
    if found.view is None:
        return [Finding(program.main_file, 0, 0, "no view: no other part renders the model's data")]
    findings = []
    for node in found.view.nodes():
        targets = []
        if node.kind == "assign":
            targets = node.children_in("target")
        elif node.kind == "delete":
            targets = list(node.children)
        elif node.kind == "call" and call_name(node) in CHANGES:
            obj = receiver(node)
            targets = [obj] if obj is not None and obj.kind in ("attribute", "index", "name") else []
        for target in targets:
            for inner in target.walk():
                if (
                    inner.kind == "attribute"
                    and inner.name in found.model_fields
                    and not is_self(inner.child("object"))
                ):
                    findings.append(Finding.at(node, f"the view {found.view.name} changes the model's {inner.name}"))
                    break
    return findings


@constraint("trinity")
def controller_handles_input(program: Program) -> list[Finding]:
    """The controller provides for input/output, for populating/updating the model and for invoking the right view.

    A part other than the model reads the input and calls the model's operations that update its data, and the
    view is invoked: by the controller, or by the model it updates (observers it notifies)."""
    found = _trinity(program)
    if found.controller is None:
        return [Finding(program.main_file, 0, 0, "no controller: no part reads the input and updates the model")]
    if found.view is None:
        return []  # view_renders_data says it
    view_names = {found.view.node.name} | {c.name for c in found.view.node.walk() if c.kind == "function"}
    view_nodes = {id(n) for n in found.view.node.walk()}
    invoked = any(
        call_name(c) in view_names or any(id(f) in view_nodes for f in _held_functions(program, c))
        for c in found.controller.nodes()
        if c.kind == "call"
    )
    notified = _notifies(program, found.model.node) if found.model else False
    if not (invoked or notified):
        return [Finding(program.main_file, 0, 0, "nothing invokes the view: not the controller, not the model")]
    return []


def _held_functions(program: Program, call: Node) -> list[Node]:
    """What a call may run, also through a field that holds a function handed to a constructor
    (`self._chart = chart` ... `self._chart(readings)`)."""
    found = list(program.callees(call))
    callee = call.child("callee")
    if callee is None or callee.kind != "attribute" or not is_self(callee.child("object")):
        return found
    cls = callee.enclosing("class")
    assigns = [
        a
        for a in (cls.walk() if cls is not None else [])
        if a.kind == "assign"
        and any(
            t.kind == "attribute" and t.name == callee.name and is_self(t.child("object"))
            for target in a.children_in("target")
            for t in ([target] if target.kind != "collection" else target.children)
        )
    ]
    for assign in assigns:
        for value in [assign.child("value"), *[c for c in assign.walk() if c.kind == "name"]]:
            if value is None or value.kind != "name":
                continue
            bound = program.binding(value.name, value)
            if bound is not None and bound.kind == "param":
                found += [f for v in program.param_values(bound) if (f := function_of(program, v)) is not None]
    return found


def _notifies(program: Program, model: Node) -> bool:
    """Whether the model calls what was registered with it: a loop over one of its fields that calls each item or
    a method of it, or a callback it was handed (a parameter of a lambda it runs over its listeners)."""
    for call in (c for c in model.walk() if c.kind == "call"):
        base = root_name(call.child("callee"))
        if base is None or base.name in {"self", "this"}:
            continue
        bound = program.binding(base.name, base)
        if bound is not None and bound.kind == "param" and bound.parent is not None:
            if bound.parent.attrs.get("is_lambda") and bound.parent.enclosing("class") is model:
                return True
    for loop in (n for n in model.walk() if n.kind == "loop"):
        source = loop.child("iter")
        if source is None or not any(_own_field(n) for n in source.walk() if n.kind == "attribute"):
            continue
        names = {t.name for t in loop.children_in("target") for t in t.walk() if t.kind == "name"}
        for call in calls_in(loop):
            base = root_name(call.child("callee"))
            if base is not None and base.name in names:
                return True
    return False


OUTPUT_WORDS = ("You Won!", "You Lost!", "The provided input is not valid!", "Not enough inputs!")


def _presentation(text: str) -> bool:
    return (
        text in {"¶", "▓", "*", ">"}
        or any(0x2500 <= ord(ch) <= 0x259F for ch in text)
        or any(m in text for m in OUTPUT_WORDS)
    )


@constraint("trinity", house=True)
def model_knows_no_presentation(program: Program) -> list[Finding]:
    """Our stricter reading: the model presents nothing at all (no output, no symbol or banner text) and knows no
    view or controller."""
    found = _trinity(program)
    if found.model is None:
        return [Finding(program.main_file, 0, 0, "no model")]
    findings = []
    others = {u.node.name for u in (found.view, found.controller) if u is not None and u.kind != "module"}
    for node in found.model.node.walk():
        if node.kind == "literal" and node.attrs.get("type") == "str" and _presentation(str(node.attrs.get("value"))):
            findings.append(Finding.at(node, f"the model holds presentation: {node.text[:30]}"))
        elif node.kind == "call" and writes_output(program, node):
            findings.append(Finding.at(node, "the model writes output: the view presents"))
        elif node.kind == "name" and node.name in others:
            findings.append(Finding.at(node, f"the model names {node.name}: it knows no view or controller"))
    return findings


@constraint("trinity", house=True)
def controller_writes_nothing(program: Program) -> list[Finding]:
    """Our reading: the controller writes nothing either: a prompt is the view's too."""
    found = _trinity(program)
    if found.controller is None:
        return []
    return [
        Finding.at(c, "the controller writes output: the view presents")
        for c in found.controller.nodes()
        if c.kind == "call" and writes_output(program, c)
    ]


@constraint("trinity", house=True)
def view_observes_model(program: Program) -> list[Finding]:
    """Our active MVC (the book's second version): the view observes the model, which notifies it of changes."""
    found = _trinity(program)
    if found.model is None or not _notifies(program, found.model.node):
        return [Finding(program.main_file, 0, 0, "the model notifies no observers")]
    return []


# ---------------------------------------------------------------------------------------------- restful
VERBS = {"get", "post", "put", "delete", "patch", "head", "options"}
EQUALS = {"equals", "equalsIgnoreCase", "startsWith", "match", "fullmatch"}
PATH = re.compile(r"^(/[^\s]*|https?://\S+)$")


def _is_verb(node: Node) -> bool:
    return node.kind == "literal" and str(node.attrs.get("value", "")).lower() in VERBS


def _is_link_value(node: Node) -> bool:
    """A request a client may make next: a verb, or a resource path, as a literal."""
    if node.kind != "literal" or node.attrs.get("type") != "str":
        return False
    value = str(node.attrs.get("value", node.text.strip("`'\"f")))
    return value.lower() in VERBS or bool(PATH.match(value.split("{")[0] or value)) and len(value) > 1


def _handler_tables(program: Program) -> list[tuple[Node, list[Node]]]:
    """(table, handler functions): a map from request keys to functions of the program: a map literal,
    `Map.of(key, f, ...)`, or a map the program puts functions into (`ROUTES.put("GET /", f)`)."""
    found = []
    for table in program.nodes("collection"):
        if table.attrs.get("type") != "map":
            continue
        handlers = [f for f in (function_of(program, v) for v in table.children_in("value")) if f is not None]
        if handlers and len(handlers) * 2 >= len(table.children_in("value")):
            found.append((table, handlers))
    puts: dict[int, tuple[Node, list[Node]]] = {}
    for call in program.calls():
        given = call.children_in("arg")
        if call_name(call) == "of" and len(given) >= 2 and len(given) % 2 == 0:
            handlers = [f for f in (function_of(program, v) for v in given[1::2]) if f is not None]
            if handlers and len(handlers) * 2 >= len(given) // 2:
                found.append((call, handlers))
        elif call_name(call) in ("put", "set") and len(given) == 2 and receiver(call) is not None:
            handler = function_of(program, given[1])
            base = root_name(receiver(call))
            bound = program.binding(base.name, base) if base is not None else None
            if handler is not None and bound is not None:
                entry = puts.setdefault(id(bound), (bound, []))
                entry[1].append(handler)
    for bound, handlers in puts.values():
        holder = bound.parent if bound.kind == "name" else None
        found.append((holder if holder is not None and holder.kind == "assign" else bound, handlers))
    return found


def _table_of(program: Program, node: Node, tables: set[int]) -> bool:
    """Whether an expression is (or names) one of the handler tables."""
    for value in [node, *(origins(program, node, 1)[1:])]:
        if id(value) in tables or (value.parent is not None and id(value.parent) in tables):
            return True
    base = root_name(node)
    if base is not None:
        bound = program.binding(base.name, base)
        if bound is not None and (id(bound) in tables or (bound.parent is not None and id(bound.parent) in tables)):
            return True
    return False


def _dispatchers(program: Program) -> list[Node]:
    """Functions that serve a request: they look its handler up in a table, or compare the request's verb."""
    tables = _handler_tables(program)
    table_ids = {id(t) for t, _ in tables}
    found = []
    for function in [*program.functions(), *program.files.values()]:
        if function.attrs.get("is_lambda") and not _named(function):
            continue
        for node in function.own():
            if node.kind == "call" and program.callee_kind(node) == "table":
                found.append(function)
                break
            if node.kind == "index" and node.child("object") is not None:
                if _table_of(program, node.child("object"), table_ids):
                    found.append(function)
                    break
            if node.kind == "call" and call_name(node) in ("get", "getOrDefault") and receiver(node) is not None:
                if _table_of(program, receiver(node), table_ids):
                    found.append(function)
                    break
    if found:
        return found
    for function in program.functions():  # no table: a function that tells requests apart by their verb
        if (function.attrs.get("is_lambda") and not _named(function)) or _reaches(
            program, list(function.own()), _reads, set(), 2
        ):
            continue
        compares = [n for n in function.own() if n.kind == "op" or (n.kind == "call" and call_name(n) in EQUALS)]
        if any(any(_is_verb(c) for c in n.children) for n in compares):
            found.append(function)
    return found


def _function_name(function: Node) -> str:
    """A function's name, or the name its expression is assigned to."""
    if function.name:
        return function.name
    if _named(function):
        target = function.parent.child("target") if function.parent is not None else None
        return target.name if target is not None else ""
    return ""


def _named(function: Node) -> bool:
    """A function expression given a name (`handle = function (verb, uri) {...}`, `const f = (x) => ...`)."""
    return function.parent is not None and function.parent.kind == "assign" and function.role == "value"


def _server(program: Program) -> tuple[list[Node], list[Node]]:
    """(the dispatchers, every function of the server: the dispatchers, their handlers, what those call)."""
    dispatchers = _dispatchers(program)
    server = {id(d): d for d in dispatchers if d.kind == "function"}
    for function in program.functions():  # a server object's method that hands requests to the dispatcher
        if id(function) in server or not function.attrs.get("is_method"):
            continue
        calls = [c for c in function.own() if c.kind == "call"]
        if any(d in program.callees(c) for c in calls for d in dispatchers) and not _reaches(
            program, list(function.own()), _reads, set(), 2
        ):
            server[id(function)] = function
    for _, handlers in _handler_tables(program):
        server |= {id(h): h for h in handlers}
        if any(d.kind == "module" for d in dispatchers):  # the table is looked up at a module's top level
            dispatchers = [*dispatchers, *handlers]
    pending = list(server.values())
    while pending:
        function = pending.pop()
        for call in calls_in(function):
            for target in program.callees(call):
                if id(target) not in server:
                    server[id(target)] = target
                    pending.append(target)
        for node in function.walk():
            if node.kind == "function" and id(node) not in server:
                server[id(node)] = node
    return dispatchers, list(server.values())


@constraint("restful")
def client_and_server(program: Program) -> list[Finding]:
    """Separation between Client (user interface) and Server (data storage), interactive end to end.

    A server part answers requests (a function that looks the request's handler up, or tells requests apart by
    their verb), and reads no user input: the client part asks it, and does the user's input and output."""
    dispatchers, server = _server(program)
    if not dispatchers:
        return [Finding(program.main_file, 0, 0, "no server: nothing answers requests by their verb and resource")]
    findings = []
    server_ids = {id(f) for f in server}
    for function in server:
        for node in function.own():
            if node.kind == "call" and reads_input(program, node):
                findings.append(Finding.at(node, f"the server's {function.name or 'handler'} reads the user's input"))
    names = {_function_name(d) for d in dispatchers if d.kind == "function"} - {""}
    client_calls = [
        c
        for c in program.calls()
        if (any(d in program.callees(c) for d in dispatchers) or (not program.callees(c) and call_name(c) in names))
        and (c.enclosing("function") is None or id(c.enclosing("function")) not in server_ids)
    ]
    if not client_calls:
        findings.append(Finding(program.main_file, 0, 0, "no client sends the server requests"))
    return findings


CACHES = {"cache", "lru_cache", "cached_property", "memoize"}


@constraint("restful")
def stateless_server(program: Program) -> list[Finding]:
    """Every request from client to server must contain all the information necessary to serve it: the server
    cannot store context of the interaction; session state is on the client.

    No function of the server rebinds a global (or nonlocal), keeps anything in an object's fields between
    calls (outside a constructor), or caches its answers; the data it serves (its database) it may store."""
    _, server = _server(program)
    findings = []
    for function in server:
        for decorator in function.attrs.get("decorators", []):
            if str(decorator).split(".")[-1].split("(")[0] in CACHES:
                findings.append(Finding.at(function, f"{function.name} caches its answers between requests"))
        for node in function.own():
            if node.kind == "global":
                names = ", ".join(node.attrs.get("names", []))
                findings.append(Finding.at(node, f"{function.name} keeps {names} between requests"))
            elif node.kind == "assign" and function.name not in CONSTRUCTORS:
                for target in node.children_in("target"):
                    if _own_field(target):
                        findings.append(Finding.at(node, f"{function.name} keeps {target.text[:30]} between requests"))
                    elif target.kind == "name" and program.language != "python" and _outlives(program, target):
                        name = function.name or "a handler"
                        findings.append(Finding.at(node, f"{name} keeps {target.name} between requests"))
    return findings


def _carries_links(program: Program, value: Node, depth: int = 7) -> bool:
    """Whether a representation holds a link: a verb or a resource path as an element of a collection in it (or of
    a collection kept in a name it uses, or in what a function it calls returns)."""
    if depth < 0:
        return False
    if value.kind == "collection":
        for item in value.children:
            if item.role == "key":
                continue
            if _is_link_value(item) and value.parent is not None:
                return True
            if item.kind in ("collection", "name", "call", "cond", "op") and _carries_links(program, item, depth - 1):
                return True
        return False
    if value.kind in ("cond", "op"):
        return any(_carries_links(program, c, depth - 1) for c in value.children)
    if value.kind == "name":
        bound = program.binding(value.name, value)
        values = []
        scope = value.enclosing("function")
        for assign in scope.own() if scope is not None else []:  # every value the name is given here
            if assign.kind == "assign" and any(
                t.kind == "name" and t.name == value.name for t in assign.children_in("target")
            ):
                values.append(assign.child("value"))
        if bound is not None and bound.kind == "name":
            values += _put_into(program, value.name, bound)  # links.put("add", new String[] {"POST", ...})
            if bound.parent is not None and bound.parent.kind == "assign":
                values.append(bound.parent.child("value"))
        return any(v is not None and _carries_links(program, v, depth - 1) for v in values)
    if value.kind == "literal":
        return _is_link_value(value) and value.parent is not None and value.parent.kind == "call"
    if value.kind == "call":  # json.dumps({...}), new Representation(..., links), show_list(name)
        if any(_carries_links(program, a, depth - 1) for a in value.children if a.role != "callee"):
            return True
        for callee in program.callees(value):
            returns = [r.children[0] for r in callee.own() if r.kind == "return" and r.children]
            body = callee.child("body")
            if callee.attrs.get("is_lambda") and body is not None and body.kind != "block":
                returns.append(body)
            if any(_carries_links(program, r, depth - 1) for r in returns):
                return True
    return False


def _outlives(program: Program, name: Node) -> bool:
    """Whether a name stored to is a variable that outlives the call: module-level (JavaScript) or a static or
    instance field (Java)."""
    bound = program.binding(name.name, name)
    return bound is not None and bound.enclosing("function") is None


@constraint("restful")
def uniform_interface(program: Program) -> list[Finding]:
    """Uniform interface: resources that are created and retrieved, resource identifiers, and hypermedia
    representations that are the engine of application state.

    Requests name a verb and a resource (the server tells them apart by these), and the representations the
    server answers with carry links: the requests the client may make next (a verb or a resource path in what a
    handler returns)."""
    dispatchers, server = _server(program)
    if not dispatchers:
        return [Finding(program.main_file, 0, 0, "requests name no verb and resource: no server tells them apart")]
    for function in server:
        for node in function.walk():
            if node.kind != "return" or not node.children:
                continue
            if _carries_links(program, node.children[0]):
                return []
    return [Finding(program.main_file, 0, 0, "no representation carries links to the next requests")]


@constraint("restful", house=True)
def server_stores_nothing(program: Program) -> list[Finding]:
    """Our reading: the server stores nothing at all between requests: no module-level name is written or
    changed by a function of the server."""
    _, server = _server(program)
    ids = {id(f) for f in server}
    return [
        Finding.at(w, f"the server changes the module's {s.name}")
        for s in program.module_state()
        for w in s.writes
        if w.enclosing("function") is not None and id(w.enclosing("function")) in ids
    ]


NEIGHBOURS.update({"trinity": ["restful", "spreadsheet"], "restful": ["trinity", "double_map_reduce"]})

"""Part VII, data-centric: persistent_tables (26), spreadsheet (27), lazy_rivers (28).

Each constraint is the chapter's README in one sentence, then how the rule follows the program to check it.
"""

from __future__ import annotations

import re

from shared_tests.stylecheck.model import Node, Program, looks_like_sql
from shared_tests.stylecheck.rules import EXEMPTIONS, NEIGHBOURS, Finding, constraint
from shared_tests.stylecheck.rules._part7to10 import (
    call_name,
    calls_in,
    fed_by,
    followed,
    function_of,
    origins,
    positional,
    receiver,
)


# ---------------------------------------------------------------------------------------------- persistent_tables
def _sql_strings(program: Program) -> list[Node]:
    """The string literals (and template strings) that hold SQL."""
    return [s for s in program.strings() if looks_like_sql(str(s.attrs.get("value", "")))]


def _sql_text(program: Program) -> str:
    return " ".join(" ".join(str(s.attrs.get("value", "")).upper().split()) for s in _sql_strings(program))


ENGINES = ("sqlite3", "java.sql", "node:sqlite", "better-sqlite3", "sqlite", "sql.js", "pg", "mysql", "duckdb",
           "sqlalchemy", "psycopg", "alasql", "h2")  # fmt: skip


def _has_engine(program: Program) -> bool:
    """A relational query engine: an import (or require) of a SQL library, or a library call that issues SQL."""
    for imp in program.imports():
        module = str(imp.attrs.get("module", ""))
        modules = [module, *imp.attrs.get("modules", []), *imp.attrs.get("names", {}).values()]
        if any(m == e or m.startswith(e + ".") or m.startswith(e + "/") for m in modules for e in ENGINES if m):
            return True
    for call in program.calls():
        if call_name(call) == "require" and any(
            str(a.attrs.get("value", "")) in ENGINES for a in positional(call) if a.kind == "literal"
        ):
            return True
        if call_name(call) in ("getConnection", "connect") and any(
            str(a.attrs.get("value", "")).startswith("jdbc:") for a in call.walk() if a.kind == "literal"
        ):
            return True
    return any("sql" in program.concepts(call) for call in program.calls())


@constraint("persistent_tables")
def data_in_tables(program: Program) -> list[Finding]:
    """The data is placed in tables, with columns potentially cross-referencing data in other tables, in a
    relational query engine.

    The program uses a relational engine (sqlite3, JDBC, node:sqlite, better-sqlite3 ...) and creates at least one
    table in it (CREATE TABLE); how many tables, and whether their columns reference each other, is the
    program's choice ("potentially")."""
    findings = []
    where = program.main_file
    if not _has_engine(program):
        findings.append(Finding(where, 0, 0, "no relational query engine: no SQL library is used"))
    if "CREATE TABLE" not in _sql_text(program):
        findings.append(Finding(where, 0, 0, "no table is created (CREATE TABLE): the data is not placed in tables"))
    return findings


SELECTS = re.compile(r"^\s*(SELECT|WITH)\b", re.IGNORECASE)
GATHERS = {"merge", "put", "set", "setdefault", "update", "compute", "computeIfAbsent", "computeIfPresent",
           "increment", "Counter"}  # fmt: skip


def _queries(program: Program) -> list[Node]:
    return [s for s in _sql_strings(program) if SELECTS.match(str(s.attrs.get("value", "")))]


def _is_query_call(program: Program, node: Node) -> bool:
    """A call that runs a query: one of its arguments is (or names) a SELECT."""
    if node.kind != "call":
        return False
    for arg in positional(node):
        for origin in origins(program, arg, 2):
            if origin.kind == "literal" and SELECTS.match(str(origin.attrs.get("value", ""))):
                return True
    return False


def _rows_loop(program: Program, loop: Node) -> bool:
    """Whether a loop goes over the rows of a query: its iterable, or its test, comes from a call that runs one."""
    for role in ("iter", "test"):
        part = loop.child(role)
        if part is not None and fed_by(program, part, lambda n: _is_query_call(program, n), 3) is not None:
            return True
    return False


def _gathers(loop: Node) -> Node | None:
    """Work a loop does with the rows in the program: it adds up (`+=`), or stores under keys (`d[k] = ...`,
    `counts.merge(...)`, `m.set(...)`)."""
    for node in loop.own():
        if node.kind == "assign":
            value = node.child("value")
            counter = value is None or value.kind == "literal"  # i++, shown += 1: counting rows, not the answer
            if node.attrs.get("op", "=") not in ("=", "", ":=") and not counter:
                return node
            if any(t.kind == "index" for t in node.children_in("target")):
                return node
        if node.kind == "call" and call_name(node) in GATHERS and receiver(node) is not None:
            return node
    return None


@constraint("persistent_tables")
def solved_by_queries(program: Program) -> list[Finding]:
    """The problem is solved by issuing queries over the tabular data.

    At least one query (SELECT) is issued, and no loop over a query's rows works the answer out in the program:
    a loop over fetched rows may print them or hand them on, but does not add them up or gather them under keys
    (that is a GROUP BY's, a COUNT's or a SUM's work)."""
    findings = []
    if not _queries(program):
        findings.append(Finding(program.main_file, 0, 0, "no query (SELECT) is issued over the tables"))
    for loop in program.nodes("loop"):
        if _rows_loop(program, loop):
            work = _gathers(loop)
            if work is not None:
                findings.append(
                    Finding.at(work, f"{work.text[:60]!r} works the answer out over the fetched rows: a query's work")
                )
    for call in program.calls():
        if call_name(call) not in ROW_WORK or not program.is_library(call):
            continue
        given = [receiver(call)] if receiver(call) is not None else []
        given += positional(call)[:1] if call_name(call) in ("sorted", "Counter", "groupby", "reduce") else []
        if any(fed_by(program, g, lambda n: _is_query_call(program, n), 3) is not None for g in given):
            findings.append(
                Finding.at(call, f"{call_name(call)} over the fetched rows works the answer out: a query's work")
            )
    return findings


ROW_WORK = {"sort", "sorted", "reduce", "Counter", "groupby", "groupingBy", "toSorted"}


@constraint("persistent_tables", house=True)
def data_outlives_the_program(program: Program) -> list[Finding]:
    """Our reading of the chapter's name: the data outlives the program, in a database file, not `:memory:`."""
    memory = [s for s in program.strings() if ":memory:" in str(s.attrs.get("value", ""))]
    return [Finding.at(s, "the database lives in memory: its tables vanish with the program") for s in memory]


@constraint("persistent_tables", house=True)
def the_game_is_queries(program: Program) -> list[Finding]:
    """Our Minesweeper: the queries play the whole game (a join for the neighbours, a recursive CTE for the flood,
    moves as UPDATEs), and the only loop in the program is the game loop."""
    text = _sql_text(program)
    wanted = {"a JOIN": "JOIN" in text, "a WITH RECURSIVE": "WITH RECURSIVE" in text,
              "an ORDER BY": "ORDER BY" in text, "an UPDATE": "UPDATE " in text}  # fmt: skip
    findings = [Finding(program.main_file, 0, 0, f"no {what} in the SQL") for what, ok in wanted.items() if not ok]
    loops = [n for n in program.nodes("loop") if n.attrs.get("form") != "comprehension"]
    if len(loops) > 1:
        findings += [Finding.at(loop, "a loop in the program: the queries should do this work") for loop in loops]
    return findings


# ---------------------------------------------------------------------------------------------- spreadsheet
PUTS = {"put", "set", "add", "append", "push", "setdefault", "insert", "putIfAbsent", "unshift", "offer"}


def _param_kept(function: Node, index: int, keyword: str = "", program: Program | None = None, depth: int = 0) -> bool:
    """Whether a function keeps what it is given for a parameter (by position or keyword) in a structure: a
    field, an item of a collection, an entry of a map literal it returns."""
    params = [c for c in function.children if c.kind == "param"]
    if keyword:
        index = next((i for i, p in enumerate(params) if p.name == keyword), len(params))
    if index < 0 or index >= len(params):
        return False
    name = params[index].name
    for node in function.own():
        if node.kind == "name" and node.name == name and node.attrs.get("ctx") != "store":
            holder = node.parent
            if holder is None:
                continue
            if holder.kind == "call" and node.role == "arg" and depth < 2 and program is not None:
                index = positional(holder).index(node) if node in positional(holder) else -1
                for callee in program.callees(holder):
                    offset = 1 if callee.attrs.get("params", [""])[:1] in (["self"], ["cls"]) else 0
                    if _param_kept(callee, index + offset, node.attrs.get("keyword", ""), program, depth + 1):
                        return True
            if holder.kind == "collection":
                return True
            if holder.kind == "assign" and node.role == "value":
                if any(t.kind in ("attribute", "index") for t in _targets(holder)):
                    return True
            if holder.kind == "collection" or (holder.kind == "call" and call_name(holder) in PUTS):
                return True
    return False


def _targets(assign: Node) -> list[Node]:
    """The places an assignment stores into, tuples unpacked (`self.a, self.b = a, b`)."""
    found = []
    for target in assign.children_in("target"):
        if target.kind == "collection":
            found += [t for t in target.children if t.kind in ("name", "attribute", "index")]
        else:
            found.append(target)
    return found


def _formulas(program: Program) -> list[Node]:
    """Functions kept as data, in cells: lambdas and functions named as values of a collection, stored in a
    field or an item, put into a collection, or handed to a function (or constructor) that keeps them so."""
    found = []
    for node in _all_nodes(program):
        if node.kind not in ("function", "name", "attribute") or node.role == "callee":
            continue
        if node.kind == "function" and not node.attrs.get("is_lambda"):
            continue
        if node.kind != "function" and function_of(program, node) is None:
            continue
        if node.kind != "function" and node.attrs.get("ctx") == "store":
            continue
        holder = node.parent
        if holder is None:
            continue
        kept = False
        if holder.kind == "collection" and node.role in ("value", "item", ""):
            kept = True
        elif holder.kind == "assign" and node.role == "value":
            kept = any(t.kind in ("attribute", "index") for t in _targets(holder))
        elif holder.kind == "call" and node.role == "arg":
            if call_name(holder) in PUTS and program.is_library(holder):
                kept = True
            else:
                index = positional(holder).index(node) if node in positional(holder) else -1
                for callee in program.callees(holder):
                    offset = 1 if callee.attrs.get("params", [""])[:1] in (["self"], ["cls"]) else 0
                    if _param_kept(callee, index + offset, node.attrs.get("keyword", ""), program):
                        kept = True
        if kept:
            found.append(node)
    return found


def _all_nodes(program: Program):
    for module in program.files.values():
        yield from module.walk()


@constraint("spreadsheet")
def columns_of_data_and_formulas(program: Program) -> list[Finding]:
    """The problem is modeled like a spreadsheet, with columns of data and formulas.

    Formulas are data: at least two functions (lambdas, or functions named) are kept in the sheet's cells, as
    values of a collection, in a field or an item, or handed to a cell that keeps them; not merely functions
    that the program calls by name."""
    formulas = _formulas(program)
    if len(formulas) < 2:
        return [
            Finding(
                program.main_file,
                0,
                0,
                f"{len(formulas)} formula(s) kept in cells: a sheet keeps its formulas as data, beside the data",
            )
        ]
    return []


def _holders(program: Program, formulas: list[Node]) -> set[str]:
    """The names under which formulas are kept: map keys, fields, the collections they are put into."""
    names = set()
    for node in formulas:
        holder = node.parent
        if holder is None:
            continue
        if holder.kind == "collection":
            keys = holder.children_in("key")
            values = holder.children_in("value")
            if node in values and len(keys) == len(values):
                key = keys[values.index(node)]
                names.add(str(key.attrs.get("value", key.name)))
            stored = program.stored(holder)
            names |= {t.name for t in stored if t.kind in ("name", "attribute")}
        elif holder.kind == "assign":
            for target in holder.children_in("target"):
                inner = target.child("object") if target.kind == "index" else target
                if inner is not None:
                    names.add(inner.name)
        elif holder.kind == "call":
            obj = receiver(holder)
            if obj is not None and call_name(holder) in PUTS:
                names.add(obj.name)
            names |= _kept_under(program, program.callees(holder))
    return {n for n in names if n}


def _kept_under(program: Program, callees: list[Node], depth: int = 0) -> set[str]:
    """The names a function (and those it hands its arguments on to) keeps what it is given under: fields, map
    keys, the collections it puts into."""
    names: set[str] = set()
    for callee in callees:
        for inner in callee.own():
            if inner.kind == "call" and call_name(inner) in PUTS and receiver(inner) is not None:
                names.add(receiver(inner).name)
            elif inner.kind == "call" and depth < 2:
                names |= _kept_under(program, program.callees(inner), depth + 1)
            if inner.kind == "assign":
                for target in _targets(inner):
                    base = target.child("object") if target.kind == "index" else target
                    if base is not None and base.kind in ("attribute", "name"):
                        names.add(base.name)
            if inner.kind == "collection" and inner.attrs.get("type") == "map":
                names |= {str(k.attrs.get("value", k.name)) for k in inner.children_in("key")}
    return names


FUNCTIONAL = {"apply", "get", "accept", "test", "call", "run", "applyAsDouble", "applyAsInt", "applyAsLong",
              "getAsDouble", "getAsInt", "invoke"}  # fmt: skip


def _mentions(node: Node, holders: set[str]) -> bool:
    names = {n.name for n in node.walk() if n.kind in ("name", "attribute")}
    names |= {str(n.attrs.get("value")) for n in node.walk() if n.kind == "literal"}
    return bool(names & holders)


def _from_holders(program: Program, node: Node, holders: set[str]) -> bool:
    """Whether a name's value was taken out of where the formulas are kept (`for cell in formulas.entrySet()`)."""
    return any(_mentions(origin, holders) for origin in origins(program, node, 2)[1:])


def _applies_formula(program: Program, call: Node, holders: set[str]) -> bool:
    """A call of a function taken out of the sheet: out of a collection (`cells[name]()`, `col["formula"]()`), out
    of a field or key that holds formulas (`cell.formula()`), or a value taken out of where they are kept and then
    applied (`formulas.get(k).apply(v)`, `for f in formulas: f()`)."""
    callee = call.child("callee")
    if callee is None:
        return False
    if callee.kind == "index":
        return True
    if callee.kind == "name":
        target = program.resolve(callee)
        if target is not None and (target.kind in ("function", "class") or _stored_function(target)):
            return False  # a function of the program called by its name
        return _from_holders(program, callee, holders)
    if callee.kind != "attribute":
        return False
    if callee.name in holders:
        return True
    obj = callee.child("object")
    if obj is None:
        return False
    functional = FUNCTIONAL | {
        f.name
        for c in program.classes()
        if c.attrs.get("flavour") == "interface"
        for f in c.children
        if f.kind == "function"
    }
    if callee.name in functional and obj.kind == "index":
        return True  # ((Formula) column[1]).compute(): a function taken out of a column
    if obj.kind in ("call", "index") and _mentions(obj, holders) and callee.name in functional:
        return True
    if obj.kind == "call" and callee.name in functional:  # c.getLambda().get(): a getter of a formula field
        getters = program.callees(obj) or [
            f for f in program.functions() if f.name == call_name(obj) and f.attrs.get("is_method")
        ]  # a receiver of no known class: the program's methods of that name
        for getter in getters:
            returned = [r.children[0] for r in getter.own() if r.kind == "return" and r.children]
            if any(_mentions(r, holders) for r in returned):
                return True
    if callee.name in functional:
        if obj.kind in ("name", "attribute") and obj.name in holders:
            return True  # formula.applyAsDouble(x): the cell's own formula
        return any(_from_holders(program, n, holders) for n in obj.walk() if n.kind == "name")
    return False


@constraint("spreadsheet")
def dependent_data_updates(program: Program) -> list[Finding]:
    """Some data depends on other data according to formulas; when data changes, the dependent data also changes
    automatically.

    The program applies the formulas it keeps: somewhere a function taken out of the sheet (a cell, a column, a
    table of formulas) is called and its value kept or handed out, by an update that runs them (a push sheet)
    or when a cell is read (a pull sheet); a sheet whose formulas nobody applies, while the program works
    the dependent values out itself, is not one."""
    formulas = _formulas(program)
    holders = _holders(program, formulas)
    applied = [c for c in program.calls() if _applies_formula(program, c, holders)]
    if not applied:
        return [
            Finding(program.main_file, 0, 0, "no formula kept in the sheet is ever applied: nothing updates by itself")
        ]
    generic = [c for c in applied if _any_cell(program, c)]
    if not generic and len(applied) < len(formulas):
        return [
            Finding.at(
                applied[0],
                f"only {len(applied)} of {len(formulas)} formulas are ever applied, each by name: the sheet does not "
                "update its dependent cells",
            )
        ]
    updating = generic or applied
    appliers = {id(c.enclosing("function") or c.enclosing("module")) for c in updating}
    applied = updating
    findings = []
    for body in _input_bodies(program):
        change = next((n for n in body.walk() if _changes_data(n)), None)
        if change is not None and not _reaches_applier(program, body, appliers, {id(c) for c in applied}):
            findings.append(
                Finding.at(change, "the data changes here, and no formula is applied after it: nothing updates")
            )
    return findings


def _stored_function(node: Node) -> bool:
    value = node.child("value") if node.kind == "assign" else None
    return value is not None and value.kind == "function"


def _any_cell(program: Program, call: Node) -> bool:
    """An application that works for any cell: through self/this, a parameter, a loop variable, or a key that is
    not written out (`cells[name]()`), not one cell named (`mean.formula()`)."""
    callee = call.child("callee")
    if callee is None:
        return False
    node = callee
    while node is not None and node.kind == "index":  # formulas[name][1](...): any cell's, through its key
        key = node.child("key")
        if key is None or key.kind != "literal":
            return True
        node = node.child("object")
    node = callee
    while node is not None and node.kind in ("attribute", "index", "call"):
        node = node.child("object") or node.child("callee")
    base = node
    if base is None or base.kind != "name":
        return False
    if base.name in ("self", "this"):
        return True
    bound = program.binding(base.name, base)
    if bound is None:
        return False
    if bound.kind == "name" and bound.parent is not None and bound.parent.kind == "assign":
        value = bound.parent.child("value")  # column = columns[i]: any column
        if value is not None and value.kind == "index" and (value.child("key") or value).kind != "literal":
            return True
    return bound.kind == "param" or (bound.parent is not None and bound.parent.kind == "loop")


def _input_bodies(program: Program) -> list[Node]:
    """The code that runs for each piece of input: the bodies of loops over input, and callbacks of a line
    reader (`rl.on("line", f)`)."""
    from shared_tests.stylecheck.rules._part7to10 import input_within, loops_over_input

    bodies = []
    for loop in program.nodes("loop"):
        if loop.attrs.get("form") == "comprehension":
            continue
        if loops_over_input(loop) or any(
            input_within(program, part, 0) is not None for part in (loop.child("test"), loop.child("iter")) if part
        ):
            bodies.append(loop)
    for call in program.calls():
        if call_name(call) in ("on", "once") and any(
            a.kind == "literal" and a.attrs.get("value") in ("line", "data") for a in positional(call)
        ):
            bodies += [a for a in positional(call) if a.kind == "function"]
    return bodies


def _changes_data(node: Node) -> bool:
    if node.kind == "assign":
        return any(t.kind in ("attribute", "index") for t in _targets(node))
    return node.kind == "call" and call_name(node) in PUTS and receiver(node) is not None


def _reaches_applier(program: Program, body: Node, appliers: set[int], applied: set[int], depth: int = 3) -> bool:
    seen, pending = set(), [(body, 0)]
    while pending:
        node, level = pending.pop()
        if id(node) in seen:
            continue
        seen.add(id(node))
        for call in (c for c in node.walk() if c.kind == "call"):
            if id(call) in applied:
                return True
            for target in program.callees(call):
                if id(target) in appliers:
                    return True
                if level < depth:
                    pending.append((target, level + 1))
    return False


@constraint("spreadsheet", house=True)
def the_sheet_does_the_work(program: Program) -> list[Finding]:
    """Our Minesweeper: outside the sheet's engine (a class) no while loop works the game out, the only one reads
    input; and what the program writes is a cell's value, not what a drawing function it calls returns."""
    findings = []
    for loop in program.nodes("loop"):
        if loop.attrs.get("form") != "while" or loop.enclosing("class") is not None:
            continue
        if not any(call_name(c).startswith("read") for c in calls_in(loop)):
            findings.append(Finding.at(loop, "a while loop outside the sheet's engine works the game out"))
    for call in program.calls():
        if call_name(call) not in ("write", "print"):
            continue
        for inner in calls_in(call):
            if inner is not call and any(f.kind == "function" for f in program.callees(inner)):
                if program.callee_kind(inner) == "function":
                    findings.append(Finding.at(call, f"writes what {call_name(inner)}() computes, not a cell"))
    return findings


# ---------------------------------------------------------------------------------------------- lazy_rivers
LAZY_LIBRARY = {
    "python": {"map", "filter", "zip", "iter", "enumerate", "reversed", "islice", "chain", "from_iterable",
               "takewhile", "dropwhile", "filterfalse", "starmap", "accumulate", "groupby", "tee", "pairwise",
               "batched", "compress", "imap"},
    "java": {"map", "filter", "flatMap", "mapToObj", "mapToInt", "peek", "limit", "skip", "distinct", "takeWhile",
             "dropWhile", "lines", "stream", "iterator", "boxed", "sorted"},
    "javascript": {"values", "entries", "keys", "matchAll"},
}  # fmt: skip
ITERATOR_METHODS = {"__next__", "next", "hasNext", "tryAdvance"}
WHOLE_READS = {"read", "readlines", "readAllLines", "readString", "readAllBytes", "readFileSync", "readFile",
               "read_text", "read_bytes", "getText", "toList"}  # fmt: skip


def _returns_lazy(program: Program, function: Node) -> bool:
    """A function that returns a stream: a generator expression, or a lazy library stream (map/filter/islice,
    Java's Stream operations) made in its body."""
    for node in function.own():
        if node.kind != "return":
            continue
        value = node.children[0] if node.children else None
        if value is None:
            continue
        if value.kind == "loop" and value.attrs.get("type") == "generator":
            return True
        if value.kind == "call" and call_name(value) in LAZY_LIBRARY.get(program.language, set()):
            if program.is_library(value) and not _over_a_filled_list(program, function, value):
                return True
    body = function.child("body")
    if function.attrs.get("is_lambda") and body is not None and body.kind == "call":
        return call_name(body) in LAZY_LIBRARY.get(program.language, set())
    return False


def _over_a_filled_list(program: Program, function: Node, chain: Node) -> bool:
    """`return words.stream()` where `words` is a list the function filled: a whole collection, not a stream."""
    root = chain
    while root is not None and root.kind == "call":
        root = receiver(root) or (positional(root)[0] if positional(root) else None)
    if root is None or root.kind != "name":
        return False
    bound = program.binding(root.name, root)
    holder = bound.parent if bound is not None and bound.kind == "name" else None
    if holder is None or holder.kind != "assign" or holder.enclosing("function") is not function:
        return False
    value = holder.child("value")
    return value is not None and (
        value.kind == "collection" or (value.kind == "call" and call_name(value) in ("ArrayList", "LinkedList", "list"))
    )


def _stage_functions(program: Program) -> list[Node]:
    """Functions that hand on a stream: generators (`yield`, `function*`), functions returning a lazy stream,
    and iterator classes' constructors (a class with __next__, next/hasNext, an Iterator)."""
    found = [f for f in program.functions() if f.attrs.get("is_generator") or _returns_lazy(program, f)]
    for cls in _iterator_classes(program):
        found.append(cls)
    return found


def _iterator_classes(program: Program) -> list[Node]:
    found = []
    for cls in program.classes():
        methods = {c.name for c in cls.children if c.kind == "function"}
        interfaces = {i.split("<")[0].split(".")[-1] for i in cls.attrs.get("interfaces", [])}
        if methods & ITERATOR_METHODS or interfaces & {"Iterator", "Spliterator"}:
            found.append(cls)
    return found


def _stage_calls(program: Program, stages: list[Node]) -> list[tuple[Node, Node]]:
    """(call, stage) for each call that makes a stream by calling a stage (or constructing an iterator class)."""
    found = []
    ids = {id(s): s for s in stages}
    for call in program.calls():
        callee = call.child("callee")
        targets = program.callees(call)
        if callee is not None:
            resolved = program.resolve(callee) if callee.kind in ("name", "attribute") else None
            if resolved is not None and resolved.kind == "class":
                targets = [*targets, resolved]
        for target in targets:
            if id(target) in ids:
                found.append((call, target))
            elif target.kind == "function" and target.name in ("__init__", "constructor") and target.parent:
                if id(target.parent) in ids:
                    found.append((call, target.parent))
    return found


def _pulls(program: Program, stages: list[Node]) -> list[tuple[Node, Node]]:
    """(downstream, upstream) pairs of stages: a stage's call handed another stage's stream (`b(a(x))`, through a
    name too), or a stage that iterates over another's stream (`for c in characters(f)`, `yield from a(x)`)."""
    calls = _stage_calls(program, stages)
    made = {id(call): stage for call, stage in calls}
    pairs = []
    for call, stage in calls:
        for arg in positional(call):
            upstream = next((v for v in _flows(program, arg) if id(v) in made and v is not call), None)
            if upstream is not None:
                pairs.append((stage, made[id(upstream)]))
        obj = receiver(call)
        if obj is not None:  # Java: words.filter(...) inside a stage over a stream handed in
            upstream = next((v for v in _flows(program, obj) if id(v) in made), None)
            if upstream is not None and made[id(upstream)] is not stage:
                pairs.append((stage, made[id(upstream)]))
    for stage in stages:
        if stage.kind == "class":  # an iterator that makes its own upstream (`new CharacterStream(f)`) and pulls it
            for call in (c for c in stage.walk() if c.kind == "call" and id(c) in made and made[id(c)] is not stage):
                pairs.append((stage, made[id(call)]))
            continue
        for node in stage.own():
            if node.kind == "return" and node.children:  # return upstream(f).filter(...): a stream of a stream
                chain = node.children[0]
                while chain is not None and chain.kind == "call" and id(chain) not in made:
                    chain = receiver(chain)
                if chain is not None and id(chain) in made and made[id(chain)] is not stage:
                    pairs.append((stage, made[id(chain)]))
            source = node.child("iter") if node.kind == "loop" else None
            if node.kind == "yield" and (node.attrs.get("delegates") or node.attrs.get("delegate")):
                source = node.children[0] if node.children else None
            if node.kind == "call" and call_name(node) in ("next", "hasNext", "__next__") and receiver(node):
                source = receiver(node)  # it = upstream(f); it.next(): pulled by hand
            if source is None:
                continue
            upstream = fed_by(program, source, lambda n: id(n) in made, 2)
            if upstream is not None and made[id(upstream)] is not stage:
                pairs.append((stage, made[id(upstream)]))
    return pairs


def _flows(program: Program, node: Node, depth: int = 3) -> list[Node]:
    """What an expression's value is, following the value alone: a name to what was assigned to it, `await x`,
    `iter(x)`, a view of a stream (`stream.iterator()`); not into the arguments of other calls."""

    def step(current: Node, level: int) -> list[tuple[Node, int]]:
        pending: list[tuple[Node, int]] = []
        if current.kind == "await" and current.children:
            pending.append((current.children[0], level))
        elif current.kind == "name":
            bound = program.binding(current.name, current)
            holder = bound.parent if bound is not None and bound.kind == "name" else None
            if holder is not None and holder.kind == "assign" and holder.child("value") is not None:
                pending.append((holder.child("value"), level + 1))
            elif holder is not None and holder.kind == "with" and holder.child("context") is not None:
                pending.append((holder.child("context"), level + 1))  # with open(path) as log: the file
            elif bound is not None and bound.kind == "param":
                pending += [(v, level + 1) for v in program.param_values(bound)]
        elif current.kind == "call" and call_name(current) in (
            "iter",
            "iterator",
            "spliterator",
            "stream",
            "parallelStream",
            "lines",
        ):
            inner = receiver(current) or (positional(current)[0] if positional(current) else None)
            if inner is not None:
                pending.append((inner, level))
        return pending

    return followed(node, step, depth)


def _takes_a_stream_param(stage: Node, source: Node) -> bool:
    """Whether what a stage streams was handed to it (a parameter), not read by the stage itself: a first stage
    that reads its input whole and hands it on piece by piece is the river's source (JavaScript has no lazy
    lines without a callback), while a whole read handed to a stage is data that came all at once."""
    params = {c.name for c in stage.children if c.kind == "param"}
    return any(n.kind == "name" and n.name in params for n in source.walk())


def _takes_a_stream(program: Program, stage: Node) -> bool:
    """Whether a stage works on a stream handed to it (a parameter iterated, or pulled with next/readline)."""
    if stage.kind == "class":
        init = next((c for c in stage.children if c.kind == "function" and c.name in ("__init__", "constructor")), None)
        if init is None and program.language == "java":
            init = next((c for c in stage.children if c.kind == "function" and c.name == stage.name), None)
        return init is not None and len([c for c in init.children if c.kind == "param"]) > (
            1 if program.language == "python" else 0
        )
    return any(c.kind == "param" for c in stage.children)


def _whole_reads_of_a_param(stage: Node, whole: dict[int, Node]) -> list[Node]:
    """The whole reads (`stream.read()`) a stage makes of a stream it was handed: a parameter of its function (of
    an iterator class's constructor)."""
    found = []
    functions = [stage] if stage.kind == "function" else [c for c in stage.children if c.kind == "function"]
    for function in functions:
        params = {c.name for c in function.children if c.kind == "param"} - {"self", "this"}
        for node in function.own():
            obj = receiver(node) if node.kind == "call" and id(node) in whole else None
            if obj is not None and obj.kind == "name" and obj.name in params:
                found.append(node)
    return found


def _collected_streams(program: Program, stages: list[Node]) -> list[Finding]:
    """Stages that pour the stream they are handed into a whole collection (a list comprehension over their
    parameter, list(...), sorted(...)) before handing anything on: a dam inside the river."""
    findings = []
    for stage in stages:
        functions = [stage] if stage.kind == "function" else [c for c in stage.children if c.kind == "function"]
        for function in functions:
            params = {c.name for c in function.children if c.kind == "param"} - {"self", "this"}
            for node in function.own():
                source = None
                if node.kind == "loop" and node.attrs.get("form") == "comprehension":
                    if node.attrs.get("type") != "generator":
                        source = node.child("iter")
                elif (
                    node.kind == "call" and call_name(node) in ("list", "tuple", "sorted") and program.is_library(node)
                ):
                    source = positional(node)[0] if positional(node) else None
                if source is not None and source.kind == "name" and source.name in params:
                    name = stage.name or function.name or "a stage"
                    findings.append(
                        Finding.at(node, f"{name} collects the whole stream it is handed ({source.name}) at once")
                    )
                    break
    return findings


@constraint("lazy_rivers")
def functions_transform_streams(program: Program) -> list[Finding]:
    """Functions are filters / transformers from one kind of data stream to another.

    At least two stages hand on streams (generators, functions that return a lazy stream such as a generator
    expression or a Java Stream, iterator classes), and one of them takes its items from the other's stream:
    handed it (`b(a(x))`) or pulling from it (`for c in a(x)`, `yield from`, `next(...)`); no stage pours the
    stream it is handed into a whole list first."""
    stages = _stage_functions(program)
    pairs = _pulls(program, stages)
    if len(stages) < 2:
        return [Finding(program.main_file, 0, 0, f"{len(stages)} stage(s) hand on a stream: a river has several")]
    called = {id(stage) for _, stage in _stage_calls(program, stages)}  # a river that runs: its stages are called
    transformers = [down for down, _ in pairs if _takes_a_stream(program, down) and id(down) in called]
    if not transformers:
        return [Finding(program.main_file, 0, 0, "no stage takes its items from another stage's stream")]
    upstream: dict[int, set[int]] = {}
    for down, up in pairs:
        upstream.setdefault(id(down), set()).add(id(up))
    fed = {id(s) for s in stages if _fed_by_input(program, s)}

    def reaches_input(stage: int, seen: frozenset[int] = frozenset()) -> bool:
        return stage in fed or any(reaches_input(u, seen | {stage}) for u in upstream.get(stage, set()) - seen)

    if not any(reaches_input(id(down)) for down in transformers):
        return [
            Finding(program.main_file, 0, 0, "the input does not flow through the stages: they stream something else")
        ]
    return _dams(program, stages) + _collected_streams(program, stages)


READS = {"read", "readline", "readlines", "lines", "readSync", "readFileSync", "createInterface", "open",
         "newBufferedReader", "Scanner", "BufferedReader", "FileReader", "InputStreamReader", "openSync",
         "createReadStream"}  # fmt: skip


def _fed_by_input(program: Program, stage: Node) -> bool:
    """Whether a stage takes the program's input: it reads it (a file, standard input), or is handed something
    that does at one of its call sites."""

    def reads(node: Node) -> bool:
        return any(
            (n.kind == "call" and call_name(n) in READS)
            or (n.kind in ("attribute", "name") and n.name in ("stdin", "argv", "args"))
            for n in node.walk()
        )

    def is_input(value: Node) -> bool:  # the input itself handed on: a file, standard input, a lazy lines stream
        if value.kind in ("attribute", "name") and value.name in ("stdin", "buffer", "in"):
            return True
        if value.kind == "attribute" and value.name in READS:
            return True  # iter(sys.stdin.readline, ""): the read itself handed on
        return value.kind == "call" and call_name(value) in READS

    if reads(stage):
        return True
    for call, target in _stage_calls(program, [stage]):
        if target is stage and any(is_input(v) for a in positional(call) for v in _flows(program, a)):
            return True
    return False


def _dams(program: Program, stages: list[Node]) -> list[Finding]:
    """Functions that take a stage's stream and give back a whole collection made of it: not a transformer of
    streams (a function that only consumes the river, the program's sink, gives nothing back)."""
    made = {id(call) for call, _ in _stage_calls(program, stages)}
    stage_ids = {id(s) for s in stages}
    findings = []
    for function in program.functions():
        if id(function) in stage_ids or function.attrs.get("is_lambda"):
            continue
        params = [c for c in function.children if c.kind == "param"]
        fed = [
            p
            for p in params
            if any(any(id(v) in made for v in _flows(program, value)) for value in program.param_values(p))
        ]
        if not fed:
            continue
        returns = [n for n in function.own() if n.kind == "return" and n.children]
        if returns and any(_iterates(function, p.name) for p in fed):
            findings.append(
                Finding.at(function, f"{function.name} takes a stream and gives back a whole collection: a dam")
            )
    return findings


def _iterates(function: Node, name: str) -> bool:
    for node in function.own():
        source = node.child("iter") if node.kind == "loop" else None
        if source is not None and any(n.kind == "name" and n.name == name for n in source.walk()):
            return True
        if node.kind == "call" and call_name(node) in ("forEach", "collect", "toList", "list", "sorted", "set"):
            if any(n.kind == "name" and n.name == name for n in node.walk()):
                return True
    return False


def _whole_reads(program: Program) -> list[Node]:
    """Reads of a whole input at once: read() with no size, readlines(), Files.readAllLines, readFileSync ..."""
    found = []
    for call in program.calls():
        name = call_name(call)
        if name not in WHOLE_READS or not program.is_library(call):
            continue
        if name == "read" and positional(call):
            continue  # read(n): a piece at a time
        found.append(call)
    return found


@constraint("lazy_rivers")
def data_comes_in_streams(program: Program) -> list[Finding]:
    """Data comes to functions in streams, rather than as a complete whole all at once.

    No stage of the river is handed the input read whole (read(), readlines(), Files.readString, readFileSync),
    nor reads whole the stream it is handed (`stream.read()` on its parameter): the first stage takes it a piece at
    a time (iterating a file or standard input, readline, a lazy lines
    stream), and the river is pulled from downstream. Data read whole for another purpose (a list of stop words)
    is no part of the river."""
    stages = _stage_functions(program)
    if not stages:
        return [Finding(program.main_file, 0, 0, "no stream: no generator, lazy stream or iterator")]
    whole = {id(c): c for c in _whole_reads(program)}
    returns_whole = {
        id(f)
        for f in program.functions()
        if any(
            fed_by(program, r.children[0], lambda n: id(n) in whole, 2) is not None
            for r in f.own()
            if r.kind == "return" and r.children
        )
        or (f.attrs.get("is_lambda") and f.child("body") is not None and id(f.child("body")) in whole)
    }

    def is_whole(node: Node) -> bool:
        return id(node) in whole or (node.kind == "call" and any(id(t) in returns_whole for t in program.callees(node)))

    findings = []
    for call, stage in _stage_calls(program, stages):
        for arg in positional(call):
            read = next((v for o in _flows(program, arg) for v in o.walk() if is_whole(v)), None)
            if read is not None:
                findings.append(
                    Finding.at(call, f"{stage.name or 'a stage'} is handed the whole input ({read.text[:40]})")
                )
    made = {id(c) for c, _ in _stage_calls(program, stages)}
    for call in program.calls():  # a stream poured out whole: list(stage(...)), Array.from(...), [...stage(...)]
        if call_name(call) in (
            "list",
            "tuple",
            "sorted",
            "from",
            "toList",
            "toArray",
            "collect",
            "join",
        ) and program.is_library(call):
            given = [*positional(call)[:1], *([receiver(call)] if call_name(call) in ("toList", "toArray") else [])]
            if call_name(call) == "collect":  # into a list, not a count (groupingBy and friends are a sink's work)
                into = {call_name(c) for c in call.walk() if c.kind == "call"}
                listing = into & {"toList", "toSet", "toCollection", "toUnmodifiableList"}
                given = [receiver(call)] if receiver(call) is not None and listing else []
            owner = call.enclosing("function")
            if owner is None or all(owner is not st for st in stages):  # a stage may join one item's own pieces
                given += [
                    g.child("iter") for g in given if g is not None and g.kind == "loop"
                ]  # join(f(r) for r in river)
            if any(any(id(v) in made for v in _flows(program, g)) for g in given if g is not None):
                findings.append(Finding.at(call, "the river is poured out whole here, not taken a piece at a time"))
    for stage in stages:
        for read in _whole_reads_of_a_param(stage, whole):
            findings.append(Finding.at(read, f"{stage.name} reads whole the stream it is handed ({read.text[:40]})"))
        if stage.kind != "function":
            continue
        for node in stage.own():
            source = node.child("iter") if node.kind == "loop" else None
            if node.kind == "yield" and (node.attrs.get("delegates") or node.attrs.get("delegate")) and node.children:
                source = node.children[0]
            if source is not None and _takes_a_stream_param(stage, source):
                read = fed_by(program, source, lambda n: id(n) in whole, 2)
                if read is not None:
                    findings.append(Finding.at(node, f"{stage.name} streams the whole input read at once"))
    return findings


@constraint("lazy_rivers", house=True)
def a_river_of_three(program: Program) -> list[Finding]:
    """Our reading: a river of at least three generators, each pulling from the one upstream, and the program's
    loop pulls from the river's end."""
    stages = [s for s in _stage_functions(program) if s.kind == "function" and s.attrs.get("is_generator")]
    pairs = _pulls(program, stages)
    up: dict[int, set[int]] = {}
    for down, upstream in pairs:
        up.setdefault(id(down), set()).add(id(upstream))

    def longest(node: int, seen: frozenset[int]) -> int:
        return 1 + max((longest(u, seen | {node}) for u in up.get(node, set()) - seen - {node}), default=0)

    river = max((longest(id(s), frozenset()) for s in stages), default=0)
    if river < 3:
        return [Finding(program.main_file, 0, 0, f"the longest river runs through {river} generator(s), not 3")]
    return []


NEIGHBOURS.update(
    {
        "persistent_tables": ["spreadsheet", "lazy_rivers"],
        "spreadsheet": ["persistent_tables", "lazy_rivers"],
        "lazy_rivers": ["spreadsheet", "persistent_tables"],
    }
)
EXEMPTIONS.update(
    {
        ("persistent_tables", "data_outlives_the_program"): (
            "the database lives in memory: a run leaves no file behind (R10.1) and a game's state has no use after "
            "the game, as its README says under 'Where it bends'"
        ),
    }
)

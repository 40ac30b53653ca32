"""Part V, reflection and metaprogramming: introspective (17), reflective (18), aspects (19), plugins (20).

What a program reads of itself and what it changes of itself are told apart by the calls and stores it makes,
in each language's terms: Python's inspect, frames, namespaces and dunder attributes; Java's java.lang.reflect,
class literals and stack traces; JavaScript's function names, prototypes, Reflect and Object's property functions.
"""

from __future__ import annotations

from pathlib import Path

from shared_tests.stylecheck.model import Node, Program
from shared_tests.stylecheck.rules import NEIGHBOURS, RUN_TARGET, Finding, constraint, python_target, run_probe
from shared_tests.stylecheck.rules.part4_objects import function_value, is_self, procedure_maps, root_name

# ---------------------------------------------------------------------------------------------- reading itself
READS = {
    "python": {
        "attributes": {"__name__", "__qualname__", "__doc__", "__code__", "__defaults__", "__annotations__",
                       "__class__", "__dict__", "__module__", "__wrapped__", "f_back", "f_code", "f_locals",
                       "f_globals", "co_name", "co_varnames", "co_argcount", "__func__", "__self__"},
        "calls": {"inspect.", "globals", "locals", "vars", "dir", "getattr", "hasattr", "callable", "type",
                  "sys._getframe", "traceback."},
    },
    "java": {
        "attributes": set(),
        "calls": {"*.getClass", "*.getName", "*.getSimpleName", "*.getDeclaredMethods", "*.getMethods",
                  "*.getDeclaredFields", "*.getFields", "*.getMethod", "*.getDeclaredMethod", "*.getStackTrace",
                  "*.getParameterCount", "*.getParameterTypes", "*.getReturnType", "*.getAnnotation",
                  "*.isAnnotationPresent", "*.getEnclosingMethod", "*.getModifiers", "*.getDeclaredConstructors",
                  "*.getDeclaredField", "*.getField", "*.getInterfaces", "*.getSuperclass", "StackWalker."},
    },
    "javascript": {
        "attributes": {"constructor", "stack", "callee", "caller", "prototype"},
        "calls": {"Object.keys", "Object.getOwnPropertyNames", "Object.getPrototypeOf", "Object.entries",
                  "Reflect.ownKeys", "Reflect.has", "Reflect.get", "Reflect.getPrototypeOf", "*.toString",
                  "Object.getOwnPropertyDescriptor", "*.hasOwnProperty"},
    },
}  # fmt: skip
CHANGES = {
    "python": {"setattr", "delattr", "exec", "eval", "compile", "__import__", "types.FunctionType",
               "types.MethodType", "types.new_class"},
    "java": {"*.setAccessible", "*.set", "*.setInt", "*.setBoolean", "*.setLong", "*.setDouble", "*.defineClass",
             "Proxy.newProxyInstance", "ToolProvider.getSystemJavaCompiler", "*.getSystemJavaCompiler",
             "MethodHandles.privateLookupIn"},
    "javascript": {"eval", "Function", "Object.defineProperty", "Object.defineProperties", "Reflect.defineProperty",
                   "Reflect.set", "Reflect.deleteProperty", "Object.setPrototypeOf", "Reflect.setPrototypeOf"},
}  # fmt: skip
# Java cannot change a class while it runs: loading classes by name and making their objects is how Java programs
# of chapter 18 add abstractions at run time. Introspective Java programs use them too, so they count only there.
JAVA_LOADS = {"Class.forName", "*.loadClass", "*.newInstance"}
COMPILERS = {
    "python": {"exec", "eval", "compile"},
    "java": {"*.getSystemJavaCompiler", "ToolProvider.getSystemJavaCompiler"},
    "javascript": {"eval", "Function"},
}


def _call_name(program: Program, call: Node) -> tuple[str, str]:
    """(the qualified name a call spells, its method name when it is `x.m(...)`)."""
    callee = call.child("callee")
    if callee is None:
        return "", ""
    name = program.qualified(callee) or callee.name or ""
    return name, callee.name if callee.kind == "attribute" else ""


def _matches(program: Program, call: Node, patterns: set[str]) -> bool:
    name, method = _call_name(program, call)
    callee = call.child("callee")
    for pattern in patterns:
        if pattern.startswith("*."):
            if method == pattern[2:]:
                return True
        elif pattern.endswith("."):
            if name.startswith(pattern):
                return True
        elif name == pattern:
            return True
        elif (
            callee is not None and callee.kind == "name" and callee.name == pattern and program.resolve(callee) is None
        ):
            return True
    return False


def _own(program: Program, call: Node) -> bool:
    """Whether a call runs a function the program defines (so `getName()` of its own is no reflection)."""
    return bool(program.callees(call))


def self_reads(program: Program) -> list[Node]:
    """Where the program reads facts about itself: introspection calls, and attributes that hold such facts (a
    module's own `__name__ == "__main__"` is no introspection)."""
    table = READS.get(program.language, {})
    found = [
        c
        for c in program.calls()
        if not _own(program, c) and _matches(program, c, table.get("calls", set())) and _about_itself(program, c)
    ]
    for node in program.nodes("attribute"):
        if node.name not in table.get("attributes", set()) or node.attrs.get("ctx") == "store":
            continue
        obj = node.child("object")
        if program.language == "python" and node.name == "__name__" and obj is None:
            continue
        if (
            program.language == "javascript"
            and node.name == "prototype"
            and node.parent is not None
            and (node.parent.kind == "attribute" and node.parent.attrs.get("ctx") == "store")
        ):
            continue  # X.prototype.m = ...: how JavaScript defines a method, not a look at itself
        found.append(node)
    if program.language == "javascript":  # fn.name, fn.length of a function of the program
        for node in program.nodes("attribute"):
            obj = node.child("object")
            if node.name in ("name", "length") and obj is not None and function_value(program, obj) is not None:
                found.append(node)
    return found


PROPERTY_LISTS = {
    "Object.keys", "Object.getOwnPropertyNames", "Object.entries", "Reflect.ownKeys", "Reflect.has", "Reflect.get",
    "Object.getOwnPropertyDescriptor", "Object.getPrototypeOf", "Reflect.getPrototypeOf",
}  # fmt: skip


def _about_itself(program: Program, call: Node) -> bool:
    """Whether a JavaScript call that lists properties looks at the program (this, a class, a function, a
    prototype) rather than at data; `x.toString()` counts for a function of the program only."""
    if program.language != "javascript":
        return True
    name, method = _call_name(program, call)
    args = call.children_in("arg")
    if name in PROPERTY_LISTS:
        subject = args[0] if args else None
    elif method in ("toString", "hasOwnProperty"):
        subject = call.child("callee").child("object")
    else:
        return True
    if subject is None:
        return False
    if (subject.kind == "name" and subject.name == "this") or (
        subject.kind == "attribute" and subject.name == "prototype"
    ):
        return True
    target = program.resolve(subject) if subject.kind in ("name", "attribute") else None
    if target is not None and target.kind in ("class", "function", "module"):
        return True
    return subject.kind == "name" and subject.name in _function_holders(program)


def _function_holders(program: Program) -> set[str]:
    """Objects the program keeps its functions in (a namespace of its own): maps of procedures, and objects given
    functions made at run time (`program.f = new Function(...)`)."""
    holders = set(procedure_maps(program))
    for assign in program.nodes("assign"):
        value = assign.child("value")
        if value is not None and value.kind == "call" and value.child("callee") is not None:
            if value.child("callee").name in ("Function", "eval"):
                holders |= {root_name(t) for t in assign.children_in("target") if t.kind in ("attribute", "index")}
    return holders


def _namespace(program: Program, node: Node | None) -> bool:
    """globals(), vars(x), locals(), `x.__dict__`: where a Python program finds its own names."""
    if node is None:
        return False
    if node.kind == "call":
        callee = node.child("callee")
        return callee is not None and callee.kind == "name" and callee.name in ("globals", "vars", "locals")
    return node.kind == "attribute" and node.name == "__dict__"


def self_changes(program: Program) -> list[tuple[Node, str]]:
    """(node, what it does) for every place the program changes or adds to itself."""
    found = []
    for call in program.calls():
        if _own(program, call):
            continue
        if _matches(program, call, CHANGES.get(program.language, set())):
            name, method = _call_name(program, call)
            if program.language == "java" and method in ("set", "setInt", "setBoolean", "setLong", "setDouble"):
                if not any(c.kind == "call" and _call_name(program, c)[1] == "setAccessible" for c in program.calls()) \
                        and "Field" not in " ".join(program.texts.values()):  # fmt: skip
                    continue
            if program.language == "python" and name in ("exec", "compile") and _literal_without_definitions(call):
                continue
            if program.language == "python" and name == "eval" and _literal(call):
                continue
            found.append((call, f"calls {name or method}"))
        elif (
            program.language == "python"
            and _call_name(program, call)[0] == "type"
            and len(call.children_in("arg")) == 3
        ):
            found.append((call, "makes a class with type(name, bases, namespace)"))
        elif _call_name(program, call)[1] == "update" and _namespace(program, call.child("callee").child("object")):
            found.append((call, "updates a namespace"))
    for assign in program.nodes("assign"):
        for target in assign.children_in("target"):
            what = _self_store(program, target, assign)
            if what:
                found.append((assign, what))
    return found


def _literal(call: Node) -> bool:
    args = call.children_in("arg")
    return bool(args) and args[0].kind == "literal" and not args[0].children


def _literal_without_definitions(call: Node) -> bool:
    """exec('print(1)'): a literal that defines nothing."""
    if not _literal(call):
        return False
    text = str(call.children_in("arg")[0].attrs.get("value", ""))
    return not any(word in text for word in ("def ", "class ", "lambda", "=", "import"))


def _self_store(program: Program, target: Node, assign: Node) -> str:
    """What a store changes of the program itself, or ""."""
    if target.kind in ("tuple", "collection"):
        return next((w for t in target.children if (w := _self_store(program, t, assign))), "")
    if program.language == "python":
        if target.kind == "attribute" and (
            (target.name.startswith("__") and target.name.endswith("__")) or target.name.startswith(("f_", "co_"))
        ):
            return f"writes {target.text.split('=')[0].strip()}"
        if target.kind == "index" and _namespace(program, target.child("object")):
            return "stores into a namespace"
        if target.kind == "attribute":  # module.f = ..., Class.f = ... from outside it
            obj = target.child("object")
            resolved = program.resolve(obj) if obj is not None and obj.kind in ("name", "attribute") else None
            if (
                resolved is not None
                and resolved.kind in ("module", "class", "function")
                and assign.enclosing("class") is not resolved
            ):
                return f"replaces {target.text.split('=')[0].strip()}"
            if resolved is not None and resolved.kind == "import":
                return f"replaces {target.text.split('=')[0].strip()}"
    if program.language == "javascript" and target.kind in ("attribute", "index"):
        obj = target.child("object")
        inside = assign.enclosing("function") is not None
        if (
            obj is not None
            and obj.kind == "attribute"
            and obj.name == "prototype"
            and (inside or target.kind == "index")
        ):
            return f"adds {target.text.split('=')[0].strip()} to a prototype while running"
        if target.kind == "index" and function_value(program, assign.child("value")) is not None:
            key = target.child("key")
            if key is not None and key.kind != "literal":
                return f"adds a function under a computed name ({target.text.split('=')[0].strip()})"
    return ""


@constraint(("introspective", "reflective"))
def has_access_to_itself(program: Program) -> list[Finding]:
    """The program has access to information about itself, i.e. introspection: its abstractions can read what
    they are (names, signatures, documentation, callers, fields and methods).

    Some code reads facts about the program's own abstractions: inspect, frames, namespaces and `__name__`/
    `__doc__` (Python); getClass, class literals, getDeclaredMethods, stack traces (Java); constructor, names and
    arity of functions, Object.keys, Reflect (JavaScript)."""
    if self_reads(program):
        return []
    return [Finding(program.main_file, 0, 0, "the program reads nothing about itself (no introspection)")]


@constraint("introspective")
def never_modifies_itself(program: Program) -> list[Finding]:
    """The abstractions have access to information about themselves, although they cannot modify that information.

    Nothing changes or adds to the program while it runs: no setattr, exec, eval, compile, no store into a
    namespace or a function's attributes (Python); no setAccessible, Field.set, Proxy or compiler, and no class
    loaded by name or object made by reflection (Java: what `modifies_itself` counts as a Java program adding to
    itself, so that one program is never both); no eval, new Function, defineProperty or prototype changed while
    running (JavaScript)."""
    changes = self_changes(program)
    if program.language == "java":
        changes += [
            (c, f"calls {_call_name(program, c)[0] or _call_name(program, c)[1]}")
            for c in program.calls()
            if not _own(program, c) and _matches(program, c, JAVA_LOADS)
        ]
    return [Finding.at(node, f"{what}: introspection reads the program, it does not add to it or change it")
            for node, what in changes]  # fmt: skip


def lookups_by_name(program: Program) -> list[Node]:
    """getattr(x, name), globals()[name], getMethod(name), this[name]: a name computed at run time."""
    found = []
    for call in program.calls():
        name, method = _call_name(program, call)
        args = call.children_in("arg")
        key = None
        if name == "getattr" and len(args) >= 2:
            key = args[1]
        elif method in ("getMethod", "getDeclaredMethod", "getField", "getDeclaredField", "get") and args:
            key = args[0] if method != "get" or _namespace(program, call.child("callee").child("object")) else None
        if key is not None and key.kind != "literal":
            found.append(call)
    for node in program.nodes("index"):
        key = node.child("key")
        if (
            key is not None
            and key.kind != "literal"
            and (_namespace(program, node.child("object")) or is_self(node.child("object")))
        ):
            found.append(node)
    return found


@constraint("introspective", house=True)
def looks_up_by_name(program: Program) -> list[Finding]:
    """Our reading: what to run is found by a name the program builds (getattr(x, name), globals()[name],
    getMethod(name), this[name])."""
    if lookups_by_name(program):
        return []
    return [Finding(program.main_file, 0, 0, "the program never looks a function up by a name it builds")]


@constraint(("introspective", "tantrum"), house=True,
            not_in={"javascript": "JavaScript has no assert statement (console.assert only logs)"})  # fmt: skip
def refusals_survive_python_o(program: Program) -> list[Finding]:
    """Our rule: no check is an `assert`, which `python -O` (and Java without -ea) removes: a refusal must
    survive it."""
    return [Finding.at(node, "asserts: the check disappears when assertions are off")
            for node in program.nodes("assert")]  # fmt: skip


# ---------------------------------------------------------------------------------------------- reflective
@constraint("reflective")
def modifies_itself(program: Program) -> list[Finding]:
    """The program can modify itself -- adding more abstractions, variables, etc. at run-time.

    Something is added to or changed in the program while it runs: code compiled from text (exec, eval,
    compile; a Java compiler; eval or new Function), a function or variable added by a name (setattr,
    type(), a namespace store; a prototype or computed property; a Proxy or a class defined at run time). Java
    cannot change a class while it runs: there, loading classes by name and making their objects by reflection
    (Class.forName, newInstance) counts, as the book's Java readers write this chapter."""
    if self_changes(program):
        return []
    if program.language == "java" and any(
        _matches(program, c, JAVA_LOADS) for c in program.calls() if not _own(program, c)
    ):
        return []
    return [Finding(program.main_file, 0, 0, "the program adds nothing to itself while it runs")]


@constraint("reflective", house=True)
def makes_code_from_text(program: Program) -> list[Finding]:
    """Our reading: the program writes code as text while it runs and compiles it (the book's program does).

    exec, eval or compile (Python), a Java compiler, eval or new Function (JavaScript), of a text that is not one
    literal."""
    compilers = COMPILERS.get(program.language, set())
    for call in program.calls():
        if _own(program, call) or not _matches(program, call, compilers):
            continue
        if program.language == "java" or not _literal(call):
            return []
    return [Finding(program.main_file, 0, 0, "the program compiles no text it put together while running")]


# Runs the program with a profiler that notes every call of a function whose code has no file: code the program
# compiled from text while it ran.
MADE_PROBE = """
import runpy, sys
report, target = sys.argv[1], sys.argv[2]
sys.argv = [target, *sys.argv[3:]]
made = set()
def watch(frame, event, arg):
    where = frame.f_code.co_filename
    made_here = where.startswith("<") and not where.startswith("<frozen")
    if event == "call" and made_here and frame.f_code.co_name != "<module>":
        made.add(f"{frame.f_code.co_name} {where}")
sys.setprofile(watch)
try:
    RUN_TARGET
finally:
    sys.setprofile(None)
    with open(report, "w", encoding="utf-8") as file:
        file.write("\\n".join(sorted(made)))
"""


@constraint("reflective", house=True, runs_program=True)
def runs_what_it_made(program: Program) -> list[Finding]:
    """Our rule: what the program makes of itself does the work: a game of one reveal calls functions compiled
    at run time."""
    script = MADE_PROBE.replace("RUN_TARGET", RUN_TARGET)
    result, report = run_probe(program, script, python_target(program)[0], "board.cfg", stdin=b"1 1 R\n")
    if result.exit is None:
        return [Finding(program.main_file, 0, 0, f"a game of one move did not end: {result.problem}")]
    if result.exit:
        return [Finding(program.main_file, 0, 0, f"a game of one move ended with exit code {result.exit}")]
    if not report.strip():
        return [Finding(program.main_file, 0, 0, "a game of one reveal called no function compiled at run time")]
    return []


# ---------------------------------------------------------------------------------------------- aspects
class Weaving:
    """A place where the program replaces its own functions by wrapped ones: what is woven, and the advice."""

    def __init__(self, site: Node, woven: list[Node], advice: list[Node]) -> None:
        self.site, self.woven, self.advice = site, woven, advice


def _functions_of_module(program: Program, module: Node | None) -> list[Node]:
    if module is None:
        return []
    return [c for c in module.children if c.kind == "function"]


def _wrapper_parts(program: Program, value: Node | None) -> list[Node]:
    """The advice a replacement value brings: the functions it calls to make the wrapper, and what they run."""
    if value is None:
        return []
    found: list[Node] = []
    named = named_functions(program)
    for node in value.walk():
        if node.kind == "call":
            runs = program.callees(node)
            callee = node.child("callee")
            if not runs and callee is not None and callee.kind == "name" and callee.name in named:
                runs = [named[callee.name]]  # profile = function (f) {...}: a global the model does not bind
            found += runs
    for function in list(found):  # and what the advice itself calls (the wrapper's helpers)
        for node in function.walk():
            if node.kind == "call":
                found += [f for f in program.callees(node) if f not in found]
    return found


def weavings(program: Program) -> list[Weaving]:
    """Every replacement of the program's functions by wrapped ones, from outside them."""
    found = []
    module_functions = {f.name: f for f in program.functions() if f.enclosing("function") is None and f.name}
    for assign in program.nodes("assign"):
        value = assign.child("value")
        if value is None or value.kind != "call":
            continue
        advice = _wrapper_parts(program, value)
        for target in assign.children_in("target"):
            woven: list[Node] = []
            if target.kind == "name" and target.name in module_functions and assign.enclosing("function") is None:
                if any(n.kind == "name" and n.name == target.name for n in value.walk()):
                    woven = [module_functions[target.name]]  # f = advice(f)
            elif target.kind == "index" and (
                _namespace(program, target.child("object")) or target.child("object") is not None
            ):
                key = target.child("key")
                if key is not None and key.kind == "literal" and str(key.attrs.get("value")) in module_functions:
                    woven = [module_functions[str(key.attrs.get("value"))]]
                elif key is not None:
                    woven = _quantified(program, assign, key)
            elif target.kind == "attribute" and not is_self(target.child("object")):
                member = program.resolve(target)
                woven = [member] if member is not None and member.kind == "function" else []
            if woven and advice:
                found.append(Weaving(assign, woven, advice))
    for call in program.calls():
        name, method = _call_name(program, call)
        args = call.children_in("arg")
        if name == "setattr" and len(args) == 3:
            key, value = args[1], args[2]
            obj = program.resolve(args[0]) if args[0].kind in ("name", "attribute") else None
            woven = []
            if key.kind == "literal" and obj is not None and obj.kind == "module":
                woven = [f for f in _functions_of_module(program, obj) if f.name == key.attrs.get("value")]
            else:
                woven = _quantified(program, call, key) or _by_callers(program, call, key)
            advice = _wrapper_parts(program, value) or [f for f in [value] if f.kind == "function"]
            if woven:
                found.append(
                    Weaving(call, woven, advice + [call.enclosing("function")] * bool(call.enclosing("function")))
                )
        elif (name.endswith("Proxy.newProxyInstance") or name == "Proxy.newProxyInstance") or (
            call.attrs.get("is_new") and name in ("Proxy",)
        ):
            handler = args[-1] if args else None
            advice = [f for f in ([handler] if handler is not None and handler.kind == "function" else [])]
            advice += [f for n in (handler.walk() if handler is not None else []) if n.kind == "call"
                       for f in program.callees(n)]  # fmt: skip
            weaver = call.enclosing("function")
            while weaver is not None and weaver.attrs.get("is_lambda"):
                weaver = weaver.enclosing("function")
            if weaver is not None and weaver.name != "main" and not program.call_sites(weaver):
                continue  # a weaver nobody calls weaves nothing
            cls = call.enclosing("class")
            woven = [f for f in program.functions() if f.attrs.get("is_method") and f.enclosing("class") is not cls
                     and not f.attrs.get("is_lambda") and f.enclosing("class") is not None
                     and f.enclosing("class").attrs.get("flavour", "class") == "class"]  # fmt: skip
            found.append(Weaving(call, woven, advice + ([weaver] if weaver is not None else [])))
    return found


def named_functions(program: Program) -> dict[str, Node]:
    """Name -> function, for functions defined by name and for function values assigned to a name
    (`sort = function (...) {...}`)."""
    found = {f.name: f for f in program.functions() if f.name}
    for assign in program.nodes("assign"):
        value = assign.child("value")
        target = assign.child("target")
        if value is not None and value.kind == "function" and target is not None and target.kind == "name":
            found.setdefault(target.name, value)
    return found


def _assigns(assign: Node, name: str) -> bool:
    target = assign.child("target")
    return target is not None and target.kind == "name" and target.name == name


def _quantified(program: Program, site: Node, key: Node) -> list[Node]:
    """The functions a loop weaves onto: `for f in [a, b]: globals()[f.__name__] = ...`, `for name in ("a", "b")`,
    `for name, f in inspect.getmembers(module, ...)`."""
    loop = site.enclosing("loop")
    if loop is None:
        return []
    source = loop.child("iter")
    if source is None:
        return []
    if source.kind == "name":
        resolved = program.resolve(source)
        if resolved is None:  # names = [...] without a declaration (JavaScript)
            resolved = next((a for a in program.nodes("assign") if _assigns(a, source.name)), None)
        source = resolved.child("value") if resolved is not None and resolved.kind == "assign" else source
    functions = named_functions(program)
    found = []
    for node in source.walk():
        if node.kind == "literal" and str(node.attrs.get("value")) in functions:
            found.append(functions[str(node.attrs.get("value"))])
        elif node.kind == "name" and node.name in functions and program.resolve(node) is functions[node.name]:
            found.append(functions[node.name])
        elif node.kind in ("name", "attribute"):
            module = program.resolve(node)
            if module is not None and module.kind == "module":
                found += _functions_of_module(program, module)
            elif module is not None and module.kind == "class":  # for name in vars(Account): setattr(Account, ...)
                found += [m for m in module.children if m.kind == "function" and not m.name.startswith("__")]
    return found


def _by_callers(program: Program, site: Node, key: Node) -> list[Node]:
    """A weaver `weave(module, name, advice)`: the functions its callers name."""
    weaver = site.enclosing("function")
    if weaver is None or key.kind != "name":
        return []
    param = program.resolve(key)
    if param is None or param.kind != "param":
        return []
    functions = {f.name: f for f in program.functions() if f.name}
    found = []
    for value in program.param_values(param):
        if value.kind == "literal" and str(value.attrs.get("value")) in functions:
            found.append(functions[str(value.attrs.get("value"))])
    for call, _ in program.call_sites(weaver):
        found += [function_value(program, a) for a in call.children_in("arg")
                  if a.attrs.get("keyword") and function_value(program, a) is not None]  # fmt: skip
    return [f for f in found if f is not None]


@constraint("aspects")
def aspects_latch_on_by_name(program: Program) -> list[Finding]:
    """Aspects of the problem are added to the main program: side functions latch on the main abstractions by
    naming them, as in "I'm an aspect of foo (even though foo may not know it!)".

    Somewhere the program replaces its own functions by wrapped ones, naming them or quantifying over a module
    or an object (globals()[name] = advice(f), setattr(module, name, ...), obj.f = advice(obj.f), a Java Proxy,
    a JavaScript Proxy or a replaced method)."""
    if any(w.woven for w in weavings(program)):
        return []
    return [Finding(program.main_file, 0, 0, "no aspect latches on: nothing replaces a function of the program by "
                    "a wrapped one")]  # fmt: skip


@constraint("aspects")
def abstractions_unedited(program: Program) -> list[Finding]:
    """Aspects are added without any edits to the source code of the abstractions.

    The functions woven never name their advice or the weaver: no call of it, no decorator."""
    problems = []
    every = weavings(program)
    woven_ids = {id(w) for weaving in every for w in weaving.woven}
    woven_names = {w.name for weaving in every for w in weaving.woven}
    for weaving in every:
        advice = {id(a) for a in weaving.advice if a is not None} - woven_ids
        names = {a.name for a in weaving.advice if a is not None and a.name} - woven_names
        for function in weaving.woven:
            for node in function.walk():
                if node.kind == "call" and any(id(f) in advice for f in program.callees(node)):
                    problems.append(Finding.at(node, f"{function.name} calls {node.child('callee').name}, which is "
                                               "woven onto it: the abstraction knows its aspect"))  # fmt: skip
            for decorator in function.attrs.get("decorators", []):
                if decorator in names:
                    problems.append(Finding.at(function, f"{function.name} is decorated with {decorator} in its own "
                                               "source: the aspect is an edit of the abstraction"))  # fmt: skip
    for function in program.functions():  # a decorator in the source, applied by the abstraction itself
        for decorator in function.children_in("decorator"):
            target = program.resolve(decorator.child("callee") if decorator.kind == "call" else decorator) \
                if decorator.kind in ("name", "attribute", "call") else None  # fmt: skip
            if (
                target is not None
                and target.kind == "function"
                and any(w.site.enclosing("module") is function.enclosing("module") for w in weavings(program))
            ):
                if any(id(target) in {id(a) for a in w.advice if a is not None} or target.name in
                       {a.name for a in w.advice if a is not None} for w in weavings(program)):  # fmt: skip
                    problems.append(Finding.at(function, f"{function.name} names its advice {target.name} as a "
                                               "decorator: the abstraction is edited"))  # fmt: skip
    unique = {(p.file, p.line, p.message): p for p in problems}
    return list(unique.values())


@constraint("aspects", house=True, not_in={"java": "our layout of the Python style (modules)",
                                            "javascript": "our layout of the Python style (modules)"})  # fmt: skip
def core_module_apart(program: Program) -> list[Finding]:
    """Our layout: a weaver wraps, by the names it is given, the functions of a core module that knows nothing of
    the aspects (imports nothing of the program, names no advice)."""
    woven = [w for w in weavings(program) if w.site.kind == "call" and w.woven]
    cores = {w.woven[0].file for w in woven}
    if not woven or any(w.site.file in cores for w in woven):
        return [Finding(program.main_file, 0, 0, "no weaver wraps the functions of a core module apart")]
    problems = []
    advice = {a.name for w in woven for a in w.advice if a is not None and a.name}
    for core in cores:
        for node in program.files[core].walk():
            if node.kind == "import" and node.attrs.get("level"):
                problems.append(Finding.at(node, "the core imports the program: it must not know the aspects"))
            if node.kind == "name" and node.name in advice:
                problems.append(Finding.at(node, f"the core names {node.name}, which is woven from outside"))
    return problems


# ---------------------------------------------------------------------------------------------- plugins
LOADERS = {
    "python": {"importlib.import_module", "import_module", "__import__", "*.load_module", "*.exec_module",
               "importlib.util.spec_from_file_location", "spec_from_file_location", "SourceFileLoader",
               "*.SourceFileLoader", "SourcelessFileLoader", "*.SourcelessFileLoader", "runpy.run_path",
               "run_path", "imp.load_source"},
    "java": {"Class.forName", "*.loadClass", "ServiceLoader.load", "*.forName"},
    "javascript": {"require", "import"},
}  # fmt: skip
OUTSIDE = {
    "python": {"configparser.", "tomllib.", "json.", "open", "*.read_text", "os.environ", "os.getenv", "*.getenv",
               "sys.argv", "os.listdir", "*.glob", "*.iterdir", "*.rglob", "glob.", "os.scandir", "input",
               "*.readline", "importlib.metadata.", "*.entry_points"},
    "java": {"*.load", "*.getProperty", "System.getenv", "System.getProperty", "Files.", "*.listFiles",
             "*.newDirectoryStream", "ServiceLoader.load", "*.readLine"},
    "javascript": {"fs.", "*.readFileSync", "*.readdirSync", "JSON.parse", "process.env", "process.argv"},
}  # fmt: skip


def loads(program: Program) -> list[Node]:
    """Calls that load code by a name or path that is not written in the call."""
    found = []
    for call in program.calls():
        if _own(program, call) or not _matches(program, call, LOADERS.get(program.language, set())):
            continue
        args = call.children_in("arg")
        if (
            _call_name(program, call)[1] in ("load_module", "exec_module")
            or (args and args[0].kind != "literal")
            or (args and args[0].kind == "literal" and args[0].children)
        ):
            found.append(call)
    for call in program.calls():  # import(x) in JavaScript: a call with no callee
        args = call.children_in("arg")
        if program.language == "javascript" and call.child("callee") is None and call.text.startswith("import"):
            if args and (args[0].kind != "literal" or args[0].children):
                found.append(call)
    for node in program.nodes("import"):  # import(x) in JavaScript
        if node.attrs.get("dynamic") and not node.attrs.get("module"):
            found.append(node)
    return found


def _reads_outside(program: Program) -> bool:
    table = OUTSIDE.get(program.language, set())
    if any(_matches(program, c, table) for c in program.calls() if not _own(program, c)):
        return True
    for node in program.nodes("attribute"):
        name = program.qualified(node)
        if name in ("os.environ", "sys.argv", "process.env", "process.argv"):
            return True
    for function in program.functions():  # Java's main(String[] args) handing args on
        if (
            function.name == "main"
            and function.attrs.get("params")
            and any(n.kind == "name" and n.name == function.attrs["params"][0] for n in function.walk())
        ):
            return program.language == "java" and any(
                n.kind == "name" and n.name == function.attrs["params"][0] and n.enclosing("call") is not None
                for n in function.walk()
            )
    return False


def _hard_wired(program: Program, node: Node) -> bool:
    """Whether a loader's argument is made of literals and constants only (`f"pkg.{CHOICE}"`, CHOICE = "x")."""
    args = node.children_in("arg") if node.kind == "call" else []
    if not args:
        return False
    first = args[0]
    pending, seen = [first], set()
    while pending:
        current = pending.pop()
        if id(current) in seen:
            continue
        seen.add(id(current))
        if current.kind == "name":
            if current.name in ("__package__", "__name__", "__file__"):
                continue
            target = program.resolve(current)
            if target is None or target.kind != "assign":
                return False
            value = target.child("value")
            if value is None:
                return False
            pending.append(value)
        elif current.kind in ("literal", "op"):
            pending += current.children
        else:
            return False
    return True


@constraint("plugins")
def loaded_dynamically(program: Program) -> list[Finding]:
    """All or some of the abstractions are physically encapsulated into their own packages, which the main
    program loads dynamically, usually in the beginning.

    Some code is loaded at run time by a name or path that is not written in the call (import_module(name), a
    file loader; Class.forName(name), a class loader, ServiceLoader; require(path), import(path))."""
    if loads(program):
        return []
    return [Finding(program.main_file, 0, 0, "nothing is loaded at run time by a name the program is given")]


def _implementations(program: Program) -> tuple[set[str], set[str]]:
    """(the program's modules that implement something, the program's concrete classes) other than the main."""
    main = program.main_file
    modules = set()
    for file, module in program.files.items():
        if file == main:
            continue
        defines = [c for c in module.walk() if c.kind in ("function", "class")
                   and not (c.kind == "class" and c.attrs.get("flavour") == "interface")]  # fmt: skip
        if defines:
            modules.add(Path(file).stem if Path(file).stem not in ("__init__", "index") else Path(file).parent.name)
    classes = {
        c.name
        for file, module in program.files.items()
        if file != main
        for c in module.walk()
        if c.kind == "class" and c.attrs.get("flavour", "class") == "class"
    }
    return modules, classes


@constraint("plugins")
def main_unaware_of_implementations(program: Program) -> list[Finding]:
    """The main program uses functions/objects from the dynamically-loaded packages, without knowing which exact
    implementations will be used.

    The main file neither imports a module of the program that implements something nor names a concrete class
    defined elsewhere in the program (it knows interfaces only); in Java, it defines no implementation itself (the
    packages are compiled apart from the main program)."""
    main = program.files.get(program.main_file)
    if main is None:
        return []
    modules, classes = _implementations(program)
    problems = []
    if program.language == "java":  # implementations compiled with the main program are known to it
        for cls in (c for c in main.walk() if c.kind == "class"):
            if (
                cls.attrs.get("flavour", "class") == "class"
                and not cls.attrs.get("is_abstract")
                and not any(m.name == "main" for m in cls.children if m.kind == "function")
                and any(m.kind == "function" and m.name != cls.name for m in cls.children)
            ):
                problems.append(Finding.at(cls, f"the main program's file defines the implementation {cls.name}: "
                                           "plugins are compiled apart from it"))  # fmt: skip
    for node in main.walk():
        if node.kind == "import" and not node.attrs.get("dynamic"):
            imported = {str(node.attrs.get("module", "")).strip(".").split(".")[-1].split("/")[-1].removesuffix(".js")}
            imported |= {v.split(".")[-1] for v in node.attrs.get("names", {}).values()}
            hit = sorted(imported & modules)
            if (
                hit
                and program.module_named(str(node.attrs.get("module", ""))) is not None
                or (hit and node.attrs.get("level"))
            ):
                problems.append(
                    Finding.at(node, f"the main program imports {hit[0]} itself, not by a name it is given")
                )
        elif node.kind == "name" and node.name in classes and program.language == "java":
            problems.append(Finding.at(node, f"the main program names the implementation {node.name}"))
        elif node.kind == "call" and program.language == "javascript":
            callee = node.child("callee")
            args = node.children_in("arg")
            if callee is not None and callee.name == "require" and args and args[0].kind == "literal":
                path = str(args[0].attrs.get("value", ""))
                if path.startswith(".") and Path(path).stem in modules:
                    problems.append(Finding.at(node, f"the main program requires {path} itself"))
    return problems


@constraint("plugins")
def external_specification(program: Program) -> list[Finding]:
    """External specification of which packages to load: a configuration file, path conventions, user input or
    other mechanisms for external specification of code to be linked at run time.

    The program reads something from outside (a configuration file, the environment, the command line, a folder's
    listing, a service registry), and what it loads is not written in the program (a name made of literals and
    constants only is hard-wired)."""
    found = loads(program)
    problems = []
    if not _reads_outside(program):
        problems.append(Finding(program.main_file, 0, 0, "nothing outside the program says what to load (no "
                                "configuration, environment, argument or folder is read)"))  # fmt: skip
    for call in found:
        if _hard_wired(program, call):
            problems.append(Finding.at(call, "what is loaded is written in the program: nothing outside chooses it"))
    return problems


LESSON_PARTS = ("board", "rules", "symbols")
LESSON_PLUGINS = ("default", "fancy")


def _plugin_file(path: Path) -> dict[str, str] | None:
    if not path.is_file():
        return None
    lines = [line.strip() for line in path.read_text(encoding="utf-8").splitlines()]
    pairs = [line.partition("=") for line in lines if line and line[0] not in "#;" and "=" in line]
    return {key.strip(): value.strip() for key, _, value in pairs}


def _reaches_readline(program: Program, node: Node, depth: int) -> bool:
    """Whether the code under `node` reads a line, itself or through the program's functions it calls."""
    for call in (c for c in node.walk() if c.kind == "call"):
        callee = call.child("callee")
        if callee is not None and callee.name == "readline":
            return True
        if depth and any(_reaches_readline(program, f, depth - 1) for f in program.callees(call)):
            return True
    return False


@constraint("plugins", house=True, not_in={"java": "our layout of the Python style", "javascript": "our layout of "
                                            "the Python style"})  # fmt: skip
def host_owns_the_game(program: Program) -> list[Finding]:
    """Our layout: the host owns the game and its plugins are made of parts; the dialects are apart.

    The host (__main__.py) reads the input lines in a loop; no part of the lesson (parts/) does any I/O; the
    lesson's plugins (installed/default.ini, fancy.ini) name a board, a rules and a symbols part that exist; other
    games the host can load live in dialects/."""
    folder = Path(program.root)
    host = program.files.get("__main__.py")
    if host is None:
        return [Finding(program.main_file, 0, 0, "no __main__.py: no host")]
    problems = []
    reads = any(n.kind == "loop" and _reaches_readline(program, n, 3) for n in host.walk())
    if not reads:
        problems.append(Finding("__main__.py", 0, 0, "the host does not own the game loop: it never reads the input "
                                "lines in a loop"))  # fmt: skip
    for file, module in program.files.items():
        if file.startswith("parts/"):
            for call in (n for n in module.walk() if n.kind == "call"):
                name, method = _call_name(program, call)
                if name in ("print", "input") or name.startswith("sys.std") or method == "readline":
                    problems.append(Finding.at(call, "a part reads or writes the console: the host does that"))
    for plugin in LESSON_PLUGINS:
        parts = _plugin_file(folder / "installed" / f"{plugin}.ini")
        if parts is None:
            problems.append(Finding(program.main_file, 0, 0, f"no installed/{plugin}.ini naming the parts"))
            continue
        for kind in LESSON_PARTS:
            if f"parts/{kind}/{parts.get(kind)}.py" not in program.files:
                problems.append(Finding(f"installed/{plugin}.ini", 0, 0, f"names no {kind} part that exists"))
    for path in sorted((folder / "installed").glob("*.ini")) if (folder / "installed").is_dir() else []:
        if path.stem not in LESSON_PLUGINS:
            problems.append(
                Finding(f"installed/{path.name}", 0, 0, "not a plugin of the lesson: dialects go in dialects/")
            )
    return problems


# A program that weaves aspects by replacing its functions modifies itself: reflective does not reject aspects.
NEIGHBOURS.update(
    {
        "introspective": ["reflective", "aspects", "plugins"],
        "reflective": ["introspective", "plugins"],
        "aspects": ["introspective", "reflective", "plugins"],
        "plugins": ["introspective", "reflective", "aspects"],
    }
)

"""Questions the rules of chapters 1-10 ask of the model that are not the model's own: the main program, the
program's own named functions, exits, lines of code, and the flow of functions through parameters (which
function a continuation parameter may hold), in any language."""

from __future__ import annotations

import io
import re
import tokenize

from shared_tests.stylecheck.model import Node, Program

# Calls that end the program: nothing can follow them.
EXITS = {"sys.exit", "exit", "quit", "os._exit", "System.exit", "process.exit", "Runtime.getRuntime.exit"}
# Methods through which Java and JavaScript call a function value: `then.accept(x)`, `k.apply(v)`, `f.call(null, v)`.
FUNCTIONAL = {
    "apply", "accept", "run", "call", "get", "test", "applyAsInt", "applyAsLong", "applyAsDouble", "invoke",
}  # fmt: skip
# Readings of a file or stream that take it whole.
WHOLE_READS = {"read", "readlines", "read_text", "read_bytes", "readAllLines", "readAllBytes", "readString",
               "readFileSync", "lines", "loadtxt"}  # fmt: skip


def is_identity(function: Node) -> bool:
    """A function that gives back its own parameter (through a cast): `<T> F<T> func(F<T> f) { return (F) f; }`."""
    body = function.children_in("body")
    if function.kind != "function" or len(body) != 1:
        return False
    value = body[0].child("value") if body[0].kind == "return" else body[0] if function.attrs.get("is_lambda") else None
    if value is None or value.kind != "name":
        return False
    return any(p.name == value.name for p in function.children if p.kind == "param")


def is_inline(function: Node) -> bool:
    """A lambda (or arrow function) written where it is used, not kept under a name or in a table."""
    if not function.attrs.get("is_lambda"):
        return False
    parent = function.parent
    if parent is None:
        return True
    if parent.kind == "assign" and function.role == "value":
        return False
    if parent.kind == "collection" and function.role == "value":
        return False
    if parent.kind == "call" and function.role == "arg":
        callee = parent.child("callee")
        args = parent.children_in("arg")
        if (
            callee is not None
            and callee.name.split(".")[-1] in TABLE_STORES
            and len(args) >= 2
            and args[0] is not function
        ):
            return False  # kept in a table: words.put("+", () -> ...)
    return True


TABLE_STORES = {"put", "set", "setdefault", "putIfAbsent", "register"}


def named_functions(program: Program) -> list[Node]:
    """The program's functions that have a name: definitions, methods, and lambdas kept in a variable or a table."""
    return [f for f in program.functions() if not is_inline(f)]


def function_name(function: Node) -> str:
    if function.name:
        return function.name
    parent = function.parent
    if parent is not None and parent.kind == "assign":
        targets = parent.children_in("target")
        if targets and targets[0].name:
            return targets[0].name
    if parent is not None and parent.kind == "collection":
        keys, values = parent.children_in("key"), parent.children_in("value")
        for key, value in zip(keys, values, strict=False):
            if value is function:
                return str(key.attrs.get("value", key.name or "entry"))
    return "a lambda"


def is_entry(function: Node) -> bool:
    """Java's `static void main(String[] args)`: the entry point the language demands."""
    return function.name == "main" and bool(function.attrs.get("is_static") or function.attrs.get("is_method"))


def main_statements(program: Program) -> list[Node]:
    """The statements of the main program: Python's `if __name__ == "__main__":` block (else the main file's
    top-level statements), Java's `main` method, a JavaScript file's top-level statements. A main program that is
    a single call of the program's own function (`main()`, `new App().run()`) is that function's body."""
    module = program.files.get(program.main_file)
    if module is None:
        return []
    statements: list[Node] = []
    mains = [f for f in program.functions() if f.name == "main" and f.file == program.main_file]
    if program.language == "java":
        if mains:
            statements = mains[0].children_in("body")
    else:
        top = [c for c in program.top_level(module) if c.kind not in ("function", "class", "import")]
        guard = [s for s in top if s.kind == "if" and "__main__" in s.text]
        statements = guard[0].children_in("then") if guard else top
        statements = [s for s in statements if not _docstring(s)]
    seen: set[int] = set()
    while True:
        calls = [s for s in statements if s.kind not in ("import", "assign") and not _docstring(s)]
        if len(calls) != 1 or calls[0].kind != "expr":
            break
        value = calls[0].child("value")
        if (
            value is not None
            and value.kind == "call"
            and is_exit(program, value)
            and len(value.children_in("arg")) == 1
        ):
            value = value.children_in("arg")[0]  # sys.exit(main(sys.argv))
        if value is None or value.kind != "call":
            break
        if any(n.kind == "call" for a in value.children_in("arg") for n in a.walk()):
            break  # print_all(sort(frequencies(...))): the main program itself, not a call of it
        args = value.children_in("arg")
        callee = value.child("callee")
        named = callee is not None and callee.name.split(".")[-1] in ("main", "run", "start", "execute", "play")
        given = any(
            n.kind == "attribute" and n.name in ("argv", "args") or n.name == "args" for a in args for n in a.walk()
        )
        if args and not named and not given:
            break  # printme(v): a step of the main program, not the main program
        targets = [t for t in program.callees(value) if t.children_in("body") and id(t) not in seen]
        if len(targets) != 1:
            break
        seen.add(id(targets[0]))
        statements = targets[0].children_in("body")
    return statements


def _docstring(statement: Node) -> bool:
    value = statement.child("value")
    return statement.kind == "expr" and value is not None and value.kind == "literal"


def qualified_callee(program: Program, call: Node) -> str:
    callee = call.child("callee")
    return program.qualified(callee) if callee is not None else ""


def is_exit(program: Program, call: Node) -> bool:
    name = qualified_callee(program, call)
    return name in EXITS or any(name.endswith("." + e) for e in EXITS) or name.endswith("exit") and "." in name


def param_called(program: Program, call: Node) -> Node | None:
    """The parameter a call runs: `k(x)`, or in Java/JavaScript `k.accept(x)`, `k.call(null, x)`."""
    callee = call.child("callee")
    if callee is None:
        return None
    if callee.kind == "name":
        target = program.resolve(callee)
        return target if target is not None and target.kind == "param" else None
    args = call.children_in("arg")
    if callee.kind == "attribute" and callee.name == "get" and args:
        return None  # a list's or a map's get(i), not a Supplier's get()
    if callee.kind == "attribute" and callee.name == "test" and program.language == "javascript":
        return None  # a regular expression's test(text)
    functional = FUNCTIONAL | single_method_interfaces(program)
    if callee.kind == "attribute" and callee.name in functional and program.language != "python":
        obj = callee.child("object")
        if obj is not None and obj.kind == "name":
            target = program.resolve(obj)
            return target if target is not None and target.kind == "param" else None
    return None


def single_method_interfaces(program: Program) -> set[str]:
    """The method names of the program's own one-method interfaces (`TextProcessor.process`): calling one on a
    parameter calls the function it holds."""
    cached = getattr(program, "_single_method_names", None)
    if cached is None:
        cached = set()
        for cls in program.classes():
            if cls.attrs.get("flavour") == "interface":
                methods = [m for m in cls.children if m.kind == "function"]
                if len(methods) == 1:
                    cached.add(methods[0].name)
        program._single_method_names = cached  # type: ignore[attr-defined]
    return cached


def function_params(function: Node) -> list[Node]:
    return [c for c in function.children if c.kind == "param"]


def unpacked_alias(program: Program, name: Node) -> list[Node]:
    """The function a name was given by unpacking: `step, update = read_line, apply` -> read_line."""
    bound = program.binding(name.name, name)
    if bound is None:
        return []
    assign = program.definition(bound)
    if assign.kind != "assign":
        return []
    targets, value = assign.children_in("target"), assign.child("value")
    if len(targets) != 1 or targets[0].kind != "collection" or value is None or value.kind != "collection":
        return []
    names = [t.name for t in targets[0].children]
    if name.name not in names or len(value.children) != len(names):
        return []
    found = program._as_function(value.children[names.index(name.name)])
    return [found] if found is not None else []


# ---------------------------------------------------------------------------------------------- flow of functions
class Flow:
    """Which functions each parameter may hold, following the values passed at every call: direct calls, calls of
    a parameter (through the functions it may hold), `partial(f, ...)`, and tables. Continuation-passing programs
    hand functions on from call to call; this is where they go."""

    def __init__(self, program: Program) -> None:
        self.program = program
        self.values: dict[int, list[Node]] = {}
        self._params: dict[int, Node] = {}
        changed, rounds = True, 0
        while changed and rounds < 12:
            changed, rounds = False, rounds + 1
            for call in program.calls():
                for target, args in self.invocations(call):
                    params = function_params(target)
                    offset = 1 if program._drops_self(call, target) else 0
                    positional = [a for a in args if not a.attrs.get("keyword")]
                    for index, arg in enumerate(positional):
                        slot = index + offset
                        if slot >= len(params) or params[slot].attrs.get("star"):
                            continue
                        for function in self.functions_of(arg):
                            known = self.values.setdefault(id(params[slot]), [])
                            if all(function is not k for k in known):
                                known.append(function)
                                self._params[id(params[slot])] = params[slot]
                                changed = True

    def invocations(self, call: Node) -> list[tuple[Node, list[Node]]]:
        """(function, arguments) for what a call runs: `partial(k, a)` runs k with (a, ...)."""
        args = call.children_in("arg")
        callee = call.child("callee")
        if callee is not None and callee.name == "partial" and args:
            return [(f, args[1:]) for f in self.functions_of(args[0])]
        if (
            callee is not None
            and callee.kind == "attribute"
            and callee.name == "call"
            and self.program.language != "python"
        ):
            obj = callee.child("object")
            return [(f, args[1:]) for f in (self.functions_of(obj) if obj is not None else [])]
        return [(f, args) for f in self.targets(call)]

    def targets(self, call: Node) -> list[Node]:
        """The functions a call may run, parameters followed through the functions they may hold."""
        param = param_called(self.program, call)
        if param is not None:
            return list(self.values.get(id(param), []))
        direct = [f for f in self.program._direct(call) if f.kind == "function"]
        callee = call.child("callee")
        if not direct and callee is not None and callee.kind == "name":
            direct = unpacked_alias(self.program, callee) or self.loop_values(callee)
        return direct

    def loop_values(self, name: Node) -> list[Node]:
        """The functions a loop's variable takes in turn: `for step in (read, count, show): step(...)`."""
        loop = self.program.resolve(name)
        if loop is None or loop.kind != "loop":
            return []
        targets, source = loop.children_in("target"), loop.child("iter")
        if len(targets) != 1 or targets[0].kind != "name" or targets[0].name != name.name or source is None:
            return []
        if source.kind == "name":
            bound = self.program.resolve(source)
            source = bound.child("value") if bound is not None and bound.kind == "assign" else None
        if source is None or source.kind != "collection":
            return []
        return [f for element in source.children for f in self.functions_of(element)]

    def functions_of(self, expression: Node) -> list[Node]:
        """The functions an expression may stand for: a function or lambda, a name of one, a parameter (what it
        may hold), `partial(f, ...)`."""
        if expression.kind == "function":
            return [expression]
        if expression.kind == "name":
            target = self.program.resolve(expression)
            if target is not None and target.kind == "param":
                return list(self.values.get(id(target), []))
            if target is not None and target.kind == "function":
                return [target]
            return []
        if expression.kind == "call":
            helpers = [f for f in self.program._direct(expression) if is_identity(f)]
            args = expression.children_in("arg")
            if helpers and args:
                return self.functions_of(args[0])  # func(Nine::scan): a cast of the function, the function itself
        found = self.program._as_function(expression)
        return [found] if found is not None else []

    def holds_functions(self, param: Node) -> bool:
        return bool(self.values.get(id(param)))


# ---------------------------------------------------------------------------------------------- lines of code
def code_lines(text: str, language: str) -> list[tuple[int, str]]:
    """(line number, code) for each line that holds code: comments, docstrings and blank lines are no code; nor is
    a line of closing brackets alone."""
    if language == "python":
        return _python_code_lines(text)
    stripped = _strip_c_comments(text)
    return [
        (i, line.strip())
        for i, line in enumerate(stripped.splitlines(), 1)
        if line.strip() and not re.fullmatch(r"[\s\)\]\};,]*", line)
    ]


def logical_lines(text: str, language: str) -> list[tuple[int, str]]:
    """(first line number, code) for each statement as a formatter may have laid it over several lines: lines
    inside open parentheses or brackets, lines that go on with `.`, and lines that end with an operator are joined."""
    lines = code_lines(text, language)
    found: list[tuple[int, str]] = []
    depth = 0
    for number, code in lines:
        if language == "python":
            going_on = bool(found) and (depth > 0 or found[-1][1].endswith("\\"))
        else:
            going_on = bool(found) and (depth > 0 or code.startswith((".", "?", ":", "+", "-", "*", "/", "&&", "||")))
            ended = found and re.search(r"(\(|\[|,|\.|\+|-|\*|/|&&|\|\||=|=>|\?|:)\s*$", found[-1][1])
            if not going_on and ended and not found[-1][1].endswith(("::", "*/", "{")):
                going_on = True
        if going_on:
            found[-1] = (found[-1][0], found[-1][1] + " " + code)
        else:
            found.append((number, code))
        depth = max(0, depth + code.count("(") + code.count("[") - code.count(")") - code.count("]"))
    return found


def _python_code_lines(text: str) -> list[tuple[int, str]]:
    lines = text.splitlines()
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(text).readline))
    except (tokenize.TokenError, SyntaxError, IndentationError):
        return [
            (i, line.strip()) for i, line in enumerate(lines, 1) if line.strip() and not line.strip().startswith("#")
        ]
    code: set[int] = set()
    previous = None
    for token in tokens:
        if token.type in (tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT,
                          tokenize.ENDMARKER, tokenize.ENCODING):  # fmt: skip
            if token.type == tokenize.NEWLINE:
                previous = token
            continue
        if token.type == tokenize.STRING and (
            previous is None or previous.type in (tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT)
        ):
            # a string alone as a statement: a docstring
            after = token.end
            line_rest = lines[after[0] - 1][after[1] :].strip() if after[0] - 1 < len(lines) else ""
            if not line_rest or line_rest.startswith("#"):
                previous = token
                continue
        code.update(range(token.start[0], token.end[0] + 1))
        previous = token
    return [(i, lines[i - 1].strip()) for i in sorted(code) if i - 1 < len(lines) and lines[i - 1].strip()]


def _strip_c_comments(text: str) -> str:
    """Java/JavaScript text with // and /* */ comments blanked (strings, template and regex literals kept)."""
    out, i, n = [], 0, len(text)
    while i < n:
        ch = text[i]
        if ch in "\"'`":
            j = i + 1
            while j < n and text[j] != ch:
                j += 2 if text[j] == "\\" else 1
            out.append(text[i : j + 1])
            i = j + 1
        elif text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append("\n" * text.count("\n", i, j))
            i = j
        else:
            out.append(ch)
            i += 1
    return "".join(out)

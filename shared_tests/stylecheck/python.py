"""The Python front end: a file read with `ast` and written as the model's nodes (see model.py)."""

from __future__ import annotations

import ast
from pathlib import PurePosixPath

from shared_tests.stylecheck.model import Node, Unparsable

LANGUAGE = "python"
EXTENSIONS = (".py",)
OPERATORS = {
    ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.Div: "/", ast.FloorDiv: "//", ast.Mod: "%", ast.Pow: "**",
    ast.MatMult: "@", ast.LShift: "<<", ast.RShift: ">>", ast.BitOr: "|", ast.BitAnd: "&", ast.BitXor: "^",
    ast.And: "and", ast.Or: "or", ast.Not: "not", ast.USub: "-", ast.UAdd: "+", ast.Invert: "~", ast.Eq: "==",
    ast.NotEq: "!=", ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=", ast.Is: "is", ast.IsNot: "is not",
    ast.In: "in", ast.NotIn: "not in",
}  # fmt: skip
COMPREHENSIONS = {ast.ListComp: "list", ast.SetComp: "set", ast.DictComp: "map", ast.GeneratorExp: "generator"}
CONTEXT = {ast.Load: "load", ast.Store: "store", ast.Del: "del"}


def parse(text: str, file: str) -> Node:
    """The module node of one Python file; `Unparsable` when it does not parse."""
    try:
        tree = ast.parse(text)
        return Reader(text, file).module(tree)
    except SyntaxError as error:
        raise Unparsable(error.lineno or 1, error.msg) from None
    except ValueError as error:  # null bytes
        raise Unparsable(1, str(error)) from None
    except (RecursionError, MemoryError):
        raise Unparsable(1, "nested too deeply for the style check to read") from None


def _dotted(node: ast.AST) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        base = _dotted(node.value)
        return f"{base}.{node.attr}" if base else node.attr
    if isinstance(node, ast.Call):
        return _dotted(node.func)
    if isinstance(node, ast.Subscript):
        return _dotted(node.value)
    return ""


class Reader:
    """Writes one file's ast as nodes."""

    def __init__(self, text: str, file: str) -> None:
        self.lines = text.splitlines()
        self.file = file

    def node(self, kind: str, source: ast.AST | None, name: str = "", **attrs) -> Node:
        line = getattr(source, "lineno", 1) or 1
        col = getattr(source, "col_offset", 0) or 0  # in bytes of UTF-8
        text = ""
        if source is not None and 0 < line <= len(self.lines):
            row = self.lines[line - 1].encode("utf-8")
            end = getattr(source, "end_col_offset", None) if getattr(source, "end_lineno", line) == line else None
            text = row[col:end].decode("utf-8", "replace").strip()[:120]
            col = len(row[:col].decode("utf-8", "replace"))
        return Node(kind, name, file=self.file, line=line, col=col + 1, text=text, attrs=attrs)

    # ---------------------------------------------------------------------------------------------- statements
    def module(self, tree: ast.Module) -> Node:
        path = PurePosixPath(self.file)
        name = path.parent.name if path.stem in ("__init__", "__main__") and path.parent.name else path.stem
        module = Node("module", name, file=self.file, line=1, col=1, attrs={})
        for statement in tree.body:
            module.add(self.statement(statement), "body")
            if isinstance(statement, ast.If) and "__main__" in ast.unparse(statement.test):
                module.attrs["is_main"] = True
        return module

    def block(self, parent: Node, statements: list[ast.stmt], role: str) -> None:
        for statement in statements:
            parent.add(self.statement(statement), role)

    def statement(self, s: ast.stmt) -> Node:
        if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef)):
            return self.function(s)
        if isinstance(s, ast.ClassDef):
            return self.cls(s)
        if isinstance(s, ast.Return):
            node = self.node("return", s)
            node.add(self.expr(s.value), "value")
            return node
        if isinstance(s, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
            return self.assign(s)
        if isinstance(s, (ast.For, ast.AsyncFor)):
            node = self.node("loop", s, form="foreach", is_async=isinstance(s, ast.AsyncFor))
            node.add(self.expr(s.target), "target")
            node.add(self.expr(s.iter), "iter")
            self.block(node, s.body, "body")
            self.block(node, s.orelse, "else")
            return node
        if isinstance(s, ast.While):
            node = self.node("loop", s, form="while")
            node.add(self.expr(s.test), "test")
            self.block(node, s.body, "body")
            self.block(node, s.orelse, "else")
            return node
        if isinstance(s, ast.If):
            node = self.node("if", s)
            node.add(self.expr(s.test), "test")
            self.block(node, s.body, "then")
            self.block(node, s.orelse, "else")
            return node
        if isinstance(s, (ast.With, ast.AsyncWith)):
            node = self.node("with", s)
            for item in s.items:
                node.add(self.expr(item.context_expr), "context")
                node.add(self.expr(item.optional_vars), "target")
            self.block(node, s.body, "body")
            return node
        if isinstance(s, ast.Raise):
            node = self.node("throw", s)
            node.add(self.expr(s.exc), "value")
            node.add(self.expr(s.cause), "cause")
            return node
        if isinstance(s, (ast.Try, getattr(ast, "TryStar", ast.Try))):
            return self.try_(s)
        if isinstance(s, ast.Match):
            node = self.node("switch", s)
            node.add(self.expr(s.subject), "test")
            for case in s.cases:
                branch = self.node("block", case.pattern, "case", pattern=ast.unparse(case.pattern))
                branch.add(self.expr(case.guard), "test")
                self.block(branch, case.body, "body")
                node.add(branch, "case")
            return node
        if isinstance(s, (ast.Import, ast.ImportFrom)):
            return self.imports(s)
        if isinstance(s, (ast.Global, ast.Nonlocal)):
            return self.node("global", s, names=list(s.names), nonlocal_=isinstance(s, ast.Nonlocal))
        if isinstance(s, ast.Expr):
            node = self.node("expr", s)
            node.add(self.expr(s.value), "value")
            return node
        if isinstance(s, ast.Pass):
            return self.node("pass", s)
        if isinstance(s, ast.Break):
            return self.node("break", s)
        if isinstance(s, ast.Continue):
            return self.node("continue", s)
        if isinstance(s, ast.Delete):
            node = self.node("delete", s)
            for target in s.targets:
                node.add(self.expr(target), "target")
            return node
        if isinstance(s, ast.Assert):
            node = self.node("assert", s)
            node.add(self.expr(s.test), "test")
            node.add(self.expr(s.msg), "value")
            return node
        return self.generic(s)

    def assign(self, s: ast.Assign | ast.AugAssign | ast.AnnAssign) -> Node:
        if isinstance(s, ast.Assign):
            node = self.node("assign", s, op="=")
            targets = s.targets
        elif isinstance(s, ast.AugAssign):
            node = self.node("assign", s, op=OPERATORS.get(type(s.op), "?") + "=")
            targets = [s.target]
        else:
            node = self.node("assign", s, op="=", declared=True, annotation=ast.unparse(s.annotation))
            targets = [s.target]
        for target in targets:
            node.add(self.expr(target), "target")
        node.add(self.expr(s.value), "value")
        if isinstance(s, ast.AugAssign) and node.children and node.children[0].kind == "name":
            node.children[0].attrs["ctx"] = "store"
        return node

    def try_(self, s: ast.Try) -> Node:
        catches = []
        node = self.node("try", s)
        self.block(node, s.body, "body")
        for handler in s.handlers:
            kinds = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
            names = [_dotted(k).split(".")[-1] for k in kinds if k is not None] or ["BaseException"]
            catches += names
            branch = self.node("block", handler, handler.name or "", catches=names)
            branch.add(self.expr(handler.type), "test")
            if handler.name:
                branch.add(self.node("name", handler, handler.name, ctx="store"), "target")
            self.block(branch, handler.body, "body")
            node.add(branch, "handler")
        self.block(node, s.orelse, "else")
        if s.finalbody:
            final = self.node("block", s.finalbody[0])
            self.block(final, s.finalbody, "body")
            node.add(final, "finally")
        node.attrs["catches"] = catches
        return node

    def imports(self, s: ast.Import | ast.ImportFrom) -> Node:
        if isinstance(s, ast.Import):
            names = {}
            for alias in s.names:
                local = alias.asname or alias.name.split(".")[0]
                names[local] = alias.name if alias.asname else alias.name.split(".")[0]
            module = s.names[0].name if len(s.names) == 1 else ""
            node = self.node("import", s, module=module, names=names, modules=[a.name for a in s.names])
            if len(s.names) == 1 and not s.names[0].asname and "." in s.names[0].name:
                node.attrs["module"] = s.names[0].name.split(".")[0]
            return node
        module = "." * s.level + (s.module or "")
        names = {alias.asname or alias.name: alias.name for alias in s.names if alias.name != "*"}
        return self.node(
            "import", s, module=module, names=names, level=s.level, star=any(a.name == "*" for a in s.names)
        )

    def parameters(self, function: Node, args: ast.arguments) -> None:
        positional = [*args.posonlyargs, *args.args]
        defaults = [None] * (len(positional) - len(args.defaults)) + list(args.defaults)
        every = [(a, d, "") for a, d in zip(positional, defaults, strict=True)]
        if args.vararg:
            every.append((args.vararg, None, "*"))
        every += [(a, d, "kwonly") for a, d in zip(args.kwonlyargs, args.kw_defaults, strict=True)]
        if args.kwarg:
            every.append((args.kwarg, None, "**"))
        for index, (arg, default, star) in enumerate(every):
            param = self.node("param", arg, arg.arg, index=index, star=star)
            if arg.annotation is not None:
                param.attrs["annotation"] = ast.unparse(arg.annotation)
            param.add(self.expr(default), "default")
            function.add(param, "param")
        function.attrs["params"] = [arg.arg for arg, _, _ in every]

    def function(self, s: ast.FunctionDef | ast.AsyncFunctionDef) -> Node:
        decorators = [_dotted(d).split(".")[-1] for d in s.decorator_list]
        node = self.node(
            "function", s, s.name, is_lambda=False, is_async=isinstance(s, ast.AsyncFunctionDef), decorators=decorators,
            returns=ast.unparse(s.returns) if s.returns is not None else "", is_static="staticmethod" in decorators,
        )  # fmt: skip
        for decorator in s.decorator_list:
            node.add(self.expr(decorator), "decorator")
        self.parameters(node, s.args)
        self.block(node, s.body, "body")
        self._finish_function(node)
        return node

    def _finish_function(self, node: Node) -> None:
        node.attrs["is_generator"] = any(n.kind == "yield" for n in node.own())
        node.attrs.setdefault("owner", "")  # a class sets owner and is_method when it adopts the function
        node.attrs.setdefault("is_method", False)

    def cls(self, s: ast.ClassDef) -> Node:
        bases = [_dotted(b) for b in s.bases]
        decorators = [_dotted(d).split(".")[-1] for d in s.decorator_list]
        flavour = "class"
        if any(b.split(".")[-1] in ("Enum", "IntEnum", "StrEnum", "Flag") for b in bases):
            flavour = "enum"
        elif any(b.split(".")[-1] in ("Protocol", "ABC") for b in bases):
            flavour = "interface"
        elif "dataclass" in decorators or any(b.split(".")[-1] == "NamedTuple" for b in bases):
            flavour = "record"
        node = self.node("class", s, s.name, bases=bases, interfaces=[], flavour=flavour, decorators=decorators)
        for decorator in s.decorator_list:
            node.add(self.expr(decorator), "decorator")
        for base in s.bases:
            node.add(self.expr(base), "base")
        self.block(node, s.body, "body")
        for child in node.children:
            if child.kind == "function":
                child.attrs["is_method"] = True
                child.attrs["owner"] = s.name
                if "classmethod" in child.attrs.get("decorators", []):
                    child.attrs["is_static"] = True
        return node

    # ---------------------------------------------------------------------------------------------- expressions
    def expr(self, e: ast.AST | None) -> Node | None:
        if e is None:
            return None
        if isinstance(e, ast.Name):
            return self.node("name", e, e.id, ctx=CONTEXT.get(type(e.ctx), "load"))
        if isinstance(e, ast.Attribute):
            node = self.node("attribute", e, e.attr, ctx=CONTEXT.get(type(e.ctx), "load"))
            node.add(self.expr(e.value), "object")
            return node
        if isinstance(e, ast.Call):
            node = self.node("call", e, _dotted(e.func), is_new=False)
            node.add(self.expr(e.func), "callee")
            for arg in e.args:
                node.add(self.expr(arg), "arg")
            for keyword in e.keywords:
                value = self.expr(keyword.value)
                if value is not None:
                    value.attrs["keyword"] = keyword.arg or "**"
                node.add(value, "arg")
            return node
        if isinstance(e, ast.Constant):
            value = e.value
            kind = (
                "null" if value is None else "bool" if isinstance(value, bool) else
                "num" if isinstance(value, (int, float, complex)) else "str" if isinstance(value, str) else
                "bytes" if isinstance(value, bytes) else "other"
            )  # fmt: skip
            return self.node("literal", e, type=kind, value=value)
        if isinstance(e, ast.JoinedStr):
            parts = "".join(v.value for v in e.values if isinstance(v, ast.Constant) and isinstance(v.value, str))
            node = self.node("literal", e, type="str", value=parts, formatted=True)
            for value in e.values:
                if isinstance(value, ast.FormattedValue):
                    node.add(self.expr(value.value), "part")
            return node
        if isinstance(e, ast.Subscript):
            node = self.node("index", e, ctx=CONTEXT.get(type(e.ctx), "load"))
            node.add(self.expr(e.value), "object")
            node.add(self.expr(e.slice), "key")
            return node
        if isinstance(e, (ast.List, ast.Tuple, ast.Set)):
            kind = {ast.List: "list", ast.Tuple: "tuple", ast.Set: "set"}[type(e)]
            node = self.node("collection", e, type=kind, ctx=CONTEXT.get(type(getattr(e, "ctx", None)), "load"))
            for element in e.elts:
                node.add(self.expr(element), "item")
            return node
        if isinstance(e, ast.Dict):
            node = self.node("collection", e, type="map")
            for key, value in zip(e.keys, e.values, strict=True):
                if key is None:
                    node.add(self.expr(value), "spread")
                else:
                    node.add(self.expr(key), "key")
                    node.add(self.expr(value), "value")
            return node
        if isinstance(e, ast.Lambda):
            node = self.node(
                "function", e, "", is_lambda=True, is_async=False, decorators=[], returns="", is_static=False,
                is_method=False, owner="",
            )  # fmt: skip
            self.parameters(node, e.args)
            node.add(self.expr(e.body), "body")
            node.attrs["is_generator"] = False
            return node
        if isinstance(e, (ast.BinOp, ast.BoolOp, ast.UnaryOp, ast.Compare)):
            if isinstance(e, ast.Compare):
                op = " ".join(OPERATORS.get(type(o), "?") for o in e.ops)
                operands = [e.left, *e.comparators]
            elif isinstance(e, ast.BoolOp):
                op, operands = OPERATORS[type(e.op)], e.values
            elif isinstance(e, ast.BinOp):
                op, operands = OPERATORS.get(type(e.op), "?"), [e.left, e.right]
            else:
                op, operands = OPERATORS.get(type(e.op), "?"), [e.operand]
            node = self.node("op", e, op=op)
            for operand in operands:
                node.add(self.expr(operand), "operand")
            return node
        if isinstance(e, ast.IfExp):
            node = self.node("cond", e)
            node.add(self.expr(e.test), "test")
            node.add(self.expr(e.body), "then")
            node.add(self.expr(e.orelse), "else")
            return node
        if isinstance(e, (ast.Yield, ast.YieldFrom)):
            node = self.node("yield", e, delegates=isinstance(e, ast.YieldFrom))
            node.add(self.expr(e.value), "value")
            return node
        if isinstance(e, ast.Await):
            node = self.node("await", e)
            node.add(self.expr(e.value), "value")
            return node
        if isinstance(e, tuple(COMPREHENSIONS)):
            node = self.node("loop", e, form="comprehension", type=COMPREHENSIONS[type(e)])
            if isinstance(e, ast.DictComp):
                node.add(self.expr(e.key), "key")
                node.add(self.expr(e.value), "value")
            else:
                node.add(self.expr(e.elt), "value")
            for generator in e.generators:
                node.add(self.expr(generator.target), "target")
                node.add(self.expr(generator.iter), "iter")
                for condition in generator.ifs:
                    node.add(self.expr(condition), "test")
            return node
        if isinstance(e, ast.NamedExpr):
            node = self.node("assign", e, op=":=")
            node.add(self.expr(e.target), "target")
            node.add(self.expr(e.value), "value")
            return node
        if isinstance(e, ast.Starred):
            node = self.node("spread", e)
            node.add(self.expr(e.value), "value")
            return node
        return self.generic(e)

    def generic(self, e: ast.AST) -> Node:
        """A construct the vocabulary has no word for: its ast name, its parts as children."""
        node = self.node(type(e).__name__.lower(), e)
        for child in ast.iter_child_nodes(e):
            if isinstance(child, ast.stmt):
                node.add(self.statement(child), "body")
            elif isinstance(child, ast.expr):
                node.add(self.expr(child))
        return node

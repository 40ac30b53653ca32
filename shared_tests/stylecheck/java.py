"""The Java front end: Java source -> the model's Nodes (model.py), through tree-sitter-java.

Java has no module-level functions or variables: a file is a `module` whose classes hold everything. Static fields
are `assign` Nodes with `field` and `is_static` (the model counts them as module state); interfaces, enums and
records are `class` Nodes of flavour interface/enum/record, an anonymous class (`new Runnable() {...}`) one of
flavour object under its `new` call; lambdas are `function`s with is_lambda; a method reference (`this::step`,
`Steps::read`) is an `attribute` with method_ref. `new X(...)` and `new int[]{...}` are calls with is_new;
casts and parentheses are looked through.
"""

from __future__ import annotations

from .model import Node
from .treesitter import Converter, role, unquote

LANGUAGE = "java"
EXTENSIONS = (".java",)
TYPE_NODES = frozenset(
    {
        "type_identifier",
        "generic_type",
        "scoped_type_identifier",
        "array_type",
        "integral_type",
        "floating_point_type",
        "boolean_type",
        "void_type",
        "type_arguments",
        "type_parameters",
        "dimensions",
        "modifiers",
        "throws",
        "annotated_type",
        "type_list",
        "superclass",
        "super_interfaces",
        "extends_interfaces",
        "marker_annotation",
        "annotation",
        "package_declaration",
    }
)
FLAVOURS = {
    "class_declaration": "class",
    "interface_declaration": "interface",
    "annotation_type_declaration": "interface",
    "enum_declaration": "enum",
    "record_declaration": "record",
}
NUMBERS = (
    "decimal_integer_literal",
    "hex_integer_literal",
    "octal_integer_literal",
    "binary_integer_literal",
    "decimal_floating_point_literal",
    "hex_floating_point_literal",
)


def parse(text: str, file: str, name: str = "") -> Node:
    """The `module` Node of one Java file (raises treesitter.Unreadable (a model.Unparsable) on a syntax error)."""
    return JavaConverter(text, file).module(name or module_name(file))


def module_name(file: str) -> str:
    base = file.replace("\\", "/").rsplit("/", 1)[-1]
    return base.rsplit(".", 1)[0]


def type_name(conv: Converter, ts) -> str:
    """`List<String>` -> List, `java.util.List` -> java.util.List, `int[]` -> int[]."""
    if ts is None:
        return ""
    if ts.type == "generic_type":
        return type_name(conv, ts.named_children[0])
    if ts.type == "annotated_type":
        return type_name(conv, ts.named_children[-1])
    return conv.source_of(ts)


class JavaConverter(Converter):
    language = "java"
    grammar = "java"
    skip = Converter.skip | TYPE_NODES
    blocks = frozenset({"block", "constructor_body"})

    # -------------------------------------------------------------------------------------- declarations
    def finish(self, module: Node) -> None:
        """A file with `static void main(String[] ...)` is where the program starts."""
        for node in module.walk():
            if node.kind == "function" and node.name == "main" and node.attrs.get("is_static"):
                module.attrs["is_main"] = True

    def v_import_declaration(self, ts):
        path = next((c for c in ts.named_children if c.type in ("scoped_identifier", "identifier")), None)
        module = self.source_of(path) if path is not None else ""
        star = any(c.type == "asterisk" for c in ts.named_children)
        static = "static" in self.tokens(ts)
        if star:
            return self.node("import", ts, name=module, module=module, names={"*": module + ".*"}, static=static)
        local = module.rsplit(".", 1)[-1]
        package = module.rsplit(".", 1)[0] if "." in module else ""
        return self.node("import", ts, name=local, module=package, names={local: module}, static=static)

    def after_modifiers(self, node: Node, ts) -> Node:
        """A declaration's place is where its own words start, after its annotations and modifiers (as Python's
        `def` line comes after its decorators)."""
        start = None
        for child in ts.children:
            if child.type != "modifiers":
                start = child
                break
            words = [c for c in child.children if c.type not in ("marker_annotation", "annotation", "line_comment")]
            if words:
                start = words[0]
                break
        if start is not None:
            node.line, node.col = self.position(start)
            node.text = self.source[start.start_byte : ts.end_byte].decode("utf-8", "replace").split("\n", 1)[0][:120]
        return node

    def modifiers(self, ts) -> tuple[set[str], list[str]]:
        """A declaration's modifier words and its annotations' names."""
        mods = next((c for c in ts.named_children if c.type == "modifiers"), None)
        if mods is None:
            return set(), []
        words = {c.type for c in mods.children if not c.is_named}
        notes = []
        for c in mods.named_children:
            if c.type in ("marker_annotation", "annotation"):
                notes.append(self.source_of(c.child_by_field_name("name")))
        return words, notes

    def v_class_declaration(self, ts):
        flavour = FLAVOURS[ts.type]
        name = self.source_of(ts.child_by_field_name("name"))
        words, notes = self.modifiers(ts)
        bases, interfaces = [], []
        for c in ts.named_children:
            if c.type == "superclass":
                bases += [type_name(self, t) for t in c.named_children]
            elif c.type in ("super_interfaces", "extends_interfaces"):
                for lst in c.named_children:
                    interfaces += [type_name(self, t) for t in lst.named_children]
        self.owners.append(name)
        children = []
        if ts.type == "record_declaration":
            for p in (ts.child_by_field_name("parameters") or ts).named_children:
                if p.type == "formal_parameter":
                    pname = self.source_of(p.child_by_field_name("name"))
                    target = self.node("name", p.child_by_field_name("name"), name=pname, ctx="store", role="target")
                    children.append(
                        self.node(
                            "assign",
                            p,
                            name=pname,
                            children=[target],
                            op="=",
                            declared=True,
                            field=True,
                            is_static=False,
                            owner=name,
                            type=type_name(self, p.child_by_field_name("type")),
                        )
                    )
        children += self.body(ts.child_by_field_name("body"))
        self.owners.pop()
        for child in children:
            child.attrs["role"] = "body"
        if flavour == "interface" and ts.type == "interface_declaration":
            bases = []
        made = self.node(
            "class",
            ts,
            name=name,
            children=children,
            bases=bases,
            interfaces=interfaces,
            flavour=flavour,
            decorators=notes,
            is_static="static" in words,
            is_abstract="abstract" in words or flavour == "interface",
            owner=self.owners[-1] if self.owners else "",
        )
        return self.after_modifiers(made, ts)

    v_interface_declaration = v_enum_declaration = v_record_declaration = v_class_declaration
    v_annotation_type_declaration = v_class_declaration

    def v_enum_constant(self, ts):
        name = self.source_of(ts.child_by_field_name("name"))
        owner = self.owners[-1] if self.owners else ""
        target = self.node("name", ts.child_by_field_name("name"), name=name, ctx="store", role="target")
        value = self.node(
            "call",
            ts,
            name=owner,
            is_new=True,
            children=[
                self.node("name", ts, name=owner, ctx="load", role="callee"),
                *self.body(ts.child_by_field_name("arguments"), "arg"),
            ],
        )
        body = ts.child_by_field_name("body")
        if body is not None:
            self.owners.append(name)
            value.children.append(
                self.node(
                    "class",
                    body,
                    name=name,
                    children=self.body(body, "body"),
                    bases=[owner],
                    interfaces=[],
                    flavour="object",
                    decorators=[],
                    owner=owner,
                    role="class",
                )
            )
            self.owners.pop()
        value.attrs["role"] = "value"
        return self.node(
            "assign",
            ts,
            name=name,
            children=[target, value],
            op="=",
            declared=True,
            field=True,
            is_static=True,
            static=True,
            owner=owner,
            type=owner,
        )

    def v_field_declaration(self, ts):
        words, notes = self.modifiers(ts)
        interface = ts.type == "constant_declaration"
        kind = type_name(self, ts.child_by_field_name("type"))
        out = []
        for decl in ts.children_by_field_name("declarator"):
            out.append(
                self.declarator(
                    decl,
                    kind,
                    field=True,
                    is_static="static" in words or interface,
                    static="static" in words or interface,
                    final="final" in words or interface,
                    decorators=notes,
                    owner=self.owners[-1] if self.owners else "",
                )
            )
        return out

    v_constant_declaration = v_field_declaration

    def v_local_variable_declaration(self, ts):
        kind = type_name(self, ts.child_by_field_name("type"))
        words, _ = self.modifiers(ts)
        return [self.declarator(d, kind, final="final" in words) for d in ts.children_by_field_name("declarator")]

    def declarator(self, decl, kind: str, **attrs) -> Node:
        name_ts = decl.child_by_field_name("name")
        name = self.source_of(name_ts)
        target = self.node("name", name_ts, name=name, ctx="store", role="target")
        value = self.field(decl, "value", "value")
        if value is not None and value.kind == "function" and not value.name:
            value.name = name
        return self.node("assign", decl, name=name, children=[target, value], op="=", declared=True, type=kind, **attrs)

    def v_resource(self, ts):
        if ts.child_by_field_name("name") is None:
            return self.one(ts.named_children[-1], "resource") if ts.named_children else None
        node = self.declarator(ts, type_name(self, ts.child_by_field_name("type")))
        node.attrs["role"] = "resource"
        return node

    def function(self, ts, name: str, *, constructor=False, is_lambda=False, params_ts=None, body_ts=None):
        words, notes = self.modifiers(ts)
        params = self.params(params_ts if params_ts is not None else ts.child_by_field_name("parameters"))
        body_ts = body_ts if body_ts is not None else ts.child_by_field_name("body")
        if body_ts is None:
            body = []
        elif is_lambda and body_ts.type != "block":
            body = [self.one(body_ts, "body")]  # an expression body: its value is returned
        else:
            body = self.stmts(body_ts)
        owner = self.owners[-1] if self.owners and not is_lambda else ""
        returns = "" if constructor else type_name(self, ts.child_by_field_name("type"))
        throws = next((c for c in ts.named_children if c.type == "throws"), None)
        made = self.node(
            "function",
            ts,
            name=name,
            children=[*params, *body],
            params=[p.name for p in params],
            is_method=bool(owner),
            is_static="static" in words,
            is_lambda=is_lambda,
            is_generator=False,
            is_async=False,
            is_constructor=constructor,
            is_abstract=body_ts is None,
            decorators=notes,
            returns=returns,
            owner=owner,
            throws=[type_name(self, t) for t in throws.named_children] if throws is not None else [],
            visibility=next((w for w in ("public", "protected", "private") if w in words), ""),
        )
        return self.after_modifiers(made, ts)

    def v_method_declaration(self, ts):
        return self.function(ts, self.source_of(ts.child_by_field_name("name")))

    def v_constructor_declaration(self, ts):
        return self.function(ts, self.source_of(ts.child_by_field_name("name")), constructor=True)

    def v_compact_constructor_declaration(self, ts):
        return self.function(ts, self.source_of(ts.child_by_field_name("name")), constructor=True, params_ts=False)

    def v_lambda_expression(self, ts):
        return self.function(ts, "", is_lambda=True)

    def params(self, ts) -> list[Node]:
        if not ts:
            return []
        if ts.type == "identifier":  # x -> ...
            return [self.node("param", ts, name=self.source_of(ts), role="param", type="")]
        out = []
        for p in ts.named_children:
            if p.type == "identifier":  # (x, y) -> ...
                out.append(self.node("param", p, name=self.source_of(p), role="param", type=""))
            elif p.type == "formal_parameter":
                out.append(
                    self.node(
                        "param",
                        p,
                        name=self.source_of(p.child_by_field_name("name")),
                        role="param",
                        type=type_name(self, p.child_by_field_name("type")),
                    )
                )
            elif p.type == "spread_parameter":
                decl = next((c for c in p.named_children if c.type == "variable_declarator"), None)
                pname = self.source_of(decl.child_by_field_name("name")) if decl is not None else ""
                out.append(
                    self.node(
                        "param",
                        p,
                        name=pname,
                        role="param",
                        rest=True,
                        type=type_name(self, p.named_children[0]) + "...",
                    )
                )
        for index, param in enumerate(out):
            param.attrs.update(index=index, star="*" if param.attrs.get("rest") else "")
        return out

    def v_static_initializer(self, ts):
        return self.suite("block", ts, ts.named_children[-1] if ts.named_children else None, "", static_init=True)

    # -------------------------------------------------------------------------------------- statements
    def v_block(self, ts):  # a block inside a block
        return self.node("block", ts, children=self.body(ts, "body"))

    def v_expression_statement(self, ts):
        inner = self.one(ts.named_children[0]) if ts.named_children else None
        if inner is None or inner.kind in ("assign", "function"):
            return inner
        return self.node("expr", ts, children=[role(inner, "value")])

    def v_yield_statement(self, ts):  # a switch expression's value, not a generator's
        return self.node("expr", ts, children=self.body(ts, "value"), switch_yield=True)

    def v_labeled_statement(self, ts):
        return self.body(ts)

    def v_assert_statement(self, ts):
        parts = self.body(ts, "value")
        if parts:
            parts[0].attrs["role"] = "test"
        return self.node("assert", ts, children=parts)

    def v_for_statement(self, ts):
        init = []
        for c in ts.children_by_field_name("init"):
            init += self.convert(c)
        for n in init:
            n.attrs["role"] = "init"
        return self.node(
            "loop",
            ts,
            form="for",
            children=[
                *init,
                self.field(ts, "condition", "test"),
                *self.fields(ts, "update", "update"),
                *self.stmts(ts.child_by_field_name("body")),
            ],
        )

    def v_enhanced_for_statement(self, ts):
        name_ts = ts.child_by_field_name("name")
        target = self.node("name", name_ts, name=self.source_of(name_ts), ctx="store", role="target")
        return self.node(
            "loop",
            ts,
            form="foreach",
            children=[target, self.field(ts, "value", "iter"), *self.stmts(ts.child_by_field_name("body"))],
        )

    def v_switch_expression(self, ts):
        cases = []
        body = ts.child_by_field_name("body")
        for group in body.named_children if body is not None else ():
            if group.type not in ("switch_block_statement_group", "switch_rule"):
                continue
            labels = [c for c in group.named_children if c.type == "switch_label"]
            rest = [c for c in group.named_children if c.type != "switch_label"]
            stmts = []
            for c in rest:
                if c.type == "block":
                    made = self.body(c)
                else:
                    made = self.convert(c)
                if group.type == "switch_rule" and c.type not in ("block", "throw_statement", "expression_statement"):
                    made = [self.node("expr", c, children=[role(m, "value") for m in made])]
                stmts += made
            for node in stmts:
                node.attrs["role"] = "body"
            cases.append(
                self.node(
                    "block",
                    group,
                    children=stmts,
                    role="case",
                    labels=[self.source_of(lab) for lab in labels],
                    pattern=", ".join(self.source_of(lab) for lab in labels),
                    default=any(self.source_of(lab).startswith("default") for lab in labels),
                )
            )
        return self.node("switch", ts, children=[self.field(ts, "condition", "test"), *cases])

    v_switch_statement = v_switch_expression

    def v_try_statement(self, ts):
        resources = []
        spec = ts.child_by_field_name("resources")
        if spec is not None:
            resources = self.body(spec, "resource")
        handlers, catches, final = [], [], None
        for c in ts.named_children:
            if c.type == "catch_clause":
                param = next((p for p in c.named_children if p.type == "catch_formal_parameter"), None)
                types = []
                var = ""
                if param is not None:
                    ctype = next((p for p in param.named_children if p.type == "catch_type"), None)
                    types = [type_name(self, t) for t in ctype.named_children] if ctype is not None else []
                    var = self.source_of(param.child_by_field_name("name"))
                catches += types
                handler = self.suite("block", c, c.child_by_field_name("body"), "handler", catches=types)
                if var:
                    handler.name = var
                    name_ts = param.child_by_field_name("name")
                    handler.children.insert(0, self.node("name", name_ts, name=var, ctx="store", role="target"))
                handlers.append(handler)
            elif c.type == "finally_clause":
                final = self.suite("block", c, c.named_children[-1] if c.named_children else None, "finally")
        return self.node(
            "try",
            ts,
            children=[*resources, *self.stmts(ts.child_by_field_name("body")), *handlers, final],
            catches=catches,
            resources=bool(spec),
        )

    v_try_with_resources_statement = v_try_statement

    def v_synchronized_statement(self, ts):
        lock = next((c for c in ts.named_children if c.type != "block"), None)
        return self.node(
            "with",
            ts,
            form="synchronized",
            children=[self.one(lock, "context"), *self.stmts(ts.child_by_field_name("body"))],
        )

    # -------------------------------------------------------------------------------------- expressions
    def v_method_invocation(self, ts):
        name_ts = ts.child_by_field_name("name")
        name = self.source_of(name_ts)
        obj = ts.child_by_field_name("object")
        if obj is None:
            callee = self.node("name", name_ts, name=name, ctx="load", role="callee")
        else:
            callee = self.node("attribute", ts, name=name, children=[self.one(obj, "object")], role="callee")
        return self.node(
            "call",
            ts,
            name=name,
            children=[callee, *self.body(ts.child_by_field_name("arguments"), "arg")],
            is_new=False,
        )

    def v_explicit_constructor_invocation(self, ts):
        ctor = ts.child_by_field_name("constructor")
        name = self.source_of(ctor)
        callee = self.node("name", ctor, name=name, ctx="load", role="callee")
        return self.node(
            "call",
            ts,
            name=name,
            children=[callee, *self.body(ts.child_by_field_name("arguments"), "arg")],
            is_new=False,
            constructor=True,
        )

    def v_object_creation_expression(self, ts):
        type_ts = ts.child_by_field_name("type")
        name = type_name(self, type_ts)
        callee = self.node("name", type_ts, name=name, ctx="load", role="callee")
        children = [callee, *self.body(ts.child_by_field_name("arguments"), "arg")]
        body = next((c for c in ts.named_children if c.type == "class_body"), None)
        if body is not None:
            self.owners.append(name)
            children.append(
                self.node(
                    "class",
                    body,
                    name="",
                    children=self.body(body, "body"),
                    bases=[name],
                    interfaces=[name],
                    flavour="object",
                    decorators=[],
                    role="class",
                    owner=self.owners[-2] if len(self.owners) > 1 else "",
                )
            )
            self.owners.pop()
        return self.node("call", ts, name=name, children=children, is_new=True)

    def v_array_creation_expression(self, ts):
        name = type_name(self, ts.child_by_field_name("type")) + "[]"
        callee = self.node("name", ts.child_by_field_name("type"), name=name, ctx="load", role="callee")
        args = []
        for c in ts.named_children:
            if c.type == "dimensions_expr":
                args += self.body(c, "arg")
        value = ts.child_by_field_name("value")
        if value is not None:
            args.append(self.one(value, "arg"))
        return self.node("call", ts, name=name, children=[callee, *args], is_new=True, array=True)

    def v_array_initializer(self, ts):
        return self.node("collection", ts, type="list", children=self.body(ts, "item"))

    def v_method_reference(self, ts):
        named = ts.named_children
        obj = self.one(named[0], "object") if named else None
        method = self.source_of(named[-1]) if len(named) > 1 else "new"
        return self.node("attribute", ts, name=method, children=[obj], method_ref=True)

    def v_field_access(self, ts):
        return self.node(
            "attribute",
            ts,
            name=self.source_of(ts.child_by_field_name("field")),
            children=[self.field(ts, "object", "object")],
        )

    def v_class_literal(self, ts):
        return self.node("attribute", ts, name="class", children=[self.one(ts.named_children[0], "object")])

    def v_array_access(self, ts):
        return self.node("index", ts, children=[self.field(ts, "array", "object"), self.field(ts, "index", "key")])

    def v_assignment_expression(self, ts):
        target = self.field(ts, "left", "target")
        if target is not None:
            target.attrs["ctx"] = "store"
        value = self.field(ts, "right", "value")
        op = self.source_of(ts.child_by_field_name("operator"))
        return self.node(
            "assign",
            ts,
            name=target.name if target is not None else "",
            children=[target, value],
            op=op,
            declared=False,
        )

    def v_update_expression(self, ts):
        target = self.one(ts.named_children[0], "target") if ts.named_children else None
        if target is not None:
            target.attrs["ctx"] = "store"
        op = "++" if "++" in self.tokens(ts) else "--"
        return self.node(
            "assign",
            ts,
            name=target.name if target is not None else "",
            children=[target],
            op=op,
            declared=False,
            prefix=ts.children[0].type in ("++", "--"),
        )

    def v_scoped_identifier(self, ts):
        return self.node(
            "attribute",
            ts,
            name=self.source_of(ts.child_by_field_name("name")),
            children=[self.field(ts, "scope", "object")],
        )

    def v_string_literal(self, ts):
        return self.node("literal", ts, type="str", value=unquote(self.source_of(ts)))

    v_text_block = v_string_literal

    def v_character_literal(self, ts):
        return self.node("literal", ts, type="str", value=unquote(self.source_of(ts)), char=True)

    def v_number(self, ts):
        text = self.source_of(ts).replace("_", "").rstrip("lLfFdD")
        try:
            value = float(text) if "floating" in ts.type else int(text, 0)
        except ValueError:
            value = text
        return self.node("literal", ts, type="num", value=value)

    v_decimal_integer_literal = v_hex_integer_literal = v_octal_integer_literal = v_number
    v_binary_integer_literal = v_decimal_floating_point_literal = v_hex_floating_point_literal = v_number

    def v_null_literal(self, ts):
        return self.node("literal", ts, type="null", value=None)

    def v_unary_expression(self, ts):
        return self.node(
            "op",
            ts,
            op=self.source_of(ts.child_by_field_name("operator")),
            children=[self.field(ts, "operand", "operand")],
        )

    def v_instanceof_expression(self, ts):
        right = ts.child_by_field_name("right")
        return self.node(
            "op",
            ts,
            op="instanceof",
            type=type_name(self, right) if right is not None else "",
            children=[self.field(ts, "left", "operand")],
        )

    def v_cast_expression(self, ts):
        return self.one(ts.child_by_field_name("value"))

    def v_parenthesized_expression(self, ts):
        return self.one(ts.named_children[0]) if ts.named_children else None

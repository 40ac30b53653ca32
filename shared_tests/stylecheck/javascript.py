"""The JavaScript (and TypeScript) front end: source -> the model's Nodes (model.py), through tree-sitter.

What JavaScript spells its own way:
- `import`, and `const x = require('m')` (also destructured) are `import` Nodes (names {local: imported});
- classes are `class` Nodes; a constructor function with methods on its prototype (`X.prototype.m = function`,
  `X.prototype = {...}`) becomes a `class` Node X (attrs prototype) around the constructor, and each prototype
  function a method (is_method, owner X) where it stands; `Object.create(Y.prototype)`/`util.inherits(X, Y)` give
  the bases;
- an object literal is a `collection` of type map with `key`/`value` children (a dispatch table stays a table) -
  unless it defines methods with the method syntax (`{ step(s) {...} }`), then it is a `class` of flavour object
  named after the variable it is given to;
- function expressions and arrow functions are `function`s with is_lambda, named after the variable, property or
  table key they are given to, as JavaScript itself names them; an arrow function's expression body is its body;
- top-level `let/const/var` are module state (assign with declared, and attrs kind let|const|var);
- `this`/`super` are names; `undefined` is a null literal; template strings are str literals whose
  substitutions are children.
TypeScript (.ts): the same, with type annotations kept as `returns`/`type` text, interfaces as classes of flavour
interface, enums of flavour enum, `implements` as interfaces.
"""

from __future__ import annotations

from .model import Node
from .treesitter import Converter, role, unquote

SKIPPED = frozenset(
    {
        "hash_bang_line",
        "type_annotation",
        "type_parameters",
        "type_arguments",
        "type_alias_declaration",
        "accessibility_modifier",
        "override_modifier",
        "function_signature",
        "ambient_declaration",
        "decorator",
        "regex_flags",
        "statement_identifier",
        "empty_statement",
        "predefined_type",
        "type_identifier",
        "import_alias",
        "optional_chain",
    }
)
LANGUAGE = "javascript"
EXTENSIONS = (".js", ".mjs", ".cjs", ".ts", ".tsx", ".mts", ".cts")
LANGUAGE = "javascript"
EXTENSIONS = (".js", ".mjs", ".cjs", ".ts", ".tsx", ".mts", ".cts")


def parse(text: str, file: str, name: str = "", typescript: bool | None = None) -> Node:
    """The `module` Node of one JavaScript (or TypeScript, by default for .ts/.tsx) file; raises
    treesitter.Unreadable (a model.Unparsable) on a syntax error."""
    if typescript is None:
        typescript = file.endswith((".ts", ".tsx", ".mts", ".cts"))
    converter = (TsxConverter if file.endswith(".tsx") else TypeScriptConverter) if typescript else JsConverter
    return converter(text, file).module(name or module_name(file))


def module_name(file: str) -> str:
    base = file.replace("\\", "/").rsplit("/", 1)[-1]
    return base.split(".", 1)[0]


class JsConverter(Converter):
    language = "javascript"
    grammar = "javascript"
    skip = Converter.skip | SKIPPED
    blocks = frozenset({"statement_block"})

    def name_of(self, ts) -> str:
        """A property or key as a name: `won`, `'lost'` -> lost, `[Symbol.iterator]` -> its text."""
        if ts is None:
            return ""
        if ts.type == "string":
            return unquote(self.source_of(ts))
        return self.source_of(ts)

    # -------------------------------------------------------------------------------------- modules
    def v_import_statement(self, ts):
        source = ts.child_by_field_name("source")
        module = unquote(self.source_of(source)) if source is not None else ""
        names: dict[str, str] = {}
        for clause in ts.named_children:
            if clause.type == "import_require_clause":  # TypeScript: import fs = require('fs')
                source = clause.child_by_field_name("source")
                module = unquote(self.source_of(source)) if source is not None else module
                names[self.source_of(clause.named_children[0])] = module
            if clause.type != "import_clause":
                continue
            for part in clause.named_children:
                if part.type == "identifier":  # the module's default export: the module, as Python's `import m`
                    names[self.source_of(part)] = module
                elif part.type == "namespace_import":
                    names[self.source_of(part.named_children[-1])] = module
                elif part.type == "named_imports":
                    for spec in part.named_children:
                        if spec.type != "import_specifier":
                            continue
                        imported = self.name_of(spec.child_by_field_name("name"))
                        alias = spec.child_by_field_name("alias")
                        names[self.source_of(alias) if alias is not None else imported] = imported
        return self.node("import", ts, name=module, module=module, names=names, form="import")

    def require(self, ts) -> str | None:
        """The module of `require('m')` (or `require('m').x`), else None."""
        while ts is not None and ts.type == "member_expression":
            ts = ts.child_by_field_name("object")
        if ts is None or ts.type != "call_expression":
            return None
        function = ts.child_by_field_name("function")
        args = ts.child_by_field_name("arguments")
        if function is None or self.source_of(function) != "require" or args is None:
            return None
        strings = [a for a in args.named_children if a.type == "string"]
        return unquote(self.source_of(strings[0])) if strings else None

    def v_export_statement(self, ts):
        decl = ts.child_by_field_name("declaration") or ts.child_by_field_name("value")
        made = self.convert(decl) if decl is not None else []
        for node in made:
            node.attrs["exported"] = True
            if "default" in self.tokens(ts):
                node.attrs["default_export"] = True
        return made

    # -------------------------------------------------------------------------------------- declarations
    def v_lexical_declaration(self, ts):
        kind = next((t for t in ("const", "let", "var") if t in self.tokens(ts)), "var")
        return [self.declarator(d, kind) for d in ts.named_children if d.type == "variable_declarator"]

    v_variable_declaration = v_lexical_declaration

    def declarator(self, decl, kind: str) -> Node:
        name_ts = decl.child_by_field_name("name")
        value_ts = decl.child_by_field_name("value")
        module = self.require(value_ts)
        if module is not None:
            names = self.pattern_names(name_ts)
            imported = {local: (theirs if name_ts.type != "identifier" else module) for local, theirs in names.items()}
            if value_ts.type == "member_expression":  # const x = require('m').x
                imported = {local: self.name_of(value_ts.child_by_field_name("property")) for local in names}
            return self.node("import", decl, name=module, module=module, names=imported, form="require", kind=kind)
        target = self.target(name_ts)
        value = self.one(value_ts, "value")
        self.name_function(value, target.name if target is not None else "")
        return self.node(
            "assign",
            decl,
            name=target.name if target is not None else "",
            children=[target, value],
            op="=",
            declared=True,
            kind=kind,
            type=self.type_text(decl),
        )

    def type_text(self, ts) -> str:
        annotation = ts.child_by_field_name("type") if ts is not None else None
        if annotation is None:
            return ""
        return self.source_of(annotation).lstrip(":").strip()

    def pattern_names(self, ts) -> dict[str, str]:
        """Local name -> property name for a binding pattern (`{a, b: c}` -> a: a, c: b; `[p, q]` -> p: p ...)."""
        if ts is None:
            return {}
        if ts.type in ("identifier", "shorthand_property_identifier_pattern"):
            return {self.source_of(ts): self.source_of(ts)}
        out: dict[str, str] = {}
        for c in ts.named_children:
            if c.type == "pair_pattern":
                value = c.child_by_field_name("value")
                key = self.name_of(c.child_by_field_name("key"))
                for local in self.pattern_names(value):
                    out[local] = key
            elif c.type in ("assignment_pattern", "object_assignment_pattern"):
                out.update(self.pattern_names(c.child_by_field_name("left") or c.named_children[0]))
            elif c.type == "rest_pattern":
                out.update(self.pattern_names(c.named_children[0]))
            else:
                out.update(self.pattern_names(c))
        return out

    def target(self, ts) -> Node | None:
        """An assignment's target: a name (ctx store), an attribute/index, or a `block` of names for a pattern."""
        if ts is None:
            return None
        if ts.type in ("object_pattern", "array_pattern"):
            names = [self.node("name", ts, name=n, ctx="store") for n in self.pattern_names(ts)]
            return self.node("collection", ts, type="tuple", children=names, role="target", pattern=True)
        node = self.one(ts, "target")
        if node is not None:
            node.attrs["ctx"] = "store"
        return node

    def name_function(self, value: Node | None, name: str) -> None:
        if value is None or not name:
            return
        if value.kind == "function" and not value.name:
            value.name = name
        elif value.kind == "class" and not value.name:
            value.name = name
            for fn in value.children:
                if fn.kind == "function" and fn.attrs.get("owner") == "":
                    fn.attrs["owner"] = name

    # -------------------------------------------------------------------------------------- functions
    def v_function_declaration(self, ts):
        tokens = self.tokens(ts)
        name_ts = ts.child_by_field_name("name")
        method = ts.type in ("method_definition", "method_signature", "abstract_method_signature")
        is_lambda = ts.type in ("arrow_function", "function_expression", "function", "generator_function")
        params = self.params(ts.child_by_field_name("parameters") or ts.child_by_field_name("parameter"))
        body_ts = ts.child_by_field_name("body")
        if body_ts is None:
            body = []
        elif body_ts.type == "statement_block":
            body = self.stmts(body_ts)
        else:
            body = [self.one(body_ts, "body")]  # an arrow function's expression: its value is returned
        name = self.name_of(name_ts)
        owner = self.owners[-1] if method and self.owners else ""
        if method and "get" in tokens:
            kind = "get"
        elif method and "set" in tokens:
            kind = "set"
        else:
            kind = ""
        return self.node(
            "function",
            ts,
            name=name,
            children=[*params, *body],
            params=[p.name for p in params],
            is_method=method,
            is_static="static" in tokens,
            is_lambda=is_lambda,
            is_generator="*" in tokens or "generator" in ts.type,
            is_async="async" in tokens,
            is_constructor=method and name == "constructor",
            is_abstract=body_ts is None,
            decorators=self.decorators(ts),
            returns=self.return_type(ts),
            owner=owner,
            accessor=kind,
            arrow=ts.type == "arrow_function",
        )

    v_generator_function_declaration = v_function_expression = v_function = v_generator_function = (
        v_function_declaration
    )
    v_arrow_function = v_method_definition = v_function_declaration

    def return_type(self, ts) -> str:
        annotation = ts.child_by_field_name("return_type")
        return self.source_of(annotation).lstrip(":").strip() if annotation is not None else ""

    def decorators(self, ts) -> list[str]:
        out = []
        sibling = ts.prev_named_sibling
        while sibling is not None and sibling.type == "decorator":
            out.insert(0, self.source_of(sibling).lstrip("@").split("(")[0])
            sibling = sibling.prev_named_sibling
        out += [self.source_of(c).lstrip("@").split("(")[0] for c in ts.named_children if c.type == "decorator"]
        return out

    def params(self, ts) -> list[Node]:
        if ts is None:
            return []
        if ts.type != "formal_parameters":
            items = [ts]
        else:
            items = ts.named_children
        out = []
        for p in items:
            out += self.param(p)
        for index, param in enumerate(out):
            param.attrs.update(index=index, star="*" if param.attrs.get("rest") else "")
        return out

    def param(self, p) -> list[Node]:
        t = p.type
        if t in ("required_parameter", "optional_parameter"):  # TypeScript
            inner = p.child_by_field_name("pattern")
            made = self.param(inner) if inner is not None else []
            kind = self.type_text(p)
            default = p.child_by_field_name("value")
            for node in made:
                node.attrs["type"] = kind
                if t == "optional_parameter":
                    node.attrs["optional"] = True
            if made and default is not None:
                made[0].children.append(self.one(default, "default"))
            return made
        if t == "identifier":
            return [self.node("param", p, name=self.source_of(p), role="param")]
        if t == "assignment_pattern":
            made = self.param(p.child_by_field_name("left"))
            if made:
                made[0].children.append(self.one(p.child_by_field_name("right"), "default"))
            return made
        if t == "rest_pattern":
            made = self.param(p.named_children[0]) if p.named_children else []
            for node in made:
                node.attrs["rest"] = True
            return made
        if t in ("object_pattern", "array_pattern"):
            return [
                self.node(
                    "param",
                    p,
                    name=self.source_of(p).replace("\n", " "),
                    role="param",
                    pattern=True,
                    names=list(self.pattern_names(p)),
                )
            ]
        if t == "this":
            return []
        return []

    # -------------------------------------------------------------------------------------- classes
    def v_class_declaration(self, ts):
        name = self.name_of(ts.child_by_field_name("name"))
        bases, interfaces = [], []
        for c in ts.named_children:
            if c.type == "class_heritage":
                for h in c.named_children:
                    if h.type == "extends_clause":
                        bases += [self.source_of(v) for v in h.children_by_field_name("value")] or [
                            self.source_of(v) for v in h.named_children if v.type != "type_arguments"
                        ]
                    elif h.type == "implements_clause":
                        interfaces += [self.source_of(v).split("<")[0] for v in h.named_children]
                    elif h.type != "type_arguments":
                        bases.append(self.source_of(h))
            elif c.type == "extends_type_clause":  # interface I extends J
                interfaces += [self.source_of(v).split("<")[0] for v in c.named_children]
        flavour = "interface" if ts.type == "interface_declaration" else "class"
        self.owners.append(name)
        children = self.body(ts.child_by_field_name("body"), "body")
        self.owners.pop()
        return self.node(
            "class",
            ts,
            name=name,
            children=children,
            bases=bases,
            interfaces=interfaces,
            flavour=flavour,
            decorators=self.decorators(ts),
            owner="",
            is_abstract=ts.type == "abstract_class_declaration" or flavour == "interface",
        )

    v_class = v_abstract_class_declaration = v_class_declaration

    def v_field_definition(self, ts):
        prop = ts.child_by_field_name("property") or ts.child_by_field_name("name")
        name = self.name_of(prop)
        target = self.node("name", prop, name=name, ctx="store", role="target") if prop is not None else None
        value = self.field(ts, "value", "value")
        self.name_function(value, name)
        if value is not None and value.kind == "function":
            value.attrs.update(is_method=True, owner=self.owners[-1] if self.owners else "")
        return self.node(
            "assign",
            ts,
            name=name,
            children=[target, value],
            op="=",
            declared=True,
            field=True,
            is_static="static" in self.tokens(ts),
            static="static" in self.tokens(ts),
            owner=self.owners[-1] if self.owners else "",
            type=self.type_text(ts),
        )

    v_public_field_definition = v_field_definition

    def v_class_static_block(self, ts):
        return self.suite("block", ts, ts.child_by_field_name("body"), "", static_init=True)

    # -------------------------------------------------------------------------------------- statements
    def v_statement_block(self, ts):  # a block inside a block
        return self.node("block", ts, children=self.body(ts, "body"))

    def v_expression_statement(self, ts):
        inner = self.one(ts.named_children[0]) if ts.named_children else None
        if inner is None or inner.kind in ("assign", "import"):
            return inner
        if inner.kind == "literal" and inner.attrs.get("type") == "str" and inner.attrs.get("value") == "use strict":
            return None
        return self.node("expr", ts, children=[role(inner, "value")])

    def v_labeled_statement(self, ts):
        return self.convert(ts.child_by_field_name("body"))

    def alternative(self, ts):
        alternative = ts.child_by_field_name("alternative")  # an else_clause around the statement
        if alternative is not None and alternative.type == "else_clause":
            return alternative.named_children[0] if alternative.named_children else None
        return alternative

    def v_for_statement(self, ts):
        init = self.convert(ts.child_by_field_name("initializer"))
        for n in init:
            n.attrs["role"] = "init"
        cond = ts.child_by_field_name("condition")
        test = self.one(
            cond.named_children[0] if cond is not None and cond.type == "expression_statement" else cond, "test"
        )
        return self.node(
            "loop",
            ts,
            form="for",
            children=[
                *init,
                test,
                *self.fields(ts, "increment", "update"),
                *self.stmts(ts.child_by_field_name("body")),
            ],
        )

    def v_for_in_statement(self, ts):
        left = ts.child_by_field_name("left")
        target = self.target(left)
        tokens = self.tokens(ts)
        return self.node(
            "loop",
            ts,
            form="foreach",
            children=[target, self.field(ts, "right", "iter"), *self.stmts(ts.child_by_field_name("body"))],
            over="of" if "of" in tokens else "in",
            is_async="await" in tokens,
            kind=next((t for t in ("const", "let", "var") if t in tokens), ""),
        )

    def v_switch_statement(self, ts):
        cases = []
        body = ts.child_by_field_name("body")
        for case in body.named_children if body is not None else ():
            if case.type not in ("switch_case", "switch_default"):
                continue
            value = case.child_by_field_name("value")
            stmts = self.body_of(case.children_by_field_name("body"), "body")
            label = self.source_of(value) if value is not None else "default"
            cases.append(
                self.node(
                    "block",
                    case,
                    children=stmts,
                    role="case",
                    labels=[label],
                    pattern=label,
                    default=case.type == "switch_default",
                )
            )
        return self.node("switch", ts, children=[self.field(ts, "value", "test"), *cases])

    def v_try_statement(self, ts):
        children = self.stmts(ts.child_by_field_name("body"))
        catches = []
        handler = ts.child_by_field_name("handler")
        if handler is not None:
            param = handler.child_by_field_name("parameter")
            node = self.suite("block", handler, handler.child_by_field_name("body"), "handler", catches=[""])
            if param is not None:
                target = self.target(param)
                node.name = target.name if target is not None else ""
                node.children.insert(0, target)
            catches.append("")
            children.append(node)
        final = ts.child_by_field_name("finalizer")
        if final is not None:
            children.append(self.suite("block", final, final.child_by_field_name("body"), "finally"))
        return self.node("try", ts, children=children, catches=catches)

    # -------------------------------------------------------------------------------------- expressions
    def v_call_expression(self, ts):
        function = ts.child_by_field_name("function")
        callee = self.one(function, "callee")
        args_ts = ts.child_by_field_name("arguments")
        if args_ts is not None and args_ts.type == "template_string":  # tagged template
            args = [self.one(args_ts, "arg")]
        else:
            args = self.body(args_ts, "arg")
        name = callee.name if callee is not None and callee.kind in ("name", "attribute") else ""
        return self.node(
            "call",
            ts,
            name=name,
            children=[callee, *args],
            is_new=False,
            optional=any(c.type == "optional_chain" for c in ts.children),
        )

    def v_new_expression(self, ts):
        callee = self.field(ts, "constructor", "callee")
        args = self.body(ts.child_by_field_name("arguments"), "arg")
        name = callee.name if callee is not None and callee.kind in ("name", "attribute") else ""
        return self.node("call", ts, name=name, children=[callee, *args], is_new=True)

    def v_member_expression(self, ts):
        prop = ts.child_by_field_name("property")
        return self.node(
            "attribute",
            ts,
            name=self.name_of(prop),
            children=[self.field(ts, "object", "object")],
            optional=any(c.type == "optional_chain" for c in ts.children),
        )

    def v_subscript_expression(self, ts):
        return self.node("index", ts, children=[self.field(ts, "object", "object"), self.field(ts, "index", "key")])

    def v_assignment_expression(self, ts):
        left = ts.child_by_field_name("left")
        target = self.target(left)
        value = self.field(ts, "right", "value")
        op_ts = ts.child_by_field_name("operator")
        op = self.source_of(op_ts) if op_ts is not None else "="
        self.name_function(value, target.name if target is not None else "")
        return self.node(
            "assign",
            ts,
            name=target.name if target is not None else "",
            children=[target, value],
            op=op,
            declared=False,
        )

    v_augmented_assignment_expression = v_assignment_expression

    def v_update_expression(self, ts):
        target = self.target(ts.child_by_field_name("argument"))
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

    v_shorthand_property_identifier = v_property_identifier = v_private_property_identifier = Converter.v_identifier

    def v_string(self, ts):
        return self.node("literal", ts, type="str", value=unquote(self.source_of(ts)))

    def v_template_string(self, ts):
        parts = []
        for c in ts.named_children:
            if c.type == "template_substitution":
                parts += self.body(c, "part")
        return self.node("literal", ts, type="str", value=unquote(self.source_of(ts)), template=True, children=parts)

    def v_number(self, ts):
        text = self.source_of(ts).replace("_", "").rstrip("n")
        try:
            value = float(text) if any(ch in text for ch in ".eE") and not text.startswith("0x") else int(text, 0)
        except ValueError:
            value = text
        return self.node("literal", ts, type="num", value=value)

    def v_null(self, ts):
        return self.node("literal", ts, type="null", value=None, undefined=ts.type == "undefined")

    v_undefined = v_null

    def v_regex(self, ts):
        pattern = ts.child_by_field_name("pattern")
        return self.node("literal", ts, type="regex", value=self.source_of(pattern) if pattern is not None else "")

    def v_array(self, ts):
        return self.node("collection", ts, type="list", children=self.body(ts, "item"))

    def v_object(self, ts):
        """A map with key/value children, or - when it defines methods with the method syntax - a class of
        flavour object (its name is given by the variable or property it is assigned to)."""
        if any(c.type == "method_definition" for c in ts.named_children):
            self.owners.append("")
            members = []
            for c in ts.named_children:
                if c.type == "pair":
                    key = self.name_of(c.child_by_field_name("key"))
                    target = self.node("name", c.child_by_field_name("key"), name=key, ctx="store", role="target")
                    value = self.field(c, "value", "value")
                    self.name_function(value, key)
                    if value is not None and value.kind == "function":
                        value.attrs.update(is_method=True, owner="")
                    members.append(
                        self.node(
                            "assign", c, name=key, children=[target, value], op="=", declared=True, field=True, owner=""
                        )
                    )
                elif c.type == "shorthand_property_identifier":
                    key = self.source_of(c)
                    members.append(
                        self.node(
                            "assign",
                            c,
                            name=key,
                            op="=",
                            declared=True,
                            field=True,
                            owner="",
                            children=[
                                self.node("name", c, name=key, ctx="store", role="target"),
                                self.node("name", c, name=key, ctx="load", role="value"),
                            ],
                        )
                    )
                else:
                    members += self.convert(c)
            self.owners.pop()
            for member in members:
                member.attrs["role"] = "body"
            return self.node(
                "class",
                ts,
                name="",
                children=members,
                bases=[],
                interfaces=[],
                flavour="object",
                decorators=[],
                owner="",
            )
        items = []
        for c in ts.named_children:
            if c.type == "pair":
                key_ts = c.child_by_field_name("key")
                if key_ts.type == "computed_property_name":
                    key = self.one(key_ts.named_children[0], "key") if key_ts.named_children else None
                else:
                    key = self.node("literal", key_ts, type="str", value=self.name_of(key_ts), role="key")
                value = self.field(c, "value", "value")
                if key is not None and key.kind == "literal":
                    self.name_function(value, str(key.attrs["value"]))
                items += [key, value]
            elif c.type == "shorthand_property_identifier":
                key = self.source_of(c)
                items += [
                    self.node("literal", c, type="str", value=key, role="key"),
                    self.node("name", c, name=key, ctx="load", role="value"),
                ]
            elif c.type == "spread_element":
                items += self.body(c, "spread")
        return self.node("collection", ts, type="map", children=[i for i in items if i is not None])

    def v_spread_element(self, ts):
        made = self.body(ts)
        for node in made:
            node.attrs["spread"] = True
        return made

    def v_unary_expression(self, ts):
        return self.node(
            "op",
            ts,
            op=self.source_of(ts.child_by_field_name("operator")),
            children=[self.field(ts, "argument", "operand")],
        )

    def v_parenthesized_expression(self, ts):
        made = self.body(ts)
        return made[-1] if made else None

    def v_yield_expression(self, ts):
        return self.node("yield", ts, children=self.body(ts, "value"), delegate="*" in self.tokens(ts))

    def v_await_expression(self, ts):
        return self.node("await", ts, children=self.body(ts, "value"))

    # TypeScript's wrappers around a value: the value
    def v_as_expression(self, ts):
        return self.one(ts.named_children[0]) if ts.named_children else None

    v_satisfies_expression = v_non_null_expression = v_type_assertion = v_as_expression

    def finish(self, module: Node) -> None:
        prototypes(module)


class TypeScriptConverter(JsConverter):
    language = "typescript"
    grammar = "typescript"

    def v_interface_declaration(self, ts):
        return self.v_class_declaration(ts)

    def v_enum_declaration(self, ts):
        name = self.name_of(ts.child_by_field_name("name"))
        members = []
        body = ts.child_by_field_name("body")
        for c in body.named_children if body is not None else ():
            prop = c.child_by_field_name("name") if c.type == "enum_assignment" else c
            key = self.name_of(prop)
            value = self.field(c, "value", "value") if c.type == "enum_assignment" else None
            members.append(
                self.node(
                    "assign",
                    c,
                    name=key,
                    op="=",
                    declared=True,
                    field=True,
                    is_static=True,
                    owner=name,
                    children=[self.node("name", c, name=key, ctx="store", role="target"), value],
                )
            )
        return self.node(
            "class", ts, name=name, children=members, bases=[], interfaces=[], flavour="enum", decorators=[], owner=""
        )

    def v_method_signature(self, ts):
        return self.v_function_declaration(ts)

    v_abstract_method_signature = v_method_signature


class TsxConverter(TypeScriptConverter):
    grammar = "tsx"


# ------------------------------------------------------------------------------------------ prototypes
def prototypes(module: Node) -> None:
    """`X.prototype.m = function` / `X.prototype = {...}`: the functions become methods of X, and the constructor
    function X a class X around it (bases from Object.create(Y.prototype), util.inherits(X, Y),
    Object.setPrototypeOf(X.prototype, Y.prototype))."""
    methods: dict[str, list[Node]] = {}
    bases: dict[str, list[str]] = {}
    for node in list(module.walk()):
        if node.kind == "assign":
            target = node.child("target")
            value = node.child("value")
            chain = dotted(target)
            if len(chain) == 3 and chain[1] == "prototype" and value is not None:
                owner, method = chain[0], chain[2]
                if value.kind == "function":
                    value.name = method
                    value.attrs.update(is_method=True, owner=owner, is_lambda=False)
                    methods.setdefault(owner, []).append(value)
            elif len(chain) == 2 and chain[1] == "prototype" and value is not None:
                owner = chain[0]
                if value.kind == "call" and dotted(value.child("callee")) == ["Object", "create"]:
                    args = [a for a in value.children if a.attrs.get("role") == "arg"]
                    base = dotted(args[0]) if args else []
                    if len(base) == 2 and base[1] == "prototype":
                        bases.setdefault(owner, []).append(base[0])
                for fn in members(value):
                    fn.attrs.update(is_method=True, owner=owner, is_lambda=False)
                    methods.setdefault(owner, []).append(fn)
        elif node.kind == "call":
            callee = dotted(node.child("callee"))
            args = [dotted(a) for a in node.children if a.attrs.get("role") == "arg"]
            if callee[-1:] == ["inherits"] and len(args) == 2 and len(args[0]) == 1 and len(args[1]) == 1:
                bases.setdefault(args[0][0], []).append(args[1][0])
            elif callee == ["Object", "setPrototypeOf"] and len(args) == 2 and args[0][1:] == ["prototype"]:
                bases.setdefault(args[0][0], []).append(args[1][0])
    for owner in set(methods) | set(bases):
        constructor = next(
            (n for n in module.walk() if n.kind == "function" and n.name == owner and not n.attrs.get("is_method")),
            None,
        )
        if constructor is None:
            continue
        holder = constructor.parent
        if holder is None:
            continue
        cls = Node(
            "class",
            owner,
            [constructor],
            holder,
            constructor.file,
            constructor.line,
            constructor.col,
            constructor.text,
            {
                "bases": bases.get(owner, []),
                "interfaces": [],
                "flavour": "class",
                "decorators": [],
                "owner": "",
                "prototype": True,
                "methods": [fn.name for fn in methods.get(owner, [])],
            },
        )
        for key in ("role", "exported", "default_export"):
            if key in constructor.attrs:
                cls.attrs[key] = constructor.attrs.pop(key)
        holder.children[holder.children.index(constructor)] = cls
        constructor.parent = cls
        constructor.attrs["role"] = "body"
        constructor.attrs.update(is_method=True, is_constructor=True, owner=owner)


def members(value: Node) -> list[Node]:
    """The functions an object literal defines: its methods and the functions its keys are given."""
    out = []
    for child in value.children:
        if child.kind == "function":
            out.append(child)
        elif child.kind == "assign" and value.kind == "class":
            out += [c for c in child.children if c.kind == "function"]
    return out


def dotted(node: Node | None) -> list[str]:
    """`a.b.c` -> [a, b, c]; anything else -> []."""
    parts: list[str] = []
    while node is not None and node.kind == "attribute":
        parts.insert(0, node.name)
        node = node.child("object")
    if node is None or node.kind != "name":
        return []
    return [node.name, *parts]

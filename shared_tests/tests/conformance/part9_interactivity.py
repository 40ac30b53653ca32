"""Part IX, interactivity: trinity (33), restful (34)."""

from __future__ import annotations

import ast

from shared_tests.tests.conformance import Style, name_of, walk, where

# What the player sees (SPEC R6): box-drawing and block characters, the symbols and the banner's messages.
SYMBOLS = {"¶", "▓", "*", ">"}
BANNER_TEXTS = ("You Won!", "You Lost!", "The provided input is not valid!", "Not enough inputs!")
OUTPUT_CALLS = {"print", "write", "flush", "writelines"}
OUTPUT_NAMES = {"stdout", "stderr"}


def _drawing(text: str) -> bool:
    """Whether a string is presentation: a symbol, a box-drawing or block character, or a banner's message."""
    return (
        text in SYMBOLS
        or any(0x2500 <= ord(ch) <= 0x259F for ch in text)
        or any(message in text for message in BANNER_TEXTS)
    )


def _classes(style: Style, word: str) -> list[tuple[str, ast.ClassDef]]:
    return [(name, cls) for name, cls in walk(style.sources, ast.ClassDef) if word in cls.name.lower()]


def model_knows_no_presentation(style: Style) -> list[str]:
    """trinity: the model (a class named *Model*) holds data and rules only: no symbol, box-drawing character
    or banner text, no output; and the controller (a class named *Controller*) writes nothing either."""
    models = _classes(style, "model")
    if not models:
        return ["no model class (a class whose name contains 'Model')"]
    problems = []
    for name, model in models:
        for node in ast.walk(model):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and _drawing(node.value):
                problems.append(f"{where(name, node)}: the model holds presentation: {node.value!r}")
            elif isinstance(node, ast.Call) and name_of(node.func) in OUTPUT_CALLS:
                problems.append(f"{where(name, node)}: the model writes: {ast.unparse(node.func)}")
            elif isinstance(node, ast.Attribute) and node.attr in OUTPUT_NAMES:
                problems.append(f"{where(name, node)}: the model reaches for {ast.unparse(node)}")
    for name, controller in _classes(style, "controller"):
        for node in ast.walk(controller):
            if isinstance(node, ast.Call) and name_of(node.func) in OUTPUT_CALLS:
                problems.append(f"{where(name, node)}: the controller writes: {ast.unparse(node.func)}")
    return problems


def view_observes_model(style: Style) -> list[str]:
    """trinity: the model keeps a list of observers (a method appends its argument to it) and notifies them
    (a loop over that list calls a method on each); a view class defines that method, and something outside
    the model registers with the model's method."""
    models, views = _classes(style, "model"), _classes(style, "view")
    if not models or not views:
        return ["no model class and view class (classes whose names contain 'Model' and 'View')"]
    problems = []
    for name, model in models:
        methods = [f for f in model.body if isinstance(f, ast.FunctionDef)]
        registers = {
            f.name: call.func.value.attr
            for f in methods
            for call in ast.walk(f)
            if isinstance(call, ast.Call)
            and getattr(call.func, "attr", None) in ("append", "add")
            and isinstance(call.func.value, ast.Attribute)
            and call.args
            and isinstance(call.args[0], ast.Name)
            and call.args[0].id in {a.arg for a in f.args.args[1:]}
        }
        notified = {
            call.func.attr
            for loop in ast.walk(model)
            if isinstance(loop, ast.For)
            and isinstance(loop.iter, ast.Attribute)
            and loop.iter.attr in registers.values()
            for call in ast.walk(loop)
            if isinstance(call, ast.Call)
            and isinstance(call.func, ast.Attribute)
            and isinstance(call.func.value, ast.Name)
            and isinstance(loop.target, ast.Name)
            and call.func.value.id == loop.target.id
        }
        if not registers:
            problems.append(f"{where(name, model)}: {model.name} keeps no list of observers")
        if not notified:
            problems.append(f"{where(name, model)}: {model.name} notifies no observers")
        outside = {id(n) for n in ast.walk(model)}
        registered = any(
            getattr(call.func, "attr", None) in registers and id(call) not in outside
            for _, call in walk(style.sources, ast.Call)
        )
        if registers and not registered:
            problems.append(f"nothing registers with {model.name}.{'/'.join(sorted(registers))}()")
        view_methods = {f.name for _, view in views for f in view.body if isinstance(f, ast.FunctionDef)}
        if notified and not notified & view_methods:
            problems.append(f"no view defines {'/'.join(sorted(notified))}(), the method the model calls")
    return problems


MUTATORS = set("append extend insert pop remove clear update add discard setdefault popitem sort reverse".split())
CACHES = {"cache", "lru_cache", "cached_property"}


def _root(node: ast.AST) -> ast.AST:
    while isinstance(node, (ast.Subscript, ast.Attribute)):
        node = node.value
    return node


def server_keeps_no_state(style: Style) -> list[str]:
    """restful: no function writes state that outlives a request: no global statement, no store into or
    mutating call on a module-level name, no attribute written on self outside __init__, no cached results;
    and the representations carry links (a dict with the key "links")."""
    problems = []
    for name, tree in style.sources.items():
        module_names = {
            target.id
            for node in tree.body
            if isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign))
            for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
            if isinstance(target, ast.Name)
        }
        for function in (f for f in ast.walk(tree) if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef))):
            local = {n.id for n in ast.walk(function) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
            local |= {a.arg for a in function.args.args}
            shared = module_names - local
            for decorator in function.decorator_list:
                if name_of(decorator) in CACHES or (
                    isinstance(decorator, ast.Call) and getattr(decorator.func, "id", None) in CACHES
                ):
                    problems.append(f"{where(name, function)}: {function.name} caches results between requests")
            for node in ast.walk(function):
                if isinstance(node, (ast.Global, ast.Nonlocal)):
                    problems.append(f"{where(name, node)}: {function.name} declares {', '.join(node.names)} global")
                elif isinstance(node, (ast.Subscript, ast.Attribute)) and isinstance(node.ctx, (ast.Store, ast.Del)):
                    root = _root(node)
                    if isinstance(root, ast.Name) and root.id in shared:
                        problems.append(f"{where(name, node)}: {function.name} writes module state {ast.unparse(node)}")
                    elif isinstance(root, ast.Name) and root.id == "self" and function.name != "__init__":
                        problems.append(
                            f"{where(name, node)}: {function.name} writes instance state {ast.unparse(node)}"
                        )
                elif isinstance(node, ast.Call) and getattr(node.func, "attr", None) in MUTATORS:
                    root = _root(node.func.value)
                    if isinstance(root, ast.Name) and root.id in shared:
                        problems.append(
                            f"{where(name, node)}: {function.name} changes module state {ast.unparse(node.func)}"
                        )
    links = any(
        isinstance(key, ast.Constant) and key.value == "links"
        for _, d in walk(style.sources, ast.Dict)
        for key in d.keys
    )
    if not links:
        problems.append('no representation carries links (no dict with the key "links")')
    return problems


RULES = {
    "trinity": [model_knows_no_presentation, view_observes_model],
    "restful": [server_keeps_no_state],
}
NEGATIVE_SAMPLES = {
    "model_knows_no_presentation": (
        "class GameModel:\n"
        "    def __init__(self):\n"
        "        self.flags, self.message = set(), ''\n"
        "    def symbol(self, square):\n"
        "        return '¶' if square in self.flags else ' '\n"
        "    def lose(self):\n"
        "        self.message = 'You Lost!'\n"
    ),
    "view_observes_model": (
        "class GameModel:\n"
        "    def flag(self, square):\n"
        "        self.flagged = square\n"
        "class BoardView:\n"
        "    def render(self, model):\n"
        "        print(model.flagged)\n"
        "class Controller:\n"
        "    def __init__(self, model, view):\n"
        "        self.model, self.view = model, view\n"
        "    def run(self):\n"
        "        self.model.flag((1, 1))\n"
        "        self.view.render(self.model)  # the controller tells the view: nobody observes the model\n"
    ),
    "server_keeps_no_state": (
        "import json\n"
        "GAMES = {}\n"
        "def handle(method, path, body):\n"
        "    request = json.loads(body)\n"
        "    GAMES[request['id']] = request['move']\n"
        "    return 200, json.dumps({'frame': str(GAMES)})\n"
    ),
}

"""Part IX, interactivity: trinity (33), restful (34)."""

from __future__ import annotations

import ast

from shared_tests.tests.conformance import Style, name_of, walk, where
from shared_tests.tests.conformance.part8_concurrency import DOUBLE_MAP_REDUCE

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
    """The model holds the application's data and rules only: it presents nothing and knows no view or controller.

    In the model (a class named *Model*): no symbol, box-drawing character or banner text, no output, and no
    name of a view or controller class."""
    models = _classes(style, "model")
    if not models:
        return ["No model: no class whose name contains 'Model'."]
    others = {cls.name for word in ("view", "controller") for _, cls in _classes(style, word)}
    problems = []
    for name, model in models:
        for node in ast.walk(model):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and _drawing(node.value):
                problems.append(f"{where(name, node)} the model holds presentation: {node.value!r}.")
            elif isinstance(node, ast.Call) and name_of(node.func) in OUTPUT_CALLS:
                problems.append(f"{where(name, node)} the model writes ({ast.unparse(node.func)}): the view presents.")
            elif isinstance(node, ast.Attribute) and node.attr in OUTPUT_NAMES:
                problems.append(f"{where(name, node)} the model reaches for {ast.unparse(node)}: the view presents.")
            elif isinstance(node, ast.Name) and node.id in others:
                problems.append(f"{where(name, node)} the model names {node.id}: it knows no view or controller.")
    return problems


INPUT_CALLS = {"readline", "input", "read", "getch", "getkey"}


def three_parts(style: Style) -> list[str]:
    """The application is split into a model (the data), a view (its presentation) and a controller (the input,
    which updates the model and asks for the right view).

    Classes named *Model*, *View* and *Controller*; the controller reads the input and calls the model."""
    problems = []
    parts = {word: _classes(style, word) for word in ("model", "view", "controller")}
    problems += [
        f"No {word}: no class whose name contains {word.title()!r}." for word, found in parts.items() if not found
    ]
    if problems:
        return problems
    model_methods = {f.name for _, model in parts["model"] for f in model.body if isinstance(f, ast.FunctionDef)}
    for name, controller in parts["controller"]:
        called = {name_of(c.func) for c in ast.walk(controller) if isinstance(c, ast.Call)}
        mentioned = {name_of(n) for n in ast.walk(controller) if isinstance(n, (ast.Name, ast.Attribute))}
        if not (called | mentioned) & (INPUT_CALLS | {"stdin"}):
            problems.append(f"{where(name, controller)} {controller.name} reads no input: the controller handles it.")
        if not called & (model_methods - {"__init__"}):
            problems.append(f"{where(name, controller)} {controller.name} never calls the model to update it.")
    return problems


def controller_writes_nothing(style: Style) -> list[str]:
    """Our reading: the controller writes nothing either: a prompt is the view's too."""
    return [
        f"{where(name, node)} the controller writes ({ast.unparse(node.func)}): the view presents."
        for name, controller in _classes(style, "controller")
        for node in ast.walk(controller)
        if isinstance(node, ast.Call) and name_of(node.func) in OUTPUT_CALLS
    ]


def view_observes_model(style: Style) -> list[str]:
    """Our active MVC (the book's second version): the view observes the model, which notifies it of changes.

    The model keeps a list of observers (a method appends its argument to it) and notifies them (a loop over
    that list calls a method on each); a view class defines that method, and something outside the model
    registers with the model's method."""
    models, views = _classes(style, "model"), _classes(style, "view")
    if not models or not views:
        return ["no model class and view class (classes whose names contain 'Model' and 'View')."]
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
            problems.append(f"{where(name, model)}: {model.name} keeps no list of observers.")
        if not notified:
            problems.append(f"{where(name, model)}: {model.name} notifies no observers.")
        outside = {id(n) for n in ast.walk(model)}
        registered = any(
            getattr(call.func, "attr", None) in registers and id(call) not in outside
            for _, call in walk(style.sources, ast.Call)
        )
        if registers and not registered:
            problems.append(f"nothing registers with {model.name}.{'/'.join(sorted(registers))}().")
        view_methods = {f.name for _, view in views for f in view.body if isinstance(f, ast.FunctionDef)}
        if notified and not notified & view_methods:
            problems.append(f"no view defines {'/'.join(sorted(notified))}(), the method the model calls.")
    return problems


MUTATORS = set("append extend insert pop remove clear update add discard setdefault popitem sort reverse".split())
CACHES = {"cache", "lru_cache", "cached_property"}


def _root(node: ast.AST) -> ast.AST:
    while isinstance(node, (ast.Subscript, ast.Attribute)):
        node = node.value
    return node


def _module_names(tree: ast.Module) -> set[str]:
    return {
        target.id
        for node in tree.body
        if isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign))
        for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
        if isinstance(target, ast.Name)
    }


def _functions_and_shared(style: Style):
    """(file, function, the module-level names it does not bind itself) for every function."""
    for name, tree in style.sources.items():
        module_names = _module_names(tree)
        for function in (f for f in ast.walk(tree) if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef))):
            local = {n.id for n in ast.walk(function) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
            local |= {a.arg for a in function.args.args}
            yield name, function, module_names - local


def requests_carry_the_state(style: Style) -> list[str]:
    """Client and server are stateless apart: every request carries all the state the server needs to answer it.

    No function keeps the interaction's state for the next request: no global or nonlocal, no attribute
    written on self outside __init__, no results cached between calls."""
    problems = []
    for name, function, _ in _functions_and_shared(style):
        for decorator in function.decorator_list:
            target = decorator.func if isinstance(decorator, ast.Call) else decorator
            if name_of(target) in CACHES:
                problems.append(f"{where(name, function)} {function.name} caches its results between requests.")
        for node in ast.walk(function):
            if isinstance(node, (ast.Global, ast.Nonlocal)):
                problems.append(f"{where(name, node)} {function.name} keeps {', '.join(node.names)} between requests.")
            elif isinstance(node, (ast.Subscript, ast.Attribute)) and isinstance(node.ctx, (ast.Store, ast.Del)):
                root = _root(node)
                if isinstance(root, ast.Name) and root.id == "self" and function.name != "__init__":
                    problems.append(f"{where(name, node)} {function.name} keeps state in {ast.unparse(node)}.")
    return problems


def links_drive_the_interaction(style: Style) -> list[str]:
    """Resources and their representations drive the interaction: each representation carries the links (the next
    requests) the client may follow."""
    names = {name_of(n) for _, n in walk(style.sources, ast.Name, ast.Attribute)}
    keys = {k.value for _, d in walk(style.sources, ast.Dict) for k in d.keys if isinstance(k, ast.Constant)}
    if {"links", "_links", "href"} & (names | keys):
        return []
    return ["No representation carries links: nothing tells the client which requests come next."]


def server_stores_nothing(style: Style) -> list[str]:
    """Our reading: the server stores nothing at all between requests: no module-level name is written or changed."""
    problems = []
    for name, function, shared in _functions_and_shared(style):
        for node in ast.walk(function):
            if isinstance(node, (ast.Subscript, ast.Attribute)) and isinstance(node.ctx, (ast.Store, ast.Del)):
                root = _root(node)
                if isinstance(root, ast.Name) and root.id in shared:
                    problems.append(f"{where(name, node)} {function.name} writes the module's {ast.unparse(node)}.")
            elif isinstance(node, ast.Call) and getattr(node.func, "attr", None) in MUTATORS:
                root = _root(node.func.value)
                if isinstance(root, ast.Name) and root.id in shared:
                    problems.append(
                        f"{where(name, node)} {function.name} changes the module's {ast.unparse(node.func)}."
                    )
    return problems


RULES = {
    "trinity": [model_knows_no_presentation, three_parts, controller_writes_nothing, view_observes_model],
    "restful": [requests_carry_the_state, links_drive_the_interaction, server_stores_nothing],
}
HOUSE_RULES = {"controller_writes_nothing", "view_observes_model", "server_stores_nothing"}

# ---------------------------------------------------------------------------------------------- samples
TRINITY = """
import sys


class WordModel:
    def __init__(self):
        self._counts, self._observers = {}, []

    def attach(self, observer):
        self._observers.append(observer)

    def add_text(self, text):
        for word in text.lower().split():
            self._counts[word] = self._counts.get(word, 0) + 1
        for observer in self._observers:
            observer.changed(self)

    def top(self, n):
        return sorted(self._counts.items(), key=lambda pair: -pair[1])[:n]


class WordView:
    def __init__(self, model):
        model.attach(self)

    def changed(self, model):
        print(model.top(5))


class LineController:
    def __init__(self, model):
        self._model = model

    def run(self):
        for line in iter(sys.stdin.readline, ""):
            self._model.add_text(line)


model = WordModel()
WordView(model)
LineController(model).run()
"""
RESTFUL = '''
import sys


def handle(method, path, state):
    """The server: answers a request from what the request carries, and keeps nothing."""
    if (method, path) == ("GET", "/"):
        return {"text": "What file?", "links": {"count": ("POST", "/counts")}}
    if (method, path) == ("POST", "/counts"):
        words = open(state["file"]).read().lower().split()
        top = sorted({w: words.count(w) for w in set(words)}.items(), key=lambda pair: -pair[1])
        return {"text": str(top[: state.get("shown", 5)]), "links": {"more": ("POST", "/counts")}}
    return {"text": "Not found", "links": {"home": ("GET", "/")}}


def client():
    """The client: keeps the state and follows the links."""
    state, request = {"file": sys.argv[1], "shown": 5}, ("GET", "/")
    for _ in range(3):
        representation = handle(*request, state)
        print(representation["text"])
        request = next(iter(representation["links"].values()))
        state = dict(state, shown=state["shown"] + 5)


client()
'''
POSITIVE_SAMPLES = {
    "model_knows_no_presentation": TRINITY,
    "three_parts": TRINITY,
    "controller_writes_nothing": TRINITY,
    "view_observes_model": TRINITY,
    "requests_carry_the_state": RESTFUL,
    "links_drive_the_interaction": RESTFUL,
    "server_stores_nothing": RESTFUL,
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
    "three_parts": (
        "class WordModel:\n    def add(self, word):\n        pass\n\n"
        "class WordView:\n    def show(self, model):\n        print(model)\n"
    ),
    "controller_writes_nothing": (
        "import sys\n\nclass Controller:\n    def run(self):\n        print('Next file:')\n"
        "        return sys.stdin.readline()\n"
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
    "requests_carry_the_state": (
        "position = 0\n\ndef handle(method, path):\n    global position\n    position += 1\n"
        "    return {'word': position, 'links': {'next': ('GET', '/next')}}\n"
    ),
    "links_drive_the_interaction": "def handle(method, path, state):\n    return {'text': str(state)}\n",
    "server_stores_nothing": (
        "import json\n"
        "GAMES = {}\n"
        "def handle(method, path, body):\n"
        "    request = json.loads(body)\n"
        "    GAMES[request['id']] = request['move']\n"
        "    return 200, json.dumps({'frame': str(GAMES), 'links': {}})\n"
    ),
}
NEIGHBOUR_SAMPLES = {
    "trinity": [DOUBLE_MAP_REDUCE, RESTFUL],
    "restful": [TRINITY, DOUBLE_MAP_REDUCE],
}

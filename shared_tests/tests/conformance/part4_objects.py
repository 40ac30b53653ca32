"""Part IV, objects and object interaction: things (11), letterbox (12), closed_maps (13),
abstract_things (14), hollywood (15), bulletin_board (16)."""

from __future__ import annotations

import ast

from shared_tests.tests.conformance import Style, called_names, walk, where


def only_dispatch(style: Style) -> list[str]:
    """letterbox: a class exposes `dispatch` and nothing else (private names and __init__ aside)."""
    problems = []
    for name, cls in walk(style.sources, ast.ClassDef):
        if any(isinstance(base, ast.Name) and base.id == "Exception" for base in cls.bases):
            continue
        public = [
            item.name
            for item in cls.body
            if isinstance(item, ast.FunctionDef) and not item.name.startswith("_") and item.name != "dispatch"
        ]
        if public or not any(isinstance(i, ast.FunctionDef) and i.name == "dispatch" for i in cls.body):
            problems.append(f"{where(name, cls)} {cls.name} exposes {public or 'no dispatch'}")
    return problems


def no_class_statement(style: Style) -> list[str]:
    """closed_maps: things are dicts, never classes."""
    return [f"{where(n, node)} class {node.name}" for n, node in walk(style.sources, ast.ClassDef)]


def abstract_interfaces(style: Style) -> list[str]:
    """abstract_things: abstract base classes with abstract methods, and concrete classes bound to them."""
    classes = [c for _, c in walk(style.sources, ast.ClassDef)]
    abstract = {
        c.name
        for c in classes
        if any(
            getattr(d, "id", getattr(d, "attr", "")) == "abstractmethod"
            for f in c.body
            if isinstance(f, ast.FunctionDef)
            for d in f.decorator_list
        )
    }
    concrete = [c.name for c in classes if any(getattr(b, "id", getattr(b, "attr", "")) in abstract for b in c.bases)]
    return [] if len(abstract) >= 2 and concrete else [f"abstractions {sorted(abstract)}, concrete things {concrete}"]


def registers_handlers(style: Style) -> list[str]:
    """hollywood: entities register handlers with a framework (register_* calls) that calls them back."""
    return [] if any(n.startswith("register") for n in called_names(style.sources)) else ["no register_* call"]


def publish_subscribe(style: Style) -> list[str]:
    """bulletin_board: entities subscribe and publish; the bus distributes."""
    names = called_names(style.sources)
    return [f"nobody calls {verb}" for verb in ("subscribe", "publish") if verb not in names]


RULES = {
    "letterbox": [only_dispatch],
    "closed_maps": [no_class_statement],
    "abstract_things": [abstract_interfaces],
    "hollywood": [registers_handlers],
    "bulletin_board": [publish_subscribe],
}
NEGATIVE_SAMPLES = {
    "only_dispatch": "class Board:\n    def dispatch(self, m):\n        pass\n    def reveal(self):\n        pass\n",
    "no_class_statement": "class Board:\n    pass\n",
    "abstract_interfaces": "class Board:\n    def reveal(self):\n        pass\n",
    "registers_handlers": "def on_move():\n    pass\non_move()\n",
    "publish_subscribe": "bus = {}\nbus.get('move')\n",
}

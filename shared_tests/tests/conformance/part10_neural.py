"""Part X, neural networks: dense_shallow_under_control (35), dense_shallow_out_of_control (36), bow_tie (37),
neuro_monolithic (38), sliding_window (39), recurrent (40), convolutions (41).

Seven chapters that all compute with weights and activations, each with its own idea. The rules check that idea on
the source: a layer is a class whose ``__call__`` (or ``forward``) multiplies weights with ``@``; the game loop is
the loop that reads the player's lines (it calls ``read_line``); "fed its own output" is an assignment, inside a
loop, to a name that the same call reads.
"""

from __future__ import annotations

import ast

from shared_tests.tests.conformance import Sources, Style, name_of, parents, walk, where
from shared_tests.tests.conformance.part1_historical import uses_numpy

GAME_LOOP_READS = {"read_line", "readline"}
LOOPS = (ast.For, ast.While, ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)
NEIGHBOURHOOD_BY_ARRAYS = {"pad", "roll", "sliding_window_view", "convolve", "correlate", "einsum"}


# ---------------------------------------------------------------------------------------------- helpers
def _methods(sources: Sources, method: str) -> list[tuple[str, ast.ClassDef, ast.FunctionDef]]:
    """(file, class, method) for every class that defines `method`."""
    return [
        (name, cls, item)
        for name, cls in walk(sources, ast.ClassDef)
        for item in cls.body
        if isinstance(item, ast.FunctionDef) and item.name == method
    ]


def _matmuls(node: ast.AST) -> list[ast.BinOp]:
    return [n for n in ast.walk(node) if isinstance(n, ast.BinOp) and isinstance(n.op, ast.MatMult)]


def _layer_classes(sources: Sources) -> set[str]:
    """The classes whose __call__ multiplies weights with `@`: the style's layers."""
    return {cls.name for _, cls, call in _methods(sources, "__call__") if _matmuls(call)}


def _is_game_loop(loop: ast.AST) -> bool:
    return any(isinstance(n, ast.Call) and name_of(n.func) in GAME_LOOP_READS for n in ast.walk(loop))


def _enclosing_loops(node: ast.AST, up: dict[ast.AST, ast.AST]) -> list[ast.AST]:
    loops = []
    while node in up:
        node = up[node]
        if isinstance(node, LOOPS):
            loops.append(node)
    return loops


def _fed_back(loop: ast.AST, call: ast.Call) -> bool:
    """Whether, inside `loop`, the result of `call` goes back into a name that the call reads."""
    read = {n.id for arg in call.args for n in ast.walk(arg) if isinstance(n, ast.Name)}
    written = {
        n.id
        for assign in ast.walk(loop)
        if isinstance(assign, (ast.Assign, ast.AugAssign, ast.NamedExpr))
        for target in (assign.targets if isinstance(assign, ast.Assign) else [assign.target])
        for n in ast.walk(target)
        if isinstance(n, ast.Name)
    }
    return bool(read & written)


def _layer_names(sources: Sources, classes: set[str]) -> set[str]:
    """Names bound to an instance of one of `classes` (`opening = Dense(...)`), and `self` inside them."""
    names = set()
    for _, assign in walk(sources, ast.Assign):
        if isinstance(assign.value, ast.Call) and name_of(assign.value.func) in classes:
            names |= {n.id for t in assign.targets for n in ast.walk(t) if isinstance(n, ast.Name)}
    return names


def _functions_named(sources: Sources) -> dict[str, ast.FunctionDef]:
    return {f.name: f for _, f in walk(sources, ast.FunctionDef)}


def _numeric_list_literals(tree: ast.AST) -> list[ast.List]:
    """List displays that hold at least three numbers (nested lists included): weights written out."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.List):
            numbers = [n for n in ast.walk(node) if isinstance(n, ast.Constant) and type(n.value) in (int, float)]
            if len(numbers) >= 3:
                found.append(node)
    return found


def _is_identity(function: ast.FunctionDef | None) -> bool:
    """`def f(x): return x` (after its docstring): an activation that does nothing."""
    if function is None:
        return False
    body = [s for s in function.body if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))]
    args = function.args.args
    return (
        len(body) == 1
        and isinstance(body[0], ast.Return)
        and isinstance(body[0].value, ast.Name)
        and len(args) == 1
        and body[0].value.id == args[0].arg
    )


# ---------------------------------------------------------------------------------------------- 35
def one_hand_written_layer(style: Style) -> list[str]:
    """dense_shallow_under_control: the game's arithmetic is dense layers, activation(weights @ inputs + bias),
    whose weights the program writes itself: nothing is trained, loaded or drawn at random. Each question is one
    pass of one layer: no layer is called in a loop other than the game loop, so none is fed its own output."""
    problems = []
    classes = _layer_classes(style.sources)
    if not classes:
        return ["no dense layer: no class whose __call__ multiplies weights @ inputs"]
    layers = _layer_names(style.sources, classes)
    if not layers:
        problems.append("no layer is ever built from the layer class")
    for name, tree in style.sources.items():
        up = parents(tree)
        for call in (n for n in ast.walk(tree) if isinstance(n, ast.Call) and name_of(n.func) in layers):
            if any(not _is_game_loop(loop) for loop in _enclosing_loops(call, up)):
                problems.append(
                    f"{where(name, call)}: layer {name_of(call.func)} runs in a loop: one pass per question"
                )
    learned = {"random", "default_rng", "seed", "load", "loadtxt", "genfromtxt", "fromfile"}
    for name, call in walk(style.sources, ast.Call):
        if name_of(call.func) in learned:
            problems.append(f"{where(name, call)} calls {name_of(call.func)}: the weights are written by hand")
    shipped = [p.name for p in style.folder.iterdir() if p.suffix in (".txt", ".npz", ".npy", ".json")]
    if "train.py" in style.texts or shipped:
        problems.append(f"the style ships training or learned weights ({', '.join(shipped) or 'train.py'})")
    return problems


# ---------------------------------------------------------------------------------------------- 36
def learned_by_gradient_descent(style: Style) -> list[str]:
    """dense_shallow_out_of_control: train.py learns the weights by gradient descent (a loop that moves them
    against a gradient, `weights -= rate * ...`) from a fixed seed and writes the weights file the game ships;
    the game loads that file and writes no weights of its own (no list of numbers), and never trains."""
    problems = []
    train = style.all_sources.get("train.py")
    if train is None:
        return ["no train.py: the weights must come from training"]
    steps = [
        node
        for loop in ast.walk(train)
        if isinstance(loop, (ast.For, ast.While))
        for node in ast.walk(loop)
        if isinstance(node, ast.AugAssign) and isinstance(node.op, ast.Sub) and isinstance(node.value, ast.BinOp)
    ]
    if not steps:
        problems.append("train.py: no gradient step (weights -= rate * gradient inside a loop)")
    seeded = any(
        name_of(call.func) in ("default_rng", "seed")
        and call.args
        and isinstance(call.args[0], (ast.Constant, ast.Name))
        for call in ast.walk(train)
        if isinstance(call, ast.Call)
    )
    if not seeded:
        problems.append("train.py: no fixed seed (default_rng(SEED)), so training cannot be reproduced")
    files = {n.value for n in ast.walk(train) if isinstance(n, ast.Constant) and isinstance(n.value, str)}
    shipped = [f for f in files if f.endswith((".txt", ".npz", ".json")) and (style.folder / f).is_file()]
    if not shipped:
        problems.append("train.py names no weights file that the style ships")
    game = {name: tree for name, tree in style.sources.items() if name != "train.py"}
    loads = any(
        isinstance(n, ast.Constant) and n.value in shipped for tree in game.values() for n in ast.walk(tree)
    ) and any(name_of(c.func) == "open" for _, c in walk(game, ast.Call))
    if not loads:
        problems.append("the game does not load the trained weights file")
    for name, tree in game.items():
        problems += [f"{where(name, n)}: weights written by hand in the game" for n in _numeric_list_literals(tree)]
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)) and any("train" in a.name for a in node.names):
                problems.append(f"{where(name, node)}: the game imports the training")
    return problems


# ---------------------------------------------------------------------------------------------- 37
def narrow_waist(style: Style) -> list[str]:
    """bow_tie: the networks are two layers, the second fed the activated output of the first (the knot), and
    the network refuses to be built unless the knot is narrower than both its input and its output. Every
    matrix product of the style is inside such a network."""
    problems = []
    ties = []
    for name, cls, call in _methods(style.sources, "__call__"):
        products = _matmuls(call)
        knots = {
            n.id
            for assign in ast.walk(call)
            if isinstance(assign, ast.Assign) and _matmuls(assign.value)
            for t in assign.targets
            for n in ast.walk(t)
            if isinstance(n, ast.Name)
        }
        chained = any({n.id for n in ast.walk(p) if isinstance(n, ast.Name)} & knots for p in products)
        if len(products) >= 2 and chained:
            ties.append((name, cls))
    if not ties:
        return ["no bow tie: no network whose __call__ feeds one layer's output through a second layer"]
    for name, cls in ties:
        init = next((f for f in cls.body if isinstance(f, ast.FunctionDef) and f.name == "__init__"), None)
        narrower = init is not None and any(
            isinstance(n, ast.Compare) and any(isinstance(op, ast.Lt) for op in n.ops) for n in ast.walk(init)
        )
        refuses = init is not None and any(isinstance(n, ast.Raise) for n in ast.walk(init))
        if not (narrower and refuses):
            problems.append(f"{where(name, cls)}: {cls.name} does not refuse a knot as wide as its ends")
    inside = {id(p) for _, cls in ties for p in _matmuls(cls)}
    for name, product in walk(style.sources, ast.BinOp):
        if isinstance(product.op, ast.MatMult) and id(product) not in inside:
            problems.append(f"{where(name, product)}: a matrix product outside the bow tie")
    return problems


# ---------------------------------------------------------------------------------------------- 38
def one_forward_pass(style: Style) -> list[str]:
    """neuro_monolithic: one network maps the raw state and the move to the output in one call: a `forward`
    method with at least four inputs, of fixed depth (no `while`, no `break`, its loops over `range`), called
    exactly once per move by the game loop; no matrix product outside the network."""
    problems = []
    forwards = [(name, cls, f) for name, cls, f in _methods(style.sources, "forward") if len(f.args.args) >= 5]
    if len(forwards) != 1:
        return [f"{len(forwards)} forward methods taking the state and the move; one network wanted"]
    name, cls, forward = forwards[0]
    for node in ast.walk(forward):
        if isinstance(node, (ast.While, ast.Break)):
            problems.append(f"{where(name, node)}: a {type(node).__name__.lower()} in the forward pass: no fixed depth")
        if isinstance(node, ast.For) and not (isinstance(node.iter, ast.Call) and name_of(node.iter.func) == "range"):
            problems.append(f"{where(name, node)}: a loop over data in the forward pass: layers are counted")
    calls = [(n, c) for n, c in walk(style.sources, ast.Call) if name_of(c.func) == "forward"]
    for file, tree in style.sources.items():
        up = parents(tree)
        for call in (c for f, c in calls if f == file):
            if not any(_is_game_loop(loop) for loop in _enclosing_loops(call, up)):
                problems.append(f"{where(file, call)}: the network runs outside the game loop")
    if len(calls) != 1:
        problems.append(f"the network is called {len(calls)} times in the source: one pass per move wanted")
    inside = {id(p) for p in _matmuls(cls)}
    for file, product in walk(style.sources, ast.BinOp):
        if isinstance(product.op, ast.MatMult) and id(product) not in inside:
            problems.append(f"{where(file, product)}: a matrix product outside the one network")
    return problems


# ---------------------------------------------------------------------------------------------- 39
def window_slides_everywhere(style: Style) -> list[str]:
    """sliding_window: the style cuts the input into windows, one centred on every position (a
    sliding_window_view), and a small network whose __call__ multiplies a window by its weights answers for all
    of them. The network sees the board only through windows: every matrix product is windows @ weights, and no
    neighbourhood is made by shifting or padding arrays outside the window."""
    problems = []
    if "sliding_window_view" not in {name_of(c.func) for _, c in walk(style.sources, ast.Call)}:
        problems.append("no window is cut at every position (sliding_window_view)")
    networks = [(name, cls, call) for name, cls, call in _methods(style.sources, "__call__") if _matmuls(call)]
    if not networks:
        problems.append("no window network: no class whose __call__ multiplies a window by its weights")
    for name, product in walk(style.sources, ast.BinOp):
        if isinstance(product.op, ast.MatMult) and "window" not in ast.unparse(product.left):
            problems.append(f"{where(name, product)}: {ast.unparse(product)} is not a window times weights")
    for name, call in walk(style.sources, ast.Call):
        if name_of(call.func) in NEIGHBOURHOOD_BY_ARRAYS - {"sliding_window_view"}:
            problems.append(f"{where(name, call)}: {name_of(call.func)} makes a neighbourhood outside the window")
    return problems


# ---------------------------------------------------------------------------------------------- 40
def cell_fed_back(style: Style) -> list[str]:
    """recurrent: a cell, activation(recurrent @ state + inputs @ x + bias), is called in a loop with its own
    output fed back as its next state, and every game computation is such a cell (at least two are built). The
    neighbourhood is in the weights: no array is padded, rolled or cut into windows."""
    problems = []
    cells = [
        (name, cls, call)
        for name, cls, call in _methods(style.sources, "__call__")
        if len(call.args.args) == 3 and len(_matmuls(call)) >= 2
    ]
    if not cells:
        return ["no recurrent cell: no __call__(self, state, x) with recurrent and input weights"]
    names = {cls.name for _, cls, _ in cells}
    built = [c for _, c in walk(style.sources, ast.Call) if name_of(c.func) in names]
    if len(built) < 2:
        problems.append(f"{len(built)} cell(s) built: the numbers and the flood both want a cell")
    fed = False
    for tree in style.sources.values():
        up = parents(tree)
        for call in (n for n in ast.walk(tree) if isinstance(n, ast.Call) and name_of(n.func) == "self" and n.args):
            fed |= any(_fed_back(loop, call) for loop in _enclosing_loops(call, up))
    if not fed:
        problems.append("no cell is fed its own output: no loop with state = self(state, x)")
    for name, call in walk(style.sources, ast.Call):
        if name_of(call.func) in NEIGHBOURHOOD_BY_ARRAYS:
            problems.append(f"{where(name, call)}: {name_of(call.func)} makes the neighbourhood outside the weights")
    return problems


# ---------------------------------------------------------------------------------------------- 41
def kernels_then_activation(style: Style) -> list[str]:
    """convolutions: a convolution layer slides a kernel over the image and returns activation(... + bias);
    every layer built gets an activation that does something (not the identity), and no convolution (matrix
    product, einsum, convolve) happens outside the layer."""
    problems = []
    defined = _functions_named(style.sources)
    layers = []
    for _, cls, call in _methods(style.sources, "__call__"):
        returns = [r for r in ast.walk(call) if isinstance(r, ast.Return)]
        convolves = _matmuls(call) or any(
            isinstance(c, ast.Call) and name_of(c.func) in {"einsum", "tensordot"} for c in ast.walk(call)
        )
        activated = all(isinstance(r.value, ast.Call) and name_of(r.value.func) == "activation" for r in returns)
        if convolves and returns and activated:
            layers.append(cls)
    if not layers:
        return ["no convolution layer whose __call__ returns activation(kernel-weighted sums + bias)"]
    names = {cls.name for cls in layers}
    for name, call in walk(style.sources, ast.Call):
        if name_of(call.func) in names:
            activation = call.args[2] if len(call.args) >= 3 else None
            if not isinstance(activation, ast.Name) or activation.id not in defined:
                problems.append(f"{where(name, call)}: a kernel without a named activation")
            elif _is_identity(defined[activation.id]):
                problems.append(f"{where(name, call)}: a kernel followed by {activation.id}, which does nothing")
    inside = {id(n) for cls in layers for n in ast.walk(cls)}
    for name, node in walk(style.sources, ast.BinOp, ast.Call):
        convolution = (isinstance(node, ast.BinOp) and isinstance(node.op, ast.MatMult)) or (
            isinstance(node, ast.Call) and name_of(node.func) in {"einsum", "convolve", "correlate", "tensordot"}
        )
        if convolution and id(node) not in inside:
            problems.append(f"{where(name, node)}: a convolution outside a layer, with no activation after it")
    return problems


RULES = {
    "dense_shallow_under_control": [uses_numpy, one_hand_written_layer],
    "dense_shallow_out_of_control": [uses_numpy, learned_by_gradient_descent],
    "bow_tie": [uses_numpy, narrow_waist],
    "neuro_monolithic": [uses_numpy, one_forward_pass],
    "sliding_window": [uses_numpy, window_slides_everywhere],
    "recurrent": [uses_numpy, cell_fed_back],
    "convolutions": [uses_numpy, kernels_then_activation],
}

# The chapters' old shapes, each of which its rule now rejects.
DENSE = """
import numpy as np

class Dense:
    def __init__(self, weights, bias, activation):
        self.weights, self.bias, self.activation = weights, bias, activation

    def __call__(self, inputs):
        return self.activation(self.weights @ inputs + self.bias)

"""
NEGATIVE_SAMPLES = {
    # 35: the flood as a layer fed its own output until it settles (chapter 40's idea), weights drawn at random.
    "one_hand_written_layer": DENSE
    + """
opening = Dense(np.random.default_rng(0).random((4, 4)), -0.5, np.sign)

def flood(opened):
    while True:
        grown = opening(opened)
        if (grown == opened).all():
            return opened
        opened = grown
""",
    # 36: the kernel typed in by hand, and no train.py.
    "learned_by_gradient_descent": DENSE + "KERNEL = np.array([1, 1, 1, 1, 0, 1, 1, 1, 1])\n",
    # 37: one wide layer, no knot.
    "narrow_waist": DENSE + "counting = Dense(np.ones((4, 4)), 0.0, abs)\n",
    # 38: a "single forward pass" with an open loop inside.
    "one_forward_pass": """
class Network:
    def forward(self, mines, opened, flagged, reveal, flag):
        while True:
            grown = self.adjacency @ opened
            if (grown == opened).all():
                break
            opened = grown
        return opened

def play(network, read_line):
    while read_line():
        network.forward(0, 0, 0, 0, 0)
""",
    # 39: neighbours by shifting the whole board, no window.
    "window_slides_everywhere": """
import numpy as np

def numbers(mines):
    return sum(np.roll(np.roll(mines, dr, 0), dc, 1) for dr in (-1, 0, 1) for dc in (-1, 0, 1)) - mines
""",
    # 40: a running sum with identity weights over slices of a padded board; the cell never fed back.
    "cell_fed_back": """
import numpy as np

class Cell:
    def __call__(self, state, x):
        return self.recurrent @ state + self.inputs @ x

def numbers(mines, rows, cols):
    padded = np.pad(mines, 1)
    return sum(padded[1 + dr : 1 + dr + rows, 1 + dc : 1 + dc + cols] for dr, dc in ((0, 1), (1, 0)))
""",
    # 41: the counting kernel with no activation after it.
    "kernels_then_activation": """
import numpy as np

def convolve(image, kernel):
    windows = np.lib.stride_tricks.sliding_window_view(np.pad(image, 1), kernel.shape)
    return np.einsum("rcij,ij->rc", windows, kernel)

numbers = convolve(np.zeros((3, 3)), np.ones((3, 3)))
""",
}

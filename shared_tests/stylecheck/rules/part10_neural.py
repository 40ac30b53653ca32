"""Part X, neural networks: dense_shallow_under_control (35), dense_shallow_out_of_control (36), bow_tie (37),
neuro_monolithic (38), sliding_window (39), recurrent (40), convolutions (41).

The book's repository has no README for these chapters: each constraint is worded from the chapter's program and
our styles' READMEs (which say what the book's program does). The rules accept the book's programs (Keras layers:
`Dense`, `SimpleRNN`, `Conv2D`, `model.fit`) as well as layers written with numpy (a class whose `__call__`
multiplies weights with its inputs). They read Python only: the chapters' programs compute with a numeric
library's arrays, and a Java or JavaScript program of these chapters (weights in plain arrays, multiplied in
loops) is not recognised yet; each rule says so for those languages instead of passing silently.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from shared_tests.stylecheck.model import Program
from shared_tests.stylecheck.rules import NEIGHBOURS, Finding, constraint

Sources = dict[str, ast.Module]
NOT_IN = {
    language: (
        "the chapter computes with a numeric library's arrays (the book's Keras, our numpy); a faithful program in "
        f"{language.title()} keeps its weights in plain arrays and multiplies them in loops, which this rule does "
        "not recognise yet"
    )
    for language in ("java", "javascript")
}
NEURAL = (
    "dense_shallow_under_control",
    "dense_shallow_out_of_control",
    "bow_tie",
    "neuro_monolithic",
    "sliding_window",
    "recurrent",
    "convolutions",
)


class _Source:
    """A Python program as the ast rules of this part read it: each file's tree, and the program's folder."""

    def __init__(self, program: Program) -> None:
        self.sources: Sources = {}
        for name, text in program.texts.items():
            if name.endswith(".py") and name not in program.unreadable:
                try:
                    self.sources[name] = ast.parse(text)
                except SyntaxError:
                    continue
        root = Path(program.root) if program.root else Path(".")
        self.folder = root if root.is_dir() else root.parent
        self.program = program


LOCATION = re.compile(r"^(?P<file>[^\s:]+):(?P<line>\d+):? (?P<why>.*)$", re.DOTALL)


def _findings(program: Program, problems: list[str]) -> list[Finding]:
    """This part's problems ("game.py:12 why", or a sentence about the whole program) as findings."""
    found = []
    for problem in problems:
        located = LOCATION.match(problem)
        if located and located["file"] in program.texts:
            found.append(Finding(located["file"], int(located["line"]), 0, located["why"]))
        else:
            found.append(Finding(program.main_file, 0, 0, problem))
    return found


def walk(sources: Sources, *kinds: type) -> list[tuple[str, ast.AST]]:
    return [(name, node) for name, tree in sources.items() for node in ast.walk(tree) if isinstance(node, kinds)]


def where(name: str, node: ast.AST) -> str:
    return f"{name}:{getattr(node, 'lineno', '?')}"


def name_of(node: ast.AST) -> str:
    """The last name of a Name or an Attribute (`self.layer` -> "layer"), else ""."""
    return node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else ""


def parents(tree: ast.AST) -> dict[ast.AST, ast.AST]:
    return {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}


LIBRARY_DENSE = {"Dense", "Linear"}
LIBRARY_RECURRENT = {"SimpleRNN", "RNN", "LSTM", "GRU", "SimpleRNNCell", "LSTMCell", "GRUCell"}
LIBRARY_CONVOLUTIONS = {"Conv1D", "Conv2D", "Conv3D", "Conv1d", "Conv2d", "Conv3d"}
LIBRARY_ACTIVATIONS = {"ReLU", "Activation", "LeakyReLU", "PReLU", "ELU", "Softmax", "ThresholdedReLU", "Sigmoid"}
PRODUCTS = {"dot", "matmul", "tensordot", "einsum", "inner"}
TRAINING = {"fit", "fit_generator", "train_on_batch", "backward"}
RANDOM = {"random", "rand", "randn", "randint", "normal", "uniform", "choice", "default_rng", "shuffle", "integers"}
LOADED = {"load", "loadtxt", "genfromtxt", "fromfile", "load_weights", "load_model"}
POPS = {"pop", "popleft", "heappop"}
WORKLIST_GROWS = {"append", "extend", "add", "appendleft", "heappush"}
NETWORK_CALLS = {"predict", "forward", "predict_on_batch"}
INPUT_READS = {"readline", "read_line", "input", "readlines"}
NEIGHBOURHOOD_BY_ARRAYS = {"pad", "roll", "convolve", "correlate", "einsum"}
WINDOWS_CUT = {"sliding_window_view", "as_strided"}


# ---------------------------------------------------------------------------------------------- helpers
def _methods(sources: Sources, method: str) -> list[tuple[str, ast.ClassDef, ast.FunctionDef]]:
    """(file, class, method) for every class that defines `method`."""
    return [
        (name, cls, item)
        for name, cls in walk(sources, ast.ClassDef)
        for item in cls.body
        if isinstance(item, ast.FunctionDef) and item.name == method
    ]


def _products(node: ast.AST) -> list[ast.AST]:
    """Weighted sums: `a @ b`, and calls of dot, matmul, tensordot, einsum."""
    return [
        n
        for n in ast.walk(node)
        if (isinstance(n, ast.BinOp) and isinstance(n.op, ast.MatMult))
        or (isinstance(n, ast.Call) and name_of(n.func) in PRODUCTS)
    ]


def _calls(sources: Sources, names: set[str]) -> list[tuple[str, ast.Call]]:
    return [(file, call) for file, call in walk(sources, ast.Call) if name_of(call.func) in names]


def _layer_classes(sources: Sources, method: str = "__call__") -> set[str]:
    """The classes whose `method` computes a weighted sum: the program's own layers."""
    return {cls.name for _, cls, call in _methods(sources, method) if _products(call)}


def _layers_built(sources: Sources) -> list[tuple[str, ast.Call]]:
    """Every construction of a dense layer: a library `Dense(...)`, or a call of one of the program's layer classes."""
    return _calls(sources, LIBRARY_DENSE | _layer_classes(sources))


def _enclosing(node: ast.AST, up: dict[ast.AST, ast.AST], kinds: tuple[type, ...]) -> list[ast.AST]:
    found = []
    while node in up:
        node = up[node]
        if isinstance(node, kinds):
            found.append(node)
    return found


LOOPS = (ast.For, ast.While, ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)


def _calls_itself(node: ast.AST, function: str) -> bool:
    """Whether `node` calls `function` by its own name: `function(...)` or `self.function(...)`."""
    if not isinstance(node, ast.Call):
        return False
    called = node.func
    if isinstance(called, ast.Attribute):
        return called.attr == function and isinstance(called.value, ast.Name) and called.value.id == "self"
    return isinstance(called, ast.Name) and called.id == function


def _searches(sources: Sources) -> list[str]:
    """A search in plain Python: a loop over a worklist (a `while` that pops what it pushes, a `for` over a list that
    the loop itself grows) or a function that calls itself."""
    problems = []
    for file, loop in walk(sources, ast.While):
        if any(isinstance(n, ast.Call) and name_of(n.func) in POPS for n in ast.walk(loop)):
            problems.append(f"{where(file, loop)}: a worklist search (a loop that pops what it pushes)")
    for file, loop in walk(sources, ast.For):
        worklist = loop.iter.id if isinstance(loop.iter, ast.Name) else None
        grown = {
            n.func.value.id
            for n in ast.walk(loop)
            if isinstance(n, ast.Call)
            and isinstance(n.func, ast.Attribute)
            and n.func.attr in WORKLIST_GROWS
            and isinstance(n.func.value, ast.Name)
        }
        if worklist and worklist in grown:
            problems.append(f"{where(file, loop)}: a search (a loop over {worklist}, which it grows)")
    for file, function in walk(sources, ast.FunctionDef):
        if any(_calls_itself(n, function.name) for n in ast.walk(function)):
            problems.append(f"{where(file, function)}: {function.name} calls itself: a search")
    return [f"{problem}: the network computes the answers, a search does not work them out" for problem in problems]


def _learning(sources: Sources) -> list[tuple[str, ast.AST, str]]:
    """(file, node, what) for every sign of learned weights: a training call, a gradient step (`w -= rate * ...` or
    `w = w - rate * ...` in a loop), a random draw, a loaded file of weights."""
    found = [(f, c, f"calls {name_of(c.func)}") for f, c in _calls(sources, TRAINING | RANDOM | LOADED)]
    for file, tree in sources.items():
        up = parents(tree)
        for node in ast.walk(tree):
            moves_against = (
                isinstance(node, ast.AugAssign) and isinstance(node.op, ast.Sub) and isinstance(node.value, ast.BinOp)
            ) or (
                isinstance(node, ast.Assign)
                and isinstance(node.value, ast.BinOp)
                and isinstance(node.value.op, ast.Sub)
                and isinstance(node.value.right, ast.BinOp)
                and isinstance(node.value.right.op, ast.Mult)
                and ast.dump(node.targets[0]) == ast.dump(node.value.left)
            )
            if moves_against and _enclosing(node, up, (ast.For, ast.While)):
                found.append((file, node, "takes a gradient step"))
    return found


def _numeric_lists(tree: ast.AST) -> list[ast.List]:
    """List displays of three numbers or more, nested lists included: weights written out."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.List):
            numbers = [n for n in ast.walk(node) if isinstance(n, ast.Constant) and type(n.value) in (int, float)]
            if len(numbers) >= 3:
                found.append(node)
    outer = {id(inner) for node in found for inner in ast.walk(node) if inner is not node}
    return [node for node in found if id(node) not in outer]


def _fixed_depth_stacks(sources: Sources) -> list[tuple[str, ast.For]]:
    """`for _ in range(n): x = f(x, ...)`: one function applied to its own output n times, a stack of n copies."""
    stacks = []
    for file, loop in walk(sources, ast.For):
        if not (isinstance(loop.iter, ast.Call) and name_of(loop.iter.func) == "range"):
            continue
        for node in ast.walk(loop):
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call):
                targets = {n.id for t in node.targets for n in ast.walk(t) if isinstance(n, ast.Name)}
                arguments = {n.id for a in node.value.args for n in ast.walk(a) if isinstance(n, ast.Name)}
                if targets & arguments:
                    stacks.append((file, loop))
                    break
    return stacks


def _functions(sources: Sources) -> dict[str, ast.FunctionDef]:
    return {f.name: f for _, f in walk(sources, ast.FunctionDef)}


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


def _library_bow_ties(sources: Sources) -> list[tuple[str, ast.Call]]:
    """Dense layers (in the order they are written in one function) whose width is a number smaller than the width
    of what comes in (input_shape) and of the next layer, where those are numbers too."""

    def width(node: ast.AST | None) -> int | None:
        return node.value if isinstance(node, ast.Constant) and isinstance(node.value, int) else None

    ties = []
    for file, function in [*walk(sources, ast.FunctionDef), *[(f, t) for f, t in sources.items()]]:
        layers = [c for c in ast.walk(function) if isinstance(c, ast.Call) and name_of(c.func) in LIBRARY_DENSE]
        layers.sort(key=lambda c: (c.lineno, c.col_offset))
        for layer, following in zip(layers, layers[1:], strict=False):
            waist = width(layer.args[0]) if layer.args else None
            shape = next((k.value for k in layer.keywords if k.arg == "input_shape"), None)
            before = width(shape.elts[-1]) if isinstance(shape, ast.Tuple) and shape.elts else None
            after = width(following.args[0]) if following.args else None
            if waist is not None and all(w is None or w > waist for w in (before, after)):
                ties.append((file, layer))
    return ties


def _narrow_waist(style: _Source) -> list[str]:
    """Bow tie (37): the network's hidden layer, its waist, is narrower than its input and its output (wide, narrow,
    wide), so that all the output knows has passed through it: a model whose middle layer is narrower than its
    neighbours, or a two-layer network that refuses to be built with a waist as wide as its ends. The waist is set
    from the rules or learned; no search works it out."""
    problems = []
    ties = []
    for file, cls, call in _methods(style.sources, "__call__"):
        products = _products(call)
        hidden = {
            n.id
            for assign in ast.walk(call)
            if isinstance(assign, ast.Assign) and _products(assign.value)
            for t in assign.targets
            for n in ast.walk(t)
            if isinstance(n, ast.Name)
        }
        if len(products) >= 2 and any(
            {n.id for n in ast.walk(p) if isinstance(n, ast.Name)} & hidden for p in products
        ):
            ties.append((file, cls))
    for file, cls in ties:
        init = next((f for f in cls.body if isinstance(f, ast.FunctionDef) and f.name == "__init__"), None)
        narrower = init is not None and any(
            isinstance(n, ast.Compare) and any(isinstance(op, (ast.Lt, ast.Gt)) for op in n.ops) for n in ast.walk(init)
        )
        if not (narrower and any(isinstance(n, ast.Raise) for n in ast.walk(init))):
            problems.append(f"{where(file, cls)}: {cls.name} does not refuse a waist as wide as its ends")
    if not ties and not _library_bow_ties(style.sources):
        return ["no bow tie: no network of two layers whose middle is narrower than its input and its output"]
    inside = {id(p) for _, cls in ties for p in _products(cls)}
    for file, tree in style.sources.items():
        problems += [
            f"{where(file, p)}: a weighted sum outside the bow tie" for p in _products(tree) if id(p) not in inside
        ]
    return problems


# ---------------------------------------------------------------------------------------------- 38
def _input_loops(tree: ast.Module) -> list[ast.AST]:
    """The loops that read the program's input: a `for` over a file it opened or over standard input, a `while`
    that reads a line."""
    files = {
        item.optional_vars.id
        for w in ast.walk(tree)
        if isinstance(w, ast.With)
        for item in w.items
        if isinstance(item.optional_vars, ast.Name)
        and isinstance(item.context_expr, ast.Call)
        and name_of(item.context_expr.func) == "open"
    }
    loops = []
    for loop in ast.walk(tree):
        if isinstance(loop, ast.For):
            source = loop.iter
            if (isinstance(source, ast.Name) and source.id in files) or "stdin" in ast.unparse(source):
                loops.append(loop)
        elif isinstance(loop, ast.While) and any(
            isinstance(n, ast.Call) and name_of(n.func) in INPUT_READS for n in ast.walk(loop)
        ):
            loops.append(loop)
    return loops


def _one_network(style: _Source) -> list[str]:
    """Neuro-monolithic (38): one network does the whole job end to end: for each input (a line, a move) the
    program makes one forward pass, all of the input in and all of the output out, of a fixed depth; no other
    stage of the program computes with weights."""
    problems = []
    passes = []
    for file, tree in style.sources.items():
        for loop in _input_loops(tree):
            calls = [c for c in ast.walk(loop) if isinstance(c, ast.Call) and name_of(c.func) in NETWORK_CALLS]
            if len(calls) > 1:
                problems.append(f"{where(file, loop)}: {len(calls)} network passes per input: one network wanted")
            passes += [(file, c) for c in calls]
    if not passes:
        return ["no input loop that makes a forward pass (predict or forward) of a network"]
    networks = {name_of(c.func.value) for _, c in passes if isinstance(c.func, ast.Attribute)}
    if len(networks) > 1:
        problems.append(f"the input goes through {len(networks)} networks ({', '.join(sorted(networks))}): one wanted")
    forwards = _methods(style.sources, "forward")
    for file, _, forward in forwards:
        for node in ast.walk(forward):
            if isinstance(node, (ast.While, ast.Break)):
                problems.append(f"{where(file, node)}: a {type(node).__name__.lower()} in the pass: no fixed depth")
            if isinstance(node, ast.For) and not (
                isinstance(node.iter, ast.Call) and name_of(node.iter.func) == "range"
            ):
                problems.append(f"{where(file, node)}: a loop over data in the pass: its layers are counted")
    inside = {id(p) for _, cls, _ in forwards for p in _products(cls)}
    for file, tree in style.sources.items():
        problems += [
            f"{where(file, p)}: a weighted sum outside the network" for p in _products(tree) if id(p) not in inside
        ]
    return problems


# ---------------------------------------------------------------------------------------------- 39
def _windows_cut(sources: Sources) -> bool:
    """A window at every position: sliding_window_view (or as_strided), or `arange(i, i + size)` for every i."""
    if _calls(sources, WINDOWS_CUT):
        return True
    for file, call in _calls(sources, {"arange", "range"}):
        start, *rest = call.args or [None]
        if (
            isinstance(start, ast.Name)
            and rest
            and isinstance(rest[0], ast.BinOp)
            and isinstance(rest[0].op, ast.Add)
            and start.id in ast.unparse(rest[0])
            and _enclosing(call, parents(sources[file]), LOOPS)
        ):
            return True
    return False


def _window_slides(style: _Source) -> list[str]:
    """Sliding window (39): a small network sees only a fixed-size window of the input, and the window slides over
    all of it: the input is cut into windows, one at every position, a network's weights multiply a window at a
    time, and nothing makes a neighbourhood of the whole input by shifting it."""
    problems = []
    if not _windows_cut(style.sources):
        problems.append("no window at every position (sliding_window_view, or arange(i, i + size) for every i)")
    if not _calls(style.sources, LIBRARY_DENSE) and not _layer_classes(style.sources):
        problems.append("no network under the window: no Dense(...) and no class that multiplies it by weights")
    for file, tree in style.sources.items():
        for product in _products(tree):
            if "window" not in ast.unparse(product):
                problems.append(f"{where(file, product)}: {ast.unparse(product)} does not multiply a window")
    for file, call in _calls(style.sources, NEIGHBOURHOOD_BY_ARRAYS):
        problems.append(f"{where(file, call)}: {name_of(call.func)} makes a neighbourhood outside the window")
    return problems


# ---------------------------------------------------------------------------------------------- 40
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


def _cells(sources: Sources) -> list[tuple[str, ast.ClassDef, ast.FunctionDef]]:
    """Classes with `__call__(self, state, x)` that weigh both the state and the input."""
    return [
        (file, cls, call)
        for file, cls, call in _methods(sources, "__call__")
        if len(call.args.args) == 3 and len(_products(call)) >= 2
    ]


def _instances(sources: Sources, classes: set[str]) -> set[str]:
    """The names bound to an instance of one of `classes` (`cell = Cell(...)`, `cell, state = Cell(), ...`)."""
    names = set()
    for _, assign in walk(sources, ast.Assign):
        for target in assign.targets:
            pairs = (
                zip(target.elts, assign.value.elts, strict=False)
                if isinstance(target, ast.Tuple) and isinstance(assign.value, ast.Tuple)
                else [(target, assign.value)]
            )
            for name, value in pairs:
                if isinstance(name, ast.Name) and isinstance(value, ast.Call) and name_of(value.func) in classes:
                    names.add(name.id)
    return names


def _state_fed_back(style: _Source) -> list[str]:
    """Recurrent (40): one cell with the same weights at every time step, its output fed back in as its next
    state: a recurrent layer of a library (SimpleRNN, LSTM, GRU), or a cell, activation(recurrent . state +
    inputs . x + bias), that a loop calls with its own output as the next state."""
    if _calls(style.sources, LIBRARY_RECURRENT):
        return []
    if not _cells(style.sources):
        return ["no recurrent cell: no SimpleRNN/LSTM/GRU and no __call__(self, state, x) weighing both"]
    cells = _instances(style.sources, {cls.name for _, cls, _ in _cells(style.sources)}) | {"self"}
    fed = False
    for tree in style.sources.values():
        up = parents(tree)
        for call in (n for n in ast.walk(tree) if isinstance(n, ast.Call) and name_of(n.func) in cells and n.args):
            fed |= any(_fed_back(loop, call) for loop in _enclosing(call, up, LOOPS))
    problems = [] if fed else ["no cell is fed its own output: no loop with state = self(state, x)"]
    return problems


def _neighbourhood_in_the_weights(style: _Source) -> list[str]:
    """Our house rule for 40 (Minesweeper): both the numbers and the flood are cells (two are built), and a square's
    neighbours are in their weights and their state: no array is padded, rolled or cut into windows."""
    names = {cls.name for _, cls, _ in _cells(style.sources)}
    built = _calls(style.sources, names)
    problems = [] if len(built) >= 2 else [f"{len(built)} cell(s) built: the numbers and the flood both want one"]
    for file, call in _calls(style.sources, NEIGHBOURHOOD_BY_ARRAYS | WINDOWS_CUT):
        problems.append(f"{where(file, call)}: {name_of(call.func)} makes the neighbourhood outside the weights")
    return problems


# ---------------------------------------------------------------------------------------------- 41
def _kernels_then_activation(style: _Source) -> list[str]:
    """Convolutions (41): convolution kernels slide over the input image, and each convolution is followed by an
    activation: a library convolution layer with an activation after it, or a layer whose __call__ weighs the window
    around every pixel and returns activation(... + bias), with an activation that does something; no convolution
    happens outside a layer."""
    problems = []
    for file, tree in style.sources.items():
        up = parents(tree)
        for call in (c for c in ast.walk(tree) if isinstance(c, ast.Call) and name_of(c.func) in LIBRARY_CONVOLUTIONS):
            activation = next((k.value for k in call.keywords if k.arg == "activation"), None)
            if isinstance(activation, ast.Constant) and activation.value not in (None, "linear"):
                continue
            statement = next(n for n in [call, *_enclosing(call, up, (ast.stmt,))] if isinstance(n, ast.stmt))
            body = next(
                (getattr(up[statement], f) for f in ("body", "orelse") if statement in getattr(up[statement], f, [])),
                [],
            )
            after = body[body.index(statement) + 1 :][:1]
            if not any(
                isinstance(c, ast.Call) and name_of(c.func) in LIBRARY_ACTIVATIONS for s in after for c in ast.walk(s)
            ):
                problems.append(f"{where(file, call)}: a convolution with no activation after it")
    library = bool(_calls(style.sources, LIBRARY_CONVOLUTIONS))
    defined = _functions(style.sources)
    layers = []
    for _, cls, call in _methods(style.sources, "__call__"):
        returns = [r for r in ast.walk(call) if isinstance(r, ast.Return)]
        activated = returns and all(
            isinstance(r.value, ast.Call) and name_of(r.value.func) == "activation" for r in returns
        )
        if _products(call) and activated:
            layers.append(cls)
    if not layers and not library:
        return ["no convolution layer: no Conv2D and no __call__ returning activation(kernel-weighted sums + bias)"]
    for file, call in _calls(style.sources, {cls.name for cls in layers}):
        activation = call.args[2] if len(call.args) >= 3 else None
        if not isinstance(activation, ast.Name) or activation.id not in defined:
            problems.append(f"{where(file, call)}: a kernel without a named activation")
        elif _is_identity(defined[activation.id]):
            problems.append(f"{where(file, call)}: a kernel followed by {activation.id}, which does nothing")
    inside = {id(n) for cls in layers for n in ast.walk(cls)}
    for file, tree in style.sources.items():
        problems += [f"{where(file, p)}: a convolution outside a layer" for p in _products(tree) if id(p) not in inside]
    return problems


# ---------------------------------------------------------------------------------------------- 35, 36: shallow
KERAS_LAYERS = LIBRARY_DENSE | LIBRARY_RECURRENT | LIBRARY_CONVOLUTIONS


def _library_depths(sources: Sources) -> list[tuple[str, ast.AST, int]]:
    """(file, where, dense layers) for each model built of library layers: `Sequential([...])`, `model.add(...)`."""
    found = []
    for file, call in walk(sources, ast.Call):
        if name_of(call.func) == "Sequential" and call.args and isinstance(call.args[0], (ast.List, ast.Tuple)):
            layers = [e for e in call.args[0].elts if isinstance(e, ast.Call) and name_of(e.func) in LIBRARY_DENSE]
            found.append((file, call, len(layers)))
    for file, scope in [*walk(sources, ast.FunctionDef), *sources.items()]:
        added: dict[str, list[ast.Call]] = {}
        for call in ast.walk(scope):
            if isinstance(call, ast.Call) and name_of(call.func) == "add" and isinstance(call.func, ast.Attribute):
                layer = call.args[0] if call.args else None
                if isinstance(layer, ast.Call) and name_of(layer.func) in LIBRARY_DENSE:
                    added.setdefault(ast.unparse(call.func.value), []).append(call)
        found += [(file, calls[0], len(calls)) for calls in added.values()]
    return found


def _layer_names(sources: Sources) -> set[str]:
    """What a layer is called by: the program's layer classes and the functions that compute a weighted sum, and the
    names bound to layers built (`counting = Dense(...)`, `a, b = network(...)` when network builds layers)."""
    classes = _layer_classes(sources) | _layer_classes(sources, "forward")
    functions = {
        f.name
        for _, f in walk(sources, ast.FunctionDef)
        if _products(f) and f.name not in ("__call__", "forward") and not f.name.startswith("_")
    }
    builders = {
        f.name
        for _, f in walk(sources, ast.FunctionDef)
        if any(isinstance(c, ast.Call) and name_of(c.func) in classes for c in ast.walk(f))
    }
    names = set(classes) | functions
    for _, assign in walk(sources, ast.Assign):
        value = assign.value
        if isinstance(value, ast.Call) and name_of(value.func) in classes | builders | LIBRARY_DENSE:
            names |= {n.id for t in assign.targets for n in ast.walk(t) if isinstance(n, ast.Name)}
    return names


def _depth_in(scope: ast.AST, layers: set[str]) -> tuple[int, ast.AST | None]:
    """The longest chain of layers applied one to another's output in a function (a layer fed back its own output,
    as chapter 40's feedback, does not deepen the chain)."""
    depth_of: dict[str, int] = {}

    def depth(node: ast.AST, own: set[str]) -> int:
        best = 0
        if isinstance(node, ast.Call):
            inner = max((depth(a, own) for a in [*node.args, *(k.value for k in node.keywords)]), default=0)
            applied = (name_of(node.func) in layers) or (
                isinstance(node.func, ast.Call) and name_of(node.func.func) in layers | LIBRARY_DENSE
            )
            return inner + 1 if applied else max(inner, depth(node.func, own))
        if isinstance(node, ast.Name):
            return 0 if node.id in own else depth_of.get(node.id, 0)
        for child in ast.iter_child_nodes(node):
            best = max(best, depth(child, own))
        return best

    def in_order(node: ast.AST):
        """The nodes of a function (or module) in the order written, without the functions defined inside it."""
        for child in ast.iter_child_nodes(node):
            if not isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
                yield child
                yield from in_order(child)

    deepest, where_ = 0, None
    for _ in range(1):  # in the order written: a name fed back in a loop does not deepen the chain
        for node in in_order(scope):
            if isinstance(node, (ast.Assign, ast.AugAssign)):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                own = {n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name)}
                value = depth(node.value, own)
                for name in own:
                    depth_of[name] = max(depth_of.get(name, 0), value)
                if value > deepest:
                    deepest, where_ = value, node
            elif isinstance(node, (ast.Return, ast.Expr)) and node.value is not None:
                value = depth(node.value, set())
                if value > deepest:
                    deepest, where_ = value, node
    return deepest, where_


def _cuts_windows(node: ast.AST) -> bool:
    return any(
        isinstance(c, ast.Call) and name_of(c.func) in WINDOWS_CUT | NEIGHBOURHOOD_BY_ARRAYS for c in ast.walk(node)
    )


def _dense_layer_problem(sources: Sources) -> list[str]:
    """A dense layer: a library Dense, or a layer of the program (a class whose __call__ or forward, or a function,
    multiplies weights with its inputs) that is neither a recurrent cell (it weighs a state and an input) nor a
    convolution (it cuts windows out of its input)."""
    cells = {cls.name for _, cls, _ in _cells(sources)}
    convolutions = {cls.name for _, cls, call in _methods(sources, "__call__") if _cuts_windows(call)}
    classes = (_layer_classes(sources) | _layer_classes(sources, "forward")) - cells - convolutions
    functions = [f for _, f in walk(sources, ast.FunctionDef) if _products(f) and not _cuts_windows(f)]
    functions = [f for f in functions if f.name not in ("__call__", "forward")]
    problems = []
    for file, call in _calls(sources, LIBRARY_RECURRENT | LIBRARY_CONVOLUTIONS):
        problems.append(f"{where(file, call)}: a {name_of(call.func)} layer: not a dense network")
    if not _calls(sources, LIBRARY_DENSE) and not classes and not functions:
        problems.append("no dense layer: no Dense(...), and no layer that multiplies weights with all its inputs")
    return problems


@constraint(("dense_shallow_under_control", "dense_shallow_out_of_control"), not_in=NOT_IN)
def shallow_dense_layers(program: Program) -> list[Finding]:
    """The problem is computed by a shallow network: one or two dense layers, each activation(weights . inputs +
    bias).

    A dense layer (a library `Dense`, or a layer of the program that multiplies its weights with all of its inputs)
    and no model of more than two: no `Sequential` of three dense layers, no chain of three layers applied one to
    another's output in a function, no layer stacked on copies of itself to a depth set in advance."""
    style = _Source(program)
    problems = _dense_layer_problem(style.sources)
    problems += [
        f"{where(file, node)}: a model of {count} dense layers: a shallow network has one or two"
        for file, node, count in _library_depths(style.sources)
        if count > 2
    ]
    layers = _layer_names(style.sources)
    for file, scope in [*walk(style.sources, ast.FunctionDef), *style.sources.items()]:
        depth, node = _depth_in(scope, layers)
        if depth > 2 and node is not None:
            problems.append(f"{where(file, node)}: {depth} layers applied one after another: not shallow")
    problems += [
        f"{where(file, loop)}: a layer stacked on copies of itself: not shallow"
        for file, loop in _fixed_depth_stacks(style.sources)
    ]
    return _findings(program, sorted(set(problems)))


@constraint("dense_shallow_under_control", not_in=NOT_IN)
def weights_set_by_hand(program: Program) -> list[Finding]:
    """The weights are set by hand, by the programmer, from what they know of the problem: nothing is learned.

    No training call or gradient step, no weights drawn at random or loaded from a file (nor shipped with the
    program), and no layer built in a loop."""
    style = _Source(program)
    problems = []
    built = _layers_built(style.sources)
    for file, tree in style.sources.items():
        up = parents(tree)
        problems += [
            f"{where(file, c)}: a layer built in a loop" for f, c in built if f == file and _enclosing(c, up, LOOPS)
        ]
    problems += [f"{where(f, n)}: {what}: the weights are set by hand" for f, n, what in _learning(style.sources)]
    if style.folder.is_dir() and Path(program.root).is_dir():
        shipped = [p.name for p in style.folder.iterdir() if p.suffix in (".npz", ".npy", ".h5", ".keras")]
        if shipped:
            problems.append(f"the program ships weights ({', '.join(sorted(shipped))}): they are set by hand")
    return _findings(program, problems)


TRAINED = {"takes a gradient step", "calls fit", "calls fit_generator", "calls train_on_batch", "calls backward"}


@constraint("dense_shallow_out_of_control", not_in=NOT_IN)
def weights_learned(program: Program) -> list[Finding]:
    """The weights are learned from examples (by gradient descent), not set by anyone.

    A training call (`fit`, `fit_generator`, `train_on_batch`, `backward`) or a loop that moves the weights against
    their gradient (`w -= rate * ...`), and no weights written out by hand."""
    style = _Source(program)
    problems = []
    if not any(what in TRAINED for _, _, what in _learning(style.sources)):
        problems.append("nothing is learned: no training call and no gradient step (w -= rate * gradient)")
    for file, tree in style.sources.items():
        problems += [f"{where(file, n)}: weights written out by hand" for n in _numeric_lists(tree)]
    return _findings(program, problems)


@constraint("dense_shallow_out_of_control", house=True, not_in=NOT_IN)
def training_reproducible(program: Program) -> list[Finding]:
    """Our house rule for 36: train.py learns from a fixed seed and writes the weights file the style ships; the
    game loads that file and never imports the training, so that a test can train again and compare."""
    style = _Source(program)
    train = style.sources.get("train.py")
    if train is None:
        return _findings(program, ["no train.py"])
    problems = []
    seeded = any(
        name_of(c.func) in ("default_rng", "seed") and c.args and isinstance(c.args[0], (ast.Constant, ast.Name))
        for c in ast.walk(train)
        if isinstance(c, ast.Call)
    )
    if not seeded:
        problems.append("train.py: no fixed seed (default_rng(SEED)), so training cannot be reproduced")
    names = {n.value for n in ast.walk(train) if isinstance(n, ast.Constant) and isinstance(n.value, str)}
    shipped = [f for f in names if f.endswith((".txt", ".npz", ".json")) and (style.folder / f).is_file()]
    if not shipped:
        problems.append("train.py names no weights file that the style ships")
    game = {name: tree for name, tree in style.sources.items() if name != "train.py"}
    if not any(isinstance(n, ast.Constant) and n.value in shipped for tree in game.values() for n in ast.walk(tree)):
        problems.append("the game does not load the trained weights file")
    for file, node in walk(game, ast.Import, ast.ImportFrom):
        modules = [a.name for a in node.names] + [getattr(node, "module", None) or ""]
        if any("train" in m for m in modules):
            problems.append(f"{where(file, node)}: the game imports the training")
    return _findings(program, problems)


# ---------------------------------------------------------------------------------------------- 37-41
@constraint("bow_tie", not_in=NOT_IN)
def narrow_waist(program: Program) -> list[Finding]:
    """The network is shaped like a bow tie: a wide input, a narrow hidden layer (the knot), a wide output, so that
    everything the output knows has passed through the knot.

    A model whose middle dense layer is narrower than what comes in and what goes out, or a two-layer network of
    the program that refuses to be built with a waist as wide as its ends; no weighted sum outside the bow tie."""
    return _findings(program, _narrow_waist(_Source(program)))


def _batch_of_pieces(sources: Sources, function: ast.FunctionDef) -> ast.AST | None:
    """An encoder that makes one row per piece of its input (`np.zeros((len(line), size))`) and hands that batch on
    as it is, not reshaped into one vector."""
    made = None
    for node in ast.walk(function):
        if isinstance(node, ast.Call) and name_of(node.func) in ("zeros", "empty", "ones") and node.args:
            shape = node.args[0]
            if isinstance(shape, ast.Tuple) and shape.elts:
                first = shape.elts[0]
                if isinstance(first, ast.Call) and name_of(first.func) == "len" and len(shape.elts) == 2:
                    made = node
    if made is None:
        return None
    for node in ast.walk(function):
        if isinstance(node, ast.Call) and name_of(node.func) in ("reshape", "ravel", "flatten", "concatenate"):
            shape = node.args[0] if node.args else None
            if name_of(node.func) != "reshape" or (
                isinstance(shape, (ast.List, ast.Tuple)) and shape.elts and ast.unparse(shape.elts[0]) in ("1", "-1")
            ):
                return None
            if isinstance(shape, ast.Constant) and shape.value in (1, -1):
                return None
    return made


def _fed_a_batch(style: _Source) -> list[str]:
    """Passes of a network in an input loop that are handed a batch of the input's pieces (one row a character),
    through the program's encoders."""
    encoders = {f.name: f for _, f in walk(style.sources, ast.FunctionDef)}
    problems = []
    for file, tree in style.sources.items():
        assigned = {
            t.id: node.value
            for node in ast.walk(tree)
            if isinstance(node, ast.Assign)
            for t in node.targets
            if isinstance(t, ast.Name)
        }
        for loop in _input_loops(tree):
            for call in (c for c in ast.walk(loop) if isinstance(c, ast.Call) and name_of(c.func) in NETWORK_CALLS):
                for arg in call.args[:1]:
                    value = assigned.get(arg.id, arg) if isinstance(arg, ast.Name) else arg
                    for inner in (c for c in ast.walk(value) if isinstance(c, ast.Call)):
                        encoder = encoders.get(name_of(inner.func))
                        if encoder is not None and _batch_of_pieces(style.sources, encoder) is not None:
                            problems.append(
                                f"{where(file, call)}: the network is fed a batch of the input's pieces, one row each "
                                f"({encoder.name}): one pass takes the whole input as one vector"
                            )
    return sorted(set(problems))


@constraint("neuro_monolithic", not_in=NOT_IN)
def one_network_whole_input(program: Program) -> list[Finding]:
    """No pipeline of separate parts: one network maps the whole input of a step to its whole output, in one forward
    pass.

    For each input (a line, a move) one forward pass of one network, of a fixed depth, that is handed the whole
    input as one vector (not a batch of its characters, each going through on its own); no other stage of the
    program computes with weights."""
    style = _Source(program)
    problems = _one_network(style) + _fed_a_batch(style)
    for file, call in _calls(style.sources, LIBRARY_RECURRENT):
        problems.append(f"{where(file, call)}: a {name_of(call.func)} reads the input a piece at a time")
    for file, call in _calls(style.sources, WINDOWS_CUT):
        problems.append(f"{where(file, call)}: the input is cut into windows: the network never sees it whole")
    if not _calls(style.sources, WINDOWS_CUT) and _windows_cut(style.sources):
        problems.append("the input is cut into windows (arange(i, i + size)): the network never sees it whole")
    for file, tree in style.sources.items():
        up = parents(tree)
        for _, call in _calls({file: tree}, {"Input"}):
            if _enclosing(call, up, LOOPS):
                problems.append(
                    f"{where(file, call)}: one input per piece, made in a loop: the pieces go through apart"
                )
    return _findings(program, problems)


@constraint("sliding_window", not_in=NOT_IN)
def window_slides(program: Program) -> list[Finding]:
    """A small network sees only a fixed-size window of the input, applied at every position as the window slides
    over the whole input.

    The input is cut into windows, one at every position (sliding_window_view, or `arange(i, i + size)` for
    every i), a network's weights multiply a window at a time, and nothing makes a neighbourhood of the whole
    input by shifting it."""
    return _findings(program, _window_slides(_Source(program)))


@constraint("recurrent", not_in=NOT_IN)
def state_fed_back(program: Program) -> list[Finding]:
    """A recurrent network: one cell with the same weights at every time step, its output fed back in as its next
    state.

    A recurrent layer of a library (SimpleRNN, LSTM, GRU), or a cell of the program, activation(recurrent . state
    + inputs . x + bias), that a loop calls with its own output as the next state."""
    return _findings(program, _state_fed_back(_Source(program)))


@constraint("recurrent", house=True, not_in=NOT_IN)
def neighbourhood_in_the_weights(program: Program) -> list[Finding]:
    """Our house rule for 40 (Minesweeper): both the numbers and the flood are cells (two are built), and a square's
    neighbours are in their weights and their state: no array is padded, rolled or cut into windows."""
    return _findings(program, _neighbourhood_in_the_weights(_Source(program)))


@constraint("convolutions", not_in=NOT_IN)
def kernels_then_activation(program: Program) -> list[Finding]:
    """Convolution kernels slide over the input image, and each convolution is followed by an activation.

    A library convolution layer with an activation after it, or a layer of the program whose __call__ weighs the
    window around every pixel and returns activation(... + bias), with an activation that does something; no
    convolution outside a layer."""
    return _findings(program, _kernels_then_activation(_Source(program)))


# ---------------------------------------------------------------------------------------------- house, every chapter
@constraint(NEURAL, house=True, not_in=NOT_IN)
def network_computes_the_answer(program: Program) -> list[Finding]:
    """Our reading, common to the part: the network computes the answer; no search in plain code (a worklist loop,
    a recursion) works the answers out first for the weights to store."""
    return _findings(program, _searches(_Source(program).sources))


@constraint(NEURAL, house=True, not_in=NOT_IN)
def uses_numpy(program: Program) -> list[Finding]:
    """Our choice: the arithmetic is numpy's (the book's programs use Keras, itself on numpy)."""
    style = _Source(program)
    roots = set()
    for _, node in walk(style.sources, ast.Import, ast.ImportFrom):
        if isinstance(node, ast.Import):
            roots |= {a.name.split(".")[0] for a in node.names}
        elif node.module and not node.level:
            roots.add(node.module.split(".")[0])
    return [] if "numpy" in roots else _findings(program, ["numpy is never imported"])


NEIGHBOURS.update(
    {
        "dense_shallow_under_control": ["dense_shallow_out_of_control", "recurrent", "convolutions"],
        "dense_shallow_out_of_control": ["dense_shallow_under_control", "recurrent", "convolutions"],
        "bow_tie": ["dense_shallow_under_control", "dense_shallow_out_of_control", "neuro_monolithic"],
        "neuro_monolithic": ["dense_shallow_under_control", "sliding_window", "recurrent"],
        "sliding_window": ["neuro_monolithic", "convolutions"],
        "recurrent": ["sliding_window", "dense_shallow_out_of_control"],
        "convolutions": ["sliding_window", "recurrent"],
    }
)

"""Part X, neural networks: dense_shallow_under_control (35), dense_shallow_out_of_control (36), bow_tie (37),
neuro_monolithic (38), sliding_window (39), recurrent (40), convolutions (41).

Seven chapters that compute with weights and activations, each with its own idea. A rule states its chapter, so
it accepts the book's own program (written with Keras layers: `Dense`, `SimpleRNN`, `Conv2D`, `model.fit`) as
well as one that writes its layers with numpy (a class whose `__call__` multiplies weights with its inputs).
Every chapter rule also holds the demand common to the part: the network computes the answer; no search in plain
Python works the answers out first for the weights to store (a worklist loop, a recursion).
"""

from __future__ import annotations

import ast

from shared_tests.tests.conformance import Sources, Style, name_of, parents, walk, where
from shared_tests.tests.conformance.part1_historical import uses_numpy

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


def _dense_layer_problem(sources: Sources) -> list[str]:
    if not _calls(sources, LIBRARY_DENSE) and not _layer_classes(sources):
        return ["no dense layer: no Dense(...), and no class whose __call__ multiplies weights with its inputs"]
    return []


# ---------------------------------------------------------------------------------------------- 35
def weights_set_by_hand(style: Style) -> list[str]:
    """Dense shallow under control (35): one or two dense layers, activation(weights . inputs + bias), whose weights
    the programmer sets by hand from what they know of the problem: nothing is learned, loaded or drawn at random,
    and no search works the answers out for the weights to store."""
    problems = _dense_layer_problem(style.sources)
    built = _layers_built(style.sources)
    if len(built) > 2:
        problems.append(f"{len(built)} dense layers built: a shallow network has one or two")
    for file, tree in style.sources.items():
        up = parents(tree)
        problems += [
            f"{where(file, c)}: a layer built in a loop" for f, c in built if f == file and _enclosing(c, up, LOOPS)
        ]
    problems += [f"{where(f, n)}: {what}: the weights are set by hand" for f, n, what in _learning(style.sources)]
    shipped = [p.name for p in style.folder.iterdir() if p.suffix in (".txt", ".npz", ".npy", ".json", ".h5")]
    if shipped:
        problems.append(f"the program ships weights ({', '.join(sorted(shipped))}): they are set by hand")
    return problems + _searches(style.sources)


# ---------------------------------------------------------------------------------------------- 36
def weights_learned(style: Style) -> list[str]:
    """Dense shallow out of control (36): the shallow dense layers of chapter 35, but their weights are learned from
    examples by gradient descent (a training call, or a loop that moves the weights against their gradient), and
    no weight is written out by hand. The network stays shallow: no layer is stacked on copies of itself to a depth
    set in advance."""
    problems = _dense_layer_problem(style.sources)
    learning = _learning(style.sources)
    if not any(what in ("takes a gradient step", "calls fit", "calls fit_generator", "calls train_on_batch",
                        "calls backward") for _, _, what in learning):  # fmt: skip
        problems.append("nothing is learned: no training call and no gradient step (w -= rate * gradient)")
    for file, tree in style.sources.items():
        problems += [f"{where(file, n)}: weights written out by hand" for n in _numeric_lists(tree)]
    problems += [f"{where(f, loop)}: a layer stacked on copies of itself: not shallow" for f, loop in
                 _fixed_depth_stacks(style.sources)]  # fmt: skip
    return problems + _searches(style.sources)


def training_reproducible(style: Style) -> list[str]:
    """Our house rule for 36: train.py learns from a fixed seed and writes the weights file the style ships; the
    game loads that file and never imports the training, so that a test can train again and compare."""
    train = style.sources.get("train.py")
    if train is None:
        return ["no train.py"]
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
    return problems


# ---------------------------------------------------------------------------------------------- 37
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


def narrow_waist(style: Style) -> list[str]:
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
    return problems + _searches(style.sources)


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


def one_network_whole_step(style: Style) -> list[str]:
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
    return problems + _searches(style.sources)


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


def window_slides(style: Style) -> list[str]:
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
    return problems + _searches(style.sources)


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


def state_fed_back(style: Style) -> list[str]:
    """Recurrent (40): one cell with the same weights at every time step, its output fed back in as its next
    state: a recurrent layer of a library (SimpleRNN, LSTM, GRU), or a cell, activation(recurrent . state +
    inputs . x + bias), that a loop calls with its own output as the next state."""
    if _calls(style.sources, LIBRARY_RECURRENT):
        return _searches(style.sources)
    if not _cells(style.sources):
        return ["no recurrent cell: no SimpleRNN/LSTM/GRU and no __call__(self, state, x) weighing both"]
    cells = _instances(style.sources, {cls.name for _, cls, _ in _cells(style.sources)}) | {"self"}
    fed = False
    for tree in style.sources.values():
        up = parents(tree)
        for call in (n for n in ast.walk(tree) if isinstance(n, ast.Call) and name_of(n.func) in cells and n.args):
            fed |= any(_fed_back(loop, call) for loop in _enclosing(call, up, LOOPS))
    problems = [] if fed else ["no cell is fed its own output: no loop with state = self(state, x)"]
    return problems + _searches(style.sources)


def neighbourhood_in_the_weights(style: Style) -> list[str]:
    """Our house rule for 40 (Minesweeper): both the numbers and the flood are cells (two are built), and a square's
    neighbours are in their weights and their state: no array is padded, rolled or cut into windows."""
    names = {cls.name for _, cls, _ in _cells(style.sources)}
    built = _calls(style.sources, names)
    problems = [] if len(built) >= 2 else [f"{len(built)} cell(s) built: the numbers and the flood both want one"]
    for file, call in _calls(style.sources, NEIGHBOURHOOD_BY_ARRAYS | WINDOWS_CUT):
        problems.append(f"{where(file, call)}: {name_of(call.func)} makes the neighbourhood outside the weights")
    return problems


# ---------------------------------------------------------------------------------------------- 41
def kernels_then_activation(style: Style) -> list[str]:
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
    return problems + _searches(style.sources)


RULES = {
    "dense_shallow_under_control": [uses_numpy, weights_set_by_hand],
    "dense_shallow_out_of_control": [uses_numpy, weights_learned, training_reproducible],
    "bow_tie": [uses_numpy, narrow_waist],
    "neuro_monolithic": [uses_numpy, one_network_whole_step],
    "sliding_window": [uses_numpy, window_slides],
    "recurrent": [uses_numpy, state_fed_back, neighbourhood_in_the_weights],
    "convolutions": [uses_numpy, kernels_then_activation],
}

# Our choices, not the chapters': numpy for the arithmetic (the book's programs use Keras), 36's shipped and
# retrained weights, 40's two cells for Minesweeper's two questions.
HOUSE_RULES = {"uses_numpy", "training_reproducible", "neighbourhood_in_the_weights"}

# ---------------------------------------------------------------------------------------------- samples
DENSE = """
import numpy as np

class Dense:
    def __init__(self, weights, bias, activation):
        self.weights, self.bias, self.activation = weights, bias, activation

    def __call__(self, inputs):
        return self.activation(self.weights @ inputs + self.bias)

"""
# A search of the zero regions in plain Python, whose answers the weights then store (what 35 and 37 once did).
ZERO_REGIONS = """
def zero_regions(zero, touching):
    seen, regions = set(), []
    for start in zero:
        if start not in seen:
            region, pencil = [], [start]
            seen.add(start)
            while pencil:
                square = pencil.pop()
                region.append(square)
                for other in touching[square]:
                    if other in zero and other not in seen:
                        seen.add(other)
                        pencil.append(other)
            regions.append(region)
    return regions
"""
NEGATIVE_SAMPLES = {
    # 35: the layer's weights store what a search of the zero regions found.
    "weights_set_by_hand": DENSE
    + ZERO_REGIONS
    + """
def opening(zero, touching, size):
    weights = np.eye(size)
    for region in zero_regions(zero, touching):
        weights[np.ix_(region, region)] = 1.0
    return Dense(weights, -0.5, np.sign)
""",
    # 36: a learned local layer stacked as deep as the board has zero squares (what 36 once did).
    "weights_learned": DENSE
    + """
def train(inputs, targets, weights, rate=0.5):
    for _ in range(100):
        weights -= rate * inputs.T @ (inputs @ weights - targets)
    return weights

class Stack:
    def __init__(self, layer, depth):
        self.layer, self.depth = layer, depth

    def __call__(self, inputs):
        for _ in range(self.depth):
            inputs = self.layer(inputs)
        return inputs
""",
    # 36, ours: the weights are typed in, and there is no train.py to make them again.
    "training_reproducible": DENSE + "KERNEL = np.array([1, 1, 1, 1, 0, 1, 1, 1, 1])\n",
    # 37: the knot has one unit per zero region, and a search found the regions (what 37 once did).
    "narrow_waist": """
import numpy as np

class BowTie:
    def __init__(self, encode, decode):
        if not encode.shape[0] < min(encode.shape[1], decode.shape[0]):
            raise ValueError("not a bow tie")
        self.encode, self.decode = encode, decode

    def __call__(self, inputs):
        knot = np.sign(self.encode @ inputs)
        return np.sign(self.decode @ knot)
"""
    + ZERO_REGIONS,
    # 38: a pipeline of two networks per move, the counting one and the flood one.
    "one_network_whole_step": """
def play(counting, flooding, read_line):
    while True:
        line = read_line()
        if not line:
            return
        numbers = counting.forward(line)
        flooding.forward(numbers, line)
""",
    # 39: the neighbours by shifting the whole board; no window.
    "window_slides": """
import numpy as np

def numbers(mines):
    return sum(np.roll(np.roll(mines, dr, 0), dc, 1) for dr in (-1, 0, 1) for dc in (-1, 0, 1)) - mines
""",
    # 40: a cell that is called once per row, never with its own output.
    "state_fed_back": """
import numpy as np

class Cell:
    def __call__(self, state, x):
        return self.recurrent @ state + self.inputs @ x

def numbers(cell, rows):
    return [cell(np.zeros(3), row) for row in rows]
""",
    # 40, ours: one cell, and the neighbours cut out of a padded board.
    "neighbourhood_in_the_weights": """
import numpy as np

class Cell:
    def __call__(self, state, x):
        return self.recurrent @ state + self.inputs @ x

def numbers(mines):
    padded = np.pad(mines, 1)
    state = np.zeros(3)
    for row in padded:
        state = Cell()(state, row)
    return state
""",
    # 41: a library convolution summed straight away, with no activation after it.
    "kernels_then_activation": """
from keras.layers import Conv2D, Lambda
from keras.models import Sequential

def build():
    model = Sequential()
    model.add(Conv2D(8, (3, 3), input_shape=(20, 20, 1)))
    model.add(Lambda(sum))
    return model
""",
}

# Small programs of each chapter for problems other than Minesweeper: each rule must accept its sample.
POSITIVE_SAMPLES = {
    # 36, ours: a layer that learns to tell a word's length from its letters, trained from a fixed seed into a
    # weights file that the program loads (and never the training itself).
    "training_reproducible": {
        "__main__.py": """
import numpy as np

WEIGHTS = "weights.txt"

def length_layer(folder):
    return np.loadtxt(folder / WEIGHTS)
""",
        "train.py": """
import numpy as np

def train():
    rng = np.random.default_rng(7)
    weights = rng.normal(size=26)
    for _ in range(100):
        letters = rng.integers(0, 2, size=26)
        weights -= 0.1 * (weights @ letters - letters.sum()) * letters
    np.savetxt("weights.txt", weights)
""",
        "weights.txt": "1.0\n" * 26,
    },
    # 40, ours: two cells over a sequence of numbers, one for the running total and one for how many were
    # positive; what came before a value is the cell's state, never a window cut out of a padded sequence.
    "neighbourhood_in_the_weights": """
import numpy as np

class Cell:
    def __init__(self, recurrent, inputs, activation):
        self.recurrent, self.inputs, self.activation = recurrent, inputs, activation

    def __call__(self, state, x):
        return self.recurrent @ state + self.inputs @ self.activation(x)

def summary(values):
    total = Cell(np.eye(1), np.eye(1), lambda x: x)
    positives = Cell(np.eye(1), np.eye(1), lambda x: (x > 0).astype(float))
    state_total, state_positives = np.zeros(1), np.zeros(1)
    for value in values:
        state_total = total(state_total, np.array([value]))
        state_positives = positives(state_positives, np.array([value]))
    return state_total[0], state_positives[0]
""",
    # 35: is a digit even? A one-hot digit through one layer whose weights say which digits are even.
    "weights_set_by_hand": DENSE
    + """
def parity_layer():
    weights = np.zeros((2, 10))
    for digit in range(10):
        weights[digit % 2, digit] = 1.0
    return Dense(weights, 0.0, lambda sums: sums.argmax())

def answer(text):
    layer = parity_layer()
    return ["even odd".split()[layer(np.eye(10)[int(c)])] for c in text if c.isdigit()]
""",
    # 36: the same question, but the layer learns which digits are even from random examples.
    "weights_learned": DENSE
    + """
def learn(rng, steps=500, rate=0.5):
    digits = rng.integers(0, 10, 1000)
    inputs, targets = np.eye(10)[digits], (digits % 2 == 0).astype(float)
    weights = np.zeros(10)
    for _ in range(steps):
        error = 1 / (1 + np.exp(-(inputs @ weights))) - targets
        weights -= rate * inputs.T @ error / len(targets)
    return Dense(weights, 0.0, lambda sums: sums > 0)

even = learn(np.random.default_rng(7))
""",
    # 37: how many days has a month? One-hot month (12) -> knot (1): days - 28 -> 4 scores -> the best.
    "narrow_waist": """
import numpy as np

class BowTie:
    def __init__(self, encode, decode, decode_bias):
        (width, inputs), outputs = encode.shape, decode.shape[0]
        if not width < min(inputs, outputs):
            raise ValueError("the waist must be narrower than both ends")
        self.encode, self.decode, self.decode_bias = encode, decode, decode_bias

    def __call__(self, month):
        waist = self.encode @ month
        return (self.decode @ waist + self.decode_bias).argmax()

extra = np.array([[3, 0, 3, 2, 3, 2, 3, 3, 2, 3, 2, 3]], dtype=float)
classes = np.arange(4.0)
days = BowTie(extra, 2 * classes[:, None], -(classes**2))
print(28 + days(np.eye(12)[1]))
""",
    # 38: reverse every line of eight bits in one pass of one permutation network.
    "one_network_whole_step": """
import sys
import numpy as np

class Network:
    def __init__(self):
        self.weights = np.eye(8)[::-1]

    def forward(self, bits):
        return (self.weights @ bits > 0.5).astype(int)

network = Network()
while line := sys.stdin.readline():
    print("".join(map(str, network.forward(np.array([int(c) for c in line.strip()])))))
""",
    # 39: a moving average of a temperature series: one small layer under a window of three readings.
    "window_slides": DENSE.replace("self.weights @ inputs", "inputs @ self.weights").replace("inputs", "windows")
    + """
def smooth(series):
    windows = np.lib.stride_tricks.sliding_window_view(np.asarray(series, dtype=float), 3)
    return Dense(np.full(3, 1 / 3), 0.0, lambda x: x)(windows)
""",
    # 40: how many ones in a stream of bits? One cell whose state is the count, fed back at every bit.
    "state_fed_back": """
import numpy as np

class Cell:
    def __init__(self):
        self.recurrent, self.inputs = np.eye(1), np.eye(1)

    def __call__(self, state, x):
        return self.recurrent @ state + self.inputs @ x

def ones(bits):
    cell, state = Cell(), np.zeros(1)
    for bit in bits:
        state = cell(state, np.array([bit]))
    return int(state[0])
""",
    # 41: the edges of a small grey image: a 3x3 kernel over every pixel, then a rectifier.
    "kernels_then_activation": """
import numpy as np

def relu(x):
    return np.maximum(x, 0)

class Conv:
    def __init__(self, kernel, bias, activation):
        self.kernel, self.bias, self.activation = np.asarray(kernel, dtype=float), bias, activation

    def __call__(self, image):
        windows = np.lib.stride_tricks.sliding_window_view(np.pad(image, 1), (3, 3))
        return self.activation(windows.reshape(*image.shape, 9) @ self.kernel.ravel() + self.bias)

edges = Conv([[-1, -1, -1], [-1, 8, -1], [-1, -1, -1]], 0.0, relu)
print(edges(np.eye(5)))
""",
}

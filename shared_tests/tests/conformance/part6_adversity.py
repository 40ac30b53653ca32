"""Part VI, adversity: constructivist (21), tantrum (22), passive_aggressive (23), declared_intentions (24),
quarantine (25)."""

from __future__ import annotations

from shared_tests.tests.conformance import Style, functions, where


def every_function_typechecked(style: Style) -> list[str]:
    """declared_intentions: every function is decorated by the checker and declares every type.

    The module that defines the checker is its own exception: a type checker cannot check itself.
    """
    sources = style.sources
    decorators = {getattr(d, "id", getattr(d, "attr", "")) for _, f in functions(sources) for d in f.decorator_list}
    checker_files = {name for name, f in functions(sources) if f.name in decorators}
    problems = []
    for name, func in functions(sources):
        if name in checker_files:
            continue
        params = [
            a for a in func.args.posonlyargs + func.args.args + func.args.kwonlyargs if a.arg not in ("self", "cls")
        ]
        if not func.decorator_list:
            problems.append(f"{where(name, func)} {func.name} is not type-checked")
        elif any(a.annotation is None for a in params) or func.returns is None:
            problems.append(f"{where(name, func)} {func.name} does not declare all its types")
    return problems


RULES = {
    "declared_intentions": [every_function_typechecked],
}
NEGATIVE_SAMPLES = {
    "every_function_typechecked": "def reveal(row):\n    return row\n",
}

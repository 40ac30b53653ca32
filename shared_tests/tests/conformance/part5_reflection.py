"""Part V, reflection and metaprogramming: introspective (17), reflective (18), aspects (19), plugins (20)."""

from __future__ import annotations

from shared_tests.tests.conformance import Style, called_names, imported_roots


def dynamic_plugins(style: Style) -> list[str]:
    """plugins: the host loads plugins by name with importlib and never imports one directly."""
    host = {k: v for k, v in style.sources.items() if k == "__main__.py"}
    direct = [m for _, _, m in imported_roots(host) if ".installed" in m or m.endswith("plugins")]
    uses = "import_module" in called_names(host)
    return [f"the host imports {m} directly" for m in direct] + ([] if uses else ["the host never calls import_module"])


RULES = {
    "plugins": [dynamic_plugins],
}
NEGATIVE_SAMPLES = {
    "dynamic_plugins": "from .installed import fancy\n",
}

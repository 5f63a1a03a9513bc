"""The package's layers: data flows one way, and a module imports only from its own step or the steps below.

Every `import` of the package's source is read with `ast` (those under `if TYPE_CHECKING:` never run
and are left out; those inside functions run and count), so a new import that goes up a layer, or
closes a cycle, fails here with the importer and the imported module named. The layers are the
README's Layout section, bottom first.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "src" / "mtglinks"

# Bottom first; a module of one step may import from its own step and the steps below it.
LAYERS: tuple[tuple[str, ...], ...] = (
    ("kinds", "span", "_started"),
    ("tree",),
    ("lang",),
    ("text",),
    ("syntax",),
    ("effects",),
    ("features",),
    ("links",),
    ("arguments",),
    ("pipeline",),
    ("schema",),
    ("sources", "corpus"),
    ("sinks",),
    ("index",),
    ("batch",),
    ("evaluate", "coverage"),
    ("cli", "__main__"),
)

# Imports that go up a layer or close a cycle and are being removed (importer, imported; a package
# name stands for every module in it). Remove an entry once its import is gone: the test then fails
# if the entry is left behind.
KNOWN_EXCEPTIONS: dict[tuple[str, str], str] = {}


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_module_name(path): path for path in PACKAGE.rglob("*.py")}


def _type_checking_only(tree: ast.Module) -> set[int]:
    """The ids of the nodes under `if TYPE_CHECKING:` (they never run)."""
    out: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for inner in node.body:
                out.update(id(n) for n in ast.walk(inner))
    return out


def _imports(module: str) -> Iterator[str]:
    """The package's modules this module imports when it runs ("from mtglinks import sinks" is the module
    `mtglinks.sinks`; "from mtglinks import __version__" is the package itself)."""
    path = MODULES[module]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = _type_checking_only(tree)
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names if alias.name.split(".")[0] == "mtglinks")
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*parent, base] if base else parent)
            if base.split(".")[0] != "mtglinks":
                continue
            for alias in node.names:
                yield f"{base}.{alias.name}" if f"{base}.{alias.name}" in MODULES else base


def _step(module: str) -> str:
    """The step a module belongs to: its first name under the package ("mtglinks.text.names" -> "text")."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else ""


def _layer(module: str) -> int:
    step = _step(module)
    for number, steps in enumerate(LAYERS):
        if step in steps:
            return number
    raise AssertionError(f"{module}: its step {step!r} is in no layer of LAYERS (add it where it belongs)")


def _known(importer: str, imported: str) -> bool:
    return any(
        (importer == a or importer.startswith(a + ".")) and (imported == b or imported.startswith(b + "."))
        for a, b in KNOWN_EXCEPTIONS
    )


GRAPH = {module: sorted(set(_imports(module)) - {module}) for module in MODULES}


def test_every_step_has_a_layer() -> None:
    for module in MODULES:
        if module != "mtglinks":
            _layer(module)


def test_the_package_itself_loads_only_the_tree() -> None:
    """`import mtglinks` runs before any of its modules: at load time it imports only the tree (the rest
    of its API is imported when used), so every module may import it for `__version__`; and first of all
    `_started`, which notes when (effects/saved_lexicon.py)."""
    tree = ast.parse(MODULES["mtglinks"].read_text(encoding="utf-8"))
    at_load = [n for n in tree.body if isinstance(n, (ast.Import, ast.ImportFrom))]
    names = {n.module for n in at_load if isinstance(n, ast.ImportFrom) and (n.module or "").startswith("mtglinks")}
    assert names <= {"mtglinks._started", "mtglinks.tree", "mtglinks.kinds", "mtglinks.span"}, names


@pytest.mark.parametrize("module", sorted(m for m in MODULES if m != "mtglinks"))
def test_imports_go_down(module: str) -> None:
    wrong = [
        imported
        for imported in GRAPH[module]
        if imported != "mtglinks" and _layer(imported) > _layer(module) and not _known(module, imported)
    ]
    assert not wrong, f"{module} imports from a higher layer: {wrong}"


def _cycle_edges() -> list[tuple[str, str]]:
    """The imports that close a cycle (depth-first search over the imports, known exceptions left out)."""
    graph = {m: [i for i in GRAPH[m] if i in MODULES and i != "mtglinks" and not _known(m, i)] for m in MODULES}
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    closing: list[tuple[str, str]] = []

    def visit(start: str) -> None:
        stack = [(start, iter(graph[start]))]
        state[start] = 1
        while stack:
            node, children = stack[-1]
            child = next(children, None)
            if child is None:
                state[node] = 2
                stack.pop()
            elif state.get(child) == 1:
                closing.append((node, child))
            elif child not in state:
                state[child] = 1
                stack.append((child, iter(graph[child])))

    for module in sorted(graph):
        if module not in state:
            visit(module)
    return closing


def test_no_import_cycle() -> None:
    assert _cycle_edges() == []


def test_known_exceptions_are_still_needed() -> None:
    """An exception whose import is gone must go too, so the rule is enforced again."""
    for importer, imported in KNOWN_EXCEPTIONS:
        used = any(
            (m == importer or m.startswith(importer + ".")) and (i == imported or i.startswith(imported + "."))
            for m, found in GRAPH.items()
            for i in found
        )
        assert used, f"no import from {importer} to {imported} is left: remove it from KNOWN_EXCEPTIONS"


def test_an_upward_import_is_caught(tmp_path: Path) -> None:
    """The reader of imports sees a function-level import and skips a TYPE_CHECKING one."""
    source = (
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from mtglinks.cli import main\n"
        "def f():\n    from mtglinks.pipeline import analyze\n"
    )
    tree = ast.parse(source)
    skip = _type_checking_only(tree)
    found = [n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and id(n) not in skip]
    assert found == ["typing", "mtglinks.pipeline"]

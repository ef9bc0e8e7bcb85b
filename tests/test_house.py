"""The house's import rules, read from the code's own imports (function-level imports included).

- The layers point one way: flows → tasks → connectors → schemas (config is data; anyone may read it).
- Inside tasks/, a subject folder never imports a folder above it: the folders form no loop.
"""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
LAYERS = ("schemas", "connectors", "tasks", "flows")


def _imports(path: Path) -> set[str]:
    """Every `cuaflow.…` module a file imports, wherever the import stands."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("cuaflow."):
            found.add(node.module)
            found.update(f"{node.module}.{a.name}" for a in node.names)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.startswith("cuaflow."))
    return found


def _sources(layer: str) -> list[Path]:
    return sorted(p for p in (REPO / layer).rglob("*.py") if "__pycache__" not in p.parts)


def _subject(module: str) -> str | None:
    """`cuaflow.tasks.<folder>.…` → the folder, when it is one; a top-level module of tasks/ → None."""
    parts = module.split(".")
    if len(parts) < 3 or parts[1] != "tasks":
        return None
    return parts[2] if (REPO / "tasks" / parts[2]).is_dir() else None


def folder_loops(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one folder (Tarjan): each is a loop of imports."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    loops: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in edges.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                loops.append(sorted(group))

    for v in sorted(set(edges) | {w for ws in edges.values() for w in ws}):
        if v not in index:
            visit(v)
    return loops


def test_the_layers_point_one_way() -> None:
    wrong = []
    for rank, layer in enumerate(LAYERS):
        above = set(LAYERS[rank + 1:])
        for path in _sources(layer):
            for module in _imports(path):
                if module.split(".")[1] in above:
                    wrong.append(f"{path.relative_to(REPO)} imports {module}")
    assert wrong == []


def test_the_subject_folders_of_tasks_form_no_loop() -> None:
    edges: dict[str, set[str]] = defaultdict(set)
    why: dict[tuple[str, str], str] = {}
    for path in _sources("tasks"):
        rel = path.relative_to(REPO / "tasks").parts
        if len(rel) < 2:
            continue
        for module in _imports(path):
            target = _subject(module)
            if target and target != rel[0]:
                edges[rel[0]].add(target)
                why.setdefault((rel[0], target), f"tasks/{'/'.join(rel)} imports {module}")
    loops = folder_loops(edges)
    assert loops == [], [[why[(a, b)] for a in group for b in group if (a, b) in why] for group in loops]


def test_the_loop_finder_finds_a_loop_and_only_a_loop() -> None:
    assert folder_loops({"a": {"b"}, "b": {"c"}, "c": set()}) == []
    assert folder_loops({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]

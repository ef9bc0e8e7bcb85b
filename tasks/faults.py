"""Fault injection: named points where the tests stop a process (crash-safety tests); production installs no hook.

The runner calls `checkpoint` after a stage's outputs are persisted and before its marker (`<stage>`), and after
each extracted frame (`frames.frame`); publish and the dataset build call it per written file."""

from __future__ import annotations

from collections.abc import Callable

_hooks: list[Callable[[str], None]] = []


def on_checkpoint(hook: Callable[[str], None]) -> Callable[[], None]:
    """Install a hook called at every named point (tests kill the process there); returns its removal."""
    _hooks.append(hook)
    return lambda: _hooks.remove(hook)


def checkpoint(point: str) -> None:
    for hook in list(_hooks):
        hook(point)



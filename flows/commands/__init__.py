"""The `cuaflow` commands: one decorated function each, in the modules of this folder, found on disk.

A command is its body and, beside it in `@command(...)`, everything else about it: the one-line summary of
`cuaflow --help`, the example, its options (`opt(...)`, the arguments of `add_argument`), what it asks of the
Prefect API (`api`) and the exit codes it returns (`exits`). Its docstring is the description `--help` prints. A
name with a space (`"eval compare"`) is a sub-command of the first word; the parent's options it declares too may
be given before or after its name. Nothing is listed anywhere else: `parser()` builds argparse from the `Command`s
found in the modules of this package, so a new command is one file here (flows/README.md, "Adding a command: one
file")."""

from __future__ import annotations

import argparse
import enum
import importlib
import pkgutil
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from cuaflow.flows.errors import EXIT_FAILED, EXIT_MEANINGS, EXIT_OK, EXIT_USAGE

Body = Callable[[argparse.Namespace], int]
# Any command that meets a full disk or an I/O error says so in one line with exit 1 (cli.py's dispatch).
FAULT = (EXIT_FAILED, "a fault of the machine (a full disk, an I/O error)")
EXITS = (EXIT_OK, FAULT, EXIT_USAGE)


class Api(enum.Enum):
    """What a command asks of the Prefect API; the order is the order of `cuaflow --help`."""

    RUN = 1  # runs flows: on PREFECT_API_URL's server or a temporary API; its start checks it and sweeps orphans
    NONE = 2  # creates no flow run; when PREFECT_API_URL is set, this machine's orphaned runs are swept first
    SERVER = 3  # registers or serves deployments: needs a server, checked (and orphans swept) by its body


@dataclass(frozen=True)
class Opt:
    """One `add_argument` call, declared."""

    flags: tuple[str, ...]
    kwargs: dict[str, Any]


@dataclass(frozen=True)
class OneOf:
    """Options of which at most one may be given (argparse's mutually exclusive group)."""

    options: tuple[Opt, ...]


def opt(*flags: str, **kwargs: Any) -> Opt:
    return Opt(flags, kwargs)


def one_of(*options: Opt) -> OneOf:
    return OneOf(options)


Option = Opt | OneOf


@dataclass(frozen=True)
class Command:
    """A command as `@command` declared it; calling it runs its body."""

    name: str
    summary: str
    example: str
    body: Body
    options: tuple[Option, ...] = ()
    api: Api = Api.NONE
    exits: tuple[int | tuple[int, str], ...] = EXITS
    description: str = ""

    def __call__(self, args: argparse.Namespace) -> int:
        return self.body(args)

    @property
    def parent(self) -> str | None:
        return self.name.rsplit(" ", 1)[0] if " " in self.name else None

    def epilog(self) -> str:
        return f"example:\n  {self.example}\n\n" + exit_codes(self.exits)


def command(name: str, summary: str, *, example: str, options: Iterable[Option] = (), api: Api = Api.NONE,
            exits: Sequence[int | tuple[int, str]] = EXITS) -> Callable[[Body], Command]:
    """Declare `body` as the command `name`; its docstring is the description `--help` prints."""
    def declare(body: Body) -> Command:
        text = " ".join((body.__doc__ or "").split())  # one paragraph, as --help prints it
        return Command(name, summary, example, body, tuple(options), api, tuple(exits), text)
    return declare


def exit_codes(exits: Iterable[int | tuple[int, str]]) -> str:
    """`exit codes: 0 done …; 2 …`: each code's meaning from flows/errors.py unless the command words its own."""
    said = [(e, EXIT_MEANINGS[e]) if isinstance(e, int) else e for e in exits]
    return "exit codes: " + "; ".join(f"{code} {meaning}" for code, meaning in said)


def found() -> list[Command]:
    """Every `Command` defined in a module of this package, in `Api` order, then module and definition order."""
    commands: list[Command] = []
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        module = importlib.import_module(f"{__name__}.{info.name}")
        commands += [c for c in vars(module).values()
                     if isinstance(c, Command) and c.body.__module__ == module.__name__]
    return sorted(commands, key=lambda c: c.api.value)  # stable: module and definition order within a kind


def _add(parser: argparse.ArgumentParser, options: Iterable[Option], inherited: set[str]) -> None:
    for o in options:
        if isinstance(o, OneOf):
            group = parser.add_mutually_exclusive_group()
            for member in o.options:
                group.add_argument(*member.flags, **member.kwargs)
            continue
        kwargs = dict(o.kwargs)
        if _dest(o) in inherited:  # the parent's default stands: a value given before the sub-command is kept
            kwargs["default"] = argparse.SUPPRESS
        parser.add_argument(*o.flags, **kwargs)


def _dest(o: Opt) -> str:
    return str(o.kwargs.get("dest") or o.flags[0].lstrip("-").replace("-", "_"))


def parser(prog: str, description: str, version: str, commands: Sequence[Command] | None = None
           ) -> tuple[argparse.ArgumentParser, dict[str, argparse.ArgumentParser]]:
    """The command line and each command's own parser (for its usage in an error), built from `commands`."""
    commands = found() if commands is None else commands
    top = argparse.ArgumentParser(prog=prog, description=description,
                                  epilog=exit_codes(sorted(EXIT_MEANINGS)) + " (each command's --help: its own)")
    top.add_argument("--version", action="version", version=f"{prog} {version}")
    sub = top.add_subparsers(dest="command", required=True)
    parsers: dict[str, argparse.ArgumentParser] = {}
    children: dict[str, Any] = {}
    for c in sorted(commands, key=lambda c: c.name.count(" ")):  # parents before their sub-commands
        if c.parent is None:
            where, inherited = sub, set()
        else:
            if c.parent not in children:
                children[c.parent] = parsers[c.parent].add_subparsers(dest=f"{c.parent}_command")
            where = children[c.parent]
            inherited = {_dest(o) for o in _parent(commands, c).options if isinstance(o, Opt)}
        p = where.add_parser(c.name.rsplit(" ", 1)[-1], help=c.summary, description=c.description,
                             epilog=c.epilog(), formatter_class=argparse.RawDescriptionHelpFormatter)
        _add(p, c.options, inherited)
        p.set_defaults(cmd=c)
        parsers[c.name] = p
    return top, parsers


def _parent(commands: Sequence[Command], child: Command) -> Command:
    return next(c for c in commands if c.name == child.parent)


__all__ = ["EXITS", "FAULT", "Api", "Command", "OneOf", "Opt", "command", "exit_codes", "found", "one_of",
           "opt", "parser"]

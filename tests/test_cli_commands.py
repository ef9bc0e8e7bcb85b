"""A command is one decorated function in one file of flows/commands/: a new file there is found by `cuaflow
--help`, its options parsed, its body run with its declared exit code, a sub-command reads its parent's options;
and every shipped command carries its description, example and exit codes and is in flows/README.md's table."""

from __future__ import annotations

import re
import sys
import textwrap
from pathlib import Path

import pytest

import cuaflow.flows.commands as commands
from cuaflow.flows.cli import main
from cuaflow.flows.commands import Api, found

ROOT = Path(__file__).resolve().parents[1]

# The whole of a new command: this file, dropped into flows/commands/, and no other edit.
HELLO = '''
import argparse

from cuaflow.flows.commands import command, opt
from cuaflow.flows.errors import EXIT_OK, EXIT_USAGE


@command("hello", "greet someone", example="cuaflow hello --name Ada --times 2",
         exits=(EXIT_OK, (EXIT_USAGE, "a name that is not a word")),
         options=(opt("--name", default="world", help="who is greeted (default: world)"),
                  opt("--times", type=int, default=1, help="how often (default 1)")))
def hello(args: argparse.Namespace) -> int:
    """Print a greeting, as often as asked, to show that a command is one file."""
    if not args.name.isalpha():
        return EXIT_USAGE
    for _ in range(args.times):
        print(f"hello {args.name}")
    return EXIT_OK


@command("hello loud", "greet someone loudly", example="cuaflow hello --name Ada loud",
         options=(opt("--name", default="world", help="who is greeted (default: world)"),))
def loud(args: argparse.Namespace) -> int:
    """The same greeting in capitals: a sub-command, reading its parent's options given before or after it."""
    print(f"HELLO {args.name.upper()}" * args.times)
    return 0
'''


@pytest.fixture
def hello_module(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "more_commands"
    folder.mkdir()
    (folder / "hello.py").write_text(textwrap.dedent(HELLO), encoding="utf-8")
    monkeypatch.setattr(commands, "__path__", [*commands.__path__, str(folder)])
    yield folder
    sys.modules.pop("cuaflow.flows.commands.hello", None)


def _help(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    with pytest.raises(SystemExit) as exit_:
        main([*argv, "--help"])
    assert exit_.value.code == 0
    return capsys.readouterr().out


def test_a_new_command_is_one_file(hello_module: Path, capsys: pytest.CaptureFixture[str]) -> None:
    listing = _help(capsys)
    assert re.search(r"^    hello +greet someone$", listing, re.M), listing
    own = " ".join(_help(capsys, "hello").split())
    assert "Print a greeting, as often as asked, to show that a command is one file." in own
    assert "--times TIMES how often (default 1)" in own
    assert "example: cuaflow hello --name Ada --times 2" in own
    assert "exit codes: 0 done; 2 a name that is not a word" in own and "2 a name that is not a word" in own

    assert main(["hello", "--name", "Ada", "--times", "2"]) == 0
    assert capsys.readouterr().out == "hello Ada\nhello Ada\n"
    assert main(["hello", "--name", "Ada 2"]) == 2  # its own exit code, as declared
    assert main(["hello", "--name", "Bo", "--times", "2", "loud"]) == 0  # options before the sub-command
    assert main(["hello", "loud", "--name", "Cy"]) == 0  # and after it
    assert capsys.readouterr().out == "HELLO BOHELLO BO\nHELLO CY\n"

    with pytest.raises(SystemExit) as exit_:
        main(["hello", "--name", "Ada", "--tims=2"])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: cuaflow hello") and "unrecognized arguments: --tims=2" in err


def test_commands_given_to_main_are_the_only_ones(capsys: pytest.CaptureFixture[str]) -> None:
    """`main(argv, commands)`: the registry is an argument, not a module's state; the shipped commands are not
    touched by a caller's own."""
    mine = commands.command("only", "the only one", example="cuaflow only")(lambda args: 7)
    assert main(["only"], [mine]) == 7
    with pytest.raises(SystemExit):
        main(["run", "--source", "s", "--output", "o"], [mine])
    assert "invalid choice: 'run'" in capsys.readouterr().err
    assert "only" not in {c.name for c in found()}


def test_every_command_says_what_it_is_and_is_documented() -> None:
    shipped = found()
    names = [c.name for c in shipped]
    assert len(names) == len(set(names))
    table = (ROOT / "flows" / "README.md").read_text(encoding="utf-8").split("## The command line", 1)[1]
    for c in shipped:
        assert len(c.description) > 40 and re.match(r"(\S+=\S+ )?cuaflow ", c.example), c.name
        assert f"| `cuaflow {c.name}" in table, f"`cuaflow {c.name}` is missing from flows/README.md's table"
        if c.api is Api.RUN:  # a command that runs flows can lose the API and be interrupted
            codes = {e if isinstance(e, int) else e[0] for e in c.exits}
            assert {0, 1, 2, 3, 130} <= codes, c.name

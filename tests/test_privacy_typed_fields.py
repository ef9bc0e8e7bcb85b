"""A value typed into a field whose accessibility label names it (`Date of birth`, `Passport number`, `Home
address`) is private whole, whatever it looks like: scrubbed from the events and the steps' text, registered so
the frames showing it are filled; a value typed into another field is kept."""

from __future__ import annotations

from pathlib import Path

import polars as pl
from helpers import LOGICAL, make, process

from cuaflow.connectors.synth import Action, ax_node, ax_screen

DOB, PASSPORT, DEPARTMENT = "14/03/1987", "X4829175", "Finance team"


def _form(focus: str) -> list[dict[str, object]]:
    return ax_screen(LOGICAL, [ax_node("AXTextField", name, 20, 20 + 40 * k, 200, 24, focused=name == focus)
                               for k, name in enumerate(("Date of birth", "Passport number", "Department"))])


def test_a_value_typed_into_a_field_labelled_private_is_scrubbed(tmp_path: Path) -> None:
    actions = [Action("click", x=60, y=32, ax=_form("Date of birth")), Action("type", text=DOB),
               Action("click", x=60, y=72, ax=_form("Passport number")), Action("type", text=PASSPORT),
               Action("click", x=60, y=112, ax=_form("Department")), Action("type", text=DEPARTMENT)]
    make(tmp_path / "src", "form0", actions=actions)
    steps, res = process(tmp_path / "src", tmp_path / "out", "form0")
    assert res.status == "ok", res
    typed = steps.filter(pl.col("kind") == "type").sort("step_index")["text"].to_list()
    assert typed[0].startswith("<DOB_") and typed[1].startswith("<ID_") and typed[2] == DEPARTMENT, typed
    everything = b"".join(p.read_bytes() for p in (tmp_path / "out").rglob("*") if p.is_file())
    for value in (DOB, PASSPORT, DOB.replace("/", ""), PASSPORT[:6]):
        assert value.encode() not in everything, value

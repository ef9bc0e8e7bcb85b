"""A prompt in a dialect's terms: the system turn's sentence about coordinates says the dialect's space (and the
screen size, where the family's reference agent states it), and the history lines' points are written in that
space, so a model is never told one space and shown another."""

from __future__ import annotations

import json
import re

from cuaflow.schemas.dialects import DialectUse
from cuaflow.schemas.toolcall import RU_MAX
from cuaflow.tasks import dialects

# The sentence of cuaflow's `computer-use` system turn about the space (tasks/samples/samples.py writes it).
RU_SENTENCE = (f"Coordinates are [x, y] in a 0-{RU_MAX} space over the screenshot, whatever its size: [0, 0] is the "
               f"top-left corner and [{RU_MAX}, {RU_MAX}] the bottom-right.")
_HISTORY_LINE = re.compile(r"^(\d+\. )(\{.*\})[ \t]*$", re.MULTILINE)
POINT_KEYS = ("coordinate", "start_coordinate")


def statement(u: DialectUse) -> str | None:
    """The screen-size sentence of the family's reference agent, at the size the model is sent."""
    spec = dialects.get(u.dialect)
    if spec.screen_statement is None:
        return None
    return spec.screen_statement.format(width=u.sent_size[0], height=u.sent_size[1])


def coordinate_sentence(u: DialectUse) -> str:
    spec = dialects.get(u.dialect)
    (w, h), said = u.sent_size, statement(u)
    if spec.space == "pixels":
        text = (f"Coordinates are [x, y] in pixels of the screenshot as you see it: [0, 0] is the top-left corner "
                f"and [{w}, {h}] the bottom-right.")
    elif spec.space == "grid":
        g = u.params.grid_end or spec.grid_end
        text = (f"Coordinates are [x, y] in a 0-{g} space over the screenshot, whatever its size: [0, 0] is the "
                f"top-left corner and [{g}, {g}] the bottom-right.")
    elif spec.space == "fraction":
        text = ("Coordinates are [x, y] fractions 0-1 of the screenshot's width and height: [0, 0] is the "
                "top-left corner and [1, 1] the bottom-right.")
    else:
        text = RU_SENTENCE
    return f"{text} {said}" if said else text


def history(text: str, u: DialectUse) -> str:
    """The prompt's history lines (`N. {…}`, RU) with their points written in the dialect's space."""
    def one(m: re.Match[str]) -> str:
        try:
            args = json.loads(m.group(2))
        except ValueError:
            return m.group(0)
        if not isinstance(args, dict):
            return m.group(0)
        for key in POINT_KEYS:
            p = args.get(key)
            if isinstance(p, list) and len(p) == 2 and all(isinstance(v, int | float) for v in p):
                args[key] = list(dialects.from_ru(u, p[0], p[1]))
        return m.group(1) + json.dumps(args, ensure_ascii=False)
    return _HISTORY_LINE.sub(one, text)


def restate(system: str | None, text: str, u: DialectUse, history_in_ru: bool = True) -> tuple[str | None, str]:
    """(system, user text) in the dialect's terms. `ru`: unchanged. The sentence replaces cuaflow's own in the
    system turn; a system turn without it (a literal text, none) gets the screen statement as the user text's
    first line instead."""
    if u.dialect == "ru":
        return system, text
    text = history(text, u) if history_in_ru else text
    if system and RU_SENTENCE in system:
        return system.replace(RU_SENTENCE, coordinate_sentence(u)), text
    said = statement(u)
    return system, f"{said}\n{text}" if said else text


__all__ = ["RU_SENTENCE", "coordinate_sentence", "history", "restate", "statement"]

"""The checks every entry point makes before any work, in one place: the command line (before Prefect is imported
or any API is contacted) and a deployment's run (the first thing its flow does, `flows/pipeline.py::checked`).
The parameters' types (a date like `2025-13-01`), the range asked for, the configuration files, the source root
(exists, is a folder, can be read, holds `YYYY-MM-DD` folders) and the output (a local one writable, an object
store's bucket there). A mistake is a `UsageError` (one line: exit 2, or a Failed flow run); a valid request that
matches no data is `NothingToDo` (a warning, exit 0, or a run in the Completed state `NoArrivals`). The command
line names a field by its option (`--source`), a deployment by its parameter (`source`)."""

from __future__ import annotations

import argparse
import datetime as dt
import functools
import inspect
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, get_args, get_type_hints

from pydantic import TypeAdapter, ValidationError

from cuaflow.flows.errors import NothingToDo, UsageError

if TYPE_CHECKING:
    from cuaflow.tasks.run.dates import SourceDates

# How a message names a field: the command line's option, or the deployment's parameter.
CLI = {"source": "--source", "output": "--output", "start": "--start", "end": "--end", "config": "--config",
       "settings": "--settings", "date": "--date"}
PARAMETERS = {"source": "source", "output": "output", "start": "start", "end": "end", "config": "dataset_config",
              "settings": "settings", "date": "date"}


def parse_date(value: str) -> dt.date:
    """A `YYYY-MM-DD` date; ValueError naming what was given otherwise (the command line and deployments alike)."""
    try:
        return dt.date.fromisoformat(str(value).strip())
    except ValueError as exc:
        raise ValueError(f"not a YYYY-MM-DD date: {value!r} ({exc})") from None


def check_config(config: str | None, settings: str | None, names: Mapping[str, str] = CLI) -> None:
    """Reject bad configuration files before any flow run starts (ConfigError names the key)."""
    from cuaflow.tasks.configuration import load_dataset_config, load_settings

    for key, path, load in (("config", config, load_dataset_config), ("settings", settings, load_settings)):
        try:
            load(path)
        except OSError as exc:  # a folder, no permission: ConfigError already says a missing file
            raise UsageError(f"{names[key]} {path}: cannot be read ({exc.strerror or exc})") from None


def source_dates(source: str, options: dict[str, Any] | None = None, names: Mapping[str, str] = CLI) -> list[str]:
    """The source's YYYY-MM-DD folders; a source that is missing, empty or holds none is a UsageError. One whose
    date entries were all skipped (links leading outside it, files, 2025-02-30) is a data layout, not a mistake
    in the command: NothingToDo, with every entry's reason."""
    found = source_scan(source, options, names)
    if not found.dates:
        raise NothingToDo(f"{names['source']} {source}: no date folder could be processed: "
                          + "; ".join(reason for _, reason in found.skipped))
    return found.dates


def source_scan(source: str, options: dict[str, Any] | None = None, names: Mapping[str, str] = CLI) -> SourceDates:
    """The source's date folders and the date entries skipped with their reasons (UsageError: missing, empty,
    unreadable, or nothing named like a date)."""
    from cuaflow.connectors.storage import open_root
    from cuaflow.tasks.run.dates import scan_source

    flag = names["source"]
    try:
        root = open_root(source, options)
        if not root.fs.exists(root.root):
            raise UsageError(f"{flag} {source}: does not exist{root.missing_hint()}")
        if not root.fs.isdir(root.root):
            raise UsageError(f"{flag} {source}: is a file, not a folder of YYYY-MM-DD folders")
        entries = root.listdir()
        if not entries:
            raise UsageError(f"{flag} {source}: is empty (expected one YYYY-MM-DD folder per day)")
        found = scan_source(root)
    except (OSError, ValueError) as exc:  # no permission, a bucket refused, a URL fsspec cannot open
        raise UsageError(f"{flag} {source}: cannot be read ({type(exc).__name__}: {exc})") from None
    if not found.dates and not found.skipped:
        shown = ", ".join(entries[:3]) + (", …" if len(entries) > 3 else "")
        raise UsageError(f"{flag} {source}: has no YYYY-MM-DD folders (found {shown})")
    return found


def check_output(output: str, options: dict[str, Any] | None = None, names: Mapping[str, str] = CLI) -> None:
    """A local output must be a folder (or creatable) that this user can write; on an object store its bucket must
    exist (the rest is checked by the first write)."""
    from cuaflow.connectors.storage import open_root

    flag = names["output"]
    try:
        root = open_root(output, options)
    except (OSError, ValueError) as exc:
        raise UsageError(f"{flag} {output}: cannot be opened ({type(exc).__name__}: {exc})") from None
    if (why := root.unwritable()) is not None:
        raise UsageError(f"{flag} {output}: {why}")


def check_apart(source: str, output: str, names: Mapping[str, str] = CLI) -> None:
    """The output may not be the source or inside it: raw data is never written to (and the output's folders would
    be read back as source entries)."""
    from cuaflow.connectors.storage import open_root

    try:
        src, out = open_root(source), open_root(output)
    except (OSError, ValueError, ImportError):  # a store that needs its options to open: checked by the others
        return
    if type(src.fs) is not type(out.fs):
        return
    s, o = src.canonical, out.canonical
    if o == s or o.startswith(s.rstrip("/") + "/"):
        raise UsageError(f"{names['output']} {output}: is inside {names['source']} {source} (the raw data is never "
                         "written to): give an output outside it")


def check_range(start: dt.date | None, end: dt.date | None, names: Mapping[str, str] = CLI) -> None:
    if start and end and start > end:
        raise UsageError(f"{names['start']} {start} is after {names['end']} {end}")


def check_request(source: str, output: str, config: str | None, settings: str | None, *,
                  start: dt.date | None = None, end: dt.date | None = None, in_range: bool = True,
                  source_options: dict[str, Any] | None = None, output_options: dict[str, Any] | None = None,
                  names: Mapping[str, str] = CLI) -> list[str]:
    """Validate a run request, every entry point alike; with `in_range`, return the source dates of [start, end]
    (NothingToDo when none), else every source date."""
    check_range(start, end, names)
    check_config(config, settings, names)
    dates = source_dates(source, source_options, names)
    check_output(output, output_options, names)
    check_apart(source, output, names)
    if not in_range:
        return dates
    lo, hi = (start.isoformat() if start else dates[0]), (end.isoformat() if end else dates[-1])
    wanted = [d for d in dates if lo <= d <= hi]
    if not wanted:
        raise NothingToDo(f"no date folder in {source} between {lo} and {hi} "
                          f"(it has {dates[0]}..{dates[-1]}): nothing processed, datasets/LATEST unchanged")
    return wanted


def check_run(args: argparse.Namespace, start: dt.date | None, end: dt.date | None) -> list[str]:
    """Validate a command line's run request; return the source dates it covers (NothingToDo when none)."""
    from cuaflow.schemas.config import RunParameters

    try:  # the fields' own rules, as a deployment's run meets them (allow_empty only with force, …)
        RunParameters(source=args.source, output=args.output, force=args.force,
                      allow_empty=getattr(args, "allow_empty", False))
    except ValidationError as exc:
        raise UsageError(validation_line(exc)) from None
    return check_request(args.source, args.output, args.config, args.settings, start=start, end=end)


# ---------------------------------------------------------------- a deployment's parameters
def _said(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "…"


def validation_line(err: ValidationError) -> str:
    """A Pydantic error as one line per field, `name: what was wrong (given value)`; never the dump."""
    parts = []
    for e in err.errors():
        loc = ".".join(str(p) for p in e["loc"] if p != "run")
        msg = str(e["msg"]).removeprefix("Value error, ")
        given = f" (given {_said(e['input'])})" if "input" in e and not isinstance(e["input"], dict) else ""
        parts.append(f"{loc}: {msg}{given}" if loc else msg)
    return "; ".join(parts)


def _holds_date(hint: Any) -> bool:
    """Whether a parameter's type is a date (`dt.date`, `dt.date | None`, either Annotated)."""
    return hint is dt.date or any(_holds_date(a) for a in get_args(hint))


@functools.cache
def _adapters(fn: Callable[..., Any]) -> dict[str, tuple[TypeAdapter[Any], bool]]:
    hints = get_type_hints(fn, include_extras=True)
    return {name: (TypeAdapter(hints[name]), _holds_date(hints[name]))
            for name in inspect.signature(fn).parameters if name in hints}


def coerce(fn: Callable[..., Any], values: Mapping[str, Any]) -> dict[str, Any]:
    """A flow's parameters as its signature types them (`"2025-01-31"` → a date, `ge`/`le` bounds), as Prefect
    would, but a mistake is one line naming each bad parameter and what it expects."""
    out: dict[str, Any] = {}
    bad: list[str] = []
    for name, value in values.items():
        if name not in _adapters(fn):
            out[name] = value
            continue
        adapter, is_date = _adapters(fn)[name]
        if is_date and isinstance(value, str) and value.strip():
            try:
                value = parse_date(value)
            except ValueError as exc:
                bad.append(f"{name}: {exc}")
                continue
        try:
            out[name] = adapter.validate_python(value)
        except ValidationError as exc:
            bad.append(f"{name}: " + validation_line(exc))
    if bad:
        raise UsageError("; ".join(bad))
    return out

"""`cuaflow labels learn`: the application's own labels from the committed recordings of output roots, as a plain
text file the operator reviews and names in settings (`privacy.interface_labels`; tasks/privacy/labels.py)."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from cuaflow.flows.commands import command, opt
from cuaflow.flows.errors import EXIT_OK, EXIT_USAGE, UsageError, one_line
from cuaflow.tasks.privacy.labels import GRID, MIN_SOURCES, K
from cuaflow.tasks.privacy.learn import SOURCES


@command("labels", "learn the application's own labels for strict mode (a file to review)",
         example="cuaflow labels learn --output OUT --to labels.txt")
def labels(args: argparse.Namespace) -> int:
    """Strict mode's labels: the application's own texts, which it keeps visible. `labels learn` learns them from
    the committed recordings of earlier runs into a plain text file to review."""
    raise UsageError("give a sub-command: `cuaflow labels learn --output OUT --to FILE`")


@command("labels learn", "write a labels file learned from output roots",
         example="cuaflow labels learn --output OUT --to labels.txt",
         options=(opt("--output", action="append", required=True,
                      help="output root URL of earlier runs (repeatable; its committed recordings are read)"),
                  opt("--to", required=True, help="the labels file to write (replaced whole)"),
                  opt("--k", type=int, default=K, help=f"distinct recordings a label is seen in (default {K})"),
                  opt("--min-sources", type=int, default=MIN_SOURCES,
                      help=f"distinct device profiles among them (default {MIN_SOURCES}; 1 where every machine "
                           "is alike)"),
                  opt("--grid", type=int, default=GRID,
                      help=f"the screen divided into GRID × GRID cells: a label is counted in one (default {GRID})"),
                  opt("--from", dest="sources", default=",".join(SOURCES),
                      help="sources read, comma-separated: axtree (scrubbed accessibility names), ocr (the OCR "
                           "lines not private by the default mode's rules: a strict run's work file, else the "
                           f"committed ocr_lines) (default {','.join(SOURCES)})"),
                  opt("--settings", help="pipeline.yaml whose privacy deny-list and scores the check uses "
                                         "(default: the shipped one)")))
def learn_labels(args: argparse.Namespace) -> int:
    """Learn the application's own labels for strict mode from the committed recordings of one or more output
    roots: a text seen in at least --k recordings from at least --min-sources device profiles at the same place on
    screen, never one a recogniser or an identifier's shape flags. Writes a plain text file to review, then name in
    pipeline.yaml as privacy.interface_labels."""
    from cuaflow.connectors.storage import open_root
    from cuaflow.schemas.config import ConfigError
    from cuaflow.tasks.committed import committed_dates
    from cuaflow.tasks.configuration import load_settings
    from cuaflow.tasks.privacy.labels import learn, write
    from cuaflow.tasks.privacy.learn import sightings
    from cuaflow.tasks.privacy.recognisers import Detector
    from cuaflow.tasks.targets.textlines import deny_words

    sources = tuple(s.strip() for s in args.sources.split(",") if s.strip())
    try:
        if not sources or set(sources) - set(SOURCES):
            raise ValueError(f"--from {args.sources}: expected a comma-separated list of {', '.join(SOURCES)}")
        if args.k < 1 or args.min_sources < 1 or args.grid < 1:
            raise ValueError("--k, --min-sources and --grid are whole numbers from 1")
        privacy = load_settings(args.settings).privacy
        # every recogniser, whatever the deployment searches for: a label is never a value of any type
        det = Detector(privacy.model_copy(update={"entities": None}))
        glued = deny_words(privacy.deny_list)
        outs = [open_root(u) for u in args.output]
        empty = [u for u, out in zip(args.output, outs, strict=True) if not committed_dates(out)]
        if empty:
            raise ValueError(f"--output {', '.join(empty)}: no committed partition (an output root of earlier runs "
                             "is expected)")
        found, missing = sightings(outs, sources, args.grid)
    except (ConfigError, ValueError, OSError) as exc:
        print(f"cuaflow labels: {one_line(exc)}", file=sys.stderr)
        return EXIT_USAGE
    result = learn(found, lambda t: bool(det.find_all(t)) or bool(glued and glued.search(t)), args.k,
                   args.min_sources)
    how = (f"from {', '.join(sources)} of {len(args.output)} output root(s); k={args.k} recordings, "
           f"min-sources={args.min_sources} device profiles, grid={args.grid}")
    to = Path(args.to)
    tmp = to.with_name(f".{to.name}.tmp")
    tmp.write_text(write(result, how), encoding="utf-8")
    os.replace(tmp, to)  # never a half-written file where settings read one
    print(f"labels learn: {len(result.labels)} labels from {result.recordings} recordings "
          f"({result.sources} sources) → {to}" + (f"; {missing} recordings without work files, not read"
                                                   if missing else ""))
    for lb in result.labels:
        print(f"  {lb.recordings:4d} recordings {lb.sources:3d} sources  {lb.text}")
    print("review the file (delete what is not the application's own text), then set privacy.interface_labels")
    return EXIT_OK


__all__ = ["labels", "learn_labels"]

"""`cuaflow inspect`: static review pages from the committed tables; needs no Prefect server."""

from __future__ import annotations

import argparse

from cuaflow.flows.commands import command, one_of, opt
from cuaflow.flows.commands.process import date
from cuaflow.flows.errors import UsageError


@command("inspect", "write static review pages (HTML) of a recording, a partition or a dataset",
         example="cuaflow inspect --output OUT --dataset",
         options=(opt("--output", required=True, help="output root URL of a run (pages go under <output>/review/)"),
                  one_of(opt("--recording", metavar="ID", help="one recording's page"),
                         opt("--dataset", nargs="?", const="", metavar="NAME",
                             help="index page of a dataset version (default: the latest) and its recordings' "
                                  "pages")),
                  opt("--date", type=date, help="the recording's partition (needed if its id is in several); "
                                                "alone: the partition's pages")))
def inspect(args: argparse.Namespace) -> int:
    """Write static review pages (HTML, no server needed) of a recording, a partition or a dataset version under
    <output>/review/ and print where they are."""
    from cuaflow.connectors.storage import open_root
    from cuaflow.tasks.review import review

    out = open_root(args.output)
    day = args.date.isoformat() if args.date else None
    try:
        if args.recording is not None:
            pages = [review.write_recording_page(out, args.recording, day)]
        elif args.dataset is not None:
            pages = [review.write_dataset_pages(out, args.dataset or None).index]
        elif day is not None:
            pages = [review.write_partition_pages(out, day).index]
        else:
            raise UsageError("give --recording ID, --dataset [NAME] or --date D")
    except review.ReviewError as exc:
        raise UsageError(str(exc)) from exc  # it names a recording, day or dataset that is not there: exit 2
    for page in pages:
        print(out.display(page))
    return 0

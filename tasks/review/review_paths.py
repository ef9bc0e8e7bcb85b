"""Where the review pages are under an output root (the layout: tasks/review/review.py). Apart from the renderer, so
that a module naming a page (a skipped day's report, a run's summary) does not load it."""

from __future__ import annotations

from cuaflow.connectors.storage import check_component
from cuaflow.schemas.tables import DATASETS
from cuaflow.tasks.review.html_page import REVIEW


def recording_page_path(date: str, recording_id: str) -> str:
    return f"{REVIEW}/date={date}/{check_component(recording_id)}.html"


def partition_page_path(date: str) -> str:
    return f"{REVIEW}/date={date}.html"


def dataset_page_path(name: str) -> str:
    return f"{REVIEW}/{DATASETS}/{check_component(name)}.html"


__all__ = ["dataset_page_path", "partition_page_path", "recording_page_path"]

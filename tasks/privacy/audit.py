"""What redaction did, said the same way everywhere: the run summary, a dataset's config.json, manifest.json and
card (`schemas.dataset.PrivacyAudit`), and one line of it (`line`)."""

from __future__ import annotations

import functools
import importlib.metadata
from typing import Any

import polars as pl

from cuaflow.schemas.config import RunContext
from cuaflow.schemas.dataset import PrivacyAudit
from cuaflow.schemas.settings import PrivacySettings
from cuaflow.tasks.privacy.recognisers import enabled

OFF = "off"


@functools.lru_cache(maxsize=1)
def engine() -> str:
    """The OCR model, its package and ONNX Runtime, with their versions (no model is loaded to say it)."""
    from cuaflow.tasks.ocr.ocr import MODEL, MODEL_PACKAGE

    return (f"{MODEL} ({MODEL_PACKAGE} {_version(MODEL_PACKAGE)}, onnxruntime {_version('onnxruntime')})")


def recognisers() -> str:
    return (f"pattern recognisers (Presidio's patterns, no NLP engine; phonenumbers {_version('phonenumbers')}, "
            f"tldextract {_version('tldextract')}, names: faker {_version('faker')})")


def _version(dist: str) -> str:
    try:
        return importlib.metadata.version(dist)
    except importlib.metadata.PackageNotFoundError:
        return "not installed"


def stage_fact(settings: PrivacySettings, providers: list[str] | None = None) -> str:
    """What a recording's frames went through (the frames stage's `privacy` fact, the recordings table's column)."""
    if not settings.enabled:
        return OFF
    return engine() + (f" on {providers[0]}" if providers else "")


def audit(settings: PrivacySettings, recordings: pl.DataFrame | None = None,
          redactions: pl.DataFrame | None = None) -> PrivacyAudit:
    """The settings' side (off, or the engine, entity types and list sizes) and, when given, what the window's
    recordings (`privacy`, `n_privacy_terms`) and their `redactions` rows say."""
    recs = recordings if recordings is not None else pl.DataFrame()
    unredacted = int((recs["privacy"] == OFF).sum()) if "privacy" in recs.columns else 0
    framed = int(recs["privacy"].is_not_null().sum()) if "privacy" in recs.columns else 0
    red = redactions if redactions is not None and redactions.height else None
    state = "on" if settings.enabled else OFF
    if 0 < unredacted < framed:
        state = f"partly: off for {unredacted} of {framed} recordings"
    elif framed and unredacted == framed:
        state = OFF
    return PrivacyAudit(
        redaction=state,
        engine=engine() if settings.enabled else None, recognisers=recognisers() if settings.enabled else None,
        entities=enabled(settings) if settings.enabled else [],
        fill=fill_text(settings) if settings.enabled else None,
        deny_list=len(settings.deny_list), allow_list=len(settings.allow_list),
        recording_terms=int(recs["n_privacy_terms"].fill_null(0).sum()) if "n_privacy_terms" in recs.columns else 0,
        recordings_unredacted=unredacted, total=red.height if red is not None else 0,
        by_type=_counts(red, "entity_type"), by_place=_counts(red, "where"),
        strict=strict_text(settings) if settings.enabled and settings.mode == "strict" else None)


def strict_text(settings: PrivacySettings) -> str:
    """Strict mode's interface text beyond the built-in vocabulary: the deployment's words, the learned labels file
    (its label count and content hash: the file a reviewer signed off)."""
    labels = settings.interface_labels
    learned = (f"{len(labels.labels)} learned labels (sha256 {labels.sha256[:16]})"
               if labels is not None and not isinstance(labels, str) else "no learned labels")
    return f"every line not interface text filled; {len(settings.interface_words)} interface words, {learned}"


def fill_text(settings: PrivacySettings) -> str:
    def hexa(c: tuple[int, int, int]) -> str:
        return "#" + "".join(f"{v:02X}" for v in c)

    return hexa(settings.fill) + (f", {hexa(settings.marker)} diagonal stripes" if settings.marker else "")


def for_days(ctx: RunContext, days: list[str]) -> PrivacyAudit:
    """The audit of the committed days' recordings under the run's settings (the run's answer and summary)."""
    from cuaflow.connectors.storage import roots
    from cuaflow.tasks.run.committed import read_table

    _, out = roots(ctx)
    return audit(ctx.settings.privacy, read_table(out, "recordings", days), read_table(out, "redactions", days))


def _counts(red: pl.DataFrame | None, col: str) -> dict[str, int]:
    return dict(sorted(red.group_by(col).len().iter_rows())) if red is not None else {}


def line(a: PrivacyAudit) -> str:
    """The audit in one line (run summary, card)."""
    if a.redaction == OFF:
        return ("personal data NOT redacted (privacy.enabled: false): frames and text are published as recorded"
                + (f" ({a.recordings_unredacted} recordings)" if a.recordings_unredacted else ""))
    counts = ", ".join(f"{k} {v}" for k, v in a.by_type.items()) or "none found"
    places = ", ".join(f"{k} {v}" for k, v in a.by_place.items())
    return (f"personal data redacted ({a.redaction}): {a.total} occurrences ({counts}"
            + (f"; in {places}" if places else "") + f"); frames read by {a.engine}; {len(a.entities)} entity types; "
            f"deny-list {a.deny_list} terms + {a.recording_terms} the recordings revealed, allow-list {a.allow_list}"
            + (f"; strict mode: {a.strict}" if a.strict else ""))


def by_frame(rows: list[dict[str, Any]]) -> dict[str, list[str]]:
    """Per published frame, what was filled in it ("<EMAIL_1> (EMAIL_ADDRESS)"), from `redactions` rows: the
    review pages list them under each frame."""
    out: dict[str, list[str]] = {}
    for r in rows:
        if r.get("where") == "image" and r.get("frame"):
            item = f"{r['surrogate']} ({r['entity_type']})"
            if item not in out.setdefault(r["frame"], []):
                out[r["frame"]].append(item)
    return out

"""Personal data never leaves: recognisers over text, OCR over published frames, one surrogate per entity.

- **Recognisers** (`Detector`): Presidio's pattern recognisers, which need no language model (e-mail, phone
  numbers through `phonenumbers`, payment cards with the Luhn check, IBAN with its checksum, IPv4/IPv6), plus
  Presidio `PatternRecognizer`s for secrets that Presidio does not ship (URL credentials and token parameters,
  API keys of common providers) and the configured deny-list. Street addresses: Presidio has no recogniser for
  them without a language model, which is never downloaded, so they are found only through a deny-list.
- **Surrogates** (`Labels`): the first e-mail address of a recording becomes `<EMAIL_1>` everywhere, in typed
  text, accessibility names, metadata and on screen. Labels are keyed by a salted hash of the normalised value
  (salt: the recording's content hash) and kept on the recording, so later stages reuse them; no value is stored.
- **Text** (`scrub_recording`, at ingest, before anything is written under the output root): typed runs of key
  events are read as text; the key events of a detected span are scrubbed like secure-field keystrokes (the
  span's first key produces the surrogate, the others nothing; key name "•", the original line replaced by a
  note); accessibility names, recording metadata, whole-text events, the raw log lines of non-input events and
  a vendor's step texts are rewritten with surrogates.
- **Frames** (`FrameRedactor`, in the frames stage, before a frame is encoded): OCR reads the frame, the lines
  are run through the recognisers and every character box of a match is filled opaque. OCR runs once per
  distinct content (hash cache) and, after the first frame, only on the regions that changed since the
  previous published frame; lines elsewhere are reused.

Fail closed: a recogniser or OCR engine that cannot load or fails raises `PrivacyError`; the stage turns it
into a quarantine naming the recording, so nothing of it is published unredacted.
"""

from __future__ import annotations

import functools
import hashlib
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import polars as pl

from cuaflow.schemas.events import EventKind
from cuaflow.schemas.recording import LoadedRecording
from cuaflow.schemas.settings import PrivacySettings
from cuaflow.schemas.tables import REDACTIONS_SCHEMA, polars_types

SHORT = {"EMAIL_ADDRESS": "EMAIL", "PHONE_NUMBER": "PHONE", "CREDIT_CARD": "CARD", "IBAN_CODE": "IBAN",
         "IP_ADDRESS": "IP", "URL_SECRET": "URL_SECRET", "API_KEY": "API_KEY", "DENY_LIST": "TERM"}
SCRUBBED_LINE = '{"redacted": "key event of personal data"}'
_REDACTION_TYPES = polars_types(REDACTIONS_SCHEMA)
# Secrets that Presidio does not ship a recogniser for: (entity, name, regex, score).
_SECRET_PATTERNS = (
    ("URL_SECRET", "url_userinfo", r"\b[a-z][a-z0-9+.-]*://[^\s/:@]+:[^\s/@]+@[^\s/]+", 0.9),
    ("URL_SECRET", "url_token_param",
     r"(?i)[?&](?:access_token|token|api_key|apikey|key|secret|password|pwd|sig|signature|auth)=[^\s&#]{6,}",
     0.8),
    ("API_KEY", "aws_access_key", r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b", 0.9),
    ("API_KEY", "github_token", r"\bgh[pousr]_[A-Za-z0-9]{30,}\b", 0.9),
    ("API_KEY", "github_pat", r"\bgithub_pat_[A-Za-z0-9_]{40,}\b", 0.9),
    ("API_KEY", "gitlab_pat", r"\bglpat-[A-Za-z0-9_-]{20}\b", 0.9),
    ("API_KEY", "slack_token", r"\bxox[abposr]-[A-Za-z0-9-]{10,}\b", 0.9),
    ("API_KEY", "stripe_key", r"\b(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{16,}\b", 0.9),
    ("API_KEY", "openai_key", r"\bsk-(?:proj-|ant-)?[A-Za-z0-9_-]{20,}\b", 0.85),
    ("API_KEY", "google_api_key", r"\bAIza[0-9A-Za-z_-]{35}\b", 0.9),
    ("API_KEY", "jwt", r"\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\b", 0.85),
    ("API_KEY", "private_key_block", r"-----BEGIN [A-Z ]*PRIVATE KEY-----", 0.9),
    # any other provider's key, and a known one that OCR misread (AIza read as Alza): 32+ characters mixing
    # upper case, lower case and digits are a token, not a word
    ("API_KEY", "high_entropy_token",
     r"(?<![A-Za-z0-9_-])(?=[A-Za-z0-9_-]*[0-9])(?=[A-Za-z0-9_-]*[a-z])(?=[A-Za-z0-9_-]*[A-Z])[A-Za-z0-9_-]{32,}", 0.6),
)
# OCR confusions, undone before a second look at a line (same length, so spans map back one to one): digits
# read as letters inside a group that is mostly digits, and an IBAN's country letters read as digits.
_DIGIT_FOR = str.maketrans({"O": "0", "o": "0", "D": "0", "I": "1", "l": "1", "|": "1", "S": "5", "B": "8"})
_LETTER_FOR = str.maketrans({"0": "O", "1": "I", "5": "S", "8": "B", "2": "Z", "6": "G"})
_DIGITISH = re.compile(r"[0-9OolI|SBD][0-9OolI|SBD \-]{6,}[0-9OolI|SBD]")
_IBAN_START = re.compile(r"(?<![A-Za-z0-9])([A-Z0-9]{2})(?=\d{2} ?[A-Z0-9]{4})")


class PrivacyError(RuntimeError):
    """A recogniser or the OCR engine is unavailable or failed: the recording must not be published."""


@dataclass(frozen=True)
class Found:
    entity: str
    start: int
    end: int
    score: float
    detector: str


# ------------------------------------------------------------------ recognisers
class Detector:
    """The recognisers of one settings object; `find(text)` gives non-overlapping matches, best first."""

    def __init__(self, settings: PrivacySettings) -> None:
        try:
            from presidio_analyzer import Pattern, PatternRecognizer
            from presidio_analyzer.predefined_recognizers import (
                CreditCardRecognizer,
                EmailRecognizer,
                IbanRecognizer,
                IpRecognizer,
                PhoneRecognizer,
            )
        except Exception as exc:  # an incomplete install must stop the recording, never skip the check
            raise PrivacyError(f"recognisers unavailable (presidio-analyzer: {exc})") from exc
        class OfflineEmailRecognizer(EmailRecognizer):
            """Presidio's, with the top-level domain checked against tldextract's bundled list: its default
            fetches the public suffix list over the network, which a run must never do."""

            def validate_result(self, pattern_text: str) -> bool:
                return bool(_offline_domains()(pattern_text).fqdn)

        wanted = set(settings.entities)
        shipped = (("EMAIL_ADDRESS", OfflineEmailRecognizer), ("PHONE_NUMBER", PhoneRecognizer),
                   ("CREDIT_CARD", CreditCardRecognizer), ("IBAN_CODE", IbanRecognizer), ("IP_ADDRESS", IpRecognizer))
        recs: list[Any] = [r() for name, r in shipped if name in wanted]
        by_entity: dict[str, list[Any]] = {}
        for entity, name, regex, score in _SECRET_PATTERNS:
            if entity in wanted:
                by_entity.setdefault(entity, []).append(Pattern(name, regex, score))
        recs += [PatternRecognizer(supported_entity=e, patterns=p, name=f"{e.lower()}_patterns")
                 for e, p in by_entity.items()]
        if "DENY_LIST" in wanted and settings.deny_list:
            recs.append(PatternRecognizer(supported_entity="DENY_LIST", deny_list=list(settings.deny_list),
                                          name="deny_list"))
        self.recognisers = recs
        self.min_score = settings.min_score
        self.allow = {a.casefold() for a in settings.allow_list}
        self._cache: dict[str, tuple[Found, ...]] = {}

    def find(self, text: str) -> tuple[Found, ...]:
        if not text or len(text) < 4:
            return ()
        hit = self._cache.get(text)
        if hit is not None:
            return hit
        found: list[Found] = []
        for rec in self.recognisers:
            try:
                results = rec.analyze(text, rec.supported_entities, None)
            except Exception as exc:
                raise PrivacyError(f"recogniser {rec.name} failed ({type(exc).__name__}: {exc})") from exc
            for r in results or ():
                value = text[r.start:r.end]
                if r.entity_type == "PHONE_NUMBER" and not _phone_like(value):
                    continue
                if r.score >= self.min_score and value.strip().casefold() not in self.allow:
                    start, end = _whole_url(text, r.start, r.end) if r.entity_type == "URL_SECRET" else (r.start,
                                                                                                        r.end)
                    found.append(Found(r.entity_type, start, end, float(r.score), rec.name))
        kept: list[Found] = []
        for f in sorted(found, key=lambda f: (-(f.end - f.start), -f.score, f.start)):
            if all(f.end <= k.start or f.start >= k.end for k in kept):
                kept.append(f)
        out = tuple(sorted(kept, key=lambda f: f.start))
        if len(self._cache) < 100_000:
            self._cache[text] = out
        return out

    def find_ocr(self, text: str) -> tuple[Found, ...]:
        """Matches in a line read by OCR: also in its variants with common misreadings undone."""
        found = [f for v in ocr_variants(text) for f in self.find(v)]
        kept: list[Found] = []
        for f in sorted(found, key=lambda f: (-(f.end - f.start), -f.score, f.start)):
            if all(f.end <= k.start or f.start >= k.end for k in kept):
                kept.append(f)
        return tuple(sorted(kept, key=lambda f: f.start))


def _mostly_digits(m: re.Match[str]) -> str:
    g = m.group(0)
    chars = [c for c in g if c not in " -"]
    return g.translate(_DIGIT_FOR) if sum(c.isdigit() for c in chars) >= 0.6 * len(chars) else g


def ocr_variants(text: str) -> list[str]:
    """The line as OCR read it, and with common confusions undone (see _DIGIT_FOR, _LETTER_FOR)."""
    out = [text]
    for v in (_DIGITISH.sub(_mostly_digits, text),
              _IBAN_START.sub(lambda m: m.group(1).translate(_LETTER_FOR), text)):
        if v != text and v not in out:
            out.append(v)
    return out


@functools.lru_cache(maxsize=1)
def _offline_domains() -> Any:
    import tldextract

    return tldextract.TLDExtract(suffix_list_urls=(), cache_dir=None)


_DATE_OR_TIME = re.compile(r"\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{4}|\d{1,2}:\d{2}")


def _whole_url(text: str, start: int, end: int) -> tuple[int, int]:
    """A URL carrying a credential or token is redacted whole: the run of non-space characters around it."""
    while start > 0 and not text[start - 1].isspace():
        start -= 1
    while end < len(text) and not text[end].isspace():
        end += 1
    return start, end


def _phone_like(value: str) -> bool:
    """libphonenumber accepts digit groups that UIs show as dates, times and counters ("(12) 2025-01-01"):
    a phone number has at least 8 digits and no date or time inside."""
    return sum(c.isdigit() for c in value) >= 8 and not _DATE_OR_TIME.search(value)


@functools.lru_cache(maxsize=8)
def detector(settings_json: str) -> Detector:
    """One detector per settings in a process (Presidio builds its recognisers in ~0.1 s)."""
    return Detector(PrivacySettings.model_validate_json(settings_json))


def detector_for(settings: PrivacySettings) -> Detector:
    return detector(settings.model_dump_json())


# ------------------------------------------------------------------ surrogates
def normalised(entity: str, value: str) -> str:
    """What makes two spellings one entity: case, and for numbers the separators OCR and people vary."""
    v = value.strip().casefold()
    if entity in ("PHONE_NUMBER", "CREDIT_CARD", "IBAN_CODE"):
        v = re.sub(r"[\s().\-/]", "", v)
    return f"{entity}:{v}"


@dataclass
class Labels:
    """The surrogates of one recording: salted hash of a normalised value → `<TYPE_n>`."""

    salt: str
    known: dict[str, str] = field(default_factory=dict)

    def key(self, entity: str, value: str) -> str:
        return hashlib.sha256(f"{self.salt}\x00{normalised(entity, value)}".encode()).hexdigest()[:24]

    def label(self, entity: str, value: str) -> str:
        k = self.key(entity, value)
        if k not in self.known:
            short = SHORT.get(entity, entity)
            n = 1 + sum(1 for lab in self.known.values() if lab.startswith(f"<{short}_"))
            self.known[k] = f"<{short}_{n}>"
        return self.known[k]


def replace(text: str, det: Detector, labels: Labels) -> tuple[str, list[tuple[Found, str]]]:
    """The text with every match replaced by its surrogate; with the matches and their surrogates."""
    found = det.find(text)
    if not found:
        return text, []
    parts, last, done = [], 0, []
    for f in found:
        lab = labels.label(f.entity, text[f.start:f.end])
        parts += [text[last:f.start], lab]
        last = f.end
        done.append((f, lab))
    parts.append(text[last:])
    return "".join(parts), done


# ------------------------------------------------------------------ text at ingest
@dataclass
class _Rows:
    """Redaction rows being collected (REDACTIONS_SCHEMA, never the value)."""

    recording_id: str
    rows: list[dict[str, Any]] = field(default_factory=list)

    def add(self, where: str, f: Found, lab: str, *, frame: str | None = None,
            box: tuple[int, int, int, int] | None = None, detector_prefix: str = "") -> None:
        x0, y0, x1, y1 = box if box else (None, None, None, None)
        self.rows.append({"recording_id": self.recording_id, "where": where, "step_index": None, "frame": frame,
                          "entity_type": f.entity, "surrogate": lab, "x0": x0, "y0": y0, "x1": x1, "y1": y1,
                          "detector": detector_prefix + f.detector, "score": round(f.score, 3)})

    def frame(self) -> pl.DataFrame:
        return pl.DataFrame(self.rows, schema=_REDACTION_TYPES)


def _typed_runs(events: pl.DataFrame, gap_ms: int) -> list[list[tuple[int, str]]]:
    """Runs of produced characters (row position, char): what a person typed in one go. A click, a key without
    a character, a held Ctrl/Cmd or a pause longer than `gap_ms` ends a run."""
    keep = pl.col("kind").is_in([EventKind.KEY_DOWN, EventKind.MOUSE_DOWN])
    sub = events.with_row_index("_pos").filter(keep & pl.col("t_ms").is_not_null()).sort(["t_ms", "line_no"])
    runs: list[list[tuple[int, str]]] = []
    cur: list[tuple[int, str]] = []
    held: set[str] = set()
    last_t = None
    for pos, t, kind, key, char, masked in zip(sub["_pos"].to_list(), sub["t_ms"].to_list(), sub["kind"].to_list(),
                                               sub["key"].to_list(), sub["char"].to_list(), sub["masked"].to_list(),
                                               strict=True):
        if last_t is not None and t - last_t > gap_ms and cur:
            runs.append(cur)
            cur = []
        last_t = t
        if kind == EventKind.KEY_DOWN and key in ("ctrl", "meta"):
            held.add(key)  # a shortcut is not content (key-ups are not walked: a run ends at the next key anyway)
            continue
        if kind == EventKind.KEY_DOWN and key in ("shift", "alt", "capslock"):
            continue
        text = char if char is not None else (" " if key == "space" else None)
        if kind == EventKind.KEY_DOWN and text is not None and not masked and not held:
            cur.append((pos, text))
            continue
        held.clear()
        if cur:
            runs.append(cur)
            cur = []
    if cur:
        runs.append(cur)
    return runs


def _scrub_typing(events: pl.DataFrame, det: Detector, labels: Labels, out: _Rows,
                  gap_ms: int) -> pl.DataFrame:
    """Key events of detected typed spans scrubbed in place: the span's first key produces the surrogate."""
    first: dict[int, str] = {}
    scrub: list[int] = []
    for run in _typed_runs(events, gap_ms):
        text = "".join(c for _, c in run)
        offsets = np.cumsum([0] + [len(c) for _, c in run])
        for f in det.find(text):
            rows = [run[k][0] for k in range(len(run)) if offsets[k] < f.end and offsets[k + 1] > f.start]
            if rows:
                lab = labels.label(f.entity, text[f.start:f.end])
                first[rows[0]] = lab
                scrub += rows
                out.add("typed", f, lab)
    if not scrub:
        return events
    downs = set(scrub)
    keys = events["key"].gather(sorted(downs)).to_list()
    ups = _matching_ups(events, sorted(downs), keys)
    mark = pl.Series("_p", [0] * events.height, dtype=pl.Int8).scatter(sorted(downs), 1)
    if ups:
        mark = mark.scatter(ups, 2)
    surrogate = pl.Series("_s", [None] * events.height, dtype=pl.String).scatter(list(first), list(first.values()))
    p = pl.col("_p")
    return events.with_columns(mark, surrogate).with_columns(
        char=pl.when(p == 1).then(pl.col("_s").fill_null("")).when(p == 2).then(None).otherwise(pl.col("char")),
        key=pl.when(p > 0).then(pl.lit("•")).otherwise(pl.col("key")),
        key_raw=pl.when(p > 0).then(None).otherwise(pl.col("key_raw")),
        raw=pl.when(p > 0).then(pl.lit(SCRUBBED_LINE)).otherwise(pl.col("raw")),
    ).drop("_p", "_s")


def _matching_ups(events: pl.DataFrame, downs: list[int], keys: list[str | None]) -> list[int]:
    """The key-up of each scrubbed key-down: the next key-up of the same key after it."""
    ups = events.with_row_index("_pos").filter(pl.col("kind") == EventKind.KEY_UP)
    by_key: dict[str | None, list[tuple[int, int]]] = {}
    for pos, key, t in zip(ups["_pos"].to_list(), ups["key"].to_list(), ups["t_ms"].to_list(), strict=True):
        by_key.setdefault(key, []).append((t if t is not None else -1, pos))
    times = events["t_ms"].gather(downs).to_list()
    out: list[int] = []
    for key, t in zip(keys, times, strict=True):
        cands = [pos for ut, pos in by_key.get(key, []) if t is not None and ut >= t and pos not in out]
        if cands:
            out.append(cands[0])
    return out


def _scrub_strings(values: Iterable[str | None], det: Detector, labels: Labels, out: _Rows,
                   where: str) -> dict[str, str]:
    """Distinct texts → their scrubbed form, for the ones that change."""
    changed: dict[str, str] = {}
    for v in dict.fromkeys(x for x in values if x):
        new, done = replace(v, det, labels)
        for f, lab in done:
            out.add(where, f, lab)
        if done:
            changed[v] = new
    return changed


def _scrub_events_text(events: pl.DataFrame, det: Detector, labels: Labels, out: _Rows) -> pl.DataFrame:
    """Whole-text events, and the raw lines of every event that is not a pointer or key event (accessibility
    trees, window titles, app names): what the recorder logged besides the input itself."""
    inputs = [EventKind.MOUSE_MOVE, EventKind.MOUSE_DOWN, EventKind.MOUSE_UP, EventKind.KEY_DOWN, EventKind.KEY_UP]
    other = ~pl.col("kind").is_in(inputs)
    for col, cond in (("text", pl.col("text").is_not_null()), ("raw", other)):
        vals = events.filter(cond)[col].unique(maintain_order=True).to_list()
        changed = _scrub_strings(vals, det, labels, out, "events")
        if changed:
            events = events.with_columns(pl.col(col).replace(changed))
    return events


def scrub_recording(rec: LoadedRecording, settings: PrivacySettings, typing_gap_ms: int) -> LoadedRecording:
    """Every text of a loaded recording with its personal data replaced by surrogates (module docstring)."""
    if not settings.enabled:
        return rec
    det = detector_for(settings)
    labels = Labels(rec.input_hash or rec.meta.recording_id, dict(rec.meta.privacy_labels))
    out = _Rows(rec.meta.recording_id)
    events = rec.loaded_events()
    events = _scrub_typing(events, det, labels, out, typing_gap_ms)
    events = _scrub_events_text(events, det, labels, out)
    rec.events = events
    names = _scrub_strings((e.name for s in rec.ax for e in s.elements), det, labels, out, "accessibility")
    for s in rec.ax:
        for e in s.elements:
            if e.name in names:
                e.name = names[e.name]
    meta = rec.meta
    texts = [meta.title, meta.description, meta.content, meta.reason or "", meta.rejection_reason or "",
             *meta.objectives]
    fixed = _scrub_strings(texts, det, labels, out, "metadata")
    update: dict[str, Any] = {k: fixed.get(getattr(meta, k) or "", getattr(meta, k)) for k in
                              ("title", "description", "content", "reason", "rejection_reason")}
    update["objectives"] = [fixed.get(o, o) for o in meta.objectives]
    if rec.vendor_steps is not None:
        rec.vendor_steps = _scrub_frame_strings(rec.vendor_steps, det, labels, out)
    update["privacy_labels"] = labels.known
    n = len(out.rows)
    flags = list(meta.flags) + ([f"privacy: {n} personal data occurrences replaced in text"] if n else [])
    rec.meta = meta.model_copy(update=update | {"flags": flags})
    rec.redactions = out.frame()
    return rec


def _scrub_frame_strings(df: pl.DataFrame, det: Detector, labels: Labels, out: _Rows) -> pl.DataFrame:
    """Every string column of a vendor's steps (instructions, thoughts, typed text) with surrogates."""
    for col, dtype in df.schema.items():
        if dtype == pl.String:
            changed = _scrub_strings(df[col].unique(maintain_order=True).to_list(), det, labels, out, "vendor")
            if changed:
                df = df.with_columns(pl.col(col).replace(changed))
    return df


def counts(redactions: pl.DataFrame | None) -> dict[str, int]:
    if redactions is None or redactions.height == 0:
        return {}
    return dict(sorted(redactions.group_by("entity_type").len().iter_rows()))


# ------------------------------------------------------------------ OCR
@dataclass(frozen=True)
class OcrLine:
    x0: int
    y0: int
    x1: int
    y1: int
    text: str
    score: float


class RapidOcr:
    """rapidocr-onnxruntime: PP-OCR detection + recognition in ONNX; its models ship inside the wheel."""

    name = "rapidocr"

    def __init__(self) -> None:
        try:
            from rapidocr_onnxruntime import RapidOCR
        except Exception as exc:
            hint = ("; install the system libraries OpenCV loads (Debian: apt-get install libgl1 libglib2.0-0)"
                    if "lib" in str(exc) and ".so" in str(exc) else
                    "; reinstall the project (pip install -c config/constraints.txt -e .)")
            raise PrivacyError(f"OCR engine rapidocr unavailable ({type(exc).__name__}: {exc}){hint}; or set "
                               "privacy.enabled: false in pipeline.yaml to publish without redaction") from exc
        # One thread: runs already use a core per recording. Detection at the frame's own size (the default
        # scales the shorter side up to 736 px, which makes a strip of changed rows cost more than the frame).
        self.engine = RapidOCR(intra_op_num_threads=1, inter_op_num_threads=1, det_limit_type="max",
                               det_limit_side_len=4096)

    def read(self, rgb: np.ndarray) -> list[OcrLine]:
        # text on screens is upright: no angle classifier; the engine takes OpenCV's BGR order
        result, _ = self.engine(np.ascontiguousarray(rgb[..., ::-1]), use_cls=False)
        lines = []
        for box, text, score in result or ():
            xs, ys = [p[0] for p in box], [p[1] for p in box]
            lines.append(OcrLine(int(min(xs)), int(min(ys)), int(np.ceil(max(xs))), int(np.ceil(max(ys))),
                                 str(text), float(score)))
        return lines


@functools.lru_cache(maxsize=2)
def ocr_engine(name: str) -> RapidOcr:
    """The OCR engine, loaded once per process (~0.5 s) and kept until `release_ocr`."""
    if name != "rapidocr":
        raise PrivacyError(f"unknown OCR engine {name!r}")
    return RapidOcr()


def release_ocr() -> None:
    """Let the OCR engine go once a day's frames are done: with its inference buffers it holds ~300 MiB after a
    few 1080p frames, which the publish and review steps do not need (a recording still redacting keeps its
    own reference; the next day's first frame loads it again, ~0.5 s)."""
    ocr_engine.cache_clear()


def _bands(changed: np.ndarray, margin: int) -> list[tuple[int, int, int, int]]:
    """Rectangles (x0, y0, x1, y1) around the changed pixels: rows split where a gap exceeds 2×margin, each
    band's columns likewise, every rectangle grown by `margin`."""
    h, w = changed.shape
    out = []
    for r0, r1 in _spans(np.flatnonzero(changed.any(axis=1)), margin):
        cols = np.flatnonzero(changed[r0:r1 + 1].any(axis=0))
        for c0, c1 in _spans(cols, 4 * margin):
            out.append((max(0, c0 - 4 * margin), max(0, r0 - margin), min(w, c1 + 1 + 4 * margin),
                        min(h, r1 + 1 + margin)))
    return out


def _spans(idx: np.ndarray, gap: int) -> list[tuple[int, int]]:
    if idx.size == 0:
        return []
    cuts = np.flatnonzero(np.diff(idx) > 2 * gap)
    starts = np.concatenate(([idx[0]], idx[cuts + 1]))
    ends = np.concatenate((idx[cuts], [idx[-1]]))
    return list(zip(starts.tolist(), ends.tolist(), strict=True))


def _overlaps(a: tuple[int, int, int, int], b: tuple[int, int, int, int]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _union(a: tuple[int, int, int, int], b: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
    return min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3])


class IncrementalOcr:
    """OCR of one recording's published frames in presentation order: a content-hash cache, and after the
    first frame only the regions that changed since the previous one are read again."""

    def __init__(self, engine: RapidOcr, threshold: int, margin: int = 8) -> None:
        self.engine, self.threshold, self.margin = engine, threshold, margin
        self.cache: dict[bytes, list[OcrLine]] = {}
        self.prev: np.ndarray | None = None
        self.prev_lines: list[OcrLine] = []
        self.pixels_read = self.pixels_total = self.reads = 0

    def read(self, rgb: np.ndarray) -> list[OcrLine]:
        key = hashlib.blake2b(rgb.tobytes(), digest_size=16).digest()
        lines = self.cache.get(key)
        if lines is None:
            lines = self._read_changed(rgb)
            if len(self.cache) < 4096:
                self.cache[key] = lines
        self.prev, self.prev_lines = rgb, lines
        return lines

    def _ocr(self, rgb: np.ndarray, box: tuple[int, int, int, int]) -> list[OcrLine]:
        x0, y0, x1, y1 = box
        self.reads += 1
        self.pixels_read += (x1 - x0) * (y1 - y0)
        return [OcrLine(ln.x0 + x0, ln.y0 + y0, ln.x1 + x0, ln.y1 + y0, ln.text, ln.score)
                for ln in self.engine.read(rgb[y0:y1, x0:x1])]

    def _read_changed(self, rgb: np.ndarray) -> list[OcrLine]:
        h, w = rgb.shape[:2]
        self.pixels_total += h * w
        if self.prev is None or self.prev.shape != rgb.shape:
            return self._ocr(rgb, (0, 0, w, h))
        diff = np.abs(rgb.astype(np.int16) - self.prev.astype(np.int16)).max(axis=2) > self.threshold
        regions = _bands(diff, self.margin)
        if not regions:
            return list(self.prev_lines)
        kept: list[OcrLine] = []
        for ln in self.prev_lines:  # a line touched by a change is read again, whole
            box = (ln.x0 - self.margin, ln.y0 - self.margin, ln.x1 + self.margin, ln.y1 + self.margin)
            hit = [k for k, r in enumerate(regions) if _overlaps(r, box)]
            if not hit:
                kept.append(ln)
            for k in hit:
                regions[k] = _union(regions[k], (max(0, box[0]), max(0, box[1]), min(w, box[2]), min(h, box[3])))
        regions = _merge(regions)
        if sum((r[2] - r[0]) * (r[3] - r[1]) for r in regions) > 0.6 * w * h:
            return self._ocr(rgb, (0, 0, w, h))  # most of the screen changed: one pass is cheaper
        out = kept
        for r in regions:
            out += self._ocr(rgb, r)
        return out


def _merge(regions: list[tuple[int, int, int, int]]) -> list[tuple[int, int, int, int]]:
    out = list(regions)
    merged = True
    while merged:
        merged = False
        for i in range(len(out)):
            for j in range(i + 1, len(out)):
                if _overlaps(out[i], out[j]):
                    out[i] = _union(out[i], out.pop(j))
                    merged = True
                    break
            if merged:
                break
    return out


def char_box(ln: OcrLine, start: int, end: int, pad_chars: float = 1.0) -> tuple[int, int, int, int]:
    """The box of characters start..end of an OCR line: OCR gives the line's box, characters are taken as equal
    width, padded by one character each side (proportional fonts vary) and a fifth of the line height."""
    n = max(1, len(ln.text))
    cw = (ln.x1 - ln.x0) / n
    pad_y = max(2, int(0.2 * (ln.y1 - ln.y0)))
    x0 = ln.x0 + cw * (start - pad_chars)
    x1 = ln.x0 + cw * (end + pad_chars)
    return int(x0) - 2, ln.y0 - pad_y, int(np.ceil(x1)) + 2, ln.y1 + pad_y


def rows_of(lines: list[OcrLine]) -> list[list[OcrLine]]:
    """OCR boxes grouped into rows, left to right: boxes overlapping vertically by half the smaller height and
    at most two line heights apart horizontally."""
    groups: list[list[OcrLine]] = []
    for ln in sorted(lines, key=lambda ln: (ln.x0, ln.y0)):
        for g in groups:
            last = g[-1]
            overlap = min(last.y1, ln.y1) - max(last.y0, ln.y0)
            height = min(last.y1 - last.y0, ln.y1 - ln.y0)
            if overlap >= 0.5 * height and -height <= ln.x0 - last.x1 <= 2 * max(last.y1 - last.y0, ln.y1 - ln.y0):
                g.append(ln)
                break
        else:
            groups.append([ln])
    return groups


class FrameRedactor:
    """Called with each published frame (RGB) before it is encoded: OCR, recognisers, opaque fill."""

    def __init__(self, settings: PrivacySettings, labels: Labels, recording_id: str,
                 name_of: Callable[[float], str]) -> None:
        self.settings, self.labels, self.name_of = settings, labels, name_of
        self.det = detector_for(settings)
        self.ocr = IncrementalOcr(ocr_engine(settings.ocr_engine), settings.change_threshold)
        self.rows = _Rows(recording_id)

    def __call__(self, pts_ms: float, rgb: np.ndarray, frame: str | None = None) -> np.ndarray:
        try:
            lines = self.ocr.read(rgb)
        except PrivacyError:
            raise
        except Exception as exc:
            raise PrivacyError(f"OCR failed on the frame at {pts_ms:.0f} ms ({type(exc).__name__}: {exc})") from exc
        h, w = rgb.shape[:2]
        boxes = []
        for group in rows_of(lines):
            # OCR may split one identifier into boxes of one row (wide gaps in an IBAN, a card number): the
            # row's boxes are read as one text, each match mapped back to the boxes it spans
            text = " ".join(ln.text for ln in group)
            starts = np.cumsum([0] + [len(ln.text) + 1 for ln in group[:-1]]).tolist()
            for f in self.det.find_ocr(text):
                lab = self.labels.label(f.entity, text[f.start:f.end])
                for ln, s0 in zip(group, starts, strict=True):
                    a, b = max(f.start, s0) - s0, min(f.end, s0 + len(ln.text)) - s0
                    if a >= b:
                        continue
                    x0, y0, x1, y1 = char_box(ln, a, b)
                    box = (max(0, x0), max(0, y0), min(w, x1), min(h, y1))
                    self.rows.add("image", f, lab, frame=frame or self.name_of(pts_ms), box=box,
                                  detector_prefix=f"{self.settings.ocr_engine}+")
                    boxes.append(box)
        if not boxes:
            return rgb
        out = rgb.copy()
        for x0, y0, x1, y1 in boxes:
            out[y0:y1, x0:x1] = self.settings.fill
        return out

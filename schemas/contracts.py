"""The value rules of every published table, one contract per table, beside the Arrow schemas that fix their
shapes (`tables.py`). A rule is a named polars expression that is true on every good row; the contracts are
checked with pandera's polars API (`check`), which reports each failed rule with the offending rows.

Where they are checked (`tasks/run/publish.py`, `tasks/export/assignment.py`): a recording's own rows (its
`recordings` row, events, steps, samples, redactions, OCR lines, vendor steps) before its partition is published
— a violation quarantines that recording with the rule's name and rows; the day's tables (`quarantine`,
`event_lineage`, ids unique over the day) and a dataset version's `splits.parquet` as a whole — a violation fails
the partition (or the build) in one line naming the rule and rows. The rules are listed in schemas/README.md."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import polars as pl

RU_MAX = 1000  # tool-call coordinates are 0..1000 on each axis (README, "Words")


@dataclass(frozen=True)
class Rule:
    name: str
    ok: pl.Expr  # true (or null: not applicable) on a good row
    says: str  # the rule for a reader


@dataclass(frozen=True)
class Contract:
    table: str
    key: tuple[str, ...]  # the columns that name an offending row
    rules: tuple[Rule, ...]


def _ru(*cols: str) -> pl.Expr:
    return pl.all_horizontal(pl.col(c).is_null() | pl.col(c).is_between(0, RU_MAX) for c in cols)


def _unique(*cols: str) -> pl.Expr:
    return pl.struct(cols).is_unique()


def _grows(col: str, by: str, order: str) -> pl.Expr:
    """`col` never goes back as `order` grows within `by` (rows are in `order` within `by`)."""
    return (pl.col(col).diff().over(by, order_by=order).fill_null(0) >= 0)


def _in(col: str, values: tuple[str, ...], nullable: bool = False) -> pl.Expr:
    ok = pl.col(col).is_in(list(values))
    return (ok | pl.col(col).is_null()) if nullable else ok.fill_null(False)


def _le(a: str, b: str) -> pl.Expr:
    """a <= b where both are known."""
    return pl.col(a).is_null() | pl.col(b).is_null() | (pl.col(a) <= pl.col(b))


CONTRACTS: dict[str, Contract] = {c.table: c for c in [
    Contract("recordings", ("recording_id",), (
        Rule("recording_id_unique", _unique("recording_id"), "one row per recording"),
        Rule("status_known", _in("status", ("processed", "excluded", "quarantined")),
             "status is processed, excluded or quarantined"),
        Rule("refusal_has_reason",
             (pl.col("status") == "processed") | pl.col("reason").str.len_chars().gt(0).fill_null(False),
             "an excluded or quarantined recording says why"),
        Rule("alignment_confidence_0_1", pl.col("alignment_confidence").is_null()
             | pl.col("alignment_confidence").is_between(0.0, 1.0), "alignment confidence within 0-1"),
        Rule("counts_not_negative", pl.all_horizontal(pl.col(c).is_null() | (pl.col(c) >= 0) for c in (
            "n_events", "n_steps", "n_samples", "n_redactions")), "event, step, sample, redaction counts >= 0"),
        Rule("screen_positive", pl.col("screen_width").is_null() | ((pl.col("screen_width") > 0)
                                                                    & (pl.col("screen_height") > 0)),
             "a known screen has a positive width and height"),
    )),
    Contract("events", ("recording_id", "line_no"), (
        Rule("line_unique", _unique("recording_id", "line_no"), "one row per log line"),
        Rule("line_no_not_negative", pl.col("line_no") >= 0, "line numbers start at 0"),
    )),
    Contract("steps", ("recording_id", "step_index"), (
        Rule("step_unique", _unique("recording_id", "step_index"), "one row per step of a recording"),
        Rule("ru_within_0_1000", _ru("ru_x", "ru_y", "ru_x2", "ru_y2"), "RU coordinates within 0-1000"),
        Rule("step_ends_after_start", _le("t_start_ms", "t_end_ms"), "a step ends at or after its start"),
        Rule("post_frame_after_pre", _le("pre_t_ms", "post_t_ms") & _le("pre_frame_pts_ms", "post_frame_pts_ms"),
             "a step's post-action frame is at or after its pre-action frame"),
        Rule("start_only_grows", _grows("t_start_ms", "recording_id", "step_index"),
             "step start times only grow with the step index"),
        Rule("events_in_order", _le("event_first", "event_last"), "a step's first event is at or before its last"),
    )),
    Contract("samples", ("id",), (
        Rule("sample_id_unique", _unique("id"), "one row per sample id"),
        Rule("ru_within_0_1000", pl.col("ru_coords").is_null()
             | pl.col("ru_coords").list.eval(pl.element().is_between(0, RU_MAX)).list.all(),
             "the tool call's RU coordinates within 0-1000"),
        Rule("family_known", _in("family", ("action", "action_low_level", "grounding")),
             "family is action, action_low_level or grounding"),
        Rule("has_task", pl.col("task_key").str.len_chars().gt(0).fill_null(False), "every sample names its task"),
    )),
    Contract("quarantine", ("recording_id",), (
        Rule("has_reason", pl.col("reason").str.len_chars().gt(0).fill_null(False), "a quarantine says why"),
        Rule("recording_id_unique", _unique("recording_id"), "a recording is quarantined once a day"),
    )),
    Contract("vendor_steps", ("recording_id", "vendor_step"), (
        Rule("vendor_step_unique", _unique("recording_id", "vendor_step"), "one row per vendor step"),
        Rule("ends_after_start", _le("start_ms", "end_ms"), "a vendor step ends at or after its start"),
    )),
    Contract("event_lineage", ("recording_id", "outcome", "reason"), (
        Rule("outcome_known", _in("outcome", ("consumed", "ignored")), "outcome is consumed or ignored"),
        Rule("ignored_has_reason", (pl.col("outcome") == "consumed") | pl.col("reason").is_not_null(),
             "ignored events say why"),
        Rule("events_positive", pl.col("events") > 0, "a lineage row counts at least one event"),
    )),
    Contract("redactions", ("recording_id", "where", "frame", "surrogate"), (
        Rule("where_known", _in("where", ("image", "typed", "accessibility", "metadata", "events", "vendor")),
             "where is image, typed, accessibility, metadata, events or vendor"),
        Rule("box_not_empty", _le("x0", "x1") & _le("y0", "y1"), "a filled box has x0 <= x1 and y0 <= y1"),
        Rule("image_has_frame", (pl.col("where") != "image") | pl.col("frame").is_not_null(),
             "an image redaction names its frame"),
    )),
    Contract("ocr_lines", ("recording_id", "frame", "line"), (
        Rule("line_unique", _unique("recording_id", "frame", "line"), "one row per line of a frame"),
        Rule("box_not_empty", _le("x0", "x1") & _le("y0", "y1"), "a line's box has x0 <= x1 and y0 <= y1"),
        Rule("score_0_1", pl.col("score").is_null() | pl.col("score").is_between(0.0, 1.0),
             "the recogniser's confidence within 0-1"),
        Rule("private_has_no_words", ~pl.col("private") | pl.col("words").list.len().fill_null(0).eq(0),
             "a private line has no words"),
    )),
    # a dataset version's splits.parquet: the one place a split is decided
    Contract("splits", ("date", "recording_id", "task_key"), (
        Rule("recording_unique", _unique("date", "recording_id"), "one row per recording"),
        Rule("one_split_per_task", pl.col("split").n_unique().over("task_key") == 1,
             "every recording of a task is in the same split"),
        Rule("in_dataset_at_most_made", _le("in_dataset", "samples"), "a recording holds at most the samples it made"),
    )),
]}


@dataclass(frozen=True)
class Violation:
    table: str
    rule: str
    says: str
    rows: list[dict[str, Any]]  # the offending rows' key columns (at most `SHOWN`)
    count: int

    def line(self) -> str:
        shown = "; ".join(", ".join(f"{k}={v}" for k, v in r.items()) for r in self.rows)
        more = f" (and {self.count - len(self.rows)} more)" if self.count > len(self.rows) else ""
        return f"contract {self.table}.{self.rule} ({self.says}) failed on {self.count} row(s): {shown}{more}"


SHOWN = 3


def _schema(contract: Contract, columns: list[str]) -> Any:
    import pandera.polars as pa  # ~1 s to import: loaded when something is published, not by every command

    def check(expr: pl.Expr) -> Any:
        return lambda data: data.lazyframe.select(expr.fill_null(True))

    rules = [r for r in contract.rules if set(r.ok.meta.root_names()) <= set(columns)]
    return pa.DataFrameSchema(checks=[pa.Check(check(r.ok), name=r.name) for r in rules], name=contract.table)


def check(table: str, df: pl.DataFrame) -> list[Violation]:
    """Every rule of `table`'s contract that `df` breaks, with the offending rows; [] when it keeps them all.
    Rules over columns `df` does not have are not checked (a caller may pass only the columns it holds)."""
    import pandera.polars as pa

    contract = CONTRACTS[table]
    if not df.height:
        return []
    try:
        _schema(contract, df.columns).validate(df, lazy=True)
    except pa.errors.SchemaErrors as e:
        fc = e.failure_cases.filter(pl.col("schema_context") == "DataFrameSchema")
        key = [k for k in contract.key if k in df.columns]
        out = []
        for rule in contract.rules:
            idx = fc.filter(pl.col("check") == rule.name)["index"].drop_nulls().unique().sort().to_list()
            if idx:
                rows = df[idx[:SHOWN]].select(key).to_dicts() if key else [{"row": i} for i in idx[:SHOWN]]
                out.append(Violation(table, rule.name, rule.says, rows, len(idx)))
        return out
    return []


class ContractError(ValueError):
    """A rule over a whole table is broken: what was being written is not published (the message names the rule
    and the rows)."""


def enforce(table: str, df: pl.DataFrame, what: str) -> None:
    """Raise `ContractError` naming the first broken rule of `table` in `df`."""
    violations = check(table, df)
    if violations:
        raise ContractError(f"{what}: {violations[0].line()}")

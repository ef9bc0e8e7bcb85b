"""The dataset card (`README.md`), its contact sheet and charts: what a person looks at first."""

from __future__ import annotations

from collections import Counter
from typing import Any

import yaml

from cuaflow.schemas.dataset import DatasetSummary, HfSplit, RecordingFigures
from cuaflow.schemas.toolcall import ToolCall
from cuaflow.tasks.export import hf
from cuaflow.tasks.export.card_figures import baselines, recording_figures, snapshot_decisions, target_counts
from cuaflow.tasks.export.card_training import budget_section, dialect_section
from cuaflow.tasks.export.draw import SheetItem, bar_chart, contact_sheet
from cuaflow.tasks.export.selection import Selection
from cuaflow.tasks.export.writer import DatasetWriter
from cuaflow.tasks.privacy.audit import line as privacy_line

SHEET_SIZE = 16  # train/val samples on the contact sheet
SHEET_GROUNDING = 4  # of them, grounding samples (with their element's box) when the dataset has some


def sheet_rows(kept: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The samples the contact sheet shows: the first action samples, then a few grounding samples."""
    grounding = [r for r in kept if r["family"] == "grounding"][:SHEET_GROUNDING]
    return [r for r in kept if r["family"] != "grounding"][: SHEET_SIZE - len(grounding)] + grounding


def render(sel: Selection, w: DatasetWriter) -> None:
    kept = sel.train_val
    w.put("contact_sheet.png", contact_sheet([_sheet_item(sel, r) for r in sheet_rows(kept)]))
    w.put("charts/samples_by_action.png", bar_chart(w.summary["by_action"], "train+val samples per action"))
    by_app = dict(Counter(r["app"] or "unknown" for r in kept))
    w.put("charts/samples_by_app.png", bar_chart(by_app, "train+val samples per app (task type source)"))
    figures = recording_figures(sel.recordings)
    w.put("charts/offset_disagreement.png", bar_chart(figures.disagreement, "recordings per estimate − log offset (ms)",
                                                      ordered=True))
    w.summary["targets"] = target_counts(sel.steps)
    w.summary["target_snapshots"] = snapshot_decisions(sel.steps)
    w.summary["baselines"] = baselines(sel)
    s = DatasetSummary.model_validate(w.summary)
    text = card(sel.name, sel.dates, s, sel.rules_versions, figures) + budget_section(
        s.image_budget, s.formats, sel.cfg.name_prefix, sel.name) + dialect_section(sel.cfg)
    w.put("README.md", (front_matter(s, sel.cfg.held_out.enabled) + text).encode())


def _sheet_item(sel: Selection, r: dict[str, Any]) -> SheetItem:
    """A contact sheet cell: the frame, the action's point, its label and (grounding) the element's box."""
    call = ToolCall.from_json(r["tool_call"])
    point = tuple(r["real_coords"]) if call.coordinate is not None else None
    box = (r["target"] or {}).get("box_px") if r["family"] == "grounding" else None
    label = f"where: {r['target']['name']}" if box else call.action
    return sel.out.read_bytes(r["image"]), point, label, box


def front_matter(s: DatasetSummary, held_out: bool) -> str:
    """The card's YAML header, which `load_dataset(<dataset folder>)` reads before looking at any file: the
    `hf` shards (one config per family, images decoded), else the CUDAG JSONL, else the LLaMA-Factory JSONL
    (image paths as text). Without it `datasets` guesses from the folder: a `test` split of `test/images`."""
    if s.hf:
        doc = _hf_config(s.hf)
    elif "cudag" in s.formats:
        names = [sp for sp in ("train", "val") + (("held_out",) if held_out else ()) if s.splits.get(sp)]
        doc = _jsonl_config({sp: f"{sp}.jsonl" for sp in names})
    else:
        doc = _jsonl_config({sp: f"sharegpt/{sp}.jsonl" for sp, n in (s.llamafactory or {}).items() if n})
    return "---\n" + yaml.safe_dump(doc, sort_keys=False, allow_unicode=True) + "---\n\n" if doc else ""


def _hf_config(families: dict[str, dict[str, HfSplit]]) -> dict[str, Any]:
    """`default` (what `load_dataset(<folder>)` returns): every family, each split's shards of all of them; then
    one config per family for a reader who wants one."""
    total: dict[str, list[int]] = {}
    for sp in FAMILY_SPLITS:
        for e in (splits[sp] for splits in families.values() if sp in splits):
            total.setdefault(sp, [0, 0])
            total[sp] = [total[sp][0] + e.rows, total[sp][1] + e.bytes]
    configs = [{"config_name": "default", "default": True,
                "data_files": [{"split": sp, "path": f"{hf.DIR}/*/{sp}/*.parquet"} for sp in total]}]
    configs += [{"config_name": f, "data_files": [{"split": sp, "path": f"{hf.DIR}/{f}/{sp}/*.parquet"}
                                                  for sp in splits]} for f, splits in families.items()]
    info = [{"config_name": "default", "features": hf.FEATURES_YAML,
             "splits": [{"name": sp, "num_bytes": b, "num_examples": n} for sp, (n, b) in total.items()]}]
    info += [{"config_name": f, "features": hf.FEATURES_YAML,
              "splits": [{"name": sp, "num_bytes": e.bytes, "num_examples": e.rows} for sp, e in splits.items()]}
             for f, splits in families.items()]
    return {"configs": configs, "dataset_info": info}


def _jsonl_config(files: dict[str, str]) -> dict[str, Any]:
    if not files:
        return {}
    return {"configs": [{"config_name": "default",
                         "data_files": [{"split": sp, "path": path} for sp, path in files.items()]}]}


FAMILY_SPLITS = ("train", "val", "test", "held_out")


def family_rows(by_family: dict[str, dict[str, int]]) -> str:
    rows = [f"| {f} | " + " | ".join(str(c.get(sp, 0)) for sp in FAMILY_SPLITS) + " |" for f, c in by_family.items()]
    return "\n".join(rows) or "| (none) |" + " |" * len(FAMILY_SPLITS)


def _table(d: dict[str, int]) -> str:
    return "\n".join(f"| {k} | {v} |" for k, v in d.items()) or "| (none) | 0 |"


def card(name: str, dates: list[str], s: DatasetSummary, rules: list[str], r: RecordingFigures) -> str:
    """The card's text (README.md without its YAML header and budget section)."""
    return (_overview(name, dates, s, rules, r) + _privacy_section(s) + _samples_sections(s) + _alignment_section(r)
            + _targets_section(s) + _quality_section(s) + _baselines_section(s) + CONTACT_SHEET)


def _overview(name: str, dates: list[str], s: DatasetSummary, rules: list[str], r: RecordingFigures) -> str:
    statuses = ", ".join(f"{k}: {v}" for k, v in sorted(r.by_status.items())) or "none"
    dupes = ", ".join(s.duplicate_recordings_dropped) or "none"
    tasks = ", ".join(f"{k} {v}" for k, v in s.tasks_per_split.items()) or "-"
    return f"""# {name}

Computer-use training data built by cuaflow from human recordings (CUDAG layout, seed 000).

- Date range: {dates[0] if dates else "-"} … {dates[-1] if dates else "-"} ({len(dates)} partitions)
- Source recordings: {r.recordings} ({statuses})
- Grouping rule versions: {", ".join(rules) or "-"}
- Test cases (`test/test.json`): {s.test_cases}; {s.annotated} of them also drawn for a person to check
  (`test/annotated/`: the screenshot with the expected point, the prompt and the call)
- Recordings dropped as duplicates (same id or same content as an earlier one): {dupes}
- Trajectories (seed 003, `trajectories.jsonl`): {s.trajectories or 0}
- Personal data: {privacy_line(s.privacy) if s.privacy else f"{r.redacted} occurrences redacted"}
- Formats: {", ".join(s.formats)}; tasks per split (a task is in one split only): \
{tasks}

## Steps kept out of the samples, by reason

They stay in the `steps` table (`skip_reason`): e.g. `right_drag` (no seed 000 form), `secret` (typed into a
secure field), `private_range`, `off_screen`, `no_tool_call`.

| reason | steps |
|---|---|
{_table(s.steps_not_sampled)}
"""


def _samples_sections(s: DatasetSummary) -> str:
    return f"""
## Samples per split

| split | samples |
|---|---|
{_table(s.splits)}

## Sample families

`action`: goal (+ history) + screenshot → the step's call; `action_low_level`: the step's own instruction instead
of the goal (`steps.step_instruction`); `grounding`: "Click on <element>" → a click at the centre of an element of
the frame's accessibility snapshot. Every family follows its recording's task split; test files hold action
samples only.

| family | {" | ".join(FAMILY_SPLITS)} |
|---|{"---|" * len(FAMILY_SPLITS)}
{family_rows(s.by_family)}

Grounding samples (train + val) per element role:

| role | samples |
|---|---|
{_table(s.grounding_roles)}

Grounding samples (train + val) by source (`axtree`: the accessibility snapshot; `ocr`: a label read on the frame,
no role):

| source | samples |
|---|---|
{_table(s.grounding_sources)}

## Samples per task type (train + val)

Grounding samples have a task type of their own (`grounding`); their calls are clicks, so the table of actions
below counts them under `left_click`. Both tables count the same {sum(s.by_task_type.values())} samples.

| task type | samples |
|---|---|
{_table(s.by_task_type)}

## Samples per action

![samples per action](charts/samples_by_action.png)

| action | samples |
|---|---|
{_table(s.by_action)}

![samples per app](charts/samples_by_app.png)
"""


def _alignment_section(r: RecordingFigures) -> str:
    return f"""
## Clock alignment

Each recording's event↔video offset is checked against the video (logged cursor moves against changed
pixels). Offsets used, by source (every recording not quarantined; the histogram below counts the same ones):

| source | recordings |
|---|---|
{_table(r.offset_sources)}

Disagreement of the estimate with the log-derived offset (ms; `unverified`: nothing confident to match,
log-derived offset kept; `not checked`: the check was off, as for an excluded recording, whose frames are not
decoded):

![offset disagreement](charts/offset_disagreement.png)

| estimate − log (ms) | recordings |
|---|---|
{_table(r.disagreement)}

Steps whose post-action frame shows no change from the pre-action frame (flag `no_visible_effect`, kept):
{r.no_visible_effect}
"""


def _targets_section(s: DatasetSummary) -> str:
    return f"""
## Targets of pointer steps

The element each pointer step acted on, hit-tested in the accessibility snapshot in force before the action
(`target` / `target_end` of the `steps` table; test cases carry its box as `metadata.bbox`). Points (a drag's
two ends count twice) by source, and those without a target by reason:

| target | points |
|---|---|
{_table(s.targets)}

A snapshot logged at or after the press is the press's own. One logged before the step is kept only while the
element's region did not change in the video between the snapshot and the step's pre-action frame (compared on
the frames the pipeline decoded), and never beyond `targets.max_snapshot_age_ms`. Points whose snapshot predates
their step:

| snapshot logged before the step | points |
|---|---|
{_table(s.target_snapshots)}
"""


def _privacy_section(s: DatasetSummary) -> str:
    a = s.privacy
    if a is None:
        return ""
    if a.redaction == "off":
        return """
## Personal data

**Not redacted**: the recordings were processed with `privacy.enabled: false`; their frames and text are published
as recorded.
"""
    return f"""
## Personal data

Redaction: {a.redaction}. Text: {a.recognisers}; frames: OCR by {a.engine}. Found data is replaced by typed
surrogates in text (`<EMAIL_1>`) and filled opaque in images ({a.fill}); table `redactions` lists every
occurrence (never the value). Entity types: {", ".join(a.entities)}. Deny-list: {a.deny_list} terms, plus
{a.recording_terms} names the recordings revealed (paths, signed-in account, e-mail local parts); allow-list:
{a.allow_list} terms.

| entity type | occurrences |
|---|---|
{_table(a.by_type)}

| where | occurrences |
|---|---|
{_table(a.by_place)}
"""


def _quality_section(s: DatasetSummary) -> str:
    """Quality signals, filters and annotations (`quality`, `reasoning` in dataset.yaml); nothing when unset."""
    text = ""
    if s.quality is not None:
        text += f"""
## Quality signals

From the data itself (`quality.parquet` per recording, `quality_steps.parquet` per step: idle gaps, repeated
clicks, undo/redo loops, actions against the task's median, clock alignment confidence, target coverage):

| signal | total |
|---|---|
{_table({k: int(v) for k, v in s.quality.items()})}
"""
    if s.quality_filters is not None:
        text += f"""
## Quality filters

Samples each filter removed, in the order they apply (`quality` in dataset.yaml):

| filter | samples removed |
|---|---|
{_table(s.quality_filters)}
"""
    a = s.annotations
    if a is not None:
        text += f"""
## Model annotations

{_annotation_line(a)}
"""
    return text


def _annotation_line(a: dict[str, Any]) -> str:
    return (f'By {", ".join(a["models"]) or "-"} (prompts {", ".join(a["prompt_versions"]) or "-"}): '
            f'{a["steps"]} steps ({a["steps_unreadable"]} without a readable answer, never used), '
            f'{a["trajectories"]} trajectories; {a["answers_with_reasoning"]} answers carry their reasoning. '
            f'Asking them took {a["requests"]} requests, {a["prompt_tokens"]} prompt and '
            f'{a["completion_tokens"]} completion tokens, cost {a["cost"]:g}.')


def _baselines_section(s: DatasetSummary) -> str:
    rows = "\n".join(f"| {k} | {v.step_accuracy:.4f} | {v.n} |" for k, v in s.baselines.items())
    return f"""
## Reference baselines (test cases)

What `cuaflow eval` gives simple predictors on this version's `test/test.json` (the ground truth must be 1.0):

| predictor | step accuracy | cases |
|---|---|---|
{rows}
"""


CONTACT_SHEET = """
## Contact sheet

Sample screenshots with the action's target point drawn in red; grounding samples also show their element's box.

![contact sheet](contact_sheet.png)
"""

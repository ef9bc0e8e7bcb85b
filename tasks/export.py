"""Dataset build: the committed `samples` of a date window → a versioned CUDAG dataset folder.

    datasets/<name_prefix>-<version>/
      config.json  data.jsonl  train.jsonl  val.jsonl  [held_out.jsonl]
      images/<sample_id>.<fmt>
      test/test.json  test/images/<test_id>.<fmt>  test/annotated/<test_id>_annotated.png
      trajectories.jsonl      seed 003 step/state format, one line per recording
      states/<recording_id>/<frame>.<fmt>   images the trajectories reference
      README.md  contact_sheet.png  charts/samples_by_action.png
      manifest.json           sha256 of every file; written last (the commit point)

The version is a hash of the dataset config and the partitions' manifests, so the same inputs give
the same folder, byte for byte, and a new day gives a new version. Interpretation of seed 000's
generation keys for recorded data: `tasks` caps the number of train/val samples per task type (the
tool action, dashed), `task_distributions` splits a capped type's quota across apps by weight
(`other` takes apps not named); `test.count` caps the test cases drawn from test-split recordings."""

from __future__ import annotations

import hashlib
import io
import json
import os
import posixpath
import re
import shutil
import uuid
from collections import Counter, defaultdict
from typing import Any

import polars as pl
from PIL import Image, ImageDraw, ImageFont

from cuaflow.connectors.storage import PartitionLock, Root
from cuaflow.schemas.config import RunContext
from cuaflow.schemas.recording import fit_name
from cuaflow.schemas.samples import StdTask
from cuaflow.schemas.toolcall import tolerance_pair
from cuaflow.tasks.publish import committed_dates, read_manifest, read_table
from cuaflow.tasks.split import unit_hash
from cuaflow.tasks.stages import CODE_VERSION, checkpoint, digest, roots

DATASETS = "datasets"


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", (text or "").lower()).strip("-") or "unknown"


def _jsonl(rows: list[dict[str, Any]]) -> bytes:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows).encode()


def _order(df: pl.DataFrame) -> pl.DataFrame:
    return df.sort(["date", "recording_id", "step_index"]) if df.height else df


def apply_caps(pool: pl.DataFrame, ctx: RunContext) -> pl.DataFrame:
    """Per-task-type caps and per-app weights; which samples survive is decided by a seeded hash."""
    cfg = ctx.dataset
    if not cfg.tasks or pool.height == 0:
        return pool
    keep: list[str] = []
    for (task_type,), group in pool.group_by(["task_type"], maintain_order=True):
        cap = cfg.tasks.get(str(task_type))
        ids = group.select("id", "app").rows()
        ranked = sorted(ids, key=lambda r: unit_hash(cfg.seed, "cap", r[0]))
        if cap is None:
            keep += [r[0] for r in ranked]
            continue
        dist = cfg.task_distributions.get(str(task_type))
        if not dist:
            keep += [r[0] for r in ranked[:cap]]
            continue
        total = sum(dist.values())
        named = {_slug(k) for k in dist if k != "other"}
        for bucket, weight in sorted(dist.items()):
            quota = int(round(cap * weight / total))
            if bucket == "other":
                members = [r for r in ranked if _slug(r[1]) not in named]
            else:
                members = [r for r in ranked if _slug(r[1]) == _slug(bucket)]
            keep += [r[0] for r in members[:quota]]
    return pool.filter(pl.col("id").is_in(keep))


def _font(size: int) -> ImageFont.ImageFont | ImageFont.FreeTypeFont:
    try:
        return ImageFont.load_default(size=size)
    except TypeError:  # pragma: no cover - old Pillow
        return ImageFont.load_default()


def annotate(image_bytes: bytes, point: tuple[float, float] | None, prompt: str, call: str) -> bytes:
    """Test image with a red marker at the expected pixel and the prompt and call written below."""
    img = Image.open(io.BytesIO(image_bytes)).convert("RGB")
    w, h = img.size
    strip = max(48, h // 8)
    canvas = Image.new("RGB", (w, h + strip), (255, 255, 255))
    canvas.paste(img, (0, 0))
    d = ImageDraw.Draw(canvas)
    if point is not None:
        x, y = point
        r = max(6, w // 80)
        ring = max(2, r // 3)
        # a white halo under the red marker keeps it visible on any background
        d.ellipse((x - r - 2, y - r - 2, x + r + 2, y + r + 2), outline=(255, 255, 255), width=ring + 4)
        d.line((x - 2 * r, y, x + 2 * r, y), fill=(255, 255, 255), width=3)
        d.line((x, y - 2 * r, x, y + 2 * r), fill=(255, 255, 255), width=3)
        d.ellipse((x - r, y - r, x + r, y + r), outline=(255, 0, 0), width=ring)
        d.line((x - 2 * r, y, x + 2 * r, y), fill=(255, 0, 0), width=1)
        d.line((x, y - 2 * r, x, y + 2 * r), fill=(255, 0, 0), width=1)
    font = _font(max(10, strip // 4))
    d.text((6, h + 4), prompt[:200], fill=(0, 0, 0), font=font)
    d.text((6, h + 4 + strip // 2), call[:200], fill=(0, 0, 160), font=font)
    buf = io.BytesIO()
    canvas.save(buf, format="PNG", compress_level=6)
    return buf.getvalue()


def contact_sheet(items: list[tuple[bytes, tuple[float, float] | None, str]], cols: int = 4,
                  thumb_w: int = 240) -> bytes:
    """A grid of sample images, each with its action's point and name drawn on it."""
    thumbs = []
    for data, point, label in items:
        img = Image.open(io.BytesIO(data)).convert("RGB")
        scale = thumb_w / img.width
        t = img.resize((thumb_w, max(1, int(img.height * scale))))
        d = ImageDraw.Draw(t)
        if point is not None:
            x, y, r = point[0] * scale, point[1] * scale, 5
            d.ellipse((x - r, y - r, x + r, y + r), outline=(255, 0, 0), width=2)
        d.rectangle((0, t.height - 16, thumb_w, t.height), fill=(0, 0, 0))
        d.text((4, t.height - 15), label[:40], fill=(255, 255, 255), font=_font(11))
        thumbs.append(t)
    if not thumbs:
        thumbs = [Image.new("RGB", (thumb_w, thumb_w // 2), (230, 230, 230))]
    th = max(t.height for t in thumbs)
    rows = (len(thumbs) + cols - 1) // cols
    sheet = Image.new("RGB", (cols * (thumb_w + 4) + 4, rows * (th + 4) + 4), (255, 255, 255))
    for k, t in enumerate(thumbs):
        sheet.paste(t, (4 + (k % cols) * (thumb_w + 4), 4 + (k // cols) * (th + 4)))
    buf = io.BytesIO()
    sheet.save(buf, format="PNG", compress_level=6)
    return buf.getvalue()


def bar_chart(counts: dict[str, int], title: str) -> bytes:
    items = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
    bar_h, left, width = 22, 170, 640
    img = Image.new("RGB", (width, 40 + bar_h * max(1, len(items))), (255, 255, 255))
    d = ImageDraw.Draw(img)
    font = _font(13)
    d.text((8, 8), title, fill=(0, 0, 0), font=font)
    top = max([v for _, v in items] or [1])
    for k, (name, v) in enumerate(items):
        y = 34 + k * bar_h
        d.text((8, y + 3), name[:24], fill=(0, 0, 0), font=font)
        d.rectangle((left, y + 2, left + int((width - left - 60) * v / top), y + bar_h - 4), fill=(70, 110, 200))
        d.text((left + int((width - left - 60) * v / top) + 6, y + 3), str(v), fill=(0, 0, 0), font=font)
    buf = io.BytesIO()
    img.save(buf, format="PNG", compress_level=6)
    return buf.getvalue()


class _Writer:
    """Streams the dataset's files to their destination as they are made (memory stays flat however
    large the dataset), hashing each one for the manifest. Locally the destination is a hidden staging
    folder renamed into place at the end; on object stores it is the final prefix, and manifest.json,
    written last, is the commit point."""

    def __init__(self, out: Root, final: str) -> None:
        self.out, self.final = out, final
        self.base = f"{DATASETS}/.staging-{uuid.uuid4().hex}" if out.is_local else final
        self.hashes: dict[str, str] = {}

    def put(self, rel: str, data: bytes) -> None:
        self.out.write_bytes(f"{self.base}/{rel}", data)
        self.hashes[rel] = hashlib.sha256(data).hexdigest()
        if len(self.hashes) == 6:
            checkpoint("export")

    def copy(self, rel: str, src_rel: str) -> None:
        self.put(rel, self.out.read_bytes(src_rel))

    def commit(self, manifest: bytes) -> None:
        self.out.write_bytes(f"{self.base}/manifest.json", manifest)
        if self.out.is_local:
            target = self.out.path(self.final)
            if os.path.exists(target):
                shutil.rmtree(target)
            os.replace(self.out.path(self.base), target)


def _sample_line(row: dict[str, Any], image: str) -> dict[str, Any]:
    return {"id": row["id"], "image": image,
            "conversations": [{"from": c["from"], "value": c["value"]} for c in row["conversations"]],
            "metadata": json.loads(row["metadata"])}


def build_dataset(ctx: RunContext, dates: list[str] | None = None) -> dict[str, Any]:
    _, out = roots(ctx)
    with PartitionLock(out, "datasets"):
        _remove_stale_staging(out)
        return _build(ctx, out, dates)


def _remove_stale_staging(out: Root) -> None:
    """Staging folders left by a build that was killed (safe: builds hold the datasets lock)."""
    if out.is_local:
        for name in out.listdir(DATASETS):
            if name.startswith(".staging-"):
                shutil.rmtree(out.path(f"{DATASETS}/{name}"), ignore_errors=True)


def dedupe_recordings(samples: pl.DataFrame, recordings: pl.DataFrame | None = None) -> tuple[pl.DataFrame, list[str]]:
    """One demonstration must give samples once, in one split. The same recording id under two dates
    (a re-upload into another day's folder), or the same content (input hash) under two ids or days:
    the earliest (date, id) wins, the others are listed in the card."""
    if samples.height == 0:
        return samples, []
    units = samples.select("date", "recording_id").unique()
    if recordings is not None and recordings.height and "input_hash" in recordings.columns:
        hashes = recordings.select("date", "recording_id", "input_hash").unique(["date", "recording_id"])
        units = units.join(hashes, on=["date", "recording_id"], how="left")
    else:
        units = units.with_columns(input_hash=pl.lit(None, dtype=pl.String))
    units = units.with_columns(content=pl.coalesce(pl.col("input_hash"), pl.lit("id:") + pl.col("recording_id")))
    units = units.sort("date", "recording_id")
    keep = units.filter(pl.col("recording_id").is_first_distinct() & pl.col("content").is_first_distinct())
    dropped = units.join(keep, on=["date", "recording_id"], how="anti")
    notes = sorted(f"{d}/{r}" for d, r in dropped.select("date", "recording_id").rows())
    return samples.join(keep.select("date", "recording_id"), on=["date", "recording_id"], how="semi"), notes


def _build(ctx: RunContext, out: Root, dates: list[str] | None) -> dict[str, Any]:
    cfg = ctx.dataset
    window = dates if dates is not None else committed_dates(out)
    manifests = {d: read_manifest(out, d) for d in window}
    window = [d for d, m in manifests.items() if m]
    version = digest(cfg.fingerprint(), [manifests[d]["fingerprint"] for d in window], CODE_VERSION)[:10]  # type: ignore[index]
    name = f"{cfg.name_prefix}-{version}"
    final = f"{DATASETS}/{name}"
    if out.exists(f"{final}/manifest.json") and not ctx.force:
        return {"name": name, "path": out.display(final), "reused": True,
                **json.loads(out.read_bytes(f"{final}/manifest.json"))["summary"]}

    recordings = read_table(out, "recordings", window)
    samples, duplicates = dedupe_recordings(read_table(out, "samples", window), recordings)
    samples = _order(samples)
    steps = read_table(out, "steps", window)
    if duplicates and steps.height:
        keep = samples.select("recording_id", "date").unique()
        steps = steps.join(keep, on=["recording_id", "date"], how="semi")
    ext = cfg.output.image_format
    w = _Writer(out, final)
    summary: dict[str, Any] = {"dates": window, "splits": {}, "by_task_type": {}, "by_action": {}}

    def split_rows(split: str) -> list[dict[str, Any]]:
        return samples.filter(pl.col("split") == split).to_dicts() if samples.height else []

    pool = samples.filter(pl.col("split").is_in(["train", "val"])) if samples.height else samples
    pool = _order(apply_caps(pool, ctx)) if pool.height else pool
    lines: dict[str, list[dict[str, Any]]] = {"train": [], "val": [], "held_out": []}
    for row in pool.to_dicts() + (split_rows("held_out") if cfg.held_out.enabled else []):
        image = f"images/{row['id']}.{ext}"
        w.copy(image, row["image"])
        lines[row["split"]].append(_sample_line(row, image))
    w.put("train.jsonl", _jsonl(lines["train"]))
    w.put("val.jsonl", _jsonl(lines["val"]))
    w.put("data.jsonl", _jsonl(sorted(lines["train"] + lines["val"], key=lambda r: r["id"])))
    if cfg.held_out.enabled:
        w.put("held_out.jsonl", _jsonl(lines["held_out"]))

    # test cases from test-split recordings
    test_pool = split_rows("test")
    chosen = sorted(test_pool, key=lambda r: unit_hash(cfg.seed, "test", r["id"]))[: cfg.test.count]
    chosen.sort(key=lambda r: (r["date"], r["recording_id"], r["step_index"]))
    tol = cfg.test.tolerance
    tolerance: int | list[int] = tol if isinstance(tol, int) else list(tolerance_pair(tol))
    tests = []
    for row in chosen:
        test_id = f"test_{row['id']}"
        shot = f"images/{test_id}.{ext}"
        w.copy(f"test/{shot}", row["image"])
        tests.append({"test_id": test_id, "screenshot": shot, "prompt": row["prompt"],
                      "expected_action": json.loads(row["tool_call"]), "tolerance": tolerance,
                      "metadata": json.loads(row["metadata"]), "_frame": row["image"]})
    frames_of = {t["test_id"]: t.pop("_frame") for t in tests}
    w.put("test/test.json", (json.dumps(tests, ensure_ascii=False, indent=2) + "\n").encode())
    annotated = 0
    if cfg.annotation.enabled and tests:
        per_type = dict(cfg.annotation.per_type)
        by_type: dict[str, list[dict[str, Any]]] = defaultdict(list)
        for t in tests:
            by_type[t["metadata"]["task_type"]].append(t)
        picked: list[dict[str, Any]] = []
        if per_type:
            for tt, n in sorted(per_type.items()):
                picked += by_type.get(tt, [])[:n]
        if cfg.annotation.ratio is not None:
            rest = [t for t in tests if t not in picked]
            picked += [t for t in rest if unit_hash(cfg.seed, "annotate", t["test_id"]) < cfg.annotation.ratio]
        if not per_type and cfg.annotation.ratio is None:
            picked = [v[0] for _, v in sorted(by_type.items())]  # one per task type
        for t in sorted(picked, key=lambda t: t["test_id"]):
            real = t["metadata"].get("real_coords")
            has_point = "coordinate" in t["expected_action"]["arguments"]
            data = annotate(out.read_bytes(frames_of[t["test_id"]]), tuple(real) if real and has_point else None,
                            t["prompt"], json.dumps(t["expected_action"]["arguments"], ensure_ascii=False))
            w.put(f"test/annotated/{t['test_id']}_annotated.png", data)
            annotated += 1

    # seed 003: one task per recording, states are the pre/post frames, chained implicitly
    traj_rows = []
    if steps.height and samples.height:
        eligible = samples.select("recording_id", "step_index", "prompt", "split").join(
            steps.select("recording_id", "step_index", "pre_image", "post_image", "tool_call", "t_start_ms",
                         "pre_frame_pts_ms", "post_frame_pts_ms"), on=["recording_id", "step_index"])
        eligible = eligible.filter(pl.col("split") != "held_out").sort(["recording_id", "step_index"])
        for (rec_id,), group in eligible.group_by(["recording_id"], maintain_order=True):
            task_steps = []
            prev_out: str | None = None
            for s in group.to_dicts():
                pre = f"states/{fit_name(rec_id)}/{posixpath.basename(s['pre_image'])}"
                if pre not in w.hashes:
                    w.copy(pre, s["pre_image"])
                post = None
                if s["post_image"]:
                    post = f"states/{fit_name(rec_id)}/{posixpath.basename(s['post_image'])}"
                    if post not in w.hashes:
                        w.copy(post, s["post_image"])
                step: dict[str, Any] = {"instruction": s["prompt"]}
                if pre != prev_out:
                    step["input_state"] = {"image": pre, "frame_pts_ms": s["pre_frame_pts_ms"]}
                step["output_state"] = {"image": post, "frame_pts_ms": s["post_frame_pts_ms"],
                                        "action": json.loads(s["tool_call"])}
                task_steps.append(step)
                prev_out = post
            split = group["split"][0]
            task = StdTask.model_validate({"task_id": str(rec_id), "steps": task_steps,
                                           "metadata": {"split": split, "source": "cuaflow"}})
            traj_rows.append(task.model_dump(exclude_none=True, include={"task_id", "metadata", "steps"}))
    w.put("trajectories.jsonl", _jsonl(traj_rows))

    # card, pictures, config
    kept = pool.to_dicts() if pool.height else []
    by_action = Counter(r["action"] for r in kept)
    by_type = Counter(r["task_type"] for r in kept)
    by_app = Counter(r["app"] or "unknown" for r in kept)
    summary["splits"] = {"train": len(lines["train"]), "val": len(lines["val"]), "test": len(tests),
                         "held_out": len(lines["held_out"])}
    summary["by_task_type"] = dict(sorted(by_type.items()))
    summary["by_action"] = dict(sorted(by_action.items()))
    summary["annotated"] = annotated
    summary["recordings"] = int(recordings.filter(pl.col("status") == "processed").height) if recordings.height else 0
    summary["trajectories"] = len(traj_rows)
    summary["duplicate_recordings_dropped"] = duplicates
    sheet_items = []
    for r in kept[:16]:
        meta = json.loads(r["metadata"])
        call = json.loads(r["tool_call"])["arguments"]
        point = tuple(meta["real_coords"]) if "coordinate" in call else None
        sheet_items.append((out.read_bytes(r["image"]), point, call["action"]))
    w.put("contact_sheet.png", contact_sheet(sheet_items))
    w.put("charts/samples_by_action.png", bar_chart(dict(by_action), "train+val samples per action"))
    w.put("charts/samples_by_app.png", bar_chart(dict(by_app), "train+val samples per app (task type source)"))
    rules = sorted(set(steps["rules_version"].to_list())) if steps.height else []
    config_doc = {"name": name, "dataset": cfg.model_dump(mode="json"), "dates": window, "rules_versions": rules,
                  "code_version": CODE_VERSION,
                  "partitions": {d: manifests[d]["fingerprint"] for d in window}}  # type: ignore[index]
    w.put("config.json", (json.dumps(config_doc, indent=2, sort_keys=True) + "\n").encode())
    w.put("README.md", _card(name, window, summary, rules, recordings).encode())
    manifest = {"name": name, "files": dict(sorted(w.hashes.items())), "summary": summary}
    w.commit((json.dumps(manifest, indent=1, sort_keys=True) + "\n").encode())
    out.write_text(f"{DATASETS}/LATEST", name + "\n")
    return {"name": name, "path": out.display(final), "reused": False, **summary}


def _dupes(s: dict[str, Any]) -> str:
    return ", ".join(s.get("duplicate_recordings_dropped", [])) or "none"


def _card(name: str, dates: list[str], s: dict[str, Any], rules: list[str], recordings: pl.DataFrame) -> str:
    def table(d: dict[str, int]) -> str:
        return "\n".join(f"| {k} | {v} |" for k, v in d.items()) or "| (none) | 0 |"

    n_rec = recordings.height
    statuses = dict(Counter(recordings["status"].to_list())) if n_rec else {}
    return f"""# {name}

Computer-use training data built by cuaflow from human recordings (CUDAG layout, seed 000).

- Date range: {dates[0] if dates else "-"} … {dates[-1] if dates else "-"} ({len(dates)} partitions)
- Source recordings: {n_rec} ({", ".join(f"{k}: {v}" for k, v in sorted(statuses.items())) or "none"})
- Grouping rule versions: {", ".join(rules) or "-"}
- Test cases: {s["splits"].get("test", 0)}, annotated: {s.get("annotated", 0)}
- Recordings dropped as duplicates (same id or same content as an earlier one): {_dupes(s)}
- Trajectories (seed 003, `trajectories.jsonl`): {s.get("trajectories", 0)}

## Samples per split

| split | samples |
|---|---|
{table(s["splits"])}

## Samples per task type (train + val)

| task type | samples |
|---|---|
{table(s["by_task_type"])}

## Samples per action

![samples per action](charts/samples_by_action.png)

| action | samples |
|---|---|
{table(s["by_action"])}

![samples per app](charts/samples_by_app.png)

## Contact sheet

Sample screenshots with the action's target point drawn in red.

![contact sheet](contact_sheet.png)
"""

"""`cuaflow eval`'s text output: the score with its interval, where it came from, how the file was read, per
action, failures by reason, coordinate error, episodes, and what in the file was not scored (unknown ids,
ambiguous outputs)."""

from __future__ import annotations

from cuaflow.schemas.evaluation import EvalReport

SHOWN_IDS = 5


def _ids(ids: list[str], shown: int = SHOWN_IDS) -> str:
    more = f" … (+{len(ids) - shown})" if len(ids) > shown else ""
    return ", ".join(ids[:shown]) + more


def notices(report: EvalReport, shown: int = SHOWN_IDS) -> list[str]:
    """What in the file was read in a way the user should know, or not scored: one sentence each, the same in the
    text output and on the page."""
    out = []
    u = report.units
    if u and u.how == "auto-ambiguous":
        out.append(f"Units: {u.note}: a file in pixels scored as RU lands its points in the wrong place")
    if u and u.lines.get("refused"):
        out.append(f"Units: {u.lines['refused']} line(s) whose space cannot be known were not scored in a guessed "
                   "one (reason unknown_space or invalid): pass --dialect")
    if report.ambiguous:
        out.append(f"{len(report.ambiguous)} output(s) read by more than one format, the first in auto's order "
                   f"used (pass --format): {_ids(report.ambiguous, shown)}")
    if report.unknown_predictions:
        out.append(f"not scored: {len(report.unknown_predictions)} prediction(s) for ids the dataset does not "
                   f"hold: {_ids(report.unknown_predictions, shown)}")
    return out


def _reading(report: EvalReport) -> list[str]:
    formats = ", ".join(f"{k} {v}" for k, v in report.formats.items()) or "none read"
    units = report.units
    unit_text = f"{units.units} ({units.how}: {units.note})" if units else "ru"
    maps = [f"  mapping: {m} ({n} line{'s' * (n != 1)})" for m, n in (units.mappings if units else {}).items()]
    if units and units.roundtrip_native_px is not None:
        maps.append(f"  round-trip error: at most {units.roundtrip_native_px:g} native px (half a unit of the "
                    "model's space)")
    return [f"  read as: {formats}; units: {unit_text}", *maps, *(f"  warning: {n}" for n in notices(report))]


def report_lines(report: EvalReport) -> list[str]:
    ci = report.step_accuracy_interval
    interval = f" [{ci.low:.4f}, {ci.high:.4f}] 95 %" if ci else ""
    out = [f"{report.dataset}: step accuracy {report.step_accuracy:.4f}{interval} ({report.correct}/{report.n})"]
    p = report.provenance
    if p:
        model = f", model {', '.join(p.models)}" if p.models else ""
        out.append(f"  predictions: {p.predictions} (sha256 {(p.predictions_sha256 or '')[:16]}…){model}; "
                   f"scorer {p.scorer_version}, cuaflow {p.cuaflow_version}")
    out += _reading(report)
    for action, b in report.by_action.items():
        out.append(f"  {action:<16} {b.accuracy:.4f} ({b.correct}/{b.n})")
    if report.reasons:
        out.append("  failures: " + ", ".join(f"{k} {v}" for k, v in report.reasons.items()))
    err = report.coordinate_error_ru
    if err.get("count"):
        out.append(f"  coordinate error (RU): median {err['p50']}, p90 {err['p90']} over {err['count']} points")
    t = report.trajectories
    if t and t.episodes:
        out.append(f"  trajectories ({t.history} history): {t.episodes} episodes, step accuracy "
                   f"{t.step_accuracy:.4f}, episode success {t.episode_success:.4f}; {t.missing_steps} step(s) "
                   f"missing, {t.steps_with_extra_calls} with extra calls")
    return out


__all__ = ["report_lines"]

"""`cuaflow eval`'s text output: the score with its interval, where it came from, how the file was read, per
action, failures by reason, coordinate error, episodes, and what in the file was not scored (unknown ids,
ambiguous outputs)."""

from __future__ import annotations

from cuaflow.schemas.evaluation import EvalReport

SHOWN_IDS = 5


def _ids(ids: list[str]) -> str:
    more = f" … (+{len(ids) - SHOWN_IDS})" if len(ids) > SHOWN_IDS else ""
    return ", ".join(ids[:SHOWN_IDS]) + more


def _reading(report: EvalReport) -> list[str]:
    out = []
    formats = ", ".join(f"{k} {v}" for k, v in report.formats.items()) or "none read"
    units = report.units
    unit_text = f"{units.units} ({units.how}: {units.note})" if units else "ru"
    out.append(f"  read as: {formats}; units: {unit_text}")
    if units and units.how == "auto-ambiguous":
        out.append("  warning: units are ambiguous (RU assumed); pass --units ru|fraction|pixels to settle it")
    if report.ambiguous:
        out.append(f"  warning: {len(report.ambiguous)} output(s) read by more than one format, the first in "
                   f"auto's order used (pass --format): {_ids(report.ambiguous)}")
    if report.unknown_predictions:
        out.append(f"  not scored: {len(report.unknown_predictions)} prediction(s) for ids the dataset does not "
                   f"hold: {_ids(report.unknown_predictions)}")
    return out


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

"""Episodes: seed 003 trajectories scored step by step (README of tasks/, "Trajectories").

A trajectory is in scope when it belongs to the test split, or when the file answers at least one of its steps.
Every step of a trajectory in scope counts: a step the file does not answer is wrong (`missing`), so leaving out
hard steps cannot raise the score. A step's verdict is its first call's; an answer holding more calls than one
(an action after the right one) does not change the step's verdict but fails the episode, since a live run would
have executed it. Episode success: every step right, none missing, no extra call."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from cuaflow.schemas.evaluation import CaseResult, TrajectoryScore
from cuaflow.tasks.evaluation.cases import Case

if TYPE_CHECKING:
    from cuaflow.tasks.evaluation.formats import Parsed


@dataclass
class Trajectory:
    """One seed 003 task as cases, in step order."""

    task_id: str
    split: str | None
    steps: list[Case]
    instructions: list[str] = field(default_factory=list)  # each step's instruction (the goal, no history)
    images: list[str | None] = field(default_factory=list)  # each step's screen, relative to the dataset


def in_scope(t: Trajectory, answered: Mapping[str, object]) -> bool:
    return t.split == "test" or any(c.test_id in answered for c in t.steps)


def score_episodes(trajectories: list[Trajectory], answers: Mapping[str, Parsed],
                   judge: Callable[[Case, Parsed | None], CaseResult], history: str) -> TrajectoryScore:
    """Per-step accuracy and episode success over the trajectories in scope; `judge` gives one step's verdict."""
    steps = right = missing = extras = extras_only = success = episodes = 0
    for t in trajectories:
        if not t.steps or not in_scope(t, answers):
            continue
        episodes += 1
        verdicts = [judge(c, answers.get(c.test_id)) for c in t.steps]
        all_right = all(v.correct for v in verdicts)
        has_extra = any(v.extra_calls for v in verdicts)
        steps += len(verdicts)
        right += sum(v.correct for v in verdicts)
        missing += sum(c.test_id not in answers for c in t.steps)
        extras += sum(bool(v.extra_calls) for v in verdicts)
        success += all_right and not has_extra
        extras_only += all_right and has_extra
    return TrajectoryScore(
        history="own" if history == "own" else "recorded", episodes=episodes, steps=steps,
        step_accuracy=round(right / steps, 4) if steps else 0.0,
        episode_success=round(success / episodes, 4) if episodes else 0.0, missing_steps=missing,
        steps_with_extra_calls=extras, episodes_failed_by_extras_only=extras_only)


__all__ = ["Trajectory", "in_scope", "score_episodes"]

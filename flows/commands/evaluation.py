"""`cuaflow eval`, `cuaflow eval compare` and `cuaflow predict`: scoring predictions against a dataset version's
test cases (tasks/evaluation/README.md). None of them needs Prefect."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from cuaflow.flows.commands import FAULT, command, opt
from cuaflow.flows.errors import EXIT_FAILED, EXIT_INTERRUPTED, EXIT_OK, EXIT_USAGE, one_line
from cuaflow.schemas.dialects import DialectParams
from cuaflow.schemas.evaluation import FORMATS, EvalRules, PredictSettings, ReadSettings
from cuaflow.tasks.dialects import DIALECTS

# a wrong, missing or unparsable prediction is a verdict, not an error
EXITS = ((EXIT_OK, "done (a wrong, missing or unparsable prediction is a verdict, not an error)"), FAULT,
         EXIT_USAGE)


def _fail(command: str, message: str, code: int = EXIT_USAGE) -> int:
    print(f"cuaflow {command}: error: {message}", file=sys.stderr)
    return code


DATASET = (opt("--dataset", help="a dataset folder, or a version under --output (its name, its hash or `latest`)"),
           opt("--output", help="output root whose datasets/ holds the version named by --dataset"))


def _dialect(default: str | None, help_text: str) -> tuple[Any, ...]:
    return (opt("--dialect", choices=tuple(DIALECTS), default=default, help=help_text),
            *(opt(flag, type=int, help=f"{what} (default: the family's reference value)") for flag, what in (
                ("--factor", "smart resize: sides a multiple of this"),
                ("--min-pixels", "smart resize: the processor's min_pixels"),
                ("--max-pixels", "smart resize: the processor's (or server's) max_pixels"),
                ("--image-max-pixels", "LLaMA-Factory's own scaling before the processor's"),
                ("--image-min-pixels", "LLaMA-Factory's image_min_pixels"),
                ("--grid-end", "0-N grids: the value of the right/bottom edge (1000 or 999)"))))


READING = (
    opt("--format", choices=("auto", *FORMATS), default="auto",
        help="how outputs are written (default auto: tried in the order listed, ambiguity reported)"),
    opt("--units", choices=("auto", "ru", "fraction", "pixels"), default="auto",
        help="coordinate units (default auto: decided per line from that line alone, reported)"),
    opt("--scroll-unit-pixels", type=float, default=100.0,
        help="pixels of one wheel notch for outputs that scroll by notches (default 100)"),
    opt("--scroll-ratio", type=float, default=3.0, help="scroll amount may differ by this factor"),
    opt("--type-max-distance", type=float, default=0.2, help="type: highest normalised edit distance"),
    opt("--tolerance-only", action="store_true", help="ignore target boxes: seed 000's tolerance rule"),
    opt("--json", action="store_true", help="print only the report, one JSON object"),
    *_dialect(None, "the model's coordinate dialect for lines that do not record theirs (default: each line's "
                    "record, else --units)"),
)


def _dialect_params(args: argparse.Namespace) -> DialectParams:
    from cuaflow.tasks import dialects

    params = DialectParams(**{k: getattr(args, k, None) for k in (
        "factor", "min_pixels", "max_pixels", "image_max_pixels", "image_min_pixels", "grid_end")})
    if getattr(args, "dialect", None):
        dialects.check(dialects.get(args.dialect), params)
    elif any(v is not None for v in params.model_dump().values()):
        raise dialects.DialectError("resize and grid options need --dialect")
    return params


def _settings(args: argparse.Namespace) -> tuple[EvalRules, ReadSettings]:
    return (EvalRules(scroll_ratio=args.scroll_ratio, type_max_distance=args.type_max_distance,
                      use_box=not args.tolerance_only),
            ReadSettings(format=args.format, units=args.units, scroll_unit_pixels=args.scroll_unit_pixels,
                         dialect=args.dialect, dialect_params=_dialect_params(args)))


@command("eval", "score a model's predictions against a dataset's test cases", exits=EXITS,
         example="cuaflow eval --output OUT --dataset latest --predictions predictions.jsonl",
         options=(*DATASET,
                  opt("--predictions", help="JSONL: {\"test_id\": ..., \"prediction\": <a tool call, or the "
                                            "model's output in any --format>} per line"),
                  opt("--model", help="the model's name for the report (default: the lines' `model`)"),
                  opt("--html", metavar="DIR", help="write the summary and the failed cases on their screenshots to "
                                                    "DIR/index.html"),
                  opt("--html-limit", type=int, default=60,
                      help="cards per failure reason on the page (default 60)"),
                  *READING))
def evaluate(args: argparse.Namespace) -> int:
    """Score a model's predictions (JSONL, one per test case, any common output form) against a dataset version's
    test cases: step accuracy with its interval, per action and app, coordinate error, episode success,
    provenance; `eval compare A B` compares two files. Needs no Prefect server."""
    # with --json stdout holds one JSON object and nothing else
    from cuaflow.tasks.evaluation import files as eval_io
    from cuaflow.tasks.evaluation.page import write_page
    from cuaflow.tasks.evaluation.summary import report_lines

    if not args.dataset or not args.predictions:
        return _fail("eval", "--dataset and --predictions are required (or `cuaflow eval compare A B`)")
    try:
        rules, read = _settings(args)
        ds = eval_io.open_dataset(args.dataset, args.output)
        report, pf = eval_io.score_file(ds, args.predictions, rules, read, args.model)
    except (eval_io.EvalError, ValidationError, ValueError) as exc:
        return _fail("eval", one_line(exc))
    for line in pf.bad:
        print(f"cuaflow eval: warning: {args.predictions} {line}", file=sys.stderr)
    page = write_page(report, ds.root, ds.cases, args.html, args.html_limit) if args.html else None
    if args.json:
        print(json.dumps(report.model_dump(mode="json") | {"bad_lines": pf.bad}, ensure_ascii=False))
        return EXIT_OK
    print("\n".join(report_lines(report)))
    if page:
        print(f"  page: {page}")
    return EXIT_OK


@command("eval compare", "compare two predictions files on the same cases", exits=EXITS,
         example="cuaflow eval compare baseline.jsonl model.jsonl --output OUT --dataset latest",
         options=(opt("a", metavar="A.jsonl", help="the reference predictions"),
                  opt("b", metavar="B.jsonl", help="the predictions compared with A (difference = B − A)"),
                  *DATASET, *READING))
def compare_files(args: argparse.Namespace) -> int:
    """Per-case wins and losses, the accuracy difference B − A with a paired bootstrap 95 % interval and McNemar's
    exact p, overall, per action type and per app."""
    from cuaflow.tasks.evaluation import files as eval_io
    from cuaflow.tasks.evaluation.compare import compare, compare_text

    if not args.dataset:
        return _fail("eval compare", "--dataset is required")
    try:
        rules, read = _settings(args)
        ds = eval_io.open_dataset(args.dataset, args.output)
        (a, pa), (b, pb) = (eval_io.score_file(ds, path, rules, read) for path in (args.a, args.b))
    except (eval_io.EvalError, ValidationError, ValueError) as exc:
        return _fail("eval compare", one_line(exc))
    for path, pf in ((args.a, pa), (args.b, pb)):
        for line in pf.bad:
            print(f"cuaflow eval compare: warning: {path} {line}", file=sys.stderr)
    result = compare(a, b, args.a, args.b)
    if args.json:
        print(json.dumps(result.model_dump(mode="json"), ensure_ascii=False))
        return EXIT_OK
    print("\n".join(compare_text(result)))
    for side, r in (("A", a), ("B", b)):
        u = r.units
        print(f"  {side}: units {u.units if u else 'ru'} ({u.how + ': ' + u.note if u else ''}); "
              f"sha256 {(r.provenance.predictions_sha256 or '')[:16] if r.provenance else ''}…")
    return EXIT_OK


def _predict_settings(args: argparse.Namespace) -> PredictSettings:
    return PredictSettings(endpoint=args.endpoint, model=args.model, concurrency=args.concurrency,
                           retries=args.retries, backoff_s=args.backoff, timeout_s=args.timeout,
                           temperature=args.temperature, max_tokens=args.max_tokens, api_key_env=args.api_key_env,
                           read=ReadSettings(format=args.format), trajectories=args.trajectories,
                           dialect=args.dialect, dialect_params=_dialect_params(args))


@command("predict", "ask a served model (or a baseline) for a predictions file",
         example="cuaflow predict --output OUT --dataset latest --endpoint http://127.0.0.1:8000/v1 --model M",
         exits=(EXIT_OK, (EXIT_FAILED, "cases left without an answer (a rerun asks them), or a fault of the machine"),
                EXIT_USAGE, EXIT_INTERRUPTED),
         options=(*DATASET,
                  opt("--endpoint", help="the server's OpenAI-compatible base URL (…/v1) or …/chat/completions"),
                  opt("--model", help="the model name the server knows"),
                  opt("--baseline", choices=("centre", "repeat", "ground-truth"),
                      help="write a reference baseline as the predictions file instead of asking a model"),
                  opt("--out", default="predictions.jsonl", help="the predictions file (local; appended, resumed)"),
                  opt("--concurrency", type=int, default=4, help="requests in flight at once (default 4)"),
                  opt("--trajectories", action="store_true",
                      help="also answer the test split's trajectories step by step with the model's own history"),
                  opt("--retries", type=int, default=4, help="further attempts of a failed request (default 4)"),
                  opt("--backoff", type=float, default=1.0, help="first wait before a retry, seconds (doubles)"),
                  opt("--timeout", type=float, default=120.0, help="one request's timeout, seconds"),
                  opt("--temperature", type=float, default=0.0),
                  opt("--max-tokens", type=int, default=1024),
                  opt("--api-key-env", metavar="VAR", help="environment variable holding a bearer token"),
                  opt("--format", choices=("auto", *FORMATS), default="auto",
                      help="how answers are read for the model's own history (eval re-reads them)"),
                  *_dialect("ru", "the model's coordinate dialect: screenshots are resized as it says before they "
                                  "are sent, the prompt is written in its space, every line records it (default "
                                  "ru)")))
def predict(args: argparse.Namespace) -> int:
    """Ask a model served behind an OpenAI-compatible endpoint (vLLM, SGLang, TGI, llama.cpp) every test case of a
    dataset version with the exported samples' prompt, system turn and images: one JSONL line per answer, raw
    output kept, resumable. --baseline writes a reference baseline instead."""
    from cuaflow.tasks.committed import read_dataset_config
    from cuaflow.tasks.evaluation import files as eval_io
    from cuaflow.tasks.evaluation import predict as asking
    from cuaflow.tasks.evaluation import prompts

    if mistake := _predict_mistake(args):
        return _fail("predict", mistake)
    out = Path(args.out)
    try:
        ds, settings = _predict_inputs(args, out)
    except (eval_io.EvalError, ValidationError, ValueError) as exc:
        return _fail("predict", one_line(exc))
    if args.baseline:
        n = asking.write_baseline(args.baseline, ds.cases, out)
        print(f"{ds.name}: baseline {args.baseline}: {n} predictions for {len(ds.cases)} test cases → {out}")
        return EXIT_OK
    assert settings is not None
    doc = read_dataset_config(ds.root)
    src = prompts.load_source(ds.root, doc.dataset if doc else None)
    try:
        outcome = asking.predict(ds.root, ds.cases, ds.trajectories, src, settings, out)
    except KeyboardInterrupt:
        print(f"cuaflow predict: interrupted; the answers so far are in {out}, rerun the command to resume",
              file=sys.stderr)
        return EXIT_INTERRUPTED
    return _predict_summary(ds.name, outcome, out)


def _predict_mistake(args: argparse.Namespace) -> str | None:
    """What the options ask that cannot be done, before anything is read."""
    if not args.dataset:
        return "--dataset is required"
    if args.baseline and (args.endpoint or args.model):
        return "--baseline asks no model: give it without --endpoint and --model"
    if not args.baseline and not (args.endpoint and args.model):
        return "give --endpoint and --model (or --baseline)"
    return None


def _predict_inputs(args: argparse.Namespace, out: Path) -> tuple[Any, PredictSettings | None]:
    """The dataset version and the request settings (None for a baseline); an `--out` file that holds another
    model's lines is refused."""
    from cuaflow.tasks.evaluation import files as eval_io
    from cuaflow.tasks.evaluation import predict as asking

    settings = None if args.baseline else _predict_settings(args)
    ds = eval_io.open_dataset(args.dataset, args.output)
    if not out.parent.is_dir():
        raise eval_io.EvalError(f"--out {out}: folder {out.parent} does not exist")
    if why := asking.foreign_lines(out, f"baseline:{args.baseline}" if args.baseline else args.model):
        raise eval_io.EvalError(why)
    return ds, settings


def _predict_summary(name: str, outcome: Any, out: Path) -> int:
    for note in outcome.notes:
        print(f"cuaflow predict: note: {note}", file=sys.stderr)
    print(f"{name}: {outcome.answered} answered, {outcome.resumed} already in {out}, {len(outcome.failed)} without "
          f"an answer, {outcome.retried} retries → {out}")
    for test_id, why in outcome.failed[:5]:
        print(f"cuaflow predict: no answer for {test_id}: {why}", file=sys.stderr)
    if len(outcome.failed) > 5:
        print(f"cuaflow predict: … and {len(outcome.failed) - 5} more without an answer", file=sys.stderr)
    if outcome.stopped:
        print(f"cuaflow predict: stopped: {outcome.stopped}; rerun the command to resume", file=sys.stderr)
    if outcome.failed or outcome.stopped:
        return _fail("predict", "some cases got no answer; rerun the command to ask them again", EXIT_FAILED)
    return EXIT_OK


__all__ = ["compare_files", "evaluate", "predict"]

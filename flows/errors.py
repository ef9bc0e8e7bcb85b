"""The command line's expected failures, each printed as one line with its documented exit code
(README "Exit codes"): 0 done (quarantined recordings are reported, not fatal, unless --fail-on-quarantine); 1 a
run failed (the error is printed); 2 a mistake in the command or a configuration file; 3 the Prefect API cannot be
reached; 4 --fail-on-quarantine and a recording was quarantined; 5
`watch.policy: fail` and a night was anomalous; 130 interrupted (Ctrl-C / SIGTERM)."""

from __future__ import annotations

import logging

EXIT_OK, EXIT_FAILED, EXIT_USAGE, EXIT_API, EXIT_QUARANTINE, EXIT_INTERRUPTED = 0, 1, 2, 3, 4, 130
EXIT_ANOMALY = 5

# What each code means, the words of every `--help` (a command may word one of its own: flows/commands/).
EXIT_MEANINGS = {
    EXIT_OK: "done",
    EXIT_FAILED: "a run failed",
    EXIT_USAGE: "a mistake in the command (an option, or a file or dataset it names that cannot be used) or a "
                "configuration file",
    EXIT_API: "the Prefect API cannot be reached",
    EXIT_QUARANTINE: "--fail-on-quarantine and a recording was quarantined",
    EXIT_ANOMALY: "watch.policy: fail and a night was anomalous (pipeline.yaml)",
    EXIT_INTERRUPTED: "interrupted",
}


class UsageError(Exception):
    """A mistake in the command line: printed as one line, exit code 2."""


class NothingToDo(Exception):
    """A valid request that matches no data: a warning, exit code 0, outputs untouched (a flow run: the Completed
    state `NoArrivals`, whose data is `result`)."""

    def __init__(self, message: str, result: object = None) -> None:
        super().__init__(message)
        self.result = result


class ApiUnreachable(Exception):
    """The Prefect API cannot be reached: one line naming the URL and the remedy, exit code 3."""

    why = ""  # the failure in a few words (the transport error's name, an HTTP status)


class Quarantined(Exception):
    """`--fail-on-quarantine` and some recording was quarantined: exit code 4 after the summary."""


class AnomalousNight(Exception):
    """`watch.policy: fail` and a night's figure was outside its usual range: the flow run ends Failed with this
    message; the command prints the summary (`result`, the run's answer) and exits 5."""

    def __init__(self, message: str, result: object = None) -> None:
        super().__init__(message)
        self.result = result


def machine_fault_error(exc: Exception) -> Exception | None:
    """A full disk, an I/O error or no permission on the output: the machine's fault, said in one line with the
    path, the error, the free space where it can tell, and the remedy; never a recording's quarantine."""
    from cuaflow.connectors.storage import OutputFault, machine_fault

    fault = machine_fault(exc)
    if fault is None:
        return None
    what = "the output cannot be written" if isinstance(fault, OutputFault) else "the machine refused"
    advice = fault.advice() if isinstance(fault, OutputFault) else "fix it, then rerun the same command"
    return RuntimeError(f"{what}: {fault}; nothing was quarantined for it; {advice}")


def one_line(exc: Exception) -> str:
    return " ".join(str(exc).split())


class MachineFaultRecords(logging.Filter):
    """The engine's records of a machine fault (each task and flow run it stopped logs it with its traceback):
    the command says it once, in one line (`machine_fault_error`)."""

    def filter(self, record: logging.LogRecord) -> bool:
        from cuaflow.connectors.storage import machine_fault

        exc = record.exc_info[1] if record.exc_info else None
        return not ((exc is not None and machine_fault(exc) is not None) or "OutputFault" in record.getMessage())


def faults_said_once() -> None:
    for logger in (logging.getLogger(), logging.getLogger("prefect")):
        for handler in logger.handlers:
            if not any(isinstance(f, MachineFaultRecords) for f in handler.filters):
                handler.addFilter(MachineFaultRecords())


class SaidRecords(logging.Filter):
    """Prefect's own records of an exception cuaflow has already said in one line (a refused run: its state's
    message and its log say why): the engine logs every failed run's end again with a traceback."""

    def filter(self, record: logging.LogRecord) -> bool:
        exc = record.exc_info[1] if record.exc_info else None
        return not getattr(exc, "cuaflow_said", False)


_ENGINE_LOGGERS = ("prefect.flow_runs", "prefect.engine")


def said(exc: BaseException) -> BaseException:
    """Mark `exc` as said in one line: Prefect's engine does not log it again with its traceback."""
    exc.cuaflow_said = True  # type: ignore[attr-defined]
    for name in _ENGINE_LOGGERS:
        logger = logging.getLogger(name)
        if not any(isinstance(f, SaidRecords) for f in logger.filters):
            logger.addFilter(SaidRecords())
    return exc

"""The command line's expected failures, each printed as one line with its documented exit code
(README "Exit codes"): 0 done (quarantined recordings are reported, not fatal, unless --fail-on-quarantine); 1 a
run failed (the error is printed); 2 a mistake in the command or a configuration file; 3 the Prefect API cannot be
reached; 4 --fail-on-quarantine and a recording was quarantined; 130 interrupted (Ctrl-C / SIGTERM)."""

from __future__ import annotations

EXIT_OK, EXIT_FAILED, EXIT_USAGE, EXIT_API, EXIT_QUARANTINE, EXIT_INTERRUPTED = 0, 1, 2, 3, 4, 130


class UsageError(Exception):
    """A mistake in the command line: printed as one line, exit code 2."""


class NothingToDo(Exception):
    """A valid request that matches no data: a warning, exit code 0, outputs untouched."""


class ApiUnreachable(Exception):
    """The Prefect API cannot be reached: one line naming the URL and the remedy, exit code 3."""

    why = ""  # the failure in a few words (the transport error's name, an HTTP status)


class Quarantined(Exception):
    """`--fail-on-quarantine` and some recording was quarantined: exit code 4 after the summary."""

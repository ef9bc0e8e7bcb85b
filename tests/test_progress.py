"""The progress figures of a partition (done/total, rate, bytes, time left) and the live line that only a
terminal gets."""

from __future__ import annotations

import io
import os
import pty
import select

from cuaflow.tasks.run.progress import Progress


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_rate_bytes_and_eta_from_a_known_clock() -> None:
    clock = Clock()
    p = Progress("2025-01-01", total=10, total_bytes=40 << 20, clock=clock, stream=io.StringIO())
    for _ in range(3):
        p.advance(4 << 20)
    clock.now += 6.0  # 3 recordings in 6 s: 0.5/s, 7 left → 14 s
    assert p.line() == ("2025-01-01: [3/10] recordings done, 0.50/s, 12.0 of 40.0 MiB, elapsed 0:00:06, "
                        "ETA 0:00:14")


def test_live_line_only_on_a_terminal() -> None:
    captured = io.StringIO()  # a file or a pipe: nothing written, the log lines say it all
    p = Progress("d", total=2, total_bytes=0, stream=captured)
    p.advance(0)
    p.advance(0)
    assert captured.getvalue() == ""
    main, child = pty.openpty()
    with os.fdopen(child, "w") as tty:
        p = Progress("d", total=2, total_bytes=2 << 20, stream=tty)
        p.advance(1 << 20)
        p.advance(1 << 20)
    text = ""
    while select.select([main], [], [], 1.0)[0]:  # everything written, however the terminal hands it over
        try:
            chunk = os.read(main, 4096).decode()
        except OSError:  # the writing side is closed
            break
        if not chunk:
            break
        text += chunk
    os.close(main)
    assert text.count("\r\x1b[K") == 2 and "[1/2] recordings done" in text and "[2/2]" in text
    assert text.rstrip("\r\n").endswith("ETA 0:00:00")

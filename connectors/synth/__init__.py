"""Synthetic Clones recordings, written the way the real recorder writes them: the source tree of
`cuaflow demo` (`demo_source`), and the writer the tests build their recordings with.

The video is real H.264 (libx264 through PyAV) with variable frame timing. Every frame shows two barcodes:
its own index and the 'UI state' (how many actions have taken effect), so whoever looks at a frame (a person
at the demo's contact sheet, a test through `tests/synth.py`) can tell which frame it is and whether it shows
the screen before or after an action. The event log carries the real recorder's quirks: ffmpeg start lines
(the video starts at the `Output #0` line), logical-point cursor coordinates on a HiDPI video, absolute or
relative time, and optionally duplicated lines, out-of-order lines and missing key-ups.

One module a subject: `spec` (what is asked and what was written), `performer` (actions into log lines),
`screen` (frames and their encoding), `recording` (one folder), `demo` (the demo's tree). This face hands on
the names other layers and the tests use."""

from cuaflow.connectors.synth.demo import ax_node, ax_screen, demo_source, standard_actions, with_snapshots
from cuaflow.connectors.synth.performer import state_at, unicode_info
from cuaflow.connectors.synth.recording import event_time, write_checksums, write_recording
from cuaflow.connectors.synth.screen import BITS, CELL, draw_frame, encode_video, frame_times
from cuaflow.connectors.synth.spec import EFFECT_LATENCY_MS, EPOCH0, Action, ExpectedStep, SynthResult, SynthSpec

__all__ = ["BITS", "CELL", "EFFECT_LATENCY_MS", "EPOCH0", "Action", "ExpectedStep", "SynthResult", "SynthSpec",
           "ax_node", "ax_screen", "demo_source", "draw_frame", "encode_video", "event_time", "frame_times",
           "standard_actions", "state_at", "unicode_info", "with_snapshots", "write_checksums", "write_recording"]

"""Vendor trajectory deliveries (seeds 001 and 002), desktop and mobile.

The seeds leave exact file encodings and column names open; cuaflow reads them as follows (and rejects
anything else with the file, the line and what was expected):

Folder `<TID>-<Tool>-<Prompt>/` (the TID — letters, digits, `_`, `.`, at least one letter or digit — is the
recording id; an empty or all-dots TID is refused by name):

- `<TID>.mp4` — the screen recording; its first frame is the event clock's 0.
- `<TID>-EventLogs.txt | .csv | .json` — raw events, times in ms since the recording started (UTF-8; a leading
  byte-order mark is dropped and flagged):
  - `.txt`: one event per line, `<t_ms> <event> key=value …`; a value with spaces is JSON-quoted (`text="a b"`).
  - `.csv`: header row, columns `t_ms,event,x,y,x2,y2,button,click_count,key,direction,amount,duration_ms,text,
    text_length,masked` (any subset after `t_ms,event`; empty cells are absent values).
  - `.json`: a list of objects with the same keys (or `{"events": [...]}`).
- `<TID>-StructuredTrajectory.json` — `{"metadata": {...}, "intent": str?, "steps": [...]}`; metadata keys as in
  seed 001 (`task_id, instruction, tool_name, category, OS, resolution "WxH", duration, FPS, trajectory_status,
  rejection_reason, …`); each step `{step, action, start_ms, end_ms, x?, y?, …, raw_thought?, reasoning?, instruction?,
  frames?: {before?, after?}}`.
- `Frames/<TID>-Frame-Step-<n>-before|after.(webp|jpg|png)` — the vendor's frames (optional).
- Seed 002 extras, all optional: `<TID>-Prompt.txt`, `<TID>-ChainOfThought.txt`.

Coordinates are native screen pixels (seed 001: frames keep the native resolution), so the scale is 1.

Event names (seeds 001/002): `mouse_move`, `mouseover_start/_end`, `mouse_down_<left|right|middle>`,
`mouse_up_<…>`, `click_count` (a field), `drag_start/_end`, `scroll_start/_end` (`direction`, `amount` px),
`key_down/_up` (`key` in `CtrlLeft+AltRight+KeyA` notation), `input_text_start/_end` (`text`, `masked`,
`text_length`); mobile `tap`, `double_tap`, `long_press` (`duration_ms`), `scroll_up/_down/_left/_right`,
`pinch_zoom_in/_out` (`x,y,x2,y2`), `swipe`, `input_text`, `back_button`, `home_button`, `recent_button`,
`orientation_change`, `orientation_lock`. Desktop events become the canonical primitives (so the same grouping
rules apply as for Clones); a mobile gesture is one canonical `gesture` event. `scroll_down` means what it
means on a desktop wheel: the content moves up to show what is below.
`input_text_end` carries the span's text; without `text=`/`text_length` the key events inside the span are the
typing (none: the delivery is refused, naming the line). A `masked` value never reaches the events table: its
text, and the keys pressed inside its span, are dropped from the parsed columns and from the stored line.
`click_count` on a press is kept (the grouping trusts it for double/triple clicks). The metadata's FPS,
frame_count and duration are checked against the video (`delivery_checks`).

One module a subject: `files` (the folder, found by its task id), `logs` (the three log encodings), `events`
(vendor events into canonical rows), `trajectory` (StructuredTrajectory and the metadata), `reading` (the
phases) and `connector`. This face hands on the names other layers and the tests use.
"""

from cuaflow.connectors.vendor.connector import CONNECTOR, VendorConnector
from cuaflow.connectors.vendor.events import ACTIONS, GESTURES, to_canonical
from cuaflow.connectors.vendor.files import bad_task_id, task_id
from cuaflow.connectors.vendor.logs import BadLine, parse_csv, parse_json_events, parse_txt
from cuaflow.connectors.vendor.reading import read_recording
from cuaflow.connectors.vendor.trajectory import STEP_CLASSES, delivery_checks

_Bad = BadLine  # the name the tests knew it by

__all__ = ["ACTIONS", "CONNECTOR", "GESTURES", "STEP_CLASSES", "BadLine", "VendorConnector", "_Bad", "bad_task_id",
           "delivery_checks", "parse_csv", "parse_json_events", "parse_txt", "read_recording", "task_id",
           "to_canonical"]

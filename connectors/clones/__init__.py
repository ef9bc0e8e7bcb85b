"""The Clones demonstration format (seed 004; the facts of real recordings it relies on: connectors/README.md),
one module a subject: `files` (the folder and the reading's context), `checksums`, `log` (a line into an event
row), `log_table` (the whole log, streamed), `axtree`, `meta`, `checks`, `clock`, `reading` (the phases) and
`connector`. This face hands on the names other layers and the tests use."""

from cuaflow.connectors.clones.axtree import ax_snapshots, flatten_axtree
from cuaflow.connectors.clones.connector import CONNECTOR, ClonesConnector
from cuaflow.connectors.clones.log import parse_actual_char
from cuaflow.connectors.clones.log_table import _RAW_POLARS, parse_log_lines, raw_lines, read_log_table
from cuaflow.connectors.clones.meta import KNOWN_PLATFORMS
from cuaflow.connectors.clones.reading import read_recording

__all__ = ["CONNECTOR", "KNOWN_PLATFORMS", "_RAW_POLARS", "ClonesConnector", "ax_snapshots", "flatten_axtree",
           "parse_actual_char", "parse_log_lines", "raw_lines", "read_log_table", "read_recording"]

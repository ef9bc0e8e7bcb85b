"""Storage: `Root` (root.py), the one interface every read and write goes through, over a `LocalBackend`
(local.py) or an `FsspecBackend` (fsspec_backend.py); path safety (paths.py); the machine's faults on the output,
which stop a run (faults.py). This face hands on the names other layers and the tests use."""

from cuaflow.connectors.storage.faults import MACHINE_ERRNOS, OutputFault, is_permanent_oserror, machine_fault
from cuaflow.connectors.storage.local import LEGACY_TEMP_AGE_S
from cuaflow.connectors.storage.paths import (
    PERMANENT_ERRNOS,
    TEMP_PREFIX,
    WRITES_TEMP,
    NotRegularFile,
    UnsafePath,
    check_component,
    check_relpath,
)
from cuaflow.connectors.storage.root import PartitionLock, Root, open_root, roots

__all__ = ["LEGACY_TEMP_AGE_S", "MACHINE_ERRNOS", "PERMANENT_ERRNOS", "TEMP_PREFIX", "WRITES_TEMP", "NotRegularFile",
           "OutputFault", "PartitionLock", "Root", "UnsafePath", "check_component", "check_relpath",
           "is_permanent_oserror", "machine_fault", "open_root", "roots"]

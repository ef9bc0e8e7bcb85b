"""Storage: `Root` (root.py), the one interface every read and write goes through, over a `LocalBackend`
(local.py) or an `FsspecBackend` (fsspec_backend.py); path safety and error kinds (paths.py). This face hands
on the names other layers and the tests use."""

from cuaflow.connectors.storage.local import LEGACY_TEMP_AGE_S
from cuaflow.connectors.storage.paths import (
    PERMANENT_ERRNOS,
    TEMP_PREFIX,
    WRITES_TEMP,
    NotRegularFile,
    UnsafePath,
    check_component,
    check_relpath,
    is_permanent_oserror,
)
from cuaflow.connectors.storage.root import PartitionLock, Root, open_root, roots

__all__ = ["LEGACY_TEMP_AGE_S", "PERMANENT_ERRNOS", "TEMP_PREFIX", "WRITES_TEMP", "NotRegularFile", "PartitionLock",
           "Root", "UnsafePath", "check_component", "check_relpath", "is_permanent_oserror", "open_root", "roots"]

"""Every source format cuaflow reads, in detection order. Adding a format = one module with a `Connector`
subclass (see connectors/README.md) and one entry here."""

from __future__ import annotations

from cuaflow.connectors import clones, vendor
from cuaflow.connectors.base import Connector
from cuaflow.connectors.storage import Root
from cuaflow.schemas.settings import ScrollSettings

# Clones first: a Clones folder is recognised by its fixed file names, a vendor folder by its name's task id.
CONNECTORS: tuple[Connector, ...] = (clones.CONNECTOR, vendor.CONNECTOR)
_BY_NAME = {c.name: c for c in CONNECTORS}


def detect(root: Root, path: str) -> Connector | None:
    """The connector of the first format that recognises the folder, or None."""
    return next((c for c in CONNECTORS if c.detect(root, path)), None)


def connector(source_format: str) -> Connector:
    """The connector that wrote a RecordingRef / RecordingMeta's `source_format`."""
    try:
        return _BY_NAME[source_format]
    except KeyError:
        raise ValueError(f"unknown source format {source_format!r}; known: {sorted(_BY_NAME)}") from None


def scroll_factors(scroll: ScrollSettings) -> dict[str, dict[str, float]]:
    """Every format's scroll factors in effect (its own, with the settings' overrides): what the steps' pixels
    depend on."""
    return {c.name: c.scroll_factors(scroll) for c in CONNECTORS}

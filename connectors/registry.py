"""Every source format cuaflow reads, in detection order. Adding a format = one module with a `Connector`
subclass (see connectors/README.md "Adding a source format") and its instance added to `CONNECTORS` here: the
only table that names formats (`connector` looks names up in it)."""

from __future__ import annotations

from cuaflow.connectors import clones, vendor
from cuaflow.connectors.base import Connector
from cuaflow.connectors.storage import Root
from cuaflow.schemas.settings import ScrollSettings

# Clones first: a Clones folder is recognised by its fixed file names, a vendor folder by its name's task id.
CONNECTORS: tuple[Connector, ...] = (clones.CONNECTOR, vendor.CONNECTOR)


def detect(root: Root, path: str) -> Connector | None:
    """The connector of the first format that recognises the folder, or None."""
    return next((c for c in CONNECTORS if c.detect(root, path)), None)


def connector(source_format: str) -> Connector:
    """The connector that wrote a RecordingRef / RecordingMeta's `source_format`."""
    found = next((c for c in CONNECTORS if c.name == source_format), None)
    if found is None:
        raise ValueError(f"unknown source format {source_format!r}; known: {sorted(c.name for c in CONNECTORS)}")
    return found


def scroll_factors(scroll: ScrollSettings) -> dict[str, dict[str, float]]:
    """Every format's scroll factors in effect (its own, with the settings' overrides): what the steps' pixels
    depend on."""
    return {c.name: c.scroll_factors(scroll) for c in CONNECTORS}

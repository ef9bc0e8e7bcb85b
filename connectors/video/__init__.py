"""Screen video through PyAV: `reader` (open, index the packets, decode only the frames asked for),
`thumbnail` (small grey images of frames), `timeline` (the checks at ingest). This face hands on the names
other layers and the tests use."""

from cuaflow.connectors.video.reader import DecodePlan, PacketIndex, VideoError, VideoReader, h264_packet_kind
from cuaflow.connectors.video.thumbnail import _FULL_RANGE, grey_thumbnail
from cuaflow.connectors.video.timeline import inspect_video

__all__ = ["_FULL_RANGE", "DecodePlan", "PacketIndex", "VideoError", "VideoReader", "grey_thumbnail",
           "h264_packet_kind", "inspect_video"]

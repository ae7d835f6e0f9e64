"""Camera frames as the vision model reads them: RGB PIL images.

A frame arrives as a JPEG/PNG path (recorded runs) or as an HxWx3 uint8 RGB array
(a decoded ROS image message, a camera driver). Both end up here, so a bad frame
is reported the same way whichever way it came.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
from PIL import Image

from memory_core.perception.base import PerceptionError


def load_frame(image: str | Path | np.ndarray) -> Image.Image:
    """An RGB image from a file path or an HxWx3 uint8 RGB array; PerceptionError if unusable."""
    if isinstance(image, np.ndarray):
        return from_array(image)
    return from_file(Path(image))


def from_file(path: Path) -> Image.Image:
    if not path.is_file():
        raise PerceptionError(
            f"image {path} does not exist (run-file image paths are relative to the run file)"
        )
    try:
        with Image.open(path) as opened:
            opened.load()  # decode now: a truncated file fails here, not inside the model
            return opened.convert("RGB")
    except (OSError, ValueError, Image.DecompressionBombError) as error:
        raise PerceptionError(f"image {path} cannot be decoded as JPEG/PNG: {error}") from None


def from_array(array: np.ndarray) -> Image.Image:
    if array.dtype != np.uint8 or array.ndim != 3 or array.shape[2] != 3:
        raise PerceptionError(
            f"image array of shape {array.shape} and dtype {array.dtype}: expected HxWx3 uint8 "
            "RGB (convert BGR, RGBA or mono frames first, e.g. cv_bridge encoding 'rgb8')"
        )
    if array.shape[0] == 0 or array.shape[1] == 0:
        raise PerceptionError(f"image array of shape {array.shape} is empty")
    return Image.fromarray(np.ascontiguousarray(array))

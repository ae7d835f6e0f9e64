"""Frames from JPEG/PNG files and RGB arrays; unusable frames say why."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from memory_core.perception import PerceptionError, load_frame


@pytest.mark.parametrize("suffix", [".jpg", ".png"])
def test_image_files_load_as_rgb(tmp_path: Path, suffix: str) -> None:
    path = tmp_path / f"frame{suffix}"
    Image.new("L", (64, 48), color=200).save(path)  # grey: converted to RGB on load

    image = load_frame(str(path))

    assert (image.mode, image.size) == ("RGB", (64, 48))


def test_an_rgb_array_loads_with_its_pixels() -> None:
    array = np.zeros((48, 64, 3), np.uint8)
    array[0, 0] = (255, 0, 0)

    image = load_frame(array)

    assert image.size == (64, 48) and image.getpixel((0, 0)) == (255, 0, 0)


def test_a_missing_file_names_the_path(tmp_path: Path) -> None:
    with pytest.raises(PerceptionError, match=r"frames/0001\.jpg does not exist"):
        load_frame(tmp_path / "frames" / "0001.jpg")


def test_a_corrupt_file_names_the_path(tmp_path: Path) -> None:
    path = tmp_path / "broken.jpg"
    path.write_bytes(b"\xff\xd8\xff\xe0 not really a jpeg")

    with pytest.raises(PerceptionError, match=r"broken\.jpg cannot be decoded"):
        load_frame(path)


@pytest.mark.parametrize(
    "array",
    [
        np.zeros((48, 64, 4), np.uint8),  # RGBA
        np.zeros((48, 64), np.uint8),  # mono
        np.zeros((48, 64, 3), np.float32),
        np.zeros((0, 64, 3), np.uint8),
    ],
)
def test_arrays_that_are_not_rgb8_are_refused(array: np.ndarray) -> None:
    with pytest.raises(PerceptionError, match=r"HxWx3 uint8 RGB|empty"):
        load_frame(array)

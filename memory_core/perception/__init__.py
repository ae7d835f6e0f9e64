"""Perception: what a camera frame shows, as a scene caption and object labels.

The paper runs Florence-2 (``<MORE_DETAILED_CAPTION>`` for the caption memory,
``<DENSE_REGION_CAPTION>`` for the graph's labels). Frames that already carry
both skip the model; without a configured model, they must.

    base           the Perceiver interface, PerceptionError, PrecomputedPerceiver
    frames         JPEG/PNG paths and RGB arrays -> PIL images
    dense_regions  dense-region output -> labelled pixel boxes, label clean-up
    florence       the Florence-2 perceiver (imports torch; loaded only when configured)
    factory        make_perceiver: the perceiver the configuration asks for
"""

from memory_core.perception.base import (
    ModelLoadError,
    Perceiver,
    PerceptionError,
    PrecomputedPerceiver,
    given_perception,
)
from memory_core.perception.dense_regions import Region, clean_label, parse_dense_regions
from memory_core.perception.factory import make_perceiver
from memory_core.perception.frames import load_frame

__all__ = [
    "ModelLoadError",
    "Perceiver",
    "PerceptionError",
    "PrecomputedPerceiver",
    "Region",
    "clean_label",
    "given_perception",
    "load_frame",
    "make_perceiver",
    "parse_dense_regions",
]

"""Florence-2 ``<DENSE_REGION_CAPTION>`` output as labelled pixel boxes.

The model writes ``red couch<loc_12><loc_340><loc_388><loc_702>door<loc_...>...``:
a phrase, then one or more boxes of four location tokens each, coordinates
quantised to 1000 bins of the image width and height. Pure functions, so the
parsing is tested on strings. (transformers' ``post_process_generation`` does
the same but needs the checkpoint's ``post_processor_config``, torch for the
arithmetic, and drops every non-ASCII character of a label.)
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from memory_core.camera import Box
from memory_core.labels import normalize_label

# Florence-2 quantises box coordinates into this many bins per axis.
LOCATION_BINS = 1000

_PHRASE_AND_BOXES = re.compile(r"([^<]*(?:<(?!loc_\d+>)[^<]*)*)((?:<loc_\d+>)+)")
_LOCATION = re.compile(r"<loc_(\d+)>")
# Control tokens (<s>, </s>, <pad>, <od>, ...) that can sit inside a phrase.
_TAG = re.compile(r"</?[a-z_]+>")
_ARTICLES = re.compile(r"\b(?:a|an|the)\b")
_EDGE_PUNCTUATION = " .,;:!?\"'()[]{}-"


@dataclass(frozen=True)
class Region:
    """One object the model saw: its label and its box (x0, y0, x1, y1) in pixels."""

    label: str
    box: tuple[float, float, float, float]


def parse_dense_regions(text: str, image_size: tuple[int, int]) -> list[Region]:
    """Every labelled box in ``text``, in order; ``image_size`` is (width, height).

    A phrase followed by several boxes yields one region per box (the model's
    way of saying "two chairs"); phrases without a label or without a complete
    box, and anything after the last box, are dropped.
    """
    width, height = image_size
    regions = []
    for phrase, locations in _PHRASE_AND_BOXES.findall(text):
        label = clean_label(phrase)
        if not label:
            continue
        bins = [min(int(value), LOCATION_BINS - 1) for value in _LOCATION.findall(locations)]
        for start in range(0, len(bins) - 3, 4):
            x0, y0, x1, y1 = bins[start : start + 4]
            box = (
                _pixel(x0, width),
                _pixel(y0, height),
                _pixel(x1, width),
                _pixel(y1, height),
            )
            regions.append(Region(label, box))
    return regions


def clean_label(phrase: str) -> str:
    """A model phrase as a memory label: "The Red couch." -> "red couch".

    Lower case, control tokens, articles and edge punctuation removed; the words
    that tell objects apart ("red", "wooden", "glass") are kept.
    """
    text = normalize_label(_TAG.sub(" ", phrase))
    return normalize_label(_ARTICLES.sub(" ", text)).strip(_EDGE_PUNCTUATION)


def labels_of(regions: list[Region]) -> tuple[str, ...]:
    """The regions' labels in order, one per box (repeats mean several instances)."""
    return tuple(region.label for region in regions)


def boxes_of(regions: list[Region], image_size: tuple[int, int]) -> tuple[Box, ...]:
    """The regions' boxes as fractions of ``image_size`` (width, height), aligned with
    ``labels_of``: clamped to [0, 1], corners put in order (x0 <= x1, y0 <= y1)."""
    width, height = image_size
    boxes = []
    for region in regions:
        x0, y0, x1, y1 = region.box
        xs = sorted(_fraction(x, width) for x in (x0, x1))
        ys = sorted(_fraction(y, height) for y in (y0, y1))
        boxes.append((xs[0], ys[0], xs[1], ys[1]))
    return tuple(boxes)


def _fraction(pixels: float, extent: int) -> float:
    return min(max(pixels / extent, 0.0), 1.0)


def _pixel(bin_index: int, extent: int) -> float:
    """The centre of a quantisation bin, in pixels."""
    return (bin_index + 0.5) * extent / LOCATION_BINS

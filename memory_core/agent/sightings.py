"""The first or last sighting of a thing by the captioner, the robot's second sensor.

The detector's labels place a thing; the captioner also names things the detector
missed (a trolley at the edge of the frame, a glimpse in a busy scene). "Where did
you last see the trolley?" rests on whichever of the two saw it last: answering
from the latest *label* sent people to where the trolley stood twenty minutes
earlier, when a caption had named it since. A caption-only sighting is placed
``ahead_m`` in front of the robot, as a label seen along one line of sight is.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass

from memory_core.agent.compounds import names_thing
from memory_core.agent.traced_tools import TracedTools
from memory_core.lexicon import other_names
from memory_core.types import CaptionHit

# A caption wins over a label sighting only when it is this much earlier (first) or
# later (last): at the same moment the label's position, from its box, is better.
CAPTION_LEAD_S = 10.0
# Words a caption quotes are what a sign says, not what is in view: 'you can read
# "Lemurs come only from Madagascar"' shows no lemur.
_QUOTED = re.compile(r'"[^"]*"|\u201c[^\u201d]*\u201d')


@dataclass(frozen=True)
class CaptionSighting:
    """A caption that names the thing, and where that puts the thing."""

    caption: CaptionHit
    position: list[float]

    @property
    def t(self) -> float:
        return self.caption.t


def captioned_sighting(
    tools: TracedTools,
    thing: str,
    until: float,
    *,
    first: bool,
    ahead_m: float,
    at_height: Callable[[float], bool] | None = None,
) -> CaptionSighting | None:
    """The earliest (``first``) or latest caption by ``until`` that names ``thing`` by any
    of its everyday names, word for word (a "workbench" names no bench, a "train station"
    no train). One caption is enough: asking for two agreeing lost a third of the gain on
    the generated worlds, whose glimpses at the edge of a busy scene are real."""
    found = _captions_naming(tools, thing, until, earliest=first)
    if at_height is not None:  # "on the ground floor": captions taken at its height
        found = [hit for hit in found if at_height(hit.z)]
    if not found:
        return None
    hit = (min if first else max)(found, key=lambda caption: caption.t)
    ahead = (hit.x + ahead_m * math.cos(hit.yaw), hit.y + ahead_m * math.sin(hit.yaw), hit.z)
    return CaptionSighting(hit, list(ahead))


def caption_times(tools: TracedTools, thing: str, until: float, most: int) -> list[float]:
    """When captions by ``until`` named ``thing`` (as captioned_sighting reads them): the
    ``most`` earliest such captions' times, oldest first."""
    return sorted({hit.t for hit in _captions_naming(tools, thing, until, True, most)})


def _captions_naming(
    tools: TracedTools, thing: str, until: float, earliest: bool, most: int | None = None
) -> list[CaptionHit]:
    """The latest (or ``earliest``) captions by ``until`` that name ``thing`` by any of its
    everyday names, word for word, its words in quotes aside (at most ``most`` per name;
    the retrieval k by default)."""
    return [
        hit
        for name in other_names(thing)
        for hit in tools.captions_saying(name, until, most, earliest=earliest)
        if names_thing(thing, unquoted(hit.caption))
    ]


def unquoted(caption: str) -> str:
    """The caption without the words it quotes (what signs say): what it shows in view."""
    return _QUOTED.sub(" ", caption)


def caption_comes_first(caption_t: float, label_t: float | None, *, first: bool) -> bool:
    """Whether a caption sighting at ``caption_t`` is the first (or last) sighting, beside
    the labels' first (or last) at ``label_t`` (None: the labels never saw it)."""
    if label_t is None:
        return True
    return caption_t < label_t - CAPTION_LEAD_S if first else caption_t > label_t + CAPTION_LEAD_S

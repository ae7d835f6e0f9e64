"""Other ways of asking, captioning and labelling: test material the agent was not tuned on.

The default phrasebook, captioner and labeller (``phrasebook.py``,
``captions.py``, ``perception.py``) are what the planner was developed
against. The modules here were written by someone who never saw the planner,
only the question types and the styles of public question sets and
captioners, so scores on them measure how the agent generalises.

A ``Style`` picks one of each by name; the same seed gives the same world,
route and detections in every style (only words change).
"""

from __future__ import annotations

import argparse
import importlib
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import Any

PHRASINGS = {
    "default": "sim_eval.sim.phrasebook",
    "people": "sim_eval.sim.styles.phrasing_people",
    "episodic": "sim_eval.sim.styles.phrasing_episodic",
    "typed": "sim_eval.sim.styles.phrasing_typed",
}
CAPTIONERS = {
    "default": "sim_eval.sim.captions",
    "florence": "sim_eval.sim.styles.captions_florence",
    "terse": "sim_eval.sim.styles.captions_terse",
}
LABELLERS = {
    "default": None,  # the Perceiver's own: a synonym, sometimes with the colour
    "descriptive": "sim_eval.sim.styles.labels_descriptive",
}
# Reported once, at the end of a round of changes: never looked at while tuning.
HELD_OUT = frozenset({"phrasing=episodic", "captions=terse"})


@dataclass(frozen=True)
class Style:
    """Which phrasebook, captioner and labeller a simulation uses."""

    phrasing: str = "default"
    captions: str = "default"
    labels: str = "default"

    def __post_init__(self) -> None:
        for kind, name, known in (
            ("phrasing", self.phrasing, PHRASINGS),
            ("captions", self.captions, CAPTIONERS),
            ("labels", self.labels, LABELLERS),
        ):
            if name not in known:
                raise ValueError(f"unknown {kind} style {name!r}; known: {', '.join(known)}")

    @property
    def suffix(self) -> str:
        """'' for the default style, else '+people+florence' (folder and row names)."""
        parts = [name for name in (self.phrasing, self.captions, self.labels) if name != "default"]
        return "".join(f"+{name}" for name in parts)

    @property
    def held_out(self) -> bool:
        return bool(
            {f"phrasing={self.phrasing}", f"captions={self.captions}", f"labels={self.labels}"}
            & HELD_OUT
        )

    def phrasebook(self) -> ModuleType:
        return importlib.import_module(PHRASINGS[self.phrasing])

    def describe(self) -> Callable[..., Any]:
        """The captioner: ``describe(world, frame, detections, rng) -> Caption``."""
        return importlib.import_module(CAPTIONERS[self.captions]).describe

    def labeller(self) -> Callable[..., str] | None:
        """``word(obj, rng, attribute) -> str``, or None for the Perceiver's own."""
        module = LABELLERS[self.labels]
        return None if module is None else importlib.import_module(module).word


def add_style_options(parser: argparse.ArgumentParser) -> None:
    """--phrasing, --captions, --labels: words the agent was not tuned on (sim/styles)."""
    for option, known in (("phrasing", PHRASINGS), ("captions", CAPTIONERS), ("labels", LABELLERS)):
        parser.add_argument(
            f"--{option}",
            choices=list(known),
            default="default",
            help=f"{option} style (sim_eval/sim/styles; default: the one tuned on)",
        )

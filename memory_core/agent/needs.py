"""Implicit needs: "where can I sit down?" is a question about chairs, benches, couches.

Each need has a few example requests and the things that satisfy it. A question
is matched to a need by embedding similarity to the examples (so "I'm tired,
is there a seat?" works without listing those words); the planner then looks
for the things, by similarity again.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from memory_core.embedding import TextEmbedder


@dataclass(frozen=True)
class Need:
    name: str
    examples: tuple[str, ...]
    satisfied_by: tuple[str, ...]


NEEDS: tuple[Need, ...] = (
    Need(
        "sit",
        ("where can I sit down", "I need a seat", "I am tired and want to rest", "a place to sit"),
        ("chair", "bench", "couch", "sofa", "seat", "armchair"),
    ),
    Need(
        "coffee",
        ("where can I get a coffee", "I want an espresso", "I need caffeine"),
        ("cafe", "coffee shop", "espresso machine", "coffee machine", "coffee cups"),
    ),
    Need(
        "eat",
        ("where can I eat", "I am hungry", "where can I get food", "I want lunch"),
        ("food truck", "restaurant", "cafeteria", "cafe", "vending machine", "snack bar"),
    ),
    Need(
        "trash",
        ("where can I throw this away", "I need to throw away rubbish", "where is a bin"),
        ("trash can", "garbage bin", "waste basket", "recycling bin"),
    ),
    Need(
        "repair robot",
        ("where can I repair my robot", "I need to fix my robot", "where are the tools"),
        ("laboratory", "workshop", "workbench", "soldering station", "tools", "robot arm"),
    ),
    Need(
        "upstairs",
        ("how do I get upstairs", "I need to go to another floor", "where can I go up"),
        ("elevator", "stairs", "staircase", "escalator"),
    ),
    Need(
        "leave",
        ("how do I get out of here", "where is the way out", "I want to leave the building"),
        ("exit", "exit sign", "glass door", "entrance", "main door"),
    ),
    Need(
        "restroom",
        ("where can I wash my hands", "I need the bathroom", "where is the toilet"),
        ("restroom", "toilet", "bathroom", "sink"),
    ),
    Need(
        "bike",
        ("where can I park my bike", "where can I lock my bicycle"),
        ("bike rack", "bicycle rack", "bicycle parking"),
    ),
)


class NeedMatcher:
    """Finds the need a request expresses, if any, by similarity to example requests."""

    def __init__(self, embedder: TextEmbedder, threshold: float) -> None:
        self._embedder = embedder
        self._threshold = threshold
        self._examples: np.ndarray | None = None
        self._owner: list[Need] = [need for need in NEEDS for _ in need.examples]

    def named(self, thing: str) -> Need | None:
        """The need a thing's name is ("trash": "I've got some trash, where does it go?")."""
        return next((need for need in NEEDS if need.name == thing), None)

    def match(self, request: str) -> tuple[Need, float] | None:
        if self._examples is None:
            self._examples = self._embedder.encode(
                [example for need in NEEDS for example in need.examples]
            )
        scores = self._examples @ self._embedder.encode_one(request)
        best = int(np.argmax(scores))
        if float(scores[best]) < self._threshold:
            return None
        return self._owner[best], float(scores[best])

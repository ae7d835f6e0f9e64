"""The questions the agent benchmark times: one probe per kind of question.

Each probe has a few fixed texts (asked again and again: their query embeddings
are cached, as for a robot asked the same things all day) and a maker of new
text (never embedded before). The things, colours and places come from the
simulator's catalog, so the questions are about what the tiled tours hold.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import numpy as np

from benchmarks import workload
from memory_core.agent.reader import Intent, read_question

SIT_FORMS = ("Where can I sit down for {n} minutes?", "I'm tired, where can I sit for {n} minutes?")


class Phrases:
    """Phrases never embedded before: new question text defeats the query-embedding LRU.

    The embedder caches the last 1024 query texts (labels enter the memory
    through the uncached batch path), so each phrase is handed out once per run.
    """

    def __init__(self, rng: np.random.Generator) -> None:
        things = workload.askable_things()
        colours = sorted({c for thing in things for c in workload.colours_of(thing)})
        single = [f"{colour} {thing}" for colour in colours for thing in things]
        double = [
            f"{first} and {second} {thing}"
            for first, second in itertools.permutations(colours, 2)
            for thing in things
        ]
        self._things = iter([single[i] for i in rng.permutation(len(single))] + double)
        self._absent = _numbered(workload.absent_things())
        self._places = _numbered(workload.places())
        self._numbers = itertools.count(1)

    def thing(self) -> str:
        return next(self._things)

    def absent(self) -> str:
        return next(self._absent)

    def place(self) -> str:
        return next(self._places)

    def number(self) -> int:
        return next(self._numbers)


def _numbered(names: Iterator[str] | tuple[str, ...] | list[str]) -> Iterator[str]:
    """Each name once, then "<name> number N" for ever."""
    names = list(names)
    yield from names
    for n in itertools.count(2):
        yield from (f"{name} number {n}" for name in names)


@dataclass(frozen=True)
class Probe:
    """One kind of question: fixed texts (repeated case) and a maker of new texts."""

    name: str
    intent: Intent
    repeated: tuple[str, ...]
    new_text: Callable[[Phrases], str]
    note: str = ""


PROBES = (
    Probe(
        "'where is the closest X?'",
        Intent.LOCATE,
        ("Where is the closest fire hydrant?", "Where is the closest elevator?",
         "Where is the nearest trash can?", "Where is the closest couch?"),
        lambda p: f"Where is the closest {p.thing()}?",
    ),
    Probe(
        "'take me to the X'",
        Intent.LOCATE,
        ("Take me to the elevator.", "Take me to the bike rack.", "Take me to the 3d printer.",
         "Can you take me to the espresso machine, please?"),
        lambda p: f"Take me to the {p.thing()}.",
    ),
    Probe(
        "'when did you last see X?'",
        Intent.LAST_SEEN,
        ("When did you last see a fire hydrant?", "When did you last see the whiteboard?",
         "When did you last see a mailbox?", "When did you last see the red couch?"),
        lambda p: f"When did you last see the {p.thing()}?",
    ),
    Probe(
        "'did you see a X?'",
        Intent.PRESENCE,
        ("Did you see a bicycle?", "Did you see a microwave?", "Did you see a stop sign?",
         "Have you seen a robot arm?"),
        lambda p: f"Did you see a {p.thing()}?",
    ),
    Probe(
        "'did you see a horse?' (never seen)",
        Intent.PRESENCE,
        ("Did you see a horse?", "Did you see a giraffe?", "Have you seen a piano?",
         "Did you see a helicopter?"),
        lambda p: f"Did you see a {p.absent()}?",
    ),
    Probe(
        "'is there a X near the Y?'",
        Intent.PRESENCE,
        ("Is there a bike rack near the fire hydrant?", "Is there a trash can near the bench?",
         "Is there a plant near the window?", "Is there a chair near the desk?"),
        lambda p: f"Is there a {p.thing()} near the {p.thing()}?",
    ),
    Probe(
        "'when did you leave the building?'",
        Intent.EVENT,
        ("When did you leave the building?", "When did you enter the building?"),
        lambda p: f"When did you leave building {p.number()}?",
        note="new text: 'when did you leave building N?'",
    ),
    Probe(
        "'how long were you inside?'",
        Intent.DURATION,
        ("How long were you inside?", "How long were you inside the building?"),
        lambda p: f"How long were you in the {p.place()}?",
        note="new text: 'how long were you in the <place>?', the tours' kinds of place",
    ),
    Probe(
        "'where can I sit down?'",
        Intent.LOCATE,
        ("Where can I sit down?", "I'm tired, where can I sit?"),
        lambda p: SIT_FORMS[p.number() % 2].format(n=p.number()),
        note="new text: 'where can I sit down for N minutes?'",
    ),
    Probe(
        "'what colour were the couches?'",
        Intent.DESCRIBE,
        ("What colour were the couches?", "What colour were the chairs?",
         "What colour was the door of the lab?"),
        lambda p: f"What colour was the {p.thing()}?",
    ),
)  # fmt: skip


def check_intents() -> None:
    """Every probe's questions must parse as the intent it is meant to time."""
    phrases = Phrases(np.random.default_rng(0))
    for probe in PROBES:
        for text in (*probe.repeated, probe.new_text(phrases)):
            parsed = read_question(text).intent
            if parsed is not probe.intent:
                raise RuntimeError(f"{text!r} parses as {parsed}, not {probe.intent}")

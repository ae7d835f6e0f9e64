"""NaVQA-style questions with ground truth computed as of the asker's moment.

Five types (spatial, temporal, binary, duration, text), several phrasings
each. Every question carries ``now`` (a frame time, often mid-run) and ``at``
(the robot's true position then); its truth only uses what happened at or
before ``now``. The record is also a valid ``lgr ask --batch`` line (extra
fields are ignored there).
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import Any, TypeVar

import numpy as np

from sim_eval.sim import phrasebook as default_phrasebook
from sim_eval.sim.catalog import ABSENT, CATEGORIES, COLOURS, NEEDS
from sim_eval.sim.geometry import distance
from sim_eval.sim.history import History, Stretch
from sim_eval.sim.model import Region, WorldObject
from sim_eval.sim.trajectory import TrueFrame
from sim_eval.sim.words import plural, with_article
from sim_eval.sim.world import World

TYPES = ("spatial", "temporal", "binary", "duration", "text")
# "Is there an X near the Y?": yes when an X is within NEAR_YES of a Y, no when
# every X is beyond NEAR_NO (the gap keeps borderline cases out of the benchmark).
NEAR_RADIUS_M = 10.0
NEAR_YES_M = 5.0
NEAR_NO_M = 25.0
# Shorter stays are passing through, not being somewhere.
MIN_STAY_S = 20.0
# Synonyms too generic or shared to name a category in a question.
VAGUE = frozenset(
    {
        "robot",
        "printer",
        "meter",
        "flag",
        "truck",
        "cup",
        "seat",
        "scope",
        "menu",
        "plant",
        "counter",
        "screen",
        "table",
        "door",
        "sign",
        "monitor",
        "entrance",
        "lift",
        "umbrella",
    }
)
DURATION_KINDS = frozenset(
    {
        "robotics lab",
        "electronics lab",
        "fabrication lab",
        "computer lab",
        "cafe",
        "kitchen",
        "restroom",
        "seminar room",
        "office",
        "atrium",
        "plaza",
        "parking lot",
    }
)
ODD_COLOURS = ("purple", "pink", "turquoise", "gold")
COLOUR_ALIASES = {"grey": ("grey", "gray"), "silver": ("silver", "metallic")}

T = TypeVar("T")


@dataclass(frozen=True)
class Moment:
    """When and where the question is asked: a frame time and the robot's true position."""

    now: float
    at: list[float]


class QuestionWriter:
    def __init__(
        self,
        world: World,
        history: History,
        rng: np.random.Generator,
        phrasebook: ModuleType = default_phrasebook,
        phrase_rng: np.random.Generator | None = None,
    ) -> None:
        """``phrase_rng``, when given, picks the templates of ``phrasebook``: the main stream
        then picks the same questions whatever the style, so styles differ only in words."""
        self.world, self.history, self.rng = world, history, rng
        self.ask, self._phrase_rng = phrasebook, phrase_rng
        words = Counter(word for category in CATEGORIES.values() for word in set(category.synonyms))
        self._shared = {word for word, uses in words.items() if uses > 1}
        self._asked: Counter[tuple[str, str]] = Counter()
        self._makers: dict[str, Callable[[Moment], tuple[str, dict[str, Any]] | None]] = {
            "spatial": self.spatial,
            "temporal": self.temporal,
            "binary": self.binary,
            "duration": self.duration,
            "text": self.text,
        }

    def write(self, count: int) -> list[dict[str, Any]]:
        """``count`` questions (fewer if a short run cannot support them), types interleaved."""
        quotas = {
            kind: count // len(TYPES) + (i < count % len(TYPES)) for i, kind in enumerate(TYPES)
        }
        texts: Counter[str] = Counter()
        answers: set[str] = set()
        per_type: dict[str, list[dict[str, Any]]] = {kind: [] for kind in TYPES}
        for kind in TYPES:
            attempts = 0
            while len(per_type[kind]) < quotas[kind] and attempts < 40 * quotas[kind] + 40:
                attempts += 1
                moment = self._moment()
                made = self._makers[kind](moment)
                if made is None or texts[made[0]] >= 2:
                    continue
                question, truth = made
                # One question per distinct truth: "how long were you inside?" asked three
                # ways at the same moment is one test, not three.
                answer = json.dumps([kind, truth], sort_keys=True)
                if answer in answers:
                    continue
                if kind == "text" and any(k in question.lower() for k in truth["keywords"]):
                    continue  # the question must not give its answer away
                answers.add(answer)
                texts[question] += 1
                self._asked[(kind, str(truth.get("category")))] += 1
                per_type[kind].append(
                    {
                        "type": kind,
                        "question": question,
                        "now": moment.now,
                        "at": moment.at,
                        "truth": truth,
                    }
                )
        merged = []
        for index in range(max(quotas.values(), default=0)):
            merged += [per_type[kind][index] for kind in TYPES if index < len(per_type[kind])]
        return [{"id": f"q{n:03d}", **record} for n, record in enumerate(merged, start=1)]

    # -- shared helpers -------------------------------------------------------------------

    def _moment(self) -> Moment:
        """Half at the end of the run, half at a random frame after the first 15%."""
        frames = self.history.frames
        if self.rng.random() < 0.5 or len(frames) < 4:
            frame = frames[-1]
        else:
            frame = frames[int(self.rng.integers(max(1, len(frames) * 15 // 100), len(frames)))]
        return Moment(frame.t, [round(frame.x, 2), round(frame.y, 2), 0.0])

    def _pick(self, items: Sequence[T]) -> T:
        return items[int(self.rng.integers(len(items)))]

    def _phrase(self, templates: Sequence[str]) -> str:
        """A template of the phrasebook (from its own stream in a non-default style)."""
        if self._phrase_rng is None:
            return self._pick(templates)
        return templates[int(self._phrase_rng.integers(len(templates)))]

    def _fresh(self, kind: str, categories: Sequence[str]) -> str:
        """A category asked about least so far in this type: spread questions over the world."""
        least = min(self._asked[(kind, category)] for category in categories)
        return self._pick([c for c in categories if self._asked[(kind, c)] == least])

    def _noun(self, category: str, plain: bool = False) -> str:
        """The canonical name, or now and then an unambiguous synonym (colourless if ``plain``)."""
        options = [
            word
            for word in CATEGORIES[category].synonyms[1:]
            if word not in self._shared | VAGUE
            and not (plain and COLOURS.intersection(word.split()))
        ]
        if options and self.rng.random() < 0.35:
            return self._pick(options)
        return category

    def _fill(self, template: str, noun: str, **extra: str) -> str:
        return template.format(x=noun, a_x=with_article(noun), xs=plural(noun), **extra)

    def _askable_seen(self, now: float) -> list[str]:
        return [c for c in self.history.seen_categories(now) if CATEGORIES[c].askable]

    @staticmethod
    def _by_distance(objects: list[WorldObject], at: list[float]) -> list[WorldObject]:
        return sorted(objects, key=lambda obj: (distance(obj.xy, (at[0], at[1])), obj.id))

    # -- spatial ----------------------------------------------------------------------------

    def spatial(self, moment: Moment) -> tuple[str, dict[str, Any]] | None:
        """Where is the nearest X / where can I sit down: every seen instance is acceptable."""
        now = moment.now
        if self.rng.random() < 0.2:
            needs = [need for need, cats in NEEDS.items() if self.history.seen(cats, now)]
            if not needs:
                return None
            need = self._pick(needs)
            objects = self._by_distance(self.history.seen(NEEDS[need], now), moment.at)
            truth = self._targets(objects)
            truth |= {"need": need, "categories": sorted({obj.category for obj in objects})}
            return self._phrase(self.ask.NEEDS[need]), truth
        categories = self._askable_seen(now)
        if not categories:
            return None
        category = self._fresh("spatial", categories)
        noun, colour = self._noun(category), None
        objects = self.history.seen([category], now)
        if CATEGORIES[category].colours and self.rng.random() < 0.3:
            colour = self._pick(sorted({obj.colour for obj in objects if obj.colour}))
            objects = [obj for obj in objects if obj.colour == colour]
            noun = f"{colour} {self._noun(category, plain=True)}"
        objects = self._by_distance(objects, moment.at)
        truth = self._targets(objects) | {"category": category}
        if colour:
            truth["colour"] = colour
        return self._fill(self._phrase(self.ask.SPATIAL), noun), truth

    @staticmethod
    def _targets(objects: list[WorldObject]) -> dict[str, Any]:
        return {
            "positions": [obj.xyz for obj in objects],
            "closest": objects[0].xyz,
            "object_ids": [obj.id for obj in objects],
        }

    # -- temporal ---------------------------------------------------------------------------

    def temporal(self, moment: Moment) -> tuple[str, dict[str, Any]] | None:
        """When did you last/first see X, or enter/leave a building."""
        draw = self.rng.random()
        if draw < 0.35:
            return self._event_time(moment)
        first = draw < 0.5
        categories = self._askable_seen(moment.now)
        if not categories:
            return None
        if not first and self.rng.random() < 0.75:
            # Mostly things last seen a while ago: "just now" is the easy case.
            earlier = [
                c
                for c in categories
                if (
                    self.history.last_seen(self.history.seen([c], moment.now), moment.now)
                    or moment.now
                )
                <= moment.now - 60.0
            ]
            categories = earlier or categories
        category = self._fresh("temporal", categories)
        objects = self.history.seen([category], moment.now)
        templates = self.ask.FIRST_SEEN if first else self.ask.LAST_SEEN
        if not CATEGORIES[category].landmark:
            templates = tuple(t for t in templates if "pass" not in t)
        if first:
            time = self.history.first_seen(objects, moment.now)
        else:
            time = self.history.last_seen(objects, moment.now)
        assert time is not None
        truth = {"time": time, "category": category, "which": "first" if first else "last"}
        return self._fill(self._phrase(templates), self._noun(category)), truth

    def _event_time(self, moment: Moment) -> tuple[str, dict[str, Any]] | None:
        kind = "enter" if self.rng.random() < 0.5 else "leave"
        building = None
        if self.rng.random() < 0.5:
            building = self._pick(sorted(self.world.buildings))
        event = self.history.last_event(kind, building, moment.now)
        if event is None:
            return None
        if building is None:
            template = self._phrase(self.ask.ENTER_ANY if kind == "enter" else self.ask.LEAVE_ANY)
        else:
            template = self._phrase(self.ask.ENTER_ONE if kind == "enter" else self.ask.LEAVE_ONE)
        truth = {
            "time": event.t,
            "event": {"kind": kind, "building": event.building, "door": event.door},
        }
        return template.format(building=f"building {building}"), truth

    # -- binary -----------------------------------------------------------------------------

    def binary(self, moment: Moment) -> tuple[str, dict[str, Any]] | None:
        """Did you see X (yes, wrong colour, absent from the world, not yet seen), X near Y."""
        draw = self.rng.random()
        if draw < 0.3:
            return self._seen_yes(moment)
        if draw < 0.42:
            return self._wrong_colour(moment)
        if draw < 0.62:
            category = self._fresh("binary", ABSENT)
            return self._fill(self._phrase(self.ask.SEEN), category), {
                "binary": False,
                "category": category,
                "reason": "absent",
            }
        if draw < 0.78:
            return self._not_seen(moment)
        return self._near(moment, positive=draw < 0.89)

    def _seen_yes(self, moment: Moment) -> tuple[str, dict[str, Any]] | None:
        categories = self._askable_seen(moment.now)
        if not categories:
            return None
        category = self._fresh("binary", categories)
        noun = self._noun(category)
        truth: dict[str, Any] = {"binary": True, "category": category, "reason": "seen"}
        seen = self.history.seen([category], moment.now)
        if CATEGORIES[category].colours and self.rng.random() < 0.25:
            colour = self._pick(sorted({obj.colour for obj in seen if obj.colour}))
            noun, truth["colour"] = f"{colour} {self._noun(category, plain=True)}", colour
        return self._fill(self._phrase(self.ask.SEEN), noun), truth

    def _wrong_colour(self, moment: Moment) -> tuple[str, dict[str, Any]] | None:
        categories = [c for c in self._askable_seen(moment.now) if CATEGORIES[c].colours]
        if not categories:
            return None
        category = self._fresh("binary", categories)
        existing = {obj.colour for obj in self.world.objects if obj.category == category}
        colours = [c for c in (*CATEGORIES[category].colours, *ODD_COLOURS) if c not in existing]
        colour = self._pick(colours)
        noun = f"{colour} {self._noun(category, plain=True)}"
        truth = {"binary": False, "category": category, "colour": colour, "reason": "no colour"}
        return self._fill(self._phrase(self.ask.SEEN), noun), truth

    def _not_seen(self, moment: Moment) -> tuple[str, dict[str, Any]] | None:
        """A plausible thing not seen by now (missing from this world, or not reached yet)."""
        seen = set(self.history.seen_categories(moment.now))
        present = set(self.world.categories)
        options = [
            name
            for name, category in CATEGORIES.items()
            if category.askable
            and name not in seen
            and not self.history.hallucinated(name, moment.now)
        ]
        if not options:
            return None
        category = self._fresh("binary", options)
        reason = "not seen" if category in present else "not in this world"
        truth = {"binary": False, "category": category, "reason": reason}
        return self._fill(self._phrase(self.ask.SEEN), category), truth

    def _near(self, moment: Moment, positive: bool) -> tuple[str, dict[str, Any]] | None:
        now = moment.now
        anchors = [c for c in self._askable_seen(now) if CATEGORIES[c].landmark]
        targets = self._askable_seen(now)
        pairs = []
        for anchor in anchors:
            anchor_objects = self.history.seen([anchor], now)
            for target in targets:
                if target == anchor:
                    continue
                pool = (
                    self.history.seen([target], now)
                    if positive
                    else [obj for obj in self.world.objects if obj.category == target]
                )
                gap = min(distance(a.xy, t.xy) for a in anchor_objects for t in pool)
                # A useful "no" is about things found in the same kind of place (both outdoors,
                # both indoors): "a soldering station near the bus stop?" is too easy.
                alike = any(a.indoor == t.indoor for a in anchor_objects for t in pool)
                if (gap <= NEAR_YES_M) if positive else (gap >= NEAR_NO_M and alike):
                    pairs.append((target, anchor))
        if not pairs:
            return None
        target, anchor = self._pick(pairs)
        question = self._fill(self._phrase(self.ask.NEAR), self._noun(target), y=self._noun(anchor))
        truth = {
            "binary": positive,
            "category": target,
            "anchor": anchor,
            "radius_m": NEAR_RADIUS_M,
            "reason": "near" if positive else "not near",
        }
        return question, truth

    # -- duration ---------------------------------------------------------------------------

    def duration(self, moment: Moment) -> tuple[str, dict[str, Any]] | None:
        """How long inside / in building B / in the robotics lab (latest stay as of now)."""
        draw = self.rng.random()
        if draw < 0.35:
            stay = self.history.stretch(lambda f: f.indoor, moment.now)
            scope: dict[str, Any] = {"scope": "inside"}
            templates = (self.ask.INSIDE_ONGOING, self.ask.INSIDE_DONE)
            place = ""
        elif draw < 0.55:
            building = self._pick(sorted(self.world.buildings))
            stay = self.history.stretch(lambda f: f.building == building, moment.now)
            scope = {"scope": "building", "building": building}
            templates = (self.ask.PLACE_ONGOING, self.ask.PLACE_DONE)
            place = f"building {building}"
        else:
            stays = {
                region.id: stay
                for region in self.world.regions.values()
                if region.kind in DURATION_KINDS
                and (stay := self._stay_in(region.id, moment.now)) is not None
            }
            if not stays:
                return None
            region_id = self._pick(sorted(stays))
            stay, region = stays[region_id], self.world.regions[region_id]
            scope = {"scope": "region", "region": region_id}
            templates = (self.ask.PLACE_ONGOING, self.ask.PLACE_DONE)
            place = f"the {region.name}"
        if stay is None or stay.seconds < MIN_STAY_S:
            return None
        template = self._phrase(templates[0] if stay.ongoing else templates[1])
        truth = {
            "duration_s": round(stay.seconds, 1),
            "start": stay.start,
            "end": stay.end,
            "ongoing": stay.ongoing,
            **scope,
        }
        return template.format(place=place), truth

    def _stay_in(self, region_id: str, now: float) -> Stretch | None:
        def inside(frame: TrueFrame) -> bool:
            return frame.region == region_id

        return self.history.stretch(inside, now)

    # -- text -------------------------------------------------------------------------------

    def text(self, moment: Moment) -> tuple[str, dict[str, Any]] | None:
        """What colour was X in place P, what did the sign P say, what did the truck sell."""
        makers = (self._colour_in_place, self._unique_colour, self._sign, self._writing)
        weights = np.array([0.4, 0.15, 0.3, 0.15])
        order = self.rng.choice(len(makers), size=len(makers), replace=False, p=weights)
        for index in order:
            made = makers[int(index)](moment)
            if made is not None:
                return made
        return None

    def _colour_in_place(self, moment: Moment) -> tuple[str, dict[str, Any]] | None:
        options = []
        for region in self.world.regions.values():
            here = [obj for obj in self.world.objects if obj.region == region.id and obj.colour]
            for category in sorted({obj.category for obj in here}):
                group = [obj for obj in here if obj.category == category]
                if len({obj.colour for obj in group}) != 1 or len(CATEGORIES[category].colours) < 2:
                    continue  # mixed colours are ambiguous; a one-colour category is a giveaway
                seen = [obj for obj in group if self.history.sightings(obj, moment.now)]
                if any(self.history.knows(obj, "colour", moment.now) for obj in seen):
                    options.append((category, region, seen))
        if not options:
            return None
        category, region, seen = self._pick(options)
        noun = self._noun(category, plain=True)
        templates = self.ask.COLOUR_ONE if len(seen) == 1 else self.ask.COLOUR_MANY
        question = self._fill(self._phrase(templates), noun, place=_where(region))
        return question, self._colour_truth(seen)

    def _unique_colour(self, moment: Moment) -> tuple[str, dict[str, Any]] | None:
        counts = Counter(obj.category for obj in self.world.objects)
        options = [
            obj
            for obj in self.world.objects
            if counts[obj.category] == 1
            and len(CATEGORIES[obj.category].colours) > 1
            and CATEGORIES[obj.category].askable
            and self.history.knows(obj, "colour", moment.now)
        ]
        if not options:
            return None
        obj = self._pick(options)
        noun = self._noun(obj.category, plain=True)
        return self._fill(self._phrase(self.ask.COLOUR_UNIQUE), noun), self._colour_truth([obj])

    @staticmethod
    def _colour_truth(objects: list[WorldObject]) -> dict[str, Any]:
        colour = objects[0].colour or ""
        return {
            "keywords": list(COLOUR_ALIASES.get(colour, (colour,))),
            "category": objects[0].category,
            "object_ids": [obj.id for obj in objects],
        }

    def _sign(self, moment: Moment) -> tuple[str, dict[str, Any]] | None:
        options = [
            obj
            for obj in self.world.objects
            if obj.category == "sign" and obj.place and self.history.knows(obj, "text", moment.now)
        ]
        if not options:
            return None
        obj = self._pick(options)
        question = self._phrase(self.ask.SIGN).format(place=obj.place)
        return question, self._text_truth(obj)

    def _writing(self, moment: Moment) -> tuple[str, dict[str, Any]] | None:
        counts = Counter((obj.category, obj.region) for obj in self.world.objects)
        options = [
            obj
            for obj in self.world.objects
            if obj.category in ("notice board", "food truck", "bus stop")
            and counts[(obj.category, obj.region)] == 1
            and self.history.knows(obj, "text", moment.now)
        ]
        if not options:
            return None
        obj = self._pick(options)
        if obj.category == "notice board":
            question = self._phrase(self.ask.NOTICE).format(place=obj.place)
        else:
            question = self._phrase(self.ask.FOOD if obj.category == "food truck" else self.ask.BUS)
        return question, self._text_truth(obj)

    @staticmethod
    def _text_truth(obj: WorldObject) -> dict[str, Any]:
        return {
            "keywords": list(obj.keywords),
            "category": obj.category,
            "object_ids": [obj.id],
            "text": obj.text,
        }


def write_questions(
    world: World,
    history: History,
    rng: np.random.Generator,
    count: int,
    phrasebook: ModuleType = default_phrasebook,
    phrase_rng: np.random.Generator | None = None,
) -> list[dict[str, Any]]:
    return QuestionWriter(world, history, rng, phrasebook, phrase_rng).write(count)


def _where(region: Region) -> str:
    """'on the north sidewalk', 'in the atrium of building A'."""
    on = region.kind in ("sidewalk", "street", "path")
    return f"{'on' if on else 'in'} the {region.name}"

"""What the robot had perceived by a given moment: sightings, visits, transitions.

A thing counts as seen in a frame when a detector label or the caption came from it. Its
sighted position is where it really was at that frame's time. Visits and durations come from
the true 1 Hz trajectory (the robot keeps moving through recording gaps).
"""

from __future__ import annotations

import bisect
import itertools
import math
from dataclasses import dataclass

from sim_eval.sim.generator_f.perceive import Frame
from sim_eval.sim.generator_f.route import TRANSIT
from sim_eval.sim.generator_f.words import contains_word, word_pattern
from sim_eval.sim.generator_f.world import Point, World


@dataclass(frozen=True)
class Sighting:
    t: float
    instance: str
    category: str
    place: str  # where the thing was
    position: Point  # where the thing was
    robot: Point  # where the robot really was
    robot_place: str  # the place the robot was in (or "lift" / "escalator")
    text: str  # the label or caption phrase it was perceived as
    frame: int


@dataclass(frozen=True)
class Visit:
    place: str
    start: float  # first sample in the place
    end: float  # first sample after it (the run's end + 1 s for the last visit)


class Memory:
    def __init__(self, world: World, frames: list[Frame]) -> None:
        self.world = world
        self.frames = frames
        self.frame_times = [f.t for f in frames]
        instances = {i.id: i for i in world.instances}
        sightings: list[Sighting] = []
        for number, frame in enumerate(frames):
            pairs = [(s[0], s[1]) for s in frame.seen] + list(frame.mentioned)
            done: set[str] = set()
            for instance_id, _ in pairs:
                if instance_id in done:
                    continue
                done.add(instance_id)
                instance = instances[instance_id]
                where = instance.at(frame.t)
                assert where is not None
                texts = [t for i, t in pairs if i == instance_id]
                sightings.append(
                    Sighting(
                        frame.t,
                        instance_id,
                        instance.category,
                        where[0],
                        where[1],
                        frame.true[:3],
                        frame.place,
                        " | ".join(texts),
                        number,
                    )
                )
        self.sightings = sightings
        self.by_category: dict[str, list[Sighting]] = {}
        for sighting in sightings:
            self.by_category.setdefault(sighting.category, []).append(sighting)
        self._times = {c: [s.t for s in found] for c, found in self.by_category.items()}
        self.first_seen = sorted((found[0].t, c) for c, found in self.by_category.items())
        texts = [" | ".join(f.texts()).lower() for f in frames]
        self.all_text = "\n".join(texts)
        self.offsets: list[int] = []
        offset = 0
        for text in texts:
            self.offsets.append(offset)
            offset += len(text) + 1
        self._first_named: dict[str, float] = {}
        self.visits = self._visits()

    def _visits(self) -> list[Visit]:
        samples = self.world.route.samples
        visits: list[Visit] = []
        start = samples[0]
        for previous, sample in itertools.pairwise(samples):
            if sample.place != previous.place:
                visits.append(Visit(previous.place, start.t, sample.t))
                start = sample
        visits.append(Visit(samples[-1].place, start.t, samples[-1].t + 1.0))
        return visits

    # Sightings -------------------------------------------------------------------------

    def seen(self, category: str, now: float) -> list[Sighting]:
        """Sightings of a category up to ``now``, oldest first."""
        found = self.by_category.get(category, [])
        return found[: bisect.bisect_right(self._times.get(category, []), now)]

    def seen_categories(self, now: float) -> list[str]:
        """Categories seen by ``now``, in the order they were first seen."""
        return [c for t, c in self.first_seen if t <= now]

    def last_per_instance(self, category: str, now: float) -> dict[str, Sighting]:
        last: dict[str, Sighting] = {}
        for s in self.seen(category, now):
            last[s.instance] = s
        return last

    def first_named(self, name: str) -> float:
        """When a label or caption first contained ``name`` as words (inf if never)."""
        if name not in self._first_named:
            match = word_pattern(name).search(self.all_text)
            when = math.inf
            if match is not None:
                when = self.frame_times[bisect.bisect_right(self.offsets, match.start()) - 1]
            self._first_named[name] = when
        return self._first_named[name]

    def named_before(self, name: str, now: float) -> bool:
        """Whether any label or caption up to ``now`` contains ``name`` as words."""
        first = self.first_named(name)
        return first < math.inf and first <= now

    def colour_said(self, category: str, colour: str, now: float) -> bool:
        """A label or caption said ``colour`` about a thing of that colour, by ``now``."""
        instances = {i.id: i for i in self.world.instances}
        return any(
            instances[s.instance].colour == colour and contains_word(s.text, colour)
            for s in self.seen(category, now)
        )

    # Trajectory ------------------------------------------------------------------------

    def position(self, t: float) -> Point:
        x, y, z, _ = self.world.route.pose(t)
        return (x, y, z)

    def place_at(self, t: float) -> str:
        return self.world.route.at(t).place

    def visits_until(self, now: float) -> list[Visit]:
        return [Visit(v.place, v.start, min(v.end, now)) for v in self.visits if v.start <= now]

    def seconds_in(self, places: set[str], now: float) -> float:
        return sum(v.end - v.start for v in self.visits_until(now) if v.place in places)

    def outdoor(self, place: str) -> bool:
        return place not in TRANSIT and self.world.place(place).outdoor

    def transitions(self, now: float) -> list[tuple[float, bool]]:
        """(time, outdoors afterwards) for every change between indoors and outdoors."""
        out: list[tuple[float, bool]] = []
        visits = self.visits_until(now)
        for previous, visit in itertools.pairwise(visits):
            if self.outdoor(previous.place) != self.outdoor(visit.place):
                out.append((visit.start, self.outdoor(visit.place)))
        return out

    def frame_near(self, t: float, within: float) -> bool:
        index = bisect.bisect_left(self.frame_times, t)
        near = self.frame_times[max(0, index - 1) : index + 1]
        return any(abs(f - t) <= within for f in near)

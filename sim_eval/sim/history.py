"""What the robot had seen, read and done as of any moment: ground truth for questions.

Every query takes ``now`` and ignores later frames, so a question asked
mid-run is scored against what the robot could know then.
"""

from __future__ import annotations

import bisect
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from sim_eval.sim.model import WorldObject
from sim_eval.sim.perception import Detection
from sim_eval.sim.trajectory import Event, TrueFrame
from sim_eval.sim.world import World


@dataclass(frozen=True)
class Stretch:
    """A contiguous run of frames: from the first frame in to the first frame out (or now)."""

    start: float
    end: float
    ongoing: bool

    @property
    def seconds(self) -> float:
        return self.end - self.start


class History:
    """Indexes over one simulated run, all answering "as of now"."""

    def __init__(
        self,
        world: World,
        frames: list[TrueFrame],
        detections: list[list[Detection]],
        mentions: list[list[tuple[str, str]]],
    ) -> None:
        self.world, self.frames = world, frames
        self.times = [frame.t for frame in frames]
        self._sightings: dict[str, list[float]] = defaultdict(list)  # object id -> times
        self._hallucinated: dict[str, list[float]] = defaultdict(list)  # category -> times
        self._learned: dict[tuple[str, str], float] = {}  # (object id, fact) -> first time
        for frame, seen, said in zip(frames, detections, mentions, strict=True):
            for detection in seen:
                if detection.object_id is None:
                    self._hallucinated[detection.category].append(frame.t)
                    continue
                self._sightings[detection.object_id].append(frame.t)
                self._learned.setdefault((detection.object_id, "seen"), frame.t)
                obj = world.object(detection.object_id)
                if obj.colour and obj.colour in detection.label:
                    self._learned.setdefault((obj.id, "colour"), frame.t)
            for object_id, fact in said:
                self._learned.setdefault((object_id, fact), frame.t)
        self.events: list[Event] = [event for frame in frames for event in frame.events]

    def frame_at(self, now: float) -> TrueFrame:
        """The latest frame at or before ``now``."""
        index = bisect.bisect_right(self.times, now) - 1
        if index < 0:
            raise ValueError(f"{now} is before the run starts")
        return self.frames[index]

    def sightings(self, obj: WorldObject, now: float) -> list[float]:
        times = self._sightings.get(obj.id, [])
        return times[: bisect.bisect_right(times, now)]

    def seen(
        self, categories: Iterable[str], now: float, colour: str | None = None
    ) -> list[WorldObject]:
        """Instances of these categories detected at least once at or before now."""
        wanted = set(categories)
        return [
            obj
            for obj in self.world.objects
            if obj.category in wanted
            and (colour is None or obj.colour == colour)
            and self.sightings(obj, now)
        ]

    def seen_categories(self, now: float) -> list[str]:
        seen = {obj.category for obj in self.world.objects if self.sightings(obj, now)}
        return [category for category in self.world.categories if category in seen]

    def last_seen(self, objects: Iterable[WorldObject], now: float) -> float | None:
        times = [self.sightings(obj, now)[-1] for obj in objects if self.sightings(obj, now)]
        return max(times) if times else None

    def first_seen(self, objects: Iterable[WorldObject], now: float) -> float | None:
        times = [self.sightings(obj, now)[0] for obj in objects if self.sightings(obj, now)]
        return min(times) if times else None

    def hallucinated(self, category: str, now: float) -> bool:
        """Whether the sensor named this category, falsely, at or before now."""
        times = self._hallucinated.get(category, [])
        return bool(times) and times[0] <= now

    def knows(self, obj: WorldObject, fact: str, now: float) -> bool:
        """Whether a caption or label stated this fact ("seen", "colour", "text") by now."""
        learned = self._learned.get((obj.id, fact))
        return learned is not None and learned <= now

    def last_event(self, kind: str, building: str | None, now: float) -> Event | None:
        matching = [
            event
            for event in self.events
            if event.kind == kind and event.t <= now and building in (None, event.building)
        ]
        return matching[-1] if matching else None

    def stretch(self, inside: Callable[[TrueFrame], bool], now: float) -> Stretch | None:
        """The latest contiguous stretch of frames (at or before now) for which ``inside`` holds."""
        last = bisect.bisect_right(self.times, now) - 1
        index = last
        while index >= 0 and not inside(self.frames[index]):
            index -= 1
        if index < 0:
            return None
        ongoing = index == last
        end = now if ongoing else self.frames[index + 1].t
        while index > 0 and inside(self.frames[index - 1]):
            index -= 1
        return Stretch(self.frames[index].t, end, ongoing)

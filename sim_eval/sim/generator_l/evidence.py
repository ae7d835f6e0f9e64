"""What the run itself shows by any moment: an instance is seen in a frame where a
detection of it had an identifying label or the caption named it; colours, states and
texts count once a label or caption said them; places once a caption named them."""

from __future__ import annotations

import bisect
from dataclasses import dataclass

from sim_eval.sim.generator_l.perception import Frame
from sim_eval.sim.generator_l.world import World


@dataclass(frozen=True)
class Run:
    """Consecutive frames sharing a key (a place, a floor, outdoors)."""

    key: object
    i0: int
    i1: int
    start: float  # midway between the frame before and the first frame
    end: float  # midway between the last frame and the frame after

    def duration(self) -> float:
        return self.end - self.start


class Evidence:
    def __init__(self, world: World, frames: list[Frame]) -> None:
        self.world = world
        self.frames = frames
        self.t = [f.t for f in frames]
        self.sight: dict[str, list[int]] = {}
        self.colour_said: dict[str, list[int]] = {}
        self.state_said: dict[str, dict[int, str]] = {}
        self.text_read: dict[str, list[tuple[int, str]]] = {}
        self.class_named: dict[str, list[int]] = {}
        self.place_named: dict[str, list[tuple[int, str]]] = {}
        self.floor_named: dict[int, list[int]] = {}
        for frame in frames:
            self._index(frame)
        self.place_runs = self._runs([f.pose.place for f in frames])
        self.floor_runs = self._runs([f.pose.floor for f in frames])
        self.outdoor_runs = self._runs(
            [world.family.place(f.pose.place).outdoor or None for f in frames]
        )

    def _add(self, table: dict, key: object, i: int) -> None:
        items = table.setdefault(key, [])
        if not items or items[-1] != i:
            items.append(i)

    def _index(self, frame: Frame) -> None:
        i = frame.index
        for det in frame.detections:
            if not det.identifying or det.cls is None:
                continue
            self._add(self.class_named, det.cls, i)
            if det.iid is None:
                continue
            self._add(self.sight, det.iid, i)
            if det.colour:
                self._add(self.colour_said, det.iid, i)
            if det.state:
                self.state_said.setdefault(det.iid, {})[i] = det.state
        plan = frame.plan
        for mention in plan.get("mentions", []):
            iid = mention["instance"]
            self._add(self.class_named, mention["class"], i)
            self._add(self.sight, iid, i)
            if mention["colour"]:
                self._add(self.colour_said, iid, i)
            if mention["state"]:
                self.state_said.setdefault(iid, {})[i] = mention["state"]
        quote = plan.get("quote")
        if quote:
            self.text_read.setdefault(quote["instance"], []).append((i, quote["text"]))
            inst = self.world.instance(quote["instance"])
            if inst.cls == "door_plate":
                self.place_named.setdefault(inst.home, []).append((i, "both"))
        naming = plan.get("naming")
        if naming and naming["correct"]:
            self.place_named.setdefault(naming["place"], []).append((i, naming["form"]))
        floor = plan.get("floor")
        if floor and floor["correct"]:
            self._add(self.floor_named, floor["floor"], i)

    def _runs(self, keys: list) -> list[Run]:
        runs = []
        i0 = 0
        for i in range(1, len(keys) + 1):
            if i == len(keys) or keys[i] != keys[i0]:
                if keys[i0] is not None:
                    runs.append(Run(keys[i0], i0, i - 1, self._before(i0), self._after(i - 1)))
                i0 = i
        return runs

    def _before(self, i: int) -> float:
        return self.t[i] if i == 0 else (self.t[i - 1] + self.t[i]) / 2

    def _after(self, i: int) -> float:
        return self.t[i] if i + 1 >= len(self.t) else (self.t[i] + self.t[i + 1]) / 2

    # --- queries, all "by frame count n" (the frames with t <= now) -------------------

    def n_at(self, now: float) -> int:
        return bisect.bisect_right(self.t, now)

    @staticmethod
    def upto(items: list[int], n: int) -> list[int]:
        return items[: bisect.bisect_left(items, n)]

    def seen(self, iid: str, n: int) -> list[int]:
        return self.upto(self.sight.get(iid, []), n)

    def named_class(self, cls: str, n: int) -> bool:
        return bool(self.upto(self.class_named.get(cls, []), n))

    def colour_known(self, iid: str, n: int) -> bool:
        return bool(self.upto(self.colour_said.get(iid, []), n))

    def place_forms(self, place: str, n: int) -> set[str]:
        forms: set[str] = set()
        for i, form in self.place_named.get(place, []):
            if i < n:
                forms.update(("name", "code") if form == "both" else (form,))
        return forms

    def floor_known(self, floor: int, n: int) -> bool:
        return bool(self.upto(self.floor_named.get(floor, []), n))

    def last_read(self, iid: str, n: int) -> str | None:
        texts = [text for i, text in self.text_read.get(iid, []) if i < n]
        return texts[-1] if texts else None

    @staticmethod
    def closed_runs(runs: list[Run], n: int) -> list[Run]:
        """Runs the frames up to n show ending (a later frame shows somewhere else)."""
        return [r for r in runs if r.i1 < n - 1]

    @staticmethod
    def started_runs(runs: list[Run], n: int) -> list[Run]:
        return [r for r in runs if r.i0 < n]

    def ongoing(self, runs: list[Run], n: int) -> Run | None:
        for run in runs:
            if run.i0 <= n - 1 <= run.i1:
                return run
        return None

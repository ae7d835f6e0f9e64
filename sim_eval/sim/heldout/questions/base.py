"""Question spec type and the context generators query (world, trajectory, perception)."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

import numpy as np

from ..events import Events, Stay
from ..memory import Perceived
from ..model import Instance, World
from ..naming import askable, place_names
from ..route import Route

MIN_NOW = 120.0


@dataclass
class Spec:
    """A phrasing-independent question: type, subkind, moment, place, truth and slots."""

    type: str
    kind: str
    now: float
    truth: dict
    slots: dict = field(default_factory=dict)
    at: tuple[float, float, float] = (0.0, 0.0, 0.0)
    subject: str = ""


class Ctx:
    """Read-only view used by all question generators."""

    def __init__(self, world: World, route: Route, events: Events, seen: Perceived) -> None:
        self.world, self.route, self.ev, self.seen = world, route, events, seen
        self.T = route.duration

    # --- time and place -------------------------------------------------------------------
    def abs(self, t: float) -> float:
        """Relative run time -> POSIX seconds."""
        return round(self.world.t_start + float(t), 3)

    def at(self, now: float) -> tuple[float, float, float]:
        """True robot position at ``now``."""
        x, y, z, _ = self.route.at(now)
        return (round(float(x), 2), round(float(y), 2), round(float(z), 2))

    def pick_now(self, rng: np.random.Generator, lo: float = 0.0) -> float | None:
        """A question moment >= lo: often the very end, otherwise uniform."""
        lo = max(lo, MIN_NOW)
        if lo >= self.T - 1.0:
            return None
        if rng.random() < 0.2:
            return self.T
        return float(rng.uniform(lo, self.T))

    def has_frame_near(self, t: float, tol: float = 8.0) -> bool:
        """True if a frame exists within ``tol`` seconds of t."""
        return bool((np.abs(self.seen.t - t) <= tol).any())

    # --- objects ---------------------------------------------------------------------------
    @cached_property
    def askable_cats(self) -> list[str]:
        """Present categories that may be named in questions."""
        return sorted(k for k in self.world.categories if askable(self.world, k))

    def static_cats(self) -> list[str]:
        """Askable categories that stay put (no people, animals, passing vehicles)."""
        return [k for k in self.askable_cats if not self.world.catalog[k].transient]

    def seen_insts(self, cat: str, now: float) -> list[Instance]:
        """Instances of a category labelled at least once by ``now``."""
        return [i for i in self.world.instances_of(cat) if len(self.seen.seen_before(i.id, now))]

    def last_seen(self, inst: Instance, now: float) -> float:
        """Last sighting time of an instance up to ``now`` (-inf if none)."""
        s = self.seen.seen_before(inst.id, now)
        return float(s.max()) if len(s) else -np.inf

    def first_seen(self, inst: Instance, now: float) -> float:
        """First sighting time of an instance up to ``now`` (inf if none)."""
        s = self.seen.seen_before(inst.id, now)
        return float(s.min()) if len(s) else np.inf

    def cat_last_seen(self, cat: str, now: float) -> float:
        """Last sighting of any instance of a category up to ``now``."""
        return max((self.last_seen(i, now) for i in self.world.instances_of(cat)), default=-np.inf)

    def cat_first_seen(self, cat: str, now: float) -> float:
        """First sighting of any instance of a category up to ``now``."""
        return min((self.first_seen(i, now) for i in self.world.instances_of(cat)), default=np.inf)

    def pos_when_seen(self, inst: Instance, now: float) -> list[float]:
        """Where the instance was at its last sighting up to ``now``."""
        t = self.last_seen(inst, now)
        p = inst.placement_at(t) or inst.placements[0]
        return [round(p.x, 2), round(p.y, 2), round(p.z, 2)]

    def region_when_seen(self, inst: Instance, now: float) -> int:
        """Region of the instance at its last sighting up to ``now``."""
        t = self.last_seen(inst, now)
        p = inst.placement_at(t) or inst.placements[0]
        return p.region

    # --- places ----------------------------------------------------------------------------
    @cached_property
    def unique_kinds(self) -> list[str]:
        """Place kinds with exactly one region and at least one safe name."""
        counts: dict[str, int] = {}
        for r in self.world.regions:
            counts[r.kind] = counts.get(r.kind, 0) + 1
        return sorted(
            k
            for k, n in counts.items()
            if n == 1 and place_names(self.world, k) and k not in ("street",)
        )

    def region_of_kind(self, kind: str) -> int:
        """The single region of a unique kind."""
        return self.world.regions_of(kind)[0].id

    def stays(self, region: int, now: float, complete: bool = True) -> list[Stay]:
        """Stays in a region that started (and, if complete, ended) by ``now``."""
        out = []
        for s in self.ev.by_region.get(region, []):
            if s.t0 > now or (complete and s.t1 > now):
                continue
            out.append(s if s.t1 <= now else Stay(s.region, s.t0, now))
        return out

    def trips(self, now: float, complete: bool = True) -> list[Stay]:
        """Trips outdoors that started (and, if complete, ended) by ``now``."""
        out = []
        for s in self.ev.trips:
            if s.t0 > now or (complete and (s.t1 > now or s.t1 >= self.T - 1e-6)):
                continue
            out.append(s if s.t1 <= now else Stay(-1, s.t0, now))
        return out


def which_of(items: list, rng: np.random.Generator) -> tuple[str, int] | None:
    """Choose 'only' (single item) or 'first'/'last' and the index it refers to."""
    if not items:
        return None
    if len(items) == 1:
        return "only", 0
    return ("first", 0) if rng.random() < 0.5 else ("last", len(items) - 1)

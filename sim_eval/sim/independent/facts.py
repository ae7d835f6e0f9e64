"""What the robot experienced, distilled from the simulated frames.

All question truths are computed from these facts, which only use frames
(true poses and the labeller/captioner output), never the hidden world
beyond what was observed, except where a "no" answer must hold for the
whole world (e.g. there is no red car anywhere).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from .route import Pause
from .simulate import Simulation


@dataclass(frozen=True)
class Visit:
    """A contiguous stay in a place (kind of region, or 'outside')."""

    key: str
    start: float
    end: float

    @property
    def duration(self) -> float:
        """Length of the stay in seconds."""
        return self.end - self.start


@dataclass
class Facts:
    """Indexed observations of one run."""

    times: list[float]
    seen: dict[str, list[float]] = field(default_factory=dict)  # object id -> label times
    colour_said: dict[str, list[float]] = field(default_factory=dict)
    material_said: dict[str, list[float]] = field(default_factory=dict)
    text_read: dict[str, list[float]] = field(default_factory=dict)
    visits: dict[str, list[Visit]] = field(default_factory=dict)  # kind or "outside" -> visits
    kind_seq: list[Visit] = field(default_factory=list)  # all kind-level stays in order
    pauses: list[Pause] = field(default_factory=list)

    def seen_by(self, oid: str, now: float) -> bool:
        """Whether object ``oid`` was labelled at or before ``now``."""
        ts = self.seen.get(oid)
        if not ts:
            return False
        return ts[0] <= now

    def visits_by(self, key: str, now: float, min_len: float = 0.0) -> list[Visit]:
        """Stays in ``key`` started by ``now``, clipped at ``now``."""
        out = []
        for v in self.visits.get(key, []):
            if v.start <= now:
                clipped = Visit(v.key, v.start, min(v.end, now))
                if clipped.duration >= min_len:
                    out.append(clipped)
        return out


def _stays(times: list[float], keys: list[str], min_len: float) -> list[Visit]:
    """Group a per-frame key sequence into stays, absorbing short flickers."""
    runs: list[list] = []
    for t, k in zip(times, keys, strict=True):
        if runs and runs[-1][0] == k:
            runs[-1][2] = t
        else:
            runs.append([k, t, t])
    # absorb short runs sandwiched between two runs of the same key
    changed = True
    while changed:
        changed = False
        for i in range(1, len(runs) - 1):
            if runs[i][2] - runs[i][1] < min_len and runs[i - 1][0] == runs[i + 1][0]:
                runs[i - 1][2] = runs[i + 1][2]
                del runs[i : i + 2]
                changed = True
                break
    out: list[Visit] = []
    for i, (k, s, e) in enumerate(runs):
        end = runs[i + 1][1] if i + 1 < len(runs) else e
        out.append(Visit(k, s, end))
    return out


def extract(sim: Simulation) -> Facts:
    """Index a simulation's frames."""
    times = [f.t for f in sim.frames]
    facts = Facts(times=times)
    seen: dict[str, list[float]] = defaultdict(list)
    colour: dict[str, list[float]] = defaultdict(list)
    material: dict[str, list[float]] = defaultdict(list)
    text: dict[str, list[float]] = defaultdict(list)
    for f in sim.frames:
        for d in f.dets:
            if d.obj is None:
                continue
            seen[d.obj.id].append(f.t)
            if d.said_colour:
                colour[d.obj.id].append(f.t)
            if d.said_material:
                material[d.obj.id].append(f.t)
        for oid in f.caption.colours:
            colour[oid].append(f.t)
        for oid in f.caption.materials:
            material[oid].append(f.t)
        for oid, _ in f.caption.texts:
            text[oid].append(f.t)
    facts.seen = {k: sorted(v) for k, v in seen.items()}
    facts.colour_said = {k: sorted(v) for k, v in colour.items()}
    facts.material_said = {k: sorted(v) for k, v in material.items()}
    facts.text_read = {k: sorted(v) for k, v in text.items()}

    kinds = _stays(times, [f.kind for f in sim.frames], 6.0)
    facts.kind_seq = kinds
    inout = _stays(times, ["inside" if f.indoor else "outside" for f in sim.frames], 8.0)
    visits: dict[str, list[Visit]] = defaultdict(list)
    for v in kinds + inout:
        visits[v.key].append(v)
    facts.visits = dict(visits)
    facts.pauses = [Pause(p.t0 + sim.t0, p.t1 + sim.t0, p.region, p.kind) for p in sim.traj.pauses]
    return facts

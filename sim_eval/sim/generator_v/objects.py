"""Things in the world: instances of classes, their stays and moves, place and floor signs."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

from .layout import Layout
from .model import ClassSpec, FamilySpec

SIGN = "sign"
SIGN_SIZE = (1.2, 0.35, 1.9)
FLOOR_SIGN_SIZE = (1.0, 0.3, 2.1)  # hangs across the spine, facing the lift
LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ"

Stay = tuple[float, float, str, float, float, float]  # t0, t1, place, x, y, z


@dataclass
class Instance:
    id: str
    cls: str
    colour: str
    text: str  # a plate or a sign's text, "" for none
    sign_of: str  # a place key, "level:<key>" for a floor sign, "" for a thing
    size: tuple[float, float, float]
    stays: list[Stay] = field(default_factory=list)

    def stay_at(self, t: float) -> Stay | None:
        for stay in self.stays:
            if stay[0] <= t < stay[1]:
                return stay
        return None

    def to_json(self) -> dict[str, object]:
        return {
            "id": self.id,
            "class": self.cls,
            "colour": self.colour,
            "text": self.text,
            "sign_of": self.sign_of,
            "size": list(self.size),
            "stays": [list(s) for s in self.stays],
        }


def _plate(pattern: str, rng: np.random.Generator) -> str:
    out = []
    for ch in pattern:
        if ch == "#":
            out.append(str(int(rng.integers(0, 10))))
        elif ch == "@":
            out.append(LETTERS[int(rng.integers(0, len(LETTERS)))])
        else:
            out.append(ch)
    return "".join(out)


class Populator:
    def __init__(
        self,
        spec: FamilySpec,
        layout: Layout,
        rng: np.random.Generator,
        t_start: float,
        t_end: float,
        charge: tuple[float, float],
    ) -> None:
        self.spec = spec
        self.layout = layout
        self.rng = rng
        self.t_start = t_start
        self.t_end = t_end
        self.charge = charge
        self.taken: dict[str, list[tuple[float, float]]] = {}

    def _spot(self, place: str, width: float) -> tuple[float, float]:
        p = self.layout.places[place]
        x0, y0, x1, y1 = p.rect
        margin_x = min(max(0.8, width / 2 + 0.3), (x1 - x0) / 2 - 0.1)
        margin_y = min(max(0.8, width / 2 + 0.3), (y1 - y0) / 2 - 0.1)
        best = (0.0, 0.0)
        for attempt in range(30):
            x = float(self.rng.uniform(x0 + margin_x, x1 - margin_x))
            y = float(self.rng.uniform(y0 + margin_y, y1 - margin_y))
            best = (x, y)
            if p.door is not None and math.dist((x, y), p.door) < 1.8:
                continue
            if all(math.dist((x, y), q) >= 1.6 for q in self.taken.get(place, [])) or attempt == 29:
                break
        self.taken.setdefault(place, []).append(best)
        return best

    def _z(self, place: str) -> float:
        z = self.layout.places[place].z
        return 0.0 if z is None else z

    def things(self) -> list[Instance]:
        out: list[Instance] = []
        span = self.t_end - self.t_start
        for cls in self.spec.classes:
            allowed = sorted(k for k, p in self.layout.places.items() if p.kind in cls.kinds)
            n = int(self.rng.integers(cls.count[0], cls.count[1] + 1))
            order = [allowed[int(i)] for i in self.rng.permutation(len(allowed))]
            plates: set[str] = set()
            for i in range(n):
                place = order[i % len(order)]
                colour = cls.colours[int(self.rng.integers(0, len(cls.colours)))]
                text = ""
                if cls.plate:
                    text = _plate(cls.plate, self.rng)
                    while text in plates:
                        text = _plate(cls.plate, self.rng)
                    plates.add(text)
                inst = Instance(f"{cls.key}-{i + 1}", cls.key, colour, text, "", cls.size)
                x, y = self._spot(place, cls.size[0])
                stays = self._moves(cls, allowed, place, x, y, span)
                inst.stays = stays
                out.append(inst)
        return out

    def _moves(
        self, cls: ClassSpec, allowed: list[str], place: str, x: float, y: float, span: float
    ) -> list[Stay]:
        start = self.t_start - 600.0
        end = self.t_end + 600.0
        if cls.mobility == "fixed":
            return [(start, end, place, round(x, 3), round(y, 3), self._z(place))]
        n = (
            int(self.rng.integers(1, 3))
            if cls.mobility == "moved"
            else int(self.rng.integers(3, 5))
        )
        times = sorted(
            float(v)
            for v in self.rng.uniform(
                self.t_start + 0.08 * span, self.t_start + 0.92 * span, size=n
            )
        )
        if self.rng.random() < 0.5:
            c0, c1 = self.charge
            times[0] = float(self.rng.uniform(c0 + 30, c1 - 30))
            times.sort()
        stays: list[Stay] = []
        t0 = start
        for t in [*times, end]:
            stays.append(
                (round(t0, 3), round(t, 3), place, round(x, 3), round(y, 3), self._z(place))
            )
            t0 = t
            others = [a for a in allowed if a != place]
            if others and self.rng.random() < 0.7:
                place = others[int(self.rng.integers(0, len(others)))]
                x, y = self._spot(place, cls.size[0])
            else:
                px, py = x, y
                for _ in range(30):
                    x, y = self._spot(place, cls.size[0])
                    if math.dist((x, y), (px, py)) >= 10.0:
                        break
                else:
                    if others:
                        place = others[int(self.rng.integers(0, len(others)))]
                        x, y = self._spot(place, cls.size[0])
        stays[-1] = (stays[-1][0], round(end, 3), *stays[-1][2:])
        return stays

    def signs(self) -> list[Instance]:
        out: list[Instance] = []
        start = round(self.t_start - 600.0, 3)
        end = round(self.t_end + 600.0, 3)
        for key in sorted(self.layout.places):
            p = self.layout.places[key]
            if p.level is None:
                continue
            x0, y0, x1, y1 = p.rect
            if p.side == "S":
                assert p.door is not None
                x, y = p.door[0], y0 + 0.05
            elif p.side == "N":
                assert p.door is not None
                x, y = p.door[0], y1 - 0.05
            else:
                x, y = (x0 + x1) / 2, y1 - 0.05
            inst = Instance(f"sign-{key}", SIGN, "", p.sign, key, SIGN_SIZE)
            inst.stays = [(start, end, key, round(x, 3), round(y, 3), self._z(key))]
            out.append(inst)
        for level in self.spec.levels:
            seg0 = [
                p for p in self.layout.places.values() if p.level == level.key and p.side == "spine"
            ]
            first = min(seg0, key=lambda p: p.rect[0])
            x, y = first.rect[0] + 6.0, (first.rect[1] + first.rect[3]) / 2 + 0.8
            inst = Instance(
                f"sign-level-{level.key}",
                SIGN,
                "",
                level.forms[0].upper(),
                f"level:{level.key}",
                FLOOR_SIGN_SIZE,
            )
            inst.stays = [(start, end, first.key, round(x, 3), round(y, 3), level.z)]
            out.append(inst)
        return out

"""Things: instances with stays (where they stood when), signs with text, plates."""

from __future__ import annotations

import math

import numpy as np

from .layout import Layout
from .model import ClassSpec, FamilySpec, Instance, Place
from .rng import stream, uniform

SIGN = ClassSpec(
    "place_sign",
    ("place sign", "room sign", "name board"),
    "place signs",
    "sign",
    (),
    (0.9, 0.3, 1.9),
    (),
    (0, 0),
)
DIRECTORY = ClassSpec(
    "directory",
    ("direction sign", "wayfinding sign", "signpost"),
    "direction signs",
    "sign",
    (),
    (1.0, 0.6, 1.5),
    (),
    (0, 0),
)
SIGN_CLASSES = (SIGN, DIRECTORY)
FAR = 10_000.0
LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ"


def _plate(rng: np.random.Generator, fmt: str) -> str:
    out = []
    for ch in fmt:
        if ch == "#":
            out.append(str(int(rng.integers(0, 10))))
        elif ch == "@":
            out.append(LETTERS[int(rng.integers(len(LETTERS)))])
        else:
            out.append(ch)
    return "".join(out)


def _spot(
    rng: np.random.Generator, place: Place, taken: list[tuple[float, float]]
) -> tuple[float, float]:
    x0, y0, x1, y1 = place.rect
    m = 0.8
    best = (0.0, 0.0)
    for _ in range(25):
        p = (uniform(rng, x0 + m, x1 - m), uniform(rng, y0 + m, y1 - m))
        best = p
        if all(math.dist(p, q) >= 3.0 for q in taken):
            break
    return best


def place_things(
    spec: FamilySpec,
    lay: Layout,
    family: str,
    seed: int,
    t_start: float,
    t_end: float,
    brk: tuple[float, float],
) -> list[Instance]:
    rng = stream(family, seed, "objects")
    insts: list[Instance] = []
    taken: dict[str, list[tuple[float, float]]] = {}
    plates: set[str] = set()
    t_lo, t_hi = t_start - FAR, t_end + FAR
    for cls in spec.classes:
        eligible = sorted(p for p, pl in lay.places.items() if pl.kind in cls.kinds)
        n = int(rng.integers(cls.count[0], cls.count[1] + 1))
        for i in range(n):
            key = f"{cls.key}_{i + 1:02d}"
            pk = eligible[int(rng.integers(len(eligible)))]
            place = lay.places[pk]
            x, y = _spot(rng, place, taken.setdefault(pk, []))
            taken[pk].append((x, y))
            colour = cls.colours[int(rng.integers(len(cls.colours)))] if cls.colours else ""
            text = ""
            if cls.plate:
                text = _plate(rng, cls.plate)
                while text in plates:
                    text = _plate(rng, cls.plate)
                plates.add(text)
            inst = Instance(key, cls.key, colour, text=text, plate=bool(cls.plate))
            z = lay.level_z[place.levels[0]]
            stays: list[list] = [[t_lo, t_hi, pk, round(x, 3), round(y, 3), z]]
            moves = {
                "fixed": 0,
                "moved": int(rng.integers(1, 3)),
                "roaming": int(rng.integers(3, 6)),
            }[cls.mobility]
            if moves:
                times = sorted(
                    uniform(
                        rng, t_start + 0.08 * (t_end - t_start), t_start + 0.92 * (t_end - t_start)
                    )
                    for _ in range(moves)
                )
                if rng.random() < 0.5:
                    times[0] = uniform(rng, brk[0] + 60, brk[1] - 60)
                    times.sort()
                for tm in times:
                    last = stays[-1]
                    others = [p for p in eligible if p != last[2]]
                    npk = (
                        others[int(rng.integers(len(others)))]
                        if others and rng.random() < 0.7
                        else last[2]
                    )
                    np_place = lay.places[npk]
                    nx, ny = _spot(rng, np_place, taken.setdefault(npk, []))
                    for _ in range(10):
                        if npk != last[2] or math.dist((nx, ny), (last[3], last[4])) >= 10:
                            break
                        nx, ny = _spot(rng, np_place, [])
                    last[1] = round(tm, 3)
                    nz = lay.level_z[np_place.levels[0]]
                    stays.append([round(tm, 3), t_hi, npk, round(nx, 3), round(ny, 3), nz])
            inst.stays = stays
            insts.append(inst)
    insts.extend(_signs(spec, lay, t_lo, t_hi, rng))
    return insts


def _signs(
    spec: FamilySpec, lay: Layout, t_lo: float, t_hi: float, rng: np.random.Generator
) -> list[Instance]:
    out: list[Instance] = []
    for pk in sorted(lay.places):
        place = lay.places[pk]
        if place.lift:
            continue
        x0, y0, x1, y1 = place.rect
        cx = (x0 + x1) / 2
        oy = spec.origin[1]
        far_north = place.spine or y0 >= oy - 1e-6
        y = y1 - 0.05 if far_north else y0 + 0.05
        if place.spine:
            cx = x0 + (x1 - x0) * 0.3
        z = lay.level_z[place.levels[0]]
        sign = Instance(f"sign_{pk}", SIGN.key, "", text=place.name.upper(), sign_of=pk)
        sign.stays = [[t_lo, t_hi, pk, round(cx, 3), round(y, 3), z]]
        out.append(sign)
        if place.spine:
            level = place.levels[0]
            rooms = sorted(
                p
                for p, pl in lay.places.items()
                if level in pl.levels and not pl.spine and not pl.lift and p != pk
            )
            pair = rng.choice(len(rooms), size=2, replace=False)
            names = [lay.places[rooms[int(i)]].name.upper() for i in pair]
            d = Instance(f"dir_{pk}", DIRECTORY.key, "", text=f"← {names[0]} · {names[1]} →")
            d.stays = [[t_lo, t_hi, pk, round(x0 + (x1 - x0) * 0.7, 3), round(y0 + 0.05, 3), z]]
            out.append(d)
    return out


def stay_at(inst: Instance, t: float) -> list | None:
    for s in inst.stays:
        if s[0] <= t < s[1]:
            return s
    return None

"""Things in the site: classes, instances, their stays (moves) and their texts."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from .rng import stream


def _spot(rng: np.random.Generator, rect: list[float], size: list[float]) -> tuple[float, float]:
    m = min(size[0] / 2 + 0.6, (rect[2] - rect[0]) / 3, (rect[3] - rect[1]) / 3)
    return (
        round(float(rng.uniform(rect[0] + m, rect[2] - m)), 3),
        round(float(rng.uniform(rect[1] + m, rect[3] - m)), 3),
    )


def classes(site: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """The family's classes plus the sign classes every site has."""
    spec = site["spec"]
    out = {c["key"]: dict(c) for c in spec["classes"]}
    out["sign"] = {
        "key": "sign",
        "labels": spec["sign_labels"],
        "plural": spec["sign_labels"][0] + "s",
        "generic": spec["sign_generic"],
        "colours": [],
        "size": [1.4, 0.4, 2.1],
        "kinds": [],
        "count": [0, 0],
        "mobility": "fixed",
        "plate": None,
        "es": "un letrero",
    }
    out["dirsign"] = {
        "key": "dirsign",
        "labels": spec["dir_labels"],
        "plural": spec["dir_labels"][0] + "s",
        "generic": spec["sign_generic"],
        "colours": [],
        "size": [1.2, 0.5, 2.2],
        "kinds": [],
        "count": [0, 0],
        "mobility": "fixed",
        "plate": None,
        "es": "una flecha",
    }
    return out


def instances(
    site: dict[str, Any],
    cls: dict[str, dict[str, Any]],
    motion: dict[str, Any],
    family: str,
    seed: int,
) -> list[dict[str, Any]]:
    """Every thing with its stays [t0, t1, place, x, y] covering the whole run."""
    rng = stream(family, seed, "objects")
    places = site["places"]
    t0, t1 = motion["t_start"] - 1.0, motion["t_end"] + 120.0
    brk0, brk1 = motion["break"]
    out: list[dict[str, Any]] = []
    # place signs and direction signs
    for key in sorted(places):
        p = places[key]
        if p["lift"]:
            continue
        r = p["rect"]
        if p["spine"] or r[1] >= _spine_y(site, p):
            x, y = (r[0] + r[2]) / 2, r[3] - 0.3
        else:
            x, y = (r[0] + r[2]) / 2, r[1] + 0.3
        out.append(
            _inst(
                "sign",
                len(out),
                None,
                [[t0, t1, key, round(x, 3), round(y, 3)]],
                text=p["forms"][0].upper(),
            )
        )
    for key in sorted(places):
        p = places[key]
        if not p["spine"]:
            continue
        others = sorted(
            (
                d["b"]
                for d in site["doors"]
                if d["a"] == key and d["b"] != "lift" and not places[d["b"]]["spine"]
            ),
            key=lambda k: places[k]["rect"][0],
        )
        if len(others) < 2:
            continue
        a, b = others[0], others[-1]
        r = p["rect"]
        x = round(float(rng.uniform(r[0] + 3, r[2] - 3)), 3)
        text = f"← {places[a]['forms'][0].upper()} · {places[b]['forms'][0].upper()} →"
        out.append(
            _inst("dirsign", len(out), None, [[t0, t1, key, x, round(r[1] + 0.3, 3)]], text=text)
        )
    stand_letter: dict[str, str] = {}
    owners = site["spec"].get("owners", ["XXXU"])
    for ck in sorted(k for k in cls if k not in ("sign", "dirsign")):
        c = cls[ck]
        eligible = sorted(
            k
            for k, p in places.items()
            if p["kind"] in c["kinds"] or (p["spine"] and "spine" in c["kinds"])
        )
        n = int(rng.integers(c["count"][0], c["count"][1] + 1))
        seq = int(rng.integers(1, 20))
        placed: list[tuple[str, float, float]] = []
        for i in range(n):
            for _ in range(30):
                pk = eligible[int(rng.integers(len(eligible)))]
                x, y = _spot(rng, places[pk]["rect"], c["size"])
                if all(math.hypot(x - a, y - b) >= 3.0 or pk != q for q, a, b in placed):
                    break
            placed.append((pk, x, y))
            colour = c["colours"][int(rng.integers(len(c["colours"])))] if c["colours"] else None
            plate = None
            if c["plate"]:
                if "{L}" in c["plate"]:
                    letter = stand_letter.setdefault(pk, "ABCDEFGH"[len(stand_letter) % 8])
                    plate = c["plate"].format(L=letter, n=f"{seq + i:02d}")
                elif "{owner}" in c["plate"]:
                    plate = c["plate"].format(
                        owner=owners[int(rng.integers(len(owners)))],
                        six=f"{int(rng.integers(100000, 999999))}",
                    )
                else:
                    base = site["spec"].get("enclosure_base", seq)
                    plate = c["plate"].format(
                        n=f"{base + i:02d}" if ck != "board" else str(base + i)
                    )
            stays = [[t0, t1, pk, x, y]]
            if c["mobility"] != "fixed":
                k = int(rng.integers(1, 3)) if c["mobility"] == "moved" else int(rng.integers(3, 6))
                span = motion["t_end"] - motion["t_start"]
                times = sorted(
                    float(
                        rng.uniform(motion["t_start"] + 0.08 * span, motion["t_end"] - 0.08 * span)
                    )
                    for _ in range(k)
                )
                if rng.random() < 0.5:
                    times[0] = float(rng.uniform(brk0 + 30, brk1 - 30))
                    times.sort()
                stays = []
                cur = (pk, x, y)
                start = t0
                for tm in times:
                    if tm <= start + 60:
                        continue
                    stays.append([round(start, 3), round(tm, 3), cur[0], cur[1], cur[2]])
                    for _ in range(30):
                        nk = eligible[int(rng.integers(len(eligible)))]
                        nx, ny = _spot(rng, places[nk]["rect"], c["size"])
                        if (math.hypot(nx - cur[1], ny - cur[2]) >= 12.0 or nk != cur[0]) and (
                            places[nk]["level"] != places[cur[0]]["level"]
                            or math.hypot(nx - cur[1], ny - cur[2]) >= 12.0
                        ):
                            break
                    cur = (nk, nx, ny)
                    start = tm
                stays.append([round(start, 3), t1, cur[0], cur[1], cur[2]])
            out.append(_inst(ck, len(out), colour, stays, plate=plate))
    return out


def _spine_y(site: dict[str, Any], p: dict[str, Any]) -> float:
    segs = [q for q in site["places"].values() if q["spine"] and q["level"] == p["level"]]
    return float(segs[0]["rect"][3])


def _inst(
    cls: str,
    i: int,
    colour: str | None,
    stays: list[list[Any]],
    text: str | None = None,
    plate: str | None = None,
) -> dict[str, Any]:
    return {
        "key": f"{cls}#{i:03d}",
        "cls": cls,
        "colour": colour,
        "stays": stays,
        "text": text,
        "plate": plate,
    }


def stay_at(inst: dict[str, Any], t: float) -> list[Any] | None:
    """The stay [t0, t1, place, x, y] holding time t."""
    for s in inst["stays"]:
        if s[0] <= t < s[1]:
            return s
    return None

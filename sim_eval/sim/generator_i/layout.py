"""Builds zone rectangles: straight spines (corridors, paths, halls) with rooms on both sides."""

from __future__ import annotations

import numpy as np

from .model import Link, Zone


class Layout:
    def __init__(self, rng: np.random.Generator) -> None:
        self.rng = rng
        self.zones: dict[str, Zone] = {}
        self.links: list[Link] = []
        self.taken: dict[tuple[str, int], list[tuple[float, float]]] = {}

    # -- spines -------------------------------------------------------------
    def spine(
        self,
        zid: str,
        name: str,
        aliases: list[str],
        floor: int,
        x0: float,
        x1: float,
        yc: float,
        width: float,
        *,
        indoor: bool = True,
        kind: str = "hall",
        vague: str = "a long corridor",
        ref: str | None = None,
        building: str = "",
        code: str | None = None,
    ) -> Zone:
        z = Zone(
            zid,
            name,
            aliases,
            kind,
            floor,
            indoor,
            {floor: (x0, yc - width / 2, x1, yc + width / 2)},
            is_spine=True,
            vague=vague,
            ref=ref or f"the {name}",
            building=building,
            yc=yc,
            width=width,
            code=code,
        )
        self.zones[zid] = z
        return z

    def _reserve(self, spine: str, side: int, a: float, b: float) -> None:
        self.taken.setdefault((spine, side), []).append((a, b))

    def _free_x(self, spine: str, side: int, w: float) -> float:
        sp = self.zones[spine]
        x0, _, x1, _ = sp.rects[sp.floor]
        taken = sorted(self.taken.get((spine, side), []))
        cur = x0 + 2.0 + float(self.rng.uniform(0, 3))
        while True:
            clash = [t for t in taken if not (cur + w + 1.0 <= t[0] or cur >= t[1] + 1.0)]
            if not clash:
                break
            cur = max(t[1] for t in clash) + 1.0 + float(self.rng.uniform(0, 2))
        if cur + w + 2 > x1:  # grow the spine
            sx0, sy0, _, sy1 = sp.rects[sp.floor]
            sp.rects[sp.floor] = (sx0, sy0, cur + w + 3, sy1)
        return cur + w / 2

    def room(
        self,
        zid: str,
        name: str,
        aliases: list[str],
        kind: str,
        spine: str,
        side: int,
        *,
        x: float | None = None,
        w: float | None = None,
        depth: float | None = None,
        indoor: bool | None = None,
        code: str | None = None,
        vague: str = "a room",
        ref: str | None = None,
        sign: str | None = None,
    ) -> Zone:
        sp = self.zones[spine]
        f = sp.floor
        w = float(w if w is not None else self.rng.uniform(8, 15))
        depth = float(depth if depth is not None else self.rng.uniform(8, 13))
        if x is None:
            x = self._free_x(spine, side, w)
        self._reserve(spine, side, x - w / 2, x + w / 2)
        edge = sp.yc + side * sp.width / 2
        ya, yb = sorted((edge, edge + side * depth))
        z = Zone(
            zid,
            name,
            aliases,
            kind,
            f,
            sp.indoor if indoor is None else indoor,
            {f: (x - w / 2, ya, x + w / 2, yb)},
            spine={f: spine},
            code=code,
            vague=vague,
            ref=ref or f"the {name}",
            building=sp.building,
            side=side,
            door_x={f: x},
            sign_text=sign,
        )
        self.zones[zid] = z
        return z

    def connector(
        self,
        zid: str,
        name: str,
        aliases: list[str],
        ctype: str,
        ends: list[tuple[str, int, float]],
        *,
        vague: str,
        ref: str | None = None,
        size: tuple[float, float] = (3.0, 3.0),
    ) -> Zone:
        """ends: (spine, side, x) per floor."""
        rects = {}
        spines = {}
        door_x = {}
        floor0 = None
        building = ""
        for spine, side, x in ends:
            sp = self.zones[spine]
            f = sp.floor
            floor0 = f if floor0 is None else floor0
            w, d = size
            self._reserve(spine, side, x - w / 2, x + w / 2)
            edge = sp.yc + side * sp.width / 2
            ya, yb = sorted((edge, edge + side * d))
            rects[f] = (x - w / 2, ya, x + w / 2, yb)
            spines[f] = spine
            door_x[f] = x
            building = sp.building
        z = Zone(
            zid,
            name,
            aliases,
            ctype,
            int(floor0 or 0),
            True,
            rects,
            spine=spines,
            connector=ctype,
            vague=vague,
            ref=ref or f"the {name}",
            building=building,
            side=ends[0][1],
            door_x=door_x,
        )
        self.zones[zid] = z
        return z

    def link(self, a: str, b: str, ax: float, bx: float, via: str | None = None) -> None:
        za, zb = self.zones[a], self.zones[b]
        side_a = 1 if zb.yc > za.yc else -1
        if via is None and abs(za.yc - zb.yc) > 1e-6:
            self._reserve(a, side_a, ax - 2, ax + 2)
            self._reserve(b, -side_a, bx - 2, bx + 2)
        self.links.append(Link(a, b, za.floor, ax, bx, via))

    def passage(
        self,
        zid: str,
        name: str,
        aliases: list[str],
        ctype: str | None,
        floor: int,
        rect: tuple[float, float, float, float],
        *,
        kind: str,
        vague: str,
        indoor: bool = True,
        ref: str | None = None,
    ) -> Zone:
        """A free-standing zone used as the via of a link (a walkway, a tunnel, a gatehouse)."""
        z = Zone(
            zid,
            name,
            aliases,
            kind,
            floor,
            indoor,
            {floor: rect},
            connector=ctype,
            vague=vague,
            ref=ref or f"the {name}",
        )
        self.zones[zid] = z
        return z

"""The questions of a world (100, by type and subkind), each with the truth scoring.py reads,
drawn only from what was perceived by `now`, so a perfect memory could answer every one."""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from typing import Any, cast

from .captioners import NUMW
from .families import Place
from .index import Index
from .rng import chance, pick, stream
from .world import Instance, World

Question = dict[str, Any]  # now, slots, truth and, for "here" questions, at

QUOTA = {
    "spatial": [
        ("where_is", 4),
        ("where_is_this_floor", 4),
        ("nearest_to_me", 9),
        ("last_seen_where", 5),
        ("which_room", 3),
        ("where_place", 2),
        ("where_lost_item", 3),
    ],
    "temporal": [
        ("last_seen", 5),
        ("first_seen", 3),
        ("entered_place", 4),
        ("entered_here", 2),
        ("left_place", 3),
        ("passed", 3),
        ("last_seen_near_me", 5),
    ],
    "binary": [
        ("seen_yes", 3),
        ("seen_never", 4),
        ("seen_not_yet", 2),
        ("colour_yes", 2),
        ("colour_no", 2),
        ("in_place_yes", 1),
        ("in_place_no", 1),
        ("here_yes", 3),
        ("state", 2),
    ],
    "duration": [
        ("last_visit", 2),
        ("here_visit", 3),
        ("total_in_place", 2),
        ("on_floor", 2),
        ("outside", 1),
        ("a_to_b", 2),
    ],
    "text": [("sign_text", 4), ("last_read", 3), ("sign_here", 2), ("colour_of", 2), ("count", 2)],
}
FALLBACK = {
    "spatial": ["where_is", "last_seen_where", "nearest_to_me"],
    "temporal": ["last_seen", "first_seen", "last_seen_near_me"],
    "binary": ["seen_yes", "seen_never", "colour_no"],
    "duration": ["total_in_place", "last_visit", "here_visit", "on_floor", "outside"],
    "text": ["sign_text", "last_read", "colour_of", "count", "sign_here"],
}
COLOUR_SYN = {
    "grey": ["grey", "gray"],
    "silver": ["silver", "grey", "gray", "metallic"],
    "multicoloured": ["multicolo", "colourful", "colorful", "rainbow"],
    "ginger": ["ginger", "orange"],
    "tawny": ["tawny", "golden", "brown", "sandy"],
    "black and white": ["black and white", "black-and-white"],
    "red and white": ["red and white", "red-and-white", "striped"],
    "oak": ["oak", "wood", "brown"],
    "wooden": ["wood", "brown"],
    "dark blue": ["dark blue", "navy", "blue"],
    "navy": ["navy", "dark blue", "blue"],
    "pale pink": ["pink"],
    "spotted": ["spotted", "brown", "patch"],
    "sandy": ["sandy", "sand", "tan", "beige"],
}
PALETTE = [
    "red",
    "blue",
    "green",
    "yellow",
    "purple",
    "orange",
    "pink",
    "white",
    "black",
    "grey",
    "brown",
]


class Gen:
    """One `q_<subkind>` per subkind: a question, or None when it cannot be asked this time."""

    def __init__(self, w: World, ix: Index) -> None:
        self.w, self.ix = w, ix
        self.fh = w.fam.floor_h
        self.rng = stream(w.family, w.seed, "questions")
        self.by_cls: dict[str, list[Instance]] = {}
        for inst in w.instances:
            self.by_cls.setdefault(inst.cls, []).append(inst)
        # door plates are asked about in text questions only
        self.present = sorted(c for c in self.by_cls if c != "door plate")
        self.used: set[tuple[Any, ...]] = set()
        names = [p.name for p in w.fam.places]
        self.walk = [p.id for p in w.fam.places if p.walk and names.count(p.name) == 1]

    # ------------------------------------------------------------ helpers
    def now(self, lo: float = 0.3) -> float:
        """A moment just after a random frame in the last (1 - lo) of the run."""
        n = len(self.w.frames)
        i = int(self.rng.integers(int(lo * n), n))
        return round(self.ix.t[i] + float(self.rng.uniform(0, 1.0)), 2)

    def pos3(self, inst: Instance, t: float) -> list[float]:
        x, y, _, floor = inst.at(t)
        return [round(x, 2), round(y, 2), round(floor * self.fh, 2)]

    def seen_insts(self, cls: str, now: float) -> list[Instance]:
        return [i for i in self.by_cls.get(cls, []) if self.ix.seen_by(i.id, now)]

    def last_seen_t(self, inst: Instance, now: float) -> float | None:
        s = self.ix.seen_by(inst.id, now)
        return self.ix.t[s[-1]] if s else None

    def place_form(self, pid: str, now: float) -> str | None:
        nm = self.ix.name_of(pid, now)
        if not nm:
            return None
        return nm["name"] or nm["code"]

    def at_point(
        self, now: float, pred: Callable[[dict[str, Any]], bool] | None = None
    ) -> tuple[list[float], Place] | tuple[None, None]:
        """An asker's position near a frame up to `now` (not in the lift), and its place."""
        k = self.ix.upto(now)
        cands = [
            i
            for i in range(k + 1)
            if self.w.frames[i]["place"] != "lift" and (pred is None or pred(self.w.frames[i]))
        ]
        if not cands:
            return None, None
        i = pick(self.rng, cands)
        f = self.w.frames[i]
        p = self.w.places[f["place"]]
        x = min(max(f["x"] + float(self.rng.uniform(-1, 1)), p.rect[0]), p.rect[2])
        y = min(max(f["y"] + float(self.rng.uniform(-1, 1)), p.rect[1]), p.rect[3])
        at = [round(float(x), 2), round(float(y), 2), round(float(p.floor * self.fh), 2)]
        if p.outdoor and self.w.family == "zoo" and chance(self.rng, 0.5):
            at = at[:2]
        return at, p

    def describe(self, inst: Instance, now: float) -> dict[str, str | None] | None:
        """Slots naming one instance unambiguously, or None."""
        allc = self.by_cls[inst.cls]
        if len(allc) == 1:
            return {"cls": inst.cls, "place": None}
        same = [i for i in allc if i.place == inst.place]
        form = self.place_form(inst.place, now)
        if len(same) == 1 and form and inst.kind in ("static", "state", "text"):
            return {"cls": inst.cls, "place": form}
        return None

    def named_places(self, now: float) -> list[str]:
        return [p for p in self.walk if self.place_form(p, now) and p != "lift"]

    def key_ok(self, key: tuple[Any, ...]) -> bool:
        """True the first time a key is used: no two questions ask the same thing."""
        if key in self.used:
            return False
        self.used.add(key)
        return True

    def pick_seen_cls(self, now: float, static_only: bool = False) -> str | None:
        cands = [
            c
            for c in self.present
            if self.seen_insts(c, now)
            and (
                not static_only
                or all(i.kind in ("static", "state", "text") for i in self.by_cls[c])
            )
        ]
        return pick(self.rng, cands) if cands else None

    # ------------------------------------------------------------ spatial
    def q_where_is(self) -> Question | None:
        now = self.now()
        c = self.pick_seen_cls(now)
        if not c or not self.key_ok(("where", c)):
            return None
        pos = [self.pos3(i, cast(float, self.last_seen_t(i, now))) for i in self.seen_insts(c, now)]
        return dict(now=now, slots={"cls": c}, truth={"positions": pos})

    def q_where_is_this_floor(self) -> Question | None:
        now = self.now()
        at, p = self.at_point(now, lambda f: not self.w.places[f["place"]].outdoor)
        if not at:
            return None
        assert p is not None  # at_point gives both or neither
        c = self.pick_seen_cls(now)
        insts = (
            [
                i
                for i in self.seen_insts(c, now)
                if i.at(cast(float, self.last_seen_t(i, now)))[3] == p.floor
            ]
            if c
            else []
        )
        if not insts or not self.key_ok(("wfloor", c, p.floor)):
            return None
        pos = [self.pos3(i, cast(float, self.last_seen_t(i, now))) for i in insts]
        return dict(now=now, at=at, slots={"cls": c, "here": True}, truth={"positions": pos})

    def q_nearest_to_me(self) -> Question | None:
        now = self.now()
        at, p = self.at_point(now)
        c = self.pick_seen_cls(now, static_only=True)
        if not at or not c:
            return None
        assert p is not None  # at_point gives both or neither
        insts = [i for i in self.seen_insts(c, now) if i.floor == p.floor]
        if len(insts) < 1 or not self.key_ok(("near", c)):
            return None
        d = {i.id: math.dist(at[:2], (i.x, i.y)) for i in insts}
        best = min(d.values())
        if best > 60:
            return None
        pos = [self.pos3(i, now) for i in insts if d[i.id] <= best + 2.0]
        return dict(now=now, at=at, slots={"cls": c, "here": True}, truth={"positions": pos})

    def q_last_seen_where(self) -> Question | None:
        now = self.now()
        c = self.pick_seen_cls(now)
        if not c or not self.key_ok(("lastwhere", c)):
            return None
        insts = self.seen_insts(c, now)
        last = max(self.ix.seen_by(i.id, now)[-1] for i in insts)
        t = self.ix.t[last]
        pos = [self.pos3(i, t) for i in insts if self.ix.seen_by(i.id, now)[-1] == last]
        return dict(now=now, slots={"cls": c}, truth={"positions": pos})

    def q_which_room(self) -> Question | None:
        now = self.now()
        cands = [
            c
            for c in self.present
            if len(self.seen_insts(c, now)) == 1
            and len(self.by_cls[c]) == 1
            and self.by_cls[c][0].kind in ("static", "state", "text")
        ]
        if not cands:
            return None
        c = pick(self.rng, cands)
        if not self.key_ok(("room", c)):
            return None
        inst = self.by_cls[c][0]
        cx, cy = self.w.places[inst.place].centre()
        pos = [self.pos3(inst, now), [round(cx, 2), round(cy, 2), inst.floor * self.fh]]
        return dict(now=now, slots={"cls": c}, truth={"positions": pos})

    def q_where_place(self) -> Question | None:
        now = self.now()
        cands = self.named_places(now)
        if not cands:
            return None
        pid = pick(self.rng, cands)
        if not self.key_ok(("wplace", pid)):
            return None
        p = self.w.places[pid]
        x0, y0, x1, y1 = p.rect
        z = p.floor * self.fh
        pos = [[round((x0 + x1) / 2, 2), round((y0 + y1) / 2, 2), z]]
        if math.dist((x0, y0), (x1, y1)) > 30:
            for fx in (0.25, 0.75):
                for fy in (0.25, 0.75):
                    pos.append([round(x0 + fx * (x1 - x0), 2), round(y0 + fy * (y1 - y0), 2), z])
        return dict(now=now, slots={"place": self.place_form(pid, now)}, truth={"positions": pos})

    def q_where_lost_item(self) -> Question | None:
        now = self.now(0.5)
        cands = [i for i in self.w.instances if i.kind == "lost" and self.ix.seen_by(i.id, now)]
        if not cands:
            return None
        inst = pick(self.rng, cands)
        if not self.key_ok(("lost", inst.cls)):
            return None
        return dict(
            now=now,
            slots={"cls": inst.cls},
            truth={"positions": [self.pos3(inst, cast(float, self.last_seen_t(inst, now)))]},
        )

    # ------------------------------------------------------------ temporal
    def q_last_seen(self) -> Question | None:
        now = self.now()
        c = self.pick_seen_cls(now)
        if not c or not self.key_ok(("last", c)):
            return None
        t = max(cast(float, self.last_seen_t(i, now)) for i in self.seen_insts(c, now))
        return dict(now=now, slots={"cls": c}, truth={"time": t})

    def q_first_seen(self) -> Question | None:
        now = self.now()
        c = self.pick_seen_cls(now)
        if not c or not self.key_ok(("first", c)):
            return None
        t = min(self.ix.t[self.ix.seen_by(i.id, now)[0]] for i in self.seen_insts(c, now))
        return dict(now=now, slots={"cls": c}, truth={"time": t})

    def _visits(self, pid: str, now: float) -> list[tuple[int, int]]:
        k = self.ix.upto(now)
        return [(i0, min(i1, k)) for p, i0, i1 in self.ix.visits if p == pid and i0 <= k]

    def q_entered_place(self) -> Question | None:
        now = self.now()
        cands = self.named_places(now)
        if not cands:
            return None
        pid = pick(self.rng, cands)
        v = self._visits(pid, now)
        if not v or not self.key_ok(("enter", pid)):
            return None
        return dict(
            now=now, slots={"place": self.place_form(pid, now)}, truth={"time": self.ix.t[v[-1][0]]}
        )

    def q_entered_here(self) -> Question | None:
        now = self.now()
        at, p = self.at_point(now)
        if not at:
            return None
        assert p is not None  # at_point gives both or neither
        v = self._visits(p.id, now)
        if not v or not self.key_ok(("enter", p.id)):
            return None
        return dict(now=now, at=at, slots={"here": True}, truth={"time": self.ix.t[v[-1][0]]})

    def q_left_place(self) -> Question | None:
        now = self.now()
        k = self.ix.upto(now)
        cands = [p for p in self.named_places(now) if self.w.frames[k]["place"] != p]
        if not cands:
            return None
        pid = pick(self.rng, cands)
        v = self._visits(pid, now)
        if not v or v[-1][1] >= k or not self.key_ok(("leave", pid)):
            return None
        i1 = v[-1][1]
        return dict(
            now=now,
            slots={"place": self.place_form(pid, now)},
            truth={"time": round((self.ix.t[i1] + self.ix.t[i1 + 1]) / 2, 2)},
        )

    def q_passed(self) -> Question | None:
        now = self.now()
        cands = [
            c
            for c in self.present
            if len(self.by_cls[c]) == 1
            and self.by_cls[c][0].kind in ("static", "state", "text")
            and self.seen_insts(c, now)
        ]
        if not cands:
            return None
        c = pick(self.rng, cands)
        inst = self.by_cls[c][0]
        first = self.ix.seen_by(inst.id, now)[0]
        k = self.ix.upto(now)
        near = [
            i
            for i in range(first, k + 1)
            if self.w.frames[i]["floor"] == inst.floor
            and math.dist((self.w.frames[i]["x"], self.w.frames[i]["y"]), (inst.x, inst.y)) <= 5.0
        ]
        if not near or not self.key_ok(("pass", c)):
            return None
        return dict(now=now, slots={"cls": c}, truth={"time": self.ix.t[near[-1]]})

    def q_last_seen_near_me(self) -> Question | None:
        now = self.now()
        at, p = self.at_point(now)
        if not at:
            return None
        assert p is not None  # at_point gives both or neither
        cands = []
        for c in self.present:
            insts = [
                i
                for i in self.seen_insts(c, now)
                if i.kind != "moving"
                and i.floor == p.floor
                and math.dist(at[:2], (i.x, i.y)) <= 10.0
            ]
            if insts:
                cands.append((c, insts))
        if not cands:
            return None
        c, insts = cands[int(self.rng.integers(len(cands)))]
        if not self.key_ok(("lastnear", c)):
            return None
        t = max(cast(float, self.last_seen_t(i, now)) for i in insts)
        return dict(now=now, at=at, slots={"cls": c, "here": True}, truth={"time": t})

    # ------------------------------------------------------------ binary
    def q_seen_yes(self) -> Question | None:
        now = self.now()
        c = self.pick_seen_cls(now)
        if not c or not self.key_ok(("seen", c)):
            return None
        return dict(now=now, slots={"cls": c}, truth={"binary": True})

    def q_seen_never(self) -> Question | None:
        now = self.now()
        c = pick(self.rng, self.w.never)
        if not self.key_ok(("seen", c)):
            return None
        return dict(now=now, slots={"cls": c}, truth={"binary": False})

    def q_seen_not_yet(self) -> Question | None:
        now = self.now(0.15)
        k = self.ix.upto(now)
        text = " ".join((f.get("caption") or "").lower() for f in self.w.frames[: k + 1])
        cands = [
            c
            for c in self.present
            if not self.ix.mentioned_by(c, now)
            and not self.seen_insts(c, now)
            and not any(
                re.search(r"\b" + re.escape(x.lower()) + r"s?\b", text)
                for x in self.w.classes[c]["labels"] + [c]
            )
        ]
        if not cands:
            return None
        c = pick(self.rng, cands)
        if not self.key_ok(("seen", c)):
            return None
        return dict(now=now, slots={"cls": c}, truth={"binary": False})

    def q_colour_yes(self) -> Question | None:
        now = self.now()
        k = self.ix.upto(now)
        cands = [
            i
            for i in self.w.instances
            if i.colour
            and any(j <= k for j in self.ix.colour_seen.get(i.id, []))
            and len({x.colour for x in self.by_cls[i.cls]}) > 1
        ]
        if not cands:
            return None
        inst = pick(self.rng, cands)
        if not self.key_ok(("colour", inst.cls)):
            return None
        return dict(now=now, slots={"cls": inst.cls, "colour": inst.colour}, truth={"binary": True})

    def q_colour_no(self) -> Question | None:
        now = self.now()
        c = self.pick_seen_cls(now)
        if not c or not self.w.classes[c]["colours"]:
            return None
        have = set()
        for i in self.by_cls[c]:
            colour = cast(str, i.colour)  # every instance of a class with colours has one
            have |= set(COLOUR_SYN.get(colour, [colour]))
            have |= set((i.colour or "").split())
        opts = [p for p in PALETTE if p not in have]
        if not opts or not self.key_ok(("colour", c)):
            return None
        return dict(
            now=now, slots={"cls": c, "colour": pick(self.rng, opts)}, truth={"binary": False}
        )

    def _in_place(self, now: float, yes: bool, pid: str) -> str | None:
        static = [
            c
            for c in self.present
            if all(i.kind in ("static", "state", "text") for i in self.by_cls[c])
        ]
        if yes:
            cands = [c for c in static if any(i.place == pid for i in self.seen_insts(c, now))]
        else:
            cands = [
                c
                for c in static
                if self.seen_insts(c, now) and not any(i.place == pid for i in self.by_cls[c])
            ]
        return pick(self.rng, cands) if cands else None

    def q_in_place_yes(self, yes: bool = True) -> Question | None:
        now = self.now()
        cands = self.named_places(now)
        if not cands:
            return None
        pid = pick(self.rng, cands)
        c = self._in_place(now, yes, pid)
        if not c or not self.key_ok(("inplace", c, pid)):
            return None
        return dict(
            now=now, slots={"cls": c, "place": self.place_form(pid, now)}, truth={"binary": yes}
        )

    def q_in_place_no(self) -> Question | None:
        return self.q_in_place_yes(False)

    def q_here_yes(self) -> Question | None:
        now = self.now()
        at, p = self.at_point(now)
        if not at:
            return None
        assert p is not None  # at_point gives both or neither
        yes = chance(self.rng, 0.5)
        c = self._in_place(now, yes, p.id)
        if not c:
            return None
        near = [
            i
            for i in self.by_cls[c]
            if i.floor == p.floor and math.dist(at[:2], (i.x, i.y)) <= (20.0 if yes else 25.0)
        ]
        if yes and not any(i.place == p.id and self.ix.seen_by(i.id, now) for i in near):
            return None
        if not yes and near:
            return None
        if not self.key_ok(("inplace", c, p.id)):
            return None
        return dict(now=now, at=at, slots={"cls": c, "here": True}, truth={"binary": yes})

    def q_state(self) -> Question | None:
        cands = [i for i in self.w.instances if self.ix.state_seen.get(i.id)]
        if not cands:
            return None
        inst = pick(self.rng, cands)
        j, st = pick(self.rng, self.ix.state_seen[inst.id])
        seen = self.ix.seen[inst.id]
        nxt = [s for s in seen if s > j]
        t = self.ix.t[j]
        now = round(t + min(90.0, ((self.ix.t[nxt[0]] - t) / 2) if nxt else 90.0), 2)
        if now <= t or now > self.w.t_end:
            return None
        desc = self.describe(inst, now)
        if not desc or not self.key_ok(("state", inst.id)):
            return None
        asked = (
            st
            if chance(self.rng, 0.5)
            else next(s for s in cast(tuple[str, str], inst.state_pair) if s != st)
        )
        return dict(now=now, slots={**desc, "state": asked}, truth={"binary": asked == st})

    # ------------------------------------------------------------ duration
    def q_last_visit(self, here: bool = False) -> Question | None:
        now = self.now()
        k = self.ix.upto(now)
        if here:
            at, p = self.at_point(now)
            if not at:
                return None
            assert p is not None  # at_point gives both or neither
            pid = p.id
        else:
            cands = self.named_places(now)
            if not cands:
                return None
            pid = pick(self.rng, cands)
        v = [x for x in self._visits(pid, now) if x[1] < k and self.ix.span(*x) >= 20]
        if not v or not self.key_ok(("visit", pid)):
            return None
        slots = {"here": True} if here else {"place": self.place_form(pid, now)}
        out: Question = dict(
            now=now, slots=slots, truth={"duration_s": round(self.ix.span(*v[-1]), 1)}
        )
        if here:
            out["at"] = at
        return out

    def q_here_visit(self) -> Question | None:
        return self.q_last_visit(here=True)

    def q_total_in_place(self) -> Question | None:
        now = self.now()
        cands = self.named_places(now)
        if not cands:
            return None
        pid = pick(self.rng, cands)
        v = self._visits(pid, now)
        tot = sum(self.ix.span(*x) for x in v)
        if len(v) < 2 or tot < 30 or not self.key_ok(("total", pid)):
            return None
        return dict(
            now=now, slots={"place": self.place_form(pid, now)}, truth={"duration_s": round(tot, 1)}
        )

    def q_on_floor(self) -> Question | None:
        now = self.now()
        k = self.ix.upto(now)
        floors = sorted({f["floor"] for f in self.w.frames[: k + 1]})
        if self.w.family == "zoo":
            floors = [f for f in floors if f != 0]
        if len(floors) < (1 if self.w.family == "zoo" else 2):
            return None
        here = chance(self.rng, 0.5)
        at = None
        if here:
            at, p = self.at_point(
                now, lambda f: not self.w.places[f["place"]].outdoor and f["floor"] in floors
            )
            if not at:
                return None
            assert p is not None  # at_point gives both or neither
            fl = p.floor
        else:
            fl = pick(self.rng, floors)
        tot = sum(self.ix.dt[i] for i in range(k + 1) if self.w.frames[i]["floor"] == fl)
        if tot < 20 or not self.key_ok(("floor", fl)):
            return None
        out: Question = dict(
            now=now, slots={"floor": fl, "here": here}, truth={"duration_s": round(tot, 1)}
        )
        if here:
            out["at"] = at
        return out

    def q_outside(self) -> Question | None:
        now = self.now()
        k = self.ix.upto(now)
        inside = self.w.family == "zoo"
        tot = sum(
            self.ix.dt[i]
            for i in range(k + 1)
            if self.w.places[self.w.frames[i]["place"]].outdoor != inside
        )
        if tot < 20 or not self.key_ok(("outside", round(now, -2))):
            return None
        return dict(
            now=now,
            slots={"inside": inside, "word": self.w.fam.outside_word},
            truth={"duration_s": round(tot, 1)},
        )

    def q_a_to_b(self) -> Question | None:
        now = self.now(0.5)
        k = self.ix.upto(now)
        names = self.named_places(now)
        vis = [v for v in self.ix.visits if v[2] <= k and v[0] in names]
        pairs = []
        for a_i, va in enumerate(vis):
            for vb in vis[a_i + 1 :]:
                if vb[0] == va[0]:
                    break
                d = self.ix.t[vb[1]] - self.ix.t[va[2]]
                if 20 <= d <= 240 and not any(
                    vc[0] == vb[0] for vc in vis[a_i + 1 : vis.index(vb)]
                ):
                    pairs.append((va, vb, d))
        if not pairs:
            return None
        va, vb, _ = pick(self.rng, pairs)
        # the most recent A -> B transition of this pair
        last = [(x, y, d) for x, y, d in pairs if x[0] == va[0] and y[0] == vb[0]][-1]
        if not self.key_ok(("ab", va[0], vb[0])):
            return None
        return dict(
            now=now,
            slots={"a": self.place_form(va[0], now), "b": self.place_form(vb[0], now)},
            truth={"duration_s": round(last[2], 1)},
        )

    # ------------------------------------------------------------ text
    def q_sign_text(self) -> Question | None:
        now = self.now()
        k = self.ix.upto(now)
        cands = [
            i
            for i in self.w.instances
            if i.text and any(j <= k for j in self.ix.quoted.get(i.id, []))
        ]
        if not cands:
            return None
        inst = pick(self.rng, cands)
        desc: dict[str, str | None] | None
        if inst.cls == "flat door":
            if " - " not in cast(str, inst.text):  # cands all have a text
                return None
            desc = {"cls": inst.cls, "flat": inst.text_label}
        else:
            desc = self.describe(inst, now)
        if not desc or not self.key_ok(("text", inst.id)):
            return None
        return dict(
            now=now,
            slots={**desc, "what": inst.cls},
            truth={"keywords": list(cast(list[str], inst.keywords))},
        )

    def q_last_read(self) -> Question | None:
        now = self.now()
        k = self.ix.upto(now)
        last = {}
        for iid, frames in self.ix.quoted.items():
            done = [j for j in frames if j <= k]
            if done:
                last[iid] = done[-1]
        if not last:
            return None
        j = max(last.values())
        iids = sorted(i for i, v in last.items() if v == j)
        if len(iids) != 1 or not self.key_ok(("lastread", iids[0])):
            return None
        inst = self.ix.inst[iids[0]]
        keywords = cast(list[str], inst.keywords)  # a quoted instance has a text and keywords
        return dict(now=now, slots={"cls": inst.cls}, truth={"keywords": list(keywords)})

    def q_sign_here(self) -> Question | None:
        now = self.now()
        k = self.ix.upto(now)
        at, p = self.at_point(now)
        if not at:
            return None
        assert p is not None  # at_point gives both or neither
        cands = [
            i
            for i in self.w.instances
            if i.text
            and i.place == p.id
            and i.cls != "flat door"
            and len([j for j in self.by_cls[i.cls] if j.place == p.id]) == 1
            and any(j <= k for j in self.ix.quoted.get(i.id, []))
        ]
        if not cands:
            return None
        inst = pick(self.rng, cands)
        if not self.key_ok(("text", inst.id)):
            return None
        return dict(
            now=now,
            at=at,
            slots={"cls": inst.cls, "here": True},
            truth={"keywords": list(cast(list[str], inst.keywords))},
        )

    def q_colour_of(self) -> Question | None:
        now = self.now()
        k = self.ix.upto(now)
        cands = [
            i
            for i in self.w.instances
            if i.colour and any(j <= k for j in self.ix.colour_seen.get(i.id, []))
        ]
        if not cands:
            return None
        inst = pick(self.rng, cands)
        desc = self.describe(inst, now)
        if not desc or not self.key_ok(("colourof", inst.id)):
            return None
        colour = cast(str, inst.colour)  # cands all have a colour
        return dict(now=now, slots=desc, truth={"keywords": COLOUR_SYN.get(colour, [colour])})

    def q_count(self) -> Question | None:
        now = self.now(0.5)
        cands = []
        for pid in self.named_places(now):
            for c in self.present:
                insts = [i for i in self.by_cls[c] if i.place == pid]
                if len(insts) >= 2 and all(
                    i.kind in ("static", "state", "text") for i in self.by_cls[c]
                ):
                    n = sum(1 for i in insts if self.ix.seen_by(i.id, now))
                    if n >= 2 and n == len(insts):  # all of them seen: "how many were there" agrees
                        cands.append((c, pid, n))
        if not cands:
            return None
        c, pid, n = cands[int(self.rng.integers(len(cands)))]
        if not self.key_ok(("count", c, pid)):
            return None
        return dict(
            now=now,
            slots={"cls": c, "place": self.place_form(pid, now)},
            truth={"keywords": [str(n), NUMW[n] if n <= 10 else str(n)]},
        )


def generate(w: World, ix: Index) -> list[dict[str, Any]]:
    """QUOTA questions per subkind (topped up from FALLBACK), numbered; `question` is None."""
    g = Gen(w, ix)
    out = []
    for qtype, subs in QUOTA.items():
        for sub, n in subs:
            got, tries = 0, 0
            while got < n and tries < 60:
                tries += 1
                q = getattr(g, "q_" + sub)()
                if q:
                    out.append((qtype, sub, q))
                    got += 1
            fb = 0
            while got < n and fb < 200:  # top up with the type's fallback
                fb += 1
                fsub = FALLBACK[qtype][fb % len(FALLBACK[qtype])]
                q = getattr(g, "q_" + fsub)()
                if q:
                    out.append((qtype, fsub, q))
                    got += 1
    qs = []
    for n, (qtype, sub, q) in enumerate(out):
        qs.append(
            dict(
                id=f"{w.family}-s{w.seed}-q{n:03d}",
                type=qtype,
                question=None,
                now=q["now"],
                at=q.get("at"),
                truth=q["truth"],
                subkind=sub,
                slots=q["slots"],
            )
        )
    return qs

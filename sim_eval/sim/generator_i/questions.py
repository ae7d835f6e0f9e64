"""Questions with ground truth from the perception log only (frames with t <= now)."""

from __future__ import annotations

import math
import re
import zlib
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from .memory import Memory
from .model import Instance, World, Zone
from .phrasings import render

Spec = dict[str, Any]
NUMW = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
STOP = {
    "this",
    "that",
    "with",
    "from",
    "your",
    "the",
    "and",
    "way",
    "for",
    "min",
    "walk",
    "please",
    "point",
    "beyond",
    "ask",
    "do",
    "not",
    "at",
    "to",
    "of",
    "on",
    "a",
}
COLOUR_KW = {
    "grey": ["grey", "gray"],
    "navy": ["navy", "dark blue"],
    "silver": ["silver", "grey", "gray", "metal"],
    "striped": ["stripe"],
    "tartan": ["tartan", "plaid", "check"],
    "lime": ["lime", "green"],
    "mustard": ["mustard", "yellow"],
    "teal": ["teal", "turquoise", "blue-green"],
    "purple": ["purple", "violet"],
    "pink": ["pink"],
    "orange": ["orange"],
}
STATIC_KINDS = {"static", "goods", "sign", "screen", "stateful"}
MOVING_KINDS = {"person", "roamer", "moving", "animal"}
CONN_NOUN = {
    "lift": "lift",
    "escalator": "escalator",
    "stairs": "stairs",
    "travelator": "moving walkway",
}


def _kw(*words: str) -> list[str]:
    out: list[str] = []
    for w in words:
        w = w.lower().strip()
        if w and w not in out:
            out.append(w)
    return out


class QGen:
    def __init__(self, world: World, mem: Memory, rng: np.random.Generator) -> None:
        self.w = world
        self.m = mem
        self.rng = rng
        self.inst = {i.id: i for i in world.instances}
        self.t_end = mem.log[-1]["t"]
        self.t0 = mem.log[0]["t"]

    # -- helpers ---------------------------------------------------------------
    def choice(self, items: list[Any]) -> Any:
        return items[int(self.rng.integers(len(items)))] if items else None

    def z(self, zid: str) -> Zone:
        return self.w.zones[zid]

    def nice_zone(self, zid: str, now: float) -> bool:
        z = self.z(zid)
        return zid in self.m.known_names(now) and not z.connector

    def pos(self, p: Sequence[float]) -> list[float]:
        return [round(p[0], 2), round(p[1], 2), round(p[2], 2)]

    def ref(self, inst: Instance, allow_zone: bool = True) -> str | None:
        """A description a person would understand that fits this instance only."""
        c = self.w.classes[inst.cls]
        if inst.desc:
            return inst.desc
        if c.name == "room sign" or c.kind in ("crowd", "fixture"):
            return None
        same = [i for i in self.w.instances if i.cls == inst.cls]
        if len(same) == 1:
            return f"the {c.name}"
        if inst.colour and sum(1 for i in same if i.colour == inst.colour) == 1:
            return f"the {inst.colour} {c.name}"
        if allow_zone and len(inst.schedule) == 1:
            zid = inst.schedule[0][1]
            if zid and sum(1 for i in same if i.schedule[0][1] == zid) == 1:
                return f"the {c.name} in {self.z(zid).ref}"
        return None

    def seen(self, now: float) -> dict[str, list[tuple[float, dict[str, Any], dict[str, Any]]]]:
        return self.m.seen_insts(now)

    def cls_noun(self, cls: str) -> tuple[str, str]:
        c = self.w.classes[cls]
        art = "an" if c.name[0] in "aeiou" else "a"
        return f"{art} {c.name}", c.pl

    def zone_kw(self, z: Zone) -> list[str]:
        kws = [z.name, *z.aliases]
        if z.code:
            kws.append(z.code)
        return _kw(*[k.replace("the ", "") for k in kws])

    # -- spatial ---------------------------------------------------------------
    def where_object(self, now: float) -> Spec | None:
        seen = self.seen(now)
        ids = [
            i
            for i in seen
            if self.w.classes[self.inst[i].cls].kind in STATIC_KINDS
            and len(self.inst[i].schedule) == 1
            and self.ref(self.inst[i], False)
        ]
        i = self.choice(ids)
        if not i:
            return None
        inst = self.inst[i]
        return {
            "type": "spatial",
            "slots": {"obj": self.ref(inst, False)},
            "truth": {"positions": [self.pos(inst.schedule[0][2])]},
            "key": i,
        }

    def where_class(self, now: float) -> Spec | None:
        seen = self.seen(now)
        by: dict[str, list[str]] = {}
        for i in seen:
            c = self.w.classes[self.inst[i].cls]
            if c.kind in ("static", "goods", "stateful") and not c.fp:
                by.setdefault(c.name, []).append(i)
        cls = self.choice(sorted(by))
        if not cls:
            return None
        a, pl = self.cls_noun(cls)
        return {
            "type": "spatial",
            "slots": {"thing": a, "things": pl},
            "truth": {"positions": [self.pos(self.inst[i].schedule[0][2]) for i in by[cls]]},
            "key": cls,
        }

    def where_place(self, now: float) -> Spec | None:
        zs = sorted(
            {
                v.zone
                for v in self.m.visits(now)
                if self.nice_zone(v.zone, now) and not self.z(v.zone).is_spine
            }
        )
        zid = self.choice(zs)
        if not zid:
            return None
        z = self.z(zid)
        cx, cy = z.centre()
        pts = [[round(cx, 2), round(cy, 2), round(z.floor * self.w.storey, 2)]]
        frames = [f for f in self.m.upto(now) if f["zone"] == zid]
        for f in frames[:: max(1, len(frames) // 8)]:
            pts.append([f["x"], f["y"], f["z"]])
        return {
            "type": "spatial",
            "slots": {"place": z.ref},
            "truth": {"positions": pts},
            "key": zid,
        }

    def where_last_moving(self, now: float) -> Spec | None:
        seen = self.seen(now)
        ids = [
            i
            for i in seen
            if self.w.classes[self.inst[i].cls].kind in MOVING_KINDS
            and self.ref(self.inst[i], False)
            and self.inst[i].cls != "person"
        ]
        i = self.choice(sorted(ids))
        if not i:
            return None
        last = seen[i][-1][1]["pos"]
        return {
            "type": "spatial",
            "slots": {"obj": self.ref(self.inst[i], False)},
            "truth": {"positions": [self.pos(last)]},
            "key": i,
        }

    def where_lost(self, now: float) -> Spec | None:
        seen = self.seen(now)
        ids = sorted(i for i in seen if self.w.classes[self.inst[i].cls].kind == "lost")
        i = self.choice(ids)
        if not i:
            return None
        inst = self.inst[i]
        c = self.w.classes[inst.cls]
        desc = f"{inst.colour} {c.name}" if inst.colour else c.name
        return {
            "type": "spatial",
            "slots": {"item": desc, "obj": f"the {desc}"},
            "truth": {"positions": [self.pos(seen[i][-1][1]["pos"])]},
            "key": i,
        }

    def closest(self, now: float) -> Spec | None:
        seen = self.seen(now)
        here = self.m.frame_at(now)
        by: dict[str, list[str]] = {}
        for i in seen:
            c = self.w.classes[self.inst[i].cls]
            if c.kind in ("static", "goods") and not c.fp and len(self.inst[i].schedule) == 1:
                by.setdefault(c.name, []).append(i)
        cls = self.choice(sorted(k for k, v in by.items() if len(v) >= 2))
        if not cls:
            return None
        hp = (here["x"], here["y"], here["z"])
        ds = sorted((math.dist(hp, self.inst[i].schedule[0][2]), i) for i in by[cls])
        best = [self.pos(self.inst[i].schedule[0][2]) for d, i in ds if d <= ds[0][0] + 3.0]
        a, _pl = self.cls_noun(cls)
        return {
            "type": "spatial",
            "slots": {"thing": a, "cls": cls},
            "truth": {"positions": best},
            "key": cls,
        }

    def where_first(self, now: float) -> Spec | None:
        seen = self.seen(now)
        by: dict[str, list[tuple[float, list[float]]]] = {}
        for i, lst in seen.items():
            c = self.w.classes[self.inst[i].cls]
            if c.fp or c.kind in ("fixture", "crowd") or c.name == "room sign":
                continue
            by.setdefault(c.name, []).append((lst[0][0], lst[0][1]["pos"]))
        cands = sorted(
            k for k, v in by.items() if len(v) >= 2 or self.w.classes[k].kind in MOVING_KINDS
        )
        cls = self.choice(cands)
        if not cls:
            return None
        _t, p = min(by[cls])
        a, pl = self.cls_noun(cls)
        return {
            "type": "spatial",
            "slots": {"thing": a, "things": pl},
            "truth": {"positions": [self.pos(p)]},
            "key": cls,
        }

    # -- temporal -------------------------------------------------------------
    def _thing(self, now: float, moving_ok: bool = True) -> tuple[str, list[float], str] | None:
        seen = self.seen(now)
        if self.rng.random() < 0.5:
            ids = [
                i
                for i in seen
                if self.ref(self.inst[i])
                and self.w.classes[self.inst[i].cls].kind not in ("crowd", "fixture")
                and (moving_ok or len(self.inst[i].schedule) == 1)
            ]
            i = self.choice(sorted(ids))
            if i:
                return str(self.ref(self.inst[i])), [e[0] for e in seen[i]], i
        fp = self.m.fp_classes(now)
        by: dict[str, list[float]] = {}
        for i, lst in seen.items():
            c = self.w.classes[self.inst[i].cls]
            if c.fp or c.name in fp or c.kind in ("crowd", "fixture") or c.name == "room sign":
                continue
            by.setdefault(c.name, []).extend(e[0] for e in lst)
        cls = self.choice(sorted(by))
        if not cls:
            return None
        return self.cls_noun(cls)[0], sorted(by[cls]), cls

    def first_seen(self, now: float) -> Spec | None:
        th = self._thing(now)
        if not th:
            return None
        return {
            "type": "temporal",
            "slots": {"thing": th[0]},
            "truth": {"time": th[1][0]},
            "key": th[2],
        }

    def last_seen(self, now: float) -> Spec | None:
        th = self._thing(now)
        if not th or th[1][-1] - th[1][0] < 60:
            return None
        return {
            "type": "temporal",
            "slots": {"thing": th[0]},
            "truth": {"time": th[1][-1]},
            "key": th[2],
        }

    def _zone_visits(self, now: float, complete: bool) -> tuple[Zone, list[Any]] | None:
        vis = [
            v
            for v in self.m.visits(now)
            if self.nice_zone(v.zone, now) and (v.t_out is not None or not complete)
        ]
        zs = sorted({v.zone for v in vis})
        zid = self.choice(zs)
        if not zid:
            return None
        return self.z(zid), [v for v in vis if v.zone == zid]

    def _which(self, n: int) -> tuple[str, int]:
        if n == 1:
            return "only", 0
        return ("first", 0) if self.rng.random() < 0.5 else ("last", n - 1)

    def entered_place(self, now: float) -> Spec | None:
        r = self._zone_visits(now, False)
        if not r:
            return None
        z, vs = r
        which, k = self._which(len(vs))
        return {
            "type": "temporal",
            "slots": {"place": z.ref, "which": which},
            "truth": {"time": vs[k].t_in},
            "key": (z.id, which),
        }

    def left_place(self, now: float) -> Spec | None:
        r = self._zone_visits(now, True)
        if not r:
            return None
        z, vs = r
        which, k = self._which(len(vs))
        return {
            "type": "temporal",
            "slots": {"place": z.ref, "which": which},
            "truth": {"time": vs[k].t_out},
            "key": (z.id, which),
        }

    def outdoor_change(self, now: float) -> Spec | None:
        tr = self.m.transitions(now)
        d = "out" if self.rng.random() < 0.5 else "in"
        ev = [t for t, k in tr if k == d]
        if not ev:
            return None
        which, k = self._which(len(ev))
        return {
            "type": "temporal",
            "slots": {"direction": d, "which": which},
            "truth": {"time": ev[k]},
            "key": (d, which),
        }

    def _ride(self, now: float) -> tuple[dict[str, str], Any] | None:
        rides = self.m.rides(now)
        if not rides:
            return None
        v = self.choice(rides)
        z = self.z(v.zone)
        same = [
            r
            for r in rides
            if self.z(r.zone).connector == z.connector
            and r.floor_in == v.floor_in
            and r.floor_out == v.floor_out
        ]
        which = (
            "only"
            if len(same) == 1
            else ("first" if same[0] is v else ("last" if same[-1] is v else ""))
        )
        if not which:
            return None
        up = "up" if v.floor_out > v.floor_in else ("down" if v.floor_out < v.floor_in else "along")
        slots = {
            "conn": CONN_NOUN[str(z.connector)],
            "dir": up,
            "which": which,
            "to_floor": self.w.floor_label[v.floor_out],
            "from_floor": self.w.floor_label[v.floor_in],
        }
        return slots, v

    def took_connector(self, now: float) -> Spec | None:
        r = self._ride(now)
        if not r:
            return None
        slots, v = r
        return {
            "type": "temporal",
            "slots": slots,
            "truth": {"time": v.t_in},
            "key": (v.zone, v.t_in),
        }

    def passed(self, now: float) -> Spec | None:
        seen = self.seen(now)
        ids = []
        for i, lst in seen.items():
            inst = self.inst[i]
            if (
                len(inst.schedule) == 1
                and lst[-1][0] - lst[0][0] <= 90
                and self.ref(inst)
                and self.w.classes[inst.cls].kind in STATIC_KINDS
            ):
                ids.append(i)
        i = self.choice(sorted(ids))
        if not i:
            return None
        lst = seen[i]
        return {
            "type": "temporal",
            "slots": {"obj": self.ref(self.inst[i])},
            "truth": {"time": round((lst[0][0] + lst[-1][0]) / 2, 3)},
            "key": i,
        }

    # -- binary ---------------------------------------------------------------
    def seen_any(self, now: float, want: bool) -> Spec | None:
        seen = self.m.seen_classes(now)
        fp = self.m.fp_classes(now)
        if want:
            cands = sorted(
                c
                for c in seen
                if not self.w.classes[c].fp
                and c != "room sign"
                and self.w.classes[c].kind != "fixture"
            )
            cls = self.choice(cands)
            if not cls:
                return None
            return {
                "type": "binary",
                "slots": {"thing": self.cls_noun(cls)[0], "things": self.w.classes[cls].pl},
                "truth": {"binary": True},
                "key": cls,
            }
        later = sorted(
            c
            for c in self.w.classes
            if c not in seen
            and c not in fp
            and self.w.classes[c].kind != "fixture"
            and c != "room sign"
        )
        if later and self.rng.random() < 0.4:
            cls = self.choice(later)
            return {
                "type": "binary",
                "slots": {"thing": self.cls_noun(cls)[0], "things": self.w.classes[cls].pl},
                "truth": {"binary": False},
                "key": cls,
            }
        name = self.choice(self.w.absent)
        art = "an" if name[0] in "aeiou" else "a"
        pl = name + ("es" if name.endswith(("s", "sh", "ch")) else "s")
        return {
            "type": "binary",
            "slots": {"thing": f"{art} {name}", "things": pl},
            "truth": {"binary": False},
            "key": name,
        }

    def seen_in_place(self, now: float, want: bool) -> Spec | None:
        seen = self.seen(now)
        pairs: dict[tuple[str, str], int] = {}
        for i, lst in seen.items():
            c = self.w.classes[self.inst[i].cls]
            if c.fp or c.kind in ("crowd", "fixture") or c.name == "room sign":
                continue
            for _, _, f in lst:
                pairs[(c.name, f["zone"])] = 1
        zones = sorted({v.zone for v in self.m.visits(now) if self.nice_zone(v.zone, now)})
        if not zones:
            return None
        if want:
            ok = sorted(p for p in pairs if p[1] in zones)
            p = self.choice(ok)
        else:
            cls = self.choice(sorted({p[0] for p in pairs}))
            if not cls:
                return None
            bad = [
                z
                for z in zones
                if (cls, z) not in pairs
                and not any(i.cls == cls and i.schedule[0][1] == z for i in self.w.instances)
            ]
            zid = self.choice(bad)
            p = (cls, zid) if zid else None
        if not p:
            return None
        return {
            "type": "binary",
            "slots": {
                "thing": self.cls_noun(p[0])[0],
                "things": self.w.classes[p[0]].pl,
                "place": self.z(p[1]).ref,
            },
            "truth": {"binary": want},
            "key": p,
        }

    def _door_ref(self, inst: Instance) -> str:
        zid = str(inst.schedule[0][1])
        c = self.w.classes[inst.cls]
        z = self.z(zid)
        if c.name == "fountain":
            return f"the fountain in {z.ref}"
        if inst.visible_from and self.z(inst.visible_from[0]).is_spine and z.is_spine:
            return f"the {c.name} between {z.ref} and {self.z(inst.visible_from[0]).ref}"
        return f"the door of {z.ref}" if "door" in c.name else f"the {c.name} in {z.ref}"

    def door_open(self, now: float, want: bool) -> Spec | None:
        ids = [i.id for i in self.w.instances if i.states and self.m.states(now, i.id)]
        cands = []
        for i in ids:
            last = self.m.states(now, i)[-1][1]
            if (last in ("open", "on")) == want:
                zid = str(self.inst[i].schedule[0][1])
                if self.nice_zone(zid, now) or self.z(zid).is_spine:
                    cands.append(i)
        i = self.choice(sorted(cands))
        if not i:
            return None
        inst = self.inst[i]
        st = self.m.states(now, i)[-1][1]
        on = st in ("on", "off")
        return {
            "type": "binary",
            "slots": {"obj": self._door_ref(inst), "state": "on" if on else "open"},
            "truth": {"binary": want},
            "key": i,
        }

    def _counts(self, now: float) -> dict[tuple[str, str], set[str]]:
        out: dict[tuple[str, str], set[str]] = {}
        for i, lst in self.seen(now).items():
            c = self.w.classes[self.inst[i].cls]
            if c.fp or c.kind in ("crowd", "fixture", "lost") or c.name == "room sign":
                continue
            for _, _, f in lst:
                if self.nice_zone(f["zone"], now):
                    out.setdefault((c.name, f["zone"]), set()).add(i)
        return out

    def count_more(self, now: float, want: bool) -> Spec | None:
        cnt = self._counts(now)
        key = self.choice(sorted(cnt))
        if not key:
            return None
        n = len(cnt[key])
        k = n - 1 if want else n + int(self.rng.integers(0, 2))
        if k < 1:
            return None
        return {
            "type": "binary",
            "slots": {
                "things": self.w.classes[key[0]].pl,
                "place": self.z(key[1]).ref,
                "k": k,
                "kw": NUMW[k] if k <= 10 else str(k),
            },
            "truth": {"binary": n > k},
            "key": key,
        }

    def still_in(self, now: float, want: bool) -> Spec | None:
        seen = self.seen(now)
        cands = []
        for i, lst in seen.items():
            inst = self.inst[i]
            if (
                self.w.classes[inst.cls].kind not in MOVING_KINDS | {"lost"}
                or not self.ref(inst, False)
                or inst.cls == "person"
            ):
                continue
            zones = [f["zone"] for _, _, f in lst]
            last = zones[-1]
            if want and self.nice_zone(last, now):
                cands.append((i, last))
            if not want:
                other = [z for z in dict.fromkeys(zones) if z != last and self.nice_zone(z, now)]
                if other:
                    cands.append((i, other[0]))
        p = self.choice(sorted(cands))
        if not p:
            return None
        return {
            "type": "binary",
            "slots": {"obj": self.ref(self.inst[p[0]], False), "place": self.z(p[1]).ref},
            "truth": {"binary": want},
            "key": p,
        }

    def screen_said(self, now: float, want: bool) -> Spec | None:
        cands = []
        for inst in self.w.instances:
            if self.w.classes[inst.cls].kind == "screen" and self.m.texts(now, inst.id):
                cands.append(inst)
        inst = self.choice(cands)
        if not inst:
            return None
        c = self.w.classes[inst.cls]
        last = self.m.texts(now, inst.id)[-1][1]
        states = c.states or []
        shown = [s for s in states if last.endswith(s)]
        if not shown:
            return None
        word = (
            shown[0]
            if want
            else self.choice([s for s in states if s not in last and shown[0] not in s])
        )
        zid = str(inst.schedule[0][1])
        return {
            "type": "binary",
            "slots": {"obj": f"the {c.name} in {self.z(zid).ref}", "word": word},
            "truth": {"binary": want},
            "key": inst.id,
        }

    def visited_place(self, now: float, want: bool) -> Spec | None:
        vis = {v.zone for v in self.m.visits(now)}
        zs = [
            z
            for z in self.w.zones.values()
            if not z.connector
            and not z.is_spine
            and (z.id in vis) == want
            and (not want or self.nice_zone(z.id, now))
        ]
        z = self.choice(sorted(zs, key=lambda z: z.id))
        if not z:
            return None
        return {"type": "binary", "slots": {"place": z.ref}, "truth": {"binary": want}, "key": z.id}

    # -- duration -------------------------------------------------------------
    def stay_visit(self, now: float) -> Spec | None:
        r = self._zone_visits(now, True)
        if not r:
            return None
        z, vs = r
        vs = [v for v in vs if v.t_out - v.t_in >= 30]
        if not vs:
            return None
        which, k = self._which(len(vs))
        v = vs[k]
        return {
            "type": "duration",
            "slots": {"place": z.ref, "which": which},
            "truth": {"duration_s": round(v.t_out - v.t_in, 1)},
            "key": (z.id, which),
        }

    def total_in_place(self, now: float) -> Spec | None:
        r = self._zone_visits(now, True)
        if not r:
            return None
        z, vs = r
        tot = sum(v.t_out - v.t_in for v in vs)
        if tot < 30:
            return None
        return {
            "type": "duration",
            "slots": {"place": z.ref, "n": len(vs)},
            "truth": {"duration_s": round(tot, 1)},
            "key": z.id,
        }

    def total_outdoors(self, now: float) -> Spec | None:
        tot = sum((b if b is not None else now) - a for a, b in self.m.outdoor_spans(now))
        if tot < 30:
            return None
        return {
            "type": "duration",
            "slots": {},
            "truth": {"duration_s": round(tot, 1)},
            "key": "out",
        }

    def ride_duration(self, now: float) -> Spec | None:
        r = self._ride(now)
        if not r:
            return None
        slots, v = r
        d = v.t_out - v.t_in
        if d < 20:
            return None
        return {
            "type": "duration",
            "slots": slots,
            "truth": {"duration_s": round(d, 1)},
            "key": (v.zone, v.t_in),
        }

    def between_events(self, now: float) -> Spec | None:
        evs: list[tuple[float, str, str]] = []
        for _ in range(2):
            if self.rng.random() < 0.5:
                th = self._thing(now, moving_ok=False)
                if th:
                    evs.append((th[1][0], f"first saw {th[0]}", f"first see {th[0]}"))
            else:
                r = self._zone_visits(now, False)
                if r:
                    z, vs = r
                    evs.append((vs[0].t_in, f"first went into {z.ref}", f"first go into {z.ref}"))
        if len(evs) < 2:
            return None
        evs.sort()
        d = evs[1][0] - evs[0][0]
        if d < 60:
            return None
        return {
            "type": "duration",
            "slots": {
                "ev1": evs[0][1],
                "ev2": evs[1][1],
                "ev1_base": evs[0][2],
                "ev2_base": evs[1][2],
            },
            "truth": {"duration_s": round(d, 1)},
            "key": (evs[0][1], evs[1][1]),
        }

    def since_seen(self, now: float) -> Spec | None:
        th = self._thing(now)
        if not th:
            return None
        d = now - th[1][-1]
        if d < 60:
            return None
        return {
            "type": "duration",
            "slots": {"thing": th[0]},
            "truth": {"duration_s": round(d, 1)},
            "key": th[2],
        }

    def wait(self, now: float) -> Spec | None:
        ws = [w for w in self.m.waits(now) if self.nice_zone(w[0], now)]
        if not ws:
            return None
        zid, a, b = self.choice(ws)
        same = [w for w in ws if w[0] == zid]
        which = (
            "only"
            if len(same) == 1
            else ("first" if same[0][1] == a else ("last" if same[-1][1] == a else ""))
        )
        if not which:
            return None
        return {
            "type": "duration",
            "slots": {"place": self.z(zid).ref, "which": which},
            "truth": {"duration_s": round(b - a, 1)},
            "key": (zid, a),
        }

    # -- text -----------------------------------------------------------------
    def sign_text(self, now: float) -> Spec | None:
        cands = []
        for inst in self.w.instances:
            c = self.w.classes[inst.cls]
            if (
                c.kind in ("sign", "screen")
                and inst.cls != "room sign"
                and self.m.texts(now, inst.id)
            ):
                zid = str(inst.schedule[0][1])
                same = [
                    i for i in self.w.instances if i.cls == inst.cls and i.schedule[0][1] == zid
                ]
                if len(same) == 1:
                    cands.append(inst)
        inst = self.choice(cands)
        if not inst:
            return None
        c = self.w.classes[inst.cls]
        text = self.m.texts(now, inst.id)[-1][1]
        if c.kind == "screen" and c.states:
            kws = [s.lower() for s in c.states if text.endswith(s)]
        else:
            words = [
                w
                for w in re.findall(r"[A-Za-z0-9]+", text.lower())
                if w not in STOP and len(w) >= 3
            ]
            kws = _kw(*words[:4]) or _kw(text)
        zid = str(inst.schedule[0][1])
        return {
            "type": "text",
            "slots": {"obj": f"the {c.name} in {self.z(zid).ref}", "screen": c.kind == "screen"},
            "truth": {"keywords": kws},
            "key": inst.id,
        }

    def which_place(self, now: float) -> Spec | None:
        seen = self.seen(now)
        ids = [
            i
            for i in seen
            if len(self.inst[i].schedule) == 1
            and self.ref(self.inst[i], False)
            and self.w.classes[self.inst[i].cls].kind in STATIC_KINDS | {"lost"}
            and self.nice_zone(str(self.inst[i].schedule[0][1]), now)
        ]
        i = self.choice(sorted(ids))
        if not i:
            return None
        z = self.z(str(self.inst[i].schedule[0][1]))
        return {
            "type": "text",
            "slots": {"obj": self.ref(self.inst[i], False)},
            "truth": {"keywords": self.zone_kw(z)},
            "key": i,
        }

    def which_floor(self, now: float) -> Spec | None:
        if len(self.w.floor_words) < 2:
            return None
        seen = self.seen(now)
        ids = [
            i
            for i in seen
            if len(self.inst[i].schedule) == 1
            and self.ref(self.inst[i])
            and self.w.classes[self.inst[i].cls].kind in STATIC_KINDS | {"lost"}
        ]
        i = self.choice(sorted(ids))
        if not i:
            return None
        f = round(self.inst[i].schedule[0][2][2] / self.w.storey)
        return {
            "type": "text",
            "slots": {"obj": self.ref(self.inst[i])},
            "truth": {"keywords": self.w.floor_words[f]},
            "key": i,
        }

    def colour(self, now: float) -> Spec | None:
        seen = self.seen(now)
        cands = []
        for i, lst in seen.items():
            inst = self.inst[i]
            if not inst.colour or not any(inst.colour in e[1]["label"] for e in lst):
                continue
            c = self.w.classes[inst.cls]
            if inst.desc:
                continue
            zid = lst[-1][2]["zone"]
            same = [
                j
                for j, l2 in seen.items()
                if self.inst[j].cls == inst.cls and any(e[2]["zone"] == zid for e in l2)
            ]
            if len(same) == 1 and self.nice_zone(zid, now):
                cands.append((i, f"the {c.name} in {self.z(zid).ref}"))
        p = self.choice(sorted(cands))
        if not p:
            return None
        col = str(self.inst[p[0]].colour)
        return {
            "type": "text",
            "slots": {"obj": p[1]},
            "truth": {"keywords": COLOUR_KW.get(col, [col])},
            "key": p[0],
        }

    def what_sold(self, now: float) -> Spec | None:
        by: dict[str, set[str]] = {}
        for i, lst in self.seen(now).items():
            c = self.w.classes[self.inst[i].cls]
            if c.kind == "goods":
                for _, _, f in lst:
                    if self.nice_zone(f["zone"], now) and f["zone"] == self.inst[i].schedule[0][1]:
                        by.setdefault(f["zone"], set()).add(c.name)
        zid = self.choice(sorted(by))
        if not zid:
            return None
        kws: list[str] = []
        for cls in sorted(by[zid]):
            for s in self.w.classes[cls].syns:
                kws.extend(
                    w
                    for w in s.split()
                    if len(w) > 3
                    and w not in ("display", "stand", "shelf", "rack", "station", "cabinet")
                )
        z = self.z(zid)
        return {
            "type": "text",
            "slots": {
                "place": z.ref,
                "verb": "serve"
                if z.kind in ("cafe", "canteen", "restaurant", "truckbay")
                else "sell",
            },
            "truth": {"keywords": _kw(*kws)},
            "key": zid,
        }

    def how_many(self, now: float) -> Spec | None:
        cnt = {k: v for k, v in self._counts(now).items() if 1 <= len(v) <= 8}
        key = self.choice(sorted(cnt))
        if not key:
            return None
        n = len(cnt[key])
        return {
            "type": "text",
            "slots": {"things": self.w.classes[key[0]].pl, "place": self.z(key[1]).ref},
            "truth": {"keywords": [str(n), NUMW[n]]},
            "key": key,
        }

    def where_at_time(self, now: float) -> Spec | None:
        mins = int(self.rng.integers(3, 21))
        at = now - mins * 60
        if at < self.t0 + 30:
            return None
        zs = {self.m.frame_at(at + d)["zone"] for d in (-25, 0, 25)}
        if len(zs) != 1:
            return None
        zid = zs.pop()
        if not self.nice_zone(zid, now):
            return None
        # "at" in questions.jsonl is reserved for the asker's position, so the moment asked
        # about goes into the truth instead.
        return {
            "type": "text",
            "slots": {"mins": mins},
            "truth": {"keywords": self.zone_kw(self.z(zid)), "asked_about_t": round(at, 3)},
            "key": (mins, zid),
        }


SUBKINDS: dict[str, list[tuple[str, float]]] = {
    "spatial": [
        ("where_object", 1.2),
        ("where_class", 1.0),
        ("where_place", 1.0),
        ("where_last_moving", 1.0),
        ("where_lost", 0.8),
        ("closest", 0.8),
        ("where_first", 0.8),
    ],
    "temporal": [
        ("first_seen", 1.2),
        ("last_seen", 1.0),
        ("entered_place", 1.0),
        ("left_place", 0.9),
        ("outdoor_change", 0.7),
        ("took_connector", 0.8),
        ("passed", 0.8),
    ],
    "binary": [
        ("seen_any", 1.4),
        ("seen_in_place", 1.0),
        ("door_open", 0.8),
        ("count_more", 0.9),
        ("still_in", 0.8),
        ("screen_said", 0.7),
        ("visited_place", 0.9),
    ],
    "duration": [
        ("stay_visit", 1.2),
        ("total_in_place", 0.8),
        ("total_outdoors", 0.5),
        ("ride_duration", 0.9),
        ("between_events", 1.0),
        ("since_seen", 1.0),
        ("wait", 0.9),
    ],
    "text": [
        ("sign_text", 1.1),
        ("which_place", 1.0),
        ("which_floor", 0.8),
        ("colour", 0.8),
        ("what_sold", 0.8),
        ("how_many", 0.9),
        ("where_at_time", 0.9),
    ],
}
QUOTA = {"spatial": 20, "temporal": 20, "binary": 22, "duration": 17, "text": 21}


def make_questions(world: World, mem: Memory, seed: int, phrasing: str) -> list[Spec]:
    rng = np.random.default_rng(zlib.crc32(f"q|{world.family}|{seed}".encode()))
    gen = QGen(world, mem, rng)
    ts = mem.ts
    span = ts[-1] - ts[0]
    checkpoints = []
    for frac in (0.45, 0.65, 0.82, 1.0):
        target = ts[0] + frac * span
        checkpoints.append(max(t for t in ts if t <= target + 1e-6))
    weights = np.array([0.15, 0.2, 0.2, 0.45])
    out: list[Spec] = []
    keys: set[Any] = set()
    for qtype, quota in QUOTA.items():
        subs = SUBKINDS[qtype]
        sw = np.array([w for _, w in subs])
        sw = sw / sw.sum()
        got = 0
        tries = 0
        want = True
        per_sub: dict[str, int] = {}
        while got < quota and tries < quota * 40:
            tries += 1
            name = subs[int(rng.choice(len(subs), p=sw))][0]
            if per_sub.get(name, 0) >= max(4, quota // 3):
                continue
            now = float(checkpoints[int(rng.choice(4, p=weights))])
            fn: Callable[..., Spec | None] = getattr(gen, name)
            spec = fn(now, want) if qtype == "binary" else fn(now)
            if not spec:
                continue
            k = (name, str(spec.pop("key")), now if qtype in ("binary", "duration") else 0)
            if k in keys:
                continue
            keys.add(k)
            if qtype == "binary":
                want = not want
            per_sub[name] = per_sub.get(name, 0) + 1
            spec["subkind"] = name
            spec["now"] = now
            out.append(spec)
            got += 1
    order = rng.permutation(len(out))
    result = []
    for n, idx in enumerate(order):
        spec = out[int(idx)]
        qid = f"{world.family[:3]}{seed}-q{n:03d}"
        prng = np.random.default_rng(zlib.crc32(f"p|{qid}|{phrasing}".encode()))
        text = render(spec["subkind"], spec["slots"], phrasing, prng, world)
        result.append(
            {
                "id": qid,
                "type": spec["type"],
                "question": text,
                "now": spec["now"],
                "at": None,
                "truth": spec["truth"],
                "subkind": spec["subkind"],
                "slots": spec["slots"],
            }
        )
    return result

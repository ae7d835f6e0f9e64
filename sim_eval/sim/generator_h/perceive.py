"""Frames: what the robot's camera, detector and VLM captioner produce along the route."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from .families import AMBIENT, FP_POOLS, REGION_LABELS
from .textmatch import mentions
from .world import Timeline, mover_state, sub_rng

HFOV = 1.6
RANGE = {"s": 7.5, "m": 10.0, "l": 15.0}
CAPTIONERS = ["dense_regions", "narrator", "remembr_long", "lowercase_fragments", "hedging"]
AUTO = {
    ("hospital", 0): "narrator",
    ("hospital", 1): "lowercase_fragments",
    ("hospital", 2): "remembr_long",
    ("museum", 0): "remembr_long",
    ("museum", 1): "dense_regions",
    ("museum", 2): "hedging",
    ("neighbourhood", 0): "hedging",
    ("neighbourhood", 1): "narrator",
    ("neighbourhood", 2): "lowercase_fragments",
}
STYLE = {  # p(name place on entry), p(name later), max objects, p(colour), p(sign text)
    "dense_regions": (0.85, 0.35, 6, 0.6, 0.8),
    "narrator": (0.9, 0.3, 3, 0.55, 0.75),
    "remembr_long": (0.55, 0.12, 4, 0.7, 0.7),
    "lowercase_fragments": (0.8, 0.4, 5, 0.5, 0.65),
    "hedging": (0.85, 0.3, 3, 0.5, 0.7),
}
ACTIONS = [
    "walking past",
    "standing near the wall",
    "looking at a phone",
    "chatting with someone",
    "heading the other way",
    "waiting",
]


def auto_captioner(family: str, seed: int) -> str:
    return AUTO.get((family, seed), CAPTIONERS[(seed + len(family)) % len(CAPTIONERS)])


def the(term: str) -> str:
    if term[:1].isupper() or term.lower().startswith("the "):
        return term
    return "the " + term


def a(noun: str, plural: bool | None = False) -> str:
    if plural:
        return "some " + noun
    first = noun.split()[0] if noun.split() else noun
    if len(first) >= 2 and first.isupper():
        return ("an " if first[0] in "AEFHILMNORSX" else "a ") + noun
    if noun[:1].isupper():
        return noun
    return ("an " if noun[:1].lower() in "aeiou" else "a ") + noun


def short_desc(desc: str) -> str:
    words = [w.strip(",.") for w in desc.split()]
    skip = {
        "a",
        "an",
        "the",
        "outdoors",
        "outside",
        "on",
        "in",
        "at",
        "of",
        "and",
        "by",
        "with",
        "among",
    }
    while words and words[0].lower() in skip:
        words = words[1:]
    stop = {
        "with",
        "beside",
        "under",
        "leading",
        "along",
        "separated",
        "and",
        "just",
        "surrounded",
        "among",
        "by",
        "on",
        "in",
        "at",
        "through",
        "next",
        "behind",
        "full",
        "for",
        "smelling",
    }
    out: list[str] = []
    for w in words:
        if w.lower() in stop and out:
            break
        if w.lower() not in {"a", "an", "the"}:
            out.append(w)
    return " ".join(out[:4])


# ------------------------------------------------------------------ caption styles


def item_phrase(it: dict, style: str) -> str:
    k = it["kind"]
    if k == "sign":
        return {
            "dense_regions": f"a sign with the text '{it['text']}'",
            "narrator": f'A sign read "{it["text"]}".',
            "remembr_long": f'A sign on the wall reads "{it["text"]}".',
            "lowercase_fragments": f"sign '{it['text']}'",
            "hedging": f'A sign that may read "{it["text"]}".',
        }[style]
    if k == "door":
        return {
            "dense_regions": f"the door to {it['name']}, {it['state']}",
            "narrator": f"The door to {it['name']} was {it['state']}.",
            "remembr_long": f"The door to {it['name']} is {it['state']}.",
            "lowercase_fragments": f"door to {it['name']} {it['state']}",
            "hedging": f"The door to {it['name']} looks {it['state']}.",
        }[style]
    if k == "fountain":
        return {
            "dense_regions": f"a fountain, {it['state']}",
            "narrator": f"The fountain was {it['state']}.",
            "remembr_long": f"In the middle there is a fountain, which is {it['state']}.",
            "lowercase_fragments": f"fountain {it['state']}",
            "hedging": f"There seems to be a fountain, apparently {it['state']}.",
        }[style]
    if k == "shopfront":
        st = it["state"].upper()
        return {
            "dense_regions": f"the {it['name']} shopfront with a sign saying {st}",
            "narrator": f"I passed the {it['name']} shopfront; its sign said {st}.",
            "remembr_long": (
                f"On the left is the {it['name']} shopfront, with a sign in the window saying {st}."
            ),
            "lowercase_fragments": f"{it['name']} shopfront, sign {st.lower()}",
            "hedging": (
                f"What looks like the {it['name']} shopfront, its door sign possibly saying {st}."
            ),
        }[style]
    if k == "seller":
        one = a(it["noun"], it.get("plural"))
        return {
            "dense_regions": f"{one} selling {it['sells']}",
            "narrator": f"{one.capitalize()} was selling {it['sells']}.",
            "remembr_long": f"There is {one} selling {it['sells']}.",
            "lowercase_fragments": f"{it['noun']} selling {it['sells']}",
            "hedging": f"There seems to be {one}, maybe selling {it['sells']}.",
        }[style]
    if k == "person":
        one = a(it["noun"], it.get("plural"))
        return {
            "dense_regions": one,
            "narrator": f"{one.capitalize()} was {it['action']}.",
            "remembr_long": f"{one.capitalize()} is {it['action']} in the background.",
            "lowercase_fragments": f"{it['noun']} {it['action']}",
            "hedging": f"Possibly {one} {it['action']}.",
        }[style]
    return a(it["noun"], it.get("plural"))


def render(style: str, scene: dict, rng: np.random.Generator) -> str:
    place, items, outdoor = scene["place"], scene["items"], scene["outdoor"]
    vmode, vdir, desc, entering = scene["vmode"], scene["vdir"], scene["desc"], scene["entering"]
    simple = [it for it in items if it["kind"] == "obj"]
    rich = [it for it in items if it["kind"] != "obj"]
    if style == "dense_regions":
        if vmode:
            head = (
                f"The image shows the inside of the {place}"
                if vmode == "lift"
                else f"The image shows the {place} going {vdir}"
            )
        elif place:
            head = f"The image shows {the(place)}" + (", outdoors" if outdoor else "")
        else:
            head = f"The image shows {desc}"
        if simple:
            head += f" with {a(simple[0]['noun'])}"
        regions = [item_phrase(it, style) for it in items]
        if not regions:
            regions = ["the floor", "a wall"] if not outdoor else ["the sky", "the ground"]
        return f"{head}. Regions: " + "; ".join(regions) + "."
    if style == "narrator":
        if vmode == "lift":
            s = [f"I rode the {place} {vdir}."]
        elif vmode:
            s = [f"I took the {place} {vdir}."]
        elif place:
            verb = "went into" if entering else "was in"
            if outdoor:
                verb = "was outside in" if not entering else "came out to"
            s = [f"I {verb} {the(place)}."]
        else:
            s = [
                [f"I rolled on through {desc}.", f"I moved along; around me was {desc}."][
                    int(rng.integers(2))
                ]
                if not outdoor
                else f"I was outside. Around me: {desc}."
            ]
        if simple:
            objs = [a(it["noun"], it.get("plural")) for it in simple]
            lead = ["I passed ", "I noticed ", "Nearby there was "][int(rng.integers(3))]
            s.append(
                lead
                + (", ".join(objs[:-1]) + " and " + objs[-1] if len(objs) > 1 else objs[0])
                + "."
            )
        s += [item_phrase(it, style) for it in rich]
        return " ".join(s)
    if style == "remembr_long":
        s = [f"The image shows {desc}."]
        if vmode:
            s = [
                f"The image shows {desc}.",
                f"The robot appears to be on the {place} going {vdir}."
                if vmode != "lift"
                else f"The robot is inside the {place}, moving {vdir}.",
            ]
        elif place:
            s.append(
                [
                    f"This appears to be {the(place)}.",
                    f"A sign overhead identifies the area as {the(place)}.",
                    f"The robot is entering {the(place)}."
                    if entering
                    else f"This looks like {the(place)}.",
                ][int(rng.integers(3))]
            )
        spots = [
            "In the foreground there is ",
            "To the left, there is ",
            "On the right side there is ",
            "Further back, there is ",
        ]
        for i, it in enumerate(simple):
            s.append(spots[i % 4] + a(it["noun"], it.get("plural")) + ".")
        s += [item_phrase(it, style) for it in rich]
        s.append(
            [
                "The lighting is bright and even.",
                "The floor appears clean.",
                "The scene is calm with little movement.",
            ][int(rng.integers(3))]
            if not outdoor
            else [
                "The sky is overcast.",
                "It looks like a dry day.",
                "Daylight illuminates the scene.",
            ][int(rng.integers(3))]
        )
        if not any(it["kind"] == "person" for it in items) and rng.random() < 0.4:
            s.append("No people are clearly visible.")
        return " ".join(s)
    if style == "lowercase_fragments":
        parts = []
        if vmode:
            parts.append(f"{place} {vdir}" if vmode != "lift" else f"inside {place}")
        elif place:
            parts.append(place)
        else:
            parts.append(short_desc(desc))
        if outdoor and not any("outdoor" in x or "outside" in x for x in parts):
            parts.append("outdoors")
        parts += [it["noun"] if it["kind"] == "obj" else item_phrase(it, style) for it in items]
        return ", ".join(p.lower() for p in parts)
    if style == "hedging":
        if vmode:
            s = [
                f"What appears to be the inside of a {place}."
                if vmode == "lift"
                else f"Seemingly on the {place}, heading {vdir}."
            ]
        elif place:
            s = [
                [
                    f"What appears to be {the(place)}",
                    f"Possibly {the(place)}",
                    f"This might be {the(place)}",
                ][int(rng.integers(3))]
                + (", apparently outdoors." if outdoor else ".")
            ]
        else:
            s = [f"What seems to be {desc}."]
        if simple:
            s.append(
                "There seems to be "
                + a(simple[0]["noun"], simple[0].get("plural"))
                + "".join(f", and maybe {a(it['noun'], it.get('plural'))}" for it in simple[1:])
                + "."
            )
        s += [item_phrase(it, style) for it in rich]
        return " ".join(s)
    raise ValueError(style)


# ------------------------------------------------------------------ frames


def image_x(bearing: float) -> float:
    return 0.5 - math.tan(bearing) / (2 * math.tan(HFOV / 2))


def make_frames(
    world: dict,
    timeline: Timeline,
    seed: int,
    captioner: str,
    t_start: float,
    t_end: float,
    desc_table: dict[str, list[str]],
) -> list[dict]:
    rng = sub_rng(seed, world["family"], "frames")
    geo = world["geo"]
    classes = world["classes"]
    p_first, p_other, max_items, p_col, p_sign = STYLE[captioner]
    adjacent = set(world["doors"])
    zones = geo.by_id
    fp_pool = FP_POOLS[world["family"]]
    frames = []
    t = t_start
    prev_zone = None
    dt_lo, dt_hi = world["dt_range"]
    while t <= t_end:
        (x, y, z), yaw = timeline.at(t)
        x, y, z, yaw = round(x, 3), round(y, 3), round(z, 3), round(yaw, 4)
        zid = geo.zone_at(x, y, z)
        zone = zones[zid]
        outdoor = zone["outdoor"]
        entering = zid != prev_zone
        vmode = zone["tag"] if zone["floor"] is None else None
        vis = []
        if not vmode:
            for obj in world["objects"]:
                ozone, opos = mover_state(obj, t)
                if abs(opos[2] - z) > 1.5:
                    continue
                d = math.dist((x, y), opos[:2])
                if d > RANGE[obj["size"]] or d < 0.3:
                    continue
                bearing = (math.atan2(opos[1] - y, opos[0] - x) - yaw + math.pi) % (
                    2 * math.pi
                ) - math.pi
                if abs(bearing) > HFOV / 2 - 0.05:
                    continue
                if (
                    ozone != zid
                    and not (outdoor and zones[ozone]["outdoor"])
                    and not ((zid, ozone) in adjacent and d < 6)
                ):
                    continue
                vis.append((d, bearing, obj, opos))
        vis.sort(key=lambda v: v[0])
        # ---- detector
        labels: list[str] = []
        boxes: list[list[float] | None] = []
        lab_of: dict[str, bool] = {}
        for d, bearing, obj, _opos in vis:
            if len(labels) >= 7:
                break
            p_det = {"s": 0.7, "m": 0.8, "l": 0.9}[obj["size"]]
            if rng.random() > p_det:
                continue
            if obj["cls"] == "sign":
                term = ["sign", "signboard", "notice board"][int(rng.integers(3))]
            elif obj["cls"] in classes:
                terms = classes[obj["cls"]]["terms"]
                term = terms[0] if rng.random() < 0.55 else terms[int(rng.integers(len(terms)))]
            else:
                term = obj["cls"]
            colour = False
            if obj.get("colour") and rng.random() < 0.45:
                term = f"{obj['colour']} {term}"
                colour = True
            if obj.get("state") and obj["cls"] == "door" and rng.random() < 0.5:
                term = f"{obj['state']} door"
            cx = image_x(bearing)
            w = min(0.6, {"s": 0.5, "m": 1.0, "l": 2.5}[obj["size"]] / (2 * d * math.tan(HFOV / 2)))
            h = min(0.8, w * (1.6 if obj["size"] != "l" else 1.0))
            x0, x1 = max(0.0, cx - w / 2), min(1.0, cx + w / 2)
            yc = 0.55 + float(rng.uniform(-0.1, 0.1))
            y0, y1 = max(0.0, yc - h / 2), min(1.0, yc + h / 2)
            labels.append(term)
            boxes.append([round(x0, 3), round(y0, 3), round(x1, 3), round(y1, 3)])
            lab_of[obj["id"]] = colour
        amb_pool = AMBIENT[world["family"]]["outdoor" if outdoor else "indoor"]
        ambient = [amb_pool[int(j)] for j in rng.choice(len(amb_pool), size=2, replace=False)]
        n_amb = int(rng.integers(0, 3)) if not vmode else 0
        for noun in ambient[:n_amb]:
            if len(labels) >= 8:
                break
            cx = float(rng.uniform(0.1, 0.9))
            w = float(rng.uniform(0.08, 0.3))
            labels.append(noun)
            boxes.append(
                [
                    round(max(0.0, cx - w / 2), 3),
                    round(float(rng.uniform(0.05, 0.4)), 3),
                    round(min(1.0, cx + w / 2), 3),
                    round(float(rng.uniform(0.6, 0.95)), 3),
                ]
            )
        regions = REGION_LABELS["outdoor" if outdoor else "indoor"]
        labels.append(regions[int(rng.integers(len(regions)))])
        boxes.append(None)
        if rng.random() < 0.08:
            labels.append(fp_pool[int(rng.integers(len(fp_pool)))])
            boxes.append(
                [
                    round(float(rng.uniform(0, 0.5)), 3),
                    0.3,
                    round(float(rng.uniform(0.55, 1)), 3),
                    0.9,
                ]
            )
        # ---- captioner
        items, cap_of = [], {}
        n_simple = 0
        for d, _bearing, obj, _opos in vis:
            cls = obj["cls"]
            if cls == "sign":
                if d < 7 and rng.random() < p_sign:
                    items.append({"kind": "sign", "text": obj["text"], "oid": obj["id"]})
                    cap_of[obj["id"]] = {"text": True}
                continue
            if cls in ("door", "shopfront") and obj.get("name"):
                if d < 8 and rng.random() < 0.8:
                    items.append(
                        {"kind": cls, "name": obj["name"], "state": obj["state"], "oid": obj["id"]}
                    )
                    cap_of[obj["id"]] = {"state": True}
                continue
            if cls == "fountain":
                if rng.random() < 0.8:
                    items.append(
                        {
                            "kind": "fountain",
                            "state": obj.get("state") or "running",
                            "oid": obj["id"],
                        }
                    )
                    cap_of[obj["id"]] = {"state": True}
                continue
            c = classes[cls]
            terms = c["terms"]
            term = terms[0] if rng.random() < 0.6 else terms[int(rng.integers(len(terms)))]
            colour = bool(obj.get("colour")) and rng.random() < p_col
            noun = f"{obj['colour']} {term}" if colour else term
            if obj.get("sells"):
                if d < 11 and rng.random() < 0.85:
                    items.append(
                        {"kind": "seller", "noun": noun, "sells": obj["sells"], "oid": obj["id"]}
                    )
                    cap_of[obj["id"]] = {"colour": colour, "sells": True}
                continue
            if n_simple >= max_items or rng.random() > 0.75:
                continue
            n_simple += 1
            if c["person"]:
                items.append(
                    {
                        "kind": "person",
                        "noun": noun,
                        "oid": obj["id"],
                        "action": ACTIONS[int(rng.integers(len(ACTIONS)))],
                    }
                )
            else:
                items.append({"kind": "obj", "noun": noun, "oid": obj["id"], "plural": c["plural"]})
            cap_of[obj["id"]] = {"colour": colour}
        if not vmode and n_simple < max_items and rng.random() < 0.6:
            items.append({"kind": "obj", "noun": ambient[int(rng.integers(2))]})
        place = None
        if zone["terms"]:
            p = 1.0 if vmode else (p_first if entering else p_other)
            if rng.random() < p:
                place = zone["terms"][int(rng.integers(len(zone["terms"])))]
        descs = desc_table.get(zone["tag"]) or desc_table.get(zone["kind"]) or ["an indoor space"]
        desc = descs[int(rng.integers(len(descs)))]
        vdir = None
        if vmode:
            (_, _, z2), _ = timeline.at(t + 2.0)
            vdir = "up" if z2 > z + 0.05 else ("down" if z2 < z - 0.05 else "")
            if not vdir:
                (_, _, z3), _ = timeline.at(t + 15.0)
                (_, _, z4), _ = timeline.at(t - 15.0)
                vdir = "up" if (z3 > z + 0.05 or z4 < z - 0.05) else "down"
        if outdoor and not any(w in desc for w in ("outdoor", "outside")):
            desc = "outdoors, " + desc
        scene = {
            "place": place,
            "items": items,
            "outdoor": outdoor,
            "vmode": vmode,
            "vdir": vdir,
            "desc": desc,
            "entering": entering,
        }
        caption = render(captioner, scene, rng)
        seen: dict[str, dict[str, Any]] = {}
        for oid, col in lab_of.items():
            seen.setdefault(oid, {})["lab"] = True
            if col:
                seen[oid]["colour"] = True
        for oid, flags in cap_of.items():
            e = seen.setdefault(oid, {})
            e["cap"] = True
            for k, v in flags.items():
                if v:
                    e[k] = True
        pos_of = {obj["id"]: opos for _, _, obj, opos in vis}
        for oid in seen:
            seen[oid]["pos"] = pos_of[oid]
        named = zid if zone["terms"] and mentions(caption, zone["terms"]) else None
        frames.append(
            {
                "t": round(t, 2),
                "x": x,
                "y": y,
                "z": z,
                "yaw": yaw,
                "zone": zid,
                "floor": geo.floor_of(z),
                "outdoor": outdoor,
                "caption": caption,
                "labels": labels,
                "boxes": boxes,
                "seen": seen,
                "named": named,
                "entering": entering,
            }
        )
        prev_zone = zid
        t = round(t + float(rng.uniform(dt_lo, dt_hi)), 2)
    return frames

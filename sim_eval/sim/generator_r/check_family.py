"""Checks of a family's tables: labels, names, layout, and the things placed in it."""

from __future__ import annotations

import itertools
import re

from .checker import Checker
from .layout import doors_of, inside, shared_edge_midpoint
from .model import FamilySpec, Instance

COLOUR_WORDS = (
    "red",
    "blue",
    "green",
    "yellow",
    "black",
    "white",
    "grey",
    "gray",
    "orange",
    "purple",
    "pink",
    "navy",
    "silver",
    "brown",
    "maroon",
)


def _words(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9']+", text.lower()))


def check_family(ck: Checker, spec: FamilySpec, instances: list[Instance], tag: str) -> None:
    labels = {c.key: [x.lower() for x in c.labels] for c in spec.classes}
    all_labels = [(k, lab) for k, labs in labels.items() for lab in labs]
    forms = {p.key: [f.lower() for f in p.forms] for p in spec.places}
    level_forms = {lv.key: [f.lower() for f in lv.forms] for lv in spec.levels}
    misc = {
        "kind word": [p.kind_word.lower() for p in spec.places],
        "region": [r.lower() for r in (*spec.regions, *(p.surface for p in spec.places))],
        "hallucination": [h.lower() for h in spec.hallucinations],
        "bystander": [b.lower() for b in spec.bystanders],
        "never-present": [n.lower() for n in spec.never_present],
        "scene word": [s.lower() for s in spec.scene_words],
        "confusion": [x.lower() for c in spec.classes for x in c.confusions],
    }
    for c in spec.classes:
        ck.ok(len(set(labels[c.key])) == 3, f"{tag} {c.key}: three distinct labels")
        for lab in labels[c.key]:
            ck.ok(
                lab.split()[0] not in COLOUR_WORDS,
                f"{tag} {c.key}: label {lab!r} starts with a colour",
            )
        ck.ok(
            all(c.generic.lower() != lab for _, lab in all_labels),
            f"{tag} {c.key}: generic {c.generic!r} is an identifying label",
        )
    for key, lab in all_labels:
        for other, olab in all_labels:
            if other != key:
                ck.ok(lab not in olab, f"{tag} label {lab!r} inside {other}'s {olab!r}")
        for pk, fs in forms.items():
            for f in fs:
                ck.ok(lab not in f and f not in lab, f"{tag} label {lab!r} vs form {f!r} ({pk})")
        for fs in level_forms.values():
            for f in fs:
                ck.ok(lab not in f and f not in lab, f"{tag} label {lab!r} vs floor form {f!r}")
        for what, items in misc.items():
            for item in items:
                ck.ok(lab not in item, f"{tag} label {lab!r} inside {what} {item!r}")
        for c in spec.classes:
            if c.key != key:
                for text in c.texts:
                    ck.ok(lab not in text.lower(), f"{tag} label {lab!r} inside {c.key} text")
    for c in spec.classes:
        for text in c.texts:
            ck.ok(text == " ".join(text.split()), f"{tag} {c.key} text {text!r} has odd spaces")
    label_words = set().union(*(_words(lab) for _, lab in all_labels))
    for item in (*misc["hallucination"], *misc["bystander"]):
        ck.ok(
            not (_words(item) - {"a", "an", "the", "in", "with", "of"}) & label_words,
            f"{tag} {item!r} shares a word with a label",
        )
    for noun in misc["never-present"]:
        pool = [
            *misc["hallucination"],
            *misc["bystander"],
            *misc["confusion"],
            *misc["scene word"],
            *misc["region"],
            *misc["kind word"],
            *(t.lower() for c in spec.classes for t in c.texts),
        ]
        ck.ok(not any(noun in item for item in pool), f"{tag} never-present {noun!r} appears")
    for pk, fs in forms.items():
        for f in fs:
            for other, ofs in forms.items():
                if other != pk:
                    ck.ok(not any(f in g for g in ofs), f"{tag} form {f!r} inside {other}")
            for what in (
                "kind word",
                "region",
                "hallucination",
                "bystander",
                "scene word",
                "confusion",
                "never-present",
            ):
                ck.ok(not any(f in item for item in misc[what]), f"{tag} form {f!r} in {what}")
            for lfs in level_forms.values():
                ck.ok(not any(lf in f or f in lf for lf in lfs), f"{tag} form {f!r} vs floor")
    for a, b in itertools.permutations(level_forms, 2):
        ck.ok(
            not any(x in y for x in level_forms[a] for y in level_forms[b]),
            f"{tag} floor forms of {a} inside {b}",
        )
    # Layout.
    places = {p.key: p for p in spec.places}
    for door in doors_of(spec):
        pa, pb = places[door.a], places[door.b]
        ck.ok(door.level in pa.levels and door.level in pb.levels, f"{tag} door level {door}")
        ck.ok(inside(pa, *door.point) and inside(pb, *door.point), f"{tag} door on edges {door}")
        ck.ok(shared_edge_midpoint(pa.rect, pb.rect) is not None, f"{tag} shared edge {door}")
    for lv in spec.levels:
        on = [p for p in spec.places if lv.key in p.levels]
        for pa, pb in itertools.combinations(on, 2):
            ax0, ay0, ax1, ay1 = pa.rect
            bx0, by0, bx1, by1 = pb.rect
            overlap = min(ax1, bx1) - max(ax0, bx0) > 1e-6 and min(ay1, by1) - max(ay0, by0) > 1e-6
            ck.ok(not overlap, f"{tag} {pa.key} overlaps {pb.key} on {lv.key}")
    ck.ok(sum(1 for p in spec.places if p.dock) == 1, f"{tag} exactly one dock")
    # Things.
    for inst in instances:
        cls = next(c for c in spec.classes if c.key == inst.cls)
        for stay in inst.stays:
            place = places[stay.place]
            ck.ok(
                inside(place, stay.x, stay.y) and not place.transit,
                f"{tag} {inst.key} outside {stay.place}",
            )
            ck.ok(stay.place in cls.where, f"{tag} {inst.key} in {stay.place} not in its where")
        for before, after in itertools.pairwise(inst.stays):
            ck.ok(before.t1 <= after.t0 + 1e-6, f"{tag} {inst.key} stays overlap")
        if cls.text_mode == "place":
            sign = inst.texts[0][1].lower()
            home = inst.stays[0].place
            ck.ok(inst.texts[0][1] == places[home].sign, f"{tag} {inst.key} sign of {home}")
            ck.ok(
                not any(f in sign for pk, fs in forms.items() if pk != home for f in fs),
                f"{tag} {inst.key} sign names another place",
            )
        if inst.colour is not None:
            ck.ok(inst.colour in cls.colours, f"{tag} {inst.key} colour")

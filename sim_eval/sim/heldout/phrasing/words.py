"""Slot values for templates: object and place names, time phrases, subjects."""

from __future__ import annotations

import numpy as np

from ..model import World
from ..naming import everyday_names, object_names, place_everyday, place_names
from ..questions.base import Spec
from ..rng import pick
from ..vocab import COLOURS, article, number_words, pluralise

FORMS = {
    "you": {"s": "you", "were_s": "were you", "have_s": "have you", "o": "you"},
    "we": {"s": "we", "were_s": "were we", "have_s": "have we", "o": "us"},
    "I": {"s": "I", "were_s": "was I", "have_s": "have I", "o": "me"},
    "the robot": {
        "s": "the robot",
        "were_s": "was the robot",
        "have_s": "has the robot",
        "o": "the robot",
    },
}
SUBJECTS = ("you", "you", "you", "we", "we", "I", "I", "the robot")


def object_name(world: World, key: str, phrasing: str, rng: np.random.Generator) -> str:
    """A safe name for a category in the given phrasing."""
    names = object_names(world, key) or [world.catalog[key].qname]
    if phrasing == "plain":
        return names[0]
    every = everyday_names(world, key)
    if phrasing == "people" and every and rng.random() < 0.7:
        return str(pick(rng, every))
    return names[0] if rng.random() < 0.6 else str(pick(rng, names))


def place_name(world: World, kind: str, phrasing: str, rng: np.random.Generator) -> str:
    """A safe name for a place kind in the given phrasing."""
    names = place_names(world, kind) or [world.kinds[kind].qname]
    if phrasing == "plain":
        return names[0]
    every = place_everyday(world, kind)
    if phrasing == "people" and every and rng.random() < 0.6:
        return str(pick(rng, every))
    return names[0] if rng.random() < 0.5 else str(pick(rng, names))


def minutes_phrase(n: int, phrasing: str, rng: np.random.Generator, window: bool) -> str:
    """'15 minutes ago' / 'in the last quarter of an hour' / 'fifteen minutes ago'."""
    unit = "minute" if n == 1 else "minutes"
    if phrasing == "spoken":
        core = f"{number_words(n)} {unit}"
        return f"in the last {core}" if window else f"{core} ago"
    if phrasing == "people":
        special = {
            15: ("quarter of an hour", "a quarter of an hour"),
            30: ("half hour", "half an hour"),
        }
        if n in special and rng.random() < 0.7:
            return f"in the last {special[n][0]}" if window else f"{special[n][1]} ago"
        if window and n == 5 and rng.random() < 0.5:
            return "in the last few minutes"
        short = "mins" if rng.random() < 0.4 else unit
        return f"in the past {n} {short}" if window else f"{n} {short} ago"
    return f"in the last {n} {unit}" if window else f"{n} {unit} ago"


def colour_name(colour: str, phrasing: str, rng: np.random.Generator) -> str:
    """Spelling of a colour ('grey' / 'gray')."""
    spellings = COLOURS[colour]
    return spellings[0] if phrasing == "plain" else str(pick(rng, spellings))


def alt_object(world: World, key: str, rng: np.random.Generator) -> str | None:
    """Another askable category (its key), for spoken self-corrections."""
    from ..naming import askable

    others = [k for k in world.categories if k != key and askable(world, k)]
    return str(pick(rng, others)) if others else None


def alt_place(world: World, kind: str, rng: np.random.Generator) -> str | None:
    """Another place's name, for spoken self-corrections."""
    others = sorted({r.kind for r in world.regions if r.kind != kind})
    others = [k for k in others if place_names(world, k)]
    return place_names(world, str(pick(rng, others)))[0] if others else None


def object_forms(name: str, plural: bool) -> dict[str, str]:
    """Article and agreement variants of an object name."""
    return {
        "obj": name,
        "the_obj": f"the {name}",
        "a_obj": f"some {name}" if plural else f"{article(name)} {name}",
        "any_obj": f"any {name}" if plural else f"{article(name)} {name}",
        "obj_pl": name if plural else pluralise(name),
        "is": "are" if plural else "is",
        "it": "they" if plural else "it",
        "one": "some" if plural else "one",
    }


def tails(spec: Spec, phrasing: str, subj: str, rng: np.random.Generator) -> dict[str, str]:
    """Which-occurrence phrases: 'first ', ' the last time you were there', ..."""
    which = spec.slots.get("which", "only")
    f = FORMS[subj]
    s, were = f["s"], f["were_s"].split()[0]
    out = {"which_adv": {"first": "first ", "last": "last "}.get(which, "")}
    if phrasing == "plain":
        stay = {
            "first": " the first time",
            "latest": f" the last time {s} {were} there",
            "total": " in total",
        }
    elif phrasing == "people":
        stay = {
            "first": " the first time",
            "latest": str(pick(rng, [" last time", " the last time"])),
            "total": str(pick(rng, [" altogether", " in total", " overall"])),
        }
    else:
        stay = {"first": " the first time", "latest": " the last time", "total": " in total"}
    out["stay_tail"] = stay.get(which, "")
    out["stop_tail"] = f" the last time {s} stopped there" if which == "latest" else ""
    out["trip_tail"] = {
        "first": f"the first time {s} went out",
        "last": f"the last time {s} went out",
    }.get(which, f"when {s} went out")
    out["trip_noun"] = {"first": "the first trip", "last": "the last trip"}.get(which, "the trip")
    return out


def sign_place(loc: dict, the_place: str, phrasing: str, rng: np.random.Generator) -> str:
    """Where a sign is: 'on the door of the server room', 'at the main entrance', ..."""
    mode = loc["mode"]
    if mode == "street":
        return str(pick(rng, ["at the crossing", "by the street", "at the crosswalk"]))
    if mode == "main_entrance":
        return str(pick(rng, ["at the main entrance", "above the front entrance"]))
    if mode == "building":
        return f"at the entrance of the building with {the_place}"
    if mode == "door":
        return f"on the door of {the_place}"
    return f"in {the_place}"

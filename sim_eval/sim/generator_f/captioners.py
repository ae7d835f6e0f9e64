"""Five captioner styles. Each turns what the camera sees into one caption.

* ``hedger``: a chatty assistant that hedges ("It looks like this might be ...").
* ``spatial``: relations between objects, lower case, never names the place.
* ``counter``: counts per kind of thing ("3 park benches, 1 litter bin, 2 people").
* ``crowd``: mostly people and what they do; objects only in passing.
* ``guide``: a second-person tour guide; often names the place, sometimes the wrong one.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass, field

from sim_eval.sim.generator_f.families import Category, Family
from sim_eval.sim.generator_f.words import article, contains_word, count_phrase, number_word

STYLES = ("hedger", "spatial", "counter", "crowd", "guide")
TRANSIT_NAMES = {
    "lift": ("the inside of a lift", "a lift car"),
    "escalator": ("an escalator", "a moving staircase"),
}


@dataclass(frozen=True)
class Seen:
    id: str
    category: Category
    colour: str
    distance: float
    bearing: float  # radians, positive to the left


@dataclass(frozen=True)
class Scene:
    family: Family
    place: str  # the robot's true place key, or "lift" / "escalator"
    outdoor: bool
    views: tuple[Seen, ...]  # what the captioner perceived, nearest first
    people: int


@dataclass
class Caption:
    text: str
    mentions: list[tuple[str, str]] = field(default_factory=list)  # (instance id, phrase)
    place: str | None = None  # the place the caption named
    wrong: bool = False  # the named place is not where the robot was


def phrase(seen: Seen, r: random.Random, colour_chance: float = 0.3) -> str:
    labels = seen.category.labels
    name = _lower(labels[0] if r.random() < 0.5 else r.choice(labels))
    if seen.colour and seen.colour not in name and r.random() < colour_chance:
        name = f"{seen.colour} {name}"
    return name


def _lower(name: str) -> str:
    """Lower-cases the first letter unless the first word is an acronym ("ATM", "FIDS")."""
    if name.split()[0].isupper():
        return name
    return name[0].lower() + name[1:]


def _place_name(scene: Scene, r: random.Random, key: str | None = None) -> str:
    key = key or scene.place
    if key in TRANSIT_NAMES:
        return r.choice(TRANSIT_NAMES[key])
    return r.choice(scene.family.place(key).caption_names)


def _generic(scene: Scene, r: random.Random) -> str:
    if scene.place == "lift":
        return "a small metal room"
    return r.choice(scene.family.generic_out if scene.outdoor else scene.family.generic_in)


def hedger(scene: Scene, r: random.Random) -> Caption:
    caption = Caption("")
    parts: list[str] = []
    if r.random() < 0.45:
        caption.place = scene.place
        name = _place_name(scene, r)
        parts.append(
            r.choice(
                (
                    f"It looks like this might be {name}.",
                    f"This could be {name}, I think.",
                    f"I'd guess this is {name}, but I'm not completely sure.",
                )
            )
        )
    else:
        generic = _generic(scene, r)
        parts.append(
            r.choice(
                (
                    f"It looks like {generic}.",
                    f"This seems to be {generic}.",
                    f"I think it's {generic}.",
                )
            )
        )
    views = scene.views[:3]
    names = [phrase(v, r) for v in views]
    caption.mentions = [(v.id, n) for v, n in zip(views, names, strict=True)]
    if not names:
        parts.append("I can't really make out anything in particular.")
    else:
        text = f"I think I can see {article(names[0])}"
        if len(names) > 1:
            text += f", and what may be {article(names[1])}"
        if len(names) > 2:
            text += f", possibly with {article(names[2])} further back"
        text += r.choice(
            (".", ", though it's a little hard to tell.", ", but part of the view is blocked.")
        )
        parts.append(text)
    if scene.people == 1:
        parts.append("There seems to be one person around.")
    elif scene.people > 1:
        parts.append(
            r.choice(
                (
                    f"There seem to be {number_word(scene.people)} people around.",
                    "A few people might be in the background.",
                )
            )
        )
    elif r.random() < 0.5:
        parts.append("I don't think anyone is nearby.")
    caption.text = " ".join(parts)
    return caption


def _side(bearing: float) -> str:
    if bearing > 0.3:
        return "on the left"
    if bearing < -0.3:
        return "on the right"
    return "ahead"


def spatial(scene: Scene, r: random.Random) -> Caption:
    views = sorted(scene.views[:4], key=lambda v: -v.bearing)  # left to right
    caption = Caption("")
    if not views:
        caption.text = r.choice(
            (
                "open ground ahead, nothing close by"
                if scene.outdoor
                else "bare floor ahead, nothing close by",
                "an empty stretch ahead",
            )
        )
        return caption
    names = [phrase(v, r, 0.25) for v in views]
    caption.mentions = [(v.id, n) for v, n in zip(views, names, strict=True)]
    clauses = []
    first = views[0]
    lead = article(names[0])
    if first.distance > 25:
        lead += f" far off {_side(first.bearing)}"
    elif first.distance < 3:
        lead += " right in front"
    else:
        lead += f" {_side(first.bearing)}"
    clauses.append(lead)
    for previous, view, name in zip(views, views[1:], names[1:], strict=False):
        if abs(view.bearing - previous.bearing) < 0.15 and view.distance > previous.distance + 2:
            clauses.append(f"{article(name)} behind it")
        elif view.distance > 25:
            clauses.append(f"{article(name)} far off {_side(view.bearing)}")
        else:
            clauses.append(f"{article(name)} to the right of the {names[views.index(previous)]}")
    if scene.people and r.random() < 0.5:
        clauses.append(f"{count_phrase(scene.people, 'person')} {_side(r.uniform(-0.8, 0.8))}")
    caption.text = ", ".join(clauses)
    return caption


def counter(scene: Scene, r: random.Random) -> Caption:
    caption = Caption("")
    groups: dict[str, list[Seen]] = {}
    for view in scene.views:
        groups.setdefault(view.category.key, []).append(view)
    parts: list[str] = []
    for members in list(groups.values())[:6]:
        category = members[0].category
        name = _lower(category.labels[0] if r.random() < 0.6 else r.choice(category.labels))
        text = count_phrase(len(members), name)
        parts.append(text)
        caption.mentions += [(m.id, text) for m in members]
    if scene.people or r.random() < 0.3:
        parts.append(count_phrase(scene.people, "person"))
    caption.text = ", ".join(parts) if parts else "0 objects"
    return caption


def crowd(scene: Scene, r: random.Random) -> Caption:
    caption = Caption("")
    views = list(scene.views)
    obj = ""
    if views:
        obj = phrase(views[0], r, 0.2)
    activities = scene.family.activities.get(scene.place, ())
    if scene.people == 0 or not activities:
        if views:
            caption.text = r.choice(
                (
                    f"Nobody is in view; {article(obj)} stands unattended.",
                    f"The area is quiet, with no one around apart from {article(obj)} nearby.",
                )
            )
            caption.mentions.append((views[0].id, obj))
        else:
            caption.text = r.choice(
                ("Nobody is in view and the scene is quiet.", "No people, no movement.")
            )
        return caption
    activity = r.choice(activities)
    if "{obj}" in activity:
        if views:
            activity = activity.replace("a {obj}", article(obj))
            caption.mentions.append((views[0].id, obj))
        else:
            activity = activity.replace("a {obj}", "something")
    if scene.people == 1:
        lead = r.choice(("A single person is here", "One person is in view"))
    else:
        lead = f"{number_word(min(scene.people, 12)).capitalize()} people are in view"
    text = f"{lead}: {activity}."
    if len(views) > 1 and r.random() < 0.4:
        other = phrase(views[1], r, 0.2)
        text += f" {article(other).capitalize()} is off to one side."
        caption.mentions.append((views[1].id, other))
    caption.text = text
    if scene.place not in TRANSIT_NAMES and any(
        contains_word(text, k) for k in scene.family.place(scene.place).keywords
    ):
        caption.place = scene.place
    return caption


def _direction(view: Seen) -> str:
    side = "just ahead"
    if view.bearing > 0.35:
        side = "on your left"
    elif view.bearing < -0.35:
        side = "on your right"
    if view.distance > 25:
        return "far off " + (
            "in front of you" if side == "just ahead" else side.replace("on ", "to ")
        )
    return side


def guide(scene: Scene, r: random.Random) -> Caption:
    caption = Caption("")
    parts: list[str] = []
    if r.random() < 0.7:
        key = scene.place
        options = scene.family.confusions.get(key, ())
        if options and r.random() < 0.15:
            key = r.choice(options)
            caption.wrong = True
        caption.place = key
        name = _place_name(scene, r, key)
        parts.append(
            r.choice((f"You're now at {name}.", f"Welcome to {name}.", f"Here we are at {name}."))
        )
    else:
        parts.append(
            r.choice(
                (f"You're in {_generic(scene, r)} now.", f"We've come to {_generic(scene, r)}.")
            )
        )
    views = scene.views[:2]
    names = [phrase(v, r, 0.35) for v in views]
    caption.mentions = [(v.id, n) for v, n in zip(views, names, strict=True)]
    if names:
        text = f"{_direction(views[0]).capitalize()} there's {article(names[0])}"
        if len(names) > 1:
            text += f", and {_direction(views[1])} {article(names[1])}"
        parts.append(text + ".")
    if r.random() < 0.4:
        parts.append(
            r.choice(
                (
                    "Take a moment to look around.",
                    "Mind the people around you." if scene.people > 2 else "It's quiet here.",
                    "Let's keep going.",
                )
            )
        )
    caption.text = " ".join(parts)
    return caption


CAPTIONERS: dict[str, Callable[[Scene, random.Random], Caption]] = {
    "hedger": hedger,
    "spatial": spatial,
    "counter": counter,
    "crowd": crowd,
    "guide": guide,
}

# How likely each captioner notices a visible thing, at zero and at full range.
NOTICE = {"hedger": 0.8, "spatial": 0.85, "counter": 0.95, "crowd": 0.6, "guide": 0.75}


def notices(style: str, distance: float, range_m: float, r: random.Random) -> bool:
    p = NOTICE[style] * (1.0 - 0.7 * math.pow(min(distance / range_m, 1.0), 1.5))
    return r.random() < p

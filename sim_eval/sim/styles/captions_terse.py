"""Terse scene captions in the manner of short BLIP-style image captions.

Three to twelve words per frame: sometimes only the kind of place ("Here is a
hallway."), sometimes one or two things in it ("A street with cars.", "An
office with desks and a couch."), sometimes a sign read out ("A sign saying
'Lab 4: Robotics'."). Rooms are seldom named, nobody narrates, and going in or
out of a building may show as an entrance or a door, or not at all. Mentions
record exactly which object facts the words state.
"""

from __future__ import annotations

from collections import defaultdict

import numpy as np

from sim_eval.sim.captions import Caption
from sim_eval.sim.catalog import CATEGORIES, COLOURS
from sim_eval.sim.perception import Detection
from sim_eval.sim.trajectory import Event, TrueFrame
from sim_eval.sim.words import join, plural, sentence, with_article
from sim_eval.sim.world import World

MIN_WORDS, MAX_WORDS = 3, 12
SIGNS = frozenset({"sign", "exit sign"})
# Too dull to name on their own in a short caption.
NOT_LISTED = SIGNS | {"window", "crosswalk"}

PLACES: dict[str, tuple[str, ...]] = {
    "atrium": ("lobby", "entrance hall", "atrium", "foyer"),
    "hallway": ("hallway", "corridor", "hall"),
    "robotics lab": ("lab", "laboratory", "robotics lab"),
    "electronics lab": ("lab", "electronics lab", "workshop"),
    "fabrication lab": ("workshop", "makerspace", "lab"),
    "computer lab": ("computer room", "computer lab", "classroom"),
    "cafe": ("cafe", "coffee shop"),
    "kitchen": ("kitchen", "kitchenette", "break room"),
    "restroom": ("restroom", "bathroom", "washroom"),
    "seminar room": ("classroom", "lecture room", "meeting room"),
    "office": ("office", "small office"),
    "sidewalk": ("sidewalk", "pavement"),
    "street": ("street", "road"),
    "plaza": ("plaza", "square", "courtyard"),
    "forecourt": ("forecourt", "front courtyard", "paved forecourt"),
    "path": ("walkway", "path", "footpath"),
    "parking lot": ("parking lot", "parking area"),
}
ADJECTIVES = {
    "indoor": ("quiet", "bright", "plain", "tidy"),
    "outdoor": ("quiet", "sunny", "wide", "paved"),
}
PLACE_ONLY = (
    "Here is {a_place}.",
    "A view of {a_place}.",
    "{a_adj_place}.",
    "This is {a_place}.",
)
PLACE_ONLY_IN = ("Inside {a_place}.",)
PLACE_WITH = (
    "{a_place} with {items}.",
    "{items} {at} {a_place}.",
    "{a_place}, {items}.",
)
ITEMS_ONLY = ("{items}.", "{items} nearby.", "Here {be} {items}.")
SIGN_SAYS = (
    "A sign saying '{text}'.",
    "Sign: '{text}'.",
    "A sign reading '{text}'.",
    "'{text}' on a sign.",
)
ENTER = (
    "Inside a building entrance.",
    "{a_place} just inside the entrance.",
    "{a_place}, seen from the entrance.",
    "Just inside, {a_place}.",
)
LEAVE = (
    "Outside a building exit.",
    "{a_place} outside a building.",
    "{a_place} outside the entrance.",
    "Building exit onto {a_place}.",
)
ENTER_DOOR = ("{a_door} into {a_place}.", "{a_door}, {a_place} beyond.")
LEAVE_DOOR = ("{a_door} onto {a_place}.", "{a_door} to {a_place}.")
# Places things are "on" rather than "in".
ON_PLACES = frozenset({"sidewalk", "street", "path", "forecourt"})
NUMBERS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


def describe(
    world: World, frame: TrueFrame, detections: list[Detection], rng: np.random.Generator
) -> Caption:
    """One short caption for one frame, from what was really detected."""
    real = [d for d in detections if not d.hallucination and d.object_id]
    region = world.regions[frame.region]
    a_place = _place(world, frame, rng)
    event = frame.events[-1] if frame.events else None
    if event is not None and rng.random() < 0.6:
        mentions: list[tuple[str, str]] = []
        text = _event(world, event, real, a_place, mentions, rng)
        if MIN_WORDS <= _count(text) <= MAX_WORDS:
            return Caption(text, mentions)
    groups = _groups([d for d in real if d.category not in NOT_LISTED])
    sign = _readable_sign(world, real, rng)
    roll = float(rng.random())
    if sign is not None and roll < 0.25:
        obj_id, text = sign
        caption = sentence(_choose(SIGN_SAYS, rng).format(text=text))
        if MIN_WORDS <= _count(caption) <= MAX_WORDS:
            return Caption(caption, [(obj_id, "seen"), (obj_id, "text")])
    if groups and roll < 0.75:
        wanted = 1 if len(groups) == 1 or rng.random() < 0.55 else 2
        with_place = rng.random() < 0.6
        for count in range(wanted, 0, -1):
            mentions = []
            items = join([_phrase(world, group, mentions, rng) for group in groups[:count]])
            be = "is" if count == 1 and len(groups[0]) == 1 else "are"
            template = _choose(PLACE_WITH if with_place else ITEMS_ONLY, rng)
            at = "on" if region.kind in ON_PLACES else "in"
            text = sentence(template.format(a_place=a_place, items=items, be=be, at=at))
            if MIN_WORDS <= _count(text) <= MAX_WORDS:
                return Caption(text, mentions)
    return Caption(_place_only(world, frame, a_place, rng), [])


def _event(
    world: World,
    event: Event,
    real: list[Detection],
    a_place: str,
    mentions: list[tuple[str, str]],
    rng: np.random.Generator,
) -> str:
    """An entrance or exit, with the door named only if the camera has it in view."""
    entering = event.kind == "enter"
    at = world.doors[event.door].at
    doors = [
        d
        for d in real
        if d.category == "glass door"
        and abs(world.object(d.object_id or "").x - at[0]) < 1.5
        and abs(world.object(d.object_id or "").y - at[1]) < 1.5
    ]
    if doors and rng.random() < 0.7:
        obj = world.object(doors[0].object_id or "")
        mentions.append((obj.id, "seen"))
        a_door = with_article(_choose(("glass door", "door", "glass entrance"), rng))
        template = _choose(ENTER_DOOR if entering else LEAVE_DOOR, rng)
        return sentence(template.format(a_door=a_door, a_place=a_place))
    return sentence(_choose(ENTER if entering else LEAVE, rng).format(a_place=a_place))


def _place(world: World, frame: TrueFrame, rng: np.random.Generator) -> str:
    """'a hallway', 'a parking area'; once in a while the region's own name."""
    region = world.regions[frame.region]
    if rng.random() < 0.05:
        return region.name if region.name[-1].isdigit() else f"the {region.name}"
    return with_article(_choose(PLACES.get(region.kind, ("room",)), rng))


def _place_only(world: World, frame: TrueFrame, a_place: str, rng: np.random.Generator) -> str:
    templates = PLACE_ONLY + (PLACE_ONLY_IN if frame.indoor else ())
    template = _choose(templates, rng)
    if "{a_adj_place}" in template:
        if not a_place.startswith(("a ", "an ")):
            return sentence(f"Here is {a_place}")
        adjective = _choose(ADJECTIVES["indoor" if frame.indoor else "outdoor"], rng)
        return sentence(with_article(f"{adjective} {a_place.split(' ', 1)[1]}"))
    return sentence(template.format(a_place=a_place))


def _groups(detections: list[Detection]) -> list[list[Detection]]:
    """Detections of one category together, nearest group first."""
    by_category: dict[str, list[Detection]] = defaultdict(list)
    for detection in detections:
        by_category[detection.category].append(detection)
    return sorted(
        by_category.values(), key=lambda group: (group[0].distance or 0.0, group[0].category)
    )


def _phrase(
    world: World, group: list[Detection], mentions: list[tuple[str, str]], rng: np.random.Generator
) -> str:
    """'a couch', 'a red couch', 'cars', 'two benches'."""
    objects = [world.object(d.object_id or "") for d in group]
    category = CATEGORIES[objects[0].category]
    colours = {obj.colour for obj in objects}
    shared = objects[0].colour if len(colours) == 1 else None
    nouns = [n for n in category.synonyms[:2] if _fits(n, shared)]
    noun = _choose(tuple(nouns) or (category.name,), rng)
    colour = shared if shared and shared not in noun and rng.random() < 0.3 else None
    if len(objects) == 1:
        phrase = with_article(f"{colour} {noun}" if colour else noun)
    else:
        many = plural(noun)
        if colour:
            many = f"{colour} {many}"
        if rng.random() < 0.4 and len(objects) < len(NUMBERS):
            many = f"{NUMBERS[len(objects)]} {many}"
        phrase = many
    said = _colour_words(phrase)
    for obj in objects:
        mentions.append((obj.id, "seen"))
        if obj.colour and obj.colour in said:
            mentions.append((obj.id, "colour"))
    if len(objects) == 1 and objects[0].text and rng.random() < 0.4:
        phrase += f" reading '{objects[0].text}'"
        mentions.append((objects[0].id, "text"))
    return phrase


def _readable_sign(
    world: World, detections: list[Detection], rng: np.random.Generator
) -> tuple[str, str] | None:
    """The nearest sign with writing, if it is read this time: (object id, its text)."""
    for detection in detections:
        if detection.category not in SIGNS:
            continue
        obj = world.object(detection.object_id or "")
        if not obj.text:
            continue
        chance = 0.2 if obj.category == "exit sign" else 0.7
        return (obj.id, obj.text) if rng.random() < chance else None
    return None


def _fits(noun: str, colour: str | None) -> bool:
    return all(word == colour for word in _colour_words(noun))


def _colour_words(text: str) -> set[str]:
    return {word.strip(".,;:'\"") for word in text.lower().split()} & COLOURS


def _count(text: str) -> int:
    return len(text.split())


def _choose(options: tuple[str, ...], rng: np.random.Generator) -> str:
    return options[int(rng.integers(len(options)))]

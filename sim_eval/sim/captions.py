"""Scene captions in varied wording, as a VLM would write them for one frame.

A caption says where the robot is (naming the region), what just happened
(entering or leaving a building), a few of the objects it detected with their
colours and sides, and sign text it can read; ambient detail pads it to a
natural 15-40 words. Which facts a caption states is recorded, so questions
only ask what the robot could have read.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

import numpy as np

from sim_eval.sim.catalog import CATEGORIES
from sim_eval.sim.model import WorldObject
from sim_eval.sim.perception import Detection
from sim_eval.sim.trajectory import TrueFrame
from sim_eval.sim.words import counted, join, sentence
from sim_eval.sim.world import World

MIN_WORDS, MAX_WORDS = 15, 40
# Described elsewhere (sign sentences) or too dull to list.
NOT_LISTED = frozenset({"sign", "exit sign", "door", "glass door", "crosswalk"})

ENTER = (
    "Entering {building} through {door}.",
    "Walking into {building} through {door}.",
    "Coming in through {door} of {building}.",
    "Just entered {building} through {door}; {region} opens up ahead.",
)
LEAVE = (
    "Leaving {building} onto {region}.",
    "Stepping out of {building} through {door} onto {region}.",
    "Exiting {building}; outside on {region} now.",
    "Back outside after leaving {building}, on {region}.",
)
MOVING = {
    "hallway": ("Walking down {region}.", "Heading along {region}.", "Moving through {region}."),
    "sidewalk": ("Walking along {region}.", "Following {region}.", "Heading down {region}."),
    "street": ("Crossing {region} at the crosswalk.", "On the crosswalk over {region}."),
    "parking lot": ("Walking between rows of cars in {region}.", "Crossing {region}."),
    "plaza": ("Crossing {region}.", "Walking across the open {region_bare}."),
    "path": ("Following {region}.", "Walking along {region}."),
    "indoor": (
        "Walking through {region}.",
        "Moving across {region}.",
        "Passing through {region}.",
        "Exploring {region}.",
    ),
    "outdoor": ("Walking across {region}.", "Moving through {region}."),
}
STILL = {
    "indoor": (
        "Standing in {region}, looking around.",
        "Pausing inside {region}.",
        "Stopped in {region} to look around.",
    ),
    "outdoor": (
        "Standing on {region}, looking around.",
        "Pausing in {region}.",
        "Stopped on {region} for a moment.",
    ),
}
LISTS = (
    "I can see {items}.",
    "Nearby there {be} {items}.",
    "{items} {be} in view.",
    "The view shows {items}.",
    "Visible: {items}.",
)
SIGNS = (
    'A sign reads "{text}".',
    'A sign on the wall says "{text}".',
    'There is a sign saying "{text}".',
    'A sign ahead reads "{text}".',
)
AMBIENT = {
    "indoor": (
        "The floor is polished concrete.",
        "Fluorescent lights hum overhead.",
        "A few people walk past.",
        "The air is quiet and warm.",
        "Daylight comes in through tall windows.",
        "Someone is talking on the phone nearby.",
    ),
    "outdoor": (
        "The sky is overcast.",
        "Sunlight falls across the pavement.",
        "A few pedestrians walk by.",
        "Traffic passes slowly on the street.",
        "The pavement is still wet from rain.",
        "A cyclist rides past.",
    ),
}


@dataclass
class Caption:
    text: str
    # (object id, fact) pairs a reader of this caption learns: "seen", "colour", "text".
    mentions: list[tuple[str, str]] = field(default_factory=list)


def describe(
    world: World, frame: TrueFrame, detections: list[Detection], rng: np.random.Generator
) -> Caption:
    """One caption for one frame, from what was really detected (not hallucinations)."""
    real = [d for d in detections if not d.hallucination]
    opener = _opener(world, frame, rng)
    sign = _sign_sentence(world, real, rng)
    groups = _groups(world, real)
    listed = min(len(groups), int(rng.integers(2, 5)))
    ambient = list(AMBIENT["indoor" if frame.indoor else "outdoor"])
    rng.shuffle(ambient)
    list_template = LISTS[int(rng.integers(len(LISTS)))]
    while True:
        mentions: list[tuple[str, str]] = []
        parts = [opener]
        if listed:
            parts.append(_object_sentence(world, groups[:listed], list_template, mentions, rng))
        if sign:
            parts.append(sign[0])
            mentions.append((sign[1], "text"))
        fill = list(ambient)
        while _words(parts) < MIN_WORDS and fill:
            parts.append(fill.pop())
        if _words(parts) <= MAX_WORDS or listed <= 1:
            return Caption(" ".join(parts), mentions)
        listed -= 1


def _words(parts: list[str]) -> int:
    return sum(len(part.split()) for part in parts)


def _the(name: str) -> str:
    return f"the {name}"


def _opener(world: World, frame: TrueFrame, rng: np.random.Generator) -> str:
    region = world.regions[frame.region]
    for event in reversed(frame.events):
        door = world.doors[event.door]
        door_phrase = "the glass doors" if door.name == "main entrance" else "a side door"
        building = f"building {event.building}"
        templates = ENTER if event.kind == "enter" else LEAVE
        template = templates[int(rng.integers(len(templates)))]
        return sentence(
            template.format(building=building, door=door_phrase, region=_the(region.name))
        )
    if frame.moving:
        options = MOVING.get(region.kind) or MOVING["indoor" if region.indoor else "outdoor"]
    else:
        options = STILL["indoor" if region.indoor else "outdoor"]
    template = options[int(rng.integers(len(options)))]
    return sentence(template.format(region=_the(region.name), region_bare=region.name))


def _groups(world: World, detections: list[Detection]) -> list[list[Detection]]:
    """Detections of one category together, nearest group first, listable ones only."""
    by_category: dict[str, list[Detection]] = defaultdict(list)
    for detection in detections:
        if detection.category not in NOT_LISTED:
            by_category[detection.category].append(detection)
    return sorted(
        by_category.values(), key=lambda group: (group[0].distance or 0.0, group[0].label)
    )


def _object_sentence(
    world: World,
    groups: list[list[Detection]],
    template: str,
    mentions: list[tuple[str, str]],
    rng: np.random.Generator,
) -> str:
    items = []
    sides_said: set[str] = set()
    for group in groups:
        objects = [world.object(d.object_id) for d in group if d.object_id]
        category = CATEGORIES[objects[0].category]
        noun = str(rng.choice(category.synonyms[:2]))
        colours = {obj.colour for obj in objects}
        colour = objects[0].colour if len(colours) == 1 and rng.random() < 0.8 else None
        if colour and colour in noun:
            colour = None
        phrase = counted(len(objects), noun, colour)
        phrase += _detail(objects[0], len(objects), mentions)
        mean_bearing = sum(d.bearing or 0.0 for d in group) / len(group)
        side = "ahead" if abs(mean_bearing) < 0.25 else "on the left"
        side = "on the right" if mean_bearing < -0.25 else side
        if side not in sides_said and rng.random() < 0.6:
            sides_said.add(side)
            phrase += f" {side}"
        items.append(phrase)
        for obj in objects:
            mentions.append((obj.id, "seen"))
            if colour or (obj.colour and obj.colour in noun):
                mentions.append((obj.id, "colour"))
    be = "is" if len(groups) == 1 and len(groups[0]) == 1 else "are"
    return sentence(template.format(items=join(items), be=be))


def _detail(obj: WorldObject, count: int, mentions: list[tuple[str, str]]) -> str:
    """Writing worth repeating: the food on a truck, a notice, a bus route."""
    if count != 1 or not obj.text:
        return ""
    mentions.append((obj.id, "text"))
    if obj.category == "food truck":
        return f" selling {obj.text}"
    if obj.category == "notice board":
        return f" announcing {obj.text.removeprefix('Notice: ')}"
    if obj.category == "bus stop":
        return f" for {obj.text.lower()}"
    return f' reading "{obj.text}"'


def _sign_sentence(
    world: World, detections: list[Detection], rng: np.random.Generator
) -> tuple[str, str] | None:
    """The nearest readable sign, usually read out (exit signs less often: they are dull)."""
    for detection in detections:
        obj = world.object(detection.object_id or "")
        if obj.category not in ("sign", "exit sign") or not obj.text:
            continue
        if rng.random() < (0.4 if obj.category == "exit sign" else 0.8):
            template = SIGNS[int(rng.integers(len(SIGNS)))]
            return template.format(text=obj.text), obj.id
        return None
    return None

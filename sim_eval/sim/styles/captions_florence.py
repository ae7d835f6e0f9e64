"""Scene captions in the manner of Florence-2's detailed captions.

Imitates ``<DETAILED_CAPTION>`` / ``<MORE_DETAILED_CAPTION>`` output.

Third-person descriptions of one camera image ("The image shows a long
hallway with ...", "In this image we can see ..."): the place in generic words
(a lobby, a street, a parking lot), rarely by its proper name; objects by
where they sit in the picture, sometimes with their colours; sign text quoted
when it is readable. Nobody narrates: going in or out of a building shows only
as what the camera sees (the inside of an entrance, a glass door opening onto
a plaza). Mentions record exactly which object facts the text states.
"""

from __future__ import annotations

from collections import defaultdict

import numpy as np

from sim_eval.sim.captions import Caption
from sim_eval.sim.catalog import CATEGORIES, COLOURS
from sim_eval.sim.model import WorldObject
from sim_eval.sim.perception import Detection
from sim_eval.sim.trajectory import Event, TrueFrame
from sim_eval.sim.words import join, plural, sentence, with_article
from sim_eval.sim.world import World

MIN_WORDS, MAX_WORDS = 10, 60
# Below this many words a caption gets a sentence about light, floor or sky.
PAD_BELOW = 16
# Read out in a sign sentence, not listed with the other objects.
SIGNS = frozenset({"sign", "exit sign"})
# Hung on walls: "a fire extinguisher on the wall" (indoors only).
ON_WALLS = frozenset(
    {
        "fire extinguisher",
        "notice board",
        "display screen",
        "whiteboard",
        "mirror",
        "hand dryer",
        "menu board",
        "exit sign",
    }
)

# Generic words for what a region looks like (no object names unless detected).
SCENES: dict[str, tuple[str, ...]] = {
    "atrium": (
        "a spacious lobby",
        "a large entrance hall",
        "the lobby of a modern building",
        "an open atrium with a high ceiling",
        "a bright reception area",
    ),
    "hallway": (
        "a long hallway",
        "a narrow corridor",
        "an empty corridor inside an office building",
        "a long tiled corridor",
        "an indoor hallway",
    ),
    "robotics lab": (
        "a laboratory",
        "a research lab full of equipment",
        "an engineering laboratory",
        "a large lab room",
    ),
    "electronics lab": (
        "an electronics workshop",
        "a laboratory",
        "a lab room with equipment",
        "a technical workshop",
    ),
    "fabrication lab": (
        "a workshop",
        "a makerspace",
        "a fabrication workshop",
        "a room with machines",
    ),
    "computer lab": (
        "a computer room",
        "a classroom",
        "a study room",
        "a large office space",
    ),
    "cafe": ("a coffee shop", "a small cafe", "a cafeteria", "a cafe interior"),
    "kitchen": ("a small kitchen", "an office kitchenette", "a break room", "a kitchen area"),
    "restroom": ("a public restroom", "a bathroom", "a washroom", "a restroom interior"),
    "seminar room": ("a classroom", "a lecture room", "a meeting room", "a seminar room"),
    "office": ("an office", "a small office room", "a workspace", "a private office"),
    "sidewalk": (
        "a sidewalk next to a building",
        "a paved sidewalk along a street",
        "a city sidewalk",
        "a sidewalk beside a road",
    ),
    "street": ("a street", "a road", "a two-lane street", "a city street"),
    "plaza": ("an open plaza", "a paved square", "a public square", "a courtyard"),
    "forecourt": (
        "the front of a building",
        "a paved area in front of a building",
        "the area outside a building entrance",
    ),
    "path": (
        "a walkway between two buildings",
        "a narrow paved path",
        "a footpath beside a building",
    ),
    "parking lot": ("a parking lot", "a parking area", "an outdoor parking area"),
}
OPENERS = (
    "The image shows {scene}.",
    "In this image we can see {scene}.",
    "This image shows {scene}.",
    "The image is of {scene}.",
    "This is a picture of {scene}.",
)
OPENERS_WITH = (
    "The image shows {scene} with {items}.",
    "In this image we can see {scene} with {items}.",
    "This image shows {scene}, with {items}.",
    "The image is of {scene} with {items}.",
)
ENTERING = (
    "The image shows the view just past {way}, looking into {scene}.",
    "The image is taken from just inside {way}, with {scene} ahead.",
    "This image shows {scene} seen from just inside {way}.",
)
LEAVING = (
    "The image shows the view from {way}, looking out onto {scene}.",
    "The image is taken just outside {way}, facing {scene}.",
    "This image shows {scene} seen from the steps outside {way}.",
)
ENTERING_DOOR = (
    "The image shows {door} leading into {scene}.",
    "The image shows {door} at the entrance, with {scene} beyond.",
)
LEAVING_DOOR = (
    "The image shows {door} opening onto {scene}.",
    "The image shows {door} with {scene} outside.",
)
# A glass door ahead while not passing it: the entrance seen from outside or inside.
APPROACH = {
    "outdoor": (
        "The image shows the entrance of a building seen from outside, with {door}.",
        "This image shows {door} set into the wall of a building.",
        "The image shows a building facade with {door} in the middle.",
    ),
    "indoor": (
        "The image shows {scene} with {door} leading outside.",
        "This image shows {door} at the end of {scene}, with daylight outside.",
    ),
}
# What is seen on stepping out of a main entrance (a forecourt seen from its building).
OUTSIDE_SCENES = ("a paved forecourt", "a small paved square", "an open paved area")
PLACED = {
    "left": (
        "On the left side of the image, there {be} {items}.",
        "On the left, we can see {items}.",
        "To the left there {be} {items}.",
    ),
    "right": (
        "On the right side of the image, there {be} {items}.",
        "On the right, we can see {items}.",
        "To the right there {be} {items}.",
    ),
    "centre": (
        "In the center of the image, there {be} {items}.",
        "In the middle of the image there {be} {items}.",
        "Straight ahead there {be} {items}.",
    ),
    "back": (
        "In the background, there {be} {items}.",
        "Further back, we can see {items}.",
        "In the distance there {be} {items}.",
    ),
    "front": (
        "In the foreground, there {be} {items}.",
        "Close to the camera there {be} {items}.",
    ),
}
LISTED = (
    "There {be} {items}.",
    "We can also see {items}.",
    "{items} {be} visible in the image.",
)
BACKDROP = {
    "indoor": (
        "In the background we can see a wall and ceiling lights.",
        "In the background we can see a wall.",
    ),
    "outdoor": (
        "In the background we can see buildings and the sky.",
        "In the background we can see the sky.",
    ),
}
SIGN_READS = {
    "indoor": (
        'There is a sign on the wall that reads "{text}".',
        'A sign with the text "{text}" is visible.',
        'There is {sign} that says "{text}".',
        'We can also see {sign} with the words "{text}".',
    ),
    "outdoor": (
        'There is a sign that reads "{text}".',
        'A sign with the text "{text}" is visible.',
        'There is {sign} that says "{text}".',
    ),
}
FILLER = {
    "indoor": (
        "The floor is tiled and the ceiling has rows of lights.",
        "The walls are plain and the room is brightly lit.",
        "The lighting is bright and even.",
        "The floor is shiny and reflects the ceiling lights.",
        "There are a few people in the distance.",
        "The ceiling is high with recessed lights.",
    ),
    "outdoor": (
        "The sky is overcast.",
        "The sky is clear and it appears to be a sunny day.",
        "The ground is paved with concrete slabs.",
        "There are buildings in the background.",
        "The pavement looks wet.",
        "There are a few people walking in the distance.",
    ),
}
NUMBERS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


def describe(
    world: World, frame: TrueFrame, detections: list[Detection], rng: np.random.Generator
) -> Caption:
    """One Florence-like caption for one frame, from what was really detected."""
    real = [d for d in detections if not d.hallucination and d.object_id]
    setting = "indoor" if frame.indoor else "outdoor"
    event = frame.events[-1] if frame.events else None
    scene = _scene(world, frame, event, rng)
    doors = _doors(world, frame, event, real)
    groups = _groups(
        world, [d for d in real if d.category not in SIGNS and all(d is not x for x in doors)]
    )
    sign = _readable_sign(world, real, rng)
    layout = int(rng.integers(3))
    wanted = min(len(groups), int(rng.integers(1, 5)))
    fillers = list(FILLER[setting])
    rng.shuffle(fillers)
    while True:
        mentions: list[tuple[str, str]] = []
        parts = _body(world, frame, event, doors, scene, groups[:wanted], layout, mentions, rng)
        if sign is not None:
            obj, template = sign
            noun = "an exit sign" if obj.category == "exit sign" else "a sign"
            parts.append(template.format(text=obj.text, sign=noun))
            mentions += [(obj.id, "seen"), (obj.id, "text")]
        pads = list(fillers)
        while _count(parts) < PAD_BELOW and pads:
            parts.append(pads.pop())
        if _count(parts) <= MAX_WORDS or wanted <= 1:
            break
        wanted -= 1
    while _count(parts) < MIN_WORDS:
        parts.append(fillers.pop())
    return Caption(" ".join(parts), _unique(mentions))


def _body(
    world: World,
    frame: TrueFrame,
    event: Event | None,
    doors: list[Detection],
    scene: str,
    groups: list[list[Detection]],
    layout: int,
    mentions: list[tuple[str, str]],
    rng: np.random.Generator,
) -> list[str]:
    """The opening sentence (the place, or the way in or out) and the object sentences."""
    parts: list[str] = []
    if event is not None:
        parts.append(_event_sentence(world, frame, event, doors, scene, mentions, rng))
    elif doors:
        door = _phrase(world, doors, frame, mentions, rng)
        template = _choose(APPROACH["indoor" if frame.indoor else "outdoor"], rng)
        parts.append(sentence(template.format(door=door, scene=scene)))
    elif layout == 0 and groups:
        count = 1 if len(groups) == 1 or rng.random() < 0.5 else 2
        items = [_phrase(world, group, frame, mentions, rng) for group in groups[:count]]
        template = _choose(OPENERS_WITH, rng)
        parts.append(sentence(template.format(scene=scene, items=join(items))))
        groups = groups[count:]
    elif layout == 2 and groups:
        items = [_phrase(world, group, frame, mentions, rng) for group in groups]
        parts.append(sentence(f"In this image we can see {join(items)}"))
        groups = []
        backdrop = _choose(BACKDROP["indoor" if frame.indoor else "outdoor"], rng)
        parts.append(backdrop if rng.random() < 0.5 else f"The place looks like {scene}.")
    else:
        parts.append(sentence(_choose(OPENERS, rng).format(scene=scene)))
    by_place: dict[str, list[list[Detection]]] = defaultdict(list)
    for group in groups:
        by_place[_where(group, frame)].append(group)
    used: set[str] = set()
    for place, placed in by_place.items():
        items = [_phrase(world, group, frame, mentions, rng) for group in placed]
        options = PLACED[place] if rng.random() < 0.75 else LISTED
        template = _choose(tuple(t for t in options if t not in used) or options, rng)
        used.add(template)
        # "There is a tree and two cars" but "A tree and two cars are visible".
        single = len(placed[0]) == 1 and (len(placed) == 1 or not template.startswith("{items}"))
        be = "is" if single else "are"
        parts.append(sentence(template.format(items=join(items), be=be)))
    return parts


def _event_sentence(
    world: World,
    frame: TrueFrame,
    event: Event,
    doors: list[Detection],
    scene: str,
    mentions: list[tuple[str, str]],
    rng: np.random.Generator,
) -> str:
    """Going in or out, told only by what the camera sees."""
    entering = event.kind == "enter"
    if doors and rng.random() < 0.8:
        phrase = _phrase(world, doors, frame, mentions, rng)
        template = _choose(ENTERING_DOOR if entering else LEAVING_DOOR, rng)
        return sentence(template.format(door=phrase, scene=scene))
    main = world.doors[event.door].name == "main entrance"
    way = ("entrance" if entering else "front exit") if main else "side entrance"
    way = f"the {way}" if "building" in scene else f"the {way} of a building"
    template = _choose(ENTERING if entering else LEAVING, rng)
    return sentence(template.format(way=way, scene=scene))


def _doors(
    world: World, frame: TrueFrame, event: Event | None, real: list[Detection]
) -> list[Detection]:
    """Detected glass doors worth opening with: of the door just used, or close ahead."""
    glass = [d for d in real if d.category == "glass door"]
    if event is not None:
        at = world.doors[event.door].at
        return [
            d
            for d in glass
            if abs(world.object(d.object_id or "").x - at[0]) < 1.5
            and abs(world.object(d.object_id or "").y - at[1]) < 1.5
        ]
    ahead = [d for d in glass if (d.distance or 0.0) < 6.0 and abs(d.bearing or 0.0) < 0.5]
    if not ahead:
        return []
    first = world.object(ahead[0].object_id or "")
    return [d for d in ahead if world.object(d.object_id or "").building == first.building]


def _scene(world: World, frame: TrueFrame, event: Event | None, rng: np.random.Generator) -> str:
    """Generic place words; now and then the region's own name."""
    region = world.regions[frame.region]
    if rng.random() < 0.1:
        name = region.name
        return name if name[-1].isdigit() else f"the {name}"
    if event is not None and event.kind == "leave" and region.kind == "forecourt":
        return _choose(OUTSIDE_SCENES, rng)
    return _choose(SCENES.get(region.kind, ("an indoor space",)), rng)


def _groups(world: World, detections: list[Detection]) -> list[list[Detection]]:
    """Detections of one category together, nearest group first."""
    by_category: dict[str, list[Detection]] = defaultdict(list)
    for detection in detections:
        by_category[detection.category].append(detection)
    return sorted(
        by_category.values(), key=lambda group: (group[0].distance or 0.0, group[0].category)
    )


def _where(group: list[Detection], frame: TrueFrame) -> str:
    """Which part of the picture a group is in."""
    distance = min(d.distance or 0.0 for d in group)
    bearing = sum(d.bearing or 0.0 for d in group) / len(group)
    if distance > (4.5 if frame.indoor else 9.0):
        return "back"
    if bearing > 0.3:
        return "left"
    if bearing < -0.3:
        return "right"
    return "front" if distance < 2.0 else "centre"


def _phrase(
    world: World,
    group: list[Detection],
    frame: TrueFrame,
    mentions: list[tuple[str, str]],
    rng: np.random.Generator,
) -> str:
    """'a red couch', 'three cars', 'a notice board with a flyer that reads "..."'."""
    objects = [world.object(d.object_id or "") for d in group]
    category = CATEGORIES[objects[0].category]
    colours = {obj.colour for obj in objects}
    shared = objects[0].colour if len(colours) == 1 else None
    nouns = [n for n in category.synonyms[:3] if _fits(n, shared)]
    noun = _choose(tuple(nouns) or (category.name,), rng)
    colour = shared if shared and shared not in noun and rng.random() < 0.55 else None
    described = f"{colour} {noun}" if colour else noun
    count = len(objects)
    if count == 1:
        phrase = with_article(described)
    elif count >= 3 and rng.random() < 0.5:
        phrase = f"{_choose(('a few', 'several', 'some'), rng)} {_plural(noun, colour)}"
    else:
        phrase = f"{NUMBERS[count] if count < len(NUMBERS) else 'many'} {_plural(noun, colour)}"
    said = _colour_words(phrase)
    for obj in objects:
        mentions.append((obj.id, "seen"))
        if obj.colour and obj.colour in said:
            mentions.append((obj.id, "colour"))
    if count == 1 and objects[0].text and rng.random() < 0.7:
        phrase += _writing(objects[0], rng)
        mentions.append((objects[0].id, "text"))
    elif frame.indoor and category.name in ON_WALLS and rng.random() < 0.3:
        phrase += " on the wall"
    return phrase


def _writing(obj: WorldObject, rng: np.random.Generator) -> str:
    """Quoted writing on a board, a truck or a bus stop."""
    if obj.category == "notice board":
        return _choose(
            (f' with a notice that reads "{obj.text}"', f' with a flyer saying "{obj.text}"'), rng
        )
    if obj.category == "food truck":
        return f' with "{obj.text}" written on its side'
    return f' with the text "{obj.text}"'


def _readable_sign(
    world: World, detections: list[Detection], rng: np.random.Generator
) -> tuple[WorldObject, str] | None:
    """The nearest sign, read out when close enough (exit signs seldom: they are dull)."""
    for detection in detections:
        if detection.category not in SIGNS:
            continue
        obj = world.object(detection.object_id or "")
        if not obj.text:
            continue
        chance = 0.35 if obj.category == "exit sign" else 0.8
        if (detection.distance or 0.0) > 5.0:
            chance /= 2
        if rng.random() < chance:
            templates = SIGN_READS["indoor" if obj.indoor else "outdoor"]
            return obj, _choose(templates, rng)
        return None
    return None


def _plural(noun: str, colour: str | None) -> str:
    return f"{colour} {plural(noun)}" if colour else plural(noun)


def _fits(noun: str, colour: str | None) -> bool:
    """No colour word but the group's own (a grey bin is never a "blue bin")."""
    return all(word == colour for word in _colour_words(noun))


def _colour_words(text: str) -> set[str]:
    return {word.strip('.,;:"') for word in text.lower().split()} & COLOURS


def _count(parts: list[str]) -> int:
    return sum(len(part.split()) for part in parts)


def _choose(options: tuple[str, ...], rng: np.random.Generator) -> str:
    return options[int(rng.integers(len(options)))]


def _unique(mentions: list[tuple[str, str]]) -> list[tuple[str, str]]:
    return list(dict.fromkeys(mentions))

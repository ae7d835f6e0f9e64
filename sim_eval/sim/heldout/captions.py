"""Captioner styles: Florence-2 detailed, ReMEmbR robot-centric, terse and BLIP-like."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from .labels import colour_word, has_colour, has_material
from .model import Category, Instance, PlaceKind, Region, World
from .rng import pick
from .vocab import MATERIAL_ADJ, article, pluralise, with_article

QUIET = {"door", "window", "ceiling_light", "sign", "lawn"}
STYLES = ("florence", "remembr", "terse", "blip")
ON_KINDS = {"sidewalk", "street", "walkway", "sports_field"}


@dataclass
class Seen:
    """One labelled detection as the captioner sees it."""

    inst: Instance
    cat: Category
    label: str
    bearing: float
    dist: float


@dataclass
class Scene:
    """Everything a captioner may talk about in one frame."""

    world: World
    region: Region
    kind: PlaceKind
    motion: str
    event: str
    seen: list[Seen]
    readable: list[Seen]


@dataclass
class CaptionOut:
    """A caption and what it revealed."""

    text: str = ""
    names_place: bool = False
    wrong_kind: str = ""
    place_words: list[str] = field(default_factory=list)
    mentioned: set[int] = field(default_factory=set)
    colour_said: set[int] = field(default_factory=set)
    material_said: set[int] = field(default_factory=set)
    signs_read: set[int] = field(default_factory=set)


class _Talk:
    """Shared phrase helpers that record what a caption mentions."""

    def __init__(self, scene: Scene, rng: np.random.Generator) -> None:
        self.s, self.rng, self.out = scene, rng, CaptionOut()

    def place(self, p_named: float, article_word: str = "a") -> str | None:
        """A name for the current place (sometimes a wrong one) or None if left unnamed."""
        rng, kind = self.rng, self.s.kind
        if rng.random() >= p_named:
            return None
        if rng.random() < 0.04:
            skip = (kind.key, "corridor", "elevator")
            others = [
                k
                for k in self.s.world.kinds.values()
                if k.indoor == kind.indoor and k.key not in skip
            ]
            if others:
                wrong = pick(rng, others)
                self.out.wrong_kind = wrong.key
                word = str(pick(rng, wrong.names))
                self.out.place_words.append(word)
                return self._art(word, article_word)
        word = str(pick(rng, kind.names))
        self.out.names_place = True
        self.out.place_words.append(word)
        return self._art(word, article_word)

    @staticmethod
    def _art(word: str, article_word: str) -> str:
        if article_word == "a":
            return f"{article(word)} {word}"
        return f"{article_word} {word}".strip()

    def generic(self, first_person: bool = False) -> str:
        """An unspecific description of the surroundings."""
        if self.s.region.kind == "corridor":
            self.out.names_place = True
            return str(pick(self.rng, ("a hallway", "a long corridor", "a narrow hallway")))
        if first_person:
            inside = ("a room", "an indoor area", "a building", "a large room")
            outside = ("an outdoor area", "an open area outside", "a paved area")
            return str(pick(self.rng, inside if self.s.region.indoor else outside))
        if self.s.region.indoor:
            return str(
                pick(
                    self.rng,
                    (
                        "a room",
                        "an indoor space",
                        "a large room",
                        "a room with white walls",
                        "the inside of a building",
                    ),
                )
            )
        return str(
            pick(
                self.rng,
                (
                    "an outdoor area",
                    "an outdoor scene",
                    "a paved area outside",
                    "an area outside a building",
                    "an outdoor space",
                ),
            )
        )

    def things(self, k: int) -> list[Seen]:
        """Up to k nearby, noteworthy detections (distinct instances)."""
        pool = [x for x in self.s.seen if x.cat.key not in QUIET]
        pool.sort(key=lambda x: x.dist + float(self.rng.uniform(0, 3)))
        out, ids = [], set()
        for x in pool:
            if x.inst.id not in ids:
                out.append(x)
                ids.add(x.inst.id)
        return out[:k]

    def name(self, x: Seen, colour_p: float = 0.35, art: bool = True) -> str:
        """Mention one detection, maybe with colour or material."""
        rng, inst = self.rng, x.inst
        name = x.label if rng.random() < 0.5 else str(pick(rng, x.cat.names))
        if name == x.label and has_colour(name) and inst.colour:
            self.out.colour_said.add(inst.id)
        elif inst.colour and not has_colour(name) and rng.random() < colour_p:
            colour = inst.colour
            if rng.random() < 0.08:
                alts = sorted({i.colour for i in self.s.world.instances_of(inst.cat)} - {colour})
                colour = str(pick(rng, alts)) if alts else colour
            name = f"{colour_word(colour, rng)} {name}"
            if colour == inst.colour:
                self.out.colour_said.add(inst.id)
        elif inst.material and not has_material(name) and rng.random() < 0.12:
            name = f"{MATERIAL_ADJ[inst.material]} {name}"
            self.out.material_said.add(inst.id)
        self.out.mentioned.add(inst.id)
        return with_article(name, x.cat.plural) if art else name

    def sign(self, p: float) -> str | None:
        """Read a nearby sign aloud (sometimes)."""
        signs = [x for x in self.s.readable if x.inst.text]
        if not signs or self.rng.random() >= p:
            return None
        x = pick(self.rng, signs)
        self.out.signs_read.add(x.inst.id)
        self.out.mentioned.add(x.inst.id)
        return x.inst.text

    def people(self) -> bool:
        """True if a person is among the detections."""
        return any(x.cat.key == "person" for x in self.s.seen)


def _side(bearing: float) -> str:
    if bearing > 0.3:
        return "left"
    if bearing < -0.3:
        return "right"
    return "centre"


def florence(scene: Scene, rng: np.random.Generator) -> CaptionOut:
    """Detailed, image-centred captions that often stay generic about the place."""
    t = _Talk(scene, rng)
    objs = t.things(int(rng.integers(1, 4)))
    place = t.place(0.6 if scene.region.kind == "corridor" else 0.42)
    if place is not None:
        head = place
        if objs and rng.random() < 0.5:
            head += f" with {t.name(objs.pop(0))}"
    else:
        head = t.generic()
    opener = pick(
        rng,
        ("The image shows", "This image shows", "In this image we can see", "The picture shows"),
    )
    parts = [f"{opener} {head}."]
    for x in objs:
        side = _side(x.bearing)
        a = t.name(x)
        be = "are" if x.cat.plural else "is"
        if side == "centre":
            parts.append(
                pick(
                    rng,
                    (
                        f"In the center of the image there {be} {a}.",
                        f"There {be} {a} in the middle of the frame.",
                    ),
                )
            )
        elif x.dist > 7.0 and rng.random() < 0.5:
            parts.append(f"{a[0].upper()}{a[1:]} can be seen in the background.")
        else:
            parts.append(
                pick(
                    rng,
                    (
                        f"On the {side} side of the image, there {be} {a}.",
                        f"There {be} {a} on the {side}.",
                    ),
                )
            )
    text = t.sign(0.5)
    if text:
        parts.append(f'There is a sign that reads "{text}".')
    if t.people() and rng.random() < 0.5:
        parts.append(pick(rng, ("A person is standing nearby.", "There is a person walking.")))
    if rng.random() < 0.25:
        parts.append(
            pick(
                rng,
                (
                    "The walls are painted white.",
                    "The floor is carpeted.",
                    "The room is brightly lit.",
                )
                if scene.region.indoor
                else (
                    "The sky is overcast.",
                    "It appears to be daytime.",
                    "There are buildings in the background.",
                ),
            )
        )
    t.out.text = " ".join(parts)
    return t.out


MOTION = {
    "moving": ("I am moving through {p}.", "I am driving through {p}.", "I am navigating {p}."),
    "turning": ("I am turning around {in_} {p}.", "I am rotating {in_} {p}."),
    "stopped": (
        "I am stopped {in_} {p}.",
        "I am standing still {in_} {p}.",
        "I am waiting {in_} {p}.",
    ),
    "looking": ("I am looking around {p}.", "I am turning in place to look around {p}."),
    "entering": ("I am entering {p}.", "I am going into {p}.", "I just entered {p}."),
    "leaving": ("I am leaving {p}.", "I am heading out of {p}."),
}
FIXED = {
    "wait_lift": ("I am waiting for the elevator.", "I am waiting in front of the lift doors."),
    "ride": ("I am inside the elevator.", "I am riding the lift to another floor."),
    "wait_cross": (
        "I am waiting at the curb to cross the street.",
        "I am stopped at the kerb, waiting for the light to change.",
    ),
    "crossing": ("I am crossing the street.", "I am crossing the road."),
    "going_out": ("I am going outside through the entrance.", "I am leaving the building."),
    "coming_in": ("I am coming back into the building.", "I am going inside through the door."),
}


def remembr(scene: Scene, rng: np.random.Generator) -> CaptionOut:
    """First-person robot narration of what it is doing and seeing."""
    t = _Talk(scene, rng)
    key = scene.event or scene.motion
    if key in FIXED:
        parts = [str(pick(rng, FIXED[key]))]
        if key == "ride":
            t.out.names_place = scene.kind.key == "elevator"
        if key == "crossing":
            t.out.names_place = scene.kind.key == "street"
    else:
        place = t.place(0.7, "the") or t.generic(first_person=True)
        prep = "on" if scene.kind.key in ON_KINDS else "in"
        parts = [str(pick(rng, MOTION.get(key, MOTION["moving"]))).format(p=place, in_=prep)]
    objs = t.things(int(rng.integers(0, 3)))
    if len(objs) == 2 and rng.random() < 0.5:
        parts.append(f"I can see {t.name(objs[0])} and {t.name(objs[1])}.")
    else:
        for x in objs:
            side = _side(x.bearing)
            a = t.name(x)
            parts.append(
                f"There is {a} ahead of me." if side == "centre" else f"I see {a} on my {side}."
            )
    if t.people() and rng.random() < 0.4:
        parts.append(pick(rng, ("There are people nearby.", "Someone is walking past me.")))
    text = t.sign(0.45)
    if text:
        parts.append(f"I can read a sign that says '{text}'.")
    t.out.text = " ".join(parts)
    return t.out


def terse(scene: Scene, rng: np.random.Generator) -> CaptionOut:
    """Very short captions."""
    t = _Talk(scene, rng)
    objs = t.things(int(rng.integers(0, 3)))
    place = t.place(0.55, "")
    if scene.region.kind == "corridor" and place is None and rng.random() < 0.5:
        t.out.names_place = True
        place = "hallway"
    names = [t.name(x, 0.2, art=False) for x in objs]
    names = [
        n if x.cat.plural or rng.random() < 0.7 else pluralise(n)
        for n, x in zip(names, objs, strict=True)
    ]
    if place and names:
        text = f"{place} with {' and '.join(names)}"
    elif place:
        text = place
    elif names:
        text = " and ".join(names)
    else:
        text = "indoor scene" if scene.region.indoor else "outdoor area"
    t.out.text = text[0].upper() + text[1:] + "."
    return t.out


def blip(scene: Scene, rng: np.random.Generator) -> CaptionOut:
    """Lower-case one-liners in the style of small captioning models."""
    t = _Talk(scene, rng)
    objs = t.things(2)
    place = t.place(0.5)
    where = place or t.generic()
    if len(objs) == 2:
        text = f"{where} with {t.name(objs[0], 0.2)} and {t.name(objs[1], 0.2)}"
    elif objs and rng.random() < 0.5:
        text = f"there is {t.name(objs[0], 0.2)} in {where}"
    elif scene.motion in ("moving", "turning") and rng.random() < 0.3:
        text = f"a blurry photo of {where}"
    else:
        text = f"a view of {where}"
    t.out.text = text.lower()
    return t.out


CAPTIONERS: dict[str, Callable[[Scene, np.random.Generator], CaptionOut]] = {
    "florence": florence,
    "remembr": remembr,
    "terse": terse,
    "blip": blip,
}

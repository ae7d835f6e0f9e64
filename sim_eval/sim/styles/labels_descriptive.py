"""Labels in the manner of open-vocabulary dense-region captioning.

Imitates Florence-2 ``<DENSE_REGION_CAPTION>``-style region labels.

A region captioner does not keep to one class name: the same object comes out
as "bench" in one frame, "wooden bench" or "empty metal park bench" in the
next. ``word`` imitates that: a catalog synonym or a sub-type of the same kind
of thing, now and then with attributes of size, shape, state or material and
the object's true colour. No label names a different kind of thing, and no
label carries a colour word other than the object's own (colourless objects
keep only the catalog's inherent ones, "red stop sign").
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from sim_eval.sim.catalog import CATEGORIES, COLOURS
from sim_eval.sim.model import WorldObject


@dataclass(frozen=True)
class Vocab:
    """Ways to name one category beyond its synonyms, and what may be said about it."""

    kinds: tuple[str, ...]  # sub-types and looser names of the same kind of thing
    looks: tuple[str, ...]  # size, shape, state: "tall", "octagonal", "empty"
    stuff: tuple[str, ...] = ()  # material: "wooden", "metal"


def _v(kinds: tuple[str, ...], looks: tuple[str, ...], stuff: tuple[str, ...] = ()) -> Vocab:
    return Vocab(kinds, looks, stuff)


VOCAB: dict[str, Vocab] = {
    "couch": _v(
        ("sectional sofa", "two-seat sofa", "loveseat", "three-seat couch"),
        ("long", "low", "cushioned", "empty", "l-shaped"),
        ("leather", "fabric", "velvet"),
    ),
    "armchair": _v(
        ("club chair", "wingback armchair", "accent chair", "reading chair"),
        ("padded", "single", "deep", "empty", "square"),
        ("leather", "fabric", "tweed"),
    ),
    "reception desk": _v(
        ("welcome desk", "lobby reception desk", "front reception desk"),
        ("curved", "long", "unstaffed", "empty", "l-shaped"),
        ("wooden", "marble-topped", "laminate"),
    ),
    "potted plant": _v(
        ("indoor plant", "plant in a pot", "potted fern", "potted palm", "rubber plant"),
        ("tall", "small", "leafy", "bushy", "large"),
        ("ceramic-potted",),
    ),
    "coffee table": _v(
        ("low coffee table", "lounge coffee table", "living-room table"),
        ("low", "rectangular", "round", "square", "small"),
        ("wooden", "glass-topped"),
    ),
    "display screen": _v(
        ("flat-screen tv", "wall-mounted tv", "information screen", "digital signage display"),
        ("large", "wall-mounted", "flat", "widescreen", "switched-off", "glowing"),
    ),
    "glass door": _v(
        ("sliding glass door", "automatic door", "glass entrance door", "double glass door"),
        ("tall", "automatic", "sliding", "closed", "frosted", "double"),
        ("metal-framed", "frameless"),
    ),
    "fire extinguisher": _v(
        ("wall-mounted extinguisher", "fire extinguisher cylinder", "co2 extinguisher"),
        ("small", "wall-mounted", "mounted", "portable"),
        ("metal",),
    ),
    "notice board": _v(
        ("pinboard", "notice board with flyers", "bulletin board with posters"),
        ("crowded", "framed", "large", "wall-mounted", "busy"),
        ("cork", "felt"),
    ),
    "door": _v(
        ("interior door", "room door", "panel door", "hinged door"),
        ("closed", "half-open", "open", "heavy", "plain", "locked"),
        ("wooden", "solid wood"),
    ),
    "vending machine": _v(
        ("drink vending machine", "soda machine", "snack vending machine"),
        ("tall", "glass-front", "lit", "illuminated", "coin-operated", "glowing"),
        ("metal",),
    ),
    "water cooler": _v(
        ("bottled water dispenser", "office water cooler", "water cooler with a jug"),
        ("tall", "floor-standing", "half-full", "small"),
        ("plastic",),
    ),
    "recycling bin": _v(
        ("recycling container", "paper recycling bin", "bottle recycling bin"),
        ("tall", "lidded", "square", "half-full", "small", "wheeled"),
        ("plastic",),
    ),
    "elevator": _v(
        ("passenger elevator", "elevator door", "lift doors"),
        ("closed", "open", "wide"),
        ("steel", "brushed metal", "stainless steel"),
    ),
    "staircase": _v(
        ("flight of stairs", "stairway", "set of stairs"),
        ("narrow", "wide", "steep", "open"),
        ("concrete", "metal", "tiled"),
    ),
    "exit sign": _v(
        ("fire exit sign", "overhead exit sign", "emergency exit light sign"),
        ("illuminated", "lit", "small", "glowing", "overhead"),
    ),
    "sign": _v(
        ("room number sign", "signboard", "name sign", "wall-mounted sign"),
        ("small", "rectangular", "printed", "mounted", "square"),
        ("plastic", "metal", "engraved"),
    ),
    "workbench": _v(
        ("lab bench", "heavy-duty workbench", "workshop table"),
        ("long", "busy", "messy", "sturdy", "tidy"),
        ("wooden", "steel", "wood-topped"),
    ),
    "robot arm": _v(
        ("six-axis robot arm", "collaborative robot arm", "cobot arm"),
        ("articulated", "jointed", "stationary", "floor-mounted", "folded"),
        ("metal",),
    ),
    "mobile robot": _v(
        ("delivery robot", "robot base", "small wheeled robot", "service robot"),
        ("small", "boxy", "four-wheeled", "squat", "idle"),
        ("plastic",),
    ),
    "tool cabinet": _v(
        ("rolling tool chest", "tool storage cabinet", "drawer tool cabinet"),
        ("tall", "multi-drawer", "rolling", "wheeled", "closed"),
        ("metal", "steel"),
    ),
    "oscilloscope": _v(
        ("benchtop oscilloscope", "lab oscilloscope", "test scope"),
        ("small", "switched-on", "portable", "four-channel"),
    ),
    "soldering station": _v(
        ("soldering iron station", "solder station", "soldering iron in a holder"),
        ("small", "digital", "temperature-controlled"),
    ),
    "power supply": _v(
        ("dc power supply", "variable power supply", "benchtop power supply"),
        ("small", "digital", "dual-channel", "switched-on"),
    ),
    "3d printer": _v(
        ("fdm printer", "filament 3d printer", "desktop 3d printer"),
        ("boxy", "enclosed", "open-frame", "busy", "small", "running"),
        ("metal-framed",),
    ),
    "laser cutter": _v(
        ("laser cutting machine", "co2 laser cutter", "desktop laser cutter"),
        ("large", "boxy", "lidded", "closed"),
    ),
    "drill press": _v(
        ("bench drill", "drilling machine", "bench drill press"),
        ("heavy", "floor-standing", "benchtop", "tall"),
        ("cast-iron",),
    ),
    "computer monitor": _v(
        ("lcd monitor", "desktop monitor", "flat-panel monitor"),
        ("widescreen", "curved", "switched-off", "glowing", "flat"),
    ),
    "office chair": _v(
        ("task chair", "rolling chair", "ergonomic chair", "mesh office chair"),
        ("empty", "high-backed", "ergonomic", "rolling", "adjustable"),
        ("mesh", "leather", "fabric"),
    ),
    "whiteboard": _v(
        ("marker board", "wall whiteboard", "mobile whiteboard"),
        ("blank", "large", "wall-mounted", "written-on", "half-erased"),
    ),
    "desk": _v(
        ("computer desk", "standing desk", "corner desk"),
        ("empty", "tidy", "messy", "l-shaped", "long"),
        ("wooden", "metal", "laminate"),
    ),
    "bookshelf": _v(
        ("book shelf", "tall bookcase", "shelving unit with books"),
        ("tall", "full", "crowded", "half-empty", "low"),
        ("wooden", "metal"),
    ),
    "window": _v(
        ("floor-to-ceiling window", "casement window", "office window"),
        ("tall", "wide", "bright", "sunlit", "closed"),
        ("double-glazed",),
    ),
    "espresso machine": _v(
        ("barista machine", "commercial espresso machine", "two-group espresso machine"),
        ("large", "shiny", "steaming", "compact", "busy"),
        ("metal",),
    ),
    "coffee cup": _v(
        ("takeaway cup", "coffee mug", "disposable coffee cup"),
        ("small", "empty", "half-full", "steaming", "lidded"),
        ("ceramic", "paper", "porcelain"),
    ),
    "cafe table": _v(
        ("bistro table", "two-person table", "cafe bistro table"),
        ("round", "small", "square", "empty", "wobbly"),
        ("wooden", "metal", "marble-topped"),
    ),
    "chair": _v(
        ("wooden chair", "dining chair", "cafe chair", "folding chair"),
        ("empty", "stackable", "small", "straight-backed", "molded"),
        ("plastic", "wooden", "metal"),
    ),
    "service counter": _v(
        ("serving counter", "cafe counter", "order counter"),
        ("long", "l-shaped", "busy", "tiled", "curved"),
        ("wooden", "marble", "stainless steel"),
    ),
    "menu board": _v(
        ("price board", "menu display", "hanging menu"),
        ("hanging", "handwritten", "large", "wall-mounted", "illuminated"),
        ("chalk", "wooden"),
    ),
    "pastry display": _v(
        ("bakery display case", "glass pastry case", "cake display"),
        ("refrigerated", "lit", "glass-fronted", "full"),
        ("glass",),
    ),
    "refrigerator": _v(
        ("mini fridge", "fridge-freezer", "kitchen fridge"),
        ("tall", "compact", "closed", "full-size", "humming"),
    ),
    "microwave": _v(
        ("small microwave oven", "office microwave", "built-in microwave"),
        ("small", "compact", "closed", "digital"),
        ("steel",),
    ),
    "sink": _v(
        ("wash basin", "basin", "sink with a faucet"),
        ("small", "wall-mounted", "empty", "shallow", "single"),
        ("ceramic", "porcelain", "stainless steel"),
    ),
    "kettle": _v(
        ("cordless kettle", "water kettle", "jug kettle"),
        ("small", "boiling", "cordless"),
        ("plastic", "metal", "glass"),
    ),
    "hand dryer": _v(
        ("electric hand dryer", "air hand dryer", "jet hand dryer"),
        ("wall-mounted", "automatic", "small", "touchless"),
        ("metal", "plastic"),
    ),
    "mirror": _v(
        ("vanity mirror", "washroom mirror", "frameless mirror"),
        ("large", "rectangular", "wide", "round", "long"),
        ("framed",),
    ),
    "toilet stall": _v(
        ("toilet cubicle", "restroom stall", "toilet booth"),
        ("closed", "empty", "partitioned", "narrow"),
        ("laminate", "metal"),
    ),
    "projector screen": _v(
        ("pull-down screen", "roll-down projector screen", "presentation screen"),
        ("large", "blank", "pulled-down", "wall-mounted", "retractable"),
        ("fabric",),
    ),
    "lectern": _v(
        ("speaking podium", "lecture stand", "presentation lectern"),
        ("small", "slanted", "empty", "tall"),
        ("wooden", "metal"),
    ),
    "fire hydrant": _v(
        ("pillar hydrant", "fire plug", "roadside hydrant"),
        ("short", "squat", "old", "chained"),
        ("cast-iron", "metal"),
    ),
    "street lamp": _v(
        ("lamp pole", "light pole", "street lantern"),
        ("tall", "unlit", "old-fashioned", "curved", "single"),
        ("metal", "cast-iron"),
    ),
    "bench": _v(
        ("garden bench", "public bench", "backless bench", "slatted bench"),
        ("empty", "long", "slatted", "worn", "sturdy"),
        ("wooden", "metal", "concrete"),
    ),
    "trash can": _v(
        ("litter bin", "public trash can", "garbage can"),
        ("overflowing", "lidded", "round", "tall", "half-full", "small"),
        ("metal", "plastic"),
    ),
    "bike rack": _v(
        ("bike stand", "cycle rack", "bike parking rack"),
        ("empty", "long", "curved", "low", "full"),
        ("metal", "steel"),
    ),
    "bicycle": _v(
        ("city bike", "road bike", "mountain bike", "commuter bicycle"),
        ("parked", "locked", "old", "leaning"),
        ("steel-framed", "aluminium"),
    ),
    "police pole": _v(
        ("bollard", "traffic bollard", "safety bollard"),
        ("short", "striped", "reflective", "sturdy"),
        ("metal", "steel", "concrete-filled"),
    ),
    "mailbox": _v(
        ("postal box", "mail drop box", "curbside mailbox"),
        ("squat", "round-topped", "tall", "public"),
        ("metal", "cast-iron"),
    ),
    "parking meter": _v(
        ("coin meter", "parking pay station", "parking ticket machine"),
        ("digital", "coin-operated", "single-head", "slim"),
        ("metal",),
    ),
    "bus stop": _v(
        ("bus stop shelter", "bus stop pole", "transit stop"),
        ("empty", "small", "glass-walled", "roofed"),
    ),
    "tree": _v(
        ("deciduous tree", "young tree", "leafy tree", "shade tree"),
        ("tall", "leafy", "young", "bare", "large", "small"),
    ),
    "traffic light": _v(
        ("traffic light pole", "overhead traffic signal", "signal light"),
        ("overhead", "hanging", "three-lamp", "pole-mounted"),
        ("metal",),
    ),
    "crosswalk": _v(
        ("striped crosswalk", "painted crosswalk", "road crossing"),
        ("painted", "wide", "faded", "striped", "marked"),
    ),
    "stop sign": _v(
        ("octagonal stop sign", "stop sign on a pole", "traffic stop sign", "road stop sign"),
        ("octagonal", "small", "pole-mounted", "faded", "reflective"),
        ("metal",),
    ),
    "car": _v(
        ("suv", "compact car", "station wagon", "coupe"),
        ("parked", "small", "compact", "boxy", "dusty", "clean"),
    ),
    "food truck": _v(
        ("food van", "catering truck", "street food van"),
        ("parked", "boxy", "busy", "open", "large"),
    ),
    "ev charger": _v(
        ("ev charging station", "charging post", "car charging point"),
        ("wall-mounted", "pedestal", "free-standing", "twin-port"),
    ),
    "planter": _v(
        ("raised planter", "raised flower bed", "shrub planter", "planter box"),
        ("large", "square", "round", "raised", "rectangular"),
        ("concrete", "wooden", "stone"),
    ),
    "sculpture": _v(
        ("abstract sculpture", "modern sculpture", "public art sculpture"),
        ("abstract", "tall", "curved", "twisted", "modern", "large"),
        ("metal", "steel"),
    ),
    "patio umbrella": _v(
        ("parasol", "market umbrella", "cafe umbrella", "garden umbrella"),
        ("open", "closed", "folded", "large", "square"),
        ("canvas", "fabric"),
    ),
    "picnic table": _v(
        ("outdoor picnic table", "park table", "picnic table and seats"),
        ("empty", "long", "rectangular", "sturdy", "worn"),
        ("wooden", "metal", "concrete"),
    ),
    "flagpole": _v(
        ("flagstaff", "flag on a pole", "tall flagpole"),
        ("tall", "bare", "single"),
        ("metal", "aluminium"),
    ),
}

# How often a label carries two attributes rather than one, once it carries any.
SECOND_ATTRIBUTE = 0.3
# How often the colour is the attribute picked, when the object has one.
COLOUR_SHARE = 0.55


def word(obj: WorldObject, rng: np.random.Generator, attribute: float) -> str:
    """The label a region captioner gives ``obj`` in one frame, lower case."""
    category = CATEGORIES[obj.category]
    vocab = VOCAB[obj.category]
    nouns = [n for n in (*category.synonyms, *vocab.kinds) if _colour_fits(n, obj.colour)]
    noun = nouns[int(rng.integers(len(nouns)))]
    if rng.random() >= attribute:
        return noun
    colour = obj.colour if obj.colour and obj.colour not in noun else None
    slots = {"colour" if colour and rng.random() < COLOUR_SHARE else _describing_slot(vocab, rng)}
    if rng.random() < SECOND_ATTRIBUTE:
        others = [s for s in ("colour", "look", "stuff") if s not in slots and _has(vocab, s)]
        others = [s for s in others if s != "colour" or colour]
        if others:
            slots.add(others[int(rng.integers(len(others)))])
    taken = set(noun.split())
    modifiers: list[str] = []
    # Size/shape/state, then colour, then material: "empty green metal bench".
    for slot in ("look", "colour", "stuff"):
        if slot not in slots:
            continue
        modifier = colour if slot == "colour" else _pick(vocab, slot, rng)
        if modifier and not set(modifier.split()) & taken:
            modifiers.append(modifier)
            taken |= set(modifier.split())
    return " ".join([*modifiers, noun])


def _has(vocab: Vocab, slot: str) -> bool:
    if slot == "colour":
        return True
    return bool(vocab.looks if slot == "look" else vocab.stuff)


def _describing_slot(vocab: Vocab, rng: np.random.Generator) -> str:
    """A non-colour attribute: shape or state more often than material."""
    if vocab.stuff and rng.random() < 0.4:
        return "stuff"
    return "look"


def _pick(vocab: Vocab, slot: str, rng: np.random.Generator) -> str | None:
    options = vocab.looks if slot == "look" else vocab.stuff
    return options[int(rng.integers(len(options)))] if options else None


def _colour_fits(noun: str, colour: str | None) -> bool:
    """A coloured object is never named with another colour ("blue bin" only if blue)."""
    if colour is None:
        return True
    return not any(other in noun for other in COLOURS if other != colour)

"""Static data for the three world families: layouts, object vocabularies, signs.

Zones are axis-aligned rectangles [x0, y0, x1, y1] on a floor.  Vertical zones
(lift, stairs, escalator) span several floors and own their x/y footprint on
every floor.  A zone's ``ref`` is how questions call it; ``terms`` are the words
whose presence in a caption counts as naming it (proper name first).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

# ----------------------------------------------------------------- helpers


def zone_spec(
    zid: str,
    tag: str,
    floor: int | None,
    rect: Sequence[float],
    ref: str | None = None,
    terms: Sequence[str] = (),
    outdoor: bool = False,
    building: str = "",
    names: Sequence[str] | None = None,
    askable: bool = True,
    kind: str | None = None,
) -> dict[str, Any]:
    """A zone spec; ``names`` is a pool of proper names (one chosen per seed)."""
    return {
        "id": zid,
        "tag": tag,
        "floor": floor,
        "rect": list(rect),
        "ref": ref,
        "terms": list(terms),
        "outdoor": outdoor,
        "building": building,
        "names": names,
        "askable": askable,
        "kind": kind or tag,
    }


PLURAL = {
    "waiting chairs",
    "medicine shelves",
    "crutches",
    "parallel bars",
    "lockers",
    "swings",
    "ducks",
    "grocery shelves",
}


def class_spec(
    name: str,
    terms: Sequence[str],
    size: str = "m",
    colours: Sequence[str] | None = None,
    moving: bool = False,
    where: dict[str, tuple[int, int]] | None = None,
    lost: bool = False,
    person: bool = False,
    state: Sequence[str] | None = None,
) -> dict[str, Any]:
    return {
        "plural": name in PLURAL,
        "name": name,
        "terms": list(terms),
        "size": size,
        "colours": colours,
        "moving": moving,
        "where": where or {},
        "lost": lost,
        "person": person,
        "state": state,
    }


def spine(
    prefix_rooms: dict[int, dict[str, dict]],
    floors: int,
    vertical: tuple[str, ...] = ("lift", "stairs"),
) -> list[dict[str, Any]]:
    """Corridor per floor plus six rooms, a lift and stairs: the common building core."""
    zones = []
    slots = {
        "N1": (0, 25, 30, 45),
        "N2": (30, 25, 60, 45),
        "N3": (60, 25, 90, 45),
        "S1": (0, -5, 35, 15),
        "S2": (35, -5, 65, 15),
        "S3": (65, -5, 100, 15),
    }
    for f in range(floors):
        zones.append(
            zone_spec(f"corr{f}", "corridor", f, (0, 15, 100, 25), askable=False, building="main")
        )
        for slot, spec in prefix_rooms.get(f, {}).items():
            spec = dict(spec)
            spec.setdefault("rect", slots[slot])
            zones.append(zone_spec(floor=f, building="main", **spec))
    return zones


FLOOR_WORDS = ["ground floor", "first floor", "second floor", "third floor"]
FLOOR_KEYWORDS = [
    ["ground", "floor 0", "level 0"],
    ["first", "1st", "floor 1", "level 1"],
    ["second", "2nd", "floor 2", "level 2"],
    ["third", "3rd", "floor 3", "level 3"],
]

# ================================================================= HOSPITAL

HOSPITAL_ROOMS: dict[int, dict[str, dict[str, Any]]] = {
    0: {
        "N1": dict(
            zid="waiting",
            tag="waiting",
            ref="the waiting room",
            terms=["waiting room", "waiting area"],
            names=None,
        ),
        "N2": dict(
            zid="pharmacy", tag="pharmacy", ref="the pharmacy", terms=["pharmacy", "dispensary"]
        ),
        "N3": dict(
            zid="cafe",
            tag="cafe",
            ref="the café",
            terms=["café", "cafe", "coffee shop"],
            names=["Lime Tree Café", "Daisy's Coffee Shop", "Courtyard Café"],
        ),
        "S1": dict(
            zid="radiology",
            tag="radiology",
            ref="radiology",
            terms=["radiology", "x-ray department", "imaging department"],
        ),
        "S2": dict(
            zid="chapel",
            tag="chapel",
            ref="the chapel",
            terms=["chapel", "multi-faith room", "prayer room"],
        ),
        "S3": dict(
            zid="ed",
            tag="ed",
            ref="the emergency department",
            terms=["emergency department", "A&E", "casualty"],
        ),
    },
    1: {
        "N1": dict(
            zid="wardA",
            tag="ward",
            kind="ward",
            names=["Rosewood Ward", "Larch Ward", "Kestrel Ward"],
        ),
        "N2": dict(
            zid="wardB", tag="ward", kind="ward", names=["Maple Ward", "Heron Ward", "Willow Ward"]
        ),
        "N3": dict(
            zid="dayroom", tag="dayroom", ref="the day room", terms=["day room", "patient lounge"]
        ),
        "S1": dict(
            zid="clinic",
            tag="clinic",
            ref="the outpatient clinic",
            terms=["outpatient clinic", "outpatients clinic"],
        ),
        "S2": dict(zid="staff", tag="staff", ref="the staff room", terms=["staff room"]),
        "S3": dict(
            zid="physio",
            tag="physio",
            ref="the physiotherapy gym",
            terms=["physiotherapy gym", "physio gym", "rehab gym"],
        ),
    },
    2: {
        "N1": dict(
            zid="wardC", tag="ward", kind="ward", names=["Birch Ward", "Puffin Ward", "Otter Ward"]
        ),
        "N2": dict(
            zid="family",
            tag="family",
            ref="the family room",
            terms=["family room", "relatives' room"],
        ),
        "N3": dict(
            zid="wardD", tag="ward", kind="ward", names=["Cedar Ward", "Swallow Ward", "Aspen Ward"]
        ),
        "S1": dict(
            zid="dayunit",
            tag="clinic",
            ref="the surgical day unit",
            terms=["surgical day unit", "day surgery unit"],
        ),
        "S2": dict(
            zid="icu",
            tag="icu",
            ref="the intensive care unit",
            terms=["intensive care unit", "ICU"],
        ),
        "S3": dict(
            zid="office",
            tag="staff",
            ref="the admin office",
            terms=["admin office", "administration office"],
        ),
    },
}


def hospital_layout() -> dict[str, Any]:
    zones = spine(HOSPITAL_ROOMS, 3)
    zones += [
        zone_spec(
            "lobby",
            "lobby",
            0,
            (-20, 5, 0, 35),
            ref="the main entrance hall",
            terms=["entrance hall", "main entrance", "foyer"],
            building="main",
        ),
        zone_spec(
            "forecourt",
            "forecourt",
            0,
            (-45, 5, -20, 35),
            ref="the drop-off area",
            terms=["drop-off area", "drop-off bay"],
            outdoor=True,
        ),
        zone_spec(
            "carpark",
            "carpark",
            0,
            (-100, -20, -45, 60),
            ref="the parking lot",
            terms=["parking lot", "parking area"],
            outdoor=True,
        ),
        zone_spec(
            "lift",
            "lift",
            None,
            (90, 25, 100, 35),
            ref="the lift",
            terms=["lift", "elevator"],
            building="main",
            kind="lift",
        ),
        zone_spec(
            "stairs",
            "stairs",
            None,
            (100, 15, 110, 25),
            ref="the stairs",
            terms=["stairs", "staircase", "stairwell"],
            building="main",
            kind="stairs",
        ),
    ]
    edges = [("carpark", "forecourt"), ("forecourt", "lobby"), ("lobby", "corr0")]
    for f in range(3):
        for room in ("N1", "N2", "N3", "S1", "S2", "S3"):
            zid = HOSPITAL_ROOMS[f][room]["zid"]
            edges.append((zid, f"corr{f}"))
    return {
        "floors": [0.0, 4.5, 9.0],
        "zones": zones,
        "edges": edges,
        "vertical": {
            "lift": {
                "zone": "lift",
                "door": (95, 25),
                "inside": (95, 30),
                "floors": {0: "corr0", 1: "corr1", 2: "corr2"},
            },
            "stairs": {
                "zone": "stairs",
                "door": (100, 20),
                "floors": {0: "corr0", 1: "corr1", 2: "corr2"},
            },
        },
        "start": "carpark",
    }


HOSPITAL_CLASSES = [
    class_spec(
        "wheelchair",
        ["wheelchair", "wheel chair"],
        "m",
        ["blue", "black", "red", "grey"],
        True,
        {"lobby": (1, 2), "corridor": (0, 1), "waiting": (0, 1), "ward": (0, 1), "carpark": (0, 1)},
    ),
    class_spec(
        "hospital bed", ["hospital bed", "bed"], "l", None, False, {"ward": (3, 5), "ed": (1, 3)}
    ),
    class_spec(
        "IV stand",
        ["IV stand", "drip stand", "IV pole"],
        "s",
        None,
        False,
        {"ward": (1, 2), "ed": (0, 2), "dayunit": (0, 1)},
    ),
    class_spec(
        "stretcher", ["stretcher", "gurney"], "l", None, True, {"corridor": (0, 1), "ed": (1, 2)}
    ),
    class_spec(
        "nurse",
        ["nurse"],
        "m",
        None,
        True,
        {"ward": (1, 1), "corridor": (0, 1), "ed": (1, 1), "clinic": (0, 1)},
        person=True,
    ),
    class_spec(
        "doctor",
        ["doctor"],
        "m",
        None,
        True,
        {"corridor": (0, 1), "ward": (0, 1), "ed": (0, 1)},
        person=True,
    ),
    class_spec(
        "porter",
        ["porter", "hospital porter"],
        "m",
        None,
        True,
        {"corridor": (0, 1), "lobby": (0, 1)},
        person=True,
    ),
    class_spec(
        "medicine trolley",
        ["medicine trolley", "medication cart"],
        "m",
        None,
        True,
        {"ward": (0, 1), "corridor": (0, 1)},
    ),
    class_spec(
        "cleaning cart",
        ["cleaning cart", "janitor cart"],
        "m",
        ["yellow", "grey"],
        True,
        {"corridor": (0, 1)},
    ),
    class_spec(
        "vending machine",
        ["vending machine", "snack machine"],
        "l",
        ["red", "blue", "black"],
        False,
        {"waiting": (1, 1), "lobby": (0, 1), "family": (0, 1), "ed": (0, 1)},
    ),
    class_spec(
        "water cooler",
        ["water cooler", "water dispenser"],
        "m",
        None,
        False,
        {"waiting": (0, 1), "dayroom": (0, 1), "family": (1, 1), "clinic": (0, 1)},
    ),
    class_spec(
        "hand gel dispenser",
        ["hand gel dispenser", "hand sanitiser", "sanitizer dispenser"],
        "s",
        None,
        False,
        {"corridor": (1, 2), "ward": (0, 1), "lobby": (1, 1)},
    ),
    class_spec(
        "defibrillator",
        ["defibrillator", "AED"],
        "s",
        ["green", "yellow"],
        False,
        {"corridor": (0, 1), "lobby": (0, 1), "waiting": (0, 1)},
    ),
    class_spec(
        "fire extinguisher",
        ["fire extinguisher"],
        "s",
        None,
        False,
        {"corridor": (1, 1), "cafe": (0, 1), "pharmacy": (0, 1), "ward": (0, 1)},
    ),
    class_spec(
        "reception desk",
        ["reception desk", "front desk"],
        "l",
        None,
        False,
        {"lobby": (1, 1), "clinic": (0, 1), "radiology": (0, 1), "ed": (0, 1)},
    ),
    class_spec("ward desk", ["ward desk", "staff desk"], "l", None, False, {"ward": (1, 1)}),
    class_spec(
        "waiting chairs",
        ["waiting chairs", "row of seats"],
        "l",
        None,
        False,
        {"waiting": (2, 3), "clinic": (1, 2), "family": (1, 1), "radiology": (1, 1), "ed": (1, 1)},
    ),
    class_spec(
        "television",
        ["television", "TV screen"],
        "m",
        None,
        False,
        {"waiting": (0, 1), "dayroom": (1, 1), "family": (0, 1)},
    ),
    class_spec(
        "potted plant",
        ["potted plant", "plant pot"],
        "s",
        None,
        False,
        {"lobby": (1, 2), "waiting": (0, 2), "cafe": (0, 1), "dayroom": (0, 1)},
    ),
    class_spec(
        "wet floor sign",
        ["wet floor sign", "caution board"],
        "s",
        ["yellow"],
        False,
        {"corridor": (0, 1), "lobby": (0, 1)},
    ),
    class_spec(
        "patient monitor",
        ["patient monitor", "vital-signs monitor"],
        "m",
        None,
        False,
        {"ward": (1, 2), "ed": (1, 2)},
    ),
    class_spec(
        "oxygen cylinder",
        ["oxygen cylinder", "oxygen tank"],
        "s",
        ["white", "black"],
        False,
        {"ward": (0, 1), "ed": (0, 1), "corridor": (0, 1)},
    ),
    class_spec(
        "privacy curtain",
        ["privacy curtain", "curtain"],
        "l",
        ["blue", "green", "pink"],
        False,
        {"ward": (1, 1), "ed": (1, 1)},
    ),
    class_spec(
        "crutches",
        ["crutches", "pair of crutches"],
        "s",
        None,
        False,
        {"clinic": (0, 1), "physio": (1, 1), "waiting": (0, 1)},
    ),
    class_spec(
        "walking frame",
        ["walking frame", "zimmer frame", "walker"],
        "s",
        None,
        False,
        {"ward": (0, 1), "physio": (1, 1), "dayroom": (0, 1)},
    ),
    class_spec(
        "x-ray machine", ["x-ray machine", "x-ray scanner"], "l", None, False, {"radiology": (1, 2)}
    ),
    class_spec(
        "ultrasound machine",
        ["ultrasound machine", "ultrasound scanner"],
        "m",
        None,
        False,
        {"radiology": (0, 1), "clinic": (0, 1)},
    ),
    class_spec(
        "dispensing counter",
        ["dispensing counter", "prescription counter"],
        "l",
        None,
        False,
        {"pharmacy": (1, 1)},
    ),
    class_spec(
        "medicine shelves",
        ["medicine shelves", "medication shelving"],
        "l",
        None,
        False,
        {"pharmacy": (1, 2)},
    ),
    class_spec(
        "coffee machine",
        ["coffee machine", "espresso machine"],
        "m",
        None,
        False,
        {"cafe": (1, 1), "family": (0, 1)},
    ),
    class_spec(
        "cash register",
        ["cash register", "card terminal"],
        "s",
        None,
        False,
        {"cafe": (1, 1), "pharmacy": (0, 1)},
    ),
    class_spec("bistro table", ["bistro table", "round table"], "m", None, False, {"cafe": (2, 4)}),
    class_spec(
        "umbrella",
        ["umbrella"],
        "s",
        ["black", "red", "yellow", "navy"],
        False,
        {"waiting": (0, 1), "cafe": (0, 1), "lobby": (0, 1), "dayroom": (0, 1)},
        lost=True,
    ),
    class_spec(
        "backpack",
        ["backpack", "rucksack"],
        "s",
        ["green", "black", "orange"],
        False,
        {"waiting": (0, 1), "dayroom": (0, 1), "cafe": (0, 1), "clinic": (0, 1)},
        lost=True,
    ),
    class_spec(
        "handbag",
        ["handbag", "purse"],
        "s",
        ["brown", "black", "red"],
        False,
        {"waiting": (0, 1), "cafe": (0, 1), "family": (0, 1)},
        lost=True,
    ),
    class_spec(
        "laptop",
        ["laptop"],
        "s",
        ["silver", "black"],
        False,
        {"staff": (0, 1), "clinic": (0, 1), "cafe": (0, 1), "ward": (0, 1)},
    ),
    class_spec(
        "car",
        ["car", "parked car", "sedan"],
        "l",
        ["white", "silver", "black", "red", "blue"],
        False,
        {"carpark": (5, 8), "forecourt": (0, 1)},
    ),
    class_spec(
        "ambulance",
        ["ambulance"],
        "l",
        ["yellow", "white"],
        False,
        {"forecourt": (1, 1), "carpark": (0, 1)},
    ),
    class_spec(
        "parking meter", ["parking meter", "pay station"], "m", None, False, {"carpark": (1, 2)}
    ),
    class_spec(
        "bicycle",
        ["bicycle", "bike"],
        "m",
        ["red", "blue", "black", "green"],
        True,
        {"carpark": (0, 2), "forecourt": (0, 1)},
    ),
    class_spec("bench", ["bench"], "m", None, False, {"forecourt": (1, 2), "carpark": (0, 1)}),
    class_spec(
        "rubbish bin",
        ["rubbish bin", "trash can", "waste bin"],
        "s",
        None,
        False,
        {
            "corridor": (0, 1),
            "waiting": (0, 1),
            "cafe": (0, 1),
            "forecourt": (0, 1),
            "carpark": (0, 1),
        },
    ),
    class_spec(
        "fish tank",
        ["fish tank", "aquarium"],
        "m",
        None,
        False,
        {"waiting": (0, 1), "dayroom": (0, 1)},
    ),
    class_spec(
        "wall clock",
        ["wall clock", "clock"],
        "s",
        None,
        False,
        {"corridor": (0, 1), "waiting": (1, 1), "ward": (0, 1)},
    ),
    class_spec(
        "examination couch",
        ["examination couch", "treatment couch"],
        "m",
        None,
        False,
        {"clinic": (1, 2), "physio": (1, 1), "dayunit": (1, 1)},
    ),
    class_spec("parallel bars", ["parallel bars"], "l", None, False, {"physio": (1, 1)}),
    class_spec("pew", ["pew"], "m", None, False, {"chapel": (2, 3)}),
    class_spec(
        "toy box",
        ["toy box", "box of toys"],
        "s",
        ["red", "blue"],
        False,
        {"waiting": (0, 1), "family": (0, 1)},
    ),
    class_spec("door", ["door"], "m", None, False, {}, state=("open", "closed")),
]

HOSPITAL_ABSENT_EXTRA = [
    "MRI scanner",
    "incubator",
    "dialysis machine",
    "patient hoist",
    "blood pressure cuff",
    "helicopter",
    "piano",
]

HOSPITAL_SIGNS = [
    # (zone id, text, keywords, what-phrase)
    (
        "corr0",
        "Radiology and X-Ray, follow the yellow line",
        ["yellow line", "radiology", "x-ray"],
        "the sign in the ground-floor corridor",
    ),
    (
        "pharmacy",
        "Prescriptions ready after 2 pm - please take a ticket",
        ["2 pm", "2pm", "ticket"],
        "the notice at the pharmacy",
    ),
    (
        "cafe",
        "Soup of the day: leek and potato",
        ["leek", "potato"],
        "the specials board in the café",
    ),
    (
        "wardA",
        "Visiting hours 2 pm to 8 pm",
        ["visiting hours", "8 pm", "8pm", "2 pm to 8"],
        "the sign on {wardA}",
    ),
    (
        "corr1",
        "Level 1: wards and day room",
        ["wards and day room", "level 1"],
        "the sign by the first-floor lift",
    ),
    (
        "family",
        "Please keep this room tidy for other families",
        ["tidy"],
        "the notice in the family room",
    ),
    (
        "lobby",
        "Main Entrance - Visitors please sign in",
        ["sign in", "visitors"],
        "the sign in the entrance hall",
    ),
    (
        "carpark",
        "Pay and display - 2 pounds per hour",
        ["pay and display", "2 pounds", "per hour"],
        "the sign in the parking lot",
    ),
]

HOSPITAL_DOORS = [
    ("wardA", "room 12"),
    ("wardA", "room 14"),
    ("wardB", "room 21"),
    ("wardC", "room 33"),
    ("corr0", "the linen store"),
    ("corr1", "the sluice room"),
]

HOSPITAL_DESC = {
    "corridor": [
        "a long hallway with handrails along both walls",
        "a bright hallway with a polished floor and closed doors on both sides",
        "a wide passage with signage on the ceiling and a shiny linoleum floor",
    ],
    "waiting": [
        "a room with rows of seating and people sitting quietly",
        "a seating area with magazines and a ticket display on the wall",
    ],
    "pharmacy": [
        "a counter area behind glass with boxed medicines on racks",
        "a small room with a serving hatch and a queue line on the floor",
    ],
    "cafe": [
        "a small eatery with tables, a menu on the wall and a glass food counter",
        "a bright place serving drinks and sandwiches",
    ],
    "radiology": [
        "a quiet area with heavy doors and radiation warning stickers",
        "a room with large scanning equipment and lead-lined doors",
    ],
    "ed": [
        "a busy treatment area with cubicles separated by partitions",
        "an area with several treatment bays and staff moving quickly",
    ],
    "chapel": ["a calm room with soft lighting and rows of wooden seating"],
    "ward": [
        "a large room with several patient bays and a central desk",
        "a room with patient bays along the walls, each with a locker beside it",
        "a long room with curtained bays and equipment on the walls",
    ],
    "dayroom": [
        "a lounge with armchairs and a large window",
        "a comfortable sitting room with a bookshelf and armchairs",
    ],
    "clinic": [
        "a room with consulting booths and a check-in screen",
        "a suite of consulting rooms opening off a small hall",
    ],
    "staff": ["a small office with lockers and a kitchenette"],
    "physio": ["a room with exercise mats, steps and mirrors on the wall"],
    "family": ["a small sitting room with a sofa and a kitchenette"],
    "icu": ["a room full of monitoring equipment behind glass partitions"],
    "lobby": [
        "a tall open space with glass doors and a high ceiling",
        "a spacious hall just inside glass sliding doors",
    ],
    "forecourt": [
        "outdoors by the front of a large building, with a covered walkway and a road",
        "outside under a canopy next to a short road, the sky visible",
    ],
    "carpark": [
        "outdoors among rows of parking bays with painted white lines under an open sky",
        "an outdoor tarmac area with marked bays and lamp posts",
    ],
    "lift": ["inside a metal cabin with a button panel and a handrail"],
    "stairs": ["a concrete stairwell with a metal banister"],
}

# ================================================================= MUSEUM

MUSEUM_ROOMS: dict[int, dict[str, dict[str, Any]]] = {
    0: {
        "N1": dict(
            zid="cloak", tag="cloak", ref="the cloakroom", terms=["cloakroom", "coat check"]
        ),
        "N2": dict(
            zid="gEgypt",
            tag="egypt",
            kind="gallery",
            names=["Gallery of the Nile", "Egyptian Gallery", "Valley of Kings Gallery"],
        ),
        "N3": dict(
            zid="gNature",
            tag="nature",
            kind="gallery",
            names=["Hall of Deep Time", "Natural History Hall", "Fossil Hall"],
        ),
        "S1": dict(
            zid="cafe",
            tag="cafe",
            ref="the café",
            terms=["café", "cafe", "coffee shop"],
            names=["Orangery Café", "Atrium Coffee Shop", "Quince Café"],
        ),
        "S2": dict(zid="shop", tag="shop", ref="the gift shop", terms=["gift shop", "museum shop"]),
        "S3": dict(
            zid="gTreasury",
            tag="treasury",
            kind="gallery",
            names=["Treasury Room", "Gold Room", "Crown Gallery"],
        ),
    },
    1: {
        "N1": dict(
            zid="gPortrait",
            tag="portraits",
            kind="gallery",
            names=["Hall of Faces", "Long Gallery", "Gallery of Faces"],
        ),
        "N2": dict(
            zid="gArmour",
            tag="armour",
            kind="gallery",
            names=["Arms and Armour Gallery", "Knights' Hall", "Armoury"],
        ),
        "N3": dict(
            zid="gMaritime",
            tag="maritime",
            kind="gallery",
            names=["Maritime Gallery", "Navigation Room", "Ocean Gallery"],
        ),
        "S1": dict(
            zid="gCeramics",
            tag="ceramics",
            kind="gallery",
            names=["Ceramics Gallery", "Porcelain Room", "Pottery Hall"],
        ),
        "S2": dict(
            zid="study", tag="study", ref="the study room", terms=["study room", "reading room"]
        ),
        "S3": dict(
            zid="gTextiles",
            tag="textiles",
            kind="gallery",
            names=["Weaving Room", "Textile Gallery", "Weavers' Gallery"],
        ),
    },
    2: {
        "N1": dict(
            zid="gPaint",
            tag="paintings",
            kind="gallery",
            names=["Impressionist Gallery", "Light and Colour Gallery", "Landscape Gallery"],
        ),
        "N2": dict(
            zid="gModern",
            tag="modern",
            kind="gallery",
            names=["Modern Art Gallery", "Gallery of Form", "Contemporary Wing"],
        ),
        "N3": dict(
            zid="gMinerals",
            tag="minerals",
            kind="gallery",
            names=["Minerals Gallery", "Star Stones Room", "Crystal Hall"],
        ),
        "S1": dict(
            zid="terrace",
            tag="terrace",
            ref="the roof terrace",
            terms=["roof terrace"],
            outdoor=True,
        ),
        "S2": dict(
            zid="education",
            tag="education",
            ref="the education room",
            terms=["education room", "learning centre"],
        ),
        "S3": dict(
            zid="gPhoto",
            tag="photo",
            kind="gallery",
            names=["Photography Gallery", "Lens Gallery", "Camera Room"],
        ),
    },
}


def museum_layout() -> dict[str, Any]:
    zones = spine(MUSEUM_ROOMS, 3)
    zones += [
        zone_spec(
            "lobby",
            "lobby",
            0,
            (-20, 5, 0, 35),
            ref="the entrance hall",
            terms=["entrance hall", "foyer", "atrium"],
            building="main",
        ),
        zone_spec(
            "forecourt",
            "forecourt",
            0,
            (-45, 5, -20, 35),
            ref="the front steps",
            terms=["front steps", "forecourt"],
            outdoor=True,
        ),
        zone_spec(
            "garden",
            "garden",
            0,
            (0, -40, 60, -5),
            ref="the sculpture garden",
            terms=["sculpture garden", "garden"],
            outdoor=True,
        ),
        zone_spec(
            "gTemp",
            "temporary",
            1,
            (100, 25, 135, 45),
            kind="gallery",
            building="main",
            names=["Special Exhibitions Gallery", "Temporary Exhibition Hall", "Project Space"],
        ),
        zone_spec(
            "landing",
            "landing",
            1,
            (112, -5, 135, 25),
            ref="the upper landing",
            terms=["upper landing", "mezzanine"],
            building="main",
        ),
        zone_spec(
            "lift",
            "lift",
            None,
            (90, 25, 100, 35),
            ref="the lift",
            terms=["lift", "elevator"],
            building="main",
        ),
        zone_spec(
            "stairs",
            "stairs",
            None,
            (100, 15, 110, 25),
            ref="the grand staircase",
            terms=["grand staircase", "staircase", "stairs"],
            building="main",
        ),
        zone_spec(
            "escalator",
            "escalator",
            None,
            (100, -5, 112, 15),
            ref="the escalator",
            terms=["escalator"],
            building="main",
        ),
    ]
    edges = [
        ("forecourt", "lobby"),
        ("lobby", "corr0"),
        ("cafe", "garden"),
        ("landing", "gTemp"),
        ("gTemp", "corr1"),
    ]
    for f in range(3):
        for room in ("N1", "N2", "N3", "S1", "S2", "S3"):
            edges.append((MUSEUM_ROOMS[f][room]["zid"], f"corr{f}"))
    return {
        "floors": [0.0, 5.5, 11.0],
        "zones": zones,
        "edges": edges,
        "doors": {("gTemp", "corr1"): (100, 25)},
        "vertical": {
            "lift": {
                "zone": "lift",
                "door": (95, 25),
                "inside": (95, 30),
                "floors": {0: "corr0", 1: "corr1", 2: "corr2"},
            },
            "stairs": {
                "zone": "stairs",
                "door": (100, 20),
                "floors": {0: "corr0", 1: "corr1", 2: "corr2"},
            },
            "escalator": {
                "zone": "escalator",
                "ends": {0: ((100, 5), "gTreasury"), 1: ((112, 5), "landing")},
            },
        },
        "start": "forecourt",
    }


MUSEUM_CLASSES = [
    class_spec(
        "statue",
        ["statue", "stone figure"],
        "l",
        ["bronze", "white marble", "grey stone"],
        False,
        {"garden": (3, 4), "lobby": (1, 1), "modern": (1, 2), "treasury": (0, 1)},
    ),
    class_spec(
        "painting",
        ["painting", "framed painting", "oil painting"],
        "m",
        None,
        False,
        {"paintings": (4, 6), "portraits": (1, 2), "modern": (1, 2)},
    ),
    class_spec("portrait", ["portrait"], "m", None, False, {"portraits": (3, 5)}),
    class_spec(
        "display case",
        ["display case", "glass case", "vitrine"],
        "m",
        None,
        False,
        {
            "egypt": (2, 3),
            "treasury": (2, 3),
            "ceramics": (2, 3),
            "minerals": (2, 3),
            "maritime": (1, 1),
        },
    ),
    class_spec(
        "sarcophagus",
        ["sarcophagus", "mummy case"],
        "l",
        ["gold", "painted"],
        False,
        {"egypt": (1, 2)},
    ),
    class_spec(
        "dinosaur skeleton",
        ["dinosaur skeleton", "skeleton of a dinosaur"],
        "l",
        None,
        False,
        {"nature": (1, 1)},
    ),
    class_spec("ammonite", ["ammonite", "ammonite shell"], "s", None, False, {"nature": (1, 2)}),
    class_spec(
        "vase",
        ["vase", "amphora"],
        "s",
        ["blue and white", "red", "green"],
        False,
        {"ceramics": (2, 3), "egypt": (0, 1)},
    ),
    class_spec(
        "suit of armour", ["suit of armour", "suit of armor"], "l", None, False, {"armour": (2, 3)}
    ),
    class_spec("sword", ["sword", "longsword"], "s", None, False, {"armour": (1, 2)}),
    class_spec(
        "tapestry",
        ["tapestry", "wall hanging"],
        "l",
        ["red", "green", "gold"],
        False,
        {"textiles": (2, 3)},
    ),
    class_spec(
        "bench",
        ["bench", "viewing bench"],
        "m",
        ["black", "brown", "white"],
        False,
        {
            "paintings": (1, 1),
            "portraits": (1, 1),
            "garden": (1, 2),
            "corridor": (0, 1),
            "temporary": (0, 1),
        },
    ),
    class_spec(
        "security guard",
        ["security guard", "museum attendant", "guard"],
        "m",
        None,
        True,
        {"corridor": (0, 1), "treasury": (1, 1), "lobby": (0, 1), "paintings": (0, 1)},
        person=True,
    ),
    class_spec(
        "tour group",
        ["tour group", "group of visitors"],
        "l",
        None,
        True,
        {"egypt": (0, 1), "nature": (0, 1), "paintings": (0, 1), "corridor": (0, 1)},
        person=True,
    ),
    class_spec(
        "pushchair",
        ["pushchair", "stroller", "pram"],
        "m",
        ["red", "grey", "navy"],
        True,
        {"lobby": (0, 1), "cafe": (0, 1), "nature": (0, 1), "corridor": (0, 1)},
    ),
    class_spec(
        "wheelchair",
        ["wheelchair", "wheel chair"],
        "m",
        ["black", "blue"],
        True,
        {"lobby": (0, 1), "corridor": (0, 1)},
    ),
    class_spec(
        "audio guide stand",
        ["audio guide stand", "audio guide rack"],
        "m",
        None,
        False,
        {"lobby": (1, 1), "landing": (0, 1)},
    ),
    class_spec(
        "information panel",
        ["information panel", "wall text"],
        "m",
        None,
        False,
        {
            "egypt": (0, 1),
            "nature": (1, 1),
            "maritime": (1, 1),
            "temporary": (1, 1),
            "minerals": (0, 1),
        },
    ),
    class_spec(
        "rope barrier",
        ["rope barrier", "stanchion"],
        "m",
        ["red", "blue"],
        False,
        {"treasury": (1, 1), "paintings": (0, 1), "nature": (0, 1)},
    ),
    class_spec(
        "ticket desk", ["ticket desk", "admissions desk"], "l", None, False, {"lobby": (1, 1)}
    ),
    class_spec("lockers", ["lockers", "locker bank"], "m", None, False, {"cloak": (1, 2)}),
    class_spec("coat rack", ["coat rack", "coat rail"], "m", None, False, {"cloak": (1, 1)}),
    class_spec(
        "museum map",
        ["museum map", "floor plan board"],
        "m",
        None,
        False,
        {"lobby": (1, 1), "landing": (1, 1), "corridor": (0, 1)},
    ),
    class_spec(
        "fountain",
        ["fountain"],
        "l",
        None,
        False,
        {"garden": (1, 1)},
        state=("running", "switched off"),
    ),
    class_spec("hedge", ["hedge", "topiary"], "l", None, False, {"garden": (1, 2)}),
    class_spec(
        "marble bust",
        ["marble bust", "bust"],
        "s",
        None,
        False,
        {"portraits": (1, 2), "treasury": (0, 1)},
    ),
    class_spec("model ship", ["model ship", "ship model"], "m", None, False, {"maritime": (1, 2)}),
    class_spec(
        "globe", ["globe", "antique globe"], "m", None, False, {"maritime": (1, 1), "study": (0, 1)}
    ),
    class_spec(
        "telescope", ["telescope", "brass telescope"], "s", None, False, {"maritime": (0, 1)}
    ),
    class_spec(
        "chandelier", ["chandelier"], "l", None, False, {"lobby": (0, 1), "treasury": (1, 1)}
    ),
    class_spec(
        "postcard rack", ["postcard rack", "postcard stand"], "m", None, False, {"shop": (1, 1)}
    ),
    class_spec(
        "plush toy", ["plush toy", "soft toy", "teddy bear"], "s", None, False, {"shop": (1, 2)}
    ),
    class_spec(
        "book display",
        ["book display", "bookshelf"],
        "m",
        None,
        False,
        {"shop": (1, 1), "study": (0, 1)},
    ),
    class_spec(
        "cash register",
        ["cash register", "card terminal"],
        "s",
        None,
        False,
        {"shop": (1, 1), "cafe": (1, 1)},
    ),
    class_spec(
        "coffee machine", ["coffee machine", "espresso machine"], "m", None, False, {"cafe": (1, 1)}
    ),
    class_spec(
        "cake display", ["cake display", "pastry cabinet"], "m", None, False, {"cafe": (1, 1)}
    ),
    class_spec("high chair", ["high chair", "highchair"], "s", None, False, {"cafe": (0, 1)}),
    class_spec(
        "litter bin",
        ["litter bin", "rubbish bin"],
        "s",
        None,
        False,
        {"corridor": (0, 1), "garden": (0, 1), "cafe": (0, 1), "forecourt": (0, 1)},
    ),
    class_spec("fire extinguisher", ["fire extinguisher"], "s", None, False, {"corridor": (1, 1)}),
    class_spec(
        "CCTV camera",
        ["CCTV camera", "security camera"],
        "s",
        None,
        False,
        {"treasury": (1, 1), "corridor": (0, 1), "lobby": (0, 1)},
    ),
    class_spec(
        "donation box",
        ["donation box", "donations box"],
        "s",
        ["clear", "red"],
        False,
        {"lobby": (1, 1), "forecourt": (0, 1)},
    ),
    class_spec(
        "touchscreen kiosk",
        ["touchscreen kiosk", "interactive screen"],
        "m",
        None,
        False,
        {"nature": (0, 1), "maritime": (0, 1), "temporary": (1, 1), "photo": (1, 1)},
    ),
    class_spec("meteorite", ["meteorite"], "m", None, False, {"minerals": (1, 1)}),
    class_spec(
        "crystal geode",
        ["crystal geode", "amethyst geode"],
        "m",
        ["purple"],
        False,
        {"minerals": (1, 1)},
    ),
    class_spec(
        "mosaic",
        ["mosaic", "floor mosaic"],
        "l",
        None,
        False,
        {"treasury": (0, 1), "ceramics": (0, 1)},
    ),
    class_spec("photograph", ["photograph", "framed photo"], "s", None, False, {"photo": (3, 4)}),
    class_spec(
        "umbrella",
        ["umbrella"],
        "s",
        ["black", "red", "yellow", "green"],
        False,
        {"lobby": (0, 1), "cafe": (0, 1), "cloak": (0, 1), "garden": (0, 1)},
        lost=True,
    ),
    class_spec(
        "backpack",
        ["backpack", "rucksack"],
        "s",
        ["green", "black", "orange", "purple"],
        False,
        {"cafe": (0, 1), "garden": (0, 1), "corridor": (0, 1), "nature": (0, 1)},
        lost=True,
    ),
    class_spec(
        "handbag",
        ["handbag", "purse"],
        "s",
        ["brown", "black", "red"],
        False,
        {"cafe": (0, 1), "shop": (0, 1), "temporary": (0, 1)},
        lost=True,
    ),
    class_spec(
        "planter",
        ["planter", "flower bed"],
        "m",
        None,
        False,
        {"garden": (1, 2), "forecourt": (1, 1), "terrace": (1, 2)},
    ),
    class_spec(
        "bicycle rack", ["bicycle rack", "cycle stand"], "m", None, False, {"forecourt": (1, 1)}
    ),
    class_spec("door", ["door"], "m", None, False, {}, state=("open", "closed")),
]

MUSEUM_ABSENT_EXTRA = [
    "totem pole",
    "piano",
    "samurai armour",
    "stuffed elephant",
    "space capsule",
    "vending machine",
    "aquarium",
]

MUSEUM_SIGNS = [
    ("gTemp", "Voices of the Silk Road - until 30 June", ["silk road"], "the banner in {gTemp}"),
    (
        "lobby",
        "Admission free - donations welcome",
        ["free", "donation"],
        "the sign by the ticket desk",
    ),
    ("cafe", "Cream tea 5 pounds 50", ["cream tea", "5 pounds"], "the chalkboard in the café"),
    (
        "gTreasury",
        "Please do not touch the exhibits",
        ["do not touch", "touch"],
        "the notice in {gTreasury}",
    ),
    (
        "gNature",
        "Tyrannosaurus rex, 66 million years old",
        ["tyrannosaurus", "66 million", "t. rex"],
        "the label by the big skeleton",
    ),
    (
        "landing",
        "Level 1: Arms, Faces and the Sea",
        ["faces", "arms", "the sea"],
        "the sign on the upper landing",
    ),
    ("garden", "Keep off the grass", ["grass", "keep off"], "the sign in the sculpture garden"),
    (
        "shop",
        "Everything half price today",
        ["half price", "half-price"],
        "the sign in the gift shop",
    ),
]

MUSEUM_DOORS = [
    ("corr1", "the study room"),
    ("corr2", "the education room"),
    ("cloak", "the staff entrance"),
    ("gTreasury", "the vault"),
]

MUSEUM_DESC = {
    "corridor": [
        "a wide concourse with polished stone floor and arched openings on both sides",
        "a long hall with high ceilings, spotlights and doorways to the rooms either side",
    ],
    "lobby": [
        "a tall bright space with columns, glass doors and a marble floor",
        "a grand open hall just inside heavy glass doors",
    ],
    "forecourt": [
        "outdoors at the foot of wide stone steps leading to columns, the sky overcast",
        "outside in front of a neoclassical facade with pillars",
    ],
    "garden": [
        "outdoors among gravel paths and lawns under the open sky",
        "an outdoor area with paths, lawn and trees",
    ],
    "terrace": ["outdoors on a high paved terrace with a view over rooftops"],
    "cafe": [
        "a bright eatery with small tables and a counter of sandwiches",
        "a room with people drinking tea at tables",
    ],
    "shop": [
        "a retail space with shelves of souvenirs and a counter",
        "a small store area with racks of merchandise",
    ],
    "cloak": ["a small room with hooks and numbered tickets on a counter"],
    "gallery": [
        "a dim room with spotlit exhibits and dark walls",
        "a quiet exhibition room with artefacts and labels",
        "a high-ceilinged room with exhibits arranged around the walls",
    ],
    "study": ["a quiet room with desks and reading lamps"],
    "education": ["a room with low tables and craft materials"],
    "landing": ["a wide open landing with a balustrade overlooking the floor below"],
    "lift": ["inside a glass-walled cabin with a button panel"],
    "stairs": ["a sweeping stone stair with a carved balustrade"],
    "escalator": ["on moving steps rising between floors, rubber handrails either side"],
}

# ================================================================= NEIGHBOURHOOD


def neighbourhood_layout() -> dict[str, Any]:
    zones = [
        zone_spec(
            "highst",
            "street",
            0,
            (0, 0, 150, 14),
            kind="street",
            outdoor=True,
            names=["High Street", "Church Street", "Queen's Road"],
        ),
        zone_spec(
            "crossing",
            "crossing",
            0,
            (150, 0, 164, 14),
            ref="the zebra crossing",
            terms=["zebra crossing", "pedestrian crossing"],
            outdoor=True,
        ),
        zone_spec(
            "mill",
            "street",
            0,
            (150, 14, 164, 120),
            kind="street",
            outdoor=True,
            names=["Mill Lane", "Orchard Lane", "Ferry Lane"],
        ),
        zone_spec(
            "station",
            "street",
            0,
            (164, 0, 300, 14),
            kind="street",
            outdoor=True,
            names=["Station Road", "Canal Road", "Bridge Road"],
        ),
        zone_spec(
            "park",
            "park",
            0,
            (164, 40, 240, 120),
            kind="park",
            outdoor=True,
            names=["Victoria Park", "Jubilee Park", "Albert Gardens"],
            terms=["park"],
        ),
        zone_spec(
            "market",
            "market",
            0,
            (0, 14, 60, 50),
            kind="square",
            outdoor=True,
            names=["Market Square", "Corn Exchange Square", "Town Square"],
        ),
        zone_spec(
            "shop",
            "cornershop",
            0,
            (120, -20, 150, 0),
            kind="corner shop",
            building="shop",
            names=["Patel's Corner Shop", "Greenway Mini Market", "Sunrise Stores"],
            terms=["corner shop", "convenience store"],
        ),
        zone_spec(
            "bakery",
            "bakery",
            0,
            (90, -20, 120, 0),
            building="bakery",
            ref="the bakery",
            terms=["bakery"],
        ),
        zone_spec(
            "postoffice",
            "postoffice",
            0,
            (0, -20, 40, 0),
            building="post",
            ref="the post office",
            terms=["post office"],
        ),
        zone_spec(
            "libg",
            "library",
            0,
            (40, -30, 82, 0),
            building="library",
            kind="library",
            names=["Elm Road Library", "Carnegie Library", "Westgate Library"],
            terms=["library"],
        ),
        zone_spec(
            "reading",
            "reading",
            1,
            (40, -30, 61, 0),
            building="library",
            ref="the reading room",
            terms=["reading room", "quiet study area"],
        ),
        zone_spec(
            "kids",
            "kids",
            1,
            (61, -30, 82, 0),
            building="library",
            ref="the children's section",
            terms=["children's section", "kids' corner"],
        ),
        zone_spec(
            "lift",
            "lift",
            None,
            (82, -15, 90, -5),
            ref="the lift",
            terms=["lift", "elevator"],
            building="library",
        ),
        zone_spec(
            "stairs",
            "stairs",
            None,
            (82, -30, 90, -15),
            ref="the stairs",
            terms=["stairs", "staircase"],
            building="library",
        ),
    ]
    edges = [
        ("highst", "crossing"),
        ("crossing", "mill"),
        ("crossing", "station"),
        ("mill", "park"),
        ("highst", "market"),
        ("highst", "shop"),
        ("highst", "bakery"),
        ("highst", "postoffice"),
        ("highst", "libg"),
        ("reading", "kids"),
    ]
    return {
        "floors": [0.0, 4.0],
        "zones": zones,
        "edges": edges,
        "doors": {("highst", "libg"): (61, 0), ("highst", "shop"): (135, 0)},
        "vertical": {
            "lift": {
                "zone": "lift",
                "door": (82, -10),
                "inside": (86, -10),
                "floors": {0: "libg", 1: "kids"},
            },
            "stairs": {"zone": "stairs", "door": (82, -22), "floors": {0: "libg", 1: "kids"}},
        },
        "start": "highst",
    }


NEIGHBOURHOOD_CLASSES = [
    class_spec(
        "car",
        ["car", "parked car", "hatchback"],
        "l",
        ["white", "silver", "black", "red", "blue"],
        False,
        {"street": (3, 5), "crossing": (0, 1)},
    ),
    class_spec(
        "bicycle",
        ["bicycle", "bike"],
        "m",
        ["red", "blue", "black", "green"],
        True,
        {"street": (0, 1), "park": (0, 1), "market": (0, 1)},
    ),
    class_spec(
        "cyclist", ["cyclist"], "m", None, True, {"street": (0, 1), "park": (0, 1)}, person=True
    ),
    class_spec(
        "dog", ["dog"], "s", ["brown", "black", "white"], True, {"park": (1, 2), "street": (0, 1)}
    ),
    class_spec(
        "double-decker bus",
        ["double-decker bus", "double-decker"],
        "l",
        ["red", "green"],
        True,
        {"street": (0, 1)},
    ),
    class_spec("bus shelter", ["bus shelter", "bus stop"], "l", None, False, {"street": (1, 1)}),
    class_spec(
        "traffic light",
        ["traffic light", "traffic signal"],
        "m",
        None,
        False,
        {"crossing": (1, 2), "street": (0, 1)},
    ),
    class_spec("belisha beacon", ["belisha beacon"], "s", None, False, {"crossing": (1, 2)}),
    class_spec(
        "street lamp",
        ["street lamp", "lamp post"],
        "m",
        None,
        False,
        {"street": (1, 2), "park": (1, 1), "market": (0, 1)},
    ),
    class_spec(
        "post box", ["post box", "postbox", "mailbox"], "s", None, False, {"street": (0, 1)}
    ),
    class_spec(
        "phone box",
        ["phone box", "telephone box"],
        "m",
        ["red"],
        False,
        {"street": (0, 1), "market": (0, 1)},
    ),
    class_spec(
        "bench",
        ["bench", "park bench"],
        "m",
        ["green", "brown", "black"],
        False,
        {"park": (2, 3), "market": (1, 1), "street": (0, 1)},
    ),
    class_spec(
        "litter bin",
        ["litter bin", "rubbish bin"],
        "s",
        None,
        False,
        {"street": (1, 1), "park": (1, 1), "market": (0, 1)},
    ),
    class_spec(
        "wheelie bin",
        ["wheelie bin"],
        "m",
        ["green", "blue", "black", "brown"],
        False,
        {"street": (0, 2)},
    ),
    class_spec(
        "fire hydrant",
        ["fire hydrant", "hydrant"],
        "s",
        ["yellow", "red"],
        False,
        {"street": (0, 1)},
    ),
    class_spec(
        "tree",
        ["tree", "oak tree"],
        "l",
        None,
        False,
        {"park": (3, 5), "market": (0, 1), "street": (0, 1)},
    ),
    class_spec(
        "shopfront", ["shopfront", "shop front"], "l", None, False, {}, state=("open", "closed")
    ),
    class_spec(
        "market stall", ["market stall", "stall"], "l", ["striped", "green", "blue"], False, {}
    ),
    class_spec(
        "food truck", ["food truck", "food van"], "l", ["yellow", "white", "pink"], False, {}
    ),
    class_spec(
        "newspaper stand",
        ["newspaper stand", "news stand"],
        "m",
        None,
        False,
        {"street": (0, 1), "market": (0, 1)},
    ),
    class_spec("cash machine", ["cash machine", "ATM"], "m", None, False, {"street": (0, 1)}),
    class_spec(
        "parking meter",
        ["parking meter", "pay and display machine"],
        "m",
        None,
        False,
        {"street": (0, 1)},
    ),
    class_spec(
        "e-scooter",
        ["e-scooter", "electric scooter"],
        "m",
        ["lime green", "orange", "black"],
        True,
        {"street": (0, 1), "market": (0, 1)},
    ),
    class_spec(
        "motorbike", ["motorbike", "motorcycle"], "m", ["black", "red"], False, {"street": (0, 1)}
    ),
    class_spec(
        "pram",
        ["pram", "pushchair", "stroller"],
        "m",
        ["navy", "grey", "red"],
        True,
        {"park": (0, 1), "street": (0, 1), "market": (0, 1)},
    ),
    class_spec(
        "slide", ["slide", "playground slide"], "l", ["red", "yellow"], False, {"park": (1, 1)}
    ),
    class_spec("swings", ["swings", "swing set"], "l", None, False, {"park": (1, 1)}),
    class_spec("pond", ["pond", "small lake"], "l", None, False, {"park": (1, 1)}),
    class_spec("ducks", ["ducks", "mallards"], "s", None, True, {"park": (1, 1)}),
    class_spec("picnic table", ["picnic table"], "m", None, False, {"park": (1, 2)}),
    class_spec("war memorial", ["war memorial", "memorial"], "l", None, False, {"market": (1, 1)}),
    class_spec(
        "bookshelf",
        ["bookshelf", "bookcase"],
        "l",
        None,
        False,
        {"library": (2, 3), "reading": (2, 3), "kids": (1, 2)},
    ),
    class_spec(
        "librarian",
        ["librarian"],
        "m",
        None,
        True,
        {"library": (1, 1), "reading": (0, 1)},
        person=True,
    ),
    class_spec(
        "public computer",
        ["public computer", "computer terminal"],
        "m",
        None,
        False,
        {"library": (1, 2), "reading": (0, 1)},
    ),
    class_spec(
        "photocopier", ["photocopier", "copy machine"], "m", None, False, {"library": (1, 1)}
    ),
    class_spec(
        "issue desk", ["issue desk", "lending counter"], "l", None, False, {"library": (1, 1)}
    ),
    class_spec(
        "beanbag",
        ["beanbag", "bean bag"],
        "s",
        ["orange", "purple", "green"],
        False,
        {"kids": (1, 2)},
    ),
    class_spec(
        "drinks fridge", ["drinks fridge", "fridge"], "m", None, False, {"cornershop": (1, 2)}
    ),
    class_spec(
        "grocery shelves", ["grocery shelves", "shelves"], "l", None, False, {"cornershop": (2, 3)}
    ),
    class_spec(
        "cash register", ["cash register", "checkout"], "s", None, False, {"cornershop": (1, 1)}
    ),
    class_spec(
        "umbrella",
        ["umbrella"],
        "s",
        ["black", "red", "yellow", "green"],
        False,
        {"park": (0, 1), "street": (0, 1), "library": (0, 1), "reading": (0, 1), "market": (0, 1)},
        lost=True,
    ),
    class_spec(
        "backpack",
        ["backpack", "rucksack"],
        "s",
        ["green", "black", "orange"],
        False,
        {"park": (0, 1), "reading": (0, 1), "kids": (0, 1), "market": (0, 1)},
        lost=True,
    ),
    class_spec("traffic cone", ["traffic cone"], "s", ["orange"], False, {"street": (0, 2)}),
    class_spec(
        "mural", ["mural", "painted mural"], "l", None, False, {"street": (0, 1), "market": (0, 1)}
    ),
    class_spec(
        "cycle rack",
        ["cycle rack", "cycle stand"],
        "m",
        None,
        False,
        {"street": (0, 1), "market": (0, 1)},
    ),
]

NEIGHBOURHOOD_ABSENT_EXTRA = [
    "horse",
    "tram",
    "fountain",
    "skateboard ramp",
    "ice cream van",
    "tractor",
    "taxi rank",
    "police car",
]

NEIGHBOURHOOD_SIGNS = [
    (
        "highst",
        "Route 42 to Kingsbridge every 12 minutes",
        ["42", "kingsbridge"],
        "the timetable at the bus shelter on {highst}",
    ),
    (
        "station",
        "Road closed Saturday for the fun run",
        ["fun run", "saturday", "road closed"],
        "the sign on {station}",
    ),
    (
        "park",
        "Please keep pets on leads near the playground",
        ["pets on leads", "leads", "lead"],
        "the sign in {park}",
    ),
    ("shop", "Fresh bread delivered daily", ["bread"], "the poster in {shop}"),
    (
        "libg",
        "Quiet please - storytime Thursdays 10 am",
        ["storytime", "thursday", "10 am"],
        "the notice in {libg}",
    ),
    ("market", "Farmers market every Sunday", ["farmers", "sunday"], "the banner over {market}"),
]

NEIGHBOURHOOD_SELLERS = [
    # (zone, class, what it sells, keywords)
    ("market", "market stall", "strawberries and cherries", ["strawberr", "cherr"]),
    ("market", "market stall", "second-hand books", ["book"]),
    ("park", "food truck", "tacos and burritos", ["taco", "burrito"]),
]

NEIGHBOURHOOD_SHOPS = [
    # shopfront name on high street, state
    ("highst", "Rosie's Bakery"),
    ("highst", "the post office"),
    ("highst", "Wong's Launderette"),
    ("station", "Kingfisher Books"),
    ("station", "the barber's"),
    ("market", "the hardware shop"),
]

NEIGHBOURHOOD_DESC = {
    "street": [
        "outdoors on a pavement beside a road lined with terraced shops",
        "outside on a busy pavement with parked vehicles along the kerb",
        "a street scene outdoors with shop windows and a road",
    ],
    "crossing": ["outdoors at a road junction with black and white stripes on the tarmac"],
    "park": ["outdoors on a path through green lawns", "an open grassy area outside with paths"],
    "market": [
        "outdoors in a paved open space with traders and shoppers",
        "outside in a paved plaza surrounded by old buildings",
    ],
    "cornershop": ["a small store with narrow aisles and bright strip lights"],
    "library": [
        "a quiet indoor space with carpets and tall windows",
        "a hushed room with rows of books and study tables",
    ],
    "reading": ["a quiet room with desks, reading lamps and armchairs"],
    "kids": ["a colourful room with cushions, low tables and picture books"],
    "bakery": ["a small shop smelling of bread"],
    "postoffice": ["a counter with glass screens"],
    "lift": ["inside a small metal cabin with a button panel"],
    "stairs": ["a carpeted staircase with a wooden handrail"],
}

FP_POOLS = {
    "hospital": ["chair", "table", "window", "poster", "person", "light fixture", "bag", "box"],
    "museum": [
        "chair",
        "window",
        "person",
        "light fixture",
        "frame",
        "floor tile",
        "bag",
        "column",
    ],
    "neighbourhood": [
        "person",
        "window",
        "road marking",
        "drain cover",
        "sign post",
        "bag",
        "fence",
        "wall",
    ],
}

AMBIENT = {
    "hospital": {
        "indoor": ["chair", "window", "poster", "ceiling light", "handrail", "doorway", "table"],
        "outdoor": ["kerb", "railing", "tree", "road marking", "lamp post"],
    },
    "museum": {
        "indoor": ["spotlight", "window", "column", "archway", "chair", "skylight"],
        "outdoor": ["gravel path", "lawn", "railing", "tree", "stone wall"],
    },
    "neighbourhood": {
        "indoor": ["chair", "table", "window", "poster", "carpet", "ceiling light"],
        "outdoor": [
            "shop window",
            "railing",
            "road marking",
            "drain cover",
            "hanging basket",
            "kerb",
            "chimney",
        ],
    },
}

REGION_LABELS = {
    "indoor": ["floor", "ceiling", "wall"],
    "outdoor": ["sky", "pavement", "road surface", "grass"],
}

FAMILIES: dict[str, dict[str, Any]] = {
    "hospital": {
        "layout": hospital_layout,
        "classes": HOSPITAL_CLASSES,
        "signs": HOSPITAL_SIGNS,
        "doors": HOSPITAL_DOORS,
        "desc": HOSPITAL_DESC,
        "absent": HOSPITAL_ABSENT_EXTRA,
        "sellers": [],
        "shops": [],
        "building_word": "hospital",
    },
    "museum": {
        "layout": museum_layout,
        "classes": MUSEUM_CLASSES,
        "signs": MUSEUM_SIGNS,
        "doors": MUSEUM_DOORS,
        "desc": MUSEUM_DESC,
        "absent": MUSEUM_ABSENT_EXTRA,
        "sellers": [],
        "shops": [],
        "building_word": "museum",
    },
    "neighbourhood": {
        "layout": neighbourhood_layout,
        "classes": NEIGHBOURHOOD_CLASSES,
        "signs": NEIGHBOURHOOD_SIGNS,
        "doors": [],
        "desc": NEIGHBOURHOOD_DESC,
        "absent": NEIGHBOURHOOD_ABSENT_EXTRA,
        "sellers": NEIGHBOURHOOD_SELLERS,
        "shops": NEIGHBOURHOOD_SHOPS,
        "building_word": "building",
    },
}

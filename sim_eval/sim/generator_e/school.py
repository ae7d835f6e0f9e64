"""The school family: a two- or three-storey school with its grounds and the street outside."""

from __future__ import annotations

import random

from sim_eval.sim.generator_e.sites import (
    LevelRect,
    Outdoors,
    add_sign,
    furnish,
    make_place,
    occupancy,
    sign_category,
    transient,
)
from sim_eval.sim.generator_e.world import Category, Connection, Instance, Place, World

STOREY_H = 3.6
LEVEL_NAMES = {
    0: ["ground floor", "ground", "floor 0", "level 0"],
    1: ["first floor", "first", "floor 1", "level 1", "1st"],
    2: ["second floor", "second", "floor 2", "level 2", "2nd"],
}
LEVEL_CHAR = {0: "G", 1: "1", 2: "2"}
LEVEL_WORD = {0: "ground-floor", 1: "first-floor", 2: "second-floor"}

# key, names, size m, colours, materials, portable, place tags, count, presence, on a wall
_C = tuple[
    str, list[str], float, list[str], list[str], bool, list[str], tuple[int, int], float, bool
]
CATALOGUE: list[_C] = [
    (
        "whiteboard",
        ["whiteboard", "white board", "dry-erase board"],
        1.6,
        ["white"],
        [],
        False,
        ["classroom", "lab", "computer", "staffroom"],
        (1, 1),
        1.0,
        True,
    ),
    (
        "desk",
        ["pupil desk", "school desk", "student desk"],
        0.9,
        ["beige", "grey"],
        ["wooden"],
        False,
        ["classroom"],
        (2, 4),
        1.0,
        False,
    ),
    (
        "chair",
        ["stacking chair", "plastic chair", "classroom chair"],
        0.7,
        ["blue", "red", "green", "orange"],
        ["plastic"],
        False,
        ["classroom", "canteen"],
        (1, 3),
        1.0,
        False,
    ),
    (
        "projector",
        ["ceiling projector", "projector", "beamer"],
        0.5,
        ["white"],
        [],
        False,
        ["classroom", "lab"],
        (1, 1),
        1.0,
        False,
    ),
    (
        "bookcase",
        ["bookcase", "bookshelf", "shelf of books"],
        1.8,
        ["brown", "white"],
        ["wooden"],
        False,
        ["library"],
        (3, 5),
        1.0,
        True,
    ),
    (
        "globe",
        ["globe", "world globe"],
        0.5,
        ["blue"],
        [],
        False,
        ["library", "classroom"],
        (0, 1),
        0.7,
        False,
    ),
    (
        "fume",
        ["fume cupboard", "fume hood"],
        1.8,
        ["grey", "white"],
        ["glass"],
        False,
        ["lab"],
        (1, 1),
        1.0,
        True,
    ),
    (
        "burner",
        ["bunsen burner", "gas burner"],
        0.3,
        ["blue"],
        ["metal"],
        False,
        ["lab"],
        (1, 2),
        1.0,
        False,
    ),
    ("microscope", ["microscope"], 0.4, ["black", "white"], [], False, ["lab"], (1, 2), 1.0, False),
    (
        "skeleton",
        ["skeleton model", "anatomical skeleton"],
        1.5,
        ["white"],
        ["plastic"],
        False,
        ["lab"],
        (0, 1),
        0.5,
        False,
    ),
    (
        "hoop",
        ["basketball hoop", "basketball net", "hoop"],
        1.2,
        ["orange"],
        ["metal"],
        False,
        ["gym"],
        (2, 2),
        1.0,
        True,
    ),
    (
        "basketball",
        ["basketball"],
        0.3,
        ["orange", "brown"],
        [],
        True,
        ["gym", "playground", "corridor"],
        (1, 2),
        1.0,
        False,
    ),
    (
        "football",
        ["football", "soccer ball"],
        0.3,
        ["white", "yellow"],
        [],
        True,
        ["field", "playground", "gym"],
        (1, 2),
        1.0,
        False,
    ),
    (
        "mat",
        ["gym mat", "crash mat", "exercise mat"],
        1.5,
        ["blue", "green", "red"],
        [],
        False,
        ["gym"],
        (2, 3),
        1.0,
        False,
    ),
    (
        "wallbars",
        ["wall bars", "climbing bars"],
        2.0,
        ["brown"],
        ["wooden"],
        False,
        ["gym"],
        (1, 1),
        1.0,
        True,
    ),
    (
        "table",
        ["lunch table", "dining table", "canteen table"],
        1.4,
        ["grey", "white"],
        [],
        False,
        ["canteen"],
        (3, 5),
        1.0,
        False,
    ),
    (
        "counter",
        ["serving counter", "servery", "food counter"],
        2.5,
        ["silver"],
        ["stainless steel"],
        False,
        ["canteen"],
        (1, 1),
        1.0,
        True,
    ),
    (
        "foodtrolley",
        ["food trolley", "catering trolley", "tray trolley"],
        1.0,
        ["silver"],
        ["metal"],
        True,
        ["canteen", "corridor", "staffroom"],
        (1, 2),
        1.0,
        False,
    ),
    (
        "vending",
        ["vending machine", "snack machine"],
        1.8,
        ["red", "blue"],
        [],
        False,
        ["canteen", "entrance"],
        (1, 1),
        0.7,
        True,
    ),
    (
        "fountain",
        ["water fountain", "drinking fountain"],
        0.8,
        ["silver"],
        ["metal"],
        False,
        ["corridor"],
        (1, 1),
        1.0,
        True,
    ),
    (
        "lockers",
        ["lockers", "locker bank", "row of lockers"],
        2.0,
        ["blue", "green", "grey", "red"],
        ["metal"],
        False,
        ["corridor"],
        (1, 2),
        1.0,
        True,
    ),
    (
        "extinguisher",
        ["fire extinguisher", "extinguisher"],
        0.5,
        ["red"],
        [],
        False,
        ["corridor", "lab", "canteen"],
        (1, 1),
        1.0,
        True,
    ),
    (
        "noticeboard",
        ["notice board", "bulletin board", "pinboard"],
        1.2,
        ["green", "blue"],
        ["cork"],
        False,
        ["corridor", "classroom", "staffroom"],
        (0, 1),
        1.0,
        True,
    ),
    (
        "kettle",
        ["kettle", "electric kettle"],
        0.25,
        ["white", "silver", "black"],
        [],
        False,
        ["staffroom"],
        (1, 1),
        1.0,
        False,
    ),
    (
        "sofa",
        ["sofa", "couch", "settee"],
        1.8,
        ["green", "grey", "red", "blue"],
        ["fabric"],
        False,
        ["staffroom", "library"],
        (1, 1),
        1.0,
        False,
    ),
    (
        "coffee",
        ["coffee machine", "coffee maker"],
        0.5,
        ["black", "silver"],
        [],
        False,
        ["staffroom"],
        (1, 1),
        1.0,
        False,
    ),
    (
        "fridge",
        ["fridge", "refrigerator"],
        1.6,
        ["white", "silver"],
        [],
        False,
        ["staffroom", "canteen"],
        (1, 1),
        1.0,
        True,
    ),
    (
        "copier",
        ["photocopier", "copier", "copy machine"],
        1.2,
        ["grey", "white"],
        [],
        False,
        ["office"],
        (1, 1),
        1.0,
        False,
    ),
    (
        "cabinet",
        ["filing cabinet", "file cabinet"],
        1.3,
        ["grey", "beige", "black"],
        ["metal"],
        False,
        ["office"],
        (1, 2),
        1.0,
        True,
    ),
    (
        "officechair",
        ["office chair", "swivel chair", "desk chair"],
        1.0,
        ["black", "blue"],
        [],
        False,
        ["office", "computer"],
        (1, 2),
        1.0,
        False,
    ),
    (
        "laptop",
        ["laptop", "notebook computer"],
        0.35,
        ["silver", "black", "grey"],
        [],
        True,
        ["classroom", "library", "staffroom", "office", "computer"],
        (3, 5),
        1.0,
        False,
    ),
    (
        "laptoptrolley",
        ["laptop trolley", "laptop cart", "charging cart"],
        1.1,
        ["grey", "blue"],
        ["metal"],
        True,
        ["classroom", "corridor", "computer", "library"],
        (1, 2),
        1.0,
        False,
    ),
    (
        "schoolbag",
        ["school bag", "backpack", "rucksack"],
        0.45,
        ["black", "blue", "red", "purple", "green"],
        [],
        True,
        ["classroom", "corridor", "canteen", "playground", "library"],
        (3, 5),
        1.0,
        False,
    ),
    (
        "monitor",
        ["computer monitor", "monitor", "computer screen"],
        0.55,
        ["black"],
        [],
        False,
        ["computer", "office"],
        (2, 4),
        1.0,
        False,
    ),
    (
        "piano",
        ["piano", "upright piano"],
        1.5,
        ["black", "brown"],
        ["wooden"],
        False,
        ["music"],
        (1, 1),
        0.75,
        True,
    ),
    (
        "drums",
        ["drum kit", "drums"],
        1.4,
        ["red", "black", "blue"],
        [],
        False,
        ["music"],
        (1, 1),
        0.6,
        False,
    ),
    (
        "easel",
        ["easel", "painting easel"],
        1.5,
        ["brown"],
        ["wooden"],
        False,
        ["art"],
        (2, 3),
        1.0,
        False,
    ),
    ("kiln", ["kiln", "pottery kiln"], 1.2, ["grey"], ["metal"], False, ["art"], (1, 1), 0.5, True),
    (
        "sink",
        ["sink", "washbasin", "basin"],
        0.7,
        ["white"],
        ["ceramic"],
        False,
        ["toilets", "lab", "art"],
        (1, 2),
        1.0,
        True,
    ),
    (
        "dryer",
        ["hand dryer", "hand drier"],
        0.4,
        ["white", "silver"],
        [],
        False,
        ["toilets"],
        (1, 1),
        1.0,
        True,
    ),
    (
        "reception",
        ["reception desk", "front desk"],
        2.2,
        ["white", "brown"],
        ["wooden"],
        False,
        ["entrance"],
        (1, 1),
        1.0,
        False,
    ),
    (
        "trophy",
        ["trophy cabinet", "display cabinet", "trophy case"],
        1.6,
        ["brown"],
        ["glass"],
        False,
        ["entrance"],
        (1, 1),
        1.0,
        True,
    ),
    (
        "plant",
        ["potted plant", "houseplant", "plant pot"],
        0.8,
        ["green"],
        [],
        False,
        ["entrance", "library", "office", "staffroom"],
        (0, 1),
        1.0,
        False,
    ),
    (
        "cleaningtrolley",
        ["cleaning trolley", "janitor cart", "cleaner's trolley"],
        1.0,
        ["yellow", "blue"],
        [],
        True,
        ["corridor", "toilets", "canteen", "entrance"],
        (1, 1),
        1.0,
        False,
    ),
    (
        "wetfloor",
        ["wet floor sign", "caution board", "yellow A-frame"],
        0.6,
        ["yellow"],
        ["plastic"],
        True,
        ["corridor", "toilets", "canteen", "entrance"],
        (1, 1),
        0.8,
        False,
    ),
    (
        "clock",
        ["wall clock", "clock"],
        0.35,
        ["white", "black"],
        [],
        False,
        ["canteen", "classroom", "gym"],
        (0, 1),
        1.0,
        True,
    ),
    (
        "liftdoor",
        ["lift doors", "elevator doors", "lift door"],
        1.6,
        ["silver"],
        ["steel"],
        False,
        ["liftlobby"],
        (1, 1),
        1.0,
        False,
    ),
    (
        "liftpanel",
        ["lift buttons", "elevator control panel", "button panel"],
        0.3,
        ["silver"],
        [],
        False,
        ["lift"],
        (1, 1),
        1.0,
        True,
    ),
    (
        "bench",
        ["bench", "park bench", "wooden bench"],
        1.6,
        ["green", "brown"],
        ["wooden"],
        False,
        ["playground", "field", "busstop"],
        (1, 2),
        1.0,
        False,
    ),
    (
        "picnic",
        ["picnic table", "picnic bench"],
        1.8,
        ["brown", "green"],
        ["wooden"],
        False,
        ["playground"],
        (1, 2),
        1.0,
        False,
    ),
    (
        "climbing",
        ["climbing frame", "jungle gym"],
        3.0,
        ["red", "blue", "green"],
        ["metal"],
        False,
        ["playground"],
        (1, 1),
        1.0,
        False,
    ),
    (
        "goal",
        ["football goal", "goalpost", "goal posts"],
        3.0,
        ["white"],
        ["metal"],
        False,
        ["field"],
        (2, 2),
        1.0,
        False,
    ),
    (
        "bikerack",
        ["bike rack", "bicycle rack", "cycle stand"],
        1.5,
        ["silver", "black"],
        ["metal"],
        False,
        ["bikeshed"],
        (1, 2),
        1.0,
        False,
    ),
    (
        "bicycle",
        ["bicycle", "bike", "pushbike"],
        1.6,
        ["red", "blue", "black", "green", "white"],
        [],
        True,
        ["bikeshed"],
        (3, 5),
        1.0,
        False,
    ),
    (
        "car",
        ["car", "parked car", "hatchback"],
        4.2,
        ["white", "silver", "black", "red", "blue"],
        [],
        False,
        ["carpark"],
        (3, 5),
        1.0,
        False,
    ),
    (
        "minibus",
        ["minibus", "school minibus"],
        5.5,
        ["white", "yellow"],
        [],
        False,
        ["carpark"],
        (1, 1),
        0.7,
        False,
    ),
    (
        "shelter",
        ["bus shelter", "shelter"],
        3.5,
        ["grey"],
        ["glass"],
        False,
        ["busstop"],
        (1, 1),
        1.0,
        False,
    ),
    (
        "beacon",
        ["belisha beacon", "crossing beacon"],
        2.5,
        ["orange"],
        [],
        False,
        ["crossing"],
        (2, 2),
        1.0,
        False,
    ),
    (
        "bin",
        ["litter bin", "rubbish bin", "trash can"],
        0.9,
        ["green", "black"],
        ["metal"],
        False,
        ["playground", "busstop", "canteen", "pavement"],
        (1, 1),
        1.0,
        False,
    ),
    (
        "lamp",
        ["street lamp", "lamp post", "street light"],
        5.0,
        ["grey"],
        ["metal"],
        False,
        ["pavement", "carpark"],
        (1, 2),
        1.0,
        False,
    ),
    (
        "cone",
        ["traffic cone", "cone"],
        0.7,
        ["orange"],
        ["plastic"],
        True,
        ["carpark", "field", "playground"],
        (2, 3),
        1.0,
        False,
    ),
    (
        "door",
        ["door", "wooden door", "fire door"],
        2.0,
        ["brown", "blue", "white"],
        ["wooden"],
        False,
        [
            "classroom",
            "lab",
            "computer",
            "library",
            "staffroom",
            "office",
            "music",
            "art",
            "toilets",
            "canteen",
            "gym",
            "entrance",
        ],
        (1, 2),
        1.0,
        True,
    ),
    (
        "window",
        ["window", "large window", "windowsill"],
        1.8,
        ["white"],
        ["glass"],
        False,
        [
            "classroom",
            "lab",
            "computer",
            "library",
            "staffroom",
            "office",
            "music",
            "art",
            "canteen",
            "gym",
            "entrance",
            "corridor",
        ],
        (1, 3),
        1.0,
        True,
    ),
    (
        "radiator",
        ["radiator", "heater"],
        1.0,
        ["white"],
        ["metal"],
        False,
        [
            "classroom",
            "lab",
            "computer",
            "library",
            "staffroom",
            "office",
            "music",
            "art",
            "corridor",
            "toilets",
        ],
        (1, 2),
        1.0,
        True,
    ),
    (
        "light",
        ["ceiling light", "fluorescent light", "light fitting"],
        1.2,
        ["white"],
        [],
        False,
        [
            "classroom",
            "lab",
            "computer",
            "library",
            "staffroom",
            "office",
            "music",
            "art",
            "corridor",
            "canteen",
            "gym",
            "entrance",
        ],
        (1, 2),
        1.0,
        False,
    ),
    (
        "wastebin",
        ["waste paper bin", "wastebasket", "small bin"],
        0.4,
        ["black", "grey", "blue"],
        ["plastic"],
        False,
        ["classroom", "lab", "computer", "library", "staffroom", "office", "art"],
        (1, 1),
        1.0,
        False,
    ),
    (
        "bus",
        ["bus", "double-decker bus", "double decker"],
        10.0,
        ["red", "blue"],
        [],
        False,
        [],
        (0, 0),
        1.0,
        False,
    ),
]
ABSENT_EXTRA = [
    "aquarium",
    "telescope",
    "pool table",
    "trampoline",
    "sewing machine",
    "3d printer",
    "xylophone",
    "tumble dryer",
    "rowing machine",
    "harp",
]
HALLUCINATIONS = ["box", "cable", "poster", "lamp shade", "toy", "shoe", "cup", "umbrella"]
PEOPLE = ["person", "pupil", "child", "student", "teacher", "adult", "boy", "girl"]

ROOM_SIGNS: dict[str, list[tuple[str, list[str]]]] = {
    "library": [("LIBRARY - QUIET PLEASE", ["quiet"]), ("SILENT STUDY AREA", ["silent"])],
    "lab": [
        ("SAFETY GOGGLES MUST BE WORN", ["goggles"]),
        ("NO EATING OR DRINKING IN THE LAB", ["eating or drinking", "no eating"]),
    ],
    "gym": [
        ("SPORTS HALL - NO OUTDOOR SHOES", ["outdoor shoes"]),
        ("PE KIT REQUIRED", ["pe kit", "kit"]),
    ],
    "canteen": [
        ("HOT LUNCH 12:00 - 13:15", ["12:00", "13:15"]),
        ("PLEASE RETURN YOUR TRAYS", ["tray"]),
    ],
    "staffroom": [("STAFF ONLY", ["staff only"])],
    "office": [("SCHOOL OFFICE - PLEASE KNOCK", ["knock"])],
    "headoffice": [("HEADTEACHER", ["headteacher", "head teacher"])],
    "toilets": [("PLEASE WASH YOUR HANDS", ["wash"])],
    "music": [("MUSIC ROOM - INSTRUMENTS STAY HERE", ["instruments"])],
    "art": [("ART ROOM - APRONS ON", ["apron"])],
    "computer": [("NO FOOD OR DRINK NEAR THE COMPUTERS", ["food or drink", "no food"])],
    "entrance": [("ALL VISITORS PLEASE SIGN IN AT RECEPTION", ["sign in", "visitors"])],
    "playground": [("FIRE ASSEMBLY POINT B", ["assembly"])],
    "field": [("KEEP OFF THE FIELD WHEN WET", ["keep off"])],
    "bikeshed": [("LOCK YOUR BIKE - THE SCHOOL ACCEPTS NO LIABILITY", ["lock"])],
    "carpark": [("STAFF PARKING ONLY", ["staff parking", "parking"])],
    "busstop": [("ROUTE 42 TOWN CENTRE", ["route 42", "town centre"])],
    "corridor": [("NO RUNNING IN THE CORRIDORS", ["running"]), ("FIRE EXIT", ["fire exit"])],
}


def build(seed: int) -> World:
    """The school for one seed: two or three storeys, rooms shuffled over the slots."""
    rng = random.Random(f"school-layout-{seed}")
    levels = 2 if rng.random() < 0.45 else 3
    places: dict[str, Place] = {}
    conns: list[Connection] = []

    def add(place: Place) -> Place:
        places[place.id] = place
        return place

    def door(a: str, b: str, x: float, y: float, kind: str = "door") -> None:
        conns.append(Connection(a, b, kind, (x, y)))

    south = {
        "S1": (6, 0, 18, 13),
        "S2": (18, 0, 30, 13),
        "S3": (30, 0, 38, 13),
        "S4": (38, 0, 48, 13),
        "S5": (48, 0, 60, 13),
    }
    north = {
        "N1": (6, 17, 18, 30),
        "N2": (18, 17, 30, 30),
        "N3": (30, 17, 44, 30),
        "N4": (48, 17, 60, 30),
    }
    big = (6, 17, 30, 30)
    classroom_no = {0: 1, 1: 1, 2: 1}

    def room(level: int, slot: str, rect: tuple[float, ...], what: str) -> None:
        ch = LEVEL_CHAR[level]
        lw = LEVEL_WORD[level]
        rect4 = (float(rect[0]), float(rect[1]), float(rect[2]), float(rect[3]))
        pid = f"{what}_{level}_{slot}"
        common: LevelRect = {"level": level, "rect": rect4}
        if what == "classroom":
            number = f"{ch}.{classroom_no[level]:02d}"
            classroom_no[level] += 1
            p = make_place(
                pid,
                f"classroom {number}",
                [f"classroom {number}", f"room {number}"],
                "room",
                generic="a classroom with desks",
                function="a space for teaching a class",
                code=f"RM {number}",
                tags=["classroom"],
                keys=[number.lower()],
                **common,
            )
        elif what == "lab":
            name = "science lab" if level == 1 else "chemistry lab"
            p = make_place(
                pid,
                name,
                [name, "laboratory", "lab"] if level == 1 else [name, "chem lab"],
                "room",
                generic="a room with benches and sinks",
                function="a room for practical experiments",
                code=f"LAB {ch}.{slot[1]}",
                tags=["lab"],
                keys=["science lab", "laboratory"] if level == 1 else ["chemistry"],
                **common,
            )
        elif what == "toilets":
            p = make_place(
                pid,
                f"{lw} toilets",
                [f"{lw} toilets", f"toilets on the {lw[:-6]} floor"],
                "room",
                generic="a tiled room with sinks",
                function="a washroom",
                code=f"WC-{ch}",
                tags=["toilets"],
                keys=["toilet", "wc", "loo", "washroom", "bathroom"],
                background=["tiled wall", "tiled floor", "ceiling light"],
                **common,
            )
        else:
            spec = {
                "office": (
                    "school office",
                    ["school office", "main office"],
                    "an office",
                    "a place where administrative work is done",
                    "OFF-G",
                    ["office"],
                    ["school office", "main office"],
                ),
                "headoffice": (
                    "headteacher's office",
                    ["headteacher's office", "head's office"],
                    "a small office",
                    "a private office for one person",
                    f"OFF-{ch}H",
                    ["office", "headoffice"],
                    ["head"],
                ),
                "staffroom": (
                    "staff room",
                    ["staff room", "staffroom"],
                    "a lounge with a sofa",
                    "a break room for adults",
                    "STAFF",
                    ["staffroom"],
                    ["staff"],
                ),
                "music": (
                    "music room",
                    ["music room"],
                    "a room with instruments",
                    "a space used for playing music",
                    f"MUS-{ch}",
                    ["music"],
                    ["music"],
                ),
                "art": (
                    "art room",
                    ["art room", "art studio"],
                    "a room with easels",
                    "a studio for painting and crafts",
                    f"ART-{ch}",
                    ["art"],
                    ["art"],
                ),
                "computer": (
                    "computer room",
                    ["computer room", "IT suite", "ICT room"],
                    "a room full of computers",
                    "a room where computers are used",
                    f"ICT-{ch}",
                    ["computer"],
                    ["computer", "it suite", "ict"],
                ),
                "workroom": (
                    "staff workroom",
                    ["staff workroom", "workroom"],
                    "an office",
                    "a work space for staff",
                    f"WRK-{ch}",
                    ["office"],
                    ["workroom"],
                ),
            }[what]
            name, aliases, generic, function, code, tags, keys = spec
            p = make_place(
                pid,
                name,
                aliases,
                "room",
                generic=generic,
                function=function,
                code=code,
                tags=tags,
                keys=keys,
                **common,
            )
        add(p)
        x0, y0, x1, _ = rect4
        door(pid, f"corridor_{level}", (x0 + x1) / 2, 13.0 if y0 < 13 else 17.0)

    for level in range(levels):
        ch = LEVEL_CHAR[level]
        lw = LEVEL_WORD[level]
        add(
            make_place(
                f"corridor_{level}",
                f"{lw} corridor",
                [f"{lw} corridor", f"corridor on the {lw[:-6]} floor"],
                "corridor",
                level,
                (6, 13, 60, 17),
                generic="a long hallway with doors",
                function="a passage connecting rooms",
                code=f"COR-{ch}",
                tags=["corridor", "liftlobby"],
                keys=["corridor", "hallway"],
                stayable=False,
                range_m=22.0,
            )
        )
        add(
            make_place(
                f"stairs_{level}",
                "stairwell",
                ["stairwell", "stairs", "staircase"],
                "stairs",
                level,
                (0, 8, 6, 22),
                generic="a stairwell",
                function="a way between floors",
                code=f"STR-A{ch}",
                tags=["stairs"],
                background=["handrail", "steps", "wall"],
                stayable=False,
            )
        )
        add(
            make_place(
                f"lift_{level}",
                "lift",
                ["lift", "elevator"],
                "lift",
                level,
                (44, 17, 48, 21),
                generic="a small metal room",
                function="a lift car",
                code=f"LIFT-{ch}",
                tags=["lift"],
                background=["metal wall", "handrail", "mirror"],
                stayable=False,
                range_m=3.0,
            )
        )
        door(f"stairs_{level}", f"corridor_{level}", 6.0, 15.0)
        door(f"lift_{level}", f"corridor_{level}", 46.0, 17.0)
        if level > 0:
            conns.append(Connection(f"stairs_{level - 1}", f"stairs_{level}", "stairs", (3, 15)))
            conns.append(Connection(f"lift_{level - 1}", f"lift_{level}", "lift", (46, 19)))

    # ground floor
    add(
        make_place(
            "entrance",
            "entrance hall",
            ["entrance hall", "reception", "foyer"],
            "room",
            0,
            (30, 0, 38, 13),
            generic="a bright lobby",
            function="a reception area where visitors arrive",
            code="RECEP",
            tags=["entrance"],
            keys=["entrance", "reception", "foyer", "lobby"],
        )
    )
    door("entrance", "corridor_0", 34, 13)
    add(
        make_place(
            "gym",
            "sports hall",
            ["sports hall", "gym", "gymnasium"],
            "room",
            0,
            big,
            generic="a large hall with a wooden floor",
            function="a space used for sport and PE lessons",
            code="GYM",
            tags=["gym"],
            keys=["sports hall", "gym"],
            background=["wooden floor", "high ceiling", "wall"],
            range_m=22.0,
        )
    )
    door("gym", "corridor_0", 18, 17)
    add(
        make_place(
            "canteen",
            "canteen",
            ["canteen", "dining hall", "lunch hall"],
            "room",
            0,
            north["N3"],
            generic="a large room with long tables",
            function="a space used for eating meals",
            code="CANT",
            tags=["canteen"],
            keys=["canteen", "dining hall", "lunch hall", "cafeteria"],
            range_m=18.0,
        )
    )
    door("canteen", "corridor_0", 37, 17)
    ground = ["toilets", "office", "staffroom", "classroom", "music"]
    rng.shuffle(ground)
    for slot, what in zip(["S1", "S2", "S4", "S5", "N4"], ground, strict=True):
        room(0, slot, {**south, **north}[slot], what)
    upper = [["lab", "classroom", "classroom", "toilets", "headoffice", "art", "classroom"]]
    if levels == 3:
        upper.append(
            [
                "computer",
                "lab",
                "classroom",
                "classroom",
                "classroom",
                "toilets",
                "workroom",
                "classroom",
                "classroom",
            ]
        )
    else:
        upper[0][-1] = "computer"
    for level, whats in enumerate(upper, start=1):
        rng.shuffle(whats)
        slots = ["S1", "S2", "S3", "S4", "S5", "N3", "N4"]
        if level == 1:
            add(
                make_place(
                    "library",
                    "library",
                    ["library", "school library"],
                    "room",
                    1,
                    big,
                    generic="a room with shelves of books",
                    function="a quiet place for reading and study",
                    code="LIB-1",
                    tags=["library"],
                    keys=["library"],
                    range_m=18.0,
                )
            )
            door("library", "corridor_1", 18, 17)
        else:
            slots = ["N1", "N2", *slots]
        for slot, what in zip(slots, whats, strict=True):
            room(level, slot, {**south, **north}[slot], what)

    # outside
    out: Outdoors = {"building": None, "range_m": 35.0}
    grass = ["grass", "sky", "trees"]
    tarmac = ["tarmac", "sky", "fence"]
    add(
        make_place(
            "playground",
            "playground",
            ["playground", "school yard", "yard"],
            "outdoor",
            0,
            (0, -24, 30, 0),
            generic="an open paved area",
            function="an outdoor area where children play",
            code="EXT-PLAY",
            tags=["playground"],
            keys=["playground", "yard"],
            background=tarmac,
            **out,
        )
    )
    add(
        make_place(
            "path",
            "front path",
            ["front path", "school gate"],
            "outdoor",
            0,
            (30, -24, 38, 0),
            generic="a paved path",
            function="a walkway",
            code="EXT-GATE",
            tags=["path"],
            background=tarmac,
            stayable=False,
            **out,
        )
    )
    add(
        make_place(
            "carpark",
            "car park",
            ["car park", "staff car park", "parking"],
            "outdoor",
            0,
            (38, -24, 75, 0),
            generic="a parking lot",
            function="an area for parking cars",
            code="EXT-CARPK",
            tags=["carpark"],
            keys=["car park", "parking"],
            background=["asphalt", "sky", "parking bay lines"],
            **out,
        )
    )
    add(
        make_place(
            "bikeshed",
            "bike shed",
            ["bike shed", "bicycle shelter", "cycle shelter"],
            "outdoor",
            0,
            (60, 0, 72, 12),
            generic="a covered shelter",
            function="a place to leave bicycles",
            code="EXT-BIKES",
            tags=["bikeshed"],
            keys=["bike shed", "bicycle", "cycle"],
            background=["roof", "concrete", "fence"],
            **out,
        )
    )
    add(
        make_place(
            "field",
            "sports field",
            ["sports field", "playing field", "football pitch"],
            "outdoor",
            0,
            (-50, -24, 0, 30),
            generic="a wide grassy area",
            function="an outdoor space for games",
            code="EXT-FIELD",
            tags=["field"],
            keys=["field", "pitch"],
            background=grass,
            **out,
        )
    )
    add(
        make_place(
            "pavement",
            "pavement",
            ["pavement", "footpath"],
            "outdoor",
            0,
            (-50, -27, 80, -24),
            generic="a sidewalk along a road",
            function="a walkway by the road",
            code="EXT-PAVE",
            tags=["pavement"],
            background=["pavement", "road", "sky"],
            stayable=False,
            **out,
        )
    )
    add(
        make_place(
            "crossing",
            "zebra crossing",
            ["zebra crossing", "pedestrian crossing", "crossing"],
            "crossing",
            0,
            (20, -35, 25, -27),
            generic="a road",
            function="a place to cross the road",
            code="EXT-XING",
            tags=["crossing"],
            background=["road markings", "asphalt", "sky"],
            stayable=False,
            **out,
        )
    )
    add(
        make_place(
            "street_w",
            "street",
            ["street", "road"],
            "street",
            0,
            (-50, -35, 20, -27),
            background=["asphalt"],
            stayable=False,
            **out,
        )
    )
    add(
        make_place(
            "street_e",
            "street",
            ["street", "road"],
            "street",
            0,
            (25, -35, 80, -27),
            background=["asphalt"],
            stayable=False,
            **out,
        )
    )
    add(
        make_place(
            "busstop",
            "bus stop",
            ["bus stop", "bus shelter"],
            "outdoor",
            0,
            (10, -41, 35, -35),
            generic="a shelter by a road",
            function="a place to wait for buses",
            code="EXT-BUS",
            tags=["busstop"],
            keys=["bus stop", "bus shelter"],
            background=["pavement", "road", "sky"],
            **out,
        )
    )
    door("entrance", "path", 34, 0)
    door("path", "playground", 30, -12, "open")
    door("path", "carpark", 38, -12, "open")
    door("carpark", "bikeshed", 66, 0, "open")
    door("playground", "field", 0, -12, "open")
    door("playground", "pavement", 15, -24, "open")
    door("path", "pavement", 34, -24, "open")
    door("carpark", "pavement", 56, -24, "open")
    door("pavement", "crossing", 22.5, -27, "kerb")
    door("crossing", "busstop", 22.5, -35, "kerb")
    outdoor_ids = [p.id for p in places.values() if p.outdoor]
    for pid in outdoor_ids:
        places[pid].sees = [q for q in outdoor_ids if q != pid]
    places["entrance"].sees = ["corridor_0"]

    categories = {c[0]: Category(*c) for c in CATALOGUE}
    categories["sign"] = sign_category()
    frng = random.Random(f"school-furnish-{seed}")
    instances, absent = furnish(places, categories, frng)
    bus_cat = categories["bus"]
    for n in range(2):
        bus = Instance(f"bus#{n + 1}", "bus", frng.choice(bus_cat.colours), None, [])
        transient(
            bus,
            places["street_w"] if n == 0 else places["street_e"],
            frng,
            (300.0, 700.0),
            frng.uniform(40.0, 90.0),
        )
        instances.append(bus)
    for inst in instances:
        if inst.cat == "liftdoor":  # the doors are where the lift is
            inst.moves = [(-1e9, inst.moves[0][1], 46.0, 16.6)]
    for inst in instances:  # some cars and the minibus drive off or arrive
        if inst.cat in ("car", "minibus") and frng.random() < 0.35:
            t = round(frng.uniform(200.0, 2800.0), 1)
            if frng.random() < 0.5:
                inst.moves.append((t, None, 0.0, 0.0))
            else:
                first = inst.moves[0]
                inst.moves = [(-1e9, None, 0.0, 0.0), (t, first[1], first[2], first[3])]
    signed: set[str] = set()
    for place in places.values():
        options = next((ROOM_SIGNS[t] for t in reversed(place.tags) if t in ROOM_SIGNS), None)
        if options:
            text, keys = frng.choice(options)
            if text not in signed:
                signed.add(text)
                add_sign(instances, place, text, keys, frng)
        if place.tags and place.tags[0] in ("classroom", "lab", "computer"):
            x0, _, x1, _ = place.rect
            corridor = places[f"corridor_{place.level}"]
            side = 13.3 if place.rect[1] < 13 else 16.7
            number = place.code.split(" ", 1)[-1]
            add_sign(
                instances,
                corridor,
                f"ROOM {number}"
                if place.kind == "room" and place.tags[0] == "classroom"
                else place.name.upper(),
                [number.lower()] if place.tags[0] == "classroom" else place.keys[:1],
                frng,
                at=((x0 + x1) / 2 + 1.2, side),
            )
    for level in range(levels):
        add_sign(
            instances,
            places[f"stairs_{level}"],
            f"LEVEL {level}" if level else "GROUND FLOOR",
            [f"level {level}"] if level else ["ground"],
            frng,
        )
    busy = {
        "classroom": (0.45, 6.0),
        "canteen": (0.2, 8.0),
        "gym": (0.4, 6.0),
        "playground": (0.35, 5.0),
        "corridor": (0.4, 2.0),
        "library": (0.4, 3.0),
        "staffroom": (0.4, 2.0),
        "field": (0.5, 4.0),
        "entrance": (0.3, 1.5),
        "busstop": (0.4, 2.0),
    }
    orng = random.Random(f"school-people-{seed}")
    world = World(
        family="school",
        seed=seed,
        storey_h=STOREY_H,
        places=places,
        connections=conns,
        categories=categories,
        instances=instances,
        level_names={lv: LEVEL_NAMES[lv] for lv in range(levels)},
        absent_names=absent + ABSENT_EXTRA,
        start_place="entrance",
        must_visit=[
            "library",
            "gym",
            "canteen",
            "playground",
            "busstop",
            "field",
            "bikeshed",
            "staffroom_0_" + _slot_of(places, "staffroom"),
            f"corridor_{levels - 1}",
        ],
        people_words=PEOPLE,
        hallucinations=HALLUCINATIONS,
        site_word="school",
        occupancy=occupancy(places, orng, busy),
    )
    world.must_visit = [m for m in world.must_visit if m in places]
    top = [p.id for p in places.values() if p.level == levels - 1 and p.kind == "room"]
    world.must_visit.append(orng.choice(sorted(top)))
    world.lights_off = [p.id for p in places.values() if p.kind == "room" and orng.random() < 0.12]
    return world


def _slot_of(places: dict[str, Place], what: str) -> str:
    for pid in places:
        if pid.startswith(what + "_"):
            return pid.split("_")[-1]
    return "?"

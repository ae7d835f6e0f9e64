"""care_home: a residential care home on 2-3 floors with a garden."""

from __future__ import annotations

import numpy as np

from .spec import Family, ZoneDef, cls, never

SURNAMES = (
    "Okafor",
    "Hughes",
    "Patel",
    "Kowalski",
    "Brennan",
    "Lindqvist",
    "Adeyemi",
    "Moretti",
    "Fraser",
    "Nakamura",
    "Doyle",
    "Haddad",
    "Whitfield",
    "Szabo",
    "MacLeod",
    "Osei",
)
TITLES = ("Mrs", "Mr", "Ms", "Mrs", "Mr")
NUMBER_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}


def _resident_rooms(
    rng: np.random.Generator, floor: int, n: int, names: list[str]
) -> list[ZoneDef]:
    rooms = []
    for i in range(1, n + 1):
        number = floor * 10 + i
        title = TITLES[int(rng.integers(len(TITLES)))]
        surname = names.pop()
        side = "n" if i % 2 else "s"
        rooms.append(
            ZoneDef(
                f"Room {number}",
                (f"{title} {surname}'s room", f"room {number}"),
                "resident",
                floor,
                width=float(rng.uniform(5, 7)),
                depth=6.0,
                side=side,
                vague="a bedroom",
                plate=f"Room {number} - {title} {{{surname}}}",
            )
        )
    return rooms


def zones(rng: np.random.Generator) -> list[ZoneDef]:
    floors = 3 if rng.random() < 0.5 else 2
    names = list(rng.permutation(SURNAMES))
    z: list[ZoneDef] = [
        ZoneDef(
            "lift",
            ("the elevator", "passenger lift"),
            "lift",
            0,
            3.0,
            3.0,
            side="v",
            floors=tuple(range(floors)),
            vague="a small metal cabin",
        ),
        ZoneDef(
            "stairs",
            ("the staircase", "stairwell"),
            "stairs",
            0,
            4.0,
            6.0,
            side="v",
            floors=tuple(range(floors)),
            vague="a stairwell",
        ),
        ZoneDef(
            "reception",
            ("front desk", "entrance hall"),
            "reception",
            0,
            9,
            8,
            vague="an entrance area with a desk",
            plate="{Welcome} to Rosewood House",
        ),
        ZoneDef(
            "lounge",
            ("day room", "main lounge"),
            "lounge",
            0,
            14,
            10,
            vague="a sitting room with armchairs",
        ),
        ZoneDef(
            "dining room",
            ("dining hall", "restaurant"),
            "dining",
            0,
            12,
            9,
            side="s",
            vague="a room with tables set for a meal",
        ),
        ZoneDef(
            "hair salon",
            ("hairdresser", "salon"),
            "salon",
            0,
            6,
            6,
            side="s",
            vague="a small room with a mirror and a basin",
            plate="{Hair} and Beauty",
        ),
        ZoneDef("ground floor corridor", ("downstairs hallway",), "corridor", 0),
        ZoneDef("first floor corridor", ("upstairs hallway",), "corridor", 1),
        ZoneDef(
            "nurses' station",
            ("nurses station", "nursing office"),
            "nurses",
            1,
            7,
            6,
            side="s",
            vague="an office with a counter and monitors",
        ),
        ZoneDef(
            "medication room",
            ("med room", "clinic room"),
            "medication",
            1,
            5,
            5,
            side="s",
            vague="a small room with locked cabinets",
            plate="{Medication} Room - Staff Only",
        ),
        ZoneDef(
            "garden",
            ("back garden", "courtyard garden"),
            "garden",
            0,
            26,
            44,
            outdoor=True,
            side="east",
            vague="a garden with lawn and paths",
        ),
        ZoneDef(
            "sensory path",
            ("sensory garden", "sensory walk"),
            "sensory",
            0,
            16,
            14,
            outdoor=True,
            side="east",
            vague="a winding path with plants and chimes",
        ),
        ZoneDef(
            "greenhouse",
            ("glasshouse", "potting house"),
            "greenhouse",
            0,
            10,
            8,
            outdoor=True,
            side="east",
            vague="a glass structure full of plants",
        ),
    ]
    z += _resident_rooms(rng, 1, int(rng.integers(4, 7)), names)
    if floors == 3:
        z.append(ZoneDef("second floor corridor", ("top floor hallway",), "corridor", 2))
        z.append(
            ZoneDef(
                "quiet lounge",
                ("reading room", "library corner"),
                "lounge2",
                2,
                9,
                7,
                vague="a quiet room with bookshelves",
            )
        )
        z += _resident_rooms(rng, 2, int(rng.integers(3, 6)), names)
    return z


IN = "lounge,dining,reception,resident,nurses,medication,salon,corridor,lounge2"
CLASSES = (
    cls("floor", "floor|carpet|tiled floor", "region", "indoor", coloured=False),
    cls("wall", "wall|painted wall", "region", "indoor", coloured=False),
    cls("sky", "sky|clouds", "region", "outdoor", coloured=False),
    cls("grass", "grass|lawn", "region", "garden,sensory", coloured=False),
    cls("armchair", "armchair|arm chair|easy chair", "static", "lounge,lounge2,resident", 2, 6),
    cls("sofa", "sofa|couch|settee", "static", "lounge,reception,lounge2", 1, 3, size=(2.0, 0.9)),
    cls("dining table", "dining table|table", "static", "dining", 3, 5, size=(1.5, 0.8)),
    cls("wheelchair", "wheelchair|wheel chair|mobility chair", "static", IN, 2, 4),
    cls("walking frame", "walking frame|zimmer frame|walker", "static", "resident,lounge", 2, 4),
    cls(
        "hospital bed",
        "hospital bed|bed|adjustable bed",
        "static",
        "resident",
        3,
        8,
        size=(1.0, 0.9),
    ),
    cls("bedside table", "bedside table|nightstand|bedside cabinet", "static", "resident", 2, 5),
    cls("bookshelf", "bookshelf|bookcase|shelves", "static", "lounge,lounge2", 1, 2),
    cls("potted plant", "potted plant|plant|houseplant", "static", "reception,lounge,dining", 2, 4),
    cls("piano", "piano|upright piano|keyboard", "static", "lounge", 1, 1, size=(1.5, 1.2)),
    cls("fish tank", "fish tank|aquarium", "static", "reception", 1, 1, size=(1.2, 0.6)),
    cls(
        "hand sanitiser",
        "hand sanitiser|sanitizer dispenser|gel dispenser",
        "static",
        "corridor,reception",
        2,
        4,
        coloured=False,
        size=(0.2, 0.3),
    ),
    cls(
        "fire extinguisher",
        "fire extinguisher|extinguisher",
        "static",
        "corridor",
        1,
        3,
        coloured=False,
        size=(0.3, 0.6),
    ),
    cls(
        "medicine cabinet", "medicine cabinet|locked cabinet|cupboard", "static", "medication", 1, 2
    ),
    cls("hoist", "hoist|patient hoist|lifting hoist", "static", "resident,corridor", 1, 2),
    cls("salon chair", "salon chair|barber chair|styling chair", "static", "salon", 1, 2),
    cls("hair dryer", "hair dryer|hood dryer|dryer", "static", "salon", 1, 2, size=(0.5, 0.5)),
    cls("mirror", "mirror|wall mirror", "static", "salon,resident", 1, 3, coloured=False),
    cls(
        "reception desk",
        "reception desk|front desk|counter",
        "static",
        "reception",
        1,
        1,
        size=(2.5, 1.1),
    ),
    cls(
        "garden bench",
        "garden bench|bench|park bench",
        "static",
        "garden,sensory",
        2,
        4,
        size=(1.6, 0.9),
    ),
    cls(
        "raised bed",
        "raised bed|flower bed|planter",
        "static",
        "garden,sensory",
        2,
        4,
        size=(2.0, 0.6),
    ),
    cls("wind chime", "wind chime|chimes", "static", "sensory", 1, 2, size=(0.3, 0.5)),
    cls("tomato plant", "tomato plant|tomato vine|plant", "static", "greenhouse", 2, 4),
    cls("watering can", "watering can|can", "static", "greenhouse,garden", 1, 2, size=(0.4, 0.3)),
    cls("clock", "clock|wall clock", "static", "lounge,dining,corridor", 1, 3, size=(0.4, 0.4)),
    cls(
        "vase of flowers",
        "vase of flowers|flowers|vase",
        "static",
        "dining,reception,resident",
        1,
        3,
        size=(0.3, 0.5),
    ),
    cls(
        "resident",
        "person|elderly woman|elderly man|resident",
        "person",
        "lounge,dining,lounge2,garden,resident",
        3,
        5,
    ),
    cls(
        "nurse",
        "person|nurse|woman in scrubs|man in scrubs",
        "person",
        "corridor,nurses,medication,resident",
        2,
        3,
    ),
    cls("visitor", "person|man|woman|visitor", "person", "reception,lounge,garden,corridor", 1, 3),
    cls("tea trolley", "tea trolley|trolley|cart", "mover", "dining,lounge,corridor", 1, 1),
    cls(
        "medication trolley",
        "medication trolley|drug trolley|cart",
        "mover",
        "nurses,corridor,medication",
        1,
        1,
    ),
    cls(
        "laundry cart",
        "laundry cart|laundry trolley|laundry bin",
        "mover",
        "corridor,resident",
        1,
        1,
    ),
    cls(
        "reading glasses", "glasses|reading glasses|spectacles", "lost", IN, 1, 1, size=(0.15, 0.1)
    ),
    cls("handbag", "handbag|bag|purse", "lost", IN, 1, 1, size=(0.35, 0.3)),
    cls("walking stick", "walking stick|cane|stick", "lost", IN, 1, 1, size=(0.1, 0.9)),
    cls("cardigan", "cardigan|jumper|sweater", "lost", IN + ",garden", 1, 1, size=(0.5, 0.3)),
    cls(
        "door",
        "door|wooden door",
        "door",
        "resident,medication,salon,nurses",
        99,
        99,
        states=("open", "closed"),
        size=(0.9, 2.0),
    ),
    cls(
        "ceiling light",
        "ceiling light|light|lamp",
        "light",
        "lounge,dining,lounge2,corridor",
        1,
        2,
        coloured=False,
        states=("on", "off"),
        state_prefix=False,
        size=(0.6, 0.2),
    ),
    cls(
        "bedside lamp",
        "bedside lamp|table lamp|lamp",
        "light",
        "resident",
        1,
        3,
        states=("on", "off"),
        state_prefix=False,
        size=(0.3, 0.4),
    ),
    cls(
        "activities screen",
        "screen|tv screen|monitor|display",
        "screen",
        "lounge,reception",
        1,
        2,
        coloured=False,
        size=(1.1, 0.7),
        texts=(
            "Today: {Bingo} at 2pm",
            "Today: {Chair yoga} at 3pm",
            "{Singalong} in the lounge 4pm",
            "{Film} afternoon: Casablanca",
            "Visiting hours {10am} to 8pm",
        ),
    ),
    cls(
        "menu board",
        "menu board|chalkboard|blackboard|board",
        "screen",
        "dining",
        1,
        1,
        coloured=False,
        size=(0.9, 1.2),
        texts=(
            "Lunch: {shepherd's pie}",
            "Lunch: {fish} and chips",
            "Dessert: {rice pudding}",
            "Tea: {scones} and jam",
        ),
    ),
    cls(
        "name plate",
        "sign|name plate|door sign|plaque",
        "sign",
        "resident,medication,salon,reception",
        99,
        99,
        coloured=False,
        size=(0.3, 0.15),
    ),
    cls(
        "fire exit sign",
        "exit sign|fire exit sign|sign",
        "sign",
        "corridor",
        1,
        2,
        coloured=False,
        size=(0.4, 0.2),
        texts=("{Fire exit} keep clear", "{Fire assembly} point"),
    ),
    cls(
        "notice board",
        "notice board|bulletin board|board",
        "sign",
        "nurses,reception",
        1,
        1,
        coloured=False,
        size=(1.2, 0.9),
        texts=("{Flu jabs} Thursday", "{Hand hygiene} saves lives", "Staff {rota} week 12"),
    ),
)
NEVER = never(
    "cat:cat|kitten",
    "parrot:parrot|bird cage",
    "treadmill:treadmill|running machine",
    "snooker table:snooker table|pool table",
    "surfboard:surfboard",
    "christmas tree:christmas tree",
    "motorbike:motorbike|motorcycle",
    "ladder:ladder|step ladder",
    "vending machine:vending machine",
    "drum kit:drum kit|drums",
)


def family(rng: np.random.Generator) -> Family:
    return Family(
        "care_home",
        "the care home",
        tuple(zones(rng)),
        CLASSES,
        NEVER,
        outdoor_word="outside in the garden",
    )

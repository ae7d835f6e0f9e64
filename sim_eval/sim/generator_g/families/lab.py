"""A three-storey university building with labs and offices, plus a courtyard and paths outside."""

from __future__ import annotations

from typing import Any

from ..rng import choice, sample, shuffled
from ..spec import FamilySpec, MoverSpec, State, Transition, Zone
from .common import classes, obj_class

H = 3.9

CLASSES = classes(
    obj_class(
        "labbench",
        ["lab bench", "laboratory bench", "lab counter"],
        (3.0, 0.95),
        ["white", "grey", "black"],
    ),
    obj_class(
        "fumehood", ["fume hood", "fume cupboard", "extraction hood"], (1.5, 2.2), [], [], wall=True
    ),
    obj_class(
        "microscope", ["microscope", "light microscope"], (0.4, 0.5), ["white", "black", "grey"]
    ),
    obj_class("centrifuge", ["centrifuge", "lab centrifuge"], (0.6, 0.4), ["white", "grey"]),
    obj_class("incubator", ["incubator", "lab incubator"], (0.8, 1.0), ["white", "grey"]),
    obj_class(
        "gascyl",
        ["gas cylinder", "gas bottle", "compressed gas tank"],
        (0.3, 1.5),
        ["black", "grey", "blue", "green", "white"],
        ["metal"],
    ),
    obj_class(
        "eyewash",
        ["eyewash station", "emergency eyewash"],
        (0.5, 0.5),
        ["green", "yellow"],
        wall=True,
    ),
    obj_class(
        "printer3d", ["3D printer", "filament printer"], (0.6, 0.7), ["black", "white", "orange"]
    ),
    obj_class(
        "robotarm",
        ["robot arm", "robotic arm", "manipulator arm"],
        (0.8, 1.2),
        ["orange", "white", "grey", "blue"],
    ),
    obj_class("oscilloscope", ["oscilloscope", "scope"], (0.4, 0.3), ["grey", "blue", "black"]),
    obj_class(
        "soldering", ["soldering station", "soldering iron"], (0.4, 0.3), ["blue", "black", "red"]
    ),
    obj_class("powersupply", ["power supply", "bench power supply"], (0.3, 0.2), ["grey", "black"]),
    obj_class("opticaltable", ["optical table", "laser bench"], (2.4, 0.9), ["grey", "black"]),
    obj_class(
        "whiteboard",
        ["whiteboard", "dry-erase board", "white board"],
        (2.0, 1.2),
        [],
        [],
        "sign",
        wall=True,
    ),
    obj_class(
        "noticeboard",
        ["notice board", "bulletin board", "cork board", "pin board"],
        (1.4, 1.0),
        [],
        [],
        "sign",
        wall=True,
    ),
    obj_class(
        "doorsign",
        ["door sign", "room sign", "name plate", "door plaque"],
        (0.3, 0.2),
        [],
        [],
        "sign",
        wall=True,
    ),
    obj_class(
        "hazardsign",
        ["warning sign", "hazard sign", "safety sign"],
        (0.4, 0.4),
        ["yellow", "red"],
        [],
        "sign",
        wall=True,
    ),
    obj_class(
        "screen", ["projector screen", "projection screen"], (3.0, 2.0), ["white"], [], wall=True
    ),
    obj_class("lectern", ["lectern", "podium"], (0.7, 1.2), [], ["wooden"]),
    obj_class(
        "chair",
        ["chair", "office chair", "seat"],
        (0.6, 1.0),
        ["black", "blue", "red", "grey", "green"],
    ),
    obj_class(
        "desk",
        ["desk", "office desk", "work desk"],
        (1.5, 0.75),
        ["white", "brown", "grey"],
        ["wooden"],
    ),
    obj_class(
        "monitor",
        ["computer monitor", "monitor", "display monitor"],
        (0.6, 0.4),
        ["black", "silver"],
    ),
    obj_class("copier", ["photocopier", "copier", "copy machine"], (1.0, 1.2), ["white", "grey"]),
    obj_class(
        "vending",
        ["vending machine", "snack machine", "drinks machine"],
        (1.0, 1.9),
        ["red", "blue", "black"],
    ),
    obj_class(
        "coffee",
        ["coffee machine", "coffee maker", "espresso machine"],
        (0.4, 0.5),
        ["silver", "black", "red"],
    ),
    obj_class("fridge", ["fridge", "refrigerator"], (0.7, 1.8), ["white", "silver"]),
    obj_class(
        "microwave", ["microwave", "microwave oven"], (0.5, 0.3), ["white", "black", "silver"]
    ),
    obj_class("kettle", ["kettle", "electric kettle"], (0.2, 0.25), ["white", "silver", "red"]),
    obj_class("sink", ["sink", "washbasin"], (0.6, 0.9), ["white", "silver"], ["metal"], wall=True),
    obj_class(
        "extinguisher", ["fire extinguisher", "extinguisher"], (0.25, 0.6), ["red"], [], wall=True
    ),
    obj_class(
        "watercooler",
        ["water cooler", "water dispenser", "drinking fountain"],
        (0.4, 1.2),
        ["white", "blue"],
    ),
    obj_class(
        "bin",
        ["trash can", "bin", "waste bin", "recycling bin", "garbage can"],
        (0.45, 0.8),
        ["grey", "blue", "green", "black"],
        ["plastic", "metal"],
    ),
    obj_class(
        "bookshelf",
        ["bookshelf", "bookcase", "book shelf"],
        (1.2, 2.0),
        ["brown", "white"],
        ["wooden", "metal"],
        wall=True,
    ),
    obj_class(
        "couch", ["couch", "sofa", "settee"], (2.0, 0.85), ["grey", "blue", "green", "red", "brown"]
    ),
    obj_class("plant", ["potted plant", "houseplant", "plant"], (0.6, 1.2), []),
    obj_class(
        "serverrack", ["server rack", "server cabinet", "rack of servers"], (0.8, 2.0), ["black"]
    ),
    obj_class(
        "aircon", ["air conditioner", "AC unit", "cooling unit"], (0.9, 1.8), ["white", "grey"]
    ),
    obj_class(
        "lockers",
        ["lockers", "locker bank", "row of lockers"],
        (2.0, 1.9),
        ["grey", "blue", "red", "green"],
        ["metal"],
        wall=True,
    ),
    obj_class(
        "confable",
        ["conference table", "meeting table", "boardroom table"],
        (3.5, 0.75),
        ["brown", "white", "black"],
        ["wooden"],
    ),
    obj_class("tv", ["television", "TV", "wall screen"], (1.4, 0.8), ["black"], [], wall=True),
    obj_class("lathe", ["lathe", "metal lathe"], (2.0, 1.3), ["green", "grey", "blue"]),
    obj_class("drillpress", ["drill press", "pillar drill"], (0.6, 1.7), ["green", "grey", "red"]),
    obj_class(
        "toolcab",
        ["tool cabinet", "tool chest", "toolbox"],
        (1.0, 1.2),
        ["red", "blue", "black"],
        ["metal"],
    ),
    obj_class("cardboard", ["cardboard box", "carton", "stack of boxes"], (0.6, 0.6), ["brown"]),
    obj_class("ladder", ["ladder", "stepladder"], (0.6, 1.8), ["silver", "yellow"], ["metal"]),
    obj_class(
        "pigeonholes",
        ["pigeonholes", "mail slots", "mail sorter"],
        (1.6, 1.6),
        [],
        ["wooden"],
        wall=True,
    ),
    obj_class("parcel", ["parcel", "package"], (0.5, 0.35), ["brown", "white"]),
    obj_class(
        "receptiondesk",
        ["reception counter", "front counter", "welcome counter"],
        (3.0, 1.1),
        ["white", "brown", "grey"],
    ),
    obj_class(
        "turnstile",
        ["turnstile", "ticket barrier", "access barrier"],
        (1.0, 1.0),
        ["silver"],
        ["metal", "glass"],
    ),
    obj_class(
        "cafetable",
        ["café table", "bistro table", "round table"],
        (0.8, 0.75),
        ["white", "black", "brown"],
    ),
    obj_class(
        "counter",
        ["service counter", "café counter", "serving counter"],
        (3.0, 1.1),
        ["white", "brown", "black"],
    ),
    obj_class(
        "menuboard",
        ["menu board", "menu sign", "price list"],
        (1.2, 0.8),
        [],
        [],
        "sign",
        wall=True,
    ),
    obj_class("globe", ["globe", "world globe"], (0.4, 0.5), ["blue"]),
    obj_class(
        "desklamp",
        ["reading lamp", "table lamp", "anglepoise lamp"],
        (0.2, 0.5),
        ["green", "black", "silver"],
    ),
    obj_class(
        "bench",
        ["park bench", "outdoor bench", "courtyard bench"],
        (1.8, 0.9),
        ["green", "brown", "black"],
        ["wooden", "metal"],
    ),
    obj_class("tree", ["tree", "maple tree", "birch tree"], (5.0, 8.0), []),
    obj_class(
        "sculpture",
        ["sculpture", "statue", "art installation"],
        (1.5, 2.5),
        ["bronze", "white", "red", "silver"],
        ["metal", "stone"],
    ),
    obj_class(
        "picnictable",
        ["picnic table", "outdoor table", "picnic bench"],
        (2.0, 0.8),
        ["green", "brown"],
        ["wooden"],
    ),
    obj_class(
        "lamppost",
        ["lamp post", "street light", "light pole"],
        (0.3, 4.5),
        ["black", "grey", "green"],
    ),
    obj_class(
        "bicycle",
        ["bicycle", "bike", "pushbike"],
        (1.7, 1.0),
        ["red", "blue", "black", "green", "yellow", "white", "silver"],
        [],
        "vehicle",
    ),
    obj_class(
        "scooter",
        ["e-scooter", "electric scooter", "kick scooter"],
        (1.1, 1.1),
        ["black", "green", "white"],
        [],
        "vehicle",
    ),
    obj_class(
        "bikestand", ["cycle rack", "cycle stand"], (3.0, 0.8), ["silver", "black"], ["metal"]
    ),
    obj_class(
        "exitsign",
        ["exit sign", "emergency exit sign", "fire exit sign"],
        (0.5, 0.25),
        ["green"],
        [],
        "sign",
        wall=True,
    ),
    obj_class(
        "janitor",
        ["janitor", "cleaner", "custodian"],
        (0.6, 1.7),
        [],
        [],
        "person",
        generic="person",
        activity=["mopping the floor", "walking", "emptying a bin"],
    ),
    obj_class(
        "cleaningcart",
        ["cleaning cart", "mop bucket cart", "housekeeping cart"],
        (1.0, 1.1),
        ["yellow", "grey", "blue"],
        [],
        "cart",
    ),
    obj_class(
        "professor",
        ["professor", "lecturer", "man in a tweed jacket"],
        (0.6, 1.8),
        [],
        [],
        "person",
        generic="person",
        activity=["walking", "reading", "talking on the phone"],
    ),
    obj_class(
        "robot",
        ["delivery robot", "mobile robot", "wheeled robot"],
        (0.6, 0.7),
        ["white", "orange", "blue"],
        [],
        "vehicle",
        activity=["driving", "waiting"],
    ),
    obj_class(
        "labtrolley",
        ["lab trolley", "utility cart", "trolley"],
        (0.9, 1.0),
        ["grey", "blue", "silver"],
        ["metal"],
        "cart",
    ),
    obj_class(
        "student",
        ["person", "student", "pedestrian"],
        (0.6, 1.7),
        [],
        [],
        "person",
        ask=False,
        activity=["walking", "sitting", "talking"],
    ),
    obj_class(
        "squirrel",
        ["squirrel", "grey squirrel"],
        (0.3, 0.25),
        ["grey", "red"],
        [],
        "animal",
        activity=["running", "climbing"],
    ),
    obj_class(
        "pigeon",
        ["pigeon", "dove"],
        (0.3, 0.25),
        ["grey", "white"],
        [],
        "animal",
        activity=["pecking", "strutting"],
    ),
    obj_class(
        "van",
        ["van", "delivery van", "panel van"],
        (5.0, 2.2),
        ["white", "grey", "blue"],
        [],
        "vehicle",
    ),
)

SURNAMES = [
    "OKAFOR",
    "LINDQVIST",
    "MORENO",
    "TANAKA",
    "BRENNAN",
    "KOWALSKI",
    "ADEYEMI",
    "FONTAINE",
    "HALVORSEN",
    "NAKAMURA",
    "PETROVA",
    "QUINTERO",
]

ROOM_TYPES: dict[str, dict[str, Any]] = {
    "cafe": dict(
        names=["the café", "the coffee bar", "the cafeteria"],
        contents=[
            ("cafetable", 3, 5, 1),
            ("chair", 4, 8, 1),
            ("counter", 1, 1, 1),
            ("coffee", 1, 1, 1),
            ("bin", 1, 1, 0.8),
        ],
        signs=[
            (
                "menuboard",
                ["SOUP OF THE DAY TOMATO", "FLAT WHITE 2.80", "TODAYS SPECIAL LENTIL CURRY"],
            )
        ],
        scene=["cafe", "dining area"],
        implicit=["tables with students eating"],
    ),
    "lecture": dict(
        names=["the lecture theatre", "the lecture hall", "the auditorium"],
        contents=[("chair", 8, 12, 1), ("lectern", 1, 1, 1), ("screen", 1, 1, 1)],
        signs=[("whiteboard", ["EXAM REVISION 3PM", "PLEASE TAKE YOUR RUBBISH"])],
        scene=["auditorium", "classroom"],
        implicit=["rows of seats facing a big screen"],
    ),
    "workshop": dict(
        names=["the mechanical workshop", "the machine shop", "the workshop"],
        contents=[
            ("lathe", 1, 2, 1),
            ("drillpress", 1, 1, 1),
            ("toolcab", 1, 2, 1),
            ("extinguisher", 1, 1, 0.8),
        ],
        signs=[("hazardsign", ["EAR PROTECTION REQUIRED", "SAFETY GLASSES MUST BE WORN"])],
        scene=["workshop", "garage"],
        implicit=["heavy machine tools"],
    ),
    "chemlab": dict(
        names=["the chemistry lab", "the chem lab", "the chemistry laboratory"],
        contents=[
            ("labbench", 2, 3, 1),
            ("fumehood", 1, 2, 1),
            ("gascyl", 1, 3, 1),
            ("eyewash", 1, 1, 1),
            ("sink", 1, 1, 0.8),
        ],
        signs=[("hazardsign", ["SAFETY GOGGLES REQUIRED", "NO FOOD OR DRINK"])],
        scene=["laboratory"],
        implicit=["glassware on benches under extraction hoods"],
    ),
    "mailroom": dict(
        names=["the mail room", "the post room", "the mailroom"],
        contents=[("pigeonholes", 1, 2, 1), ("parcel", 2, 5, 1), ("labtrolley_static", 0, 0, 0)],
        signs=[("noticeboard", ["PARCELS COLLECT BY FRIDAY", "OUTGOING POST 4PM"])],
        scene=["office", "storage room"],
        implicit=["rows of pigeonholes and parcels"],
    ),
    "seminar": dict(
        names=["the seminar room", "the tutorial room"],
        contents=[("chair", 6, 10, 1), ("confable", 1, 1, 0.6), ("screen", 1, 1, 0.8)],
        signs=[
            (
                "whiteboard",
                ["READING GROUP CHAPTER 4", "DO NOT ERASE", "GROUP MEETING MOVED TO FRIDAY"],
            )
        ],
        scene=["classroom", "meeting room"],
        implicit=["chairs facing a whiteboard"],
    ),
    "storage": dict(
        names=["the storage room", "the supply room", "the store cupboard"],
        contents=[("cardboard", 3, 6, 1), ("ladder", 1, 1, 0.8), ("bookshelf", 1, 2, 0.7)],
        signs=[],
        scene=["storage room"],
        implicit=["shelves stacked with boxes"],
    ),
    "robotics": dict(
        names=["the robotics lab", "the robot lab"],
        contents=[
            ("robotarm", 1, 3, 1),
            ("printer3d", 1, 2, 1),
            ("desk", 2, 3, 1),
            ("monitor", 2, 4, 1),
            ("chair", 2, 4, 1),
        ],
        signs=[
            (
                "whiteboard",
                ["ROS2 WORKSHOP TODAY", "DEMO DAY NEXT TUESDAY", "CALIBRATE ARM BEFORE USE"],
            )
        ],
        scene=["laboratory", "office"],
        implicit=["robot arms on tables and cables everywhere"],
    ),
    "complab": dict(
        names=["the computer lab", "the computer room", "the PC lab"],
        contents=[("desk", 4, 6, 1), ("monitor", 5, 8, 1), ("chair", 5, 8, 1)],
        signs=[("noticeboard", ["NO FOOD NEAR COMPUTERS", "PRINT CREDITS AT RECEPTION"])],
        scene=["computer room", "office"],
        implicit=["rows of screens on desks"],
    ),
    "meeting": dict(
        names=["the meeting room", "the conference room", "the boardroom"],
        contents=[("confable", 1, 1, 1), ("chair", 6, 8, 1), ("tv", 1, 1, 1)],
        signs=[("whiteboard", ["BUDGET Q3 REVIEW", "AGENDA ITEM 1 HIRING"])],
        scene=["conference room", "office"],
        implicit=["one long table with chairs around it"],
    ),
    "microscopy": dict(
        names=["the microscopy lab", "the imaging lab", "the microscope room"],
        contents=[("microscope", 2, 4, 1), ("labbench", 1, 2, 1), ("chair", 1, 3, 0.8)],
        signs=[("hazardsign", ["LASER IN USE", "KEEP LIGHTS OFF"])],
        scene=["laboratory"],
        implicit=["dim benches with optical equipment"],
    ),
    "kitchenette": dict(
        names=["the kitchenette", "the tea kitchen", "the staff kitchen"],
        contents=[
            ("fridge", 1, 1, 1),
            ("microwave", 1, 2, 1),
            ("kettle", 1, 1, 1),
            ("sink", 1, 1, 1),
            ("coffee", 0, 1, 0.7),
        ],
        signs=[("noticeboard", ["PLEASE WASH YOUR MUGS", "FRIDGE CLEAN OUT ON FRIDAY"])],
        scene=["kitchen"],
        implicit=["a sink, a kettle and a fridge"],
    ),
    "printroom": dict(
        names=["the printer room", "the copy room", "the print room"],
        contents=[("copier", 1, 2, 1), ("cardboard", 1, 2, 0.8), ("bin", 1, 1, 0.8)],
        signs=[("noticeboard", ["REPORT PAPER JAMS TO IT", "SCAN TO EMAIL AVAILABLE"])],
        scene=["office"],
        implicit=["big copying machines"],
    ),
    "electronics": dict(
        names=["the electronics lab", "the circuits lab"],
        contents=[
            ("oscilloscope", 2, 3, 1),
            ("soldering", 1, 2, 1),
            ("powersupply", 1, 2, 1),
            ("labbench", 1, 2, 1),
            ("chair", 2, 3, 0.8),
        ],
        signs=[("hazardsign", ["HIGH VOLTAGE", "ESD PROTECTED AREA"])],
        scene=["laboratory", "workshop"],
        implicit=["benches covered in circuit boards"],
    ),
    "library": dict(
        names=["the library", "the reading room", "the departmental library"],
        contents=[
            ("bookshelf", 3, 5, 1),
            ("desk", 1, 3, 1),
            ("desklamp", 1, 2, 1),
            ("globe", 0, 1, 0.6),
            ("chair", 2, 4, 1),
        ],
        signs=[("noticeboard", ["QUIET PLEASE", "RETURN BOOKS BY JUNE"])],
        scene=["library"],
        implicit=["tall shelves full of books"],
    ),
    "physics": dict(
        names=["the physics lab", "the optics lab", "the laser lab"],
        contents=[
            ("opticaltable", 1, 2, 1),
            ("powersupply", 1, 2, 1),
            ("oscilloscope", 0, 1, 0.6),
            ("chair", 1, 2, 0.6),
        ],
        signs=[("hazardsign", ["LASER RADIATION AVOID EYE EXPOSURE", "AUTHORISED USERS ONLY"])],
        scene=["laboratory"],
        implicit=["a heavy table covered in mirrors and lenses"],
    ),
    "biology": dict(
        names=["the biology lab", "the bio lab", "the life sciences lab"],
        contents=[
            ("labbench", 2, 3, 1),
            ("microscope", 1, 2, 1),
            ("incubator", 1, 2, 1),
            ("centrifuge", 1, 1, 1),
            ("fridge", 0, 1, 0.6),
        ],
        signs=[("hazardsign", ["BIOHAZARD AUTHORISED STAFF ONLY", "WASH HANDS BEFORE LEAVING"])],
        scene=["laboratory"],
        implicit=["benches with petri dishes"],
    ),
    "server": dict(
        names=["the server room", "the data room", "the IT room"],
        contents=[("serverrack", 3, 5, 1), ("aircon", 1, 1, 1)],
        signs=[("hazardsign", ["AUTHORISED PERSONNEL ONLY", "NO LIQUIDS BEYOND THIS POINT"])],
        scene=["server room"],
        implicit=["humming racks with blinking lights"],
    ),
    "lounge": dict(
        names=["the staff lounge", "the common room", "the break room"],
        contents=[
            ("couch", 1, 2, 1),
            ("tv", 0, 1, 0.6),
            ("plant", 1, 2, 1),
            ("chair", 1, 3, 0.8),
            ("coffee", 0, 1, 0.5),
        ],
        signs=[("noticeboard", ["YOGA AT LUNCHTIME", "CAKE FRIDAY"])],
        scene=["living room", "lounge"],
        implicit=["comfy sofas and a coffee table"],
    ),
}
POOLS = {
    0: ["cafe", "lecture", "workshop", "chemlab", "mailroom", "seminar", "storage"],
    1: [
        "robotics",
        "complab",
        "meeting",
        "microscopy",
        "kitchenette",
        "printroom",
        "electronics",
        "office",
        "office",
    ],
    2: [
        "library",
        "physics",
        "biology",
        "server",
        "lounge",
        "seminar",
        "office",
        "office",
        "storage",
    ],
}


def build(rng) -> FamilySpec:
    floors = {
        0: dict(
            z=0.0, names=["the ground floor", "floor 0"], keywords=["ground", "floor 0", "level 0"]
        ),
        1: dict(
            z=H,
            names=["the first floor", "floor 1"],
            keywords=["first floor", "1st floor", "floor 1", "level 1", "floor one"],
        ),
        2: dict(
            z=2 * H,
            names=["the second floor", "floor 2", "the top floor"],
            keywords=["second floor", "2nd floor", "floor 2", "level 2", "top floor", "floor two"],
        ),
    }
    zones: list[Zone] = []
    portals: list[tuple] = []
    surnames = shuffled(rng, SURNAMES)
    dept = choice(
        rng,
        ["SCHOOL OF ENGINEERING", "DEPARTMENT OF APPLIED SCIENCE", "FACULTY OF NATURAL SCIENCES"],
    )
    bldg = choice(rng, ["HOPPER BUILDING", "FRANKLIN HALL", "TURING WING", "MEITNER BUILDING"])

    def add(zone, *doors):
        zones.append(zone)
        for kind, to, pt in doors:
            portals.append((kind, zone.id, to, pt))
        return zone

    add(
        Zone(
            "courtyard",
            ["the courtyard", "the inner courtyard", "the quad"],
            0,
            (0, -30, 60, 0),
            "outdoor",
            True,
            "in",
            ["courtyard", "outdoor area", "plaza"],
            [
                ("bench", 2, 3, 1),
                ("tree", 2, 4, 1),
                ("sculpture", 1, 1, 1),
                ("picnictable", 1, 3, 1),
                ("bin", 1, 2, 1),
                ("lamppost", 2, 3, 1),
            ],
            [("noticeboard", ["CAMPUS OPEN DAY SATURDAY", "FARMERS MARKET WEDNESDAY"])],
            1.2,
            implicit=["paving and trees under the open sky"],
        )
    )
    add(
        Zone(
            "bikeshelter",
            ["the bike shelter", "the bicycle shed", "the cycle park"],
            0,
            (60, -30, 75, -15),
            "outdoor",
            True,
            "in",
            ["parking lot", "outdoor area"],
            [
                ("bikestand", 2, 3, 1),
                ("bicycle", 3, 6, 1),
                ("scooter", 1, 2, 0.8),
                ("lamppost", 0, 1, 0.5),
            ],
            [("noticeboard", ["LOCK YOUR BIKE", "ABANDONED BIKES REMOVED MONTHLY"])],
            1.0,
            implicit=["racks of parked bicycles under a roof"],
        ),
        ("open", "courtyard", (60.0, -22.0)),
    )
    add(
        Zone(
            "path",
            ["the campus path", "the front walkway", "the path outside the entrance"],
            0,
            (-25, -30, 0, 24),
            "hub",
            True,
            "on",
            ["sidewalk", "outdoor area", "street"],
            [("lamppost", 2, 3, 1), ("bench", 0, 1, 0.6), ("bin", 1, 1, 0.8), ("tree", 1, 2, 1)],
            [("noticeboard", [f"{bldg} {dept}", bldg])],
            0.5,
            implicit=["a paved path beside a building"],
        ),
        ("open", "courtyard", (0.0, -15.0)),
    )
    for f in (0, 1, 2):
        add(
            Zone(
                f"corridor{f}",
                [
                    f"the {['ground-floor', 'first-floor', 'second-floor'][f]} corridor",
                    f"the corridor on floor {f}",
                    f"the floor {f} hallway",
                ],
                f,
                (0, 10, 60, 14),
                "hub",
                False,
                "in",
                ["hallway", "corridor"],
                [
                    ("extinguisher", 1, 2, 1),
                    ("bin", 1, 2, 1),
                    ("watercooler", 0, 1, 0.7),
                    ("lockers", 0, 1, 0.6),
                    ("exitsign", 1, 2, 1),
                ],
                [
                    (
                        "noticeboard",
                        sample(
                            rng,
                            [
                                "SEMINAR THURSDAY 4PM",
                                "LOST KEYS AT RECEPTION",
                                "FIRE DRILL ON MONDAY",
                                "PHD DEFENCE ROOM 2.03 AT NOON",
                                "BLOOD DONATION IN THE LOBBY",
                            ],
                            1,
                        ),
                    )
                ],
                0.3,
                implicit=["a long corridor with doors on both sides"],
            )
        )
        for sid, x0 in (("A", 0), ("B", 55)):
            add(
                Zone(
                    f"stair{sid}{f}",
                    [f"stairwell {sid}", f"the {'west' if sid == 'A' else 'east'} stairwell"],
                    f,
                    (x0, 14, x0 + 5, 24),
                    "stairwell",
                    False,
                    "in",
                    ["stairwell", "staircase"],
                    [("extinguisher", 0, 1, 0.5), ("exitsign", 1, 1, 0.8)],
                    [],
                    0.05,
                    implicit=["flights of stairs"],
                ),
                ("door", f"corridor{f}", (x0 + 2.5, 14.0)),
            )
    slots = [
        ("S", (0, 0, 14, 10)),
        ("S", (14, 0, 28, 10)),
        ("S", (28, 0, 46, 10)),
        ("S", (46, 0, 60, 10)),
        ("N", (5, 14, 22, 24)),
        ("N", (22, 14, 30, 24)),
        ("N", (34, 14, 46, 24)),
        ("N", (46, 14, 55, 24)),
    ]
    counts: dict[str, int] = {}
    ordinal = ["ground-floor", "first-floor", "second-floor"]
    for f in (0, 1, 2):
        pool = shuffled(rng, POOLS[f])
        k = 0
        for n, (side, rect) in enumerate(slots, start=1):
            door = ((rect[0] + rect[2]) / 2, 10.0 if side == "S" else 14.0)
            num = f"{f}.{n:02d}"
            if f == 0 and n == 1:
                add(
                    Zone(
                        "lobby",
                        ["the lobby", "the entrance hall", "the foyer"],
                        0,
                        rect,
                        "room",
                        False,
                        "in",
                        ["lobby", "reception"],
                        [
                            ("receptiondesk", 1, 1, 1),
                            ("plant", 1, 2, 1),
                            ("turnstile", 1, 2, 1),
                            ("vending", 1, 1, 1),
                            ("couch", 0, 1, 0.6),
                        ],
                        [("noticeboard", [f"WELCOME TO THE {bldg}", f"{dept} RECEPTION"])],
                        0.8,
                        implicit=["a reception desk by the front doors"],
                    ),
                    ("open", "corridor0", door),
                    ("door", "courtyard", (7.0, 0.0)),
                    ("door", "path", (0.0, 5.0)),
                )
                continue
            key = pool[k]
            k += 1
            counts[key] = counts.get(key, 0) + 1
            if key == "office":
                who = surnames.pop()
                add(
                    Zone(
                        f"office{num.replace('.', '_')}",
                        [f"office {num}", f"room {num}", f"Dr {who.title()}'s office"],
                        f,
                        rect,
                        "room",
                        False,
                        "in",
                        ["office"],
                        [
                            ("desk", 1, 2, 1),
                            ("chair", 1, 3, 1),
                            ("bookshelf", 1, 2, 1),
                            ("monitor", 1, 2, 1),
                            ("plant", 0, 1, 0.6),
                        ],
                        [("doorsign", [f"ROOM {num} DR {who}", f"{num} DR {who}"])],
                        0.8,
                        implicit=["a small office with a desk"],
                    ),
                    ("door", f"corridor{f}", door),
                )
                continue
            rt = ROOM_TYPES[key]
            zid = key if counts[key] == 1 else f"{key}{counts[key]}"
            names = [*rt["names"], f"room {num}"]
            if counts[key] > 1 or sum(1 for ff in (0, 1, 2) if key in POOLS[ff]) > 1:
                base = rt["names"][0].replace("the ", "")
                names = [f"the {ordinal[f]} {base}", f"{base} {num}", f"room {num}"]
            contents = [c for c in rt["contents"] if c[0] in CLASSES]
            signs = [
                *rt["signs"],
                ("doorsign", [f"{num} {names[0].replace('the ', '').upper()}"]),
            ]
            add(
                Zone(
                    zid,
                    names,
                    f,
                    rect,
                    "room",
                    False,
                    "in",
                    list(rt["scene"]),
                    contents,
                    signs,
                    1.0,
                    implicit=list(rt["implicit"]),
                ),
                ("door", f"corridor{f}", door),
            )
    transitions = []
    for f in (0, 1):
        for sid, x0 in (("A", 0), ("B", 55)):
            xa, xb = x0 + 1.3, x0 + 3.7
            transitions.append(
                Transition(
                    f"stairs{sid}{f}{f + 1}",
                    ["the stairs", "the staircase"],
                    "stairs",
                    (f, f + 1),
                    [
                        (x0 + 2.5, 15.0, 0.0),
                        (xa, 16.0, 0.0),
                        (xa, 23.0, 0.5),
                        (xb, 23.0, 0.5),
                        (xb, 16.0, 1.0),
                        (x0 + 2.5, 15.2, 1.0),
                    ],
                    (x0, 14, x0 + 5, 24),
                )
            )
    transitions.append(
        Transition(
            "lift",
            ["the lift", "the elevator"],
            "lift",
            (0, 1, 2),
            [(32.0, 16.0, 0.0)],
            (30, 14, 34, 18),
            {f: (f"corridor{f}", (32.0, 12.5)) for f in (0, 1, 2)},
        )
    )
    room_ids = {f: [z.id for z in zones if z.floor == f and z.kind == "room"] for f in (0, 1, 2)}
    movers = [
        MoverSpec("janitor", ["corridor1", *room_ids[1][:4]], (0.5, 0.9), (30, 200), tag="janitor"),
        MoverSpec("cleaningcart", ["corridor1"], follow="janitor"),
        MoverSpec("professor", ["corridor2"] + room_ids[2], (0.7, 1.1), (60, 400)),
        MoverSpec(
            "robot",
            ["corridor0", "lobby"]
            + [z for z in room_ids[0] if z in ("mailroom", "cafe", "workshop")],
            (0.5, 0.9),
            (20, 150),
        ),
        MoverSpec("labtrolley", ["corridor1", *room_ids[1][4:]], (0.5, 0.9), (60, 400)),
        MoverSpec(
            "student",
            ["corridor0", "lobby", "courtyard"] + room_ids[0],
            (0.8, 1.3),
            (20, 200),
            count=(3, 5),
        ),
        MoverSpec("student", ["corridor1"] + room_ids[1], (0.8, 1.3), (20, 200), count=(2, 3)),
        MoverSpec("student", ["corridor2"] + room_ids[2], (0.8, 1.3), (20, 200), count=(1, 3)),
        MoverSpec("squirrel", ["courtyard"], (1.0, 2.5), (5, 60), count=(1, 2)),
        MoverSpec("pigeon", ["courtyard", "path"], (0.5, 1.5), (5, 40), count=(2, 4)),
        MoverSpec("bicycle", ["bikeshelter"], (0.0, 0.0), (0, 0), presence="leave", count=(1, 2)),
        MoverSpec(
            "bicycle", ["courtyard", "path", "bikeshelter"], (2.5, 4.5), (60, 400), presence="visit"
        ),
        MoverSpec("van", ["path"], (2.0, 3.0), (200, 700), presence="visit"),
    ]
    states = [
        State("outside", ["outside", "outdoors", "outside the building"], "outdoor"),
        State(
            "upstairs", ["upstairs", "above the ground floor", "on the upper floors"], "floor>=1"
        ),
        State("topfloor", ["on the second floor", "on the top floor", "up on floor 2"], "floor==2"),
        State(
            "groundin",
            ["inside on the ground floor", "indoors on the ground floor"],
            "floor==0&indoor",
        ),
    ]
    return FamilySpec(
        name="lab",
        floors=floors,
        zones=zones,
        portals=portals,
        transitions=transitions,
        classes=CLASSES,
        movers=movers,
        confusers=[
            "backpack",
            "laptop bag",
            "coffee cup",
            "umbrella",
            "water bottle",
            "cable",
            "window",
            "jacket",
        ],
        distractors=[
            ["giraffe"],
            ["tractor"],
            ["cow"],
            ["escalator"],
            ["shopping cart", "shopping trolley"],
            ["hay bale"],
            ["canoe", "kayak"],
            ["grand piano", "piano"],
            ["horse"],
            ["camel"],
            ["mannequin"],
            ["surfboard"],
            ["bathtub"],
            ["snowman"],
            ["wheelbarrow"],
            ["chicken", "hen"],
        ],
        states=states,
        start_zones=["path", "courtyard", "lobby"],
        attr_colours=[
            "red",
            "blue",
            "green",
            "yellow",
            "white",
            "black",
            "silver",
            "grey",
            "orange",
            "brown",
        ],
    )

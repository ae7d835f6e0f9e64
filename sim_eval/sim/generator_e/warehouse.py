"""The warehouse family: a logistics shed with racking, docks, a mezzanine and a yard."""

from __future__ import annotations

import random

from sim_eval.sim.generator_e.sites import (
    Outdoors,
    add_sign,
    furnish,
    make_place,
    occupancy,
    sign_category,
    transient,
)
from sim_eval.sim.generator_e.world import Category, Connection, Instance, Place, World

STOREY_H = 4.5
LEVEL_NAMES = {
    0: ["ground floor", "ground", "warehouse floor", "shop floor", "floor 0", "level 0"],
    1: ["mezzanine", "first floor", "upper floor", "level 1", "floor 1"],
}
LETTERS = "ABCDEF"

_C = tuple[
    str, list[str], float, list[str], list[str], bool, list[str], tuple[int, int], float, bool
]
CATALOGUE: list[_C] = [
    (
        "racking",
        ["pallet racking", "storage rack", "racking"],
        6.0,
        ["blue", "orange"],
        ["steel"],
        False,
        ["aisle"],
        (2, 2),
        1.0,
        True,
    ),
    (
        "pallet",
        ["pallet", "wooden pallet", "skid"],
        1.2,
        ["brown"],
        ["wooden"],
        True,
        ["docks", "staging", "picking", "aisle"],
        (6, 9),
        1.0,
        False,
    ),
    (
        "forklift",
        ["forklift", "forklift truck", "lift truck"],
        2.5,
        ["yellow", "orange", "red"],
        [],
        True,
        ["docks", "crossaisle", "aisle", "charging", "staging"],
        (2, 3),
        1.0,
        False,
    ),
    (
        "agv",
        ["AGV", "automated guided vehicle", "autonomous cart"],
        1.2,
        ["grey", "orange"],
        [],
        True,
        ["picking", "packing", "charging", "crossaisle"],
        (2, 3),
        1.0,
        False,
    ),
    (
        "palletjack",
        ["pallet jack", "pallet truck", "hand pallet truck"],
        1.5,
        ["red", "yellow", "blue"],
        [],
        True,
        ["docks", "picking", "staging", "packing"],
        (2, 2),
        1.0,
        False,
    ),
    (
        "dockdoor",
        ["dock door", "roller shutter", "loading door"],
        3.0,
        ["grey", "white"],
        ["metal"],
        False,
        [],
        (0, 0),
        1.0,
        True,
    ),
    (
        "trailer",
        ["trailer", "semi-trailer", "lorry trailer"],
        12.0,
        ["white", "blue", "red"],
        [],
        False,
        ["yard"],
        (2, 3),
        1.0,
        False,
    ),
    (
        "lorry",
        ["lorry", "HGV", "tractor unit"],
        6.0,
        ["white", "red", "green"],
        [],
        False,
        [],
        (0, 0),
        1.0,
        False,
    ),
    (
        "container",
        ["shipping container", "container"],
        6.0,
        ["blue", "red", "green"],
        ["steel"],
        False,
        ["yard"],
        (1, 2),
        0.6,
        False,
    ),
    (
        "skip",
        ["skip", "waste skip", "dumpster"],
        3.0,
        ["yellow", "green"],
        ["steel"],
        False,
        ["yard"],
        (1, 1),
        1.0,
        False,
    ),
    (
        "packtable",
        ["packing table", "packing bench", "workbench"],
        1.8,
        ["grey"],
        ["steel"],
        False,
        ["packing"],
        (3, 4),
        1.0,
        False,
    ),
    (
        "tapegun",
        ["tape gun", "tape dispenser"],
        0.25,
        ["red", "black"],
        [],
        True,
        ["packing"],
        (2, 2),
        1.0,
        False,
    ),
    (
        "boxes",
        ["cardboard boxes", "stack of boxes", "cartons"],
        1.0,
        ["brown"],
        ["cardboard"],
        True,
        ["packing", "staging", "picking", "docks"],
        (4, 6),
        1.0,
        False,
    ),
    (
        "wrapper",
        ["pallet wrapper", "stretch wrap machine", "wrapping machine"],
        2.2,
        ["grey"],
        [],
        False,
        ["staging"],
        (1, 1),
        1.0,
        False,
    ),
    (
        "scale",
        ["weighing scale", "platform scale"],
        1.0,
        ["grey", "blue"],
        [],
        False,
        ["packing"],
        (1, 1),
        1.0,
        False,
    ),
    (
        "rollcage",
        ["roll cage", "cage trolley", "wire cage"],
        1.7,
        ["silver", "yellow"],
        ["metal"],
        True,
        ["picking", "staging", "docks", "packing"],
        (3, 4),
        1.0,
        False,
    ),
    (
        "picktrolley",
        ["picking trolley", "pick cart"],
        1.2,
        ["blue", "green"],
        [],
        True,
        ["picking", "aisle"],
        (2, 2),
        1.0,
        False,
    ),
    (
        "scanner",
        ["barcode scanner", "handheld scanner"],
        0.2,
        ["black", "yellow"],
        [],
        True,
        ["picking", "packing", "office"],
        (1, 2),
        1.0,
        False,
    ),
    (
        "conveyor",
        ["conveyor belt", "roller conveyor", "conveyor"],
        4.0,
        ["grey"],
        ["steel"],
        False,
        ["picking", "packing"],
        (1, 1),
        1.0,
        False,
    ),
    (
        "charger",
        ["charging station", "battery charger", "charging point"],
        1.4,
        ["grey", "green"],
        [],
        False,
        ["charging"],
        (2, 3),
        1.0,
        True,
    ),
    (
        "battery",
        ["forklift battery", "traction battery"],
        1.0,
        ["blue", "grey"],
        [],
        False,
        ["charging"],
        (1, 1),
        0.8,
        False,
    ),
    (
        "extinguisher",
        ["fire extinguisher", "extinguisher"],
        0.5,
        ["red"],
        [],
        False,
        ["crossaisle", "charging", "office", "canteen", "docks"],
        (1, 1),
        1.0,
        True,
    ),
    (
        "firstaid",
        ["first aid kit", "first-aid box"],
        0.35,
        ["green"],
        [],
        False,
        ["packing", "canteen", "gatehouse"],
        (1, 1),
        1.0,
        True,
    ),
    (
        "eyewash",
        ["eyewash station", "eye wash"],
        0.5,
        ["green"],
        [],
        False,
        ["charging"],
        (1, 1),
        0.7,
        True,
    ),
    (
        "bollard",
        ["bollard", "safety post"],
        1.0,
        ["yellow"],
        ["steel"],
        False,
        ["docks", "crossaisle"],
        (1, 2),
        1.0,
        False,
    ),
    (
        "barrier",
        ["safety barrier", "pedestrian barrier", "guard rail"],
        2.0,
        ["yellow"],
        ["steel"],
        False,
        ["crossaisle", "picking"],
        (1, 1),
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
        ["yard", "docks", "carpark"],
        (2, 3),
        1.0,
        False,
    ),
    (
        "ladder",
        ["ladder", "step ladder", "mobile steps"],
        1.8,
        ["yellow", "silver"],
        ["aluminium"],
        True,
        ["aisle", "picking"],
        (1, 2),
        0.8,
        False,
    ),
    (
        "desk",
        ["office desk", "desk", "workstation"],
        1.5,
        ["white", "grey"],
        [],
        False,
        ["office"],
        (3, 4),
        1.0,
        False,
    ),
    (
        "officechair",
        ["office chair", "swivel chair"],
        1.0,
        ["black", "blue"],
        [],
        False,
        ["office", "meeting"],
        (2, 3),
        1.0,
        False,
    ),
    (
        "monitor",
        ["computer monitor", "monitor", "screen"],
        0.55,
        ["black"],
        [],
        False,
        ["office", "gatehouse"],
        (2, 3),
        1.0,
        False,
    ),
    (
        "printer",
        ["printer", "copier"],
        0.9,
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
        ["grey", "black"],
        ["metal"],
        False,
        ["office"],
        (1, 2),
        1.0,
        True,
    ),
    (
        "whiteboard",
        ["whiteboard", "white board"],
        1.6,
        ["white"],
        [],
        False,
        ["meeting", "office"],
        (1, 1),
        1.0,
        True,
    ),
    (
        "meettable",
        ["meeting table", "conference table"],
        2.4,
        ["brown", "white"],
        ["wooden"],
        False,
        ["meeting"],
        (1, 1),
        1.0,
        False,
    ),
    (
        "plant",
        ["potted plant", "plant pot"],
        0.8,
        ["green"],
        [],
        False,
        ["office", "meeting"],
        (0, 1),
        1.0,
        False,
    ),
    (
        "cooler",
        ["water cooler", "water dispenser"],
        1.2,
        ["white", "blue"],
        [],
        False,
        ["office", "canteen"],
        (1, 1),
        1.0,
        True,
    ),
    (
        "microwave",
        ["microwave", "microwave oven"],
        0.5,
        ["white", "silver", "black"],
        [],
        False,
        ["canteen"],
        (1, 2),
        1.0,
        True,
    ),
    (
        "fridge",
        ["fridge", "refrigerator"],
        1.6,
        ["white", "silver"],
        [],
        False,
        ["canteen"],
        (1, 1),
        1.0,
        True,
    ),
    (
        "kettle",
        ["kettle", "electric kettle"],
        0.25,
        ["white", "black"],
        [],
        False,
        ["canteen"],
        (1, 1),
        1.0,
        False,
    ),
    (
        "table",
        ["canteen table", "dining table", "lunch table"],
        1.4,
        ["grey", "white"],
        [],
        False,
        ["canteen"],
        (2, 3),
        1.0,
        False,
    ),
    (
        "vending",
        ["vending machine", "snack machine"],
        1.8,
        ["red", "blue", "black"],
        [],
        False,
        ["canteen"],
        (1, 1),
        0.7,
        True,
    ),
    (
        "lockers",
        ["lockers", "locker bank", "row of lockers"],
        2.0,
        ["grey", "blue"],
        ["metal"],
        False,
        ["lockerroom"],
        (2, 3),
        1.0,
        True,
    ),
    (
        "sink",
        ["sink", "washbasin"],
        0.7,
        ["white"],
        ["ceramic"],
        False,
        ["toilets", "canteen"],
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
        "boom",
        ["barrier arm", "boom barrier", "gate barrier"],
        4.0,
        ["red"],
        [],
        False,
        ["gate"],
        (1, 1),
        1.0,
        False,
    ),
    (
        "cctv",
        ["CCTV monitor", "security screen", "camera monitor"],
        0.6,
        ["black"],
        [],
        False,
        ["gatehouse"],
        (1, 2),
        1.0,
        True,
    ),
    (
        "visitorbook",
        ["visitor book", "sign-in book"],
        0.3,
        ["blue", "black"],
        [],
        False,
        ["gatehouse"],
        (1, 1),
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
        (3, 6),
        1.0,
        False,
    ),
    (
        "van",
        ["van", "delivery van", "panel van"],
        5.5,
        ["white", "grey"],
        [],
        False,
        ["carpark", "yard"],
        (1, 1),
        0.8,
        False,
    ),
    (
        "lamp",
        ["street lamp", "lamp post", "floodlight"],
        5.0,
        ["grey"],
        ["metal"],
        False,
        ["pavement", "yard", "carpark"],
        (1, 2),
        1.0,
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
        "trafficlight",
        ["traffic light", "traffic signal", "pedestrian signal"],
        3.0,
        ["black"],
        [],
        False,
        ["crossing"],
        (2, 2),
        1.0,
        False,
    ),
    (
        "bench",
        ["bench", "outdoor bench"],
        1.6,
        ["green", "grey"],
        ["metal"],
        False,
        ["busstop", "gate"],
        (1, 1),
        1.0,
        False,
    ),
    (
        "liftdoor",
        ["goods lift door", "lift gate", "lift doors"],
        2.0,
        ["grey", "yellow"],
        ["steel"],
        False,
        ["liftlobby"],
        (1, 1),
        1.0,
        False,
    ),
    (
        "liftpanel",
        ["lift control panel", "lift buttons"],
        0.3,
        ["grey"],
        [],
        False,
        ["lift"],
        (1, 1),
        1.0,
        True,
    ),
    (
        "door",
        ["door", "office door", "fire door"],
        2.0,
        ["grey", "white", "blue"],
        [],
        False,
        ["office", "meeting", "canteen", "toilets", "lockerroom", "gatehouse"],
        (1, 1),
        1.0,
        True,
    ),
    (
        "window",
        ["window", "office window", "glazed panel"],
        1.8,
        ["white"],
        ["glass"],
        False,
        ["office", "meeting", "canteen", "gatehouse", "mezzcorr"],
        (1, 3),
        1.0,
        True,
    ),
    (
        "column",
        ["steel column", "pillar", "support column"],
        3.0,
        ["yellow", "grey", "blue"],
        ["steel"],
        False,
        ["docks", "crossaisle", "picking", "packing", "staging", "charging"],
        (1, 3),
        1.0,
        False,
    ),
    (
        "highbay",
        ["high bay light", "ceiling light", "overhead lamp"],
        1.5,
        ["white"],
        [],
        False,
        [
            "docks",
            "crossaisle",
            "aisle",
            "picking",
            "packing",
            "staging",
            "charging",
            "office",
            "canteen",
        ],
        (1, 2),
        1.0,
        False,
    ),
    (
        "wastebin",
        ["waste bin", "wheelie bin", "recycling bin"],
        1.0,
        ["green", "blue", "black"],
        ["plastic"],
        False,
        ["packing", "canteen", "office", "yard", "docks"],
        (1, 1),
        1.0,
        False,
    ),
    (
        "bus",
        ["bus", "single-decker bus", "coach"],
        10.0,
        ["white", "green", "red"],
        [],
        False,
        [],
        (0, 0),
        1.0,
        False,
    ),
]
ABSENT_EXTRA = [
    "scissor lift",
    "cardboard baler",
    "reach truck",
    "pool table",
    "drone",
    "table tennis table",
    "sofa",
    "fish tank",
    "golf cart",
    "tyre rack",
]
HALLUCINATIONS = ["box lid", "cable", "poster", "bag", "bottle", "glove", "rope", "crate lid"]
PEOPLE = [
    "person",
    "worker",
    "man in hi-vis vest",
    "woman in hi-vis jacket",
    "warehouse worker",
    "person wearing a hard hat",
    "man",
    "woman",
]

SIGNS: dict[str, list[tuple[str, list[str]]]] = {
    "charging": [("FORKLIFT CHARGING AREA - NO SMOKING", ["charging", "no smoking"])],
    "crossaisle": [
        ("PEDESTRIANS USE MARKED WALKWAY", ["walkway"]),
        ("SPEED LIMIT 5 MPH", ["5 mph"]),
    ],
    "picking": [("PICK FACE ZONE 2", ["zone 2"])],
    "staging": [("DISPATCH STAGING - KEEP CLEAR", ["keep clear", "staging"])],
    "liftlobby": [("GOODS LIFT MAX LOAD 1000 KG", ["1000"])],
    "office": [("MEZZANINE OFFICE - AUTHORISED PERSONNEL ONLY", ["authorised"])],
    "meeting": [("MEETING ROOM 1", ["meeting room 1"])],
    "canteen": [("CANTEEN - PLEASE CLEAN UP AFTER YOURSELF", ["clean up"])],
    "toilets": [("NOW WASH YOUR HANDS", ["wash"])],
    "lockerroom": [("LOCKERS - HI-VIS MUST BE WORN ON THE FLOOR", ["hi-vis"])],
    "gatehouse": [("GATEHOUSE - ALL VISITORS REPORT HERE", ["report"])],
    "gate": [("SITE SPEED LIMIT 10 MPH", ["10 mph"])],
    "yard": [("HGV PARKING ONLY", ["hgv parking"])],
    "carpark": [("STAFF AND VISITOR PARKING", ["visitor parking", "parking"])],
    "busstop": [("ROUTE 17 INDUSTRIAL ESTATE", ["route 17", "industrial estate"])],
}


def build(seed: int) -> World:
    """The warehouse for one seed: 4-6 racking aisles, docks, a mezzanine and the yard."""
    rng = random.Random(f"warehouse-layout-{seed}")
    n_aisles = rng.randint(4, 6)
    places: dict[str, Place] = {}
    conns: list[Connection] = []

    def add(place: Place) -> Place:
        places[place.id] = place
        return place

    def door(a: str, b: str, x: float, y: float, kind: str = "door") -> None:
        conns.append(Connection(a, b, kind, (x, y)))

    hall = ["concrete floor", "high ceiling", "steel beams"]
    add(
        make_place(
            "inbound",
            "inbound docks",
            ["inbound docks", "goods in", "receiving dock"],
            "room",
            0,
            (0, 0, 40, 8),
            generic="a loading area with roller doors",
            function="an area where deliveries are unloaded",
            code="Z1-DOCK-IN",
            tags=["docks", "inbound"],
            keys=["inbound", "goods in", "receiving"],
            background=hall,
            range_m=25.0,
        )
    )
    add(
        make_place(
            "outbound",
            "outbound docks",
            ["outbound docks", "goods out", "dispatch dock"],
            "room",
            0,
            (40, 0, 80, 8),
            generic="a loading area with roller doors",
            function="an area where shipments are loaded",
            code="Z1-DOCK-OUT",
            tags=["docks", "outbound"],
            keys=["outbound", "goods out", "dispatch"],
            background=hall,
            range_m=25.0,
        )
    )
    add(
        make_place(
            "crossaisle",
            "main aisle",
            ["main aisle", "cross aisle", "front aisle"],
            "corridor",
            0,
            (0, 8, 80, 14),
            generic="a wide lane through a warehouse",
            function="a traffic lane for forklifts",
            code="Z2-MAIN",
            tags=["crossaisle"],
            keys=["main aisle", "cross aisle"],
            background=hall,
            stayable=False,
            range_m=30.0,
        )
    )
    add(
        make_place(
            "charging",
            "charging area",
            ["charging area", "charging bay", "battery charging area"],
            "room",
            0,
            (0, 14, 6, 44),
            generic="an area with chargers along a wall",
            function="a place where vehicles recharge",
            code="Z2-CHG",
            tags=["charging"],
            keys=["charging"],
            background=hall,
            range_m=20.0,
        )
    )
    add(
        make_place(
            "rearaisle",
            "rear aisle",
            ["rear aisle", "back aisle"],
            "corridor",
            0,
            (0, 44, 50, 50),
            generic="a lane along the back wall",
            function="a passage behind the racking",
            code="Z4-REAR",
            tags=["rearaisle"],
            keys=["rear aisle", "back aisle"],
            background=hall,
            stayable=False,
            range_m=25.0,
        )
    )
    for i in range(n_aisles):
        letter = LETTERS[i]
        x0 = 8.0 + 7.0 * i
        pid = f"aisle_{letter}"
        add(
            make_place(
                pid,
                f"aisle {letter}",
                [f"aisle {letter}", f"racking aisle {letter}", f"{letter} aisle"],
                "room",
                0,
                (x0, 14, x0 + 3, 44),
                generic="a narrow aisle between tall shelves",
                function="a storage aisle lined with pallet racks",
                code=f"Z3-AISLE-{letter}",
                tags=["aisle"],
                keys=[f"aisle {letter}".lower()],
                background=["shelving", "concrete floor", "boxes on shelves"],
                range_m=20.0,
            )
        )
        door(pid, "crossaisle", x0 + 1.5, 14, "open")
        door(pid, "rearaisle", x0 + 1.5, 44, "open")
    add(
        make_place(
            "picking",
            "picking area",
            ["picking area", "pick zone", "order picking"],
            "room",
            0,
            (50, 14, 80, 28),
            generic="a busy floor area with trolleys",
            function="an area where orders are collected",
            code="Z5-PICK",
            tags=["picking"],
            keys=["picking", "pick zone"],
            background=hall,
            range_m=22.0,
        )
    )
    add(
        make_place(
            "packing",
            "packing stations",
            ["packing stations", "packing area", "pack bench area"],
            "room",
            0,
            (50, 28, 80, 40),
            generic="a work area with benches",
            function="a place where orders are boxed",
            code="Z5-PACK",
            tags=["packing"],
            keys=["packing"],
            background=hall,
            range_m=22.0,
        )
    )
    add(
        make_place(
            "staging",
            "dispatch staging",
            ["dispatch staging", "staging area", "marshalling area"],
            "room",
            0,
            (58, 40, 80, 50),
            generic="an open floor with wrapped pallets",
            function="an area where outgoing loads wait",
            code="Z5-STAGE",
            tags=["staging"],
            keys=["staging", "marshalling"],
            background=hall,
        )
    )
    add(
        make_place(
            "lobby_0",
            "goods lift lobby",
            ["goods lift lobby", "lift lobby"],
            "corridor",
            0,
            (54, 40, 58, 46),
            generic="a small landing",
            function="a landing by a lift",
            code="Z5-LIFT",
            tags=["liftlobby"],
            keys=["lift lobby"],
            stayable=False,
            background=hall,
        )
    )
    add(
        make_place(
            "mezzcorr",
            "mezzanine walkway",
            ["mezzanine walkway", "mezzanine corridor", "upstairs corridor"],
            "corridor",
            1,
            (54, 40, 80, 46),
            generic="a corridor with a railing",
            function="a walkway above the floor",
            code="M1-WALK",
            tags=["liftlobby", "mezzcorr"],
            keys=["mezzanine walkway"],
            stayable=False,
            range_m=20.0,
        )
    )
    for level in (0, 1):
        add(
            make_place(
                f"stairs_{level}",
                "stairs",
                ["stairs", "staircase", "mezzanine stairs"],
                "stairs",
                level,
                (50, 40, 54, 50),
                generic="a steel staircase",
                function="a way up to the mezzanine",
                code=f"STR-{level}",
                tags=["stairs"],
                background=["steel steps", "handrail", "railing"],
                stayable=False,
            )
        )
        add(
            make_place(
                f"lift_{level}",
                "goods lift",
                ["goods lift", "lift", "freight elevator"],
                "lift",
                level,
                (54, 46, 58, 50),
                generic="a metal cage",
                function="a goods lift car",
                code=f"LIFT-{level}",
                tags=["lift"],
                background=["metal wall", "mesh gate", "floor plate"],
                stayable=False,
                range_m=3.0,
            )
        )
    conns.append(Connection("stairs_0", "stairs_1", "stairs", (52, 45)))
    conns.append(Connection("lift_0", "lift_1", "lift", (56, 48)))
    door("stairs_0", "rearaisle", 50, 47, "open")
    door("stairs_0", "lobby_0", 54, 43, "open")
    door("lift_0", "lobby_0", 56, 46)
    door("lobby_0", "packing", 56, 40, "open")
    door("lobby_0", "staging", 58, 43, "open")
    door("packing", "staging", 69, 40, "open")
    door("picking", "packing", 65, 28, "open")
    door("picking", "crossaisle", 65, 14, "open")
    door("charging", "crossaisle", 3, 14, "open")
    door("charging", "rearaisle", 3, 44, "open")
    door("inbound", "crossaisle", 20, 8, "open")
    door("outbound", "crossaisle", 60, 8, "open")
    door("inbound", "outbound", 40, 4, "open")
    door("stairs_1", "mezzcorr", 54, 43)
    door("lift_1", "mezzcorr", 56, 46)
    mezz = [
        (
            "office",
            "open-plan office",
            ["open-plan office", "mezzanine office", "office"],
            (50, 28, 64, 40),
            "an office with desks and screens",
            "a space where administrative work is done",
            "M1-OFFICE",
            ["office"],
            ["office"],
        ),
        (
            "meeting",
            "meeting room",
            ["meeting room", "conference room"],
            (64, 28, 72, 40),
            "a room with a large table",
            "a room for meetings",
            "M1-MEET",
            ["meeting"],
            ["meeting", "conference"],
        ),
        (
            "canteen",
            "canteen",
            ["canteen", "break room", "mess room"],
            (72, 28, 80, 40),
            "a room with tables and a microwave",
            "a space used for eating meals",
            "M1-CANT",
            ["canteen"],
            ["canteen", "break room", "mess room"],
        ),
        (
            "toilets",
            "toilets",
            ["toilets", "washroom"],
            (58, 46, 68, 50),
            "a tiled room with sinks",
            "a washroom",
            "M1-WC",
            ["toilets"],
            ["toilet", "washroom", "wc", "bathroom"],
        ),
        (
            "lockerroom",
            "locker room",
            ["locker room", "changing room"],
            (68, 46, 80, 50),
            "a narrow room with lockers",
            "a room where staff change",
            "M1-LOCK",
            ["lockerroom"],
            ["locker room", "changing room"],
        ),
    ]
    for pid, name, aliases, rect, generic, function, code, tags, keys in mezz:
        add(
            make_place(
                pid,
                name,
                aliases,
                "room",
                1,
                rect,
                generic=generic,
                function=function,
                code=code,
                tags=tags,
                keys=keys,
            )
        )
        x0, y0, x1, _ = rect
        door(pid, "mezzcorr", (x0 + x1) / 2 if pid != "office" else 60.0, 40.0 if y0 < 40 else 46.0)

    out: Outdoors = {"building": None, "range_m": 40.0}
    add(
        make_place(
            "yard",
            "yard",
            ["yard", "lorry yard", "service yard"],
            "outdoor",
            0,
            (0, -40, 80, 0),
            generic="a large paved area with trailers",
            function="an outdoor area where lorries park",
            code="EXT-YARD",
            tags=["yard"],
            keys=["yard"],
            background=["asphalt", "sky", "fence"],
            **out,
        )
    )
    add(
        make_place(
            "gate",
            "site gate",
            ["site gate", "main gate", "gate"],
            "outdoor",
            0,
            (80, -50, 96, -30),
            generic="an entrance with a barrier",
            function="an entrance where vehicles are checked",
            code="EXT-GATE",
            tags=["gate"],
            keys=["gate"],
            background=["asphalt", "sky", "fence"],
            **out,
        )
    )
    add(
        make_place(
            "gatehouse",
            "gatehouse",
            ["gatehouse", "security gatehouse", "security hut"],
            "room",
            0,
            (80, -30, 90, -22),
            building="gatehouse",
            generic="a small office with screens",
            function="a room where security staff watch the site",
            code="GH-1",
            tags=["gatehouse"],
            keys=["gatehouse", "security"],
        )
    )
    add(
        make_place(
            "carpark",
            "car park",
            ["car park", "staff car park", "parking"],
            "outdoor",
            0,
            (96, -50, 130, -10),
            generic="a parking lot",
            function="an area for parking cars",
            code="EXT-CARPK",
            tags=["carpark"],
            keys=["car park", "parking"],
            background=["asphalt", "sky", "parking lines"],
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
            (-10, -52, 140, -50),
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
            "pedestrian crossing",
            ["pedestrian crossing", "crossing", "road crossing"],
            "crossing",
            0,
            (100, -60, 104, -52),
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
            "road_w",
            "road",
            ["road"],
            "street",
            0,
            (-10, -60, 100, -52),
            background=["asphalt"],
            stayable=False,
            **out,
        )
    )
    add(
        make_place(
            "road_e",
            "road",
            ["road"],
            "street",
            0,
            (104, -60, 140, -52),
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
            (95, -66, 115, -60),
            generic="a shelter by a road",
            function="a place to wait for buses",
            code="EXT-BUS",
            tags=["busstop"],
            keys=["bus stop", "bus shelter"],
            background=["pavement", "road", "sky"],
            **out,
        )
    )
    door("outbound", "yard", 78, 0)
    door("inbound", "yard", 2, 0)
    door("yard", "gate", 80, -35, "open")
    door("gate", "gatehouse", 85, -30)
    door("gate", "carpark", 96, -40, "open")
    door("gate", "pavement", 88, -50, "open")
    door("pavement", "crossing", 102, -52, "kerb")
    door("crossing", "busstop", 102, -60, "kerb")
    outdoor_ids = [p.id for p in places.values() if p.outdoor]
    for pid in outdoor_ids:
        places[pid].sees = [q for q in outdoor_ids if q != pid]
    floor = ["inbound", "outbound", "crossaisle", "charging", "picking", "packing", "staging"]
    near = {
        "inbound": ["outbound", "crossaisle"],
        "outbound": ["inbound", "crossaisle"],
        "crossaisle": ["inbound", "outbound", "charging", "picking"],
        "charging": ["crossaisle"],
        "picking": ["packing", "crossaisle"],
        "packing": ["picking", "staging"],
        "staging": ["packing", "lobby_0"],
        "lobby_0": ["staging", "packing"],
        "rearaisle": ["charging"],
    }
    for pid in [*floor, "lobby_0", "rearaisle"]:
        places[pid].sees = near[pid]

    categories = {c[0]: Category(*c) for c in CATALOGUE}
    categories["sign"] = sign_category()
    frng = random.Random(f"warehouse-furnish-{seed}")
    instances, absent = furnish(places, categories, frng)
    dock_x = [5.0, 15.0, 25.0, 35.0, 45.0, 55.0, 65.0, 75.0]
    for n, x in enumerate(dock_x, start=1):
        pid = "inbound" if x < 40 else "outbound"
        instances.append(
            Instance(
                f"dockdoor#{n}",
                "dockdoor",
                frng.choice(["grey", "white"]),
                "metal",
                [(-1e9, pid, x, 0.3)],
            )
        )
        add_sign(instances, places[pid], f"LOADING BAY {n}", [f"bay {n}"], frng, at=(x + 1.8, 0.4))
    for inst in instances:
        if inst.cat == "trailer":  # parked at a bay or along the fence; some leave or arrive
            x = frng.choice(dock_x)
            inst.moves = [(-1e9, "yard", x, -8.0)]
            if frng.random() < 0.5:
                t = round(frng.uniform(300.0, 2700.0), 1)
                inst.moves.append(
                    (t, None, 0.0, 0.0)
                    if frng.random() < 0.5
                    else (t, "yard", round(frng.uniform(5, 75), 2), -30.0)
                )
        if inst.cat == "liftdoor":
            inst.moves = [(-1e9, inst.moves[0][1], 56.0, 45.6)]
    for n in range(2):
        lorry = Instance(
            f"lorry#{n + 1}", "lorry", frng.choice(["white", "red", "green"]), None, []
        )
        transient(lorry, places["yard"], frng, (400.0, 900.0), frng.uniform(120.0, 400.0))
        instances.append(lorry)
    bus = Instance("bus#1", "bus", frng.choice(["white", "green", "red"]), None, [])
    transient(bus, places["road_w"], frng, (400.0, 800.0), frng.uniform(40.0, 80.0))
    instances.append(bus)
    for place in places.values():
        options = next((SIGNS[t] for t in reversed(place.tags) if t in SIGNS), None)
        if options and place.id != "mezzcorr":
            text, keys = frng.choice(options)
            add_sign(instances, place, text, keys, frng)
        if place.id.startswith("aisle_"):
            letter = place.id[-1]
            add_sign(
                instances,
                places["crossaisle"],
                f"AISLE {letter}",
                [f"aisle {letter.lower()}"],
                frng,
                at=(place.rect[0] + 1.5, 13.6),
            )
    for level in (0, 1):
        add_sign(
            instances,
            places[f"stairs_{level}"],
            "MEZZANINE" if level else "GROUND FLOOR",
            ["mezzanine"] if level else ["ground"],
            frng,
        )
    busy = {
        "docks": (0.3, 3.0),
        "picking": (0.2, 4.0),
        "packing": (0.2, 4.0),
        "aisle": (0.6, 1.0),
        "canteen": (0.4, 4.0),
        "office": (0.3, 3.0),
        "gatehouse": (0.2, 1.0),
        "yard": (0.5, 1.5),
        "crossaisle": (0.4, 2.0),
        "busstop": (0.5, 2.0),
        "meeting": (0.5, 4.0),
    }
    orng = random.Random(f"warehouse-people-{seed}")
    aisles = [f"aisle_{LETTERS[i]}" for i in range(n_aisles)]
    world = World(
        family="warehouse",
        seed=seed,
        storey_h=STOREY_H,
        places=places,
        connections=conns,
        categories=categories,
        instances=instances,
        level_names=LEVEL_NAMES,
        absent_names=absent + ABSENT_EXTRA,
        start_place="charging",
        must_visit=[
            "inbound",
            "outbound",
            "picking",
            "packing",
            "office",
            "canteen",
            "yard",
            "gatehouse",
            "busstop",
            "carpark",
            *orng.sample(aisles, 3),
        ],
        people_words=PEOPLE,
        hallucinations=HALLUCINATIONS,
        site_word="warehouse",
        occupancy=occupancy(places, orng, busy),
    )
    world.lights_off = [p for p in ("meeting", "lockerroom") if orng.random() < 0.4]
    return world

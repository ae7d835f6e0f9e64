"""The three world families as data: places (rectangles per floor), lift/ramp links and
object classes, so a family's layout can be read and changed in one place.

Class rows: name; identifying labels (| separated); generic labels; colours; placement
("place:count,..."); kind; size metres; extra (state pair a/b, text key, lost destination).
Kinds: static, state, text, moving, lost, never.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

# a text template's result: (text, answer keywords, label the text is known by or None)
TextSpec = tuple[str, list[str], str | None]
# each: f(rng, k, floor) -> TextSpec; k counts the class's instances on that floor so far
TextFn = Callable[[np.random.Generator, int, int], TextSpec]

SURNAMES = [
    "Okafor",
    "Lindqvist",
    "Marchetti",
    "Nakamura",
    "Petrova",
    "Haddad",
    "Brennan",
    "Szabo",
    "Quispe",
    "Oyelaran",
    "Vasquez",
    "Kowalczyk",
    "Abernethy",
    "Tanaka",
    "Delacroix",
    "Mbeki",
    "Rasmussen",
    "Iqbal",
    "Fairweather",
    "Castellano",
]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
DESTS = [
    "Harbourside",
    "Eastfield",
    "Millbrook",
    "Kingsway",
    "Riverside",
    "Northgate",
    "Ashdown",
    "Parkhill",
    "Stonebridge",
    "Westmere",
]
SPECIES_FACTS = [
    ("Penguins can swim at 25 km per hour", "25"),
    ("Lions sleep up to 20 hours a day", "20"),
    ("A giraffe's tongue is 50 cm long", "50"),
    ("Meerkats live in mobs of up to 40", "40"),
    ("Lemurs come only from Madagascar", "Madagascar"),
    ("Tigers are strong swimmers", "swimmers"),
    ("Gentoo penguins nest with pebbles", "pebbles"),
    ("Giraffes sleep standing up", "standing"),
]


@dataclass
class Place:
    id: str
    name: str
    code: str | None
    vague: str
    floor: int
    rect: tuple[float, float, float, float]
    outdoor: bool = False
    walk: bool = True
    group: str = ""

    def centre(self) -> tuple[float, float]:
        x0, y0, x1, y1 = self.rect
        return ((x0 + x1) / 2, (y0 + y1) / 2)


@dataclass
class Family:
    name: str
    floor_h: float
    places: list[Place]
    # (a, b) touching on one floor, or (a, b, (xa, ya), (xb, yb), ride_s[, ride place])
    links: list[tuple[Any, ...]]
    classes: list[tuple[str, str, str, str, str, str, float, str]]  # rows, see above
    start: str
    regions_in: tuple[str, ...]
    regions_out: tuple[str, ...]
    texts: dict[str, TextFn]
    outside_word: str = "outside"


def _place(
    id: str,
    name: str,
    code: str | None,
    vague: str,
    floor: int,
    rect: tuple[float, float, float, float],
    outdoor: bool = False,
    walk: bool = True,
    group: str = "",
) -> Place:
    """A place; its visibility group is its own id indoors, one per floor outdoors."""
    return Place(
        id,
        name,
        code,
        vague,
        floor,
        rect,
        outdoor,
        walk,
        group or (f"out{floor}" if outdoor else id),
    )


# ---------------------------------------------------------------- text templates
def _ri(rng: np.random.Generator, a: int, b: int) -> int:
    return int(rng.integers(a, b + 1))


def _t_flat(rng: np.random.Generator, k: int, floor: int) -> TextSpec:
    letter = "ABCD"[k % 4]
    flat = f"Flat {floor if floor > 0 else 'G'}{letter}"
    if rng.random() < 0.6:
        name = SURNAMES[_ri(rng, 0, len(SURNAMES) - 1)]
        return f"{flat} - {name}", [name], flat
    return flat, [flat.split()[1]], flat


def _t_notice_apartment(rng: np.random.Generator, k: int, floor: int) -> TextSpec:
    day = WEEKDAYS[_ri(rng, 0, 6)]
    options = [
        (f"Machines off after {_ri(rng, 20, 23)}:00 please", None),
        (f"Residents meeting {day} 7pm in the lounge", day),
        (f"Bin collection every {day}", day),
        (f"Lift service {day} 9am-1pm", day),
    ]
    text, kw = options[_ri(rng, 0, len(options) - 1)]
    if kw is None:
        kw = text.split()[3]
    return text, [kw], None


def _t_intercom(rng: np.random.Generator, k: int, floor: int) -> TextSpec:
    code = f"{_ri(rng, 1, 9)}{_ri(rng, 0, 9)}{_ri(rng, 0, 9)}"
    return f"Press {code} for the caretaker", [code], None


def _t_locker(rng: np.random.Generator, k: int, floor: int) -> TextSpec:
    n = _ri(rng, 10, 48)
    return f"Locker {n} - parcel waiting", [str(n)], None


def _t_bay_sign(rng: np.random.Generator, k: int, floor: int) -> TextSpec:
    n = _ri(rng, 1, 40)
    return f"Bay {n} residents only", [f"Bay {n}"], None


def _t_busstop(rng: np.random.Generator, k: int, floor: int) -> TextSpec:
    r = _ri(rng, 11, 99)
    d = DESTS[_ri(rng, 0, len(DESTS) - 1)]
    return f"Route {r} to {d}", [d, str(r)], None


def _t_species(rng: np.random.Generator, k: int, floor: int) -> TextSpec:
    text, kw = SPECIES_FACTS[_ri(rng, 0, len(SPECIES_FACTS) - 1)]
    return text, [kw], None


def _t_feeding(rng: np.random.Generator, k: int, floor: int) -> TextSpec:
    h = _ri(rng, 11, 16)
    m = ["00", "15", "30", "45"][_ri(rng, 0, 3)]
    a = ["Penguin", "Lion", "Meerkat", "Lemur"][_ri(rng, 0, 3)]
    return f"{a} feeding today {h}:{m}", [f"{h}:{m}", f"{h}.{m}"], None


def _t_ticket(rng: np.random.Generator, k: int, floor: int) -> TextSpec:
    p = _ri(rng, 12, 29)
    return f"Adult day ticket {p}.50", [f"{p}.50"], None


def _t_kiosk(rng: np.random.Generator, k: int, floor: int) -> TextSpec:
    item = ["Ice cream", "Hot dogs", "Churros", "Slushies", "Popcorn"][_ri(rng, 0, 4)]
    p = _ri(rng, 2, 6)
    return f"{item} {p}.00", [item.split()[0]], None


def _t_coach(rng: np.random.Generator, k: int, floor: int) -> TextSpec:
    co = ["Bluebell Tours", "Comet Coaches", "Heron Travel", "Saltire Coachlines"][_ri(rng, 0, 3)]
    return co, [co.split()[0]], None


def _t_bus(rng: np.random.Generator, k: int, floor: int) -> TextSpec:
    fleet = _ri(rng, 101, 899)
    r = _ri(rng, 1, 99)
    d = DESTS[_ri(rng, 0, len(DESTS) - 1)]
    return f"{fleet} {r} {d}", [str(fleet)], f"bus {fleet}"


def _t_whiteboard(rng: np.random.Generator, k: int, floor: int) -> TextSpec:
    bus = _ri(rng, 101, 899)
    job = ["brake pads", "MOT prep", "door seals", "oil change", "wiper motor"][_ri(rng, 0, 4)]
    return f"Bay {_ri(rng, 1, 6)} - {job} - bus {bus}", [str(bus)], None


def _t_monitor(rng: np.random.Generator, k: int, floor: int) -> TextSpec:
    j = _ri(rng, 1000, 9999)
    return f"Job {j} awaiting parts", [str(j)], None


def _t_pump(rng: np.random.Generator, k: int, floor: int) -> TextSpec:
    n = _ri(rng, 1, 4)
    return f"Pump {n} diesel only", [f"pump {n}"], None


def _t_safety(rng: np.random.Generator, k: int, floor: int) -> TextSpec:
    opts = [
        ("Hi-vis must be worn", "hi-vis"),
        ("Pit open - keep clear", "pit open"),
        ("Max speed 5 mph", "5 mph"),
        ("Ear defenders required", "ear defenders"),
    ]
    text, kw = opts[_ri(rng, 0, len(opts) - 1)]
    return text, [kw], None


def _t_gate(rng: np.random.Generator, k: int, floor: int) -> TextSpec:
    n = _ri(rng, 2, 9)
    return f"All visitors report here - call ext {n}0{n}", [f"{n}0{n}"], None


# ---------------------------------------------------------------- apartment_block
def apartment_block() -> Family:
    pl = [
        _place(
            "hall0",
            "ground-floor hallway",
            "G-HALL",
            "a long ground-floor corridor",
            0,
            (0, -2, 40, 2),
        ),
        _place("lobby", "entrance lobby", "G01", "a lobby with mailboxes", 0, (0, -10, 12, -2)),
        _place(
            "laundry", "laundry room", "G02", "a room with washing machines", 0, (12, -10, 22, -2)
        ),
        _place(
            "bikes", "bike store", "G03", "a storage room full of bicycles", 0, (22, -10, 32, -2)
        ),
        _place("parcel", "parcel room", "G04", "a small room with lockers", 0, (32, -10, 40, -2)),
        _place("caretaker", "caretaker's office", "G05", "a small office", 0, (0, 2, 10, 9)),
        _place("bins", "bin store", "G06", "a room with wheelie bins", 0, (30, 2, 40, 9)),
        _place(
            "street",
            "Linden Street",
            None,
            "the street outside",
            0,
            (-25, -28, 65, -10),
            outdoor=True,
        ),
        _place(
            "courtyard",
            "residents' courtyard",
            None,
            "a paved courtyard",
            0,
            (0, 9, 40, 32),
            outdoor=True,
        ),
        _place(
            "passage",
            "side passage",
            None,
            "a narrow side path",
            0,
            (40, -10, 46, 32),
            outdoor=True,
        ),
        _place("garage", "underground garage", "B1", "a parking level", -1, (0, -10, 40, 2)),
        _place("cages", "storage cages", "B2", "a caged storage area", -1, (0, 2, 12, 9)),
        _place("plant", "plant room", "B3", "a room with pipes and tanks", -1, (30, 2, 40, 9)),
        _place("ramp", "garage ramp", None, "a sloping driveway", -1, (40, -10, 50, -4)),
        _place("lounge", "residents' lounge", "2L", "a lounge with sofas", 2, (0, 2, 10, 9)),
        _place("roof", "rooftop terrace", "R1", "a roof terrace", 4, (0, -9, 40, 2), outdoor=True),
        _place(
            "roofgarden",
            "roof garden",
            "R2",
            "a planted roof area",
            4,
            (23, 2, 40, 9),
            outdoor=True,
        ),
        _place("lift", "lift", None, "inside the lift car", 0, (16, 0, 19, 2), walk=False),
    ]
    for f in (1, 2, 3):
        pl.append(
            _place(
                f"corr{f}",
                f"floor {f} corridor",
                f"{f}-HALL",
                "a residential corridor",
                f,
                (0, -2, 40, 2),
            )
        )
    links: list[tuple[Any, ...]] = [
        ("hall0", x) for x in ("lobby", "laundry", "bikes", "parcel", "caretaker", "bins")
    ]
    links += [
        ("lobby", "street"),
        ("bins", "courtyard"),
        ("street", "passage"),
        ("passage", "courtyard"),
        ("garage", "cages"),
        ("garage", "plant"),
        ("garage", "ramp"),
        ("corr2", "lounge"),
        ("roof", "roofgarden"),
    ]
    lift_floor = {-1: "garage", 0: "hall0", 1: "corr1", 2: "corr2", 3: "corr3", 4: "roof"}
    for f in range(-1, 4):
        links.append((lift_floor[f], lift_floor[f + 1], (17.5, 1.0), (17.5, 1.0), 7.0, "lift"))
    links.append(("ramp", "street", (45, -9.5), (45, -11.0), 12.0))
    classes = [
        (
            "mailbox bank",
            "mailbox bank|letterboxes|mailboxes|post boxes",
            "cabinet",
            "grey|silver|brass",
            "lobby:1",
            "static",
            1.5,
            "",
        ),
        (
            "flat door",
            "flat door|apartment door|front door",
            "door",
            "white|dark blue|green|oak",
            "hall0:3,corr1:4,corr2:4,corr3:4",
            "text",
            1.0,
            "flat",
        ),
        (
            "lift door",
            "lift door|elevator door|elevator",
            "door",
            "silver",
            "hall0:1,corr1:1,corr2:1,corr3:1,garage:1,roof:1",
            "state",
            1.2,
            "open/closed",
        ),
        (
            "fire extinguisher",
            "fire extinguisher|extinguisher",
            "canister",
            "red",
            "hall0:1,corr1:1,corr2:1,corr3:1,garage:2,laundry:1",
            "static",
            0.4,
            "",
        ),
        (
            "washing machine",
            "washing machine|washer|front-loading washer",
            "appliance",
            "white",
            "laundry:4",
            "state",
            0.7,
            "running/idle",
        ),
        (
            "tumble dryer",
            "tumble dryer|clothes dryer|dryer",
            "appliance",
            "white|grey",
            "laundry:2",
            "static",
            0.7,
            "",
        ),
        (
            "laundry basket",
            "laundry basket|plastic basket|washing basket",
            "container",
            "blue|pink|white",
            "laundry:2",
            "static",
            0.5,
            "",
        ),
        (
            "bicycle",
            "bicycle|bike|city bike|mountain bike",
            "vehicle",
            "red|black|blue|green|yellow",
            "bikes:6,courtyard:2",
            "static",
            1.2,
            "",
        ),
        (
            "bike rack",
            "bike rack|cycle stand",
            "metal frame",
            "grey|black",
            "bikes:2,courtyard:1",
            "static",
            1.5,
            "",
        ),
        (
            "wheelie bin",
            "wheelie bin|rubbish bin|recycling bin",
            "container",
            "green|black|blue|brown",
            "bins:5,street:2",
            "static",
            0.8,
            "",
        ),
        (
            "parcel locker",
            "parcel locker|delivery lockers|locker bank",
            "cabinet",
            "grey|yellow",
            "parcel:2",
            "text",
            1.5,
            "locker",
        ),
        (
            "cardboard parcel",
            "parcel|cardboard box|package",
            "box",
            "brown",
            "parcel:3,lobby:1",
            "static",
            0.4,
            "",
        ),
        (
            "notice board",
            "notice board|bulletin board|cork board",
            "board",
            "brown|green",
            "lobby:1,laundry:1,hall0:1",
            "text",
            0.9,
            "notice_apt",
        ),
        (
            "intercom panel",
            "intercom|door entry panel|buzzer panel",
            "panel",
            "silver|black",
            "lobby:1",
            "text",
            0.3,
            "intercom",
        ),
        (
            "potted plant",
            "potted plant|houseplant|plant pot",
            "plant",
            "green",
            "lobby:2,corr2:1,roof:3,lounge:2",
            "static",
            0.6,
            "",
        ),
        (
            "sofa",
            "sofa|couch|settee",
            "furniture",
            "grey|blue|brown|mustard",
            "lobby:1,lounge:2",
            "static",
            1.8,
            "",
        ),
        (
            "ceiling light",
            "ceiling light|light fitting|corridor light",
            "lamp",
            "white",
            "hall0:1,corr1:1,corr2:1,corr3:1",
            "state",
            0.5,
            "on/off",
        ),
        (
            "car",
            "car|parked car|hatchback|saloon car",
            "vehicle",
            "red|white|black|silver|blue|grey",
            "garage:7,street:3",
            "static",
            4.0,
            "",
        ),
        (
            "motorbike",
            "motorbike|motorcycle|scooter",
            "vehicle",
            "black|red",
            "garage:2",
            "static",
            1.8,
            "",
        ),
        (
            "garage door",
            "garage door|roller door|up-and-over door",
            "door",
            "white|grey",
            "ramp:1",
            "state",
            4.0,
            "open/closed",
        ),
        (
            "parking sign",
            "parking bay sign|bay number sign|parking sign",
            "sign",
            "blue",
            "garage:3",
            "text",
            0.5,
            "bay_sign",
        ),
        (
            "EV charger",
            "ev charger|charging point|wallbox",
            "box",
            "white|green",
            "garage:2",
            "static",
            0.5,
            "",
        ),
        (
            "storage cage",
            "storage cage|mesh locker|wire cage",
            "fence",
            "grey",
            "cages:4",
            "static",
            2.0,
            "",
        ),
        (
            "water tank",
            "water tank|boiler|pressure vessel",
            "tank",
            "grey|red",
            "plant:2",
            "static",
            1.5,
            "",
        ),
        (
            "electrical cabinet",
            "electrical cabinet|fuse board|switch cabinet",
            "cabinet",
            "grey",
            "plant:2,hall0:1",
            "static",
            1.0,
            "",
        ),
        (
            "pram",
            "pram|pushchair|stroller",
            "wheeled object",
            "black|navy",
            "lobby:1",
            "static",
            1.0,
            "",
        ),
        (
            "umbrella",
            "umbrella|folded umbrella",
            "object",
            "red|yellow|black",
            "lobby:1",
            "lost",
            0.8,
            "caretaker",
        ),
        (
            "teddy bear",
            "teddy bear|soft toy|stuffed toy",
            "toy",
            "brown|white",
            "courtyard:1",
            "lost",
            0.4,
            "lobby",
        ),
        (
            "bunch of keys",
            "keys|bunch of keys|key ring",
            "object",
            "silver",
            "laundry:1",
            "lost",
            0.2,
            "caretaker",
        ),
        (
            "bench",
            "bench|wooden bench|garden bench",
            "seat",
            "brown|green",
            "courtyard:3,roof:2",
            "static",
            1.8,
            "",
        ),
        (
            "slide",
            "slide|children's slide|play slide",
            "play equipment",
            "red|yellow",
            "courtyard:1",
            "static",
            2.5,
            "",
        ),
        (
            "tree",
            "tree|birch tree|small tree",
            "plant",
            "green",
            "courtyard:4,street:3",
            "static",
            3.0,
            "",
        ),
        (
            "street lamp",
            "street lamp|lamp post|streetlight",
            "pole",
            "grey",
            "street:4",
            "state",
            0.5,
            "on/off",
        ),
        (
            "bus stop",
            "bus stop|bus shelter",
            "shelter",
            "green|red",
            "street:1",
            "text",
            2.5,
            "busstop",
        ),
        ("post box", "post box|postbox|pillar box", "object", "red", "street:1", "static", 0.6, ""),
        (
            "cat",
            "cat|tabby cat|house cat",
            "animal",
            "ginger|black|grey",
            "courtyard:1",
            "moving",
            0.4,
            "",
        ),
        (
            "parasol",
            "parasol|sunshade|patio parasol",
            "shade",
            "white|orange|green",
            "roof:2",
            "state",
            2.5,
            "up/down",
        ),
        ("barbecue", "barbecue|bbq grill|grill", "appliance", "black", "roof:1", "static", 1.0, ""),
        (
            "solar panel",
            "solar panel|photovoltaic panel|pv panel",
            "panel",
            "dark blue",
            "roofgarden:4",
            "static",
            1.6,
            "",
        ),
        ("wall clock", "wall clock|clock", "object", "white|black", "lobby:1", "static", 0.4, ""),
        (
            "security camera",
            "security camera|cctv camera",
            "device",
            "white",
            "lobby:1,garage:2,hall0:1",
            "static",
            0.3,
            "",
        ),
        ("grand piano", "grand piano|piano", "", "", "", "never", 2.0, ""),
        ("vending machine", "vending machine|snack machine", "", "", "", "never", 1.0, ""),
        ("treadmill", "treadmill|running machine", "", "", "", "never", 1.0, ""),
        ("swimming pool", "swimming pool|pool", "", "", "", "never", 5.0, ""),
        ("pool table", "pool table|billiard table", "", "", "", "never", 2.0, ""),
        ("christmas tree", "christmas tree", "", "", "", "never", 2.0, ""),
        ("horse", "horse|pony", "", "", "", "never", 2.0, ""),
        ("fountain", "fountain|water fountain", "", "", "", "never", 2.0, ""),
        ("ping-pong table", "ping-pong table|table tennis table", "", "", "", "never", 2.0, ""),
        ("motorhome", "motorhome|camper van", "", "", "", "never", 6.0, ""),
    ]
    texts: dict[str, TextFn] = {
        "flat": _t_flat,
        "locker": _t_locker,
        "notice_apt": _t_notice_apartment,
        "intercom": _t_intercom,
        "bay_sign": _t_bay_sign,
        "busstop": _t_busstop,
    }
    return Family(
        "apartment_block",
        3.0,
        pl,
        links,
        classes,
        "lobby",
        regions_in=("floor", "wall", "ceiling", "tiled floor"),
        regions_out=("sky", "road", "pavement", "paving"),
        texts=texts,
    )


# ---------------------------------------------------------------- zoo
def zoo() -> Family:
    pl = [
        _place(
            "carpark",
            "visitor car park",
            "P1",
            "a big car park",
            0,
            (-70, -20, -30, 20),
            outdoor=True,
        ),
        _place(
            "gates",
            "entrance gates",
            "E",
            "the turnstiles at the entrance",
            0,
            (-30, -6, -20, 6),
            outdoor=True,
        ),
        _place(
            "plaza",
            "entrance plaza",
            None,
            "an open square near the entrance",
            0,
            (-20, -12, 0, 12),
            outdoor=True,
        ),
        _place(
            "savanna",
            "Savanna Walk",
            None,
            "a wide path heading east",
            0,
            (0, -3, 90, 3),
            outdoor=True,
        ),
        _place(
            "polar", "Polar Trail", None, "a path heading north", 0, (-13, 12, -7, 80), outdoor=True
        ),
        _place(
            "ridge",
            "Ridge Path",
            None,
            "a path along the top of the zoo",
            0,
            (-7, 74, 90, 80),
            outdoor=True,
        ),
        _place("jungle", "Jungle Lane", None, "a shaded path", 0, (84, 3, 90, 74), outdoor=True),
        _place(
            "playground",
            "adventure playground",
            None,
            "a play area with climbing frames",
            0,
            (10, 3, 30, 20),
            outdoor=True,
        ),
        _place(
            "foodcourt",
            "food court",
            "K",
            "a seating area with kiosks",
            0,
            (40, 3, 55, 15),
            outdoor=True,
        ),
        _place(
            "reptile",
            "reptile house",
            "RH",
            "a warm dim building with glass tanks",
            0,
            (60, 3, 75, 18),
        ),
        _place(
            "aqua0",
            "aquarium ground floor",
            "AQ0",
            "a dark hall with big tanks",
            0,
            (20, -25, 45, -3),
        ),
        _place(
            "aqua1",
            "aquarium upper gallery",
            "AQ1",
            "an upstairs gallery over tanks",
            1,
            (20, -25, 45, -3),
        ),
        _place("giftshop", "gift shop", None, "a shop full of souvenirs", 0, (-20, -25, -5, -12)),
        _place(
            "firstaid", "first-aid hut", "FA", "a small hut with a green cross", 0, (0, -12, 8, -3)
        ),
        _place("toilets", "toilet block", "WC", "a small toilet building", 0, (-7, 40, 0, 50)),
        _place(
            "girhouse",
            "giraffe house",
            "GH",
            "a tall barn with viewing balcony",
            0,
            (-30, 50, -13, 70),
        ),
        _place(
            "penguin",
            "penguin pool",
            None,
            "a pool with rocks",
            0,
            (-7, 15, 8, 35),
            outdoor=True,
            walk=False,
        ),
        _place(
            "bigcat",
            "big-cat enclosure",
            None,
            "a fenced grassy enclosure",
            0,
            (30, 22, 80, 45),
            outdoor=True,
            walk=False,
        ),
        _place(
            "paddock",
            "giraffe paddock",
            None,
            "a large sandy paddock",
            0,
            (-30, 20, -13, 48),
            outdoor=True,
            walk=False,
        ),
        _place(
            "meerkat",
            "meerkat mound",
            None,
            "a sandy mound behind glass",
            0,
            (50, -25, 80, -3),
            outdoor=True,
            walk=False,
        ),
        _place(
            "lemur",
            "lemur island",
            None,
            "an island with trees",
            0,
            (10, 50, 60, 72),
            outdoor=True,
            walk=False,
        ),
    ]
    links = [
        ("carpark", "gates"),
        ("gates", "plaza"),
        ("plaza", "savanna"),
        ("plaza", "polar"),
        ("polar", "ridge"),
        ("ridge", "jungle"),
        ("jungle", "savanna"),
        ("savanna", "playground"),
        ("savanna", "foodcourt"),
        ("savanna", "reptile"),
        ("savanna", "aqua0"),
        ("plaza", "giftshop"),
        ("plaza", "firstaid"),
        ("polar", "toilets"),
        ("polar", "girhouse"),
        ("aqua0", "aqua1", (42.0, -22.0), (42.0, -22.0), 16.0),
    ]
    classes = [
        (
            "penguin",
            "penguin|gentoo penguin|humboldt penguin",
            "bird",
            "black and white",
            "penguin:6",
            "moving",
            0.5,
            "",
        ),
        ("lion", "lion|lioness", "big cat", "tawny", "bigcat:2", "moving", 1.8, ""),
        ("tiger", "tiger|amur tiger", "big cat", "orange", "bigcat:1", "moving", 2.0, ""),
        ("giraffe", "giraffe", "animal", "spotted", "paddock:3,girhouse:1", "moving", 3.0, ""),
        ("meerkat", "meerkat|suricate", "animal", "sandy", "meerkat:5", "moving", 0.3, ""),
        ("lemur", "lemur|ring-tailed lemur", "primate", "grey", "lemur:4", "moving", 0.5, ""),
        ("tortoise", "tortoise|giant tortoise", "reptile", "brown", "reptile:2", "moving", 0.8, ""),
        (
            "snake",
            "snake|python|boa",
            "reptile",
            "green|yellow|brown",
            "reptile:2",
            "static",
            0.6,
            "",
        ),
        ("shark", "shark|reef shark", "fish", "grey", "aqua1:2", "moving", 1.5, ""),
        (
            "jellyfish",
            "jellyfish|moon jelly",
            "sea creature",
            "pale pink|white",
            "aqua0:3",
            "static",
            0.3,
            "",
        ),
        (
            "sea turtle",
            "sea turtle|green turtle",
            "sea creature",
            "green",
            "aqua0:1,aqua1:1",
            "moving",
            1.0,
            "",
        ),
        (
            "aquarium tank",
            "aquarium tank|fish tank|display tank",
            "glass",
            "blue",
            "aqua0:3,aqua1:2",
            "static",
            3.0,
            "",
        ),
        (
            "vivarium",
            "vivarium|terrarium|glass enclosure",
            "glass",
            "green",
            "reptile:3",
            "static",
            1.5,
            "",
        ),
        ("heat lamp", "heat lamp|basking lamp", "lamp", "red", "reptile:2", "state", 0.3, "on/off"),
        (
            "information sign",
            "information sign|species sign|info panel",
            "sign",
            "brown|green",
            "savanna:3,polar:3,ridge:1",
            "text",
            1.0,
            "species",
        ),
        (
            "feeding board",
            "feeding times board|feeding board|timetable board",
            "board",
            "white|yellow",
            "plaza:1",
            "text",
            1.2,
            "feeding",
        ),
        (
            "ticket machine",
            "ticket machine|pay station|ticket terminal",
            "machine",
            "blue|grey",
            "gates:2",
            "text",
            0.8,
            "ticket",
        ),
        (
            "turnstile",
            "turnstile|entry barrier|ticket barrier",
            "barrier",
            "silver",
            "gates:3",
            "static",
            1.0,
            "",
        ),
        (
            "ice-cream kiosk",
            "ice-cream kiosk|food kiosk|snack stall",
            "hut",
            "pink|yellow|teal",
            "foodcourt:2,savanna:1",
            "state",
            3.0,
            "open/shuttered",
        ),
        (
            "menu board",
            "menu board|price board|price list",
            "board",
            "black",
            "foodcourt:2",
            "text",
            0.8,
            "kiosk",
        ),
        (
            "picnic table",
            "picnic table|wooden table",
            "table",
            "brown|green",
            "foodcourt:4,playground:2",
            "static",
            1.8,
            "",
        ),
        (
            "bench",
            "bench|park bench",
            "seat",
            "brown|green",
            "polar:3,ridge:2,savanna:2",
            "static",
            1.6,
            "",
        ),
        (
            "litter bin",
            "litter bin|rubbish bin|trash can",
            "container",
            "green|black",
            "plaza:2,savanna:2,foodcourt:1,polar:1",
            "static",
            0.6,
            "",
        ),
        (
            "drinking fountain",
            "drinking fountain|water fountain",
            "object",
            "silver",
            "plaza:1,ridge:1",
            "static",
            0.5,
            "",
        ),
        (
            "swing",
            "swing|swing set",
            "play equipment",
            "red|blue",
            "playground:2",
            "static",
            2.0,
            "",
        ),
        (
            "climbing frame",
            "climbing frame|jungle gym",
            "play equipment",
            "wooden|orange",
            "playground:1",
            "static",
            3.0,
            "",
        ),
        (
            "defibrillator",
            "defibrillator|aed cabinet",
            "box",
            "green|yellow",
            "firstaid:1,gates:1",
            "static",
            0.4,
            "",
        ),
        (
            "stretcher",
            "stretcher|first-aid stretcher",
            "object",
            "orange",
            "firstaid:1",
            "static",
            2.0,
            "",
        ),
        (
            "soft toy display",
            "soft toy display|plush toy shelf|cuddly toy stand",
            "shelf",
            "multicoloured",
            "giftshop:2",
            "static",
            1.0,
            "",
        ),
        (
            "postcard rack",
            "postcard rack|postcard stand",
            "rack",
            "white",
            "giftshop:1",
            "static",
            0.6,
            "",
        ),
        (
            "till",
            "till|cash register|checkout",
            "counter",
            "black",
            "giftshop:1,foodcourt:1",
            "static",
            0.6,
            "",
        ),
        (
            "car",
            "car|parked car|estate car",
            "vehicle",
            "red|white|black|silver|blue",
            "carpark:8",
            "static",
            4.0,
            "",
        ),
        ("coach", "coach|tour bus", "vehicle", "white|blue", "carpark:2", "text", 12.0, "coach"),
        (
            "staff buggy",
            "staff buggy|golf buggy|utility cart",
            "vehicle",
            "green|white",
            "savanna:1",
            "moving",
            2.5,
            "",
        ),
        (
            "entrance gate",
            "entrance gate|main gate|iron gate",
            "gate",
            "black",
            "gates:1",
            "state",
            4.0,
            "open/closed",
        ),
        (
            "tree",
            "tree|acacia tree|oak tree",
            "plant",
            "green",
            "polar:3,ridge:3,plaza:2,jungle:3",
            "static",
            4.0,
            "",
        ),
        (
            "pushchair",
            "pushchair|stroller|pram",
            "wheeled object",
            "navy|grey",
            "playground:1",
            "static",
            1.0,
            "",
        ),
        (
            "sun hat",
            "sun hat|child's hat|bucket hat",
            "hat",
            "yellow|pink",
            "playground:1",
            "lost",
            0.3,
            "firstaid",
        ),
        (
            "water bottle",
            "water bottle|drinks bottle",
            "bottle",
            "blue|purple",
            "foodcourt:1",
            "lost",
            0.25,
            "giftshop",
        ),
        (
            "toy giraffe",
            "toy giraffe|plush giraffe",
            "toy",
            "yellow",
            "savanna:1",
            "lost",
            0.3,
            "firstaid",
        ),
        ("elephant", "elephant", "", "", "", "never", 3.0, ""),
        ("polar bear", "polar bear", "", "", "", "never", 2.0, ""),
        ("zebra", "zebra", "", "", "", "never", 2.0, ""),
        ("kangaroo", "kangaroo|wallaby", "", "", "", "never", 1.5, ""),
        ("dolphin", "dolphin", "", "", "", "never", 2.0, ""),
        ("camel", "camel", "", "", "", "never", 2.0, ""),
        ("crocodile", "crocodile|alligator", "", "", "", "never", 2.0, ""),
        ("panda", "panda|giant panda", "", "", "", "never", 1.5, ""),
        ("flamingo", "flamingo", "", "", "", "never", 1.0, ""),
        ("hippo", "hippo|hippopotamus", "", "", "", "never", 3.0, ""),
    ]
    texts: dict[str, TextFn] = {
        "species": _t_species,
        "feeding": _t_feeding,
        "ticket": _t_ticket,
        "kiosk": _t_kiosk,
        "coach": _t_coach,
    }
    return Family(
        "zoo",
        4.0,
        pl,
        links,
        classes,
        "carpark",
        regions_in=("floor", "wall", "ceiling", "glass"),
        regions_out=("sky", "grass", "gravel path", "paving"),
        outside_word="outdoors",
        texts=texts,
    )


# ---------------------------------------------------------------- vehicle_workshop
def vehicle_workshop() -> Family:
    pl = [
        _place(
            f"bay{i + 1}",
            f"Bay {i + 1}",
            f"B{i + 1}",
            "a service bay",
            0,
            (8 * i, 0, 8 * i + 8, 14),
            group="hall",
        )
        for i in range(6)
    ]
    pl += [
        _place(
            "aisle",
            "workshop aisle",
            None,
            "the walkway along the bays",
            0,
            (0, -4, 48, 0),
            group="hall",
        ),
        _place("tyres", "tyre store", "TS", "a room stacked with tyres", 0, (48, -4, 58, 6)),
        _place("parts", "parts store", "PS", "a room with tall shelving", 0, (48, 6, 58, 14)),
        _place("wash", "wash bay", "WB", "a wet bay with brushes", 0, (-12, 0, 0, 14)),
        _place("canteen", "canteen", None, "a staff room with tables", 0, (0, -12, 12, -4)),
        _place("lockers", "locker room", "LR", "a changing room", 0, (12, -12, 20, -4)),
        _place("lift0", "goods lift", None, "a lift", 0, (20, -12, 24, -4)),
        _place("lift1", "goods lift", None, "a lift", 1, (20, -12, 24, -4)),
        _place("walkway", "mezzanine walkway", "M0", "a raised walkway", 1, (24, -8, 48, -4)),
        _place("fleetoffice", "fleet office", "M1", "an office with screens", 1, (24, -16, 34, -8)),
        _place("manager", "depot manager's office", "M2", "a small office", 1, (34, -16, 42, -8)),
        _place("training", "training room", "M3", "a room with a whiteboard", 1, (42, -16, 52, -8)),
        _place(
            "yard", "bus yard", None, "a big yard full of buses", 0, (-60, 14, 60, 60), outdoor=True
        ),
        _place(
            "fuel", "fuel island", "F", "a canopy with pumps", 0, (-40, 0, -25, 14), outdoor=True
        ),
        _place("gatelane", "gate lane", None, "the entry road", 0, (-60, 5, -40, 14), outdoor=True),
        _place("gatehouse", "gate house", "GH", "a small security hut", 0, (-60, -5, -50, 5)),
        _place(
            "staffpark",
            "staff car park",
            None,
            "a small car park",
            0,
            (-40, -20, -12, 0),
            outdoor=True,
        ),
    ]
    links: list[tuple[Any, ...]] = [("aisle", f"bay{i + 1}") for i in range(6)]
    links += [
        ("aisle", "tyres"),
        ("bay6", "parts"),
        ("bay1", "wash"),
        ("aisle", "canteen"),
        ("aisle", "lockers"),
        ("aisle", "lift0"),
        ("yard", "wash"),
        ("yard", "bay2"),
        ("yard", "bay5"),
        ("yard", "fuel"),
        ("yard", "gatelane"),
        ("gatelane", "gatehouse"),
        ("fuel", "staffpark"),
        ("lift0", "lift1", (22.0, -8.0), (22.0, -8.0), 15.0),
        ("lift1", "walkway"),
        ("walkway", "fleetoffice"),
        ("walkway", "manager"),
        ("walkway", "training"),
    ]
    classes = [
        (
            "bus",
            "bus|double-decker bus|single-deck bus|city bus",
            "vehicle",
            "red|blue|green|white|yellow",
            "yard:9,bay2:1,bay3:1,bay5:1",
            "text",
            11.0,
            "bus",
        ),
        (
            "truck",
            "truck|lorry|recovery truck",
            "vehicle",
            "white|orange|blue",
            "yard:2,bay6:1",
            "static",
            8.0,
            "",
        ),
        (
            "van",
            "van|panel van|minibus",
            "vehicle",
            "white|silver",
            "yard:2,bay1:1",
            "static",
            5.0,
            "",
        ),
        (
            "car",
            "car|parked car|hatchback",
            "vehicle",
            "red|white|black|silver|blue|grey",
            "staffpark:7",
            "static",
            4.0,
            "",
        ),
        (
            "column lift",
            "column lift|mobile column lift|vehicle lift",
            "machine",
            "yellow|red",
            "bay1:2,bay3:2,bay6:2",
            "static",
            1.0,
            "",
        ),
        (
            "pit cover",
            "pit cover|inspection pit|pit",
            "floor opening",
            "yellow|grey",
            "bay2:1,bay4:1",
            "state",
            3.0,
            "open/closed",
        ),
        (
            "roller shutter",
            "roller shutter|shutter door|bay door",
            "door",
            "blue|grey|white",
            "bay2:1,bay5:1,wash:1",
            "state",
            4.0,
            "up/down",
        ),
        (
            "tyre stack",
            "tyre stack|stacked tyres|tyres",
            "pile",
            "black",
            "tyres:5,bay4:1",
            "static",
            1.2,
            "",
        ),
        (
            "tyre changer",
            "tyre changer|tyre machine",
            "machine",
            "red|blue",
            "tyres:1",
            "static",
            1.0,
            "",
        ),
        (
            "wheel balancer",
            "wheel balancer|balancing machine",
            "machine",
            "grey|red",
            "tyres:1",
            "static",
            1.0,
            "",
        ),
        (
            "tool chest",
            "tool chest|toolbox|roll cab",
            "cabinet",
            "red|blue|black",
            "bay1:1,bay2:1,bay3:1,bay4:1,bay5:1,bay6:1",
            "static",
            1.0,
            "",
        ),
        (
            "workbench",
            "workbench|work bench|steel bench",
            "table",
            "grey|blue",
            "bay3:1,bay6:1,parts:1",
            "static",
            2.0,
            "",
        ),
        (
            "air compressor",
            "air compressor|compressor",
            "machine",
            "blue|green",
            "aisle:1",
            "static",
            1.0,
            "",
        ),
        (
            "oil drum",
            "oil drum|barrel|drum",
            "container",
            "blue|black|red",
            "bay4:2,tyres:1,fuel:2",
            "static",
            0.7,
            "",
        ),
        (
            "spill kit",
            "spill kit|spill bin",
            "container",
            "yellow",
            "aisle:1,fuel:1",
            "static",
            0.7,
            "",
        ),
        (
            "fire extinguisher",
            "fire extinguisher|extinguisher",
            "canister",
            "red",
            "aisle:2,parts:1,walkway:1,fuel:1",
            "static",
            0.4,
            "",
        ),
        (
            "shelving",
            "shelving|racking|shelf unit",
            "shelf",
            "grey|orange|blue",
            "parts:4",
            "static",
            2.0,
            "",
        ),
        (
            "forklift",
            "forklift|fork-lift truck",
            "vehicle",
            "yellow|orange",
            "yard:1",
            "moving",
            2.5,
            "",
        ),
        (
            "pallet truck",
            "pallet truck|pallet jack",
            "trolley",
            "red|orange",
            "parts:1",
            "static",
            1.2,
            "",
        ),
        (
            "pressure washer",
            "pressure washer|jet washer",
            "machine",
            "yellow|red",
            "wash:1",
            "static",
            0.8,
            "",
        ),
        (
            "brush gantry",
            "brush gantry|wash brushes|vehicle wash",
            "machine",
            "blue|red",
            "wash:1",
            "state",
            4.0,
            "running/stopped",
        ),
        (
            "fuel pump",
            "fuel pump|diesel pump|pump",
            "machine",
            "green|red",
            "fuel:2",
            "text",
            1.2,
            "pump",
        ),
        (
            "barrier arm",
            "barrier arm|boom barrier|gate barrier",
            "barrier",
            "red and white",
            "gatelane:1",
            "state",
            4.0,
            "raised/lowered",
        ),
        (
            "gate notice",
            "gate notice|visitor sign|reception sign",
            "sign",
            "white|blue",
            "gatehouse:1",
            "text",
            0.8,
            "gate",
        ),
        (
            "desk",
            "desk|office desk",
            "table",
            "white|oak|grey",
            "fleetoffice:3,manager:1,gatehouse:1",
            "static",
            1.5,
            "",
        ),
        (
            "office chair",
            "office chair|swivel chair",
            "chair",
            "black|blue",
            "fleetoffice:3,manager:1,training:4",
            "static",
            0.7,
            "",
        ),
        (
            "computer monitor",
            "computer monitor|screen|monitor",
            "display",
            "black",
            "fleetoffice:2,gatehouse:1",
            "text",
            0.6,
            "monitor",
        ),
        (
            "whiteboard",
            "whiteboard|white board|planning board",
            "board",
            "white",
            "training:1,fleetoffice:1",
            "text",
            1.5,
            "whiteboard",
        ),
        (
            "coffee machine",
            "coffee machine|espresso machine",
            "appliance",
            "black|silver",
            "canteen:1",
            "static",
            0.5,
            "",
        ),
        (
            "microwave",
            "microwave|microwave oven",
            "appliance",
            "white|silver",
            "canteen:2",
            "static",
            0.5,
            "",
        ),
        (
            "fridge",
            "fridge|refrigerator",
            "appliance",
            "white|grey",
            "canteen:1",
            "static",
            0.8,
            "",
        ),
        (
            "canteen table",
            "canteen table|dining table|table",
            "furniture",
            "white|grey",
            "canteen:3",
            "static",
            1.5,
            "",
        ),
        (
            "locker",
            "locker|steel locker|staff lockers",
            "cabinet",
            "grey|blue",
            "lockers:4",
            "static",
            1.0,
            "",
        ),
        (
            "safety sign",
            "safety sign|warning sign|hazard sign",
            "sign",
            "yellow|blue",
            "aisle:2,bay4:1,wash:1",
            "text",
            0.6,
            "safety",
        ),
        (
            "wall clock",
            "wall clock|clock",
            "object",
            "white",
            "aisle:1,canteen:1",
            "static",
            0.4,
            "",
        ),
        (
            "traffic cone",
            "traffic cone|cone",
            "object",
            "orange",
            "yard:3,bay2:1",
            "static",
            0.5,
            "",
        ),
        (
            "hi-vis jacket",
            "hi-vis jacket|hi-vis vest|reflective jacket",
            "clothing",
            "yellow|orange",
            "canteen:1",
            "lost",
            0.6,
            "lockers",
        ),
        ("torque wrench", "torque wrench|wrench", "tool", "silver", "bay3:1", "lost", 0.5, "parts"),
        ("jack stand", "jack stand|axle stand", "tool", "red|yellow", "bay4:2", "static", 0.5, ""),
        (
            "battery charger",
            "battery charger|charger unit",
            "box",
            "yellow|red",
            "bay1:1",
            "static",
            0.5,
            "",
        ),
        ("helicopter", "helicopter", "", "", "", "never", 8.0, ""),
        ("tractor", "tractor", "", "", "", "never", 4.0, ""),
        ("boat", "boat|dinghy", "", "", "", "never", 4.0, ""),
        ("tower crane", "tower crane|crane", "", "", "", "never", 10.0, ""),
        ("ambulance", "ambulance", "", "", "", "never", 6.0, ""),
        ("fire engine", "fire engine|fire truck", "", "", "", "never", 8.0, ""),
        ("motorcycle", "motorcycle|motorbike", "", "", "", "never", 2.0, ""),
        ("caravan", "caravan|trailer caravan", "", "", "", "never", 6.0, ""),
        ("sofa", "sofa|couch", "", "", "", "never", 2.0, ""),
        ("christmas tree", "christmas tree", "", "", "", "never", 2.0, ""),
    ]
    texts: dict[str, TextFn] = {
        "bus": _t_bus,
        "whiteboard": _t_whiteboard,
        "monitor": _t_monitor,
        "pump": _t_pump,
        "safety": _t_safety,
        "gate": _t_gate,
    }
    return Family(
        "vehicle_workshop",
        4.0,
        pl,
        links,
        classes,
        "gatehouse",
        regions_in=("floor", "wall", "ceiling", "concrete floor"),
        regions_out=("sky", "tarmac", "road"),
        texts=texts,
    )


def get(name: str) -> Family:
    builders = {
        "apartment_block": apartment_block,
        "zoo": zoo,
        "vehicle_workshop": vehicle_workshop,
    }
    return builders[name]()

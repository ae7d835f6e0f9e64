"""Floor plans of the two families: places (axis-aligned rectangles on a level), the doors,
stairs and lifts between them, what is furnished where, and which signs hang where.

A place is walked in straight lines between its portals (rectangles are convex). Stairs
are places whose two portals are at different heights, so walking them changes z. A lift
is one place with a node per level; riding it is a portal between two of its nodes.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

FLOOR_H = 3.5  # hotel storey height, metres


@dataclass
class Place:
    key: str
    name: str
    aliases: tuple[str, ...]  # what people call it; the keywords of "which room" answers
    generic: tuple[str, ...]  # how a captioner describes it without knowing what it is
    specific: tuple[str, ...]  # how a captioner names it when it recognises it
    rect: tuple[float, float, float, float]
    z: float
    level: int
    outdoor: bool = False
    kind: str = "room"  # room | corridor | outdoor | platform | stairs | lift
    fixtures: tuple = ()  # (category, min, max)
    signs: tuple = ()  # (text, keywords)
    sees: tuple[str, ...] = ()  # other places whose objects are visible from here
    stay: float = 1.0  # weight as a destination of the robot (0: only passed through)
    article: str = "the"

    @property
    def centre(self) -> tuple[float, float]:
        x0, y0, x1, y1 = self.rect
        return ((x0 + x1) / 2, (y0 + y1) / 2)

    def ref(self) -> str:
        """How a person names it in a question."""
        return f"{self.article} {self.aliases[0]}".strip()


@dataclass
class Portal:
    a: str  # node keys
    b: str
    pa: tuple[float, float, float]
    pb: tuple[float, float, float]
    kind: str = "door"  # door | open | ride


@dataclass
class Layout:
    family: str
    places: dict[str, Place]
    nodes: dict[str, str]  # node key -> place key
    node_z: dict[str, float]
    portals: list[Portal]
    lifts: dict[str, tuple[float, float]]  # lift place key -> (x, y)
    start: str
    variant: str
    level_names: dict[int, tuple[str, ...]] = field(default_factory=dict)  # keywords by level
    must_visit: tuple[str, ...] = ()

    def place_of_node(self, node: str) -> Place:
        return self.places[self.nodes[node]]


class _Builder:
    def __init__(self, family: str) -> None:
        self.family = family
        self.places: dict[str, Place] = {}
        self.nodes: dict[str, str] = {}
        self.node_z: dict[str, float] = {}
        self.portals: list[Portal] = []
        self.lifts: dict[str, tuple[float, float]] = {}

    def place(self, key, name, aliases, generic, specific, rect, z=0.0, level=0, **kw) -> Place:
        p = Place(key, name, tuple(aliases), tuple(generic), tuple(specific), rect, z, level, **kw)
        self.places[key] = p
        if p.kind != "lift":
            self.nodes[key] = key
            self.node_z[key] = z
        return p

    def door(self, a, b, x, y, kind="door"):
        z = self.node_z[a]
        zb = self.node_z[b]
        self.portals.append(Portal(a, b, (x, y, z), (x, y, zb), kind))

    def stairs_end(self, place, stairs, x, y, z):
        self.portals.append(Portal(place, stairs, (x, y, z), (x, y, z), "open"))

    def lift(self, key, name, aliases, x, y, stops: list[tuple[str, float, int]], signs=()):
        self.places[key] = Place(
            key,
            name,
            tuple(aliases),
            ("the inside of an elevator", "a small metal room", "a lift car with mirrored walls"),
            ("an elevator", "a lift"),
            (x - 1, y - 1, x + 1, y + 1),
            stops[0][1],
            stops[0][2],
            kind="lift",
            stay=0.0,
            signs=signs,
        )
        self.lifts[key] = (x, y)
        keys = []
        for lobby, z, _level in stops:
            node = f"{key}@{z:g}"
            self.nodes[node] = key
            self.node_z[node] = z
            self.portals.append(Portal(lobby, node, (x, y, z), (x, y, z), "door"))
            keys.append((node, z))
        for i, (na, za) in enumerate(keys):
            for nb, zb in keys[i + 1 :]:
                self.portals.append(Portal(na, nb, (x, y, za), (x, y, zb), "ride"))


# ====================================================================== station
def station(rng: np.random.Generator) -> Layout:
    b = _Builder("station")
    bridge = bool(rng.random() < 0.55)
    zc = 6.0 if bridge else -4.5  # footbridge above the tracks, or an underpass below
    four = bool(rng.random() < 0.6)
    out = dict(outdoor=True, kind="outdoor")
    b.place(
        "bus_stops",
        "bus stops",
        ("bus stops", "bus stop", "bus shelter"),
        ("a city street", "a bus stop on a street", "a sidewalk next to a road"),
        ("a bus stop", "a bus station"),
        (-40, -38, 40, -30),
        fixtures=(
            ("bus_shelter", 2, 3),
            ("bench", 1, 2),
            ("trash_can", 1, 2),
            ("street_lamp", 2, 3),
            ("bus", 1, 1),
            ("poster", 1, 2),
            ("tree", 1, 3),
        ),
        signs=(
            ("Bus Stop A", ("bus stop a", "stop a")),
            ("Bus Stop B - Airport", ("airport", "stop b")),
        ),
        sees=("crossing", "forecourt"),
        stay=1.0,
        **out,
    )
    b.place(
        "crossing",
        "pedestrian crossing",
        ("pedestrian crossing", "zebra crossing", "crossing"),
        ("a street crossing", "a road with a crosswalk"),
        ("a pedestrian crossing", "a zebra crossing"),
        (-3, -30, 3, -18),
        fixtures=(("crosswalk", 1, 1), ("traffic_light", 2, 2)),
        sees=("bus_stops", "forecourt", "taxi_rank"),
        stay=0.0,
        **out,
    )
    b.place(
        "forecourt",
        "station forecourt",
        ("station forecourt", "forecourt", "station entrance", "front of the station"),
        (
            "a plaza in front of a building",
            "an open square outside a large building",
            "a paved area outside",
        ),
        ("the entrance of a train station", "a railway station forecourt"),
        (-50, -18, 50, -6),
        fixtures=(
            ("bench", 1, 3),
            ("trash_can", 2, 3),
            ("street_lamp", 2, 4),
            ("potted_plant", 1, 3),
            ("flower_stall", 0, 1),
            ("map_board", 1, 1),
            ("atm", 0, 1),
        ),
        signs=(("Central Station", ("central station", "central")),),
        sees=("crossing", "taxi_rank", "bike_parking", "bus_stops"),
        stay=0.6,
        **out,
    )
    b.place(
        "taxi_rank",
        "taxi rank",
        ("taxi rank", "taxi stand", "taxis"),
        ("a street with parked cars", "a row of cars at a curb"),
        ("a taxi rank", "a taxi stand"),
        (50, -18, 80, -6),
        fixtures=(("taxi", 2, 4), ("street_lamp", 1, 2), ("bench", 0, 1)),
        signs=(("Taxis", ("taxi",)),),
        sees=("forecourt",),
        stay=1.0,
        **out,
    )
    b.place(
        "bike_parking",
        "bike parking",
        ("bike parking", "bike racks", "cycle parking", "bicycle parking"),
        ("a parking area with bicycles", "rows of bikes outside"),
        ("a bicycle parking area", "a bike park"),
        (-80, -18, -50, -6),
        fixtures=(("bike_rack", 2, 4), ("bicycle", 3, 7), ("scooter", 0, 2), ("street_lamp", 1, 1)),
        signs=(("Cycle Park", ("cycle park",)),),
        sees=("forecourt",),
        stay=1.0,
        **out,
    )
    b.place(
        "ticket_hall",
        "ticket hall",
        ("ticket hall", "ticket office", "booking hall"),
        ("a large hall", "an indoor hall with a high ceiling", "a room with counters"),
        ("a ticket hall", "a ticket office in a train station"),
        (-20, -6, 20, 14),
        fixtures=(
            ("ticket_machine", 3, 5),
            ("ticket_counter", 1, 1),
            ("info_desk", 0, 1),
            ("departure_board", 1, 2),
            ("clock", 1, 1),
            ("trash_can", 1, 2),
            ("atm", 1, 2),
            ("poster", 1, 2),
            ("security_camera", 1, 2),
            ("photo_booth", 0, 1),
        ),
        signs=(
            ("Tickets", ("ticket",)),
            ("Way Out", ("way out", "exit")),
            ("Please keep your luggage with you", ("luggage with you", "keep your")),
        ),
        sees=("concourse",),
    )
    b.place(
        "left_luggage",
        "left-luggage office",
        ("left luggage office", "left-luggage", "luggage storage", "baggage storage"),
        ("a small room with lockers", "a room full of metal lockers"),
        ("a left luggage office", "a luggage storage room"),
        (20, -6, 32, 6),
        fixtures=(
            ("luggage_locker", 3, 5),
            ("shop_counter", 1, 1),
            ("suitcase", 1, 3),
            ("security_camera", 1, 1),
        ),
        signs=(("Left Luggage", ("left luggage",)),),
    )
    b.place(
        "toilets",
        "toilets",
        ("toilets", "restrooms", "public toilets", "washroom"),
        ("a bathroom", "a tiled room with sinks", "a public restroom"),
        ("a public toilet", "the station toilets"),
        (-32, -6, -20, 6),
        fixtures=(
            ("sink", 2, 4),
            ("mirror", 1, 2),
            ("hand_dryer", 1, 2),
            ("toilet_stall", 2, 4),
            ("trash_can", 1, 1),
        ),
        signs=(("Toilets", ("toilet",)), ("Baby Change", ("baby change", "baby"))),
    )
    b.place(
        "concourse",
        "concourse",
        ("concourse", "main hall", "station concourse"),
        (
            "a large hall",
            "a busy indoor space with people walking",
            "a wide hall with a glass roof",
        ),
        ("a train station concourse", "the main concourse of a railway station"),
        (-40, 14, 50, 32),
        fixtures=(
            ("departure_board", 2, 3),
            ("bench", 2, 4),
            ("trash_can", 2, 3),
            ("clock", 1, 1),
            ("pillar", 2, 4),
            ("piano", 0, 1),
            ("water_fountain", 0, 1),
            ("charging_station", 0, 1),
            ("help_point", 1, 1),
            ("vending_machine", 1, 2),
            ("poster", 2, 3),
            ("map_board", 1, 1),
            ("wet_floor_sign", 0, 1),
            ("luggage_trolley", 1, 2),
            ("security_camera", 1, 2),
        ),
        signs=(
            ("Platforms 1-4" if four else "Platforms 1-3", ("platforms 1",)),
            ("Trains to the Airport every 15 minutes", ("airport",)),
            ("Way Out", ("way out", "exit")),
        ),
        sees=("ticket_hall", "platform_1", "cafe", "shop"),
        stay=1.4,
    )
    b.place(
        "cafe",
        "café",
        ("café", "cafe", "coffee shop"),
        ("a small restaurant", "a room with tables and chairs", "a coffee bar"),
        ("a coffee shop", "a café inside a station"),
        (50, 14, 66, 28),
        fixtures=(
            ("cafe_table", 3, 5),
            ("chair", 4, 8),
            ("coffee_machine", 1, 1),
            ("pastry_case", 1, 1),
            ("shop_counter", 1, 1),
            ("trash_can", 1, 1),
        ),
        signs=(("Coffee & Co", ("coffee & co", "coffee and co", "coffee co")),),
        sees=("concourse",),
    )
    b.place(
        "shop",
        "newsagent",
        ("newsagent", "news shop", "kiosk", "convenience store"),
        ("a small store", "a shop with shelves", "a store with magazines"),
        ("a newsagent", "a convenience store"),
        (-56, 14, -40, 24),
        fixtures=(
            ("newspaper_rack", 2, 3),
            ("drinks_fridge", 1, 2),
            ("shop_counter", 1, 1),
            ("security_camera", 0, 1),
        ),
        signs=(("News & Travel", ("news & travel", "news and travel", "travel")),),
        sees=("concourse",),
    )
    b.place(
        "waiting_room",
        "waiting room",
        ("waiting room", "waiting area", "passenger lounge"),
        ("a room with rows of seats", "a quiet room with chairs", "a seating area"),
        ("a waiting room", "a station waiting room"),
        (-56, 24, -40, 32),
        fixtures=(
            ("waiting_seats", 2, 4),
            ("departure_board", 1, 1),
            ("heater", 1, 2),
            ("trash_can", 1, 1),
            ("vending_machine", 0, 1),
            ("clock", 0, 1),
        ),
        signs=(("Waiting Room", ("waiting room",)),),
    )
    plat_fix = (
        ("platform_edge", 2, 3),
        ("bench", 2, 3),
        ("trash_can", 1, 2),
        ("departure_board", 1, 2),
        ("help_point", 1, 1),
        ("street_lamp", 0, 0),
        ("security_camera", 1, 1),
        ("poster", 1, 2),
        ("train", 1, 1),
        ("lift_door", 1, 1),
    )
    b.place(
        "platform_1",
        "platform 1",
        ("platform 1", "platform one"),
        (
            "a train platform",
            "a long outdoor platform next to railway tracks",
            "a platform under a canopy",
        ),
        ("platform 1 of a train station", "a railway platform"),
        (-70, 32, 90, 40),
        fixtures=(*plat_fix, ("vending_machine", 0, 1)),
        signs=(("Platform 1", ("platform 1",)), ("Mind the gap", ("mind the gap", "gap"))),
        sees=("concourse", "platform_23"),
        stay=1.2,
        outdoor=True,
        kind="platform",
    )
    b.place(
        "platform_23",
        "platforms 2 and 3",
        ("platform 2", "platform 3", "platforms 2 and 3", "island platform"),
        ("a train platform", "a long platform between two railway tracks", "an outdoor platform"),
        ("an island platform at a train station", "a railway platform"),
        (-70, 50, 90, 58),
        fixtures=(*plat_fix, ("waiting_seats", 0, 1)),
        signs=(
            ("Platforms 2 & 3", ("2 & 3", "2 and 3")),
            ("Mind the gap", ("mind the gap", "gap")),
        ),
        sees=("platform_1",) + (("platform_4",) if four else ()),
        stay=1.2,
        outdoor=True,
        kind="platform",
    )
    plats = ["platform_1", "platform_23"]
    if four:
        b.place(
            "platform_4",
            "platform 4",
            ("platform 4", "platform four"),
            ("a train platform", "an outdoor platform with a canopy"),
            ("platform 4 of a station", "a railway platform"),
            (-70, 68, 90, 76),
            fixtures=plat_fix,
            signs=(("Platform 4", ("platform 4",)),),
            sees=("platform_23",),
            stay=1.0,
            outdoor=True,
            kind="platform",
        )
        plats.append("platform_4")
    if bridge:
        b.place(
            "link",
            "footbridge",
            ("footbridge", "bridge", "overbridge"),
            ("a glass walkway", "an enclosed bridge", "a long corridor with windows"),
            ("a footbridge over railway tracks", "a pedestrian bridge"),
            (30, 34, 40, 76),
            z=zc,
            level=1,
            kind="corridor",
            fixtures=(
                ("railing", 2, 3),
                ("poster", 1, 2),
                ("security_camera", 1, 1),
                ("lift_door", 2, 3),
            ),
            signs=(("Platforms 2 & 3 this way", ("2 & 3", "2 and 3")),),
            stay=0.3,
        )
    else:
        b.place(
            "link",
            "underpass",
            ("underpass", "subway", "tunnel"),
            ("a tunnel", "a long underground passage", "a tiled corridor"),
            ("a pedestrian underpass", "a subway passage"),
            (30, 34, 40, 76),
            z=zc,
            level=-1,
            kind="corridor",
            fixtures=(
                ("railing", 1, 2),
                ("poster", 2, 4),
                ("security_camera", 1, 1),
                ("lift_door", 2, 3),
            ),
            signs=(("To all platforms", ("all platforms",)),),
            stay=0.3,
        )
    # doors
    b.door("bus_stops", "crossing", 0, -30, "open")
    b.door("crossing", "forecourt", 0, -18, "open")
    b.door("forecourt", "taxi_rank", 50, -12, "open")
    b.door("forecourt", "bike_parking", -50, -12, "open")
    b.door("forecourt", "ticket_hall", 0, -6)
    b.door("ticket_hall", "left_luggage", 20, 0)
    b.door("ticket_hall", "toilets", -20, 0)
    b.door("ticket_hall", "concourse", 0, 14, "open")
    b.door("concourse", "cafe", 50, 22)
    b.door("concourse", "shop", -40, 18)
    b.door("concourse", "waiting_room", -40, 28)
    b.door("concourse", "platform_1", 0, 32, "open")  # ticket gates
    word = "up" if bridge else "down"
    ys = {"platform_1": 36.0, "platform_23": 54.0, "platform_4": 72.0}
    for plat in plats:
        y = ys[plat]
        skey = f"stairs_{plat}"
        b.place(
            skey,
            f"stairs at {plat.replace('_23', ' 2/3').replace('_', ' ')}",
            ("stairs", "staircase"),
            ("a staircase", "stairs going " + word),
            ("a staircase in a station",),
            (24, y - 1.5, 30, y + 1.5),
            z=0.0,
            level=0,
            kind="stairs",
            fixtures=(("staircase", 1, 1), ("railing", 1, 1)),
            stay=0.0,
        )
        b.stairs_end(plat, skey, 24, y, 0.0)
        b.stairs_end("link", skey, 30.5, y, zc)
    # one lift per platform, each serving its platform and the link level
    for plat in plats:
        y = ys[plat] + 1.0
        lkey = f"lift_{plat}"
        b.lift(
            lkey,
            f"lift at {plat.replace('_', ' ')}",
            ("lift", "elevator"),
            38.5,
            y,
            [(plat, 0.0, 0), ("link", zc, 1 if bridge else -1)],
        )
        b.places[lkey].fixtures = (("lift_door", 1, 1), ("railing", 0, 1))
    levels = {
        0: ("street level", "ground", "concourse level", "platform level"),
        1: ("footbridge", "upper level", "bridge"),
        -1: ("underpass", "lower level", "subway", "tunnel"),
    }
    return Layout(
        "station",
        b.places,
        b.nodes,
        b.node_z,
        b.portals,
        b.lifts,
        "concourse",
        ("footbridge" if bridge else "underpass") + ("-4" if four else "-3"),
        levels,
        must_visit=("bus_stops", plats[-1], "platform_23", "taxi_rank"),
    )


# ====================================================================== hotel
def hotel(rng: np.random.Generator) -> Layout:
    b = _Builder("hotel")
    floors = int(rng.integers(2, 5))  # guest floors 2 .. 1+floors
    out = dict(outdoor=True, kind="outdoor")
    hname = ["The Grand Meridian", "Hotel Alder", "The Linden House", "Harbour View Hotel"][
        int(rng.integers(0, 4))
    ]
    b.place(
        "street",
        "street",
        ("street", "road outside", "pavement outside"),
        ("a city street", "a street with parked cars", "a sidewalk along a road"),
        ("a street in front of a hotel",),
        (-60, -34, 70, -22),
        fixtures=(
            ("street_lamp", 2, 4),
            ("car", 2, 4),
            ("taxi", 0, 2),
            ("traffic_light", 1, 2),
            ("crosswalk", 1, 1),
            ("tree", 2, 3),
            ("trash_can", 1, 2),
            ("bicycle", 0, 2),
        ),
        sees=("entrance", "car_park", "crossing"),
        stay=0.8,
        **out,
    )
    b.place(
        "crossing",
        "pedestrian crossing",
        ("pedestrian crossing", "zebra crossing", "crossing"),
        ("a street crossing", "a road with a crosswalk"),
        ("a pedestrian crossing", "a zebra crossing"),
        (-3, -40, 3, -34),
        fixtures=(("crosswalk", 1, 1), ("traffic_light", 2, 2)),
        sees=("street", "far_side"),
        stay=0.0,
        **out,
    )
    b.place(
        "far_side",
        "bus stop across the street",
        ("bus stop across the street", "bus stop", "other side of the street"),
        ("a sidewalk next to a road", "a bus stop on a street", "a city street"),
        ("a bus stop", "a pavement across from a hotel"),
        (-60, -48, 70, -40),
        fixtures=(
            ("bus_shelter", 1, 1),
            ("bench", 1, 2),
            ("trash_can", 1, 2),
            ("street_lamp", 2, 3),
            ("bus", 1, 1),
            ("poster", 1, 2),
            ("tree", 1, 3),
            ("atm", 0, 1),
        ),
        signs=(("Bus 42 to the Old Town", ("42", "old town")),),
        sees=("crossing", "street"),
        stay=0.8,
        **out,
    )
    b.place(
        "entrance",
        "main entrance",
        ("main entrance", "hotel entrance", "driveway", "entrance"),
        ("the front of a building", "an entrance with glass doors", "a covered driveway"),
        ("a hotel entrance", "the entrance of a hotel"),
        (-20, -22, 34, -10),
        fixtures=(
            ("potted_plant", 2, 4),
            ("luggage_cart", 0, 1),
            ("umbrella_stand", 1, 1),
            ("bellboy_stand", 0, 1),
            ("taxi", 0, 1),
            ("street_lamp", 1, 2),
        ),
        signs=((hname, (hname.lower().replace("the ", ""),)),),
        sees=("street", "car_park"),
        stay=0.7,
        **out,
    )
    b.place(
        "car_park",
        "car park",
        ("car park", "parking lot", "hotel car park"),
        ("a parking lot", "a parking lot with cars", "an outdoor lot with parked cars"),
        ("a hotel car park",),
        (34, -22, 80, 20),
        fixtures=(
            ("car", 5, 9),
            ("ev_charger", 1, 3),
            ("parking_barrier", 1, 1),
            ("parking_meter", 0, 1),
            ("street_lamp", 2, 3),
        ),
        signs=(("Guest Parking Only", ("guest parking",)), ("P", ("parking",))),
        sees=("entrance", "street"),
        stay=1.0,
        **out,
    )
    b.place(
        "lobby",
        "lobby",
        ("lobby", "foyer", "hotel lobby"),
        (
            "a large room with couches",
            "an elegant hall with a chandelier",
            "a spacious room with a marble floor",
        ),
        ("a hotel lobby", "the lobby of a hotel"),
        (-20, -10, 20, 12),
        fixtures=(
            ("sofa", 2, 3),
            ("armchair", 2, 4),
            ("coffee_table", 1, 3),
            ("chandelier", 1, 1),
            ("rug", 1, 1),
            ("painting", 1, 3),
            ("potted_plant", 2, 3),
            ("fireplace", 0, 1),
            ("suitcase", 1, 2),
            ("luggage_cart", 1, 1),
            ("clock", 0, 1),
            ("tv", 0, 1),
            ("fruit_bowl", 0, 1),
        ),
        signs=(("Welcome", ("welcome",)),),
        sees=("reception", "bar"),
        stay=1.4,
    )
    b.place(
        "reception",
        "reception",
        ("reception", "front desk", "reception desk"),
        ("a room with a long counter", "a desk area with computers"),
        ("a hotel reception", "a front desk"),
        (20, -10, 34, 4),
        fixtures=(
            ("reception_desk", 1, 1),
            ("service_bell", 1, 1),
            ("computer", 1, 2),
            ("potted_plant", 0, 1),
            ("clock", 1, 3),
            ("painting", 0, 1),
        ),
        signs=(("Reception", ("reception",)), ("Check-out by 11 am", ("check-out", "11"))),
        sees=("lobby",),
        stay=1.0,
    )
    b.place(
        "bar",
        "bar",
        ("bar", "lounge bar", "cocktail bar"),
        (
            "a dimly lit room with a counter",
            "a room with stools and bottles",
            "a cozy room with low lights",
        ),
        ("a hotel bar", "a cocktail bar"),
        (-44, -10, -20, 10),
        fixtures=(
            ("bar_counter", 1, 1),
            ("bar_stool", 3, 6),
            ("bottle_shelf", 1, 2),
            ("beer_tap", 1, 1),
            ("armchair", 1, 3),
            ("coffee_table", 1, 2),
            ("tv", 0, 1),
            ("painting", 0, 1),
        ),
        signs=(("Happy hour 5-7 pm", ("happy hour",)),),
        sees=("lobby",),
        stay=1.0,
    )
    b.place(
        "lift_lobby_0",
        "ground floor lift lobby",
        ("lift lobby", "elevator lobby", "lifts"),
        ("a small hallway with elevator doors", "a hallway with metal doors"),
        ("an elevator lobby",),
        (20, 4, 30, 12),
        fixtures=(("lift_door", 1, 2), ("potted_plant", 0, 1)),
        sees=("lobby",),
        stay=0.0,
        kind="corridor",
    )
    b.place(
        "corridor_0",
        "ground floor corridor",
        ("ground floor corridor", "corridor", "hallway"),
        ("a corridor", "a hallway with doors", "a long hallway"),
        ("a hotel corridor",),
        (-14, 12, 30, 18),
        fixtures=(("painting", 1, 2), ("fire_extinguisher", 1, 1)),
        stay=0.0,
        kind="corridor",
        signs=(("Restaurant", ("restaurant",)),),
    )
    b.place(
        "restaurant",
        "restaurant",
        ("restaurant", "dining room", "breakfast room"),
        ("a dining room", "a room with tables set for a meal", "a bright room with tables"),
        ("a hotel restaurant", "a restaurant"),
        (-44, 10, -14, 34),
        fixtures=(
            ("dining_table", 4, 7),
            ("dining_chair", 6, 12),
            ("buffet", 1, 1),
            ("high_chair", 0, 1),
            ("coffee_machine", 1, 1),
            ("chandelier", 0, 2),
            ("painting", 0, 2),
            ("potted_plant", 0, 2),
        ),
        signs=(("Breakfast 6:30-10:30", ("breakfast", "6:30", "10:30")),),
        sees=("terrace",),
        stay=1.3,
    )
    b.place(
        "terrace",
        "terrace",
        ("terrace", "patio", "outdoor terrace"),
        ("an outdoor seating area", "a patio with tables and umbrellas"),
        ("a hotel terrace", "a terrace"),
        (-44, 34, -14, 46),
        fixtures=(
            ("patio_table", 3, 5),
            ("chair", 4, 8),
            ("parasol", 2, 4),
            ("potted_plant", 1, 3),
        ),
        sees=("garden", "restaurant"),
        stay=1.0,
        **out,
    )
    b.place(
        "garden",
        "garden",
        ("garden", "hotel garden", "courtyard garden"),
        ("a garden with trees", "a green courtyard", "a lawn with bushes"),
        ("a hotel garden", "a garden"),
        (-14, 18, 30, 60),
        fixtures=(
            ("fountain", 1, 1),
            ("hedge", 2, 4),
            ("tree", 3, 5),
            ("bench", 2, 3),
            ("flower_bed", 2, 3),
            ("street_lamp", 1, 2),
        ),
        sees=("terrace",),
        stay=1.1,
        **out,
    )
    zb = -FLOOR_H
    b.place(
        "lift_lobby_-1",
        "basement lift lobby",
        ("basement lift lobby", "lift lobby"),
        ("a small hallway with elevator doors",),
        ("an elevator lobby",),
        (20, 4, 30, 12),
        z=zb,
        level=-1,
        fixtures=(("lift_door", 1, 2),),
        stay=0.0,
        kind="corridor",
    )
    b.place(
        "corridor_-1",
        "basement corridor",
        ("basement corridor", "service corridor", "corridor"),
        ("a plain corridor", "a narrow hallway with pipes", "a corridor"),
        ("a service corridor",),
        (-14, 12, 50, 18),
        z=zb,
        level=-1,
        kind="corridor",
        fixtures=(("fire_extinguisher", 1, 2), ("laundry_cart", 0, 1)),
        stay=0.0,
        signs=(("Staff Only", ("staff only",)),),
    )
    b.place(
        "pool",
        "swimming pool",
        ("swimming pool", "pool", "spa"),
        ("a large room with a pool", "an indoor pool with blue water"),
        ("a hotel swimming pool", "an indoor swimming pool"),
        (-44, -10, -14, 12),
        z=zb,
        level=-1,
        fixtures=(
            ("swimming_pool", 1, 1),
            ("lounger", 3, 6),
            ("towels", 1, 2),
            ("potted_plant", 0, 2),
            ("clock", 0, 1),
            ("wet_floor_sign", 1, 1),
        ),
        signs=(
            ("Pool open 7am-10pm", ("7am", "10pm", "7 am", "10 pm")),
            ("No diving", ("no diving", "diving")),
        ),
        stay=1.2,
    )
    b.place(
        "gym",
        "gym",
        ("gym", "fitness centre", "fitness room"),
        ("a room with exercise machines", "a workout room with mirrors"),
        ("a hotel gym", "a fitness center"),
        (-14, -10, 20, 12),
        z=zb,
        level=-1,
        fixtures=(
            ("treadmill", 2, 4),
            ("exercise_bike", 1, 3),
            ("dumbbells", 1, 1),
            ("yoga_mat", 1, 3),
            ("mirror", 1, 2),
            ("tv", 0, 2),
            ("towels", 0, 1),
            ("water_fountain", 0, 1),
        ),
        signs=(("Fitness Centre", ("fitness",)),),
        stay=1.2,
    )
    b.place(
        "laundry",
        "laundry",
        ("laundry", "laundry room"),
        ("a room with washing machines", "a utility room", "a room with large machines"),
        ("a laundry room",),
        (30, 18, 50, 34),
        z=zb,
        level=-1,
        fixtures=(
            ("washing_machine", 2, 4),
            ("tumble_dryer", 2, 3),
            ("ironing_board", 1, 1),
            ("laundry_cart", 1, 2),
            ("shelves", 1, 2),
            ("towels", 1, 1),
        ),
        signs=(("Laundry", ("laundry",)),),
        stay=1.0,
    )
    b.place(
        "stores",
        "back-of-house store",
        ("storeroom", "back of house", "stores", "staff area"),
        ("a storage room with shelves", "a room with boxes and shelves"),
        ("a storeroom",),
        (30, -10, 50, 12),
        z=zb,
        level=-1,
        fixtures=(
            ("shelves", 2, 4),
            ("boxes", 2, 4),
            ("housekeeping_cart", 1, 2),
            ("room_service_cart", 0, 1),
        ),
        signs=(("Staff Only", ("staff only",)),),
        stay=0.8,
    )
    z1 = FLOOR_H
    b.place(
        "lift_lobby_1",
        "first floor lift lobby",
        ("first floor lift lobby", "lift lobby"),
        ("a small hallway with elevator doors",),
        ("an elevator lobby",),
        (20, 4, 30, 12),
        z=z1,
        level=1,
        fixtures=(("lift_door", 1, 2), ("painting", 0, 1)),
        stay=0.0,
        kind="corridor",
    )
    b.place(
        "corridor_1",
        "first floor corridor",
        ("first floor corridor", "corridor", "conference corridor"),
        ("a wide corridor", "a hallway with doors"),
        ("a hotel corridor",),
        (-30, 12, 40, 18),
        z=z1,
        level=1,
        kind="corridor",
        fixtures=(("painting", 1, 3), ("fire_extinguisher", 1, 1), ("sofa", 0, 1)),
        signs=(("Meeting rooms", ("meeting rooms",)),),
        stay=0.2,
    )
    b.place(
        "cedar",
        "Cedar Room",
        ("cedar room", "cedar conference room"),
        ("a meeting room", "a room with a long table", "a conference room"),
        ("a conference room", "a meeting room set up for a presentation"),
        (-30, 18, -5, 34),
        z=z1,
        level=1,
        fixtures=(
            ("conference_table", 1, 1),
            ("office_chair", 6, 10),
            ("projector_screen", 1, 1),
            ("whiteboard", 1, 1),
            ("lectern", 0, 1),
        ),
        signs=(("Cedar Room", ("cedar",)),),
        stay=1.0,
    )
    b.place(
        "birch",
        "Birch Room",
        ("birch room", "birch conference room"),
        ("a meeting room", "a room with rows of chairs", "a conference room"),
        ("a conference room", "a seminar room"),
        (-5, 18, 20, 34),
        z=z1,
        level=1,
        fixtures=(
            ("office_chair", 8, 12),
            ("projector_screen", 1, 1),
            ("lectern", 1, 1),
            ("whiteboard", 0, 1),
        ),
        signs=(("Birch Room", ("birch",)),),
        stay=1.0,
    )
    b.place(
        "business",
        "business centre",
        ("business centre", "business center"),
        ("an office", "a room with computers", "a small office with desks"),
        ("a business center", "a small office"),
        (20, 18, 40, 30),
        z=z1,
        level=1,
        fixtures=(("computer", 2, 4), ("printer", 1, 1), ("office_chair", 2, 4)),
        signs=(("Business Centre", ("business",)),),
        stay=0.8,
    )
    stops = [("lift_lobby_-1", zb, -1), ("lift_lobby_0", 0.0, 0), ("lift_lobby_1", z1, 1)]
    for k in range(2, 2 + floors):
        z = k * FLOOR_H
        ordinal = {2: "second", 3: "third", 4: "fourth", 5: "fifth"}[k]
        b.place(
            f"lift_lobby_{k}",
            f"floor {k} lift lobby",
            (f"floor {k} lift lobby", "lift lobby"),
            ("a small hallway with elevator doors",),
            ("an elevator lobby",),
            (20, 4, 30, 12),
            z=z,
            level=k,
            fixtures=(("lift_door", 1, 2), ("potted_plant", 0, 1)),
            stay=0.0,
            kind="corridor",
        )
        b.place(
            f"corridor_{k}",
            f"floor {k} corridor",
            (f"{ordinal} floor corridor", f"floor {k} corridor", f"{ordinal} floor"),
            ("a corridor", "a long hallway with doors", "a hallway with carpet"),
            ("a hotel corridor with room doors",),
            (-30, 12, 40, 18),
            z=z,
            level=k,
            kind="corridor",
            fixtures=(
                ("hotel_door", 4, 7),
                ("painting", 1, 2),
                ("fire_extinguisher", 1, 1),
                ("ice_machine", 0, 1),
                ("vending_machine", 0, 1),
                ("housekeeping_cart", 0, 1),
                ("room_service_cart", 0, 1),
            ),
            signs=((f"Rooms {k}01-{k}20", (f"{k}01",)), ("Fire Exit", ("fire exit",))),
            stay=1.0,
        )
        stops.append((f"lift_lobby_{k}", z, k))
        b.door(f"lift_lobby_{k}", f"corridor_{k}", 25, 12)
    b.lift("lift", "lift", ("lift", "elevator"), 25.0, 8.0, stops)
    b.places["lift"].fixtures = (("lift_door", 1, 1), ("mirror", 0, 1), ("railing", 1, 1))
    b.places["lift"].signs = (("Please hold the handrail", ("handrail",)),)
    # doors
    b.door("street", "entrance", 0, -22, "open")
    b.door("street", "crossing", 0, -34, "open")
    b.door("crossing", "far_side", 0, -40, "open")
    b.door("street", "car_park", 60, -22, "open")
    b.door("entrance", "car_park", 34, -16, "open")
    b.door("entrance", "lobby", 0, -10)
    b.door("lobby", "reception", 20, -4, "open")
    b.door("lobby", "bar", -20, 0)
    b.door("lobby", "lift_lobby_0", 20, 8, "open")
    b.door("lobby", "corridor_0", 0, 12, "open")
    b.door("corridor_0", "restaurant", -14, 15)
    b.door("lift_lobby_0", "corridor_0", 25, 12, "open")
    b.door("corridor_0", "garden", 10, 18)
    b.door("restaurant", "garden", -14, 26)
    b.door("restaurant", "terrace", -30, 34)
    b.door("terrace", "garden", -14, 40, "open")
    b.door("lift_lobby_-1", "corridor_-1", 25, 12)
    b.door("corridor_-1", "pool", -14, 15)
    b.door("corridor_-1", "gym", 0, 12)
    b.door("corridor_-1", "laundry", 40, 18)
    b.door("corridor_-1", "stores", 40, 12)
    b.door("lift_lobby_1", "corridor_1", 25, 12)
    b.door("corridor_1", "cedar", -17, 18)
    b.door("corridor_1", "birch", 7, 18)
    b.door("corridor_1", "business", 30, 18)
    # service stairs ground <-> basement
    b.place(
        "service_stairs",
        "service stairs",
        ("service stairs", "stairs", "staircase"),
        ("a stairwell", "a concrete staircase"),
        ("a staircase",),
        (29, 13, 36, 17),
        kind="stairs",
        fixtures=(("railing", 1, 1),),
        stay=0.0,
    )
    b.stairs_end("corridor_0", "service_stairs", 29.5, 15, 0.0)
    b.stairs_end("corridor_-1", "service_stairs", 36, 15, zb)
    levels = {
        -1: ("basement", "lower ground", "b1", "level -1", "floor -1"),
        0: ("ground", "lobby level", "floor 0", "level 0"),
        1: ("first floor", "1st floor", "floor 1", "level 1"),
        2: ("second floor", "2nd floor", "floor 2", "level 2"),
        3: ("third floor", "3rd floor", "floor 3", "level 3"),
        4: ("fourth floor", "4th floor", "floor 4", "level 4"),
        5: ("fifth floor", "5th floor", "floor 5", "level 5"),
    }
    top = f"corridor_{1 + floors}"
    return Layout(
        "hotel",
        b.places,
        b.nodes,
        b.node_z,
        b.portals,
        b.lifts,
        "lobby",
        f"{floors}-guest-floors",
        levels,
        must_visit=("pool", top, "garden", "car_park", "far_side", "laundry"),
    )


FAMILIES = {"station": station, "hotel": hotel}

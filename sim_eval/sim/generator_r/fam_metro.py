"""An underground metro station: four levels below and at the street, long platforms."""

from __future__ import annotations

import numpy as np

from .fam_common import PlaceBook, cls
from .model import FamilySpec, Level, number_word
from .rng import pick

STATIONS = ("Hollins Cross", "Quayside", "Beckett Road", "Saltmarket", "Larchfield")
STREETS = (
    "Carver Street",
    "Milner Road",
    "Harbour Lane",
    "Tanner's Row",
    "Abbey Walk",
    "Foundry Lane",
)
SUPERVISORS = ("Pereira", "Okafor", "Sandström", "Kaminski", "Achebe", "Dunleavy")
DESTS = (
    "WALBROOK",
    "EASTLEIGH PARK",
    "ORCHARD HILL",
    "THE DOCKS",
    "MILLBANK",
    "KING'S MEADOW",
    "AIRPORT",
)


def build(rng: np.random.Generator) -> FamilySpec:
    station = pick(rng, STATIONS)
    streets = [str(s) for s in rng.permutation(np.array(STREETS))[:3]]
    sup = pick(rng, SUPERVISORS)
    lines = sorted(int(v) for v in rng.permutation(np.arange(2, 10))[:2])
    la, lb = lines
    dx = float(np.round(-5200 + 300 * rng.random(), 1))
    dy = float(np.round(-900 + 200 * rng.random(), 1))
    levels = (
        Level("street", 0.0, ("Street level", "ground level", "Level 0")),
        Level("mezz", -6.0, ("Mezzanine level", "concourse level", "Level -1")),
        Level("la", -14.0, ("Level -2", f"Line {la} level", "upper platform level")),
        Level("lb", -24.0, ("Level -3", f"Line {lb} level", "lower platform level")),
    )
    b = PlaceBook(dx, dy, "tiled floor")
    b.add(
        "lift_s1",
        "North Lift",
        ("north street lift", "lift N"),
        "lift",
        "inside a lift car with steel walls",
        (40, 50, 46, 56),
        ("street", "mezz"),
        sight=2,
        transit=True,
        surface="steel floor",
    )
    b.add(
        "lift_s2",
        "South Lift",
        ("south street lift", "lift S"),
        "lift",
        "inside a lift car with steel walls",
        (94, 48, 100, 54),
        ("street", "mezz"),
        sight=2,
        transit=True,
        surface="steel floor",
    )
    b.add(
        "lift_p",
        "Platform Lift",
        ("platforms lift", "deep lift"),
        "lift",
        "inside a lift car with steel walls",
        (82, 38, 88, 44),
        ("mezz", "la", "lb"),
        sight=2,
        transit=True,
        surface="steel floor",
    )
    s = "street"
    b.add(
        "nth",
        "North Ticket Hall",
        ("north booking hall", "north ticket office hall"),
        "ticket hall",
        "a ticket hall with machines along one wall",
        (0, 40, 40, 70),
        s,
        sight=35,
        hub=True,
        surface="tiled floor",
        abbrevs=("n. tkt hall",),
    )
    b.add(
        "sth",
        "South Ticket Hall",
        ("south booking hall", "south ticket office hall"),
        "ticket hall",
        "a ticket hall with machines along one wall",
        (100, 40, 130, 64),
        s,
        sight=30,
        surface="tiled floor",
        abbrevs=("s. tkt hall",),
    )
    for key, letter, street, rect, hall in (
        ("exit_a", "A", streets[0], (0, 70, 14, 80), "nth"),
        ("exit_b", "B", streets[1], (26, 70, 40, 80), "nth"),
        ("exit_c", "C", streets[2], (110, 30, 124, 40), "sth"),
    ):
        b.add(
            key,
            f"Exit {letter}",
            (f"{street} entrance", f"exit {letter} to {street}"),
            "entrance",
            "a short entrance passage with steps up to daylight",
            rect,
            s,
            sight=14,
            surface="tiled floor",
            sign=f"EXIT {letter} · {street.upper()}",
        )
        b.link(key, hall, s)
    b.link("lift_s1", "nth", s)
    b.link("lift_s2", "sth", s)
    m = "mezz"
    b.add(
        "mz_n",
        "North Mezzanine",
        ("north concourse", "mezzanine north"),
        "mezzanine",
        "a low-ceilinged concourse with a line of turnstiles",
        (46, 44, 70, 60),
        m,
        group="g_mezz",
        sight=35,
        hub=True,
        surface="tiled floor",
        abbrevs=("n. mezz",),
    )
    b.add(
        "mz_s",
        "South Mezzanine",
        ("south concourse", "mezzanine south"),
        "mezzanine",
        "a low-ceilinged concourse with a line of turnstiles",
        (70, 44, 94, 60),
        m,
        group="g_mezz",
        sight=35,
        surface="tiled floor",
        abbrevs=("s. mezz",),
    )
    b.link("mz_n", "mz_s", m)
    b.link("lift_s1", "mz_n", m)
    b.link("lift_s2", "mz_s", m)
    b.add(
        "control",
        "Station Control Room",
        ("control room", "station operations room"),
        "office",
        "a room of CCTV monitors with a charging dock",
        (58, 36, 70, 44),
        m,
        sight=10,
        dock=True,
        sign="STATION CONTROL · STAFF ONLY",
        abbrevs=("ctrl rm",),
    )
    b.add(
        "office",
        f"Supervisor {sup}'s Office",
        (f"{sup}'s office", "station supervisor's office"),
        "office",
        "a small office with a desk and a kettle",
        (46, 36, 58, 44),
        m,
        sight=10,
        abbrevs=(f"supv {sup.lower()} off.",),
    )
    b.add(
        "mess",
        "Staff Mess Room",
        ("mess room", "staff canteen"),
        "room",
        "a windowless room with a table and lockers",
        (70, 36, 82, 44),
        m,
        sight=10,
        sign="MESS ROOM",
    )
    b.link("control", "mz_n", m)
    b.link("office", "mz_n", m)
    b.link("mess", "mz_s", m)
    b.link("lift_p", "mz_s", m)
    for lv, line, names, rects, cross in (
        (
            "la",
            la,
            (1, 2),
            ((0, 44, 140, 52), (0, 60, 140, 68)),
            ("xa", "West Cross Passage", (-10, 44, 0, 68)),
        ),
        (
            "lb",
            lb,
            (3, 4),
            ((20, 44, 160, 52), (20, 60, 160, 68)),
            ("xb", "East Cross Passage", (160, 44, 170, 68)),
        ),
    ):
        bounds = ("westbound", "eastbound") if lv == "la" else ("northbound", "southbound")
        for n, rect, bound in zip(names, rects, bounds, strict=True):
            b.add(
                f"p{n}",
                f"Platform {n}",
                (f"platform {number_word(n)}", f"Line {line} {bound} platform"),
                "platform",
                "a long underground platform beside the tracks",
                rect,
                lv,
                group=f"g_{lv}",
                sight=60,
                surface="platform edge",
                hub=(n == 1),
                sign=f"PLATFORM {n} · LINE {line} {bound.upper()}",
                abbrevs=(f"plat {n}",),
            )
            if n == names[0]:
                b.link(f"p{n}", "lift_p", lv)
        ckey, cname, crect = cross
        word = cname.split()[0].lower()
        b.add(
            ckey,
            cname,
            (f"{word} passage", f"{word} cross tunnel"),
            "passage",
            "a short tiled passage between platforms",
            crect,
            lv,
            sight=12,
            corridor=True,
            surface="tiled floor",
        )
        b.link(ckey, f"p{names[0]}", lv)
        b.link(ckey, f"p{names[1]}", lv)

    halls = ("nth", "sth")
    mezz = ("mz_n", "mz_s")
    plats = ("p1", "p2", "p3", "p4")
    passages = ("xa", "xb")
    public = (*halls, *mezz, *plats)
    indicator_texts = (
        *(f"{i} {pick(rng, DESTS)} {int(rng.integers(1, 12))} MIN" for i in (1, 2, 1, 2, 1, 2)),
        "STAND BACK · TRAIN APPROACHING",
        "MIND THE GAP",
        "SERVICE GOOD ON ALL LINES",
    )
    classes = (
        cls(
            "ticket_machine",
            ("ticket machine", "ticket vending machine", "fare machine"),
            "ticket machines",
            "machine",
            (1.7, 0.8, 0.0),
            halls,
            (6, 8),
            "fixed",
            text_mode="name",
            wall=True,
            spacing=2.5,
            confusions=("ATM",),
        ),
        cls(
            "barrier",
            ("ticket barrier", "fare gate", "ticket gate"),
            "ticket barriers",
            "gate",
            (1.1, 0.5, 0.0),
            mezz,
            (9, 12),
            "fixed",
            states=("open", "closed"),
            state_mean_s=400,
            spacing=1.2,
            confusions=("railing",),
        ),
        cls(
            "bench",
            ("platform bench", "metal bench", "station bench"),
            "platform benches",
            "furniture",
            (0.8, 1.8, 0.0),
            plats,
            (0, 0),
            "fixed",
            per_place=3,
            colours=("green", "grey", "red"),
            spacing=15,
            wall=True,
            confusions=("table",),
        ),
        cls(
            "help_point",
            ("help point", "emergency intercom", "passenger help point"),
            "help points",
            "panel",
            (0.5, 0.35, 1.2),
            (*plats, *mezz, *halls),
            (6, 8),
            "fixed",
            wall=True,
            reach=1.4,
            spacing=10,
            confusions=("phone box",),
        ),
        cls(
            "indicator",
            ("next train indicator", "departure display", "dot-matrix sign"),
            "next train indicators",
            "screen",
            (0.5, 2.2, 2.6),
            plats,
            (0, 0),
            "fixed",
            per_place=2,
            text_mode="screen",
            texts=indicator_texts,
            reach=1.6,
            spacing=30,
        ),
        cls(
            "platform_sign",
            ("platform sign", "platform number sign", "platform board"),
            "platform signs",
            "sign",
            (0.6, 1.6, 2.4),
            plats,
            (0, 0),
            "fixed",
            per_place=1,
            text_mode="place",
            reach=1.6,
        ),
        cls(
            "roundel",
            ("station name sign", "station roundel", "name board"),
            "station name signs",
            "sign",
            (0.8, 1.6, 1.8),
            plats,
            (0, 0),
            "fixed",
            per_place=1,
            text_mode="fixed",
            texts=(station.upper(),),
            reach=1.6,
            wall=True,
        ),
        cls(
            "exit_sign",
            ("exit sign", "way out sign", "exit lightbox"),
            "exit signs",
            "sign",
            (0.5, 1.4, 2.4),
            ("exit_a", "exit_b", "exit_c"),
            (0, 0),
            "fixed",
            per_place=1,
            text_mode="place",
            reach=1.5,
        ),
        cls(
            "extinguisher",
            ("fire extinguisher", "extinguisher", "CO2 extinguisher"),
            "fire extinguishers",
            "cylinder",
            (0.6, 0.25, 0.2),
            (*mezz, *plats, *passages, *halls),
            (6, 8),
            "fixed",
            colours=("red", "black"),
            wall=True,
            spacing=8,
        ),
        cls(
            "maint_trolley",
            ("maintenance trolley", "tool trolley", "engineering cart"),
            "maintenance trolleys",
            "cart",
            (1.1, 1.0, 0.0),
            (*plats, *passages, "mz_s"),
            (1, 2),
            "roaming",
            colours=("orange", "yellow"),
        ),
        cls(
            "cleaning_cart",
            ("cleaning cart", "janitor trolley", "mop cart"),
            "cleaning carts",
            "cart",
            (1.1, 0.9, 0.0),
            (*halls, *mezz, "p1", "p3"),
            (1, 2),
            "roaming",
            colours=("blue", "yellow"),
        ),
        cls(
            "bicycle",
            ("folding bicycle", "folded bike", "folding bike"),
            "folding bicycles",
            "vehicle",
            (0.7, 0.8, 0.0),
            public,
            (2, 3),
            "transient",
            colours=("black", "orange", "white"),
            confusions=("scooter",),
        ),
        cls(
            "pushchair",
            ("pushchair", "stroller", "baby buggy"),
            "pushchairs",
            "vehicle",
            (1.0, 0.6, 0.0),
            public,
            (2, 3),
            "transient",
            colours=("red", "black", "grey"),
            confusions=("trolley bag",),
        ),
        cls(
            "poster",
            ("advertising poster", "billboard", "poster panel"),
            "advertising posters",
            "poster",
            (1.5, 1.1, 0.8),
            (*plats, *passages, *halls),
            (7, 9),
            "fixed",
            text_mode="fixed",
            wall=True,
            spacing=10,
            texts=(
                "SUMMER SALE 40% OFF",
                "LEARN SPANISH IN 10 MINUTES A DAY",
                "NEW MUSICAL NOW PLAYING",
                "BANK WITH US",
                "FRESH COFFEE AT ARLO'S",
                "SEE IT. SAY IT. SORTED.",
                "TRAVEL CARDS ON YOUR PHONE",
            ),
        ),
        cls(
            "snack",
            ("snack machine", "drinks machine", "snack vending unit"),
            "snack machines",
            "machine",
            (1.8, 0.9, 0.0),
            (*mezz, "nth", "p2", "p4"),
            (2, 3),
            "fixed",
            colours=("red", "blue"),
            wall=True,
        ),
        cls(
            "cctv",
            ("CCTV camera", "security camera", "dome camera"),
            "CCTV cameras",
            "device",
            (0.3, 0.3, 2.7),
            (*halls, *mezz, *plats, *passages),
            (7, 9),
            "fixed",
            reach=1.6,
            spacing=8,
            confusions=("lamp",),
        ),
        cls(
            "bin",
            ("litter bin", "rubbish bin", "waste bin"),
            "litter bins",
            "container",
            (0.9, 0.5, 0.0),
            (*halls, *mezz, *plats),
            (6, 9),
            "fixed",
            wall=True,
            spacing=8,
            confusions=("post box",),
        ),
        cls(
            "wet_floor",
            ("wet floor sign", "caution sign", "A-frame warning sign"),
            "wet floor signs",
            "sign",
            (0.6, 0.3, 0.0),
            (*halls, *mezz),
            (2, 2),
            "transient",
            colours=("yellow",),
            reach=1.2,
        ),
        cls(
            "guitar",
            ("guitar case", "busker's guitar", "acoustic guitar"),
            "guitar cases",
            "object",
            (1.0, 0.4, 0.0),
            ("mz_n", "mz_s", "xa", "xb"),
            (1, 1),
            "transient",
            colours=("black", "brown"),
            confusions=("cello case",),
        ),
        cls(
            "umbrella",
            ("umbrella", "folded umbrella", "brolly"),
            "umbrellas",
            "object",
            (0.9, 0.2, 0.0),
            public,
            (2, 3),
            "transient",
            colours=("black", "red", "navy"),
            confusions=("walking stick",),
            detect=0.8,
        ),
        cls(
            "network_map",
            ("network map", "line map", "route map"),
            "network maps",
            "poster",
            (1.0, 1.4, 1.0),
            (*halls, *mezz, "p1", "p3"),
            (4, 5),
            "fixed",
            text_mode="fixed",
            texts=(f"LINE {la} · LINE {lb}", f"LINE {la}", f"LINE {lb}", "NETWORK MAP"),
            wall=True,
        ),
    )
    return FamilySpec(
        key="metro",
        site=f"{station} metro station",
        levels=levels,
        places=tuple(b.places),
        links=tuple(b.links),
        classes=classes,
        never_present=(
            "tram",
            "grand piano",
            "palm tree",
            "shopping trolley",
            "aquarium",
            "photo booth",
        ),
        hallucinations=(
            "a cat",
            "a christmas tree",
            "a horse",
            "a surfboard",
            "a motorbike",
            "a deckchair",
        ),
        bystanders=(
            "a commuter in a raincoat",
            "a staff member in an orange vest",
            "a man reading a newspaper",
            "a student with headphones",
        ),
        scene_words=(
            "a dim underground space",
            "a tiled subterranean interior",
            "an underground public space",
        ),
        regions=("tiled wall", "ceiling pipes", "tunnel mouth", "tactile paving"),
        floor_word="level",
        x_offset=dx,
        y_offset=dy,
    )

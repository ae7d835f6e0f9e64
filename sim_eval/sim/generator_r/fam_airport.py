"""Brightwater Airport, Terminal 2: two levels, halls and a pier far longer than 60 m."""

from __future__ import annotations

import numpy as np

from .fam_common import PlaceBook, cls
from .model import FamilySpec, Level, number_word
from .rng import pick

LOUNGE_NAMES = ("Mahoney", "Okonkwo", "Vasquez", "Halloran", "Lindahl")
CITIES = ("LISBON", "OSLO", "VALENCIA", "KRAKOW", "DUBLIN", "PORTO", "BERGEN", "NAPLES", "RIGA")
AIRLINES = ("BW", "KL", "EZ", "FR", "SK", "TP", "LH")
STATUSES = ("BOARDING", "GATE OPEN", "DELAYED", "FINAL CALL", "GATE CLOSED", "WAIT IN LOUNGE")


def build(rng: np.random.Generator) -> FamilySpec:
    pier = pick(rng, ("B", "C", "D"))
    base = 10 * int(rng.integers(2, 6))
    lounge_name = pick(rng, LOUNGE_NAMES)
    dx = float(np.round(1000 + 400 * rng.random(), 1))
    dy = float(np.round(400 + 300 * rng.random(), 1))
    levels = (
        Level("arr", 0.0, ("Arrivals level", "arrivals floor", "lower level")),
        Level("dep", 8.0, ("Departures level", "departures floor", "upper level")),
    )
    b = PlaceBook(dx, dy, "terrazzo floor")
    b.add(
        "lift1",
        "Lift 1",
        ("lift one", "check-in lift"),
        "lift",
        "inside a glass lift",
        (90, 54, 96, 60),
        ("arr", "dep"),
        sight=2,
        transit=True,
        surface="steel floor",
    )
    b.add(
        "lift2",
        "Lift 2",
        ("lift two", "reclaim lift"),
        "lift",
        "inside a glass lift",
        (262, 34, 268, 40),
        ("arr", "dep"),
        sight=2,
        transit=True,
        surface="steel floor",
    )
    d = "dep"
    for i, letter in enumerate("ABC"):
        b.add(
            f"z_{letter.lower()}",
            f"Check-in Zone {letter}",
            (f"zone {letter} check-in", f"check-in area {letter}"),
            "check-in zone",
            "a check-in hall with rows of desks",
            (40 * i, 60, 40 * i + 40, 120),
            d,
            group="g_checkin",
            sight=50,
            hub=(letter == "B"),
            surface="terrazzo floor",
            abbrevs=(f"chk-in zn {letter.lower()}",),
            sign=f"CHECK-IN ZONE {letter}",
        )
    b.link("z_a", "z_b", d)
    b.link("z_b", "z_c", d)
    b.link("lift1", "z_c", d)
    b.add(
        "sec_n",
        "North Security",
        ("north security lanes", "security north"),
        "security",
        "a screening hall with scanners and queue lanes",
        (120, 95, 160, 120),
        d,
        sight=28,
        surface="rubber floor",
        abbrevs=("n. security",),
    )
    b.add(
        "sec_s",
        "South Security",
        ("south security lanes", "security south"),
        "security",
        "a screening hall with scanners and queue lanes",
        (120, 70, 160, 95),
        d,
        sight=28,
        surface="rubber floor",
        abbrevs=("s. security",),
    )
    b.add(
        "duty",
        "Duty Free",
        ("duty-free shop", "tax-free shop"),
        "shop",
        "a shop with glossy shelves and bright lights",
        (160, 60, 220, 120),
        d,
        sight=40,
        surface="polished floor",
        sign="DUTY FREE",
    )
    for key in ("sec_n", "sec_s"):
        b.link("z_c", key, d)
        b.link(key, "duty", d)
    b.add(
        "lounge",
        "Departure Lounge",
        ("airside lounge", "central departure lounge"),
        "lounge",
        "a large airside hall with seating and shops",
        (220, 40, 280, 140),
        d,
        sight=55,
        hub=True,
        surface="carpet",
        abbrevs=("dep. lounge",),
    )
    b.link("duty", "lounge", d)
    b.add(
        "ops",
        "Airside Ops Room",
        ("operations room", "airside operations office"),
        "office",
        "a back office with a charging dock",
        (230, 20, 256, 40),
        d,
        sight=10,
        dock=True,
        abbrevs=("ops rm",),
    )
    b.link("ops", "lounge", d)
    b.link("lift2", "lounge", d)
    pname = f"Pier {pier}"
    b.add(
        "pier",
        pname,
        (f"pier {pier} walkway", f"{pier} pier"),
        "pier",
        "a very long walkway with moving-walkway rails",
        (280, 80, 560, 100),
        d,
        group="g_pier",
        sight=75,
        corridor=True,
        hub=True,
        abbrevs=(f"pier {pier.lower()}",),
    )
    b.link("lounge", "pier", d)
    gates: list[str] = []
    spots = [(280 + 40 * i, 100, 320 + 40 * i, 120) for i in range(7)]
    spots += [(440, 60, 480, 80), (480, 60, 520, 80)]
    for i, rect in enumerate(spots):
        n = base + i + 1
        key = f"gate{i + 1}"
        gates.append(key)
        b.add(
            key,
            f"Gate {pier}{n}",
            (f"gate {pier.lower()} {number_word(n)}", f"gate {pier}-{n}"),
            "gate",
            "a seating area by a tall window",
            rect,
            d,
            group="g_pier",
            sight=60,
            surface="carpet",
            sign=f"GATE {pier}{n}",
            abbrevs=(f"gt {pier.lower()}{n}",),
        )
        b.link(key, "pier", d)
    b.add(
        "food",
        "Skyline Food Court",
        ("food court", "pier food hall"),
        "food court",
        "a food hall with counters and high tables",
        (290, 60, 350, 80),
        d,
        group="g_pier",
        sight=40,
        surface="tiled floor",
        abbrevs=("skyline fc",),
    )
    b.link("food", "pier", d)
    b.add(
        "bizlounge",
        f"{lounge_name} Lounge",
        (f"the {lounge_name} business lounge", f"{lounge_name} club lounge"),
        "lounge",
        "a quiet lounge with armchairs and a bar",
        (360, 60, 400, 80),
        d,
        sight=20,
        surface="carpet",
        sign=f"{lounge_name.upper()} LOUNGE",
    )
    b.link("bizlounge", "pier", d)
    b.add(
        "prayer",
        "Prayer Room",
        ("multi-faith prayer room", "quiet prayer room"),
        "room",
        "a small carpeted room with shoe racks",
        (410, 66, 424, 80),
        d,
        sight=8,
        surface="carpet",
        sign="PRAYER ROOM",
    )
    b.link("prayer", "pier", d)
    a = "arr"
    b.add(
        "arrivals",
        "Arrivals Hall",
        ("arrivals concourse", "meeting hall"),
        "hall",
        "a landside hall with a meeting barrier",
        (0, 0, 100, 54),
        a,
        sight=50,
        hub=True,
        surface="terrazzo floor",
        abbrevs=("arr. hall",),
    )
    b.link("lift1", "arrivals", a)
    b.add(
        "customs",
        "Customs Hall",
        ("customs channels", "green channel"),
        "customs",
        "a plain hall with red and green signs",
        (100, 0, 140, 54),
        a,
        sight=25,
        surface="rubber floor",
    )
    b.link("arrivals", "customs", a)
    b.add(
        "reclaim",
        "Baggage Reclaim",
        ("baggage reclaim hall", "reclaim hall"),
        "hall",
        "a wide hall with looping rubber belts",
        (140, 0, 280, 34),
        a,
        sight=65,
        surface="rubber floor",
        abbrevs=("bag reclaim",),
    )
    b.link("customs", "reclaim", a)
    b.link("lift2", "reclaim", a)
    b.add(
        "carhire",
        "Car Hire Desks",
        ("car rental desks", "car hire counters"),
        "desks",
        "a row of rental counters",
        (20, 54, 60, 70),
        a,
        sight=20,
        surface="carpet",
    )
    b.link("carhire", "arrivals", a)
    b.add(
        "lostprop",
        "Lost Property Office",
        ("lost property", "lost and found office"),
        "office",
        "a small office with a hatch and shelves",
        (60, 54, 78, 66),
        a,
        sight=8,
        sign="LOST PROPERTY",
    )
    b.link("lostprop", "arrivals", a)

    zones = ("z_a", "z_b", "z_c")
    secs = ("sec_n", "sec_s")
    land = ("arrivals", "reclaim", "customs", "carhire", *zones)
    air = ("lounge", "pier", "food", *gates)
    gate_names = [f"{pier}{base + i + 1}" for i in range(9)]
    fids = tuple(
        f"{pick(rng, AIRLINES)}{int(rng.integers(100, 9000))} {pick(rng, CITIES)} "
        f"{int(rng.integers(6, 22)):02d}:{5 * int(rng.integers(0, 12)):02d} "
        f"GATE {pick(rng, gate_names)} {pick(rng, STATUSES)}"
        for _ in range(10)
    )
    classes = (
        cls(
            "trolley",
            ("luggage trolley", "baggage trolley", "luggage cart"),
            "luggage trolleys",
            "cart",
            (1.0, 0.7, 0.0),
            land,
            (10, 13),
            "roaming",
            reach=1.1,
            spacing=1.5,
            confusions=("shopping cart",),
        ),
        cls(
            "wheelchair",
            ("wheelchair", "assistance wheelchair", "wheel chair"),
            "wheelchairs",
            "mobility aid",
            (1.0, 0.7, 0.0),
            ("z_b", "lounge", "pier", *gates[:4], "arrivals", "reclaim"),
            (3, 5),
            "roaming",
            colours=("blue", "red", "black"),
            states=("folded", "unfolded"),
            state_mean_s=800,
            confusions=("office chair",),
        ),
        cls(
            "suitcase",
            ("suitcase", "roller case", "wheeled case"),
            "suitcases",
            "luggage",
            (0.7, 0.45, 0.0),
            (*land, *air, "duty"),
            (9, 12),
            "transient",
            colours=("red", "black", "navy", "silver", "green", "purple", "orange"),
            confusions=("box",),
        ),
        cls(
            "seating",
            ("gate seating", "row of seats", "bench seating"),
            "rows of seats",
            "furniture",
            (0.85, 3.0, 0.0),
            (*gates, "lounge", "food"),
            (0, 0),
            "fixed",
            per_place=2,
            colours=("grey", "blue"),
            spacing=4,
            confusions=("sofa",),
        ),
        cls(
            "fids",
            ("departure board", "flight information screen", "FIDS screen"),
            "departure boards",
            "screen",
            (1.2, 2.0, 2.0),
            (*zones, "lounge", "pier", "food"),
            (5, 6),
            "fixed",
            text_mode="screen",
            texts=fids,
            reach=1.2,
            spacing=10,
        ),
        cls(
            "gate_sign",
            ("gate sign", "gate number board", "gate display"),
            "gate signs",
            "sign",
            (0.7, 1.4, 2.4),
            tuple(gates),
            (0, 0),
            "fixed",
            per_place=1,
            text_mode="place",
            reach=1.5,
        ),
        cls(
            "zone_sign",
            ("zone sign", "overhead zone sign", "zone letter board"),
            "zone signs",
            "sign",
            (0.9, 1.6, 3.0),
            zones,
            (0, 0),
            "fixed",
            per_place=1,
            text_mode="place",
            reach=1.5,
        ),
        cls(
            "kiosk",
            ("check-in kiosk", "self-service kiosk", "self check-in machine"),
            "check-in kiosks",
            "machine",
            (1.6, 0.6, 0.0),
            zones,
            (6, 9),
            "fixed",
            confusions=("ATM",),
            spacing=3,
        ),
        cls(
            "bag_drop",
            ("bag drop desk", "baggage drop counter", "bag-drop belt"),
            "bag drop desks",
            "desk",
            (1.1, 2.0, 0.0),
            zones,
            (0, 0),
            "fixed",
            per_place=2,
            text_mode="name",
            spacing=6,
        ),
        cls(
            "body_scanner",
            ("body scanner", "walk-through scanner", "security arch"),
            "body scanners",
            "machine",
            (2.2, 1.2, 0.0),
            secs,
            (0, 0),
            "fixed",
            per_place=1,
        ),
        cls(
            "xray",
            ("baggage x-ray", "x-ray machine", "bag scanner"),
            "baggage x-rays",
            "machine",
            (1.4, 2.5, 0.0),
            secs,
            (0, 0),
            "fixed",
            per_place=1,
        ),
        cls(
            "tray",
            ("security tray", "screening tray", "bin tray"),
            "security trays",
            "container",
            (0.15, 0.6, 0.8),
            secs,
            (6, 9),
            "moved",
            spacing=1.0,
            detect=0.8,
        ),
        cls(
            "carousel",
            ("baggage carousel", "reclaim belt", "luggage belt"),
            "baggage carousels",
            "machine",
            (0.6, 8.0, 0.0),
            ("reclaim",),
            (5, 5),
            "fixed",
            text_mode="name",
            spacing=20,
            reach=1.4,
            states=("running", "stopped"),
            state_mean_s=700,
            confusions=("conveyor",),
        ),
        cls(
            "charging",
            ("charging station", "phone charging post", "USB charging point"),
            "charging stations",
            "post",
            (1.2, 0.4, 0.0),
            ("lounge", *gates[:6], "arrivals"),
            (5, 7),
            "fixed",
        ),
        cls(
            "fountain",
            ("water fountain", "water refill station", "drinking fountain"),
            "water fountains",
            "fixture",
            (1.1, 0.5, 0.0),
            ("lounge", "pier", "arrivals", "z_a"),
            (3, 4),
            "fixed",
            wall=True,
        ),
        cls(
            "scrubber",
            ("floor scrubber", "scrubber dryer", "cleaning machine"),
            "floor scrubbers",
            "machine",
            (1.2, 1.0, 0.0),
            (*zones, "lounge", "pier", "arrivals"),
            (1, 2),
            "roaming",
            colours=("yellow", "blue"),
            confusions=("lawnmower",),
        ),
        cls(
            "buggy",
            ("passenger buggy", "electric buggy", "airport buggy"),
            "passenger buggies",
            "vehicle",
            (1.7, 1.4, 0.0),
            ("lounge", "pier"),
            (1, 2),
            "roaming",
            colours=("white", "green"),
            confusions=("golf cart",),
            reach=1.2,
        ),
        cls(
            "palm",
            ("potted palm", "palm plant", "indoor palm"),
            "potted palms",
            "plant",
            (2.2, 1.2, 0.0),
            ("lounge", "z_a", "z_c", "arrivals", "food"),
            (5, 7),
            "fixed",
            wall=True,
        ),
        cls(
            "ad_totem",
            ("advertising totem", "digital advert", "ad screen"),
            "advertising totems",
            "screen",
            (2.0, 0.9, 0.0),
            ("duty", "z_b", "arrivals", "lounge"),
            (4, 5),
            "fixed",
            text_mode="screen",
            texts=(
                "FAST TRACK NOW 24/7",
                "NEW ROUTES THIS SUMMER",
                "TRY OUR ESPRESSO BAR",
                "PARK & FLY FROM 6.99",
                "TAX-FREE FRAGRANCES",
                "FREE WI-FI EVERYWHERE",
            ),
        ),
        cls(
            "info_desk",
            ("information desk", "help desk", "enquiry desk"),
            "information desks",
            "desk",
            (1.1, 2.4, 0.0),
            ("z_b", "arrivals", "lounge"),
            (0, 0),
            "fixed",
            per_place=1,
        ),
        cls(
            "unattended_bag",
            ("unattended bag", "abandoned bag", "left holdall"),
            "unattended bags",
            "luggage",
            (0.4, 0.6, 0.0),
            ("lounge", "pier", "arrivals", "z_a"),
            (2, 2),
            "transient",
            colours=("black", "brown"),
            confusions=("cushion",),
        ),
        cls(
            "queue_barrier",
            ("queue barrier", "belt barrier", "queue post"),
            "queue barriers",
            "post",
            (1.0, 0.3, 0.0),
            (*zones, *secs),
            (8, 11),
            "fixed",
            spacing=1.5,
            detect=0.8,
        ),
        cls(
            "perfume",
            ("perfume display", "fragrance stand", "perfume counter"),
            "perfume displays",
            "display",
            (1.5, 1.5, 0.0),
            ("duty",),
            (3, 3),
            "fixed",
        ),
        cls(
            "pushchair",
            ("pushchair", "stroller", "baby buggy"),
            "pushchairs",
            "vehicle",
            (1.0, 0.6, 0.0),
            ("arrivals", "reclaim", "lounge", "pier", "food"),
            (2, 3),
            "transient",
            colours=("red", "black", "grey"),
        ),
    )
    return FamilySpec(
        key="airport",
        site="Brightwater Airport, Terminal 2",
        levels=levels,
        places=tuple(b.places),
        links=tuple(b.links),
        classes=classes,
        never_present=(
            "grand piano",
            "aquarium",
            "fire engine",
            "hot tub",
            "snowplough",
            "tractor",
        ),
        hallucinations=(
            "a cat",
            "a christmas tree",
            "a bicycle",
            "a surfboard",
            "a guitar",
            "a horse statue",
        ),
        bystanders=(
            "a pilot in uniform",
            "a family with two children",
            "a cleaner in a hi-vis vest",
            "an officer in a dark uniform",
        ),
        scene_words=(
            "a huge glass-roofed interior",
            "a busy indoor concourse",
            "a bright open interior",
        ),
        regions=("glass wall", "ceiling panels", "skylight", "moving walkway"),
        floor_word="level",
        x_offset=dx,
        y_offset=dy,
    )

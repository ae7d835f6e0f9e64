"""The three building families: hospital, museum, office tower."""

from __future__ import annotations

from .classes import hospital, museum, office, shared
from .model import Builder, ClassSpec, Door, Family, Floor, Place, RoomSpec, floor_forms
from .model import repeated_forms as rep

FAMILIES = ("community_hospital", "art_museum", "office_tower")

KIND = {
    "Kitchen": ("a kitchenette", "a small room where people make hot drinks"),
    "Toilets": ("a washroom", "a room with cubicles and basins"),
    "Store Room": ("a storeroom", "a room full of shelving and boxed supplies"),
    "Nurses' Station": ("a nursing desk area", "a desk where ward staff do their notes"),
    "Day Room": ("a lounge", "a sitting room where patients relax"),
    "Treatment Room": ("a clinical room", "a room where wounds are dressed"),
    "Ward Corridor": ("a corridor", "a long passage between ward rooms"),
    "Corridor": ("a corridor", "a long passage between rooms"),
    "Lift Lobby": ("a lobby", "the landing outside the lifts"),
    "Open-Plan Office": ("an office floor", "a big room full of desks where people work"),
    "Meeting Room A": ("a meeting space", "a room where people hold meetings"),
    "Meeting Room B": ("a meeting space", "a room where people hold meetings"),
}


def room(
    key: str,
    name: str,
    w: float,
    d: float,
    side: str,
    tags: str,
    level: int | None = None,
    forms: list[str] | None = None,
    kind: str = "",
    function: str = "",
) -> RoomSpec:
    """A room; with ``level`` its name repeats per storey and the forms carry the floor."""
    if level is not None:
        forms = rep(name, level)
        kind, function = KIND[name]
    forms = forms or [name]
    return RoomSpec(
        key, name if level is None else forms[0], forms, kind, w, d, side, tags.split("|"), function
    )


def outdoor(
    key: str,
    name: str,
    forms: list[str],
    rect: tuple[float, float, float, float],
    level: int,
    tags: str,
    kind: str,
    function: str,
) -> Place:
    return Place(
        key,
        name,
        forms,
        kind,
        rect,
        [level],
        outdoor=True,
        group=f"outside{level}",
        tags=["outdoor", *tags.split("|")],
        function=function,
    )


def finish(
    name: str,
    site: str,
    zs: dict[int, float],
    b: Builder,
    extra: list[Place],
    doors: list[Door],
    own: list[ClassSpec],
    never: list[str],
    bystanders: list[str],
    start: str,
) -> Family:
    places = dict(b.places)
    for p in extra:
        places[p.key] = p
    classes = {c.key: c for c in [*shared(), *own]}
    floors = {lv: Floor(lv, z, floor_forms(lv)) for lv, z in zs.items()}
    return Family(name, site, floors, places, [*b.doors, *doors], classes, never, bystanders, start)


def community_hospital() -> Family:
    b = Builder(0.0, 0.0, [0, 1, 2])
    b.storey(
        0,
        room(
            "corr0",
            "Main Corridor",
            0,
            3,
            "c",
            "corridor",
            forms=["Main Corridor", "main hospital corridor"],
            kind="a corridor",
            function="a long passage off the entrance",
        ),
        [
            room(
                "entrance",
                "Main Entrance Hall",
                14,
                12,
                "n",
                "waiting|reception|big",
                forms=["Main Entrance Hall", "Entrance Hall"],
                kind="a foyer",
                function="a big hall where visitors come in",
            ),
            room(
                "outpatients",
                "Outpatients Waiting Area",
                12,
                10,
                "n",
                "waiting|big",
                forms=["Outpatients Waiting Area", "Outpatients"],
                kind="a waiting area",
                function="rows of seats where people wait for clinic",
            ),
            room(
                "cafe",
                "Hospital Café",
                8,
                8,
                "n",
                "waiting",
                forms=["Hospital Café", "League of Friends Café"],
                kind="a coffee shop",
                function="a place where visitors buy food",
            ),
            room(
                "pharmacy",
                "Pharmacy",
                8,
                7,
                "s",
                "pharmacy",
                forms=["Pharmacy", "Outpatient Pharmacy"],
                kind="a dispensary",
                function="a counter where prescriptions are handed out",
            ),
            room("toilets0", "Toilets", 4, 6, "s", "toilets", 0),
            room("store0", "Store Room", 5, 6, "s", "store", 0),
            room(
                "minor",
                "Minor Injuries Unit",
                7,
                7,
                "s",
                "treatment",
                forms=["Minor Injuries Unit", "Minor Injuries"],
                kind="a clinic room",
                function="a room where small injuries are seen",
            ),
        ],
    )
    for lv, ward, alias in ((1, "Ward 1", "Cedar Ward"), (2, "Ward 2", "Rowan Ward")):
        north = [
            room(
                f"ward{lv}",
                ward,
                16,
                10,
                "n",
                "ward|big",
                forms=[ward, alias],
                kind="a ward",
                function="a room of patient bays",
            ),
            room(f"station{lv}", "Nurses' Station", 6, 6, "n", "station", lv),
        ]
        if lv == 1:
            north.append(room("dayroom1", "Day Room", 8, 8, "n", "dayroom", 1))
        else:
            north.append(
                room(
                    "gym",
                    "Physiotherapy Gym",
                    12,
                    10,
                    "n",
                    "gym|big",
                    forms=["Physiotherapy Gym", "Physio Gym"],
                    kind="a rehab room",
                    function="a room where patients practise walking",
                )
            )
        south = [
            room(f"kitchen{lv}", "Kitchen", 5, 6, "s", "kitchen", lv),
            room(f"toilets{lv}", "Toilets", 4, 6, "s", "toilets", lv),
            room(f"store{lv}", "Store Room", 5, 6, "s", "store", lv),
        ]
        if lv == 1:
            south.append(room("treat1", "Treatment Room", 7, 6, "s", "treatment", 1))
        else:
            south.append(room("dayroom2", "Day Room", 8, 6, "s", "dayroom", 2))
        b.storey(lv, room(f"corr{lv}", "Ward Corridor", 0, 3, "c", "corridor", lv), north + south)
    extra = [
        outdoor(
            "bay",
            "Emergency Drop-off",
            ["Emergency Drop-off", "A&E drop-off lane"],
            (34, -12, 54, 3),
            0,
            "bay",
            "a loading area",
            "a covered drop-off lane",
        ),
        outdoor(
            "carpark",
            "Visitors' Car Park",
            ["Visitors' Car Park", "visitor parking"],
            (34, 3, 62, 26),
            0,
            "parking",
            "a parking area",
            "rows of marked bays",
        ),
        outdoor(
            "garden",
            "Healing Garden",
            ["Healing Garden", "the hospital garden"],
            (30, -30, 56, -12),
            0,
            "garden",
            "a green space",
            "paths between flower beds",
        ),
    ]
    doors = [
        Door("corr0", "bay", 0, 34, 1.5),
        Door("bay", "carpark", 0, 44, 3),
        Door("bay", "garden", 0, 44, -12),
    ]
    return finish(
        "community_hospital",
        "St Aldhelm's Community Hospital",
        {0: 0.0, 1: 4.2, 2: 8.4},
        b,
        extra,
        doors,
        hospital(),
        ["grand piano", "canoe", "tractor", "aquarium", "telescope", "snowmobile"],
        [
            "a porter pushing a patient",
            "a nurse in navy scrubs",
            "a visitor with flowers",
            "a doctor reading notes",
            "an elderly man on a stick",
        ],
        "entrance",
    )


def art_museum() -> Family:
    b = Builder(0.0, 0.0, [-1, 0, 1])
    b.storey(
        0,
        room("corr0", "Corridor", 0, 3, "c", "corridor", 0),
        [
            room(
                "hall",
                "Great Hall",
                20,
                14,
                "n",
                "hall|big",
                forms=["Great Hall", "the museum's Great Hall"],
                kind="a grand foyer",
                function="a huge high-ceilinged space where visitors arrive",
            ),
            room(
                "g1",
                "Gallery 1",
                10,
                10,
                "n",
                "gallery",
                forms=["Gallery 1", "Gallery One"],
                kind="an exhibition room",
                function="a room of exhibits",
            ),
            room(
                "g2",
                "Gallery 2",
                10,
                10,
                "n",
                "gallery",
                forms=["Gallery 2", "Gallery Two"],
                kind="an exhibition room",
                function="a room of exhibits",
            ),
            room(
                "g3",
                "Gallery 3",
                10,
                8,
                "s",
                "gallery",
                forms=["Gallery 3", "Gallery Three"],
                kind="an exhibition room",
                function="a room of exhibits",
            ),
            room(
                "shop",
                "Museum Shop",
                8,
                7,
                "s",
                "shop",
                forms=["Museum Shop", "Gift Shop"],
                kind="a retail space",
                function="a place selling souvenirs",
            ),
            room(
                "cloak",
                "Cloakroom",
                6,
                6,
                "s",
                "cloak",
                forms=["Cloakroom", "Coat Check"],
                kind="a coat check",
                function="where visitors leave bags and coats",
            ),
            room("toilets0", "Toilets", 4, 6, "s", "toilets", 0),
        ],
    )
    b.storey(
        1,
        room("corr1", "Corridor", 0, 3, "c", "corridor", 1),
        [
            room(
                "g4",
                "Gallery 4",
                12,
                10,
                "n",
                "gallery|big",
                forms=["Gallery 4", "Gallery Four"],
                kind="an exhibition room",
                function="a room of exhibits",
            ),
            room(
                "g5",
                "Gallery 5",
                12,
                10,
                "n",
                "gallery",
                forms=["Gallery 5", "Gallery Five"],
                kind="an exhibition room",
                function="a room of exhibits",
            ),
            room(
                "g6",
                "Gallery 6",
                10,
                8,
                "n",
                "gallery",
                forms=["Gallery 6", "Gallery Six"],
                kind="an exhibition room",
                function="a room of exhibits",
            ),
            room(
                "g7",
                "Gallery 7",
                12,
                8,
                "s",
                "gallery",
                forms=["Gallery 7", "Gallery Seven"],
                kind="an exhibition room",
                function="a room of exhibits",
            ),
            room(
                "cafe",
                "Gallery Café",
                8,
                7,
                "s",
                "cafe",
                forms=["Gallery Café", "Museum Café"],
                kind="a coffee shop",
                function="a place where visitors buy food",
            ),
            room("toilets1", "Toilets", 4, 6, "s", "toilets", 1),
            room("store1", "Store Room", 5, 6, "s", "store", 1),
        ],
    )
    b.storey(
        -1,
        room("corrm1", "Corridor", 0, 3, "c", "corridor", -1),
        [
            room(
                "studio",
                "Learning Studio",
                10,
                8,
                "n",
                "studio",
                forms=["Learning Studio", "Education Studio"],
                kind="a workshop room",
                function="a room where school groups make things",
            ),
            room(
                "lab",
                "Conservation Lab",
                8,
                8,
                "n",
                "store",
                forms=["Conservation Lab", "Conservation Laboratory"],
                kind="a workroom",
                function="a room where old objects are repaired",
            ),
            room("kitchenm1", "Kitchen", 5, 6, "n", "kitchen", -1),
            room(
                "g8",
                "Gallery 8",
                12,
                8,
                "s",
                "gallery",
                forms=["Gallery 8", "Gallery Eight"],
                kind="an exhibition room",
                function="a room of exhibits",
            ),
            room("storem1", "Store Room", 5, 6, "s", "store", -1),
            room("toiletsm1", "Toilets", 4, 6, "s", "toilets", -1),
        ],
    )
    extra = [
        outdoor(
            "garden",
            "Sculpture Garden",
            ["Sculpture Garden", "the museum garden"],
            (40, -14, 70, 17),
            0,
            "garden",
            "a courtyard",
            "lawns and gravel paths",
        ),
        outdoor(
            "yard",
            "Loading Yard",
            ["Loading Yard", "the goods yard"],
            (40, -34, 64, -14),
            0,
            "yard",
            "a service area",
            "a tarmac area behind gates",
        ),
        outdoor(
            "forecourt",
            "Museum Forecourt",
            ["Museum Forecourt", "front forecourt"],
            (40, 17, 66, 32),
            0,
            "outdoor",
            "a paved square",
            "a paved square by the road",
        ),
    ]
    doors = [
        Door("corr0", "garden", 0, 40, 1.5),
        Door("garden", "yard", 0, 52, -14),
        Door("garden", "forecourt", 0, 52, 17),
    ]
    return finish(
        "art_museum",
        "Harrowgate Museum and Art Gallery",
        {-1: -4.5, 0: 0.0, 1: 5.0},
        b,
        extra,
        doors,
        museum(),
        ["treadmill", "hot tub", "tractor", "snooker table", "canoe", "jukebox"],
        [
            "a school group with a teacher",
            "a guide talking to visitors",
            "an attendant in a lanyard",
            "a couple holding a leaflet",
            "a student sketching",
        ],
        "hall",
    )


def office_tower() -> Family:
    b = Builder(0.0, 0.0, [0, 1, 2, 3, 4])
    b.storey(
        0,
        room("lobby0", "Lift Lobby", 0, 3, "c", "corridor", 0),
        [
            room(
                "atrium",
                "Reception Atrium",
                18,
                12,
                "n",
                "reception|big",
                forms=["Reception Atrium", "Main Reception"],
                kind="a foyer",
                function="a tall entrance space where visitors check in",
            ),
            room(
                "security",
                "Security Office",
                6,
                6,
                "n",
                "security",
                forms=["Security Office", "Security Control Room"],
                kind="a control room",
                function="a room where guards watch the building",
            ),
            room(
                "post",
                "Post Room",
                7,
                6,
                "s",
                "post",
                forms=["Post Room", "Mail Room"],
                kind="a sorting room",
                function="where letters and parcels are sorted",
            ),
            room("toilets0", "Toilets", 4, 6, "s", "toilets", 0),
            room("store0", "Store Room", 5, 6, "s", "store", 0),
        ],
    )
    for lv in (1, 2, 3):
        b.storey(
            lv,
            room(f"lobby{lv}", "Lift Lobby", 0, 3, "c", "corridor", lv),
            [
                room(f"open{lv}", "Open-Plan Office", 20, 12, "n", "office|big", lv),
                room(f"meetA{lv}", "Meeting Room A", 7, 6, "n", "meeting", lv),
                room(f"kitchen{lv}", "Kitchen", 6, 6, "s", "kitchen", lv),
                room(f"toilets{lv}", "Toilets", 4, 6, "s", "toilets", lv),
                room(f"meetB{lv}", "Meeting Room B", 7, 6, "s", "meeting", lv),
            ],
        )
    b.storey(
        4,
        room(
            "landing",
            "Roof Landing",
            0,
            3,
            "c",
            "corridor",
            forms=["Roof Landing", "rooftop landing"],
            kind="a landing",
            function="a small landing at the top of the core",
        ),
        [
            room(
                "plant",
                "Plant Room",
                8,
                6,
                "s",
                "plant",
                forms=["Plant Room", "Rooftop Plant Room"],
                kind="a machinery room",
                function="a noisy room full of ducts",
            ),
        ],
    )
    extra = [
        outdoor(
            "carpark",
            "Staff Car Park",
            ["Staff Car Park", "the staff parking"],
            (24, -16, 54, 18),
            0,
            "parking",
            "a parking area",
            "rows of marked bays",
        ),
        outdoor(
            "shelter",
            "Bike Shelter",
            ["Bike Shelter", "the cycle shelter"],
            (24, -28, 42, -16),
            0,
            "shelter",
            "a covered rack area",
            "a roofed rack area",
        ),
        outdoor(
            "terrace",
            "Roof Terrace",
            ["Roof Terrace", "the rooftop terrace"],
            (8, -6, 30, 12),
            4,
            "roof",
            "a rooftop deck",
            "an open deck high above the street",
        ),
    ]
    doors = [
        Door("lobby0", "carpark", 0, 24, 1.5),
        Door("carpark", "shelter", 0, 33, -16),
        Door("landing", "terrace", 4, 8, 1.5),
    ]
    return finish(
        "office_tower",
        "Kestrel House",
        {0: 0.0, 1: 3.8, 2: 7.6, 3: 11.4, 4: 15.2},
        b,
        extra,
        doors,
        office(),
        ["grand piano", "rowing boat", "aquarium", "carousel", "tractor", "harp"],
        [
            "a courier with a parcel",
            "two people chatting",
            "someone on a video call",
            "a cleaner with headphones",
            "a guard in a hi-vis vest",
        ],
        "atrium",
    )


def build(name: str) -> Family:
    makers = {
        "community_hospital": community_hospital,
        "art_museum": art_museum,
        "office_tower": office_tower,
    }
    return makers[name]()

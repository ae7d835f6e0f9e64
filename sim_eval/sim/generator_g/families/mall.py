"""A four-level shopping centre: car park (P), ground, level 1 and a food-court level 2."""

from __future__ import annotations

from ..rng import choice, sample, shuffled
from ..spec import FamilySpec, MoverSpec, State, Transition, Zone
from .common import classes, obj_class

Z_STEP = 4.2

CLASSES = classes(
    obj_class(
        "bench",
        ["bench", "seating bench", "park bench"],
        (1.8, 0.9),
        ["brown", "grey", "black"],
        ["wooden", "metal"],
    ),
    obj_class(
        "bin",
        ["trash can", "bin", "waste bin", "garbage can", "rubbish bin"],
        (0.5, 0.9),
        ["grey", "black", "green", "silver"],
        ["metal", "plastic"],
    ),
    obj_class(
        "planter",
        ["planter", "potted plant", "plant pot"],
        (1.0, 1.2),
        ["white", "grey", "terracotta"],
    ),
    obj_class("kiosk", ["kiosk", "booth", "pop-up stand"], (2.5, 2.2), ["white", "red", "blue"]),
    obj_class(
        "directory",
        ["directory board", "mall map", "information board", "store directory"],
        (1.2, 2.0),
        [],
        [],
        "sign",
        wall=True,
    ),
    obj_class(
        "fountain", ["fountain", "water fountain", "water feature"], (4.0, 1.5), ["white", "grey"]
    ),
    obj_class(
        "infodesk", ["information desk", "help desk", "info counter"], (3.0, 1.1), ["white", "blue"]
    ),
    obj_class("atm", ["ATM", "cash machine", "cashpoint"], (0.8, 1.8), ["blue", "grey", "green"]),
    obj_class(
        "vending",
        ["vending machine", "snack machine", "drinks machine"],
        (1.0, 1.9),
        ["red", "blue", "black"],
    ),
    obj_class("massage", ["massage recliner", "massage lounger"], (1.0, 1.2), ["black", "brown"]),
    obj_class(
        "bookshelf",
        ["bookshelf", "bookcase", "book rack"],
        (1.8, 2.0),
        ["brown", "white"],
        ["wooden"],
    ),
    obj_class(
        "checkout",
        ["checkout counter", "cash register", "till"],
        (2.0, 1.1),
        ["white", "black", "brown"],
    ),
    obj_class(
        "shoerack", ["shoe rack", "shoe display", "shoe shelf"], (1.6, 1.6), ["white", "brown"]
    ),
    obj_class("mirror", ["mirror", "full-length mirror"], (0.7, 1.8), [], [], wall=True),
    obj_class("tv", ["television", "TV", "flat-screen TV", "TV screen"], (1.3, 0.8), ["black"]),
    obj_class("laptop", ["laptop", "notebook computer"], (0.4, 0.3), ["silver", "black", "grey"]),
    obj_class(
        "speaker",
        ["speaker", "loudspeaker", "bluetooth speaker"],
        (0.4, 0.6),
        ["black", "white", "red"],
    ),
    obj_class(
        "shelf",
        ["store shelf", "shelving unit", "shop shelves"],
        (2.0, 1.9),
        ["white", "grey"],
        ["metal"],
    ),
    obj_class(
        "mannequin", ["mannequin", "dummy", "display mannequin"], (0.6, 1.8), ["white", "black"]
    ),
    obj_class(
        "clothesrack",
        ["clothes rack", "clothing rail", "garment rack"],
        (1.5, 1.6),
        ["silver", "black"],
        ["metal"],
    ),
    obj_class(
        "teddy",
        ["teddy bear", "stuffed bear", "plush bear"],
        (0.6, 0.8),
        ["brown", "white", "pink"],
    ),
    obj_class(
        "rockinghorse",
        ["rocking horse", "toy horse"],
        (1.0, 1.0),
        ["brown", "white", "red"],
        ["wooden"],
    ),
    obj_class(
        "fruitstand",
        ["fruit stand", "produce display", "fruit display"],
        (2.0, 1.2),
        ["green", "brown"],
    ),
    obj_class("freezer", ["freezer", "chest freezer", "refrigerated case"], (2.0, 1.0), ["white"]),
    obj_class(
        "coffeemachine",
        ["coffee machine", "espresso machine"],
        (0.6, 0.5),
        ["silver", "black", "red"],
    ),
    obj_class(
        "cafetable",
        ["café table", "bistro table", "small round table"],
        (0.8, 0.75),
        ["white", "black", "brown"],
        ["wooden", "metal"],
    ),
    obj_class(
        "chair",
        ["chair", "seat", "dining chair"],
        (0.5, 0.9),
        ["red", "black", "white", "orange", "blue"],
        ["plastic", "wooden"],
    ),
    obj_class(
        "pastry", ["pastry display", "cake display", "bakery case"], (1.5, 1.3), [], ["glass"]
    ),
    obj_class(
        "phonedisplay",
        ["phone display", "smartphone stand", "handset display"],
        (1.2, 1.1),
        ["white", "black"],
    ),
    obj_class(
        "displaycase", ["display case", "glass cabinet", "vitrine"], (1.5, 1.1), [], ["glass"]
    ),
    obj_class(
        "bicycle",
        ["bicycle", "bike", "pushbike"],
        (1.7, 1.0),
        ["red", "blue", "black", "green", "yellow"],
    ),
    obj_class("treadmill", ["treadmill", "running machine"], (1.8, 1.4), ["black", "grey"]),
    obj_class("football", ["football", "soccer ball"], (0.25, 0.25), ["white", "orange"]),
    obj_class(
        "bouquet",
        ["bouquet", "flower bucket", "bunch of flowers"],
        (0.5, 0.7),
        ["red", "yellow", "pink", "white"],
    ),
    obj_class("cardboard", ["cardboard box", "carton", "stack of boxes"], (0.6, 0.6), ["brown"]),
    obj_class("ladder", ["ladder", "stepladder"], (0.6, 1.8), ["silver", "yellow"], ["metal"]),
    obj_class(
        "arcade",
        ["arcade machine", "arcade cabinet", "video game cabinet"],
        (0.8, 1.9),
        ["black", "red", "blue", "purple"],
    ),
    obj_class(
        "claw",
        ["claw machine", "crane game", "prize grabber"],
        (1.0, 1.9),
        ["pink", "yellow", "blue"],
    ),
    obj_class("rower", ["rowing machine", "rower"], (2.2, 0.8), ["black"]),
    obj_class(
        "dumbbells", ["dumbbell rack", "weight rack", "dumbbells"], (1.5, 1.0), ["black"], ["metal"]
    ),
    obj_class("ballpit", ["ball pit", "ball pool"], (3.0, 0.8), ["blue", "red", "yellow"]),
    obj_class(
        "slide",
        ["slide", "playground slide", "play slide"],
        (2.5, 2.0),
        ["red", "yellow", "blue", "green"],
    ),
    obj_class(
        "diningtable",
        ["dining table", "restaurant table"],
        (1.4, 0.75),
        ["brown", "white"],
        ["wooden"],
    ),
    obj_class(
        "menuboard",
        ["menu board", "menu sign", "price board"],
        (1.2, 0.8),
        [],
        [],
        "sign",
        wall=True,
    ),
    obj_class(
        "foodstall",
        ["food stall", "food counter", "takeaway counter"],
        (3.5, 2.2),
        ["red", "green", "yellow", "blue", "orange"],
    ),
    obj_class(
        "trayrack", ["tray rack", "tray return", "tray station"], (1.2, 1.6), ["silver"], ["metal"]
    ),
    obj_class(
        "popcorn",
        ["popcorn machine", "popcorn maker", "popcorn cart"],
        (0.8, 1.6),
        ["red", "yellow"],
    ),
    obj_class(
        "poster", ["movie poster", "film poster", "poster"], (0.8, 1.2), [], [], "sign", wall=True
    ),
    obj_class(
        "rope", ["rope barrier", "queue barrier", "velvet rope"], (2.0, 1.0), ["red", "blue"]
    ),
    obj_class("sofa", ["sofa", "couch", "settee"], (2.0, 0.8), ["red", "grey", "blue", "brown"]),
    obj_class("handdryer", ["hand dryer", "air dryer"], (0.3, 0.4), ["white", "silver"], wall=True),
    obj_class("sink", ["sink", "washbasin", "hand basin"], (0.6, 0.9), ["white"]),
    obj_class(
        "car",
        ["car", "automobile", "sedan", "hatchback"],
        (4.3, 1.5),
        ["red", "blue", "white", "black", "silver", "grey", "green", "yellow"],
    ),
    obj_class(
        "pillar", ["pillar", "concrete column", "support column"], (0.7, 2.6), ["grey", "yellow"]
    ),
    obj_class(
        "paystation",
        ["pay station", "parking pay machine", "ticket machine"],
        (0.8, 1.7),
        ["grey", "blue", "yellow"],
    ),
    obj_class(
        "charger",
        ["EV charger", "charging station", "charging point"],
        (0.6, 1.5),
        ["green", "white", "blue"],
    ),
    obj_class(
        "exitsign",
        ["exit sign", "emergency exit sign"],
        (0.6, 0.3),
        ["green"],
        [],
        "sign",
        wall=True,
    ),
    obj_class(
        "shopsign",
        ["shop sign", "storefront sign", "signboard"],
        (2.5, 0.6),
        [],
        [],
        "sign",
        wall=True,
    ),
    obj_class(
        "banner",
        ["banner", "sale banner", "promo banner"],
        (2.0, 1.0),
        ["red", "yellow"],
        [],
        "sign",
        wall=True,
    ),
    obj_class(
        "wetfloor",
        ["wet floor sign", "caution sign", "yellow warning cone"],
        (0.4, 0.6),
        ["yellow"],
        [],
        "sign",
    ),
    obj_class(
        "trolley",
        ["shopping cart", "shopping trolley", "trolley"],
        (0.9, 1.0),
        ["silver", "red", "blue"],
        ["metal"],
        "cart",
    ),
    obj_class(
        "guard",
        ["security guard", "security officer", "guard"],
        (0.6, 1.8),
        [],
        [],
        "person",
        generic="person",
        activity=["walking", "standing", "patrolling"],
    ),
    obj_class(
        "cleaner",
        ["cleaner", "janitor", "custodian"],
        (0.6, 1.7),
        [],
        [],
        "person",
        generic="person",
        activity=["mopping", "walking", "pushing a cart"],
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
        "mascot",
        ["mascot", "costumed mascot", "bear mascot"],
        (0.8, 2.0),
        ["brown", "yellow", "blue"],
        [],
        "person",
        activity=["waving", "walking", "dancing"],
    ),
    obj_class(
        "shopper",
        ["person", "shopper", "pedestrian"],
        (0.6, 1.7),
        [],
        [],
        "person",
        ask=False,
        activity=["walking", "standing", "browsing"],
    ),
    obj_class(
        "stroller",
        ["stroller", "pushchair", "baby buggy"],
        (0.7, 1.0),
        ["black", "grey", "red", "blue"],
        [],
        "cart",
    ),
    obj_class("bollard", ["bollard", "traffic bollard"], (0.3, 0.9), ["grey", "yellow", "black"]),
    obj_class(
        "bikerack", ["cycle rack", "cycle stand"], (2.0, 0.8), ["silver", "black"], ["metal"]
    ),
    obj_class("flagpole", ["flagpole", "flag pole", "flag"], (0.3, 7.0), ["white", "silver"]),
)

SHOP_TYPES = [
    dict(
        key="bookshop",
        names=["the bookshop", "the bookstore", "the book shop"],
        contents=[("bookshelf", 3, 5, 1), ("checkout", 1, 1, 1), ("chair", 0, 2, 0.6)],
        brands=["PAGE TURNER BOOKS", "INKWELL BOOKS", "CHAPTER AND VERSE"],
        scene=["store", "shop interior"],
        implicit=["shelves of books", "rows of books"],
    ),
    dict(
        key="shoes",
        names=["the shoe store", "the shoe shop", "the footwear shop"],
        contents=[
            ("shoerack", 2, 4, 1),
            ("mirror", 1, 2, 0.8),
            ("checkout", 1, 1, 1),
            ("bench", 0, 1, 0.5),
        ],
        brands=["STRIDE SHOES", "SOLE MATES", "FOOTNOTE SHOES"],
        scene=["store", "shop interior"],
        implicit=["racks of shoes", "rows of trainers on display"],
    ),
    dict(
        key="electronics",
        names=["the electronics store", "the electronics shop", "the gadget shop"],
        contents=[
            ("tv", 2, 4, 1),
            ("laptop", 2, 3, 1),
            ("speaker", 1, 2, 0.8),
            ("checkout", 1, 1, 1),
        ],
        brands=["VOLTAGE", "PIXEL HOUSE", "CIRCUIT BAY"],
        scene=["store", "showroom"],
        implicit=["screens glowing on the walls", "gadgets on display"],
    ),
    dict(
        key="pharmacy",
        names=["the pharmacy", "the chemist", "the drugstore"],
        contents=[("shelf", 3, 4, 1), ("checkout", 1, 1, 1)],
        brands=["WELLSPRING PHARMACY", "GREENCROSS CHEMIST"],
        scene=["store", "aisle"],
        implicit=["shelves of medicines", "toiletries on shelves"],
    ),
    dict(
        key="clothing",
        names=["the clothing store", "the clothes shop", "the fashion boutique"],
        contents=[
            ("mannequin", 2, 4, 1),
            ("clothesrack", 2, 4, 1),
            ("mirror", 1, 1, 0.8),
            ("checkout", 1, 1, 1),
        ],
        brands=["THREADS", "LOOM AND LACE", "URBAN WEAVE"],
        scene=["store", "boutique"],
        implicit=["rails of clothes", "dressed mannequins"],
    ),
    dict(
        key="toys",
        names=["the toy shop", "the toy store"],
        contents=[
            ("teddy", 2, 4, 1),
            ("rockinghorse", 1, 1, 0.8),
            ("shelf", 1, 2, 1),
            ("checkout", 1, 1, 1),
        ],
        brands=["TOYBOX", "THE PLAY CHEST", "WIND-UP WORLD"],
        scene=["store", "shop interior"],
        implicit=["colourful toys everywhere", "stuffed animals on shelves"],
    ),
    dict(
        key="supermarket",
        names=["the supermarket", "the grocery store", "the grocer's"],
        contents=[
            ("shelf", 3, 5, 1),
            ("fruitstand", 1, 2, 1),
            ("freezer", 1, 2, 1),
            ("checkout", 1, 2, 1),
        ],
        brands=["FRESHWAY", "DAILY HARVEST", "GREEN BASKET"],
        scene=["aisle", "grocery aisle"],
        implicit=["aisles of groceries", "fruit and vegetables on display"],
    ),
    dict(
        key="cafe",
        names=["the café", "the coffee shop"],
        contents=[
            ("cafetable", 2, 4, 1),
            ("chair", 3, 6, 1),
            ("coffeemachine", 1, 1, 1),
            ("pastry", 1, 1, 0.9),
        ],
        brands=["BEAN THERE", "THE DAILY GRIND", "KETTLE AND CO"],
        scene=["cafe interior", "seating area"],
        implicit=["small tables and people drinking coffee", "a counter with cakes"],
    ),
    dict(
        key="phones",
        names=["the phone shop", "the mobile phone store"],
        contents=[("phonedisplay", 2, 3, 1), ("tv", 0, 1, 0.5), ("checkout", 1, 1, 1)],
        brands=["SIGNAL BAR", "HELLO MOBILE"],
        scene=["store", "showroom"],
        implicit=["rows of smartphones on stands"],
    ),
    dict(
        key="jeweller",
        names=["the jewellery store", "the jeweller's", "the jewelry shop"],
        contents=[("displaycase", 2, 4, 1), ("mirror", 1, 1, 0.7)],
        brands=["GOLDLEAF JEWELLERS", "GEMSTONE AND CO"],
        scene=["store", "boutique"],
        implicit=["glittering rings behind glass"],
    ),
    dict(
        key="sports",
        names=["the sports shop", "the sporting goods store"],
        contents=[
            ("bicycle", 1, 3, 1),
            ("treadmill", 0, 1, 0.6),
            ("football", 1, 2, 0.8),
            ("mannequin", 1, 2, 0.7),
            ("checkout", 1, 1, 1),
        ],
        brands=["PEAK SPORTS", "FULL STRIDE ATHLETICS"],
        scene=["store", "showroom"],
        implicit=["bikes and balls for sale"],
    ),
    dict(
        key="florist",
        names=["the florist", "the flower shop"],
        contents=[("bouquet", 2, 4, 1), ("planter", 1, 3, 1), ("checkout", 1, 1, 0.8)],
        brands=["PETAL AND STEM", "BLOOM ROOM"],
        scene=["store", "shop interior"],
        implicit=["buckets of flowers"],
    ),
]
VACANT = dict(
    key="vacant",
    names=["the empty shop unit", "the vacant unit", "the closed shop"],
    contents=[("cardboard", 2, 4, 1), ("ladder", 0, 1, 0.7)],
    brands=["COMING SOON", "UNIT TO LET", "OPENING THIS SPRING"],
    scene=["empty room"],
    implicit=["an empty unit with boxes"],
)
LEISURE = [
    dict(
        key="arcade",
        names=["the games arcade", "the arcade", "the amusement arcade"],
        contents=[("arcade", 3, 5, 1), ("claw", 1, 2, 1)],
        brands=["PIXEL PALACE", "LEVEL UP ARCADE"],
        scene=["arcade", "game room"],
        implicit=["flashing game cabinets"],
    ),
    dict(
        key="gym",
        names=["the gym", "the fitness centre", "the health club"],
        contents=[
            ("treadmill", 2, 4, 1),
            ("rower", 1, 2, 1),
            ("dumbbells", 1, 1, 1),
            ("mirror", 1, 2, 0.8),
        ],
        brands=["IRONWORKS GYM", "PULSE FITNESS"],
        scene=["gym floor"],
        implicit=["exercise machines in rows"],
    ),
    dict(
        key="play",
        names=["the kids' play area", "the soft play", "the children's play zone"],
        contents=[("ballpit", 1, 1, 1), ("slide", 1, 2, 1), ("chair", 1, 3, 0.7)],
        brands=["JUMP JUNGLE", "TINY TOWERS"],
        scene=["play area"],
        implicit=["a ball pit and slides"],
    ),
    dict(
        key="restaurant",
        names=["the restaurant", "the diner", "the sit-down restaurant"],
        contents=[("diningtable", 3, 5, 1), ("chair", 4, 8, 1), ("menuboard", 1, 1, 1)],
        brands=["THE COPPER POT", "OLIVE GROVE KITCHEN"],
        scene=["dining room", "restaurant interior"],
        implicit=["tables laid for dinner"],
    ),
]
FOOD_BRANDS = [
    "NOODLE BAR",
    "BURGER SHACK",
    "TACO STAND",
    "SUSHI GO",
    "PIZZA SLICE",
    "CURRY POT",
    "FALAFEL HUT",
    "SALAD DAYS",
]
FILMS = [
    "THE LAST LIGHTHOUSE",
    "ORBIT NINE",
    "MIDNIGHT ORCHARD",
    "PAPER TIGERS",
    "THE COPPER KEY",
    "SILENT HARBOUR",
]
MALL_NAMES = ["RIVERGATE CENTRE", "ASHFORD GALLERIA", "NORTHBROOK MALL", "KINGSMEAD PLAZA"]


def build(rng) -> FamilySpec:
    z = {-1: -Z_STEP, 0: 0.0, 1: Z_STEP, 2: 2 * Z_STEP}
    floors = {
        -1: dict(
            z=z[-1],
            names=["the car park level", "the parking level", "level P"],
            keywords=["car park", "parking", "basement", "level p", "-1"],
        ),
        0: dict(
            z=z[0], names=["the ground floor", "level 0"], keywords=["ground", "level 0", "floor 0"]
        ),
        1: dict(
            z=z[1],
            names=["level 1", "the first floor"],
            keywords=["level 1", "first floor", "1st floor", "floor 1", "level one"],
        ),
        2: dict(
            z=z[2],
            names=["level 2", "the second floor", "the top floor"],
            keywords=["level 2", "second floor", "2nd floor", "floor 2", "top floor", "level two"],
        ),
    }
    mall_name = choice(rng, MALL_NAMES)
    zones: list[Zone] = []
    portals: list[tuple] = []

    def add(zone, door=None, kind="door", to=None):
        zones.append(zone)
        if door is not None:
            portals.append((kind, zone.id, to, door))
        return zone

    # --- ground floor
    add(
        Zone(
            "plaza",
            ["the entrance plaza", "the front plaza", "the forecourt"],
            0,
            (-24, -12, 0, 12),
            "outdoor",
            True,
            "on",
            ["street", "sidewalk", "outdoor area"],
            [
                ("bench", 1, 2, 1),
                ("bin", 1, 2, 1),
                ("planter", 1, 3, 1),
                ("bollard", 2, 4, 1),
                ("bikerack", 0, 1, 0.7),
                ("flagpole", 1, 1, 0.8),
            ],
            [("shopsign", [f"WELCOME TO {mall_name}", mall_name])],
            0.8,
            implicit=["open sky and paving", "the glass front of a building"],
        )
    )
    conc = {}
    for f, nm in (
        (0, ["the ground-floor concourse", "the ground floor walkway", "the main concourse"]),
        (1, ["the level 1 concourse", "the first-floor walkway", "the upper concourse"]),
        (2, ["the level 2 walkway", "the top-floor concourse"]),
    ):
        conc[f] = add(
            Zone(
                f"concourse{f}",
                nm,
                f,
                (0, -4, 64, 4),
                "hub",
                False,
                "in",
                ["hallway", "mall interior", "corridor"],
                [
                    ("bench", 1, 3, 1),
                    ("bin", 1, 3, 1),
                    ("planter", 1, 3, 0.9),
                    ("kiosk", 0, 2, 0.8),
                    ("exitsign", 1, 1, 0.8),
                ]
                + ([("atm", 1, 1, 1)] if f == 0 else [])
                + ([("massage", 1, 2, 1)] if f == 1 else [])
                + ([("vending", 1, 1, 1)] if f == 2 else []),
                [],
                0.35,
                implicit=["a long shopping walkway", "shopfronts on both sides"],
            )
        )
    portals.append(("door", "plaza", "concourse0", (0.0, 0.0)))
    add(
        Zone(
            "atrium0",
            ["the atrium", "the central atrium", "the fountain court"],
            0,
            (24, 4, 40, 20),
            "hub",
            False,
            "in",
            ["atrium", "mall interior"],
            [
                ("fountain", 1, 1, 1),
                ("bench", 2, 3, 1),
                ("planter", 1, 2, 1),
                ("infodesk", 1, 1, 1),
            ],
            [],
            0.8,
            implicit=["a tall open space with a fountain"],
        )
    )
    add(
        Zone(
            "atrium1",
            ["the first-floor balcony", "the gallery balcony", "the upper gallery"],
            1,
            (24, 4, 40, 20),
            "hub",
            False,
            "on",
            ["atrium", "balcony"],
            [("bench", 1, 2, 1), ("planter", 1, 2, 1), ("banner", 1, 1, 0.8)],
            [],
            0.6,
            implicit=["a railing over the open atrium"],
        )
    )
    portals.append(("open", "concourse0", "atrium0", (32.0, 4.0)))
    portals.append(("open", "concourse1", "atrium1", (32.0, 4.0)))
    add(
        Zone(
            "stairwell0",
            ["the stairwell", "the stair lobby", "the emergency stairs landing"],
            0,
            (0, -12, 6, -4),
            "stairwell",
            False,
            "in",
            ["stairwell", "staircase"],
            [("exitsign", 1, 1, 1), ("bin", 0, 1, 0.5)],
            [],
            0.1,
            implicit=["concrete steps going down"],
        ),
        (3.0, -4.0),
        to="concourse0",
    )
    add(
        Zone(
            "restrooms1",
            ["the restrooms", "the toilets", "the first-floor washrooms"],
            1,
            (0, -12, 6, -4),
            "room",
            False,
            "in",
            ["bathroom", "restroom"],
            [("sink", 2, 3, 1), ("handdryer", 1, 2, 1), ("mirror", 1, 2, 1)],
            [],
            0.5,
            implicit=["a row of sinks and mirrors"],
        ),
        (3.0, -4.0),
        to="concourse1",
    )
    add(
        Zone(
            "restrooms2",
            ["the top-floor washrooms", "the level 2 lavatories"],
            2,
            (0, -12, 6, -4),
            "room",
            False,
            "in",
            ["bathroom", "restroom"],
            [("sink", 2, 2, 1), ("handdryer", 1, 1, 1)],
            [],
            0.3,
            implicit=["tiled walls and a hand dryer"],
        ),
        (3.0, -4.0),
        to="concourse2",
    )

    shop_slots = []
    for f in (0, 1):
        for x0, x1 in ((0, 12), (12, 24), (40, 52), (52, 64)):
            shop_slots.append((f, (x0, 4, x1, 16), ((x0 + x1) / 2, 4.0)))
        for x0, x1 in ((6, 18), (18, 30), (30, 44), (44, 64)):
            shop_slots.append((f, (x0, -16, x1, -4), ((x0 + x1) / 2, -4.0)))
    types = shuffled(rng, SHOP_TYPES)
    n_vacant = int(rng.integers(2, 5))
    assigned = types[: len(shop_slots) - n_vacant] + [VACANT] * n_vacant
    assigned = shuffled(rng, assigned)
    used_keys: dict[str, int] = {}
    for (f, rect, door), st in zip(shop_slots, assigned, strict=False):
        k = st["key"]
        used_keys[k] = used_keys.get(k, 0) + 1
        zid = f"{k}{used_keys[k]}"
        names = list(st["names"])
        if k == "vacant":
            unit = f"{'G' if f == 0 else f}{len(zones):02d}"
            names = [f"the vacant unit {unit}", f"empty unit {unit}", f"unit {unit}"]
        brand = choice(rng, st["brands"])
        add(
            Zone(
                zid,
                names,
                f,
                rect,
                "room",
                False,
                "in",
                list(st["scene"]),
                list(st["contents"]),
                [("shopsign", [brand])],
                1.0,
                implicit=list(st["implicit"]),
            ),
            door,
            to=f"concourse{f}",
        )
    # --- level 2
    add(
        Zone(
            "foodcourt",
            ["the food court", "the dining hall", "the eatery"],
            2,
            (24, 4, 64, 22),
            "room",
            False,
            "in",
            ["food court", "dining area", "cafeteria"],
            [
                ("cafetable", 5, 8, 1),
                ("chair", 8, 12, 1),
                ("bin", 2, 3, 1),
                ("trayrack", 1, 2, 1),
                ("planter", 1, 2, 0.8),
                ("wetfloor", 1, 1, 0.7),
            ],
            [
                ("menuboard", sample(rng, FOOD_BRANDS, 1)),
                ("banner", ["EAT WELL SIT LONGER", "FAMILY MEAL DEAL"]),
            ],
            1.6,
            implicit=["rows of tables and takeaway counters", "people eating at tables"],
        ),
        (44.0, 4.0),
        kind="open",
        to="concourse2",
    )
    for _i, brand in enumerate(sample(rng, FOOD_BRANDS, 4)):
        zones[-1].contents.append(("foodstall", 1, 1, 1))
        zones[-1].signs.append(("shopsign", [brand]))
    add(
        Zone(
            "cinema",
            ["the cinema lobby", "the cinema foyer", "the movie theatre entrance"],
            2,
            (0, 4, 24, 16),
            "room",
            False,
            "in",
            ["lobby", "cinema"],
            [("popcorn", 1, 1, 1), ("rope", 1, 2, 1), ("sofa", 1, 2, 0.8)],
            [("poster", sample(rng, FILMS, 1)), ("poster", sample(rng, FILMS, 1))],
            1.0,
            implicit=["film posters and a popcorn counter"],
        ),
        (12.0, 4.0),
        to="concourse2",
    )
    leisure = shuffled(rng, LEISURE)
    for (x0, x1), st in zip(((6, 18), (18, 30), (30, 44), (44, 64)), leisure, strict=True):
        add(
            Zone(
                st["key"],
                list(st["names"]),
                2,
                (x0, -16, x1, -4),
                "room",
                False,
                "in",
                list(st["scene"]),
                list(st["contents"]),
                [("shopsign", [choice(rng, st["brands"])])],
                1.0,
                implicit=list(st["implicit"]),
            ),
            ((x0 + x1) / 2, -4.0),
            to="concourse2",
        )
    # --- car park
    add(
        Zone(
            "carparkA",
            ["car park zone A", "parking area A", "the west side of the car park"],
            -1,
            (-10, -22, 27, 22),
            "room",
            False,
            "in",
            ["parking garage", "parking lot", "garage"],
            [("car", 6, 10, 1), ("pillar", 4, 6, 1), ("exitsign", 1, 1, 1), ("charger", 1, 2, 0.8)],
            [("banner", ["ZONE A", "ZONE A - REMEMBER YOUR SPACE"])],
            1.0,
            implicit=["rows of parked cars under a low concrete ceiling"],
        )
    )
    add(
        Zone(
            "carparkB",
            ["car park zone B", "parking area B", "the east side of the car park"],
            -1,
            (27, -22, 64, 22),
            "room",
            False,
            "in",
            ["parking garage", "parking lot", "garage"],
            [("car", 6, 10, 1), ("pillar", 4, 6, 1), ("paystation", 1, 2, 1)],
            [("banner", ["ZONE B", "ZONE B - PAY BEFORE RETURNING TO YOUR CAR"])],
            1.0,
            implicit=["parked cars and concrete pillars"],
        )
    )
    portals.append(("open", "carparkA", "carparkB", (27.0, 0.0)))
    # directory boards, text derived from the real shop list of that floor
    for f in (0, 1):
        brands = [
            s[1][0]
            for zz in zones
            if zz.floor == f and zz.kind == "room" and not zz.id.startswith("vacant")
            for s in zz.signs[:1]
        ]
        text = f"LEVEL {f} " + " - ".join(sample(rng, brands, 3))
        conc[f].signs.append(("directory", [text]))
    conc[2].signs.append(("directory", ["LEVEL 2 FOOD COURT AND CINEMA"]))

    transitions = [
        Transition(
            "esc01",
            ["the escalator", "the moving staircase"],
            "escalator",
            (0, 1),
            [(27, 10, 0.0), (38, 10, 1.0)],
            (27, 9, 38, 11),
        ),
        Transition(
            "esc12",
            ["the escalator", "the moving staircase"],
            "escalator",
            (1, 2),
            [(38, 15, 0.0), (27, 15, 1.0)],
            (27, 14, 38, 16),
        ),
        Transition(
            "stairsP",
            ["the stairs", "the staircase"],
            "stairs",
            (-1, 0),
            [(3, -11, 0.0), (3, -5, 1.0)],
            (2, -12, 4, -4),
        ),
        Transition(
            "lift",
            ["the lift", "the elevator"],
            "lift",
            (-1, 0, 1, 2),
            [(65.5, 0.0, 0.0)],
            (64, -2, 67, 2),
            {
                -1: ("carparkB", (63.0, 0.0)),
                0: ("concourse0", (63.0, 0.0)),
                1: ("concourse1", (63.0, 0.0)),
                2: ("concourse2", (63.0, 0.0)),
            },
        ),
    ]
    movers = [
        MoverSpec("guard", ["concourse0", "atrium0", "plaza"], (0.7, 1.1), (20, 120)),
        MoverSpec("cleaner", ["foodcourt", "concourse2"], (0.5, 0.8), (40, 200), tag="cleaner"),
        MoverSpec("cleaningcart", ["foodcourt", "concourse2"], follow="cleaner"),
        MoverSpec("mascot", ["atrium1", "concourse1"], (0.4, 0.8), (30, 150)),
        MoverSpec(
            "shopper",
            ["concourse0", "atrium0"]
            + [zz.id for zz in zones if zz.floor == 0 and zz.kind == "room"],
            (0.8, 1.3),
            (10, 80),
            count=(3, 5),
        ),
        MoverSpec(
            "shopper",
            ["concourse1", "atrium1"]
            + [zz.id for zz in zones if zz.floor == 1 and zz.kind == "room"],
            (0.8, 1.3),
            (10, 80),
            count=(2, 4),
        ),
        MoverSpec(
            "shopper", ["foodcourt", "concourse2", "cinema"], (0.6, 1.1), (30, 200), count=(3, 5)
        ),
        MoverSpec(
            "trolley",
            ["concourse0", "plaza"] + [zz.id for zz in zones if zz.id.startswith("supermarket")],
            (0.7, 1.0),
            (20, 120),
            count=(1, 2),
            tag="pushed",
        ),
        MoverSpec("trolley", ["carparkA", "carparkB"], (0.6, 1.0), (60, 300), count=(1, 2)),
        MoverSpec(
            "stroller",
            ["concourse1", "atrium1", "concourse0", "atrium0"][:2],
            (0.6, 1.0),
            (20, 100),
        ),
        MoverSpec(
            "car", ["carparkA", "carparkB"], (2.0, 3.5), (60, 400), presence="visit", count=(1, 2)
        ),
        MoverSpec(
            "car", ["carparkA", "carparkB"], (0.0, 0.0), (0, 0), presence="leave", count=(2, 3)
        ),
        MoverSpec(
            "car", ["carparkA", "carparkB"], (0.0, 0.0), (0, 0), presence="arrive", count=(2, 3)
        ),
    ]
    states = [
        State(
            "upstairs", ["upstairs", "on the upper floors", "above the ground floor"], "floor>=1"
        ),
        State(
            "carpark",
            ["in the car park", "down in the parking garage", "on the car park level"],
            "floor==-1",
        ),
        State("outside", ["outside", "outdoors", "out on the plaza"], "outdoor"),
        State(
            "toplevel", ["on level 2", "on the top floor", "up on the food-court level"], "floor==2"
        ),
    ]
    return FamilySpec(
        name="mall",
        floors=floors,
        zones=zones,
        portals=portals,
        transitions=transitions,
        classes=CLASSES,
        movers=movers,
        confusers=[
            "umbrella",
            "backpack",
            "handbag",
            "paper cup",
            "water bottle",
            "balloon",
            "suitcase",
            "window",
        ],
        distractors=[
            ["giraffe"],
            ["grand piano", "piano"],
            ["canoe", "kayak"],
            ["tractor"],
            ["hospital bed"],
            ["cow"],
            ["snowman"],
            ["motorcycle", "motorbike"],
            ["camel"],
            ["surfboard"],
            ["christmas tree"],
            ["rowboat"],
            ["microscope"],
            ["bathtub", "bath"],
            ["hay bale"],
        ],
        states=states,
        start_zones=["carparkA", "carparkB", "plaza"],
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
            "pink",
            "purple",
        ],
    )

"""Object catalogues of the two families: categories, the names a detector uses for
them, colours, materials, sizes; people labels, background labels and hallucinations.

Everything here is plain data: tuples and dicts in a fixed order (never sets), so that
iterating over it is the same in every interpreter.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Category:
    key: str
    names: tuple[str, ...]  # first = most common detector label; all are acceptable names
    colours: tuple[str, ...] = ()
    materials: tuple[str, ...] = ()
    size: float = 1.0  # metres, rough extent; sets the range it is detected from
    height: float = 0.5  # vertical centre in the image, 0 top .. 1 bottom
    portable: bool = False  # may be moved by people during the run
    sign: bool = False  # carries a text (per instance)


def _c(key, names, colours="", materials="", size=1.0, height=0.55, portable=False, sign=False):
    split = lambda s: tuple(p for p in s.split("|") if p)  # noqa: E731
    return Category(
        key, split(names), split(colours), split(materials), size, height, portable, sign
    )


COLOUR_WORDS = {
    "grey": ("grey", "gray"),
    "silver": ("silver", "metallic"),
    "beige": ("beige", "cream", "tan"),
    "navy": ("navy", "dark blue", "blue"),
}


def colour_keywords(colour: str) -> list[str]:
    return list(COLOUR_WORDS.get(colour, (colour,)))


# ---------------------------------------------------------------- shared categories
_SHARED = (
    _c(
        "trash_can",
        "trash can|bin|litter bin|garbage can|waste bin",
        "black|grey|green|silver",
        "metal|plastic",
        0.8,
        0.7,
    ),
    _c("fire_extinguisher", "fire extinguisher|extinguisher", "red", "", 0.5, 0.7),
    _c("potted_plant", "potted plant|plant|houseplant|planter", "green", "", 1.0, 0.6),
    _c("clock", "clock|wall clock", "white|black", "", 0.5, 0.25),
    _c(
        "vending_machine",
        "vending machine|snack machine|drinks machine",
        "red|blue|black",
        "",
        1.8,
        0.5,
    ),
    _c("security_camera", "security camera|cctv camera|camera", "white|black", "", 0.3, 0.15),
    _c(
        "lift_door", "elevator|lift|elevator door|lift door", "silver|grey", "metal|steel", 2.0, 0.5
    ),
    _c(
        "suitcase",
        "suitcase|luggage|rolling suitcase|travel case",
        "black|red|blue|silver|green",
        "hard-shell|fabric",
        0.7,
        0.75,
        portable=True,
    ),
    _c(
        "umbrella", "umbrella|folded umbrella", "black|red|yellow|blue", "", 0.8, 0.7, portable=True
    ),
    _c("wheelchair", "wheelchair", "black|blue", "", 1.0, 0.7, portable=True),
    _c(
        "wet_floor_sign",
        "wet floor sign|caution sign|yellow warning sign",
        "yellow",
        "plastic",
        0.6,
        0.75,
        portable=True,
    ),
    _c(
        "sign",
        "sign|signboard|information sign",
        "blue|green|white|black|yellow",
        "",
        1.2,
        0.25,
        sign=True,
    ),
    _c(
        "bench",
        "bench|seat|metal bench|wooden bench",
        "grey|brown|green|blue",
        "wooden|metal",
        1.8,
        0.7,
    ),
    _c("street_lamp", "street light|lamp post|street lamp", "black|grey", "metal", 3.0, 0.35),
    _c(
        "traffic_light",
        "traffic light|traffic signal|pedestrian signal",
        "black|yellow",
        "",
        1.5,
        0.35,
    ),
    _c("crosswalk", "crosswalk|zebra crossing|pedestrian crossing", "white", "", 6.0, 0.85),
    _c("bicycle", "bicycle|bike|parked bicycle", "red|black|blue|white|green", "", 1.7, 0.65),
    _c("car", "car|parked car|sedan|hatchback", "white|black|silver|red|blue|grey", "", 4.0, 0.6),
    _c("bus", "bus|city bus|double-decker bus", "red|white|green", "", 10.0, 0.45),
    _c("taxi", "taxi|cab|taxi cab", "black|yellow|white", "", 4.0, 0.6),
    _c("tree", "tree|small tree", "green", "", 4.0, 0.35),
    _c("coffee_machine", "coffee machine|espresso machine", "silver|black|red", "steel", 0.7, 0.5),
    _c("atm", "atm|cash machine|cashpoint", "grey|blue", "", 1.0, 0.5),
)

# ---------------------------------------------------------------- station
_STATION = (
    _c(
        "departure_board",
        "departure board|information screen|display board|electronic board",
        "black|blue",
        "",
        3.0,
        0.2,
    ),
    _c(
        "ticket_machine",
        "ticket machine|ticket kiosk|self-service machine",
        "red|blue|grey|green",
        "",
        1.2,
        0.5,
    ),
    _c(
        "ticket_gate",
        "ticket barrier|turnstile|fare gate|ticket gates",
        "grey|silver|red",
        "metal",
        1.5,
        0.6,
    ),
    _c(
        "ticket_counter",
        "ticket counter|ticket window|service counter",
        "white|grey|brown",
        "wooden",
        3.0,
        0.5,
    ),
    _c("info_desk", "information desk|help desk|info point", "white|blue|red", "", 2.0, 0.55),
    _c("help_point", "help point|intercom|emergency call point", "blue|yellow|red", "", 0.5, 0.45),
    _c(
        "luggage_locker",
        "luggage locker|lockers|storage locker",
        "grey|blue|orange|silver",
        "metal",
        2.0,
        0.5,
    ),
    _c(
        "luggage_trolley",
        "luggage cart|luggage trolley|baggage cart|trolley",
        "silver|grey|red",
        "metal",
        1.2,
        0.7,
        portable=True,
    ),
    _c(
        "backpack",
        "backpack|rucksack|hiking backpack",
        "black|green|orange|blue|grey",
        "",
        0.5,
        0.75,
        portable=True,
    ),
    _c(
        "pushchair",
        "stroller|pushchair|baby stroller|pram",
        "black|grey|red|blue",
        "",
        1.0,
        0.7,
        portable=True,
    ),
    _c("platform_edge", "yellow line|platform edge|tactile paving", "", "", 6.0, 0.85),
    _c(
        "train",
        "train|passenger train|commuter train|railway carriage",
        "white|red|blue|green",
        "",
        20.0,
        0.45,
        portable=True,
    ),
    _c("bus_shelter", "bus shelter|bus stop|shelter", "grey|green|red|black", "glass", 4.0, 0.45),
    _c(
        "bike_rack",
        "bike rack|bicycle stand|cycle rack|bicycle rack",
        "silver|grey|black",
        "metal",
        3.0,
        0.7,
    ),
    _c(
        "newspaper_rack",
        "newspaper stand|magazine rack|rack of magazines",
        "white|red|grey",
        "metal",
        1.5,
        0.55,
    ),
    _c(
        "drinks_fridge",
        "drinks fridge|refrigerator|fridge|cooler",
        "white|red|silver",
        "glass",
        1.8,
        0.5,
    ),
    _c("shop_counter", "counter|checkout counter|cash register", "white|grey|brown", "", 2.0, 0.55),
    _c(
        "cafe_table",
        "table|small table|round table|cafe table",
        "white|brown|black",
        "wooden|metal",
        0.9,
        0.7,
    ),
    _c(
        "chair",
        "chair|stool|plastic chair",
        "black|white|orange|red|green",
        "plastic|wooden",
        0.6,
        0.7,
    ),
    _c(
        "pastry_case",
        "display case|pastry display|glass cabinet",
        "silver|white",
        "glass",
        1.5,
        0.55,
    ),
    _c("hand_dryer", "hand dryer|dryer", "white|silver", "", 0.4, 0.45),
    _c("sink", "sink|washbasin|basin", "white", "ceramic", 0.6, 0.6),
    _c("mirror", "mirror|wall mirror", "silver", "glass", 1.0, 0.35),
    _c("toilet_stall", "toilet stall|cubicle|bathroom stall", "blue|grey|green", "", 1.5, 0.5),
    _c("staircase", "staircase|stairs|steps", "grey|black", "concrete|metal", 4.0, 0.6),
    _c("railing", "railing|handrail|metal railing", "silver|grey|green|blue", "metal", 3.0, 0.55),
    _c("map_board", "map|station map|route map|network map", "white|blue", "", 1.2, 0.35),
    _c(
        "poster",
        "poster|advertisement|billboard|advert",
        "red|blue|yellow|white|orange",
        "",
        1.5,
        0.35,
    ),
    _c("pillar", "pillar|column", "white|grey", "concrete", 1.0, 0.4),
    _c("piano", "piano|upright piano", "black|brown|red", "wooden", 1.5, 0.55),
    _c(
        "water_fountain",
        "water fountain|drinking fountain|water refill station",
        "silver|blue",
        "steel",
        0.6,
        0.55,
    ),
    _c(
        "charging_station",
        "phone charging station|charging point|usb charging kiosk",
        "white|green",
        "",
        0.8,
        0.5,
    ),
    _c("flower_stall", "flower stall|flowers|bucket of flowers", "pink|red|yellow", "", 2.0, 0.6),
    _c("photo_booth", "photo booth|passport photo booth", "white|orange|blue", "", 2.0, 0.5),
    _c(
        "waiting_seats",
        "row of seats|seating|waiting chairs",
        "blue|red|grey|orange",
        "plastic",
        3.0,
        0.7,
    ),
    _c("heater", "heater|radiator|wall heater", "white|grey", "", 1.0, 0.65),
    _c("parking_meter", "parking meter|pay station", "grey|blue", "", 0.6, 0.55),
    _c(
        "scooter",
        "scooter|e-scooter|electric scooter",
        "black|green|orange",
        "",
        1.2,
        0.7,
        portable=True,
    ),
)

# ---------------------------------------------------------------- hotel
_HOTEL = (
    _c(
        "sofa",
        "sofa|couch|lounge sofa",
        "grey|blue|brown|green|beige",
        "leather|velvet|fabric",
        2.2,
        0.65,
    ),
    _c(
        "armchair",
        "armchair|chair|lounge chair",
        "grey|blue|red|beige|green",
        "leather|velvet",
        1.0,
        0.65,
    ),
    _c(
        "coffee_table",
        "coffee table|low table|side table",
        "brown|black|white",
        "wooden|glass",
        1.0,
        0.75,
    ),
    _c(
        "reception_desk",
        "reception desk|front desk|counter",
        "white|brown|black",
        "wooden|marble",
        4.0,
        0.55,
    ),
    _c("service_bell", "bell|service bell|desk bell", "silver|gold", "metal", 0.2, 0.55),
    _c(
        "luggage_cart",
        "luggage cart|bellhop cart|trolley|baggage cart",
        "gold|silver",
        "brass",
        1.5,
        0.6,
        portable=True,
    ),
    _c("umbrella_stand", "umbrella stand|umbrella holder", "black|silver", "", 0.5, 0.7),
    _c(
        "chandelier",
        "chandelier|ceiling light|pendant lamp",
        "gold|silver|white",
        "crystal",
        1.5,
        0.12,
    ),
    _c("rug", "rug|carpet|area rug", "red|blue|beige|grey", "", 3.0, 0.9),
    _c(
        "painting",
        "painting|framed picture|artwork|framed painting",
        "blue|red|green|yellow",
        "",
        1.2,
        0.3,
    ),
    _c("fireplace", "fireplace|hearth", "black|white", "stone|brick", 2.0, 0.55),
    _c("bar_counter", "bar|bar counter", "brown|black", "wooden|marble", 5.0, 0.55),
    _c("bar_stool", "bar stool|stool|high stool", "black|brown|red", "leather|metal", 0.6, 0.7),
    _c(
        "bottle_shelf",
        "shelf of bottles|liquor shelf|bottles|wine rack",
        "brown|green",
        "",
        2.5,
        0.4,
    ),
    _c("beer_tap", "beer tap|tap|draught tap", "silver|gold", "chrome", 0.5, 0.5),
    _c("dining_table", "dining table|table|restaurant table", "white|brown", "wooden", 1.2, 0.7),
    _c("dining_chair", "dining chair|chair|wooden chair", "brown|black|red", "wooden", 0.6, 0.7),
    _c("buffet", "buffet|buffet counter|serving station", "silver|white", "steel", 3.0, 0.55),
    _c("high_chair", "high chair|baby chair", "white|brown", "", 0.6, 0.7),
    _c("treadmill", "treadmill|running machine", "black|grey", "", 2.0, 0.6),
    _c("exercise_bike", "exercise bike|stationary bike|spin bike", "black|red|grey", "", 1.3, 0.6),
    _c("dumbbells", "dumbbells|weights|dumbbell rack", "black|silver", "metal", 1.5, 0.7),
    _c("yoga_mat", "yoga mat|exercise mat|mat", "purple|blue|green|pink", "", 1.5, 0.85),
    _c("swimming_pool", "swimming pool|pool|indoor pool", "blue", "", 12.0, 0.75),
    _c(
        "lounger",
        "sun lounger|deck chair|lounge chair|pool lounger",
        "white|blue",
        "plastic",
        1.8,
        0.7,
    ),
    _c("towels", "towels|stack of towels|towel", "white|blue", "", 0.6, 0.6),
    _c("washing_machine", "washing machine|washer|industrial washer", "white|silver", "", 1.2, 0.6),
    _c("tumble_dryer", "tumble dryer|dryer|clothes dryer", "white|silver", "", 1.2, 0.6),
    _c("ironing_board", "ironing board|iron", "white|blue", "", 1.3, 0.65),
    _c(
        "laundry_cart",
        "laundry cart|laundry basket|hamper|laundry bin",
        "white|blue|grey",
        "canvas",
        1.0,
        0.7,
        portable=True,
    ),
    _c(
        "housekeeping_cart",
        "housekeeping cart|cleaning trolley|maid cart|cleaning cart",
        "grey|black|white",
        "",
        1.5,
        0.65,
        portable=True,
    ),
    _c(
        "room_service_cart",
        "room service cart|food trolley|serving cart|room service trolley",
        "silver|white",
        "steel",
        1.0,
        0.65,
        portable=True,
    ),
    _c("hotel_door", "door|hotel room door|wooden door", "brown|white|grey", "wooden", 1.0, 0.5),
    _c("ice_machine", "ice machine|ice dispenser", "silver|white", "steel", 1.0, 0.55),
    _c("projector_screen", "projector screen|screen|projection screen", "white", "", 3.0, 0.35),
    _c(
        "conference_table",
        "conference table|meeting table|long table",
        "brown|white|black",
        "wooden",
        4.0,
        0.65,
    ),
    _c("whiteboard", "whiteboard|flip chart|white board", "white", "", 1.5, 0.4),
    _c("lectern", "lectern|podium", "brown|black", "wooden", 0.8, 0.55),
    _c("office_chair", "office chair|swivel chair|desk chair", "black|grey", "mesh", 0.7, 0.65),
    _c("computer", "computer|monitor|desktop computer", "black|silver", "", 0.6, 0.5),
    _c("printer", "printer|copier|photocopier", "white|grey", "", 1.0, 0.55),
    _c("parasol", "parasol|patio umbrella|sunshade", "white|beige|green|red", "", 3.0, 0.3),
    _c(
        "patio_table",
        "patio table|outdoor table|garden table",
        "white|black|green",
        "metal",
        1.0,
        0.7,
    ),
    _c("fountain", "fountain|water fountain|garden fountain", "grey|white", "stone", 2.5, 0.55),
    _c("hedge", "hedge|bush|shrub", "green", "", 3.0, 0.6),
    _c("flower_bed", "flower bed|flowers|flowerbed", "pink|red|yellow|purple", "", 3.0, 0.8),
    _c(
        "ev_charger",
        "ev charger|charging station|electric car charger",
        "white|green|blue",
        "",
        0.8,
        0.55,
    ),
    _c("parking_barrier", "parking barrier|boom gate|barrier", "red|yellow|white", "", 3.0, 0.55),
    _c(
        "bellboy_stand",
        "bell stand|concierge desk|concierge stand",
        "brown|black",
        "wooden",
        1.0,
        0.55,
    ),
    _c("shelves", "shelves|shelving|metal shelves|storage rack", "grey|silver", "metal", 2.5, 0.5),
    _c("boxes", "boxes|cardboard boxes|stack of boxes", "brown", "cardboard", 1.0, 0.7),
    _c("tv", "television|tv|flat screen tv|screen", "black", "", 1.2, 0.35),
    _c("fruit_bowl", "bowl of fruit|fruit bowl|apples", "green|red", "", 0.4, 0.55),
)

CATEGORIES: dict[str, Category] = {}
for _cat in _SHARED + _STATION + _HOTEL:
    CATEGORIES[_cat.key] = _cat

# Things people may ask about that are never in the family's world (binary "no"); chosen
# so that no emitted label or caption word contains them.
ABSENT = {
    "station": (
        ("aquarium", ("aquarium", "fish tank")),
        ("christmas_tree", ("christmas tree",)),
        ("grand_piano", ("grand piano",)),
        ("horse", ("horse",)),
        ("surfboard", ("surfboard",)),
        ("bathtub", ("bathtub", "bath tub")),
        ("dog", ("dog",)),
        ("motorbike", ("motorcycle", "motorbike")),
        ("sofa", ("sofa", "couch")),
        ("treadmill", ("treadmill",)),
        ("swimming_pool", ("swimming pool",)),
        ("fireplace", ("fireplace",)),
        ("chandelier", ("chandelier",)),
        ("traffic_cone", ("traffic cone",)),
    ),
    "hotel": (
        ("aquarium", ("aquarium", "fish tank")),
        ("christmas_tree", ("christmas tree",)),
        ("grand_piano", ("grand piano",)),
        ("horse", ("horse",)),
        ("surfboard", ("surfboard",)),
        ("bathtub", ("bathtub", "bath tub")),
        ("dog", ("dog",)),
        ("motorbike", ("motorcycle", "motorbike")),
        ("departure_board", ("departure board",)),
        ("ticket_machine", ("ticket machine",)),
        ("train", ("train",)),
        ("bus_shelter", ("bus shelter",)),
        ("piano", ("piano",)),
        ("traffic_cone", ("traffic cone",)),
    ),
}

PEOPLE = {
    "station": (
        "person",
        "man",
        "woman",
        "people",
        "child",
        "commuter",
        "group of people",
        "man with headphones",
        "woman in a coat",
        "station staff",
        "passenger",
    ),
    "hotel": (
        "person",
        "man",
        "woman",
        "people",
        "child",
        "guest",
        "waiter",
        "hotel staff",
        "man in a suit",
        "woman in a dress",
        "receptionist",
        "cleaner",
    ),
}

# Labels a dense-region detector emits about the room itself, everywhere.
BACKGROUND = {
    "indoor": ("floor", "wall", "ceiling", "ceiling light", "window", "doorway", "light"),
    "outdoor": ("sky", "building", "road", "pavement", "sidewalk", "cloud", "wall"),
}

# Rare false detections: never asked about in either direction.
HALLUCINATIONS = (
    "cat",
    "kite",
    "teddy bear",
    "toothbrush",
    "cake",
    "frisbee",
    "vase",
    "laptop",
    "handbag",
    "book",
    "cup",
    "remote control",
    "skateboard",
    "cell phone",
    "baseball cap",
    "sports ball",
)

# Portable categories per family (moved by people during the run).
PORTABLES = {
    "station": (
        "suitcase",
        "luggage_trolley",
        "backpack",
        "pushchair",
        "umbrella",
        "wheelchair",
        "wet_floor_sign",
        "scooter",
    ),
    "hotel": (
        "suitcase",
        "luggage_cart",
        "housekeeping_cart",
        "room_service_cart",
        "laundry_cart",
        "umbrella",
        "wheelchair",
        "wet_floor_sign",
    ),
}

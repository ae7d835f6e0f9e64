"""What a campus contains: object categories, the words a VLM uses for them, and where they go.

Kept as data so the world builder, the sensor model and the question writer
agree on one vocabulary: the canonical name is the ground truth, the synonyms
are what the simulated VLM may say instead.
"""

from __future__ import annotations

from dataclasses import dataclass

RED, BLUE, GREEN, GREY, BLACK, WHITE = "red", "blue", "green", "grey", "black", "white"
ORANGE, YELLOW, BROWN, SILVER = "orange", "yellow", "brown", "silver"
COLOURS = frozenset({RED, BLUE, GREEN, GREY, BLACK, WHITE, ORANGE, YELLOW, BROWN, SILVER})


@dataclass(frozen=True)
class Category:
    """One kind of object; ``synonyms[0]`` is the canonical name."""

    synonyms: tuple[str, ...]
    colours: tuple[str, ...] = ()
    # Where a VLM would plausibly name it: "in", "out" or "both" (for hallucinations).
    setting: str = "in"
    # Detection range multiplier: a coffee cup is recognisable only close up.
    reach: float = 1.0
    # Worth asking "where is the nearest ..." / "did you see ..." about.
    askable: bool = True
    # A landmark people name in "is there an X near the Y?".
    landmark: bool = False
    # Placed against a wall or kerb rather than anywhere in the region.
    edge: bool = False

    @property
    def name(self) -> str:
        return self.synonyms[0]


def _c(*synonyms: str, **options: object) -> Category:
    return Category(tuple(synonyms), **options)  # type: ignore[arg-type]


CATEGORIES: dict[str, Category] = {
    category.name: category
    for category in (
        # Atrium
        _c("couch", "sofa", "settee", colours=(RED, BLUE, GREY, GREEN, ORANGE, BROWN)),
        _c("armchair", "lounge chair", "easy chair", colours=(RED, BLUE, GREY, GREEN, BROWN)),
        _c("reception desk", "front desk", "information desk", landmark=True),
        _c("potted plant", "plant", "houseplant", "ficus", reach=0.8),
        _c("coffee table", "low table", colours=(WHITE, BROWN, BLACK), reach=0.8),
        _c("display screen", "tv screen", "television", "digital display", edge=True),
        _c(
            "glass door",
            "door",
            "entrance door",
            "glass entrance",
            edge=True,
            landmark=True,
            setting="both",
        ),
        # Hallway
        _c("fire extinguisher", "extinguisher", "red fire extinguisher", reach=0.7, edge=True),
        _c("notice board", "bulletin board", "cork board", edge=True, landmark=True),
        _c("door", "office door", "wooden door", colours=(BROWN, WHITE, BLUE), edge=True),
        _c("vending machine", "snack machine", "drinks machine", landmark=True, edge=True),
        _c("water cooler", "water dispenser", reach=0.8, edge=True),
        _c("recycling bin", "recycle bin", "blue bin", colours=(BLUE,), reach=0.8),
        _c("elevator", "lift", "elevator doors", landmark=True, edge=True),
        _c("staircase", "stairs", "stairwell", landmark=True, edge=True),
        _c("exit sign", "emergency exit sign", "green exit sign", reach=0.9, edge=True),
        _c(
            "sign",
            "wall sign",
            "door sign",
            "room sign",
            reach=0.7,
            askable=False,
            edge=True,
            setting="both",
        ),
        # Labs
        _c("workbench", "work bench", "work table", landmark=True),
        _c(
            "robot arm",
            "robotic arm",
            "manipulator",
            "industrial robot arm",
            colours=(ORANGE, WHITE, BLUE, YELLOW),
            landmark=True,
        ),
        _c("mobile robot", "wheeled robot", "robot", colours=(WHITE, BLACK, GREY)),
        _c("tool cabinet", "toolbox", "tool chest", colours=(RED, GREY, BLUE), edge=True),
        _c("oscilloscope", "scope", "digital oscilloscope", reach=0.6),
        _c("soldering station", "soldering iron", reach=0.6),
        _c("power supply", "bench power supply", "lab power supply", reach=0.6),
        _c("3d printer", "printer", "3d printing machine", colours=(WHITE, BLACK, ORANGE)),
        _c("laser cutter", "laser engraver", landmark=True),
        _c("drill press", "pillar drill", reach=0.8),
        _c("computer monitor", "monitor", "computer screen", "screen", reach=0.8),
        _c("office chair", "swivel chair", "desk chair", colours=(BLACK, BLUE, GREY, RED)),
        _c("whiteboard", "white board", "dry erase board", edge=True),
        _c("desk", "office desk", "writing desk", colours=(WHITE, BROWN, GREY)),
        _c("bookshelf", "bookcase", "shelf with books", edge=True),
        _c("window", "large window", "glass window", edge=True, askable=False),
        # Cafe and kitchen
        _c(
            "espresso machine",
            "coffee machine",
            "coffee maker",
            colours=(SILVER, RED, BLACK),
            landmark=True,
        ),
        _c("coffee cup", "cup", "mug", "paper cup", "cup of coffee", reach=0.45),
        _c("cafe table", "table", "round table", "small table", colours=(WHITE, BROWN, BLACK)),
        _c(
            "chair",
            "plastic chair",
            "stacking chair",
            "seat",
            colours=(RED, BLUE, GREEN, BROWN, BLACK, WHITE, ORANGE),
        ),
        _c("service counter", "counter", "bar counter", landmark=True),
        _c("menu board", "chalkboard menu", "menu", edge=True, reach=0.8),
        _c("pastry display", "pastry case", "display case with pastries", reach=0.8),
        _c("refrigerator", "fridge", "drinks fridge", colours=(WHITE, SILVER), edge=True),
        _c("microwave", "microwave oven", reach=0.7, edge=True),
        _c("sink", "washbasin", "hand basin", reach=0.8, edge=True),
        _c("kettle", "electric kettle", reach=0.5),
        # Restrooms
        _c("hand dryer", "hand blower", reach=0.7, edge=True),
        _c("mirror", "wall mirror", "bathroom mirror", edge=True),
        _c("toilet stall", "toilet", "bathroom stall", edge=True),
        # Seminar room
        _c("projector screen", "projection screen", "screen", edge=True, landmark=True),
        _c("lectern", "podium", "speaker's desk", landmark=True),
        # Outdoors: sidewalks, streets, paths
        _c(
            "fire hydrant",
            "hydrant",
            "street hydrant",
            colours=(RED, YELLOW),
            setting="out",
            edge=True,
            landmark=True,
        ),
        _c("street lamp", "lamp post", "street light", "lamppost", setting="out", edge=True),
        _c(
            "bench",
            "park bench",
            "outdoor bench",
            colours=(GREEN, BROWN, GREY),
            setting="out",
        ),
        _c(
            "trash can",
            "garbage bin",
            "rubbish bin",
            "waste bin",
            "trash bin",
            colours=(GREEN, BLACK, GREY),
            setting="both",
            reach=0.8,
        ),
        _c("bike rack", "bicycle rack", "bicycle stand", setting="out", landmark=True),
        _c(
            "bicycle",
            "bike",
            "parked bicycle",
            colours=(RED, BLUE, BLACK, GREEN, WHITE),
            setting="out",
            reach=0.8,
        ),
        _c(
            "police pole",
            "yellow police pole",
            "yellow pole",
            "yellow bollard",
            colours=(YELLOW,),
            setting="out",
            edge=True,
            landmark=True,
        ),
        _c(
            "mailbox",
            "post box",
            "letter box",
            colours=(BLUE, RED),
            setting="out",
            edge=True,
            landmark=True,
        ),
        _c("parking meter", "meter", "pay station", setting="out", reach=0.7, edge=True),
        _c("bus stop", "bus shelter", "bus stop sign", setting="out", edge=True, landmark=True),
        _c("tree", "street tree", "maple tree", "oak tree", setting="out"),
        _c("traffic light", "traffic signal", "stop light", setting="out", edge=True),
        _c("crosswalk", "zebra crossing", "pedestrian crossing", setting="out", landmark=True),
        _c("stop sign", "red stop sign", setting="out", edge=True, landmark=True),
        _c(
            "car",
            "parked car",
            "sedan",
            "hatchback",
            colours=(SILVER, WHITE, BLACK, RED, BLUE, GREY),
            setting="out",
        ),
        _c(
            "food truck",
            "truck",
            "street food truck",
            colours=(WHITE, ORANGE, YELLOW, RED, BLUE),
            setting="out",
            landmark=True,
        ),
        _c("ev charger", "charging station", "electric car charger", setting="out", edge=True),
        # Plaza
        _c("planter", "flower bed", "flower planter", setting="out"),
        _c(
            "sculpture",
            "statue",
            "metal sculpture",
            colours=(RED, SILVER, BLUE),
            setting="out",
            landmark=True,
        ),
        _c(
            "patio umbrella",
            "umbrella",
            "sun umbrella",
            colours=(RED, BLUE, GREEN, WHITE),
            setting="out",
        ),
        _c("picnic table", "outdoor table", "table", colours=(BROWN, GREEN, GREY), setting="out"),
        _c("flagpole", "flag pole", "flag", setting="out", landmark=True),
    )
}

# Things no simulated world contains: the negatives of "did you see a horse?".
ABSENT: tuple[str, ...] = (
    "horse",
    "piano",
    "fountain",
    "giraffe",
    "canoe",
    "snowman",
    "christmas tree",
    "bathtub",
    "tractor",
    "cow",
    "swimming pool",
    "helicopter",
    "hot air balloon",
    "aquarium",
    "pool table",
)

# Things a need is satisfied by (canonical names), for "where can I sit down?".
NEEDS: dict[str, tuple[str, ...]] = {
    "sit": ("couch", "armchair", "chair", "bench", "office chair", "picnic table"),
    "coffee": ("espresso machine", "service counter", "coffee cup"),
    "eat": ("food truck", "pastry display", "vending machine", "service counter"),
    "trash": ("trash can", "recycling bin"),
    "bike": ("bike rack",),
    "upstairs": ("elevator", "staircase"),
    "repair": ("workbench", "soldering station", "tool cabinet"),
    "wash": ("sink",),
}


@dataclass(frozen=True)
class Furnishing:
    """How many of a category a region of some kind holds."""

    category: str
    low: int
    high: int
    # Probability a given world has this at all (optional things make plausible negatives).
    presence: float = 1.0
    # True: one colour per region (a matching set of chairs); False: each instance its own.
    matching: bool = True
    # > 0: low..high per this many metres of the region's length (lamps along a sidewalk).
    per_m: float = 0.0


def _f(
    category: str,
    low: int,
    high: int,
    presence: float = 1.0,
    matching: bool = True,
    per_m: float = 0.0,
) -> Furnishing:
    return Furnishing(category, low, high, presence, matching, per_m)


# Region kind -> what it is furnished with. Signs, doors and lifts come from the layout.
FURNISHINGS: dict[str, tuple[Furnishing, ...]] = {
    "atrium": (
        _f("couch", 1, 3),
        _f("armchair", 1, 3, presence=0.7),
        _f("reception desk", 1, 1),
        _f("potted plant", 2, 4),
        _f("coffee table", 1, 2),
        _f("display screen", 1, 1, presence=0.7),
        _f("trash can", 1, 1, presence=0.6),
        _f("window", 2, 4),
    ),
    "hallway": (
        _f("fire extinguisher", 2, 4),
        _f("notice board", 1, 3),
        _f("vending machine", 1, 1, presence=0.5),
        _f("water cooler", 1, 1, presence=0.6),
        _f("recycling bin", 1, 2),
        _f("potted plant", 1, 3),
    ),
    "robotics lab": (
        _f("workbench", 3, 5),
        _f("robot arm", 2, 3, matching=False),
        _f("mobile robot", 1, 3, matching=False),
        _f("tool cabinet", 1, 2),
        _f("computer monitor", 2, 4),
        _f("office chair", 3, 5),
        _f("whiteboard", 1, 1),
        _f("power supply", 0, 2),
        _f("window", 1, 3),
    ),
    "electronics lab": (
        _f("workbench", 3, 5),
        _f("oscilloscope", 3, 5),
        _f("soldering station", 3, 5),
        _f("power supply", 2, 4),
        _f("computer monitor", 2, 4),
        _f("office chair", 3, 5),
        _f("tool cabinet", 1, 1),
        _f("window", 1, 3),
    ),
    "fabrication lab": (
        _f("3d printer", 3, 5, matching=False),
        _f("laser cutter", 1, 1, presence=0.7),
        _f("drill press", 1, 2),
        _f("workbench", 3, 4),
        _f("tool cabinet", 1, 2),
        _f("soldering station", 0, 2),
        _f("window", 1, 2),
    ),
    "computer lab": (
        _f("desk", 4, 6),
        _f("computer monitor", 4, 8),
        _f("office chair", 4, 8),
        _f("whiteboard", 1, 1),
        _f("3d printer", 0, 1),
        _f("window", 1, 3),
    ),
    "cafe": (
        _f("espresso machine", 1, 1),
        _f("service counter", 1, 1),
        _f("coffee cup", 3, 6, matching=False),
        _f("cafe table", 4, 6),
        _f("chair", 6, 10),
        _f("menu board", 1, 1),
        _f("pastry display", 1, 1, presence=0.7),
        _f("refrigerator", 0, 1),
        _f("trash can", 1, 1),
        _f("potted plant", 1, 2),
        _f("window", 2, 3),
    ),
    "kitchen": (
        _f("refrigerator", 1, 1),
        _f("microwave", 1, 2),
        _f("sink", 1, 1),
        _f("kettle", 1, 1),
        _f("espresso machine", 0, 1),
        _f("cafe table", 1, 2),
        _f("chair", 3, 5),
        _f("coffee cup", 1, 3, matching=False),
        _f("recycling bin", 1, 1),
        _f("trash can", 1, 1),
        _f("window", 1, 2),
    ),
    "restroom": (
        _f("sink", 2, 3),
        _f("mirror", 2, 3),
        _f("hand dryer", 1, 2),
        _f("toilet stall", 2, 4),
        _f("trash can", 1, 1),
    ),
    "seminar room": (
        _f("projector screen", 1, 1),
        _f("lectern", 1, 1),
        _f("chair", 8, 14),
        _f("whiteboard", 0, 1),
        _f("window", 1, 3),
    ),
    "office": (
        _f("desk", 1, 3),
        _f("office chair", 1, 3),
        _f("computer monitor", 1, 3),
        _f("bookshelf", 1, 2),
        _f("potted plant", 0, 1),
        _f("window", 1, 2),
    ),
    "sidewalk": (
        _f("fire hydrant", 1, 1, per_m=40, matching=False),
        _f("street lamp", 1, 1, per_m=18),
        _f("bench", 0, 1, per_m=40),
        _f("trash can", 1, 1, per_m=35),
        _f("bike rack", 0, 1, per_m=60),
        _f("police pole", 0, 2, per_m=40),
        _f("mailbox", 0, 1, presence=0.6),
        _f("parking meter", 0, 2, per_m=40, presence=0.6),
        _f("bus stop", 0, 1, presence=0.5),
        _f("tree", 1, 1, per_m=12),
    ),
    "street": (
        _f("car", 1, 2, per_m=20, matching=False),
        _f("food truck", 0, 1, presence=0.5),
    ),
    "plaza": (
        _f("bench", 3, 5),
        _f("planter", 2, 4),
        _f("tree", 2, 4),
        _f("street lamp", 2, 3),
        _f("sculpture", 1, 1, presence=0.6),
        _f("patio umbrella", 2, 4),
        _f("picnic table", 2, 4),
        _f("flagpole", 1, 1, presence=0.7),
        _f("trash can", 1, 2),
        _f("bike rack", 1, 2),
        _f("food truck", 0, 1, presence=0.6),
        _f("bicycle", 1, 4, matching=False),
    ),
    "forecourt": (
        _f("bench", 0, 2),
        _f("bike rack", 0, 1),
        _f("bicycle", 0, 2, matching=False),
        _f("trash can", 1, 1),
        _f("planter", 1, 2),
        _f("tree", 1, 3),
        _f("street lamp", 1, 2),
    ),
    "path": (
        _f("tree", 1, 2, per_m=15),
        _f("street lamp", 1, 1, per_m=20),
        _f("bench", 0, 1),
        _f("bike rack", 0, 1),
        _f("bicycle", 0, 2, matching=False),
        _f("trash can", 0, 1),
    ),
    "parking lot": (
        _f("car", 10, 18, matching=False),
        _f("street lamp", 2, 4),
        _f("ev charger", 1, 2, presence=0.6),
        _f("police pole", 1, 3),
        _f("trash can", 0, 1),
    ),
}

# Notices pinned to boards and what a person would remember of them.
NOTICES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("a robotics seminar on Friday", ("seminar",)),
    ("a lost cat", ("cat",)),
    ("the chess club meeting", ("chess",)),
    ("a hackathon this weekend", ("hackathon",)),
    ("yoga classes on Tuesday", ("yoga",)),
    ("a used bicycle for sale", ("bicycle for sale", "bike for sale")),
    ("a blood drive in the atrium", ("blood drive", "blood donation")),
    ("the summer internship fair", ("internship",)),
)

# What a food truck sells (painted on its side).
FOODS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("tacos", ("taco",)),
    ("crepes", ("crepe", "crêpe")),
    ("falafel", ("falafel",)),
    ("burgers", ("burger",)),
    ("dumplings", ("dumpling",)),
    ("ice cream", ("ice cream",)),
)

# Names painted above building entrances.
BUILDING_NAMES: tuple[str, ...] = (
    "Engineering Hall",
    "Turing Building",
    "Science Center",
    "Innovation Hub",
    "Hopper Hall",
    "Maxwell Building",
)

LAB_KINDS: tuple[str, ...] = ("robotics lab", "electronics lab", "fabrication lab", "computer lab")
FILLER_ROOMS: tuple[str, ...] = ("seminar room", "office")

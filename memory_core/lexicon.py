"""Everyday English word knowledge the embedding lacks: names of places and things
that mean the same, British and American variants and colloquialisms.

MiniLM rates "loo" / "toilet" at 0.24, "telly" / "television" 0.25, "study" /
"home office" 0.26 and "kitchen" / "dining room" 0.65: a similarity threshold
cannot tell synonyms from neighbours for short everyday names. These tables are
general vocabulary (what a dictionary's synonym list says), not phrasings of any
question set: each group is one kind of place or thing, its first name canonical.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

# Colour words (and a pattern or two people name as one: "camouflage"), generic English.
COLOURS = frozenset(
    [
        "red",
        "orange",
        "yellow",
        "green",
        "blue",
        "purple",
        "violet",
        "pink",
        "brown",
        "black",
        "white",
        "grey",
        "gray",
        "silver",
        "gold",
        "golden",
        "beige",
        "cream",
        "turquoise",
        "teal",
        "navy",
        "maroon",
        "tan",
        "olive",
        "ivory",
        "charcoal",
        "khaki",
        "lime",
        "crimson",
        "scarlet",
        "burgundy",
        "lavender",
        "bronze",
        "copper",
        "brass",
        "mustard",
        "magenta",
        "mauve",
        "lilac",
        "peach",
        "coral",
        "rust",
        "amber",
        "aqua",
        "cyan",
        "indigo",
        "plum",
        "salmon",
        "camouflage",
    ]
)


def plain_letters(text: str) -> str:
    """'café' -> 'cafe': accents dropped, as most captioners and speech-to-text write
    names, so that a question and a caption that spell a name apart still meet."""
    decomposed = unicodedata.normalize("NFD", text)
    return "".join(char for char in decomposed if not unicodedata.combining(char))


def word_set(text: str) -> frozenset[str]:
    """The words of a space-separated list, as a set."""
    return frozenset(text.split())


@dataclass(frozen=True)
class PlaceGroup:
    """One kind of place: its canonical name, other names, and whether it is indoors."""

    name: str
    indoor: bool | None  # None: either ("a walkway" along a mezzanine or a car park)
    synonyms: tuple[str, ...] = ()


def _places(indoor: bool | None, *groups: str) -> tuple[PlaceGroup, ...]:
    """Groups written "canonical | synonym | synonym"."""
    parsed = []
    for group in groups:
        names = [name.strip() for name in group.split("|")]
        parsed.append(PlaceGroup(names[0], indoor, tuple(names[1:])))
    return tuple(parsed)


PLACES: tuple[PlaceGroup, ...] = (
    *_places(
        True,
        # homes
        "living room | lounge | sitting room | front room | family room | tv room | den",
        "dining room | dining area",
        "kitchen | kitchenette | galley",
        "bedroom | master bedroom | guest room | guest bedroom | kids room | nursery | spare room",
        "bathroom | washroom | restroom | toilet room | lavatory | loo | wc | toilets | "
        "powder room | shower room | water closet | mens room | ladies room | bath room | "
        "restrooms",
        "hallway | corridor | hall | passage | passageway | landing",
        "study | home office",
        "laundry room | utility room | laundry",
        "garage",
        "basement | cellar",
        "attic | loft",
        "stairwell | stairway",
        "pantry | larder",
        "closet | walk-in closet | cloakroom",
        # work and public buildings
        "office | open office | open-plan office | workspace | cubicle area | office area",
        "meeting room | conference room | boardroom",
        "break room | staff room | staff lounge | lunchroom | lunch room | common room | tea room",
        "print room | copy room | printer room",
        "server room | data room",
        "mail room | post room",
        "storage room | store room | storeroom | supply room | stockroom",
        "lobby | reception | reception area | front desk area | atrium | entryway | "
        "entrance hall | foyer | vestibule | mudroom | entrance",
        "elevator lobby | lift lobby | elevator hall | lift hall | elevator bank",
        "waiting room | waiting area",
        "ward | hospital ward | patient room",
        "nurses station | nurse station | nursing station",
        "pharmacy | chemist | dispensary",
        "radiology | x-ray room | imaging room | radiology room | xray room",
        "emergency room | emergency department | a&e | casualty",
        "operating room | operating theatre",
        "intensive care unit | icu | intensive care",
        "cafeteria | canteen | dining hall | food court | mess hall",
        "cafe | coffee shop | café | coffee bar",
        "lab | laboratory",
        "classroom | class room",
        "lecture hall | auditorium | lecture theatre | lecture room",
        "seminar room",
        "library",
        "gym | gymnasium | fitness room",
        "shop | store | supermarket",
        "chapel | prayer room",
        "workshop",
        "loading dock | loading bay",
        # spaces a word in front usually names ("photo gallery", "dairy aisle")
        "gallery | exhibition room | exhibit room | exhibition hall | exhibit hall",
        "aisle",
        "section | department",
        "wing",
        "room",
        # halls and rooms of public and industrial buildings, named by a word in front
        # ("the dance studio", "the fitness suite", "the robot depot", "the audit bay")
        "studio",
        "suite",
        "depot",
        "hangar",
        "bay",
        # buildings a word in front names ("the reptile house", "the first-aid hut")
        "house",
        "hut",
        "shed",
    ),
    *_places(
        False,
        "street | road | roadway | avenue | access road | service road",
        "sidewalk | pavement | footpath | footway",
        "crosswalk | zebra crossing | pedestrian crossing",
        "parking lot | car park | parking area | parking",
        "plaza | square | forecourt | entrance plaza",
        "garden | yard",
        "driveway",
        "petrol station | gas station | fuel station",
        "courtyard | quad | quadrangle",
        "park",
        "field | paddock | meadow | pasture",
        "patio | terrace | deck",
        "balcony",
        "porch",
        "path | side path | pathway | trail",
        "bike path | cycle path | bike lane",
    ),
    # courts are indoors and out ("squash court 2", "the tennis court")
    *_places(None, "walkway | footbridge | skywalk", "court"),
)

# Being out of doors (or in), and the robot's going that names: "were you outdoors since
# 08:28?" asks when it went out, not whether it saw "an outdoor".
OUT_OF_DOORS = {
    "outdoor": "leave", "outdoors": "leave", "outside": "leave",
    "indoor": "enter", "indoors": "enter", "inside": "enter",
}  # fmt: skip

# Words in front of a place's name that pick one of several ("the back garden", "the
# north sidewalk"); other adjectives in front ("a bright kitchen") only describe it.
PLACE_POSITIONS = word_set(
    "front back rear side main north south east west upper lower ground first second third "
    "inner outer far near left right top bottom middle central"
)
# Buildings: a place when a word in front names it ("the reptile house"); a question's bare
# "the shed" or "the house" is as likely the building seen from outside, a thing.
BUILDING_HEADS = word_set("house hut shed")
# Generic place nouns: a word in front names the kind ("server room", "computer lab").
GENERIC_PLACE_HEADS = (
    word_set(
        "room area lab office station zone bay hall unit gallery aisle section department wing "
        "shop store studio suite depot hangar court"
    )
    | BUILDING_HEADS
)
# Generic heads that alone name no particular place ("a large room", "an open area"), where
# "the lab" or "the office" does.
VAGUE_PLACE_HEADS = word_set("room area zone unit aisle section department wing") | BUILDING_HEADS
# The nouns people call a place by ("which corridor are you in?", "what is this yard
# called?"): the head of every name of a place above, the generic heads, and the words for
# any place. Not a floor's ("which deck are you on?" asks the floor).
PLACE_NOUNS = (
    frozenset(name.split()[-1] for group in PLACES for name in (group.name, *group.synonyms))
    | GENERIC_PLACE_HEADS
    | word_set("place part space spot location")
) - word_set("floor level storey story deck")
# PLACE_NOUNS as one pattern, longer words first ("passageway" before "passage").
PLACE_NOUN_PATTERN = (
    rf"(?:{'|'.join(sorted(map(re.escape, PLACE_NOUNS), key=lambda w: (-len(w), w)))})"
)
# Adjectives that describe a place or a scene rather than name it ("a crowded hall", "a
# bright kitchen"): never the word that picks one room from others.
DESCRIBING_WORDS = word_set(
    "big small large huge tiny little bright dark dim busy quiet empty clean messy modern "
    "old new wide narrow long short cozy cosy sunny shady open spacious cluttered tidy nice "
    "well-lit brightly dimly lit indoor outdoor crowded calm typical view very quite rather "
    "really grand vast cavernous airy gloomy noisy silent deserted bare blank vacant "
    "featureless white grey gray beige "
    "black brown red blue green yellow orange pink purple "
    # praise, as listings and guides write it ("the charming Rose Yard", "a generous hall")
    "charming inviting stunning welcoming lovely beautiful elegant pleasant attractive "
    "impressive gorgeous superb splendid immaculate roomy ample handsome delightful"
)
# Endings of adjectives that praise or describe: "characterful", "spacious", "well-kept".
_DESCRIBING_ENDINGS = ("ful", "ous")


def describing(word: str) -> bool:
    """Whether a word in front of a place's name only describes it: a listed adjective, a
    participle ("carpeted", "tiled", "panelled"), an adjective of praise by its ending
    ("characterful", "spacious") or a "well-" compound ("well-kept")."""
    return (
        word in DESCRIBING_WORDS
        or (len(word) > 4 and word.endswith("ed"))
        or (len(word) > 5 and word.endswith(_DESCRIBING_ENDINGS))
        or word.startswith("well-")
    )


def _things(*groups: str) -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(name.strip() for name in group.split("|")) for group in groups)


# Things with several everyday names (first: the common label). A question naming one
# is matched against labels naming any.
THINGS: tuple[tuple[str, ...], ...] = _things(
    "television | tv | telly | tv set | flat screen",
    "toilet | loo | wc | lavatory | commode",
    "refrigerator | fridge | icebox",
    "sofa | couch | settee",
    "armchair | easy chair | comfy chair | lounge chair",
    "elevator | lift",
    "trash can | bin | rubbish bin | garbage can | waste bin | dustbin | wastebasket | "
    "litter bin | trash bin | garbage bin",
    "dumpster | skip | waste container",
    "atm | cash machine | cashpoint | cash dispenser | bank machine",
    "grill | barbecue | bbq | barbecue grill",
    "faucet | tap",
    "stove | cooker | hob",
    "oven | cooker",
    "microwave | microwave oven",
    "cupboard | cabinet",
    "wardrobe | closet | armoire",
    "sink | basin | washbasin",
    "bicycle | bike | cycle",
    "motorcycle | motorbike",
    "car | automobile | sedan",
    "truck | lorry",
    "stroller | pram | pushchair | buggy",
    "flashlight | torch",
    "mobile phone | cell phone | cellphone | phone | smartphone | mobile",
    "backpack | rucksack | knapsack",
    "suitcase | luggage",
    "sneakers | trainers | running shoes",
    "trousers | pants",
    "sweater | jumper | pullover",
    "mug | coffee mug",
    "eyeglasses | glasses | spectacles | specs",
    "remote control | remote | tv remote | clicker",
    "keys | key | house keys | car keys | keyring | key ring",
    "wallet | purse",
    "laptop | notebook computer | laptop computer",
    "computer monitor | monitor",
    "whiteboard | white board | dry erase board",
    "noticeboard | notice board | bulletin board | pinboard | corkboard",
    "vending machine | snack machine | drinks machine | soda machine",
    "water cooler | water dispenser | water fountain | drinking fountain",
    "fire extinguisher | extinguisher",
    "defibrillator | aed",
    "first aid kit | first aid box | medical kit | med kit",
    "wheelchair | wheel chair",
    "stretcher | gurney",
    "potted plant | pot plant | houseplant | house plant | plant pot",
    "hedge | bushes | shrubs | bush | shrub",
    "street lamp | street light | streetlight | lamp post | lamppost",
    "traffic light | traffic signal | stop light",
    "bus stop | bus shelter",
    "bollard",
    "fire hydrant | hydrant",
    "postbox | mailbox | letterbox | post box | mail box | letter box",
    "recycling bin | recycle bin",
    "rug | carpet",
    "curtains | drapes",
    "radiator",
    "bookshelf | bookcase | book shelf",
    "shelf | shelves | shelving",
    "chest of drawers | dresser",
    "coat rack | coat hanger | coat stand | coat hooks",
    "photocopier | copier | copy machine",
    "stairs | staircase | stairway | steps",
    "escalator | moving stairs",
    "doormat | door mat",
    "washing machine | washer",
    "tumble dryer | dryer",
    "dishwasher",
    "kettle",
    "lectern | podium",
    "counter | countertop | worktop",
    "hand dryer | hand blower",
)


# Nouns that count the things after their "of" rather than name a thing: "a bunch of keys"
# is keys, as "a pair of glasses" is glasses ("a cup of coffee" is a cup).
COLLECTIVES = word_set("bunch pair set bundle pile stack heap")


# The last words of the names above, less generic place nouns: a word that, after
# another thing's name, makes that name its modifier ("bus stop", "train station").
COMPOUND_HEADS = frozenset(
    name.split()[-1]
    for names in (*((group.name, *group.synonyms) for group in PLACES), *THINGS)
    for name in names
) - word_set("area room section zone space part corner side unit set")


@lru_cache(maxsize=4096)
def other_names(query: str) -> tuple[str, ...]:
    """The query and its everyday synonyms: "the telly" -> ["the telly", "the television",
    "the tv", ...]; a name at the end of a longer query keeps its words in front ("red
    couch" -> "red sofa")."""
    asked = " ".join(query.lower().split())
    names = [asked]
    for group in THINGS:
        for name in group:
            if asked == name or asked.endswith(" " + name):
                prefix = asked[: len(asked) - len(name)]
                names.extend(prefix + other for other in group if other != name)
                break
    return tuple(dict.fromkeys(names))


def _conditions(*groups: str) -> dict[str, tuple[frozenset[str], frozenset[str]]]:
    """Groups written "state | said as, ... / opposite said as, ...": per state word, the
    words a caption says it with and the words that say the opposite."""
    table: dict[str, tuple[frozenset[str], frozenset[str]]] = {}
    for group in groups:
        head, rest = (part.strip() for part in group.split("|", 1))
        said, opposite = (part.strip() for part in rest.split("/"))
        words = frozenset(w.strip() for w in said.split(",") if w.strip()) | {head}
        opposites = frozenset(w.strip() for w in opposite.split(",") if w.strip())
        for word in words:
            table.setdefault(word, (words, opposites))
    return table


# States a yes/no question asks of a place, a thing or the weather ("was the sidewalk
# busy?", "is it cloudy?", "was the door open?") and how captions say them or the opposite.
CONDITIONS = _conditions(
    "busy | crowded, packed, full, people, pedestrians, crowd, bustling / empty, deserted, "
    "quiet, nobody, no one",
    "empty | deserted, nobody, no one, vacant / busy, crowded, packed, people, full",
    "quiet | calm, peaceful, silent / busy, crowded, noisy, loud",
    "cloudy | overcast, clouds, grey sky, gray sky, cloudy sky / sunny, sunshine, clear sky",
    "sunny | sunshine, sunlight, bright sun, clear sky, sunlit / cloudy, overcast, rain",
    "raining | rain, rainy, wet, drizzle, umbrellas / sunny, dry, clear sky",
    "snowing | snow, snowy / sunny",
    "open | opened, ajar, wide open / closed, shut, shuttered",
    "closed | shut, locked, shuttered / open, opened, ajar",
    "unlocked | / locked",
    "raised | up, lifted / lowered, down",
    "lowered | down / raised, up, lifted",
    "running | working, operating, in use / idle, stopped, off, switched off",
    "idle | stopped, halted, not running / running, working, operating, in use, moving",
    "dark | dim, unlit, dimly lit, lights off / bright, well lit, lit",
    "bright | well lit, lit, brightly lit, sunny / dark, dim",
    "lit | lights on, light on, illuminated, bright / dark, lights off, unlit",
    "clean | tidy, spotless, neat / dirty, messy, cluttered",
    "messy | cluttered, untidy, dirty / clean, tidy, neat",
    "wet | puddles, rain, damp / dry",
    "occupied | someone, person, people, taken / empty, free, vacant",
    "on | switched on, turned on, lights on, light on, illuminated / off, switched off, "
    "turned off, unlit, lights off, light off",
    "off | switched off, turned off, unlit, lights off, light off / on, switched on, "
    "turned on, illuminated",
)


def condition_words(state: str) -> tuple[frozenset[str], frozenset[str]]:
    """How captions say a state asked of ("lit"; "not lit": what says the opposite), and
    how they say its opposite; a state no table holds ("parked", "charging") is said only
    as itself, and nothing is known to say its opposite."""
    asked = state.removeprefix("not ")
    said, opposite = CONDITIONS.get(asked, (frozenset({asked}), frozenset()))
    return (opposite, said) if state.startswith("not ") else (said, opposite)


def known_condition(state: str) -> bool:
    """Whether the lexicon knows how captions say a state and its opposite."""
    return state.removeprefix("not ") in CONDITIONS


# States that are also prepositions: a state only where no noun phrase follows ("was the
# lamp on", not "was the cup on the table").
PREPOSITION_STATES = frozenset({"on", "off", "up", "down"})


# Nouns with no singular: "the sunglasses" is one thing, no "sunglass".
PLURAL_ONLY = word_set(
    "glasses sunglasses eyeglasses spectacles goggles binoculars scissors pliers tongs "
    "tweezers trousers jeans pants shorts overalls pyjamas pajamas leggings tights "
    "headphones earphones clothes"
)


def singular(phrase: str) -> str:
    """'letter boxes' -> 'letter box', 'benches' -> 'bench', 'couches' -> 'couch'."""
    words = phrase.split()
    if not words:
        return phrase
    last = words[-1]
    if last in PLURAL_ONLY:
        return " ".join(words)
    if re.search(r"(?:ch|sh|x|ss|z)es$", last):
        last = last[:-2]
    elif last.endswith("lves"):  # "shelves" -> "shelf"
        last = last[:-3] + "f"
    elif last.endswith("ies") and len(last) > 4:
        last = last[:-3] + "y"
    elif last.endswith("s") and not last.endswith(("ss", "us", "is", "ics")) and len(last) > 3:
        last = last[:-1]
    return " ".join([*words[:-1], last])

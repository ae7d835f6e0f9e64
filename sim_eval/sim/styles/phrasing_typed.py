"""Messy tablet typing and transcribed speech: lower case, little punctuation, small typos.

Same questions as ``sim_eval.sim.phrasebook`` (same constants, same
placeholders, same answer forms), as they arrive from a touchscreen keyboard
or a speech recogniser: no capitals, no question mark or a full-width one
(written ``\\uff1f`` / ``\\uff0c`` below), fillers ("um", "hey robot"), txt-speak
("u", "pls") and typos in the small words, never inside the object names.
"""

from __future__ import annotations

SPATIAL = (
    "wheres the closest {x}",
    "wher is the nearest {x}\uff1f",
    "take me 2 the nearest {x} pls",
    "um where can i find {a_x}",
    "nearest {x}\uff1f",
    "hey robot\uff0c wheres {a_x} around here",
    "how do i get to teh closest {x}",
    "closest {x} pls",
)

NEEDS: dict[str, tuple[str, ...]] = {
    "sit": (
        "where can i sit",
        "somewhere to sit\uff1f",
        "im tired where can i sit down",
        "uh is ther anywhere to sit",
    ),
    "coffee": (
        "wheres coffee",
        "need coffee where do i go",
        "um where can i get a coffee",
        "coffee near here\uff0c where\uff1f",
    ),
    "eat": (
        "where can i get food",
        "im hungry wheres food",
        "somewhere to eat around here\uff1f",
    ),
    "trash": (
        "where do i throw this away",
        "wheres a bin",
        "um where can i put my trash",
    ),
    "bike": (
        "where can i park my bike",
        "where do i lock my bicycle",
        "bike parking\uff1f",
    ),
    "upstairs": (
        "how do i go upstairs",
        "how do i get to the other floor",
        "wheres the way up",
    ),
    "repair": (
        "where can i fix my robot",
        "my robot broke where can i repair it",
        "where can i repair a robot",
    ),
    "wash": (
        "where can i wash my hands",
        "wheres a sink to wash my hands",
        "need to wash hands where",
    ),
}

LAST_SEEN = (
    "when did u last see {a_x}",
    "wen was the last time you saw {a_x}",
    "last time u saw the {x}\uff1f",
    "when did we last pass teh {x}",
    "um when did you last see the {x}",
    "what time did u last pass {a_x}",
)
FIRST_SEEN = (
    "when did u first see {a_x}",
    "first time you saw {a_x}\uff1f",
    "wen did you first notice {a_x}",
    "um when did we first spot {a_x}",
)
ENTER_ANY = (
    "when did u enter the building",
    "what time did you go in the building",
    "when did we get into the bulding",
    "wen did you go inside the building\uff1f",
)
LEAVE_ANY = (
    "when did u leave the building",
    "what time did we get out of the building",
    "um when did you exit teh building",
    "when did you come out the building\uff1f",
)
ENTER_ONE = (
    "when did u enter {building}",
    "wen did we go into {building}",
    "what time did you get in {building}\uff1f",
    "um when did i walk into {building}",
)
LEAVE_ONE = (
    "when did u leave {building}",
    "what time did we exit {building}\uff1f",
    "wen did you get out of {building}",
    "um when did i come out of {building}",
)

SEEN = (
    "did u see {a_x}",
    "have you seen any {xs}",
    "did we pass any {xs}\uff1f",
    "um did you notice {a_x} anywhere",
    "was ther {a_x} anywhere",
)
NEAR = (
    "is there {a_x} near the {y}",
    "is ther {a_x} close to the {y}\uff1f",
    "did u see {a_x} next to the {y}",
    "um was there {a_x} by the {y}",
)

INSIDE_DONE = (
    "how long were u inside",
    "how long were you indoors\uff1f",
    "how much time did we spend inside",
    "um how long was i inside teh building",
)
INSIDE_ONGOING = (
    "how long have u been inside",
    "how long have we been indoors\uff1f",
    "um how long have i been inside",
)
PLACE_DONE = (
    "how long were u in {place}",
    "how much time did you spend in {place}\uff1f",
    "how long did we stay in {place}",
    "um how long was i in {place}",
)
PLACE_ONGOING = (
    "how long have u been in {place}",
    "how long have we been in {place}\uff1f",
)

COLOUR_ONE = (
    "what colour was the {x} {place}",
    "wat color was the {x} {place}\uff1f",
    "colour of the {x} {place}",
    "um what color is the {x} {place}",
)
COLOUR_MANY = (
    "what colour were the {xs} {place}",
    "wat color were the {xs} {place}\uff1f",
    "colour of the {xs} {place}",
    "um what color are the {xs} {place}",
)
COLOUR_UNIQUE = (
    "what colour was the {x}",
    "wat color is the {x}\uff1f",
    "colour of the {x}",
)
SIGN = (
    "what did the sign {place} say",
    "wat does the sign {place} say\uff1f",
    "um whats written on the sign {place}",
    "read the sign {place} pls",
)
NOTICE = (
    "what was on the notice board {place}",
    "wat did the notice board {place} say\uff1f",
    "whats announced on the notice board {place}",
)
FOOD = (
    "what was the food truck selling",
    "wat food does the food truck have\uff1f",
    "um what kind of food is the food truck selling",
)
BUS = (
    "which bus stops at the bus stop",
    "wat route is on the bus stop\uff1f",
    "um which route was on the bus stop",
)

"""How people ask: several phrasings per NaVQA question type.

``{x}`` is an object phrase with its article handled by the template
(``{a_x}`` = "a couch", ``{x}`` = "couch", ``{xs}`` = "couches").
"""

from __future__ import annotations

SPATIAL = (
    "Where is the closest {x}?",
    "Take me to the nearest {x}.",
    "Where can I find {a_x}?",
    "How do I get to the {x}?",
    "Where's the nearest {x}?",
    "Can you show me the way to the closest {x}?",
    "Please guide me to {a_x}.",
    "Which way is the nearest {x}?",
)

NEEDS: dict[str, tuple[str, ...]] = {
    "sit": (
        "Where can I sit down?",
        "Is there somewhere to sit?",
        "I'm tired, where can I take a seat?",
    ),
    "coffee": (
        "Where can I get coffee?",
        "Where can I get an espresso around here?",
        "I need caffeine, where should I go?",
    ),
    "eat": ("Where can I get something to eat?", "I'm hungry, where can I find food?"),
    "trash": ("Where can I throw this away?", "Where is a bin for my rubbish?"),
    "bike": ("Where can I park my bike?", "Where can I lock my bicycle?"),
    "upstairs": ("How do I get upstairs?", "How can I get to another floor?"),
    "repair": ("Where can I fix my robot?", "Where could I repair a broken robot?"),
    "wash": ("Where can I wash my hands?", "Is there a sink where I can wash my hands?"),
}

LAST_SEEN = (
    "When did you last see {a_x}?",
    "When was the last time you saw {a_x}?",
    "What time did you last see the {x}?",
    "When did you pass the {x}?",
    "When did you last pass {a_x}?",
)
FIRST_SEEN = (
    "When did you first see {a_x}?",
    "When was the first time you saw {a_x}?",
)
ENTER_ANY = (
    "When did you enter the building?",
    "When did you go into the building?",
    "What time did you walk into the building?",
)
LEAVE_ANY = (
    "When did you leave the building?",
    "When did you exit the building?",
    "What time did you come out of the building?",
)
ENTER_ONE = (
    "When did you enter {building}?",
    "When did you go into {building}?",
    "What time did you walk into {building}?",
)
LEAVE_ONE = (
    "When did you leave {building}?",
    "When did you exit {building}?",
    "What time did you come out of {building}?",
)

SEEN = (
    "Did you see {a_x}?",
    "Have you seen any {xs}?",
    "Did you notice {a_x} anywhere?",
    "Did you come across {a_x}?",
    "Was there {a_x} anywhere?",
)
NEAR = (
    "Is there {a_x} near the {y}?",
    "Did you see {a_x} near the {y}?",
    "Was there {a_x} close to the {y}?",
    "Is there {a_x} next to the {y}?",
)

INSIDE_DONE = (
    "How long were you inside?",
    "How long were you indoors?",
    "How much time did you spend inside the building?",
)
INSIDE_ONGOING = (
    "How long have you been inside?",
    "How long have you been indoors?",
)
PLACE_DONE = (
    "How long were you in {place}?",
    "How much time did you spend in {place}?",
    "How long did you stay in {place}?",
)
PLACE_ONGOING = ("How long have you been in {place}?",)

COLOUR_ONE = (
    "What colour was the {x} {place}?",
    "What color was the {x} {place}?",
    "Which colour is the {x} {place}?",
)
COLOUR_MANY = (
    "What colour were the {xs} {place}?",
    "What color were the {xs} {place}?",
)
COLOUR_UNIQUE = (
    "What colour was the {x}?",
    "What color was the {x}?",
)
SIGN = (
    "What did the sign {place} say?",
    "What was written on the sign {place}?",
    "What does the sign {place} read?",
)
NOTICE = (
    "What was announced on the notice board {place}?",
    "What did the notice board {place} say?",
)
FOOD = (
    "What was the food truck selling?",
    "What kind of food does the food truck sell?",
)
BUS = (
    "Which bus route stops at the bus stop?",
    "What route was written on the bus stop?",
)

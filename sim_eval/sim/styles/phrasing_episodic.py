"""Episodic-memory question answering: formal-ish recall of what the robot experienced.

Same questions as ``sim_eval.sim.phrasebook`` (same constants, same
placeholders, same answer forms), worded like household and office
episodic-memory benchmarks: "where did I see", "when was the last time we
passed", "how much time did it take", "which room", with "I" and "we" meaning
the robot whose memory is being asked.
"""

from __future__ import annotations

SPATIAL = (
    "Where did you see the nearest {x}?",
    "Where did I last see {a_x}?",
    "Where is the closest {x} that you have observed?",
    "In which area did we come across {a_x}?",
    "What is the location of the nearest {x}?",
    "Which room or area is the closest {x} in?",
    "Where was the nearest {x} located?",
)

NEEDS: dict[str, tuple[str, ...]] = {
    "sit": (
        "Where did you see a place to sit?",
        "Which location has seating available?",
        "Where is the nearest seat that you observed?",
        "Where would I be able to sit down?",
    ),
    "coffee": (
        "Where did you see a place to get coffee?",
        "In which location is coffee available?",
        "Where would I be able to buy a coffee?",
        "Where is the nearest place that serves coffee?",
    ),
    "eat": (
        "Where did you see somewhere to get food?",
        "Where is the nearest place to obtain something to eat?",
        "Which location offers food?",
    ),
    "trash": (
        "Where did you see a bin for rubbish?",
        "Where can waste be disposed of?",
        "Where is the nearest place to dispose of trash?",
    ),
    "bike": (
        "Where did you see a place to park a bicycle?",
        "Where can a bike be locked up?",
        "Where is the bicycle parking located?",
    ),
    "upstairs": (
        "How would I reach a different floor?",
        "Where did you see a way to go upstairs?",
        "Where is the nearest way up to the next floor?",
    ),
    "repair": (
        "Where did you see a place where a robot could be repaired?",
        "Which room would be suitable for fixing a broken robot?",
        "Where could a damaged robot be fixed?",
    ),
    "wash": (
        "Where did you see a sink for washing hands?",
        "Which room has a place to wash my hands?",
        "Where can hands be washed?",
    ),
}

LAST_SEEN = (
    "When was the last time we saw {a_x}?",
    "When did I last see the {x}?",
    "When was the last time we passed {a_x}?",
    "At what time was the {x} last observed?",
    "When did you most recently see {a_x}?",
    "When was {a_x} last in view?",
)
FIRST_SEEN = (
    "When did I first see {a_x}?",
    "At what time was {a_x} first observed?",
    "When did we first encounter {a_x}?",
    "When was {a_x} first in view?",
)
ENTER_ANY = (
    "At what time did we enter the building?",
    "When did I go into the building?",
    "When did the robot enter the building?",
    "At what time did I walk into the building?",
)
LEAVE_ANY = (
    "At what time did we leave the building?",
    "When did I exit the building?",
    "When did the robot leave the building?",
    "At what time did I walk out of the building?",
)
ENTER_ONE = (
    "At what time did we enter {building}?",
    "When did I go inside {building}?",
    "When did the robot enter {building}?",
    "At what time did I walk into {building}?",
)
LEAVE_ONE = (
    "At what time did we leave {building}?",
    "When did I exit {building}?",
    "When did the robot walk out of {building}?",
    "At what time did I come out of {building}?",
)

SEEN = (
    "Did I see {a_x}?",
    "Did we pass any {xs}?",
    "Were any {xs} observed?",
    "Did the robot see {a_x} at any point?",
    "Have I encountered {a_x}?",
)
NEAR = (
    "Was there {a_x} located near the {y}?",
    "Did I see {a_x} near the {y}?",
    "Is {a_x} located close to the {y}?",
    "Did we observe {a_x} beside the {y}?",
)

INSIDE_DONE = (
    "How long was I inside?",
    "How much time did we spend indoors?",
    "For how long was the robot inside the building?",
    "How long did the last stay indoors last?",
)
INSIDE_ONGOING = (
    "How long have I been inside?",
    "For how long have we been indoors?",
    "How much time has the robot spent inside so far?",
)
PLACE_DONE = (
    "How long was I in {place}?",
    "How much time did we spend in {place}?",
    "For how long did the robot remain in {place}?",
    "In total, how long was your last stay in {place}?",
    "How much time did the last visit to {place} take?",
)
PLACE_ONGOING = (
    "How long have I been in {place}?",
    "For how long have we been in {place}?",
)

COLOUR_ONE = (
    "Recall the {x} {place}: what colour was it?",
    "What is the colour of the {x} {place}?",
    "Which color did the {x} {place} have?",
    "What color is the {x} that was {place}?",
)
COLOUR_MANY = (
    "What colour are the {xs} {place}?",
    "What is the colour of the {xs} {place}?",
    "Which color were the {xs} {place}?",
)
COLOUR_UNIQUE = (
    "What is the colour of the {x}?",
    "Which color was the {x}?",
    "What colour is the {x} that I saw?",
)
SIGN = (
    "What was written on the sign that I saw {place}?",
    "What text did the sign {place} show?",
    "What does the sign {place} say?",
    "What did I read on the sign {place}?",
)
NOTICE = (
    "What was posted on the notice board {place}?",
    "What did the notice on the notice board {place} announce?",
    "What was advertised on the notice board {place}?",
)
FOOD = (
    "What food was the food truck selling?",
    "What kind of food is sold at the food truck?",
    "What did the food truck offer?",
)
BUS = (
    "Which route serves the bus stop?",
    "What bus route was shown at the bus stop?",
    "Which bus line stops at the bus stop?",
)

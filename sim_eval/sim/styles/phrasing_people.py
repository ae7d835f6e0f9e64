"""How campus visitors actually talk to the robot: colloquial, indirect, contracted.

Same questions as ``sim_eval.sim.phrasebook`` (same constants, same
placeholders, same answer forms), asked the way passers-by do: "do you know
where...", "can you take me back to...", "which X is closest to me", two-part
"is there an X around? if so, where?", and "I" or "we" meaning the robot.
"""

from __future__ import annotations

SPATIAL = (
    "Do you know where the closest {x} is?",
    "Can you take me back to the nearest {x}?",
    "Which {x} is closest to me?",
    "Is there {a_x} around here? If so, where?",
    "Where's the nearest {x}? I can't find one.",
    "Hey, I'm looking for {a_x}, any idea where one is?",
    "I need {a_x}. Where's the closest one you've seen?",
    "Could you show me where the nearest {x} is?",
    "Which way's the closest {x} from here?",
)

NEEDS: dict[str, tuple[str, ...]] = {
    "sit": (
        "Is there anywhere I can sit down around here?",
        "My feet are killing me, where's a seat?",
        "Do you know somewhere I could sit for a bit?",
        "Where's the closest spot to take a seat?",
    ),
    "coffee": (
        "Do you know where I can grab a coffee?",
        "Where's the nearest place for a coffee?",
        "I'd kill for a latte, where do I go?",
        "Is there somewhere around here that does coffee? Where?",
    ),
    "eat": (
        "Do you know where I can grab a bite?",
        "I'm starving, where's the closest food?",
        "Where can we get a snack around here?",
    ),
    "trash": (
        "Do you know where I can toss this?",
        "Where's the nearest place to throw out my rubbish?",
        "I've got some trash, where does it go?",
    ),
    "bike": (
        "Where can I leave my bike?",
        "Do you know somewhere I can lock up my bicycle?",
        "Is there anywhere to park a bike round here?",
    ),
    "upstairs": (
        "How do I get up to the next floor?",
        "Do you know how I get upstairs from here?",
        "Where's the way up to the other floors?",
    ),
    "repair": (
        "My robot's busted, where can I fix it?",
        "Do you know somewhere I could repair a robot?",
        "Where can I get my broken robot fixed around here?",
    ),
    "wash": (
        "Do you know where I can wash my hands?",
        "Where's a sink? I need to wash up.",
        "My hands are filthy, where can I rinse them?",
    ),
}

LAST_SEEN = (
    "When'd you last see {a_x}?",
    "When was the last time we saw {a_x}?",
    "Do you remember when you last spotted the {x}?",
    "How long ago did you see the {x}?",
    "When did we last pass the {x}?",
    "What time did I last pass {a_x}?",
)
FIRST_SEEN = (
    "When did you first spot {a_x}?",
    "When did we first come across {a_x}?",
    "Do you remember when you first saw {a_x}?",
    "What time did I first notice {a_x}?",
)
ENTER_ANY = (
    "When did you go inside?",
    "What time did we head into the building?",
    "Do you know when you went into the building?",
    "When'd I get inside the building?",
)
LEAVE_ANY = (
    "When did you head out of the building?",
    "What time did we get out of the building?",
    "Do you remember when you left the building?",
    "When'd I step out of the building?",
)
ENTER_ONE = (
    "When'd we head into {building}?",
    "Do you know what time you got into {building}?",
    "When did I walk into {building}?",
    "Can you remind me when you went in {building}?",
)
LEAVE_ONE = (
    "When'd we get out of {building}?",
    "Do you know when you left {building}?",
    "What time did I head out of {building}?",
    "When did you come out of {building}, roughly?",
)

SEEN = (
    "Did you spot {a_x} anywhere?",
    "Have we passed any {xs}?",
    "Seen any {xs} around?",
    "Did I come across {a_x} at all?",
    "Were there any {xs} on your way?",
)
NEAR = (
    "Is there {a_x} anywhere near the {y}?",
    "Did you spot {a_x} by the {y}?",
    "Do you know if there's {a_x} close to the {y}?",
    "Any chance there's {a_x} next to the {y}?",
)

INSIDE_DONE = (
    "How long were you indoors for?",
    "How long did we spend inside?",
    "So how long were you inside the building?",
    "How long was I inside before coming back out?",
)
INSIDE_ONGOING = (
    "How long have we been indoors?",
    "How long've you been inside now?",
    "How long have I been inside for?",
)
PLACE_DONE = (
    "How long were we in {place}?",
    "Roughly how long did I hang around {place}?",
    "How long did you stick around in {place}?",
    "How long was I in {place} for?",
)
PLACE_ONGOING = (
    "How long have we been in {place}?",
    "How long've you been in {place} now?",
)

COLOUR_ONE = (
    "What colour's the {x} {place}?",
    "Do you remember the colour of the {x} {place}?",
    "What color is that {x} {place}?",
    "The {x} {place}, what colour was it?",
)
COLOUR_MANY = (
    "What colour are the {xs} {place}?",
    "Do you know what color the {xs} {place} were?",
    "The {xs} {place}, what colour were they?",
)
COLOUR_UNIQUE = (
    "What colour's the {x}?",
    "Do you remember what color the {x} was?",
    "The {x}, what colour was it?",
)
SIGN = (
    "What's on the sign {place}?",
    "Do you know what the sign {place} says?",
    "Can you read me the sign {place}?",
    "What does it say on the sign {place}?",
)
NOTICE = (
    "What's up on the notice board {place}?",
    "Do you know what's posted on the notice board {place}?",
    "What were they advertising on the notice board {place}?",
)
FOOD = (
    "What's the food truck got?",
    "Do you know what the food truck's selling?",
    "What kind of grub was the food truck serving?",
    "What can I get at the food truck?",
)
BUS = (
    "Which bus comes to the bus stop?",
    "Do you know what bus stops at that bus stop?",
    "What route's on the bus stop?",
)

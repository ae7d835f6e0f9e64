"""Question templates per subkind group and phrasing (all written for this generator).

Slots: {a_obj}/{obj} object, {place}/{place2} places, {a_thing}/{thing} object or name,
{n} minutes as digits, {nw} minutes in words, {clock} HH:MM, {colour}, {sign}, {which_}
("first ", "last " or ""), {dir} ("up"/"down").
"""

from __future__ import annotations

T: dict[str, dict[str, tuple[str, ...]]] = {
    "where_is": {
        "plain": (
            "Where is the {obj}?",
            "Where can I find the {obj}?",
            "Where did you see the {obj}?",
        ),
        "visitor": (
            "could you show me where the {obj} is",
            "any idea where i can find the {obj}?",
            "hello, we are looking for the {obj}. do you know where it is",
        ),
        "staff": ("{obj} pos", "loc of {obj}?", "Report the location of the {obj}."),
    },
    "last_seen_where": {
        "plain": ("Where did you last see the {obj}?", "Where was the {obj} when you last saw it?"),
        "visitor": (
            "any idea where the {obj} went",
            "i think someone moved the {obj}. where did you see it last?",
            "where did the robot last spot the {obj}",
        ),
        "staff": ("last sighting of {obj} - where?", "{obj} last known pos", "last loc {obj}"),
    },
    "closest": {
        "plain": ("Where is the nearest {obj}?", "Which {obj} is closest to you, and where is it?"),
        "visitor": ("i need a {obj}, where is the closest one", "whats the nearest {obj} to us"),
        "staff": (
            "nearest {obj}?",
            "closest {obj} pos",
            "Give the position of the {obj} nearest to your current location.",
        ),
    },
    "nearby_where": {
        "plain": (
            "Is there {a_obj} nearby? Where is it?",
            "Is there {a_obj} close to here, and if so where?",
        ),
        "visitor": (
            "is there {a_obj} around here? where",
            "quick question - any {obj} close by? please show me where",
        ),
        "staff": ("{obj} in vicinity? pos", "any {obj} near you - loc?"),
    },
    "where_was_i": {
        "plain": ("Where were you {n} minutes ago?", "What was your position {n} minutes ago?"),
        "visitor": (
            "where were you {nw} minutes back",
            "where was the robot about {nw} minutes ago",
        ),
        "staff": (
            "pos T-{n}min",
            "your location {n} min ago?",
            "Report your position as of {n} minutes ago.",
        ),
    },
    "where_place": {
        "plain": ("Where is the {place}?", "Where is the {place} located?"),
        "visitor": ("how do i get to the {place}", "could you point me to the {place}"),
        "staff": ("{place} loc", "coords of {place}?"),
    },
    "sign_where": {
        "plain": ('Where did you see the sign that says "{sign}"?',),
        "visitor": (
            'there was a sign saying "{sign}" - where was it',
            'where is that "{sign}" sign',
        ),
        "staff": ('loc of sign "{sign}"', 'pos of signage reading "{sign}"?'),
    },
    "first_seen_time": {
        "plain": ("When did you first see {a_obj}?", "At what time did you first notice {a_obj}?"),
        "visitor": (
            "when did you first spot {a_obj}",
            "what time was it when you first saw {a_obj}?",
        ),
        "staff": ("first sighting {obj} - time?", "t first seen: {obj}"),
    },
    "last_seen_time": {
        "plain": ("When did you last see {a_obj}?", "At what time did you last see {a_obj}?"),
        "visitor": ("when did you last see {a_obj}", "what time did the robot last see {a_obj}?"),
        "staff": (
            "last sighting of {obj}?",
            "time last seen {obj}",
            "Report when you last observed {a_obj}.",
        ),
    },
    "entered_place": {
        "plain": (
            "When did you {which_}enter the {place}?",
            "At what time did you {which_}arrive in the {place}?",
        ),
        "visitor": (
            "what time did you {which_}go into the {place}",
            "when did we {which_}get to the {place}?",
        ),
        "staff": ("time {which_}entered {place}", "{which_}entry to {place} - time?"),
    },
    "left_place": {
        "plain": (
            "When did you {which_}leave the {place}?",
            "At what time did you {which_}exit the {place}?",
        ),
        "visitor": (
            "when did you {which_}leave the {place}",
            "what time did we {which_}walk out of the {place}?",
        ),
        "staff": ("time {which_}exited {place}", "{which_}exit {place} t?"),
    },
    "went_outside": {
        "plain": (
            "When did you {which_}go outside the building?",
            "At what time did you {which_}leave the building?",
        ),
        "visitor": (
            "when did you {which_}go outdoors",
            "what time did the robot {which_}head outside?",
        ),
        "staff": ("time {which_}exited building", "{which_}egress to outside - time?"),
    },
    "came_back_in": {
        "plain": (
            "When did you {which_}come back into the building?",
            "At what time did you {which_}return indoors?",
        ),
        "visitor": (
            "when did you {which_}come back inside",
            "what time did we {which_}get back indoors?",
        ),
        "staff": ("time {which_}re-entered building", "{which_}return indoors t?"),
    },
    "crossed_street": {
        "plain": (
            "When did you {which_}cross the street?",
            "At what time did you {which_}use the pedestrian crossing?",
        ),
        "visitor": (
            "when did you {which_}cross the road",
            "what time did the robot {which_}go over the crossing?",
        ),
        "staff": ("time of {which_}road crossing", "{which_}street xing - time?"),
    },
    "took_lift": {
        "plain": (
            "When did you {which_}take the lift {dir}?",
            "At what time did you {which_}ride the elevator {dir}?",
        ),
        "visitor": (
            "when did you {which_}go {dir} in the lift",
            "what time did we {which_}take the elevator {dir}?",
        ),
        "staff": ("time of {which_}lift ride {dir}", "{which_}lift {dir} - t?"),
    },
    "seen": {
        "plain": ("Did you see {a_thing}?", "Have you seen {a_thing}?"),
        "visitor": (
            "have you seen {a_thing} anywhere",
            "did the robot see {a_thing} at all?",
            "my friend wants to know - did you see {a_thing}",
        ),
        "staff": (
            "{thing} sighted? y/n",
            "any {thing} observed?",
            "Confirm whether you have observed {a_thing}.",
        ),
    },
    "seen_in_place": {
        "plain": ("Did you see {a_obj} in the {place}?", "Was there {a_obj} in the {place}?"),
        "visitor": (
            "was there {a_obj} in the {place}",
            "did you notice {a_obj} when you were in the {place}?",
        ),
        "staff": ("{obj} in {place}? y/n", "{place}: {obj} observed?"),
    },
    "visited": {
        "plain": ("Have you been to the {place}?", "Did you visit the {place}?"),
        "visitor": ("have you been in the {place}", "did the robot go to the {place} at all?"),
        "staff": ("{place} visited? y/n", "Confirm whether you entered the {place}."),
    },
    "recent": {
        "plain": (
            "Did you see {a_obj} in the last {n} minutes?",
            "Have you seen {a_obj} within the past {n} minutes?",
        ),
        "visitor": (
            "did you see {a_obj} in the last {nw} minutes",
            "have you spotted {a_obj} in the past {nw} minutes?",
        ),
        "staff": ("{obj} seen last {n} min? y/n", "{obj} sighting within T-{n}min?"),
    },
    "colour": {
        "plain": ("Is there {a_colour_obj}?", "Did you see {a_colour_obj}?"),
        "visitor": (
            "is there {a_colour_obj} somewhere",
            "have you seen {a_colour_obj}? i lost one",
        ),
        "staff": ("{colour} {obj} observed? y/n", "any {colour} {obj}?"),
    },
    "time_in_place_total": {
        "plain": (
            "How long were you in the {place} in total?",
            "How much time did you spend in the {place} altogether?",
        ),
        "visitor": (
            "how long were you in the {place} all together",
            "how much time has the robot spent in the {place} so far?",
        ),
        "staff": ("total dur. in {place}", "cumulative time in {place}?"),
    },
    "time_in_place_first": {
        "plain": (
            "How long did your first visit to the {place} last?",
            "How long were you in the {place} the first time?",
        ),
        "visitor": ("the first time you were in the {place}, how long did you stay",),
        "staff": ("dur. of 1st visit to {place}", "1st {place} stay - duration?"),
    },
    "time_in_place_latest": {
        "plain": (
            "How long were you in the {place} the last time you were there?",
            "How long did your most recent visit to the {place} last?",
        ),
        "visitor": ("last time you went to the {place}, how long were you there",),
        "staff": ("dur. of last visit to {place}", "latest {place} stay - duration?"),
    },
    "time_in_place_only": {
        "plain": ("How long were you in the {place}?", "How long did you stay in the {place}?"),
        "visitor": (
            "how long did you hang around in the {place}",
            "how long was the robot in the {place}?",
        ),
        "staff": ("dur. in {place}", "Give me the duration of your stay in the {place}."),
    },
    "time_outside": {
        "plain": (
            "How long were you outside the building in total?",
            "How much time did you spend outdoors?",
        ),
        "visitor": (
            "how long were you outside for",
            "how long has the robot been out of the building altogether?",
        ),
        "staff": ("total time outdoors", "dur. outside bldg?"),
    },
    "travel_time": {
        "plain": ("How long did it take you to get from the {place} to the {place2}?",),
        "visitor": (
            "how long did it take to go from the {place} to the {place2}",
            "we want to walk from the {place} to the {place2} - how long did it take you?",
        ),
        "staff": ("transit time {place} -> {place2}", "travel dur. {place} to {place2}?"),
    },
    "ago_last_seen": {
        "plain": ("How long ago did you last see {a_obj}?",),
        "visitor": (
            "how long ago did you last see {a_obj}",
            "when was the last time you saw {a_obj}, how long ago?",
        ),
        "staff": ("time since last {obj} sighting", "elapsed since {obj} last seen?"),
    },
    "running_time": {
        "plain": ("How long have you been running?", "How long have you been recording?"),
        "visitor": (
            "how long have you been going around today",
            "how long has the robot been switched on?",
        ),
        "staff": ("uptime?", "Report elapsed time since the start of this run."),
    },
    "colour_of": {
        "plain": ("What colour is the {obj}?", "What is the colour of the {obj}?"),
        "visitor": ("what color is the {obj}", "do you remember what colour the {obj} was"),
        "staff": ("{obj} colour?", "colour of {obj}"),
    },
    "room_of": {
        "plain": ("Which room or area is the {obj} in?", "In which area did you see the {obj}?"),
        "visitor": ("which part of the building is the {obj} in", "what room is the {obj} in"),
        "staff": ("{obj} - which area?", "zone of {obj}?"),
    },
    "sign_text": {
        "plain": (
            "What does the sign in the {place} say?",
            "What is written on the sign in the {place}?",
        ),
        "visitor": (
            "what did the sign in the {place} say",
            "can you read me the sign in the {place}?",
        ),
        "staff": ("text of {place} sign?", "{place} signage - what does it read?"),
    },
    "where_at_time_clock": {
        "plain": ("Where were you at {clock}?", "Which area were you in at {clock}?"),
        "visitor": (
            "where were you at {clock}",
            "what part of the building were you in at {clock}?",
        ),
        "staff": ("area @ {clock}?", "Report your location at {clock}."),
    },
    "where_at_time_ago": {
        "plain": ("Which area were you in {n} minutes ago?",),
        "visitor": (
            "which room were you in {nw} minutes back",
            "what area was the robot in {nw} minutes ago?",
        ),
        "staff": ("area T-{n}min?", "zone {n} min ago?"),
    },
}

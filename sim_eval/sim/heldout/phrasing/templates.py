"""Question templates per phrasing and subkind ({slot} placeholders are filled by render)."""

from __future__ import annotations

PLAIN: dict[str, tuple[str, ...]] = {
    "where_is": (
        "Where {is} {the_obj}?",
        "Where can I find {a_obj}?",
        "Where did you see {a_obj}?",
    ),
    "closest": (
        "Which {obj} is closest to me?",
        "Where is the nearest {obj}?",
        "Which {obj} is nearest to where I am now?",
    ),
    "where_left": (
        "Where did I leave my {obj}?",
        "Where did you last see {the_obj}?",
        "Where {is} {the_obj} now, as far as you know?",
    ),
    "nearby_where": (
        "Is there {a_obj} near here? If so, where?",
        "Is there {a_obj} close by, and where {is} {it}?",
    ),
    "sign_where": (
        'Where did you see the sign that says "{text}"?',
        'Where is the sign reading "{text}"?',
    ),
    "where_was_at": ("Where were you {ago}?", "Where was the robot {ago}?"),
    "colour_where": ("Where is the {colour} {obj}?", "Where did you see the {colour} {obj}?"),
    "last_seen": ("When did you last see {the_obj}?", "When was the last time you saw {any_obj}?"),
    "first_seen": (
        "When did you first see {any_obj}?",
        "When did you see {any_obj} for the first time?",
    ),
    "enter_place": (
        "When did you {which_adv}enter {the_place}?",
        "When did you {which_adv}arrive at {the_place}?",
        "At what time did you {which_adv}get to {the_place}?",
    ),
    "leave_place": (
        "When did you {which_adv}leave {the_place}?",
        "At what time did you {which_adv}exit {the_place}?",
    ),
    "went_outside": (
        "When did you {which_adv}go outside?",
        "At what time did you {which_adv}go outdoors?",
    ),
    "came_back_in": (
        "When did you {which_adv}come back inside?",
        "When did you {which_adv}return indoors?",
    ),
    "cross_street": (
        "When did you {which_adv}cross the street?",
        "At what time did you {which_adv}cross the road?",
    ),
    "took_lift": (
        "When did you {which_adv}take the elevator?",
        "When did you {which_adv}ride the elevator?",
    ),
    "seen": (
        "Did you see {any_obj}?",
        "Have you seen {any_obj} anywhere?",
        "Have you come across {any_obj}?",
    ),
    "seen_in_place": (
        "Was there {any_obj} in {the_place}?",
        "Did you see {any_obj} in {the_place}?",
    ),
    "colour_seen": ("Did you see {any_colour_obj}?", "Have you seen {any_colour_obj} anywhere?"),
    "been_to": (
        "Have you been to {the_place}?",
        "Did you go into {the_place} at any point?",
        "Have you visited {the_place}?",
    ),
    "seen_recent": ("Did you see {any_obj} {window}?", "Have you seen {any_obj} {window}?"),
    "outside_yet": (
        "Have you been outside yet?",
        "Have you gone outdoors at any point so far?",
        "Did you go outside before now?",
    ),
    "stay": (
        "How long were you in {the_place}{stay_tail}?",
        "How much time did you spend in {the_place}{stay_tail}?",
    ),
    "outside_total": (
        "How much time have you spent outside in total?",
        "How long have you been outdoors altogether?",
    ),
    "outside_trip": (
        "How long were you outside {trip_tail}?",
        "How long did {trip_noun} outside take?",
    ),
    "travel": (
        "How long did it take you to get from {the_place_a} to {the_place_b}?",
        "How long was the trip from {the_place_a} to {the_place_b}?",
    ),
    "running": (
        "How long have you been running?",
        "How long has this run lasted so far?",
        "How long have you been operating today?",
    ),
    "stop_at": (
        "How long did you stop in {the_place}{stop_tail}?",
        "How long were you stationary in {the_place}{stop_tail}?",
    ),
    "since_seen": (
        "How long ago did you last see {the_obj}?",
        "How much time has passed since you last saw {the_obj}?",
    ),
    "colour_of": ("What colour {is} {the_obj}?", "What color {is} {the_obj}?"),
    "room_of": (
        "Which {room_word} {is} {the_obj} in?",
        "In what kind of {room_word} did you see {the_obj}?",
    ),
    "sign_text": ("What does the sign {sign_loc} say?", "What is written on the sign {sign_loc}?"),
    "material_of": ("What {is} {the_obj} made of?", "What material {is} {the_obj}?"),
    "room_at_time": (
        "What kind of {room_word} were you in {ago}?",
        "Which {room_word} were you in {ago}?",
    ),
    "street_name": (
        "What is the name of the street outside?",
        "Which street did the street-name sign show?",
    ),
}

PEOPLE: dict[str, tuple[str, ...]] = {
    "where_is": (
        "where's {the_obj}",
        "i can't remember where {the_obj} {is}",
        "could you take me to {the_obj}?",
        "do you know where {the_obj} {is}?",
        "where did {s} see {a_obj}?",
        "need {a_obj} - where can i find {one}?",
    ),
    "closest": (
        "where's the nearest {obj}?",
        "which {obj} is closest to me right now",
        "take me to the closest {obj} please",
        "nearest {obj} from here?",
    ),
    "where_left": (
        "where did i leave my {obj}?",
        "i can't find my {obj}, where did {s} last see {it}",
        "any idea where my {obj} {is}?",
        "where did we put {the_obj}",
    ),
    "nearby_where": (
        "is there {a_obj} nearby? where?",
        "do you know if there's {a_obj} close by? and where",
        "{a_obj} anywhere around here? where?",
    ),
    "sign_where": ('where was that sign saying "{text}"?', 'where did {s} see the "{text}" sign'),
    "where_was_at": (
        "where {were_s} {ago}?",
        "{ago}, where {were_s}?",
        "where was the robot {ago}",
    ),
    "colour_where": ("where's the {colour} {obj}?", "the {colour} {obj} - where did {s} see it?"),
    "last_seen": (
        "when did {s} last see {the_obj}?",
        "do you remember when {s} last saw {the_obj}?",
        "when did {s} last spot {any_obj}",
    ),
    "first_seen": (
        "when did {s} first see {any_obj}?",
        "when did {s} first come across {any_obj}",
        "what time did {s} first spot {any_obj}?",
    ),
    "enter_place": (
        "when did {s} {which_adv}get to {the_place}?",
        "what time did {s} {which_adv}go into {the_place}",
        "when did {s} {which_adv}walk into {the_place}?",
    ),
    "leave_place": (
        "when did {s} {which_adv}leave {the_place}?",
        "what time did {s} {which_adv}come out of {the_place}",
        "when did {s} {which_adv}head out of {the_place}?",
    ),
    "went_outside": (
        "when did {s} {which_adv}go outside?",
        "what time did {s} {which_adv}head out",
        "when did {s} {which_adv}step outside?",
    ),
    "came_back_in": (
        "when did {s} {which_adv}get back inside?",
        "what time did {s} {which_adv}come back in",
        "when did {s} {which_adv}come back indoors?",
    ),
    "cross_street": (
        "when did {s} {which_adv}cross the road?",
        "what time did {s} {which_adv}cross over the street",
    ),
    "took_lift": (
        "when did {s} {which_adv}take the lift?",
        "what time did {s} {which_adv}get in the lift",
        "when did {s} {which_adv}use the elevator?",
    ),
    "seen": (
        "did {s} see {any_obj}?",
        "{have_s} seen {any_obj}?",
        "do you know if there's {any_obj} anywhere?",
        "did {s} come across {any_obj}",
    ),
    "seen_in_place": (
        "was there {any_obj} in {the_place}?",
        "do you know if {the_place} has {any_obj}?",
        "did {s} spot {any_obj} in {the_place}",
    ),
    "colour_seen": ("did {s} see {any_colour_obj}?", "{have_s} seen {any_colour_obj}?"),
    "been_to": (
        "{have_s} been to {the_place} yet?",
        "did {s} go into {the_place}?",
        "did the robot visit {the_place} at all",
    ),
    "seen_recent": ("did {s} see {any_obj} {window}?", "{have_s} seen {any_obj} {window}"),
    "outside_yet": (
        "{have_s} been outside yet?",
        "did {s} go outdoors at all so far",
        "{have_s} left the building at all?",
    ),
    "stay": (
        "how long {were_s} in {the_place}{stay_tail}?",
        "how much time did {s} spend in {the_place}{stay_tail}",
        "how long did {s} hang around in {the_place}{stay_tail}?",
    ),
    "outside_total": (
        "how long {have_s} been outdoors altogether?",
        "total time outside so far?",
        "how much time did {s} spend outside overall",
    ),
    "outside_trip": (
        "how long {were_s} outside {trip_tail}?",
        "how long did {trip_noun} outside take?",
    ),
    "travel": (
        "how long did it take {o} to get from {the_place_a} to {the_place_b}?",
        "from {the_place_a} to {the_place_b} - how long did that take?",
        "how long did {s} need to go from {the_place_a} to {the_place_b}",
    ),
    "running": (
        "how long {have_s} been running?",
        "how long {have_s} been going for",
        "how long has this been going on",
    ),
    "stop_at": (
        "how long did {s} stop in {the_place}{stop_tail}?",
        "how long {were_s} parked in {the_place}{stop_tail}",
    ),
    "since_seen": ("how long since {s} last saw {the_obj}?", "how long ago did {s} see {the_obj}"),
    "colour_of": (
        "what colour's {the_obj}?",
        "remind me what color {the_obj} {is}",
        "what colour {is} {the_obj} again?",
    ),
    "room_of": (
        "what {room_word} {is} {the_obj} in?",
        "which {room_word} did {s} see {the_obj} in",
        "{the_obj} - which {room_word}?",
    ),
    "sign_text": (
        "what's written on the sign {sign_loc}?",
        "can you read me the sign {sign_loc}",
        "what did the sign {sign_loc} say?",
    ),
    "material_of": ("what's {the_obj} made of?", "what material {is} {the_obj}"),
    "room_at_time": ("what {room_word} {were_s} in {ago}?", "{ago}, which {room_word} {were_s} in"),
    "street_name": ("what's the name of the street outside?", "what's the road out front called"),
}

SPOKEN: dict[str, tuple[str, ...]] = {
    "where_is": (
        "so where is {the_obj}",
        "can you tell me where {the_obj} {is}",
        "i'm looking for {a_obj} where can i find {one}",
    ),
    "closest": ("where's the closest {obj} to me right now", "which {obj} is nearest to me"),
    "where_left": ("where did i leave my {obj}", "i lost my {obj} where did you last see {it}"),
    "nearby_where": (
        "is there {a_obj} around here and where {is} {it}",
        "is there {a_obj} near me and if so where",
    ),
    "sign_where": ("where was the sign that said {text}", "where did you see that {text} sign"),
    "where_was_at": ("where {were_s} {ago}", "{ago} where {were_s}"),
    "colour_where": ("where's the {colour} {obj}", "where did you see the {colour} {obj}"),
    "last_seen": ("when did {s} last see {the_obj}", "when was the last time {s} saw {any_obj}"),
    "first_seen": ("when did {s} first see {any_obj}", "what time did {s} first see {any_obj}"),
    "enter_place": (
        "when did {s} {which_adv}get to {the_place}",
        "what time did {s} {which_adv}go into {the_place}",
    ),
    "leave_place": (
        "when did {s} {which_adv}leave {the_place}",
        "what time did {s} {which_adv}come out of {the_place}",
    ),
    "went_outside": ("when did {s} {which_adv}go outside", "what time did {s} {which_adv}go out"),
    "came_back_in": (
        "when did {s} {which_adv}come back in",
        "what time did {s} {which_adv}get back inside",
    ),
    "cross_street": (
        "when did {s} {which_adv}cross the street",
        "what time did {s} {which_adv}cross the road",
    ),
    "took_lift": (
        "when did {s} {which_adv}take the elevator",
        "what time did {s} {which_adv}get in the lift",
    ),
    "seen": ("did {s} see {any_obj}", "{have_s} seen {any_obj} today"),
    "seen_in_place": ("was there {any_obj} in {the_place}", "did {s} see {any_obj} in {the_place}"),
    "colour_seen": ("did {s} see {any_colour_obj}", "{have_s} seen {any_colour_obj}"),
    "been_to": ("{have_s} been to {the_place}", "did {s} go in {the_place} at all"),
    "seen_recent": ("did {s} see {any_obj} {window}", "{have_s} seen {any_obj} {window}"),
    "outside_yet": ("{have_s} been outside yet", "did {s} go outside at all"),
    "stay": (
        "how long {were_s} in {the_place}{stay_tail}",
        "how much time did {s} spend in {the_place}{stay_tail}",
    ),
    "outside_total": (
        "how long {have_s} been outside in total",
        "how much time {have_s} spent outdoors",
    ),
    "outside_trip": ("how long {were_s} outside {trip_tail}", "how long was {trip_noun} outside"),
    "travel": (
        "how long did it take {o} to get from {the_place_a} to {the_place_b}",
        "how long from {the_place_a} to {the_place_b}",
    ),
    "running": ("how long {have_s} been running", "how long {have_s} been going"),
    "stop_at": (
        "how long did {s} stop in {the_place}{stop_tail}",
        "how long {were_s} standing in {the_place}{stop_tail}",
    ),
    "since_seen": (
        "how long ago did {s} see {the_obj}",
        "how long has it been since {s} saw {the_obj}",
    ),
    "colour_of": ("what colour is {the_obj}", "what color {is} {the_obj}"),
    "room_of": ("what {room_word} is {the_obj} in", "which {room_word} did {s} see {the_obj} in"),
    "sign_text": ("what does the sign {sign_loc} say", "what did it say on the sign {sign_loc}"),
    "material_of": ("what's {the_obj} made of", "what is {the_obj} made out of"),
    "room_at_time": ("what {room_word} {were_s} in {ago}", "{ago} which {room_word} {were_s} in"),
    "street_name": ("what's the street outside called", "what's the name of the street"),
}

TEMPLATES = {"plain": PLAIN, "people": PEOPLE, "spoken": SPOKEN}

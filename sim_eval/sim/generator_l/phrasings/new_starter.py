"""A nervous new member of staff in their first week: apologies, ums, reasons for asking."""

TEMPLATES = {
    "where_is": (
        "Sorry, it's my first week. Where's {obj_np}?",
        "Um, I was told to find {obj_np}... where is it?",
    ),
    "nearest_to_me": (
        "Sorry, quick one: which {obj} is closest to me? I don't know my way round yet.",
        "Where's the nearest {obj} to me, do you know? Sorry, I'm new.",
    ),
    "last_seen_where": (
        "My manager's asking about {the_obj}. Where did you last see it?",
        "Sorry to bother you, where was {the_obj} when you last saw it?",
    ),
    "first_seen_where": (
        "I'm trying to work out where {the_obj} started off. Where did you first see it?",
        "Um, where was {the_obj} when you first saw it? I think someone moved it.",
    ),
    "which_room": (
        "Sorry, which room is {the_obj} in? I keep getting lost.",
        "I've been told to check {the_obj} but, um, which room is it in?",
    ),
    "where_was_i": (
        "For my handover notes, where were you at about {time}?",
        "Sorry, where were you at {time}? I need it for the log.",
    ),
    "where_place": (
        "Sorry, I'm new. Where is {place}?",
        "Um, I've been sent to {place}... where is that exactly?",
    ),
    "where_text": (
        'There was a {obj} that said "{text}", I think? Where was that?',
        'Sorry, where did you see the {obj} with "{text}" on it?',
    ),
    "last_seen": (
        "Er, when did you last see {the_obj}? My supervisor wants to know.",
        "Sorry, do you know when you last saw {the_obj}?",
    ),
    "first_seen": (
        "When did you first see {the_obj}? Sorry, I'm still learning the ropes.",
        "Um, what time did you first spot {the_obj}?",
    ),
    "entered_place": (
        "Sorry, when did you last go into {place}? I'm filling in the sheet.",
        "Um, what time did you last go into {place}?",
    ),
    "left_place": (
        "When did you last come out of {place}? Sorry, they asked me to check.",
        "Um, what time did you last leave {place}?",
    ),
    "took_lift": (
        "Sorry, when did you last use the lift? I'm supposed to log it.",
        "Um, when was the last time you took the lift?",
    ),
    "arrived_floor": (
        "When did you last get to {floor}? Sorry, I'm new here.",
        "Um, what time did you last arrive on {floor}?",
    ),
    "passed": (
        "Sorry, when did you last go past {the_obj}?",
        "Um, when did you last pass {the_obj}? I think I was meant to check it.",
    ),
    "seen": (
        "Sorry, did you see {a_obj} anywhere? I can't find one.",
        "Um, have you seen {a_obj}? Someone asked me and I didn't know.",
    ),
    "colour_check": (
        "This might be a silly question, but did you see {a_colour_obj}?",
        "Um, have you seen {a_colour_obj}? Sorry.",
    ),
    "in_place": (
        "Sorry, is there {a_obj} in {place}? I'm still learning where things are.",
        "Um, does {place} have {a_obj}? I'm not sure.",
    ),
    "state_last": (
        "Sorry, was {the_obj} {state} when you last saw it? I forgot to check.",
        "Um, the last time you saw {the_obj}, was it {state}?",
    ),
    "last_visit": (
        "Sorry, how long were you in {place} last time?",
        "Um, your last visit to {place}, how long was that?",
    ),
    "total_in_place": (
        "How long have you been in {place} altogether? Sorry, it's for the timesheet.",
        "Um, how much time have you spent in {place} in total?",
    ),
    "outside_total": (
        "Sorry, how long have you been outside in total? I have to note it down.",
        "Um, how much time have you spent outdoors so far?",
    ),
    "on_floor": (
        "Sorry, how long have you spent on {floor} altogether?",
        "Um, what's your total time on {floor}? It's for my notes.",
    ),
    "a_to_b": (
        "Sorry, how long did it take you to get from {place_a} to {place_b} last time? "
        "I'm trying to plan my route.",
        "Um, last time you went from {place_a} to {place_b}, how long was that?",
    ),
    "ago_seen": (
        "Sorry, how long ago did you last see {the_obj}?",
        "Um, how long has it been since you saw {the_obj}?",
    ),
    "ago_place": (
        "Sorry, how long ago were you in {place}?",
        "Um, how long since you were last in {place}?",
    ),
    "lift_ride": (
        "Sorry, how long did your last lift ride take?",
        "Um, how long were you in the lift last time?",
    ),
    "sign_text": (
        "Sorry, what did {the_obj} say? I didn't get a chance to read it.",
        "Um, what was written on {the_obj}?",
    ),
    "colour_of": (
        "Sorry, what colour is {the_obj}? I want to make sure I get the right one.",
        "Um, what colour was {the_obj}?",
    ),
    "count": (
        "Sorry, how many {objs} are there in {place}? I'm doing a stock list.",
        "Um, how many {objs} did you see in {place}?",
    ),
    "which_room_here": (
        "Sorry, I'm totally lost. Which room am I in right now?",
        "Um, where am I? What's this room called?",
    ),
    "which_floor": (
        "Sorry, which floor is {the_obj} on?",
        "Um, what floor would I find {the_obj} on?",
    ),
    "room_at_time": (
        "Sorry, which room were you in at {time}?",
        "Um, which room, I mean, where were you at {time}?",
    ),
}

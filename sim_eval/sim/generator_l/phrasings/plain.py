"""Plain, neutral questions."""

TEMPLATES = {
    "where_is": ("Where is {obj_np}?", "Where can I find {obj_np}?"),
    "nearest_to_me": (
        "Where is the nearest {obj} to me?",
        "Which {obj} is closest to me right now?",
    ),
    "last_seen_where": (
        "Where did you last see {the_obj}?",
        "Where was {the_obj} the last time you saw it?",
    ),
    "first_seen_where": (
        "Where did you first see {the_obj}?",
        "Where was {the_obj} when you first noticed it?",
    ),
    "which_room": (
        "Which room or area is {the_obj} in?",
        "In which room or area did you see {the_obj}?",
    ),
    "where_was_i": ("Where were you at {time}?", "What was your position at {time}?"),
    "where_place": ("Where is {place}?", "Where exactly is {place}?"),
    "where_text": (
        'Where did you see the {obj} that said "{text}"?',
        'Where was the {obj} reading "{text}"?',
    ),
    "last_seen": (
        "When did you last see {the_obj}?",
        "What time did you most recently see {the_obj}?",
    ),
    "first_seen": (
        "When did you first see {the_obj}?",
        "At what time did you first notice {the_obj}?",
    ),
    "entered_place": (
        "When did you last go into {place}?",
        "When did you most recently enter {place}?",
    ),
    "left_place": (
        "When did you last leave {place}?",
        "What time did you last come out of {place}?",
    ),
    "took_lift": ("When did you last take the lift?", "When was your most recent lift ride?"),
    "arrived_floor": (
        "When did you last arrive on {floor}?",
        "When did you most recently get to {floor}?",
    ),
    "passed": ("When did you last pass {the_obj}?", "When did you last go by {the_obj}?"),
    "seen": ("Did you see {a_obj}?", "Have you come across {a_obj}?"),
    "colour_check": ("Did you see {a_colour_obj}?", "Have you seen {a_colour_obj} anywhere?"),
    "in_place": ("Is there {a_obj} in {place}?", "Did you see {a_obj} in {place}?"),
    "state_last": (
        "Was {the_obj} {state} the last time you saw it?",
        "When you last saw {the_obj}, was it {state}?",
    ),
    "last_visit": (
        "How long were you in {place} the last time?",
        "How long did your last visit to {place} take?",
    ),
    "total_in_place": (
        "How long have you spent in {place} altogether?",
        "What is your total time in {place} so far?",
    ),
    "outside_total": (
        "How long have you spent outdoors so far?",
        "In total, how much time have you been outside?",
    ),
    "on_floor": (
        "How long have you spent on {floor} in total?",
        "What is your total time on {floor}?",
    ),
    "a_to_b": (
        "How long did it take you to get from {place_a} to {place_b} last time?",
        "Last time you went from {place_a} to {place_b}, how long did the trip take?",
    ),
    "ago_seen": (
        "How long ago did you last see {the_obj}?",
        "How much time has passed since you last saw {the_obj}?",
    ),
    "ago_place": (
        "How long ago were you last in {place}?",
        "How long has it been since you left {place}?",
    ),
    "lift_ride": (
        "How long did your last lift ride take?",
        "How long were you in the lift the last time?",
    ),
    "sign_text": ("What did {the_obj} say?", "What was written on {the_obj}?"),
    "colour_of": ("What colour is {the_obj}?", "What colour was {the_obj}?"),
    "count": ("How many {objs} are there in {place}?", "How many {objs} did you count in {place}?"),
    "which_room_here": ("Which room am I in?", "What is the name of the room I'm in right now?"),
    "which_floor": ("Which floor is {the_obj} on?", "On what floor did you see {the_obj}?"),
    "room_at_time": (
        "Which room were you in at {time}?",
        "What room or area were you in at {time}?",
    ),
}

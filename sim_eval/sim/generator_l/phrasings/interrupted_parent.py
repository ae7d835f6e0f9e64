"""A parent with small children, interrupted mid-question and starting again."""

INTERRUPTIONS = (
    "Mia, put that down!",
    "no, we are not getting sweets",
    "Oscar, hold my hand",
    "one minute, sweetheart",
    "stop pulling my sleeve",
    "careful, you'll knock it over",
    "I said in a minute",
    "Leo, come back here",
    "yes, I can see the bird",
)

TEMPLATES = {
    "where_is": (
        "Where's {obj_np} — {int} — sorry, where's {obj_np}?",
        "Could you tell me where — {int} — where {obj_np} is?",
    ),
    "nearest_to_me": (
        "Which {obj} is — {int} — which one's nearest to me?",
        "Sorry — {int} — where's the closest {obj} to me?",
    ),
    "last_seen_where": (
        "Where did you last — {int} — where did you last see {the_obj}?",
        "Sorry, where was {the_obj} — {int} — when you last saw it?",
    ),
    "first_seen_where": (
        "Where did you first — {int} — first see {the_obj}?",
        "Sorry, where was {the_obj} when you — {int} — when you first saw it?",
    ),
    "which_room": (
        "Which room is {the_obj} — {int} — sorry, which room is it in?",
        "What room has — {int} — has {the_obj} in it?",
    ),
    "where_was_i": (
        "Where were you at — {int} — at {time}?",
        "Sorry, at {time} — {int} — where were you?",
    ),
    "where_place": (
        "Where's {place}? {Int} Sorry, where is it?",
        "Can you tell me where — {int} — where {place} is?",
    ),
    "where_text": (
        'Where was the {obj} saying "{text}"? {Int}',
        'There was a {obj} — {int} — one that said "{text}". Where was it?',
    ),
    "last_seen": (
        "When did you last — {int} — when did you last see {the_obj}?",
        "Sorry, what time did you — {int} — last see {the_obj}?",
    ),
    "first_seen": (
        "When did you first see — {int} — {the_obj}?",
        "What time did you first — {int} — notice {the_obj}?",
    ),
    "entered_place": (
        "When did you last go into — {int} — into {place}?",
        "Sorry, when did you — {int} — last enter {place}?",
    ),
    "left_place": (
        "When did you last leave {place}? {Int}",
        "What time did you — {int} — come out of {place} last?",
    ),
    "took_lift": (
        "When did you last — {int} — take the lift?",
        "Sorry, the lift — {int} — when did you last go in it?",
    ),
    "arrived_floor": (
        "When did you last get to — {int} — to {floor}?",
        "What time did you — {int} — last arrive on {floor}?",
    ),
    "passed": (
        "When did you last go past — {int} — past {the_obj}?",
        "Sorry — {int} — when did you last pass {the_obj}?",
    ),
    "seen": ("Have you seen — {int} — {a_obj}?", "Did you see {a_obj}? {Int} Sorry, did you?"),
    "colour_check": (
        "Did you see — {int} — {a_colour_obj}?",
        "Have you seen {a_colour_obj}? {Int}",
    ),
    "in_place": (
        "Is there {a_obj} in — {int} — in {place}?",
        "Does {place} have — {int} — {a_obj}?",
    ),
    "state_last": (
        "Was {the_obj} — {int} — was it {state} when you last saw it?",
        "Last time you saw {the_obj} — {int} — was it {state}?",
    ),
    "last_visit": (
        "How long were you in — {int} — in {place} last time?",
        "Your last visit to {place} — {int} — how long was it?",
    ),
    "total_in_place": (
        "How long have you been in {place} — {int} — in total, I mean?",
        "Altogether, how long — {int} — have you spent in {place}?",
    ),
    "outside_total": (
        "How long have you been — {int} — outside, in total?",
        "Altogether, how much time — {int} — have you spent outdoors?",
    ),
    "on_floor": (
        "How long have you spent on — {int} — on {floor} altogether?",
        "In total, how long — {int} — were you on {floor}?",
    ),
    "a_to_b": (
        "How long did it take from {place_a} — {int} — to {place_b}, last time?",
        "Last time you went from {place_a} to — {int} — to {place_b}, how long did it take?",
    ),
    "ago_seen": (
        "How long ago did you — {int} — see {the_obj}?",
        "How long since you last saw — {int} — {the_obj}?",
    ),
    "ago_place": (
        "How long ago were you in — {int} — {place}?",
        "How long since you were last in {place}? {Int}",
    ),
    "lift_ride": (
        "How long was your last — {int} — your last lift ride?",
        "Last time in the lift — {int} — how long were you in it?",
    ),
    "sign_text": (
        "What did {the_obj} say? {Int} Sorry, what did it say?",
        "What was written on — {int} — on {the_obj}?",
    ),
    "colour_of": ("What colour is — {int} — {the_obj}?", "{Int} Sorry, what colour was {the_obj}?"),
    "count": (
        "How many {objs} are in — {int} — in {place}?",
        "How many {objs} did you see in {place}? {Int}",
    ),
    "which_room_here": (
        "Which room am I — {int} — am I in right now?",
        "Sorry — {int} — where am I? Which room is this?",
    ),
    "which_floor": ("Which floor is {the_obj} on? {Int}", "What floor is — {int} — {the_obj} on?"),
    "room_at_time": (
        "Which room were you in at — {int} — at {time}?",
        "At {time}, which room — {int} — were you in?",
    ),
}

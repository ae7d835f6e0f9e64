"""A game-show quiz host: points, rounds, "true or false", a ticking clock."""

TEMPLATES = {
    "where_is": (
        "Round one, locations! Where would our contestant find {obj_np}?",
        "For five points: where is {obj_np}?",
    ),
    "nearest_to_me": (
        "Lightning round: which {obj} is nearest to me, right where I'm standing?",
        "For ten points, point me to the closest {obj} to me!",
    ),
    "last_seen_where": (
        "Memory round! Where did you last clap eyes on {the_obj}?",
        "For the jackpot: where was {the_obj} when you last saw it?",
    ),
    "first_seen_where": (
        "Think back, contestant: where did you first spot {the_obj}?",
        "Bonus points: where was {the_obj} when you first saw it?",
    ),
    "which_room": (
        "Name that room! Where is {the_obj} kept?",
        "Which room or area holds {the_obj}? Clock's ticking!",
    ),
    "where_was_i": (
        "Rewind the tape: where were you at {time} on the dot?",
        "For ten points: your location at {time}, please!",
    ),
    "where_place": ("Map round! Where is {place}?", "Can you put {place} on the map for me?"),
    "where_text": (
        'Sign spotting! Where did you see a {obj} reading "{text}"?',
        'Bonus: the {obj} said "{text}". Where was it?',
    ),
    "last_seen": (
        "Timing round! When did you last see {the_obj}?",
        "For ten points: what time did you last see {the_obj}?",
    ),
    "first_seen": (
        "Clock's ticking: when did you first see {the_obj}?",
        "Starter for ten: at what time did {the_obj} first show up for you?",
    ),
    "entered_place": (
        "Timing round! When did you last walk into {place}?",
        "For five points: what time did you last enter {place}?",
    ),
    "left_place": (
        "When did you last walk out of {place}? Final answer?",
        "Starter for ten: what time did you last leave {place}?",
    ),
    "took_lift": (
        "Going up! When was your last trip in the lift?",
        "For ten points: when did you last ride the lift?",
    ),
    "arrived_floor": (
        "Floor round! When did you last arrive on {floor}?",
        "Bonus: what time did you last step out onto {floor}?",
    ),
    "passed": (
        "Drive-by round! When did you last go past {the_obj}?",
        "For five points: what time did you last pass {the_obj}?",
    ),
    "seen": (
        "True or false: you have seen {a_obj}.",
        "Yes or no for ten points: did you spot {a_obj}?",
    ),
    "colour_check": (
        "True or false: you spotted {a_colour_obj}.",
        "Yes or no, contestant: did you see {a_colour_obj}?",
    ),
    "in_place": (
        "True or false: there's {a_obj} in {place}.",
        "Yes or no: did {place} have {a_obj} in it?",
    ),
    "state_last": (
        "True or false: {the_obj} was {state} the last time you saw it.",
        "Yes or no: when you last saw {the_obj}, was it {state}?",
    ),
    "last_visit": (
        "Stopwatch round! How long did your last stay in {place} last?",
        "For ten points: how long were you in {place} last time?",
    ),
    "total_in_place": (
        "Add it all up: how long have you spent in {place} in total?",
        "Bonus: your total time in {place}, in seconds or minutes?",
    ),
    "outside_total": (
        "Fresh-air round! How long have you been outdoors altogether?",
        "For ten points: total time spent outside so far?",
    ),
    "on_floor": (
        "Stopwatch round: how long in total have you spent on {floor}?",
        "Bonus: your total time on {floor}, please!",
    ),
    "a_to_b": (
        "Race round! How long did your last trip from {place_a} to {place_b} take?",
        "For ten points: last time, how long from {place_a} to {place_b}?",
    ),
    "ago_seen": (
        "Think fast: how long ago did you last see {the_obj}?",
        "For five points: how long has it been since you saw {the_obj}?",
    ),
    "ago_place": (
        "How long ago were you last in {place}? Clock's running!",
        "Bonus: how long since you left {place}?",
    ),
    "lift_ride": (
        "Going up! How long did your last lift ride last?",
        "For ten points: the length of your most recent lift ride?",
    ),
    "sign_text": (
        "Reading round! What did {the_obj} say?",
        "For ten points: what was written on {the_obj}?",
    ),
    "colour_of": (
        "Colour round! What colour is {the_obj}?",
        "For five points: name the colour of {the_obj}!",
    ),
    "count": (
        "Counting round! How many {objs} are in {place}?",
        "For ten points: how many {objs} does {place} have?",
    ),
    "which_room_here": (
        "Where am I right now? Name the room I'm in!",
        "For five points: which room am I standing in?",
    ),
    "which_floor": (
        "Floor round! Which floor is {the_obj} on?",
        "For ten points: on which floor would I find {the_obj}?",
    ),
    "room_at_time": (
        "Rewind round: which room were you in at {time}?",
        "For ten points: what room were you in at {time} precisely?",
    ),
}

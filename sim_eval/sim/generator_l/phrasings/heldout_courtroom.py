"""Held out (seed 2 only): a barrister cross-examining the robot as a witness."""

TEMPLATES = {
    "where_is": (
        "Witness, state for the record where {obj_np} is located.",
        "Please tell the court where {obj_np} can be found.",
    ),
    "nearest_to_me": (
        "Indicate to the court the {obj} nearest to me, where I now stand.",
        "For the record, where is the closest {obj} to me?",
    ),
    "last_seen_where": (
        "Where, precisely, did you last observe {the_obj}?",
        "Tell the court where {the_obj} was at your final sighting of it.",
    ),
    "first_seen_where": (
        "Where did you first observe {the_obj}? Be precise.",
        "State for the record where {the_obj} was when you first observed it.",
    ),
    "which_room": (
        "In which room did you observe {the_obj}?",
        "Name for the court the room or area in which {the_obj} stands.",
    ),
    "where_was_i": (
        "Where were you at {time}? Take your time.",
        "Account for your whereabouts at {time}.",
    ),
    "where_place": (
        "Describe to the court the location of {place}.",
        "Where, exactly, is {place}?",
    ),
    "where_text": (
        'You testified to a {obj} reading "{text}". Where was it?',
        'Where did you observe the {obj} bearing the words "{text}"?',
    ),
    "last_seen": (
        "At what time did you last observe {the_obj}?",
        "When, for the record, was your final sighting of {the_obj}?",
    ),
    "first_seen": (
        "At what time did you first observe {the_obj}?",
        "When did {the_obj} first come to your attention?",
    ),
    "entered_place": (
        "At what time did you last enter {place}?",
        "When, precisely, did you most recently walk into {place}?",
    ),
    "left_place": (
        "At what time did you last leave {place}?",
        "When did you most recently exit {place}?",
    ),
    "took_lift": (
        "At what time did you last ride the lift?",
        "When was your most recent use of the lift? Answer precisely.",
    ),
    "arrived_floor": (
        "At what time did you last arrive on {floor}?",
        "When did you most recently reach {floor}?",
    ),
    "passed": (
        "At what time did you last pass {the_obj}?",
        "When did you most recently walk past {the_obj}?",
    ),
    "seen": (
        "Did you or did you not see {a_obj}? Yes or no.",
        "Answer yes or no: did you observe {a_obj}?",
    ),
    "colour_check": (
        "Answer yes or no: did you observe {a_colour_obj}?",
        "Is it your testimony that you saw {a_colour_obj}? Yes or no.",
    ),
    "in_place": (
        "Yes or no: was there {a_obj} in {place}?",
        "Did you observe {a_obj} in {place}? Yes or no.",
    ),
    "state_last": (
        "Yes or no: at your final sighting, was {the_obj} {state}?",
        "Is it true that {the_obj} was {state} when you last saw it?",
    ),
    "last_visit": (
        "How long did your most recent stay in {place} last?",
        "State the duration of your last visit to {place}.",
    ),
    "total_in_place": (
        "In total, how long have you spent in {place}?",
        "State for the record your total time in {place}.",
    ),
    "outside_total": (
        "In total, how long have you spent outdoors?",
        "State for the record the total time you spent outside.",
    ),
    "on_floor": (
        "How long, in total, did you spend on {floor}?",
        "State your total time on {floor}.",
    ),
    "a_to_b": (
        "How long did your most recent journey from {place_a} to {place_b} take?",
        "State the duration of your last trip from {place_a} to {place_b}.",
    ),
    "ago_seen": (
        "How long ago did you last observe {the_obj}?",
        "How much time has elapsed since your last sighting of {the_obj}?",
    ),
    "ago_place": (
        "How long ago were you last in {place}?",
        "How much time has passed since you left {place}?",
    ),
    "lift_ride": (
        "How long did your most recent lift ride last?",
        "State the duration of your last journey in the lift.",
    ),
    "sign_text": (
        "Read into the record what {the_obj} said.",
        "What, precisely, was written on {the_obj}?",
    ),
    "colour_of": ("What colour was {the_obj}?", "State for the record the colour of {the_obj}."),
    "count": (
        "How many {objs} were in {place}?",
        "State the number of {objs} you observed in {place}.",
    ),
    "which_room_here": (
        "Identify for the court the room I am standing in.",
        "In which room am I now standing?",
    ),
    "which_floor": (
        "On which floor did you observe {the_obj}?",
        "State the floor on which {the_obj} stands.",
    ),
    "room_at_time": (
        "In which room were you at {time}?",
        "Account for your whereabouts at {time}: which room?",
    ),
}

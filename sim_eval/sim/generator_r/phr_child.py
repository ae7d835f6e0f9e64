"""A child's simple questions."""

from __future__ import annotations

T: dict[str, tuple[str, str]] = {
    "where_is": ("Where's {T}?", "Can you show me where {T} is?"),
    "first_seen_where": (
        "Where was {T} the very first time you saw it?",
        "Where did you find {T} first?",
    ),
    "where_place": ("Where's {P}?", "How do I find {P}? Where is it?"),
    "nearest_to_place": (
        "Which {N} was closest to {P}? Where is it?",
        "Where's the {N} that's nearest to {P}?",
    ),
    "nth_sighting_where": (
        "Where was {T} the {n} time you saw it?",
        "You saw {T} lots of times. Where was it the {n} time?",
    ),
    "last_long_stop": (
        "Where did you stop for a long time last?",
        "Where were you the last time you stood still for ages?",
    ),
    "last_seen": ("When did you last see {T}?", "When was the last time you saw {T}?"),
    "first_seen": ("When did you first see {T}?", "When did you see {T} for the first time?"),
    "entered_place": ("When did you go into {P}?", "When did you get to {P}?"),
    "left_place": ("When did you leave {P}?", "When did you go out of {P}?"),
    "nth_visit_entry": (
        "When did you go into {P} the {n} time?",
        "You went to {P} more than once. When was the {n} time?",
    ),
    "last_seen_in_place": (
        "When did you last see {AN} in {P}?",
        "In {P}, when did you last see {AN}?",
    ),
    "first_on_level": ("When did you first go to {L}?", "When did you get to {L} the first time?"),
    "sign_first_read": (
        'When did you first see the sign that says "{S}"?',
        'When did you read "{S}" on a sign the first time?',
    ),
    "seen_yes": ("Did you see {AN}?", "Have you seen {AN} anywhere?"),
    "seen_before_visit": (
        "Did you see {AN} before you went into {P} the first time?",
        "Before you ever went into {P}, had you seen {AN}?",
    ),
    "still_in_place": ("Is {T} still in {P}?", "Is {T} still there in {P}?"),
    "count_at_least": ("Did you see {k} {NS} or more?", "Were there at least {k} {NS}?"),
    "visit_order": ("Did you go to {P} before {P2}?", "Did you visit {P} first, before {P2}?"),
    "seen_together": (
        "Did you ever see {AN} and {AO} at the same time?",
        "Were {AN} and {AO} ever in your picture together?",
    ),
    "seen_on_level": ("Did you see {AN} on {L}?", "Was there {AN} on {L}?"),
    "last_visit": (
        "How long were you in {P} last time?",
        "Last time you went to {P}, how long did you stay?",
    ),
    "ago_seen": ("How long ago did you see {T}?", "How long has it been since you saw {T}?"),
    "total_in_place": (
        "How long were you in {P} altogether?",
        "If you add it all up, how long were you in {P}?",
    ),
    "here_how_long": ("How long have you been in this room?", "How long have you been here?"),
    "ago_left": ("How long ago did you leave {P}?", "How long since you were in {P}?"),
    "travel_time": (
        "How long did it take you to go from {P} to {P2}?",
        "When you went from {P} to {P2}, how long did it take?",
    ),
    "view_duration": (
        "Last time you saw {T}, how long could you see it?",
        "How long did you look at {T} the last time?",
    ),
    "which_room_here": ("What room is this?", "What's this room called?"),
    "colour_of": ("What colour is {T}?", "Is {T} a nice colour? What colour is it?"),
    "room_before": (
        "Which room were you in just before you went into {P}?",
        "What room were you in before {P}?",
    ),
    "count_things": ("How many {NS} did you see?", "Can you count the {NS} you saw?"),
    "next_to": ("What was next to {T} when you last saw it?", "What was beside {T}?"),
    "place_most": ("Which room had the most {NS}?", "In which room did you see the most {NS}?"),
    "longer_of_two": (
        "Were you longer in {P} or in {P2}?",
        "Which place did you stay longer in, {P} or {P2}?",
    ),
    "place_without": (
        "{P}, {P2} or {P3}: which one had no {NS}?",
        "Which place had no {NS}: {P}, {P2} or {P3}?",
    ),
    "room_last_seen": ("What room did you last see {T} in?", "Which room was {T} in last time?"),
    "closer_of_two": (
        "What's closer to you, the {N} or the {O}?",
        "Is the {N} or the {O} nearer to you?",
    ),
    "floor_of_place": ("What floor is {P} on?", "Is {P} upstairs or downstairs? Which floor?"),
}

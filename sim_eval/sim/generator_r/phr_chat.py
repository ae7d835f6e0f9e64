"""Held out (seed 2 only): the question sits inside a friendly chat message with small talk."""

from __future__ import annotations

GREETINGS = (
    "Hi there!",
    "Morning!",
    "Hey, hope your shift is going okay.",
    "Hello again.",
    "Afternoon!",
    "Hiya, quick message from me.",
)
SMALL_TALK = (
    "It's been a hectic day on our side.",
    "The weather outside has finally cleared up.",
    "I've just come back from my break.",
    "Sorry for all the messages today.",
    "Hope the battery is holding up.",
    "We're a bit short-staffed today, so thanks for helping.",
    "My manager asked me to double-check something.",
)
SIGN_OFFS = (
    "Thanks a lot!",
    "Cheers.",
    "No rush.",
    "Thanks in advance!",
    "Much appreciated.",
    "Talk soon.",
)
T: dict[str, tuple[str, str]] = {
    "where_is": (
        "Any idea where {T} ended up? Where did you last spot it?",
        "Where did you last see {T}?",
    ),
    "first_seen_where": (
        "Where did you first come across {T}?",
        "Where was {T} the first time you noticed it?",
    ),
    "where_place": ("Could you tell me where {P} is?", "Where would I find {P}?"),
    "nearest_to_place": (
        "Where's the {N} closest to {P}?",
        "Which {N} was nearest {P}, and where is it?",
    ),
    "nth_sighting_where": (
        "Where was {T} the {n} time you saw it?",
        "The {n} time {T} showed up for you, where was it?",
    ),
    "last_long_stop": (
        "Where did you last park yourself for over a minute?",
        "Where was your last stop of a minute or more?",
    ),
    "last_seen": ("When did you last catch sight of {T}?", "When did you last see {T}?"),
    "first_seen": ("When did {T} first turn up for you?", "When did you first see {T}?"),
    "entered_place": ("When did you last head into {P}?", "What time did you go into {P}?"),
    "left_place": ("When did you last head out of {P}?", "What time did you leave {P}?"),
    "nth_visit_entry": (
        "When did you go into {P} for the {n} time?",
        "What time was your {n} visit to {P}?",
    ),
    "last_seen_in_place": (
        "When did you last spot {AN} in {P}?",
        "In {P}, when was the last time you saw {AN}?",
    ),
    "first_on_level": ("When did you first make it to {L}?", "When were you first on {L}?"),
    "sign_first_read": (
        'When did you first come across the sign reading "{S}"?',
        'What time did you first see a sign with "{S}" on it?',
    ),
    "seen_yes": ("Have you come across {AN} today?", "Did you spot {AN} at any point?"),
    "seen_before_visit": (
        "Had you already seen {AN} before your first trip into {P}?",
        "Did {AN} show up before you first went into {P}?",
    ),
    "still_in_place": ("Is {T} still over in {P}?", "Would {T} still be in {P}?"),
    "count_at_least": (
        "Did you come across {k} or more {NS}?",
        "Were there at least {k} {NS} on your rounds?",
    ),
    "visit_order": ("Did you get to {P} before {P2}?", "Was {P} earlier than {P2} on your route?"),
    "seen_together": (
        "Did {AN} and {AO} ever show up in the same view?",
        "Have you seen {AN} and {AO} at the same time?",
    ),
    "seen_on_level": ("Did you notice {AN} on {L}?", "Any sign of {AN} on {L}?"),
    "last_visit": (
        "How long did your last visit to {P} take?",
        "How long were you in {P} the last time?",
    ),
    "ago_seen": ("How long ago did you last see {T}?", "How long since {T} was last in view?"),
    "total_in_place": (
        "How much time have you spent in {P} in total?",
        "How long have you been in {P} overall?",
    ),
    "here_how_long": (
        "How long have you been in the room you're in now?",
        "How long have you been here so far?",
    ),
    "ago_left": ("How long ago did you head out of {P}?", "How long since you left {P}?"),
    "travel_time": (
        "How long was your last trip from {P} to {P2}?",
        "How long did getting from {P} to {P2} take you last time?",
    ),
    "view_duration": (
        "How long was {T} in view the last time you saw it?",
        "Last time you spotted {T}, how long did you keep it in sight?",
    ),
    "which_room_here": ("Which room are you in at the moment?", "What room is this you're in?"),
    "colour_of": ("What colour is {T}?", "Do you know what colour {T} is?"),
    "room_before": (
        "Which room were you in right before {P}?",
        "What room did you come from before going into {P}?",
    ),
    "count_things": ("How many {NS} did you come across?", "How many {NS} have you counted?"),
    "next_to": (
        "What was beside {T} when you last saw it?",
        "What was right next to {T} last time?",
    ),
    "place_most": (
        "Which room had the most {NS} in it?",
        "Which room had the biggest number of {NS}?",
    ),
    "longer_of_two": (
        "Which kept you longer, {P} or {P2}?",
        "Did you spend more time in {P} or in {P2}?",
    ),
    "place_without": (
        "Which of {P}, {P2} and {P3} had no {NS}?",
        "Out of {P}, {P2} and {P3}, which one had no {N}?",
    ),
    "room_last_seen": (
        "Which room was {T} in last time you saw it?",
        "In which room did you last spot {T}?",
    ),
    "closer_of_two": (
        "Which is nearer to you at the moment, the {N} or the {O}?",
        "Which is closer to you right now, the {N} or the {O}?",
    ),
    "floor_of_place": ("Which floor is {P} on?", "What floor would {P} be on?"),
}

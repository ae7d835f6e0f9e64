"""Non-native English: dropped articles, tense and word-order slips."""

from __future__ import annotations

T: dict[str, tuple[str, str]] = {
    "where_is": ("Where is {Tb} now, you know it?", "Where you have seen {Tb} at last time?"),
    "first_seen_where": (
        "Where was {Tb} when you see it first time?",
        "Where you have first seen {Tb}, in which place?",
    ),
    "where_place": ("Where is located {Pb}?", "Please, where I can find {Pb}?"),
    "nearest_to_place": (
        "Which {N} was most near to {Pb}, where it is?",
        "Where is {N} that is closest from {Pb}?",
    ),
    "nth_sighting_where": (
        "Where was {Tb} at {n} time you are seeing it?",
        "When you see {Tb} for {n} time, where it was?",
    ),
    "last_long_stop": (
        "Where you stopped last time for more long than one minute?",
        "Last time you are standing still long time, where was it?",
    ),
    "last_seen": ("When you have seen {Tb} last time?", "What time was last you see {Tb}?"),
    "first_seen": (
        "When you did see {Tb} for first time?",
        "At what time you have first noticed {Tb}?",
    ),
    "entered_place": ("When you are coming in {Pb}?", "What time you have entered to {Pb}?"),
    "left_place": ("When you have gone out from {Pb}?", "At what time you did leave {Pb}?"),
    "nth_visit_entry": (
        "When you went in {Pb} the {n} time?",
        "What time you are entering {Pb} for {n} time?",
    ),
    "last_seen_in_place": (
        "When is last time you seen {N} in {Pb}?",
        "In {Pb}, when you did see {N} last time?",
    ),
    "first_on_level": (
        "When you first time arrived to {Lb}?",
        "What time you have come to {Lb} first?",
    ),
    "sign_first_read": (
        "When you are first reading sign with '{S}'?",
        "What time you did see first the sign what says '{S}'?",
    ),
    "seen_yes": ("You have seen {Nb} anywhere?", "Was there {Nb}, did you see?"),
    "seen_before_visit": (
        "Before you go first time in {Pb}, you saw already {Nb}?",
        "You have seen {Nb} before you was entering {Pb} first time?",
    ),
    "still_in_place": ("{Tb} is still being in {Pb}?", "Is {Tb} still staying in {Pb}?"),
    "count_at_least": (
        "You did see {k} {NS} or more than?",
        "Was it at least {k} {NS} that you seen?",
    ),
    "visit_order": (
        "You went to {Pb} before to {P2b}?",
        "First you was in {Pb} and after in {P2b}, yes?",
    ),
    "seen_together": (
        "You have seen {N} and {O} in same time?",
        "Was {N} and {O} together in one picture you seen?",
    ),
    "seen_on_level": ("On {Lb} you have seen some {NS}?", "Was {N} on {Lb}, you saw it?"),
    "last_visit": (
        "How long you was in {Pb} last time?",
        "Last time in {Pb}, how much time you stay?",
    ),
    "ago_seen": ("How long ago you have seen {Tb}?", "How much time is from you saw {Tb}?"),
    "total_in_place": (
        "How much time in total you spend in {Pb}?",
        "All together how long you was being in {Pb}?",
    ),
    "here_how_long": ("How long you are being in this room?", "Since when you are here, how long?"),
    "ago_left": ("How long ago you have left {Pb}?", "How much time since you go out of {Pb}?"),
    "travel_time": (
        "How long it take you from {Pb} to {P2b} last time?",
        "From {Pb} until {P2b}, how much time you needed?",
    ),
    "view_duration": (
        "Last time you see {Tb}, how long it was in view?",
        "How long you was looking at {Tb} in last time?",
    ),
    "which_room_here": ("Which room you are being in now?", "In what room you are now?"),
    "colour_of": ("What colour has {Tb}?", "Which colour is {Tb}?"),
    "room_before": (
        "In which room you was before you come in {Pb}?",
        "Before entering {Pb}, which room you was?",
    ),
    "count_things": ("How many {NS} you have seen?", "How much {NS} did you see all together?"),
    "next_to": (
        "What was beside {Tb} last time you see it?",
        "Last time you saw {Tb}, what was standing next?",
    ),
    "place_most": ("In which room you seen most {NS}?", "Which room was having most {NS}?"),
    "longer_of_two": (
        "Which you spend more time in, {Pb} or {P2b}?",
        "Longer you was in {Pb} or in {P2b}?",
    ),
    "place_without": (
        "From {Pb}, {P2b} and {P3b}, which one you not seen any {N}?",
        "Which one had no {N}: {Pb}, {P2b} or {P3b}?",
    ),
    "room_last_seen": (
        "In which room you seen {Tb} last time?",
        "Last time you see {Tb}, in what room was it?",
    ),
    "closer_of_two": (
        "What is more close to you now, {N} or {O}?",
        "{N} or {O}, which is more near from here?",
    ),
    "floor_of_place": ("On which floor is {Pb}?", "{Pb} is on what floor?"),
}

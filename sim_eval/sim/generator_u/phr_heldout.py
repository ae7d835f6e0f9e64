"""The held-out phrasing: a quiz-show host reading questions to a contestant robot."""

from __future__ import annotations

QUIZ = {
    "where_is": "For ten points: where did you last clap eyes on {X}?",
    "first_seen_where": "Starter for ten: where was {X} when it first crossed your path?",
    "where_place": "Picture round! Where on the site is the {P}?",
    "nearest_from_here": "Quick-fire round: from where you stand, where is the nearest {X} "
    "you've seen?",
    "last_seen": "Fingers on buzzers: at what time did you last see {X}?",
    "first_seen": "On the clock: at what time did {X} first show up on your camera?",
    "entered_place": "Next question: at what time did you most recently step into the {P}?",
    "left_place": "Round two: at what time did you most recently leave the {P}?",
    "last_charge": "Bonus question: at what time did you last plug in for a charge?",
    "first_outdoors": "For the jackpot: at what time did you first set wheel outdoors?",
    "seen": "True or false, contestant: you have seen {X}.",
    "still_there": "True or false: on your most recent trip to the {P}, {X} was still there.",
    "went_outside_since": "True or false: you have been outdoors since {T}.",
    "longer_in_than": "True or false: your latest visit to the {P} lasted longer than your "
    "latest visit to the {Q}.",
    "last_visit": "For five points: how long did your latest visit to the {P} last?",
    "ago_seen": "Clock's ticking: how long ago did you last see {X}?",
    "total_in_place": "Final stretch: how much time have you spent in the {P}, all visits "
    "added up?",
    "ago_left": "Quick one: how long ago did you leave the {P}?",
    "outdoor_total": "For the bonus: how much time have you spent outdoors in total?",
    "which_room_here": "Easy one to start: name the room you're in right now.",
    "colour_of": "Colours round: what colour is {X}?",
    "room_of_thing": "Name that room: in which room did you last see {X}?",
    "seen_first_of_two": "Head to head: which did you see first, {A} or {B}?",
    "count_total": "Numbers round: how many {X} have you seen so far?",
    "room_at_clock": "Think back: which room were you in at {T}?",
}

"""Very long, rambling questions: a preamble, asides and a self-correction."""

from __future__ import annotations

PREAMBLES = (
    "Okay, so, I've been going back and forth on this all morning and I just want to check "
    "something with you, because I'm honestly not sure anymore.",
    "Right, bear with me, this might take a second to explain, and I know you're busy, but "
    "it's been bugging me since I came in.",
    "So my colleague mentioned something earlier and I didn't catch all of it, and rather "
    "than bother them again I thought I'd just ask you directly.",
    "I hope this isn't a silly question, and I know I tend to go on a bit, but I'd really "
    "like to get this straight before I hand over.",
    "Hmm, let me think how to put this, because it's a bit of a roundabout thing.",
)
ASIDES = (
    " — and I know that's an odd thing to ask —",
    ", if you can remember that far back,",
    ", and take your time with it,",
    ", just roughly is fine,",
)
T: dict[str, tuple[str, str]] = {
    "where_is": (
        "{pre} Where did you last see {Tc}{aside} I need to know where it is.",
        "{pre} I've been looking for {T}{aside} so where did you spot it last?",
    ),
    "first_seen_where": (
        "{pre} Thinking back to the very first time you came across {Tc}, "
        "where was it at that point?",
        "{pre} Where was {T} when you first noticed it{aside} not the latest time, the first?",
    ),
    "where_place": (
        "{pre} Where exactly is {Pc}{aside} I keep getting turned around?",
        "{pre} I'm supposed to meet someone at {P}, so where is that, roughly?",
    ),
    "nearest_to_place": (
        "{pre} Of all the {NS} you've seen, which one was closest to {Pc}, and where is it?",
        "{pre} Where's the {N} that was nearest to {P}{aside} the closest one, I mean?",
    ),
    "nth_sighting_where": (
        "{pre} You've seen {Tc} a few times now — where was it the {n} time you saw it?",
        "{pre} Not the first time, but the {n} time you saw {T}{aside} where was it?",
    ),
    "last_long_stop": (
        "{pre} The last time you stood still for more than a minute{aside} where was that?",
        "{pre} Where did you last stop and wait for a good minute or more?",
    ),
    "last_seen": (
        "{pre} When was the last time you saw {Tc}?",
        "{pre} What time did you last see {T}{aside} the most recent time?",
    ),
    "first_seen": (
        "{pre} When did you first see {Tc}{aside} the very first time?",
        "{pre} At what time did {T} first show up for you?",
    ),
    "entered_place": (
        "{pre} When did you go into {Pc}{aside} the latest time, I mean?",
        "{pre} What time did you last get to {P}?",
    ),
    "left_place": (
        "{pre} When did you leave {Pc}, the most recent time?",
        "{pre} What time was it when you last came out of {P}{aside} roughly?",
    ),
    "nth_visit_entry": (
        "{pre} You went into {Pc} more than once — when did you go in the {n} time?",
        "{pre} When was the {n} time you entered {P}{aside} counting from the first?",
    ),
    "last_seen_in_place": (
        "{pre} When did you last see {AN} in {Pc}?",
        "{pre} Thinking only about {P}{aside} when did you last see {AN} there?",
    ),
    "first_on_level": (
        "{pre} When did you first get to {Lc}?",
        "{pre} What time did you first arrive on {L}{aside} the first time?",
    ),
    "sign_first_read": (
        '{pre} There\'s a sign that says "{S}" — when did you first see it?',
        '{pre} When did you first read the sign saying "{S}"{aside} the first time?',
    ),
    "seen_yes": (
        "{pre} Have you seen {ANc} at all today?",
        "{pre} Did you happen to see {AN} anywhere{aside} even just once?",
    ),
    "seen_before_visit": (
        "{pre} Before the first time you went into {Pc}, had you already seen {AN}?",
        "{pre} Had you seen {AN} before you first went into {P}{aside} or only after?",
    ),
    "still_in_place": (
        "{pre} Is {Tc} still in {P}, as far as you know?",
        "{pre} As far as you can tell{aside} is {T} still in {Pc}?",
    ),
    "count_at_least": (
        "{pre} Did you see at least {k} {NS}, all told?",
        "{pre} Were there {k} or more {NS}{aside} in total?",
    ),
    "visit_order": (
        "{pre} Did you go to {Pc} before you went to {P2}?",
        "{pre} Which came first — did you visit {P} before {P2}{aside} yes or no?",
    ),
    "seen_together": (
        "{pre} Did you ever see {ANc} and {AO} at the same moment?",
        "{pre} Were {AN} and {AO} ever in view together{aside} in the same shot?",
    ),
    "seen_on_level": (
        "{pre} Did you see {AN} on {Lc}?",
        "{pre} On {L}{aside} did you see {AN} at all?",
    ),
    "last_visit": (
        "{pre} How long were you in {Pc} the last time you went in?",
        "{pre} The last time you were in {P}{aside} how long did you stay?",
    ),
    "ago_seen": (
        "{pre} How long ago did you last see {Tc}?",
        "{pre} How long has it been since you saw {T}{aside} the last time?",
    ),
    "total_in_place": (
        "{pre} All in all, how long have you spent in {Pc}?",
        "{pre} Adding up every visit{aside} how long were you in {P}?",
    ),
    "here_how_long": (
        "{pre} How long have you been in this room so far?",
        "{pre} Since you came in here{aside} how long has it been?",
    ),
    "ago_left": (
        "{pre} How long ago did you leave {Pc}?",
        "{pre} How long has it been since you came out of {P}{aside} the last time?",
    ),
    "travel_time": (
        "{pre} The last time you went from {Pc} to {P2}, how long did the trip take?",
        "{pre} How long did it take you to get from {P} to {P2}{aside} the last time?",
    ),
    "view_duration": (
        "{pre} The last time you saw {Tc}, how long was it in view?",
        "{pre} How long did you have {T} in sight{aside} that last time?",
    ),
    "which_room_here": (
        "{pre} Which room are you in right now?",
        "{pre} What is this room called{aside} the one you're in?",
    ),
    "colour_of": (
        "{pre} What colour is {Tc}?",
        "{pre} I can't remember{aside} what colour is {T}?",
    ),
    "room_before": (
        "{pre} Which room were you in just before you went into {Pc}?",
        "{pre} Before you came into {P}{aside} which room had you been in?",
    ),
    "count_things": (
        "{pre} How many {NSc} have you seen altogether?",
        "{pre} In total{aside} how many {NS} did you see?",
    ),
    "next_to": (
        "{pre} The last time you saw {Tc}, what was right next to it?",
        "{pre} What was beside {T}{aside} the last time you saw it?",
    ),
    "place_most": (
        "{pre} Which room had the most {NSc}?",
        "{pre} In which room did you see the most {NS}{aside} by count?",
    ),
    "longer_of_two": (
        "{pre} Did you spend longer in {Pc} or in {P2}? Which one?",
        "{pre} Which did you spend more time in{aside} {P} or {P2}?",
    ),
    "place_without": (
        "{pre} Of {P}, {P2} and {P3}, which one had no {NS} at all?",
        "{pre} Which of these had no {N}{aside} {P}, {P2} or {P3}?",
    ),
    "room_last_seen": (
        "{pre} Which room did you last see {Tc} in?",
        "{pre} In which room was {T} the last time you saw it?",
    ),
    "closer_of_two": (
        "{pre} Which is closer to you right now, the {Nc} or the {O}?",
        "{pre} Is the {N} or the {O} nearer to you{aside} at the moment?",
    ),
    "floor_of_place": (
        "{pre} Which floor is {Pc} on?",
        "{pre} {P} — which floor is that on{aside} do you know?",
    ),
}

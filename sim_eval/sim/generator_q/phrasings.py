"""Five ways of asking. Only the ``question`` string depends on the phrasing.

- ``plain``: clear, neutral English.
- ``asr_transcript``: a speech recogniser's transcript: lower case, no punctuation, fillers,
  a repeated word, self-corrections ("the galley no sorry the aft lounge": the second one is
  meant), numbers and times as words, the odd homophone slip.
- ``crew_jargon``: terse shop-floor / crew / farmhand shorthand.
- ``visitor_polite``: a long, polite question from a visitor, with a preamble and context.
- ``heldout_relayed`` (held out, seed 2 only): a question relayed from a named third person.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from typing import Any

from .families import FamilySpec
from .model import number_words, with_article
from .rng import chance, pick, stream

# Keys: the subkind, except that yes/no pairs share one key (so the wording never gives the
# answer away) and some have a variant ("/class", "/here").
SHARED = {
    "seen_yes": "seen",
    "seen_never": "seen",
    "colour_yes": "colour",
    "colour_no": "colour",
    "in_place_yes": "in_place",
    "in_place_no": "in_place",
}

PLAIN: dict[str, tuple[str, ...]] = {
    "where_is": ("Where is {thing}?", "Where can I find {thing}?"),
    "where_is/class": ("Where can I find {thing}?", "Is there {thing} somewhere? Where?"),
    "last_seen_where": (
        "Where did you last see {thing}?",
        "Where was {thing} when you last saw it?",
    ),
    "first_seen_where": (
        "Where did you first see {thing}?",
        "Where was {thing} the first time you saw it?",
    ),
    "where_place": ("Where is {place}?", "Can you show me where {place} is?"),
    "where_was_i": ("Where were you {when}?", "What was your position {when}?"),
    "nearest_to_me": (
        "Where is the nearest {thing_b} to me?",
        "Which {thing_b} is closest to here, and where is it?",
    ),
    "robot_at_first_sight": (
        "Where were you when you first saw {thing}?",
        "From where did you first spot {thing}?",
    ),
    "near_reference": ("Where is {thing}?", "Where did you see {thing}?"),
    "previous_spot": (
        "Where was {thing} before it was moved?",
        "{thing_cap} has moved. Where was it before?",
    ),
    "last_seen": ("When did you last see {thing}?", "What time did you most recently see {thing}?"),
    "first_seen": (
        "When did you first see {thing}?",
        "At what time did you see {thing} for the first time?",
    ),
    "entered_place": (
        "When did you last go into {place}?",
        "What time did you most recently enter {place}?",
    ),
    "entered_place/here": (
        "When did you come into this {here}?",
        "How long ago did you arrive in this {here}? Give me the time.",
    ),
    "left_place": (
        "When did you last leave {place}?",
        "At what time did you most recently come out of {place}?",
    ),
    "last_seen_in_state": (
        "When did you last see {thing} {state}?",
        "What time was it when you last saw {thing} {state}?",
    ),
    "last_seen_together": (
        "When did you last see {thing} and {other} at the same time?",
        "When was the last time {thing} and {other} were in view together?",
    ),
    "level_change": (
        "When did you last go from {level} to {level2}?",
        "At what time did you last move up or down from {level} to {level2}?",
    ),
    "seen": ("Did you see {thing}?", "Have you come across {thing}?"),
    "colour": ("Did you see {colour_thing}?", "Have you seen {colour_thing} anywhere?"),
    "in_place": ("Was there {thing} in {place}?", "Did you see {thing} in {place}?"),
    "in_place/here": (
        "Have you seen {thing} in this {here}?",
        "Is there {thing} in this {here}, as far as you have seen?",
    ),
    "state_last": (
        "Was {thing} {state} when you last saw it?",
        "The last time you saw {thing}, was it {state}?",
    ),
    "seen_after_leaving": (
        "Did you see {thing} after you last left {place}?",
        "After you last came out of {place}, did you see {thing}?",
    ),
    "was_moved": (
        "Has {thing} moved since you first saw it?",
        "Has anybody moved {thing} since you first saw it?",
    ),
    "last_visit": (
        "How long were you in {place} the last time?",
        "How long did your most recent visit to {place} last?",
    ),
    "total_in_place": (
        "How much time have you spent in {place} in total?",
        "Altogether, how long have you been in {place}?",
    ),
    "ago_seen": (
        "How long ago did you last see {thing}?",
        "How much time has passed since you last saw {thing}?",
    ),
    "sighting_span": (
        "How much time passed between the first and the last time you saw {thing}?",
        "Over how long a period did you see {thing}, from first to last sighting?",
    ),
    "since_state_change": (
        "How long has {thing} been {state}?",
        "For how long has {thing} been {state} now?",
    ),
    "level_total": (
        "How much time have you spent {on_level} altogether?",
        "In total, how long have you been {on_level}?",
    ),
    "sign_text": (
        "What did {thing} say when you last read it?",
        "What was written on {thing} the last time you looked?",
    ),
    "colour_of": ("What colour is {thing}?", "Which colour is {thing}?"),
    "which_room_here": ("Which {here} are you in right now?", "What is this {here} called?"),
    "which_floor_here": ("Which {floor} are you on?", "What {floor} is this?"),
    "room_at_time": ("Which place were you in {when}?", "Where were you {when}? Name the place."),
    "which_first": (
        "Which did you see first, {thing} or {other}?",
        "What came first, seeing {thing} or seeing {other}?",
    ),
    "places_count_recent": (
        "How many different places have you been in over the last {n} minutes, not counting"
        " stairs or lifts?",
        "In the past {n} minutes, how many distinct areas did you pass through (stairs and lifts"
        " don't count)?",
    ),
    "level_of_thing": ("Which {floor} is {thing} on?", "On which {floor} did you see {thing}?"),
    "longest_stay": (
        "Where did you spend your longest single stay so far?",
        "In which place did you stay the longest in one go?",
    ),
}

ASR: dict[str, tuple[str, ...]] = {
    "where_is": ("where is {thing}", "where is um {thing} right now"),
    "where_is/class": ("where can i find {thing}", "is there like {thing} somewhere where"),
    "last_seen_where": ("where did you last see {thing}", "where was it you last saw {thing}"),
    "first_seen_where": (
        "where did you first see {thing}",
        "where was {thing} when you first saw it",
    ),
    "where_place": ("where is {place}", "how do i get to {place} where is it"),
    "where_was_i": ("where were you {when}", "uh where were you {when} exactly"),
    "nearest_to_me": (
        "where's the nearest {thing_b} to me",
        "closest {thing_b} to here where is it",
    ),
    "robot_at_first_sight": (
        "where were you when you first saw {thing}",
        "where were you standing when you first spotted {thing}",
    ),
    "near_reference": ("where is {thing}", "where'd you see {thing}"),
    "previous_spot": (
        "where was {thing} before it got moved",
        "where was {thing} before somebody moved it",
    ),
    "last_seen": ("when did you last see {thing}", "what time did you last see {thing}"),
    "first_seen": ("when did you first see {thing}", "when was the first time you saw {thing}"),
    "entered_place": (
        "when did you last go into {place}",
        "what time did you go in to {place} last",
    ),
    "entered_place/here": ("when did you come in here", "what time did you get into this {here}"),
    "left_place": ("when did you last leave {place}", "what time did you come out of {place} last"),
    "last_seen_in_state": (
        "when did you last see {thing} {state}",
        "what time was {thing} last {state} when you saw it",
    ),
    "last_seen_together": (
        "when did you last see {thing} and {other} together",
        "last time you saw {thing} and {other} at the same time when was that",
    ),
    "level_change": (
        "when did you last go from {level} to {level2}",
        "what time did you last get from {level} up or down to {level2}",
    ),
    "seen": ("did you see {thing}", "have you seen {thing} at all"),
    "colour": ("did you see {colour_thing}", "have you seen {colour_thing} anywhere"),
    "in_place": ("was there {thing} in {place}", "did you see {thing} in {place}"),
    "in_place/here": ("have you seen {thing} in here", "is there {thing} in this {here}"),
    "state_last": (
        "was {thing} {state} when you last saw it",
        "last time you saw {thing} was it {state}",
    ),
    "seen_after_leaving": (
        "did you see {thing} after you left {place}",
        "after you came out of {place} did you see {thing}",
    ),
    "was_moved": ("has {thing} moved since you first saw it", "did somebody move {thing}"),
    "last_visit": (
        "how long were you in {place} last time",
        "how long were you in {place} the last time you were there",
    ),
    "total_in_place": (
        "how long have you been in {place} in total",
        "how much time altogether in {place}",
    ),
    "ago_seen": ("how long ago did you last see {thing}", "how long since you saw {thing}"),
    "sighting_span": (
        "how long between the first and last time you saw {thing}",
        "from first seeing {thing} to last seeing it how long was that",
    ),
    "since_state_change": (
        "how long has {thing} been {state}",
        "how long's {thing} been {state} for",
    ),
    "level_total": (
        "how much time have you spent {on_level} in total",
        "how long have you been {on_level} altogether",
    ),
    "sign_text": ("what did {thing} say", "what was written on {thing} last time you looked"),
    "colour_of": ("what colour is {thing}", "what colour's {thing}"),
    "which_room_here": ("which {here} are you in", "what's this {here} called"),
    "which_floor_here": ("which {floor} are you on", "what {floor} is this"),
    "room_at_time": ("which place were you in {when}", "where were you {when} which room"),
    "which_first": (
        "which did you see first {thing} or {other}",
        "what did you see first {thing} or {other}",
    ),
    "places_count_recent": (
        "how many different places have you been in the last {n} minutes not counting stairs or"
        " lifts",
        "in the last {n} minutes how many places did you go through not stairs or lifts",
    ),
    "level_of_thing": ("which {floor} is {thing} on", "what {floor} did you see {thing} on"),
    "longest_stay": ("where did you stay the longest in one go", "where was your longest stop"),
}

JARGON: dict[str, tuple[str, ...]] = {
    "where_is": ("{fix} {thing_b}?", "{thing_b}: current location?"),
    "where_is/class": ("nearest fix on any {thing_b}?", "any {thing_b} about? location"),
    "last_seen_where": ("{fix} {thing_b}, position?", "{thing_b} last {seen} where?"),
    "first_seen_where": (
        "first {seen} {thing_b}, where?",
        "position of first {seen} on {thing_b}?",
    ),
    "where_place": ("{place_b}: location?", "where's {place_b} on the plan?"),
    "where_was_i": ("your position {when}?", "{unit} location {when}?"),
    "nearest_to_me": ("closest {thing_b} to my spot?", "nearest {thing_b}, position?"),
    "robot_at_first_sight": (
        "your position at first {seen} of {thing_b}?",
        "where were you on first {seen} of {thing_b}?",
    ),
    "near_reference": ("{fix} {thing_b}?", "{thing_b}: location?"),
    "previous_spot": (
        "{thing_b}: previous spot before the move?",
        "where was {thing_b} before relocation?",
    ),
    "last_seen": ("time of last {seen} on {thing_b}?", "{thing_b} last {seen} when?"),
    "first_seen": ("time of first {seen} on {thing_b}?", "{thing_b} first {seen} when?"),
    "entered_place": ("time you last entered {place_b}?", "last entry into {place_b}, time?"),
    "entered_place/here": ("time you entered this {here}?", "entry time, current {here}?"),
    "left_place": ("time you last {cleared} {place_b}?", "{place_b} last exit time?"),
    "last_seen_in_state": (
        "last {seen} of {thing_b} {state}, time?",
        "when was {thing_b} last {state} on your feed?",
    ),
    "last_seen_together": (
        "last time {thing_b} and {other_b} in one frame?",
        "{thing_b} plus {other_b} together, last time?",
    ),
    "level_change": (
        "last move {level_b} to {level2_b}, time?",
        "time of your last {level_b} to {level2_b} transfer?",
    ),
    "seen": ("any {thing_b} on your feed?", "{thing_b} spotted? y/n"),
    "colour": ("any {colour} {thing_noun} spotted?", "{colour} {thing_noun}, seen? y/n"),
    "in_place": ("{thing_b} in {place_b}? y/n", "any {thing_b} {seen} in {place_b}?"),
    "in_place/here": ("any {thing_b} in this {here}? y/n", "{thing_b} {seen} in this {here}?"),
    "state_last": ("{thing_b} {state} at last {seen}? y/n", "last {seen}: was {thing_b} {state}?"),
    "seen_after_leaving": (
        "{thing_b} {seen} after you {cleared} {place_b}? y/n",
        "post-{place_b}, any {thing_b}?",
    ),
    "was_moved": (
        "{thing_b} relocated since first {seen}? y/n",
        "has {thing_b} shifted position? y/n",
    ),
    "last_visit": ("{dwell} {place_b} last time?", "last {place_b} {dwell_n}?"),
    "total_in_place": ("total {dwell_n} in {place_b}?", "{place_b} {dwell_n}, all visits?"),
    "ago_seen": (
        "minutes since last {seen} on {thing_b}?",
        "how long since {thing_b} last {seen}?",
    ),
    "sighting_span": (
        "first-to-last {seen} window on {thing_b}?",
        "{thing_b}: time between first and last {seen}?",
    ),
    "since_state_change": (
        "how long {thing_b} been {state}?",
        "{thing_b} {state} since when? give me the duration",
    ),
    "level_total": ("total time {on_level}?", "{dwell_n} {on_level}, all up?"),
    "sign_text": ("readout on {thing_b}?", "what's {thing_b} showing, last read?"),
    "colour_of": ("colour of {thing_b}?", "{thing_b} colour?"),
    "which_room_here": ("current {here}?", "name this {here}"),
    "which_floor_here": ("current {floor}?", "which {floor} you on?"),
    "room_at_time": ("your {here_any} {when}?", "location name {when}?"),
    "which_first": (
        "first {seen}: {thing_b} or {other_b}?",
        "{thing_b} vs {other_b}, which first?",
    ),
    "places_count_recent": (
        "areas covered last {n} min, excl stairs/lifts?",
        "count of places last {n} min (no stairs or lifts)?",
    ),
    "level_of_thing": ("{floor} for {thing_b}?", "which {floor} is {thing_b} on?"),
    "longest_stay": ("longest single {dwell_n}, which area?", "where was your longest stop?"),
}

POLITE: dict[str, tuple[str, ...]] = {
    "where_is": (
        "{pre} I've been looking all over for {thing}. Would you be kind enough to tell me where"
        " it is?",
        "{pre} {ctx}, and I need {thing}. Do you happen to know where it is?",
    ),
    "where_is/class": (
        "{pre} I could really use {thing}. Do you know where I might find one?",
        "{pre} {ctx}. Is there {thing} anywhere around, and if so, where?",
    ),
    "last_seen_where": (
        "{pre} could you tell me where you last noticed {thing}? I'd be very grateful.",
        "{pre} {ctx}. Where was {thing} the last time you came across it?",
    ),
    "first_seen_where": (
        "{pre} I'm curious: where did you first come across {thing}?",
        "{pre} {ctx}. Could you tell me where you spotted {thing} for the very first time?",
    ),
    "where_place": (
        "{pre} I'm trying to find {place}. Could you point me to where it is?",
        "{pre} {ctx}, and I'm supposed to meet someone in {place}. Where exactly is that?",
    ),
    "where_was_i": (
        "{pre} could you tell me where you were {when}? It would help me a lot.",
        "{pre} {ctx}. Would you mind telling me your position {when}?",
    ),
    "nearest_to_me": (
        "{pre} I need {thing} rather urgently. Which one is nearest to where I'm standing, and"
        " where is it?",
        "{pre} {ctx}. Could you point me to the closest {thing_b} from here?",
    ),
    "robot_at_first_sight": (
        "{pre} I'm wondering where you yourself were when you first saw {thing}. Could you tell"
        " me?",
        "{pre} {ctx}. When you first caught sight of {thing}, where were you at the time?",
    ),
    "near_reference": (
        "{pre} someone mentioned {thing}. Could you tell me where it is?",
        "{pre} {ctx}. Where would I find {thing}, please?",
    ),
    "previous_spot": (
        "{pre} I believe {thing} has been moved. Do you know where it was before?",
        "{pre} {ctx}. Could you remind me where {thing} used to be before it was moved?",
    ),
    "last_seen": (
        "{pre} could you tell me when you last saw {thing}? Thank you so much.",
        "{pre} {ctx}. At what time did you last notice {thing}?",
    ),
    "first_seen": (
        "{pre} do you remember when you first saw {thing}? The time would be lovely.",
        "{pre} {ctx}. When was it that you first noticed {thing}?",
    ),
    "entered_place": (
        "{pre} do you happen to know what time you last went into {place}?",
        "{pre} {ctx}. When did you most recently enter {place}, if you don't mind my asking?",
    ),
    "entered_place/here": (
        "{pre} I just got here myself. What time did you arrive in this {here}?",
        "{pre} {ctx}. When did you come into this {here}?",
    ),
    "left_place": (
        "{pre} could you tell me at what time you last left {place}?",
        "{pre} {ctx}. When did you come out of {place} the last time?",
    ),
    "last_seen_in_state": (
        "{pre} could you tell me when you last saw {thing} {state}?",
        "{pre} {ctx}. What time was it when you last noticed {thing} {state}?",
    ),
    "last_seen_together": (
        "{pre} I'm trying to piece something together. When did you last see {thing} and {other}"
        " at the same moment?",
        "{pre} {ctx}. When were {thing} and {other} last both in your view together?",
    ),
    "level_change": (
        "{pre} could you tell me when you last went from {level} to {level2}?",
        "{pre} {ctx}. What time did you last make your way from {level} to {level2}?",
    ),
    "seen": (
        "{pre} I was wondering whether you have seen {thing} at all today?",
        "{pre} {ctx}. Have you come across {thing} on your rounds?",
    ),
    "colour": (
        "{pre} {ctx}. Have you by any chance seen {colour_thing}?",
        "{pre} I'm looking for {colour_thing}. Have you seen one anywhere?",
    ),
    "in_place": (
        "{pre} {ctx}. Did you notice {thing} in {place} at all?",
        "{pre} could you tell me whether there was {thing} in {place}?",
    ),
    "in_place/here": (
        "{pre} have you seen {thing} anywhere in this {here}?",
        "{pre} {ctx}. Is there {thing} in this {here}, as far as you know?",
    ),
    "state_last": (
        "{pre} when you last saw {thing}, was it {state}?",
        "{pre} {ctx}. Was {thing} {state} the last time you passed it?",
    ),
    "seen_after_leaving": (
        "{pre} after you last left {place}, did you happen to see {thing}?",
        "{pre} {ctx}. Once you had come out of {place} the last time, did you see {thing}"
        " anywhere?",
    ),
    "was_moved": (
        "{pre} do you know whether {thing} has been moved since you first saw it?",
        "{pre} {ctx}. Has {thing} changed position since you first came across it?",
    ),
    "last_visit": (
        "{pre} how long were you in {place} on your most recent visit?",
        "{pre} {ctx}. The last time you were in {place}, how long did you stay?",
    ),
    "total_in_place": (
        "{pre} would you mind telling me how much time you have spent in {place} altogether?",
        "{pre} {ctx}. Adding up all your visits, how long have you been in {place}?",
    ),
    "ago_seen": (
        "{pre} how long ago was it that you last saw {thing}?",
        "{pre} {ctx}. How much time has gone by since you last saw {thing}?",
    ),
    "sighting_span": (
        "{pre} between the first and the last time you saw {thing}, how much time went by?",
        "{pre} {ctx}. Over what length of time did you keep seeing {thing}, first sighting to"
        " last?",
    ),
    "since_state_change": (
        "{pre} do you know how long {thing} has been {state}?",
        "{pre} {ctx}. For how long has {thing} been {state}, would you say?",
    ),
    "level_total": (
        "{pre} how much time have you spent {on_level} in total?",
        "{pre} {ctx}. All told, how long have you been {on_level}?",
    ),
    "sign_text": (
        "{pre} I couldn't read it from where I was. What did {thing} say the last time you looked?",
        "{pre} {ctx}. Could you tell me what was written on {thing}?",
    ),
    "colour_of": (
        "{pre} I'm trying to recognise it. What colour is {thing}?",
        "{pre} {ctx}. Could you tell me the colour of {thing}?",
    ),
    "which_room_here": (
        "{pre} I'm a little lost. Which {here} are we in at the moment?",
        "{pre} {ctx}. What is the name of this {here}?",
    ),
    "which_floor_here": (
        "{pre} I've lost track. Which {floor} are we on right now?",
        "{pre} {ctx}. Could you tell me which {floor} this is?",
    ),
    "room_at_time": (
        "{pre} could you tell me which place you were in {when}?",
        "{pre} {ctx}. Where were you {when}? The name of the place would be perfect.",
    ),
    "which_first": (
        "{pre} out of curiosity, which did you see first: {thing} or {other}?",
        "{pre} {ctx}. Did you come across {thing} or {other} first?",
    ),
    "places_count_recent": (
        "{pre} how many different places have you been in during the last {n} minutes? Please"
        " don't count stairs or lifts.",
        "{pre} {ctx}. Over the past {n} minutes, how many distinct areas have you visited,"
        " leaving out stairs and lifts?",
    ),
    "level_of_thing": (
        "{pre} which {floor} is {thing} on?",
        "{pre} {ctx}. On which {floor} would I find {thing}?",
    ),
    "longest_stay": (
        "{pre} where did you spend the longest single stretch of time so far?",
        "{pre} {ctx}. Which place did you stay in the longest without leaving?",
    ),
}

RELAYED: dict[str, tuple[str, ...]] = {
    "where_is": ("{who} {asks} where {thing} is.", "{who} {asks} where to find {thing}."),
    "where_is/class": (
        "{who} {asks} where there's {thing}.",
        "{who} {asks} where {pron} can find {thing}.",
    ),
    "last_seen_where": (
        "{who} {asks} where you last saw {thing}.",
        "{who} {asks} where {thing} was when you last saw it.",
    ),
    "first_seen_where": (
        "{who} {asks} where you first saw {thing}.",
        "{who} {asks} where {thing} was the first time you saw it.",
    ),
    "where_place": (
        "{who} {asks} where {place} is.",
        "{who} can't find {place} and {asks} where it is.",
    ),
    "where_was_i": (
        "{who} {asks} where you were {when}.",
        "{who} {asks} what your position was {when}.",
    ),
    "nearest_to_me": (
        "{who} is standing next to me and {asks} where the nearest {thing_b} is.",
        "{who} is here with me and {asks} which {thing_b} is closest to us and where it is.",
    ),
    "robot_at_first_sight": (
        "{who} {asks} where you were when you first saw {thing}.",
        "{who} {asks} your position when you first spotted {thing}.",
    ),
    "near_reference": ("{who} {asks} where {thing} is.", "{who} {asks} where you saw {thing}."),
    "previous_spot": (
        "{who} {asks} where {thing} was before it was moved.",
        "{who} says {thing} has been moved and {asks} where it was before.",
    ),
    "last_seen": (
        "{who} {asks} when you last saw {thing}.",
        "{who} {asks} what time you most recently saw {thing}.",
    ),
    "first_seen": (
        "{who} {asks} when you first saw {thing}.",
        "{who} {asks} what time you first spotted {thing}.",
    ),
    "entered_place": (
        "{who} {asks} when you last went into {place}.",
        "{who} {asks} what time you most recently entered {place}.",
    ),
    "entered_place/here": (
        "{who} is with me and {asks} when you came into this {here}.",
        "{who} {asks} what time you arrived in the {here} we're in now.",
    ),
    "left_place": (
        "{who} {asks} when you last left {place}.",
        "{who} {asks} what time you came out of {place} the last time.",
    ),
    "last_seen_in_state": (
        "{who} {asks} when you last saw {thing} {state}.",
        "{who} {asks} what time {thing} was last {state} when you saw it.",
    ),
    "last_seen_together": (
        "{who} {asks} when you last saw {thing} and {other} at the same time.",
        "{who} {asks} when {thing} and {other} were last in view together.",
    ),
    "level_change": (
        "{who} {asks} when you last went from {level} to {level2}.",
        "{who} {asks} what time you last moved from {level} to {level2}.",
    ),
    "seen": (
        "{who} {asks} whether you've seen {thing}.",
        "{who} {asks} if you came across {thing}.",
    ),
    "colour": (
        "{who} {asks} whether you've seen {colour_thing}.",
        "{who} {asks} if there was {colour_thing} anywhere on your rounds.",
    ),
    "in_place": (
        "{who} {asks} whether there was {thing} in {place}.",
        "{who} {asks} if you saw {thing} in {place}.",
    ),
    "in_place/here": (
        "{who} is here with me and {asks} whether you've seen {thing} in this {here}.",
        "{who} {asks} if there's {thing} in the {here} we're standing in.",
    ),
    "state_last": (
        "{who} {asks} whether {thing} was {state} when you last saw it.",
        "{who} {asks} if {thing} was {state} the last time you passed it.",
    ),
    "seen_after_leaving": (
        "{who} {asks} whether you saw {thing} after you last left {place}.",
        "{who} {asks} if {thing} turned up after you came out of {place}.",
    ),
    "was_moved": (
        "{who} {asks} whether {thing} has moved since you first saw it.",
        "{who} {asks} if somebody has shifted {thing} since you first saw it.",
    ),
    "last_visit": (
        "{who} {asks} how long you were in {place} the last time.",
        "{who} {asks} how long your last visit to {place} lasted.",
    ),
    "total_in_place": (
        "{who} {asks} how much time you've spent in {place} in total.",
        "{who} {asks} how long, all visits together, you've been in {place}.",
    ),
    "ago_seen": (
        "{who} {asks} how long ago you last saw {thing}.",
        "{who} {asks} how much time has passed since you saw {thing}.",
    ),
    "sighting_span": (
        "{who} {asks} how much time passed between your first and last sighting of {thing}.",
        "{who} {asks} over how long you kept seeing {thing}, first to last.",
    ),
    "since_state_change": (
        "{who} {asks} how long {thing} has been {state}.",
        "{who} {asks} for how long {thing} has been {state} now.",
    ),
    "level_total": (
        "{who} {asks} how much time you've spent {on_level} altogether.",
        "{who} {asks} how long in total you've been {on_level}.",
    ),
    "sign_text": (
        "{who} {asks} what {thing} said when you last looked.",
        "{who} {asks} what was written on {thing}.",
    ),
    "colour_of": ("{who} {asks} what colour {thing} is.", "{who} {asks} which colour {thing} is."),
    "which_room_here": (
        "{who} is with me and {asks} which {here} we're in.",
        "{who} {asks} what this {here} is called.",
    ),
    "which_floor_here": (
        "{who} is with me and {asks} which {floor} we're on.",
        "{who} {asks} what {floor} this is.",
    ),
    "room_at_time": (
        "{who} {asks} which place you were in {when}.",
        "{who} {asks} where you were {when}, by name.",
    ),
    "which_first": (
        "{who} {asks} which you saw first, {thing} or {other}.",
        "{who} {asks} whether you saw {thing} or {other} first.",
    ),
    "places_count_recent": (
        "{who} {asks} how many different places you've been in over the last {n} minutes, not"
        " counting stairs or lifts.",
        "{who} {asks} how many areas you went through in the past {n} minutes, leaving out stairs"
        " and lifts.",
    ),
    "level_of_thing": (
        "{who} {asks} which {floor} {thing} is on.",
        "{who} {asks} on which {floor} you saw {thing}.",
    ),
    "longest_stay": (
        "{who} {asks} where you spent your longest single stay.",
        "{who} {asks} which place you stayed in the longest in one go.",
    ),
}

STYLES = {
    "plain": PLAIN,
    "asr_transcript": ASR,
    "crew_jargon": JARGON,
    "visitor_polite": POLITE,
    "heldout_relayed": RELAYED,
}

LEXICON: dict[str, dict[str, str]] = {
    "distribution_warehouse": {
        "fix": "last fix on",
        "seen": "sighting",
        "cleared": "cleared",
        "dwell": "dwell in",
        "dwell_n": "dwell",
        "unit": "unit",
        "here_any": "zone",
    },
    "cruise_ship": {
        "fix": "last eyes on",
        "seen": "eyes-on",
        "cleared": "left",
        "dwell": "time in",
        "dwell_n": "time aboard",
        "unit": "bot",
        "here_any": "space",
    },
    "research_farm": {
        "fix": "last spot on",
        "seen": "spot",
        "cleared": "came off",
        "dwell": "time in",
        "dwell_n": "time",
        "unit": "rover",
        "here_any": "patch",
    },
}

PREAMBLES = (
    "Sorry to bother you —",
    "Excuse me, I hope you don't mind me asking:",
    "Hello there! Forgive the question, but",
    "Hi, sorry to trouble you;",
    "Good day to you.",
    "Oh, hello — I wonder if you could help me.",
)
CONTEXTS = {
    "distribution_warehouse": (
        "I'm only here for the site audit today",
        "I'm the new temp on the early shift",
        "I'm a driver waiting for my trailer to be loaded",
    ),
    "cruise_ship": (
        "I'm a passenger and this is my first cruise",
        "my husband and I are exploring the ship today",
        "I'm travelling with my grandchildren and they've run off",
    ),
    "research_farm": (
        "I'm visiting from the university",
        "I'm here for the open day",
        "I'm a new student helping with the trials",
    ),
}
WHO = {
    "distribution_warehouse": (
        ("My supervisor Priya", "she"),
        ("Dave from the traffic desk", "he"),
        ("Marek, the night shift lead,", "he"),
        ("The site manager, Mrs Adeyemi,", "she"),
    ),
    "cruise_ship": (
        ("The purser", "they"),
        ("Chief Steward Amara", "she"),
        ("Hotel Director Lindqvist", "he"),
        ("A guest called Mr Hollis", "he"),
    ),
    "research_farm": (
        ("Dr Okonjo from the lab", "she"),
        ("Gwen, the farm manager,", "she"),
        ("Tom the stockman", "he"),
        ("One of the PhD students, Ravi,", "he"),
    ),
}
ASKS = ("wants to know", "is asking", "asked me to find out", "would like to know", "needs to know")

FILLERS = ("uh", "um", "er", "like", "you know", "erm")
HOMOPHONES = {
    "where": "wear",
    "seen": "scene",
    "aisle": "isle",
    "there": "their",
    "right": "write",
    "hour": "our",
    "been": "bin",
    "whole": "hole",
}


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _a(phrase: str) -> str:
    low = phrase.lower()
    vowel = low[:1] in "aeiou" and not low.startswith(("uti", "uni", "use", "eu", "one"))
    return ("an " if vowel else "a ") + phrase


def _level_phrase(form: str) -> str:
    return form if form in {"upstairs", "downstairs"} else with_article(form)


def _on_level(form: str) -> str:
    return form if form in {"upstairs", "downstairs"} else f"on {with_article(form)}"


def _clock_words(clock: str) -> str:
    hour, minute = (int(x) for x in clock.split(":"))
    h12 = hour % 12 or 12
    if minute == 0:
        mins = "o'clock"
    elif minute < 10:
        mins = f"oh {number_words(minute)}"
    else:
        mins = number_words(minute)
    part = (
        "in the morning" if hour < 12 else ("in the afternoon" if hour < 18 else "in the evening")
    )
    return f"{number_words(h12)} {mins} {part}"


def _when(style: str, time: dict[str, Any], rng_: Any) -> tuple[str, str]:
    """(phrase with preposition, bare time) for a clock or relative time slot."""
    k = int(time["minutes"])
    clock = str(time["clock"])
    if style == "asr_transcript":
        if time["mode"] == "clock":
            words = _clock_words(clock)
            return f"at {words}", words
        return f"{number_words(k)} minutes ago", f"{number_words(k)} minutes ago"
    if style == "crew_jargon":
        if time["mode"] == "clock":
            return f"at {clock.replace(':', '')}", clock.replace(":", "")
        return f"{k} min back", f"{k} min back"
    if time["mode"] == "clock":
        return f"at {clock}", clock
    return f"{k} minutes ago", f"{k} minutes ago"


def _number_to_words(match: re.Match[str]) -> str:
    digits = match.group(0)
    n = int(digits)
    if n >= 1000 or digits.startswith("0"):
        return " ".join(number_words(int(d)) for d in digits)
    return number_words(n)


class Renderer:
    """Words questions for one world."""

    def __init__(self, fam: FamilySpec, seed: int) -> None:
        self.fam = fam
        self.seed = seed

    def __call__(self, style: str, q: Any, n: int) -> str:
        rng = stream(
            self.fam.key, self.seed, "phrasing", style, q.subkind, q.target, f"{q.now:.2f}"
        )
        key = SHARED.get(q.subkind, q.subkind)
        variant = q.slots.get("variant")
        if variant and f"{key}/{variant}" in STYLES[style]:
            key = f"{key}/{variant}"
        template = pick(rng, STYLES[style][key])
        values = self._values(style, q.slots, rng)
        text = template.format(**values)
        if style == "asr_transcript":
            text = self._asr(text, rng)
        elif style in ("plain", "visitor_polite", "heldout_relayed"):
            text = _cap(text.strip())
            text = re.sub(r"([.!?]\s+)([a-z])", lambda m: m.group(1) + m.group(2).upper(), text)
        return re.sub(r"\s+", " ", text).strip()

    # ------------------------------------------------------------------ slot values

    def _values(self, style: str, slots: dict[str, Any], rng: Any) -> dict[str, str]:
        fam = self.fam
        v: dict[str, str] = {"floor": fam.floor_word}
        v.update(LEXICON[fam.key])
        thing = slots.get("thing")
        if thing:
            v["thing"] = thing["text"]
            v["thing_b"] = thing["bare"]
            v["thing_cap"] = _cap(thing["text"])
            v["thing_noun"] = thing["noun"]
            if "colour" in slots:
                v["colour_thing"] = _a(f"{slots['colour']} {thing['noun']}")
        other = slots.get("other")
        if other:
            v["other"] = other["text"]
            v["other_b"] = other["bare"]
        if "colour" in slots:
            v["colour"] = slots["colour"]
        if "state" in slots:
            v["state"] = slots["state"]
        place = slots.get("place")
        if place:
            v["place"] = with_article(place["form"])
            v["place_b"] = place["form"]
        for name in ("level", "level2"):
            level = slots.get(name)
            if level:
                v[name] = _level_phrase(level["form"])
                v[f"{name}_b"] = level["form"]
                if name == "level":
                    v["on_level"] = _on_level(level["form"])
        if "time" in slots:
            v["when"], v["when_bare"] = _when(style, slots["time"], rng)
        if "minutes" in slots:
            k = int(slots["minutes"])
            v["n"] = number_words(k) if style == "asr_transcript" else str(k)
        v["here"] = slots.get("here_word", "place")
        if style == "visitor_polite":
            v["pre"] = pick(rng, PREAMBLES)
            v["ctx"] = pick(rng, CONTEXTS[fam.key])
        if style == "heldout_relayed":
            who, pron = pick(rng, WHO[fam.key])
            asks = pick(rng, ASKS)
            v["who"], v["pron"], v["asks"] = who, pron, asks
        if style == "asr_transcript":
            self._self_correct(v, slots, rng)
        return v

    def _self_correct(self, v: dict[str, str], slots: dict[str, Any], rng: Any) -> None:
        """ "the galley no sorry the aft lounge": a wrong name first, then the meant one."""
        fix = pick(rng, ("no sorry", "no wait", "i mean", "sorry"))
        place = slots.get("place")
        if place and chance(rng, 0.35):
            others = [p for p in self.fam.places if p.key != place["key"] and not p.transit]
            wrong = pick(rng, others).name
            v["place"] = f"{with_article(wrong)} {fix} {v['place']}"
            v["place_b"] = f"{wrong} {fix} {v['place_b']}"
            return
        thing = slots.get("thing")
        if thing and thing.get("kind") in ("class", "unique") and chance(rng, 0.25):
            other_classes = [
                c
                for c in self.fam.classes
                if c.noun != thing["noun"] and c.key != thing.get("class")
            ]
            wrong = pick(rng, other_classes).noun
            if thing["kind"] == "class":
                v["thing"] = f"{_a(wrong)} {fix} {v['thing']}"
            else:
                v["thing"] = f"the {wrong} {fix} {v['thing']}"
            v["thing_b"] = f"{wrong} {fix} {v['thing_b']}"

    # ------------------------------------------------------------------ speech

    def _asr(self, text: str, rng: Any) -> str:
        text = text.lower()
        text = re.sub(r"\d+", _number_to_words, text)
        text = re.sub(r"[?!.,;:—()\"/]", " ", text)
        text = text.replace("-", " ")
        words = text.split()
        if chance(rng, 0.25):
            slips = [i for i, w in enumerate(words) if w in HOMOPHONES]
            if slips:
                i = pick(rng, slips)
                words[i] = HOMOPHONES[words[i]]
        if len(words) > 3 and chance(rng, 0.45):
            i = int(rng.integers(0, len(words) - 1))
            words.insert(i, words[i])
        for _ in range(int(rng.integers(0, 3))):
            i = int(rng.integers(0, len(words)))
            words.insert(i, pick(rng, FILLERS))
        return " ".join(words)


def clock_of(t: float) -> str:
    return datetime.fromtimestamp(t, tz=UTC).strftime("%H:%M")

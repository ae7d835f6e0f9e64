"""Five phrasings: only the question string changes. Slots: {thing} {place} {clock} {text}
{plural} {plural2} {label}."""

from __future__ import annotations

from typing import Any

import numpy as np

from .phr_variants import SECOND

INVESTIGATOR = {
    "where_is": "For the record, state where {thing} was last observed by you.",
    "first_seen_where": "For the incident file: where was {thing} when you first recorded it?",
    "where_place": "Please indicate for the report where {place} is located.",
    "where_before_move": "The file notes {thing} was relocated. Where was it before that?",
    "where_at_clock": "State, for the record, where you were at {clock} UTC.",
    "where_text": 'Where exactly was the {what} reading "{text}" that you recorded?',
    "last_seen": "At what time did you last observe {thing}?",
    "first_seen": "At what time was {thing} first observed by you?",
    "entered_place": "Record the time you most recently entered {place}.",
    "left_place": "Record the time at which you most recently exited {place}.",
    "moved_noticed": "At what time did you first observe {thing} in its new position?",
    "first_entry": "State the time of your first entry into {place}.",
    "last_floor_change": "At what time did you last arrive on a different floor?",
    "seen_yes": "Confirm or deny: did you observe {thing} at any point?",
    "has_moved": "Confirm or deny: has {thing} changed position since your first observation?",
    "been_to": "Confirm or deny: have you been inside {place}?",
    "seen_after_clock": "Confirm or deny: was {thing} observed by you after {clock} UTC?",
    "more_than": "For the statistics: did you record more {plural} than {plural2}?",
    "last_visit": "State the duration of your most recent stay in {place}.",
    "ago_seen": "How much time has elapsed since you last observed {thing}?",
    "total_in_place": "State the total time you have spent in {place}, all visits combined.",
    "break_length": "How long did your recording stop while you were on the charger?",
    "sighting_span": "How much time lies between your first and your last observation of {thing}?",
    "first_visit_length": "State the duration of your first stay in {place}.",
    "which_room_here": "Identify, for the record, the room you are presently in.",
    "colour_of": "State the colour of {thing}.",
    "count_visits": "How many separate times did you enter {place}? A number, please.",
    "floor_of_thing": "On which floor was {thing} last observed?",
    "room_after": "Having left {place} most recently, which room did you proceed to next?",
    "plate_of": "What identifying number was displayed on the {label} you observed in {place}?",
}

VOICE = {
    "where_is": "Hey robot, show me where {thing} is.",
    "first_seen_where": "Show me where you first spotted {thing}.",
    "where_place": "Navigate: show me where {place} is.",
    "where_before_move": "Show me where {thing} used to be before it moved.",
    "where_at_clock": "Show me where you were at {clock}.",
    "where_text": 'Show me where that {what} saying "{text}" was.',
    "last_seen": "Tell me when you last saw {thing}.",
    "first_seen": "Tell me when you first saw {thing}.",
    "entered_place": "Tell me the time you last went into {place}.",
    "left_place": "Tell me the time you last left {place}.",
    "moved_noticed": "Tell me when you first saw {thing} at its new spot.",
    "first_entry": "Tell me when you went into {place} for the first time.",
    "last_floor_change": "Tell me when you last switched floors.",
    "seen_yes": "Tell me yes or no: have you seen {thing}?",
    "has_moved": "Yes or no: has {thing} moved since you first saw it?",
    "been_to": "Yes or no: have you been in {place} today?",
    "seen_after_clock": "Yes or no: did you see {thing} after {clock}?",
    "more_than": "Yes or no: did you see more {plural} than {plural2}?",
    "last_visit": "Tell me how long you spent in {place} last time.",
    "ago_seen": "Tell me how long ago you saw {thing}.",
    "total_in_place": "Tell me how much time you spent in {place} altogether.",
    "break_length": "Tell me how long you were docked and not recording.",
    "sighting_span": "Tell me how long passed between first and last seeing {thing}.",
    "first_visit_length": "Tell me how long your first stay in {place} lasted.",
    "which_room_here": "Tell me which room you're in right now.",
    "colour_of": "Tell me the colour of {thing}.",
    "count_visits": "Count for me: how many times were you in {place}?",
    "floor_of_thing": "Tell me which floor {thing} is on.",
    "room_after": "Tell me which room you went to right after {place}.",
    "plate_of": "Read me the number on the {label} in {place}.",
}

TEEN = {
    "where_is": "wheres {thing} rn??",
    "first_seen_where": "ok so where did u first see {thing}",
    "where_place": "where is {place} lol i'm lost",
    "where_before_move": "{thing} moved?? where was it b4",
    "where_at_clock": "where were u at like {clock}",
    "where_text": 'where was that {what} w "{text}" on it',
    "last_seen": "when did u last see {thing}",
    "first_seen": "when did u first spot {thing} tho",
    "entered_place": "what time did u go in2 {place} last",
    "left_place": "wat time did u leave {place} last",
    "moved_noticed": "when did u 1st notice {thing} had moved",
    "first_entry": "when did u go into {place} the very 1st time",
    "last_floor_change": "when did u last change floors",
    "seen_yes": "u seen {thing}? y/n",
    "has_moved": "has {thing} moved since u first saw it y/n",
    "been_to": "u been in {place} today?? y/n",
    "seen_after_clock": "did u see {thing} after {clock} y/n",
    "more_than": "more {plural} than {plural2}?? y/n",
    "last_visit": "how long were u in {place} last time",
    "ago_seen": "how long ago did u see {thing}",
    "total_in_place": "how long were u in {place} in total lol",
    "break_length": "how long were u on the charger 4",
    "sighting_span": "how long between 1st and last time u saw {thing}",
    "first_visit_length": "how long was ur 1st time in {place}",
    "which_room_here": "wat room is this",
    "colour_of": "wat colour is {thing}",
    "count_visits": "how many times u been in {place}",
    "floor_of_thing": "wat floor is {thing} on",
    "room_after": "after {place} which room did u go 2",
    "plate_of": "wats the number on the {label} in {place}",
}

INDIRECT = {
    "where_is": "I'd like to know where {thing} was when you last saw it.",
    "first_seen_where": "I was wondering where {thing} was when you first came across it.",
    "where_place": "Could you tell me where {place} is, please?",
    "where_before_move": "I'd like to know where {thing} stood before it was moved.",
    "where_at_clock": "I'm trying to find out where you were at {clock}.",
    "where_text": 'I wonder where you saw the {what} with "{text}" on it.',
    "last_seen": "I'd like to know when you last saw {thing}.",
    "first_seen": "I was wondering when you first saw {thing}.",
    "entered_place": "I'd be grateful to know when you last went into {place}.",
    "left_place": "I'd like to know when you last came out of {place}.",
    "moved_noticed": "I'm curious when you first noticed {thing} in a new spot.",
    "first_entry": "I'd like to know when you went into {place} for the first time.",
    "last_floor_change": "I'd like to know when you last went to another floor.",
    "seen_yes": "I'd like to know whether you saw {thing}.",
    "has_moved": "I wonder whether {thing} has moved since you first saw it.",
    "been_to": "I'd like to know whether you have been in {place}.",
    "seen_after_clock": "I'm wondering whether you saw {thing} after {clock}.",
    "more_than": "I'd like to know whether you saw more {plural} than {plural2}.",
    "last_visit": "I'd like to know how long you stayed in {place} the last time.",
    "ago_seen": "I wonder how long ago you saw {thing}.",
    "total_in_place": "I'd like to know how long you spent in {place} in total.",
    "break_length": "I'd like to know how long your charging break lasted.",
    "sighting_span": "I'm curious how long passed between your first and last sighting of {thing}.",
    "first_visit_length": "I'd like to know how long your first visit to {place} lasted.",
    "which_room_here": "I'd like to know which room this is.",
    "colour_of": "I was wondering what colour {thing} is.",
    "count_visits": "I'd like to know how many times you were in {place}.",
    "floor_of_thing": "I'd like to know which floor {thing} was on.",
    "room_after": "I'd like to know which room you went to after {place}.",
    "plate_of": "I'd like to know what number was on the {label} in {place}.",
}

HANDOVER = {
    "where_is": "Handover note for the next shift: where did you last log {thing}?",
    "first_seen_where": "Before I hand over, where was {thing} on your first log of it?",
    "where_place": "New guard here. Where is {place} on this site?",
    "where_before_move": "Handover check: {thing} got shifted. Where was it before?",
    "where_at_clock": "For the handover log, where were you on patrol at {clock}?",
    "where_text": 'Handover: where is the {what} marked "{text}"?',
    "last_seen": "Handover: what time did you last log {thing}?",
    "first_seen": "For the handover sheet, what time did {thing} first show up on your rounds?",
    "entered_place": "For the log, what time did you last go into {place}?",
    "left_place": "For the log, what time did you last clear out of {place}?",
    "moved_noticed": "Handover: what time did you first log {thing} at a new spot?",
    "first_entry": "For the log, what time did your rounds first take you into {place}?",
    "last_floor_change": "For the log, what time did you last change floors on your round?",
    "seen_yes": "Handover check: any sign of {thing} on your rounds?",
    "has_moved": "Handover check: has {thing} been moved since your first log of it?",
    "been_to": "Handover check: did your rounds take you into {place}?",
    "seen_after_clock": "Handover check: did you log {thing} after {clock}?",
    "more_than": "Handover tally: more {plural} logged than {plural2}?",
    "last_visit": "For the log, how long was your last check of {place}?",
    "ago_seen": "Handover: how long since you last logged {thing}?",
    "total_in_place": "For the log, total time spent in {place} this shift?",
    "break_length": "For the log, how long were you off on the charger mid-shift?",
    "sighting_span": "For the log, how long from first to last logging {thing}?",
    "first_visit_length": "For the log, how long did your first check of {place} take?",
    "which_room_here": "Handover: which room are you standing in now?",
    "colour_of": "Handover: what colour is {thing}?",
    "count_visits": "Handover tally: how many separate checks of {place} did you do?",
    "floor_of_thing": "Handover: which floor did you log {thing} on?",
    "room_after": "Handover: after your last check of {place}, which room was next?",
    "plate_of": "Handover: what number is on the {label} in {place}?",
}

TEMPLATES: dict[str, dict[str, str]] = {
    "investigator": INVESTIGATOR,
    "voice_assistant": VOICE,
    "teen_text": TEEN,
    "indirect": INDIRECT,
    "heldout_handover": HANDOVER,
}


def word(phrasing: str, subkind: str, args: dict[str, Any], rng: np.random.Generator) -> str:
    """The question string of one question in one phrasing."""
    key = "seen_yes" if subkind == "seen_never" else subkind
    table = TEMPLATES[phrasing] if rng.random() < 0.5 else SECOND[phrasing]
    text = table[key].format(**args)
    if phrasing == "teen_text" and rng.random() < 0.3:
        text += " " + ["pls", "thx", "asap", "ty"][int(rng.integers(4))]
    return text[0].upper() + text[1:] if phrasing != "teen_text" else text

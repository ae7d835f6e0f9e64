"""Held-out phrasing: radio voice procedure (call signs, "request", "confirm", "over").

Kept out of development: do not tune anything on these strings.
"""

from __future__ import annotations

from typing import Any

RADIO: dict[str, Any] = {
    "where_object": [
        "Rover, this is Base. Request position of {obj}. Over.",
        "Base to Rover: say location of {obj}, over.",
        "Rover, Base. {obj}, grid position required. How copy? Over.",
        "All units stand by. Rover, report where {obj} is located. Over.",
    ],
    "where_class": [
        "Rover, Base. Request location of {thing} you have observed. Over.",
        "Base to Rover, any {things} sighted? Give position. Over.",
        "Rover, report a position where {thing} was observed. Over.",
        "Rover, this is Base, we need {thing}; send location of one you logged. Over.",
    ],
    "where_place": [
        "Rover, Base. Request position of {place}. Over.",
        "Base to Rover: say location of {place}, over.",
        "Rover, team is en route to {place}. Confirm its position. Over.",
        "Rover, need a fix on {place}. Over.",
    ],
    "where_last_moving": [
        "Rover, Base. Last known position of {obj}? Over.",
        "Base to Rover: where was {obj} at last contact? Over.",
        "Rover, report last sighting position, {obj}. Over.",
        "Rover, we lost track of {obj}. Say last observed location. Over.",
    ],
    "where_lost": [
        "Rover, Base. Member of public reports a missing {item}. Last observed position? Over.",
        "Base to Rover: lost property, one {item}. Say where you logged it. Over.",
        "Rover, locate {obj} for the owner, report position. Over.",
        "Rover, this is Base, report where the {item} was last seen. Over.",
    ],
    "closest": [
        "Rover, Base. Nearest {cls} to your current position? Over.",
        "Base to Rover: report closest {cls} from where you are now. Over.",
        "Rover, request position of the {cls} nearest to you. Over.",
        "Rover, we need {thing} urgently. Give the closest one to your location. Over.",
    ],
    "where_first": [
        "Rover, Base. Position of first {things} sighting? Over.",
        "Base to Rover: where did you initially observe {thing}? Over.",
        "Rover, report location of your first contact with {thing}. Over.",
        "Rover, say position, first observation of {thing}. Over.",
    ],
    "first_seen": [
        "Rover, Base. Time of first sighting of {thing}? Over.",
        "Base to Rover: when did you first observe {thing}? Over.",
        "Rover, report time, initial contact with {thing}. Over.",
        "Rover, for the log: {thing}, time first seen. Over.",
    ],
    "last_seen": [
        "Rover, Base. Time of last sighting of {thing}? Over.",
        "Base to Rover: when did you last observe {thing}? Over.",
        "Rover, report time of last contact, {thing}. Over.",
        "Rover, for the log: {thing}, time last seen. Over.",
    ],
    "entered_place": [
        "Rover, Base. Time you entered {place}{which_tail}? Over.",
        "Base to Rover: report entry time, {place}{which_tail}. Over.",
        "Rover, when did you arrive at {place}{which_tail}? Over.",
        "Rover, log check. {place}{which_tail}, time in? Over.",
    ],
    "left_place": [
        "Rover, Base. Time you departed {place}{which_tail}? Over.",
        "Base to Rover: report exit time, {place}{which_tail}. Over.",
        "Rover, when did you clear {place}{which_tail}? Over.",
        "Rover, log check. {place}{which_tail}, time out? Over.",
    ],
    "outdoor_change": [
        "Rover, Base. Time you {go_past}{which_tail}? Over.",
        "Base to Rover: report the time you {go_past}{which_tail}. Over.",
        "Rover, confirm when you {go_past}{which_tail}. Over.",
        "Rover, log check: when did you {go}{which_tail}? Over.",
    ],
    "took_connector": {
        "vertical": [
            "Rover, Base. Time you boarded the {conn} {dir_word} to {to_floor}{which_tail}? Over.",
            "Base to Rover: report time of {conn} transit from {from_floor} to {to_floor}. Over.",
            "Rover, when did you take the {conn} {dir_word}{which_tail}? Over.",
            "Rover, log check: {conn}, {dir_word} to {to_floor}, time? Over.",
        ],
        "travel": [
            "Rover, Base. Time you boarded the moving walkway{which_tail}? Over.",
            "Base to Rover: report travelator transit time{which_tail}. Over.",
            "Rover, when were you on the walkway{which_tail}? Over.",
            "Rover, log check: travelator{which_tail}, time? Over.",
        ],
    },
    "passed": [
        "Rover, Base. Time you passed {obj}? Over.",
        "Base to Rover: when did you go by {obj}? Over.",
        "Rover, report time abeam {obj}. Over.",
        "Rover, log check: {obj}, time passed. Over.",
    ],
    "seen_any": [
        "Rover, Base. Any {things} observed? Affirm or negative. Over.",
        "Base to Rover: confirm sighting of {thing}. Over.",
        "Rover, have you had eyes on {thing}? Over.",
        "Rover, quick check, {thing}, seen yes or no? Over.",
    ],
    "seen_in_place": [
        "Rover, Base. Any {things} observed in {place}? Over.",
        "Base to Rover: confirm {thing} present in {place}. Over.",
        "Rover, during your pass through {place}, eyes on {thing}? Over.",
        "Rover, {place}: {thing}, affirm or negative? Over.",
    ],
    "door_open": {
        "open": [
            "Rover, Base. Was {obj} open at last observation? Over.",
            "Base to Rover: status of {obj}, open, last check? Over.",
            "Rover, confirm {obj} was open when last seen. Over.",
            "Rover, {obj}, open or closed at last contact? Over.",
        ],
        "on": [
            "Rover, Base. Was {obj} running at last observation? Over.",
            "Base to Rover: {obj}, switched on at last check? Over.",
            "Rover, confirm {obj} was on when last seen. Over.",
            "Rover, {obj}, on or off at last contact? Over.",
        ],
    },
    "count_more": [
        "Rover, Base. More than {k} {things} in {place}? Over.",
        "Base to Rover: confirm count of {things} in {place} exceeds {k}. Over.",
        "Rover, {place}: {things} above {k}, affirm or negative? Over.",
        "Rover, headcount check, {things} in {place} greater than {k}? Over.",
    ],
    "still_in": [
        "Rover, Base. Is {obj} still in {place}? Over.",
        "Base to Rover: confirm {obj} remains at {place}. Over.",
        "Rover, per your last sighting, {obj} in {place}? Over.",
        "Rover, {obj}: still located in {place}, affirm or negative? Over.",
    ],
    "screen_said": [
        "Rover, Base. Did {obj} read {word} at last observation? Over.",
        "Base to Rover: confirm {obj} displayed {word}. Over.",
        "Rover, {obj}, status {word}, affirm or negative? Over.",
        "Rover, last reading of {obj}, was it {word}? Over.",
    ],
    "visited_place": [
        "Rover, Base. Have you entered {place}? Over.",
        "Base to Rover: confirm you visited {place}. Over.",
        "Rover, {place}, have you been inside, affirm or negative? Over.",
        "Rover, log check: any entry into {place}? Over.",
    ],
    "stay_visit": [
        "Rover, Base. Duration of your stay in {place}{which_tail}? Over.",
        "Base to Rover: report time spent in {place}{which_tail}. Over.",
        "Rover, how long were you in {place}{which_tail}? Over.",
        "Rover, log check: {place}{which_tail}, time on site? Over.",
    ],
    "total_in_place": [
        "Rover, Base. Total time in {place}, all visits? Over.",
        "Base to Rover: report cumulative time spent in {place}. Over.",
        "Rover, sum of your time in {place}? Over.",
        "Rover, log check: {place}, total duration. Over.",
    ],
    "total_outdoors": [
        "Rover, Base. Total time outdoors this shift? Over.",
        "Base to Rover: report cumulative time outside. Over.",
        "Rover, how long have you been in the open air in total? Over.",
        "Rover, log check: total outdoor duration. Over.",
    ],
    "ride_duration": {
        "vertical": [
            "Rover, Base. Duration of {conn} transit {dir_word} to {to_floor}{which_tail}? Over.",
            "Base to Rover: how long in the {conn} from {from_floor} to {to_floor}? Over.",
            "Rover, report time aboard the {conn}{which_tail}. Over.",
            "Rover, log check: {conn} {dir_word}, duration. Over.",
        ],
        "travel": [
            "Rover, Base. Duration on the moving walkway{which_tail}? Over.",
            "Base to Rover: how long on the travelator{which_tail}? Over.",
            "Rover, report time aboard the walkway{which_tail}. Over.",
            "Rover, log check: travelator, duration{which_tail}. Over.",
        ],
    },
    "between_events": [
        "Rover, Base. Elapsed time between when you {ev1} and when you {ev2}? Over.",
        "Base to Rover: report interval, you {ev1}, then you {ev2}. Over.",
        "Rover, how long after you {ev1} did you {ev2_base}? Over.",
        "Rover, log check: gap between when you {ev1} and when you {ev2}. Over.",
    ],
    "since_seen": [
        "Rover, Base. How long since last sighting of {thing}? Over.",
        "Base to Rover: time elapsed since you last observed {thing}? Over.",
        "Rover, report how long ago {thing} was last in view. Over.",
        "Rover, log check: {thing}, time since last contact. Over.",
    ],
    "wait": [
        "Rover, Base. Duration of your hold in {place}{which_tail}? Over.",
        "Base to Rover: how long were you stationary in {place}{which_tail}? Over.",
        "Rover, report length of your stop at {place}{which_tail}. Over.",
        "Rover, log check: {place}{which_tail}, holding time. Over.",
    ],
    "sign_text": {
        "sign": [
            "Rover, Base. Read back the text on {obj}. Over.",
            "Base to Rover: what does {obj} say? Over.",
            "Rover, report wording of {obj}. Over.",
            "Rover, need the message on {obj}, read it back. Over.",
        ],
        "screen": [
            "Rover, Base. Read back {obj} at last observation. Over.",
            "Base to Rover: status shown on {obj}? Over.",
            "Rover, report what {obj} displayed when last seen. Over.",
            "Rover, last reading of {obj}, read it back. Over.",
        ],
    },
    "which_place": [
        "Rover, Base. Name the area where {obj} is located. Over.",
        "Base to Rover: which room holds {obj}? Over.",
        "Rover, report the area name for {obj}. Over.",
        "Rover, {obj}, in which location? Name only. Over.",
    ],
    "which_floor": [
        "Rover, Base. Which floor for {obj}? Over.",
        "Base to Rover: report level of {obj}. Over.",
        "Rover, {obj}, confirm floor. Over.",
        "Rover, team needs the level where {obj} is. Over.",
    ],
    "colour": [
        "Rover, Base. Colour of {obj}? Over.",
        "Base to Rover: describe {obj}, colour only. Over.",
        "Rover, report colour, {obj}. Over.",
        "Rover, for identification, what colour is {obj}? Over.",
    ],
    "what_sold": [
        "Rover, Base. What does {place} {verb}? Over.",
        "Base to Rover: report goods on offer at {place}. Over.",
        "Rover, {place}, what items did you observe for sale? Over.",
        "Rover, supply check: what is available at {place}? Over.",
    ],
    "how_many": [
        "Rover, Base. Count of {things} in {place}? Over.",
        "Base to Rover: how many {things} observed in {place}? Over.",
        "Rover, report number of {things}, {place}. Over.",
        "Rover, headcount, {things} at {place}. Over.",
    ],
    "where_at_time": [
        "Rover, Base. Your location {mins} minutes ago? Over.",
        "Base to Rover: report which area you were in {mins} minutes back. Over.",
        "Rover, position check, T minus {mins} minutes, area name? Over.",
        "Rover, where were you {mins} minutes ago? Area only. Over.",
    ],
}

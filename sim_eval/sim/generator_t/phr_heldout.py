"""The held-out phrasing (seed 2 only): a researcher running a formal evaluation protocol."""

from __future__ import annotations

EVAL = {
    "where_is": "Evaluation item. Please state where {thing} was at your most recent "
    "observation of it.",
    "first_seen_where": "Evaluation item. Please state where {thing} was at your earliest "
    "observation of it.",
    "where_place": "Evaluation item. Please indicate where {place} is located.",
    "exit_point": "Evaluation item. Please state where you were at the moment you most "
    "recently exited {place}.",
    "robot_at_first_sighting": "Evaluation item. Please state where you yourself were when "
    "{thing} was first observed.",
    "longest_stay_where": "Evaluation item. Excluding the charging station, please state where "
    "your longest uninterrupted stay took place.",
    "last_seen": "Evaluation item. Report the time of your most recent observation of {thing}.",
    "first_seen": "Evaluation item. Report the time of your earliest observation of {thing}.",
    "entered_place": "Evaluation item. Report the time at which you most recently entered {place}.",
    "left_place": "Evaluation item. Report the time at which you most recently exited {place}.",
    "arrived_after_clock": "Evaluation item. Report the time at which you first entered {place} "
    "after {clock}.",
    "break_resume": "Evaluation item. Report the time at which operation resumed after the "
    "charging period.",
    "last_on_floor": "Evaluation item. Report the most recent time at which you were on the "
    "{floor}.",
    "seen": "Evaluation item. Answer yes or no: was {thing} observed at any point?",
    "seen_in_place": "Evaluation item. Answer yes or no: was {thing} observed in {place}?",
    "longer_than_minutes": "Evaluation item. Answer yes or no: did your cumulative time in "
    "{place} exceed {mins}?",
    "revisited": "Evaluation item. Answer yes or no: did you return to {place} after your "
    "first visit?",
    "on_floor_now": "Evaluation item. Answer yes or no: are you currently on the {floor}?",
    "last_visit": "Evaluation item. Report the duration of your most recent visit to {place}.",
    "ago_seen": "Evaluation item. Report the time elapsed since your most recent observation "
    "of {thing}.",
    "total_in_place": "Evaluation item. Report your cumulative time spent in {place}.",
    "between_events": "Evaluation item. For your most recent trip from {place} to {place2}, "
    "report the interval between exiting the first and entering the second.",
    "first_arrival_ago": "Evaluation item. Report the time elapsed since you first entered "
    "{place}.",
    "floor_total": "Evaluation item. Report your cumulative time spent on the {floor}.",
    "pre_break_work": "Evaluation item. Report the length of your operating period before the "
    "charging break.",
    "which_room_here": "Evaluation item. Name the room you are currently in.",
    "colour_of": "Evaluation item. Name the colour of {thing}.",
    "which_floor_now": "Evaluation item. Name the floor you are currently on.",
    "count_in_place": "Evaluation item. State the number of {plural} you observed in {place}.",
    "first_place_after_break": "Evaluation item. Name the first room you entered after the "
    "charging break.",
    "most_time_place": "Evaluation item. Name the room in which you have spent the most time.",
}

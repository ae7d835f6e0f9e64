"""Question templates of the four development phrasings (one per subkind, my own wording)."""

from __future__ import annotations

RADIO = {
    "where_is": "Robot, base. Where is {thing}, last you saw it? Over.",
    "first_seen_where": "Base to robot: where was {thing} when you first picked it up? Over.",
    "where_place": "Robot, base. Need a fix on {place}, where is it? Over.",
    "exit_point": "Base here. Last time you came out of {place}, where were you exactly? Over.",
    "robot_at_first_sighting": "Robot, base. Where were you standing when {thing} first came "
    "up on your camera? Over.",
    "longest_stay_where": "Base to robot: where did you park the longest in one go, charging "
    "spot aside? Over.",
    "last_seen": "Robot, base. Time of last contact with {thing}? Over.",
    "first_seen": "Base to robot: first contact with {thing}, what time? Over.",
    "entered_place": "Robot, base. What time did you last go into {place}? Over.",
    "left_place": "Base here. When did you last clear out of {place}? Over.",
    "arrived_after_clock": "Robot, base. After {clock}, what time did you first reach {place}? "
    "Over.",
    "break_resume": "Base to robot: what time did you come off charge and roll again? Over.",
    "last_on_floor": "Robot, base. When were you last on the {floor}? Over.",
    "seen": "Robot, base. Any sighting of {thing} so far? Yes or no. Over.",
    "seen_in_place": "Base to robot: did you spot {thing} in {place}? Over.",
    "longer_than_minutes": "Robot, base. Total in {place}: over {mins}? Yes or no. Over.",
    "revisited": "Base here. Did you go back into {place} a second time? Over.",
    "on_floor_now": "Robot, base. Confirm: are you on the {floor} right now? Over.",
    "last_visit": "Robot, base. Your last stop in {place}, how long? Over.",
    "ago_seen": "Base to robot: how long since you last had eyes on {thing}? Over.",
    "total_in_place": "Robot, base. Total time in {place}, all visits? Over.",
    "between_events": "Base here. Last run from {place} to {place2}: how long from leaving to "
    "arriving? Over.",
    "first_arrival_ago": "Robot, base. How long ago did you first enter {place}? Over.",
    "floor_total": "Base to robot: total time spent on the {floor}? Over.",
    "pre_break_work": "Robot, base. How long were you out before you went to charge? Over.",
    "which_room_here": "Robot, base. What room are you in now? Over.",
    "colour_of": "Base to robot: colour of {thing}? Over.",
    "which_floor_now": "Robot, base. Which floor are you on now? Over.",
    "count_in_place": "Robot, base. Count of {plural} you saw in {place}? Over.",
    "first_place_after_break": "Base here. After charging, which room did you hit first? Over.",
    "most_time_place": "Robot, base. Which room did you spend the most time in? Over.",
}

LOW_VISION = {
    "where_is": "I can't see very well, so I'm relying on you. Where did you last notice {thing}?",
    "first_seen_where": "My eyesight isn't great. Could you tell me where {thing} was when you "
    "first came across it?",
    "where_place": "I'm partially sighted and I need to get to {place}. Where is it?",
    "exit_point": "I can't read the signs myself. Where exactly were you when you last left "
    "{place}?",
    "robot_at_first_sighting": "I'm trying to retrace your steps without seeing much. Where "
    "were you when you first spotted {thing}?",
    "longest_stay_where": "I can't follow you around by sight, so tell me: where did you stay "
    "the longest in one stretch, not counting charging?",
    "last_seen": "I can't see it myself, so could you tell me when you last noticed {thing}?",
    "first_seen": "Since I can't look for myself, when did you first notice {thing}?",
    "entered_place": "I couldn't see you go in. When did you last go into {place}?",
    "left_place": "I didn't see you leave. When did you most recently come out of {place}?",
    "arrived_after_clock": "I lost track of you after {clock}. When did you first get to "
    "{place} after that?",
    "break_resume": "I can't see the charger from here. When did you start moving again after "
    "your charge?",
    "last_on_floor": "I can't see the floor numbers. When were you last on the {floor}?",
    "seen": "I can't check this myself. Have you come across {thing} at all?",
    "seen_in_place": "I can't see into {place} from here. Did you notice {thing} in there?",
    "longer_than_minutes": "I'm asking because I couldn't watch: did you spend more than {mins} "
    "in {place} altogether?",
    "revisited": "I can't tell by looking. Did you go back to {place} after your first time there?",
    "on_floor_now": "I can't read the lift buttons. Are we on the {floor} at the moment?",
    "last_visit": "I couldn't see how long you stayed. How long were you in {place} the last time?",
    "ago_seen": "I can't spot it myself. How long has it been since you last noticed {thing}?",
    "total_in_place": "I can't keep track by sight. How much time have you spent in {place} "
    "altogether?",
    "between_events": "I couldn't follow you. The last time you went from {place} to {place2}, "
    "how long did it take from leaving one to arriving at the other?",
    "first_arrival_ago": "Since I can't see the clock well: how long ago did you first get to "
    "{place}?",
    "floor_total": "I can't see which floor you're on. How long were you on the {floor} in total?",
    "pre_break_work": "I can't see the charger light. How long had you been working before "
    "you went to charge?",
    "which_room_here": "I can't read the sign on the door. Which room are we in?",
    "colour_of": "I can't make out colours well. What colour is {thing}?",
    "which_floor_now": "I can't see the floor number. Which floor are we on?",
    "count_in_place": "I can't count them myself. How many {plural} did you notice in {place}?",
    "first_place_after_break": "I couldn't see you leave the charger. Which room did you go "
    "into first after charging?",
    "most_time_place": "I can't follow you by sight, so which room have you spent the most "
    "time in?",
}

PHONE_TYPO = {
    "where_is": "where did u lsat see {thing}",
    "first_seen_where": "where was {thing} wehn you frist saw it??",
    "where_place": "where is {place} im lost lol",
    "exit_point": "where were u exactly when u last left {place}",
    "robot_at_first_sighting": "where were yuo when u first saw {thing}",
    "longest_stay_where": "where did u stay teh longest in one go (not the charger)",
    "last_seen": "wen did u last see {thing}",
    "first_seen": "what tiem did u first see {thing}",
    "entered_place": "when did u last go into {place}??",
    "left_place": "wat time did u last leave {place}",
    "arrived_after_clock": "after {clock} when did u first get to {place}",
    "break_resume": "when did u get going agian after charging",
    "last_on_floor": "wen were u last on the {floor}",
    "seen": "did u see {thing} at all??",
    "seen_in_place": "did u see {thing} in {place}",
    "longer_than_minutes": "were u in {place} more then {mins} total?",
    "revisited": "did u go back to {place} after teh first time",
    "on_floor_now": "r we on the {floor} rn?",
    "last_visit": "how long were u in {place} last tiem",
    "ago_seen": "how long since u last saw {thing}",
    "total_in_place": "how much time in {place} all togther",
    "between_events": "last time u went from {place} to {place2} how long did it take",
    "first_arrival_ago": "how long ago did u first get to {place}",
    "floor_total": "how long were u on the {floor} in totla",
    "pre_break_work": "how long did u work b4 u went to charge",
    "which_room_here": "wat room is this",
    "colour_of": "wat colour is {thing}",
    "which_floor_now": "which floor r we on",
    "count_in_place": "how many {plural} did u see in {place}",
    "first_place_after_break": "which room did u go to frist after charging",
    "most_time_place": "which room did u spend most time in",
}

WE_CONTEXT = {
    "where_is": "I'm just parking the trolley. By the way, where did we last see {thing}?",
    "first_seen_where": "Hang on, I'm writing this up. Where was {thing} when we first came "
    "across it?",
    "where_place": "I've got a delivery for {place}. Where is it from here?",
    "exit_point": "I'm checking the door log. Where were we when we last came out of {place}?",
    "robot_at_first_sighting": "I'm sketching our route. Where were we when we first saw {thing}?",
    "longest_stay_where": "I'm reviewing the day. Where did we stay put the longest, apart "
    "from the charger?",
    "last_seen": "I'm filling in the sheet now. When did we last see {thing}?",
    "first_seen": "Just a quick one while I think of it: when did we first see {thing}?",
    "entered_place": "Someone's asking after us. When did we last go into {place}?",
    "left_place": "I'm on the phone with the front desk. When did we last leave {place}?",
    "arrived_after_clock": "My notes stop at {clock}. After that, when did we first reach {place}?",
    "break_resume": "For the timesheet: when did we get going again after charging?",
    "last_on_floor": "I'm updating the floor log. When were we last on the {floor}?",
    "seen": "I'm finishing the checklist. Did we come across {thing} at all?",
    "seen_in_place": "Quick check while I'm here: did we see {thing} in {place}?",
    "longer_than_minutes": "I'm filling in the hours. Did we spend more than {mins} in "
    "{place} in total?",
    "revisited": "Thinking back on our round: did we go back to {place} after the first time?",
    "on_floor_now": "I've lost count of the stairs. Are we on the {floor} now?",
    "last_visit": "For the report: how long were we in {place} the last time?",
    "ago_seen": "I'm trying to work something out. How long ago did we last see {thing}?",
    "total_in_place": "Adding up the day: how long have we been in {place} altogether?",
    "between_events": "I'm timing our routes. Last time we went from {place} to {place2}, how "
    "long was it from leaving to arriving?",
    "first_arrival_ago": "I'm catching up on the log. How long ago did we first get to {place}?",
    "floor_total": "I'm tallying the floors. How much time did we spend on the {floor} altogether?",
    "pre_break_work": "For the battery report: how long had we been going before we charged?",
    "which_room_here": "I've got my hands full. Which room are we in right now?",
    "colour_of": "I'm describing it for the lost-and-found. What colour is {thing}?",
    "which_floor_now": "I'm a bit turned around. Which floor are we on?",
    "count_in_place": "I'm doing the inventory. How many {plural} did we see in {place}?",
    "first_place_after_break": "For the log: which room did we go into first after charging?",
    "most_time_place": "Looking back over the shift: which room did we spend the most time in?",
}

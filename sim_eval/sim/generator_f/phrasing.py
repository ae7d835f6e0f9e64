"""Four phrasing styles for the same question specs.

* ``plain``: direct, neutral questions with a capital letter and a question mark.
* ``child``: short and simple, all lower case, sometimes vague or ungrammatical, relative
  times only ("five minutes ago"), a child's names for things ("the big plane").
* ``texting``: lower case, no punctuation, abbreviations ("u", "r", "mins", "rn") and small
  typos in the common words; clock times as "2:05pm utc".
* ``supervisor``: a remote operator reviewing the log: formal, often passive ("was ...
  observed"), imperative reports ("Report the total time ..."), 24 h UTC clock times and
  "N minutes before this query".

A template never depends on the answer: yes/no questions read the same for yes and no.
"""

from __future__ import annotations

import random
import re
from typing import Any

from sim_eval.sim.generator_f.families import Family
from sim_eval.sim.generator_f.questions import Spec
from sim_eval.sim.generator_f.words import article, clock, contains_word, number_word
from sim_eval.sim.generator_f.world import World

Templates = dict[str, tuple[str, ...]]

TEMPLATES: dict[str, Templates] = {
    # spatial -------------------------------------------------------------------------
    "where_is": {
        "plain": (
            "Where {is} the {obj}?",
            "Where can I find {a_obj}?",
            "Do you know where the {obj} {is}?",
        ),
        "child": ("where's the {obj}?", "where is the {obj}?", "where's {a_obj}?"),
        "texting": ("wheres the {obj}", "where is the {obj}", "u know where the {obj} {is}"),
        "supervisor": (
            "State the recorded location of the {obj}.",
            "Where {is} the {obj} located, according to the log?",
        ),
    },
    "where_last_seen": {
        "plain": ("Where did you last see {a_obj}?", "Where was the last place you saw the {obj}?"),
        "child": ("where did you see the {obj} last?", "where was the {obj} last time?"),
        "texting": ("where did u last see the {obj}", "where did u see {a_obj} last"),
        "supervisor": (
            "Report the position at which the {obj} {was} most recently observed.",
            "Where {was} the {obj} last recorded?",
        ),
    },
    "where_first_seen": {
        "plain": (
            "Where did you first see {a_obj}?",
            "Where {was} the {obj} when you first spotted {it}?",
        ),
        "child": ("where did you see the {obj} first?", "where was the {obj} at the start?"),
        "texting": ("where did u first see the {obj}", "first place u saw {a_obj}"),
        "supervisor": (
            "State the location at which the {obj} {was} first observed.",
            "Where {was} the {obj} first recorded in the log?",
        ),
    },
    "where_robot_first_saw": {
        "plain": (
            "Where were you when you first saw {a_obj}?",
            "Where were you standing when you first noticed the {obj}?",
        ),
        "child": ("where were you the first time you saw the {obj}?",),
        "texting": (
            "where were u when u first saw the {obj}",
            "where were u the 1st time u saw {a_obj}",
        ),
        "supervisor": (
            "Report the robot's position at the moment the {obj} {was} first observed.",
            "Where was the robot located when the {obj} {was} first detected?",
        ),
    },
    "where_was_i": {
        "plain": ("Where were you {when}?", "What was your position {when}?"),
        "child": ("where were you {when}?", "where did you go {when}?"),
        "texting": ("where were u {when}", "where were u exactly {when}"),
        "supervisor": (
            "Report the robot's position {when}.",
            "Where was the robot located {when}?",
        ),
    },
    "where_place": {
        "plain": ("Where is {place}?", "Can you show me where {place} is?"),
        "child": ("where's {place}?", "where is {place}?"),
        "texting": ("where is {place}", "wheres {place}"),
        "supervisor": (
            "Provide the map location of {place}.",
            "Where is {place} situated on the map?",
        ),
    },
    "nearest": {
        "plain": ("Where {is} the nearest {obj}?", "Which {obj} {is} closest to here, and where?"),
        "child": ("where's the closest {obj}?", "where's the {obj} near me?"),
        "texting": ("wheres the nearest {obj}", "closest {obj} to here"),
        "supervisor": (
            "Identify the location of the {obj} nearest to the robot's current position.",
            "Where is the closest recorded {obj} relative to the present position?",
        ),
    },
    # temporal ------------------------------------------------------------------------
    "last_seen": {
        "plain": ("When did you last see {a_obj}?", "What time did you last see the {obj}?"),
        "child": ("when did you see the {obj} last?", "when was the last time you saw the {obj}?"),
        "texting": ("when did u last see the {obj}", "last time u saw {a_obj}"),
        "supervisor": (
            "At what time {was} the {obj} last observed?",
            "State the time of the most recent sighting of the {obj}.",
        ),
    },
    "first_seen": {
        "plain": ("When did you first see {a_obj}?", "What time did you first notice the {obj}?"),
        "child": (
            "when did you first see the {obj}?",
            "when did you see the {obj} the first time?",
        ),
        "texting": ("when did u first see the {obj}", "when did u 1st spot {a_obj}"),
        "supervisor": (
            "At what time {was} the {obj} first observed?",
            "State the time of the earliest recorded sighting of the {obj}.",
        ),
    },
    "enter_place:only": {
        "plain": ("When did you go {to_place}?", "What time did you arrive {at_place}?"),
        "child": ("when did you go {to_place}?",),
        "texting": ("when did u go {to_place}", "what time u get {to_place}"),
        "supervisor": (
            "At what time did the robot enter {place}?",
            "Report the time at which {place} was entered.",
        ),
    },
    "enter_place:first": {
        "plain": (
            "When did you first go {to_place}?",
            "What time did you first arrive {at_place}?",
        ),
        "child": ("when did you go {to_place} the first time?",),
        "texting": ("when did u first go {to_place}", "1st time u got {to_place} was when"),
        "supervisor": (
            "At what time was {place} first entered?",
            "Report the time of the robot's first entry into {place}.",
        ),
    },
    "enter_place:last": {
        "plain": (
            "When did you last go {to_place}?",
            "When did you most recently arrive {at_place}?",
        ),
        "child": ("when did you go {to_place} last?",),
        "texting": ("when did u last go {to_place}", "last time u went {to_place}"),
        "supervisor": (
            "At what time did the robot most recently enter {place}?",
            "Report the time at which {place} was last entered.",
        ),
    },
    "leave_place:only": {
        "plain": ("When did you leave {place}?", "What time did you come out of {place}?"),
        "child": ("when did you leave {place}?",),
        "texting": ("when did u leave {place}", "what time u leave {place}"),
        "supervisor": (
            "At what time did the robot exit {place}?",
            "Report the time at which {place} was exited.",
        ),
    },
    "leave_place:last": {
        "plain": ("When did you last leave {place}?", "When did you most recently leave {place}?"),
        "child": ("when did you leave {place} last time?",),
        "texting": ("when did u last leave {place}", "last time u left {place}"),
        "supervisor": (
            "Report the time at which {place} was last exited.",
            "At what time did the robot most recently leave {place}?",
        ),
    },
    "ride:lift": {
        "plain": ("When did you last take the lift?", "When was your last ride in the lift?"),
        "child": ("when did you ride the lift last?", "when did you go in the lift last?"),
        "texting": ("when did u last take the lift", "last time u used the elevator"),
        "supervisor": (
            "At what time did the most recent lift journey begin?",
            "Report the start time of the robot's last lift ride.",
        ),
    },
    "ride:escalator": {
        "plain": ("When did you last take the escalator?", "When was your last escalator ride?"),
        "child": ("when did you go on the moving stairs last?",),
        "texting": ("when did u last take the escalator", "last time u went on the escalator"),
        "supervisor": (
            "At what time did the most recent escalator ride begin?",
            "Report the start time of the robot's last escalator journey.",
        ),
    },
    "ride:down": {
        "plain": ("When did you last go down to the arrivals level?",),
        "child": ("when did you go downstairs last?", "when did you last go downstairs?"),
        "texting": ("when did u go down to arrivals last", "when did u last go downstairs"),
        "supervisor": ("At what time did the robot last descend to the arrivals level?",),
    },
    "ride:up": {
        "plain": ("When did you last go up to the departures level?",),
        "child": ("when did you go upstairs last?", "when did you last go upstairs?"),
        "texting": ("when did u last go back up to departures", "when did u last go upstairs"),
        "supervisor": ("At what time did the robot last ascend to the departures level?",),
    },
    "crossing:only": {
        "plain": ("When did you cross the road?", "What time did you cross the road?"),
        "child": ("when did you cross the road?",),
        "texting": ("when did u cross the road", "what time u cross the road"),
        "supervisor": ("At what time did the robot cross the road?",),
    },
    "crossing:last": {
        "plain": (
            "When did you last cross the road?",
            "When was the last time you crossed the road?",
        ),
        "child": ("when did you cross the road last?",),
        "texting": ("when did u last cross the road", "last time u crossed the road"),
        "supervisor": ("At what time did the robot most recently cross the road?",),
    },
    "outside:out": {
        "plain": ("When did you last go outside?", "When did you last step outdoors?"),
        "child": ("when did you last go outside?", "when did you go outside last?"),
        "texting": ("when did u last go outside", "when u last go out"),
        "supervisor": (
            "At what time did the robot last exit to the outdoors?",
            "Report the time at which the robot last moved from indoors to outdoors.",
        ),
    },
    "outside:in": {
        "plain": ("When did you last come inside?", "When did you last go indoors?"),
        "child": ("when did you last go inside?", "when did you go inside last?"),
        "texting": ("when did u last come inside", "when u last go indoors"),
        "supervisor": (
            "At what time did the robot last re-enter a building?",
            "Report the time at which the robot last moved from outdoors to indoors.",
        ),
    },
    # binary (worded the same for yes and no) -----------------------------------------
    "seen": {
        "plain": ("Did you see {a_obj}?", "Have you seen {a_obj} anywhere?"),
        "child": ("did you see {a_obj}?", "have you seen the {obj}?"),
        "texting": ("did u see {a_obj}", "u seen any {obj}", "have u seen {a_obj}"),
        "supervisor": (
            "Was any {obj} observed during the recording?",
            "Confirm whether {a_obj} {has} been observed as of this query.",
        ),
    },
    "in_place": {
        "plain": ("Is there {a_obj} {in_place}?", "Did you see {a_obj} {in_place}?"),
        "child": ("is there {a_obj} {in_place}?", "did you see {a_obj} {in_place}?"),
        "texting": ("is there {a_obj} {in_place}", "any {obj} {in_place}"),
        "supervisor": (
            "Confirm whether {a_obj} {was} recorded {in_place}.",
            "{Was} {a_obj} observed {in_place}?",
        ),
    },
    "attr": {
        "plain": ("Did you see {a_colour_obj}?", "Have you seen {a_colour_obj} anywhere?"),
        "child": ("did you see {a_colour_obj}?", "was there {a_colour_obj}?"),
        "texting": ("did u see {a_colour_obj}", "u see {a_colour_obj} anywhere"),
        "supervisor": (
            "{Was} {a_colour_obj} observed at any point?",
            "Confirm whether {a_colour_obj} {has} been recorded.",
        ),
    },
    "visited": {
        "plain": ("Have you been {in_place}?", "Did you go {to_place} at all?"),
        "child": ("have you been {in_place}?", "did you go {to_place}?"),
        "texting": ("have u been {in_place}", "u been {to_place}"),
        "supervisor": (
            "Has the robot visited {place} during this recording?",
            "Confirm whether {place} has been visited.",
        ),
    },
    "outside_now": {
        "plain": ("Are you outside right now?", "Are you outdoors at the moment?"),
        "child": ("are you outside?", "are you outside now?"),
        "texting": ("r u outside rn", "u outside right now"),
        "supervisor": (
            "Confirm whether the robot is currently outdoors.",
            "Is the robot located outdoors at the time of this query?",
        ),
    },
    # duration ------------------------------------------------------------------------
    "total_in": {
        "plain": (
            "How long have you spent {in_place} in total?",
            "How much time did you spend {in_place} altogether?",
        ),
        "child": ("how long were you {in_place} all together?",),
        "texting": ("how long u been {in_place} total", "total time u spent {in_place}"),
        "supervisor": (
            "Report the total time spent {in_place}.",
            "State the cumulative duration of the robot's presence {in_place}.",
        ),
    },
    "last_stay": {
        "plain": (
            "How long were you {in_place} the last time?",
            "How long did your last visit to {place} take?",
        ),
        "child": ("how long were you {in_place} last time?",),
        "texting": ("how long were u {in_place} last time", "last time u were {in_place} how long"),
        "supervisor": (
            "State the duration of the most recent completed visit to {place}.",
            "Report how long the robot remained {in_place} on its last visit.",
        ),
    },
    "since_seen": {
        "plain": (
            "How long ago did you last see {a_obj}?",
            "How long has it been since you saw the {obj}?",
        ),
        "child": ("how long since you saw the {obj}?",),
        "texting": ("how long since u saw the {obj}", "how long ago did u see {a_obj}"),
        "supervisor": (
            "How much time has elapsed since the {obj} {was} last observed?",
            "Report the time elapsed since the most recent sighting of the {obj}.",
        ),
    },
    "outdoors_total": {
        "plain": (
            "How long have you spent outdoors in total?",
            "How much time have you spent outside altogether?",
        ),
        "child": ("how long were you outside all together?",),
        "texting": ("how long u been outside total", "total time outside"),
        "supervisor": (
            "Report the total time spent outdoors during this recording.",
            "State the cumulative time the robot has spent outdoors as of this query.",
        ),
    },
    "outdoors_current": {
        "plain": (
            "How long have you been outside this time?",
            "How long have you been outdoors now?",
        ),
        "child": ("how long have you been outside?",),
        "texting": ("how long u been outside", "how long have u been out"),
        "supervisor": (
            "State how long the robot has been outdoors since it last left a building.",
        ),
    },
    "running": {
        "plain": ("How long have you been recording?", "How long ago did you start?"),
        "child": ("how long have you been going?", "how long have you been walking around?"),
        "texting": ("how long u been running", "how long since u started"),
        "supervisor": (
            "Report the elapsed time since the start of the recording.",
            "State the duration of the recording up to this query.",
        ),
    },
    "trip": {
        "plain": ("How long did it take you to get from {place} to {place2}?",),
        "child": ("how long to get from {place} to {place2}?",),
        "texting": ("how long did it take u to get from {place} to {place2}",),
        "supervisor": ("State the transit time from {place} to {place2}.",),
    },
    "level_total:arrivals": {
        "plain": ("How long have you spent on the arrivals level in total?",),
        "child": ("how long were you downstairs all together?",),
        "texting": ("how long u been on arrivals level total", "total time downstairs"),
        "supervisor": ("Report the total time spent on the arrivals level.",),
    },
    "level_total:indoors": {
        "plain": (
            "How long have you spent indoors in total?",
            "How much time did you spend inside buildings?",
        ),
        "child": ("how long were you inside all together?",),
        "texting": ("how long u been inside total", "total time indoors"),
        "supervisor": ("Report the total time spent inside buildings.",),
    },
    # text ----------------------------------------------------------------------------
    "room_of": {
        "plain": ("Which part of the {site} {is} the {obj} in?", "Which place {is} the {obj} in?"),
        "child": ("what place is the {obj} in?", "which bit is the {obj} in?"),
        "texting": ("which area is the {obj} in", "what part of the {site} {is} the {obj} in"),
        "supervisor": (
            "In which area {was} the {obj} recorded?",
            "Name the area of the {site} in which the {obj} {is} located.",
        ),
    },
    "colour_of": {
        "plain": ("What colour {is} the {obj}?", "What colour {was} the {obj} you saw?"),
        "child": ("what colour is the {obj}?",),
        "texting": ("what colour {is} the {obj}", "wat color {was} the {obj}"),
        "supervisor": (
            "State the colour of the observed {obj}.",
            "Report the recorded colour of the {obj}.",
        ),
    },
    "place_at_time": {
        "plain": ("Which place were you in {when}?", "What area were you in {when}?"),
        "child": ("what place were you at {when}?",),
        "texting": ("what place were u in {when}", "which area were u {when}"),
        "supervisor": (
            "Identify the area the robot occupied {when}.",
            "Name the area in which the robot was located {when}.",
        ),
    },
    "first_place": {
        "plain": ("Which place did you start in?", "Where did your recording begin? Which area?"),
        "child": ("what place did you start at?",),
        "texting": ("which place did u start in", "where did u start"),
        "supervisor": ("Identify the area in which the recording began.",),
    },
    "seen_in_place": {
        "plain": ("What did you see {in_place}?", "Name something you saw {in_place}."),
        "child": ("what did you see {in_place}?",),
        "texting": ("what did u see {in_place}", "wat was {in_place}"),
        "supervisor": (
            "List the objects observed {in_place}.",
            "Report the items recorded {in_place}.",
        ),
    },
    "level_at_time": {
        "plain": (
            "Which level were you on {when}?",
            "Were you on the arrivals or the departures level {when}?",
        ),
        "child": ("were you upstairs or downstairs {when}?",),
        "texting": ("which level were u on {when}", "were u upstairs or downstairs {when}"),
        "supervisor": ("State which level the robot was on {when}.",),
    },
    "indoors_at_time": {
        "plain": ("Were you inside or outside {when}?", "Were you indoors or outdoors {when}?"),
        "child": ("were you inside or outside {when}?",),
        "texting": ("were u inside or outside {when}", "u inside or outside {when}"),
        "supervisor": ("State whether the robot was indoors or outdoors {when}.",),
    },
}

TEXTING_TYPOS = {
    "where": "wher",
    "the": "teh",
    "what": "wat",
    "time": "tiem",
    "long": "lnog",
    "see": "c",
    "have": "hv",
    "been": "bin",
    "minutes": "mins",
    "before": "b4",
    "outside": "outsde",
    "inside": "insde",
    "last": "lsat",
}
COLOUR_WORDS = {
    "red", "blue", "green", "yellow", "white", "black", "grey", "silver", "orange",
    "purple", "pink", "navy", "brown", "gold", "bronze", "golden",
}  # fmt: skip


def _clash(name: str, family: Family, own: str) -> bool:
    """A name that another category's label or name also answers to."""
    for category in family.categories:
        if category.key == own:
            continue
        others = [*category.labels]
        for phrasing in ("plain", "child", "texting", "supervisor"):
            others += category.names_for(phrasing)
        for other in others:
            if contains_word(other, name) or contains_word(name, other):
                return True
    return False


def object_names(family: Family, key: str, phrasing: str, no_colour: bool = False) -> list[str]:
    """Names a person may use for the category, none shared with another category."""
    category = family.category(key)
    names = [n for n in category.names_for(phrasing) if not _clash(n, family, key)]
    if no_colour:
        names = [n for n in names if not set(n.lower().split()) & COLOUR_WORDS]
    if not names:
        names = [n for n in category.labels if not _clash(n, family, key)]
        if no_colour:
            names = [n for n in names if not set(n.lower().split()) & COLOUR_WORDS] or names
    if not names:
        raise ValueError(f"{family.key}: no unambiguous name for {key}")
    return names


def _looks_plural(name: str) -> bool:
    head = re.split(r" (?:of|with|on) ", name)[0]
    last = head.split()[-1].lower()
    return last.endswith("s") and not last.endswith(("ss", "us", "is"))


def _a(name: str) -> str:
    return ("some " + name) if _looks_plural(name) else article(name)


def _forms(name: str) -> dict[str, str]:
    """The object's name with its article and the verbs that agree with it."""
    many = _looks_plural(name)
    return {
        "obj": name,
        "a_obj": _a(name),
        "is": "are" if many else "is",
        "was": "were" if many else "was",
        "Was": "Were" if many else "Was",
        "has": "have" if many else "has",
        "it": "them" if many else "it",
    }


def _when(slots: dict[str, Any], phrasing: str) -> str:
    t = float(slots["time"])
    if slots.get("clock"):
        if phrasing == "supervisor":
            return f"at {clock(t, '24h')} UTC"
        if phrasing == "texting":
            return f"at {clock(t, 'texting')} utc"
        return f"at {clock(t, '12h')} UTC"
    n = int(slots["ago_min"])
    if phrasing == "supervisor":
        return f"{n} minutes before this query"
    if phrasing == "texting":
        return f"{n} mins ago"
    if phrasing == "child":
        return f"{number_word(n) if n <= 12 else n} minutes ago"
    return f"{n} minutes ago"


def _place_forms(world: World, key: str, phrasing: str, r: random.Random) -> dict[str, str]:
    place = world.place(key)
    name = r.choice(place.names[phrasing])
    street = key == "street" and world.street.lower() in name.lower()
    at = "on" if street else ("at" if place.outdoor else "in")
    return {
        "place": name,
        "in_place": f"{at} {name}",
        "at_place": f"{'on' if street else 'at'} {name}",
        "to_place": f"{'to' if place.outdoor or street else 'into'} {name}",
    }


def render(spec: Spec, world: World, phrasing: str, r: random.Random) -> str:
    family = world.family
    slots = spec.slots
    values: dict[str, str] = {"site": "airport" if family.key == "airport" else "park"}
    if "object" in slots:
        names = object_names(family, slots["object"], phrasing, no_colour="colour" in slots)
        values |= _forms(r.choice(names))
    if "absent" in slots:
        values |= _forms(r.choice(_absent_names(world, slots["absent"], phrasing)))
    if "colour" in slots:
        coloured = _forms(f"{slots['colour']} {values['obj']}")
        values |= {k: coloured[k] for k in ("Was", "has")}
        values["a_colour_obj"] = coloured["a_obj"]
    if "place" in slots:
        values |= _place_forms(world, slots["place"], phrasing, r)
    if "place2" in slots:
        values["place2"] = _place_forms(world, slots["place2"], phrasing, r)["place"]
    if "time" in slots and ("clock" in slots):
        values["when"] = _when(slots, phrasing)
    key = spec.template
    if key not in TEMPLATES:
        key = key.split(":")[0]
    text = r.choice(TEMPLATES[key][phrasing]).format(**values)
    return _finish(text, phrasing, r)


def _absent_names(world: World, first: str, phrasing: str) -> list[str]:
    for category in world.family.categories:
        if category.names_for("plain")[0] == first:
            return object_names(world.family, category.key, phrasing)
    for names in world.absent:
        if names[0] == first:
            return [n.lower() for n in names] if phrasing == "texting" else list(names)
    return [first]


def _finish(text: str, phrasing: str, r: random.Random) -> str:
    if phrasing == "plain" or phrasing == "supervisor":
        return text[0].upper() + text[1:]
    if phrasing == "child":
        return text.lower()
    # texting: lower case, no punctuation (a clock time keeps its colon), a typo or two.
    text = text.lower().replace("-", " ")
    text = re.sub(r"[?!.,;'\"()]", "", text)
    words = text.split()
    budget = r.choice((0, 1, 1, 2))
    for i in r.sample(range(len(words)), len(words)):
        if budget == 0:
            break
        if words[i] in TEXTING_TYPOS and r.random() < 0.6:
            words[i] = TEXTING_TYPOS[words[i]]
            budget -= 1
    return " ".join(words)

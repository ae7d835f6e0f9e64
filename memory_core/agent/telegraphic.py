"""Telegraphic requests, read as the plain questions they stand for.

Staff, supervisors and people in a hurry write in a register with no question
syntax: "dur. in retail unit", "lockers sighted? y/n", "time entered maritime
gal.", "car last known pos", "pos T-12min", "elapsed since pushchair last
seen?", "Confirm whether you entered the lobby". Its grammar is small: a cue
word for the answer wanted (pos, loc, t, time, dur, y/n, colour, zone), a cue
for the event (seen, sighted, entered, exit, crossing, lift ride), which one
(1st, last, total) and the thing or place. ``plain_question`` rewrites such a
request as the question it stands for ("how long were you in the retail unit?")
for the reader (reader.py), which reads everything else; it returns None for
anything else.
"""

from __future__ import annotations

import re
from collections.abc import Set as AbstractSet

from memory_core.agent.timephrases import COUNTING_WORDS
from memory_core.floors import FLOORS_FROM_TO
from memory_core.lexicon import COLOURS, OUT_OF_DOORS, PLACE_NOUNS

_ABBREVIATIONS = {
    "pos": "position", "posn": "position", "loc": "location", "coords": "position",
    "coordinates": "position", "whereabouts": "position", "dur": "duration",
    "durn": "duration", "1st": "first", "2nd": "second", "xing": "crossing",
    "bldg": "building", "gal": "gallery", "dept": "department", "rm": "room",
    "cust": "customer", "nat": "natural", "hist": "history", "info": "information",
    "t": "time", "ts": "time", "timestamp": "time", "min": "minutes", "mins": "minutes",
    "hr": "hours", "hrs": "hours", "sec": "seconds", "secs": "seconds", "approx": "about",
    "color": "colour", "re-entered": "reentered", "re-entry": "reentry",
    "obs": "observed", "obsd": "observed", "sght": "sighted", "lst": "last",
    "contact": "sighting", "personnel": "people", "visual": "sighting", "δt": "duration",
}  # fmt: skip
# (a room code keeps its dots: "meeting room 2.17 larch", "lab g.04")
_TOKEN = re.compile(
    r"\d{1,2}:\d{2}|[^\W\d_]{1,2}\.\d+(?:\.\d+)*|\d+(?:\.\d+)+|y/n|yes/no|->|@|[^\W_]+(?:[-'][^\W_]+)*"
)
# "T-12min", "T - 3 min", "now-22m": so many minutes before now.
_BEFORE_NOW = re.compile(r"\b(?:t|now)\s*-\s*(\d+)\s*(?:min|mins|minutes|m)\b")
_WITHIN = re.compile(
    r"\b(?:within|in|over|during)?\s*(?:the\s+)?(?:last|past)\s+(\d+)\s*(?:min|mins|minutes|m)\b"
)
_MINUTES_AGO = re.compile(rf"\b(\d+|{'|'.join(COUNTING_WORDS)})\s*(?:min|mins|minutes)\s+ago\b")
# A question word or a verb with its subject: an English sentence, not the register.
_FULL_SYNTAX = re.compile(
    r"\b(?:where|when|how|what|which|did|do|does|is|are|was|were|have|has|can|could|would"
    r"|will)\s+(?:you|i|we|u|the robot)\b"
    r"|\b(?:you|i|we)\s+(?:saw|see|seen|went|go|were|was|have|had|did|passed|visited)\b"
    # the asker's own statement: "I think I left my bag somewhere. Any idea where?"
    r"|\b(?:i|we)\s+(?:think|left|put|lost|dropped|forgot|need|want)\b"
)
_CONFIRM = re.compile(
    r"^(?:please\s+)?(?:confirm|verify|check|report|state|indicate)\s+(?:whether|if)\s+"
)
# "confirm fridge in canteen", "confirm cart colour grey": whether it is so.
_CONFIRM_THING = re.compile(r"^(?:please\s+)?(?:confirm|verify)\s*:?\s+(?!whether\b|if\b)")
# "at my location", "near my pos": where the asker is
_AT_ASKER = re.compile(
    r"\b(?:at|near|by|to|around) my (?:location|position|pos|posn|spot)\b", re.IGNORECASE
)
# "QTY water tanks in plant room", "count: chairs": how many were seen (there).
# "total number of benches observed" (read as "did you see the total number of ..."),
# "bench count, total obs": the same.
_COUNT = re.compile(
    r"^(?:(?:did you see|have you seen) )?(?:(?:the )?total )?"
    r"(?:qty|quantity|count(?: of)?|no\.? of|number of|#)\s*[?:.]?\s+"
    r"(?P<thing>.+?)(?:\s+(?:seen|observed|sighted|spotted|noticed|detected|encountered))?"
    r"(?:\s+(?P<where>(?:in|on|at|near|inside)\s+.+))?$"
)
_COUNT_AFTER = re.compile(
    r"^(?P<thing>[a-z][a-z -]*?)\s+(?:count|tally)"
    r"(?:\s*,?\s*(?:total|overall|all)?\s*(?:obs|observations|observed|seen|sightings|sighted)?)?"
    r"(?:\s+(?P<where>(?:in|on|at|near|inside)\s+.+))?$"
)
# "kettle present in playground?", "personnel present in library": whether it is there.
_PRESENT = re.compile(r"^(?P<thing>.+?)\s+(?:present|there)\s+(?P<where>(?:in|on|at)\s+.+)$")
_REPORT = re.compile(
    r"^(?:please\s+)?(?:report|give(?:\s+me)?|provide|state|tell\s+me|show(?:\s+me)?|"
    r"list|output|indicate|request|requesting)\s+(?:the\s+|your\s+)?"
)
_SEEING = {"seen", "sighted", "sighting", "sightings", "observed", "spotted", "noticed", "detected"}
_RIDES = {
    "lift": "lift", "elevator": "lift", "escalator": "escalator", "stairs": "stairs",
    "stairwell": "stairs", "staircase": "stairs",
}  # fmt: skip
_VISITING = {"visited", "visit", "entered"}
_CHARGING = {"docking", "docked", "charge", "charging", "recharge", "recharging"}
_DURATION = {"duration", "elapsed", "uptime", "runtime", "dwell"}
_POSITION = {"position", "location", "where"}
_TIME = {"time", "when"}
_WHICH = {"first": "first", "last": "last", "latest": "last", "most": "last", "final": "last"}
_TOTAL = {"total", "cumulative", "overall", "altogether", "combined"}
# "dwell on the mezzanine level, all up?", "landing time, all visits?": in total
_ALL_UP = {"all", "up"}
_ALL_VISITS = {"all", "visits"}
_ENTER = {"entered", "entry", "enter", "arrival", "arrived", "reentered", "reentry"}
_EXIT = {"exited", "exit", "left", "leave", "egress", "departure", "departed"}
_AREA = {"zone", "area", "room", "region", "section", "department"}
_ORDER_FIRST = {"first", "starting", "start", "initial"}
_ORDER = _ORDER_FIRST | {"last", "previous", "prior", "latest"}
_CUES = {"position", "location", "time", "duration", "colour", "y/n", "yes/no"}
_MOMENT_WORDS = {"ago", "minutes", "hours", "seconds", "within", "since", "@"}
_FILLER = {
    "the", "a", "an", "of", "to", "your", "my", "you", "did", "last", "first", "time",
    "known", "y/n", "yes/no", "stay", "visit", "stint", "spell", "any", "please", "in", "at",
    "for", "aboard", "onboard",
    "what", "which", "is", "was", "it", "does", "do", "read", "say", "says",
    "current", "currently", "now", "item",
}  # fmt: skip


_NOT_THING = _FILLER | _SEEING | _MOMENT_WORDS | _DURATION | _POSITION | _TIME | _TOTAL | _VISITING
# A request of these words only, naming a floor or a room, asks where the asker is now.
_FLOOR_WORDS = {"floor", "level", "storey"}
# ... and a ship's: "first deck" is a floor's name, not the first of anything
_FLOORS_NAMED = _FLOOR_WORDS | {"deck"}
# Words that make "X in P?" more than whether X was seen there.
_NOT_ASKED_HERE = _CUES | _SEEING | _TIME | _DURATION | _POSITION | {"how", "many", "colour"}
_HERE_KINDS = _FLOOR_WORDS | PLACE_NOUNS  # "current corridor?", "field name here?"
_HERE_WORDS = _HERE_KINDS | {"name", "here", "current", "now", "this", "which", "what", "my"}


# A where-cue put first, before what it asks about: "where: hall c", "location - the cart".
_WHERE_FIRST = re.compile(r"^\s*(?:where|location|position|loc|pos)\s*(?::|\s[-\u2013\u2014])\s*")
# ... or after it: "the red tool cart - which room, last sighting?", "the van: where?"
_CUE_AFTER = re.compile(
    r"^(?P<topic>[^:\u2013\u2014]+?)\s*(?::|\s[-\u2013\u2014])\s*(?P<cue>(?:which|what) "
    r"(?P<kind>room|place|area|zone|floor|level)|where|location|position"
    # "parts racks - count seen so far?": how many
    r"|(?P<count>(?:total )?count|how many|number)(?: (?:seen|sighted|observed|logged))?"
    r"(?: so far| to date| in total| total)?"
    # "Quality Audit Bay - total time inside, all visits?": how long in it
    # "white buggy: how long since last sighting?", "the van - time, first sighting?"
    r"|(?P<since>how long since|time since|how long ago)(?: (?:you )?(?:last|first) )?"
    r"(?:sighting|seen|saw it|spotted)"
    r"|(?P<moment>time|when|what time)(?=[,;\s-]+(?:first|last|latest)\s+(?:sighting|seen))"
    r"|(?P<stay>(?:(?P<total>total |overall |cumulative )(?:time|duration)|duration|how long"
    r"|time(?= inside| in there| in it| spent))(?: inside| in there| in it| spent(?: there)?)?"
    r"(?:(?P<all>,? (?:all|every|across all) visits?)|(?P<last>,? (?:last|latest) (?:visit|stay)))?"
    r"))"
    r"(?P<sighting>[,;\s-]+(?:first|last|latest)\s+(?:sighting|sighted|seen|spotted|observed))?"
    r"\s*[?.!]*$",
    re.I,
)
_QUESTION_OPENING = re.compile(
    r"^\s*(?:where|when|what|which|how|did|do|does|is|are|was|were|have|has|can|could)\b", re.I
)
# (a "yes/no" after the question is ", right?" by now: constructions.py)
_YES_NO_TAG = re.compile(r"\b(?:yes or no|true or false)\b|,\s*right\s*\?")
# "..., last sighting", "... - first seen": which sighting, said after the thing
_WHICH_SIGHTING = re.compile(
    r"[,;\s-]+(?P<which>first|last|latest)\s+(?:sighting|sighted|seen|spotted|observed)\s*$",
    re.I,
)


# A courtesy after the request's question mark: "time since last in the lab? ta".
_COURTESY_AFTER = re.compile(r"\?\s*(?:ta|thanks|thx|ty|cheers|pls|plz|please)\s*[.!]*\s*$")


def cue_apart(text: str) -> str | None:
    """A request whose cue for the answer is set apart from what it asks about by a colon
    or a dash, before it ("Where: the bench in hall 2, last sighting") or after it ("The
    red tool cart - which room, last sighting?"), as the question it is ("where did you
    last see the bench in hall 2?", "which room did you last see the red tool cart
    in?"); None for any other. What it asks about is kept as said: a quoted plate stays
    quoted."""
    if (cued := _WHERE_FIRST.match(text.lower())) is not None:
        return _asked_where(text[cued.end() :].strip(" ?.!"))
    after = _CUE_AFTER.match(text.strip())
    if after is None:
        return None
    # (the topic is the last sentence before the cue: "Base here. Last run ...: how long")
    topic = re.split(r"[.!?]\s+", after["topic"].strip())[-1]
    if _QUESTION_OPENING.match(topic):
        return None
    sighting = after["sighting"] or ""
    if after["stay"] is not None and re.search(r"\bfrom\b.+\bto\b", topic, re.I):
        return None  # "last run from the lane to the parlour: how long?": a trip
    if after["count"] is not None:
        return f"how many {topic} did you see?"
    if after["since"] is not None:
        return f"how long ago did you last see {topic}?"
    if after["moment"] is not None:
        return f"when did you {_sighting_which(sighting)} see {topic}?"
    if after["stay"] is not None:
        total = " in total" if after["total"] or after["all"] else ""
        last = " the last time" if after["last"] else ""
        return f"how long were you in {topic}{total}{last}?"
    if after["kind"] is None:  # "where", "location"
        return _asked_where(f"{topic}{sighting}")
    return f"which {after['kind'].lower()} did you {_sighting_which(sighting)} see {topic} in?"


def _sighting_which(said: str) -> str:
    """'first' or 'last', as a trailing "first sighting" / "last seen" says (last if none)."""
    sighting = _WHICH_SIGHTING.search(said)
    return _WHICH[sighting["which"].lower()] if sighting else "last"


def _asked_where(rest: str) -> str:
    """'the bench in hall 2, last sighting' -> where it was last seen; else where it is."""
    sighting = _WHICH_SIGHTING.search(rest)
    if sighting is None:
        return f"where is {rest.strip(' ,;')}?"
    return f"where did you {_sighting_which(rest)} see {rest[: sighting.start()].strip(' ,;')}?"


def plain_question(text: str) -> str | None:
    """The plain question a telegraphic request stands for, or None if it is not one;
    "near my pos" / "at my location" goes at its end, as "near me"."""
    near = _AT_ASKER.search(text) is not None
    question = _plain_question(_AT_ASKER.sub(" ", text))
    if question is None or not near:
        return question
    return f"{question.rstrip('?').rstrip()} near me?"


def _plain_question(text: str) -> str | None:
    quoted = re.search(r"[\"\u201c]([^\"\u201d]+)[\"\u201d]", text)
    lower = _COURTESY_AFTER.sub("?", text.lower().replace("\u2019", "'"))
    # "07:09Z": read as the robot's clock time (right where that is UTC, as by default)
    lower = re.sub(r"\b(\d{1,2}:\d{2}) ?(?:z|utc)\b", r"\1", lower)
    if confirm := _CONFIRM.match(lower):
        return _as_yes_no(lower[confirm.end() :])
    if confirm := _CONFIRM_THING.match(lower):
        return _confirmed(lower[confirm.end() :].strip(" .?"))
    counted = _COUNT.match(lower.strip(" .?")) or _COUNT_AFTER.match(lower.strip(" .?"))
    if counted:  # "QTY water tanks in the plant room?", "bin count, total obs"
        where = counted["where"] or ""
        return f"how many {counted['thing']} did you see {where}?".replace(" ?", "?")
    if present := _PRESENT.match(lower.strip(" .?")):
        return f"is there a {_thing(_words(present['thing']), set())} {present['where']}?"
    if _FULL_SYNTAX.search(lower):
        return None  # "where were you at 12:01, thanks": the reader's to read
    if quoted and re.search(r"\b(?:pos|position|loc|location|locate|where)\b", lower):
        return f'where is the sign that says "{quoted[1]}"?'  # "pos of signage reading '...'"
    if quoted and re.search(r"\b(?:t|time|when)\b", lower):  # 'time sign "EXIT" first read'
        first = "first " if re.search(r"\b(?:first|1st)\b", lower) else ""
        return f'when did you {first}see the sign that says "{quoted[1]}"?'
    moment = _moment(lower)
    lower = _BEFORE_NOW.sub(" ", _WITHIN.sub(" ", lower))
    lower = _REPORT.sub("", lower)
    where, colon, rest = lower.partition(":")
    words = _words(lower)
    seen_in = (
        colon and not re.match(r"\d", rest) and set(_words(rest)) & (_SEEING | {"present", "y/n"})
    )
    if seen_in and not set(_words(where)) & (_CUES | _SEEING):  # "stair core: FE observed?"
        thing = _thing(_words(rest), {"present"})
        return f"did you see a {thing} in the {_thing(_words(where), set())}?"
    if not words or words[0] in {"where", "when", "how", "what", "which", "did", "do", "is"}:
        return None
    found = set(words)
    if len(words) > 2 and words[0] in _AREA and words[1] in ("before", "after"):
        place = _thing(words[2:], set())  # "room before kitchen", "area after lobby"
        if words[1] == "before":
            return f"which room were you in just before you went into the {place}?"
        return f"where did you go after you left the {place}?"
    # "floor?", "room name here?", "current corridor?" (one noun: "library foyer location?"
    # names a place)
    here = not moment and found <= _HERE_WORDS and len(found & _HERE_KINDS) == 1
    if here:
        return "which floor am i on?" if found & _FLOOR_WORDS else "which room am i in?"
    if words[-1] == "building" and len(words) > 1 and not found & (_CUES | _SEEING | _TIME):
        return f"which building is the {_thing(words[:-1], set())} in?"  # "hand dryer building?"
    which = next(  # not the "first" of "the first floor"
        (
            _WHICH[word]
            for word, after in zip(words, [*words[1:], ""], strict=True)
            if word in _WHICH and after not in _FLOOR_WORDS
        ),
        "",
    )
    if {"how", "long", "ago"} <= found and found & _SEEING:  # "X last seen how long ago"
        seen = _in_place([w for w in words if w not in {"how", "long", "ago"}], _WHICH.keys())
        return f"how long ago did you last see the {seen}?"
    timed = "time" in found
    # "transit time", "travel time": how long; "time of lift transit": when
    transit_time = re.search(r"\b(?:transit|travel|journey)\s+time\b", lower)
    if found & _DURATION or (
        timed
        and (transit_time or found & ({"since", "spent"} | _TOTAL) or _all(found) or _waited(words))
    ):
        return _duration(words, found, which)
    if "sighting" in found and moment.startswith("in the last"):  # "X sighting within T-10min"
        return _yes_no(words, found, moment)
    if words[0] == "any" and not found & (_TIME | _POSITION | _DURATION | {"colour"}):
        return _yes_no(words[1:], found, moment)  # "any sighting of X": is there one
    if found & _AREA and not moment and not _thing(words, _AREA | _ORDER | {"visited"}):
        # "last zone visited", "starting zone": which place, in the order of visits
        return f"which room did you visit {'first' if found & _ORDER_FIRST else 'last'}?"
    asks_yes_no = bool({"y/n", "yes/no"} & found or _YES_NO_TAG.search(lower))
    if asks_yes_no and words[0] in OUT_OF_DOORS:  # "outdoors at any point since 08:28? y/n"
        bound = re.search(r"\b(?:since|after|before)\s+\d{1,2}:\d{2}", lower)
        went = "go outside" if words[0] in ("outdoors", "outside") else "come inside"
        return f"did you {went}{f' {bound[0]}' if bound else ''}?"
    if (
        "y/n" in found
        or "yes/no" in found
        or (words[-1] in _SEEING | {"visited"} and "time" not in found)
    ):
        return _yes_no(words, found, moment)
    if found & _POSITION:
        return _position(words, found, which, moment)
    if "colour" in found:
        named = [word for word in words if word in COLOURS]
        if named:  # "trolley was grey colour?": whether it is that colour
            return f"is the {_thing(words, {'colour', *named})} {named[-1]}?"
        return f"what colour is the {_in_place(words, {'colour'})}?"
    if {"signage", "sign", "text"} & found and ({"read", "say", "says", "text"} & found):
        return _text_asked(words, found, which)
    asked_there = lower.rstrip().endswith("?") and "in" in words[1:] and not moment
    if asked_there and not found & _NOT_ASKED_HERE:
        return _yes_no(words, found, moment)  # "noticeboard in arts centre entrance?"
    if (
        found & _AREA
        and not found & (_ENTER | _EXIT | _SEEING)
        and (moment or _thing(words, _AREA))
    ):
        if moment:
            return f"which room were you in {moment}?"
        return f"which room is the {_thing(words, _AREA)} in?"
    if found & _TIME or found & {"sighting"}:
        return _time(words, found, which)
    return None


def _text_asked(words: list[str], found: set[str], which: str) -> str:
    """'sign text lobby' -> the sign in the lobby; 'TEXT? door plate in the garage' -> the
    door plate in the garage; 'TEXT? last flat door read' -> the last flat door read."""
    cues = {"signage", "sign", "text", "read", "say", "says"} | _WHICH.keys()
    at = next((i for i, word in enumerate(words) if i and word in ("in", "on", "at")), None)
    thing = _thing(words if at is None else words[:at], cues)
    place = "" if at is None else _thing(words[at + 1 :], cues)
    if not thing:  # "sign text lobby": the sign in the lobby
        thing, place = "sign", place or _thing(words, cues)
    elif {"sign", "signage"} & found and at is None:
        thing, place = "sign", thing
    where = f" in the {place}" if place else ""
    if which:
        return f"what did the {which} {thing}{where} you read say?"
    return f"what does the {thing}{where} say?"


def _bare(phrase: str) -> str:
    return phrase.removeprefix("the ")


def _words(text: str) -> list[str]:
    return [_ABBREVIATIONS.get(word, word) for word in _TOKEN.findall(text)]


def _moment(text: str) -> str:
    """The time the request is about, said plainly ("12 minutes ago", "at 12:03")."""
    if within := re.search(r"\bwithin\s+t\s*-\s*(\d+)", text):  # "within T-10min"
        return f"in the last {within[1]} minutes"
    if before := _BEFORE_NOW.search(text):
        return f"{before[1]} minutes ago"
    if clock := re.search(r"(?:\bat|@|\btime)?\s*\b(\d{1,2}:\d{2})\b", text):
        return f"at {clock[1]}"  # "room 10:18?": the room then
    if ago := _MINUTES_AGO.search(text):  # "22 min ago", "ten minutes ago"
        return f"{COUNTING_WORDS.get(ago[1], ago[1])} minutes ago"
    if within := _WITHIN.search(text):
        return f"in the last {within[1]} minutes"
    return ""


def _thing(words: list[str], cues: AbstractSet[str]) -> str:
    """What is left once the cue words are taken out: the thing or the place; a number
    only as a code after a name ("bay 6", "floor 2 corridor"), not a count or a time."""
    kept: list[str] = []
    for index, word in enumerate(words):
        after = words[index + 1] if index + 1 < len(words) else ""
        if word == "first" and after in _FLOORS_NAMED:
            kept.append(word)  # "dwell on first floor": the floor's name, not an order
            continue
        if word in cues or word in _NOT_THING or (word == "on" and not kept):
            continue  # ("on first floor": where; "tv on": a state)
        if word[0].isdigit() and not (kept and re.fullmatch(r"\d{1,4}(?:\.\d{1,4})*[a-z]?", word)):
            continue
        kept.append(word)
    return " ".join(kept)


def _as_yes_no(clause: str) -> str:
    """'you have observed a planter' -> 'have you observed a planter?'."""
    clause = " ".join(_words(re.sub(r"^(?:you|the robot|robot|we)\s+", "", clause.strip(" .?"))))
    if clause.startswith(("have ", "has ")):
        return f"have you {clause.split(' ', 1)[1]}?"
    if clause.split(" ", 1)[0].endswith("ed"):  # "you entered the lobby"
        return f"have you {clause}?"
    return f"did you {clause}?"


def _waited(words: list[str]) -> bool:
    """Whether the request is about waiting ("lift wait", "wait time"), not about a place
    named for it ("waiting room", "waiting area")."""
    return any(
        word in ("wait", "waiting")
        and (index + 1 == len(words) or words[index + 1] not in _AREA | {"lounge", "hall"})
        for index, word in enumerate(words)
    )


def _confirmed(claim: str) -> str:
    """'cart colour grey' -> 'is the cart grey?'; 'fridge on first floor' -> 'is there a
    fridge on the first floor?'; 'harp' -> 'did you see a harp?'."""
    thing, colour, value = claim.partition(" colour ")
    if colour:
        return f"is the {_thing(_words(thing), set())} {value}?"
    if place := re.match(r"^(?P<thing>.+?)\s+(?P<at>in|on|at)\s+(?:the\s+)?(?P<where>.+)$", claim):
        thing = _thing(_words(place["thing"]), set())
        return f"is there a {thing} {place['at']} the {place['where']}?"
    return f"did you see a {_thing(_words(claim), set())}?"


def _yes_no(words: list[str], found: set[str], moment: str) -> str:
    within = f" {moment}" if moment.startswith("in the last") else ""
    if found & {"visited", "entered", "visit"} and not found & _SEEING:
        return f"have you been to the {_thing(words, set())}?"
    if "in" in words[1:] and not found & _SEEING:  # "price checker in front entrance? y/n"
        at = words.index("in", 1)
        return f"did you see a {_thing(words[:at], set())} in the {_thing(words[at + 1 :], set())}?"
    thing = _thing(words, set())
    return f"did you see a {thing}{within}?"


def _duration(words: list[str], found: set[str], which: str) -> str:
    if found & {"uptime", "runtime", "mission", "patrol"} or "start" in found:
        return "how long have you been running?"
    if _waited(words):  # "last lift wait duration", "wait time at the crossing"
        waited = _thing(words, {"wait", "waiting", "transit", "spent", "one"} | _WHICH.keys())
        at = "at" if waited in ("crossing", "kerb", "curb", "door", "gate") else "for"
        return f"how long did you wait {at} the {waited}{f' the {which} time' if which else ''}?"
    if found & {"elapsed", "since"} and found & _SEEING:  # "elapsed since X last seen"
        return f"how long ago did you last see the {_in_place(words, {'since'})}?"
    if "since" in found and not found & _TOTAL:  # "time since cycle shelter"
        return f"how long ago were you last in the {_thing(words, {'since'} | _WHICH.keys())}?"
    if "->" in words or ({"transit", "travel"} & found and "to" in words):
        arrow = words.index("->") if "->" in words else len(words) - 1 - words[::-1].index("to")
        origin = _thing([w for w in words[:arrow] if w not in {"transit", "travel", "from"}], set())
        target = _thing(words[arrow + 1 :], set())
        return f"how long did it take to get from the {origin} to the {target}?"
    if "outside" in found:
        return f"how long were you outside{' in total' if found & _TOTAL else ''}?"
    booked = {"spent", "logged", "recorded", "booked", "clocked"}
    place = _in_place(words, {"transit", "travel", "since"} | booked | _WHICH.keys())
    if found & _TOTAL or _all(found):
        everything = _TOTAL | _ALL_UP | _ALL_VISITS
        return f"how long were you in the {_thing(place.split(), everything)} in total?"
    return f"how long were you in the {place}{f' the {which} time' if which else ''}?"


def _all(found: set[str]) -> bool:
    """Whether the request sums every visit: "all up", "all visits"."""
    return found >= _ALL_UP or found >= _ALL_VISITS


def _position(words: list[str], found: set[str], which: str, moment: str) -> str:
    if moment:  # "loc ten minutes ago": the number is the moment's
        words = [word for word in words if word not in COUNTING_WORDS]
    thing = _thing(words, {"nearest", "closest", "vicinity", "near", "nearby"})
    if moment and (not thing or thing in {"robot", "your"}):
        return f"where were you {moment}?"
    if found & {"nearest", "closest", "vicinity", "near", "nearby"}:
        return f"where is the nearest {thing}?"
    if "before" in words[1:] and found & _SEEING:  # "microscope seen where, before lab"
        at = words.index("before", 1)
        seen, place = _thing(words[:at], set()), _thing(words[at + 1 :], set())
        return f"where did you last see the {seen} before you last went into the {place}?"
    if which == "last" or "known" in found:
        return f"where did you last see the {_in_place(words, set())}?"
    if which == "first":  # "position of first sighting, X"
        return f"where did you first see the {thing}?"
    return f"where is the {thing}?"


def _in_place(words: list[str], cues: AbstractSet[str]) -> str:
    """The thing, with the place it is in after it if the request names one ("noticeboard
    in library foyer colour?" -> "noticeboard in the library foyer")."""
    at = next((i for i, word in enumerate(words) if i and word in ("in", "on", "at")), None)
    if at is None or not _thing(words[at + 1 :], cues) or not _thing(words[:at], cues):
        return _thing(words, cues)  # ("dur. in retail unit": only the place)
    return f"{_thing(words[:at], cues)} {words[at]} the {_thing(words[at + 1 :], cues)}"


def _time(words: list[str], found: set[str], which: str) -> str | None:
    when = f"{which} " if which else ""
    if found & _SEEING:
        return f"when did you {when or 'last '}see the {_in_place(words, _WHICH.keys())}?"
    ride = next((word for word in words if word in _RIDES), None)
    if ride is not None:
        way = " up" if "up" in found else " down" if "down" in found else ""
        floors = FLOORS_FROM_TO.search(" ".join(words))
        between = (
            f" from the {_bare(floors['origin'])} to the {_bare(floors['destination'])}"
            if floors
            else ""
        )
        return f"when did you {when}take the {_RIDES[ride]}{way}{between}?"
    floors = FLOORS_FROM_TO.search(" ".join(words))
    if floors:  # "last move deck 4 to promenade deck, time?"
        origin, destination = _bare(floors["origin"]), _bare(floors["destination"])
        return f"when did you {when or 'last '}go from the {origin} to the {destination}?"
    if found & _CHARGING:  # "last docking for charge: time?"
        return f"when did you {when or 'last '}go to charge?"
    if "crossing" in found or "crossed" in found:
        return f"when did you {when}cross the street?"
    if found & {"pass", "passed", "passing"}:  # "TIME last pass: post box"
        passed = _thing(words, {"pass", "passed", "passing"} | _WHICH.keys())
        return f"when did you {when or 'last '}pass the {passed}?"
    place = _thing(words, _ENTER | _EXIT | _WHICH.keys())
    if found & {"reentered", "reentry", "return", "returned", "back"}:
        place = " ".join(w for w in place.split() if w not in {"return", "returned", "back"})
        inside = place in ("", "indoors", "inside", "building")
        return f"when did you come back into the {'building' if inside else place}?"
    if found & _EXIT:
        return (
            f"when did you {when}leave the {place}?"
            if place != "outside"
            else "when did you go outside?"
        )
    if found & _ENTER:
        return f"when did you {when}enter the {place}?"
    return None

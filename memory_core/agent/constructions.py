"""Constructions that hide a question's grammar, said as the plain question they mean.

People do not always make the robot the subject of seeing, nor the thing the object:
"when did a hen last appear in your camera?" is when the robot last saw a hen; "was
the kettle in view?" whether it saw the kettle; "did the staff room have a microwave in
it?" whether a microwave was in the staff room. A verb in front can carry the asker's
attitude rather than the question ("did you happen to see", "did you manage to spot"),
and a place can be no place at all ("along your route", "in your camera": anywhere).
Each entry below is one such construction, over classes of words (verbs of appearing,
of leaving, of searching), never one sentence; the reader (reader.py) then reads the
plain question as it reads any other.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memory_core.agent.timephrases import SPAN
from memory_core.lexicon import PLACE_NOUN_PATTERN
from memory_core.place_names import place_named

# Verbs of seeing a thing that can follow "happen to", "manage to".
_SEEING = (
    r"(?:see|spot|notice|come across|catch sight of|catch|pass|find|glimpse|encounter|observe)"
)
# A noun phrase with its determiner: the thing a construction is about.
_THING = r"(?P<thing>(?:a|an|the|any|some|my|our|your|that|this|those|these) [^?.!,;]+?)"
_ONCE = r"(?P<which>(?:last|first|ever|most recently|latest|earliest|initially) )?"
# Verbs whose subject comes into the robot's view: "appear", "turn up", "show up".
_APPEARING = (
    r"(?:appear|appeared|appears|show up|showed up|shown up|shows up|turn up|turned up|turns up"
    r"|pop up|popped up|pops up|crop up|cropped up|come into (?:view|sight|shot)"
    r"|came into (?:view|sight|shot)|come up|came up)"
)
# What the robot sees through: "in your camera", "on your video feed".
_THROUGH = (
    r"(?: (?:in|on|through|from|within) (?:your|its|the robot's|the) (?:camera feed|cameras|camera"
    r"|video feed|video|feed|footage|field of view|view|sight|frame|images|pictures|sensors))"
)
# A stretch of the robot's own travels, which names no place: "along your route".
_TRAVELS = r"(?:route|way|path|travels|rounds|patrol|trip|journey|tour|walk|drive|run|wanderings)"
# Verbs of looking for a thing, after "where should I": the thing's whereabouts.
_LOOKING_FOR = (
    r"(?:look|looking|search|searching|hunt|hunting)(?: (?:for|around for))?"
    r"|(?:go|head|turn) (?:to )?(?:look for|find|search for|get)"
)
# A sighting that an answer should rest on: "based on your latest sighting".
_FROM_SIGHTING = (
    r",? (?:based on|going by|judging by|according to|from|as of|as per) (?:your|the|my|its) "
    r"(?:latest|last|most recent|newest) (?:sighting|sightings|observation|look|check|record)"
)
# Verbs saying where a thing is kept or stands: "where does the printer live".
_STANDING = r"(?:stand|sit|lie|live|belong|hang|reside|stay|rest|go|usually go|normally go)"
_BELIEVING = r"(?:think|reckon|suppose|figure|guess|bet|believe|imagine)"
_AT = r"(?:in|on|at|by|near|next to|inside|outside|around|over|under|beside|behind|up|down)"
# Verbs of leaving a place, with what they say plainly.
_LEAVING = (
    r"depart(?:ed)? from|depart(?:ed)?|moved? out of|get out of|got out of|step(?:ped)? out of"
    r"|head(?:ed)? out of|walk(?:ed)? out of|drive out of|drove out of|roll(?:ed)? out of"
    r"|come out of|came out of|make (?:your|our) way out of|made (?:your|our) way out of"
)
# Predicates that only say a thing was there to be seen: "visible", "to be found".
_THERE_TO_SEE = (
    r"(?:visible|to be found|to be seen|present|in evidence|in sight|lying around|sitting around"
    r"|hanging around|knocking about|kicking about|around|about)"
)
# A code after a place's name: "room 2.08", "unit g13".
_CODE = re.compile(r"\s+[a-z]?\d+(?:\.\d+)*[a-z]?$")
_NAMING_HEADS = re.compile(r"\b(?:room|hall|floor|level|wing|building|unit|zone|area|lab|ward)$")


def _appearing(found: re.Match[str]) -> str:
    which = _plain_which(found["which"])
    if found["aux"].lower() in ("has", "have", "had"):
        return f"have you {which}seen {found['thing']}"
    return f"did you {which}see {found['thing']}"


def _plain_which(which: str | None) -> str:
    """'most recently', 'latest' -> 'last '; 'initially', 'earliest' -> 'first '."""
    if not which:
        return ""
    word = which.strip()
    if word in ("most recently", "most recent", "latest"):
        return "last "
    if word in ("initially", "earliest"):
        return "first "
    return f"{word} "


def _in_view(found: re.Match[str]) -> str:
    return f"did you {_plain_which(found['which'])}see {found['thing']}"


def _held_by_place(found: re.Match[str]) -> str:
    """'did the staff room have a microwave (in it)': was there one in it; only when the
    subject is a place, or "in it" says it holds things ("did the car have a dent" is
    not about a place)."""
    place, thing = found["place"], found["thing"]
    if found["inside"] or _names_a_place(place):
        return f"was there {thing} in {place}"
    return found[0]


def _staying(found: re.Match[str]) -> str:
    """'poking around (in)': in; 'hang around in': stay in; 'hung around in': stayed in."""
    verb = found["verb"].lower()
    if verb.endswith("ing"):
        return "in"
    return "stayed in" if verb.endswith("ed") or verb == "hung" else "stay in"


def _place_last(found: re.Match[str]) -> str:
    """'South Mezzanine: time of last snack machine contact?': the request, about the thing
    it names, in the place named first; with no thing of its own ("Lifeboat 6: time of last
    contact?") what is named first is the thing."""
    words = found["request"].lower().split()
    if not set(words[3:]) - _SIGHTING_WORDS:
        return f"when did you {words[2]} see the {found['place']}?"
    return f"{found['request']} in the {found['place']}?"


_SIGHTING_WORDS = frozenset({"sighting", "of", "contact", "visual", "obs", "observation", "the"})


def as_question(clause: str) -> str:
    """A statement said as the yes/no question it hides ("the van was in the yard": was the
    van in the yard; "you saw my coat": did you see my coat; "the bin had a lid": did the
    bin have a lid); a clause with no verb to move is asked as it is ("did ...")."""
    clause = clause.strip().rstrip("?.!").strip()
    found = _FINITE.search(clause)
    if found is None or not found["subject"].strip():
        return f"did {clause}"
    subject, verb, rest = found["subject"].strip(), found["verb"].lower(), clause[found.end() :]
    if verb in ("had", "has", "have") and not _PARTICIPLE_AFTER.match(rest):
        return f"did {subject} have{rest}"  # a possession, not a tense
    if verb in _AUXILIARIES:
        return f"{verb} {subject}{rest}"
    return f"did {subject} {_BASE.get(verb, verb)}{rest}"


def _whether(found: re.Match[str]) -> str:
    return as_question(found["clause"]) + "?"


def _at_which(found: re.Match[str]) -> str:
    """'the time at which the delivery was received': when was the delivery received."""
    return "when " + as_question(found["clause"]) + "?"


def _names_a_place(phrase: str) -> bool:
    bare = _CODE.sub("", phrase.strip())
    return (
        place_named(phrase) is not None
        or place_named(bare) is not None
        or bool(_NAMING_HEADS.search(bare))
    )


# Words that open a question or a request: what follows a greeting is then no name.
_OPENING = (
    r"(?:where|when|what|which|who|how|is|are|was|were|did|do|does|have|has|had|can|could|would"
    r"|will|take|show|tell|find|please|any|describe|robot|there)"
)
# A question that opens as one: its "yes or no" tag only repeats the form.
_OPENS = re.compile(rf"^\s*{_OPENING}\b", re.I)
# Nouns of the moment something happened: "at which point in time", "at what timestamp".
_MOMENT = r"(?:point in time|point|time ?stamp|moment|instant|clock time)"
# Things done that a question asks about with "did you" left out: "see a red van?".
_DONE = r"(?:see|saw|spot|spotted|notice|noticed|pass|passed|visit|visited|cross|crossed|use|used"
_DONE += r"|take(?! (?:me|us)\b)|took|enter|entered|leave|left|ride|rode|go into|went into)"
# What a request for a moment names: "time of your last visit to the nurses' station".
_EVENT_NOUNS = {
    "visit": "visit",
    "entry": "enter",
    "arrival": "get to",
    "exit": "leave",
    "departure": "leave",
    "observation": "see",
    "sighting": "see",
}
# The subject and finite verb of a statement asked about ("the visitor badge printer
# was", "you saw", "there were"), for as_question.
_AUXILIARIES = ("was", "were", "is", "are", "has", "have", "had", "will", "would", "could", "can")
_BASE = {
    "saw": "see",
    "spotted": "spot",
    "noticed": "notice",
    "found": "find",
    "left": "leave",
    "passed": "pass",
    "visited": "visit",
    "entered": "enter",
    "went": "go",
    "took": "take",
    "came": "come",
    "got": "get",
    "put": "put",
    "heard": "hear",
    "met": "meet",
    "drove": "drive",
    "rode": "ride",
    "used": "use",
    "walked": "walk",
    "crossed": "cross",
    "moved": "go",
    "exited": "exit",
    "boarded": "board",
    "reached": "reach",
    "arrived": "arrive",
    "returned": "return",
    "headed": "head",
}
_FINITE = re.compile(
    r"^(?P<subject>(?:you|we|i|it|they|there|he|she|someone|somebody|anyone|anybody|nobody"
    r"|no one|the robot)|(?:(?:a|an|the|any|some|my|our|your|that|this|those|these|no) )?"
    r"[^,;]+?) (?P<verb>" + "|".join(_AUXILIARIES) + "|" + "|".join(_BASE) + r")\b",
    re.I,
)
_PARTICIPLE_AFTER = re.compile(r"\s+(?:been|\w+ed|seen|left|gone|taken|found|put)\b", re.I)
# Asking to be told, with the question embedded: "say whether", "let me know if",
# "check your memory and confirm whether".
_TELL_WHETHER = (
    r"^(?:(?:please|kindly)\s+)?(?:(?:can|could|would|will) you\s+)?"
    r"(?:(?:check|look at|go through|search) (?:your|the) (?:memory|memories|records|footage"
    r"|logs|notes) and\s+)?"
    r"(?:confirm|say|tell me|tell us|let me know|let us know|indicate|state|report|verify"
    r"|check|find out|establish|determine|advise)(?: to me)? (?:whether|if) "
)
# A tag that makes a statement a yes/no question: "..., right?", "..., did you?" (a word
# of its own: "the piano?" ends in no tag).
_TAG = (
    r",?\s*\b(?:right|correct|yeah|yes|true|no|innit|eh|isn't it|wasn't it|weren't they|is it"
    r"|was it|were they|did you|didn't you|did it|didn't it|have you|haven't you|am i right)"
    r"\s*\?"
)
# A negated verb: "you didn't see my keys, did you?" is read as it is.
_NEGATED = r"(?:(?:did|does|do|has|have|had|was|were|is|are)(?:n'?t| not)|never)"
# Asking for the words or the kind of a thing: "state the wording on", "identify the species".
_ASKED_WORDS = (
    r"(?:wording|words|text|message|writing|inscription|species|kind|type|sort|breed|make"
    r"|model|brand|colour|color|number|name|label|title)"
)
# Words that make a phrase a question of its own ("in which room was it observed").
_ASKING = r"(?:which|what|who|whose|where|when|how|why|was|were|did|does|do|is|are|has|have)"
# Verbs of what the robot did, in the past, after "unit" or "robot".
_DONE_PAST = "|".join([*_BASE, "stopped", "waited", "was", "were", "has", "had", "did"])
# Words people call whom they ask: "which floor is it on, love?".
_VOCATIVES = r"(?:love|dear|darling|pet|sweetheart|mate|buddy|pal|hun|honey|duck|son|robot)"
# Kinds of place a question asks the name of: "the gallery with the dinosaur skeleton".
_ROOM_WORDS = r"(?:room|place|area|gallery|ward|shop|store|hall|space|office|zone|section)"
# Words of a clause, which a bare noun phrase has none of.
_CLAUSE_WORDS = re.compile(
    rf"\b(?:{_OPENING}|for|during|at|in|on|by|from|roughly|about|you|we|i|they|it|been|be|being"
    r"|much|many|long|time|standing|stayed|was|were|left)\b",
    re.I,
)
# States a thing is asked to be in, said with no verb ("loading bay gate open?").
_STATE = (
    r"(?:still (?:at|in|on|by|inside|outside|there)|open|closed|shut|locked|unlocked|switched on"
    r"|switched off|on|off|working|broken|empty|full|busy|blocked|clear|present)"
)


def _time_of(found: re.Match[str]) -> str:
    """'time of your last visit to X': when did you last visit X."""
    which = _plain_which(found["which"])
    return f"when did you {which}{_EVENT_NOUNS[found['noun'].lower()]} "


# A bare noun phrase asking which or how many, not whether: "nearest empty tote?",
# "QTY benches on the street?", "no. of cones in the yard?"
_NOT_WHETHER = re.compile(r"(?i)\s*(?:nearest|closest|qty|quantity|number of|no\.? of)\b")


def _stated(found: re.Match[str]) -> str:
    """'parcel still at reception?': is the parcel still at reception; only when what
    comes before the state is a bare noun phrase, no clause ("for how long was the door
    open" has its own verb)."""
    if _CLAUSE_WORDS.search(found["thing"]) or _NOT_WHETHER.match(found[0]):
        return found[0]  # (not "nearest empty tote?": which is the nearest)
    thing = re.sub(r"^(?:the|a|an|that|this)\s+", "", found["thing"], flags=re.I)
    return f"is the {thing} {found['state']}"


_Rewrite = tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]]

# Events an operator says as nouns, and the clauses they stand for (done; after "did").
_EVENT_VERBS = {
    r"lift exit|exit from the lift|elevator exit": ("got out of the lift", "get out of the lift"),
    r"lift entry|entry to the lift|elevator entry": ("got into the lift", "get into the lift"),
    r"return (?:indoors|inside|from outdoors|from outside)|re-?entry": (
        "came back inside",
        "come back inside",
    ),
    r"exit (?:to )?(?:outdoors|outside)|exit from the building|departure outdoors": (
        "went outside",
        "go outside",
    ),
}
_NOMINAL_EVENT = (
    r"(?P<which>first|last|latest|most recent) (?P<event>"
    + "|".join(f"(?:{pattern})" for pattern in _EVENT_VERBS)
    + r")"
)
_CONSTRUCTIONS: tuple[_Rewrite, ...] = (
    # "when you went to outside", "came back to inside": a learner's "to" before a side
    (
        re.compile(
            r"\b(?P<verb>go|goes|went|gone|going|come|comes|came|coming|get|got|back) to "
            r"(?P<side>outside|inside|outdoors|indoors)\b",
            re.I,
        ),
        r"\g<verb> \g<side>",
    ),
    # "The last time you stood still for more than a minute, ..., where was that?": where
    # the robot stood still then
    (
        re.compile(
            r"\b(?:the )?(?P<which>last|first) time (?:you|we|i) (?P<verb>stood still|stopped"
            r"|waited|paused|halted)(?P<rest>[^,?\u2013\u2014]*?)\s*"
            r"(?:[,\u2013\u2014][^?]*?)?[,\u2013\u2014]?\s*where was (?:that|it)\b",
            re.I,
        ),
        r"where did you \g<which> \g<verb>\g<rest>",
    ),
    # "where was your last long stop?", "your last hold over a minute": where it stood still
    (
        re.compile(
            r"\bwhere was your (?P<which>last|first|longest) (?P<long>long )?"
            r"(?:stop|hold|pause|halt|wait)\b",
            re.I,
        ),
        lambda found: (
            f"where did you {found['which'].lower()} stop"
            + (" for a long time" if found["long"] else "")
        ),
    ),
    # "at 11:29 o'clock": a clock time says its hour already
    (re.compile(r"\b(?P<clock>\d{1,2}:\d{2})\s*o'?\s?clock\b", re.I), r"\g<clock>"),
    # "dwell on first floor, last stint?", "dwell in the lab": how long the robot was there
    (
        re.compile(r"^dwell(?: time)? (?P<preposition>on|in|at|inside)\b", re.I),
        r"how long were you \g<preposition>",
    ),
    # "what was your longest single stay in X", "what's the longest you ever stayed in X":
    # how long
    (
        re.compile(
            r"\bwhat(?:'s| is| was) (?:your|our|the) longest (?:(?:uh|um|er|erm) )*"
            r"(?:(?:single|continuous|unbroken) )?"
            r"(?:stay|visit|stint|spell|time|period)\b"
            r"|\bwhat(?:'s| is| was) the longest (?:time )?(?:you|we|i) (?:ever )?"
            r"(?:stayed|spent|were|was|remained)\b",
            re.I,
        ),
        "how long was your longest stay",
    ),
    # "post-Marshalling Yard, any printer?": seen since the robot last left it (a "post-op
    # ward" is a ward)
    (
        re.compile(
            r"^post-(?!(?:op|operative|natal|mortem|office)\b)(?P<place>[^,?]+?),?\s+"
            r"any (?P<thing>[^?]+?)\s*\?",
            re.I,
        ),
        r"since you last left the \g<place>, have you seen a \g<thing>?",
    ),
    # "Bed 15: time in view, last contact?": how long it stayed in view that time
    (
        re.compile(
            r"^(?P<thing>[^:?]+?)\s*:\s*(?:time|duration) in view,?\s*"
            r"(?P<which>last|first|latest) (?:contact|sighting|obs|observation)\s*\?",
            re.I,
        ),
        r"how long was the \g<thing> in view the \g<which> time you saw it?",
    ),
    # "Black folding bicycle: first obs, where?": where it was seen then
    (
        re.compile(
            r"^(?P<thing>[^:?]+?)\s*:\s*(?P<which>first|last|latest) "
            r"(?:obs|observation|sighting|contact),?\s*where\s*\?",
            re.I,
        ),
        r"where did you \g<which> see the \g<thing>?",
    ),
    # "last arrival on lower ground floor - time?": when the robot last got there
    (
        re.compile(
            r"^(?P<which>last|first|latest) arrival (?P<on>on|in|at) (?P<place>[^:?]+?)"
            r"\s*(?::|\s-)\s*(?:time|when)\s*\?",
            re.I,
        ),
        r"when did you \g<which> arrive \g<on> the \g<place>?",
    ),
    # "South Mezzanine: time of last snack machine contact?": the thing in that place
    (
        re.compile(
            r"^(?P<place>[^:?]+?)\s*:\s*(?P<request>time of (?:last|first|latest) [^?:]+?)\s*\?",
            re.I,
        ),
        _place_last,
    ),
    # "dwell in the lab, last stint?": that visit, said last (not "was your last stint in the
    # lab longer ...", which says the stay)
    (
        re.compile(
            r",\s*(?:the )?(?P<which>last|latest|first|previous) (?:stint|spell)(?=\s*[?.!]|$)",
            re.I,
        ),
        r" the \g<which> time",
    ),
    # "Last time you saw the door of the office, was it open?": the question is the clause
    # after the comma (a transcript has none), about the thing the fronted clause names, as
    # of that sighting
    (
        re.compile(
            r"^(?:(?:uh|um|er|erm|so|and) )*(?:the )?(?P<which>last|first|latest|most recent) "
            r"time (?:you|we|i) "
            r"(?P<verb>saw|spotted|noticed|checked|passed|went (?:by|past)|drove (?:by|past)"
            r"|walked (?:by|past)|looked at) (?P<thing>[^,?.!]+?),?\s+"
            r"(?P<aux>was|were|is|are|did|had|has|have) (?:it|they) (?P<rest>[^?.!]*)",
            re.I,
        ),
        lambda found: (
            f"{found['aux']} {found['thing']} {found['rest'].strip()} the "
            f"{found['which'].lower()} time you {found['verb']} it"
        ),
    ),
    # "Last time you saw the buggy, how long could you see it?": how long it was in view
    # ("Last obs of the zone sign - how long in view?", "last time you see X, how long it
    # was in view?")
    (
        re.compile(
            r"^(?:the )?(?P<which>last|first|latest|most recent) (?:time (?:you|we|i) "
            r"(?:saw|see|seen|spotted|noticed|looked at)|obs(?:ervation)? of|sighting of"
            r"|look at) (?P<thing>[^,?.!\u2014\u2013]+?)\s*(?:,|\s-|\u2014|\u2013)\s*"
            r"how (?:long|much time)\b"
            r"(?: (?:could|did|were|was|do) (?:you|we|i) (?:see|look at|watch|have|keep)"
            r" (?:it|them)| (?:was |were )?(?:it|they)(?: was| were)?)?"
            r"(?: in (?:view|sight))?(?: for)?(?=\s*[?.!]?\s*$)",
            re.I,
        ),
        lambda found: f"how long did you see {found['thing']} the {found['which'].lower()} time",
    ),
    # "When you went from A to B, how long did it take?": the trip, asked the usual way
    (
        re.compile(
            r"^(?:when|as) (?:you|we|i|the robot) (?:went|got|travelled|traveled|moved|walked"
            r"|drove|came|made (?:your|its|our|my) way) from (?P<origin>[^,?.!]+?)"
            r" (?:over |across |back )?(?:to|into) (?P<place>[^,?.!]+?),\s*how (?:long|much time)"
            r" (?:did|was|does) (?:it|that|the (?:trip|journey|walk|drive))(?: take)?\b",
            re.I,
        ),
        lambda found: f"how long did it take to get from {found['origin']} to {found['place']}",
    ),
    # A learner's English, as many first languages say it: "before 10 minutes" is ten
    # minutes ago (not before something that happened then); "most near" is nearest;
    # "the place you saw X" is where you saw it; "for first time" is for the first time.
    (
        re.compile(
            rf"\bbefore (?P<span>{SPAN})"
            r"(?!\s+(?:you|we|i|the|it|that|had|have|has|were|was|passed|elapsed)\b)",
            re.I,
        ),
        r"\g<span> ago",
    ),
    # "which sector holds / contains / houses the X": which one has it
    (
        re.compile(
            rf"\b(?P<asked>(?:which|what) (?:{_ROOM_WORDS}|sector|part|floor|level))"
            r" (?:holds|held|contains|contained|houses|housed)\b",
            re.I,
        ),
        r"\g<asked> has",
    ),
    (re.compile(r"\bmost near(?:by)?\b", re.I), "nearest"),
    (re.compile(r"\bmost close\b", re.I), "closest"),
    (
        re.compile(
            r"\bwhere (?:is|was) the (?:place|spot|location|position) (?:where |that |which )?"
            r"(?P<who>you|we|i) (?:have |had )?(?:see|saw|seen|spot|spotted|notice|noticed"
            r"|find|found|meet|met)\b",
            re.I,
        ),
        r"where did \g<who> see",
    ),
    (re.compile(r"\bfor (?P<which>first|last) time\b", re.I), r"for the \g<which> time"),
    # "as far as you know", "to your knowledge", anywhere: no part of what is asked
    (
        re.compile(
            r",?\s*\b(?:as far as (?:you|we|i) (?:know|can tell|remember|are aware)"
            r"|to (?:the best of )?your knowledge|if you (?:know|remember|can remember))\b,?",
            re.I,
        ),
        " ",
    ),
    # "hey rover, take me to ...", "ok robbie where is ...": a greeting and the robot's name
    # (not "ok quick one, ...", "ok so ...")
    (
        re.compile(
            rf"^(?:hey|hi|hello|ok|okay|yo|oi)\s*,?\s+(?!{_OPENING}\b)"
            r"(?!(?:quick|so|then|now|right|well|just|sorry|um|uh|erm)\b)[a-z][\w-]*\s*,?\s*",
            re.I,
        ),
        "",
    ),
    # "yes or no", "affirmative or negative" at the end: the yes/no question before it; a
    # statement before it is one said as a question ("the sofa is in the lounge, yes or
    # no?": is it), read as one with a tag
    (
        re.compile(
            r",?\s*\b(?:yes|affirmative|true|correct)(?: or |/)(?:no|negative|false|incorrect)"
            r"\s*(?=[?.!]*$)",
            re.I,
        ),
        lambda found: "?" if _OPENS.match(found.string) else ", right?",
    ),
    # "Status check: ...", "Confirm: ...": a form's heading, no part of the question
    (
        re.compile(
            r"^(?:status check|status|check|confirm|query|question|request|verify|sitrep"
            r"|update|note|lost property(?: report)?)\s*:\s*",
            re.I,
        ),
        "",
    ),
    # "Time unit exited the café?": when did the robot do it
    (
        re.compile(
            r"^(?:time|timestamp|clock time|moment)(?: of| that| when| at which)? (?:the )?"
            rf"(?:unit|robot|rover|bot)(?: (?:one|two|three|\d+))? (?P<clause>(?:(?:first|last"
            rf"|just) )?(?:{_DONE_PAST})\b[^?]*)\?",
            re.I,
        ),
        lambda found: "when " + as_question(f"you {found['clause']}") + "?",
    ),
    # "time on station in the ward": time spent there
    (
        re.compile(r"\b(?:time|duration) (?:on station|on post|on site|on scene)\b", re.I),
        "time spent",
    ),
    # "minutes since last spot on the weather station?": how long since
    (re.compile(r"^(?:minutes|mins|hours|seconds)\s+since\b", re.I), "how long since"),
    # "time since last defibrillator visual": since the last sighting of it
    (
        re.compile(
            r"\b(?P<which>last|first|latest) (?P<thing>(?!sighting\b)[a-z][\w' -]*?) "
            r"(?:visual|sighting|contact)\b",
            re.I,
        ),
        r"\g<which> sighting of \g<thing>",
    ),
    # "text on the notice at the pharmacy?": what did it say
    (
        re.compile(
            r"^(?:the )?(?:text|wording|words|writing|message|inscription) (?:on|of|in) "
            r"(?P<thing>[^?]+?)\s*\?",
            re.I,
        ),
        r"what did \g<thing> say?",
    ),
    # "current floor at my pos?", "my current level", "current room": the asker's floor,
    # the asker's room
    (
        re.compile(
            r"^(?:what is )?(?:my |our |the )?(?:current|present) (?:floor|level|storey)"
            r"(?: (?:at|of) (?:my|our) (?:pos|posn|position|location))?(?: now)?\s*\??\s*$",
            re.I,
        ),
        "which floor am I on?",
    ),
    (
        re.compile(
            rf"^(?:what is )?(?:my |our |the )?(?:current|present) {PLACE_NOUN_PATTERN}"
            r"(?: (?:at|of) (?:my|our) (?:pos|posn|position|location))?(?: now)?\s*\??\s*$",
            re.I,
        ),
        "which room am I in?",
    ),
    # an operator's events as nouns: "X sighted after last lift exit?", "first exit to
    # outdoors: time", "last return indoors - time?"
    (
        re.compile(
            rf"^(?P<thing>[^?]+?) (?:sighted|seen|spotted) (?:after|since) (?:the |your )?"
            rf"{_NOMINAL_EVENT}\s*\??",
            re.I,
        ),
        lambda found: f"since you {_event_clause(found)}, have you seen {found['thing']}?",
    ),
    (
        re.compile(rf"^(?:the |your )?{_NOMINAL_EVENT}\s*[:-]?\s*(?:time|when)\s*\??", re.I),
        lambda found: f"when did you {_event_clause(found, past=False)}?",
    ),
    # "entry count the Reception Atrium": how many times the robot went in
    (
        re.compile(r"^(?:entry|entries|visit|visits) count:? (?P<place>[^?]+?)\s*\??\s*$", re.I),
        r"how many times did you go into \g<place>?",
    ),
    # "the café: which floor?", "floor of the handbag?": which floor it was on
    (
        re.compile(r"^(?P<thing>[^:?]+):\s*(?:which|what) (?:floor|level)\s*\?", re.I),
        r"which floor is \g<thing> on?",
    ),
    (
        re.compile(r"^(?:the )?(?:floor|level) of (?P<thing>[^?]+?)\s*\??\s*$", re.I),
        r"which floor was \g<thing> on?",
    ),
    # "state the number of X", "what is the total number of X": how many X
    (
        re.compile(
            r"^(?:(?:please )?(?:state|give(?: me)?|tell me|report|provide|say)"
            r"|what(?: is|'s| was)|(?:do|can|could) you (?:give|tell) me)"
            r" (?:the |your )?(?:total |exact |final )?(?:number|count|tally) of ",
            re.I,
        ),
        "how many ",
    ),
    # "read back / read out the text on the notice board": read the notice board
    (re.compile(r"\bread (?:back|out)\b", re.I), "read"),
    (
        re.compile(
            r"\bread (?:me |to me )?the (?:text|writing|words|wording|name|message|number)"
            r" (?:on|of) ",
            re.I,
        ),
        "read ",
    ),
    # "re-enter the building": enter it again; "initially": first
    (re.compile(r"\bre-?(enter|entered|entering)\b", re.I), r"\1"),
    (re.compile(r"\binitial(?:ly)?\b(?! (?:the|a|an)\b)", re.I), "first"),
    # "..., request position of X": where X is, in a clause of its own
    (
        re.compile(
            r"\b(?:request|requesting) (?:the |a |your )?(?:current )?"
            r"(?:position|location|whereabouts|coordinates) (?:of|for) ",
            re.I,
        ),
        "where is ",
    ),
    # "when did you last have eyes on X", "do you have a visual on X": see it
    (re.compile(r"\b(?:have|get) (?:eyes|a visual|visual|eyeballs) on\b", re.I), "see"),
    (re.compile(r"\b(?:had|got) (?:eyes|a visual|visual|eyeballs) on\b", re.I), "saw"),
    # "last visual on a porter", "first contact with a nurse", "last eyes-on on the piano",
    # "minutes since last spot on the weather station", "last fix on the pallet wrapper": a
    # sighting of it
    (
        re.compile(
            r"(?<!laid )(?<!lay )(?<!set )(?<!clapped )\b(?:visual|eyes(?:-on)?|contact|eyeball)"
            r"(?: on| with| of)\b|\bobservation of\b"
            r"|(?:(?<=\blast )|(?<=\bfirst ))(?:spot (?:on|of)|fix (?:on|of)|sighting on)\b",
            re.I,
        ),
        "sighting of",
    ),
    # "wheelchair first eyes-on when?", "last eyes-on: was it open?": the noun, a sighting
    (re.compile(r"\beyes-on\b", re.I), "sighting"),
    # "Unit entered the family room?", "robot used the lift?": the robot, in the third person
    (
        re.compile(
            rf"^(?:the )?(?:unit|robot|rover|bot)(?: (?:one|two|three|\d+))? "
            rf"(?P<clause>(?:{_DONE_PAST})\b[^?]*)\?",
            re.I,
        ),
        lambda found: as_question(f"you {found['clause']}") + "?",
    ),
    # "bicycle observed?", "a nurse seen in the ward?": whether the robot saw it
    (
        re.compile(
            rf"^(?![^?]*\b(?:{_ASKING}|since|elapsed|time|long|dur|duration|pos|position"
            r"|location|loc|last|first|latest|ago)\b)"
            r"(?P<thing>(?!(?:you|we|i|it|they|the robot|did|was|were|is|are)\b)[a-z][\w' -]*?)"
            r" (?:observed|seen|sighted|spotted|noticed|detected|logged|recorded)"
            r"(?P<where> (?:in|on|at|near|by|inside|outside) [^?]*)?\s*\?",
            re.I,
        ),
        lambda found: f"did you see {found['thing']}{found['where'] or ''}?",
    ),
    # "second floor patrolled?", "the café visited?": whether the robot went there
    (
        re.compile(
            rf"^(?![^?]*\b{_ASKING}\b)"
            r"(?P<place>(?!(?:you|we|i|it|they|the robot|did|was|were|is|are|have|has)\b)"
            r"[a-z][\w' -]*?) (?:patrolled|visited|covered|checked|cleared|reached|entered)"
            r"\s*\?",
            re.I,
        ),
        r"did you go to the \g<place>?",
    ),
    # ", love?", ", dear, ...": whom the question is asked of, no part of it
    (re.compile(rf",\s*(?:{_VOCATIVES})\s*(?:,|(?=[?.!]|$))", re.I), ""),
    # "would you say you saw", "do you reckon we were": what they ask is the clause after
    (
        re.compile(
            r"\b(?:would|do|did|could) you (?:say|think|reckon|guess|figure)(?: that)?\s+"
            r"(?=(?:you|we|i|there|it|the robot)\b)",
            re.I,
        ),
        "",
    ),
    # "... ? Was it long ago?": an aside on the time the first question asks for
    (
        re.compile(
            r"(?<=[?.!])\s*(?:was|is) (?:it|that) (?:very )?(?:long ago|a long time ago|a while"
            r" (?:ago|back)|ages ago|recent|recently|long|today|this morning)\s*\?*\s*$",
            re.I,
        ),
        "",
    ),
    # "when did you clear the side passage": leave it (a place named after the verb;
    # "was the path clear" is no verb)
    (
        re.compile(
            r"\b(?P<who>you|we|i) (?P<verb>clear|cleared)(?=\s+(?:the\b|(?-i:[A-Z])))", re.I
        ),
        lambda found: f"{found['who']} {_left(found['verb'])}",
    ),
    # "came upon", "ran into", "clapped eyes on": saw
    (
        re.compile(
            r"\b(?:came|come|coming) (?:upon|across)\b|\b(?:ran|run|bumped|bump) into\b"
            r"|\b(?:clapped|laid|lay|set) eyes on\b",
            re.I,
        ),
        "saw",
    ),
    # "the closest one you've logged", "did you last log the cart": what the robot records
    # of a thing is its sighting (a "log" or "record" as a noun is none)
    (
        re.compile(
            r"\b(?P<who>(?:you|we|i)(?:'ve| have| had|'d)?|did (?:you|we|i)(?: last| first)?)"
            r" (?P<verb>log|logged|record|recorded|register|registered|capture|captured)"
            r"(?= (?!the time\b)(?:the|a|an|any|one|it|that|this|them)\b|\s*[?.,]"
            r"|\s+(?:from|near|at|in)\b)",
            re.I,
        ),
        lambda found: f"{found['who']} {_seeing(found['who'], found['verb'])}",
    ),
    # "need a fix on the main yard": a radio's position of it
    (
        re.compile(r"\b(?:need|get|give me|request) a fix on\b", re.I),
        "where is",
    ),
    # "last contact", "first visual": a radio's sighting
    (
        re.compile(r"\b(last|first|latest|previous) (?:contact|visual)\b", re.I),
        r"\1 sighting",
    ),
    # "from my spot", "from where I stand": from here
    (
        re.compile(
            r"\bfrom (?:my|our) (?:current )?(?:spot|location|position|place|pos|posn)\b"
            r"|\bfrom where (?:i|we) (?:am|are|stand|'m standing|am standing)\b",
            re.I,
        ),
        "from here",
    ),
    # "pop into", "nip in to", "duck into": go into
    (
        re.compile(
            r"(?<!\ba )(?<!\bthe )(?<!\bany )(?<!\bone )(?<!\bsome )"  # "a duck in it": a duck
            r"\b(?:pop|popped|nip|nipped|duck|ducked) (?:into|in to|inside|in)\b",
            re.I,
        ),
        "go into",
    ),
    # "pop outside", "nipped out": go outside
    (
        re.compile(
            r"(?<!\ba )(?<!\bthe )(?<!\bany )(?<!\bone )(?<!\bsome )"
            r"\b(?:pop|popped|nip|nipped|duck|ducked|step|stepped) (?:outside|out(?! of\b))",
            re.I,
        ),
        "go outside",
    ),
    # "out of doors", "in the fresh air": outside
    (
        re.compile(r"\b(?:out of doors|(?:out )?in the (?:fresh|open) air|out and about)\b", re.I),
        "outside",
    ),
    # "when did you get back from outside": come back in
    (
        re.compile(
            r"\b(get|got|getting|come|came|coming) back (?:in )?from (?:outside|outdoors)\b",
            re.I,
        ),
        r"\1 back inside",
    ),
    # "I've gone and mislaid my bag": left it (the thing is the bag, not a "mislaid bag")
    (
        re.compile(
            r"\b(?:gone and )?(?:mislaid|misplaced|lost|forgotten)\b(?= (?:my|our|the|his|her)\b)",
            re.I,
        ),
        "left",
    ),
    # "read me what the notice said": what did the notice say
    (
        re.compile(
            r"(?:\b(?:could|can|would|will) you (?:please )?)?\b(?:read|tell) (?:me|us) "
            r"(?:out )?what (?P<thing>.+?) (?:said|says|say|read|reads)\b",
            re.I,
        ),
        r"what did \g<thing> say",
    ),
    # "can you read me the whiteboard in room 1.05": what does it say
    (
        re.compile(
            r"^(?:(?:can|could|would|will) you (?:please )?)?read (?:me |us |out )*"
            r"(?P<thing>(?:the|that|this) (?:[^?.!]|(?<=\d)\.(?=\d))+?)"
            r"(?: (?:to me|for me|out|aloud|please))?"
            r"(?=\s*[?.!]*$)",
            re.I,
        ),
        r"what does \g<thing> say",
    ),
    # "that room with the television in it, what was it called", "name of the room with
    # the crutches": which room the thing was in
    (
        re.compile(
            rf"^(?:that|the) (?P<kind>{_ROOM_WORDS}) (?:with|where|that had|which had) "
            r"(?:you saw )?(?P<thing>.+?)(?: in it| in there)?,? what (?:was|is|'s) "
            r"(?:it|that|its name|the name)(?: called)?(?: again)?(?=\s*[?.!]*$)",
            re.I,
        ),
        r"which room was \g<thing> in",
    ),
    (
        re.compile(
            rf"^(?:(?:what (?:was|is) )?(?:the )?name of |what (?:was|is) )the "
            rf"(?P<kind>{_ROOM_WORDS}) (?:with|where you saw|that had) (?P<thing>.+?)"
            r"(?: in it)?(?: called)?(?=\s*[?.!]*$)",
            re.I,
        ),
        r"which room was \g<thing> in",
    ),
    # "say whether the bin had a lid", "let me know if there were cars": a yes/no question
    (re.compile(_TELL_WHETHER + r"(?P<clause>[^?]+?)[?.!]*$", re.I), _whether),
    # "nobody left the tap running, right?": whether somebody did
    (
        re.compile(
            r"^(?!(?:" + _OPENING + r")\b)(?P<clause>(?:(?!\b" + _NEGATED + r"\b)[^?,])+?)" + _TAG,
            re.I,
        ),
        _whether,
    ),
    # "record the time at which the delivery was received": when was it received
    (
        re.compile(
            r"^(?:(?:please|kindly)\s+)?(?:record|state|note|log|give|provide|indicate|report"
            r"|confirm|say|tell me)(?: me)? (?:the )?(?:exact |precise )?(?:time|moment|hour)"
            r" (?:at which|when|that) (?P<clause>(?!(?:you|we|the robot)\b)"
            r"(?!(?:has |have )?(?:passed|elapsed|gone by)\b)[^?]+?)[?.!]*$",
            re.I,
        ),
        _at_which,
    ),
    # "state the wording on the notice", "identify the species of animal": what is it
    (
        re.compile(
            r"^(?:(?:please|kindly)\s+)?(?:state|identify|name|specify|report|give|tell me"
            rf"|describe|read(?: me)?|provide) (?=the {_ASKED_WORDS}\b)",
            re.I,
        ),
        "what is ",
    ),
    # "(confirm) total time spent outside": how much time in total
    (
        re.compile(
            r"^(?:(?:please )?(?:confirm|verify|report|state|give me|tell me) )?(?:the |your )?"
            r"(?P<total>total |overall )?time spent\b",
            re.I,
        ),
        r"how much \g<total>time did you spend",
    ),
    # "at which point in time was the stapler last observed": when
    (re.compile(rf"\b(?:at|in) (?:which|what) {_MOMENT}\b", re.I), "when"),
    # "confirm the location of X": where is X; "confirm the time you entered": when did you
    (
        re.compile(
            r"\b(?:please )?(?:confirm|verify|check|tell me|let me know|give me|report)"
            r" (?:the )?(?:exact |current |last known )?(?:location|position|whereabouts) of ",
            re.I,
        ),
        "where is ",
    ),
    (
        re.compile(
            r"\b(?:please )?(?:confirm|verify|tell me|let me know|give me|report) (?:the )?"
            r"(?:time|moment)(?: at which| when)? (?=(?:you|we|the robot)\b)",
            re.I,
        ),
        "when did ",
    ),
    (
        re.compile(
            r"^(?:(?:please |kindly |(?:could|would|can) you )?(?:state|give|tell me|report"
            r"|record|provide|confirm|say|specify|indicate)"
            r"(?: me)? )?(?:the )?(?:time|moment) of (?:your|the|our|its) (?P<which>(?:last"
            r"|first|latest|most recent|earliest) )?(?P<noun>visit|entry|arrival|exit|departure"
            r"|observation|sighting)(?: (?:to|into|in|at|from|of))? ",
            re.I,
        ),
        _time_of,
    ),
    # "when was your latest entry into the foyer", "what time was the last departure from
    # the yard": the event said as a noun
    (
        re.compile(
            r"(?:^|(?<=[:.!?] ))(?:when|what time|at what time) (?:was|is|were)"
            r" (?:your|the|our|its) (?P<which>(?:last|first|latest|most recent|earliest) )?"
            r"(?P<noun>entry|arrival|exit|departure|observation|sighting)"
            r"(?: (?:to|into|in|at|from|of))? ",
            re.I,
        ),
        _time_of,
    ),
    # "loading bay gate open?", "parcel still at reception?": is it so
    (
        re.compile(
            rf"^(?!(?:{_OPENING}|you|we|i|it|they|the robot)\b)(?P<thing>[a-z][\w' -]*?) "
            rf"(?P<state>{_STATE})\b(?=[^?]*\?)",
            re.I,
        ),
        _stated,
    ),
    # "see a red van out front?": did you
    (re.compile(rf"^(?P<done>{_DONE})\b(?=[^?]*\?)", re.I), r"did you \g<done>"),
    # "what's it say": what does it say
    (
        re.compile(r"\bwhat(?:'s| is) (?P<subject>it|that|this|the sign|the notice) say\b", re.I),
        r"what does \g<subject> say",
    ),
    # "did you happen to see", "did you manage to spot": the seeing is the question
    (
        re.compile(
            r"\b(?:happen(?:ed)?|manage(?:d)?|chance(?:d)?|get|got|(?:get|got|have|had) a chance)"
            rf" to (?={_SEEING}\b)",
            re.I,
        ),
        "",
    ),
    # "when did a hen last appear in your camera": when did you last see a hen
    (
        re.compile(
            rf"\b(?P<aux>did|does|do|has|have|had) {_THING} {_ONCE}{_APPEARING}\b{_THROUGH}?",
            re.I,
        ),
        _appearing,
    ),
    # "when was the kettle last in view": when did you last see the kettle
    (
        re.compile(
            rf"\b(?:was|were) {_THING} {_ONCE}(?:in|within) (?:view|sight|shot|frame|the frame"
            r"|your view|your sight|camera view|the camera|your camera)\b",
            re.I,
        ),
        _in_view,
    ),
    # "in your camera", "along your route", "anywhere we went": no place of its own
    (re.compile(_THROUGH + r"\b", re.I), ""),
    (
        re.compile(
            rf"\b(?:(?:somewhere|anywhere) )?(?:along|on|during|in the course of) "
            rf"(?:your|our|the robot's|its) {_TRAVELS}\b",
            re.I,
        ),
        "anywhere",
    ),
    (
        re.compile(
            r"\b(?P<where>anywhere|somewhere|everywhere) (?:that )?(?:you|we|i|the robot) (?:went"
            r"|go|have been|'ve been|had been|visited|passed|drove|walked|travelled|traveled"
            r"|looked|have gone|'ve gone|roamed)\b",
            re.I,
        ),
        r"\g<where>",
    ),
    # "where should I look for X": where is X
    (
        re.compile(
            r"\bwhere (?:should|would|could|can|do|must|might|ought|shall|will|to)"
            rf"(?: (?:i|we|one|someone|a person))?(?: to)? (?:{_LOOKING_FOR}) ",
            re.I,
        ),
        "where is ",
    ),
    # "where is X, based on your latest sighting": where X was last seen
    (
        re.compile(rf"\bwhere (?:is|are|was|were) {_THING}(?: now)?{_FROM_SIGHTING}\b", re.I),
        r"where did you last see \g<thing>",
    ),
    # "where in the library did you see the globe": where did you see it in the library
    (
        re.compile(
            rf"\bwhere (?:in|on|at|inside) (?P<place>(?:the )?[^?.!,]+?) (?P<aux>did|do|have) "
            rf"(?P<who>you|we|i) (?P<verb>(?:last |first )?{_SEEING}|leave|put) {_THING}"
            r"(?=\s*(?:[?.!,]|$))",
            re.I,
        ),
        r"where \g<aux> \g<who> \g<verb> \g<thing> in \g<place>",
    ),
    # "from where you're standing now, where's the closest X": where the asker is, is known
    (
        re.compile(
            r"\b(?:from|relative to) where (?:you|we|i|the robot)(?:'re|'m| are| am| is)"
            r"(?: (?:standing|sitting|stood|sat|parked|waiting|located))?"
            r"(?: (?:now|right now|at the moment))?\s*,?",
            re.I,
        ),
        "",
    ),
    # "if the kerbside had a bollard in it": if there was a bollard in the kerbside
    (
        re.compile(
            r"\b(?P<place>(?:the|gate|room|ward|meeting room) [^,.?!]+?) (?:had|has|contained)"
            r" (?P<thing>(?:a|an|any|some) [^,.?!]+?) (?:in it|in there|inside)\b",
            re.I,
        ),
        r"there was \g<thing> in \g<place>",
    ),
    # "did the visitor centre have a fountain inside": was there one in it (a red car that
    # had a roof box is no place)
    (
        re.compile(
            r"\b(?:did|does|do) (?P<place>the (?!robot\b)[^,.?!]+?) have "
            r"(?P<thing>(?:a|an|any|some) [^,.?!]+?) (?:in it|in there|inside)"
            r"(?=\s*(?:[,.?!]|$|if\b))",
            re.I,
        ),
        r"was there \g<thing> in \g<place>",
    ),
    # "how early in your trip did you spot X": when did you first spot it
    (
        re.compile(
            r"\bhow (?:early|soon)(?: (?:in|into|on|during|after) (?:your|the|our|this|its) "
            r"\w+)? (?P<aux>did|do|have|had) (?P<who>you|we|i) (?:first )?",
            re.I,
        ),
        r"when \g<aux> \g<who> first ",
    ),
    # "think back 7 minutes", "going back half an hour": so long ago
    (
        re.compile(
            r"\b(?:(?:think|go|going|cast your mind|rewind|look) )?back "
            r"(?:about |around |roughly |some )?(?P<amount>\d+|an?|half an|\w+) "
            r"(?P<unit>minutes?|mins?|hours?|seconds?|secs?)\b(?! (?:later|after|afterwards)\b)",
            re.I,
        ),
        r"\g<amount> \g<unit> ago",
    ),
    # "the visitor centre: how many bins?": how many bins in the visitor centre
    (
        re.compile(r"^(?P<place>[^:?]+):\s*how many (?P<things>[^?:]+?)\s*\?", re.I),
        r"how many \g<things> in \g<place>?",
    ),
    # "(could you) count the chairs you saw in the hall (for me)": how many chairs
    (
        re.compile(
            r"^(?:(?:could|can|would|will) you (?:please )?|please )?count (?:up )?"
            r"(?:for me )?(?:of )?(?:the |all the |how many )?",
            re.I,
        ),
        "how many ",
    ),
    # "the name of the area the stall is in", "the name of the place where you saw X":
    # which area
    (
        re.compile(
            rf"\b(?:what(?:'s| is| was) |(?:(?:(?:could|can|would|will) you (?:please )?)?"
            rf"(?:tell me |i need |give me |know ))?)the name of the "
            rf"(?P<room>{_ROOM_WORDS}) (?:where |that |which |in which )?"
            r"(?:(?:you|we|i) (?:saw|spotted|noticed|found|seen|passed) )?(?P<thing>[^?.!]+?)"
            r"(?: (?:is|was|are|were|sat|stood) in)?(?=\s*[?.!]|$)",
            re.I,
        ),
        r"which \g<room> was \g<thing> in",
    ),
    # "what is the location of X": where is X
    (
        re.compile(
            r"\bwhat(?:'s| is| was) the (?:exact |current |last known |precise )?"
            r"(?:location|position|whereabouts|coordinates|spot) of ",
            re.I,
        ),
        "where is ",
    ),
    # "what (or where) was the very last place you saw X": where did you last see X
    (
        re.compile(
            r"\b(?:what|where) (?:is|was|'s) the (?:very )?"
            r"(?P<which>last|latest|most recent|first|earliest) "
            r"(?:place|spot|location|position|area|point)(?: where| that| in which| at which)? "
            r"(?:you|we|i) (?:saw|spotted|noticed|seen|passed|came across|caught sight of) ",
            re.I,
        ),
        lambda found: f"where did you {_plain_which(found['which'])}see ",
    ),
    # "where does the printer stand": where is the printer
    (
        re.compile(rf"\bwhere (?:does|do|did) {_THING} {_STANDING}\b", re.I),
        r"where is \g<thing>",
    ),
    (re.compile(r"\bmost recently\b", re.I), "last"),
    # "how long were you in the lab during your last visit": the last time
    (
        re.compile(
            r"\bduring (?=(?:your|our|the|its) (?:most recent|last|latest|first|previous|final"
            r"|earliest) (?:visit|stay|time)\b)",
            re.I,
        ),
        "on ",
    ),
    # "(do you) reckon the trolley's still by the lifts": is the trolley still by the lifts
    (
        re.compile(
            rf"^(?:(?:do|d'|did) you |you )?{_BELIEVING} (?:that )?{_THING}"
            rf"(?:'s| is| are) (?P<rest>still\b|(?={_AT}\b))",
            re.I,
        ),
        r"is \g<thing> \g<rest>",
    ),
    # "if we go into the kitchen, will the toaster still be there": is it still in there
    (
        re.compile(
            r"^if (?:i|we) (?:go|went|head|walk|pop|nip|get|drop|swing) (?:back )?(?:by|in|into|to"
            r"|over to|down to|up to|inside|round to|across to) (?P<place>[^,?]+?),? "
            rf"(?:will|would|is|might|could) {_THING} (?:still )?be (?:there|in there|around)\b",
            re.I,
        ),
        r"is \g<thing> still in \g<place>",
    ),
    # "did the staff room have a microwave in it": was there a microwave in the staff room
    (
        re.compile(
            r"\b(?:did|does|do|has) (?P<place>(?:the )?[^?.!,;]+?) (?:have|has|had|contain|hold)"
            rf" {_THING}(?P<inside> in (?:it|them|there))?(?=\s*(?:[?.!,]|$))",
            re.I,
        ),
        _held_by_place,
    ),
    # "was a fire alarm visible in the corridor": was a fire alarm in the corridor
    (
        re.compile(
            rf"^(?P<asked>(?:was|is|were|are|has|have|had)\b[^?.!]*?) {_THERE_TO_SEE} "
            r"(?=(?:in|on|at|by|near|inside|within|beside|next to)\b)",
            re.I,
        ),
        r"\g<asked> ",
    ),
    # "when did you depart from the lobby": when did you leave it
    (
        re.compile(
            r"\b(?:were|was) (?:you|we) (?:done|finished) (?:in|with|at) (?P<place>[^?.!,;]+?)"
            r" and (?:left|leave|went|headed out|moved on)\b",
            re.I,
        ),
        r"did you leave \g<place>",
    ),
    (re.compile(rf"\b(?:{_LEAVING})\b", re.I), lambda found: _left(found[0])),
    # "how long were you poking around the utility room": how long were you in it
    (
        re.compile(
            r"\b(?P<verb>pok(?:e|ed|ing)|hang|hung|hanging|wander(?:ed|ing)?|potter(?:ed|ing)?"
            r"|mooch(?:ed|ing)?|mill(?:ed|ing)?|loiter(?:ed|ing)?|knock(?:ed|ing)|mess(?:ed|ing)"
            r"|root(?:ed|ing)|nos(?:e|ed|ing)) (?:around|about|round)(?: (?:in|inside|at))?\b",
            re.I,
        ),
        _staying,
    ),
    # "adding it all up", "all told": in total
    (
        re.compile(
            r",?\s*\b(?:adding (?:it|them|everything) (?:all )?up|all up|all told|all in all"
            r"|(?:when|if) you add (?:it|them|everything) (?:all )?up|added (?:all )?up|summed up"
            r"|in sum)\b,?",
            re.I,
        ),
        " in total ",
    ),
    # "how long were you under a roof": inside
    (re.compile(r"\bunder (?:a|one|the) roof\b", re.I), "inside"),
)


def _left(verb: str) -> str:
    """A verb of leaving as 'leave', or 'left' where it was said in the past."""
    first = verb.split()[0].lower()
    past = first.endswith("ed") or first in ("got", "drove", "came", "made")
    return "left" if past else "leave"


def _event_clause(found: re.Match[str], past: bool = True) -> str:
    """The clause an event said as a noun stands for: "last lift exit" -> "last got out of
    the lift" (or "last get out of the lift", after "did")."""
    which = found["which"].lower().replace("latest", "last").replace("most recent", "last")
    for pattern, (done, do) in _EVENT_VERBS.items():
        if re.fullmatch(pattern, found["event"], re.I):
            return f"{which} {done if past else do}"
    return f"{which} {found['event']}"


def _seeing(who: str, verb: str) -> str:
    """The verb of seeing in the tense of the verb of recording it stands for."""
    if who.lower().startswith("did") or not verb.lower().endswith("ed"):
        return "see"
    return "seen" if re.search(r"(?:'ve| have| had|'d)$", who, re.I) else "saw"


def plain_constructions(text: str) -> str:
    """The question with the constructions above said plainly."""
    text = text.replace("\u2019", "'")
    for pattern, plain in _CONSTRUCTIONS:
        text = pattern.sub(plain, text)
    return re.sub(r"\s{2,}", " ", text).strip()

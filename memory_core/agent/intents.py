"""What a question asks for, and about what.

The question's *form* ("where is", "when did you", "how long") is read with a
few patterns; what it is *about* is left as a phrase that the planner matches
against memory by embedding similarity, so "sofa", "couch" and "red settee"
need no keyword lists. Needs ("where can I sit down?") are recognised by
similarity to example requests, not by keywords.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum


class Intent(StrEnum):
    LOCATE = "locate"  # where is / take me to / closest / find me
    LAST_SEEN = "last_seen"  # when did you (last) see / pass
    FIRST_SEEN = "first_seen"  # when did you first see
    EVENT = "event"  # when did you enter / leave X
    PRESENCE = "presence"  # did you see / is there
    DURATION = "duration"  # how long were you inside / in X
    DESCRIBE = "describe"  # what colour were the couches / what did you see
    UNKNOWN = "unknown"


@dataclass(frozen=True)
class ParsedQuestion:
    intent: Intent
    # The thing asked about ("fire hydrant"), or a need/event/region phrase.
    target: str
    # For relational questions: the landmark ("yellow police pole").
    anchor: str | None = None
    # For events: "enter" or "leave".
    event: str | None = None


_FILLER = re.compile(
    r"^(?:(?:hey|hi|hello|ok|okay|so|robot|please|excuse me|sorry|um|uh)[, ]+)+"
    r"|\b(?:please|for me|right now|now)\b"
    r"|^(?:can|could|would|will) you (?:please )?(?:tell me |remind me )?",
)
_ARTICLES = re.compile(r"^(?:the|a|an|any|some|one|my|our|your|that|this|those|these)\s+")
_SUPERLATIVE = re.compile(r"^(?:closest|nearest|next|nearby|close|near)\s+")
# "a bike rack near the yellow police pole"
_RELATION = re.compile(
    r"^(?P<target>.+?)\s+(?:near|next to|close to|closest to|nearest to|beside|by|around|"
    r"in front of|behind|opposite|across from|at|to)\s+(?P<anchor>.+)$"
)

_DURATION = re.compile(
    r"^how (?:long|much time) (?:were|was|did|have) (?:you|we) (?:been |spend |spent |stay |"
    r"stayed |be )?(?P<rest>.*)$"
)
_EVENT = re.compile(
    r"^(?:when|what time) (?:did|have) (?:you|we) (?P<verb>enter|leave|left|exit|exited|"
    r"go into|go inside|go in|get into|get in|come into|come in|walk into|"
    r"go outside|go out of|go out|get out of|walk out of|come out of|arrive at|arrive in|arrive)"
    r"\b\s*(?P<rest>.*)$"
)
_SEEN = re.compile(
    r"^(?:when|what time|at what time) (?:did|have|were) (?:you|we) (?P<first>first |last )?"
    r"(?:see|seen|saw|pass|passed|go past|went past|walk past|walked past|drive past|notice|"
    r"noticed|spot|spotted|come across|encounter|visit|visited|find|found)\s+(?P<rest>.+)$"
    r"|^when was the (?P<first2>first|last) time (?:you|we) (?:saw|passed|visited|noticed)\s+"
    r"(?P<rest2>.+)$"
)
_PRESENCE = re.compile(
    r"^(?:did|have|do) (?:you|we) (?:ever |already |recently )?(?:see|seen|saw|notice|noticed|"
    r"spot|spotted|come across|pass|passed|encounter|encountered|remember seeing|remember|"
    r"find|found|know of)\s+(?P<rest>.+)$"
    r"|^(?:is|are|was|were) there\s+(?P<rest2>.+)$"
)
_LOCATE = re.compile(
    r"^(?:where (?:is|are|was|were|'s|can i find|could i find|do i find|did you see|can i get|"
    r"could i get)|where's|where'd|take me to|bring me to|lead me to|guide me to|"
    r"show me the way to|show me|go to|navigate to|drive to|find me|find|i am looking for|"
    r"i'm looking for|i want to go to|i need to go to|how do i get to|how can i get to|"
    r"how could i get to|how do i reach|how can i reach|which way is|"
    r"what is the way to)\s+(?P<rest>.+)$"
)
_NEED_FORM = re.compile(
    r"(?:^|\b)(?:where can i|where could i|where do i|where should i|"
    r"is there somewhere (?:to|i can)|"
    r"i want to|i need to|i'd like to|i would like to|i need|i want|i'm|i am)\b"
)
_DESCRIBE = re.compile(
    r"^(?:what (?:colou?r|kind|type|shape|brand|size)|what (?:was|were|is|are|did)|which|"
    r"describe|tell me about|how many|what's)\b"
)

# "what colour were the couches in the atrium" -> "couches in the atrium"
_DESCRIBE_SUBJECT = re.compile(
    r"^what (?:colou?r|kind|type|shape|size|brand)(?: of \w+)? (?:was|were|is|are) (?P<rest>.+)$"
)

_INSIDE = {"inside", "indoors", "in the building", "inside the building", "in a building"}
_OUTSIDE = {"outside", "outdoors", "out", "outside the building"}


def parse_question(text: str) -> ParsedQuestion:
    """The intent and the phrases it is about; never fails (UNKNOWN at worst)."""
    q = normalize_question(text)
    if match := _DURATION.match(q):
        return ParsedQuestion(Intent.DURATION, _region(match["rest"]))
    if match := _EVENT.match(q):
        verb = match["verb"]
        leaving = verb.startswith(
            ("leave", "left", "exit", "go out", "get out", "walk out", "come out")
        )
        place = clean_phrase(match["rest"]) or ("building" if verb != "arrive" else "")
        if verb in ("go outside",):
            leaving, place = True, "building"
        return ParsedQuestion(
            Intent.EVENT, place or "building", event="leave" if leaving else "enter"
        )
    if match := _SEEN.match(q):
        first = (match["first"] or match["first2"] or "").strip() == "first"
        target, anchor = split_relation(match["rest"] or match["rest2"])
        return ParsedQuestion(Intent.FIRST_SEEN if first else Intent.LAST_SEEN, target, anchor)
    if match := _PRESENCE.match(q):
        target, anchor = split_relation(match["rest"] or match["rest2"])
        return ParsedQuestion(Intent.PRESENCE, target, anchor)
    if _NEED_FORM.search(q) and not _LOCATE.match(q):
        return ParsedQuestion(Intent.LOCATE, q)
    if match := _LOCATE.match(q):
        target, anchor = split_relation(match["rest"])
        return ParsedQuestion(Intent.LOCATE, target, anchor)
    if _DESCRIBE.match(q):
        subject = _DESCRIBE_SUBJECT.match(q)
        return ParsedQuestion(Intent.DESCRIBE, clean_phrase(subject["rest"]) if subject else q)
    return ParsedQuestion(Intent.UNKNOWN, q)


def normalize_question(text: str) -> str:
    """Lower case, no trailing punctuation, no greetings or politeness."""
    q = re.sub(r"[?!.,;:]+", " ", text.lower().replace("\u2019", "'"))
    q = re.sub(r"\s+", " ", q).strip()
    previous = None
    while previous != q:
        previous = q
        q = re.sub(r"\s+", " ", _FILLER.sub("", q)).strip()
    return q


def clean_phrase(phrase: str) -> str:
    """'the closest red couches again' -> 'red couch'."""
    phrase = re.sub(
        r"\b(?:again|today|earlier|before|recently|ever|yet|anywhere|somewhere|around here|"
        r"nearby|around|here|at all)\b",
        " ",
        phrase,
    )
    phrase = re.sub(r"\s+", " ", phrase).strip()
    previous = None
    while previous != phrase:
        previous = phrase
        phrase = _SUPERLATIVE.sub("", _ARTICLES.sub("", phrase)).strip()
    return singular(phrase)


def singular(phrase: str) -> str:
    """'letter boxes' -> 'letter box', 'benches' -> 'bench', 'couches' -> 'couch'."""
    words = phrase.split()
    if not words:
        return phrase
    last = words[-1]
    if re.search(r"(?:ch|sh|x|ss|z)es$", last):
        last = last[:-2]
    elif last.endswith("ies") and len(last) > 4:
        last = last[:-3] + "y"
    elif last.endswith("s") and not last.endswith(("ss", "us", "is", "ics")) and len(last) > 3:
        last = last[:-1]
    return " ".join([*words[:-1], last])


def split_relation(phrase: str) -> tuple[str, str | None]:
    """'a bike rack near the police pole' -> ('bike rack', 'police pole')."""
    phrase = clean_phrase(phrase)
    match = _RELATION.match(phrase)
    if match and clean_phrase(match["target"]) and clean_phrase(match["anchor"]):
        return clean_phrase(match["target"]), clean_phrase(match["anchor"])
    return phrase, None


def _region(rest: str) -> str:
    """The place a duration question is about: 'inside' means inside a building."""
    rest = re.sub(r"^(?:in|inside|at|on|within|in the|out)\s+(?=\S)", "", rest.strip())
    phrase = clean_phrase(rest)
    if rest.strip() in _INSIDE or phrase in {"building", "inside", "indoors", ""}:
        return "inside the building"
    if rest.strip() in _OUTSIDE or phrase in {"outside", "outdoors"}:
        return "outside"
    return phrase

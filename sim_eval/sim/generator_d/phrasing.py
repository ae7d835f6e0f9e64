"""Wording of question specs in four styles.

plain      clear, direct questions
traveller  how station visitors and hotel guests talk to a service robot: polite,
           indirect, long, with context about themselves, some two-part
operator   a remote supervisor checking the robot: terse, log-like, abbreviations,
           24 h times
asr        speech as Whisper transcribes it: lower case, no punctuation, homophones and
           split words, fillers, false starts, numbers as words
"""

from __future__ import annotations

import re
import time
from typing import ClassVar

import numpy as np

PHRASINGS = ("plain", "traveller", "operator", "asr")

_ONES = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
]
_TENS = ["_", "_", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n: int) -> str:
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + ("" if n % 10 == 0 else " " + _ONES[n % 10])
    return str(n)


def _clock(t: float) -> tuple[int, int]:
    g = time.gmtime(round(t))
    return g.tm_hour, g.tm_min


class Phraser:
    def __init__(self, layout, style: str, rng: np.random.Generator) -> None:
        if style not in PHRASINGS:
            raise ValueError(f"unknown phrasing {style!r}; one of {', '.join(PHRASINGS)}")
        self.layout = layout
        self.style = style
        self.rng = rng
        self.family = layout.family

    def c(self, options):
        return options[int(self.rng.integers(len(options)))]

    # ------------------------------------------------------------ slot renderings
    PREP: ClassVar[dict[str, str]] = {
        "platform_1": "on",
        "platform_23": "on",
        "platform_4": "on",
        "bus_stops": "at",
        "taxi_rank": "at",
        "bike_parking": "at",
        "forecourt": "on",
        "street": "on",
        "terrace": "on",
        "far_side": "at",
        "entrance": "at",
        "reception": "at",
    }

    def room(self, key: str) -> str:
        text = self._room(key)
        prep = self.PREP.get(key)
        if key == "link" and self.layout.places[key].name == "footbridge":
            prep = "on"
        if prep:
            self._preps.append((text, prep))
        return text

    def _room(self, key: str) -> str:
        p = self.layout.places[key]
        alias = p.aliases[0] if self.rng.random() < 0.6 else self.c(list(p.aliases[:3]))
        if alias in ("corridor", "hallway") or p.kind == "corridor":
            alias = p.aliases[0]
        if p.key == "platform_23" and alias.startswith("platform "):
            return alias  # "platform 2"
        if alias[:1].isupper() or alias.startswith(("platform", "floor")):
            return ("the " if alias.endswith("room") or alias.endswith("Room") else "") + alias
        return "the " + alias

    def time(self, slot) -> str:
        s = self.style
        n = slot["minutes_ago"]
        if slot["mode"] == "ago":
            if s == "operator":
                return self.c([f"T-{n}min", f"{n} min ago", f"now-{n}m"])
            if s == "asr":
                return self.c([f"{words(n)} minutes ago", f"like {words(n)} minutes ago"])
            return f"{n} minutes ago"
        h, m = _clock(slot["t"])
        if s == "operator":
            return self.c([f"@{h:02d}:{m:02d}", f"at {h:02d}:{m:02d}Z", f"@ {h:02d}{m:02d}"])
        if s == "asr":
            h12 = h % 12 or 12
            mm = "o'clock" if m == 0 else ("oh " + words(m) if m < 10 else words(m))
            return f"at {words(h12)} {mm}" if m else f"at {words(h12)} o'clock"
        if s == "traveller":
            h12 = h % 12 or 12
            return f"at {h12}:{m:02d} {'am' if h < 12 else 'pm'}"
        return f"at {h:02d}:{m:02d}"

    # ------------------------------------------------------------ per subkind
    def render(self, spec) -> str:
        sub = spec["subkind"]
        sl = spec["slots"]
        fn = getattr(self, f"_{self.style if self.style != 'asr' else 'spoken'}")
        self._preps: list[tuple[str, str]] = []
        text = fn(spec["type"], sub, sl)
        for room, prep in self._preps:  # "on platform 2", "at the taxi rank"
            text = text.replace(f" in {room}", f" {prep} {room}")
            text = text.replace(f" into {room}", " onto " + room if prep == "on" else f" to {room}")
        text = re.sub(r"\b([Aa]) (?=[aeiou])(?!us)", r"\1n ", text)
        if self.style == "asr":
            text = self.asr(text)
        return text

    def _plain(self, qtype, sub, sl) -> str:
        o = sl.get("obj")
        c = self.c
        which = sl.get("which", "")
        w = "" if which in ("only", "") else which + " "
        if qtype == "spatial":
            return {
                "where_is": lambda: c([f"Where is the {o}?", f"Where can I find the {o}?"]),
                "where_seen": lambda: c(
                    [f"Where did you see a {o}?", f"Where have you seen a {o}?"]
                ),
                "where_first_seen": lambda: f"Where did you first see the {o}?",
                "closest": lambda: c(
                    [f"Where is the nearest {o}?", f"Where is the closest {o} to me?"]
                ),
                "where_was_i": lambda: f"Where were you {self.time(sl['time'])}?",
                "where_room": lambda: f"Where is {self.room(sl['room'])}?",
                "where_sign": lambda: f'Where did you see the sign that says "{sl["sign_text"]}"?',
            }[sub]()
        if qtype == "temporal":
            r = self.room(sl["room"]) if "room" in sl else ""
            return {
                "last_seen": lambda: f"When did you last see a {o}?",
                "first_seen": lambda: f"When did you first see a {o}?",
                "enter_room": lambda: (
                    f"When did you {w}enter {r}?" if w else f"When did you go into {r}?"
                ),
                "leave_room": lambda: f"When did you {w}leave {r}?",
                "lift": lambda: f"When did you {w}take the lift?",
                "outside": lambda: (
                    f"When did you {'last ' if which == 'last' else ''}go outside?"
                    if sl["event"] == "out"
                    else "When did you last come back inside?"
                ),
                "crossing": lambda: f"When did you {w}cross the road?",
            }[sub]()
        if qtype == "binary":
            r = self.room(sl["room"]) if "room" in sl else ""
            return {
                "seen_yes": lambda: c([f"Did you see a {o}?", f"Have you seen a {o}?"]),
                "seen_no": lambda: c([f"Did you see a {o}?", f"Have you seen a {o}?"]),
                "seen_not_yet": lambda: c([f"Did you see a {o}?", f"Have you seen a {o}?"]),
                "in_room_yes": lambda: f"Is there a {o} in {r}?",
                "in_room_no": lambda: f"Is there a {o} in {r}?",
                "near": lambda: f"Was the {o} near the {sl['obj2']}?",
                "visited_yes": lambda: f"Have you been to {r}?",
                "visited_no": lambda: f"Have you been to {r}?",
                "colour_is": lambda: f"Is the {o} {sl['colour']}?",
            }[sub]()
        if qtype == "duration":
            r = self.room(sl["room"]) if "room" in sl else ""
            return {
                "last_stay": lambda: (
                    f"How long were you in {r} the last time?"
                    if which == "last"
                    else f"How long were you in {r}?"
                ),
                "total_in": lambda: f"How much time did you spend in {r} in total?",
                "outside": lambda: (
                    "How long have you spent outside in total?"
                    if which == "total"
                    else "How long was your last trip outside?"
                ),
                "trip": lambda: (
                    f"How long did it take you to get from {r} to {self.room(sl['room2'])}?"
                ),
                "ago_seen": lambda: f"How long ago did you last see a {o}?",
                "running": lambda: "How long have you been running?",
            }[sub]()
        r = self.room(sl["room"]) if "room" in sl else ""
        return {
            "colour": lambda: f"What colour is the {o}?",
            "sign_text": lambda: f"What does the sign in {r} say?",
            "room_of": lambda: c(
                [f"Which room is the {o} in?", f"Which room or area is the {o} in?"]
            ),
            "floor_of": lambda: (
                f"Which platform is the {o} on?"
                if sl["ask"] == "platform"
                else f"Which floor is the {o} on?"
            ),
            "room_at_time": lambda: f"Which room or area were you in {self.time(sl['time'])}?",
        }[sub]()

    # ------------------------------------------------------------ traveller
    def _context(self) -> str:
        if self.family == "station":
            return self.c(
                [
                    "My train leaves in twenty minutes, so I'm in a bit of a hurry. ",
                    "I've just arrived and I don't know this station at all. ",
                    "Sorry, I'm meeting my mother off the next train. ",
                    "I'm travelling with two kids and a lot of bags. ",
                    "",
                    "Hello there! ",
                    "Excuse me, robot. ",
                    "",
                ]
            )
        return self.c(
            [
                "Hi, I'm staying in room 214. ",
                "Good evening! ",
                "I've just checked in and I'm still finding my way around. ",
                "Sorry to bother you, I'm here for the conference. ",
                "",
                "Hello! ",
                "Excuse me. ",
                "",
            ]
        )

    def _traveller(self, qtype, sub, sl) -> str:
        o = sl.get("obj")
        c = self.c
        ctx = self._context()
        which = sl.get("which", "")
        r = self.room(sl["room"]) if "room" in sl else ""
        bag = "my" if sl.get("moved") else "the"
        t = {
            "where_is": lambda: c(
                [
                    f"Could you possibly tell me where the {o} is?",
                    f"I was told there's a {o} around here somewhere. Would you know where it is?",
                    f"Do you happen to know where I could find the {o}?",
                ]
            ),
            "where_seen": lambda: c(
                [
                    f"I'm looking for a {o}. Have you come across one anywhere "
                    "and, if so, where was it?",
                    f"Would you mind telling me where you saw a {o}?",
                ]
            ),
            "where_first_seen": lambda: (
                f"Someone may have moved {bag} {o}. Where was it when you first spotted it?"
            ),
            "closest": lambda: c(
                [
                    f"What's the nearest {o} from where we're standing?",
                    f"I really need a {o}. Which one is closest to me?",
                ]
            ),
            "where_was_i": lambda: (
                f"This might sound odd, but where were you "
                f"{self.time(sl['time'])}? I think I saw you then."
            ),
            "where_room": lambda: c(
                [f"Could you point me towards {r}, please?", f"How do I find {r}? Where is it?"]
            ),
            "where_sign": lambda: (
                f"My friend said to meet by the sign that says "
                f'"{sl["sign_text"]}". Do you know where that is?'
            ),
            "last_seen": lambda: c(
                [
                    f"When was the last time you saw a {o}?",
                    f"I'm trying to work out when a {o} was last around. When "
                    "did you last notice one?",
                ]
            ),
            "first_seen": lambda: f"Out of curiosity, when did you first notice a {o} today?",
            "enter_room": lambda: (
                f"When did you {which + ' ' if which != 'only' else ''}go "
                f"into {r}? I'm trying to piece together my day."
            ),
            "leave_room": lambda: (
                f"Would you know what time you {'last ' if which == 'last' else ''}left {r}?"
            ),
            "lift": lambda: (
                f"When did you {which + ' ' if which in ('first', 'last') else ''}"
                "use the lift? I wanted to know if it's working."
            ),
            "outside": lambda: (
                "When did you last head outside? Is it raining out there?"
                if sl["event"] == "out"
                else "What time did you come back in from outside?"
            ),
            "crossing": lambda: (
                f"I saw a robot crossing the road earlier. Was that you? When "
                f"did you {'last ' if which == 'last' else ''}cross it?"
            ),
            "seen_yes": lambda: c(
                [
                    f"Have you by any chance seen a {o} today?",
                    f"I'm wondering if there's a {o} around. Have you seen one?",
                ]
            ),
            "seen_no": lambda: c(
                [
                    f"Have you by any chance seen a {o} today?",
                    f"My son swears he saw a {o}. Did you see one?",
                ]
            ),
            "seen_not_yet": lambda: f"Have you come across a {o} yet?",
            "in_room_yes": lambda: f"Before I walk over there, is there a {o} in {r}?",
            "in_room_no": lambda: (
                f"Do you know if there's a {o} in {r}? I'd rather not go for nothing."
            ),
            "near": lambda: (
                f"I left something next to the {sl['obj2']}. Was the {o} anywhere near it?"
            ),
            "visited_yes": lambda: f"Have you been over to {r} at all?",
            "visited_no": lambda: f"Have you been to {r} yet? What's it like?",
            "colour_is": lambda: (
                f"Just to check I'm looking for the right one, is the {o} {sl['colour']}?"
            ),
            "last_stay": lambda: (
                f"How long did you stay in {r} "
                f"{'the last time you were there' if which == 'last' else ''}?"
            ).replace(" ?", "?"),
            "total_in": lambda: f"All in all, how much time have you spent in {r}?",
            "trip": lambda: (
                f"I need to get from {r} to {self.room(sl['room2'])}. How long did that take you?"
            ),
            "ago_seen": lambda: f"How long ago was it that you last saw a {o}?",
            "running": lambda: "How long have you been up and about today?",
            "colour": lambda: f"Sorry, what colour was the {o}?",
            "sign_text": lambda: f"I can't read it from here. What does the sign in {r} say?",
            "room_of": lambda: f"Which room would I find the {o} in?",
            "floor_of": lambda: (
                f"Which platform is the {o} on?"
                if sl.get("ask") == "platform"
                else f"Which floor is the {o} on? I'd take the lift."
            ),
            "room_at_time": lambda: f"Whereabouts were you {self.time(sl['time'])}? Which room?",
        }
        if sub == "outside" and qtype == "duration":
            body = (
                "How long were you outside altogether?"
                if which == "total"
                else "How long was your last trip outside?"
            )
        else:
            body = t[sub]()
        return (ctx + body).strip()

    # ------------------------------------------------------------ operator
    def _operator(self, qtype, sub, sl) -> str:
        o = sl.get("obj")
        c = self.c
        which = sl.get("which", "")
        rr = self.room(sl["room"]).replace("the ", "") if "room" in sl else ""
        lst = {"last": "last", "first": "first", "only": "", "total": "total"}.get(which, "")
        t = {
            "where_is": lambda: c([f"loc {o}?", f"where is {o} now", f"pos of {o}"]),
            "where_seen": lambda: c([f"where obs {o}?", f"{o}: sighting loc"]),
            "where_first_seen": lambda: f"{o} first sighting pos?",
            "closest": lambda: c([f"nearest {o} to current pos", f"closest {o}?"]),
            "where_was_i": lambda: f"robot pos {self.time(sl['time'])}?",
            "where_room": lambda: f"loc of {rr}",
            "where_sign": lambda: f'pos of sign "{sl["sign_text"]}"',
            "last_seen": lambda: c([f"last obs {o} - time?", f"ts last sighting {o}"]),
            "first_seen": lambda: f"ts first obs {o}",
            "enter_room": lambda: f"t enter {rr} ({lst or 'once'})",
            "leave_room": lambda: f"t exit {rr}{' (last)' if lst else ''}",
            "lift": lambda: f"{lst + ' ' if lst else ''}lift ride - time?",
            "outside": lambda: (
                "t last exit to outdoors"
                if sl["event"] == "out"
                else "t last re-entry from outdoors"
            ),
            "crossing": lambda: f"{lst + ' ' if lst else ''}road crossing ts",
            "seen_yes": lambda: f"{o} observed? y/n",
            "seen_no": lambda: f"{o} observed? y/n",
            "seen_not_yet": lambda: f"any {o} so far? y/n",
            "in_room_yes": lambda: f"{o} in {rr}? y/n",
            "in_room_no": lambda: f"{o} in {rr}? y/n",
            "near": lambda: f"{o} within a few m of {sl['obj2']}? y/n",
            "visited_yes": lambda: f"been to {rr}? y/n",
            "visited_no": lambda: f"been to {rr}? y/n",
            "colour_is": lambda: f"{o} colour = {sl['colour']}? y/n",
            "last_stay": lambda: f"dur {lst + ' ' if lst else ''}stay {rr}",
            "total_in": lambda: f"total time in {rr}",
            "trip": lambda: f"transit time {rr} -> {self.room(sl['room2']).replace('the ', '')}",
            "ago_seen": lambda: f"time since last obs {o}",
            "running": lambda: "uptime of this run?",
            "colour": lambda: f"colour of {o}?",
            "sign_text": lambda: f"sign text in {rr}?",
            "room_of": lambda: f"room containing {o}?",
            "floor_of": lambda: (
                f"platform of {o}?" if sl.get("ask") == "platform" else f"floor/level of {o}?"
            ),
            "room_at_time": lambda: f"room {self.time(sl['time'])}?",
        }
        if sub == "outside" and qtype == "duration":
            return "total time outdoors" if which == "total" else "dur last outdoor excursion"
        return t[sub]()

    # ------------------------------------------------------------ spoken (asr)
    def _spoken(self, qtype, sub, sl) -> str:
        if self.rng.random() < 0.5:
            return self._plain(qtype, sub, sl)
        text = self._traveller(qtype, sub, sl)
        return text

    HOMOPHONES: ClassVar[tuple] = (
        ("where", "wear"),
        ("seen", "scene"),
        ("see", "sea"),
        ("two", "to"),
        ("four", "for"),
        ("suitcase", "suit case"),
        ("rucksack", "rock sack"),
        ("trolley", "trolly"),
        ("colour", "color"),
        ("whiteboard", "white board"),
        ("lift", "left"),
        ("cedar", "seeder"),
        ("birch", "burch"),
        ("café", "cafe"),
        ("toilets", "toilet's"),
        ("platform", "plat form"),
        ("right", "write"),
        ("meter", "metre"),
        ("lobby", "lobbie"),
        ("terrace", "terrace"),
        ("newsagent", "news agent"),
        ("footbridge", "foot bridge"),
        ("pushchair", "push chair"),
        ("which", "witch"),
        ("been", "bean"),
        ("hour", "our"),
        ("bike", "bite"),
    )

    def asr(self, text: str) -> str:
        r = self.rng
        s = text.lower()
        s = s.replace("&", " and ").replace("-", " ")

        def clock(m):
            h, mm = int(m.group(1)), int(m.group(2))
            return f"{words(h)} {words(mm) if mm >= 10 else 'oh ' + words(mm)}"

        s = re.sub(r"(\d+):(\d\d)", clock, s)
        s = re.sub(
            r"\b(\d{1,2})\b",
            lambda m: words(int(m.group(1))) if r.random() < 0.7 else m.group(1),
            s,
        )
        s = re.sub(r"[^\w\s']", " ", s)
        toks = s.split()
        out = []
        for tok in toks:
            rep = tok
            for a, b in self.HOMOPHONES:
                if tok == a and r.random() < 0.18:
                    rep = b
                    break
            out.append(rep)
        if len(out) > 4 and r.random() < 0.35:  # false start
            k = int(r.integers(1, 3))
            out = [*out[:k], "uh", *out]
        for _ in range(int(r.integers(0, 3))):
            pos = int(r.integers(0, len(out) + 1))
            out.insert(pos, str(r.choice(["um", "uh", "like", "so", "you know", "er"])))
        if r.random() < 0.2:
            out = ["hey", "robot", *out]
        return " ".join(out)

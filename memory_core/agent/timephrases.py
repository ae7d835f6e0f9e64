"""Moments named inside a question: "at 10:43", "ten minutes ago", "half an hour ago"."""

from __future__ import annotations

import re

from memory_core.clock import resolve_time
from memory_core.tools import MemoryTools

_UNITS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
_TEENS = "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen"
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60}
# Number words that count one by one: "platform one", "gate twelve", "twenty".
COUNTING_WORDS = {
    **{word: index + 1 for index, word in enumerate(_UNITS)},
    **{word: index + 10 for index, word in enumerate(_TEENS.split())},
    **_TENS,
}
# Number words as people say them before a unit: "twelve minutes", "twenty-five minutes".
_NUMBERS = {
    "a": 1,
    "an": 1,
    **COUNTING_WORDS,
    **{
        f"{tens}{joint}{unit}": value + index + 1
        for tens, value in _TENS.items()
        for index, unit in enumerate(_UNITS)
        for joint in ("-", " ")
    },
    "a few": 3,
    "a couple of": 2,
    "few": 3,
    "couple of": 2,
    "several": 5,
}
_UNIT_WORDS = {
    **dict.fromkeys(("second", "seconds", "sec", "secs", "s"), 1.0),
    **dict.fromkeys(("minute", "minutes", "min", "mins", "m"), 60.0),
    **dict.fromkeys(("hour", "hours", "hr", "hrs", "h"), 3600.0),
}
_AMOUNT = r"\d+(?:\.\d+)?|" + "|".join(sorted(map(re.escape, _NUMBERS), key=len, reverse=True))
_UNIT = "|".join(sorted(_UNIT_WORDS, key=len, reverse=True))
# A span of time however said: "10 minutes", "ten mins", "a few hours", "20s".
SPAN = rf"(?:{_AMOUNT}) ?(?:{_UNIT})\b"
# "in the last 5 minutes", "within the past ten mins or so", "during the last hour",
# "in the last quarter of an hour", "over the past half hour".
_WINDOW = re.compile(
    r"\b(?:in|within|during|over|for)? ?(?:the )?(?:last|past|previous|recent) "
    rf"(?:(?P<amount>{_AMOUNT}) ?)?(?P<unit>{_UNIT})"
    r"\b(?: or so)?|\b(?:in|within|during|over)? ?(?:the )?(?:last|past) (?P<part>quarter|half)"
    r"(?: of an| an)? hour\b"
)
# How exactly a moment is meant, said after it.
_HOW_EXACTLY = re.compile(
    r"\b(?:on the dot|sharp|precisely|exactly|or so|give or take(?: a (?:minute|few minutes))?)\b"
)
_CLOCK = re.compile(
    r"(?:\b(?:at|around|about)\s+|@\s*)(\d{1,2}:\d{2}(?::\d{2})?)\b"
    r"(?:\s*(?P<half>am|pm|a\.m\.|p\.m\.)(?!\w))?"  # "at 2:04 pm"
)
# A clock time said or typed without a colon: "at seven ten", "at seven oh nine", "at ten
# fifteen", "at 7 10", "@0715", "at 1430" (hours 1-12 spoken mean the latest such time,
# morning or afternoon).
_HOUR_WORDS = {word: value for word, value in _NUMBERS.items() if word in _UNITS + _TEENS.split()}
_MINUTE_WORDS = {
    word: value
    for word, value in _NUMBERS.items()
    if word not in ("a", "an", "few", "a few", "several", "couple of", "a couple of")
}
_MINUTES_SAID = "|".join(sorted(map(re.escape, _MINUTE_WORDS), key=len, reverse=True))
_SPOKEN_CLOCK = re.compile(
    r"(?:\b(?:at|around|about)\s+|@\s*)"
    rf"(?P<hour>\d{{1,2}}|{'|'.join(sorted(_HOUR_WORDS, key=len, reverse=True))})"
    r"(?:\s*[.]\s*|\s+)"
    rf"(?P<minute>\d{{2}}|oh (?:{'|'.join(_UNITS)})|"
    rf"{_MINUTES_SAID})\b"
    r"|(?:\b(?:at|around|about)\s+|@\s*)(?P<hhmm>\d{4})\b"
)
# A clock time said the British way: "at twenty past two", "around quarter to eight", "at
# about half past seven", "at twenty-five to eight", "at 10 past 3".
_PAST_TO = re.compile(
    r"\b(?:at|around|about)(?: about| around)?\s+(?:a )?"
    rf"(?P<minutes>quarter|half|\d{{1,2}}|{_MINUTES_SAID})"
    r"(?: minutes?)? (?P<side>past|after|to|before) "
    rf"(?P<hour>\d{{1,2}}|{'|'.join(sorted(_HOUR_WORDS, key=len, reverse=True))})\b"
)
_AGO = re.compile(
    rf"\b(?:as of |from )?(?P<amount>{_AMOUNT})\s+"
    rf"(?P<unit>{'|'.join(sorted((u for u in _UNIT_WORDS if len(u) > 1), key=len, reverse=True))})"
    r"\s+(?:ago|back|before now|earlier)\b"  # "ten minutes back"
)
_HALF_HOUR = re.compile(r"\b(?P<part>half|a quarter of) an hour (?:ago|back|earlier)\b")


def find_window(text: str) -> tuple[float | None, str]:
    """Seconds before now that a question limits itself to ("did you see a bench in the last
    5 minutes": 300), and the question without those words; (None, text) if it names none."""
    match = _WINDOW.search(text)
    if match is None:
        return None, text
    if match["part"]:
        seconds = 900.0 if match["part"] == "quarter" else 1800.0
    else:
        amount = match["amount"]
        number = 1.0 if amount is None else float(_NUMBERS.get(amount) or amount)
        seconds = number * _UNIT_WORDS[match["unit"]]
    return seconds, " ".join((text[: match.start()] + " " + text[match.end() :]).split())


def find_time_phrase(text: str, now: float, tools: MemoryTools) -> float | None:
    """POSIX seconds of the moment the question names, or None if it names none.

    Clock times are read in the configured timezone, relative to ``now``.
    """
    q = text.lower()
    if match := _CLOCK.search(q):
        return resolve_time(_twenty_four_hour(match[1], match["half"]), tools.zone, now)
    if match := _PAST_TO.search(q):
        return _past_to_time(match, now, tools)
    if match := _SPOKEN_CLOCK.search(q):
        return _spoken_time(match, now, tools)
    if match := _HALF_HOUR.search(q):
        return now - (1800.0 if match["part"] == "half" else 900.0)
    if match := _AGO.search(q):
        amount = _NUMBERS.get(match["amount"]) or float(match["amount"])
        return now - float(amount) * _UNIT_WORDS[match["unit"]]
    return None


def _twenty_four_hour(clock: str, half: str | None) -> str:
    """'2:04' with 'pm' -> '14:04', '12:30' with 'am' -> '0:30'; without one, as said."""
    if half is None:
        return clock
    hour, rest = clock.split(":", 1)
    hours = int(hour) % 12 + (12 if half.startswith("p") else 0)
    return f"{hours}:{rest}"


def _past_to_time(match: re.Match[str], now: float, tools: MemoryTools) -> float:
    """POSIX seconds of "twenty past two", "quarter to eight": the latest such time."""
    said = match["minutes"]
    minutes = {"quarter": 15, "half": 30}.get(said) or int(_NUMBERS.get(said) or said)
    hour = _HOUR_WORDS.get(match["hour"]) or int(match["hour"])
    if match["side"] in ("to", "before"):
        hour, minutes = (hour - 1) % 24, 60 - minutes
    if minutes > 59 or hour > 23:
        return resolve_time(f"{hour}:{minutes:02d}", tools.zone, now)  # refused, as any
    hours = (hour, hour + 12) if 1 <= hour <= 11 else (hour,)
    return max(resolve_time(f"{h:02d}:{minutes:02d}", tools.zone, now) for h in hours)


def _spoken_time(match: re.Match[str], now: float, tools: MemoryTools) -> float:
    """POSIX seconds of a clock time said without a colon: the latest such time by now,
    in the morning or the afternoon when the hour could be either."""
    if match["hhmm"]:
        hour, minute = int(match["hhmm"][:2]), int(match["hhmm"][2:])
    else:
        hour = _HOUR_WORDS.get(match["hour"]) or int(match["hour"])
        said = match["minute"].removeprefix("oh ")
        minute = int(_NUMBERS.get(said) or said)
    if hour > 23 or minute > 59:  # refused as a clock that is none ("at 25:61")
        return resolve_time(f"{hour}:{minute:02d}", tools.zone, now)
    hours = (hour, hour + 12) if 1 <= hour <= 11 and not match["hhmm"] else (hour,)
    return max(resolve_time(f"{h:02d}:{minute:02d}", tools.zone, now) for h in hours)


# A clock time a question bounds its sightings with: "did you see a van after 10:27",
# "before 3 pm", "since noon", "later than 14.05".
_BOUND = re.compile(
    r"\b(?P<side>after|since|later than|before|earlier than|prior to|by)\s+"
    r"(?P<time>(?P<hour>\d{1,2})(?:[:. ](?P<minute>\d{2}))?"
    r"(?:\s*(?P<half>am|pm|a\.m\.|p\.m\.))?(?=\W|$)|noon|midday)"
)
_AFTER_SIDE = frozenset({"after", "since", "later than"})


def find_bound(text: str) -> tuple[tuple[str, str] | None, str]:
    """The clock time a question bounds itself by, as ("after" or "before", a moment's
    words find_time_phrase reads: "at 10:27"), and the question without it; (None, text)
    when it names none (a bare number after "after" is a clock time only with minutes or
    am/pm: "after 2 visits" is none)."""
    match = _BOUND.search(text)
    if match is None or (
        match["time"] not in ("noon", "midday") and not (match["minute"] or match["half"])
    ):
        return None, text
    if match["time"] in ("noon", "midday"):
        clock = "12:00 pm"
    else:
        clock = f"{match['hour']}:{match['minute'] or '00'}"
        clock += f" {match['half']}" if match["half"] else ""
    side = "after" if match["side"] in _AFTER_SIDE else "before"
    rest = " ".join((text[: match.start()] + " " + text[match.end() :]).split())
    return (side, f"at {clock}"), rest


def moment_in(text: str) -> str | None:
    """The words of the moment a question names ("12 minutes ago", "at 10:15"), or None."""
    for pattern in (_CLOCK, _PAST_TO, _SPOKEN_CLOCK, _HALF_HOUR, _AGO):
        if match := pattern.search(text):
            return match[0]
    return None


def without_moment(text: str) -> str:
    """The question without the moment it names ("where were you 20 mins ago" -> "where
    were you"): those words say when, never what."""
    said = text
    for pattern in (_CLOCK, _PAST_TO, _SPOKEN_CLOCK, _HALF_HOUR, _AGO):
        text = pattern.sub(" ", text)
    if text != said:  # "at 15:16 on the dot", "at ten sharp": how exactly, not what
        text = _HOW_EXACTLY.sub(" ", text)
    return " ".join(text.split())

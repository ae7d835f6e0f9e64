"""Yes/no questions that compare a count or a length of time with a number.

"Did you see more than two wheelchairs?", "oxygen cylinder count greater than 6?",
"were you outside for more than 5 minutes in total?", "did it take longer than a
minute to get from the lobby to the lift?": the answer is yes or no, but what decides
it is a number the memory holds (how many such things it saw, how long it was
somewhere). So the comparison is taken out of the question, the rest is read as the
question that asks for that number ("did you see wheelchairs", "how long were you
outside in total"), and the number it answers is compared.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_NUMBER_WORDS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
    "fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
    "a couple of": 2, "a couple": 2, "a dozen": 12, "half an": 0.5, "half a": 0.5,
}  # fmt: skip
_SECONDS = {
    "second": 1.0, "seconds": 1.0, "sec": 1.0, "secs": 1.0, "s": 1.0,
    "minute": 60.0, "minutes": 60.0, "min": 60.0, "mins": 60.0,
    "hour": 3600.0, "hours": 3600.0, "hr": 3600.0, "hrs": 3600.0, "h": 3600.0,
}  # fmt: skip
_AMOUNT = (
    r"(?P<amount>\d+(?:\.\d+)?|" + "|".join(sorted(_NUMBER_WORDS, key=len, reverse=True)) + r")"
)
_UNIT = r"(?: (?P<unit>" + "|".join(sorted(_SECONDS, key=len, reverse=True)) + r")\b)?"
_MORE = (
    r"more than|greater than|over|above|exceeds?|exceeded|exceeding|longer than|in excess of"
    r"|upwards of"
)
_LESS = r"fewer than|less than|under|below|shorter than"
_AT_LEAST = r"at least|no fewer than|no less than|a minimum of"
_AT_MOST = r"at most|no more than|a maximum of|up to"
_COMPARISONS = (
    # "more than two", "for over 5 minutes", "count greater than 6"
    re.compile(
        rf"(?:\b(?:for|by|a total of) )?\b(?:(?:the )?count (?:is |was )?)?"
        rf"(?P<op>{_MORE}|{_LESS}|{_AT_LEAST}|{_AT_MOST}) {_AMOUNT}{_UNIT}",
        re.I,
    ),
    # "two or more", "5 minutes or less"
    re.compile(rf"\b{_AMOUNT}{_UNIT} or (?P<op>more|over|above|fewer|less|under)\b", re.I),
    # "five zone signs or more": the things between the number and its comparison
    re.compile(
        rf"\b{_AMOUNT} (?!(?:days?|weeks?|months?|years?|times?)\b)"
        rf"(?P<things>(?:[a-z'-]+ ){{0,3}}[a-z'-]+) or (?P<op>more|fewer|less)\b",
        re.I,
    ),
)
# Where the question is a plain yes/no one whose auxiliary "how long" goes before.
_AUXILIARY = re.compile(
    r"^(?:did|were|was|have|has|had|is|are|would|could|can|do|does|will)\b", re.I
)
# A question that counts its things: "how many" must not be read as a comparison.
_HOW_MANY = re.compile(r"\bhow (?:many|much|long)\b", re.I)


@dataclass(frozen=True)
class Comparison:
    """'more than 5 minutes': more=True, amount=300, seconds=True, inclusive=False."""

    more: bool
    amount: float
    seconds: bool
    inclusive: bool

    def holds(self, value: float) -> bool:
        if self.more:
            return value >= self.amount if self.inclusive else value > self.amount
        return value <= self.amount if self.inclusive else value < self.amount

    def said(self) -> str:
        """The comparison in words, for the answer ("more than 5 minutes")."""
        op = {
            (True, False): "more than",
            (True, True): "at least",
            (False, False): "less than",
            (False, True): "at most",
        }[(self.more, self.inclusive)]
        if not self.seconds:
            return f"{op} {self.amount:g}"
        minutes = self.amount / 60
        unit = f"{minutes:g} minute{'s' * (minutes != 1)}" if self.amount >= 60 else None
        return f"{op} {unit or f'{self.amount:g} seconds'}"


def split_comparison(text: str) -> tuple[str, Comparison] | None:
    """The question without its comparison, and the comparison; None when it has none.
    For a length of time the rest is a how-long question ("were you outside for more
    than 5 minutes" -> "how long were you outside"); for a count, the question about
    the things ("did you see more than two vans" -> "did you see vans")."""
    if _HOW_MANY.search(text):
        return None
    matches = [(after, m) for after, p in enumerate(_COMPARISONS) if (m := p.search(text))]
    if not matches:
        return None
    after, found = matches[0]
    amount_text = found["amount"].lower()
    amount = float(_NUMBER_WORDS.get(amount_text, amount_text))
    unit = (found.groupdict().get("unit") or "").lower()
    op = found["op"].lower()
    more = not re.match(rf"(?:{_LESS}|{_AT_MOST}|fewer|less|under)$", op)
    inclusive = bool(after) or bool(re.match(rf"(?:{_AT_LEAST}|{_AT_MOST})$", op))
    if unit in ("s", "h") and not found[0].rstrip().endswith(unit):
        unit = ""
    seconds = bool(unit)
    comparison = Comparison(more, amount * _SECONDS.get(unit, 1.0), seconds, inclusive)
    things = found.groupdict().get("things") or ""
    rest = f"{text[: found.start()]} {things} {text[found.end() :]}"
    rest = re.sub(r"\s+([?.!,])", r"\1", re.sub(r"\s{2,}", " ", rest)).strip()
    rest = re.sub(r"\b(did|do|can|could) (you|we) count\b", r"\1 \2 see", rest, flags=re.I)
    rest = re.sub(r"\b(?:the )?(?:count|number)\b\s*", "", rest, flags=re.I).strip()
    if seconds:
        if _AUXILIARY.match(rest):
            rest = f"how long {rest}"
        elif not rest.lower().startswith("how long"):
            rest = f"how long was the {rest}"  # "total time outside exceeds 5 min"
    elif not _AUXILIARY.match(rest) and not re.match(r"^(?:were|was) there\b", rest, re.I):
        rest = f"did you see {rest}"  # "oxygen cylinder count greater than 6?"
    return rest, comparison

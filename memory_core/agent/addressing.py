"""Radio procedure taken off a request, so the request itself is read.

Operators on a radio net address the robot by call sign and sign off: "Base to
Echo three, request location of the fridge, over", "Rover one, this is control,
any sighting of a harp? Yes or no, over", "Rover, Base. Say position, ... How
copy? Over". Who calls whom, "this is ...", how the request is filed ("log
check:"), "how copy", "over" and "out" say nothing about what is asked; "yes or
no" and "affirm or negative" say a yes/no answer is wanted; "say" asks to be
told; "abeam" is going past; "mikes" are minutes. Clock times are said the radio
way too: "1406 hours", "time 1420", "one-four-one-five". ``without_procedure``
returns the request as a telegraphic one (telegraphic.py) or a question
(reader.py) would be written, and leaves text alone unless it is signed off or
says who calls: a sentence with "to" in it ("take me to gate two, please") is no
call. The planner takes the procedure off first, before it names the asker's
place or floor in the question (deixis.py writes without punctuation).
"""

from __future__ import annotations

import re

from memory_core.lexicon import word_set

# The sign-off that marks a radio message, after a pause: ", over.", ". Over and out."
# ("when did you go out" is no sign-off).
_SIGN_OFF = re.compile(
    r"\s*[,.;:!?-]\s*(?:over(?: and out)?|out|roger(?: that)?)\s*[.!?]*\s*$", re.I
)
# A call sign: one to three words ("Base", "Echo three", "Unit 2").
_CALL_SIGN = r"(?:[A-Za-z][\w-]*(?: [A-Za-z0-9][\w-]*){0,2})"
# "Base to Echo three,": who calls whom, before the message.
_CALLER_TO_CALLED = re.compile(rf"^\s*{_CALL_SIGN} to {_CALL_SIGN}\s*[,:.]\s*")
# "Rover one, this is control," / "this is control,": the caller named after the called.
_THIS_IS = re.compile(rf"^\s*(?:{_CALL_SIGN}\s*,\s*)?this is {_CALL_SIGN}\s*[,:.]\s*", re.I)
# "Unit two," before the message: the called, alone. Words that start a request are not.
_CALLED = re.compile(rf"^\s*({_CALL_SIGN})\s*,\s*")
# "Rover, Base. Request ...": the caller after the called, ended by a full stop.
_CALLER = re.compile(rf"^\s*({_CALL_SIGN})\s*\.\s+")
# "quick check,", "for the log:", "req:", "query -", "ops q:": how the request is filed,
# not what it asks
_FILED = re.compile(
    r"^\s*(?:quick check|log check|status check|radio check|for the log|for the record"
    r"|(?:ops |op |operator )?(?:req|request|query|qry|q))\s*(?:[,:.]|\s-)\s*",
    re.I,
)
# A numbered item of a question sheet, its answer's kind in brackets: "Item 14
# (temporal).", "Q053 (binary).", "56. (binary)", "Query:" (not "3 chairs in the lab?").
_SHEET_ITEM = re.compile(
    r"^\s*(?:(?:item|question|query|q)\s*#?\s*\d{1,4}[a-z]?|\d{1,4}[.)])\s*[.:)]?\s*"
    r"(?:\([a-z /-]{2,24}\)\s*[.:]?\s*)?(?:query\s*:\s*)?",
    re.I,
)
# The sheet's note on the answer's form, after the question: "Answer yes or no.",
# "Answer with a time.", "Report a location.", "Please answer."
_FORM_NOTE = re.compile(
    r"(?<=[.?!])\s*(?:(?:please )?(?:answer|respond|reply)(?: with| in)?|report|give|provide)"
    r" (?:yes or no|yes/no|(?:an? |the )?(?:time|timestamp|location|position|duration|number"
    r"|count|place|room|name|clock time)(?: name)?|in (?:seconds|minutes)[^.?!]*)\s*[.!]?\s*$"
    r"|(?<=[.?!])\s*(?:please )?(?:answer|respond|reply)\s*[?.!]*\s*$",
    re.I,
)
# A statement's signposts, hedges and asides, which ask nothing: "Moving on. Next, please
# state, to the best of your recollection, the time at which ...", "could you confirm, yes
# or no, whether ...", "have you, at any stage to date, observed ..."
_SIGNPOSTS = re.compile(
    r"^(?:(?:thank you|thanks|moving on|next|right|okay|ok|now|i turn now to [^.?!]*)"
    r"[.!]\s+)+"
    r"|(?:^|(?<=[.?!] ))(?:(?:next|now|then|finally|lastly|moving on"
    r"|for the avoidance of doubt|for the record|to the best of your (?:recollection"
    r"|knowledge|memory))\s*,\s*)+",
    re.I,
)
_ASIDES = re.compile(
    r",\s*(?:to the best of your (?:recollection|knowledge|memory)|as far as you"
    r" (?:know|recall|remember|can tell)|for the avoidance of doubt|yes or no"
    r"|at any (?:stage|time|point)(?: (?:to date|thus far|so far|today))?)\s*,",
    re.I,
)
# "unit 1:", "Rover-2:", "echo three:": a numbered call sign heading a message, unsigned
_NUMBERED_CALL = re.compile(
    r"^\s*(?P<call>(?:unit|rover|robot|bot|base|control|team|patrol|mobile|alpha|bravo"
    r"|charlie|delta|echo|foxtrot|kilo|lima|sierra|tango|victor|zulu)[ -]?"
    r"(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine))\s*:\s*",
    re.I,
)
# A work ticket's reference heading the request: "WO-2082:", "INC-77.", "JOB-1182 -".
_TICKET_CODE = re.compile(r"^\s*#?[A-Z]{2,5}-\d{2,6}\s*[:.\u2013\u2014-]\s*")
# A ticket's subject line before the question: "time booking.", "exposure log.", "closing
# the ticket on a parts rack." (the thing is the question's: "time of your last sighting?")
_SUBJECT_LINE = re.compile(
    r"^\s*(?:[A-Za-z-]+\s+){0,2}(?:booking|log|location|request|report|query|check|update"
    r"|enquiry|inquiry|note)\s*[.:]\s+(?=\S)",
    re.I,
)
_ABOUT_TICKET = re.compile(
    r"^\s*(?:(?:opening|closing|raising|updating|filing|logging) )?(?:a |the )?(?:ticket|job"
    r"|task|work order|request) (?:on|for|about|regarding) (?=\S)",
    re.I,
)
# A ticket's id in brackets ("[TKT-QXJ]", "[#4521]") and its metadata fields
_TICKET_ID = re.compile(r"^\s*\[[#A-Za-z0-9_ -]{1,24}\]\s*")
_TICKET_FIELD = re.compile(
    r"^(?:prio|priority|reply(?: fmt| format)?|fmt|format|ref|reference|status|due|sla"
    r"|severity|assignee|assigned to|from|cc|tags?|category)\b\s*[:=]?",
    re.I,
)
# "How copy?", "how do you copy": whether the message was heard
_HOW_COPY = re.compile(r"[\s,.;]*\bhow (?:do you )?copy\b\s*\??\s*$", re.I)
# "affirm or negative", "affirmative or negative": yes or no
_AFFIRM_OR_NEGATIVE = re.compile(r"\baffirm(?:ative)? or negative\b", re.I)
# "say position", "say time": tell it (radio's "say again")
_SAY = re.compile(
    r"(^\s*|[.!?;]\s+)say (?=(?:your )?(?:position|location|time|last|first)\b)", re.I
)
# "time abeam the door": when the robot went past it
_ABEAM = re.compile(r"\babeam(?: of)?\b", re.I)
_REQUEST_WORDS = word_set(
    "where when what which how who is are was were did do does have has can could any "
    "request confirm report locate time position duration total last first your read "
    "please hey hi hello"
)
# "fifteen mikes ago", "5 minutes back": minutes, before now.
_MIKES = re.compile(r"\bmikes?\b", re.I)
_BACK = re.compile(r"\b(minutes?|hours?|seconds?)\s+back\b", re.I)
_YES_OR_NO = re.compile(r"[\s,.;:]*\byes or no\b[\s,.;:?]*", re.I)
_DIGITS = {
    "zero": "0", "oh": "0", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5",
    "six": "6", "seven": "7", "eight": "8", "niner": "9", "nine": "9",
}  # fmt: skip
# "one-four-one-five", "one four one five": a clock time said digit by digit.
_SPOKEN_DIGITS = re.compile(
    rf"\b((?:{'|'.join(_DIGITS)})(?:[- ](?:{'|'.join(_DIGITS)})){{3}})\b", re.I
)
# "1406 hours", "time 1420", "at 0915": a clock time without its colon.
_MILITARY = re.compile(r"\b([01]\d|2[0-3])([0-5]\d)(?:\s*(?:hours|hrs|h)\b)?")


def without_procedure(text: str) -> str:
    """The request in a radio message (or a question sheet's item), call signs and
    sign-off (item numbers and notes on the answer's form) taken off, a yes/no asked for
    as "y/n", radio clock times with their colon; other text as it was."""
    text = _FORM_NOTE.sub("", _SHEET_ITEM.sub("", text)).strip()  # a question sheet's
    text = _ASIDES.sub("", _SIGNPOSTS.sub("", text))  # a statement's
    text = _FILED.sub("", _without_subject_line(_without_numbered_call(_ticket_request(text))))
    signed_off = _SIGN_OFF.search(text)
    this_is = _THIS_IS.match(text)
    if signed_off is None and this_is is None:
        return text
    body = text[: signed_off.start()] if signed_off else text
    if this_is is not None:
        body = body[this_is.end() :]
    else:
        called = _CALLER_TO_CALLED.match(body) or _CALLED.match(body)
        if called is not None and not _starts_a_request(called.group(0)):
            body = body[called.end() :]
            caller = _CALLER.match(body)
            if caller is not None and not _starts_a_request(caller.group(0)):
                body = body[caller.end() :]
    body = _HOW_COPY.sub("", _FILED.sub("", body))
    body = _SAY.sub(r"\1report ", _AFFIRM_OR_NEGATIVE.sub("yes or no", body))
    body = _ABEAM.sub("you went past", body)
    body = _BACK.sub(r"\1 ago", _MIKES.sub("minutes", body))
    yes_no = _YES_OR_NO.search(body)
    if yes_no is not None:
        body = f"{body[: yes_no.start()]} y/n"
    return radio_times(body.strip())


def radio_times(text: str) -> str:
    """Clock times said the radio way, written with a colon: "1406 hours" -> "14:06",
    "one-four-one-five" -> "14:15"."""
    text = _SPOKEN_DIGITS.sub(
        lambda m: _colon("".join(_DIGITS[d.lower()] for d in re.split(r"[- ]", m.group(1)))),
        text,
    )
    return _MILITARY.sub(lambda m: f"{m.group(1)}:{m.group(2)}", text)


def _colon(digits: str) -> str:
    hours, minutes = int(digits[:2]), int(digits[2:])
    return f"{hours:02d}:{minutes:02d}" if hours < 24 and minutes < 60 else digits


def _ticket_request(text: str) -> str:
    """The request field of a ticket ("[TKT-QXJ] loc the delivery van | prio low | reply fmt:
    x,y,z map frame" -> "loc the delivery van"): its id in brackets and its fields of
    metadata (priority, the format wanted, a reference) are not what it asks."""
    text = _TICKET_ID.sub("", text)
    if "|" not in text:
        return text
    fields = [field.strip() for field in text.split("|")]
    asked = [field for field in fields if field and not _TICKET_FIELD.match(field)]
    return " ".join(asked) if asked and len(asked) < len(fields) else text


def _without_numbered_call(text: str) -> str:
    """The message after a numbered call sign ("unit 1: time since last in the lab?") or a
    work ticket's reference ("WO-2082:"); a numbered place heading a question ("room 4:
    which floor?") is what it asks about."""
    called = _NUMBERED_CALL.match(text) or _TICKET_CODE.match(text)
    return text if called is None else text[called.end() :]


def _without_subject_line(text: str) -> str:
    """The request after a ticket's subject line ("time booking.", "closing the ticket on
    a parts rack.": what the ticket is about is then the question's thing)."""
    return _ABOUT_TICKET.sub("", _SUBJECT_LINE.sub("", text))


def _starts_a_request(prefix: str) -> bool:
    return prefix.strip(" ,:.").split()[0].lower() in _REQUEST_WORDS

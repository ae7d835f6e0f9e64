"""Messy questions made readable: full-width punctuation, lost apostrophes, small typos.

People type on a tablet without apostrophes ("wheres"), speech arrives without
punctuation, and fingers slip ("wher did you see the hydrnat"). Repair is
conservative: only a token that is not an English word (the embedding model's
own vocabulary is the dictionary) is changed, and only to a word one or two
edits away from it among the few words questions are built from, or among the
words of the things in memory.
"""

from __future__ import annotations

import functools
import re
import unicodedata

from memory_core.agent.timephrases import COUNTING_WORDS
from memory_core.floors import NUMBER_WORDS
from memory_core.spelling import (
    closest,
    edit_distance,
    english_dictionary,
    english_words,
    known_word,
    shared_start,
    slip_limit,
)


def _word_set(text: str) -> frozenset[str]:
    return frozenset(text.split())


# Contractions and their apostrophe-less spellings: "where's", "wheres", "whats".
_CONTRACTIONS = {
    "where's": "where is", "wheres": "where is", "where'd": "where did",
    "what's": "what is", "whats": "what is", "when's": "when is", "whens": "when is",
    "long's": "long has",
    "who's": "who is", "how's": "how is", "hows": "how is", "there's": "there is",
    "theres": "there is", "it's": "it is", "that's": "that is", "thats": "that is",
    "i'm": "i am", "im": "i am", "i've": "i have", "ive": "i have", "we've": "we have",
    "you've": "you have", "i'd": "i would", "we're": "we are", "you're": "you are",
    "didn't": "did not", "didnt": "did not", "don't": "do not", "dont": "do not",
    "doesn't": "does not", "doesnt": "does not", "isn't": "is not", "isnt": "is not",
    "wasn't": "was not", "wasnt": "was not", "weren't": "were not", "werent": "were not",
    "haven't": "have not", "havent": "have not", "hasn't": "has not", "hasnt": "has not",
    "can't": "can not", "cant": "can not", "couldn't": "could not", "couldnt": "could not",
    "won't": "will not", "i'll": "i will", "we'll": "we will", "you'll": "you will",
    "let's": "let us", "lets": "let us", "ain't": "is not",
    "u": "you", "ur": "your", "w": "with", "ppl": "people", "bldg": "building", "r": "are",
    "pls": "please", "plz": "please", "n": "and", "da": "the", "dat": "that", "dis": "this",
    "1st": "first", "b4": "before", "l8r": "later", "2day": "today", "in2": "into",
    "on2": "onto", "2nd": "second", "3rd": "third",
    # speech run together, as a voice assistant spells it
    "didja": "did you", "didya": "did you", "dija": "did you", "didcha": "did you",
    "d'ya": "do you", "dya": "do you", "dyou": "do you", "haveya": "have you", "ya": "you",
}  # fmt: skip
# Words before which a texted "2" is "to" ("u 2 get", "from room 23 2 the lift", "closest
# 2 me"), not a number ("gate 2", "floor 2 corridor").
_AFTER_TO = _word_set(
    "the da a an my our your his her their this that mr mrs ms dr me us get go come reach "
    "walk drive find see"
)
# Nouns a number names one of ("gate 2", "floor 2"): a "2" after them is that number.
NUMBERED_NOUNS = _word_set(
    "room floor level storey gate bay platform section block stand unit ward aisle zone area "
    "wing door lane lift elevator bus route stop track pier berth dock hall court pitch "
    "screen class"
)
# Words after which a texted "c" is "see": "did u c", "when did you first c".
_BEFORE_SEE = _word_set("you i we first last ever to did")
# The words questions are built from: a typo in one of these changes the question's form.
QUESTION_WORDS = _word_set(
    """where when what which who how long much many time did do does have has had is are
    was were been the you your there any see saw seen spot spotted notice noticed pass
    passed find found closest nearest near take bring show guide leave left enter entered
    exit exited building inside outside last first ever remember know forget forgot
    located location nearby around could would should tell please go get take me us
    help across started start stand still stop stopped wait waited visit visited colour
    color minutes trip material room floor total through since altogether overall back
    that this take took about around think ago back together hang spend spent stay
    duration switched recording idea hello looking"""
)
# Words ranked below this in the vocabulary are everyday English (about the 8,000 commonest).
COMMON_RANK = 10_000
# A colon ends a clause too ("the bench by the door: where was it?"), but not in "10:15".
_SENTENCE_END = re.compile(r"(?:[?!;]|\.(?!\d))+|:(?!\d)")  # not "at 2.06", "room 1.01"
# (a room code's hyphen stays: "room L2-14", "office G-03", not "l2 14")
_NOT_WORD = re.compile(r"(?!(?<=[a-z])-(?=\d)|(?<=[a-z]\d)-(?=\d)|(?<=[a-z]\d\d)-(?=\d))[^\w'\s.]+")
# A noun made of a verb and a particle ("check-in desk", "drop-off point", "walk-in
# freezer") is one word, not a preposition: joined by JOINED while the question is read.
_PARTICLE_COMPOUND = re.compile(r"\b([a-z]+)-(in|out|off|on|up|down|by|over|through|away)\b")
JOINED = "_"
# A place's letter "A" ("Exit A", "stack block a on your last visit") is no article: an
# article is never capitalised after a name, nor followed by a function word or the end
# of the sentence. It is joined to the name, as a compound is, so nothing drops it.
_CAPITAL_NAME = r"[A-Z][a-z]*[a-z0-9.'-]*"
_LETTER_A_AFTER_NAME = re.compile(rf"(?<=\S )({_CAPITAL_NAME}) A\b(?!['\u2019-])")
_LETTER_A_BEFORE_NO_NOUN = re.compile(
    r"\b([a-z][a-z0-9.'-]*) a\b(?=\s*(?:[?!,;:]|\.(?!\d)|$"
    r"|\s(?:on|in|at|to|from|and|or|last|the|this|that|before|after|since|until|for|when"
    r"|how|did|was|were|is|today|earlier|yesterday|pls|please|lol|thx|ty)\b))",
    re.IGNORECASE,
)
_NOT_BEFORE_A_LETTER = _word_set(
    "is was are were be been see saw seen have has had of for with like such what quite "
    "as into onto than there here it not ever never get got find found spot spotted "
    "notice noticed pass passed use used need needs want take took"
)


# The tense of "see" a light verb of sighting stands for.
_SEEN_BY_TENSE = {
    **dict.fromkeys(("catch", "lay", "set", "get"), "see"),
    **dict.fromkeys(("caught", "laid", "got"), "saw"),
    "catching": "seeing",
}
_JOINED_LETTER = tuple(f"{JOINED}{letter}" for letter in "abcdefghijklmnopqrstuvwxyz")


def _letter_codes(text: str) -> str:
    """ "Exit A" as one word ("exit_a" once lower case), so no reader drops its "A"."""
    if sum(c.isupper() for c in text) * 2 > sum(c.isalpha() for c in text):
        return text  # SHOUTED TEXT: every "A" is capital
    for form in (_LETTER_A_AFTER_NAME, _LETTER_A_BEFORE_NO_NOUN):
        text = form.sub(
            lambda found: (
                found[0]
                if found[1].lower() in _NOT_BEFORE_A_LETTER
                else f"{found[1]}{JOINED}{found[0][-1]}"
            ),
            text,
        )
    return text


_DIGIT_WORDS = {
    **{word: digit for word, digit in NUMBER_WORDS.items() if len(digit) == 1},
    "oh": "0",
}
_TENS_WORDS = {
    word: 10 * tens
    for tens, word in enumerate(
        ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"), start=2
    )
}
# Words after which number words are a count, a time or a measure, not a name's code
# ("in six minutes", "at nine fifty", "the last twenty five").
_BEFORE_A_COUNT = _word_set(
    "at in for about around past to until till by before after since of than over under "
    "last first next every some the a an ago and or only just nearly almost roughly within "
    "is was were are be been"
)
_MEASURES = _word_set(
    "minute minutes min mins hour hours hr hrs second seconds sec secs metre metres meter "
    "meters m km oclock am pm times people chairs"
)


def _spoken_codes(text: str) -> str:
    """A code said digit by digit or in tens after a name ("cabin six one three eight",
    "aisle fifty six", "gate d fifty 3", "room four oh two") written in digits, as signs
    and captions write it ("cabin 6138"): one word, so no reader drops a digit of it."""
    words = text.split(" ")
    out: list[str] = []
    index = 0
    while index < len(words):
        end, digits = _number_run(words, index)
        resumed = end
        while resumed < len(words) and _HESITATION.match(words[resumed]):
            resumed += 1
        again, more = _number_run(words, resumed)
        if end > index and again > resumed and more.startswith(digits):
            end, digits = again, more  # "cabin six erm six one three eight": said again
        head = out[-1] if out else ""
        after = words[end] if end < len(words) else ""
        named = head.isalpha() and head not in _BEFORE_A_COUNT and head not in _DIGIT_WORDS
        if end - index >= 2 and named and after.strip(".,?!") not in _MEASURES:
            out.append(digits)
            index = end
            continue
        out.append(words[index])
        index += 1
    return " ".join(out)


def _number_run(words: list[str], start: int) -> tuple[int, str]:
    """Where a run of number words from ``start`` ends, and its digits ("fifty six": 56,
    "six one": 61, "fifty 3": 53); the run is empty (end == start) at any other word."""
    digits = ""
    index = start
    while index < len(words):
        word = words[index]
        if word in _TENS_WORDS:
            unit = words[index + 1] if index + 1 < len(words) else ""
            if unit in _DIGIT_WORDS and unit not in ("zero", "oh"):
                digits += str(_TENS_WORDS[word] + int(_DIGIT_WORDS[unit]))
                index += 2
            elif len(unit) == 1 and unit.isdigit() and unit != "0":
                digits += str(_TENS_WORDS[word] + int(unit))
                index += 2
            else:
                digits += str(_TENS_WORDS[word])
                index += 1
        elif word in _DIGIT_WORDS and (word != "oh" or digits):
            digits += _DIGIT_WORDS[word]
            index += 1
        else:
            break
    return index, digits


# Words between two dashes said to someone else mid-question (a dash alone is a break).
_INTERJECTION = re.compile(r"\s[\u2013\u2014]\s[^\u2013\u2014?]+?\s[\u2013\u2014]\s")
# A note-taker's abbreviations: their full stop ends no sentence ("which rm. holds the
# gloves", "loc. of centrifuge"), nor does a title's ("Dr. Moreau's office"); "rm" is a
# room.
_ABBREVIATED = re.compile(
    r"\b(rm|loc|obs|approx|bldg|dept|posn|est|incl|dur|dr|mr|mrs|ms|prof|st)\.(?=\s*[a-z0-9(,])"
)
_ROOM_ABBREVIATION = re.compile(r"\brm\b")
# A spaced dash ends a clause ("my friend wants to know - did you see"); so does a comma
# between two questions ("when did you last see it, how long ago?"), but not one after
# a clause that sets the scene ("after we went out, when did we get back in").
_DASH = re.compile(r"\s[-\u2013\u2014]+\s")
# The thing first, then the question about "it": "my jacket, it is still on the chair?",
# "the window of the bathroom, was it closed?", "the man in the lobby, what was he wearing?"
_DISLOCATED = re.compile(
    r",\s*(?=(?:it|they|he|she) (?:is|was|were|are|has|have|had)\b"
    r"|(?:is|was|were|are|did|has|have) (?:it|they|he|she)\b(?!\s*[?!.]*\s*$)"  # not a tag
    r"|(?:what|where|when|which|how) (?:\w+ )?(?:it|they|he|she)\b)"
)
_QUESTION_THEN_QUESTION = re.compile(
    r"((?:^|[.,]\s)\s*(?:how|when(?! (?:you|we|i|u) (?:were|was|went)\b)|where|what|which|did"
    r"|do|does|is|are|was|were|have|has)\b[^.,]*),"
    r"\s*(?=(?:how|when|where|what|which|did|is|are|was|were)\b)"
)


# A condition before the question: "if I needed a fire door in a hurry, where is the
# closest one?": the condition names the thing "one" stands for, in a clause of its own.
_CONDITION_FIRST = re.compile(
    r"^(\s*if [^,.?;]+),\s*(?=(?:where|when|what|which|how|is|are|was|were|do|does|did"
    r"|can|could|would|have|has)\b)",
    re.I,
)
# "I couldn't read it without my glasses, what did the sign say?": the asker's own words,
# then the question after a comma; apart, so the question is read as the question
_ASIDE_THEN_QUESTION = re.compile(
    r"((?:^|[.!?,]\s)\s*(?:i|i'm|we|we're|my|our|oh|hi|hello|well|sorry|morning|for)\b"
    # (an aside asks nothing: "sorry, quick question when you were last in the hall, was
    # ..." is one question)
    r"(?:(?!\b(?:where|when|what|how|which)\b)[^.,?!;])*),"
    r"\s*(?=(?:what|where|when|how|did|do|does|is|are|was|were|have|has|can|could"
    r"|request|report|confirm|give|tell|show)\b"
    # "which tree is nearest" asks; "which was open" goes on about what came before
    r"|which (?!(?:is|was|were|are|has|had|have|will|would|can|could|did|does|do|i|we|you"
    r"|they|he|she|it)\b))"
)
# "nearest my position", "close to my location": the asker, as "nearest me" says it
# (not the room or area around them, as "at my location" may mean)
_BY_THE_ASKER = re.compile(
    r"\b(nearest|closest|near|close to|next to|beside)((?: [\w-]+){0,3} to)? my (?:current )?"
    r"(?:position|location|pos|posn|spot)\b"
)


# A report's register, said plainly: a request verb before what is asked ("State which
# level the robot was on" -> "which level the robot was on"; "Report the time at which X"
# -> "when X"), "the robot" as the robot's own "you", "20 minutes before this query" as
# 20 minutes ago, "at 10:47 UTC" as a clock time (the robot's clock, right where that is
# UTC, as by default), "the most recent" as the last; "according to the log", "during
# this recording", "as of this query" say nothing.
_REQUEST_VERB = (
    r"^(?:(?:please|kindly|(?:would|could|can|will) you)\s+)*"
    r"(?:state|report|identify|name|give|provide|indicate|specify|determine)\s+"
)
# What follows "the robot" when it is the robot itself doing or being ("the robot was on
# level 2"), not a thing named for it ("the robot arm").
_ROBOT_DOES = (
    "was|is|were|are|has|have|had|did|does|do|can|could|will|would|last|first|most|ever|"
    "currently|still|just|remained|went|moved|occupied|entered|exited|left|visited|spent|"
    "stayed|passed|crossed|saw|seen|observed|recorded|detected|took|rode|used|got|started|"
    # after an auxiliary: "did the robot go into the lab", "when did the robot leave"
    "go|leave|enter|see|visit|pass|spend|stay|take|remain|return|cross|use|ride|stop|get|"
    "reach|arrive|notice|spot|find|come|drive|walk"
)
# A report's nominal event as the verb a question puts it in ("your last entry into").
_EVENT_VERBS = {
    "entry": "went into",
    "entrance": "went into",
    "arrival": "got to",
    "exit": "left",
    "departure": "left",
    "visit": "went to",
}


# Words for the first of several occasions: "your earliest entry into".
_FIRST_WORDS = frozenset({"first", "earliest", "initial"})
_REPORT_REGISTER = (
    (re.compile(r"\b(?:to date|thus far|up to the present|up to now)\b", re.I), "so far"),
    # "confirm the room you're in": state it (a thing to confirm is whether it was seen)
    (
        re.compile(
            r"^(?:please )?confirm (?=the (?:room|place|area|zone|floor|level|location|position)"
            r" (?:you're|you are|we're|we are|the robot is)\b)",
            re.I,
        ),
        "state ",
    ),
    # the robot as the agent of a passive: "the feed sacks recorded by the agent in the
    # barn" are the ones recorded there, no "agent" to look for ("observed by you" is read
    # as it is: "was a kettle observed by you after 10:00")
    (
        re.compile(
            r"\b(?P<verb>recorded|observed|seen|detected|logged|noted|spotted|sighted|visited"
            r"|entered|encountered|captured|made|re-?entered) by the (?:agent|robot|system)\b",
            re.I,
        ),
        r"\g<verb>",
    ),
    # a sheet's third person: "the agent", "the system" are the robot asked
    (re.compile(r"\bthe (?:agent|system)'?s\b", re.I), "your"),
    (re.compile(r"\bthe agent\b", re.I), "the robot"),  # "when did the agent leave"
    (re.compile(r"\bthe (?:agent|system)\b(?= (?:" + _ROBOT_DOES + r")\b)", re.I), "you"),
    (
        re.compile(
            r"\b(time|duration|length of time) (?:spent|passed) by (?:the (?:agent|robot|system))",
            re.I,
        ),
        r"\1 you spent",
    ),
    # "at 2:04 pm", "by 4 pm": a 24-hour clock time (a sign's "open 7am to 10pm" stays)
    (
        re.compile(
            r"\b(at|around|about|by|before|after|since|until|till) (\d{1,2})(?::(\d{2}))?"
            r"\s*(am|pm|a\.m\.|p\.m\.)(?!\w)",
            re.I,
        ),
        lambda m: f"{m[1]} {int(m[2]) % 12 + (12 if m[4][0] in 'pP' else 0)}:{m[3] or '00'}",
    ),
    (re.compile(_REQUEST_VERB + r"(?=(?:which|what|where|when|how)\b)", re.I), ""),
    # "confirm which sector holds X" asks which; "confirm the van is red", whether
    (
        re.compile(
            r"^(?:please\s+)?(?:confirm|verify)\s+(?=(?:which|what|where|when|how)\b)", re.I
        ),
        "",
    ),
    (re.compile(_REQUEST_VERB + r"the (?:time|moment) (?:at which|when)\s+", re.I), "when "),
    (
        re.compile(
            _REQUEST_VERB + r"the (?:location|position|place|spot) (?:at which|where)\s+", re.I
        ),
        "where ",
    ),
    (
        re.compile(
            _REQUEST_VERB + r"the (?P<kind>area|room|zone|place|level|floor|part)"
            r"(?: of the [\w-]+)? (?:in which|where|that|on which)?\s*",
            re.I,
        ),
        r"which \g<kind> ",
    ),
    # "report closest bench from where you are": where the closest bench is
    (re.compile(_REQUEST_VERB + r"(?:the )?(?=(?:closest|nearest)\b)", re.I), "where is the "),
    (re.compile(_REQUEST_VERB + r"(?=the\b)", re.I), ""),  # "State the duration of ..."
    # "when, if ever, did you ...", "state, for the record, ...": asides between commas
    (re.compile(r",\s*(?:if ever|if at all|if any|for the record|as it were)\s*,", re.I), ""),
    (re.compile(r"\b(?:read|put|state) (?:it )?into the record\b", re.I), "tell me"),
    # "first instance", "most recent occasion": which time
    (re.compile(r"\b(?:first|initial) (?:instance|occasion)\b", re.I), "the first time"),
    (
        re.compile(r"\b(?:most recent|latest|last|final) (?:instance|occasion)\b", re.I),
        "the last time",
    ),
    # "when was the hall last entered": when did the robot last enter it
    (
        re.compile(
            r"\bwhen (?:was |were )?(?P<place>[\w\s(),.-]+?) (?:was |were )?"
            r"(?P<which>(?:last|first|most recently) )?"
            r"(?P<verb>entered|exited|left|visited|reached)\b",
            re.I,
        ),
        r"when did you \g<which>\g<verb> \g<place>",
    ),
    (re.compile(r"\bthe robot'?s\b", re.I), "your"),
    (re.compile(r"\bthe robot\b(?= (?:" + _ROBOT_DOES + r")\b)", re.I), "you"),  # not "robot arm"
    (re.compile(r"\byou (?P<verb>was|has|is)\b", re.I), lambda m: _AGREEING[m["verb"].lower()]),
    # ("is the robot currently ...": "is you", said the other way round)
    (re.compile(r"\b(?P<verb>was|has|is) you\b", re.I), lambda m: _INVERTED[m["verb"].lower()]),
    (re.compile(r"(?<=\d)\s*(?:utc|gmt|zulu)\b|\b(?:utc|gmt)\s*(?=\d)", re.I), ""),
    (
        re.compile(
            r",?\s*\b(?:according to|in|from) (?:the|your) (?:log|logs|records|recording)\b"
            r"|\b(?:during|in) this (?:recording|run|session)\b|\bas of (?:this|the|now)"
            r"(?: query| question| moment)?\b|\brelative to (?:the|your) (?:present|current)"
            r" (?:position|location)\b|\bon the map\b",
            re.I,
        ),
        "",
    ),
    (re.compile(r"\b(?:has|have|had) elapsed since\b", re.I), "has passed since"),
    # a sighting said with a light verb: "catch sight of", "lay eyes on", "get a glimpse of"
    (
        re.compile(
            r"\b(?P<verb>catch|caught|catching|lay|laid|set|get|got)"
            r" (?:a |an |your |my )?(?:(?:first|last|quick|good) )?"
            r"(?:sight|glimpse|eyes) (?:of|on)\b",
            re.I,
        ),
        lambda said: _SEEN_BY_TENSE[said["verb"].lower()],
    ),
    # time since an event, said as a noun: "the length of time that has passed since your
    # earliest entry into X"
    (
        re.compile(
            r"\bthe (?:length of time|amount of time|time|duration) (?:that )?(?:has )?"
            r"(?:passed|elapsed|gone by) since\b",
            re.I,
        ),
        "how long has it been since",
    ),
    # a stay's span said after it: "how long your latest stay lasted, from entry to exit"
    (
        re.compile(
            r",?\s*\bfrom (?:entry|entering|arrival|arriving|going in) (?:to|until|till)"
            r" (?:exit|exiting|leaving|departure|coming out)\b",
            re.I,
        ),
        "",
    ),
    # the span of a trip said again after its ends: "how long did it take from leaving one
    # to arriving at the other", "from departure to arrival"
    (
        re.compile(
            r",?\s*\bfrom (?:leaving|departing|departure|setting off|the start)"
            r"(?: (?:one|it|there|the first(?: one)?|the one))?"
            r" (?:to|until|till) (?:arriving|arrival|getting there|reaching)"
            r"(?: (?:at|in|to))?(?: (?:the other(?: one)?|the second(?: one)?|it|there))?\b",
            re.I,
        ),
        "",
    ),
    # "prior to" is "before" ("13 minutes prior to this request": 13 minutes ago)
    (re.compile(r"\bprior to\b", re.I), "before"),
    (re.compile(r"\bbefore (?:this|the|your) (?:query|question|request|report)\b", re.I), "ago"),
    (re.compile(r"\bthe most recent(?: completed)?\b", re.I), "the last"),
    (re.compile(r"\bthe earliest\b", re.I), "the first"),
    (re.compile(r"\byour most recent\b", re.I), "your last"),
    # what a report asks for by its noun, said as the question that asks it:
    # "confirm whether a green bench was observed": whether you saw one
    (
        re.compile(
            r"^(?:please\s+)?(?:confirm|verify|check|report|indicate)\s+(?:whether|if)\s+"
            r"(?P<thing>[^.?!]+?)\s+(?:was|were|has been|had been|have been)\s+"
            r"(?P<which>(?:ever |first |last )?)(?:observed|sighted|detected|recorded|spotted"
            r"|noticed|seen)\b",
            re.I,
        ),
        r"did you \g<which>see \g<thing>",
    ),
    # "was a green bench observed?": whether you saw one
    (
        re.compile(
            r"^(?:was|were) (?P<thing>[^.?!]+?) (?P<which>(?:ever |first |last )?)(?:observed"
            r"|sighted|detected|recorded|spotted|noticed)(?=[.?!]|$)",
            re.I,
        ),
        r"did you \g<which>see \g<thing>",
    ),
    # "the number of distinct vending machines observed so far": how many you saw
    (
        re.compile(
            r"^(?:how many|the (?:number|count|total number) of) (?:distinct |different |unique "
            r"|separate |individual )?(?P<things>[^.?!]+?)(?: (?:that )?(?:you )?(?:have |were "
            r"|have been )?(?:observed|seen|sighted|detected|recorded|spotted|noticed|saw))"
            r"(?: so far| to date| by now)?(?=[.?!]|$)",
            re.I,
        ),
        r"how many \g<things> did you see",
    ),
    # "transcribe the text most recently read on the whiteboard": what it said
    (
        re.compile(
            r"^(?:(?:please|kindly)\s+)?(?:transcribe|quote|read out|read back|repeat)\s+"
            r"(?:the |any )?"
            r"(?:text|words|wording|message|writing)(?: (?:most recently|last|first) read)?"
            r" (?:on|from|of) (?P<thing>[^.?!]+)",
            re.I,
        ),
        r"what did \g<thing> say",
    ),
    # "the cumulative time you have spent outdoors", "the total time spent in the lobby"
    (
        re.compile(
            r"^the (?:cumulative|total|overall|combined|aggregate) (?:time|duration)"
            r"(?: (?:that )?you (?:have |had )?(?:spent|been|were)| spent)?\b",
            re.I,
        ),
        "how long in total have you spent",
    ),
    # "the time you took to travel from A to B": how long it took you to get there
    (
        re.compile(
            r"^the (?:time|duration)(?: (?:that )?(?:you took|it took you|taken))?"
            r" (?:to |for the )?(?:travel|trip|journey|get|go|move|drive)(?:ling)?"
            r" from\b",
            re.I,
        ),
        "how long did it take you to get from",
    ),
    (
        re.compile(
            r"\bon (?:its|your|the) (?:most recent|last|latest) (?:trip|journey|run)\b", re.I
        ),
        "the last time",
    ),
    # "your position 13 minutes ago", "the name of the place you occupied 6 minutes ago",
    # "the location the robot occupied just before ..."
    (re.compile(r"^your (?:position|location|whereabouts)\b(?=.*\bago\b)", re.I), "where were you"),
    (
        re.compile(
            _REQUEST_VERB.replace("^", "^(?:", 1) + r")?(?:the name of )?"
            r"the (?:place|room|area|location|space) (?:that )?you"
            r" (?:occupied|were in|were at|were located in)\b",
            re.I,
        ),
        "which place were you in",
    ),
    # "the name of your current location": what this place is called
    (
        re.compile(
            r"^(?:what is )?the name of your (?:current |present )?(?:location|position|place)\b",
            re.I,
        ),
        "what is this place called",
    ),
    # "which floor you are currently on": which floor are you on now ("which room you were
    # in just before": which room were you in)
    (
        re.compile(
            r"\b(which \w+) you (are|were) (?:currently |presently |now )?(on|in|at)\b", re.I
        ),
        lambda m: f"{m[1]} {m[2]} you {m[3]}{' now' if m[2].lower() == 'are' else ''}",
    ),
    # "before your last entry into the loos", "before its latest entry into the hallway":
    # before you last went in
    (
        re.compile(
            r"\b(before|after|since) (?:your|its) (?P<which>last|latest|most recent|first"
            r"|earliest|initial)"
            r" (?P<event>entry into|entrance into|arrival (?:at|in)|exit from|departure from"
            r"|visit to)\b",
            re.I,
        ),
        lambda m: (
            f"{m[1]} you {'first' if m['which'].lower() in _FIRST_WORDS else 'last'}"
            f" {_EVENT_VERBS[m['event'].split()[0].lower()]}"
        ),
    ),
    (re.compile(r"\bwas (last |first )?observed\b", re.I), r"was \1seen"),
)


_AGREEING: dict[str, str] = {"was": "you were", "has": "you have", "is": "you are"}
_INVERTED: dict[str, str] = {"was": "were you", "has": "have you", "is": "are you"}


def plain_request(text: str) -> str:
    """A request in a report's register as a plain question would put it (above)."""
    for pattern, plain in _REPORT_REGISTER:
        text = pattern.sub(plain, text)
    return text


# A form's "y/n" box after a question is a clause of its own: glued on, its "y" read as
# a name ("lamp at the street y": a street called Y).
_YES_NO_MARK = re.compile(r"\s*\b(y ?/ ?n|yes ?/ ?no)\b")


def normalise(text: str) -> str:
    """Lower case ASCII-ish text, full-width forms folded, apostrophes unified,
    contractions expanded; sentence ends become ' . ' so clauses can be split."""
    text = _letter_codes(unicodedata.normalize("NFKC", text))
    text = _spoken_codes(_without_interjections(text.lower()))
    text = _PARTICLE_COMPOUND.sub(rf"\1{JOINED}\2", _ABBREVIATED.sub(r"\1", text))
    text = _ROOM_ABBREVIATION.sub("room", text)
    text = text.replace("\u2019", "'").replace("\u2018", "'").replace("`", "'")
    text = _YES_NO_MARK.sub(r" . \1", text)
    text = _DASH.sub(" . ", _SENTENCE_END.sub(" . ", _CONDITION_FIRST.sub(r"\1 . ", text)))
    text = _DISLOCATED.sub(" . ", _QUESTION_THEN_QUESTION.sub(r"\1 . ", text))
    text = _ASIDE_THEN_QUESTION.sub(r"\1 . ", text)
    words: list[str] = []
    for token in re.sub(r"[,:\"()\[\]{}]+", " ", text).split():
        token = _CONTRACTIONS.get(token, token)
        if token == "c" and words and words[-1] in _BEFORE_SEE:
            token = "see"  # texting's "did u c a van" (not "building c")
        words.append(token[:-2] if token.endswith("'s") else token)  # "the robot's" -> "robot"
    words = [_texted_to(words, index) for index in range(len(words))]
    text = " ".join(_NOT_WORD.sub(" ", " ".join(words).replace("'", "")).split())
    return _BY_THE_ASKER.sub(r"\1\2 me", text)


# A clause of its own after an interjection: an auxiliary and a pronoun pointing back at
# what came before ("was it"); "have you spent" goes on with the question ("how much time
# — Leo! — have you spent outdoors").
_RESTART_AUX = _word_set("was were is are did do does has have had can could will would")
_RESTART_SUBJECTS = _word_set("it they that this those these he she")


def _without_interjections(text: str) -> str:
    """Words said to someone else between two dashes, taken out: "where did you first —
    Oscar, hold my hand — first see the pushchair" goes on where it broke off (a word said
    again at the join counts once); "where's a planter — not now — sorry, where's a
    planter" starts again, as a clause of its own, as does one going on with an auxiliary
    and its subject ("the last time you saw the gate — Oscar! — was it open")."""
    while (found := _INTERJECTION.search(text)) is not None:
        before, after = text[: found.start()], text[found.end() :]
        said_before, said_after = before.split(), after.split()
        if not said_before or not said_after:
            return text
        first_after = said_after[0].strip(",")
        second_after = said_after[1].strip(",?") if len(said_after) > 1 else ""
        restarts = first_after in _RESTART_AUX and second_after in _RESTART_SUBJECTS
        if first_after == "sorry" or first_after == said_before[0] or restarts:
            # (and "the last time you saw the gate — Oscar! — was it open": a new clause)
            text = f"{before} . {after}"
        elif first_after == said_before[-1].strip(","):
            text = f"{before} {' '.join(said_after[1:])}"
        else:
            text = f"{before} {after}"
    return text


def _texted_to(words: list[str], index: int) -> str:
    """Texting's "2" for "to": before a word that follows "to" ("2 get", "2 the lift"),
    between a number and a word ("room 23 2 mr brennan's room"), or where a "from" has no
    "to" ("from the salon 2 room 14", not "from gate 2"); else the word."""
    word = words[index]
    if word != "2" or index + 1 >= len(words) or not index:
        return word
    after, before = words[index + 1], words[index - 1]
    if before in NUMBERED_NOUNS:
        return word  # "platform 2 the first time": that platform's number
    if after in _AFTER_TO or (before.isdigit() and not after.isdigit()):
        return "to"
    origin = next((at for at in range(index - 2, -1, -1) if words[at] == "from"), None)
    if (
        origin is not None
        and "to" not in words[origin:]
        and before not in NUMBERED_NOUNS
        and not after.isdigit()
    ):
        return "to"
    return word


_HESITATION = re.compile(r"^(?:u+h+m*|u+m+|e+r+m*|h+m+|a+h+)$")
_HEDGES = (("you", "know"), ("i", "mean"), ("kind", "of"), ("sort", "of"))
# "like" compares after these ("what did it look like"); elsewhere in speech it is filler.
_LIKE_COMPARES = _word_set("look looks looked looking seem seems seemed sound sounds feel")
_SELF_REPAIR = (
    ("no", "sorry"),
    ("no", "wait"),
    ("sorry", "i", "mean"),
    ("i", "mean"),
    ("or", "rather"),
)
_DETERMINERS = _word_set("the a an any some my our")
_ASKING = _word_set("do did does would will could can may might")
_EMBEDDED = _word_set("where when what which who why how if whether")
# Words a speaker stutters on ("did did we", "i i saw", and any longer word said twice:
# "a deck chair chair"); "bye bye" and "tuk tuk" are names.
_STUTTERED = _DETERMINERS | _word_set(
    "i we you it he she they did do does was were is are have has to of in on at and or "
    "when what where which how who see saw the"
)
_NAMED_TWICE = _word_set("bye tuk choo pom ping")


def without_disfluencies(words: list[str]) -> list[str]:
    """Speech as meant: hesitations ("uh", "erm"), hedges ("you know", "like"), stutters
    ("did did") and self-repairs ("the car no sorry the canteen table": the canteen
    table) taken out, so the grammar of the question shows."""
    words = _self_repaired(words)
    kept: list[str] = []
    index = 0
    while index < len(words):
        word = words[index]
        pair = tuple(words[index : index + 2])
        if pair in _HEDGES and index + 2 < len(words) and not _asks_to_know(kept, words[index + 2]):
            index += 2
            continue
        hedge_like = word == "like" and index + 1 < len(words)
        if _HESITATION.match(word) or (hedge_like and (not kept or kept[-1] not in _LIKE_COMPARES)):
            index += 1
            continue
        stuttered = word in _STUTTERED or (
            len(word) > 2 and word not in _NAMED_TWICE and word not in COUNTING_WORDS
        )  # ("thirteen thirteen" is a time)
        if not (kept and kept[-1] == word and stuttered):
            kept.append(word)
        index += 1
    return kept


def _asks_to_know(before: list[str], after: str) -> bool:
    """'do you know where…', 'you know when…': the words frame the question, no hedge."""
    return bool(before and before[-1] in _ASKING) or after in _EMBEDDED


def _self_repaired(words: list[str]) -> list[str]:
    """The words with 'X <no sorry|no wait|I mean|...> Y' read as Y. Y stands in for the
    phrase before the marker, within its clause: the last one opened by a determiner
    when Y has one, else the words after the last preposition ("in cabin 6139 no sorry
    the duty free shop"), else those after the clause's verb ("which floor is customs
    hall i mean the ops room on"). A marker with nothing after it ("..., i mean?"), one
    before a new question ("which room had the - no, wait, how long ...": a false start,
    the reader's) and a clause before it ("i hope this is not a silly question") are left
    alone."""
    for marker in _SELF_REPAIR:
        size = len(marker)
        for at in range(1, len(words) - size):
            following = words[at + size]
            if tuple(words[at : at + size]) != marker or not following[:1].isalnum():
                continue
            if following in _CLAUSE_OPENERS:
                continue  # "which room had the - no, wait, how long ...": a new start

            # (a break right before the marker is the repair's own: "the boot room - no,
            # sorry, the tack room")
            last = at - 2 if words[at - 1] == "." else at - 1
            opened = (i for i in range(last, -1, -1) if words[i] in _CLAUSE_OPENERS)
            bound = next(opened, -1)
            start = None
            if following in _DETERMINERS:
                start = next((i for i in range(last, bound, -1) if words[i] in _DETERMINERS), None)
            if start is None:
                placed = next((i for i in range(last, bound, -1) if words[i] in _PLACING), bound)
                start = placed + 1 if placed >= 0 and placed + 1 <= last else None
            if start is not None:
                return _self_repaired(words[:start] + words[at + size :])
    return words


# Where a clause starts, for a repair to stay inside it: a sentence's end, a question
# word, an auxiliary.
_CLAUSE_OPENERS = _word_set(
    ". which what where when who how is are was were did do does has have had"
)
# Prepositions that open a place's or a thing's phrase said with no determiner.
_PLACING = _word_set("in into at on to from inside near by past")


def repair(words: list[str], extra_vocabulary: frozenset[str] = frozenset()) -> list[str]:
    """Each token that is no English word, replaced by the question word (or memory word,
    from ``extra_vocabulary``) closest to it within one edit (two for words of 7 letters or
    more)."""
    if not english_dictionary():
        return words
    repaired = []
    for word in words:
        if len(word) < 3 or word.endswith(_JOINED_LETTER) or known_word(word):  # "exit_a"
            repaired.append(word)
            continue
        limit = slip_limit(word)
        by_length = _targets_by_length(extra_vocabulary)
        letters = frozenset(word)
        # An edit brings in at most one letter the target lacks: a cheap bound first.
        candidates = [
            target
            for length in range(len(word) - limit, len(word) + limit + 1)
            for target, target_letters in by_length.get(length, ())
            if len(letters - target_letters) <= limit
        ]
        if word in candidates:
            repaired.append(word)
            continue
        meant = closest(word, candidates, limit)
        repaired.extend([meant] if meant is not None else _split_compound(word, extra_vocabulary))
    return repaired


def _split_compound(word: str, vocabulary: frozenset[str]) -> list[str]:
    """'busstop' -> ['bus', 'stop'] when memory knows both words (a 'bus stop'): a compound
    written closed. Anything else stays as it was."""
    for cut in range(3, len(word) - 2):
        if word[:cut] in vocabulary and word[cut:] in vocabulary:
            return [word[:cut], word[cut:]]
    return [word]


@functools.lru_cache(maxsize=8)
def _targets_by_length(
    extra_vocabulary: frozenset[str],
) -> dict[int, tuple[tuple[str, frozenset[str]], ...]]:
    """The repair targets and their letters, grouped by length: a typo is compared only
    with words at most two letters longer or shorter. Cached per vocabulary (the
    planner's changes only when memory learns a new label)."""
    grouped: dict[int, list[tuple[str, frozenset[str]]]] = {}
    for target in QUESTION_WORDS | {w for w in extra_vocabulary if len(w) >= 4}:
        grouped.setdefault(len(target), []).append((target, frozenset(target)))
    return {length: tuple(targets) for length, targets in grouped.items()}


def repair_opening(word: str, openings: frozenset[str]) -> str:
    """The first word of a clause is a question word, an auxiliary or a verb; one that is
    none of those but one edit from one ("wen", "wat", "whre") was meant as it. A common
    word ("there", "then") is left alone: the vocabulary lists words roughly by frequency."""
    if word in openings or len(word) < 3 or _rank().get(word, COMMON_RANK) < COMMON_RANK:
        return word
    # A dropped letter is the commonest slip: prefer it, then the longest shared start.
    best = min(
        (
            (
                edit_distance(word, target, 1),
                len(target) != len(word) + 1,
                -shared_start(word, target),
                target,
            )
            for target in openings
        ),
        default=(2, True, 0, word),
    )
    return best[3] if best[0] <= 1 else word


def is_word(word: str) -> bool:
    """Whether ``word`` is English (True when no dictionary is available: assume it is)."""
    dictionary = english_dictionary()
    return not dictionary or word in dictionary or word.isdigit()


@functools.cache
def _rank() -> dict[str, int]:
    """Each whole word's place in the embedding model's vocabulary (common words first)."""
    return {word: rank for rank, word in enumerate(english_words())}

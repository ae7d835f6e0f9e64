"""Names of places, in captions and in questions: "a bright kitchen", "the back
garden", "seminar room B103", "the kitchen of building A", "a car park".

A place is a *kind* (a lexicon group: "bathroom" is also "loo", "restroom") with
the words that pick one of several (positions, names, the noun in front of a
generic head: "back" garden, "b103", "server" room). A question's place matches
the places whose kind is the same and whose words include the question's: "the
garden" is every garden, "the back garden" only that one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache

from memory_core.floors import NUMBER_WORDS, floor_said
from memory_core.lexicon import (
    BUILDING_HEADS,
    GENERIC_PLACE_HEADS,
    PLACE_POSITIONS,
    PLACES,
    describing,
    plain_letters,
    word_set,
)
from memory_core.spelling import as_english, closest, known_word, slip_limit

# A question's "the second floor": every place on that floor.
WHOLE_FLOOR = "floor"
# How much a mention says about where the robot is: the first place a caption names is
# its scene ("a kitchen with a door to the hallway"); a later one, or one after a word of
# direction ("leading to the garden", "a view into the kitchen"), or read off a sign, less.
SCENE_WEIGHT = 1.0
LATER_WEIGHT = 0.5
ELSEWHERE_WEIGHT = 0.2
# A kind guessed at ("looks like an office") says less than a place named ("the mail
# room"): a captioner that names a room now and then and guesses its kind in between
# keeps the robot in the named room. As little as a mention elsewhere: "this seems to be
# a park" in a park's car park weighed that much when "to" read as a direction.
HEDGED_WEIGHT = 0.2
_HEDGES = (
    ("looks", "like"),
    ("look", "like"),
    ("looking", "like"),
    ("appears", "to", "be"),
    ("seems", "to", "be"),
    ("resembles",),
    ("resembling",),
    ("kind", "of"),
    ("sort", "of"),
    ("type", "of"),
    ("possibly",),
    ("probably",),
    ("perhaps",),
    ("maybe",),
)
# Words before a place's name that put it somewhere else than the robot (where it is
# going too: "goal Room 225", "destination: the gym"; not "heading": "heading down the
# hallway" is in it).
_ELSEWHERE = word_set(
    "to into towards toward beyond outside past onto leading leads from overlooking facing"
    " goal destination bound"
)
_IN = word_set("in inside within at")
# Words that can stand in front of a place's name without changing which place it is.
_SKIPPED = word_set(
    "a an the this that my our your its some one another big small large tiny little "
    "bright dark dim busy quiet empty clean messy modern old new wide narrow long short "
    "cozy cosy sunny shady open spacious cluttered tidy nice well lit well-lit brightly "
    "dimly hospital home house office school building indoor outdoor public private "
    "shared main a. i. ,"
)
# Words that may follow a place's name; any other word makes the name a modifier of a
# thing ("a kitchen counter", "a garden table", "a parking meter", "street lamp").
_AFTER_A_PLACE = word_set(
    "with and or of in on at near by where that which who is are was were has have had "
    "full filled there here next to from for through while as but looking area seen "
    "visible around ahead behind beside under during when it its now again today i. a. , : ( ) | ="
)
# Words, and the punctuation that ends a phrase ("the atrium: two couches", a log's
# "area=atrium | obj: bench").
# A room code with dots ("room 2.01", "office 1.02a") is one word.
_WORD = re.compile(r"[a-zA-Z]?\d+(?:\.\d+)+[a-zA-Z]?|[a-zA-Z0-9&'-]+|[,:()|=]")
# A short name after a place: "room 104", "seminar room b103", "building c", "ward 3",
# "room 2.01".
_NAME = re.compile(r"^(?:[a-z]?\d{1,4}(?:\.\d{1,3})*[a-z]?|[a-hj-z])$")
# Where sentences end: not at the dot of a room code ("room 2.01").
# (a title's full stop ends no sentence: "This is Dr. Osei's Office.", "St. Mary's Ward")
_TITLE = "".join(
    rf"(?<!\b{title})" for title in ("Dr", "dr", "DR", "Mr", "mr", "Mrs", "mrs", "Ms", "St", "st")
)
SENTENCE_END = re.compile(rf"[;!?]+|{_TITLE}\.+(?!\d)|(?<!\d){_TITLE}\.+")


@dataclass(frozen=True)
class PlaceKind:
    """A kind of place and the words that pick one ("garden", {"back"})."""

    kind: str
    words: frozenset[str] = frozenset()
    indoor: bool | None = None
    # A name no lexicon holds, learnt from how this memory's captions name the scene
    # (scene_phrase.py): "book stacks", "servery".
    learned: bool = False
    # The floor a question put it on ("the second floor corridor": 2; floors.py); a kind of
    # WHOLE_FLOOR with a floor is every place on it ("how long were you on the first floor").
    floor: int | None = None
    # With a floor: that floor and every one above it ("upstairs", "the upper floors").
    above: bool = False

    def on_floor(self, floor: int | None) -> bool:
        """Whether something on ``floor`` is on the floor this place is on (any, if none)."""
        if self.floor is None:
            return True
        return floor is not None and (floor >= self.floor if self.above else floor == self.floor)

    def includes(self, other: PlaceKind) -> bool:
        """Whether ``other`` is this place or a narrower one ("garden" includes "back garden")."""
        return self.kind == other.kind and self.words <= other.words

    def __str__(self) -> str:
        return " ".join([*sorted(self.words), self.kind])


def _hedged(before: list[str]) -> bool:
    """Whether the words before a place's name guess at its kind ("a space that looks
    like an office", "what appears to be a storage room") rather than name it."""
    words = list(before)
    while words and (words[-1] in _SKIPPED or describing(words[-1])):
        words.pop()
    return any(tuple(words[-len(hedge) :]) == hedge for hedge in _HEDGES)


@dataclass(frozen=True)
class Mention:
    place: PlaceKind
    weight: float
    # The words the caption used ("car park" for the parking lot), to answer in them.
    text: str = ""
    # Whether the caption wrote it as a proper name ("the VIP Lounge", "Service Road"):
    # what the place is called, more than what it is described as ("a back road").
    proper: bool = False


def _phrase_table() -> dict[tuple[str, ...], tuple[str, bool | None]]:
    """Every name of every place, as words -> (kind, indoor)."""
    table: dict[tuple[str, ...], tuple[str, bool | None]] = {}
    for group in PLACES:
        for name in (group.name, *group.synonyms):
            table.setdefault(tuple(name.split()), (group.name, group.indoor))
            # "open plan office" as a voice transcript or a hurried typist writes it
            table.setdefault(tuple(name.replace("-", " ").split()), (group.name, group.indoor))
    return table


_TABLE = _phrase_table()
_LONGEST = max(len(words) for words in _TABLE)
# The words of places' names and of where in them: what a captioner's slip was meant as.
_PLACE_WORDS = tuple(sorted({word for words in _TABLE for word in words} | PLACE_POSITIONS))
# A shorter unknown word is left alone: "gaes" is as near to "gate" as to "games".
_RESPELT_MIN_LETTERS = 5


def respelt(caption: str) -> str:
    """A caption with each word that is no English word but one slip from a place's word
    written as that word ("the gargae", "Libary Foyer", "frnot hall"), its case kept."""
    return _LETTERS.sub(_respelt_word, caption)


_LETTERS = re.compile(rf"[A-Za-z]{{{_RESPELT_MIN_LETTERS},}}")


def _respelt_word(match: re.Match[str]) -> str:
    written = match[0]
    meant = _place_word(written.lower())
    if meant is None:
        return written
    if written.isupper():
        return meant.upper()
    return meant.capitalize() if written[0].isupper() else meant


@lru_cache(maxsize=8192)
def _place_word(word: str) -> str | None:
    """The place's word ``word`` is a slip for, if it is no word itself."""
    if word in _PLACE_WORDS or known_word(word):
        return None
    meant = closest(word, _PLACE_WORDS, slip_limit(word))
    # a place's word and an ending is another word ("servery" is no slip for "server"),
    # unless the ending is its last letter doubled ("landingg")
    if meant is not None and word.startswith(meant) and word[len(meant) :] != meant[-1]:
        return None
    return meant


# Names of things that a question uses for the place around them ("get to the stairs"),
# while a caption naming them describes a thing in view.
QUESTION_SYNONYMS = {
    "stairs": "stairwell",
    "staircase": "stairwell",
    "steps": "stairwell",
    "toilet": "toilets",
}
# Closed compounds that hold a position: "backyard" is the back yard.
_SPLIT = {"backyard": ("back", "yard"), "frontyard": ("front", "yard")}


def _words_at(text: str, letters: bool) -> list[tuple[str, int]]:
    """The words of a text (lower case) with where each starts. A single letter stays a
    name ("building A") only where ``letters`` allows every one or it was written in
    capitals: in a caption "a" and "i" are words, not names."""
    # a log's "entrance_hall" is two words (same length: positions stay)
    found = _WORD.finditer(plain_letters(text).replace("\u2019", "'").replace("_", " "))
    words: list[tuple[str, int]] = []
    for match in found:
        word = match[0].lower()
        if word == "i" or (
            len(word) == 1 and word.isalpha() and not (letters or match[0].isupper())
        ):
            word = f"{word}."  # never a name
        words.extend((part, match.start()) for part in _SPLIT.get(word, (word,)))
    return words


def _words(text: str) -> list[str]:
    return [word for word, _ in _words_at(text, letters=True)]


def _match_at(words: list[str], index: int) -> tuple[int, tuple[str, bool | None]] | None:
    """The longest place name starting at ``index``: (its length, its entry)."""
    for length in range(min(_LONGEST, len(words) - index), 0, -1):
        entry = _TABLE.get(tuple(words[index : index + length]))
        if entry is not None:
            return length, entry
    return None


def _place_at(words: list[str], index: int) -> tuple[int, PlaceKind] | None:
    """The place named at ``index`` (with the words in front and the name after it)."""
    found = _match_at(words, index)
    if found is None:
        return None
    length, (kind, indoor) = found
    picked: set[str] = set()
    before = index - 1
    comma = False  # a position before a comma is another phrase's ("on my right, a street")
    while before >= 0 and (
        words[before] in PLACE_POSITIONS or words[before] in _SKIPPED or describing(words[before])
    ):
        comma = comma or words[before] == ","
        if words[before] in PLACE_POSITIONS and not comma:
            picked.add(words[before])
        before -= 1
    if before >= 0 and before == index - 1 and _unit_code(words[before]):
        picked.add(words[before])  # "1a kitchen", "flat 2a living room": which of several
        before -= 1
    generic = kind in GENERIC_PLACE_HEADS or words[index] in GENERIC_PLACE_HEADS
    if length == 1 and before == index - 1 and before >= 0 and (generic or _one_of(words, before)):
        # "server room", "computer lab", "fossil hall": the noun right in front names the
        # kind of room; "the conference corridor", "Emma's bedroom": which one of its kind
        # (in "the image shows a room" the verb in front of "a" does not)
        noun = words[before]
        if _is_content(noun) and _match_at(words, before) is None:
            picked.add(as_english(noun))
    end = index + length
    if end < len(words) and (_NAME.match(words[end]) or words[end] in NUMBER_WORDS):
        picked.add(NUMBER_WORDS.get(words[end], words[end]))  # "gallery six": gallery 6
        end += 1
    building = words[end : end + 2] in (["of", "building"], ["in", "building"])
    if building and end + 2 < len(words) and _NAME.match(words[end + 2]):
        picked.add(f"building {words[end + 2]}")
        end += 3
    return end - index, PlaceKind(kind, frozenset(picked), indoor)


def _one_of(words: list[str], noun: int) -> bool:
    """Whether the noun at ``noun``, in front of a place's name, picks one place of its
    kind: an owner ("Emma's bedroom") or the definite article before it ("the conference
    corridor"); after "a" it only says what kind ("a hospital corridor")."""
    return words[noun].endswith(("'s", "s'")) or (noun >= 1 and words[noun - 1] == "the")


# Verbs a caption puts right before a place without an article ("the image shows room
# 0.03", "entering room 12"): never the kind of room.
_VERBS_BEFORE = word_set(
    "shows show showing depicts depicting captures contains presents reveals see sees "
    "seeing saw entering enters entered reaching reaches reached leaving leaves left "
    "visiting visits visited is was are were reads read says marked labelled labeled"
)


def _code(word: str) -> bool:
    """A room or unit code ("1b", "g13", "2.01"), which tells apart rooms of one kind."""
    return _NAME.match(word) is not None and any(char.isdigit() for char in word)


def _unit_code(word: str) -> bool:
    """A code of letters and digits that says which room of a kind ("1a", "b3", "g13")."""
    return _code(word) and any(char.isalpha() for char in word)


def _is_content(word: str) -> bool:
    return (
        word not in _SKIPPED
        and word not in _VERBS_BEFORE
        and word not in _ELSEWHERE
        and word not in _AFTER_A_PLACE  # "a corridor with room doors"
        and not describing(word)
        and not word.isdigit()
        and len(word) > 2
    )


def mentions(caption: str) -> list[Mention]:
    """The places a caption names, each weighted by how surely the robot is there."""
    found: list[Mention] = []
    for sentence_index, sentence in enumerate(SENTENCE_END.split(caption)):
        quoted: set[int] = set()
        for match in re.finditer(r"\"[^\"]*\"|“[^”]*”", sentence):
            quoted.update(range(match.start(), match.end()))
        located = _words_at(sentence, letters=False)
        words = [word for word, _ in located]
        positions = [start for _, start in located]
        index = 0
        while index < len(words):
            place = _place_at(words, index)
            if place is None:
                index += 1
                continue
            length, kind = place
            # (the "to" of "appears to be" or "welcome to" puts nothing elsewhere)
            start = max(0, index - 3)
            window = [
                word
                for at, word in enumerate(words[start:index], start)
                if not (word == "to" and at + 1 < len(words) and words[at + 1] == "be")
                and not (word == "to" and at and words[at - 1] == "welcome")
            ]
            # "outside in the park", "past it, in the hall": what comes before "in" puts
            # the robot in it, not elsewhere
            inside = [at for at, word in enumerate(window) if word in _IN]
            window = window[inside[-1] + 1 :] if inside else window
            after = words[index + length] if index + length < len(words) else ""
            modifier = bool(after) and after not in _AFTER_A_PLACE and not after.isdigit()
            if positions[index] in quoted:  # a sign's words: signs.py reads them
                index += length
                continue
            if _ELSEWHERE & set(window) or modifier:
                weight = ELSEWHERE_WEIGHT
            elif sentence_index or any(m.weight > ELSEWHERE_WEIGHT for m in found):
                weight = LATER_WEIGHT
            else:
                weight = SCENE_WEIGHT
            if weight > ELSEWHERE_WEIGHT and _hedged(words[:index]):
                weight = HEDGED_WEIGHT
            proper, first = _proper_name(sentence, located, index)
            if proper:  # "Ridge Path": one path of several, named ("Queen's Road": queen)
                owners = {f"{word}'s" for word in proper}
                kind = replace(kind, words=(kind.words - owners) | set(proper))
            text = " ".join(words[index : index + length])
            if first is not None:  # as written: "children's library", "vip lounge"
                last = located[index + length - 1]
                text = plain_letters(sentence[located[first][1] : last[1] + len(last[0])]).lower()
            found.append(Mention(kind, weight, text, proper=first is not None))
            index += length
    return found


def _proper_name(
    sentence: str, located: list[tuple[str, int]], index: int
) -> tuple[list[str], int | None]:
    """The words in front of a place's name written with it as a proper name, in title
    case and in mid-sentence ("You are standing in Ridge Path": the path called Ridge,
    one of the zoo's paths; "the VIP Lounge", "the Basement Corridor"), and where the
    name starts; none for a sign's capitals ("G01 ENTRANCE LOBBY")."""

    def written(at: int) -> str:
        return sentence[located[at][1] : located[at][1] + len(located[at][0])]

    def titled(at: int) -> bool:
        word = written(at)
        return word[:1].isupper() and word[1:].islower()

    def capitalised(at: int) -> bool:  # "VIP", "Children's": a name's word in front
        return titled(at) or (len(written(at)) > 1 and written(at).isupper())

    if not titled(index) or index == 0:
        return [], None
    first = index
    while first > max(1, index - 2) and capitalised(first - 1):
        first -= 1
    if first == 1 and titled(0) and _may_start_a_name(sentence, located):
        first = 0  # "Customer Toilets, indoor": a tag list starts with the name itself
    words = [word for word, _ in located]
    proper = [
        word.removesuffix("'s")  # "Queen's Road", asked of as "queens road" or "queen road"
        for at, word in enumerate(words[first:index], first)
        if _is_content(word) or _code(word)  # "Flat 1B Kitchen" is not "Flat 2A Kitchen"
    ]
    return proper, first


def _may_start_a_name(sentence: str, located: list[tuple[str, int]]) -> bool:
    """Whether a sentence's first word, capitalised as every first word is, may be a
    name's: joined to the next by a space alone, a word that may name, and no verb or
    adverb ("The Ground Floor Kitchen", "Approaching Ridge Path", "Possibly Church Street"
    start a sentence, not a name)."""
    word, start = located[0]
    joined = not sentence[start + len(word) : located[1][1]].strip()
    return joined and _is_content(word) and not word.endswith(("ing", "ly"))


@lru_cache(maxsize=4096)
def place_named(phrase: str) -> PlaceKind | None:
    """The place a question's phrase names ("the backyard", "seminar room b103", "the
    kitchen of building a"): a place's name must end the phrase, so a "patio umbrella"
    or a "kitchen table" is a thing, not a place."""
    # (a floor said in brackets: "the kitchen (floor 2)")
    floor, rest = floor_said(phrase)
    if floor is not None:
        if not _words(rest) or _words(rest) in (["the"], ["a"]):
            return PlaceKind(WHOLE_FLOOR, floor=floor)
        place = place_named(rest)
        return None if place is None else replace(place, floor=floor)
    words = [QUESTION_SYNONYMS.get(word, word) for word in _words(phrase)]
    for index in range(len(words)):
        at = _place_at(words, index)
        if at is not None and index + at[0] == len(words):
            # "the shed had a padlock on it": a building with no name is a thing seen
            return None if at[1].kind in BUILDING_HEADS and not at[1].words else at[1]
    return None

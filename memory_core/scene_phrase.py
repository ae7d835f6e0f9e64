"""Places no word list knows, read off how a caption introduces the scene.

The lexicon knows kitchens and car parks, but a library has "book stacks" and a
"circulation area", a campus a "servery", a gym is a "fitness centre" or a
"weight room". Captioners introduce where the robot is in a few set ways ("The
image shows a fitness centre with ...", "In this image we can see a servery",
"I am looking around the book stacks", "a circulation area with a desk"), so the
noun phrase in that slot names the scene whatever its words. The slot is also
the place the robot, or the people in view, move or stand in ("We rolled on
through the charging area", "two adults walking in a sports field"), what the
scene "appears to be" ("an outdoor area where children play": a generic head
keeps what describes it), where a sentence opens ("In the reptile house, two
vivariums"), and a log's zone code ("| EXT-YARD L0 |"). The room track
(place_track.py) makes such a phrase a place only when captions keep using it
and it is not what the labeller calls a thing in the same frame.
"""

from __future__ import annotations

import re

from memory_core.lexicon import GENERIC_PLACE_HEADS, describing, plain_letters, singular, word_set
from memory_core.objects import ATTRIBUTES
from memory_core.place_names import SENTENCE_END

# How captions introduce the scene, built from parts rather than listed whole: the
# picture ("in this picture", "the photo"), then who sees or what shows ("we can see",
# "there is", "shows", "appears to be taken in"), then what is seen from ("the inside
# of"); the phrase after them (and a determiner) is the scene.
_MEDIUM = r"(?:image|picture|photo|photograph|frame|scene|view|shot|snapshot)"
_GUESSING = (
    r"(?:(?:appears|seems) to (?:be|show)(?: (?:taken|shot))?(?: (?:in|at|inside))?"
    r"|looks like(?: (?:this|it) (?:might|could|may|must) be)?|(?:could|might|may|must) be"
    r"|(?:i'd|i would|i) (?:guess|think|say|reckon) (?:this|it) is)"
)
_SEEING = (
    r"(?:(?:we|you|i|one) (?:can |could )?(?:see|notice|observe|spot)"
    r"|there (?:is|are)|there's"
    r"|shows|depicts|captures|contains|displays|features|presents|is of|is showing"
    rf"|{_GUESSING}|(?:was |is )?(?:taken|shot) (?:in|at|inside))"
)
_INTRO = re.compile(
    r"^(?:"
    rf"(?:(?:in|from|on) )?(?:the|this|that|a|an) {_MEDIUM},? {_SEEING}"
    rf"|(?:(?:a|an|the) )?(?:[a-z]+(?:-[a-z]+)* )?{_MEDIUM} "
    r"(?:of|showing|(?:taken )?(?:in|at|inside))"
    r"|(?:the )?camera (?:is )?(?:looking|pointed|pointing|facing|aimed) "
    r"(?:at|into|toward|towards|onto|over|across|down|along)"
    rf"|(?:(?:this|it|that) )?{_GUESSING}(?= (?:a|an|the|this|some)\b)"
    r")"
    r"(?: (?:the|an|a) (?:inside|interior|outside|exterior) of)?\s+"
)
# Prepositions that put the subject inside the phrase after them.
_INSIDE = r"(?:in|into|through|inside|within|across|along|around)"
# The robot narrating its own motion, with no thing named before the place: "we rolled
# on through the playground", "we had just come into the yard" (not "we saw a chair in").
_MOVING_THROUGH = re.compile(
    r"^(?:we|i|the robot|robot)(?: (?!(?:a|an|the|this|some)\b)[a-z'-]+){0,5}? "
    rf"{_INSIDE}\s+(?=(?:a|an|the|this|my|our)\s)"
)
# The same narration in a clause after a preamble ("In harsh light, as the robot turns
# through Bay 3, a cone ..."), the place perhaps a bare name or code ("through area PS").
_CLAUSE_OPENER = re.compile(r"^(?:as|while|when|now|then|and|so|just as)\s+")
_MOVING_THROUGH_NAMED = re.compile(
    r"^(?:we|i|the robot|robot)(?: (?!(?:a|an|the|this|some)\b)[a-z'-]+){0,4}? "
    rf"{_INSIDE}\s+"
)
# People in view doing something in a place (BLIP style): "two women in hi-vis jackets
# standing in a yard", "a man working in an office".
_PEOPLE = (
    "person|people|man|men|woman|women|child|children|kid|kids|boy|boys|girl|girls|adult|"
    "adults|student|students|pupil|pupils|worker|workers|teacher|teachers|visitor|visitors|"
    "someone|staff|group|couple|two|three|four|five|several|many"
)
_PEOPLE_IN = re.compile(
    rf"^(?:(?:a|an|the|some) )?(?:[a-z-]+ )?(?:{_PEOPLE})\b[^,;]*?\b[a-z]+ing"
    rf"(?: [a-z]+ly)? {_INSIDE}\s+(?=(?:a|an|the|this)\s)"
)
# A log line's zone field: a code, alone or with a level ("| EXT-YARD L0 |", "| M1-WC |").
_ZONE_FIELD = re.compile(
    r"^(?:(?P<code>[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+)(?: (?:L|LVL|F|B)-?\d{1,2})?"
    r"|(?P<word>[A-Z]{3,}) (?P<level>(?:L|LVL|F|B)-?\d{1,2}))$"
)
# A log line's "key: value" field ("loc: SU Bar (p=0.98)", "room=atrium"), the logger's
# hedges in front of its value ("unsure: maybe Cycle Park"), its confidence after it, and
# a value that says it does not know ("unknown, possibly a foyer").
_LOG_FIELD = re.compile(r"^(?P<key>[a-z]+)\s*[:=]\s*(?P<value>.+)$")
_LOG_HEDGE = re.compile(
    r"^(?:(?:unsure|uncertain|possibly|probably|prob|poss|maybe|perhaps|likely|guess)"
    r"\b[.:,]?\s*)+"
)
_CONFIDENCE = re.compile(r"\s*[(\[]\s*(?:p|conf|c|score)?\s*[=:]?\s*[01]?\.\d+\s*[)\]]\s*$|\?+$")
_UNKNOWN = re.compile(r"^(?:unknown|unclear|none|n/a|not sure)\b")
# After a generic head, these start what tells the place apart ("an area with chargers",
# "a space for games", "an area where children play"); up to two more words are kept.
_DESCRIBED_BY = word_set("with for where")
# How a robot's own log says where it is: the phrase after one needs a determiner ("I
# am navigating the fitness centre"; not "I am stopped near the door").
_FIRST_PERSON = re.compile(
    r"^(?:"
    r"(?:here is|this is|we are in|we're in|you are in|inside|welcome to|presenting|introducing"
    r"|step (?:inside|into)"
    r"|(?:we|i)(?:'ve| have) (?:come|arrived|got|made it) (?:to|at|in|into))"
    r"|(?:here )?(?:i am|i'm|we are|we're|you are|you're|the robot is|robot is)"
    r"(?: (?:just|now|currently|slowly|still))*"
    r"(?: \w+ing)?(?: in place)?"
    r"(?: (?:still|around|through|in|inside|into|within|across|along|at|by|past"
    r"|out of|toward|towards|up|down|over|about))*"
    r"|i (?:just )?(?:entered|reached|arrived (?:at|in)|walked into|went into|came into)"
    r")\s+(?=(?:a|an|the|this|my|our)\s)"
)
_DETERMINER = re.compile(r"^(?:a|an|the|this|some|my|our)\s+")
# A hedge opening a caption or one of its items says how sure the captioner is, not what
# it saw: "possibly the fanzone; looks like it might be a van" is "the fanzone; a van".
_HEDGED = re.compile(
    r"(^|[;.]\s*)(?:(?:possibly|probably|perhaps|maybe|likely|apparently|presumably)\s+|"
    r"(?:looks|seems|appears) (?:like|to be) (?:it|this|that) (?:might|may|could|would) be\s+)",
    re.IGNORECASE,
)
# "The image shows what appears to be the Cycle Storage": what is shown is the place.
_WHAT_IT_SEEMS = re.compile(
    r"\b(?:what|something that) (?:appears|seems|looks) (?:to be|like)\s+", re.IGNORECASE
)
# What says a thing shown is somewhere ("a picker in a loading area", "a parrot on the
# rail", "a van next to the gate"); "a kitchen in which ..." describes the scene.
_PLACED = re.compile(
    r"^(?:in|inside|on|at|near|by|beside|under|behind|among|next to)"
    r" (?!which\b|whose\b)(?:a|an|the|this|his|her|their|some|[a-z]*\d)"
)
# What a thing is shown with, up to where it is placed ("a supervisor with a tablet in
# aisle 12"): a few words, no clause.
_WITH_MOST = 4


# A thing a caption says is somewhere, perhaps with what it is shown with: "a parrot in
# the duty-free shops", "a supervisor with a tablet in aisle 12".
_THING_PLACED = re.compile(
    r"\b(?:a|an|the|some|two|three|several) (?P<thing>(?:[a-z'-]+ ){0,2}[a-z'-]+?)"
    r"(?: with (?:[a-z'-]+ ){0,3}?[a-z'-]+)?"
    r" (?:in|inside|on|at|near|beside|under|behind|next to) (?:a|an|the|this)\b"
)


# Words before a phrase that make it where something is, not a thing.
_WHERE_IN = word_set("in into inside at through within across along around near by from to")


def placed_things(caption: str) -> list[str]:
    """The phrases a caption says are somewhere ("a parrot in the shops" -> "parrot"):
    things, however often another caption shows one alone ("An image of a parrot.")."""
    found = []
    text = plain_letters(caption).lower()
    for match in _THING_PLACED.finditer(text):
        before = text[: match.start()].split()[-1:]
        if before and before[0] in _WHERE_IN:
            continue  # "I am in the servery near the till": where, not what
        words = match["thing"].split()
        while words and describing(words[0]):
            words.pop(0)
        if words and words[0] not in _QUANTITY and not set(words) & (_VERBS | _ENDS):
            found.append(" ".join(words))
    return found


def _placed(rest: list[str]) -> bool:
    """Whether the words after a shown phrase say where it is, perhaps after what it is
    shown with: then the phrase is a thing, and where it is the scene."""
    if _PLACED.match(" ".join(rest[:3])):
        return True
    if not rest or rest[0] != "with":
        return False
    for index in range(2, min(len(rest), _WITH_MOST + 2)):
        if rest[index] == "," or rest[index] in _VERBS:
            return False
        if _PLACED.match(" ".join(rest[index : index + 3])):
            return True
    return False


# An intro that says where the picture was taken ("taken in", "the camera is looking
# into"): what follows is the scene, whatever follows it.
_PLACE_SLOT = re.compile(r"\b(?:taken|shot|camera|inside of|interior of)\b")
# A phrase starting with a determiner at the very start of a caption is its scene too
# ("a circulation area with a desk", BLIP style), when something follows that describes it.
_LEADING_DETERMINER = re.compile(r"^(?:a|an|the)\s+")
# Words that end the phrase: what follows describes the scene, it does not name it.
_ENDS = word_set(
    "with and or of in on at near by where that which who is are was were has have had "
    "full filled there here containing showing featuring from for to into through while as "
    "but seen visible during when lined surrounded under behind beside next looking outside "
    "outdoors indoors inside beyond across along past out between"
)
# Phrases that name no particular place ("a large room", "the inside of a building").
_GENERIC = word_set(
    "room space area building place scene view interior inside environment setting "
    "location spot structure floor wall walls corner part section side image picture photo "
    "outdoor outdoors indoor indoors outside exterior front back top middle centre center "
    "way hall entrance door doorway window ceiling ground landscape street road scenery "
    "stretch expanse patch strip distance foreground background "
    "close-up closeup glimpse blur snapshot day night morning afternoon evening weather "
    "objects object items things labels detections note notes caption description summary "
    "regions region tags tag boxes segments "
    "text visible status air open-air"
)
# Saying nothing is in view names no place ("nothing", "with nothing in front of it").
_NOTHING = word_set("nothing none no nobody")
# A phrase that starts with a count or a quantity is things, not a place ("two chairs").
_QUANTITY = _NOTHING | word_set(
    "two three four five six several many some few group pair couple number lot lots "
    "bunch row rows one people person persons man men woman women someone"
)
# A verb right after a caption's opening phrase makes it the subject of a sentence, not a
# scene's name: "is", "has", and the verbs that place a thing ("a cabinet sits in front
# of the parcel", "a lamp hangs over the table").
_VERBS = word_set("is are was were has have had sits stands lies hangs leans rests perches")
# A captioner saying it cannot tell where it is names no place.
_UNSURE = word_set("not unclear unknown uncertain hard difficult impossible unsure unidentified")
_WORD = re.compile(r"[a-z][a-z'-]*")
# A phrase ending in a participle is a thing doing or done to ("sitting", "parked"; not a
# "shed").
_PARTICIPLE = re.compile(r"(?:ing|(?<!sh)[a-z]{3}ed)$")
# A code after a place's name ("ward 3", "unit g13", "room 2.01"); a word of a listed item
# is a word or one.
_CODE = re.compile(r"(?:[a-z]{1,3}-?)?\d+(?:\.\d+)*[a-z]?(?:-[a-z0-9]+)*")
_LISTED = re.compile(rf"[a-z][a-z'-]*|{_CODE.pattern}")
MAX_WORDS = 3
# The place first and who is there after, in a word-for-word translation's order: "In
# place of Platform 1 we are located", "In the Ticket Hall we are now".
_LOCATED_AFTER = re.compile(
    r"^(?:in|at|inside) (?:(?:the )?place of )?(?P<place>[^,;]{2,60}?)"
    r" (?:we|i|the robot) (?:are|am|is)(?: (?:located|now|here|standing|positioned))?$",
    re.IGNORECASE,
)
# Where a broadcast, a return or a guide says it is: "and we're live from Class 1B", "here
# we go, coming to you from the Playground", "back in the Library Corner, folks", "welcome,
# everyone, to Platform 1", "now, this is Platform 3".
_BROADCAST = re.compile(
    r"^(?:(?:and|so|now|well|right|ok|okay|here we go)[,!]?\s+)*"
    r"(?:(?:we're|we are|i'm|i am)\s+)?"
    r"(?:(?:live|broadcasting|reporting) (?:from|at|in)|coming to you(?: live)? (?:from|at|in)"
    r"|back (?:in|at|on)|here we are (?:in|at)|this is"
    r"|welcome(?:,? (?:everyone|all|folks|friends|back))?,? to)\s+"
)
# A sentence opening with where it was taken, set off by a comma: "In the X, ...".
_FRONTED = re.compile(r"^(?:in|inside|within) (?P<place>[^,;:]{2,60}),\s+\S", re.IGNORECASE)


# A sentence that says what the scene is ("the setting is a lounge", "this appears to be
# Gate B14", "you are in the stairwell", "this place is main concourse"; in a
# non-native captioner's English with no subject, "seem like kerbside"): its subject
# points at the scene, not at a thing. A hedging captioner leads in with how it judged
# ("judging by the surroundings, it may be Pier D", "the setting suggests that this is
# Gate D57") and hedges the verb ("this could possibly be", "it is most likely").
_HEDGE_ADVERB = (
    r"(?: (?:possibly|probably|perhaps|likely|most likely|quite possibly|well|surely|clearly"
    r"|definitely|apparently))*"
)
_LEAD_IN = (
    r"(?:(?:[a-z'-]+ ){1,5}?(?:suggests?|indicates?|implies|imply|hints?|shows?)(?: that)? "
    r"|(?:judging|going|based|from|by|given|to|at|as|if|looking|seeing|considering)\b"
    r"[^,]{0,40}, )?"
)
_NAMING = re.compile(
    rf"^{_LEAD_IN}(?:"
    r"(?:the )?(?:setting|scene|location|place|surroundings|environment|area|room) "
    rf"(?:is{_HEDGE_ADVERB}|looks like|appears to be|seems to be)"
    # a template's field: "Place name is Laydown 1", "location name: Hall 3"
    r"|(?:the )?(?:name of (?:the |this )?(?:place|location|room|area) is"
    r"|(?:place|location|room|area) name(?: is|:))"
    r"|(?:(?:this|that) (?:place|area|room|spot|location) |this |it |that |here )"
    rf"(?:is{_HEDGE_ADVERB}|appears to be|seems to be|looks like"
    rf"|(?:might|could|may|must|would){_HEDGE_ADVERB} be)"
    r"(?: (?:in|inside|at))?"
    r"|(?:seems?|looks?) like(?: to be)?"
    r"|(?:you|we|i) (?:are|am|'re|'m) (?:now )?(?:in|at|inside)"
    # a diary's arrival: "i had just come into quay road", "we have now entered hall 2"
    r"|(?:i|we|the robot) (?:had |have |has )?(?:just |now |finally )?"
    r"(?:(?:come|came|got|arrived|rolled|moved|driven|drove|gone|went|stepped|walked)"
    r" (?:into|in|to|at|inside)|entered|reached)"
    # a log's own line, with no one named: "[T+16:20] entered Guest Wing D"
    r"|(?:\[[^\]]*\] *)?(?:just |now )?(?:entered|reached|arrived (?:at|in|into)))\s+"
    r"(?!\w+(?:ing|ed)\W*$)"  # "it must be raining" (not "the setting is meeting room 4")
    r"(?!(?:what|where|which|who|how|why)\b)"  # "here is what i can see": no name
)
# Where a spoken sentence breaks, and the fillers and "I think" it starts with: "er, i
# think this is the old stone barn" says the place as "this is the old stone barn" does.
_SPOKEN_BREAK = re.compile(r",\s+|\s*--\s*")
_SPOKEN_LEAD = re.compile(
    r"^(?:(?:er|erm|um|uh|so|okay|ok|right|well|and|yeah)\b[,.]?\s*)*"
    r"(?:i (?:think|believe|guess|reckon|suppose)(?: that)?\s+)?"
)
# An arrival, by the robot or with no one named (a log line): "entered the kitchen",
# "we have now entered hall 2", "[T+16:20] entered Guest Wing D".
_ARRIVAL = re.compile(
    r"^(?:\[[^\]]*\] *)?(?:(?:i|we|the robot) (?:had |have |has |'ve )?)?(?:just |now |finally )?"
    r"(?:entered|reached|arrived (?:at|in|into)"
    r"|(?:come|came|rolled|moved|stepped|walked|went|gone|drove|driven|got) (?:into|inside))\s+"
    r"(?!(?:what|where|which|who|how|why)\b)"
)
# A guess said after the name ("this place is main concourse i think", "this is Pier D,
# although it is hard to be certain"): not part of it.
_TRAILING_HEDGE = re.compile(
    r",?\s+(?:i think|i guess|i believe|i suppose|i'd say|maybe|perhaps|probably|possibly"
    r"|likely|it seems|or so)\s*$"
    r"|,\s*(?:although|though|even though|but|yet|if)\b.*$"
)
# A caption headed with where it was taken ("3.03 Aspen: a projector screen ...",
# "Location: B ground. Lockers, tv."): the heading, or a location field's value.
_HEADING = re.compile(r"^(?P<head>(?:[^.;:,()]|\.(?=\d))+?)\s*:\s+(?P<rest>\S.*)$")
# A first sentence of two short parts set off by a dash, one of them perhaps a name.
_DASHED = re.compile(
    r"^(?P<before>[^.;:!?,]{2,40}?)\s+[-\u2013\u2014]\s+(?P<after>[^.;:!?,]{2,60}?)\s*(?:[.;:!?,]|$)"
)
_NAME_JOINERS = word_set("of the and & de la")
# A heading over a description of the picture ("Alt text: Eye-level photo in the cafe",
# "Image description: Wide shot, outdoors") labels the caption; it names no place.
_PICTURED = re.compile(rf"^(?:[a-z]+(?:-[a-z]+)* ){{0,2}}{_MEDIUM}\b")
_LOCATION_FIELDS = word_set("location place setting area room zone scene where position")
# A caption that ends by saying where it was taken, by a proper name or a code ("... near
# a freezer in Picnic Lawn.", "..., in A3 open plan", "... (B ground)"): the words of it.
_TRAILING_PLACE = re.compile(
    r"(?:\b(?P<preposition>in|inside|at|on)\s+(?P<named>(?:[A-Z]|[A-Za-z]?\d)[\w&'.-]*(?:\s+[\w&'.-]+){0,4})"
    r"|\b(?:in|inside|at)\s+(?:the\s+)?(?P<coded>(?P<head>[a-z]+)\s+(?:[A-Z][A-Z0-9.-]+|\d[\w.-]*))"
    r"|\((?P<bracketed>[^()]{2,40})\))\s*[.!]?\s*$"
)
# What a name after "on" needs to be a place's ("on Platform 2", "on Pier Road"), not a
# floor's ("on Level 2", "on B1", "on L2"): a word of three letters or more, no floor noun.
_ON_A_PLACE = re.compile(r"^(?!.*\b(?:level|floor|storey|deck)\b)(?=.*\b[a-z]{3,})", re.I)
MAX_NAMED_WORDS = 5
# What a thing is said to be doing, in brackets after it ("(switched off)", "(lit)").
_STATE_WORDS = word_set("on off switched lit unlit up down working running idle")
# A scene introduced as a guess at its kind: "this appears to be an area for parking".
_GUESSED = re.compile(
    rf"^(?:(?:this|it|that|the|this) (?:{_MEDIUM} )?)?{_GUESSING} (?:a|an|some)\b"
)


def guessed(caption: str) -> bool:
    """Whether a caption introduces its scene as a guess at its kind ("this appears to be
    an office", "the photo looks like a ..."), which says less than naming it
    (place_names.HEDGED_WEIGHT); "appears to be taken in the cornfield" names one."""
    return bool(_GUESSED.match(caption.strip().lower()))


def scene_phrase(caption: str) -> str | None:
    """The phrase a caption's first sentence introduces the scene with ("fitness
    centre", "book stacks"), or None when it has none or only a generic one."""
    words = scene_words(caption)
    if words is None or all(word in _GENERIC for word in words.split()):
        return None
    return words


def scene_words(caption: str) -> str | None:
    """The words in the scene slot of a caption, generic ones too ("the camera is looking
    into the street": "street"); None when it has no scene slot, or things fill it ("two
    chairs"). The slot is where a caption says where it was taken (a heading, a sentence
    saying what the scene is, a proper name it ends with), else its first sentence's
    opening phrase."""
    caption = _WHAT_IT_SEEMS.sub("", _HEDGED.sub(r"\1", plain_letters(caption).strip()))
    if "|" in caption:
        return _zone_code(caption)
    lowered = caption.lower()
    listed = _listed_first(lowered)
    if listed is not None:
        return listed
    if (dashed := _dashed_name(caption)) is not None:
        return dashed
    heading = _HEADING.match(lowered)
    if heading is not None and _PICTURED.match(heading["rest"]):
        return scene_words(caption[heading.start("rest") :])  # "alt text: wide shot, ..."
    if heading is not None and (words := _heading_place(heading)) is not None:
        return words
    sentences = [part.strip() for part in SENTENCE_END.split(caption)]
    if (words := _said_to_be(sentences)) is not None:
        return words
    trailing = next((found for part in sentences if (found := _trailing_place(part))), None)
    if trailing is not None:
        named = (trailing["named"] or trailing["coded"] or trailing["bracketed"]).lower()
        if (words := _phrase(named, intro=True, named=True, most=MAX_NAMED_WORDS)) is not None:
            return words
    if (fronted := _fronted_place(sentences[0])) is not None:
        return fronted
    if (located := _LOCATED_AFTER.match(sentences[0])) is not None:
        return _said_place(located["place"])  # "In place of Platform 1 we are located."
    if (broadcast := _BROADCAST.match(sentences[0].lower())) is not None:
        return _said_place(sentences[0][broadcast.end() :])  # "live from Class 1B"
    sentence = sentences[0].lower().split(":")[0].strip()
    intro = (
        _INTRO.match(sentence)
        or _FIRST_PERSON.match(sentence)
        or _MOVING_THROUGH.match(sentence)
        or _PEOPLE_IN.match(sentence)
    )
    if intro is not None:
        shown = intro.re is _INTRO and _PLACE_SLOT.search(intro.group()) is None
        return _phrase(sentence[intro.end() :], intro=True, shown=shown)
    if (narrated := _narrated_place(sentence)) is not None:
        return narrated
    determiner = _LEADING_DETERMINER.match(sentence)
    if determiner is None:
        return None
    return _phrase(sentence[determiner.end() :], intro=False, shown=True)


def said_to_be(caption: str) -> str | None:
    """The place a sentence of the caption says the scene is, wherever that sentence
    stands ("The image shows a hall. This appears to be Check-in Hall.": "check-in
    hall"); None when no sentence does."""
    plain = _WHAT_IT_SEEMS.sub("", _HEDGED.sub(r"\1", plain_letters(caption).strip()))
    return _said_to_be([part.strip() for part in SENTENCE_END.split(plain)])


def arrived_in(caption: str) -> str | None:
    """The place a sentence of the caption says the robot has just gone into ("[T+16:20]
    entered Guest Wing D", "I had just come into Quay Road"): a log's or a diary's, which
    says where the robot is when it changes and nothing more until the next change."""
    for part in SENTENCE_END.split(plain_letters(caption).strip()):
        arrival = _ARRIVAL.match(part.strip().lower())
        if arrival is not None:
            named = _TRAILING_HEDGE.sub("", arrival.string[arrival.end() :])
            return _phrase(named, intro=True, named=True, most=MAX_NAMED_WORDS)
    return None


def _with_spoken_turns(sentence: str) -> list[str]:
    """The sentence, then each later stretch of it that a speaker starts with a filler or
    "I think" ("..., er, i think this is the stone barn")."""
    turns = _SPOKEN_BREAK.split(sentence)[1:]
    return [sentence, *(turn for turn in turns if _SPOKEN_LEAD.sub("", turn) != turn)]


def _said_to_be(sentences: list[str]) -> str | None:
    """The words of the first sentence that says what the scene is ("The setting is
    departures lounge."); not one that says it is unclear."""
    # (a spoken sentence runs on: "there's a feed sack, er, i think this is the stone barn")
    parts = [piece for part in sentences for piece in _with_spoken_turns(part.lower())]
    naming = next(
        (found for part in parts if (found := _NAMING.match(_SPOKEN_LEAD.sub("", part)))), None
    )
    if naming is None:
        return None
    named = _TRAILING_HEDGE.sub("", naming.string[naming.end() :])
    return _phrase(named, intro=True, named=True, most=MAX_NAMED_WORDS)


def _dashed_name(caption: str) -> str | None:
    """The name a caption's first sentence sets off with a dash ("Stock check - Computer
    Suite.", "Level 1 Landing - patrol log."): the side written as a name, each word
    capitalised or a code ("location not confirmed" is none)."""
    dashed = _DASHED.match(caption)
    if dashed is None:
        return None
    for side in ("after", "before"):
        words = re.sub(r"\(([^()]*)\)", r"\1", dashed[side]).split()
        if all(word in _NAME_JOINERS or word[0].isupper() or word[0].isdigit() for word in words):
            return _phrase(dashed[side].lower(), intro=True, named=True, most=MAX_NAMED_WORDS)
    return None


def _said_place(phrase: str) -> str | None:
    """The scene's words in a phrase said to be where the robot is, as written: a name
    when it starts with a capital or a digit ("Class 1B"), else a described place."""
    named = phrase[:1].isupper() or phrase[:1].isdigit()
    return _phrase(phrase.lower(), intro=True, named=named, most=MAX_NAMED_WORDS)


def _trailing_place(sentence: str) -> re.Match[str] | None:
    """Where a sentence ends by saying it was taken: a proper name ("... in Check-in
    Hall.", "... on Platform 1."), a place word with a code ("... in area RH.", "... in
    room 2.05.") or a name in brackets."""
    found = _TRAILING_PLACE.search(sentence)
    if (
        found is not None
        and found["preposition"] == "on"
        and not _ON_A_PLACE.search(found["named"])
    ):
        return None  # "taken on Level 2", "on B1": a floor
    if found is not None and found["coded"] and found["head"] not in GENERIC_PLACE_HEADS:
        return None  # "... in step 2", "... at page 4"
    if found is not None and found["bracketed"] and _said_of_a_thing(found["bracketed"]):
        return None  # "desk lamp x1 (white, switched off)"
    return found


def _said_of_a_thing(words: str) -> bool:
    """Whether bracketed words only describe a thing: its colours, material or state."""
    said = _WORD.findall(words.lower())
    return bool(said) and all(word in ATTRIBUTES or word in _STATE_WORDS for word in said)


def _fronted_place(sentence: str) -> str | None:
    """The place a sentence opens with, set off by a comma ("In the reptile house, two
    vivariums", "In area B3, a switch cabinet"): with an article, or by a code ("B3",
    "RH"); not a circumstance ("In harsh light, ...", "In the distance, ...") nor the
    picture ("In this image, we can see ...": what follows says the scene)."""
    fronted = _FRONTED.match(sentence)
    if fronted is None:
        return None
    place = fronted["place"]
    if _DETERMINER.match(place.lower()):
        words = _phrase(place.lower(), intro=True)
    elif any(_CODE.fullmatch(word.lower()) or _capitals(word) for word in place.split()):
        words = _phrase(place.lower(), intro=True, named=True, most=MAX_NAMED_WORDS)
    else:
        return None
    if words is None or all(word in _GENERIC for word in words.split()):
        return None
    return words


def _capitals(word: str) -> bool:
    """A code written in capitals ("area RH", "zone G-HALL"), not a capital letter."""
    return len(word) > 1 and word.isupper()


def _narrated_place(sentence: str) -> str | None:
    """Where a clause after a preamble says the robot moves: "in harsh light, as the robot
    turns through bay 3, ..." -> "bay 3"; a name or code needs no article there."""
    for clause in sentence.split(",")[1:]:
        clause = _CLAUSE_OPENER.sub("", clause.strip())
        moving = _MOVING_THROUGH_NAMED.match(clause)
        if moving is None:
            continue
        rest = clause[moving.end() :]
        if _DETERMINER.match(rest):
            return _phrase(rest, intro=True)
        return _phrase(rest, intro=True, named=True, most=MAX_NAMED_WORDS)
    return None


def _heading_place(heading: re.Match[str]) -> str | None:
    """The place a caption's heading names: a location field's value ("location: b
    ground. lockers" -> "b ground"), or the heading itself when it is a short name with
    things after it ("3.03 aspen: a projector screen"; not "objects: washers")."""
    words = heading["head"].split()
    if len(words) == 1 and words[0] in _LOCATION_FIELDS:
        value = SENTENCE_END.split(heading["rest"])[0]
        return _phrase(value, intro=True, named=True, most=MAX_NAMED_WORDS)
    if _DETERMINER.match(heading["head"] + " ") or words[0].isdigit():
        return None  # "the image shows a kitchen: ...", "2 chairs: ...": no heading
    if any(
        word in _ENDS or word in _VERBS or word in _RELATIONS or not _LISTED.fullmatch(word)
        for word in words
    ):
        return None  # (nor "straight ahead: a text panel")
    value = heading["rest"].strip(" .").lower()
    if value in _NOTHING or value.startswith(('"', "'", "\u201c")):
        return None  # a field saying nothing, or quoting what was read: "ocr: none"
    return _phrase(heading["head"], intro=True, named=True, most=MAX_NAMED_WORDS)


def _phrase(
    rest: str, intro: bool, named: bool = False, most: int = MAX_WORDS, shown: bool = False
) -> str | None:
    """The scene's words at the start of ``rest``, up to what describes it; ``intro``: a
    caption's set way of introducing the scene came before (else only a determiner did);
    ``named``: the caption said this is where it was taken, so a code alone ("the setting
    is c36") or a participle ("security screening") is the name; at most ``most`` words
    besides codes; ``shown``: the phrase is what a picture shows or what a caption opens
    with, a thing as often as a scene, and a thing when said to be somewhere ("a picker in
    a loading area", "an image of a steward in a white jacket")."""
    determiner = _DETERMINER.match(rest) if intro else None
    rest = rest[determiner.end() :] if determiner else rest  # "shows book stacks"
    words: list[str] = []
    tokens = rest.replace(",", " , ").split()
    for index, token in enumerate(tokens):
        coded = (bool(words) or named) and _CODE.fullmatch(token) is not None
        if named and words and token == "&":
            words.append(token)  # "bean & leaf cafe"
            continue  # "unit g13", "bay 4"
        if not coded and (
            token == ","
            or token in _ENDS
            or token in _VERBS
            or token in _AWAY
            or not _WORD.fullmatch(token)
        ):
            if not intro and (token in _VERBS or token in _AWAY):
                return None  # "the camera is tilted", "a cart ahead": a thing, not a scene
            if not intro and _things_in_view(tokens[index:]):
                return None  # "a luggage cart, a wheelchair", "a bin on the left"
            nouns = [word for word in words if not describing(word)]
            if nouns and all(word in _SCENE_NOUNS for word in nouns) and token in _WITHIN:
                # "an image of a scene in the sports bar": the scene is where it is
                return _phrase(" ".join(tokens[index + 1 :]), intro=True, named=named, most=most)
            if shown and _placed(tokens[index:]):
                return None  # "a picker in a hi-vis vest in a large building"
            clause = " ".join(tokens[index + 1 :]).split(",")[0].split()
            placed = _RELATIONS & set(clause)  # "with a bin on the left": a thing in view
            if (
                token in _DESCRIBED_BY
                and nouns
                and all(word in _GENERIC for word in nouns)
                and not placed
            ):
                described = _describing_words(tokens[index + 1 :])
                if any(word not in _GENERIC for word in described):  # not "with white walls"
                    words += [token, *described]
            break
        words.append(token)
        codes = sum(_CODE.fullmatch(word) is not None or word == "&" for word in words)
        if len(words) - codes > most:
            return None  # a long description, not a name ("meeting room 2.17 larch" is one)
    while words and describing(words[0]):
        words.pop(0)
    if named and len(words) > 1 and words[0] in _CLASSIFIERS:
        words.pop(0)  # "this is place Class 1B": the name is "class 1b"
    if not words or words[0] in _QUANTITY or words[0] in _UNSURE:
        return None  # "two chairs"; "the location is not entirely clear"
    if len(words) > 1 and not named and _PARTICIPLE.search(words[-1]):
        return None  # "a railing sitting in a walkway", "a food truck parked": a thing
    return " ".join(words)


# Prepositions that put a generic scene inside a place ("a scene in the sports bar"; not
# a time: "a sunny day in the park").
_WITHIN = word_set("in inside at within")
_SCENE_NOUNS = word_set("scene view area space place spot setting location environment")
# Words that only say a name is a place's ("place Class 1B", "location Platform 2").
_CLASSIFIERS = word_set("place location spot site")
# What follows a caption's leading phrase when it lists things in view rather than
# names the scene: another determiner after a comma, or a side of the picture.
_NEXT_THING = re.compile(
    r"^, (?:a|an|the|some|two|three|\d+)\b|^(?:on|to) (?:the|your|my) (?:left|right)\b"
)


def _things_in_view(rest: list[str]) -> bool:
    """Whether what follows a caption's leading phrase ("a cart" + ", a bench", "a bin" +
    "on the left") makes it one of the things listed in view, not the scene (which "a bus
    stop on a cloudy day", "a kitchen with a stove" are)."""
    return _NEXT_THING.match(" ".join(rest[:4])) is not None


# Words placing a thing in view ("a cart ahead", "bin on the left"): an item with one is
# a thing's, not the scene's; and those of them that end a name ("a bus far off").
_RELATIONS = word_set("ahead behind left right front far off near close beside nearby")
_AWAY = word_set("ahead far nearby right")
# Where a terse captioner says a thing is: left, right, forward, behind.
_SIDE_ABBREVIATIONS = word_set("l r fwd fw bk lft rt")
# A place named by what it fronts ("harbour front", "sea front", "shop front"): a noun, not
# a thing placed in front.
_FRONTAGE = re.compile(r"[a-z][a-z'-]+ front")


def _listed_first(caption: str) -> str | None:
    """The first item of a caption that only tags what is in view with bare noun phrases
    ("farm track; wheelbarrow", "ward 3, bed, drip stand"): a tagger names the scene first.
    None for a caption with a sentence in it, or one that lists things with articles,
    counts or where they are ("a cart ahead, a bench", "1 person; 2 bags")."""
    items = [item.strip() for item in re.split(r"[;,]", caption.rstrip(". "))]
    if len(items) < 2 and len(caption.split()) > MAX_WORDS:
        return None  # a single item names the scene only when short ("farm track")
    for item in items:
        words = item.split()
        if not words or len(words) > MAX_WORDS + 1:
            return None
        if any(word in _ENDS or word in _VERBS or not _LISTED.fullmatch(word) for word in words):
            return None
        definite_first = item is items[0] and words[0] == "the"  # "the fanzone; a van"
        if (_DETERMINER.match(item) and not definite_first) or words[0][0].isdigit():
            return None  # "a cart ahead", "1 person": things in view, not tags of the scene
        if _RELATIONS & set(words[:-1] if _FRONTAGE.fullmatch(item) else words):
            return None  # "bench left", not "harbour front"
        if len(words) > 1 and words[-1] in _SIDE_ABBREVIATIONS:
            return None  # a terse log's "alarm clock l", "fire extinguisher fwd"
    first = _DETERMINER.sub("", items[0]).split()
    while first and describing(first[0]):
        first.pop(0)
    if not first or first[0] in _QUANTITY or len(first) > MAX_WORDS:
        return None
    return " ".join(first)


def _describing_words(tokens: list[str]) -> list[str]:
    """Up to two words that tell a generic place apart, determiners and adjectives
    skipped ("with [a few] chargers along a wall" -> "chargers along")."""
    kept = [
        token
        for token in tokens
        if _WORD.fullmatch(token) and not _DETERMINER.match(token + " ") and not describing(token)
    ]
    described: list[str] = []
    for token in kept[:2]:
        if token in _ENDS or token in _NOTHING:
            break
        described.append(token)
    return described


def _zone_code(caption: str) -> str | None:
    """A log line's place: its zone code, lower case ("| EXT-YARD L0 |" -> "ext-yard"; a
    word is a code with its level, "| RECEP L0 |" -> "recep-l0", not the word "recep"), or
    its location field's value without the logger's hedges and confidence ("| loc:
    unsure: SU Bar (p=0.41) |" -> "su bar"; "loc: unknown, possibly a foyer" names
    none)."""
    for field in caption.split("|"):
        if match := _ZONE_FIELD.match(field.strip()):
            code = match["code"] or f"{match['word']}-{match['level']}"
            return code.lower()
        logged = _LOG_FIELD.match(field.strip().lower())
        if logged is not None and logged["key"] in _LOCATION_FIELDS | {"loc"}:
            value = _CONFIDENCE.sub("", _LOG_HEDGE.sub("", logged["value"])).strip()
            if value and not _UNKNOWN.match(value):
                return _phrase(value, intro=True, named=True, most=MAX_NAMED_WORDS)
    return _tagged_place(caption.split("|"))


def _tagged_place(fields: list[str]) -> str | None:
    """A tagger's place, its line's last field when that is a short name after the
    things in view, not a list of things, a read sign, a keyed field or a log's status
    word ("ocr: none | a bin, a bench | plat 3"; not "ocr: none | lamp", whose one field
    after the reading lists what is in view, nor "... | MOVING")."""
    last = fields[-1].strip()
    if len(fields) < 2 or not last or last.isupper() or _NOT_A_TAG.search(last):
        return None
    if _NOT_A_TAG.search(fields[-2]) and not _LISTED_THINGS.search(fields[-2]):
        return None
    if len(last.split()) > MAX_NAMED_WORDS or _PARTICIPLE.search(last.lower()):
        return None
    unabbreviated = _ABBREVIATION_STOP.sub("", last.lower())  # "s. mezz", "dr fairweather off."
    return _phrase(unabbreviated, intro=True, named=True, most=MAX_NAMED_WORDS)


# A field listing things in view ("a bin, a bench"), not a reading.
_LISTED_THINGS = re.compile(r"^[^:\"\u201c]*,")
# An abbreviation's full stop ("corr. w8").
_ABBREVIATION_STOP = re.compile(r"(?<=[a-z])\.(?=\s|$)")
# What a tagger's field holds when it is no place's name: a list, a key, a reading.
_NOT_A_TAG = re.compile(r"[,:;\"\u201c]|\b(?:reads|reading|none)\b", re.IGNORECASE)


def written_as_name(caption: str, phrase: str) -> bool:
    """Whether the caption writes the phrase as a proper name: every word capitalised or
    a code ("the Compact Stacks", "L1-12"; not "a compact stack area")."""
    words = phrase.split()
    found = re.search(r"\b" + r"\W+".join(map(re.escape, words)) + r"\b", caption, re.IGNORECASE)
    return found is not None and all(
        word[:1].isupper() or word[:1].isdigit() for word in found[0].split()
    )


def generic(word: str) -> bool:
    """Whether a word names no particular place ("room", "floor", "area")."""
    return word in _GENERIC


def head(phrase: str) -> str:
    """The last word before what describes it, singular: 'book stacks' -> 'stack',
    'exercise bikes' -> 'bike', 'area with chargers' -> 'area'."""
    words = phrase.split()
    for index, word in enumerate(words):
        if word in _DESCRIBED_BY and index:
            words = words[:index]
            break
    return singular(words[-1]) if words else ""

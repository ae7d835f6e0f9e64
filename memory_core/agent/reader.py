"""Reading a question: the form its answer must take, what it is about, how sure we are.

The reader works on the grammar of questions, not on listed sentences:

1. the text is repaired (text_repair.py) and split into clauses ("Is there a
   bench nearby? If so, where is it?" is two);
2. each clause loses what only frames it: greetings, politeness, and
   embedding frames ("do you know", "I forgot", "can you tell me"), so an
   embedded "where" decides the form, not the "do" in front of it;
3. the *form* comes from the clause's head: a wh-word (where / when / how
   long / what room), an auxiliary in front (did / is / have: yes-no), a
   request verb (take me / show me / I need), or a bare noun phrase (a place);
4. the *thing* is what is left once the frame words are gone: a head noun
   with its attributes, a landmark after a relation ("near the fountain"),
   and the person asking is always the robot ("I", "we", "you", "the robot");
5. of several clauses, the last one that demands something sets the form;
   "it" / "one" there means the thing of the clause before.

Why not a parser or a classifier (docs/agent.md): spaCy's ``en_core_web_sm``
is not on the package index CI can reach; and the closed-class words that
decide a question's form (wh-words, auxiliaries, a few frames) are few and
stable, while the open-class words, which vary without end, are left to the
embedding that matches the thing against memory.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace
from enum import StrEnum

from memory_core.agent import deixis
from memory_core.agent.addressing import without_procedure
from memory_core.agent.constructions import plain_constructions
from memory_core.agent.telegraphic import cue_apart, plain_question
from memory_core.agent.text_repair import (
    JOINED,
    NUMBERED_NOUNS,
    is_word,
    normalise,
    plain_request,
    repair,
    repair_opening,
    without_disfluencies,
)
from memory_core.agent.timephrases import (
    COUNTING_WORDS,
    find_bound,
    find_window,
    moment_in,
    without_moment,
)
from memory_core.floor_changes import ride_mode
from memory_core.floors import FLOORS_FROM_TO, TO_FLOOR
from memory_core.floors import ORDINALS as FLOOR_ORDINALS
from memory_core.lexicon import (
    COLLECTIVES,
    COLOURS,
    COMPOUND_HEADS,
    CONDITIONS,
    OUT_OF_DOORS,
    PLACES,
    PREPOSITION_STATES,
    THINGS,
    singular,
)
from memory_core.lexicon import describing as lexicon_describing
from memory_core.place_names import place_named


def _word_set(text: str) -> frozenset[str]:
    return frozenset(text.split())


class Intent(StrEnum):
    LOCATE = "locate"  # where is / take me to / closest / find me / what room
    LAST_SEEN = "last_seen"  # when did you (last) see / pass
    FIRST_SEEN = "first_seen"  # when did you first see
    EVENT = "event"  # when did you enter / leave / cross / get to X
    PRESENCE = "presence"  # did you see / is there / was the sidewalk busy
    DURATION = "duration"  # how long were you inside / in X / on the way to X
    DESCRIBE = "describe"  # what colour were the couches / what did you see
    UNKNOWN = "unknown"


class Form(StrEnum):
    """The answer field a question needs (Answer: position, time, binary, duration_s)."""

    POSITION = "position"
    TIME = "time"
    BINARY = "binary"
    DURATION = "duration"
    TEXT = "text"
    UNKNOWN = "unknown"


class Scope(StrEnum):
    """Which stretch a how-long question means."""

    LATEST = "latest"  # the latest stay ("how long were you in the lab")
    TOTAL = "total"  # all stays summed ("in total, how long were you inside")
    TRIP = "trip"  # from the start until reaching a place ("how long did it take to get to X")
    RUN = "run"  # the whole run so far ("how long have you been driving around")
    VIEW = "view"  # a thing kept in view ("how long did you look at the X")


class Which(StrEnum):
    """Which of several occasions a question means."""

    ANY = "any"  # the latest, unless the question says otherwise
    FIRST = "first"  # "when did you first go into the kitchen", "the first time you went out"
    LAST = "last"  # "when did you last leave the lab"
    LONGEST = "longest"  # "how long was your longest stay in the gym"


@dataclass(frozen=True)
class ParsedQuestion:
    intent: Intent
    # The thing asked about ("fire hydrant"), or a need/event/region phrase.
    target: str
    # For relational questions: the landmark ("yellow police pole").
    anchor: str | None = None
    # For events: "enter", "leave", "cross", "arrive" or "be_in" ("were you in X": when
    # asked when, its entry; asked how long ago, its end).
    event: str | None = None
    form: Form = Form.UNKNOWN
    scope: Scope = Scope.LATEST
    # "what room is X in": the place around the thing is wanted too.
    asks_room: bool = False
    # "which floor is X on": the storey.
    asks_floor: bool = False
    # "where were you when you first saw X": the robot's spot at that sighting, not X's.
    asks_robot_spot: bool = False
    # The form was read from an explicit cue and the thing is known: no guessing.
    confident: bool = True
    # A question word or request decided the form (not a bare noun phrase).
    cue: bool = True
    # What the asker wants to do, when they ask where they can do it ("lock my bike" in
    # "where can I lock my bike?"): a need, met by other things than the one named.
    purpose: str | None = None
    # The word relating the thing to the anchor: "in" (the kitchen), "near" (the fountain).
    relation: str | None = None
    which: Which = Which.ANY
    # "how long did it take to get from the kitchen to the study": the kitchen.
    origin: str | None = None
    # "how long did you stand still / wait / stop in the lobby": a stop, not a stay.
    still: bool = False
    # "did you see a bench in the last 5 minutes": seconds before now.
    within_s: float | None = None
    # "did you see a van after 10:27": ("after", "at 10:27"); "before 3 pm": ("before", ...).
    bound: tuple[str, str] | None = None
    # "how long ago did you see X": the time, and how long before now it was.
    elapsed: bool = False
    # "where were you 12 minutes ago", "at 10:15": the words of the moment the question names.
    moment: str | None = None
    # 'the sign that says "STAFF ONLY"': the words the thing shows, matched letter for letter.
    says: str | None = None
    # "when did you come back inside after your first trip outside": the earlier event.
    after: ParsedQuestion | None = None
    # "have you been to / did you go into the X": about being somewhere, not seeing a thing.
    visit: bool = False
    # "how many chairs were in the kitchen": the number of such things, not whether.
    counted: bool = False
    # "what colour / what material is the X": the attribute a description must name.
    attribute: str | None = None
    # "was the sidewalk busy?", "is it cloudy?": the state a yes/no question asks about.
    condition: str | None = None
    # "when did you pass the desk for the second time": 2 (which is FIRST: counted from it).
    nth: int = 1
    # "where did you stop for a long time": only the long ones of its stops.
    long: bool = False


# ---------------------------------------------------------------- word classes

_FILLERS = _word_set(
    "hey hi hello ok okay so well um uh erm hmm oh ah alright robot please sorry yo "
    "and also then now quick question buddy thanks thank excuse cheers roughly approximately "
    "dear"
)
_ANYWHERE_FILLERS = _word_set("please kindly actually um uh erm basically even currently presently")
_TRAILING = _word_set(
    "please thanks thank you again now cheers ta thx ty rn asap atm pls plz tbh lol"
)
# A closing courtesy: "thanks", "thank you ever so much", "many thanks in advance".
_THANKS = re.compile(
    r"\b(?:(?:many )?thanks|thank you|cheers|ta)(?: (?:ever|so|very|a|lot|much|million|bunch|"
    r"in|advance|indeed|again|love|dear|mate|all|for|your|help|that)){0,5}$"
)
# A clause that points back at the question instead of asking one: "I think that's the
# question", "yeah, that's what I mean" ("i think" and "i mean" end clauses of their own).
_POINTER = re.compile(
    r"(?:(?:yeah|yes|right|so|ok|okay|well) )*(?:that|this|it) (?:is|was) (?:the question"
    r"|what(?: i (?:mean|meant|am asking|want to know|wanted to ask|would like to know))?)"
)
# The asker's reason or what they must do next, said after the question: no question.
_NO_QUESTION_AFTER = r"\b(?! (?:if|whether|where|when|how|what|which|who)\b)"
_ASIDE = re.compile(
    rf"(?:and then (?:i|we)|cos|coz|because|need to know{_NO_QUESTION_AFTER}"
    r"|(?:the|my|our) \w+(?: \w+)? (?:keep|keeps|are|is) (?:asking|on at me))\b"
)
# A false start taken back: "where was the - actually, no, how long were you ...", "which
# room had the - hang on, no - ...", "no, sorry, let me start again: ...": what follows is
# the question ("sorry" alone is an apology: "sorry if that's an odd one").
_RETRACTED = re.compile(
    r"^(?:sorry )?(?:(?:actually|hang on|hold on|wait|no|scratch that|let me start again"
    r"|let me start over|let me rephrase|start again|rather) (?:sorry )?)+"
)
# A closing check on what the robot knows: "what colour was it, can you remember", "which
# room, i mean", "out of interest".
_KNOWING_TAG = re.compile(
    r"\b(?:(?:can|could|do|did|would) you (?:remember|recall|know|say|tell(?: me)?)"
    r"|do you happen to know|if you (?:know|remember|can)|i mean|out of interest"
    r"|if you do not mind me asking)$"
)
# A tag question ends a statement: "you weren't gone long, were you", "it's open, isn't it".
# The statement is what is asked (in statement order, so read without a cue).
_TAG = re.compile(
    r" (?P<aux>have|has|had|did|do|does|is|are|was|were|can|could|will|would)(?: not)?"
    r" (?:you|we|i|it|they|he|she|there)$"
)
# Apologies for asking, anywhere in a clause: "sorry to bother you", "if you don't mind".
_APOLOGY = re.compile(
    r"\b(?:(?:i am |i'm )?sorry (?:to (?:bother|trouble|disturb|interrupt) you|for asking)"
    r"|if you do(?: not|n't) mind|if (?:it is|it's) not too much trouble|by any chance"
    r"|^good (?:morning|afternoon|evening|day)|quick one)\b"
)
# Whisper's homophones of question words, where only the question word fits: "wear were
# you", "witch room".
_HOMOPHONES = re.compile(
    r"\bwear (?=(?:were|was|is|are|did|do|does|have|has|had|can|could|would|will|should)\b)"
    r"|\bwitch (?=(?:room|floor|one|way|area|place|level|part|side|of)\b)"
    # "go in two the server room": into (a number before "the" counts nothing)
    r"|\bin (?:two|to) (?=(?:the|a|an|this|that|my|your|our)\b)"
)
# ... and after a verb of going: "went in two bay b" (two bays are no place one goes in).
_GOING_IN_TWO = re.compile(
    r"\b(went|go|goes|gone|going|come|came|comes|coming|got|get|gets|getting) in two "
)
_HEARD = {"wear ": "where ", "witch ": "which "}
# Whisper's spellings of the verbs of a question about seeing and visiting, after the
# asker's "you": "have you scene a", "did you sea a", "have you bean to".
# The robot called by name at the end: "where's the ladder, mister robot?"
_VOCATIVE = re.compile(r"\s+(?:mister|mr|miss|dear|hey|little) robot(?: friend)?\s*$")
_HEARD_VERBS = {"scene": "seen", "sean": "seen", "sea": "see", "bean": "been", "bin": "been"}
_HEARD_AFTER = re.compile(
    r"\b(?P<asker>(?:have|has|did|do|had|can|could) (?:you|we|i|u)(?: (?:ever|already|yet|by any "
    r"chance|just|actually|last|first|recently|also))*) (?P<heard>"
    + "|".join(_HEARD_VERBS)
    + r")\b"
)
_ROBOT = _word_set("i we you me us robot it myself ourselves yourself")
_NAMED = _word_set("building room floor level lab hall wing")
_AUX = _word_set(
    "is are was were am be been being did do does have has had can could will would "
    "should shall may might must"
)
_DETERMINERS = _word_set(
    "the a an any some one my our your their its this that those these another"
)
_SEEING = _word_set(
    "see saw seen seeing spot spotted notice noticed observe observed pass passed passing "
    "encounter encountered find found come came across meet met catch caught glimpse sight "
    "sighted view viewed detect detected logged"
)
# Verbs that only frame a where-question: "where did I leave / put / park my bag".
_PLACING = _word_set(
    "leave left put place placed park parked drop dropped lose lost forget forgot store end "
    "ended ends occupy occupied "
    "stored keep kept set hide hid locate located situated find found get spend spent stay "
    "lie lay lying lain sit sat sitting got gotten "
    "stayed wait waited remain remained stick stuck hang hung linger lingered"
)
_MOTION = _word_set(
    "drive drove driven driving walk walked walking go went gone going run ran roll rolled "
    "move moved moving pass passed ride rode travel travelled traveled wander wandered"
)
# Verbs that are nouns too, the head of a thing's name after a noun: "a tea set", "a bus
# stop" (but "where did you set it").
_NOUN_VERBS = _word_set("set store park stand view spot place pass drop stop sight notice stick")
# Where a thing is, after its name: "a gate notice in this spot", "the campus store near
# the gym" (a noun's head, not "did you notice").
_PLACED_AFTER = _word_set("in at on near by beside inside behind outside around")
# Verb forms that can describe a thing: "a parked car", "the lost and found".
_DESCRIBING = re.compile(r"(?:ed|^lost|^found|^kept|^left|^hidden)$")
_VISITING_VERBS = _word_set("visit visited visiting enter entered entering")
_USING = _word_set("take took use used ride rode board boarded")
_PARTICLES = _word_set("by past through along over across around round down up")
_NAVIGATE = _word_set(
    "take bring lead guide show navigate drive walk go head direct point escort get return "
    "find locate"
)
# "taking", "guiding", "getting": the -ing forms of the verbs of leading someone somewhere.
_NAVIGATE_ING = {
    (
        f"{verb[:-1]}ing" if verb.endswith("e") else f"{verb}{verb[-1] if verb == 'get' else ''}ing"
    ): verb
    for verb in _NAVIGATE
}
_MIND_GERUND = re.compile(rf"\bmind ({'|'.join(sorted(_NAVIGATE_ING))})\b")
_NEED = re.compile(
    r"^(?:i|we) (?:would |am |are |really |just |kind of )*(?:need|want|like|looking for|"
    r"searching for|gotta|have to|must|wanna)\b"
)
_PLACE_NOUNS = _word_set(
    "room floor building level area part side place wing hallway corridor location "
    "storey story spot zone section sector street"
)
_NOT_A_NUMBERED_NOUN = _word_set("other another same each every only next last first this that")
# Words that place a thing named after them ("on the armchair", "next to the mirror").
_PREPOSITIONS = _word_set(
    "on in at by near to under over behind beside inside outside into onto from with of "
    "next around across along past through"
)
# A follow-up asking only what it is like ("like" itself is dropped as a filler).
_WHAT_IS_IT_LIKE = re.compile(r"^(?:what|how) (?:is|was|are|were) (?:it|that|they)(?: like)?$")
# A clause about where or when the robot itself was: "where were you", "where was i then".
_ABOUT_THE_ROBOT = re.compile(
    r"\b(?:were|was|are|am|is) (?:you|we|i|u|the robot)\b"
    r"|\b(?:you|we|i|u) (?:were|was|are|am|have been|had been)\b"
    r"|\b(?:your|the robots?) (?:current |exact |present |last )?"
    r"(?:position|location|whereabouts|coordinates)\b(?! of)"
)
# A landmark named by a pronoun: "was the cart anywhere near it".
_NEAR_IT = re.compile(r"\b(?:near|next to|close to|beside|by|around) (?:it|them|that|there)\b")
# A yes/no question after a preamble: "... the right one, is the carpet blue".
_LATER_YES_NO = re.compile(
    r" (?:(?:is|are|was|were) (?:the|a|an|there|any|your|this|that|it)"
    r"|(?:did|do|does|have|has|had|can|could) (?:you|we|u))\b"
)
# "is the cooler silver", "were the chairs red": a colour said of the thing.
_PREDICATE_COLOUR = re.compile(
    r"^(?P<be>is|are|was|were) (?P<determiner>the|that|this|those|these|your|a|an) "
    # (a place's code may stand between: "is the cylinder in ups room 1 grey")
    r"(?P<thing>[a-z][a-z0-9'. -]*?) (?P<colour>" + "|".join(sorted(COLOURS)) + r")$"
)
# The same asked in statement order, as spoken or non-native English has it: "the laptop
# trolley was grey (colour)?", "in the hall there was a bench?", "on level 0 have a cone?"
_STATED_COLOUR = re.compile(
    r"^(?:the |that |this |your )?(?P<thing>[a-z][a-z -]*?) (?P<be>is|are|was|were) "
    r"(?P<colour>" + "|".join(sorted(COLOURS)) + r")(?: colou?r(?:ed)?)?$"
)
# A learner's state question in statement order: "black microwave was idle when you saw
# it last?", "the gate was closed the last time?": asked as "was the black microwave idle
# ..." (the state word is then read as any state question's is)
_STATED_STATE = re.compile(
    r"^(?:the |that |this |your )?(?P<thing>[a-z][a-z0-9 .-]*?) (?P<be>is|are|was|were) "
    r"(?P<rest>(?:still )?[a-z]+(?: when .*| the (?:last|first) time.*| last time.*)?)$"
)
_STATED_THERE = re.compile(
    r"^(?P<at>in|on|at|inside) (?P<place>.+?) (?:there (?P<be>is|are|was|were)|have|has"
    r"|(?P<seer>you|we|i) (?:saw|see|seen|spotted|noticed|have seen|did see)) "
    r"(?P<thing>.+)$"
)
_SUPERLATIVE = _word_set("closest nearest close near nearby next")
_BE = _word_set("is are was were")
# What may follow a state word at the end of a state question: "busy when you passed".
_AFTER_A_STATE = _word_set(
    "when while as at in on outside out outdoors today then there earlier now or still yet"
)
_FLOOR_NOUNS = _word_set("floor level storey story")
_NEAR_ME = (
    "on your rounds",
    "on your round",
    "on your patrol",
    "on your travels",
    "at all",
    "to your current position",
    "to your current location",
    "to your position",
    "to your location",
    "from your position",
    "from where we are standing",
    "from where i am standing",
    "from where we are",
    "from where i am",
    "close to me",
    "closest to me",
    "nearest to me",
    "near me",
    "to me",
    "from here",
    "around here",
    "near here",
    "in the area",
    "in this area",
    "round here",
    "from me",
    "right now",
    "at the moment",
    "so far",
    "by now",
    "at some point",
    "at any point",
    "at one point",
    "at any time",
)
_TIME_WORDS = _word_set(
    "ago today earlier yesterday recently just before lately morning afternoon evening "
    "tonight minutes minute hours hour seconds second already yet ever again still "
    "previously once time times first last latest earliest initially finally"
)
_RELATIONS = (
    "next to",
    "close to",
    "closest to",
    "nearest to",
    "in front of",
    "across from",
    "across",
    "on top of",
    "near",
    "beside",
    "behind",
    "opposite",
    "by",
    "around",
    "at",
    "in",
    "inside",
    "on",
    "outside",
    "within",
    "along",
    "into",
    "onto",
)
# A relation to a second landmark after the first: "at gate 2 [near the] lift".
_SECOND_RELATION = re.compile(
    rf" (?:{'|'.join(map(re.escape, _RELATIONS))}) (?:the|a|an|this|that|my|our) "
)
# Relations that put a thing inside a place ("a fridge in the kitchen"), not beside a thing.
CONTAINMENT = frozenset({"in", "inside", "at", "on", "within", "into", "onto"})
# The relation of a thing seen "outdoors" or "indoors" (the anchor says which).
SIDE = "side"
_QUESTION = _word_set("where when what which how who there here not no")
# Words that frame a question and never name the thing asked about.
_NOT_THE_THING = (
    _FILLERS
    | _ROBOT
    | _AUX
    | _DETERMINERS
    | _TIME_WORDS
    | _SUPERLATIVE
    | _PARTICLES
    | _QUESTION
    | _word_set("to of for from about any ever all been know remember recall tell show back")
    | _word_set("idea way exactly anywhere somewhere really right out lol thing stuff")
    | _word_set("someone somebody anyone anybody think guess suppose moved")
    # reporting what someone said ("I was told there's a tree"), and where to look
    | _word_set("told said heard swears swore reckon reckons towards toward")
    # a report's passive: "the recorded colour of the desk", "the cart observed"
    | _word_set("recorded observed logged detected noted registered captured known")
)
# A clause opening on one of these has its "have you" left out: "seen any kettles?"
_PARTICIPLES = _word_set("seen spotted noticed passed encountered found got")
_WH = _word_set("where when what which who whose how whereabouts")
_VERBS = _SEEING | _PLACING | _MOTION | _VISITING_VERBS
# After these a verb of seeing or placing acts as a verb: "you saw", "did see", "to find".
_BEFORE_A_VERB = _ROBOT | _AUX | _TIME_WORDS | _word_set("to and not")
_OPENINGS = _WH | _AUX | _word_set("take bring show guide lead find tell describe any")
_LEADING_PREPOSITIONS = _word_set("on in at from to by near for")
_SUBORDINATORS = _word_set("before after while once since when as")
_ABILITY = _word_set("can could may might")
# "can / could / would / will you take me": a request, where "did you go" is a question.
_REQUESTING = _word_set("can could would will")
# "where can I / do we / should one VERB": with these the verb states a purpose
# ("where can I lock my bike": a bike rack), unless it only means finding or going.
_PURPOSE_MODALS = _ABILITY | _word_set("do should shall would")
_PURPOSE_SUBJECTS = _word_set("i we one you")
_FINDING = _SEEING | _MOTION | _word_set("locate come head return reach")
_SOMEWHERE = re.compile(r"\b(?:anywhere|somewhere|someplace|(?:any|a|some) (?:place|spot)) to ")
_WHICH_IS_CLOSEST = re.compile(
    r"^(?:what|which)\b(?: \w+){0,5}? (?:is|are|was|were) (?:the )?(?:closest|nearest)\b"
)
_SUBJECTS = ("i", "we", "you", "they")
_CONDITIONS = (
    "with", "that", "which", "who", "where", "when", "while", "if", "because", "before", "after",
    "until", "since",
)  # fmt: skip
# 'the sign reading "LOVELACE LABS"', 'a sign that says staff only': the words shown.
_SAYS = re.compile(
    r"\b(?:(?:that|which) (?:says|said|reads|read)|saying|with the words?) (?P<words>.+)$"
)
_SHOWING = re.compile(
    r" (?:that |which )?(?:say|says|said|saying|reads|reading|read|with the words?"
    r"|display|displays|displayed|displaying|show|shows|showed|showing)\b.*$"
)
_QUOTE = re.compile(
    r'["\u201c\u201d\u00ab\u00bb]([^"\u201c\u201d\u00ab\u00bb]{2,80})["\u201c\u201d\u00ab\u00bb]'
)
# "did it say X when you last saw it", "when we last passed": about that last reading
_WHEN_LAST = re.compile(
    r"\bwhen (?:you|we|i) (?:last|most recently) (?:saw|passed|checked|looked|went (?:by|past))\b",
    re.I,
)
# 'did the board say ON TIME', 'displayed FINAL CALL': words in capitals after a verb of
# showing are the words shown, as if quoted.
_CAPITALS_SHOWN = re.compile(
    r"\b(?:say|says|said|show|shows|showed|showing|display|displays|displayed|displaying"
    r"|read|reads|reading)\s+(?P<words>[A-Z0-9][A-Z0-9'&/-]*[A-Z](?:\s+[A-Z0-9][A-Z0-9'&/-]*)*)\b"
)
_PRONOUNS = _word_set("it one them they that this those these there")
# "how long ago", "how long since", "how long has it been since", "how much time has
# passed since": the time of the latest occasion, and how long before now it was.
_ELAPSED = re.compile(
    r"^how (?:long|much time|many (?:minutes|mins|hours|seconds))"
    r"(?: ago\b| back\b| since\b|(?: \w+){1,3}? (?:been|passed|gone by)"
    r"(?: a (?:while|bit|long time)| some time)? since\b"
    # "how long before you see the fridge last time?" (before now, as learners say it)
    r"| before(?= (?:you|we|i|u) (?:see|saw|seen|notice|noticed|spot|spotted)\b.*\blast\b))"
)
# A subject that opens a statement asked as a question: "you see my phone?"
_DECLARING = _word_set("you u we i robot")
# A when-question by its noun: "what time", "at what hour", "at which time", "since when".
_ASKED_TIME = re.compile(
    r"^(?:(?:at|around|about) )?(?:what|which) (?:time|hour|o ?clock)\b|^since when\b"
    r"|^what (?:was|is) the (?:time|hour)(?: of day)?(?= (?:when|that|at which)\b)"
)
# "which room number", "what room name": what a place is called or numbered, as words.
_ITS_WORDS = [["number"], ["name"], ["code"], ["names"], ["numbers"]]
_PLACE_FIRST = re.compile(r"^(in|on|at|inside|outside) (.+?) (?:is|are|was|were) (.+)$")
# A participle after the thing says what it was doing: "the mobile robot charging".
_PARTICIPLE = re.compile(r"\w{3,}(?:ing|ed)")
# A manner or degree adverb ("precisely", "roughly"); not a noun or adjective in -ly.
_NOT_ADVERBS = "family|assembly|lily|belly|jelly|rally|ally|supply|holly|trolly|dolly"
# (and the few of urgency without -ly: "I need a fire extinguisher fast")
_ADVERB = re.compile(rf"(?!(?:{_NOT_ADVERBS})$)\w{{3,}}ly|fast|asap|pronto")
# "(did) you ...", "were we ...", "unit boarded ...": the robot did it (not "i would").
_ROBOT_DID = re.compile(
    r"^(?:(?:did|do|have|had|were|was) )?(?:you|we|i|the robot|robot|unit)\b(?! would\b)"
)
# "(where) were you when you ...": the robot's place at a moment its own doing names.
_WHEN_IT = re.compile(r"^(?:were|was) (?:you|we|i) (?:just )?when (?P<clause>(?:you|we|i) .+)")
# "how many signs (did you see | were there | are) (in the hall)": the things, then the rest.
# ("how much" with a plural, as learners say it: "how much zone signs did you see")
_HOW_MANY = re.compile(
    r"^how (?:many|much(?! (?:does|is|was|has)\b)(?= (?:[a-z-]+ ){0,2}[a-z-]+[^s\W]s\b))"
    r" (?P<things>.+?)"
    r"(?: (?P<rest>(?:did|do|does|were|was|are|is|have|has|had|can"
    r"|could|would|will|you|we|i|there|in|on|at|inside|near|by)\b.*))?$"
)
_WHERE_COUNTED = re.compile(r"\b(?:in|on|at|inside|near|by|along|around) .+$")
# Nouns that look like participles (with the lexicon's heads: "landing", "crossing").
_ING_NOUNS = _word_set(
    "building ceiling painting railing clothing bedding ring wing string spring swing king "
    "thing morning evening meeting sibling pudding awning carving drawing etching"
)
# After a participle that ends the thing: the end, or where it was ("lying on the sidewalk").
_AFTER_PARTICIPLE = _word_set("on in at by near")
# "... which room is it in? I need it for later": a statement about what was asked.
_ABOUT_IT = re.compile(r"^(?:i|we) (?:\w+ ){1,2}(?:it|them|that|one)\b(?! (?:is|was|are|were)\b)")
# Which of the places visited: "which room did you visit last", "which zone were you in
# before you came here", "what area did you start in", "previous zone visited".
_VISIT_ORDER = re.compile(
    r"^(?:(?:did|have|had|were|was) )?(?:you|we|i|u)?\s*(?:visit|visited|go to|went to|been to|"
    r"enter|entered|in|come from|came from)?\s*"
    r"(?:(?P<last>last|previously|before (?:this|that|here|now|you came here|coming here))"
    r"|(?P<first>first|at the start|to start with|at the beginning))$"
    r"|^(?:(?:did|have) )?(?:you|we|i) (?P<started>start|started|begin|began)\b"
)
# "which room, I mean": which place the question before asked about.
# "which bay is the red bus in": a place of some kind, the thing, and where it is held.
_HELD_IN = re.compile(
    r"^(?:which|what) \w+(?: \w+)? (?:is|are|was|were) (?P<thing>.+?) "
    r"(?:in|on|at|inside|parked in|kept in)$"
)
_ANYONE_THERE = re.compile(
    r"^(?:anyone|anybody|anything|someone|somebody|something) "
    r"(?:in|at|on|near|by|inside|outside|around|behind|under)\b"
)
_NOT_PLACE_KINDS = _word_set(
    "colour color kind type sort size shape day date number name brand make model language"
)
_WHICH_PLACE = re.compile(r"^(?:which|what) (?:room|zone|area|place|part|sector)$")
# "where did you start (off / out) (today)": the first place of the run.
_STARTED = re.compile(
    r"^(?:did |have |had )?(?:you|we|i|u) (?:start|started|begin|began|set off|set out)"
    r"(?: off| out| from)?(?: today| this morning| this afternoon| your (?:run|patrol|shift))?$"
)
# "when you were in the office, did you see ...": the question, asked of that place.
_WHEN_IN = re.compile(
    r"^(?:when|while|as) (?:you|we|i|u) (?:were|was|went) "
    r"(?:(?P<at>in|at|inside|on|through) (?P<place>.+?)|(?P<out>outside|outdoors|out)) "
    r"(?P<aux>did|have|has|was|were|is|are|could|can|do|what|which|who|how) (?P<rest>.+)$"
)
# "where did you first notice a bench": where the first sighting was, not the nearest.
_SAW = (
    r"(?:see|saw|seen|spot|spotted|notice|noticed|come across|came across|encountered|passed"
    r"|found|observed)"
)
_FIRST_SEEN = re.compile(
    r"\bfirst (?:see|saw|seen|notice|noticed|spot|spotted|come across|came across|encounter"
    r"|encountered|sighting|sighted|pass|passed|find|found)\b"
    # "for the first time", "the first time you saw", "the first bench you noticed",
    # "when you see it first time"
    rf"|\bfor the (?:very )?first time\b|\b{_SAW} (?:\w+ ){{1,5}}(?:the )?first time$"
    rf"|\b(?:first|earliest) (?:\w+ ){{1,3}}"
    rf"(?:that |which )?(?:you|we|i) (?:have |had )?{_SAW}\b"
)
_LAST_SEEN = re.compile(
    r"\b(?:last|latest) (?:see|saw|seen|notice|noticed|spot|spotted|come across|came across"
    r"|encounter|encountered|sighting|sighted|pass|passed|observed|detected|recorded|viewed)\b"
    r"|\b(?:see|saw|seen|spot|spotted|notice|noticed) (?:\w+ ){1,4}last$"
    # "where did you see the raised bed the last time"
    rf"|\b{_SAW} (?:\w+ ){{1,5}}(?:the )?last time$"
    rf"|\bfor the (?:very )?(?:last|final) time\b|\b(?:last|latest|final|most recent) "
    rf"(?:\w+ ){{1,3}}(?:that |which )?(?:you|we|i) (?:have |had )?{_SAW}\b"
)
# "is the van still in the yard", "has the cart stayed in the hall": where it was seen
# last, not whether it was ever seen there.
_STILL_THERE = re.compile(r"\b(?:still|stayed|stays|remained|remains|any ?more|any longer)\b")
_NOW = re.compile(r"\b(?:now|currently|at the moment|at present|these days)\b")
# A person and what they wear: "the man in overalls", "a woman in a red coat" (not "the
# man in the kitchen"); the "in" is kept out of the relations while the thing is split off.
_WEARING = re.compile(
    r"\b(man|men|woman|women|person|people|guy|lady|gentleman|boy|girl|child|kid|worker"
    r"|someone|somebody|visitor|officer|guard|farmer|cleaner|porter|nurse|doctor) in "
    r"(?!(?:the|this|that|my|our|your|his|her|their|there|here|it)\b)"
)
_WORN = "in_worn"
# What people wear that is said without "a": "in overalls", "in uniform", "in scrubs".
_GARMENTS = _word_set(
    "uniform uniforms overalls overall scrubs hi-vis hivis costume costumes pyjamas pajamas "
    "jeans shorts boots wellies trainers sunglasses glasses overcoats coats suits armour"
)
# "were you indoors or outdoors": which of the two, not whether.
_INSIDE_OR_OUT = re.compile(
    r"\b(?:indoors|inside|in) or (?:outdoors|outside|out)\b"
    r"|\b(?:outdoors|outside|out) or (?:indoors|inside|in)\b"
)
# "have you been outside (today)?": whether the robot left the building.
_BEEN_OUT = re.compile(
    r"^(?:have|has|had) (?:you|we|i|robot) (?:ever |already |yet )?been (?:outside|outdoors|out)\b"
)
# Events that are rides between floors (_floor_change).
FLOOR_EVENTS = ("floor", "floor_up", "floor_down")
_EVENT_VERBS: dict[str, str] = {
    **dict.fromkeys(("enter", "entered", "entering"), "enter"),
    **dict.fromkeys(("leave", "left", "leaving", "exit", "exited", "exiting"), "leave"),
    **dict.fromkeys(("cross", "crossed", "crossing"), "cross"),
    **dict.fromkeys(("arrive", "arrived", "reach", "reached", "return", "returned"), "arrive"),
}
# "go into", "get out of", "come back to": a motion verb and a direction word.
_MOTION_EVENT = _word_set("go went gone get got come came walk walked step stepped head")
_DIRECTION: dict[str, str] = {
    "into": "enter",
    "inside": "enter",
    "in": "enter",
    "indoors": "enter",
    "out": "leave",
    "outside": "leave",
    "outdoors": "leave",
    "to": "arrive",
    "back": "arrive",
}
# Going between floors: a verb of motion or use, then the lift or the stairs ("take the
# lift up", "ride the elevator", "go up in the lift", "climb the stairs").
_RIDE = re.compile(
    r"\b(?:take|took|taken|taking|ride|rode|ridden|riding|use|used|using|go|goes|went|gone"
    r"|going|come|came|get|got|climb|climbed|walk|walked|head|headed|board|boarded|boarding"
    r"|hop|hopped|step|stepped)"
    r"(?: (?P<before>up|down))?(?: (?:in|on|by|into|onto|via|with))?(?: (?:the|a|an))?"
    r"(?: (?:service|goods|passenger|freight|main|back|front|side|fire|emergency|spiral|staff"
    r"|north|south|east|west))? (?P<vehicle>lift|lifts|elevator|elevators|escalator|escalators"
    r"|stairs|staircase|stairway|moving (?:staircase|stairs|stairway|walkway)|travelator)\b"
    r"(?: (?:back )?(?P<after>up|down|upstairs|downstairs))?"
)
# "go upstairs", "come down to the ground floor", "head up a level".
_CLIMB = re.compile(
    r"\b(?:go|goes|went|gone|going|come|came|get|got|head|headed|move|moved|walk|walked"
    r"|climb|climbed|travel|travelled|traveled)(?: back)? (?:(?P<way>upstairs|downstairs)\b"
    r"|(?P<way2>up|down) (?:to |onto )?(?:the |a |another )?(?:\w+ )?"
    r"(?:floor|level|storey|story)\b)"
)
_CHANGE_FLOORS = re.compile(r"\b(?:change|changed|changing|switch|switched) (?:floors|levels)\b")
# "go from the mezzanine level to the warehouse floor", "move up or down from Deck 11 to
# Deck 5", "your last deck 4 to deck 5 transfer": a way between two floors, however said.
_MOVED_BETWEEN_FLOORS = FLOORS_FROM_TO
# A request for a position: "report your position", "give the location of the X".
_POSITION_REQUEST = re.compile(
    r"^(?:(?:report|give|state|provide|send|share|tell|show|account for)(?: me| us)?"
    r" (?:the |your |its |my |our )?(?:current |exact |present |last )?"
    r"(?:position|location|coordinates|whereabouts|pos|loc)(?: of| for)?"
    r"|the (?:current |exact |present |last )?(?:position|location|whereabouts) (?:of|for))"
    r"\b(?P<rest>.*)$"
)
# The robot's position named, with no verb of asking or with "what was": "your location
# at 15:14, please", "what was your position then".
_OWN_POSITION = re.compile(
    r"^(?:(?:what|where) (?:is|was) )?(?:your|the robots?|its) (?:current |exact |present "
    r"|last )?(?:position|location|coordinates|whereabouts|pos|loc)\b(?! of)"
)
_RUN_WORDS = _word_set(
    "driving walking patrol patrolling tour touring exploring exploration running operating "
    "roaming wandering moving active working mission trip journey run awake around "
    "recording switched powered on up operational online going"
)
# "how long has the whole tour taken": the run, named with how long it lasted.
_RUN_WHOLE = _RUN_WORDS | _word_set("whole entire full complete taken take took takes lasted")
# Every visit taken together: "adding up all your visits", "counting each time", "sum of
# your stays".
_OVER_VISITS = re.compile(
    r"\b(?:(?:adding|add|added|summing|sum|counting|count|taking|take) (?:up )?(?:of )?"
    r"(?:all|every|each)|all|every)(?: of)?(?: (?:your|the|our|my|those|these))? "
    # ("all your time in X" is no count of times: the total of one amount)
    r"(?:visits?|times|(?<=every )time|(?<=each )time|trips?|stays?|occasions?)(?: together)?\b"
)
_TOTAL_WORDS = (
    *("in total", "total", "altogether", "overall", "all together", "combined", "in all"),
    *("cumulatively", "cumulative", "aggregate", "summed", "added up"),
    # a sum asked for by its verb: "add up all your time in hall 4", "sum up the time"
    *("add up", "sum up", "total up", "tally up", "adding up", "summing up"),
)


def _says_total(text: str) -> bool:
    """Whether words ask for every visit together ("over all your visits", "in total")."""
    return bool(_OVER_VISITS.search(text)) or any(
        re.search(rf"\b{total}\b", text) for total in _TOTAL_WORDS
    )


_DURATION_NOUNS = re.compile(
    r"\b(?:duration|length of time|amount of time|how much time"
    # "the length of your last stay", "length of the first visit" (which one, kept)
    r"|length of (?:(?:your|our|my|the|that|its) )?(?=(?:(?:last|latest|first|most|recent"
    r"|previous|final|whole|entire|total|second|third|initial|longest|shortest) )*"
    r"(?:time|stay|visit|trip|check|round|patrol|stop|wait|tour|pass|inspection)\b)"
    r"|^time (?=(?:in|inside|at|on)\b)"  # "time in the farmyard last time?"
    # "what is the (total) time you spent outside", "what's our (total) time outside"
    r"|time (?:you|we|i) (?:spent|were|was)|time (?:spent|booked|logged|clocked|recorded)"
    r"|(?:your|our) time"
    r"(?= (?:in|on|at|outside|inside|indoors|outdoors|upstairs|downstairs|down|up|under)\b))\b"
)
# Nouns that ask for a trip's length when its two ends are named ("last trip", "the run").
_TRIP_NOUNS = r"trip|journey|run|route|transit|commute"
# A trip named by its two ends alone, no verb in the first: "room 24 to the lounge".
_BARE_TRIP = re.compile(
    r"^(?:the )?(?P<origin>(?!(?:it|you|u|we|me|us|i)\b)(?:(?!\b(?:get|go|walk|drive|come"
    rf"|reach|arrive|to|take|took|taken|takes|you|it|walk|ride|{_TRIP_NOUNS})\b)[\w' -])+?)"
    r" to (?P<place>.+)$"
)
_TRIP = re.compile(r"\b(?:take|took|taken|takes)\b.*\bto (?:get|reach|arrive|go|come|walk|drive)")
_EMBEDDERS = (
    # longest first: the frame words before an embedded question
    r"(?:can|could|would|will) (?:you )?(?:please )?(?:tell|remind|show|let) (?:me|us)(?: know)?",
    r"(?:can|could|would|will) (?:you )?(?:please )?help (?:me|us)(?: to)?",
    r"help (?:me|us)(?: to)?",
    r"(?:do|did) you (?:happen to )?(?:know|remember|recall|have any idea|have an idea)",
    # "have you seen where it is", "did you notice when she left": the wh-clause is asked
    r"(?:have|did|do) you (?:happen to )?(?:seen|see|noticed|notice|spotted|spot|caught|catch)"
    r"(?= (?:where|when|whether|if|how|what|which)\b)",
    r"(?:i|we) (?:forgot|forget|can not remember|do not remember|can not recall|wonder|"
    r"do not suppose|suppose|guess|bet|"
    r"am wondering|was wondering|were wondering|want to know|would like to know|need to know|"
    r"would love to know|like to know|am curious|have no idea|do not know|can not find)",
    r"(?:tell|remind|show) (?:me|us)",
    # a report's imperative: "state where you were at 10:28", "indicate when you left"
    r"(?:state|indicate|specify|confirm|report|note|record|establish|determine|clarify"
    r"|explain|say|find out|figure out|work out)(?= (?:where|when|how|what|which|whether|if)\b)",
    # "the kids want to know where ...", "my boss asked when ...": someone else wonders
    r"(?:the|my|our) \w+(?: \w+)? (?:want|wants|wanted|would like|asked|are asking|is asking)"
    r"(?: to know)?(?= (?:where|when|how|what|which|whether|if)\b)",
    r"any idea",
    r"(?:is there )?any chance",
    r"let (?:me|us) know",
    r"i would like you to tell me",
    # "am i right in thinking the trolley was grey": whether it was
    r"(?:am|would) i (?:be )?(?:right|correct) (?:in thinking|to think|in saying)(?: that)?",
    r"is it (?:true|right|correct) that",
    # a statement taken: "is it your evidence that you saw a ladder"
    r"is it your (?:evidence|testimony|recollection|position|understanding|belief) that",
)
_EMBEDDER = re.compile(rf"^(?:{'|'.join(_EMBEDDERS)})\b ?")
# The words an embedding frame is made of, whatever their order: the asker and the robot,
# auxiliaries and modals, politeness, and verbs of knowing, telling and working out.
# "would you mind telling me | how long ...", "i do not suppose you noticed | whether ...",
# "would you be able to | lead me to ...": the question is what follows the frame.
_FRAME_WORDS = (
    _ROBOT
    | _AUX
    | _FILLERS
    | _word_set(
        "not to be able mind kindly possibly maybe perhaps really just happen happened "
        "tell telling told say saying said show showing remind reminding let know knowing "
        "knew remember remembering recall recalling wonder wondering wondered suppose "
        "supposing guess think thought notice noticed see saw work working figure figuring "
        "find finding check checking explain explaining appreciate appreciating curious "
        "interested want wanted like love need needed would ask asking idea any sure "
        "out up do does did possible way quickly again also for me us my our so kind as "
        "good enough trying try tried hoping hope attempting "
        # a report's register: "state, for the record, where ...", "please indicate
        # for the log when ..."
        "state indicate confirm specify report record log file note clarify establish "
        "determine the"
    )
)
# What an embedded question or request starts with once the frame is gone.
_EMBEDDED_STARTS = _WH | _word_set("whether if") | _NAVIGATE - _word_set("find locate")
# Multi-word names of places and things: their words are never verbs ("car park").
_KNOWN_NAMES = frozenset(
    tuple(name.split())
    for name in [
        *(n for g in PLACES for n in (g.name, *g.synonyms)),
        *(n for g in THINGS for n in g),
    ]
    if " " in name
)
_LONGEST_NAME = max(len(name) for name in _KNOWN_NAMES)
_SINGLE_NAMES = frozenset(
    name
    for name in [
        *(n for g in PLACES for n in (g.name, *g.synonyms)),
        *(n for g in THINGS for n in g),
    ]
    if " " not in name
)
# Being somewhere rather than seeing something: "have you been to", "did you go into".
_VISITING = re.compile(
    r"\b(?:been (?:(?:over|down|up|out|round|around|back) )?(?:to|in|into|inside|at|through)|"
    r"visit(?:ed|ing)?|enter(?:ed)?|"
    r"(?:go|went|gone|come|came|get|got|walk|walked|drive|drove|step|stepped|head|headed|"
    r"pass|passed|stop|stopped) (?:in|into|inside|to|through|by)|"
    r"(?:were|was|are|am) (?:you|we|i) (?:ever |already |yet |still )?(?:in|at|inside))\b"
)
# Going by a thing rather than seeing it: "when did you last go past / drive by / pass the
# kiosk", "you went near the door" (not "how much time has passed").
_PASSING = re.compile(
    r"\b(?:(?:go|goes|went|gone|going|drive|drove|driven|driving|walk|walked|walking|roll|"
    r"rolled|come|came|move|moved|get|got) (?:past|by|near)|pass(?:ed|ing)? (?:by|the|a|an)\b)"
)
# Standing still rather than staying: "how long did you stop / wait / stand still in X".
_STILL = re.compile(
    r"\b(?:(?:stand|stood|standing|sit|sat|sitting|stay|stayed|staying|remain|remained|"
    r"keep|kept|hold|held) still|without moving|not moving|stationary|motionless|"
    r"(?:just |only )?(?:stand|stood|standing|sitting)|"
    r"stop|stopped|stopping|pause|paused|pausing|wait|waited|waiting|halt|halted|idle|idled|"
    r"idling)\b(?! (?:room|area|hall|lounge|list|line|bay)\b)"
)
# The whole run: "since you started", "since the start", "since you began".
_SINCE_START = re.compile(
    r"\bsince (?:(?:you|we|i|it) (?:first )?(?:start|started|began|begun|set off|"
    r"turned on|switched on|woke up|booted)|the (?:start|beginning))\b"
)
# "the first time", "for the first time", "first", "earliest"; and the latest.
_FIRST = re.compile(
    # ("first aid", "first-aid hut": a kind of thing, no occasion)
    r"\b(?:for )?(?:the )?(?:very )?(?:first|earliest)(?: time| visit| stay)?\b(?![- ]aid\b)|"
    r"\binitially\b|\boriginally\b|\bat first\b"
)
_LAST = re.compile(
    r"\b(?:for )?(?:the )?(?:very )?(?:last|latest|final|most recent)"
    r"(?: time| visit| stay)?\b|\bmost recently\b|\bfinally\b"
)
# The longest of the stays: "your longest visit to", "the longest time you spent in X in
# one go" (not a thing's: "the longest bench").
_LONGEST = re.compile(
    r"\b(?:the |your |our |my )?longest(?: single| continuous| unbroken)?"
    r" (?:visit|stay|time|stint|spell|period)\b|\bin (?:one|a single) go\b"
)
# A trip outside named as a noun: "your first trip outside", "the first time out".
_TRIP_OUT = re.compile(
    r"\b(?:trip|time|excursion|outing|walk|visit|stint)s? (?:out|outside|outdoors)\b(?! of)"
)
# Attribute questions: "what colour", "the colour of", "what material", "made of".
_ATTRIBUTE = {
    "colour": re.compile(r"\bcolou?rs?\b"),
    "material": re.compile(r"\b(?:material|made (?:out )?of|what is it made)\b"),
    "text": re.compile(r"\b(?:say|says|said|read|reads|written|writing|wording)\b"),
}


# A yes/no tag at the end ("show poster spotted? y/n"): the answer is yes or no, however
# the words before it read ("show" is no request to be shown).
_YES_NO_ASKED = re.compile(r"\b(?:y/n|yes/no|yes or no)\s*[?.!]*\s*$", re.IGNORECASE)
# Words of the telegraphic register that are never part of a thing's name: a reading
# whose thing holds one ("sighting of harp") read the request as a sentence it is not.
_REGISTER_WORDS = _word_set(
    "sighting sightings request confirm present location position loc pos posn count number "
    "quantity qty tally dwell"
)


def read_question(text: str, vocabulary: Iterable[str] = frozenset()) -> ParsedQuestion:
    """Form, intent and phrases of a question; never fails (UNKNOWN at worst). A request
    in telegraphic register ("dur. in retail unit", "lockers sighted? y/n"), which the
    grammar below cannot read confidently, is read as the plain question it stands for.

    ``vocabulary``: words of the things in memory, to repair typos in them."""
    reading = _out_of_doors(_read_request(text, vocabulary))
    # a thing is named as labels name it ("check-in desk"), a place as captions spell it
    # ("check in hall"): stays and comings and goings are about places
    place_asked = reading.intent in (Intent.DURATION, Intent.EVENT)
    target = _LETTER_JOINED.sub(" ", reading.target)  # "exit_a": Exit A
    target = _SIGHTING_OF.sub("", target)  # "how long since last sighting of the piano"
    return replace(
        reading,
        target=target.replace(JOINED, " " if place_asked else "-"),
        anchor=reading.anchor.replace(JOINED, " ") if reading.anchor else reading.anchor,
    )


# "where were you when you first saw X", "where was the robot when it last saw X".
_ROBOT_WHERE_WHEN = re.compile(
    r"\bwhere (?:were|was) (?:you|we|i|u|the robot)\b.*\bwhen (?:you|we|i|u|it|the robot)\b",
    re.IGNORECASE,
)


_LETTER_JOINED = re.compile(rf"{JOINED}(?=[a-z]\b)")
# A sighting named as the thing asked about: the thing is what was seen.
_SIGHTING_OF = re.compile(r"^(?:sightings?|observations?) of (?:the |a |an )?(?=\w)")

_SEEN_WHICH = {Intent.FIRST_SEEN: Which.FIRST, Intent.LAST_SEEN: Which.LAST}


def _out_of_doors(reading: ParsedQuestion) -> ParsedQuestion:
    """A sighting of "outdoors" read as the robot's going out (or in): "first time outdoors
    today: when?" is when it went out."""
    seen = (Intent.PRESENCE, Intent.FIRST_SEEN, Intent.LAST_SEEN)
    # ("I wonder if you went outside": nothing seen, on the outdoor side)
    side = reading.anchor if not reading.target and reading.relation == "side" else None
    where = reading.target if not reading.anchor else side
    if where not in OUT_OF_DOORS or reading.intent not in seen:
        return reading
    return replace(
        reading,
        intent=Intent.EVENT,
        target="building",
        anchor=None,
        relation=None,
        event=OUT_OF_DOORS[where],
        which=_SEEN_WHICH.get(reading.intent, reading.which),
        confident=True,
    )


# "for the second time", "the 3rd visit": an occasion counted from the first.
_NTH_OCCASION = re.compile(
    r"\b(second|third|fourth|fifth|2nd|3rd|4th|5th)(?= (?:time|visit|stay|pass|trip)\b)",
    re.IGNORECASE,
)
# The occasions "the nth time" counts, as an answer says them.
OCCASION_ORDINALS = ("first", "second", "third", "fourth", "fifth")
_NTH = {
    **{word: index + 1 for index, word in enumerate(OCCASION_ORDINALS)},
    **{f"{n}{suffix}": n for n, suffix in ((2, "nd"), (3, "rd"), (4, "th"), (5, "th"))},
}


def _read_request(text: str, vocabulary: Iterable[str]) -> ParsedQuestion:
    said = _NTH_OCCASION.search(text)
    if said is not None:  # read as "the first time", then counted on from it
        nth = _NTH[said[1].lower()]
        reading = _read_request(_NTH_OCCASION.sub("first", text, count=1), vocabulary)
        return replace(reading, nth=nth) if reading.which is Which.FIRST else reading
    text = without_procedure(text)  # "Base to Echo three, ..., over": the request
    text = plain_constructions(text)  # "when did a hen last appear in your camera"
    text = plain_request(text)  # "State which level the robot was on": which level were you on
    text = cue_apart(text) or text  # "Where: the bench in hall 2", "the van - which room?"
    if deixis.asks_place_name(deixis.plain(text)):  # "which room am I in?": its name
        return replace(_read_question(text, vocabulary), form=Form.TEXT)
    reading = _read_question(text, vocabulary)
    unanswered_tag = _YES_NO_ASKED.search(text) is not None and _seen_not_asked(reading)
    if (
        reading.confident
        and reading.cue
        and not _REGISTER_WORDS & set(reading.target.split())
        and not unanswered_tag
    ):
        return reading
    plain = plain_question(text)
    rewritten = _read_question(plain, vocabulary) if plain is not None else reading
    if plain is not None and deixis.asks_place_name(deixis.plain(plain)):  # "room name here?"
        rewritten = replace(rewritten, form=Form.TEXT)
    if rewritten.form is Form.UNKNOWN:
        rewritten = reading
    if unanswered_tag and _seen_not_asked(rewritten) and rewritten.target:
        # "show poster spotted? y/n": whether it was seen
        return replace(rewritten, intent=Intent.PRESENCE, form=Form.BINARY)
    return rewritten


def _seen_not_asked(reading: ParsedQuestion) -> bool:
    """Whether a reading asks where, what or when of a thing where a yes/no tag asks
    whether it was seen ("show poster spotted? y/n"); a stay or an event with a tag is
    compared or confirmed elsewhere ("total in the barn: over 1 minute? yes or no")."""
    wanted = (Intent.LOCATE, Intent.DESCRIBE, Intent.UNKNOWN)
    return reading.form is not Form.BINARY and reading.intent in wanted


# A clause in the asker's own voice, in statement order: "i need to know", "my eyes".
_ABOUT_THE_ASKER = re.compile(
    r"^(?:i|my|i am|i have|i need|i want|i think|i was|i would|i guess|i hope|sorry)\b"
    r"(?! (?:see|saw|put|leave|left|go|went|pass|passed|take|took|find|found)\b)"
    # a clause that only asks for the answer: "can you tell me?", "what do you reckon?"
    r"|^(?:(?:can|could|would|will) you (?:tell|call|say|give)(?: (?:me|us|it|that))?"
    r"|what do you (?:reckon|think|say)|what is the number)\b(?:(?! (?:where|when|how|what|which"
    r"|if|whether)\b).)*$"
)


def clause_matches(
    forms: Iterable[re.Pattern[str]], text: str, vocabulary: Iterable[str] = ()
) -> Iterator[re.Match[str]]:
    """Each match of a construction in the question as the reader reads it: first in its
    clauses joined (a construction a comma splits: "the forklift has moved. where was it
    before"), then clause by clause, each form in turn."""
    clauses = [clause for clause in plain_clauses(text, vocabulary) if clause]
    for said in (" ".join(clauses), *clauses):
        for form in forms:
            found = form.search(said)
            if found is not None:
                yield found


def plain_clauses(text: str, vocabulary: Iterable[str] = ()) -> list[str]:
    """The question's clauses as the reader reads them: lower case, repaired, fillers and
    polite frames taken off ("would you be so kind as to tell me ...")."""
    words = repair(without_disfluencies(normalise(text).split()), frozenset(vocabulary))
    clauses = (_strip_frame(clause)[0] for clause in _judged(_clauses(words)))
    return [_LETTER_JOINED.sub(" ", clause) for clause in clauses]  # "exit a", as said


def _read_question(text: str, vocabulary: Iterable[str]) -> ParsedQuestion:
    words = repair(without_disfluencies(normalise(text).split()), frozenset(vocabulary))
    clauses = _that_time_said(_judged(_clauses(words)))
    framing = [clause for clause in clauses if not set(clause.split()) <= _FRAME_WORDS]
    clauses = framing or clauses  # "state, for the record, | where were you at 10:28"
    readings = [_read_clause(clause) for clause in clauses]
    asking = [
        r
        for r, clause in zip(readings, clauses, strict=True)
        if r.form is not Form.UNKNOWN and not _ABOUT_IT.match(clause)
    ] or readings
    if not asking:
        return ParsedQuestion(Intent.UNKNOWN, "", form=Form.UNKNOWN, confident=False)
    # a statement about the asker ("I need to know if it's mine", "my eyes aren't good")
    # is why they ask, not what: the question is another cued clause, if there is one
    cued = [r for r in asking if r.cue]
    asked = [r for r in cued if not _ABOUT_THE_ASKER.match(clauses[readings.index(r)])]
    demand = (asked or cued or asking)[-1]
    at = readings.index(demand)
    asked_first = [r for r in readings[:at] if r.cue and r.target and r.form in _OPEN_FORMS]
    asked_first = [r for r in asked_first if not _WHILE_DOING.match(clauses[readings.index(r)])]
    # ("is it near the entrance?" reads as where the entrance is: a guess all the same)
    if asked_first and _GUESS.match(clauses[at]):
        # "where is the reptile house, is it inside?", "where's the mezzanine, which end":
        # the later clause guesses at or narrows the answer to the earlier question
        demand = asked_first[-1]
        at = readings.index(demand)
    before = readings[:at]
    # "where is it", "... near here? where?": the thing is an earlier clause's; "where
    # were you then": the robot's
    said = set(clauses[at].split())
    # (a stop is the robot's own: "... a silly question. where did you last stop?")
    refers_back = demand.target in _PRONOUNS or (
        not demand.target
        and not demand.still
        and bool(_PRONOUNS & said or not _ABOUT_THE_ROBOT.search(clauses[at]))
    )
    if refers_back and at and not before[-1].cue:
        # "from the lobby to the car park - how long did that take": one question
        joined = _read_clause(f"{clauses[at]} {clauses[at - 1]}")
        # a noun phrase ("the bench you saw by the crosswalk") or a trip is read whole with
        # the question; a statement ("my son saw a horse") by the thing it ends by naming
        phrase = clauses[at - 1].split()[0] in ("a", "an", "the", "this", "that", "these", "those")
        named = "" if phrase else _named_in(clauses[at - 1])
        # ("it's been a while since we saw the pram. how long?": the time since it)
        same = joined.form is demand.form or (joined.elapsed and demand.form is Form.DURATION)
        if same and joined.target and joined.target not in _PRONOUNS:
            demand = (
                joined
                if joined.origin or joined.elapsed or not named
                else replace(demand, target=named, confident=True, which=joined.which)
            )
    if refers_back and (demand.target in _PRONOUNS or not demand.target):
        earlier = next((r for r in reversed(before) if r.target), None)
        if earlier is not None:
            index = readings.index(earlier)
            # a statement's thing is what it ends by naming ("my son saw a horse. did you?")
            thing = earlier.target if earlier.cue else _named_in(clauses[index]) or earlier.target
            # "think back to the first time you saw a bench. where was it?": that sighting
            which, intent = demand.which, demand.intent
            if which is Which.ANY and demand.intent is Intent.LOCATE:
                which = _sighting_asked(clauses[index])
            seen = (Intent.FIRST_SEEN, Intent.LAST_SEEN)
            if which is Which.ANY and intent in seen and earlier.intent in seen:
                # "when did you first see a bench? what time?": that first sighting
                which, intent = earlier.which, earlier.intent
            if which is Which.ANY and demand.condition and earlier.intent in seen:
                # "the last time you saw the barrier arm, was it up?": at that sighting
                which = earlier.which
            demand = replace(
                demand,
                intent=intent,
                target=thing,
                anchor=demand.anchor or earlier.anchor,
                confident=demand.form is not Form.UNKNOWN,
                which=which,
            )
    if demand.anchor is None and at and _NEAR_IT.search(clauses[at]):
        # "I left something next to the mirror. Was the cart anywhere near it?"
        landmark = _named_in(clauses[at - 1])
        if landmark and landmark != demand.target:
            demand = replace(demand, anchor=landmark, relation="near")
    if at and _WHICH_PLACE.match(clauses[at]) and before[-1].form is not Form.UNKNOWN:
        # "where did you start off today? which room, I mean"
        demand = replace(before[-1], asks_room=True)
    if demand.moment is None and "then" in said:
        # "I saw you go past a quarter of an hour ago; where were you then?"
        moment = next((r.moment for r in reversed(before) if r.moment), None)
        if moment is not None:
            demand = replace(demand, moment=moment, confident=True)
    follow_up = at and _WHAT_IS_IT_LIKE.match(clauses[at])
    if follow_up and before[-1].cue and before[-1].form is Form.BINARY and before[-1].target:
        # "have you been to the garden? what's it like?": the yes/no question is the one
        # its answer rests on
        demand = before[-1]
    says = _shown_words(text, " ".join(words))
    if says and demand.form is Form.BINARY and _WHEN_LAST.search(text):
        demand = replace(demand, which=Which.LAST)  # "did it say X when you last saw it"
    if says and demand.form in (Form.POSITION, Form.BINARY, Form.TIME):
        thing = _SHOWING.sub("", f" {demand.target}").strip() or demand.target
        # "the board in the hall say ON TIME": the place ends where the showing starts
        anchor = demand.anchor and (_SHOWING.sub("", f" {demand.anchor}").strip() or None)
        demand = replace(demand, says=says, target=thing, anchor=anchor)
    if demand.intent is Intent.DURATION and any(map(_says_total, clauses[:at])):
        demand = replace(demand, scope=Scope.TOTAL)  # "over all your visits, how long ..."
    if demand.which is Which.ANY and demand.intent in (Intent.DURATION, Intent.EVENT):
        # "the first time we went outside. how long were we out?"
        which_said = [r.which for r in before if r.which is not Which.ANY]
        if which_said:
            demand = replace(demand, which=which_said[-1])
    if demand.which is Which.ANY and demand.intent is Intent.LOCATE and demand.target:
        # "where was a kettle upstairs? the last one you saw!": which sighting, said apart
        which_one = [found for clause in clauses if (found := _WHICH_ONE.match(clause))]
        if which_one:
            first = which_one[-1]["which"] in ("first", "earliest")
            demand = replace(demand, which=Which.FIRST if first else Which.LAST)
    if demand.intent is Intent.LOCATE and _ROBOT_WHERE_WHEN.search(" ".join(words)):
        demand = replace(demand, asks_robot_spot=True)
    return demand


# A clause that only says which sighting a where-question means.
_WHICH_ONE = re.compile(
    r"^(?:i mean )?(?:the|your) (?P<which>last|latest|most recent|first|earliest) "
    r"(?:one|time)(?: (?:you|we|i) (?:saw|spotted|noticed|seen|saw it|came across))?"
    r"(?: i mean)?$"
)


# A clock time pointed back at: "I lost track of you after 12:34. When did you first get to
# the cattle shed after that?"
_AFTER_THAT = re.compile(r"\b(?:after|since|before) (?:that|then)\b")


def _that_time_said(clauses: list[str]) -> list[str]:
    """The clauses with "after that" said as the clock time an earlier clause bounded
    itself by ("after 12 34"), when one did."""
    said = list(clauses)
    for index, clause in enumerate(said):
        pointed = _AFTER_THAT.search(clause)
        if pointed is None:
            continue
        bound = next((b for c in reversed(said[:index]) if (b := find_bound(c)[0])), None)
        side = pointed[0].split()[0]  # as this clause says it: "before that"
        clock = f"{side} {bound[1].removeprefix('at ')}" if bound is not None else ""
        # (no clock time before it: pointing at something else, which is no thing asked)
        before, after = clause[: pointed.start()], clause[pointed.end() :]
        said[index] = " ".join(f"{before}{clock}{after}".split())
    return said


def _judged(clauses: list[str]) -> list[str]:
    """A statement put to the robot to judge ("true or false: the lamp was on", "is it
    true that the lamp was on") as the yes/no question it is ("was the lamp on")."""
    judged: list[str] = []
    for index, clause in enumerate(clauses):
        if _JUDGE_NEXT.match(clause) and index + 1 < len(clauses):
            continue  # the statement after it is asked
        stated = _JUDGE_THAT.match(clause)
        if stated is not None:
            clause = _asked_as_question(clause[stated.end() :], "is")
        elif index and _JUDGE_NEXT.match(clauses[index - 1]) and not _read_clause(clause).cue:
            clause = _asked_as_question(clause, "is")  # (not "yes or no: was it open?")
        judged.append(clause)
    return judged


# "true or false", "yes or no" before a statement; "is it true that" in front of one.
_JUDGE_NEXT = re.compile(
    r"^(?:true or false|yes or no|correct or incorrect|right or wrong|true or not)$"
)
_JUDGE_THAT = re.compile(
    r"^(?:is it|it is|is that|would it be|was it) (?:true|correct|right|the case|so) that "
)


# Questions whose answer is a place, a time or a length, which a later clause can guess at.
_OPEN_FORMS = (Form.POSITION, Form.TIME, Form.DURATION)
# "when you went past the chemist, was it open?": a time that sets the scene, not a question
_WHILE_DOING = re.compile(
    r"^(?:(?:when|while|as|once|after|before)"
    r"|(?:the )?(?:last|first|final|most recent|latest) time) (?:you|u|we|i)\b"
)
_GUESS = re.compile(
    r"^(?:(?:is|was|are|were) (?:it|they|that|those)\b|(?:which|what) (?:end|side|part|bit|"
    r"corner|half)\b(?! (?:is|are|was|were|did|do|does)\b))"
)


# Verbs that report what someone said or thinks: the thing is in what they report.
_REPORTING = _word_set(
    "say says said tell tells told think thinks thought reckon reckons want wants wanted "
    "ask asks asked"
)


def _named_in(statement: str) -> str:
    """The thing a statement is about, for a pronoun after it: the first thing it names
    that no preposition places ("I had a paperback on the armchair": the paperback; "my
    son swears he saw a horse": the horse); else its opening "my X" ("my keys, they're on
    a ring"); else the last thing a preposition names ("I left something next to the
    wall mirror": the mirror)."""
    words = statement.split()
    reported = next((i for i, word in enumerate(words[:4]) if word in _REPORTING), None)
    if words[:1] in (["my"], ["our"]) and reported is not None:
        return _named_in(" ".join(words[reported + 1 :]))  # "my mum says we go to the X"
    things = [
        index
        for index, word in enumerate(words[:-1])
        if word in ("a", "an", "the") and (not index or words[index - 1] not in _PREPOSITIONS)
    ]
    if things:
        start = things[0] + 1
        end = next(
            (
                i
                for i in range(start, len(words))
                if words[i] in _PREPOSITIONS and words[i - 1] not in COLLECTIVES
            ),
            len(words),
        )  # (the "of" of "a bunch of keys" places nothing: the keys are the thing)
        return _thing(" ".join(words[start:end]))
    if words[:1] in (["my"], ["our"]):
        end = next(
            (i for i in range(1, len(words)) if words[i] in _ROBOT | _AUX | _PRONOUNS), len(words)
        )
        return _thing(" ".join(words[1:end]))
    placed = re.match(r"^.*\b(?:a|an|the)\s+(?P<thing>[^ ].*)$", statement)
    return _thing(placed["thing"]) if placed is not None else ""


def _shown_words(raw: str, read: str) -> str | None:
    """The words a sign shows, as asked: quoted in the question, else after 'says' /
    'reading' ("where is the sign that says staff only")."""
    quoted = _QUOTE.search(raw)
    if quoted:
        return quoted[1].strip(" .!?,")
    shouted = _CAPITALS_SHOWN.search(raw)
    if shouted and not raw.isupper():  # (a question all in capitals marks no words out)
        return shouted["words"]
    said = _SAYS.search(read.replace(" . ", " ").rstrip(" ."))
    if said and len(said["words"].split()) <= 8:
        return said["words"]
    return None


def _clauses(words: list[str]) -> list[str]:
    """Sentences, and the parts of "X? if so, Y" / "X, and if there is one, Y" / "X? if we
    did, when was that?"."""
    text = " ".join(words)
    parts = re.split(
        r" \. |^\. | \.$|\bif so\b|\bif yes\b|\bif there (?:is|was|are|were) (?:one|any)\b|"
        r"\bif (?:you|we|i|it) (?:did|do|have|had|was|were|are|is)\b"
        r"(?= (?:where|when|how|what|which|can|could|please|tell|show|take)\b| \.|$)|"
        r"\b(?:um|uh|erm|lol|i think|i guess|i mean|i believe|"
        r"(?<!do )(?<!did )(?<!you )you know)\b|"
        r"\band if\b(?= (?:so|yes)\b)|\band (?=(?:where|when|how long|what|which)\b)|"
        # "i am partially sighted and i need to get to the calf pens": the need, a clause
        r"\b(?:and|but|so) (?=(?:i|we) (?:need|want|would like|have to|must|am looking for)\b)|"
        # "this might sound odd, but where were you ...": the question after the aside
        r"\bbut (?=(?:where|when|how|what|which|did|do|have|has|is|are|was|were|can|could) )|"
        # "the kids are shouting so quick question where ..." (not "where so was the ...")
        r"\bso (?=(?:quick question )?(?:where|when|how|what|which) )|"
        # speech has no full stops: "when did you go into the laundry i am trying to piece
        # together my day" -- the asker's own story starts a clause of its own
        r"(?<=\w) (?=(?:i|we) (?:am|are|was|were) (?:just |only |still |currently )?(?:trying|"
        r"staying|travelling|traveling|meeting|visiting|waiting for|in a hurry|new here|here for)"
        r"\b|(?:i|we) have (?:just )?(?:arrived|checked in|got|lost)\b"
        r"|(?:i|we) (?:am|are) (?:already |so |really |running )?(?:late|busy|in a rush)\b)|"
        # a run-on aside after the question: "... and then i have to do lunches", "... cos
        # the kids keep asking", "... sorry it's chaos here", "... need to know before we go"
        r"(?<=\w) (?=(?:and then (?:i|we) |(?:cos|coz|because) (?:the|my|our|i|we|it|they)\b"
        rf"|sorry (?:it|i|we|the|my)\b|(?<!i )(?<!we )need to know{_NO_QUESTION_AFTER}))",
        text,
    )
    kept = [_RETRACTED.sub("", part.strip(" .")) for part in parts if part and part.strip(" .")]
    kept = [part for part in kept if part]
    asked = [
        part
        for part in kept
        if not (_THANKS.fullmatch(part) or _POINTER.fullmatch(part) or _ASIDE.match(part))
    ]
    return asked or kept


def as_heard(clause: str) -> str:
    """A lower-case clause with speech recognition's homophones said as meant ("wear were
    you", "have you scene a", "went in two bay b")."""
    clause = _HOMOPHONES.sub(lambda said: _HEARD.get(said[0], "into "), clause)
    clause = _GOING_IN_TWO.sub(r"\1 into ", clause)
    return _HEARD_AFTER.sub(lambda said: f"{said['asker']} {_HEARD_VERBS[said['heard']]}", clause)


def _strip_frame(clause: str) -> tuple[str, bool]:
    """The clause without greetings and embedding frames; and whether it was embedded."""
    clause = as_heard(clause)
    words = _APOLOGY.sub("", _KNOWING_TAG.sub("", _THANKS.sub("", clause).strip())).split()
    while words and (words[0] in _FILLERS or words[0] == "like"):
        if words[0] == "excuse" and len(words) > 1 and words[1] == "me":
            words = words[1:]
        words = words[1:]
    while words and words[-1] in _TRAILING:
        words = words[:-1]
    words = _VOCATIVE.sub("", " ".join(words)).split() or words
    words = [word for word in words if word not in _ANYWHERE_FILLERS]
    # "would you mind taking me to X": the request is the verb
    text = _MIND_GERUND.sub(lambda found: f"mind {_NAVIGATE_ING[found[1]]}", " ".join(words))
    embedded = False
    while match := _EMBEDDER.match(text):
        text, embedded = text[match.end() :].strip(), True
    framed = _after_frame(text.split())
    if framed is not None:
        text, embedded = framed, True
    return text, embedded


def _after_frame(words: list[str]) -> str | None:
    """What follows a frame made only of _FRAME_WORDS, when a question word or a request
    verb follows it and the frame has a verb of its own ("would you mind telling me how
    long ..."), else None ("did you see ..." is no frame: its verb is the question's)."""
    if len(words) < 3 or words[0] in _WH:
        return None
    for index, word in enumerate(words[:-1]):
        if index >= 2 and word in _EMBEDDED_STARTS:
            frame = words[:index]
            plain = _ROBOT | _AUX | _FILLERS | _word_set("not to be me us")
            return " ".join(words[index:]) if any(w not in plain for w in frame) else None
        if word not in _FRAME_WORDS:
            return None
    return None


_ASKED_BEFORE_TAG = re.compile(r"\b(?:how (?:long|much time|far|many \w+)|where|when|what time)$")


def _read_clause(clause: str) -> ParsedQuestion:
    tag = _TAG.search(clause)
    # "in the kitchen how many fridges were there": counted, no tag question; "ok quick one
    # how long were you there": a question after its fillers, no statement
    # ("... to the calf pens how long was it": a question's own verb, no tag)
    before = clause[: tag.start()] if tag is not None else ""
    stated = bool(before) and not _ASKED_BEFORE_TAG.search(before)
    stated = stated and _states(_strip_frame(before)[0].split())
    if tag and " how many " not in f" {clause} " and stated:
        # "the lift is working, isn't it": asks whether the statement holds, but only as
        # an aside after another question ("how long did it take? not long, was it?")
        reading = _read_clause(_asked_as_question(clause[: tag.start()], tag["aux"]))
        return replace(reading, cue=False)
    text, embedded = _strip_frame(clause)
    within_s, text = find_window(text)  # "in the last 5 minutes"
    bound, text = find_bound(text)  # "after 10:27", "before 3 pm"
    moment = moment_in(text)
    text = without_moment(text)  # "where were you 20 mins ago": the moment is no thing
    text = _POSITION_REQUEST.sub(_where_of, text)  # "report your position": where are you
    if _OWN_POSITION.match(text):
        text = "where were you"
    words = text.split()
    if (asked := _inverted(words)) != words:
        # a statement asked as a question: no cue, so a clause that asks outright decides
        # ("i think it was in the lab" after "where did i leave my backpack")
        reading = replace(_read_body(" ".join(asked), embedded), confident=False, cue=False)
    else:
        reading = _read_body(text, embedded)
    nearest = _SUPERLATIVE & set(clause.split())
    if reading.intent is Intent.LOCATE and reading.target and _NOW.search(clause) and not nearest:
        reading = replace(reading, which=Which.LAST)  # "where is the van now?": seen last
    if reading.intent is Intent.PRESENCE and reading.anchor and _STILL_THERE.search(text):
        reading = replace(reading, which=Which.LAST)  # "is the van still in the yard?"
    if moment and reading.intent is Intent.LOCATE and not reading.target:
        reading = replace(reading, confident=True)  # "where were you 12 minutes ago"
    if embedded and reading.form is Form.BINARY and not (reading.target or reading.anchor):
        # "(I wonder) if you went outside today" read as a sighting of nothing: whether the
        # statement after the "if" holds, the "if" its cue
        statement = re.match(r"(?:if|whether) (?=(?:you|we|i|u) )", text)
        if statement is not None:
            held = _read_body(text[statement.end() :], embedded)
            if held.form is Form.BINARY and held.target:
                reading = replace(held, confident=True, cue=True)
    return replace(reading, within_s=within_s, moment=moment, bound=bound)


def _where_of(request: re.Match[str]) -> str:
    """A request for a position, as the where-question it is."""
    rest = request["rest"].strip()
    if not rest or rest in ("your", "yourself", "you", "the robot", "its", "robot"):
        return "where were you"
    return f"where is {rest}"


def _states(words: list[str]) -> bool:
    """Whether words before a closing "aux + pronoun" make a statement it tags ("the lift is
    working | is it not"), not a question ending in its subject ("where | were you")."""
    asking = _WH | _AUX | {"if", "whether", "that"}
    return len(words) >= 2 and words[0] not in asking and words[-1] not in asking


def _asked_as_question(statement: str, tag: str) -> str:
    """A statement put in question order: its first auxiliary after the subject goes in
    front ("the lift is working" -> "is the lift working"), else the tag's ("you saw a
    cat, did you" -> "did you saw a cat")."""
    words = statement.split()
    at = next((i for i, word in enumerate(words) if i and word in _AUX), None)
    if at is None:
        return f"{tag} {statement}"
    return " ".join([words[at], *words[:at], *words[at + 1 :]])


def _inverted(words: list[str]) -> list[str]:
    """A question said in statement order, as questions put it: "it is still on the
    chair?" -> "is it still on the chair", "what he was wearing" -> "what was he
    wearing", "where you have seen my bag" -> "where have you seen my bag"."""
    subjects = _word_set("it they he she you i we")
    if _WHEN_IN.match(" ".join(words)):  # "when you were in X, did you ...": asked already
        return words
    if len(words) > 2 and words[0] in subjects - _DECLARING and words[1] in _AUX:
        return [words[1], words[0], *words[2:]]
    if len(words) > 3 and words[0] in _WH and words[1] in subjects and words[2] in _AUX:
        return [words[0], words[2], words[1], *words[3:]]
    return words


# A place or time put first in a learner's word order ("near of here, you have seen a
# cart?", "in the garden, how long you have been?", "last time in the lounge, how long
# you were staying?"): it ends where the question's subject or question word begins.
_FRONTED_PLACES = _word_set("in on at near inside outside by beside around during")
# A place said in one word, put first ("upstairs, where did you see a mug?").
_FRONTED_ADVERBS = _word_set("upstairs downstairs outdoors indoors outside inside")
_FRONTED = _FRONTED_PLACES | _FRONTED_ADVERBS | _word_set("last the")
# How far into a clause its question may start after a fronted phrase ("last time we went
# from the cattle shed to the calf pens, how long was it": the 13th word).
FRONTED_MAX_WORDS = 16
_FRONTED_SUBJECTS = _word_set("you we i it")


def _fronted_last(words: list[str]) -> list[str]:
    """The words with a place or time put first moved after the rest, where the reader
    expects it ("near of here you have seen a cart" -> "you have seen a cart near of here",
    "on the first floor where did you last see a cabinet" -> "where did you last see a
    cabinet on the first floor")."""
    if not words or words[0] not in _FRONTED or (words[0] == "the" and words[1:2] != ["last"]):
        return words
    if words[0] == "last" and words[1:2] != ["time"]:
        return words
    start = 1 if words[0] in _FRONTED_ADVERBS else 2
    for index in range(start, min(len(words) - 1, FRONTED_MAX_WORDS)):
        word, after = words[index], words[index + 1]
        # ("last time you saw a pedalo" is a when-question as it stands; "in the hall when
        # you were there" a clause, "in the hall when did you" the question)
        subject = words[0] in _FRONTED_PLACES and word in _FRONTED_SUBJECTS
        subject = subject and (after in _AUX or after in _VERBS)
        asking = word in _WH and (
            word != "when" or (after in _AUX and words[0] not in ("last", "during"))
        )
        if asking or subject:
            return [*words[index:], *words[:index]]
    return words


def _where_place_last(words: list[str]) -> list[str]:
    """An embedded where-question with its place said first moved after the rest ("where on
    level 2 you last saw a cabinet" -> "where you last saw a cabinet on level 2")."""
    if len(words) < 4 or words[0] != "where" or words[1] not in _FRONTED_PLACES:
        return words
    for index in range(3, min(len(words) - 1, FRONTED_MAX_WORDS)):
        if words[index] in _FRONTED_SUBJECTS and (
            words[index + 1] in _AUX or words[index + 1] in _VERBS or words[index + 1] == "last"
        ):
            return ["where", *words[index:], *words[1:index]]
    return words


def _read_body(text: str, embedded: bool) -> ParsedQuestion:
    scope = Scope.LATEST
    for total in _TOTAL_WORDS:
        if re.search(rf"\b{total}\b", text):
            scope, text = Scope.TOTAL, re.sub(rf"\b{total}\b", " ", text)
    if re.search(r"\b(?:spend|spent)\b.* so far\b", text):  # all the time spent there
        scope, text = Scope.TOTAL, re.sub(r"\bso far\b", " ", text)
    if re.search(r"\bhave (?:you |we |i )?spent\b", text):  # "how long have you spent in X"
        scope = Scope.TOTAL
    if _OVER_VISITS.search(text):  # "adding up all your visits", "counting every visit"
        scope, text = Scope.TOTAL, _OVER_VISITS.sub(" ", text)
    words = text.split()
    if not words:
        return ParsedQuestion(Intent.UNKNOWN, "", form=Form.UNKNOWN, confident=False)
    words[0] = repair_opening(words[0], _OPENINGS)
    # a question word later on ("the photocopier - whihc room"), where no English word is
    words[1:] = [w if is_word(w) else repair_opening(w, _WH) for w in words[1:]]
    if words[0] in _LEADING_PREPOSITIONS and len(words) > 1 and words[1] in _WH:
        words = words[1:]  # "on which floor is the lab", "in what room"
    words = _where_place_last(_fronted_last(words))
    within = _WHEN_IN.match(" ".join(words))
    if within is not None:
        # "when you were in the office, did you notice a printer (there)?": in the office
        asked = re.sub(r" there$", "", f"{within['aux']} {within['rest']}")
        where = "outside" if within["out"] else f"{within['at']} {within['place']}"
        return _read_body(f"{asked} {where}", embedded)
    after = None
    if words[0] in _SUBORDINATORS and len(words) > 1 and words[1] not in _AUX:
        # "before you went in, did you see ...", "after crossing, how long ...": the main clause
        main = next(
            (
                i
                for i in range(2, len(words) - 1)
                if words[i] in _WH
                or (words[i] in _AUX and words[i + 1] in _ROBOT | _DETERMINERS | {"there", "they"})
            ),
            None,
        )
        if main is not None:
            if words[0] in ("after", "since", "once"):  # "after we first went out, when ..."
                after = _earlier_event(" ".join(words[1:main]))
            if after is not None and words[main] not in ("when", "whens"):
                # "since you last got out of the lift, have you seen a kettle?": seen after it
                reading = _read_body(" ".join(words[main:]), embedded)
                return replace(reading, after=reading.after or after)
            words = words[main:]
    text = " ".join(words)
    first, second = words[0], words[1] if len(words) > 1 else ""
    rest = " ".join(words[1:])
    stated = _STATED_COLOUR.match(text) if first not in _WH | _AUX else None
    if stated is not None:  # "laptop trolley was grey colour?": was it grey
        asked = f"{stated['be']} the {stated['thing']} {stated['colour']}"
        return replace(_yes_no(asked), confident=False, cue=False)
    stated = _STATED_STATE.match(text) if first not in _WH | _AUX | _ROBOT else None
    if stated is not None:  # "black microwave was idle when you see it the last time?"
        asked = f"{stated['be']} the {stated['thing']} {stated['rest']}"
        if _condition(asked.split()) is not None:
            return replace(_yes_no(asked), confident=False, cue=False)
    stated = _STATED_THERE.match(text) if " how many " not in f" {text} " else None
    if stated is not None:  # "in entrance hall there was park bench?"
        be = stated["be"] or "is"
        asked = f"{be} there {stated['thing']} {stated['at']} {stated['place']}"
        if stated["seer"]:  # "on the first floor you saw a bookshelf?"
            asked = f"did you see {stated['thing']} {stated['at']} {stated['place']}"
        return replace(_yes_no(asked), confident=False, cue=False)
    if first == "if" and second == "you" and words[2:3] and words[2] in _REQUESTING:
        return _read_body(" ".join(words[3:]), embedded)  # "... if you could guide me to X"
    if first in ("whether", "if") and embedded:
        return _yes_no(rest)
    if first == "how":
        return _how(words, scope)
    asked_time = _ASKED_TIME.match(text)
    if first in ("when", "whens") or asked_time:
        reading = _when(text[asked_time.end() :] if asked_time else rest)
        return replace(reading, after=reading.after or after)
    if first in ("where", "whereabouts") and _STARTED.match(rest):  # "where did you start?"
        return ParsedQuestion(
            Intent.LOCATE, "", form=Form.POSITION, asks_room=True, which=Which.FIRST
        )
    if first in ("where", "whereabouts") or text.startswith(("which way", "in which direction")):
        return _where(rest)
    if first in ("what", "which") and _DURATION_NOUNS.search(text):
        return _how_long(_DURATION_NOUNS.sub(" ", text), scope)
    if first in ("what", "which") and second in _PLACE_NOUNS and second not in _FLOOR_NOUNS:
        order = _VISIT_ORDER.match(" ".join(words[2:]))
        if order is not None:  # "which room did you visit last", "... before you came here"
            which = Which.FIRST if order["first"] or order["started"] else Which.LAST
            return ParsedQuestion(
                Intent.LOCATE, "", form=Form.POSITION, asks_room=True, which=which
            )
    if first in ("what", "which") and second in _PLACE_NOUNS and words[2:3] in _ITS_WORDS:
        return _describe(text)  # "which room number was on the tray": the number, read
    if first in ("nearest", "closest"):
        return _where(text)  # "nearest empty tote?"
    if first in ("what", "which") and second in _PLACE_NOUNS:
        floor = second in _FLOOR_NOUNS  # "which floor is the lab on"
        held = words[2:]
        if held[1:2] and held[0] in _ROBOT and held[1] in _AUX:
            held = [held[1], held[0], *held[2:]]  # "on which floor i am standing"
        while (
            held
            and (
                held[0] in _PLACE_NOUNS  # "which room/area is the piano in"
                or (held[0] in ("or", "and") and held[1:2] and held[1] in _PLACE_NOUNS)
            )
        ):
            held = held[1:] if held[0] in _PLACE_NOUNS else held[2:]  # "room or area"
        if held[:1] == ["of"] and _BE & set(held):
            # "which part of the site is the clock in": the whole it is a part of is no
            # part of the thing
            held = held[min(held.index(verb) for verb in _BE & set(held)) :]
        return replace(_where(" ".join(held)), asks_room=not floor, asks_floor=floor)
    held_in = _HELD_IN.match(text) if first in ("what", "which") else None
    if (
        held_in is not None
        and second not in _TIME_WORDS | _NOT_PLACE_KINDS
        and not _ROBOT & set(held_in["thing"].split())  # "... the bus we got on"
    ):
        # "which bay is the red bus in", "what shelf are the gloves on": where it is,
        # told as the place of that kind that holds it
        floor = second in _FLOOR_NOUNS
        return replace(_where(held_in["thing"]), asks_room=not floor, asks_floor=floor)
    if first in ("what", "which", "who", "whose") and _asks_closest(words):
        return _where(rest)
    if first in ("what", "which", "who", "whose", "describe", "list", "name", "count"):
        return _describe(text)
    if _ATTRIBUTE["colour"].match(text) or text.startswith("the colour of"):
        return _describe(text)  # "colour of the washer?" (the "do you remember" stripped)
    if _ANYONE_THERE.match(text):
        return _yes_no(f"is there {text}")  # "anyone in the mailroom?"
    if first == "time" and second in _ROBOT:
        if scope is Scope.TOTAL or re.search(r"\b(?:been|spent|spend|stayed)\b", rest):
            return _how_long(f"how long {rest}", scope)  # "(total) time you've been in X"
        return _when(rest)  # "time you first saw the pallet?"
    if first == "any" or first in _PARTICIPLES:  # "any bins here?", "seen any bins?"
        return _yes_no(text)
    if first == "there" and second in _AUX:  # "(any chance) there is a desk near the door"
        return _yes_no(text)
    if first in _AUX and second == "it" and words[2:3] in (["far"], ["close"], ["near"]):
        return _where(" ".join(words[3:]))  # "is it far to the lab?": where it is
    if first in _AUX:
        if first in _REQUESTING and second in ("you", "u") and words[2:3] and words[2] in _NAVIGATE:
            return _where(" ".join(words[3:]))
        if (
            first in _ABILITY
            and second in ("i", "we")
            and words[2:3] in (["find"], ["get"], ["go"])
        ):
            return _where(" ".join(words[3:]), need=text)
        return _yes_no(text)
    if first in _NAVIGATE and (second in ("me", "us", "to", "the", "a", "my") or first != "get"):
        return _where(rest)
    if needing := _NEED.match(text):  # "I need a coffee table", "we are looking for the lab"
        return _where(text[needing.end() :], need=text)
    # No question word in front: one later in the sentence decides, and what comes before
    # it is a preamble ("my feet hurt, where can I sit") or the thing ("the hydrant, where").
    later = re.search(
        r" (?:where|when|how long|how many|how much time|what time|what colou?r"
        r"|(?:which|what) (?:room|floor|place|area|part|level))\b",
        f" {text}",
    )
    asked_yes_no = _LATER_YES_NO.search(f" {text}")
    if (
        later is not None
        and asked_yes_no is not None
        and asked_yes_no.start() < later.start()
        and not asked_yes_no[0].lstrip().startswith(("can ", "could "))  # "could you tell me"
    ):
        later = None  # "I'm worried about it, was the lift door closed when you last saw it"
    if later is not None and later.start() > 0:
        head, tail = text[: later.start()], text[later.start() :].strip()
        reading = _read_clause(tail)
        if reading.intent is Intent.DURATION or reading.counted:
            # "the first time you were in X, how long ...", "in the hall, how many chairs"
            joined = _read_clause(f"{tail} {head}")
            if scope is Scope.TOTAL:  # its words taken out above: "over all your visits, ..."
                joined = replace(joined, scope=scope)
            whole = reading.anchor if reading.counted else reading.target
            if not whole or reading.target in _PRONOUNS:
                return joined
            # "adding up all your visits, how long were you in X": it only qualifies
            which = reading.which if reading.which is not Which.ANY else joined.which
            return replace(reading, scope=joined.scope, which=which)
        if reading.intent is Intent.EVENT and reading.after is None:
            # "after we first went out, when ...", "the first time I went outside, when ..."
            earlier = _earlier_event(re.sub(r"^(?:after|since|once) ", "", head))
            if earlier is not None:
                return replace(reading, after=earlier)
        if not reading.target or reading.target in _PRONOUNS:
            # "I need a pram quickly, where's the nearest one": what the preamble ends by
            # naming; "the hydrant, where": the whole of it
            reading = replace(reading, target=_named_in(head) or _thing(head))
        return reading
    if re.match(r"^(?:the )?(?:last|first) time\b", text):  # "last time you saw X?"
        return _when(text)
    later = _LATER_YES_NO.search(f" {text}")
    if later is not None and later.start() > 0 and first not in _AUX:
        # "just to check I'm looking for the right one, is the carpet blue": a preamble
        # (its comma gone), then the question; "my son saw a horse, did you see one": the
        # thing the preamble named
        reading = _read_body(text[later.start() :].strip(), embedded)
        named = _named_in(text[: later.start()])
        if (not reading.target or reading.target in _PRONOUNS) and named:
            reading = replace(reading, target=named, confident=True)
        return reading
    if first in _DECLARING and second in _PARTICIPLES | {"been", "gone", "visited"}:
        # "u been to the 5th floor?", "you seen my keys?": the "have" dropped
        reading = _read_body(f"have you {' '.join(words[1:])}", embedded)
        return replace(reading, confident=False, cue=False)
    if (
        first in _DECLARING
        and second in ("have", "has")
        and words[2:3]
        and (words[2] in _VERBS | {"been"} or words[2] in _EVENT_VERBS)
    ):  # "you have been in the garden today?": "have you been ..."
        reading = _read_body(f"have you {' '.join(words[2:])}", embedded)
        return replace(reading, confident=False, cue=False)
    if (
        first in _DECLARING
        and second in ("were", "was", "are")
        and words[2:3] in (["in"], ["inside"], ["at"])
    ):
        # "you were inside classroom 2.04?": were you
        reading = _read_body(f"were you {' '.join(words[2:])}", embedded)
        return replace(reading, confident=False, cue=False)
    if first in _DECLARING and second in _ABILITY and words[2:3] and words[2] in _NAVIGATE:
        return replace(_where(" ".join(words[3:])), cue=False)  # "you can bring me to X?"
    if first in _DECLARING and (
        second in _SEEING | _MOTION | _VISITING_VERBS | _MOTION_EVENT | _EVENT_VERBS.keys()
        or (second in _USING and words[2:3] not in (["me"], ["us"]))  # "you use the lift?"
        or (second.endswith("ed") and len(second) > 3 and is_word(second) and second not in _AUX)
    ):
        # A statement asked as a question: "you see my phone in bedroom?", "we pass the
        # church on the way?" (no auxiliary in front, as spoken or non-native English has it)
        return replace(_yes_no(f"did {text}"), confident=False, cue=False)
    if _DURATION_NOUNS.search(text):  # "total duration of your patrol"
        return _how_long(_DURATION_NOUNS.sub(" ", text), scope)
    thing = _thing(text)
    if thing and {"closest", "nearest"} & set(words):  # "closest trashcan to me"
        return _where(text)
    if thing and len(words) <= 6 and all(map(is_word, thing.split())):
        # a bare noun phrase in English: "bathroom?", "the nearest exit"
        return replace(_where(text), confident=False, cue=False)
    return ParsedQuestion(
        Intent.UNKNOWN, _split_relation(text)[0], form=Form.UNKNOWN, confident=False, cue=False
    )


def _how(words: list[str], scope: Scope) -> ParsedQuestion:
    text = " ".join(words)
    if (ago := _ELAPSED.match(text)) and not _SINCE_START.search(text):  # "how long ago…"
        in_units = text.startswith("how many")  # "how many minutes ago": a number of them
        reading = replace(_when(text[ago.end() :]), elapsed=True)
        return replace(reading, form=Form.DURATION) if in_units else reading
    if re.match(r"^how (?:long|much time|many (?:minutes|hours|seconds))\b", text):
        return _how_long(text, scope)
    if counted := _HOW_MANY.match(text):  # "how many chairs were there in the kitchen"
        where = _WHERE_COUNTED.search(counted["rest"] or "")
        seen = _yes_no(f"did you see {counted['things']} {where[0] if where else ''}")
        return replace(seen, form=Form.TEXT, counted=True)
    if quick := re.match(r"^how (?:quick|quickly|fast) (?:was it|were we|were you|did)\b", text):
        return _how_long(f"how long {text[quick.end() :]}", scope)  # "how quick was it from A to B"
    if re.match(r"^how (?:far|close)\b", text) or re.match(
        r"^how (?:(?:do|can|could|would|should|to) )?(?:i |we )?(?:get|go|reach|find|walk)\b", text
    ):
        return _where(re.sub(r"^how (?:\w+ )?(?:i |we )?(?:get|go|reach|find|walk)\b", "", text))
    return ParsedQuestion(Intent.DESCRIBE, text, form=Form.TEXT)


def _how_long(text: str, scope: Scope) -> ParsedQuestion:
    rest = re.sub(r"^how (?:long|much time|many (?:minutes|hours|seconds))", "", text)
    # "from the sluice room until the waiting area": a trip's two ends, not a time limit
    rest = re.sub(r"\b(from (?:(?!\b(?:to|until|till)\b).)+?) (?:until|till) ", r"\1 to ", rest)
    rest = re.split(r"\b(?:before|until|while)\b", rest, maxsplit=1)[0]
    rest = _without_near_me(rest)
    if _SINCE_START.search(rest):
        return ParsedQuestion(Intent.DURATION, "", form=Form.DURATION, scope=Scope.RUN)
    if (viewed := _IN_VIEW.match(rest)) is not None:
        # "how long did you look at the gate sign in gate d57", "how long was the buggy in
        # view": one sighting of a thing, from when it came into view until it left
        seen = viewed["thing"] or viewed["kept"] or rest[viewed.end() :]
        which, seen = _which(seen)
        target, anchor, relation = _split_relation(seen)
        if target and place_named(target) is None:
            return ParsedQuestion(
                Intent.DURATION, target, anchor, form=Form.DURATION, scope=Scope.VIEW,
                relation=relation, which=which,
            )  # fmt: skip
    still, rest = _standing_still(rest)
    if re.match(r"^how (?:long|much time) (?:did|does|do|will|would)\b", text):
        rest = re.sub(r"\slast\s*$", " ", f" {rest}").strip()  # "did your walk last"
    which, rest = _which(rest)
    rest = re.sub(r"\bin (?:one|a single) go\b", " ", rest)  # one stay: no place's words
    if (ride := _ride_asked(rest, which)) is not None:
        return ride
    # "how long did the last trip outside take": the trip, not a verb about it
    rest = re.sub(r"\s(?:take|took|lasted)\s*$", " ", f" {rest}").strip()
    trip = re.search(r"\bfrom (?P<origin>.+?) (?:to|until|till|into|and) (?P<place>.+)$", rest)
    if trip is None and re.search(rf"\b(?:take|took|taken|{_TRIP_NOUNS})\b", text):
        # "how long did room 24 to the lounge take you", "sluice room to the waiting area:
        # how long, last trip?": a trip said without "from"
        trip = _BARE_TRIP.match(
            re.sub(
                rf"^(?:(?:did|does|do|was|is|will|would) )?(?:the |your |my |our )?"
                rf"(?:{_TRIP_NOUNS})(?: (?:take|took|taken|lasted))?\s+",
                "",
                rest,
            )
        )
    if trip and _thing(trip["origin"]) and _thing(trip["place"]):
        return ParsedQuestion(
            Intent.DURATION,
            _place_thing(trip["place"]),
            form=Form.DURATION,
            scope=Scope.TRIP,
            origin=_place_thing(trip["origin"]),
            which=which,
        )
    if _TRIP.search(rest):
        place = re.split(r"\bto (?:get|reach|arrive|go|come|walk|drive)\b", rest, maxsplit=1)[-1]
        return ParsedQuestion(
            Intent.DURATION, _thing(place), form=Form.DURATION, scope=Scope.TRIP, which=which
        )
    if (to := re.search(rf"\b(?:{_TRIP_NOUNS}) (?:to|into|over to) (?P<place>.+)$", rest)) and (
        _thing(to["place"])
    ):  # "how long was the trip to the kitchen": from wherever the robot was before
        return ParsedQuestion(
            Intent.DURATION,
            _place_thing(to["place"]),
            form=Form.DURATION,
            scope=Scope.TRIP,
            which=which,
        )
    words = rest.split()
    region = _region(words)
    if (
        region is None
        and not still
        and not _thing(" ".join(w for w in words if w not in _RUN_WHOLE))
    ):
        # nothing but "driving around", "on patrol", "been going": the whole run
        return ParsedQuestion(Intent.DURATION, "", form=Form.DURATION, scope=Scope.RUN)
    # "give me the duration of your stay in X", "how long did you hang around in X": the
    # place is what the first word of place is about, whatever verb came before it
    located = re.search(r"\b(?:in|inside|within|at)\b (?P<place>.+)$", rest)
    target = region or (located and _place_thing(located["place"])) or _place_thing(rest)
    return ParsedQuestion(
        Intent.DURATION, target, form=Form.DURATION, scope=scope, which=which, still=still
    )


def _ride_asked(text: str, which: Which) -> ParsedQuestion | None:
    """'how long did it take to go up in the lift to the first floor', 'how long was the
    escalator ride', 'duration of elevator transit ground floor to first floor': how long
    a ride between floors took, by the way it names (target), its direction (event) and
    the floors it names (origin, anchor)."""
    mode = ride_mode(text)
    floors = FLOORS_FROM_TO.search(text)
    if not (mode and _RIDING.search(text)) and floors is None:
        return None
    if re.search(r"wait(?:ed|ing)?", text):
        return None  # "how long did you wait for the lift": a stop (_standing_still)
    event, origin, destination = _ride_floors(text, _floor_change(text) or "floor")
    return ParsedQuestion(
        Intent.DURATION,
        mode,
        form=Form.DURATION,
        scope=Scope.TRIP,
        event=event,
        origin=origin,
        anchor=destination,
        which=which,
    )


# "to go up to level 2", "headed down": the way a ride went, said apart from the ride
_WENT_WAY = re.compile(
    r"\b(?:go|goes|went|gone|going|come|came|get|got|head|headed|move|moved|travel"
    r"|travelled|traveled) (?P<way>up|down)(?:stairs)?\b(?! or (?:up|down)\b)"
)


def _ride_floors(text: str, event: str) -> tuple[str, str | None, str | None]:
    """A ride's direction (event: 'floor_up', 'floor_down' or 'floor', made surer by
    "to go up" said apart from the ride) and the floors it names: from (origin), to."""
    if event == "floor" and (went := _WENT_WAY.search(text)) is not None:
        event = f"floor_{went['way']}"
    floors = FLOORS_FROM_TO.search(text)
    origin = floors["origin"] if floors else None
    destination = (floors["destination"] if floors else None) or (
        (to := TO_FLOOR.search(text)) and to["floor"]
    )
    if destination in _STAIRS_WAY:  # "from the first floor to downstairs": a way, no floor
        event, destination = _STAIRS_WAY[destination], None
    return event, origin, destination or None


_STAIRS_WAY = {"downstairs": "floor_down", "upstairs": "floor_up"}


def _which(text: str) -> tuple[Which, str]:
    """Whether the text means the first or the last occasion, and the text without saying so.

    An ordinal inside a known name is part of the thing ("the first aid kit")."""
    words = text.split()
    named = _in_known_names(words)
    masked = " ".join(f"\0{index}" if index in named else word for index, word in enumerate(words))
    for pattern, which in ((_LONGEST, Which.LONGEST), (_FIRST, Which.FIRST), (_LAST, Which.LAST)):
        # ("in one go" alone is one stay, not the longest)
        if pattern.search(masked) and (which is not Which.LONGEST or "longest" in words):
            rest = pattern.sub(" ", masked)
            return which, re.sub(r"\0(\d+)", lambda found: words[int(found[1])], rest)
    return Which.ANY, text


def _region(words: list[str]) -> str | None:
    """'inside', 'outside' or 'building X' when a how-long question is about those (and not
    about a room of one: "the kitchen of building A" is the kitchen)."""
    thing = _thing(" ".join(words))
    if {"inside", "indoors", "indoor"} & set(words) and thing in ("", "building", "indoor"):
        return "inside the building"
    if {"outside", "outdoors", "outdoor", "out"} & set(words) and thing in (
        "",
        "building",  # "outside the building", "out of the building"
        "outside",
        "outdoor",
        "trip",
        "time",
        "excursion",
        "outing",
        "stint",
        "walk",
    ):
        return "outside"
    if building := re.fullmatch(r"building(?: (\w{1,4}))?", thing):
        return f"building {building[1]}" if building[1] else "inside the building"
    return None


# The robot going from one place to another ("go from the kitchen to the garage", "made
# your way from reception over to the lab").
_PASSAGE = re.compile(
    r"\b(?:go|goes|went|gone|going|come|came|get|got|move|moved|travel|travelled|traveled"
    r"|walk|walked|head|headed|drive|drove|ride|rode|run|ran|pass|passed|cross|crossed"
    r"|(?:make|made) (?:your|its|our|my|the) way)"
    r"(?: (?:back|over|across|down|up|straight|directly))? from (?P<origin>.+?)"
    r" (?:(?:over |across |back |down |up |through |straight )?(?:to|into|towards?))"
    r" (?P<place>.+)$"
)


def _when(rest: str) -> ParsedQuestion:
    rest, after = _after_clause(rest)
    which, rest = _which(rest)
    words = rest.split()
    event = _event_in(words)
    passed = _PASSAGE.search(rest) if event is None or event[0] not in FLOOR_EVENTS else None
    mover = rest[: passed.start()].split()[-1:] if passed else []
    by_robot = not mover or mover[0] in _ROBOT | _AUX | _TIME_WORDS | {"to", "and", "robot"}
    if passed and by_robot and _thing(passed["origin"]) and _thing(passed["place"]):
        # "when did you go from the kitchen to the garage": when it got there from there
        return ParsedQuestion(
            Intent.EVENT, _place_thing(passed["place"]), event="arrive", form=Form.TIME,
            which=which, after=after, origin=_place_thing(passed["origin"]),
        )  # fmt: skip
    if event is not None:
        kind, place = event
        if kind in FLOOR_EVENTS:  # "when did you take the lift up to level 2"
            kind, origin, destination = _ride_floors(rest, kind)
            return ParsedQuestion(
                Intent.EVENT, place, event=kind, form=Form.TIME, which=which, after=after,
                origin=origin, anchor=destination,
            )  # fmt: skip
        return ParsedQuestion(
            Intent.EVENT, place, event=kind, form=Form.TIME, which=which, after=after
        )
    target, anchor, relation = _split_relation(rest)
    intent = Intent.FIRST_SEEN if which is Which.FIRST else Intent.LAST_SEEN
    return ParsedQuestion(
        intent,
        target,
        anchor,
        form=Form.TIME,
        confident=bool(target),
        relation=relation,
        which=which,
        after=after,
    )


def _event_in(words: list[str]) -> tuple[str, str] | None:
    """(event, place) when the words say the robot entered, left, crossed or got somewhere:
    "did you go into the kitchen", "come back inside", "your trip outside", "were you in X";
    or changed floors ("take the lift up": ("floor_up", "lift"); "go upstairs":
    ("floor_up", "floor"))."""
    text = " ".join(words)
    floor = _floor_change(text)
    if floor is not None:
        ride = _RIDE.search(text)
        return floor, (ride_mode(ride["vehicle"]) if ride else "") or "floor"
    if _TRIP_OUT.search(text):
        return "leave", "building"
    being = re.match(  # "were you in X", "(since) you were in X"
        r"^(?:(?:were|was|are|am|have|had) (?:you|we|i)|(?:you|we|i) (?:were|was|have|had))"
        r"(?: been)? (?:in|at|inside) (.+)",
        text,
    )
    if being and _thing(being[1]):
        return "be_in", _thing(being[1])
    for index, word in enumerate(words):
        if index and words[index - 1] not in _ROBOT | _AUX | _TIME_WORDS | {"to", "and", "robot"}:
            continue  # "a pedestrian crossing": a thing, not the robot crossing
        event = _EVENT_VERBS.get(word)
        if event is None and word in _MOTION_EVENT and index + 1 < len(words):
            direction = words[index + 1]
            if direction == "back" and index + 2 < len(words):
                # "come back inside", "get back out", "go back to the lab"
                event = {
                    "in": "enter",
                    "inside": "enter",
                    "indoors": "enter",
                    "into": "enter",
                    "out": "leave",
                    "outside": "leave",
                    "outdoors": "leave",
                }.get(words[index + 2], "arrive")
                index += 1
            else:
                event = _DIRECTION.get(direction)
            if event is not None:
                index += 1
                if event == "leave" and words[index + 1 : index + 2] in (["in"], ["into"], ["to"]):
                    # "go outside in(to) the garden", "out to the car park": where it went,
                    # not what it left
                    event = "enter"
                    index += 1
        if event is None:
            continue
        place_words = words[index + 1 :]
        if place_words[:1] in (["of"], ["to"], ["into"], ["from"], ["back"]):
            place_words = place_words[1:]
        place = _place_thing(" ".join(place_words))
        if event == "arrive" and not place:
            continue
        if not place or place in (
            "building",
            "inside",
            "outside",
            "indoors",
            "outdoors",
            "in",
            "out",
        ):
            if event == "arrive" and place in ("inside", "in", "indoors"):
                event = "enter"
            place = "building"
        return event, place
    return None


# The way of a ride said as the way the robot went ("by the lift", "on the escalator",
# "the lift ride", "did the escalator take"), not where it went ("to the lift").
_MODE_NAMES = r"(?:lifts?|elevators?|escalators?|stairs|staircases?|stairways?|ramps?)"
_RIDING = re.compile(
    rf"\b(?:by|in|on|via|using|take|took|taking|ride|rode|riding) (?:the |a )?{_MODE_NAMES}\b"
    rf"|\b{_MODE_NAMES} (?:ride|rides|transit|journey|trip|take|took|takes|last|lasted)\b"
)


def _floor_change(text: str) -> str | None:
    """'floor_up', 'floor_down' or 'floor' when the text says the robot went between floors:
    rode the lift or took the stairs, went upstairs, changed floors."""
    ride = _RIDE.search(text)
    if ride is not None:
        way = ride["before"] or ride["after"] or ""
    elif (climb := _CLIMB.search(text)) is not None:
        way = climb["way"] or climb["way2"]
    elif _CHANGE_FLOORS.search(text) or _MOVED_BETWEEN_FLOORS.search(text):
        way = ""
    else:
        return None
    if way.startswith("up"):
        return "floor_up"
    if way.startswith("down"):
        return "floor_down"
    return "floor"


def _after_clause(text: str) -> tuple[str, ParsedQuestion | None]:
    """'when did you come back in after your first trip outside' -> the main part, and the
    earlier event it is counted from."""
    found = re.search(r"\b(?:after|since|following) (?=(?:your|the|my|our|you|we|i|its)\b)", text)
    if found is None:
        return text, None
    earlier = _earlier_event(text[found.end() :])
    if earlier is None:
        return text, None
    return text[: found.start()], earlier


def _earlier_event(text: str) -> ParsedQuestion | None:
    """The event an 'after ...' clause names ('we first went out', 'your first trip outside')."""
    which, rest = _which(text)
    event = _event_in(rest.split())
    if event is None:
        return None
    kind, place = event
    return ParsedQuestion(Intent.EVENT, place, event=kind, form=Form.TIME, which=which)


def _describe(text: str) -> ParsedQuestion:
    """'what colour was the towel', 'what is the cabinet made of', 'what did you see'."""
    attribute = next((name for name, cue in _ATTRIBUTE.items() if cue.search(text)), None)
    subject = re.sub(
        r"^\w+ (?:colou?r|kind|type|shape|size|brand|sort|material)?(?: of)?", "", text
    )
    if attribute is None:
        return ParsedQuestion(Intent.DESCRIBE, _thing(subject), form=Form.TEXT)
    subject = re.sub(
        r"\b(?:colou?rs?|material|made (?:out )?of|made|of it|it|is it|say|says|said|read|"
        r"reads|written|writing|wording)\b",
        " ",
        subject,
    )
    which, subject = _which(subject)  # "what did the last door plate you read say"
    target, anchor, relation = _split_relation(subject)  # "the bench on the east walkway"
    return ParsedQuestion(
        Intent.DESCRIBE,
        target,
        anchor,
        form=Form.TEXT,
        attribute=attribute,
        relation=relation,
        which=which,
    )


# How long a thing was in view: the robot looking at it, or it being in view.
_IN_VIEW = re.compile(
    r"^(?:(?:did|could|can|were|was) (?:you|we|i) (?:look(?:ing)? at|watch(?:ing)?|see|observe"
    r"|(?:keep|have|had) (?P<kept>.+?) in (?:view|sight))"
    r"|(?:was|were|is|are|stayed|remained|stay|remain) (?P<thing>.+?)"
    r" (?:in (?:view|sight|frame)|visible|on camera))\b"
)


# "for a long time", "a while", "the longest": a long stop, not any; only the long ones
# for the first two (the longest is one whatever its length).
# ("for more than a minute", "a good minute or more", "over a minute": long ones too)
_OVER_A_MINUTE = (
    r"(?:more than|over|longer than|at least|upwards of) (?:a|one) minute"
    r"|a good minute(?: or (?:more|so|longer))?|a minute or (?:more|longer)"
)
_LONG_STOP = re.compile(
    rf"\b(?:for )?(?:a )?(?:long(?: time)?|while|longest|longer|{_OVER_A_MINUTE})\b"
)
_LONG_STOPS = re.compile(rf"\b(?:for )?(?:a )?(?:long(?: time)?|while|{_OVER_A_MINUTE})\b")


def _stop_asked(rest: str) -> ParsedQuestion | None:
    """'where did you stop for a long time last', 'where did you stand still the longest':
    where the robot stood still (the last, the first or the longest stop), no thing."""
    still, words = _standing_still(rest)
    if not still or not _ROBOT_DID.match(rest):
        return None
    which, words = _which(_LONG_STOP.sub(" ", words))
    if _thing(_ROBOT_DID.sub("", words.strip())):
        return None  # "where did you stop by the fountain": a thing's place
    return ParsedQuestion(
        Intent.LOCATE, "", form=Form.POSITION, still=True, which=which,
        long=bool(_LONG_STOPS.search(rest)),
    )  # fmt: skip


def _where(rest: str, need: str | None = None) -> ParsedQuestion:
    if (stop := _stop_asked(rest)) is not None:
        return stop
    ride = _event_in(rest.split()) if _ROBOT_DID.match(rest) else None
    if ride is not None and ride[0] in FLOOR_EVENTS:
        # "where did you step onto the stairs", "where were you when you took the lift":
        # where the ride began
        return ParsedQuestion(
            Intent.EVENT, ride[1], event=ride[0], form=Form.POSITION, which=_which(rest)[0]
        )
    when = _WHEN_IT.match(rest)  # "where were you when you last went outside"
    going = _event_in(when["clause"].split()) if when else ride
    if going is not None and (when or going[1] == "building" or place_named(going[1])):
        # "where did you go out", "where did you leave the kitchen": where the robot was
        # then (not "where did I leave my keys": a thing)
        which = _which(when["clause"] if when else rest)[0]
        return ParsedQuestion(
            Intent.EVENT, going[1], event=going[0], form=Form.POSITION, which=which
        )
    place_first = _PLACE_FIRST.match(rest)  # "where in the parking lot are the chargers"
    if place_first:
        rest = f"{place_first[3]} {place_first[1]} {place_first[2]}"
    target, anchor, relation = _split_relation(rest)
    purpose = _purpose(rest.split())
    if need is not None and not target:
        return ParsedQuestion(Intent.LOCATE, need, form=Form.POSITION)
    return ParsedQuestion(
        Intent.LOCATE,
        target or (need or ""),
        anchor,
        form=Form.POSITION,
        confident=bool(target),
        purpose=purpose,
        relation=relation,
        which=_sighting_asked(rest),
    )


def _sighting_asked(rest: str) -> Which:
    """Which sighting a where-question rests on: the first, the last, or the nearest."""
    if _FIRST_SEEN.search(rest):
        return Which.FIRST
    return Which.LAST if _LAST_SEEN.search(rest) else Which.ANY


def _yes_no(text: str) -> ParsedQuestion:
    if _INSIDE_OR_OUT.search(text):  # "were you indoors or outdoors at 14:04?": which
        return ParsedQuestion(Intent.LOCATE, "", form=Form.POSITION, asks_room=True)
    happened = _event_asked(text.split())
    if happened is not None:  # "did you cross the street?", "have you taken the lift?"
        event, place = happened
        return ParsedQuestion(Intent.EVENT, place, event=event, form=Form.BINARY)
    said = _PREDICATE_COLOUR.match(text)
    if said is not None:  # "is the cooler silver": is there a silver cooler
        text = f"{said['be']} there {said['determiner']} {said['colour']} {said['thing']}"
    state = _condition(text.split(), open_states=said is None)
    if state is not None:  # "was the sidewalk busy?": a state of a thing, a place or the sky
        condition, subject = state
        thing, anchor, relation = _split_relation(subject)  # "the door at room 15"
        return ParsedQuestion(
            Intent.PRESENCE,
            _thing(thing),
            anchor,
            form=Form.BINARY,
            condition=condition,
            relation=relation,
            which=_sighting_asked(text),
        )
    side = _SIDE_AT_END.search(text)  # "did you see a kettle outdoors?"
    text = text[: side.start()] if side else text
    target, anchor, relation = _split_relation(text)
    if side and not anchor:
        anchor, relation = _SIDES[side["side"]], SIDE
    visit = bool(_VISITING.search(text)) and not anchor
    somewhere = _SOMEWHERE.search(text)  # "is there anywhere to park a bike?"
    purpose = _without_near_me(text[somewhere.end() :]) if somewhere else _purpose(text.split())
    return ParsedQuestion(
        Intent.PRESENCE,
        target,
        anchor,
        form=Form.BINARY,
        confident=bool(target),
        purpose=purpose or None,
        relation=relation,
        visit=visit,
    )


# Where a thing was seen, said by which side of the walls: "a kettle outdoors".
_SIDE_AT_END = re.compile(r" (?P<side>outdoors|outside|indoors|inside)(?: (?:y n|y/n|yes or no))?$")
_SIDES = {"outdoors": "outdoors", "outside": "outdoors", "indoors": "indoors", "inside": "indoors"}


def asks_passing(text: str) -> bool:
    """Whether a when-question asks when the robot went by a thing, not when it saw it."""
    return _PASSING.search(text.lower()) is not None


def _event_asked(words: list[str]) -> tuple[str, str] | None:
    """(event, place) of a yes/no question whether something happened to the robot, not
    whether it saw something: crossing a street, changing floors, going out of or back
    into the building. Visits ("have you been to the lab") are asked of the room track."""
    if not words or words[0] not in ("did", "have", "has", "had"):
        return None
    if _BEEN_OUT.match(" ".join(words)):
        return "leave", "building"
    event = _event_in(words)
    if event is None:
        return None
    happened, place = event
    if happened in FLOOR_EVENTS or happened == "cross" or place == "building":
        return event
    return None


def _condition(words: list[str], open_states: bool = True) -> tuple[str, str] | None:
    """(state, subject) of "was the sidewalk busy", "is it cloudy", "were the lights on",
    "was it raining when you were outside": a be-verb, a subject, then a state word;
    ``open_states``: also one no table holds ("was the lorry parked")."""
    if len(words) < 2 or words[0] not in _BE:
        return None
    for index in range(1, len(words)):
        known = words[index] in CONDITIONS and (index > 1 or words[1] in CONDITIONS)
        if known or (open_states and _open_state(words, index)):
            if words[index] in PREPOSITION_STATES and not _state_ends(words[index + 1 :]):
                continue  # "was the cup on the table": a place, not a state
            described = words[index - 1] in _DETERMINERS  # "is the open door ..."
            if described and index + 1 < len(words) and words[index + 1] not in _AFTER_A_STATE:
                continue  # a thing described, not a state asked ("... open the last time": one)
            state = words[index]
            before = words[1:index]
            if before[-1:] in (["switched"], ["turned"]):
                before = before[:-1]  # "was the tv switched off"
            if before[-1:] == ["not"]:  # "was the fireplace not lit": asked the other way
                state, before = f"not {state}", before[:-1]
            subject = " ".join(before)
            if subject in _PRONOUNS | {"there", ""}:
                # "were there people in the entrance hall": the place after the state
                tail = words[index + 1 :]
                at = tail[1:] if tail[:1] and tail[0] in ("in", "at", "inside", "on") else []
                ends = [i for i, word in enumerate(at) if word in _SUBORDINATORS]
                subject = " ".join(at[: ends[0]] if ends else at)
            return state, subject
    return None


# The thing a state is asked of: "the" and a name of at most four words, none of them a
# verb, a preposition or a conjunction ("the gas hob still there cos the kids keep asking"
# asks no state).
_LONGEST_SUBJECT = 5
_NOT_IN_A_NAME = (
    _AUX | _PREPOSITIONS | _SUBORDINATORS | _word_set("there still cos because and but so that")
)


def _open_state(words: list[str], index: int) -> bool:
    """Whether ``words[index]`` is a state no table holds, asked of a thing ("was the
    lorry parked when you last saw it", "is the robot vacuum charging"): a participle
    right after the thing's name, ending the question or followed by a time."""
    word, before = words[index], words[1:index]
    return (
        len(word) > 4
        and word.endswith(("ed", "ing"))
        and 2 <= len(before) <= _LONGEST_SUBJECT
        and before[0] in _DETERMINERS
        and not set(before[1:]) & (_DETERMINERS | _NOT_IN_A_NAME)
        and word not in _AUX
        and _state_ends(words[index + 1 :])
    )


def _state_ends(after: list[str]) -> bool:
    """Whether what follows a word that may be a state leaves it one: nothing, a time
    ("the last time you saw it", "when you left") or a subordinate clause."""
    if not after or after[0] in _SUBORDINATORS or after[0] in _AFTER_A_STATE - {"in", "on", "at"}:
        return True
    times = (["last", "time"], ["first", "time"])
    return after[:3] in [["the", *time] for time in times] or after[:2] in times or after[0] == "."


def _purpose(words: list[str]) -> str | None:
    """'can I lock my bike' / 'I can grab a bite' / 'do we throw this away' -> the
    purpose ('lock my bike'): a modal (or 'do') and a subject, in either order, then a
    verb that is not one of finding or going ('can I find', 'could we get to')."""
    for index in range(len(words) - 2):
        first, second, verb = words[index : index + 3]
        if {first, second} & _PURPOSE_MODALS and {first, second} & _PURPOSE_SUBJECTS:
            after = words[index + 3 : index + 4]
            going = verb in _FINDING or (verb in ("get", "go") and after in (["to"], ["back"]))
            if not going and verb not in _AUX | _NOT_THE_THING:
                return _without_near_me(" ".join(words[index + 2 :]))
            return None
    return None


def _asks_closest(words: list[str]) -> bool:
    """'which bench (on the plaza) is closest', 'what is the nearest exit'."""
    return bool(_WHICH_IS_CLOSEST.match(" ".join(words)))


def _split_relation(text: str) -> tuple[str, str | None, str | None]:
    """'a bike rack near the yellow pole' -> ('bike rack', 'yellow pole', 'near')."""
    text = _drop_verb_particles(f" {_without_near_me(text)} ")
    for condition in _CONDITIONS:  # "red sofas with people on them": the sofas
        head, _, tail = text.partition(f" {condition} ")
        text = (head if _thing(head) else f" {tail}") + " " if tail else text
    for pronoun in _SUBJECTS:  # "the bench you saw near the crosswalk": the bench
        head, _, tail = text.partition(f" {pronoun} ")
        if tail and _thing(head):
            text = head + " "
    text = _without_trailing_participle(text)
    # "the man in overalls in the barn": what a person wears is no place
    text = _WEARING.sub(lambda worn: _worn(worn, text), text)
    target, anchor, relation = _relation_of(text)
    return target.replace(_WORN, "in"), anchor and anchor.replace(_WORN, "in"), relation


def _worn(found: re.Match[str], text: str) -> str:
    """'man in overalls', 'a woman in a green coat', 'the guard in black' as what they
    wear: a garment said bare, a colour, or a thing with "a" that is no place; 'people in
    library' or 'in bus stop' (the article dropped, as learners do) stays where they are."""
    after = text[found.end() :].split()[:3]
    if not after or any(place_named(" ".join(after[:size])) for size in range(1, len(after) + 1)):
        return found[0]
    worn = after[0] in ("a", "an") or after[0] in COLOURS or after[0] in _GARMENTS
    return f"{found[1]} {_WORN} " if worn else found[0]


def _relation_of(text: str) -> tuple[str, str | None, str | None]:
    superlative = re.search(r" (?:closest|nearest) (.+?) to (.+)$", text)
    if superlative and _thing(superlative[1]) and _thing(superlative[2]):  # "closest X to Y"
        return _thing(superlative[1]), _thing(superlative[2]), "near"
    best: tuple[int, str] | None = None
    for relation in _RELATIONS:
        found = text.find(f" {relation} ")
        if found > 0 and (best is None or found < best[0]):
            before = _thing(text[:found])
            if before:  # "in the cafe, where..." has no thing before the relation
                best = (found, relation)
    if best is None:
        return _thing(text), None, None
    found, relation = best
    target = _thing(text[:found])
    anchor = _thing(_first_landmark(text[found + len(relation) + 1 :]))
    return target, anchor or None, relation if anchor else None


def _first_landmark(text: str) -> str:
    """The landmark a relation names, up to a second relation before an article: "at
    gate 2 near the lift" is at gate 2 (not a "gate 2 lift"); "the check in hall" keeps
    its "in"."""
    cut = next((found.start() for found in _SECOND_RELATION.finditer(text) if found.start()), 0)
    return text[:cut] if cut and _thing(text[:cut]) else text


def _standing_still(text: str) -> tuple[bool, str]:
    """Whether the text asks about standing still ("how long did you wait at X"), and the
    text without saying so; a stop in a name ("the bus stop") is none."""
    words = text.split()
    named = _in_known_names(words)
    masked = " ".join("\0" if index in named else word for index, word in enumerate(words))
    if not _STILL.search(masked):
        return False, text
    names = iter(words[index] for index in sorted(named))
    parts = [_STILL.sub(" ", part) for part in masked.split("\0")]
    return True, " ".join((parts[0] + "".join(next(names) + part for part in parts[1:])).split())


def _place_thing(text: str) -> str:
    """The place a phrase names, without what locates it beside something else: "the bus
    stop across the street" is the bus stop, "the cafe next to the lobby" the cafe (a
    place inside another, "the kitchen of building a", keeps it)."""
    padded = f" {text} "
    cuts = [
        found
        for relation in _RELATIONS
        if relation not in CONTAINMENT
        and (found := padded.find(f" {relation} ")) > 0
        and _thing(padded[:found])
    ]
    return _thing(padded[: min(cuts)] if cuts else text)


def _without_trailing_participle(text: str) -> str:
    """'a scooter lying on the sidewalk' -> 'a scooter on the sidewalk', 'the robot
    charging' -> 'the robot'; a participle in a known name ("car parked" is none, "charging
    station" is followed by its noun) or before a noun stays."""
    words = text.split()
    named = _in_known_names(words)
    for index in range(1, len(words)):
        ends_thing = index == len(words) - 1 or words[index + 1] in _AFTER_PARTICIPLE
        if (
            ends_thing
            and _PARTICIPLE.fullmatch(words[index])
            and words[index] not in COMPOUND_HEADS | _ING_NOUNS  # "the upper landing"
            and index not in named
            and _thing(" ".join(words[:index]))
        ):
            return f" {' '.join(words[:index] + words[index + 1 :])} "
    return text


def _without_near_me(text: str) -> str:
    """'a bench around here' -> 'a bench': where the asker is, is known."""
    text = f" {text} "
    for phrase in _NEAR_ME:
        text = text.replace(f" {phrase} ", " ")
    return text.strip()


def _drop_verb_particles(text: str) -> str:
    """'drive by the X' / 'walk past the X': the particle belongs to the verb, not a relation."""
    for verb in _MOTION | {"come", "came", "go", "went"}:
        for particle in _PARTICLES:
            text = text.replace(f" {verb} {particle} ", " ")
    return text


def _thing(text: str) -> str:
    """The content words of a phrase, singular: 'did you see any red couches' -> 'red couch'.

    A verb of seeing or placing is dropped where it acts as a verb; a participle is
    kept where it describes a thing ("a parked car", "the lost bag"), and so is a word
    of a known name ("car park", "waiting room", "lost property office")."""
    words = _numbered_names(text.split())
    named = _in_known_names(words)
    verbs = {
        index
        for index, word in enumerate(words)
        if index not in named
        and word in _VERBS
        and (
            not _DESCRIBING.search(word)  # "see", "find", "drive": never an attribute
            or index in (0, len(words) - 1)
            or words[index - 1] in _BEFORE_A_VERB
        )
        # "the notice board", "the closest walking frame": a modifier after a determiner
        and not (index and words[index - 1] in _DETERMINERS | _SUPERLATIVE)
        and not _ends_a_name(words, index)  # "the campus store", "the city park"
        and not _names_a_kind(words, index)  # "where is walking stick" (no article)
    }
    nouns = {  # "trash can", "watering can": a noun, not the auxiliary
        index
        for index, word in enumerate(words)
        if word == "can"
        and index
        and words[index - 1] not in _ROBOT | _AUX | _DETERMINERS | _FILLERS
        and words[index - 1] not in _QUESTION
    }
    # "was it posted", "where precisely was it standing": after its subject, a verb; a
    # manner or degree adverb ("precisely", "exactly") before a verb or at the end
    verbs |= {
        index
        for index, word in enumerate(words)
        if index not in named
        and index
        and words[index - 1] in _PRONOUNS | _ROBOT
        and _PARTICIPLE.fullmatch(word)
    }
    verbs |= {
        index
        for index, word in enumerate(words)
        if _ADVERB.fullmatch(word)
        and (index == len(words) - 1 or words[index + 1] in _AUX | _PRONOUNS | _ROBOT)
    }
    kept = [
        word
        for index, word in enumerate(words)
        if index in nouns
        or _names_a_place(words, index)
        or _is_of_between_things(words, index)
        or (word == "robot" and not _is_subject_robot(words, index))
        or (index in named and word not in _DETERMINERS)  # "the first aid kit"
        or (index not in verbs and word not in _NOT_THE_THING and not word.isdigit())
    ]
    while kept and kept[-1] in (*_RELATIONS, "and", "or", "is", "are"):
        kept.pop()
    while kept and kept[0] in (*_RELATIONS, "and", "or"):
        kept.pop(0)
    return singular(" ".join(kept))


def _numbered_names(words: list[str]) -> list[str]:
    """A number said after a noun names one of several, as its digits would: "platform
    two" is platform 2 ("one" only after a noun numbers follow, "level one", "level minus
    one": "the taco one" is a pronoun; nor a number that goes on, "room four oh two")."""
    numbered = list(words)
    for index in range(1, len(words)):
        before = words[index - 1]
        after = words[index + 1] if index + 1 < len(words) else ""
        if (
            words[index] in COUNTING_WORDS
            and (words[index] != "one" or before in NUMBERED_NOUNS | {"minus"})
            and after not in COUNTING_WORDS
            and after not in ("oh", "o", "hundred")
            and before.isalpha()
            and before not in _NOT_THE_THING | _VERBS | _NOT_A_NUMBERED_NOUN
            and not lexicon_describing(before)
        ):
            numbered[index] = str(COUNTING_WORDS[words[index]])
    return numbered


# Words that cannot be the noun an -ing word names a kind of.
_NO_KIND_NOUN = _VERBS | _AUX | _DETERMINERS | _ROBOT | _PLACED_AFTER | _SUPERLATIVE


def _names_a_kind(words: list[str], index: int) -> bool:
    """An -ing word before the noun that ends the phrase names a kind of it, not what the
    robot did: "walking stick", "swimming pool" (a learner leaves out the article: "where
    is walking stick nearest to me")."""
    after = words[index + 1 : index + 3]
    return (
        words[index].endswith("ing")
        and bool(after)
        and (after[0] in _NOUN_VERBS or after[0] not in _NO_KIND_NOUN)
        and (len(after) == 1 or after[1] in _PLACED_AFTER | _SUPERLATIVE)
    )


def _ends_a_name(words: list[str], index: int) -> bool:
    """A place's or thing's name closing the phrase after a noun (a copula may follow) is
    that noun's head, not a verb: 'the campus store', 'the city park', 'a tea set' (but
    'where did you store it')."""
    before = words[index - 1] if index else ""
    after = words[index + 1 :]
    return (
        # "where jubilee park is", "in the parts store today", "a gate notice near me",
        # "in the bike store last time you saw it"
        (
            all(word in _BE | _TIME_WORDS for word in after)
            or (bool(after) and after[0] in _PLACED_AFTER | _TIME_WORDS)
        )
        and (words[index] in _SINGLE_NAMES or words[index] in _NOUN_VERBS)
        and bool(before)
        and before not in _NOT_THE_THING
        and (before not in _VERBS or _names_a_kind(words, index - 1))
    )


def _in_known_names(words: list[str]) -> set[int]:
    """Indices of the words that make up a multi-word name of a place or thing, a floor
    ("the first floor", "level 2": its ordinal is no "first time") or first aid."""
    covered: set[int] = set()
    for index in range(len(words) - 1):
        if words[index + 1] in _FLOOR_NOUNS and (
            words[index] in FLOOR_ORDINALS or re.fullmatch(r"\d{1,2}(?:st|nd|rd|th)", words[index])
        ):
            covered.update((index, index + 1))
        if words[index] == "first" and words[index + 1] == "aid":  # "the first-aid hut"
            covered.update((index, index + 1))
    for index in range(len(words) - 1):
        for length in range(min(_LONGEST_NAME, len(words) - index), 1, -1):
            if tuple(words[index : index + length]) in _KNOWN_NAMES:
                covered.update(range(index, index + length))
                break
    return covered


def _names_a_place(words: list[str], index: int) -> bool:
    """'building a', 'room 104', 'floor 2', 'platform 3': a short name after a place
    noun is kept, and a number after any noun ("gate 12")."""
    word = words[index]
    if not index:
        return False
    before = words[index - 1]
    numbered = len(word) <= 5 and any(c.isdigit() for c in word)
    if before in _NAMED:
        return numbered or len(word) == 1
    return numbered and before.isalpha() and before not in _NOT_THE_THING | _VERBS


def _is_of_between_things(words: list[str], index: int) -> bool:
    """'the kitchen of building a': 'of' inside a thing's name is kept."""
    return (
        words[index] == "of"
        and 0 < index < len(words) - 1
        and words[index - 1] not in _NOT_THE_THING
        and any(word not in _NOT_THE_THING for word in words[index + 1 :])
    )


def _is_subject_robot(words: list[str], index: int) -> bool:
    """'did the robot see': the asker means the robot; 'near the robot arm' and 'the
    mobile robot' name a thing."""
    before = words[index - 1] if index else ""
    if before and before not in _NOT_THE_THING and before not in _VERBS:
        return False
    after = words[index + 1] if index + 1 < len(words) else ""
    return not after or after in _NOT_THE_THING or after in _VERBS or after in _RELATIONS

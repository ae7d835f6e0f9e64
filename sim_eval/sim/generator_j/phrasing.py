"""Question wording. A phrasing changes only the words: every template of a subkind asks the
same thing with the same slots. text_message is derived from plain."""

from __future__ import annotations

import re

import numpy as np

DEV = ("plain", "text_message", "polite_indirect", "second_language")
HELD_OUT = ("care_worker_handover",)
ALL = DEV + HELD_OUT

T: dict[str, dict[str, tuple[str, ...]]] = {
    "last_seen": {
        "plain": ("Where did you last see {ax}?", "Where was the last place you saw {ax}?"),
        "polite_indirect": ("I was wondering if you could tell me where you last saw {ax}.",),
        "second_language": ("Where you have seen {ax} the last time?",),
        "care_worker_handover": ("Quick one - where'd you last clock {ax}?",),
    },
    "first_seen": {
        "plain": ("Where did you first see {ax}?",),
        "polite_indirect": ("Would you happen to know where you first spotted {ax}?",),
        "second_language": ("Where is the place you see {ax} for first time?",),
        "care_worker_handover": ("Where'd you first come across {ax} this shift?",),
    },
    "closest_to_me": {
        "plain": ("Where is the closest {x} to me?", "Which {x} is nearest to where I'm standing?"),
        "polite_indirect": ("Could you possibly tell me where the nearest {x} to me is?",),
        "second_language": ("Where is {x} most near to me?",),
        "care_worker_handover": ("Nearest {x} to me, where's that?",),
    },
    "closest_to_robot": {
        "plain": ("Where is the closest {x} to you right now?",),
        "polite_indirect": ("Would you mind telling me where the {x} nearest to you is?",),
        "second_language": ("Which {x} is most close to you now, where it is?",),
        "care_worker_handover": ("Where's the nearest {x} to you at the moment?",),
    },
    "where_ago": {
        "plain": ("Where were you {n} minutes ago?",),
        "polite_indirect": ("I was wondering where you were about {n} minutes ago.",),
        "second_language": ("Before {n} minutes, where you were?",),
        "care_worker_handover": ("Where were you, what, {n} minutes back?",),
    },
    "place_pos": {
        "plain": ("Where is {p}?", "Where is {p} located?"),
        "polite_indirect": ("Could you tell me where {p} is, please?",),
        "second_language": ("Where is located {p}?",),
        "care_worker_handover": ("Remind me where {p} is?",),
    },
    "when_seen": {
        "plain": ("When did you last see {ax}?",),
        "polite_indirect": ("Would you happen to know when you last saw {ax}?",),
        "second_language": ("When was last time you have seen {ax}?",),
        "care_worker_handover": ("When did you last have eyes on {ax}?",),
    },
    "when_first_seen": {
        "plain": ("When did you first see {ax}?",),
        "polite_indirect": ("I was wondering when you first noticed {ax}.",),
        "second_language": ("When you saw {ax} for the first time?",),
        "care_worker_handover": ("What time did you first spot {ax}?",),
    },
    "arrive_first": {
        "plain": ("When did you first arrive at {p}?",),
        "polite_indirect": ("Could you tell me when you first got to {p}?",),
        "second_language": ("When you arrived to {p} first time?",),
        "care_worker_handover": ("When did you first pop into {p}?",),
    },
    "arrive_last": {
        "plain": ("When did you most recently enter {p}?",),
        "polite_indirect": ("Would you happen to know when you last went into {p}?",),
        "second_language": ("When you entered in {p} the last time?",),
        "care_worker_handover": ("When were you last in through {p}?",),
    },
    "leave_last": {
        "plain": ("When did you last leave {p}?",),
        "polite_indirect": ("I was wondering when you last left {p}.",),
        "second_language": ("At what time you have left {p} the last time?",),
        "care_worker_handover": ("What time did you last head out of {p}?",),
    },
    "lift_last": {
        "plain": ("When did you last take the {v}?",),
        "polite_indirect": ("Could you tell me when you last used the {v}?",),
        "second_language": ("When you took the {v} last time?",),
        "care_worker_handover": ("When were you last on the {v}?",),
    },
    "outside_first": {
        "plain": ("When did you first go {o}?",),
        "polite_indirect": ("Would you happen to know when you first went {o}?",),
        "second_language": ("When you went {o} for first time?",),
        "care_worker_handover": ("When did you first nip {o}?",),
    },
    "when_here": {
        "plain": ("When were you last here?", "When were you last at this spot?"),
        "polite_indirect": ("I was wondering when you were last right here.",),
        "second_language": ("When you have been here last time?",),
        "care_worker_handover": ("When were you last round here?",),
    },
    "seen_yes": {
        "plain": ("Did you see {ax}?", "Have you seen {ax} at all?"),
        "polite_indirect": ("Would you happen to know if you've seen {ax}?",),
        "second_language": ("You have seen {ax} or not?",),
        "care_worker_handover": ("Seen {ax} about at all?",),
    },
    "state_last": {
        "plain": ("Was the {x} at {p} {s} the last time you saw it?",),
        "polite_indirect": (
            "I was wondering whether the {x} at {p} was {s} when you last saw it.",
        ),
        "second_language": ("The {x} at {p}, it was {s} when you saw it last time?",),
        "care_worker_handover": ("That {x} at {p} - was it {s} last you looked?",),
    },
    "in_room": {
        "plain": ("Is the {x} in {p}?", "Did you see the {x} in {p} last time you saw it?"),
        "polite_indirect": ("Could you tell me whether the {x} is in {p}?",),
        "second_language": ("The {x} is in {p}, yes or no?",),
        "care_worker_handover": ("Is the {x} in {p}, do you know?",),
    },
    "near_here": {
        "plain": ("Did you see {ax} near here?",),
        "polite_indirect": ("Would you happen to know if there was {ax} anywhere near here?",),
        "second_language": ("Near of here, you have seen {ax}?",),
        "care_worker_handover": ("Any {x} round here that you saw?",),
    },
    "in_place_total": {
        "plain": ("How long were you in {p} in total?",),
        "polite_indirect": ("I was wondering how much time you spent in {p} altogether.",),
        "second_language": ("How much time you stayed in {p} in total?",),
        "care_worker_handover": ("How long were you in {p} all told?",),
    },
    "last_stay": {
        "plain": ("The last time you were in {p}, how long did you stay?",),
        "polite_indirect": ("Could you tell me how long you stayed in {p} the last time?",),
        "second_language": ("Last time in {p}, how long you were staying?",),
        "care_worker_handover": ("Last time you were in {p}, how long were you in there?",),
    },
    "a_to_b": {
        "plain": ("How long did it take you to get from {a} to {b}?",),
        "polite_indirect": (
            "Would you happen to know how long it took you to go from {a} to {b}?",
        ),
        "second_language": ("From {a} to {b}, how much time it took you?",),
        "care_worker_handover": ("How long did {a} to {b} take you?",),
    },
    "outside_total": {
        "plain": ("How long were you {o} in total?",),
        "polite_indirect": ("I was wondering how much time you spent {o} altogether.",),
        "second_language": ("How long time you were {o} in total?",),
        "care_worker_handover": ("How long were you {o} all in?",),
    },
    "here_duration": {
        "plain": ("How long did you spend in this room or area in total?",),
        "polite_indirect": ("Could you tell me how long you spent in here altogether?",),
        "second_language": ("In this place where I am, how long you have been in total?",),
        "care_worker_handover": ("How long were you in here all told?",),
    },
    "room_of": {
        "plain": ("Which room or area did you last see {ax} in?",),
        "polite_indirect": ("Would you happen to know which room you last saw {ax} in?",),
        "second_language": ("In which room you saw {ax} at last?",),
        "care_worker_handover": ("Which room was {ax} in, last you saw?",),
    },
    "floor_of": {
        "plain": ("Which floor did you see {ax} on?",),
        "polite_indirect": ("I was wondering which floor you saw {ax} on.",),
        "second_language": ("On what floor you have seen {ax}?",),
        "care_worker_handover": ("What floor was {ax} on?",),
    },
    "sign_text": {
        "plain": ("What did the {x} at {p} say?",),
        "polite_indirect": ("Could you tell me what the {x} at {p} said?",),
        "second_language": ("What was written on the {x} at {p}?",),
        "care_worker_handover": ("What did the {x} at {p} say, did you catch it?",),
    },
    "sign_here": {
        "plain": ("What does the {x} near me say?",),
        "polite_indirect": ("Would you happen to know what the {x} next to me says?",),
        "second_language": ("The {x} near to me, what is written?",),
        "care_worker_handover": ("What's the {x} by me say?",),
    },
    "colour": {
        "plain": ("What colour was the {x} in {p}?",),
        "polite_indirect": ("I was wondering what colour the {x} in {p} was.",),
        "second_language": ("Which colour had the {x} in {p}?",),
        "care_worker_handover": ("What colour's the {x} in {p}?",),
    },
    "colour_here": {
        "plain": ("What colour was the {x} in here?",),
        "polite_indirect": ("Could you tell me what colour the {x} in this room was?",),
        "second_language": ("The {x} in this place, which colour it had?",),
        "care_worker_handover": ("What colour's the {x} in here?",),
    },
    "count_in": {
        "plain": ("How many {xs} did you see in {p}?",),
        "polite_indirect": ("Would you happen to know how many {xs} you saw in {p}?",),
        "second_language": ("How much {xs} you have seen in {p}?",),
        "care_worker_handover": ("How many {xs} in {p}, roughly?",),
    },
    "count_here": {
        "plain": ("How many {xs} did you see in this room?",),
        "polite_indirect": ("I was wondering how many {xs} you saw in here.",),
        "second_language": ("How many {xs} you have seen in this room?",),
        "care_worker_handover": ("How many {xs} in here, do you reckon?",),
    },
    "here_room": {
        "plain": ("Which room am I in?", "What is this place called?"),
        "polite_indirect": ("Could you tell me which room I'm in right now?",),
        "second_language": ("What is the name of this room where I am?",),
        "care_worker_handover": ("Which room's this again?",),
    },
}
T["seen_never"] = T["seen_later"] = T["seen_yes"]
T["when_seen_t"] = T["when_seen"]

ABBREV = (
    ("you", "u"),
    ("are", "r"),
    ("your", "ur"),
    ("please", "pls"),
    ("minutes", "mins"),
    ("before", "b4"),
    ("see", "c"),
    ("the", "da"),
    ("what", "wat"),
    ("to", "2"),
)


def _article(x: str) -> str:
    return f"{'an' if x[0].lower() in 'aeiou' else 'a'} {x}"


def _plural(x: str) -> str:
    if x.endswith(("s", "sh", "ch")):
        return x + "es"
    if x.endswith("y") and x[-2] not in "aeiou":
        return x[:-1] + "ies"
    return x + "s"


def _texting(text: str, rng: np.random.Generator) -> str:
    words = re.sub(r"[?.,!']", "", text.lower()).split()
    out = []
    for word in words:
        for full, short in ABBREV:
            if word == full and rng.random() < 0.6:
                word = short
        if len(word) > 5 and rng.random() < 0.12:  # a small typo: swap two letters
            i = int(rng.integers(1, len(word) - 2))
            word = word[:i] + word[i + 1] + word[i] + word[i + 2 :]
        out.append(word)
    return " ".join(out)


def render(subkind: str, slots: dict[str, object], phrasing: str, key: int) -> str:
    """The question text. ``key`` fixes the template choice and typos, so the meaning never
    depends on the phrasing."""
    rng = np.random.default_rng(key)
    style = "plain" if phrasing == "text_message" else phrasing
    options = T[subkind][style]
    base = options[int(rng.integers(1 << 16)) % len(options)]
    x = str(slots.get("x", ""))
    values = {k: str(v) for k, v in slots.items()}
    values.update(ax=_article(x) if x else "", xs=_plural(x) if x else "")
    text = base.format(**{k: values.get(k, "") for k in re.findall(r"{(\w+)}", base)})
    return _texting(text, rng) if phrasing == "text_message" else text

"""Five ways of asking (only the question string changes): four development, one held out."""

from __future__ import annotations

import re

import numpy as np

from .questions import Draft

DEV_PHRASINGS = ("curious_child", "asr_voice", "remote_ticket", "two_part")
HELD_OUT = "heldout_rambling_elder"
PHRASINGS = (*DEV_PHRASINGS, HELD_OUT)


_CHILD_PRE = ["Robot! ", "Hey robot, ", "Robot robot robot! ", "Um, robot? ", "Mister Robot, "]
_CHILD_POST = [
    " Tell me!",
    " I really want to know!",
    " Pleeease tell me.",
    "",
    " It's for my game.",
]
_ASR_PRE = ["hey robot", "ok robot", "um robot", "robot", "hey there robot uh"]
_PRIO = ["low", "routine", "normal", "high"]
_LINKS = [
    "What I really need to know is: ",
    "My real question: ",
    "The thing I actually came to ask: ",
    "Anyway - ",
]
_ELDER_PRE = [
    "Oh hello, dear. My memory isn't what it was, you know. Now, ",
    "Now then, what was I going to ask... oh yes: ",
    "My grandson set you up for me, clever boy. Tell me, ",
    "Sorry to bother you, love, I do forget things. ",
    "Right, before I lose my train of thought - ",
]
_ELDER_POST = [
    " I'm sure I knew that once.",
    " My late husband would have known.",
    " Take your dear sweet while.",
    "",
    " I'll write it down this once.",
]


def _pick(rng: np.random.Generator, items: list[str]) -> str:
    return items[int(rng.integers(len(items)))]


def _template(d: Draft, relative: bool) -> str:
    t = d.plain
    if relative and "clock" in d.fills:
        t = t.replace("at {clock}", "{ago}")
    return t


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def curious_child(d: Draft, rng: np.random.Generator) -> str:
    core = _template(d, True).format(**d.fills)
    core = core.replace("where is ", "where's ").replace("how long", "how long-long")
    pre = _pick(rng, _CHILD_PRE)
    post = _pick(rng, _CHILD_POST)
    return f"{pre}{_after(pre, core)}{post}"


def _after(pre: str, core: str) -> str:
    return _cap(core) if pre.rstrip()[-1:] in ".!?" else core


_ASR = [
    ("where ", "wear "),
    (" see ", " sea "),
    ("did you ", "didja "),
    ("have you ", "have ya "),
    ("which ", "witch "),
    ("were you ", "were ya "),
    ("what ", "wot "),
]


def _speak(text: str) -> str:
    text = text.replace(":", " ").replace("-", " ")
    text = re.sub(r"[\"'?,.!()]", "", text)
    return re.sub(r"\s+", " ", text.lower()).strip()


def asr_voice(d: Draft, rng: np.random.Generator) -> str:
    template = " " + _template(d, False).lower() + " "
    for a, b in _ASR:
        if a in template and rng.random() < 0.5:
            template = template.replace(a, b)
    fills = {k: _speak(v) for k, v in d.fills.items()}
    core = _speak(template.format(**fills))
    pre = _pick(rng, _ASR_PRE)
    return f"{pre} {core}"


_FMT = {
    "spatial": "x,y,z map frame",
    "temporal": "UTC HH:MM:SS",
    "binary": "Y/N",
    "duration": "mm:ss",
    "text": "words",
}


def remote_ticket(d: Draft, rng: np.random.Generator) -> str:
    core = d.terse.format(**d.fills)
    ident = "".join(chr(65 + int(i)) for i in rng.integers(0, 26, size=3))
    prio = _pick(rng, _PRIO)
    return f"[TKT-{ident}] {core} | prio {prio} | reply fmt: {_FMT[d.type]}"


_WARMUPS = [
    "Are you charged up? Actually, never mind that.",
    "Did the cleaners come by? Hmm, forget it, not important.",
    "Is it busy in here today? Never mind.",
    "Can you hear me? Okay, good.",
    "Do you know where my colleague went? No, skip that one.",
]


def two_part(d: Draft, rng: np.random.Generator) -> str:
    core = _template(d, False).format(**d.fills)
    link = _pick(rng, _LINKS)
    return f"{_pick(rng, _WARMUPS)} {link}{_after(link, core)}"


def heldout_rambling_elder(d: Draft, rng: np.random.Generator) -> str:
    core = _template(d, True).format(**d.fills)
    pre = _pick(rng, _ELDER_PRE)
    post = _pick(rng, _ELDER_POST)
    return f"{pre}{_after(pre, core)}{post}"


def fixed_text() -> str:
    """Every fixed word a phrasing adds, lower case (sign keywords must avoid them)."""
    parts = [
        *_CHILD_PRE,
        *_CHILD_POST,
        *_ASR_PRE,
        *_PRIO,
        *_LINKS,
        *_ELDER_PRE,
        *_ELDER_POST,
        *_WARMUPS,
        *_FMT.values(),
        "tkt prio reply fmt how long-long where's",
    ]
    parts += [b for _, b in _ASR]
    return " ".join(parts).lower()


RENDER = {
    "curious_child": curious_child,
    "asr_voice": asr_voice,
    "remote_ticket": remote_ticket,
    "two_part": two_part,
    "heldout_rambling_elder": heldout_rambling_elder,
}


def phrase(d: Draft, style: str, rng: np.random.Generator) -> str:
    text = RENDER[style](d, rng)
    return text if style in ("asr_voice", "remote_ticket") else _cap(text)

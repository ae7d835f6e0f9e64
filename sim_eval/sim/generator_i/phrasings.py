"""Question strings. Phrasings change only the wording, never what is asked.

Dev phrasings: plain, traveller_in_a_hurry, child, asr_transcript.
Held-out phrasing: heldout_radio (radio voice procedure, kept apart from development).
"""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from .model import World
from .templates_dev import CHILD, HURRY, PLAIN
from .templates_heldout import RADIO

PHRASINGS = ["plain", "traveller_in_a_hurry", "child", "asr_transcript", "heldout_radio"]
DEV = PHRASINGS[:4]
HELDOUT = "heldout_radio"

LEX: dict[str, dict[str, dict[str, list[str]]]] = {
    "plain": {
        "which_tail": {
            "first": [" for the first time", " the first time"],
            "last": [" most recently", " the last time"],
            "only": [""],
        },
        "go": {
            "out": ["go outside", "go outdoors", "head outside"],
            "in": ["come back inside", "go back indoors", "come in from outside"],
        },
    },
    "traveller_in_a_hurry": {
        "which_tail": {
            "first": [" first time", " first"],
            "last": [" last time", " latest"],
            "only": [""],
        },
        "go": {"out": ["go out", "head outside"], "in": ["come back in", "get back inside"]},
    },
    "child": {
        "which_tail": {
            "first": [" the very first time", " first"],
            "last": [" the last time", " the most latest time"],
            "only": [""],
        },
        "go": {
            "out": ["go outside", "go out in the outside"],
            "in": ["come back inside", "go back in the inside"],
        },
    },
    "heldout_radio": {
        "which_tail": {
            "first": [", initial entry", ", first instance"],
            "last": [", most recent instance", ", latest"],
            "only": [""],
        },
        "go": {
            "out": ["exit to open air", "transition outdoors"],
            "in": ["re-enter the building", "transition indoors"],
        },
    },
}
PAST: dict[str, dict[str, list[str]]] = {
    "plain": {
        "out": ["went outside", "went outdoors"],
        "in": ["came back inside", "went back indoors"],
    },
    "traveller_in_a_hurry": {
        "out": ["went out", "headed outside"],
        "in": ["came back in", "got back inside"],
    },
    "child": {
        "out": ["went outside", "went out in the outside"],
        "in": ["came back inside", "went back in the inside"],
    },
    "heldout_radio": {
        "out": ["exited to open air", "transitioned outdoors"],
        "in": ["re-entered the building", "transitioned indoors"],
    },
}
TABLES = {"plain": PLAIN, "traveller_in_a_hurry": HURRY, "child": CHILD, "heldout_radio": RADIO}

FILLERS = ["um ", "uh ", "so ", "okay so ", "hey robot ", "yeah um ", "right so ", ""]
TAILS = [" thanks", " please", " um yeah", "", "", " cheers", " if you know"]
HOMOPHONES = [
    (r"\bwhere\b", "wear"),
    (r"\bsaw\b", "sore"),
    (r"\bfor\b", "four"),
    (r"\bto\b", "too"),
    (r"\bright\b", "write"),
    (r"\bthere\b", "their"),
    (r"\bseen\b", "scene"),
    (r"\bwait\b", "weight"),
    (r"\bhour\b", "our"),
    (r"\bby\b", "buy"),
    (r"\bknow\b", "no"),
    (r"\bwhich\b", "witch"),
    (r"\blounge\b", "lunch"),
    (r"\bgate\b", "gait"),
    (r"\bpassed\b", "past"),
    (r"\bstairs\b", "stares"),
    (r"\bdesk\b", "desks"),
]
NUMBERS = {
    "0": "zero",
    "1": "one",
    "2": "two",
    "3": "three",
    "4": "four",
    "5": "five",
    "6": "six",
    "7": "seven",
    "8": "eight",
    "9": "nine",
}


def _derive(slots: dict[str, Any], style: str, rng: np.random.Generator) -> dict[str, Any]:
    lex = LEX.get(style, LEX["plain"])
    d = {k: v for k, v in slots.items()}
    if "which" in slots:
        opts = lex["which_tail"][slots["which"]]
        d["which_tail"] = opts[int(rng.integers(len(opts)))]
        d["which_word"] = {"first": "first", "last": "last", "only": ""}[slots["which"]]
    if "direction" in slots:
        k = int(rng.integers(2))
        d["go"] = lex["go"][slots["direction"]][k]
        d["go_past"] = PAST[style][slots["direction"]][k]
    if "state" in slots:
        d["state_word"] = "running" if slots["state"] == "on" else "open"
    if "word" in slots:
        d["word_l"] = str(slots["word"]).lower()
    if "dir" in slots:
        d["dir_word"] = {"up": "up", "down": "down", "along": "across"}[slots["dir"]]
    return d


def _fill(template: str, d: dict[str, Any], lower: bool = False) -> str:
    out = template.format(**d)
    out = re.sub(r"\s+", " ", out).strip()
    out = re.sub(r"\s+([?,.!])", r"\1", out)
    if lower:
        return out[0].lower() + out[1:] if out[:2] != "I " else out
    return out[0].upper() + out[1:] if out and out[0].islower() else out


def _pick(style: str, subkind: str, slots: dict[str, Any], rng: np.random.Generator) -> str:
    table = TABLES[style][subkind]
    key = None
    if subkind == "took_connector" or subkind == "ride_duration":
        key = "travel" if slots.get("dir") == "along" else "vertical"
    if subkind == "sign_text":
        key = "screen" if slots.get("screen") else "sign"
    if subkind == "door_open":
        key = "on" if slots.get("state") == "on" else "open"
    if isinstance(table, dict):
        table = table[key or "default"]
    return table[int(rng.integers(len(table)))]


def _asr(text: str, rng: np.random.Generator) -> str:
    t = text.lower()
    t = re.sub(r"(\d)\.(\d)", r"\1 point \2", t)
    t = re.sub(r"[?!.,;:\"'()\u2014\-/]", " ", t)
    if rng.random() < 0.5:
        t = re.sub(r"\b\d\b", lambda m: NUMBERS[m.group(0)], t)
    t = re.sub(r"\bb(\d)", r"b \1", t)
    words = t.split()
    if words and rng.random() < 0.3:
        k = int(rng.integers(len(words)))
        words.insert(k, str(rng.choice(["like", "uh", "um", "you know"])))
    t = " ".join(words)
    subs = [h for h in HOMOPHONES if re.search(h[0], t)]
    if subs and rng.random() < 0.55:
        pat, rep = subs[int(rng.integers(len(subs)))]
        t = re.sub(pat, rep, t, count=1)
    t = str(rng.choice(FILLERS)) + t + str(rng.choice(TAILS))
    return re.sub(r"\s+", " ", t).strip()


def render(
    subkind: str, slots: dict[str, Any], phrasing: str, rng: np.random.Generator, world: World
) -> str:
    if phrasing == "asr_transcript":
        style = ["plain", "traveller_in_a_hurry", "child"][int(rng.integers(3))]
        d = _derive(slots, style, rng)
        return _asr(_fill(_pick(style, subkind, slots, rng), d), rng)
    if phrasing not in TABLES:
        raise SystemExit(f"unknown phrasing {phrasing}; one of {', '.join(PHRASINGS)}")
    d = _derive(slots, phrasing, rng)
    return _fill(_pick(phrasing, subkind, slots, rng), d, lower=phrasing == "child")

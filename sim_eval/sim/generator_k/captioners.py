"""Seven caption styles, so a memory is tested against captioners that word scenes differently.
Each returns a record of what the caption really said (items, clean quotes, place named), the
only caption evidence ground truth may use."""

from __future__ import annotations

import json
from typing import Any

import numpy as np

from .rng import chance, pick

NUMW = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
TOD = [
    (0, "in the pale early light"),
    (10, "under bright late-morning light"),
    (12, "in harsh midday light"),
    (14, "in the warm afternoon light"),
    (16, "in the low late-afternoon sun"),
    (18, "in the fading evening light"),
]


def plural(noun: str) -> str:
    if " of " in noun:
        a, b = noun.split(" of ", 1)
        return plural(a) + " of " + b
    if noun.endswith(("s", "x", "ch", "sh")):
        return noun if noun.endswith("s") and not noun.endswith("ss") else noun + "es"
    if noun.endswith("y") and noun[-2:-1] not in "aeiou":
        return noun[:-1] + "ies"
    return noun + "s"


def article(phrase: str) -> str:
    return ("an " if phrase[:1].lower() in "aeiou" else "a ") + phrase


def _np(item: dict[str, Any]) -> str:
    """The item's noun with its colour, if the plan says it."""
    s = item["noun"]
    if item["colour"]:
        s = f"{item['colour']} {s}"
    return s


def _state_clause(item: dict[str, Any], rng: np.random.Generator, allow_neg: bool = False) -> str:
    st = item["state"]
    if st is None:
        return ""
    a, b = item["state_pair"]
    if allow_neg and chance(rng, 0.4):
        other = b if st == a else a
        return f" that is not {other}"
    return f" ({st})" if chance(rng, 0.4) else f", {st}"


def _side(b: float) -> str:
    if b > 0.25:
        return "left"
    if b < -0.25:
        return "right"
    return "ahead"


def _place_phrase(plan: dict[str, Any], style: str) -> str | None:
    n = plan["naming"]
    if not n:
        return None
    if n["how"] == "code":
        return {"json_blob": n["phrase"]}.get(style, f"area {n['phrase']}")
    p = n["phrase"]
    if n["how"] == "name" and style != "json_blob" and not p[:1].isupper():
        return "the " + p
    return p


def _garble(text: str, rng: np.random.Generator) -> str:
    """OCR-style misreading, never equal to the clean upper-case text."""
    subs = {
        "O": "0",
        "I": "1",
        "L": "1",
        "E": "3",
        "S": "5",
        "B": "8",
        "A": "4",
        "G": "6",
        "T": "7",
        "R": "P",
        "C": "(",
        "0": "O",
        "1": "I",
        "5": "S",
        "8": "B",
    }
    out = []
    for ch in text.upper():
        out.append(subs[ch] if ch in subs and chance(rng, 0.4) else ch)
    if len(out) > 6 and chance(rng, 0.5):
        del out[int(rng.integers(1, len(out) - 1))]
    g = "".join(out)
    return g if g != text.upper() else g + "?"


def _typo(word: str, rng: np.random.Generator) -> str:
    if len(word) < 5:
        return word + word[-1]
    i = int(rng.integers(1, len(word) - 2))
    return word[:i] + word[i + 1] + word[i] + word[i + 2 :]


def render(
    style: str, plan: dict[str, Any], rng: np.random.Generator, hour: int
) -> tuple[str, dict[str, Any]]:
    items = [dict(it) for it in plan["items"]]
    rec = {"items": [], "quotes": [], "naming": plan["naming"]}
    place = _place_phrase(plan, style)
    quotes = plan["quotes"]

    def said(it: dict[str, Any], state: bool = True) -> None:
        rec["items"].append(
            dict(
                inst=it["inst"],
                identifying=it["identifying"],
                colour=it["colour"],
                state=it["state"] if state else None,
            )
        )

    if style == "json_blob":
        objs = []
        for it in items:
            s = _np(it)
            if it["state"]:
                s += f" ({it['state']})"
            objs.append(s)
        blob = {
            "scene": place or ("outdoor area" if plan["outdoor"] else "indoor space"),
            "objects": objs,
            "text": [q["text"] for q in quotes],
        }
        full = json.dumps(blob)
        if objs and chance(rng, 0.12):
            k = int(rng.integers(0, len(objs)))
            head = json.dumps({"scene": blob["scene"], "objects": objs[:k]})[:-2]
            part = objs[k][: max(1, len(objs[k]) // 2)]
            cap = head + (", " if k else "") + '"' + part
            for it in items[:k]:
                said(it)
            return cap, rec
        for it in items:
            said(it)
        rec["quotes"] = [q["inst"] for q in quotes]
        return full, rec

    if style == "relational":
        parts = []
        for i, it in enumerate(items):
            s = article(_np(it)) + _state_clause(it, rng)
            if i + 1 < len(items):
                o = items[i + 1]
                rel = "left of" if it["bearing"] > o["bearing"] else "right of"
                if abs(it["range"] - o["range"]) > 3:
                    rel = "in front of" if it["range"] < o["range"] else "behind"
                parts.append(f"{s} sits {rel} the {o['noun']}")
            elif not parts:
                parts.append(f"{s} is {_side(it['bearing'])} of the camera")
            said(it)
        cap = "; ".join(parts) if parts else "a bare stretch with nothing in front of the camera"
        if place:
            cap = f"In {place}, " + cap if not place[0].isupper() else f"At {place}: " + cap
        for q in quotes:
            cap += f'. Beside the {q["noun"]} a label reads "{q["text"]}"'
            rec["quotes"].append(q["inst"])
        return cap[0].upper() + cap[1:] + ".", rec

    if style == "negations":
        pre = pick(
            rng,
            [
                "No people are visible",
                "Nobody is around",
                "Nothing is moving",
                "There are no people in view",
                "No one is here",
            ],
        )
        if not items:
            cap = f"{pre}; " + (f"{place} is empty." if place else "the space is empty.")
        else:
            names = [article(_np(it)) + _state_clause(it, rng, allow_neg=True) for it in items]
            where = place or pick(
                rng,
                ["the area", "the path", "the view"]
                if plan["outdoor"]
                else ["the room", "the corridor", "the space"],
            )
            cap = (
                f"{pre}. {where[0].upper() + where[1:]} is empty apart from "
                + ", ".join(names[:-1])
                + (" and " if len(names) > 1 else "")
                + names[-1]
                + "."
            )
            for it in items:
                said(it)
        if plan.get("absent") and chance(rng, 0.5):
            cap += f" There is no {plan['absent']} here."
        for q in quotes:
            cap += f' The {q["noun"]} is not blank: it says "{q["text"]}".'
            rec["quotes"].append(q["inst"])
        return cap, rec

    if style == "counting_plural":
        groups: dict[tuple[str, str | None], list[dict[str, Any]]] = {}
        for it in items:
            groups.setdefault((it["noun"], it["colour"]), []).append(it)
        parts = []
        for key, g in groups.items():
            noun = key[0] if len(g) == 1 else plural(key[0])
            np_ = (key[1] + " " if key[1] else "") + noun
            parts.append((NUMW[len(g)] if len(g) <= 10 else str(len(g))) + " " + np_)
            for it in g:
                said(it, state=False)
        cap = (
            (", ".join(parts[:-1]) + " and " + parts[-1])
            if len(parts) > 1
            else (parts[0] if parts else "zero objects of note")
        )
        if place:
            cap += f" in {place}"
        cap = cap[0].upper() + cap[1:] + "."
        for q in quotes:
            cap += f' One {q["noun"]} with the words "{q["text"]}".'
            rec["quotes"].append(q["inst"])
        return cap, rec

    if style == "second_person_instructions":
        cap = (
            f"You are standing in {place}"
            if place
            else "You are facing " + ("an open area" if plan["outdoor"] else "a room")
        )
        bits = []
        for it in items:
            side = _side(it["bearing"])
            where = "straight ahead" if side == "ahead" else f"to your {side}"
            bits.append(f"{where} there is {article(_np(it))}{_state_clause(it, rng)}")
            said(it)
        if bits:
            cap += "; " + "; ".join(bits)
        cap += "."
        for q in quotes:
            cap += f' If you look at the {q["noun"]} you can read "{q["text"]}".'
            rec["quotes"].append(q["inst"])
        return cap, rec

    if style == "telegraphic_ocr_errors":
        bits = []
        if place:
            bits.append(place.upper() if len(place) < 6 else place)
        for it in items:
            noun = it["noun"]
            ident = it["identifying"]
            if chance(rng, 0.2):
                words = noun.split()
                words[-1] = _typo(words[-1], rng)
                noun = " ".join(words)
                ident = False
            s = (
                (it["colour"] + " " if it["colour"] else "")
                + noun
                + (f" {it['state']}" if it["state"] else "")
            )
            bits.append(s)
            rec["items"].append(
                dict(
                    inst=it["inst"],
                    identifying=ident,
                    colour=it["colour"] if ident else None,
                    state=it["state"] if ident else None,
                )
            )
        for q in quotes:
            if chance(rng, 0.45):
                bits.append(f"sign: '{_garble(q['text'], rng)}'")
            else:
                bits.append(f"sign: '{q['text'].upper()}'")
                rec["quotes"].append(q["inst"])
        return (". ".join(bits) if bits else "nothing. blur") + ".", rec

    if style == "time_of_day_narrative":
        light = [d for h, d in TOD if h <= hour][-1]
        if not plan["outdoor"]:
            light = (
                "under flat fluorescent light"
                if chance(rng, 0.5)
                else light.replace("light", "light through the windows")
            )
        move = (
            "as the robot turns"
            if plan["turning"]
            else ("as the robot rolls on" if plan["moving"] else "while the robot waits")
        )
        cap = f"{light[0].upper() + light[1:]}, {move}"
        if place:
            cap += f" through {place}"
        bits = []
        for it in items:
            side = _side(it["bearing"])
            w = "just ahead" if side == "ahead" else f"on the {side}"
            bits.append(f"{article(_np(it))}{_state_clause(it, rng)} comes into view {w}")
            said(it)
        cap += (", " + ", then ".join(bits)) if bits else ", nothing much changes"
        cap += "."
        for q in quotes:
            cap += f' Up close the {q["noun"]} reads "{q["text"]}".'
            rec["quotes"].append(q["inst"])
        return cap, rec
    raise ValueError(f"unknown captioner {style}")

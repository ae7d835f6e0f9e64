"""Four captioners: a per-frame plan (what is said) and its wording (how it is said)."""

from __future__ import annotations

import json
from typing import Any

import numpy as np

from .model import NUMBER_WORDS, clock

# name rate, proper/wrong/kind split, max things, quote rate, misread, hallucination, floor rate
STYLE: dict[str, dict[str, Any]] = {
    "json_kv": {
        "name": 0.40,
        "split": (0.72, 0.14, 0.14),
        "max": 4,
        "quote": 0.7,
        "misread": 0.10,
        "halluc": 0.06,
        "floor": 0.30,
    },
    "diary_past": {
        "name": 0.0,
        "split": (0.85, 0.15, 0.0),
        "max": 3,
        "quote": 0.5,
        "misread": 0.0,
        "halluc": 0.05,
        "floor": 0.0,
    },
    "counter": {
        "name": 0.10,
        "split": (0.7, 0.3, 0.0),
        "max": 6,
        "quote": 0.4,
        "misread": 0.05,
        "halluc": 0.10,
        "floor": 0.06,
    },
    "bilingual": {
        "name": 0.22,
        "split": (0.72, 0.1, 0.18),
        "max": 3,
        "quote": 0.5,
        "misread": 0.0,
        "halluc": 0.04,
        "floor": 0.10,
    },
}
LOOKALIKE = {"O": "0", "S": "5", "I": "1", "E": "3", "A": "4", "B": "8"}


def article(word: str) -> str:
    return "an" if word[:1].lower() in "aeiou" else "a"


def plan(
    rng: np.random.Generator,
    captioner: str,
    frame: dict[str, Any],
    prev: dict[str, Any] | None,
    vis: list[dict[str, Any]],
    site: dict[str, Any],
    insts: dict[str, Any],
    cls: dict[str, dict[str, Any]],
) -> dict[str, Any]:
    """What this frame's caption will say (stored in truth.json)."""
    st = STYLE[captioner]
    places = site["places"]
    spec = site["spec"]
    mentions: list[dict[str, Any]] = []
    for v in vis[:6]:
        if len(mentions) >= st["max"] or rng.random() > 0.6:
            continue
        c = cls[v["cls"]]
        inst = insts[v["inst"]]
        if captioner == "bilingual" and rng.random() < 0.3:
            mentions.append(
                {
                    "inst": v["inst"],
                    "cls": v["cls"],
                    "word": c["es"],
                    "kind": "generic",
                    "colour": False,
                }
            )
            continue
        if captioner == "counter":
            word = c["labels"][0]
        else:
            u = rng.random()
            word = c["labels"][0 if u < 0.5 else 1 if u < 0.8 else 2]
        colour = bool(inst["colour"]) and rng.random() < 0.3
        mentions.append(
            {"inst": v["inst"], "cls": v["cls"], "word": word, "kind": "noun", "colour": colour}
        )
    if captioner == "counter":
        for m in mentions:
            if sum(1 for o in mentions if o["cls"] == m["cls"]) > 1:
                m["colour"] = False
    quotes: list[dict[str, Any]] = []
    for v in vis[:6]:
        inst = insts[v["inst"]]
        text = inst["text"] or inst["plate"]
        if text is None or abs(v["bearing"]) > 0.4:
            continue
        limit = 12.0 if inst["text"] is None else min(30.0, 6.0 + 6.0 * cls[v["cls"]]["size"][0])
        if v["range"] > limit or rng.random() > st["quote"] or len(quotes) >= 2:
            continue
        written = text
        if rng.random() < st["misread"]:
            for i, ch in enumerate(text):
                if ch in LOOKALIKE:
                    written = text[:i] + LOOKALIKE[ch] + text[i + 1 :]
                    break
        quotes.append(
            {"inst": v["inst"], "text": text, "written": written, "correct": written == text}
        )
    naming = None
    here = places[frame["place"]]
    changed = prev is not None and prev["place"] != frame["place"]
    rate = st["name"]
    if captioner == "diary_past":
        rate = 0.75 if changed else 0.0
    if not here["lift"] and rng.random() < rate:
        u = rng.random()
        a, b, _ = st["split"]
        if u < a:
            naming = {
                "place": here["key"],
                "mode": "proper",
                "form": here["forms"][int(rng.integers(len(here["forms"])))],
            }
        elif u < a + b:
            same = sorted(
                k
                for k, p in places.items()
                if k != here["key"] and not p["lift"] and p["kind"] == here["kind"]
            )
            pool = same or sorted(
                k for k, p in places.items() if k != here["key"] and not p["lift"]
            )
            wk = pool[int(rng.integers(len(pool)))]
            naming = {"place": wk, "mode": "wrong", "form": places[wk]["forms"][0]}
        else:
            word = (
                spec["es_place"][int(rng.integers(3))]
                if captioner == "bilingual"
                else here["kind_word"]
            )
            naming = {"place": here["key"], "mode": "kind", "form": word}
    floor = None
    levels = {lv["key"]: lv for lv in site["levels"]}
    frate = st["floor"]
    if captioner == "diary_past":
        frate = 0.8 if prev is not None and prev["level"] != frame["level"] else 0.0
    if frame["level"] is not None and levels[frame["level"]]["forms"] and rng.random() < frate:
        lk = frame["level"]
        if rng.random() < 0.06:
            lk = sorted(k for k in levels if k != lk)[int(rng.integers(len(levels) - 1))]
        forms = levels[lk]["forms"]
        floor = {
            "level": lk,
            "form": forms[int(rng.integers(len(forms)))],
            "correct": lk == frame["level"],
        }
    halluc = None
    if rng.random() < st["halluc"]:
        halluc = spec["hallucinations"][int(rng.integers(len(spec["hallucinations"])))]
    scene = spec["scene_words"][int(rng.integers(len(spec["scene_words"])))]
    return {
        "mentions": mentions,
        "quotes": quotes,
        "naming": naming,
        "floor": floor,
        "halluc": halluc,
        "scene": scene,
        "negation": captioner == "counter" and rng.random() < 0.4,
        "variant": int(rng.integers(4)),
    }


def _thing(m: dict[str, Any], insts: dict[str, Any]) -> str:
    colour = insts[m["inst"]]["colour"] if m["colour"] else None
    return f"{colour} {m['word']}" if colour else m["word"]


def words(
    captioner: str,
    p: dict[str, Any],
    frame: dict[str, Any],
    insts: dict[str, Any],
    cls: dict[str, dict[str, Any]],
) -> str:
    """The caption text of a plan."""
    return {
        "json_kv": _json_kv,
        "diary_past": _diary,
        "counter": _counter,
        "bilingual": _bilingual,
    }[captioner](p, frame, insts, cls)


def _json_kv(p: dict[str, Any], frame: dict[str, Any], insts: dict[str, Any], cls: Any) -> str:
    parts = [f'"scene": {json.dumps(p["scene"])}']
    if p["naming"]:
        parts.append(f'"location": {json.dumps(p["naming"]["form"])}')
    if p["floor"]:
        parts.append(f'"floor": {json.dumps(p["floor"]["form"])}')
    objs = [_thing(m, insts) for m in p["mentions"]]
    if p["halluc"]:
        objs.append(p["halluc"])
    parts.append('"objects": [' + ", ".join(json.dumps(o) for o in objs) + "]")
    if p["quotes"]:
        parts.append(
            '"text": ['
            + ", ".join(json.dumps(q["written"], ensure_ascii=False) for q in p["quotes"])
            + "]"
        )
    if p["variant"] == 0 and len(objs) + len(p["quotes"]) >= 2:  # output cut off mid-way
        return "{" + ", ".join(parts)
    return "{" + ", ".join(parts) + ', "people": 0}'


def _diary(p: dict[str, Any], frame: dict[str, Any], insts: dict[str, Any], cls: Any) -> str:
    out = [
        ["Dear diary,", "Later,", "After that,", "Then,"][p["variant"]]
        + f" at {clock(frame['t'])}"
        + [" I rolled on.", " I kept moving.", " I was busy.", " it was quiet."][p["variant"]]
    ]
    if p["naming"]:
        out.append(f"I had just come into {p['naming']['form']}.")
    if p["floor"]:
        out.append(f"I was on {p['floor']['form']} at that point.")
    if p["mentions"]:
        things = [f"{article(t)} {t}" for t in (_thing(m, insts) for m in p["mentions"])]
        out.append(
            "I passed "
            + (
                " and ".join(things)
                if len(things) < 3
                else ", ".join(things[:-1]) + " and " + things[-1]
            )
            + "."
        )
    for q in p["quotes"]:
        out.append(f'A sign said "{q["written"]}".')
    if p["halluc"]:
        out.append(f"I thought I saw {article(p['halluc'])} {p['halluc']}, but I was not sure.")
    return " ".join(out)


def _counter(
    p: dict[str, Any], frame: dict[str, Any], insts: dict[str, Any], cls: dict[str, dict[str, Any]]
) -> str:
    groups: dict[str, list[dict[str, Any]]] = {}
    for m in p["mentions"]:
        groups.setdefault(m["cls"], []).append(m)
    items = []
    for ck in sorted(groups, key=lambda k: p["mentions"].index(groups[k][0])):
        ms = groups[ck]
        if len(ms) == 1:
            items.append(f"1 {_thing(ms[0], insts)}")
        else:
            items.append(f"{len(ms)} {cls[ck]['plural']}")
    for q in p["quotes"]:
        items.append(f'text "{q["written"]}"')
    if p["halluc"]:
        items.append(f"1 {p['halluc']}")
    text = ", ".join(items) if items else "0 objects"
    if p["naming"]:
        text += f"; area: {p['naming']['form']}"
    if p["floor"]:
        text += f"; floor: {p['floor']['form']}"
    return text + (". no people visible." if p["negation"] else ".")


def _bilingual(p: dict[str, Any], frame: dict[str, Any], insts: dict[str, Any], cls: Any) -> str:
    out = []
    if p["mentions"]:
        out.append(
            "Veo "
            + " y ".join(
                m["word"] if m["kind"] == "generic" else f"un {_thing(m, insts)}"
                for m in p["mentions"]
            )
            + "."
        )
    else:
        out.append(
            ["Nada especial.", "Vista vacía.", "Sin objetos claros.", "Nothing here."][p["variant"]]
        )
    for q in p["quotes"]:
        out.append(f'El letrero dice "{q["written"]}".')
    if p["naming"]:
        n = p["naming"]
        out.append(f"Parece {n['form']}." if n["mode"] == "kind" else f"Creo que es {n['form']}.")
    if p["floor"]:
        out.append(f"Planta: {p['floor']['form']}.")
    if p["halluc"]:
        out.append(f"Quizás {article(p['halluc'])} {p['halluc']} al fondo.")
    return " ".join(out)


def grouped_word(m: dict[str, Any], p: dict[str, Any], captioner: str, cls: dict[str, Any]) -> str:
    """The word the caption must hold for mention ``m`` (counter groups use the plural)."""
    if captioner == "counter" and sum(1 for o in p["mentions"] if o["cls"] == m["cls"]) > 1:
        return str(cls[m["cls"]]["plural"])
    return str(m["word"])


__all__ = ["NUMBER_WORDS", "STYLE", "grouped_word", "plan", "words"]

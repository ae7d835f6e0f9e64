"""Checks of one world's questions: format, scorer, references, evidence, recomputed truth."""

from __future__ import annotations

import json
import math
import re
from pathlib import Path
from types import ModuleType
from typing import Any

from .checker import Checker
from .recheck import expected, ref_problems, same_truth
from .recheck_index import Index
from .selection import HERE, TYPES

Q_KEYS = {"id", "type", "question", "now", "at", "truth", "subkind", "slots"}
TRUTH_KEYS = {
    "spatial": {"positions"},
    "temporal": {"time"},
    "binary": {"binary"},
    "duration": {"duration_s"},
    "text": {"keywords"},
}
SUBKINDS = {qtype: set(makers) for qtype, makers in TYPES}


def load_questions(world_dir: Path) -> list[dict[str, Any]]:
    with (world_dir / "questions.jsonl").open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def _wrong_answer(q: dict[str, Any]) -> dict[str, Any]:
    t = q["truth"]
    if q["type"] == "spatial":
        pts = t["positions"]
        return {
            "position": [max(p[0] for p in pts) + 500.0, max(p[1] for p in pts) + 500.0, pts[0][2]]
        }
    if q["type"] == "temporal":
        return {"time": t["time"] - 900.0}
    if q["type"] == "binary":
        return {"binary": not t["binary"]}
    if q["type"] == "duration":
        return {"duration_s": 2 * t["duration_s"] + 60.0}
    return {"answer": "no idea, sorry"}


def _right_answer(q: dict[str, Any]) -> dict[str, Any]:
    t = q["truth"]
    return {
        "spatial": lambda: {"position": t["positions"][0]},
        "temporal": lambda: {"time": t["time"]},
        "binary": lambda: {"binary": t["binary"]},
        "duration": lambda: {"duration_s": t["duration_s"]},
        "text": lambda: {"answer": t["keywords"][0]},
    }[q["type"]]()


def check_questions(
    ck: Checker, world_dir: Path, truth: dict[str, Any], scoring: ModuleType, tag: str
) -> list[dict[str, Any]]:
    qs = load_questions(world_dir)
    ix = Index(truth)
    ck.ok(len(qs) == 100, f"{tag} {len(qs)} questions")
    ck.ok(len({q["id"] for q in qs}) == len(qs), f"{tag} duplicate ids")
    for qtype in TRUTH_KEYS:
        ck.ok(sum(q["type"] == qtype for q in qs) == 20, f"{tag} 20 {qtype} questions")
    pairs = [(q["subkind"], q["slots"]["target"]) for q in qs]
    ck.ok(len(set(pairs)) == len(pairs), f"{tag} a (subkind, target) pair repeats")
    t0, t1 = ix.times[0], ix.times[-1]
    binaries = [q["truth"]["binary"] for q in qs if q["type"] == "binary"]
    ck.ok(sum(binaries) == 10, f"{tag} binary yes count {sum(binaries)}")
    for q in qs:
        where = f"{tag} {q['id']} {q['subkind']}"
        ck.ok(set(q) == Q_KEYS, f"{where} keys")
        ck.ok(q["subkind"] in SUBKINDS[q["type"]], f"{where} subkind of another type")
        ck.ok(set(q["truth"]) == TRUTH_KEYS[q["type"]], f"{where} truth keys")
        now = q["now"]
        ck.ok(t0 < now <= t1 + 15.5, f"{where} now outside the run")
        ck.ok(not any(a < now < b for a, b in ix.gaps), f"{where} now inside a gap")
        if q["subkind"] in HERE:
            k = ix.k(now)
            ck.ok(
                q["at"] == [round(v, 3) for v in ix.frames[k]["pose"][:3]]
                and now - ix.times[k] < 1.0,
                f"{where} at is not the frame pose",
            )
        else:
            ck.ok(q["at"] is None, f"{where} at on a non-here question")
        if q["type"] == "temporal":
            ck.ok(q["truth"]["time"] <= now, f"{where} answer after now")
        if q["type"] == "duration":
            ck.ok(q["truth"]["duration_s"] > 0, f"{where} duration not positive")
        right = scoring.score(q, _right_answer(q))
        wrong = scoring.score(q, _wrong_answer(q))
        ck.ok(right.correct, f"{where} scorer rejects the truth")
        ck.ok(not wrong.correct, f"{where} scorer accepts a wrong answer")
        text = q["question"].lower()
        has_where = re.search(r"\bwhere(?:'s)?\b", text) is not None
        if q["type"] == "spatial":
            ck.ok(has_where, f"{where} a position question without 'where': {q['question']}")
        else:
            ck.ok(not has_where, f"{where} 'where' asked for a non-position: {q['question']}")
        if q["type"] == "text":
            kws = [k.lower() for k in q["truth"]["keywords"]]
            ck.ok(all(len(k) >= 1 for k in kws) and bool(kws), f"{where} keywords")
        _evidence(ck, ix, q, where)
        exp = None
        try:
            exp = expected(ix, q)
        except (AssertionError, IndexError, StopIteration, ValueError, KeyError) as error:
            ck.ok(False, f"{where} recheck failed: {error!r}")
            continue
        if ck.ok(exp is not None, f"{where} recheck says the question is not askable"):
            assert exp is not None
            ck.ok(same_truth(exp, q["truth"]), f"{where} truth {q['truth']} vs recheck {exp}")
    return qs


def _evidence(ck: Checker, ix: Index, q: dict[str, Any], where: str) -> None:
    s, now = q["slots"], q["now"]
    for key in ("thing", "other"):
        ref = s.get(key)
        if ref is None:
            continue
        problems = ref_problems(ix, ref, now)
        ck.ok(not problems, f"{where} {key} reference: {problems}")
        if ref["kind"] != "class":
            ck.ok(bool(ix.sightings(ref["inst"], now)), f"{where} {key} never seen by now")
    for key in ("place", "place2", "place3"):
        if key in s:
            ck.ok(ix.named(s[key]["key"], now), f"{where} {key} {s[key]['key']} not named by now")
    if "level" in s:
        ck.ok(ix.level_said(s["level"]["key"], now), f"{where} floor not said by now")
    for thing in s.get("things", []):
        ck.ok(bool(ix.sightings(thing, now)), f"{where} {thing} relied on but not seen")
    if q["type"] == "text" and q["subkind"] not in (
        "colour_of",
        "count_things",
        "next_to",
        "closer_of_two",
        "floor_of_place",
    ):
        kws = [k.lower() for k in q["truth"]["keywords"]]
        place = next(
            (
                p
                for p in ix.places.values()
                if [f for f in p["forms"] if len(f) >= 4] == q["truth"]["keywords"]
            ),
            None,
        )
        ck.ok(
            place is not None and ix.named(place["key"], now),
            f"{where} answer place not named by now ({kws[:1]})",
        )
    if q["subkind"] == "floor_of_place":
        level = next(
            k for k, forms in ix.level_forms.items() if list(forms) == q["truth"]["keywords"]
        )
        ck.ok(ix.level_said(level, now), f"{where} answer floor not said by now")
    if q["subkind"] == "colour_of":
        ck.ok(
            ix.colour_first.get(s["thing"]["inst"], math.inf) <= now,
            f"{where} colour not said by now",
        )

"""Writes all 27 worlds into OUT_DIR and checks them against the project's own contracts.

    .venv/bin/python -m sim_eval.sim.generator_m.validate OUT

Imports memory_core (run-file parser, camera, number checks) and the scorer. Exit status 0
when every check passes.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path
from types import ModuleType
from typing import Any

from sim_eval import scoring

from . import all_worlds
from .families import FAMILIES
from .familyspec import COLOURS, FamilySpec
from .layout import Layout
from .optics import HFOV_RAD
from .phrasings import DEV_PHRASINGS
from .questions import AT_SUBKINDS, PER_TYPE, TYPES
from .world import build_world
from .writer import write_world

QUESTION_KEYS = {"id", "type", "question", "now", "at", "truth", "subkind", "slots"}
TRUTH_KEYS = {
    "spatial": {"positions"},
    "temporal": {"time"},
    "binary": {"binary"},
    "duration": {"duration_s"},
    "text": {"keywords"},
}
HERE_WORDS = re.compile(r"\b(i|me|my|i'm)\b", re.IGNORECASE)
WRONG_TEXT = "zzz"


class Problems:
    def __init__(self) -> None:
        self.items: list[str] = []

    def check(self, ok: bool, where: str, what: str) -> None:
        if not ok and len(self.items) < 400:
            self.items.append(f"{where}: {what}")


def _scorer() -> ModuleType:
    return scoring


def _has(text: str, phrase: str) -> bool:
    return (
        re.search(r"(?<![a-z0-9])" + re.escape(phrase.lower()) + r"(?![a-z0-9])", text.lower())
        is not None
    )


# ---- family data ----


def check_family(spec: FamilySpec, p: Problems) -> None:
    w = spec.name
    p.check(40 <= len(spec.classes) <= 55, w, f"{len(spec.classes)} classes (want 40-55)")
    p.check(15 <= len(spec.places) <= 25, w, f"{len(spec.places)} places (want 15-25)")
    labels: dict[str, str] = {}
    for c in spec.classes:
        p.check(c.labels[0] == c.key and 2 <= len(c.labels) <= 3, w, f"{c.key}: labels")
        for lb in c.labels:
            p.check(
                lb not in labels,
                w,
                f"label {lb!r} shared by {labels.get(lb)} and {c.key}",
            )
            labels[lb] = c.key
            p.check(lb.split(" ")[0] not in COLOURS, w, f"label {lb!r} starts with a colour")
    generic = {g for c in spec.classes for g in c.generic}
    for g in sorted(generic):
        p.check(g not in labels, w, f"generic label {g!r} identifies a class")
    regions = {r for v in spec.regions.values() for r in v}
    for r in sorted(regions):
        p.check(
            r not in labels and r not in generic,
            w,
            f"region label {r!r} is a class label",
        )
    for key, never in spec.never:  # noqa: B007
        for lb in never:
            p.check(lb not in labels, w, f"never-present label {lb!r} is present")
    words = [*(v for vs in spec.vague.values() for v in vs), *spec.bystanders]
    words += [t.text for t in spec.texts] + [s for v in spec.feeds.values() for s in v]
    words += [pl.name for pl in spec.places] + [f for fl in spec.floors for f in fl.forms]
    for text in words:
        for lb in labels:
            p.check(not _has(text, lb), w, f"{text!r} names class label {lb!r}")
        for _, never in spec.never:
            for lb in never:
                p.check(not _has(text, lb), w, f"{text!r} names never-present {lb!r}")
    layout = Layout.of(spec)
    for lk in layout.links:
        for name in (lk.a, lk.b):
            x0, y0, x1, y1 = spec.place(name).rect
            x, y = lk.point
            on_edge = (abs(x - x0) < 1e-9 or abs(x - x1) < 1e-9 or abs(y - y0) < 1e-9
                       or abs(y - y1) < 1e-9) and x0 <= x <= x1 and y0 <= y <= y1  # fmt: skip
            p.check(on_edge, w, f"door {lk.a}-{lk.b} not on the edge of {name}")
    for i, a in enumerate(spec.places):
        for b in spec.places[i + 1 :]:
            if not set(a.floors) & set(b.floors):
                continue
            ox = min(a.rect[2], b.rect[2]) - max(a.rect[0], b.rect[0])
            oy = min(a.rect[3], b.rect[3]) - max(a.rect[1], b.rect[1])
            p.check(ox <= 1e-9 or oy <= 1e-9, w, f"{a.name} overlaps {b.name}")


# ---- one world ----


def _read_jsonl(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def _strip(label: str) -> str:
    label = re.sub(r" \([a-z]+\)$", "", label)
    first, _, rest = label.partition(" ")
    return rest if first in COLOURS and rest else label


def check_world(folder: Path, scoring: ModuleType, p: Problems) -> dict[str, Any]:
    from memory_core.camera import bearing_of, image_x_of
    from memory_core.runfile import parse_line

    name = folder.name
    truth = json.loads((folder / "truth.json").read_text(encoding="utf-8"))
    spec = FAMILIES[truth["family"]]
    raw = (folder / "run.jsonl").read_text(encoding="utf-8").splitlines()
    run = [json.loads(line) for line in raw]
    frames = truth["frames"]
    p.check(len(run) == len(frames), name, "run and truth frame counts differ")
    for n, line in enumerate(raw, start=1):
        try:
            parse_line(line, folder / "run.jsonl", n)
        except ValueError as error:
            p.check(False, name, f"line {n} does not parse: {error}")
    places = {pl.name: pl for pl in spec.places}
    for rec, fr in zip(run, frames, strict=False):
        p.check(rec["t"] == fr["t"], name, f"frame time {rec['t']} differs from truth")
        p.check(rec["labels"] == [d["label"] for d in fr["detections"]], name,
                f"labels differ at t={rec['t']}")  # fmt: skip
        p.check(places[fr["place"]].contains(rec["pose"]["x"], rec["pose"]["y"], 1e-3), name,
                f"pose outside {fr['place']} at t={rec['t']}")  # fmt: skip
        for box, d in zip(rec["boxes"], fr["detections"], strict=True):
            if d["flag"] == "region":
                p.check(box is None, name, f"region label {d['label']} has a box")
                continue
            p.check(box is not None, name, f"{d['label']} has no box")
            if box is None:
                continue
            err = abs(bearing_of(tuple(box), HFOV_RAD) - d["bearing"])
            p.check(err <= 0.002, name, f"box bearing off by {err:.4f} rad at t={rec['t']}")
            centre = (box[0] + box[2]) / 2
            p.check(abs(centre - image_x_of(d["bearing"], HFOV_RAD)) <= 2e-5, name,
                    f"box centre not at image_x_of(bearing) at t={rec['t']}")  # fmt: skip
    times = [r["t"] for r in run]
    gaps = [b - a for a, b in itertools.pairwise(times)]
    p.check(all(1.0 - 1e-6 <= g <= 4.0 + 1e-6 for g in gaps), name,
            f"frame gaps {min(gaps):.3f}-{max(gaps):.3f} s")  # fmt: skip
    minutes = (times[-1] - times[0]) / 60
    p.check(25.0 <= minutes <= 45.0, name, f"run lasts {minutes:.1f} min")
    p.check(1767225600 <= times[0] < 1798761600, name, "run does not start in 2026")
    questions = _read_jsonl(folder / "questions.jsonl")
    _check_questions(name, spec, truth, run, questions, scoring, p)
    return {
        "frames": len(run),
        "minutes": minutes,
        "questions": questions,
        "truth": truth,
    }


def _check_questions(
    name: str,
    spec: FamilySpec,
    truth: dict[str, Any],
    run: list[dict[str, Any]],
    questions: list[dict[str, Any]],
    scoring: ModuleType,
    p: Problems,
) -> None:
    p.check(len(questions) == 5 * PER_TYPE, name, f"{len(questions)} questions")
    for qtype in TYPES:
        n = sum(1 for q in questions if q["type"] == qtype)
        p.check(n == PER_TYPE, name, f"{n} {qtype} questions")
    p.check(len({q["id"] for q in questions}) == len(questions), name, "duplicate ids")
    times = [r["t"] for r in run]
    frame_times = set(times)
    labels_of = {c.key: set(c.labels) for c in spec.classes}
    never = dict(spec.never)
    for q in questions:
        where = f"{name} {q.get('id')} ({q.get('subkind')})"
        p.check(set(q) == QUESTION_KEYS, where, f"keys {sorted(q)}")
        p.check(
            set(q["truth"]) == TRUTH_KEYS[q["type"]],
            where,
            f"truth keys {sorted(q['truth'])}",
        )
        now = q["now"]
        p.check(times[0] <= now <= times[-1] + 60.0, where, "now outside the run")
        past = [r for r in run if r["t"] <= now]
        captions = " \n ".join(r["caption"] for r in past)
        if q["type"] == "temporal":
            p.check(q["truth"]["time"] <= now, where, "temporal truth after now")
            p.check(q["truth"]["time"] >= times[0], where, "temporal truth before the run")
        if q["subkind"] in ("last_seen", "first_seen"):
            p.check(
                q["truth"]["time"] in frame_times,
                where,
                "sighting time is not a frame time",
            )
        if q["subkind"] in AT_SUBKINDS:
            p.check(q["at"] is not None and len(q["at"]) == 3, where, "at missing")
            p.check(bool(HERE_WORDS.search(q["question"])), where, "no here-word")
        else:
            p.check(q["at"] is None, where, "at given for a question not asked here")
        p.check(bool(q["question"].strip()), where, "empty question")
        _check_score(where, q, scoring, p)
        _recheck(where, q, spec, truth, p)
        slots = q["slots"]
        for form in slots.get("forms", []):
            p.check(
                form.lower() in captions.lower(),
                where,
                f"form {form!r} not in a caption by now",
            )
        sub = q["subkind"]
        if sub == "seen_not_yet":
            cls = slots["noun"]
            said = [lb for r in past for lb in r["labels"] if _strip(lb) in labels_of[cls]]
            p.check(not said, where, f"{cls} labelled by now: {said[:2]}")
            p.check(not _has(captions, cls), where, f"{cls} in a caption by now")
        if sub == "seen_never":
            for lb in never[slots["noun"]]:
                p.check(
                    all(not _has(r["caption"], lb) for r in run),
                    where,
                    f"{lb} in a caption",
                )
                p.check(all(_strip(x) != lb for r in run for x in r["labels"]), where,
                        f"{lb} labelled")  # fmt: skip
        if sub == "sign_text":
            for kw in q["truth"]["keywords"]:
                p.check(
                    kw.lower() in captions.lower(),
                    where,
                    f"keyword {kw!r} not quoted by now",
                )
                p.check(
                    kw.lower() not in q["question"].lower(),
                    where,
                    f"{kw!r} in the question",
                )
        if sub == "where_text":
            p.check(slots["text"] in captions, where, "text not quoted by now")
        if sub in ("colour_yes", "colour_of"):
            cls = slots["noun"] if sub == "colour_yes" else None
            colour = slots["colour"] if sub == "colour_yes" else slots["colour_said"]
            colour_seen = any(colour in lb.split(" ")[:1] for r in past for lb in r["labels"])
            colour_seen = colour_seen or _has(captions, colour)
            p.check(colour_seen, where, f"colour {colour} {cls or ''} not said by now")
        if sub in ("which_room_here", "which_floor", "room_at_time", "room_before"):
            for kw in q["truth"]["keywords"]:
                p.check(kw.lower() in captions.lower(), where, f"{kw!r} never said by now")


def _visits(
    frames: list[dict[str, Any]], now: float
) -> list[tuple[str, float | None, float | None]]:
    """(place, t_in, t_out) from the truth's frames up to ``now``, worked out afresh."""
    past = [f for f in frames if f["t"] <= now]
    out: list[tuple[str, float | None, float | None]] = []
    start = 0
    for i in range(1, len(past) + 1):
        if i == len(past) or past[i]["place"] != past[start]["place"]:
            t_in = None if start == 0 else (past[start - 1]["t"] + past[start]["t"]) / 2
            t_out = None if i == len(past) else (past[i - 1]["t"] + past[i]["t"]) / 2
            out.append((past[start]["place"], t_in, t_out))
            start = i
    return out


def _recheck(
    where: str, q: dict[str, Any], spec: FamilySpec, truth: dict[str, Any], p: Problems
) -> None:
    """Recomputes place and count truths from truth.json alone (not from the generator's
    evidence index)."""
    sub, slots, now = q["subkind"], q["slots"], q["now"]
    frames = truth["frames"]
    t_first = frames[0]["t"]
    by_form = {f: pl.name for pl in spec.places for f in (pl.name, pl.code) if f}
    visits = _visits(frames, now)

    def close(a: float, b: float) -> bool:
        return abs(a - b) <= 0.01

    if sub in ("entered_place", "left_place", "last_visit", "total_in_place", "ago_place",
               "times_entered", "first_visit"):  # fmt: skip
        place = by_form[slots["forms"][0]]
        mine = [v for v in visits if v[0] == place]
        p.check(bool(mine), where, f"never in {place} by now")
        if not mine:
            return
        last, first = mine[-1], mine[0]
        if sub == "entered_place":
            p.check(
                last[1] is not None and close(last[1], q["truth"]["time"]),
                where,
                "t_in",
            )
        elif sub == "left_place":
            p.check(
                last[2] is not None and close(last[2], q["truth"]["time"]),
                where,
                "t_out",
            )
        elif sub == "last_visit":
            ok = last[1] is not None and last[2] is not None
            p.check(
                ok and close((last[2] or 0.0) - (last[1] or 0.0), q["truth"]["duration_s"]),
                where,
                "length",
            )
        elif sub == "first_visit":
            ok = first[1] is not None and first[2] is not None
            p.check(
                ok and close((first[2] or 0.0) - (first[1] or 0.0), q["truth"]["duration_s"]),
                where,
                "length",
            )
        elif sub == "total_in_place":
            total = sum((v[2] or now) - (v[1] or t_first) for v in mine)
            p.check(close(total, q["truth"]["duration_s"]), where, f"total {total:.1f}")
        elif sub == "ago_place":
            ok = last[2] is not None and close(now - last[2], q["truth"]["duration_s"])
            p.check(ok, where, "ago")
        elif sub == "times_entered":
            p.check(str(len(mine)) in q["truth"]["keywords"], where, f"{len(mine)} visits")
    elif sub == "outside_total":
        outdoor = {pl.name for pl in spec.places if pl.outdoor}
        total = sum((v[2] or now) - (v[1] or t_first) for v in visits if v[0] in outdoor)
        p.check(close(total, q["truth"]["duration_s"]), where, f"outside {total:.1f}")
        p.check(visits[-1][0] not in outdoor, where, "still outside at now")
    elif sub == "count":
        place = by_form[slots["forms"][0]]
        n = sum(
            1 for i in truth["instances"]
            if i["cls"] == slots["noun"] and any(s["place"] == place for s in i["stays"])
        )  # fmt: skip
        p.check(str(n) in q["truth"]["keywords"], where, f"{n} {slots['noun']} in {place}")
    elif sub in ("in_place_yes", "in_place_no"):
        place = by_form[slots["forms"][0]]
        there = any(
            i["cls"] == slots["noun"] and any(s["place"] == place for s in i["stays"])
            for i in truth["instances"]
        )
        p.check(there == q["truth"]["binary"], where, "in-place truth")


def _check_score(where: str, q: dict[str, Any], scoring: ModuleType, p: Problems) -> None:
    t = q["truth"]
    kind = q["type"]
    if kind == "spatial":
        good: dict[str, Any] = {"position": t["positions"][0]}
        bad: dict[str, Any] = {"position": [v + 1000.0 for v in t["positions"][0]]}
    elif kind == "temporal":
        good, bad = {"time": t["time"]}, {"time": t["time"] + 1000.0}
    elif kind == "binary":
        good, bad = {"binary": t["binary"]}, {"binary": not t["binary"]}
    elif kind == "duration":
        good, bad = (
            {"duration_s": t["duration_s"]},
            {"duration_s": t["duration_s"] * 3 + 60},
        )
    else:
        good, bad = {"answer": f"It was {t['keywords'][0]}."}, {"answer": WRONG_TEXT}
    p.check(scoring.score(q, good).correct, where, "a perfect answer scores wrong")
    p.check(not scoring.score(q, bad).correct, where, "a wrong answer scores correct")
    if kind == "spatial":
        p.check(
            all(math.isfinite(v) for pt in t["positions"] for v in pt),
            where,
            "bad position",
        )


# ---- across worlds ----


def check_phrasings(out: Path, p: Problems) -> None:
    groups: dict[tuple[str, int], list[str]] = {}
    for family, seed, phrasing in all_worlds():
        if phrasing in DEV_PHRASINGS:
            groups.setdefault((family, seed), []).append(phrasing)
    for (family, seed), phrasings in groups.items():
        base = out / f"{family}-s{seed}-{phrasings[0]}"
        run = (base / "run.jsonl").read_bytes()
        truth = json.loads((base / "truth.json").read_text(encoding="utf-8"))
        qs = _read_jsonl(base / "questions.jsonl")
        for ph in phrasings[1:]:
            other = out / f"{family}-s{seed}-{ph}"
            where = other.name
            p.check(
                (other / "run.jsonl").read_bytes() == run,
                where,
                "run differs between phrasings",
            )
            t2 = json.loads((other / "truth.json").read_text(encoding="utf-8"))
            t2["phrasing"] = truth["phrasing"]
            p.check(t2 == truth, where, "truth differs beyond the phrasing")
            q2 = _read_jsonl(other / "questions.jsonl")
            same = all(
                {k: v for k, v in a.items() if k != "question"}
                == {k: v for k, v in b.items() if k != "question"}
                for a, b in zip(qs, q2, strict=True)
            )
            p.check(same, where, "questions differ beyond the question string")
            differ = sum(a["question"] != b["question"] for a, b in zip(qs, q2, strict=True))
            p.check(
                differ >= 90,
                where,
                f"only {differ} question strings differ from {phrasings[0]}",
            )


def write_all(out: Path) -> None:
    for family, seed, phrasing in all_worlds():
        write_world(build_world(family, seed, phrasing), out)


def check_determinism(out: Path, p: Problems) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, PYTHONHASHSEED="12345")
        cmd = [
            sys.executable,
            "-m",
            "sim_eval.sim.generator_m.validate",
            tmp,
            "--write-only",
        ]
        root = Path(__file__).resolve().parents[3]
        done = subprocess.run(cmd, check=False, env=env, capture_output=True, text=True, cwd=root)
        p.check(
            done.returncode == 0,
            "determinism",
            f"second run failed: {done.stderr[-500:]}",
        )
        for family, seed, phrasing in all_worlds():
            name = f"{family}-s{seed}-{phrasing}"
            for file in ("run.jsonl", "questions.jsonl", "truth.json"):
                a, b = out / name / file, Path(tmp) / name / file
                same = b.exists() and a.read_bytes() == b.read_bytes()
                p.check(same, "determinism", f"{name}/{file} differs in a second process")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m sim_eval.sim.generator_m.validate")
    parser.add_argument("out_dir")
    parser.add_argument("--write-only", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    out = Path(args.out_dir)
    write_all(out)
    if args.write_only:
        return 0
    p = Problems()
    for spec in FAMILIES.values():
        check_family(spec, p)
    scoring = _scorer()
    subkinds: dict[str, set[str]] = {}
    for family, seed, phrasing in all_worlds():
        folder = out / f"{family}-s{seed}-{phrasing}"
        info = check_world(folder, scoring, p)
        for q in info["questions"]:
            subkinds.setdefault(q["type"], set()).add(q["subkind"])
        print(f"{folder.name:42s} {info['frames']:5d} frames {info['minutes']:5.1f} min "
              f"captioner {info['truth']['captioner']}")  # fmt: skip
    check_phrasings(out, p)
    check_determinism(out, p)
    for qtype in TYPES:
        print(f"  {qtype:9s} subkinds: {', '.join(sorted(subkinds.get(qtype, set())))}")
    if p.items:
        print(f"FAILED: {len(p.items)} problem(s)")
        for item in p.items:
            print("  " + item)
        return 1
    print(f"OK: {len(all_worlds())} worlds, all checks passed")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""python -m sim_eval.sim.generator_o.validate OUT_DIR: write all 27 worlds and check them."""

from __future__ import annotations

import json
import math
import os
import re
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from types import ModuleType
from typing import Any

from memory_core import camera
from memory_core.runfile import parse_line
from sim_eval import scoring

from . import captioners as cap
from .families import FAMILIES, build
from .model import Family
from .perception import HFOV_RAD, PALETTE, REGIONS_IN, REGIONS_OUT, REGIONS_TRANSIT
from .phrasings import DEV_PHRASINGS, HELD_OUT
from .questions import MAKERS, NEW_SUBKINDS, TYPES
from .world import generate, write

HERE_SUBKINDS = {"nearest_to_me", "which_room_here", "which_floor_here"}
TRUTH_KEYS = {
    "spatial": {"positions"},
    "temporal": {"time"},
    "binary": {"binary"},
    "duration": {"duration_s"},
    "text": {"keywords"},
}
Q_KEYS = {"id", "type", "question", "now", "at", "truth", "subkind", "slots"}


def worlds() -> list[tuple[str, int, str]]:
    out = [(f, s, p) for f in FAMILIES for s in (0, 1) for p in DEV_PHRASINGS]
    return out + [(f, 2, HELD_OUT) for f in FAMILIES]


def has_phrase(text: str, phrase: str) -> bool:
    return (
        re.search(r"(?<![\w-])" + re.escape(phrase.lower()) + r"(?![\w-])", text.lower())
        is not None
    )


class Checker:
    def __init__(self) -> None:
        self.failures: list[str] = []
        self.checks = 0

    def ok(self, cond: bool, what: str) -> None:
        self.checks += 1
        if not cond and len(self.failures) < 400:
            self.failures.append(what)


def check_family(c: Checker, fam: Family) -> None:
    name = fam.name
    asked = [k for k, v in fam.classes.items() if not v.common]
    c.ok(30 <= len(fam.classes) <= 60, f"{name}: {len(fam.classes)} classes")
    labels: dict[str, str] = {}
    for key, spec in fam.classes.items():
        c.ok(len(spec.labels) == 3, f"{name}/{key}: {len(spec.labels)} labels")
        for lab in spec.labels:
            c.ok(lab not in labels, f"{name}: label {lab!r} shared by {key} and {labels.get(lab)}")
            labels[lab] = key
            c.ok(lab.split()[0].lower() not in PALETTE, f"{name}: label {lab!r} starts with colour")
    generics = {s.generic for s in fam.classes.values() if s.generic}
    c.ok(not generics & set(labels), f"{name}: generic label also identifying")
    texts = [t for s in fam.classes.values() for t in s.texts]
    words: list[str] = [
        *texts,
        *fam.bystanders,
        *cap.FIXED_PHRASES,
        *REGIONS_IN,
        *REGIONS_OUT,
        *REGIONS_TRANSIT,
        *generics,
    ]
    for f in fam.floors.values():
        words += f.forms
    for p in fam.places.values():
        words += [*p.forms, p.kind_word, p.function, p.name]
    for lab in labels:
        for w in words:
            c.ok(not has_phrase(w, lab), f"{name}: label {lab!r} inside {w!r}")
    for noun in fam.never_present:
        c.ok(
            not any(has_phrase(lab, noun) or has_phrase(noun, lab) for lab in labels),
            f"{name}: never-present {noun!r} clashes with a label",
        )
        c.ok(not any(has_phrase(w, noun) for w in words), f"{name}: {noun!r} in a phrase")
    forms = [(p.key, f.lower()) for p in fam.places.values() for f in p.forms]
    for ka, fa in forms:
        for kb, fb in forms:
            if ka != kb:
                c.ok(fa not in fb, f"{name}: form {fa!r} of {ka} inside {fb!r} of {kb}")
    for d in fam.doors:
        for key in (d.a, d.b):
            p = fam.places[key]
            x0, y0, x1, y1 = p.rect
            on_edge = p.contains(d.x, d.y) and (
                abs(d.x - x0) < 1e-6
                or abs(d.x - x1) < 1e-6
                or abs(d.y - y0) < 1e-6
                or abs(d.y - y1) < 1e-6
            )
            c.ok(on_edge and d.level in p.levels, f"{name}: door {d} not on edge of {key}")
    plist = list(fam.places.values())
    for i, a in enumerate(plist):
        for b in plist[i + 1 :]:
            if not set(a.levels) & set(b.levels):
                continue
            ix = min(a.rect[2], b.rect[2]) - max(a.rect[0], b.rect[0])
            iy = min(a.rect[3], b.rect[3]) - max(a.rect[1], b.rect[1])
            c.ok(ix <= 1e-6 or iy <= 1e-6, f"{name}: {a.key} overlaps {b.key}")
    c.ok(len(asked) >= 30, f"{name}: only {len(asked)} askable classes")


def said_by(frames: list[dict[str, Any]], now: float) -> list[str]:
    out = []
    for f in frames:
        if f["t"] > now:
            break
        out.append(f["caption"].lower())
        out.extend(d["label"].lower() for d in f["dets"])
    return out


def check_world(c: Checker, w: dict[str, Any], scoring: ModuleType, path: Path) -> None:
    name = w["name"]
    truth = w["truth"]
    fam: Family = w["fam"]
    frames = truth["frames"]
    run_path = path / "run.jsonl"
    raw = run_path.read_text(encoding="utf-8").splitlines()
    c.ok(len(raw) == len(frames), f"{name}: {len(raw)} lines vs {len(frames)} frames")
    for n, (line, f) in enumerate(zip(raw, frames, strict=False), start=1):
        try:
            obs = parse_line(line, run_path, n)
        except Exception as error:  # the contract: every line parses
            c.ok(False, f"{name}:{n}: {error}")
            continue
        rec = json.loads(line)
        c.ok(set(rec) == {"t", "pose", "caption", "labels", "boxes"}, f"{name}:{n}: fields")
        c.ok(
            obs.t == f["t"] and rec["labels"] == [d["label"] for d in f["dets"]],
            f"{name}:{n}: t/labels differ from truth",
        )
        place = fam.places[f["place"]]
        c.ok(place.contains(f["x"], f["y"], 1e-3), f"{name}:{n}: pose outside {place.key}")
        if f["level"] is None:
            c.ok(place.transit is not None, f"{name}:{n}: between floors outside lift/stairs")
        else:
            c.ok(
                abs(f["z"] - fam.floor_z(f["level"])) < 1e-6 and f["level"] in place.levels,
                f"{name}:{n}: z/level mismatch",
            )
        for d, box in zip(f["dets"], rec["boxes"], strict=True):
            if d["bearing"] is None or box is None:
                c.ok(d["role"] == "region" and box is None, f"{name}:{n}: region box")
                continue
            err = abs(camera.bearing_of(tuple(box), HFOV_RAD) - d["bearing"])
            centre = (box[0] + box[2]) / 2
            c.ok(err <= 0.002, f"{name}:{n}: bearing off by {err}")
            c.ok(
                abs(centre - camera.image_x_of(d["bearing"], HFOV_RAD)) <= 2e-5,
                f"{name}:{n}: box centre off",
            )
        if n > 1:
            gap = f["t"] - frames[n - 2]["t"]
            c.ok(1.0 - 1e-6 <= gap <= 4.0 + 1e-6, f"{name}:{n}: gap {gap}")
    span = (frames[-1]["t"] - frames[0]["t"]) / 60
    c.ok(25 <= span <= 41, f"{name}: run {span:.1f} min")
    c.ok(time.gmtime(frames[0]["t"]).tm_year == 2026, f"{name}: not 2026")
    everything = said_by(frames, math.inf)
    for noun in fam.never_present:
        c.ok(not any(has_phrase(s, noun) for s in everything), f"{name}: {noun} said")
    qs = [json.loads(line) for line in (path / "questions.jsonl").read_text().splitlines()]
    c.ok(len(qs) == 100, f"{name}: {len(qs)} questions")
    c.ok(Counter(q["type"] for q in qs) == Counter({t: 20 for t in TYPES}), f"{name}: types")
    c.ok(len({q["id"] for q in qs}) == len(qs), f"{name}: duplicate ids")
    poses = {(f["x"], f["y"], f["z"]) for f in frames}
    for q in qs:
        qid = q["id"]
        kind = q["type"]
        c.ok(set(q) == Q_KEYS, f"{qid}: keys")
        c.ok(set(q["truth"]) == TRUTH_KEYS[kind], f"{qid}: truth keys")
        c.ok(q["subkind"] in {m.__name__ for m in MAKERS[kind]}, f"{qid}: subkind")
        now = q["now"]
        c.ok(frames[0]["t"] <= now <= frames[-1]["t"] + 15, f"{qid}: now outside run")
        if q["subkind"] in HERE_SUBKINDS:
            c.ok(q["at"] is not None and tuple(q["at"]) in poses, f"{qid}: at not a pose")
        else:
            c.ok(q["at"] is None, f"{qid}: at set")
        tr = q["truth"]
        if kind == "temporal":
            c.ok(tr["time"] <= now, f"{qid}: truth after now")
        perfect: Any = {
            "spatial": {"position": tr.get("positions", [[0]])[0]},
            "temporal": {"time": tr.get("time")},
            "binary": {"binary": tr.get("binary")},
            "duration": {"duration_s": tr.get("duration_s")},
            "text": {"answer": (tr.get("keywords") or [""])[0]},
        }[kind]
        wrong: Any = {
            "spatial": {"position": [p + 100.0 for p in tr.get("positions", [[0, 0]])[0]]},
            "temporal": {"time": (tr.get("time") or 0) + 1000},
            "binary": {"binary": not tr.get("binary")},
            "duration": {"duration_s": (tr.get("duration_s") or 0) * 3 + 100},
            "text": {"answer": "zzqx nothing"},
        }[kind]
        c.ok(scoring.score(q, perfect).correct, f"{qid}: perfect answer scored wrong")
        c.ok(not scoring.score(q, wrong).correct, f"{qid}: wrong answer scored correct")
        check_evidence(c, q, frames, fam)
    recompute(c, qs, frames, fam)


def check_evidence(
    c: Checker, q: dict[str, Any], frames: list[dict[str, Any]], fam: Family
) -> None:
    qid, now, tr, slots, sub = q["id"], q["now"], q["truth"], q["slots"], q["subkind"]
    said = said_by(frames, now)
    captions = [f["caption"].lower() for f in frames if f["t"] <= now]
    for form in slots["forms"]:
        c.ok(any(form.lower() in s for s in captions), f"{qid}: form {form!r} not said by now")
    for inst in slots["things"]:
        seen = any(
            f["t"] <= now
            and (
                any(d["instance"] == inst and d["identifying"] for d in f["dets"])
                or any(m["instance"] == inst for m in f["plan"]["mentions"])
            )
            for f in frames
        )
        c.ok(seen, f"{qid}: {inst} not seen by now")
    if sub in ("last_seen", "first_seen"):
        inst = slots["things"][0]
        hit = [f for f in frames if f["t"] == tr["time"]]
        c.ok(
            bool(hit)
            and (
                any(d["instance"] == inst for d in hit[0]["dets"])
                or any(m["instance"] == inst for m in hit[0]["plan"]["mentions"])
            ),
            f"{qid}: sighting time not a sighting frame",
        )
    if sub == "seen_yes":
        noun = slots["noun"]
        cls = next(k for k, s in fam.classes.items() if s.noun == noun)
        c.ok(
            any(
                f["t"] <= now
                and (
                    any(d["class"] == cls and d["identifying"] for d in f["dets"])
                    or any(m["class"] == cls for m in f["plan"]["mentions"])
                )
                for f in frames
            ),
            f"{qid}: seen class not seen",
        )
    if sub == "sign_text":
        for kw in tr["keywords"]:
            c.ok(any(kw.lower() in s for s in captions), f"{qid}: keyword {kw} not quoted")
            c.ok(kw.lower() not in q["question"].lower(), f"{qid}: keyword {kw} in question")
    if sub == "where_text":
        c.ok(any(slots["text"].lower() in s for s in captions), f"{qid}: text not quoted")
    if sub in ("colour_yes", "colour_of"):
        colour = slots["thing"].split()[0] if sub == "colour_yes" else tr["keywords"][0]
        c.ok(any(has_phrase(s, colour) for s in said), f"{qid}: colour {colour} never said")
    if sub == "colour_no":
        colour, noun = slots["thing"].split(" ", 1)
        spec = next(s for s in fam.classes.values() if s.noun == noun)
        c.ok(colour not in spec.colours, f"{qid}: colour_no colour exists")
    if sub in ("which_room_here", "room_at_time", "place_after_outside"):
        for kw in tr["keywords"]:
            c.ok(any(kw.lower() in s for s in captions), f"{qid}: room form {kw} not said")


def _visits(
    frames: list[dict[str, Any]], now: float, place: str
) -> list[tuple[float, float | None, int]]:
    """Independent recomputation: (entry, exit or None, first index) of visits to place."""
    fs = [f for f in frames if f["t"] <= now]
    out: list[tuple[float, float | None, int]] = []
    i = 0
    while i < len(fs):
        if fs[i]["place"] != place:
            i += 1
            continue
        j = i
        while j + 1 < len(fs) and fs[j + 1]["place"] == place:
            j += 1
        entry = fs[0]["t"] if i == 0 else (fs[i - 1]["t"] + fs[i]["t"]) / 2
        exit_ = (fs[j]["t"] + fs[j + 1]["t"]) / 2 if j + 1 < len(fs) else None
        out.append((entry, exit_, i))
        i = j + 1
    return out


def recompute(
    c: Checker, qs: list[dict[str, Any]], frames: list[dict[str, Any]], fam: Family
) -> None:
    by_form = {f: p.key for p in fam.places.values() for f in p.forms}
    for q in qs:
        sub, tr, now = q["subkind"], q["truth"], q["now"]
        if sub not in (
            "entered_place",
            "left_place",
            "last_visit",
            "total_in_place",
            "first_visit",
            "times_entered",
        ):
            continue
        vs = _visits(frames, now, by_form[q["slots"]["forms"][0]])
        if sub == "entered_place":
            got = vs[-1][0]
            want = tr["time"]
        elif sub == "left_place":
            got, want = vs[-1][1] or -1.0, tr["time"]
        elif sub == "last_visit":
            done = [v for v in vs if v[1] is not None]
            got, want = (done[-1][1] or 0) - done[-1][0], tr["duration_s"]
        elif sub == "total_in_place":
            got, want = sum((v[1] or 0) - v[0] for v in vs), tr["duration_s"]
        elif sub == "first_visit":
            got, want = (vs[0][1] or 0) - vs[0][0], tr["duration_s"]
        else:
            last_t = max(f["t"] for f in frames if f["t"] <= now)
            n = sum(1 for v in vs if (v[1] if v[1] is not None else last_t) - v[0] >= 4)
            c.ok(str(n) in tr["keywords"], f"{q['id']}: count {n} vs {tr['keywords']}")
            continue
        c.ok(abs(got - want) < 0.01, f"{q['id']}: recomputed {got} vs {want}")


def strip_phrasing(q: dict[str, Any]) -> dict[str, Any]:
    out = dict(q)
    out.pop("question")
    out["id"] = q["id"].split("-", 1)[1].split("-", 1)[1].split("-", 1)[1]
    return out


def write_all(out_dir: Path) -> dict[str, dict[str, Any]]:
    out = {}
    for fam, seed, phr in worlds():
        w = generate(fam, seed, phr)
        write(out_dir, w)
        out[w["name"]] = w
    return out


def main() -> None:
    if len(sys.argv) != 2:
        raise SystemExit("usage: python -m sim_eval.sim.generator_o.validate OUT_DIR")
    out_dir = Path(sys.argv[1])
    started = time.time()
    c = Checker()
    for name in FAMILIES:
        check_family(c, build(name))
    ws = write_all(out_dir)
    gen_s = time.time() - started
    for name, w in ws.items():
        check_world(c, w, scoring, out_dir / name)
    # phrasings of one family and seed share run and truth and differ only in `question`
    for fam in FAMILIES:
        for seed in (0, 1):
            base = out_dir / f"{fam}-s{seed}-{DEV_PHRASINGS[0]}"
            bq = [json.loads(x) for x in (base / "questions.jsonl").read_text().splitlines()]
            for phr in DEV_PHRASINGS[1:]:
                other = out_dir / f"{fam}-s{seed}-{phr}"
                c.ok(
                    (base / "run.jsonl").read_bytes() == (other / "run.jsonl").read_bytes(),
                    f"{other.name}: run differs across phrasings",
                )
                oq = [json.loads(x) for x in (other / "questions.jsonl").read_text().splitlines()]
                c.ok(
                    [strip_phrasing(q) for q in bq] == [strip_phrasing(q) for q in oq],
                    f"{other.name}: questions differ beyond wording",
                )
                c.ok(
                    all(a["question"] != b["question"] for a, b in zip(bq, oq, strict=True)),
                    f"{other.name}: some question text identical across phrasings",
                )
        held = generate(fam, 2, HELD_OUT)
        dev = generate(fam, 2, DEV_PHRASINGS[0])
        c.ok(held["run"] == dev["run"], f"{fam}-s2: held-out run differs from dev phrasing run")
    # byte-identical in a second process with another hash seed
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, PYTHONHASHSEED="12345")
        code = (
            "import sys; from pathlib import Path; "
            "from sim_eval.sim.generator_o.validate import write_all; "
            "write_all(Path(sys.argv[1]))"
        )
        subprocess.run([sys.executable, "-c", code, tmp], check=True, env=env)
        for name in ws:
            for fname in ("run.jsonl", "questions.jsonl", "truth.json"):
                a = (out_dir / name / fname).read_bytes()
                b = (Path(tmp) / name / fname).read_bytes()
                c.ok(a == b, f"{name}/{fname}: differs in a second process")
    caps = Counter(w["truth"]["captioner"] for w in ws.values())
    subs: Counter[str] = Counter()
    per_world_new = []
    for w in ws.values():
        s = Counter(q["subkind"] for q in w["questions"])
        subs.update(s)
        per_world_new.append(sum(s[k] for k in NEW_SUBKINDS))
    print(f"worlds: {len(ws)} written to {out_dir} in {gen_s:.1f} s")
    print("scorer:", scoring.__file__)
    print("captioners:", dict(sorted(caps.items())))
    print("subkinds used:", len(subs), "of", sum(len(v) for v in MAKERS.values()))
    print("subkind counts:", dict(sorted(subs.items())))
    print("new-subkind questions per world: min", min(per_world_new), "max", max(per_world_new))
    print(f"checks: {c.checks}, failures: {len(c.failures)}, took {time.time() - started:.1f} s")
    for f in c.failures[:60]:
        print("FAIL", f)
    sys.exit(1 if c.failures else 0)


if __name__ == "__main__":
    main()

"""python -m sim_eval.sim.generator_p.validate OUT_DIR

Writes every validate world and checks it; exit status 1 on any failure."""

from __future__ import annotations

import bisect
import filecmp
import json
import math
import os
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

from memory_core import camera, runfile
from sim_eval import scoring

from .families import FAMILIES, make_family
from .model import COLOURS, HFOV_RAD, NEAR_SHADES, Family
from .perception import OUTDOOR_REGIONS, REGIONS
from .phrasings import HELD_OUT, PHRASINGS
from .questions import HERE, TYPES
from .world import build, run_line, write

SEEDS_DEV = (0, 1)
SEED_HELD = 2
TRUTH_KEYS = {
    "spatial": {"positions"},
    "temporal": {"time"},
    "binary": {"binary"},
    "duration": {"duration_s"},
    "text": {"keywords"},
}
Q_KEYS = {"id", "type", "question", "now", "at", "truth", "subkind", "slots"}


class Checker:
    def __init__(self) -> None:
        self.failures: list[str] = []
        self.checks = 0

    def ok(self, cond: bool, msg: str) -> None:
        self.checks += 1
        if not cond:
            self.failures.append(msg)


def worlds() -> list[tuple[str, int, str]]:
    out = [(f, s, p) for f in FAMILIES for s in SEEDS_DEV for p in PHRASINGS]
    out += [(f, SEED_HELD, HELD_OUT) for f in FAMILIES]
    return out


def write_all(out_dir: Path) -> None:
    for family in FAMILIES:
        for seed in (*SEEDS_DEV, SEED_HELD):
            w = build(family, seed)
            styles = PHRASINGS if seed in SEEDS_DEV else (HELD_OUT,)
            for style in styles:
                write(w, out_dir, style)


# ------------------------------------------------------------------ family data
def check_family(ck: Checker, fam: Family) -> None:
    name = fam.key
    idents: dict[str, str] = {}
    for cls in fam.classes.values():
        ck.ok(len(cls.labels) == 3 and len(set(cls.labels)) == 3, f"{name}/{cls.key}: 3 labels")
        for lab in cls.labels:
            ck.ok(lab not in idents, f"{name}: label {lab!r} shared")
            idents[lab.lower()] = cls.key
            ck.ok(lab.split()[0].lower() not in COLOURS, f"{name}: {lab!r} starts with a colour")
        ck.ok(cls.generic.lower() not in idents, f"{name}: generic {cls.generic!r} identifying")
        ck.ok(all(c in COLOURS for c in cls.colours), f"{name}/{cls.key}: colours")
    for a, ca in idents.items():
        for b, cb in idents.items():
            if ca != cb:
                ck.ok(a not in b, f"{name}: label {a!r} inside {b!r} of another class")
    place_forms = {f.lower(): p.key for p in fam.places.values() for f in p.forms}
    floor_forms = [f.lower() for _, forms in fam.floors.values() for f in forms]
    texts = [t.lower() for c in fam.classes.values() for t in c.texts]
    others = (
        [p.kind_word.lower() for p in fam.places.values()]
        + [p.surface.lower() for p in fam.places.values()]
        + [r.lower() for r in REGIONS[fam.key] + OUTDOOR_REGIONS]
        + [h.lower() for h in fam.hallucinations]
        + [b.lower() for b in fam.bystanders]
        + texts
    )
    for lab in idents:
        for text in list(place_forms) + floor_forms + others:
            ck.ok(lab not in text, f"{name}: label {lab!r} inside {text!r}")
    for form, key in place_forms.items():
        for other, okey in place_forms.items():
            if okey != key:
                ck.ok(form not in other, f"{name}: place form {form!r} inside {other!r}")
        for text in floor_forms + others:
            ck.ok(form not in text, f"{name}: place form {form!r} inside {text!r}")
        for ff in floor_forms:
            ck.ok(ff not in form, f"{name}: floor form {ff!r} inside place form {form!r}")
    for ff in floor_forms:
        for text in others:
            ck.ok(ff not in text, f"{name}: floor form {ff!r} inside {text!r}")
    for noun in fam.never_present:
        for text in list(idents) + list(place_forms) + floor_forms + others:
            ck.ok(noun not in text and text not in noun, f"{name}: never noun {noun!r} ~ {text!r}")
    for link in fam.links:
        pa, pb = fam.places[link.a], fam.places[link.b]
        ck.ok(link.level in pa.levels and link.level in pb.levels, f"{name}: link level {link}")
        for p in (pa, pb):
            x0, y0, x1, y1 = p.rect
            on_edge = (
                (abs(link.x - x0) < 1e-9 or abs(link.x - x1) < 1e-9) and y0 <= link.y <= y1
            ) or ((abs(link.y - y0) < 1e-9 or abs(link.y - y1) < 1e-9) and x0 <= link.x <= x1)
            ck.ok(on_edge, f"{name}: door {link} not on {p.key}'s edge")
    places = list(fam.places.values())
    for i, one in enumerate(places):
        for later in places[i + 1 :]:
            if set(one.levels) & set(later.levels):
                ax0, ay0, ax1, ay1 = one.rect
                bx0, by0, bx1, by1 = later.rect
                overlap = (
                    min(ax1, bx1) - max(ax0, bx0) > 1e-9 and min(ay1, by1) - max(ay0, by0) > 1e-9
                )
                ck.ok(not overlap, f"{name}: {one.key} overlaps {later.key}")


# ------------------------------------------------------------------ one world
def _said_place_forms(frames: list[dict[str, Any]]) -> list[tuple[float, str, str]]:
    out = []
    for f in frames:
        n = f["plan"].get("place")
        if n and n["correct"]:
            out.append((f["t"], n["place"], n["form"]))
    return out


def _seen_times(frames: list[dict[str, Any]], inst: str) -> list[float]:
    out = []
    for f in frames:
        if any(d["instance"] == inst and d["identifying"] for d in f["detections"]) or any(
            m["instance"] == inst for m in f["plan"].get("mentions", [])
        ):
            out.append(f["t"])
    return out


def _visits(frames: list[dict[str, Any]], now: float, key: Any) -> list[tuple[Any, float, Any]]:
    """Independent visit recomputation: (key, entry, exit or None) for frames with t <= now."""
    ts = [f["t"] for f in frames]
    upto = [f for f in frames if f["t"] <= now]
    out: list[tuple[Any, float, Any]] = []
    current = None
    entry = 0.0
    for i, f in enumerate(upto):
        k = key(f)
        if i == 0:
            current, entry = k, f["t"]
            continue
        if k != current:
            mid = (upto[i - 1]["t"] + f["t"]) / 2
            out.append((current, entry, mid))
            current, entry = k, mid
    n = len(upto)
    if n and n < len(ts) and ts[n] <= now:  # cannot happen: upto holds every frame <= now
        out.append((current, entry, (ts[n - 1] + ts[n]) / 2))
    else:
        out.append((current, entry, None))
    return out


def _frame_at(frames: list[dict[str, Any]], now: float) -> dict[str, Any]:
    ts = [f["t"] for f in frames]
    return frames[bisect.bisect_right(ts, now) - 1]


def check_world(ck: Checker, d: Path) -> dict[str, Any]:
    name = d.name
    truth = json.loads((d / "truth.json").read_text(encoding="utf-8"))
    fam = make_family(truth["family"])
    frames = truth["frames"]
    insts = {i["key"]: i for i in truth["instances"]}
    classes = {c["key"]: c for c in truth["classes"]}
    ck.ok(abs(truth["hfov_rad"] - HFOV_RAD) < 1e-12, f"{name}: hfov")
    lines = (d / "run.jsonl").read_text(encoding="utf-8").splitlines()
    ck.ok(len(lines) == len(frames), f"{name}: line count")
    never = [n.lower() for n in fam.never_present]
    for i, (line, f) in enumerate(zip(lines, frames, strict=False)):
        try:
            obs = runfile.parse_line(line, d / "run.jsonl", i + 1)
        except Exception as exc:  # RunLineError
            ck.ok(False, f"{name}:{i + 1}: parse_line: {exc}")
            continue
        rec = json.loads(line)
        ck.ok(set(rec) == {"t", "pose", "caption", "labels", "boxes"}, f"{name}:{i + 1}: fields")
        ck.ok(obs.t == f["t"], f"{name}:{i + 1}: t")
        ck.ok(list(obs.labels or ()) == [x["label"] for x in f["detections"]], f"{name}: labels")
        place = fam.places[f["place"]]
        ck.ok(place.contains(f["x"], f["y"]), f"{name}:{i + 1}: pose outside {place.key}")
        if f["level"] is None:
            zs = [z for z, _ in fam.floors.values()]
            ck.ok(
                place.transit is not None and min(zs) - 1e-6 <= f["z"] <= max(zs) + 1e-6,
                f"{name}:{i + 1}: between floors outside transit",
            )
        else:
            ck.ok(abs(f["z"] - fam.z_of(f["level"])) < 1e-9, f"{name}:{i + 1}: z vs level")
            ck.ok(f["level"] in place.levels, f"{name}:{i + 1}: level of place")
        for det, box in zip(f["detections"], rec["boxes"], strict=True):
            if det["role"] == "region":
                ck.ok(box is None, f"{name}:{i + 1}: region box")
                continue
            b = tuple(box)
            err = abs(camera.bearing_of(b, HFOV_RAD) - det["bearing"])
            ck.ok(err < 2e-3, f"{name}:{i + 1}: bearing error {err}")
            cx = (b[0] + b[2]) / 2
            ck.ok(
                abs(cx - camera.image_x_of(det["bearing"], HFOV_RAD)) < 2e-5,
                f"{name}:{i + 1}: box centre",
            )
            inst = insts[det["instance"]]
            ck.ok(det["class"] == inst["class"], f"{name}: det class")
            labs = classes[inst["class"]]["labels"]
            if det["identifying"]:
                core = det["label"]
                if det["state"]:
                    core = core[: -len(f" ({det['state']})")]
                if det["colour"]:
                    core = core[len(det["colour"]) + 1 :]
                ck.ok(core in labs, f"{name}:{i + 1}: label {det['label']!r}")
        low = (f["caption"] + " " + " ".join(x["label"] for x in f["detections"])).lower()
        for noun in never:
            ck.ok(noun not in low, f"{name}:{i + 1}: never-present {noun!r} said")
        if i:
            gap = f["t"] - frames[i - 1]["t"]
            ck.ok(0.99 <= gap <= 4.01, f"{name}:{i + 1}: gap {gap}")
    span = frames[-1]["t"] - frames[0]["t"]
    ck.ok(25 * 60 <= span <= 46 * 60, f"{name}: length {span / 60:.1f} min")
    ck.ok(time.gmtime(frames[0]["t"]).tm_year == 2026, f"{name}: year")
    qs = [json.loads(x) for x in (d / "questions.jsonl").read_text(encoding="utf-8").splitlines()]
    check_questions(ck, name, fam, truth, qs)
    return truth


def check_questions(
    ck: Checker, name: str, fam: Family, truth: dict[str, Any], qs: list[dict[str, Any]]
) -> None:
    frames = truth["frames"]
    insts = {i["key"]: i for i in truth["instances"]}
    classes = {c["key"]: c for c in truth["classes"]}
    t0, t1 = frames[0]["t"], frames[-1]["t"]
    ck.ok(len(qs) == 100, f"{name}: 100 questions")
    ck.ok(Counter(q["type"] for q in qs) == dict.fromkeys(TYPES, 20), f"{name}: 20 per type")
    ck.ok(len({q["id"] for q in qs}) == len(qs), f"{name}: unique ids")
    said = _said_place_forms(frames)
    floor_said = [
        (f["t"], f["plan"]["floor"]["form"])
        for f in frames
        if f["plan"].get("floor") and f["plan"]["floor"]["correct"]
    ]
    for q in qs:
        qn = f"{name}/{q['id']}({q['subkind']})"
        ck.ok(set(q) == Q_KEYS, f"{qn}: keys")
        ck.ok(set(q["truth"]) == TRUTH_KEYS[q["type"]], f"{qn}: truth keys")
        now = q["now"]
        ck.ok(t0 < now <= t1 + 15, f"{qn}: now in run")
        slots = q["slots"]
        # perfect and wrong answers
        tr = q["truth"]
        good: dict[str, Any]
        bad: dict[str, Any]
        if q["type"] == "spatial":
            good = {"position": tr["positions"][0]}
            p = tr["positions"][0]
            bad = {"position": [p[0] + 500.0, p[1] + 500.0, p[2]]}
        elif q["type"] == "temporal":
            good, bad = {"time": tr["time"]}, {"time": tr["time"] - 900.0}
            ck.ok(tr["time"] <= now, f"{qn}: temporal truth after now")
        elif q["type"] == "binary":
            good, bad = {"binary": tr["binary"]}, {"binary": not tr["binary"]}
        elif q["type"] == "duration":
            good, bad = {"duration_s": tr["duration_s"]}, {"duration_s": tr["duration_s"] * 2 + 60}
            ck.ok(tr["duration_s"] > 0, f"{qn}: duration > 0")
        else:
            good = {"answer": f"I think it was {tr['keywords'][0]}."}
            bad = {"answer": "no idea, sorry"}
            ck.ok(
                all(k and k.lower() not in "no idea, sorry" for k in tr["keywords"]),
                f"{qn}: keywords",
            )
        ck.ok(scoring.score(q, good).correct, f"{qn}: perfect answer scored wrong")
        ck.ok(not scoring.score(q, bad).correct, f"{qn}: wrong answer scored correct")
        # here-questions
        fr = _frame_at(frames, now)
        if q["subkind"] in HERE:
            ck.ok(q["at"] == [fr["x"], fr["y"], fr["z"]], f"{qn}: at")
        else:
            ck.ok(q["at"] is None, f"{qn}: at should be null")
        # evidence: forms said correctly by now
        for form in slots["forms"]:
            ok = any(t <= now and f == form for t, _, f in said)
            ok = ok or any(t <= now and f == form for t, f in floor_said)
            if q["subkind"] == "entered_building":
                ok = any(t <= now and form.lower() in f.lower() for t, _, f in said)
            ck.ok(ok, f"{qn}: form {form!r} not said by now")
        for thing in slots["things"]:
            seen = [t for t in _seen_times(frames, thing) if t <= now]
            if q["subkind"] != "seen_before_entering":
                ck.ok(bool(seen), f"{qn}: {thing} not seen by now")
        check_truth(ck, qn, fam, frames, insts, classes, q)


def check_truth(
    ck: Checker,
    qn: str,
    fam: Family,
    frames: list[dict[str, Any]],
    insts: dict[str, Any],
    classes: dict[str, Any],
    q: dict[str, Any],
) -> None:
    sub, slots, tr, now = q["subkind"], q["slots"], q["truth"], q["now"]
    thing = slots.get("thing") or {}
    inst = thing.get("instance")

    def place_visits(key: str) -> list[tuple[Any, float, Any]]:
        return [v for v in _visits(frames, now, lambda f: f["place"]) if v[0] == key]

    if sub in ("last_seen", "first_seen", "second_pass") and inst:
        seen = [t for t in _seen_times(frames, inst) if t <= now]
        ck.ok(tr["time"] in seen, f"{qn}: time is not a sighting frame")
        if sub == "last_seen":
            ck.ok(tr["time"] == seen[-1], f"{qn}: last sighting")
        if sub == "first_seen":
            ck.ok(tr["time"] == seen[0], f"{qn}: first sighting")
    if sub in (
        "entered_place",
        "left_place",
        "last_visit",
        "total_in_place",
        "first_visit",
        "since_last_in",
    ):
        key = slots["place"]["key"]
        vs = place_visits(key)
        done = [v for v in vs if v[2] is not None]
        exp = None
        if sub == "entered_place":
            exp = [v for v in vs if v[1] != frames[0]["t"]][-1][1]
            got = tr["time"]
        elif sub == "left_place":
            exp, got = done[-1][2], tr["time"]
        elif sub == "last_visit":
            exp, got = done[-1][2] - done[-1][1], tr["duration_s"]
            ck.ok(vs[-1][2] is not None, f"{qn}: asked while there")
        elif sub == "total_in_place":
            exp, got = sum(v[2] - v[1] for v in done), tr["duration_s"]
            ck.ok(len(done) >= 2 and vs[-1][2] is not None, f"{qn}: visits")
        elif sub == "first_visit":
            exp, got = vs[0][2] - vs[0][1], tr["duration_s"]
        else:
            exp, got = now - done[-1][2], tr["duration_s"]
        ck.ok(abs(exp - got) < 2e-3, f"{qn}: recomputed {exp} != {got}")
    if sub in ("outside_total", "first_outside"):
        vs = _visits(frames, now, lambda f: fam.places[f["place"]].outdoor)
        if sub == "outside_total":
            exp = sum(v[2] - v[1] for v in vs if v[0] and v[2] is not None)
            ck.ok(abs(exp - tr["duration_s"]) < 2e-3, f"{qn}: outside total {exp}")
        else:
            exp = next(v for v in vs if v[0] and v[1] != frames[0]["t"])[1]
            ck.ok(abs(exp - tr["time"]) < 2e-3, f"{qn}: first outside {exp}")
    if sub in ("colour_yes", "colour_of"):
        key = slots["things"][0]
        col = insts[key]["colour"]
        said = any(
            f["t"] <= now
            and (
                any(x["instance"] == key and x["colour"] == col for x in f["detections"])
                or any(
                    m["instance"] == key and m["colour"] == col
                    for m in f["plan"].get("mentions", [])
                )
            )
            for f in frames
        )
        ck.ok(said, f"{qn}: colour not said by now")
        if sub == "colour_of":
            ck.ok(tr["keywords"][0] == col, f"{qn}: colour keyword")
    if sub == "colour_no":
        col = thing["colour"]
        have = {i["colour"] for i in insts.values() if i["class"] == thing["class"]}
        ck.ok(col not in have and not set(NEAR_SHADES[col]) & have, f"{qn}: colour_no shade")
    if sub == "sign_text":
        quotes = [
            f["plan"]["quote"]["text"]
            for f in frames
            if f["t"] <= now and f["plan"].get("quote") and f["plan"]["quote"]["instance"] == inst
        ]
        ck.ok(bool(quotes), f"{qn}: never quoted")
        last_quote_t = max(
            f["t"]
            for f in frames
            if f["t"] <= now and f["plan"].get("quote") and f["plan"]["quote"]["instance"] == inst
        )
        ck.ok(
            last_quote_t in _seen_times(frames, str(inst)),
            f"{qn}: last quote frame without sighting",
        )
        for kw in tr["keywords"]:
            ck.ok(kw in quotes[-1].split(), f"{qn}: keyword {kw!r} not in last quote")
            ck.ok(kw.lower() not in q["question"].lower().split(), f"{qn}: keyword in question")
    if sub in ("which_room_here", "room_at_time", "which_room_thing", "room_before"):
        places = [p for p in fam.places.values() if list(p.forms) == tr["keywords"]]
        ck.ok(len(places) == 1, f"{qn}: keywords are one place's forms")
        if places:
            ck.ok(
                any(t <= now and k == places[0].key for t, k, _ in _said_place_forms(frames)),
                f"{qn}: room never named by now",
            )
        if sub == "which_room_here":
            ck.ok(places[0].key == _frame_at(frames, now)["place"], f"{qn}: room here")
    if sub in ("where_is", "last_seen_where") and inst:
        t_last = [t for t in _seen_times(frames, inst) if t <= now][-1]
        stay = next(s for s in insts[inst]["stays"] if s["t0"] <= t_last < s["t1"])
        ck.ok(
            math.dist(tr["positions"][0][:2], [stay["x"], stay["y"]]) < 1e-3,
            f"{qn}: last sighting position",
        )
    if sub in ("seen_never",):
        noun = thing["noun"].lower()
        low = " ".join(f["caption"].lower() for f in frames if f["t"] <= now)
        if thing.get("class"):
            ck.ok(
                all(
                    not _seen_times(frames, k)
                    for k, i in insts.items()
                    if i["class"] == thing["class"]
                ),
                f"{qn}: class was seen",
            )
        else:
            ck.ok(noun not in low, f"{qn}: never-present noun said")
    if sub == "count_seen":
        n = sum(
            1
            for k, i in insts.items()
            if i["class"] == thing["class"] and any(t <= now for t in _seen_times(frames, k))
        )
        ck.ok(str(n) in tr["keywords"], f"{qn}: count {n}")


def check_phrasings(ck: Checker, out_dir: Path) -> None:
    for family in FAMILIES:
        for seed in SEEDS_DEV:
            dirs = [out_dir / f"{family}-s{seed}-{p}" for p in PHRASINGS]
            base = dirs[0]
            base_truth = json.loads((base / "truth.json").read_text(encoding="utf-8"))
            base_q = [json.loads(x) for x in (base / "questions.jsonl").read_text().splitlines()]
            for d in dirs[1:]:
                ck.ok(
                    filecmp.cmp(base / "run.jsonl", d / "run.jsonl", shallow=False),
                    f"{d.name}: run differs between phrasings",
                )
                t = json.loads((d / "truth.json").read_text(encoding="utf-8"))
                for k in ("phrasing", "held_out"):
                    t[k] = base_truth[k]
                ck.ok(t == base_truth, f"{d.name}: truth differs between phrasings")
                qs = [json.loads(x) for x in (d / "questions.jsonl").read_text().splitlines()]
                for a, b in zip(base_q, qs, strict=True):
                    a2, b2 = dict(a), dict(b)
                    a2.pop("question")
                    b2.pop("question")
                    ck.ok(a2 == b2, f"{d.name}/{a['id']}: differs beyond question")
            for i in range(100):
                texts = [
                    json.loads((d / "questions.jsonl").read_text().splitlines()[i])["question"]
                    for d in dirs
                ]
                ck.ok(len(set(texts)) == len(texts), f"{family}-s{seed} q{i}: phrasings equal")
    # held-out: same run as a development phrasing of the same seed would have
    with tempfile.TemporaryDirectory() as tmp:
        for family in FAMILIES:
            w = build(family, SEED_HELD)
            d = write(w, tmp, PHRASINGS[0])
            held = out_dir / f"{family}-s{SEED_HELD}-{HELD_OUT}"
            ck.ok(
                filecmp.cmp(d / "run.jsonl", held / "run.jsonl", shallow=False),
                f"{held.name}: run differs from its development twin",
            )
            ck.ok(all(run_line(f) for f in w.frames), "run lines")


def check_determinism(ck: Checker, out_dir: Path) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, PYTHONHASHSEED="12345")
        code = (
            "import sys; from pathlib import Path; "
            "from sim_eval.sim.generator_p.validate import write_all; write_all(Path(sys.argv[1]))"
        )
        subprocess.run(
            [sys.executable, "-c", code, tmp],
            check=True,
            env=env,
            cwd=Path(__file__).resolve().parents[3],
        )
        for family, seed, phrasing in worlds():
            sub = f"{family}-s{seed}-{phrasing}"
            for fn in ("run.jsonl", "questions.jsonl", "truth.json"):
                ck.ok(
                    filecmp.cmp(out_dir / sub / fn, Path(tmp) / sub / fn, shallow=False),
                    f"{sub}/{fn}: not deterministic",
                )


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print(__doc__)
        return 2
    out_dir = Path(args[0])
    started = time.time()
    write_all(out_dir)
    wrote = time.time() - started
    ck = Checker()
    for family in FAMILIES:
        check_family(ck, make_family(family))
    subkinds: Counter[str] = Counter()
    captioners: Counter[str] = Counter()
    answers: Counter[str] = Counter()
    for family, seed, phrasing in worlds():
        d = out_dir / f"{family}-s{seed}-{phrasing}"
        truth = check_world(ck, d)
        captioners[truth["captioner"]] += 1
        for line in (d / "questions.jsonl").read_text(encoding="utf-8").splitlines():
            q = json.loads(line)
            subkinds[q["subkind"]] += 1
            if q["type"] == "binary":
                answers[f"{q['subkind']}={q['truth']['binary']}"] += 1
    check_phrasings(ck, out_dir)
    check_determinism(ck, out_dir)
    print(f"wrote {len(worlds())} worlds to {out_dir} in {wrote:.1f} s")
    print(f"captioners: {dict(captioners)}")
    print(f"subkinds ({len(subkinds)}): {dict(sorted(subkinds.items()))}")
    print(f"binary answers: {dict(sorted(answers.items()))}")
    print(f"{ck.checks} checks, {len(ck.failures)} failures, {time.time() - started:.1f} s")
    for msg in ck.failures[:60]:
        print("FAIL", msg)
    return 1 if ck.failures else 0


if __name__ == "__main__":
    raise SystemExit(main())

"""python -m sim_eval.sim.generator_n.validate OUT_DIR

Writes the 27 worlds (every family x seeds 0, 1 x the four development phrasings, and every
family x seed 2 x the held-out phrasing) into OUT_DIR and checks them against the project's
run-file reader, camera model and scorer. Prints a summary; exits 1 on any failure.
"""

from __future__ import annotations

import collections
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from types import ModuleType
from typing import Any

from .captioners import CAPTIONERS, FIXED_PHRASES
from .perception import HFOV_RAD
from .phrasings import DEV_PHRASINGS, HELDOUT_PHRASINGS, TEMPLATES
from .questions import MAKERS, NEW_SUBKINDS, PALETTE
from .world import FAMILIES, write

HERE_SUBKINDS = {"nearest_to_me", "which_room_here", "which_floor"}
TRUTH_KEYS = {
    "spatial": {"positions"},
    "temporal": {"time"},
    "binary": {"binary"},
    "duration": {"duration_s"},
    "text": {"keywords"},
}
QUESTION_KEYS = {"id", "type", "question", "now", "at", "truth", "subkind", "slots"}
COLOURS = set(PALETTE) | {
    "silver",
    "navy",
    "beige",
    "cream",
    "gold",
    "bronze",
    "brass",
    "terracotta",
    "striped",
}


def worlds() -> list[tuple[str, int, str]]:
    out = []
    for family in FAMILIES:
        for seed in (0, 1):
            for phrasing in DEV_PHRASINGS:
                out.append((family, seed, phrasing))
        for phrasing in HELDOUT_PHRASINGS:
            out.append((family, 2, phrasing))
    return out


def _scorer() -> ModuleType:
    """The project's scorer (sim_eval/scoring.py)."""
    from sim_eval import scoring

    return scoring


def _word_in(needle: str, hay: str) -> bool:
    return (
        re.search(r"(?<![\w-])" + re.escape(needle.lower()) + r"(?![\w-])", hay.lower()) is not None
    )


class Checker:
    def __init__(self) -> None:
        self.failures: list[str] = []
        self.checks = 0

    def ok(self, condition: bool, message: str) -> None:
        self.checks += 1
        if not condition and len(self.failures) < 200:
            self.failures.append(message)


def check_family(c: Checker, name: str) -> None:
    fam = FAMILIES[name]()
    c.ok(50 <= len(fam.classes) <= 70, f"{name}: {len(fam.classes)} classes")
    c.ok(15 <= len(fam.places) <= 45, f"{name}: {len(fam.places)} places")
    owner: dict[str, str] = {}
    for spec in fam.classes:
        c.ok(
            3 <= len(spec.labels) <= 4,
            f"{name}: {spec.key} has {len(spec.labels)} labels",
        )
        for label in spec.labels:
            c.ok(
                label not in owner,
                f"{name}: label {label!r} in {owner.get(label)} and {spec.key}",
            )
            owner[label] = spec.key
            c.ok(
                label.split()[0] not in COLOURS,
                f"{name}: label {label!r} starts with a colour",
            )
        if spec.kind in ("text", "screen"):
            c.ok(bool(spec.texts), f"{name}: {spec.key} has no texts")
        if spec.kind == "text":
            count = sum(n for _, n in spec.where)
            c.ok(
                count <= len(spec.texts),
                f"{name}: {spec.key} has more instances than texts",
            )
        for place, _ in spec.where:
            c.ok(place in fam.place_index, f"{name}: {spec.key} in unknown place {place}")
            c.ok(
                fam.place_index.get(place) is None or fam.place_index[place].transit is None,
                f"{name}: {spec.key} in a lift/stairs",
            )
        for place in spec.moved_to:
            c.ok(
                place in fam.place_index,
                f"{name}: {spec.key} moves to unknown place {place}",
            )
    generics = {s.generic for s in fam.classes if s.generic}
    regions = set(fam.regions_in) | set(fam.regions_out)
    for label in sorted(generics | regions):
        c.ok(
            label not in owner,
            f"{name}: generic/region label {label!r} identifies a class",
        )
    for noun in fam.never:
        c.ok(
            all(not _word_in(noun, label) for label in owner),
            f"{name}: never-present {noun!r} is a label",
        )
    texts = [t for s in fam.classes for t in s.texts]
    forms = [f for p in fam.places for f in p.forms]
    floor_forms = [f for _, fs in fam.floor_forms for f in fs]
    lowered = [f.lower() for f in forms]
    c.ok(len(set(lowered)) == len(lowered), f"{name}: place forms not unique")
    fixed_words = list(fam.people) + list(FIXED_PHRASES) + texts + forms + floor_forms
    for label in owner:
        for text in fixed_words:
            c.ok(not _word_in(label, text), f"{name}: class label {label!r} in {text!r}")
    for generic in generics:
        for text in forms + floor_forms:
            c.ok(
                not _word_in(generic, text),
                f"{name}: generic label {generic!r} in {text!r}",
            )
    for link in fam.links:
        for key in (link.a, link.b):
            p = fam.place_index[key]
            x0, y0, x1, y1 = p.rect
            on_edge = (
                (abs(link.x - x0) < 1e-9 or abs(link.x - x1) < 1e-9) and y0 <= link.y <= y1
            ) or ((abs(link.y - y0) < 1e-9 or abs(link.y - y1) < 1e-9) and x0 <= link.x <= x1)
            c.ok(on_edge, f"{name}: doorway {link} not on the edge of {key}")
            c.ok(link.level in p.levels, f"{name}: doorway {link} on a level {key} lacks")
    for i, a in enumerate(fam.places):
        for b in fam.places[i + 1 :]:
            if set(a.levels) & set(b.levels):
                w = min(a.rect[2], b.rect[2]) - max(a.rect[0], b.rect[0])
                h = min(a.rect[3], b.rect[3]) - max(a.rect[1], b.rect[1])
                c.ok(w <= 1e-9 or h <= 1e-9, f"{name}: {a.key} overlaps {b.key}")


def _visits(frames: list[dict[str, Any]], now: float) -> list[dict[str, Any]]:
    """Place visits from truth.json frames only (independent of the generator's evidence)."""
    ts = [f["t"] for f in frames if f["t"] <= now]
    out: list[dict[str, Any]] = []
    for i, t in enumerate(ts):
        place = frames[i]["place"]
        if out and out[-1]["place"] == place:
            out[-1]["i1"] = i
            continue
        enter = ts[0] if i == 0 else (ts[i - 1] + t) / 2
        if out:
            out[-1]["exit"] = enter
        out.append({"place": place, "i0": i, "i1": i, "enter": enter, "exit": None})
    if out:
        out[-1]["exit"] = ts[out[-1]["i1"]]
        out[-1]["ongoing"] = True
    for v in out[:-1]:
        v["ongoing"] = False
    return out


def check_world(
    c: Checker, path: Path, scoring: ModuleType, runfile: ModuleType, camera: ModuleType
) -> dict[str, Any]:
    tag = path.name
    truth = json.loads((path / "truth.json").read_text())
    fam = FAMILIES[truth["family"]]()
    frames = truth["frames"]
    lines = (path / "run.jsonl").read_text().splitlines()
    c.ok(
        len(lines) == len(frames),
        f"{tag}: {len(lines)} run lines, {len(frames)} frames",
    )
    c.ok(truth["captioner"] in CAPTIONERS, f"{tag}: captioner")
    c.ok(abs(truth["hfov_rad"] - HFOV_RAD) < 1e-12, f"{tag}: hfov")
    places = {p["key"]: p for p in truth["places"]}
    z_of = {f["level"]: f["z"] for f in truth["floors"]}
    captions: list[str] = []
    labels_by_frame: list[list[str]] = []
    prev_t = None
    for k, (raw, frame) in enumerate(zip(lines, frames, strict=False)):
        try:
            obs = runfile.parse_line(raw, path / "run.jsonl", k + 1)
        except runfile.RunLineError as error:
            c.ok(False, f"{tag}: line {k + 1}: {error}")
            continue
        record = json.loads(raw)
        c.ok(
            set(record) == {"t", "pose", "caption", "labels", "boxes"},
            f"{tag}:{k + 1} fields",
        )
        c.ok(abs(obs.t - frame["t"]) < 1e-9, f"{tag}:{k + 1} t differs from truth")
        labels = [d["label"] for d in frame["detections"]]
        c.ok(list(obs.labels or ()) == labels, f"{tag}:{k + 1} labels differ from truth")
        captions.append(record["caption"])
        labels_by_frame.append(labels)
        p = places[frame["place"]]
        x0, y0, x1, y1 = p["rect"]
        pose = record["pose"]
        c.ok(
            x0 - 1e-3 <= pose["x"] <= x1 + 1e-3 and y0 - 1e-3 <= pose["y"] <= y1 + 1e-3,
            f"{tag}:{k + 1} pose outside {p['key']}",
        )
        if frame["level"] is not None:
            c.ok(
                abs(pose["z"] - z_of[frame["level"]]) < 0.21,
                f"{tag}:{k + 1} z off its level",
            )
        else:
            c.ok(
                p["transit"] is not None,
                f"{tag}:{k + 1} between floors outside a lift/stairs",
            )
        for det, box in zip(frame["detections"], record["boxes"], strict=True):
            if box is None:
                c.ok(det["flag"] == "region", f"{tag}:{k + 1} object without box")
                continue
            bearing = camera.bearing_of(tuple(box), HFOV_RAD)
            c.ok(
                abs(bearing - det["bearing"]) < 2e-3,
                f"{tag}:{k + 1} bearing {bearing} vs {det['bearing']}",
            )
            centre = (box[0] + box[2]) / 2
            c.ok(
                abs(centre - camera.image_x_of(det["bearing"], HFOV_RAD)) < 2e-5,
                f"{tag}:{k + 1} box centre",
            )
        if prev_t is not None:
            c.ok(
                0.99 <= obs.t - prev_t <= 4.01,
                f"{tag}:{k + 1} frame gap {obs.t - prev_t:.3f}",
            )
        prev_t = obs.t
    ts = [f["t"] for f in frames]
    c.ok(
        25 * 60 <= ts[-1] - ts[0] <= 41 * 60,
        f"{tag}: run length {(ts[-1] - ts[0]) / 60:.1f} min",
    )
    c.ok(time.gmtime(ts[0]).tm_year == 2026, f"{tag}: run not in 2026")
    all_text = [
        (cap + " " + " ".join(lb)).lower()
        for cap, lb in zip(captions, labels_by_frame, strict=True)
    ]
    for noun in fam.never:
        c.ok(
            all(not _word_in(noun, text) for text in all_text),
            f"{tag}: never-present {noun!r} in the run",
        )

    qs = [json.loads(line) for line in (path / "questions.jsonl").read_text().splitlines()]
    c.ok(len(qs) == 100, f"{tag}: {len(qs)} questions")
    c.ok(len({q["id"] for q in qs}) == len(qs), f"{tag}: duplicate ids")
    types = collections.Counter(q["type"] for q in qs)
    c.ok(all(types[t] == 20 for t in TRUTH_KEYS), f"{tag}: types {dict(types)}")
    instances = {i["key"]: i for i in truth["instances"]}
    classes = {cl["key"]: cl for cl in truth["classes"]}
    for q in qs:
        qid = f"{tag}/{q['id']}[{q['subkind']}]"
        c.ok(set(q) == QUESTION_KEYS, f"{qid}: keys {sorted(q)}")
        c.ok(set(q["truth"]) == TRUTH_KEYS[q["type"]], f"{qid}: truth keys")
        c.ok(q["subkind"] in MAKERS[q["type"]], f"{qid}: subkind of another type")
        now = q["now"]
        c.ok(ts[0] < now <= ts[-1] + 15.0, f"{qid}: now outside the run")
        n = sum(1 for t in ts if t <= now)
        text_by_now = all_text[:n]
        caps_by_now = [cap.lower() for cap in captions[:n]]
        if q["subkind"] in HERE_SUBKINDS:
            c.ok(
                isinstance(q["at"], list) and len(q["at"]) == 3,
                f"{qid}: here-question without at",
            )
            c.ok(
                re.search(r"\b(me|i|my)\b", q["question"].lower()) is not None,
                f"{qid}: no here-word",
            )
            pose_i = json.loads(lines[n - 1])["pose"]
            c.ok(
                q["at"] == [pose_i[a] for a in "xyz"],
                f"{qid}: at is not the robot's pose",
            )
        else:
            c.ok(q["at"] is None, f"{qid}: at on a non-here question")
        # a perfect answer scores, a wrong one does not
        answer, wrong = _answers(q)
        c.ok(scoring.score(q, answer).correct, f"{qid}: perfect answer scored wrong")
        c.ok(not scoring.score(q, wrong).correct, f"{qid}: wrong answer scored right")
        if q["type"] == "temporal":
            c.ok(q["truth"]["time"] <= now, f"{qid}: temporal truth after now")
        if q["type"] == "duration":
            c.ok(q["truth"]["duration_s"] > 0, f"{qid}: duration not positive")
        for form in q["slots"]["forms"]:
            c.ok(
                any(form.lower() in cap for cap in caps_by_now),
                f"{qid}: form {form!r} not in a caption by now",
            )
        _check_evidence(c, qid, q, n, frames, instances, classes, text_by_now, caps_by_now)
    return {
        "subkinds": collections.Counter(q["subkind"] for q in qs),
        "frames": len(frames),
        "captioner": truth["captioner"],
    }


def _answers(q: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    truth = q["truth"]
    kind = q["type"]
    if kind == "spatial":
        pos = truth["positions"][0]
        return {"position": pos}, {"position": [pos[0] + 500.0, pos[1] - 500.0, pos[2]]}
    if kind == "temporal":
        return {"time": truth["time"]}, {"time": truth["time"] - 900.0}
    if kind == "binary":
        return {"binary": truth["binary"]}, {"binary": not truth["binary"]}
    if kind == "duration":
        d = truth["duration_s"]
        return {"duration_s": d}, {"duration_s": d * 3 + 120.0}
    return {"answer": f"It was {truth['keywords'][0]}."}, {"answer": "I do not know."}


def _check_evidence(
    c: Checker,
    qid: str,
    q: dict[str, Any],
    n: int,
    frames: list[dict[str, Any]],
    instances: dict[str, Any],
    classes: dict[str, Any],
    text_by_now: list[str],
    caps_by_now: list[str],
) -> None:
    sub = q["subkind"]
    slots = q["slots"]
    truth = q["truth"]
    now = q["now"]
    ts = [f["t"] for f in frames]

    def sightings(inst: str) -> list[int]:
        out = []
        for i in range(n):
            f = frames[i]
            if any(
                d["instance"] == inst and d["identifying"] and d["flag"] in ("object", "duplicate")
                for d in f["detections"]
            ) or any(m["instance"] == inst for m in f["plan"]["mentions"]):
                out.append(i)
        return out

    def class_key(noun: str) -> str | None:
        return next((k for k, cl in classes.items() if cl["labels"][0] == noun), None)

    if sub in ("seen_yes", "colour_yes", "in_place_yes"):
        c.ok(truth["binary"] is True, f"{qid}: a yes-subkind answers no")
    if sub in ("seen_never", "seen_not_yet", "colour_no", "in_place_no"):
        c.ok(truth["binary"] is False, f"{qid}: a no-subkind answers yes")
    if sub in ("seen_not_yet", "seen_never"):
        key = class_key(slots["noun"])
        if key is None:
            c.ok(sub == "seen_never", f"{qid}: unknown noun")
        else:
            for i in range(n):
                f = frames[i]
                c.ok(
                    not any(d["class"] == key and d["identifying"] for d in f["detections"]),
                    f"{qid}: class labelled by now",
                )
                c.ok(
                    not any(m["class"] == key for m in f["plan"]["mentions"]),
                    f"{qid}: class captioned by now",
                )
    if sub in ("seen_yes", "in_place_yes"):
        key = class_key(slots["noun"])
        c.ok(
            key is not None
            and any(sightings(i) for i in instances if instances[i]["class"] == key),
            f"{qid}: class not seen",
        )
    if sub in ("last_seen", "first_seen", "passed"):
        c.ok(truth["time"] in ts[:n], f"{qid}: sighting time is not a frame time")
        if sub != "passed":
            seen = sightings(slots["thing"]["inst"])
            c.ok(
                bool(seen) and truth["time"] == ts[seen[-1] if sub == "last_seen" else seen[0]],
                f"{qid}: sighting time",
            )
    if sub in ("colour_yes",):
        c.ok(
            any(
                _word_in(f"{slots['colour']} {slots['noun']}", t) or (_word_in(slots["colour"], t))
                for t in text_by_now
            ),
            f"{qid}: colour never said",
        )
    if sub == "colour_no":
        key = class_key(slots["noun"])
        c.ok(
            all(
                instances[i]["colour"] != slots["colour"]
                for i in instances
                if instances[i]["class"] == key
            ),
            f"{qid}: colour exists",
        )
    if sub == "colour_of":
        inst = slots["thing"]["inst"]
        said = False
        for i in range(n):
            f = frames[i]
            said |= any(d["instance"] == inst and d["colour"] for d in f["detections"])
            said |= any(m["instance"] == inst and m["colour"] for m in f["plan"]["mentions"])
        c.ok(
            said and truth["keywords"][0] == instances[inst]["colour"],
            f"{qid}: colour not said by now",
        )
    if sub in ("sign_text",):
        for word in truth["keywords"]:
            c.ok(
                any(word in cap for cap in caps_by_now),
                f"{qid}: keyword {word!r} not quoted by now",
            )
            c.ok(
                not _word_in(word, q["question"]),
                f"{qid}: keyword {word!r} in the question",
            )
    if sub == "where_text":
        c.ok(
            any(slots["text"].lower() in cap for cap in caps_by_now),
            f"{qid}: text not quoted by now",
        )
    if sub in (
        "last_visit",
        "first_visit",
        "total_in_place",
        "entered_place",
        "left_place",
        "ago_place",
        "times_entered",
    ):
        key = _place_by_form(slots["place"])
        visits = [v for v in _visits(frames, now) if v["place"] == key]
        c.ok(bool(visits), f"{qid}: place never visited by now")
        if visits:
            if sub == "last_visit":
                done = [v for v in visits if not v["ongoing"]]
                c.ok(
                    abs(done[-1]["exit"] - done[-1]["enter"] - truth["duration_s"]) < 1e-3,
                    f"{qid}: last visit duration",
                )
            if sub == "first_visit":
                c.ok(
                    abs(visits[0]["exit"] - visits[0]["enter"] - truth["duration_s"]) < 1e-3,
                    f"{qid}: first visit duration",
                )
            if sub == "total_in_place":
                total = sum(v["exit"] - v["enter"] for v in visits)
                c.ok(abs(total - truth["duration_s"]) < 1e-3, f"{qid}: total duration")
            if sub == "entered_place":
                c.ok(
                    abs(visits[-1]["enter"] - truth["time"]) < 1e-3,
                    f"{qid}: entry time",
                )
            if sub == "left_place":
                c.ok(
                    abs(visits[-1]["exit"] - truth["time"]) < 1e-3 and not visits[-1]["ongoing"],
                    f"{qid}: exit time",
                )
            if sub == "ago_place":
                c.ok(
                    abs(now - visits[-1]["exit"] - truth["duration_s"]) < 1e-2,
                    f"{qid}: ago place",
                )
            if sub == "times_entered":
                count = sum(1 for v in visits if v["exit"] - v["enter"] >= 4.0 or v["ongoing"])
                c.ok(str(count) == truth["keywords"][0], f"{qid}: visit count {count}")
    if sub == "count":
        key = class_key(slots["noun"])
        place = _place_by_form(slots["place"])
        number = sum(
            1 for i in instances.values() if i["class"] == key and i["stays"][0]["place"] == place
        )
        c.ok(str(number) == truth["keywords"][0], f"{qid}: count {number}")
    if sub == "in_place_no":
        key = class_key(slots["noun"])
        place = _place_by_form(slots["place"])
        group = _GROUPS.get(place or "")
        c.ok(
            all(
                _GROUPS[s["place"]] != group
                for i in instances.values()
                if i["class"] == key
                for s in i["stays"]
            ),
            f"{qid}: class was in the place",
        )


_FORMS: dict[str, str] = {}
_GROUPS: dict[str, str] = {}


def _set_forms(fam_name: str) -> None:
    _FORMS.clear()
    _GROUPS.clear()
    for p in FAMILIES[fam_name]().places:
        _GROUPS[p.key] = p.group
        for f in p.forms:
            _FORMS[f] = p.key


def _place_by_form(form: str) -> str | None:
    return _FORMS.get(form)


def _bytes(root: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()
    }


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1:
        print(__doc__)
        return 2
    out = Path(argv[0])
    started = time.time()
    from memory_core import camera, runfile

    scoring = _scorer()
    c = Checker()
    for name in FAMILIES:
        check_family(c, name)
    paths = [write(out, f, s, p) for f, s, p in worlds()]
    gen_s = time.time() - started
    totals: collections.Counter[str] = collections.Counter()
    per_world_missing: list[tuple[str, list[str]]] = []
    captioners: collections.Counter[str] = collections.Counter()
    for path in paths:
        truth = json.loads((path / "truth.json").read_text())
        _set_forms(truth["family"])
        info = check_world(c, path, scoring, runfile, camera)
        totals.update(info["subkinds"])
        captioners[info["captioner"]] += 1
        missing = [s for kind in MAKERS.values() for s in kind if s not in info["subkinds"]]
        per_world_missing.append((path.name, missing))
    # phrasing independence: same family and seed -> same run, truth and questions but wording
    groups: dict[tuple[str, int], list[Path]] = {}
    for (family, seed, _), path in zip(worlds(), paths, strict=True):
        groups.setdefault((family, seed), []).append(path)
    for key, members in groups.items():
        base = members[0]
        base_truth = json.loads((base / "truth.json").read_text())
        base_q = [json.loads(x) for x in (base / "questions.jsonl").read_text().splitlines()]
        for other in members[1:]:
            c.ok(
                (other / "run.jsonl").read_bytes() == (base / "run.jsonl").read_bytes(),
                f"{key}: run differs by phrasing",
            )
            t = json.loads((other / "truth.json").read_text())
            for k in ("phrasing", "held_out"):
                t[k] = base_truth[k]
            c.ok(t == base_truth, f"{key}: truth differs by phrasing")
            oq = [json.loads(x) for x in (other / "questions.jsonl").read_text().splitlines()]
            strip = [{k: v for k, v in q.items() if k != "question"} for q in oq]
            c.ok(
                strip == [{k: v for k, v in q.items() if k != "question"} for q in base_q],
                f"{key}: questions differ beyond wording",
            )
            c.ok(
                any(a["question"] != b["question"] for a, b in zip(oq, base_q, strict=True)),
                f"{key}: phrasings give the same wording",
            )
    # seed 2 held out: its run is the same whatever the phrasing
    for family in FAMILIES:
        held = out / f"{family}-s2-{HELDOUT_PHRASINGS[0]}"
        with tempfile.TemporaryDirectory() as tmp:
            dev = write(tmp, family, 2, DEV_PHRASINGS[0])
            c.ok(
                (dev / "run.jsonl").read_bytes() == (held / "run.jsonl").read_bytes(),
                f"{family}: seed 2 run depends on phrasing",
            )
    # determinism across processes
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, PYTHONHASHSEED="12345")
        code = (
            "import sys; from sim_eval.sim.generator_n.validate import worlds; "
            "from sim_eval.sim.generator_n.world import write\n"
            "for f, s, p in worlds(): write(sys.argv[1], f, s, p)"
        )
        subprocess.run([sys.executable, "-c", code, tmp], check=True, env=env)
        again = _bytes(Path(tmp))
        mine = {k: v for k, v in _bytes(out).items() if k.split("/")[0] in {p.name for p in paths}}
        c.ok(again == mine, "worlds differ between processes (PYTHONHASHSEED=12345)")
    elapsed = time.time() - started
    print(
        f"generator_n validate: {len(paths)} worlds in {out} "
        f"(generation {gen_s:.1f} s, total {elapsed:.1f} s)"
    )
    print(f"  captioners: {dict(sorted(captioners.items()))}")
    print(
        f"  questions: {sum(totals.values())}; subkinds used: {len(totals)} "
        f"of {sum(len(m) for m in MAKERS.values())}"
    )
    print("  new subkinds: " + ", ".join(f"{s}={totals[s]}" for s in NEW_SUBKINDS))
    gaps = [(name, miss) for name, miss in per_world_missing if miss]
    print(
        f"  worlds missing some subkind: {len(gaps)} "
        f"(most missing in one world: {max((len(m) for _, m in gaps), default=0)})"
    )
    print(
        f"  templates for every subkind: {all(s in TEMPLATES for m in MAKERS.values() for s in m)}"
    )
    print(f"  checks: {c.checks}, failures: {len(c.failures)}")
    for failure in c.failures[:40]:
        print(f"  FAIL {failure}")
    print("PASS" if not c.failures else "FAIL")
    return 0 if not c.failures else 1


if __name__ == "__main__":
    sys.exit(main())

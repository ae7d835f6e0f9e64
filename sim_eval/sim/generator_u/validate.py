"""Regenerate all 27 worlds into OUT_DIR and check them: determinism, the run-file contract,
the camera model, captions, questions, independent truth recomputation and the scorer."""

from __future__ import annotations

import importlib
import json
import math
import os
import re
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path
from types import ModuleType
from typing import Any

from . import recheck
from .families import FAMILY_SPECS
from .model import CAPTIONERS, DEV_PHRASINGS, FAMILIES, HELDOUT_PHRASING, HFOV_RAD, TYPES
from .pipeline import write_world
from .selection import CORE, NEW
from .world import make_world

FILES = ("run.jsonl", "questions.jsonl", "truth.json")


class Checker:
    def __init__(self) -> None:
        self.checks = 0
        self.failures: list[str] = []

    def ok(self, cond: bool, what: str) -> None:
        self.checks += 1
        if not cond and len(self.failures) < 10_000:
            self.failures.append(what)


def project() -> tuple[ModuleType, ModuleType, ModuleType]:
    """The project's run-file reader, camera model and scorer (imported, never read)."""
    return (
        importlib.import_module("memory_core.runfile"),
        importlib.import_module("memory_core.camera"),
        importlib.import_module("sim_eval.scoring"),
    )


def worlds() -> list[tuple[str, int, str]]:
    out = [(f, s, p) for f in FAMILIES for s in (0, 1) for p in DEV_PHRASINGS]
    return out + [(f, 2, HELDOUT_PHRASING) for f in FAMILIES]


def generate(out_dir: Path) -> None:
    for family in FAMILIES:
        for seed in (0, 1, 2):
            world = make_world(family, seed)
            phr = DEV_PHRASINGS if seed < 2 else (HELDOUT_PHRASING, DEV_PHRASINGS[0])
            for phrasing in phr:
                if seed == 2 and phrasing != HELDOUT_PHRASING:
                    continue
                write_world(out_dir, family, seed, phrasing, world=world)


def word_in(word: str, text: str) -> bool:
    return (
        re.search(r"(?<![\w-])" + re.escape(word.lower()) + r"(?![\w-])", text.lower()) is not None
    )


def check_family(c: Checker, family: str) -> None:
    spec = FAMILY_SPECS[family]
    forms = [(p.key, f) for p in spec.places for f in p.forms]
    kinds = sorted({p.kind_word for p in spec.places})
    for cls in spec.classes:
        c.ok(len(set(cls.labels)) == 3, f"{family}: {cls.key} labels not distinct")
        for other in spec.classes:
            if other.key == cls.key:
                continue
            for lab in (*cls.labels, cls.plural):
                for olab in (*other.labels, other.plural):
                    c.ok(not word_in(lab, olab), f"{family}: label {lab!r} inside {olab!r}")
        for lab in cls.labels:
            for _, f in forms:
                c.ok(
                    not word_in(lab, f) and not word_in(f, lab),
                    f"{family}: label {lab!r} vs place form {f!r}",
                )
            for n in spec.never:
                c.ok(not word_in(n, lab), f"{family}: never noun {n!r} in label {lab!r}")
    for key, f in forms:
        for okey, of in forms:
            if okey != key:
                c.ok(not word_in(f, of), f"{family}: form {f!r} inside {of!r}")
        for k in kinds:
            c.ok(not word_in(f, k), f"{family}: form {f!r} inside kind word {k!r}")
    c.ok(sum(1 for p in spec.places if p.dock) == 1, f"{family}: one dock")


def check_run(
    c: Checker,
    name: str,
    folder: Path,
    doc: dict[str, Any],
    runfile: ModuleType,
    camera: ModuleType,
) -> None:
    lines = (folder / "run.jsonl").read_text(encoding="utf-8").splitlines()
    frames = doc["frames"]
    c.ok(len(lines) == len(frames), f"{name}: line count")
    inst = {i["id"]: i for i in doc["instances"]}
    places = doc["places"]
    never = doc["never_present"]
    gaps: list[list[float]] = []
    for k, (line, f) in enumerate(zip(lines, frames, strict=False)):
        where = f"{name}:{k + 1}"
        try:
            obs = runfile.parse_line(line, folder / "run.jsonl", k + 1)
            c.ok(True, where)
        except Exception as error:
            c.ok(False, f"{where}: parse_line refused: {error}")
            continue
        rec = json.loads(line)
        c.ok(sorted(rec) == ["boxes", "caption", "labels", "pose", "t"], f"{where}: fields")
        c.ok(obs.t == f["t"] and rec["caption"] == f["caption"], f"{where}: t/caption")
        c.ok([rec["pose"][a] for a in ("x", "y", "z", "yaw")] == f["pose"], f"{where}: pose")
        c.ok(len(rec["labels"]) <= 8, f"{where}: labels")
        c.ok(1861920000 <= f["t"] <= 1893456000, f"{where}: t in 2029")
        err = math.hypot(f["pose"][0] - f["true"][0], f["pose"][1] - f["true"][1])
        c.ok(abs(err - f["loc_error_m"]) < 2e-3 and err < 3.5, f"{where}: loc error")
        x0, y0, x1, y1 = places[f["place"]]["rect"]
        c.ok(
            x0 - 1e-3 <= f["true"][0] <= x1 + 1e-3 and y0 - 1e-3 <= f["true"][1] <= y1 + 1e-3,
            f"{where}: true pose outside {f['place']}",
        )
        if f["level"] is not None and places[f["place"]]["side"] != "lift":
            c.ok(places[f["place"]]["level"] == f["level"], f"{where}: level")
        if k:
            dt = f["t"] - frames[k - 1]["t"]
            c.ok(dt >= 2.0 - 1e-6, f"{where}: frames too close")
            if dt > recheck.GAP:
                gaps.append([frames[k - 1]["t"], f["t"]])
                c.ok(f["place"] == frames[k - 1]["place"], f"{where}: gap changes place")
        labels = [d["label"] for d in f["detections"]]
        c.ok(rec["labels"][: len(labels)] == labels, f"{where}: detection labels")
        for d in f["detections"]:
            stay = next(s for s in inst[d["inst"]]["stays"] if s[0] <= f["t"] < s[1])
            rx, ry, _, yaw = f["true"]
            b = (math.atan2(stay[4] - ry, stay[3] - rx) - yaw + math.pi) % (2 * math.pi) - math.pi
            box = tuple(d["box"])
            c.ok(abs(camera.bearing_of(box, HFOV_RAD) - b) < 2e-3, f"{where}: bearing")
            centre = (box[0] + box[2]) / 2
            c.ok(abs(camera.image_x_of(b, HFOV_RAD) - centre) < 2e-5, f"{where}: image_x")
            vis = [v["inst"] for v in f["visible"]]
            c.ok(d["inst"] in vis, f"{where}: detected but not visible")
            cls = inst[d["inst"]]["class"]
            if d["role"] == "id" and cls in doc["classes"]:
                labs = doc["classes"][cls]["labels"]
                want = (
                    [f"{inst[d['inst']]['colour']} {lab}" for lab in labs]
                    if d["colour_said"]
                    else labs
                )
                c.ok(d["label"] in want, f"{where}: id label")
        if len(rec["labels"]) > len(labels):
            c.ok(
                rec["boxes"][-1] is None and rec["labels"][-1] in doc["regions"],
                f"{where}: region label",
            )
        _check_caption(c, where, f, doc, never)
    c.ok(gaps == doc["recording_gaps"], f"{name}: gaps {gaps} != recording_gaps")
    c.ok(2 <= len(gaps) <= 3, f"{name}: 2-3 gaps")
    brk = doc["docking_break"]
    c.ok(600 <= brk[1] - brk[0] <= 1200, f"{name}: break length")
    span = (frames[-1]["t"] - frames[0]["t"]) / 60
    c.ok(35 <= span <= 60, f"{name}: span {span:.1f} min")


def _check_caption(
    c: Checker, where: str, f: dict[str, Any], doc: dict[str, Any], never: list[str]
) -> None:
    cap = f["caption"]
    plan = f["plan"]
    for m in plan["mentions"]:
        c.ok(m["said"] in cap, f"{where}: mention {m['said']!r} missing")
    if plan["quote"]:
        c.ok(f'"{plan["quote"]["written"]}"' in cap, f"{where}: quote missing")
        c.ok(
            (plan["quote"]["written"] == plan["quote"]["text"]) == plan["quote"]["correct"],
            f"{where}: quote flag",
        )
    n = plan["naming"]
    if n:
        c.ok(n["form"] in cap, f"{where}: naming missing")
        if n["kind"] == "proper":
            c.ok(n["place"] == f["place"], f"{where}: proper naming of another place")
        if n["kind"] == "wrong":
            c.ok(n["place"] != f["place"], f"{where}: wrong naming of the true place")
    if plan["halluc"]:
        c.ok(plan["halluc"].split(" ", 1)[1] in cap, f"{where}: hallucination missing")
    unquoted = re.sub(r'"[^"]*"', "", cap)
    allowed = {n["form"]} if n and n["kind"] != "kind" else set()
    for p in doc["places"].values():
        for form in p["forms"]:
            if form not in allowed and not any(word_in(form, a) for a in allowed):
                c.ok(not word_in(form, unquoted), f"{where}: unplanned place {form!r}")
    for noun in never:
        c.ok(not word_in(noun, cap), f"{where}: never-present noun")


def check_questions(
    c: Checker, name: str, folder: Path, doc: dict[str, Any], scoring: ModuleType
) -> list[dict[str, Any]]:
    qs = [json.loads(x) for x in (folder / "questions.jsonl").read_text().splitlines()]
    c.ok(len(qs) == 100, f"{name}: 100 questions")
    types = Counter(q["type"] for q in qs)
    c.ok(all(types[t] == 20 for t in TYPES), f"{name}: 20 per type {types}")
    bins = Counter(q["truth"]["binary"] for q in qs if q["type"] == "binary")
    c.ok(bins[True] == 10 and bins[False] == 10, f"{name}: 10 yes / 10 no")
    c.ok(len({q["id"] for q in qs}) == 100, f"{name}: unique ids")
    c.ok(len({(q["subkind"], q["slots"]["target"]) for q in qs}) == 100, f"{name}: unique targets")
    frames = doc["frames"]
    times = [f["t"] for f in frames]
    truth_keys = {
        "spatial": ["positions"],
        "temporal": ["time"],
        "binary": ["binary"],
        "duration": ["duration_s"],
        "text": ["keywords"],
    }
    for q in qs:
        where = f"{name}:{q['id']}"
        c.ok(
            sorted(q)
            == sorted(["id", "type", "question", "now", "at", "truth", "subkind", "slots"]),
            f"{where}: keys",
        )
        c.ok(sorted(q["truth"]) == truth_keys[q["type"]], f"{where}: truth keys")
        c.ok(times[0] <= q["now"] <= times[-1] + 16, f"{where}: now in run")
        c.ok(not any(g[0] < q["now"] < g[1] for g in doc["recording_gaps"]), f"{where}: in gap")
        here = q["subkind"] in ("which_room_here", "nearest_from_here")
        c.ok((q["at"] is not None) == here, f"{where}: at only on here-questions")
        has_where = "where" in q["question"].lower()
        c.ok(has_where == (q["type"] == "spatial"), f"{where}: 'where' rule")
        c.ok("{" not in q["question"], f"{where}: unfilled slot")
        for problem in recheck.check(doc, q):
            c.ok(False, f"{where} ({q['subkind']}): {problem}")
        c.ok(True, where)
        _check_scores(c, where, q, scoring, doc)
    return qs


def _check_scores(
    c: Checker, where: str, q: dict[str, Any], scoring: ModuleType, doc: dict[str, Any]
) -> None:
    t = q["truth"]
    good: dict[str, Any]
    bad: dict[str, Any]
    if q["type"] == "spatial":
        good = {"position": t["positions"][0]}
        bad = {"position": [t["positions"][0][0] + 500, t["positions"][0][1], 0.0]}
    elif q["type"] == "temporal":
        good, bad = {"time": t["time"]}, {"time": t["time"] - 900}
    elif q["type"] == "binary":
        good, bad = {"binary": t["binary"]}, {"binary": not t["binary"]}
    elif q["type"] == "duration":
        good, bad = {"duration_s": t["duration_s"]}, {"duration_s": 2 * t["duration_s"] + 60}
    else:
        good, bad = {"answer": f"It was {t['keywords'][0]}."}, {"answer": "no idea, sorry"}
    c.ok(scoring.score(q, good).correct is True, f"{where}: perfect answer scored wrong")
    c.ok(scoring.score(q, bad).correct is False, f"{where}: wrong answer scored correct")
    if q["subkind"] in ("which_room_here", "room_of_thing", "room_at_clock"):
        others = [
            p["forms"][0]
            for k, p in doc["places"].items()
            if k != q["slots"]["place"] and p["kind"] == doc["places"][q["slots"]["place"]]["kind"]
        ]
        for other in others:
            c.ok(
                scoring.score(q, {"answer": other}).correct is False,
                f"{where}: a look-alike place {other!r} scores correct",
            )


def compare_dirs(c: Checker, a: Path, b: Path, names: list[str]) -> None:
    for name in names:
        for file in FILES:
            c.ok(
                (a / name / file).read_bytes() == (b / name / file).read_bytes(),
                f"determinism: {name}/{file} differs",
            )


def main() -> None:
    out_dir = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("U-worlds")
    runfile, camera, scoring = project()
    c = Checker()
    out_dir.mkdir(parents=True, exist_ok=True)
    generate(out_dir)
    scratch = Path(".scratch") / "validate"
    shutil.rmtree(scratch, ignore_errors=True)
    try:
        generate(scratch)
        names = [f"{f}-s{s}-{p}" for f, s, p in worlds()]
        compare_dirs(c, out_dir, scratch, names)
        cli = scratch / "cli"
        env = {**os.environ, "PYTHONHASHSEED": "12345"}
        subprocess.run(
            [
                sys.executable,
                "-m",
                "sim_eval.sim.generator_u",
                str(cli),
                "--family",
                "ferry",
                "--seed",
                "1",
                "--phrasing",
                "work_order",
            ],
            check=True,
            env=env,
            stdout=subprocess.DEVNULL,
        )
        compare_dirs(c, out_dir, cli, ["ferry-s1-work_order"])
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
        if Path(".scratch").is_dir() and not any(Path(".scratch").iterdir()):
            Path(".scratch").rmdir()
    for family in FAMILIES:
        check_family(c, family)
    subkinds: Counter[str] = Counter()
    caps: set[str] = set()
    by_run: dict[tuple[str, int], list[tuple[str, list[dict[str, Any]], dict[str, Any]]]] = {}
    for family, seed, phrasing in worlds():
        name = f"{family}-s{seed}-{phrasing}"
        folder = out_dir / name
        doc = json.loads((folder / "truth.json").read_text(encoding="utf-8"))
        caps.add(doc["captioner"])
        first = (family, seed) not in by_run
        if first:
            check_run(c, name, folder, doc, runfile, camera)
        qs = check_questions(c, name, folder, doc, scoring)
        subkinds.update(q["subkind"] for q in qs)
        by_run.setdefault((family, seed), []).append((phrasing, qs, doc))
    for (family, seed), items in by_run.items():
        base_p, base_q, base_doc = items[0]
        for phrasing, qs, doc in items[1:]:
            name = f"{family}-s{seed}-{phrasing}"
            strip = {"phrasing", "held_out"}
            c.ok(
                {k: v for k, v in doc.items() if k not in strip}
                == {k: v for k, v in base_doc.items() if k not in strip},
                f"{name}: truth",
            )
            c.ok(
                (out_dir / name / "run.jsonl").read_bytes()
                == (out_dir / f"{family}-s{seed}-{base_p}" / "run.jsonl").read_bytes(),
                f"{name}: run bytes",
            )
            for a, b in zip(base_q, qs, strict=True):
                c.ok(
                    {k: v for k, v in a.items() if k != "question"}
                    == {k: v for k, v in b.items() if k != "question"},
                    f"{name}: fields",
                )
                c.ok(a["question"] != b["question"], f"{name}: same wording {a['id']}")
    for sub in (*CORE, *NEW):
        c.ok(subkinds[sub] > 0, f"subkind {sub} never asked")
    c.ok(caps == set(CAPTIONERS), f"captioners used: {sorted(caps)}")
    print(f"worlds: {len(worlds())} in {out_dir}")
    print("subkinds:", ", ".join(f"{k} {subkinds[k]}" for k in (*CORE, *NEW)))
    print(f"checks: {c.checks}, failures: {len(c.failures)}")
    for failure in c.failures[:40]:
        print("  FAIL", failure)
    sys.exit(1 if c.failures else 0)


if __name__ == "__main__":
    main()

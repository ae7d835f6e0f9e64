"""python -m sim_eval.sim.generator_t.validate OUT_DIR: write the validation set, check it all."""

from __future__ import annotations

import contextlib
import importlib
import json
import math
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from . import pipeline, recheck
from .model import CAPTIONERS, FAMILIES, HFOV_RAD, MAX_LABELS, PHRASINGS, TYPES
from .pipeline import CORE, NEW
from .world import default_captioner

HERE_SUBKINDS = {"which_room_here", "which_floor_now", "on_floor_now"}
SCRATCH = Path(".scratch") / "validate"


def project() -> tuple[Any, Any, Any]:
    """The project's modules, imported (never read)."""
    from memory_core import camera, runfile

    scoring = importlib.import_module("sim_eval.scoring")

    return camera, runfile, scoring


class Checker:
    def __init__(self) -> None:
        self.n = 0
        self.failures: list[str] = []

    def ok(self, cond: bool, what: str) -> None:
        self.n += 1
        if not cond and len(self.failures) < 10_000:
            self.failures.append(what)


def worlds() -> list[tuple[str, int, str]]:
    out = [(f, s, p) for f in FAMILIES for s in (0, 1) for p in PHRASINGS]
    return out + [(f, 2, "heldout_eval") for f in FAMILIES]


def _has(text: str, word: str) -> bool:
    return (
        re.search(r"(?<![\w-])" + re.escape(word.lower()) + r"(?![\w-])", text.lower()) is not None
    )


def check_family(c: Checker, doc: dict[str, Any], name: str) -> None:
    classes = doc["classes"]
    forms = {p: v["forms"] for p, v in doc["places"].items()}
    kinds = [v["kind_word"] for v in doc["places"].values()] + doc["scene_words"]
    others = doc["never_present"] + doc["hallucinations"]
    for key, cl in classes.items():
        c.ok(len(set(cl["labels"])) == 3, f"{name}: {key} labels not distinct")
        for lab in cl["labels"] + [cl["plural"]]:
            for k2, c2 in classes.items():
                if k2 != key:
                    c.ok(not any(_has(x, lab) for x in c2["labels"]), f"{name}: {lab} in {k2}")
            for fs in forms.values():
                c.ok(not any(_has(f, lab) for f in fs), f"{name}: label {lab} in a place form")
            c.ok(not any(_has(x, lab) for x in kinds + others), f"{name}: {lab} in kind words")
    for p, fs in forms.items():
        for f in fs:
            for p2, fs2 in forms.items():
                if p2 != p:
                    c.ok(not any(_has(g, f) for g in fs2), f"{name}: form {f} inside {p2}")
            c.ok(not any(_has(k, f) for k in kinds), f"{name}: form {f} in a kind word")
            for lv in doc["levels"].values():
                c.ok(not any(_has(f, x) for x in lv["forms"]), f"{name}: floor form in {f}")
    c.ok(sum(v["dock"] for v in doc["places"].values()) == 1, f"{name}: one dock")
    for key, inst in doc["instances"].items():
        for s in inst["stays"]:
            x0, y0, x1, y1 = doc["places"][s[2]]["rect"]
            c.ok(x0 <= s[3] <= x1 and y0 <= s[4] <= y1, f"{name}: {key} outside {s[2]}")


def check_run(c: Checker, doc: dict[str, Any], lines: list[str], name: str) -> None:
    camera, runfile, _ = project()
    frames = doc["frames"]
    c.ok(len(lines) == len(frames), f"{name}: line count")
    places = doc["places"]
    for k, (raw, f) in enumerate(zip(lines, frames, strict=False)):
        try:
            obs = runfile.parse_line(raw, Path("run.jsonl"), k + 1, MAX_LABELS)
            c.ok(abs(obs.t - f["t"]) < 1e-9, f"{name}:{k} t")
        except Exception as error:
            c.ok(False, f"{name}:{k} parse_line: {error}")
        rec = json.loads(raw)
        c.ok(sorted(rec) == ["boxes", "caption", "labels", "pose", "t"], f"{name}:{k} fields")
        c.ok(rec["pose"] == f["pose"] and rec["caption"] == f["caption"], f"{name}:{k} pose")
        c.ok(len(rec["labels"]) <= MAX_LABELS, f"{name}:{k} labels")
        c.ok(time.gmtime(f["t"]).tm_year == 2028, f"{name}:{k} year")
        tp = f["true"]
        pl = places[f["place"]]
        x0, y0, x1, y1 = pl["rect"]
        c.ok(
            x0 - 1e-3 <= tp["x"] <= x1 + 1e-3 and y0 - 1e-3 <= tp["y"] <= y1 + 1e-3,
            f"{name}:{k} true pose outside {f['place']}",
        )
        if f["level"] is not None:
            c.ok(abs(doc["levels"][f["level"]]["z"] - tp["z"]) < 1e-6, f"{name}:{k} z")
        else:
            c.ok(pl["lift"], f"{name}:{k} between floors outside the lift")
        err = math.hypot(f["pose"]["x"] - tp["x"], f["pose"]["y"] - tp["y"])
        c.ok(abs(err - f["loc_error_m"]) < 2e-3 and err < 4.5, f"{name}:{k} loc error")
        if k:
            c.ok(f["t"] - frames[k - 1]["t"] >= 2.0 - 1e-6, f"{name}:{k} spacing")
        check_frame(c, doc, f, rec, camera, name)
    ts = [f["t"] for f in frames]
    gaps = [[ts[i], ts[i + 1]] for i in range(len(ts) - 1) if ts[i + 1] - ts[i] > 6.0]
    c.ok(gaps == doc["recording_gaps"] and 2 <= len(gaps) <= 3, f"{name}: gaps")
    b = doc["docking_break"]
    c.ok(15 * 60 <= b[1] - b[0] <= 35 * 60 and b in gaps, f"{name}: break")
    for g in gaps:
        i = ts.index(g[0])
        c.ok(frames[i]["place"] == frames[i + 1]["place"], f"{name}: place across a gap")
    c.ok(len(doc["relocalisations"]) == 2, f"{name}: relocalisations")


def check_frame(
    c: Checker, doc: dict[str, Any], f: dict[str, Any], rec: dict[str, Any], camera: Any, name: str
) -> None:
    tp = f["true"]
    vis = {v["inst"]: v for v in f["visible"]}
    for d, lab, box in zip(f["detections"], rec["labels"], rec["boxes"], strict=True):
        c.ok(d["label"] == lab and d["box"] == box, f"{name}: detection {lab}")
        if d["role"] == "region":
            c.ok(box is None, f"{name}: region box")
            continue
        inst = doc["instances"][d["inst"]]
        cl = doc["classes"][inst["class"]]
        c.ok(d["inst"] in vis, f"{name}: detected {d['inst']} not visible")
        if d["role"] == "generic":
            c.ok(lab == cl["generic"], f"{name}: generic {lab}")
        else:
            base = lab[len(d["colour_said"]) + 1 :] if d["colour_said"] else lab
            c.ok(
                base in cl["labels"] and d["colour_said"] in ("", inst["colour"]),
                f"{name}: label {lab}",
            )
        c.ok(
            abs(camera.bearing_of(tuple(box), HFOV_RAD) - d["bearing"]) < 2e-3,
            f"{name}: bearing_of {lab}",
        )
        cx = (box[0] + box[2]) / 2
        c.ok(abs(camera.image_x_of(d["bearing"], HFOV_RAD) - cx) < 2e-5, f"{name}: image_x {lab}")
    for v in f["visible"]:
        inst = doc["instances"][v["inst"]]
        st = next(s for s in inst["stays"] if s[0] <= f["t"] < s[1])
        dx, dy = st[3] - tp["x"], st[4] - tp["y"]
        bearing = math.atan2(
            -dx * math.sin(tp["yaw"]) + dy * math.cos(tp["yaw"]),
            dx * math.cos(tp["yaw"]) + dy * math.sin(tp["yaw"]),
        )
        c.ok(abs(bearing - v["bearing"]) < 2e-3, f"{name}: visible bearing {v['inst']}")
        c.ok(abs(math.hypot(dx, dy) - v["range"]) < 5e-3, f"{name}: range {v['inst']}")
        c.ok(
            doc["places"][st[2]]["group"] == doc["places"][f["place"]]["group"],
            f"{name}: group {v['inst']}",
        )
        c.ok(abs(st[5] - tp["z"]) < 1e-6, f"{name}: level {v['inst']}")
        c.ok(abs(v["bearing"]) <= HFOV_RAD / 2, f"{name}: fov {v['inst']}")
    check_caption(c, doc, f, name)


def check_caption(c: Checker, doc: dict[str, Any], f: dict[str, Any], name: str) -> None:
    text = f["caption"]
    low = text.lower()
    plan = f["plan"]
    cap = doc["captioner"]
    for m in plan["mentions"]:
        word = (
            m["word"]
            if m["count"] == 1
            else doc["classes"][doc["instances"][m["inst"]]["class"]]["plural"]
        )
        c.ok(word.lower() in low and m["colour"].lower() in low, f"{name}: mention {word}")
    for q in plan["quotes"]:
        true = doc["instances"][q["inst"]]["text"]
        c.ok(q["true"] == true and f'"{q["written"]}"' in text, f"{name}: quote {true}")
        c.ok(q["correct"] == (q["written"].upper() == true.upper()), f"{name}: quote flag")
    nm = plan["naming"]
    if nm is not None:
        c.ok(nm["text"].lower() in low, f"{name}: naming text")
        if nm["mode"] == "proper":
            c.ok(
                nm["place"] == f["place"] and nm["text"] in doc["places"][f["place"]]["forms"],
                f"{name}: proper naming",
            )
        if nm["mode"] == "wrong":
            c.ok(nm["place"] != f["place"], f"{name}: wrong naming")
    if plan["floor"]:
        c.ok(plan["floor"]["text"].lower() in low, f"{name}: floor text")
    if plan["hallucination"]:
        c.ok(plan["hallucination"] in low, f"{name}: hallucination")
    for noun in doc["never_present"]:
        c.ok(noun not in low, f"{name}: never-present {noun}")
    outside = re.sub(r'"[^"]*"', " ", text)
    if nm is not None and nm["mode"] in ("proper", "wrong", "goal"):
        outside = outside.replace(nm["text"], " ").replace(nm["text"].lower(), " ")
    for _p, v in doc["places"].items():
        for form in v["forms"]:
            c.ok(not _has(outside, form), f"{name}: unplanned place form {form} ({cap})")
    fmt = {
        "tag_scene": text.startswith("tags: ") and "scene: " in text,
        "florence_para": text.startswith("The image shows "),
        "robot_log": text.startswith("[T+"),
        "speech_uk": text == re.sub(r"[A-Z]", "", text) or '"' in text,
    }[cap]
    c.ok(fmt, f"{name}: {cap} format")


def check_questions(c: Checker, doc: dict[str, Any], qs: list[dict[str, Any]], name: str) -> None:
    _, _, scoring = project()
    run = recheck.Run(doc)
    ts = run.t
    gaps = doc["recording_gaps"]
    c.ok(len(qs) == 100, f"{name}: 100 questions")
    for ty in TYPES:
        c.ok(sum(q["type"] == ty for q in qs) == 20, f"{name}: 20 {ty}")
    c.ok(len({q["id"] for q in qs}) == 100, f"{name}: ids")
    c.ok(len({(q["subkind"], q["slots"]["target"]) for q in qs}) == 100, f"{name}: targets")
    binary = [q["truth"]["binary"] for q in qs if q["type"] == "binary"]
    c.ok(binary.count(True) == 10 and binary.count(False) == 10, f"{name}: 10 yes / 10 no")
    keys = {
        "spatial": ["positions"],
        "temporal": ["time"],
        "binary": ["binary"],
        "duration": ["duration_s"],
        "text": ["keywords"],
    }
    for q in qs:
        qn = f"{name}:{q['id']}:{q['subkind']}"
        c.ok(
            sorted(q)
            == sorted(["id", "type", "question", "now", "at", "truth", "subkind", "slots"]),
            f"{qn} keys",
        )
        c.ok(sorted(q["truth"]) == keys[q["type"]], f"{qn} truth keys")
        c.ok(ts[0] <= q["now"] <= ts[-1] + 16, f"{qn} now in run")
        c.ok(not any(a < q["now"] < b for a, b in gaps), f"{qn} now in a gap")
        c.ok((q["at"] is not None) == (q["subkind"] in HERE_SUBKINDS), f"{qn} at")
        words = q["question"].lower()
        if q["type"] == "spatial":
            c.ok("where" in words, f"{qn} spatial without where")
        else:
            c.ok(not re.search(r"\bwhere\b|\blocation\b", words), f"{qn} where outside spatial")
        if q["type"] == "temporal":
            c.ok(q["truth"]["time"] <= q["now"], f"{qn} time after now")
        try:
            exp = recheck.expected(run, q)
            c.ok(_same(exp, q["truth"]), f"{qn} recheck {exp} != {q['truth']}")
        except (AssertionError, ValueError, IndexError, KeyError, StopIteration) as error:
            c.ok(False, f"{qn} recheck failed: {error!r}")
        good, bad = answers(q)
        c.ok(scoring.score(q, good).correct, f"{qn} perfect answer scored wrong")
        c.ok(not scoring.score(q, bad).correct, f"{qn} wrong answer scored right")


def _same(a: Any, b: Any) -> bool:
    if isinstance(a, dict) and isinstance(b, dict):
        return sorted(a) == sorted(b) and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, bool) or isinstance(b, bool):
        return a is b
    if isinstance(a, float | int) and isinstance(b, float | int):
        return abs(a - b) < 2e-3
    return bool(a == b)


def answers(q: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    t, ty = q["truth"], q["type"]
    if ty == "spatial":
        p = t["positions"][0]
        return {"position": p}, {"position": [p[0] + 500, p[1]]}
    if ty == "temporal":
        return {"time": t["time"]}, {"time": t["time"] - 900}
    if ty == "binary":
        return {"binary": t["binary"]}, {"binary": not t["binary"]}
    if ty == "duration":
        return {"duration_s": t["duration_s"]}, {"duration_s": 2 * t["duration_s"] + 60}
    return {"answer": t["keywords"][0]}, {"answer": "no idea, sorry"}


def _read(folder: Path) -> tuple[dict[str, Any], list[str], list[dict[str, Any]]]:
    doc = json.loads((folder / "truth.json").read_text(encoding="utf-8"))
    lines = (folder / "run.jsonl").read_text(encoding="utf-8").splitlines()
    qs = [json.loads(x) for x in (folder / "questions.jsonl").read_text().splitlines()]
    return doc, lines, qs


def check_across(c: Checker, out: Path) -> None:
    subkinds: set[str] = set()
    caps: set[str] = set()
    named: dict[str, list[float]] = {
        "tag_scene": [],
        "florence_para": [],
        "robot_log": [],
        "speech_uk": [],
    }
    for fam in FAMILIES:
        for seed in (0, 1):
            base = out / f"{fam}-s{seed}-{PHRASINGS[0]}"
            doc0, _, q0 = _read(base)
            run0 = (base / "run.jsonl").read_bytes()
            for ph in PHRASINGS[1:]:
                other = out / f"{fam}-s{seed}-{ph}"
                doc, _, qs = _read(other)
                c.ok((other / "run.jsonl").read_bytes() == run0, f"{other.name}: run bytes")
                strip = ("phrasing", "held_out")
                c.ok(
                    {k: v for k, v in doc.items() if k not in strip}
                    == {k: v for k, v in doc0.items() if k not in strip},
                    f"{other.name}: truth",
                )
                for a, b in zip(q0, qs, strict=True):
                    c.ok(
                        {k: v for k, v in a.items() if k != "question"}
                        == {k: v for k, v in b.items() if k != "question"},
                        f"{other.name}: question fields",
                    )
                    c.ok(a["question"] != b["question"], f"{other.name}: same wording")
        for seed in (0, 1, 2):
            ph = PHRASINGS[0] if seed < 2 else "heldout_eval"
            doc, _, qs = _read(out / f"{fam}-s{seed}-{ph}")
            subkinds.update(q["subkind"] for q in qs)
            caps.add(doc["captioner"])
            c.ok(doc["captioner"] == default_captioner(fam, seed), f"{fam}-s{seed}: captioner")
            share = sum(
                1
                for f in doc["frames"]
                if f["plan"]["naming"] and f["plan"]["naming"]["mode"] in ("proper", "wrong")
            )
            named[doc["captioner"]].append(share / len(doc["frames"]))
    c.ok(
        subkinds == set(CORE) | set(NEW),
        f"subkinds asked: missing {set(CORE) | set(NEW) - subkinds}",
    )
    c.ok(caps == set(CAPTIONERS), "all captioners used")
    c.ok(
        all(x <= 0.25 for k in ("tag_scene", "florence_para", "speech_uk") for x in named[k]),
        "captioners name places in a minority of frames",
    )
    ref = SCRATCH / "ref"
    for fam in FAMILIES:
        pipeline.write_world(ref, fam, 2, PHRASINGS[0])
        doc_r, lines_r, q_r = _read(ref / f"{fam}-s2-{PHRASINGS[0]}")
        doc_h, lines_h, q_h = _read(out / f"{fam}-s2-heldout_eval")
        c.ok(lines_r == lines_h, f"{fam}-s2: held-out run")
        c.ok(doc_h["held_out"] and not doc_r["held_out"], f"{fam}-s2: held_out flag")
        for a, b in zip(q_r, q_h, strict=True):
            c.ok(
                {k: v for k, v in a.items() if k != "question"}
                == {k: v for k, v in b.items() if k != "question"},
                f"{fam}-s2: held-out q",
            )


def check_determinism(c: Checker, out: Path) -> None:
    fam, seed, ph = "hotel", 1, PHRASINGS[2]
    pipeline._CACHE.clear()
    again = SCRATCH / "again"
    pipeline.write_world(again, fam, seed, ph)
    name = f"{fam}-s{seed}-{ph}"
    for fn in ("run.jsonl", "questions.jsonl", "truth.json"):
        c.ok(
            (again / name / fn).read_bytes() == (out / name / fn).read_bytes(),
            f"in-process rewrite {fn}",
        )
    cli = SCRATCH / "cli"
    env = dict(os.environ, PYTHONHASHSEED="12345")
    fam2, seed2, ph2 = "library", 0, PHRASINGS[3]
    subprocess.run(
        [
            sys.executable,
            "-m",
            "sim_eval.sim.generator_t",
            str(cli),
            "--family",
            fam2,
            "--seed",
            str(seed2),
            "--phrasing",
            ph2,
        ],
        check=True,
        env=env,
        stdout=subprocess.DEVNULL,
    )
    name = f"{fam2}-s{seed2}-{ph2}"
    for fn in ("run.jsonl", "questions.jsonl", "truth.json"):
        c.ok(
            (cli / name / fn).read_bytes() == (out / name / fn).read_bytes(),
            f"CLI with PYTHONHASHSEED=12345 {fn}",
        )


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m sim_eval.sim.generator_t.validate OUT_DIR", file=sys.stderr)
        return 2
    out = Path(args[0])
    start = time.time()
    c = Checker()
    for fam, seed, ph in worlds():
        pipeline.write_world(out, fam, seed, ph)
    for fam, seed, ph in worlds():
        folder = out / f"{fam}-s{seed}-{ph}"
        doc, lines, qs = _read(folder)
        if ph in (PHRASINGS[0], "heldout_eval"):
            check_family(c, doc, folder.name)
            check_run(c, doc, lines, folder.name)
        check_questions(c, doc, qs, folder.name)
    check_across(c, out)
    check_determinism(c, out)
    shutil.rmtree(SCRATCH, ignore_errors=True)
    with contextlib.suppress(OSError):
        SCRATCH.parent.rmdir()  # (only when nothing else is in it)
    for f in c.failures[:40]:
        print("FAIL", f)
    print(f"{c.n} checks, {len(c.failures)} failures, {time.time() - start:.1f} s")
    return 1 if c.failures else 0


if __name__ == "__main__":
    raise SystemExit(main())

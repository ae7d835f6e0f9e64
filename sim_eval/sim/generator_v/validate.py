"""python -m sim_eval.sim.generator_v.validate OUT_DIR

Writes the 27 validation worlds to OUT_DIR and checks them: the project's run-file parser,
camera and scorer (imported), boxes against bearings, captions against plans, questions'
form, every truth recomputed by recheck.py, sameness across phrasings, and determinism.
"""

from __future__ import annotations

import filecmp
import importlib
import itertools
import json
import math
import os
import re
import shutil
import subprocess
import sys
import time
from collections import Counter
from datetime import UTC, datetime
from pathlib import Path
from types import ModuleType
from typing import Any

from .families import FAMILY_SPECS
from .model import (
    CAPTIONERS,
    DEV_PHRASINGS,
    FAMILIES,
    HELDOUT_PHRASING,
    HFOV_RAD,
    MAX_LABELS,
)
from .pipeline import write
from .qcommon import CORE_SUBKINDS, NEW_SUBKINDS, PER_TYPE, TYPE_OF, TYPES
from .recheck import Rechecker, same

TRUTH_KEYS = {
    "spatial": {"positions"},
    "temporal": {"time"},
    "binary": {"binary"},
    "duration": {"duration_s"},
    "text": {"keywords"},
}
Q_KEYS = {"id", "type", "question", "now", "at", "truth", "subkind", "slots"}


def project() -> tuple[ModuleType, ModuleType, ModuleType]:
    """The project's run-file parser, camera model and scorer (imported, never read)."""
    return (
        importlib.import_module("memory_core.runfile"),
        importlib.import_module("memory_core.camera"),
        importlib.import_module("sim_eval.scoring"),
    )


def worlds() -> list[tuple[str, int, str]]:
    out = [(fam, seed, ph) for fam in FAMILIES for seed in (0, 1) for ph in DEV_PHRASINGS]
    out += [(fam, 2, HELDOUT_PHRASING) for fam in FAMILIES]
    return out


def _wb(needle: str, hay: str) -> bool:
    return (
        re.search(r"(?<![\w])" + re.escape(needle.lower()) + r"(?![\w])", hay.lower()) is not None
    )


class Checker:
    def __init__(self) -> None:
        self.n = 0
        self.failures: list[str] = []

    def ok(self, cond: bool, what: str) -> None:
        self.n += 1
        if not cond and len(self.failures) < 10_000:
            self.failures.append(what)

    # -- family data -------------------------------------------------------------------------

    def family(self, fam: str) -> None:
        spec = FAMILY_SPECS[fam]
        labels = {c.key: [*c.labels, c.plural] for c in spec.classes}
        forms = {p.key: p.forms for p in spec.places}
        forms["lift"] = spec.lift
        if spec.stairs:
            forms["stairs"] = spec.stairs
        texts = list(spec.kind_words.values()) + list(spec.activities.values())
        for c in spec.classes:
            self.ok(len({x.lower() for x in c.labels}) == 3, f"{fam}: {c.key} labels not distinct")
            for other, words in labels.items():
                if other == c.key:
                    continue
                for w in [*c.labels, c.plural]:
                    self.ok(not any(_wb(w, o) for o in words), f"{fam}: {w} inside {other}")
            for w in [*c.labels, c.plural]:
                for key, fs in forms.items():
                    self.ok(
                        not any(_wb(w, f) or _wb(f, w) for f in fs),
                        f"{fam}: label {w} vs place {key}",
                    )
                self.ok(not any(_wb(w, t) for t in texts), f"{fam}: label {w} in a kind word")
                self.ok(
                    not any(_wb(n, w) or _wb(w, n) for n in spec.never_present),
                    f"{fam}: label {w} vs never-present",
                )
                self.ok(
                    not any(_wb(h, w) or _wb(w, h) for h in spec.hallucinations),
                    f"{fam}: label {w} vs hallucination",
                )
        for key, fs in forms.items():
            for f in fs:
                for other, ofs in forms.items():
                    if other != key:
                        self.ok(not any(_wb(f, o) for o in ofs), f"{fam}: form {f} in {other}")
                self.ok(not any(_wb(f, t) for t in texts), f"{fam}: form {f} in a kind word")
                for lv in spec.levels:
                    self.ok(not any(_wb(lf, f) for lf in lv.forms), f"{fam}: floor form in {f}")
        self.ok(sum(1 for p in spec.places if p.dock) == 1, f"{fam}: one dock")

    # -- one world ---------------------------------------------------------------------------

    def world(
        self, folder: Path, runfile: ModuleType, camera: ModuleType, scoring: ModuleType
    ) -> None:
        name = folder.name
        truth = json.loads((folder / "truth.json").read_text(encoding="utf-8"))
        frames = truth["frames"]
        lines = (folder / "run.jsonl").read_text(encoding="utf-8").splitlines()
        self.ok(len(lines) == len(frames), f"{name}: line count")
        inst = {i["id"]: i for i in truth["instances"]}
        classes = {c["key"]: c for c in truth["classes"]}
        places = truth["places"]
        zs = {lv["key"]: lv["z"] for lv in truth["levels"]}
        self.ok(truth["camera"]["hfov_rad"] == HFOV_RAD, f"{name}: hfov")
        prev_t = None
        for k, (line, fr) in enumerate(zip(lines, frames, strict=False)):
            obs = runfile.parse_line(line, folder / "run.jsonl", k + 1)
            rec = json.loads(line)
            self.ok(set(rec) == {"t", "pose", "caption", "labels", "boxes"}, f"{name}:{k} keys")
            self.ok(
                rec["t"] == fr["t"]
                and rec["pose"] == fr["pose"]
                and rec["caption"] == fr["caption"]
                and rec["labels"] == [d["label"] for d in fr["detections"]]
                and rec["boxes"] == [d["box"] for d in fr["detections"]],
                f"{name}:{k} line differs from truth",
            )
            self.ok(obs.t == fr["t"] and len(obs.labels) <= MAX_LABELS, f"{name}:{k} parse")
            self.ok(datetime.fromtimestamp(fr["t"], tz=UTC).year == 2030, f"{name}:{k} year")
            if prev_t is not None:
                self.ok(fr["t"] - prev_t >= 2.0 - 1e-6, f"{name}:{k} frames too close")
            prev_t = fr["t"]
            x, y, z, _yaw = fr["true"]
            p = places[fr["place"]]
            x0, y0, x1, y1 = p["rect"]
            self.ok(
                x0 - 1e-3 <= x <= x1 + 1e-3 and y0 - 1e-3 <= y <= y1 + 1e-3,
                f"{name}:{k} true pose outside {fr['place']}",
            )
            if fr["level"] is not None:
                self.ok(abs(z - zs[fr["level"]]) < 1e-6, f"{name}:{k} z vs level")
                self.ok(p["level"] in (None, fr["level"]), f"{name}:{k} level vs place")
            else:
                self.ok(fr["place"] in ("lift", "stairs"), f"{name}:{k} between floors")
            err = math.hypot(fr["pose"]["x"] - x, fr["pose"]["y"] - y)
            self.ok(abs(err - fr["loc_error_m"]) < 2e-4 and err < 3.5, f"{name}:{k} loc error")
            self._detections(name, k, fr, inst, classes, camera)
            self._caption(name, k, fr, truth, inst)
        times = [f["t"] for f in frames]
        gaps = [[a, b] for a, b in itertools.pairwise(times) if b - a > 6.0]
        self.ok(gaps == truth["recording_gaps"] and len(gaps) == 2, f"{name}: gaps")
        for a, _b in gaps:
            ia = times.index(a)
            self.ok(frames[ia]["place"] == frames[ia + 1]["place"], f"{name}: gap sides differ")
        brk = truth["docking_break"]
        self.ok(600 <= brk[1] - brk[0] <= 1200, f"{name}: break length")
        self.ok(35 * 60 <= times[-1] - times[0] <= 60 * 60, f"{name}: span")
        self._questions(folder, truth, scoring)

    def _detections(
        self,
        name: str,
        k: int,
        fr: dict[str, Any],
        inst: dict[str, Any],
        classes: dict[str, Any],
        camera: ModuleType,
    ) -> None:
        vis = {v["id"]: v for v in fr["visible"]}
        x, y, _, yaw = fr["true"]
        for d in fr["detections"]:
            if d["role"] == "region":
                self.ok(
                    d["box"] is None,
                    f"{name}:{k} region box",
                )
                continue
            self.ok(d["id"] in vis, f"{name}:{k} detection not visible")
            th = inst[d["id"]]
            stay = next(s for s in th["stays"] if s[0] <= fr["t"] < s[1])
            bearing = math.atan2(stay[4] - y, stay[3] - x) - yaw
            bearing = (bearing + math.pi) % (2 * math.pi) - math.pi
            box = tuple(d["box"])
            self.ok(
                abs(camera.bearing_of(box, HFOV_RAD) - bearing) < 2e-3,
                f"{name}:{k} bearing {d['id']}",
            )
            self.ok(
                abs(camera.image_x_of(bearing, HFOV_RAD) - (box[0] + box[2]) / 2) < 2e-5,
                f"{name}:{k} image x {d['id']}",
            )
            cls = classes[th["class"]]
            if d["role"] == "id":
                ok = d["label"] in cls["labels"] or d["label"] in [
                    f"{th['colour']} {lab}" for lab in cls["labels"]
                ]
            elif d["role"] == "generic":
                ok = d["label"] == cls["generic"]
            else:
                ok = d["label"] == classes[d["as"]]["labels"][0] and cls["confuse"] == d["as"]
            self.ok(ok, f"{name}:{k} label {d['label']}")
        self.ok(len(fr["detections"]) <= MAX_LABELS, f"{name}:{k} too many labels")

    def _caption(
        self, name: str, k: int, fr: dict[str, Any], truth: dict[str, Any], inst: dict[str, Any]
    ) -> None:
        cap = fr["caption"]
        low = cap.lower()
        plan = fr["plan"]
        for m in plan["mentions"]:
            self.ok(m["said"].lower() in low, f"{name}:{k} mention {m['said']!r} not in caption")
        for q in plan["quotes"]:
            self.ok(
                q["said"] in cap
                and q["text"] == inst[q["thing"]]["text"]
                and q["correct"] == (q["written"] == q["text"]),
                f"{name}:{k} quote",
            )
        nm = plan["naming"]
        if nm is not None:
            self.ok(nm["said"].lower() in low, f"{name}:{k} naming not in caption")
            if nm["kind"] == "proper":
                self.ok(nm["place"] == fr["place"], f"{name}:{k} proper naming elsewhere")
            if nm["kind"] == "wrong":
                self.ok(nm["place"] != fr["place"], f"{name}:{k} wrong naming is right")
        if plan["floor"] is not None:
            self.ok(plan["floor"]["said"] in cap, f"{name}:{k} floor not in caption")
        if plan["hallucination"] is not None:
            self.ok(plan["hallucination"]["said"] in low, f"{name}:{k} hallucination")
        bare = re.sub(r'"[^"]*"', "", cap)
        allowed = (
            {f.lower() for f in truth["places"][nm["place"]]["forms"]}
            if (nm is not None and nm["place"])
            else set()
        )
        for p in truth["places"].values():
            for f in p["forms"]:
                if f.lower() in allowed:
                    continue
                self.ok(not _wb(f, bare), f"{name}:{k} unplanned place form {f!r}")
        for noun in truth["never_present"]:
            self.ok(noun not in low, f"{name}:{k} never-present noun in caption")

    # -- questions ---------------------------------------------------------------------------

    def _questions(self, folder: Path, truth: dict[str, Any], scoring: ModuleType) -> None:
        name = folder.name
        qs = [
            json.loads(x)
            for x in (folder / "questions.jsonl").read_text(encoding="utf-8").splitlines()
        ]
        self.ok(len(qs) == 5 * PER_TYPE, f"{name}: question count")
        types = Counter(q["type"] for q in qs)
        self.ok(all(types[t] == PER_TYPE for t in TYPES), f"{name}: per type {types}")
        self.ok(len({q["id"] for q in qs}) == len(qs), f"{name}: ids")
        self.ok(
            len({(q["subkind"], q["slots"]["target"]) for q in qs}) == len(qs),
            f"{name}: (subkind, target) repeated",
        )
        bins = [q["truth"]["binary"] for q in qs if q["type"] == "binary"]
        self.ok(bins.count(True) == 10 and bins.count(False) == 10, f"{name}: 10 yes / 10 no")
        times = [f["t"] for f in truth["frames"]]
        rc = Rechecker(truth)
        places = truth["places"]
        for q in qs:
            qid = q["id"]
            self.ok(set(q) == Q_KEYS, f"{qid}: keys")
            self.ok(TYPE_OF[q["subkind"]] == q["type"], f"{qid}: type")
            self.ok(set(q["truth"]) == TRUTH_KEYS[q["type"]], f"{qid}: truth keys")
            now = q["now"]
            self.ok(times[0] <= now <= times[-1] + 15.0, f"{qid}: now outside the run")
            self.ok(not any(a < now < b for a, b in truth["recording_gaps"]), f"{qid}: now in gap")
            if q["type"] == "temporal":
                self.ok(q["truth"]["time"] <= now, f"{qid}: time after now")
            self.ok((q["at"] is not None) == (q["subkind"] == "which_room_here"), f"{qid}: at")
            text = q["question"].lower()
            self.ok(("where" in text) == (q["type"] == "spatial"), f"{qid}: where rule")
            self.ok("{" not in text and "}" not in text, f"{qid}: unfilled slot")
            try:
                exp = rc.expected(q)
                self.ok(same(exp, q["truth"]), f"{qid}: truth {q['truth']} != recheck {exp}")
            except (AssertionError, IndexError, KeyError, ValueError) as error:
                self.ok(False, f"{qid}: recheck refused: {error!r}")
            self._score(q, scoring)
            if q["subkind"] in ("which_room_here", "came_from"):
                place = (
                    q["slots"]["place"] if q["subkind"] == "which_room_here" else q["slots"]["from"]
                )
                kind = places[place]["kind"]
                for other, p in places.items():
                    if other != place and p["kind"] == kind:
                        for form in p["forms"]:
                            res = scoring.score(q, {"answer": form})
                            self.ok(not res.correct, f"{qid}: look-alike {form} scores")

    def _score(self, q: dict[str, Any], scoring: ModuleType) -> None:
        t = q["truth"]
        kind = q["type"]
        good: dict[str, Any]
        bad: dict[str, Any]
        if kind == "spatial":
            good = {"position": t["positions"][0]}
            p = t["positions"][0]
            bad = {"position": [p[0] + 500.0, p[1], p[2]]}
        elif kind == "temporal":
            good, bad = {"time": t["time"]}, {"time": t["time"] - 900.0}
        elif kind == "binary":
            good, bad = {"binary": t["binary"]}, {"binary": not t["binary"]}
        elif kind == "duration":
            good = {"duration_s": t["duration_s"]}
            bad = {"duration_s": 2 * t["duration_s"] + 60}
        else:
            good, bad = {"answer": t["keywords"][0]}, {"answer": "no idea, sorry"}
        self.ok(scoring.score(q, good).correct, f"{q['id']}: perfect answer scores wrong")
        self.ok(not scoring.score(q, bad).correct, f"{q['id']}: wrong answer scores right")

    # -- across worlds -----------------------------------------------------------------------

    def across(self, out: Path) -> None:
        subkinds: Counter[str] = Counter()
        caps: set[str] = set()
        for fam in FAMILIES:
            for seed in (0, 1):
                folders = [out / f"{fam}-s{seed}-{ph}" for ph in DEV_PHRASINGS]
                base = folders[0]
                bt = json.loads((base / "truth.json").read_text(encoding="utf-8"))
                bq = [
                    json.loads(x)
                    for x in (base / "questions.jsonl").read_text(encoding="utf-8").splitlines()
                ]
                for other in folders[1:]:
                    self.ok(
                        filecmp.cmp(base / "run.jsonl", other / "run.jsonl", shallow=False),
                        f"{other.name}: run differs across phrasings",
                    )
                    ot = json.loads((other / "truth.json").read_text(encoding="utf-8"))
                    for key in ("phrasing", "held_out"):
                        bt.pop(key, None)
                        ot.pop(key, None)
                    self.ok(ot == bt, f"{other.name}: truth differs across phrasings")
                    oq = [
                        json.loads(x)
                        for x in (other / "questions.jsonl")
                        .read_text(encoding="utf-8")
                        .splitlines()
                    ]
                    for a, b in zip(bq, oq, strict=True):
                        self.ok(
                            {k: v for k, v in a.items() if k != "question"}
                            == {k: v for k, v in b.items() if k != "question"},
                            f"{b['id']}: fields differ across phrasings",
                        )
                        self.ok(a["question"] != b["question"], f"{b['id']}: same wording")
        for folder in sorted(out.iterdir()):
            if not folder.is_dir():
                continue
            truth = json.loads((folder / "truth.json").read_text(encoding="utf-8"))
            caps.add(truth["captioner"])
            self.ok(truth["held_out"] == (truth["phrasing"] == HELDOUT_PHRASING), "held_out flag")
            for line in (folder / "questions.jsonl").read_text(encoding="utf-8").splitlines():
                subkinds[json.loads(line)["subkind"]] += 1
        missing = set(CORE_SUBKINDS) | set(NEW_SUBKINDS)
        missing -= set(subkinds)
        self.ok(not missing, f"subkinds never asked: {sorted(missing)}")
        self.ok(caps == set(CAPTIONERS), f"captioners used: {sorted(caps)}")
        self.subkinds = subkinds


def _same_tree(a: Path, b: Path) -> bool:
    for folder in sorted(a.iterdir()):
        if not folder.is_dir():
            continue
        for f in ("run.jsonl", "questions.jsonl", "truth.json"):
            if not filecmp.cmp(folder / f, b / folder.name / f, shallow=False):
                return False
    return True


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m sim_eval.sim.generator_v.validate OUT_DIR", file=sys.stderr)
        return 2
    out = Path(args[0])
    started = time.time()
    runfile, camera, scoring = project()
    out.mkdir(parents=True, exist_ok=True)
    for fam, seed, ph in worlds():
        write(out, fam, seed, ph)
    chk = Checker()
    for fam in FAMILIES:
        chk.family(fam)
    for fam, seed, ph in worlds():
        chk.world(out / f"{fam}-s{seed}-{ph}", runfile, camera, scoring)
    chk.across(out)
    scratch = Path(".scratch") / "validate"
    if scratch.exists():
        shutil.rmtree(scratch)
    scratch.mkdir(parents=True)
    for fam, seed, ph in worlds():
        write(scratch, fam, seed, ph)
    chk.ok(_same_tree(out, scratch), "regenerated worlds differ")
    one = scratch / "cli"
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "sim_eval.sim.generator_v",
            str(one),
            "--family",
            "site",
            "--seed",
            "1",
            "--phrasing",
            "child",
        ],
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    chk.ok(proc.returncode == 0, f"CLI failed: {proc.stderr[-500:]}")
    if proc.returncode == 0:
        for f in ("run.jsonl", "questions.jsonl", "truth.json"):
            chk.ok(
                filecmp.cmp(one / "site-s1-child" / f, out / "site-s1-child" / f, shallow=False),
                f"CLI world differs: {f}",
            )
    shutil.rmtree(scratch)
    if Path(".scratch").exists() and not any(Path(".scratch").iterdir()):
        Path(".scratch").rmdir()
    for fail in chk.failures[:40]:
        print("FAIL", fail)
    counts = ", ".join(f"{k} {v}" for k, v in sorted(chk.subkinds.items()))
    print(f"subkinds over the 27 worlds: {counts}")
    print(f"{chk.n} checks, {len(chk.failures)} failures, {time.time() - started:.0f} s")
    return 1 if chk.failures else 0


if __name__ == "__main__":
    sys.exit(main())

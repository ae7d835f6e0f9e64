"""python -m sim_eval.sim.generator_s.validate OUT_DIR: write the 27 validation worlds and check
them."""

from __future__ import annotations

import itertools
import json
import math
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path
from types import ModuleType
from typing import Any

from memory_core import camera, runfile
from sim_eval import scoring

from . import selection
from .model import DEV_PHRASINGS, FAMILIES, HELD_OUT_PHRASING, HFOV_RAD, TAN_H, wrap
from .pipeline import write_world
from .recheck import World, expected

WORLDS = [(f, s, p) for f in FAMILIES for s in (0, 1) for p in DEV_PHRASINGS] + [
    (f, 2, HELD_OUT_PHRASING) for f in FAMILIES
]
Q_KEYS = {"id", "type", "question", "now", "at", "truth", "subkind", "slots"}
TRUTH_KEYS = {
    "spatial": {"positions"},
    "temporal": {"time"},
    "binary": {"binary"},
    "duration": {"duration_s"},
    "text": {"keywords"},
}


def project() -> tuple[ModuleType, ModuleType, ModuleType]:
    """memory_core.runfile, memory_core.camera and sim_eval.scoring."""
    return runfile, camera, scoring


class Checker:
    def __init__(self) -> None:
        self.n = 0
        self.fail: list[str] = []

    def ok(self, cond: bool, what: str) -> None:
        self.n += 1
        if not cond and len(self.fail) < 10000:
            self.fail.append(what)


def words_in(form: str, text: str) -> bool:
    return (
        re.search(r"(?<![\w.])" + re.escape(form.lower()) + r"(?![\w])", text.lower()) is not None
    )


def check_family(ck: Checker, t: dict[str, Any], name: str) -> None:
    cls = t["classes"]
    labels = {c: c_["labels"] for c, c_ in cls.items()}
    forms = [(k, f) for k, p in t["places"].items() for f in p["forms"]]
    for c, ls in labels.items():
        ck.ok(len(set(ls)) == 3, f"{name}: {c} has 3 distinct labels")
        for lab in ls:
            for c2, ls2 in labels.items():
                if c2 != c:
                    ck.ok(not any(words_in(lab, o) for o in ls2), f"{name}: {lab!r} inside {c2}")
            ck.ok(not any(words_in(f, lab) for _, f in forms), f"{name}: place form in label {lab}")
            for n in t["never_present"] + t["hallucinations"]:
                ck.ok(not words_in(n, lab) and not words_in(lab, n), f"{name}: {n} vs {lab}")
    for k, f in forms:
        for k2, f2 in forms:
            if k2 != k:
                ck.ok(not words_in(f, f2), f"{name}: form {f!r} inside {f2!r}")
        for p in t["places"].values():
            ck.ok(not words_in(f, p["kind_word"]), f"{name}: form {f!r} in a kind word")
    ck.ok(sum(1 for p in t["places"].values() if p["dock"]) == 1, f"{name}: one dock")
    for i in t["instances"]:
        for s in i["stays"]:
            r = t["places"][s[2]]["rect"]
            ck.ok(r[0] <= s[3] <= r[2] and r[1] <= s[4] <= r[3], f"{name}: {i['key']} stay outside")


def check_run(
    ck: Checker, folder: Path, t: dict[str, Any], runfile: ModuleType, camera: ModuleType
) -> None:
    name = folder.name
    lines = (folder / "run.jsonl").read_text(encoding="utf-8").splitlines()
    frames = t["frames"]
    ck.ok(len(lines) == len(frames), f"{name}: line count")
    inst = {i["key"]: i for i in t["instances"]}
    places = t["places"]
    never = [n.lower() for n in t["never_present"]]
    forms = [f for p in places.values() for f in p["forms"]]
    for n, (raw, f) in enumerate(zip(lines, frames, strict=False), start=1):
        try:
            obs = runfile.parse_line(raw, folder / "run.jsonl", n)
        except Exception as e:
            ck.ok(False, f"{name}:{n}: parse {e}")
            continue
        rec = json.loads(raw)
        ck.ok(set(rec) == {"t", "pose", "caption", "labels", "boxes"}, f"{name}:{n}: fields")
        ck.ok(
            obs.t == f["t"] and rec["pose"] == f["pose"] and rec["caption"] == f["caption"],
            f"{name}:{n}: equal",
        )
        ck.ok(len(rec["labels"]) <= 8, f"{name}:{n}: labels")
        ck.ok(rec["labels"] == [d["label"] for d in f["dets"]], f"{name}:{n}: labels equal")
        ck.ok(1767225600 <= f["t"] < 1798761600 + 365 * 86400, f"{name}:{n}: in 2027")
        tr = f["true"]
        ck.ok(
            f["level"] is None or places[f["place"]]["level"] in (f["level"], None),
            f"{name}:{n}: level",
        )
        r = places[f["place"]]["rect"]
        ck.ok(
            r[0] - 1e-6 <= tr["x"] <= r[2] + 1e-6 and r[1] - 1e-6 <= tr["y"] <= r[3] + 1e-6,
            f"{name}:{n}: true pose in place",
        )
        err = math.hypot(f["pose"]["x"] - tr["x"], f["pose"]["y"] - tr["y"])
        ck.ok(abs(err - f["loc_error_m"]) < 2e-3 and err < 4.5, f"{name}:{n}: loc error")
        for d in f["dets"]:
            if d["role"] == "region":
                ck.ok(d["box"] is None and d["label"] in t["regions"], f"{name}:{n}: region")
                continue
            i = inst[d["inst"]]
            st = [s for s in i["stays"] if s[0] <= f["t"] < s[1]]
            ck.ok(len(st) == 1, f"{name}:{n}: {d['inst']} present")
            if len(st) != 1:
                continue
            s = st[0]
            ck.ok(
                places[s[2]]["group"] == places[f["place"]]["group"]
                and places[s[2]]["level"] == f["level"],
                f"{name}:{n}: same group",
            )
            bearing = wrap(math.atan2(s[4] - tr["y"], s[3] - tr["x"]) - tr["yaw"])
            box = tuple(d["box"])
            ck.ok(
                abs(camera.bearing_of(box, HFOV_RAD) - bearing) < 2e-3,
                f"{name}:{n}: bearing of {d['label']}",
            )
            ck.ok(
                abs((box[0] + box[2]) / 2 - camera.image_x_of(bearing, HFOV_RAD)) < 2e-5,
                f"{name}:{n}: image x",
            )
            ck.ok(abs(bearing) <= HFOV_RAD / 2, f"{name}:{n}: inside fov")
            c = t["classes"][i["cls"]]
            if d["role"] == "id":
                lab = d["label"]
                if d["colour_said"]:
                    ck.ok(lab.startswith(f"{i['colour']} "), f"{name}:{n}: colour prefix")
                    lab = lab[len(i["colour"]) + 1 :]
                ck.ok(lab in c["labels"], f"{name}:{n}: id label")
            else:
                ck.ok(d["label"] == c["generic"], f"{name}:{n}: generic label")
        lz = {lv["key"]: lv["z"] for lv in t["levels"]}
        ck.ok(f["level"] is None or tr["z"] == lz[f["level"]], f"{name}:{n}: z of the floor")
        vis = {v["inst"] for v in f["visible"]}
        ck.ok(all(d["inst"] in vis for d in f["dets"] if d["inst"]), f"{name}:{n}: dets visible")
        for v in f["visible"]:
            s = next(s for s in inst[v["inst"]]["stays"] if s[0] <= f["t"] < s[1])
            rng_m = math.hypot(s[3] - tr["x"], s[4] - tr["y"])
            size = t["classes"][inst[v["inst"]]["cls"]]["size"]
            reach = places[f["place"]]["sight"] * min(2.0, max(0.5, size[1]))
            ck.ok(abs(rng_m - v["range"]) < 2e-3 and rng_m <= reach + 1e-6, f"{name}:{n}: range")
            ck.ok(places[s[2]]["group"] == places[f["place"]]["group"], f"{name}:{n}: vis group")
        cap = f["caption"]
        low = cap.lower()
        style = {
            "json_kv": cap.startswith('{"scene": '),
            "diary_past": " at " in cap and cap.split(" at ")[1][2] == ":",
            "counter": cap[:1].isdigit() or cap.startswith("text "),
            "bilingual": any(x in cap for x in ("Veo ", "Nada", "Vista", "Sin ", "Nothing")),
        }
        ck.ok(style[t["captioner"]], f"{name}:{n}: {t['captioner']} format")
        if t["captioner"] == "json_kv" and not cap.endswith("}"):
            ck.ok(cap.endswith("]"), f"{name}:{n}: truncated after a whole list")
        p = f["plan"]
        for m in p["mentions"]:
            word = m["word"]
            if (
                t["captioner"] == "counter"
                and sum(1 for o in p["mentions"] if o["cls"] == m["cls"]) > 1
            ):
                word = t["classes"][m["cls"]]["plural"]
            ck.ok(word.lower() in low, f"{name}:{n}: mention {word!r} in caption")
            if m["colour"]:
                ck.ok(
                    f"{inst[m['inst']]['colour']} {word}".lower() in low, f"{name}:{n}: colour said"
                )
        stripped = cap
        for q in p["quotes"]:
            text = inst[q["inst"]]["text"] or inst[q["inst"]]["plate"]
            ck.ok(
                q["text"] == text and (q["written"] == text) == q["correct"],
                f"{name}:{n}: quote truth",
            )
            ck.ok(q["written"] in cap, f"{name}:{n}: quote in caption")
            stripped = stripped.replace(q["written"], " ")
        if p["naming"]:
            nm = p["naming"]
            ck.ok(nm["form"] in cap, f"{name}:{n}: naming in caption")
            if nm["mode"] == "proper":
                ck.ok(
                    nm["place"] == f["place"] and nm["form"] in places[f["place"]]["forms"],
                    f"{name}:{n}: proper naming",
                )
            if nm["mode"] == "wrong":
                ck.ok(nm["place"] != f["place"], f"{name}:{n}: wrong naming")
            stripped = stripped.replace(nm["form"], " ")
        if p["floor"]:
            ck.ok(p["floor"]["form"] in cap, f"{name}:{n}: floor in caption")
            stripped = stripped.replace(p["floor"]["form"], " ")
        ck.ok(not any(words_in(x, stripped) for x in forms), f"{name}:{n}: unplanned place form")
        ck.ok(not any(x in low for x in never), f"{name}:{n}: never-present noun")
        if p["halluc"]:
            ck.ok(p["halluc"] in cap, f"{name}:{n}: hallucination in caption")
    ts = [f["t"] for f in frames]
    ck.ok(all(b - a >= 1.99 for a, b in itertools.pairwise(ts)), f"{name}: spacing")
    gaps = [[a, b] for a, b in itertools.pairwise(ts) if b - a > 6.0]
    ck.ok(gaps == t["recording_gaps"] and len(gaps) in (2, 3), f"{name}: gaps")
    for a, b in gaps:
        fa, fb = frames[ts.index(a)], frames[ts.index(b)]
        ck.ok(fa["place"] == fb["place"], f"{name}: same place around a gap")
    br = t["docking_break"]
    ck.ok(br in gaps and 14 * 60 < br[1] - br[0] < 31 * 60, f"{name}: docking break")
    ck.ok(len(t["relocalisations"]) == 2, f"{name}: relocalisations")


def check_questions(
    ck: Checker, folder: Path, t: dict[str, Any], scoring: ModuleType
) -> list[dict[str, Any]]:
    name = folder.name
    qs = [
        json.loads(x) for x in (folder / "questions.jsonl").read_text(encoding="utf-8").splitlines()
    ]
    ck.ok(len(qs) == 100, f"{name}: 100 questions")
    ck.ok(len({q["id"] for q in qs}) == 100, f"{name}: unique ids")
    ck.ok(len({(q["subkind"], q["slots"]["target"]) for q in qs}) == 100, f"{name}: unique targets")
    types = Counter(q["type"] for q in qs)
    ck.ok(all(types[k] == 20 for k in TRUTH_KEYS), f"{name}: 20 per type")
    w = World(t)
    ts = [f["t"] for f in t["frames"]]
    yes = sum(1 for q in qs if q["type"] == "binary" and q["truth"]["binary"])
    ck.ok(yes == 10, f"{name}: 10 yes")
    for q in qs:
        qid = f"{name}/{q['id']} {q['subkind']}"
        ck.ok(set(q) == Q_KEYS, f"{qid}: keys")
        ck.ok(q["subkind"] in selection.TYPES[q["type"]], f"{qid}: subkind of type")
        ck.ok(set(q["truth"]) == TRUTH_KEYS[q["type"]], f"{qid}: truth keys")
        ck.ok(ts[0] <= q["now"] <= ts[-1] + 20, f"{qid}: now in run")
        ck.ok(not any(a < q["now"] < b for a, b in t["recording_gaps"]), f"{qid}: now not in a gap")
        ck.ok(("where" in q["question"].lower()) == (q["type"] == "spatial"), f"{qid}: where rule")
        ck.ok((q["at"] is not None) == (q["subkind"] in selection.HERE), f"{qid}: at rule")
        if q["type"] == "temporal":
            ck.ok(q["truth"]["time"] <= q["now"], f"{qid}: time <= now")
        if q["type"] == "duration":
            ck.ok(q["truth"]["duration_s"] > 0, f"{qid}: positive duration")
        try:
            exp = expected(w, q)
        except (AssertionError, StopIteration, IndexError, KeyError, ValueError) as e:
            ck.ok(False, f"{qid}: recheck refused: {e!r}")
            continue
        ck.ok(_same(exp, q["truth"]), f"{qid}: recheck {exp} != {q['truth']}")
        good, bad = _answers(q)
        ck.ok(scoring.score(q, good).correct, f"{qid}: perfect answer scores")
        ck.ok(not scoring.score(q, bad).correct, f"{qid}: wrong answer fails")
    return qs


def _same(a: Any, b: Any) -> bool:
    if isinstance(a, dict) and isinstance(b, dict):
        return set(a) == set(b) and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, bool) or isinstance(b, bool):
        return a is b
    if isinstance(a, int | float) and isinstance(b, int | float):
        return abs(a - b) <= 1e-3
    return bool(a == b)


def _answers(q: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    tr = q["truth"]
    if q["type"] == "spatial":
        p = tr["positions"][0]
        return {"position": p}, {"position": [p[0] + 500.0, p[1], p[2]]}
    if q["type"] == "temporal":
        return {"time": tr["time"]}, {"time": tr["time"] - 900.0}
    if q["type"] == "binary":
        return {"binary": tr["binary"]}, {"binary": not tr["binary"]}
    if q["type"] == "duration":
        return {"duration_s": tr["duration_s"]}, {"duration_s": 2 * tr["duration_s"] + 60.0}
    return {"answer": f"It was {tr['keywords'][0]}."}, {"answer": "no idea, sorry"}


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m sim_eval.sim.generator_s.validate OUT_DIR", file=sys.stderr)
        return 2
    out = Path(args[0])
    runfile, camera, scoring = project()
    ck = Checker()
    for f, s, p in WORLDS:
        write_world(out, f, s, p)
    by_run: dict[tuple[str, int], list[Path]] = {}
    naming: Counter[str] = Counter()
    frames_by_cap: Counter[str] = Counter()
    subkinds: Counter[str] = Counter()
    yes_total = 0
    mixed: dict[str, list[int]] = {s: [0, 0] for s in selection.TYPES["binary"]}
    n_questions = 0
    for f, s, p in WORLDS:
        folder = out / f"{f}-s{s}-{p}"
        t = json.loads((folder / "truth.json").read_text(encoding="utf-8"))
        ck.ok(
            t["camera"]["hfov_deg"] == 96.0 and abs(TAN_H - math.tan(HFOV_RAD / 2)) < 1e-12,
            "camera",
        )
        by_run.setdefault((f, s), []).append(folder)
        if p == DEV_PHRASINGS[0] or s == 2:
            check_family(ck, t, folder.name)
            check_run(ck, folder, t, runfile, camera)
            for fr in t["frames"]:
                nm = fr["plan"]["naming"]
                naming[t["captioner"]] += bool(nm and nm["mode"] in ("proper", "wrong"))
                frames_by_cap[t["captioner"]] += 1
        qs = check_questions(ck, folder, t, scoring)
        subkinds.update(q["subkind"] for q in qs)
        for q in qs:
            if q["type"] == "binary":
                mixed[q["subkind"]][0 if q["truth"]["binary"] else 1] += 1
        yes_total += sum(1 for q in qs if q["type"] == "binary" and q["truth"]["binary"])
        n_questions += len(qs)
    # across phrasings: same run and truth, same questions but the wording
    for _run, folders in sorted(by_run.items()):
        base = folders[0]
        for other in folders[1:]:
            ck.ok(
                (base / "run.jsonl").read_bytes() == (other / "run.jsonl").read_bytes(),
                f"{other.name}: run bytes",
            )
            ta = json.loads((base / "truth.json").read_text())
            tb = json.loads((other / "truth.json").read_text())
            for k in ("phrasing", "held_out"):
                ta.pop(k)
                tb.pop(k)
            ck.ok(ta == tb, f"{other.name}: truth equal but phrasing")
            qa = [json.loads(x) for x in (base / "questions.jsonl").read_text().splitlines()]
            qb = [json.loads(x) for x in (other / "questions.jsonl").read_text().splitlines()]
            for a, b in zip(qa, qb, strict=True):
                ck.ok(a["question"] != b["question"], f"{other.name}/{a['id']}: wording differs")
                a.pop("question")
                b.pop("question")
                ck.ok(a == b, f"{other.name}/{a['id']}: fields equal")
    # the held-out worlds equal a development phrasing's world apart from the wording
    with tempfile.TemporaryDirectory(dir=_scratch()) as tmp:
        for f in FAMILIES:
            ref = write_world(tmp, f, 2, DEV_PHRASINGS[0])
            held = out / f"{f}-s2-{HELD_OUT_PHRASING}"
            ck.ok(
                (ref / "run.jsonl").read_bytes() == (held / "run.jsonl").read_bytes(),
                f"{f}-s2: held-out run",
            )
            qa = [json.loads(x) for x in (ref / "questions.jsonl").read_text().splitlines()]
            qb = [json.loads(x) for x in (held / "questions.jsonl").read_text().splitlines()]
            ck.ok(
                [{**a, "question": ""} for a in qa] == [{**b, "question": ""} for b in qb],
                f"{f}-s2: held-out questions",
            )
        # determinism: the same world twice, in this process and in another one
        again = write_world(Path(tmp) / "again", *WORLDS[0])
        first = out / again.name
        for fn in ("run.jsonl", "questions.jsonl", "truth.json"):
            ck.ok((again / fn).read_bytes() == (first / fn).read_bytes(), f"determinism {fn}")
        env_dir = Path(tmp) / "proc"
        subprocess.run(
            [
                sys.executable,
                "-m",
                "sim_eval.sim.generator_s",
                str(env_dir),
                "--family",
                "zoo",
                "--seed",
                "1",
                "--phrasing",
                "teen_text",
            ],
            check=True,
            capture_output=True,
            env={**_env(), "PYTHONHASHSEED": "12345"},
        )
        for fn in ("run.jsonl", "questions.jsonl", "truth.json"):
            ck.ok(
                (env_dir / "zoo-s1-teen_text" / fn).read_bytes()
                == (out / "zoo-s1-teen_text" / fn).read_bytes(),
                f"cli determinism {fn}",
            )
    every = [s for subs in selection.TYPES.values() for s in subs]
    ck.ok(
        all(subkinds[s] > 0 for s in every),
        f"every subkind asked: missing {[s for s in every if not subkinds[s]]}",
    )
    ck.ok(len(naming) == 4, "all four captioners used")
    rates = {c: naming[c] / frames_by_cap[c] for c in sorted(naming)}
    ck.ok(
        rates.get("diary_past", 0) <= 0.25 and rates.get("counter", 0) <= 0.25,
        f"rare naming {rates}",
    )
    for sk, (y, no) in mixed.items():
        if sk not in ("seen_yes", "seen_never"):
            ck.ok(0.25 <= y / max(1, y + no) <= 0.75, f"{sk}: yes share {y}/{y + no}")
    print("binary yes/no:", mixed)
    for msg in ck.fail[:40]:
        print("FAIL", msg)
    print(
        f"{len(WORLDS)} worlds, {n_questions} questions ({yes_total} yes), subkinds {len(subkinds)}"
    )
    print("naming rates:", {c: round(r, 3) for c, r in rates.items()})
    print("per subkind:", dict(sorted(subkinds.items())))
    print(f"{ck.n} checks, {len(ck.fail)} failures")
    shutil.rmtree(_scratch(), ignore_errors=True)
    return 0 if not ck.fail else 1


def _scratch() -> Path:
    p = Path(".scratch")
    p.mkdir(exist_ok=True)
    return p


def _env() -> dict[str, str]:
    import os

    env = dict(os.environ)
    env["PYTHONPATH"] = ":".join([str(Path.cwd()), env.get("PYTHONPATH", "")])
    return env


if __name__ == "__main__":
    raise SystemExit(main())

"""Checks of one world's run file and truth frames: contract, timing, poses, boxes, captions."""

from __future__ import annotations

import itertools
import json
import math
import re
from pathlib import Path
from types import ModuleType
from typing import Any

from .checker import Checker
from .model import FRAME_MAX_S, FRAME_MIN_S, HFOV_RAD, MAX_LABELS

RUN_KEYS = {"t", "pose", "caption", "labels", "boxes"}
Y2027 = (1798761600.0, 1830297600.0)
LLAVA_OPENINGS = (
    "The image shows",
    "This photo captures",
    "In this picture we can see",
    "The scene depicts",
)
BRACKET = re.compile(r"\[(\d+), (\d+), (\d+), (\d+)\]$")


def _strip_quotes(text: str) -> str:
    return re.sub(r'"[^"]*"', '""', text)


def _wrap(a: float) -> float:
    return (a + math.pi) % (2 * math.pi) - math.pi


def check_run(
    ck: Checker,
    world_dir: Path,
    truth: dict[str, Any],
    runfile: ModuleType,
    camera: ModuleType,
    tag: str,
) -> None:
    frames = truth["frames"]
    path = world_dir / "run.jsonl"
    raw = path.read_text(encoding="utf-8").splitlines()
    ck.ok(len(raw) == len(frames), f"{tag} run lines {len(raw)} vs frames {len(frames)}")
    for n, (line, fr) in enumerate(zip(raw, frames, strict=False), start=1):
        try:
            obs = runfile.parse_line(line, path, n)
            ck.ok(True, "parse")
        except Exception as error:
            ck.ok(False, f"{tag}:{n} parse_line refused: {error}")
            continue
        rec = json.loads(line)
        ck.ok(set(rec) == RUN_KEYS, f"{tag}:{n} keys {sorted(rec)}")
        ck.ok(set(rec["pose"]) == {"x", "y", "z", "yaw"}, f"{tag}:{n} pose keys")
        ck.ok(rec["t"] == fr["t"] and obs.t == fr["t"], f"{tag}:{n} t")
        ck.ok([rec["pose"][k] for k in ("x", "y", "z", "yaw")] == fr["pose"], f"{tag}:{n} pose")
        ck.ok(rec["caption"] == fr["caption"], f"{tag}:{n} caption")
        ck.ok(rec["labels"] == [d["label"] for d in fr["detections"]], f"{tag}:{n} labels")
        ck.ok(rec["boxes"] == [d["box"] for d in fr["detections"]], f"{tag}:{n} boxes")
        ck.ok(len(rec["labels"]) <= MAX_LABELS, f"{tag}:{n} too many labels")
    _timing(ck, truth, tag)
    _poses(ck, truth, tag)
    _detections(ck, truth, camera, tag)
    _captions(ck, truth, tag)


def _timing(ck: Checker, truth: dict[str, Any], tag: str) -> None:
    times = [f["t"] for f in truth["frames"]]
    ck.ok(Y2027[0] <= times[0] and times[-1] < Y2027[1], f"{tag} run not in 2027")
    gaps = [[a, b] for a, b in itertools.pairwise(times) if b - a > FRAME_MAX_S + 0.01]
    ck.ok(
        all(b - a >= FRAME_MIN_S - 0.01 for a, b in itertools.pairwise(times)),
        f"{tag} frames closer than {FRAME_MIN_S} s",
    )
    ck.ok(gaps == truth["recording_gaps"], f"{tag} gaps {gaps} vs {truth['recording_gaps']}")
    ck.ok(2 <= len(gaps) <= 3, f"{tag} {len(gaps)} gaps")
    longest = max(b - a for a, b in gaps)
    ck.ok(20 * 60 <= longest <= 49 * 60, f"{tag} docking break {longest:.0f} s")
    short = sorted(b - a for a, b in gaps)[:-1]
    ck.ok(all(10.0 <= g <= 60.0 for g in short), f"{tag} dropouts {short}")
    active = (times[-1] - times[0]) - sum(b - a for a, b in gaps)
    ck.ok(38 * 60 <= active <= 70 * 60, f"{tag} active recording {active / 60:.1f} min")
    # The place is the same on both sides of every gap.
    by_t = {f["t"]: f for f in truth["frames"]}
    for a, b in gaps:
        ck.ok(by_t[a]["place"] == by_t[b]["place"], f"{tag} place changes across gap at {a}")


def _poses(ck: Checker, truth: dict[str, Any], tag: str) -> None:
    places = {p["key"]: p for p in truth["places"]}
    zs = {lv["level"]: lv["z"] for lv in truth["floors"]}
    gaps = truth["recording_gaps"]
    for f in truth["frames"]:
        x, y, z, yaw = f["true"]
        p = places[f["place"]]
        x0, y0, x1, y1 = p["rect"]
        ck.ok(
            x0 - 1e-3 <= x <= x1 + 1e-3 and y0 - 1e-3 <= y <= y1 + 1e-3,
            f"{tag} t={f['t']} true pose outside {p['key']}",
        )
        if f["level"] is None:
            ck.ok(p["transit"], f"{tag} t={f['t']} between floors outside a lift")
        else:
            ck.ok(
                abs(z - zs[f["level"]]) < 1e-3 and f["level"] in p["levels"],
                f"{tag} t={f['t']} z/level",
            )
        wx, wy, wz, wyaw = f["pose"]
        err = math.hypot(wx - x, wy - y)
        ck.close(err, f["loc_error_m"], 2e-3, f"{tag} t={f['t']} loc error")
        ck.ok(err <= 4.8, f"{tag} t={f['t']} written pose {err:.2f} m off")
        ck.ok(abs(_wrap(wyaw - yaw)) <= math.radians(18), f"{tag} t={f['t']} written yaw off")
        ck.ok(abs(wz - z) < 1e-3, f"{tag} t={f['t']} written z")
    errs = [f["loc_error_m"] for f in truth["frames"]]
    ck.ok(sum(e <= 0.45 for e in errs) / len(errs) > 0.6, f"{tag} pose error mostly small")
    ck.ok(len(truth["relocalisations"]) >= 2, f"{tag} relocalisations")
    _ = gaps


def _detections(ck: Checker, truth: dict[str, Any], camera: ModuleType, tag: str) -> None:
    places = {p["key"]: p for p in truth["places"]}
    classes = {c["key"]: c for c in truth["classes"]}
    insts = {i["key"]: i for i in truth["instances"]}
    regions = set(truth["regions"]) | {p["surface"] for p in truth["places"]}

    def state_at(inst: dict[str, Any], t: float) -> str | None:
        cur = None
        for start, s in inst["states"]:
            if start <= t:
                cur = s
        return cur

    for f in truth["frames"]:
        x, y, _, yaw = f["true"]
        here = places[f["place"]]
        for d in f["detections"]:
            role = d["role"]
            if role == "region":
                ck.ok(d["label"] in regions, f"{tag} region label {d['label']!r}")
                continue
            if role == "ghost":
                ck.ok(d["label"] in {c["generic"] for c in classes.values()}, f"{tag} ghost")
                continue
            inst = insts[d["inst"]]
            cls = classes[inst["class"]]
            stay = next((s for s in inst["stays"] if s[0] <= f["t"] < s[1]), None)
            if not ck.ok(stay is not None, f"{tag} t={f['t']} {d['inst']} absent but detected"):
                continue
            assert stay is not None
            there = places[stay[2]]
            ck.ok(
                there["group"] == here["group"] and f["level"] in there["levels"],
                f"{tag} t={f['t']} {d['inst']} seen across groups/levels",
            )
            bearing = _wrap(math.atan2(stay[4] - y, stay[3] - x) - yaw)
            ck.close(bearing, d["bearing"], 2e-5, f"{tag} t={f['t']} {d['inst']} bearing")
            box = tuple(d["box"])
            ck.close(
                camera.bearing_of(box, HFOV_RAD),
                bearing,
                0.002,
                f"{tag} t={f['t']} {d['inst']} box bearing",
            )
            ck.close(
                (box[0] + box[2]) / 2,
                camera.image_x_of(bearing, HFOV_RAD),
                2e-5,
                f"{tag} t={f['t']} {d['inst']} box centre",
            )
            label = d["label"]
            if role == "generic":
                ck.ok(label == cls["generic"], f"{tag} generic label {label!r}")
            elif role == "confusion":
                ck.ok(label in cls["confusions"], f"{tag} confusion label {label!r}")
            else:
                rest = label
                state = None
                m = re.fullmatch(r"(.*) \(([^()]*)\)", rest)
                if m:
                    rest, state = m.group(1), m.group(2)
                    ck.ok(state == state_at(inst, f["t"]), f"{tag} t={f['t']} state {label!r}")
                if (
                    inst["colour"]
                    and rest.startswith(inst["colour"] + " ")
                    and rest[len(inst["colour"]) + 1 :] in cls["labels"]
                ):
                    rest = rest[len(inst["colour"]) + 1 :]
                ck.ok(rest in cls["labels"], f"{tag} t={f['t']} label {label!r} of {cls['key']}")


def _captions(ck: Checker, truth: dict[str, Any], tag: str) -> None:
    cap_name = truth["captioner"]
    classes = truth["classes"]
    forms = [(p["key"], f.lower()) for p in truth["places"] for f in p["forms"]]
    level_forms = [(lv["level"], f.lower()) for lv in truth["floors"] for f in lv["forms"]]
    never = [n.lower() for n in truth["never_present"]]
    insts = {i["key"]: i for i in truth["instances"]}
    for f in truth["frames"]:
        cap = f["caption"]
        plan = f["plan"]
        low = cap.lower()
        where = f"{tag} t={f['t']}"
        if plan["empty"]:
            ck.ok(cap == "", f"{where} empty plan, caption {cap!r}")
            continue
        for m in plan["mentions"]:
            ck.ok(m["word"].lower() in low, f"{where} mention {m['word']!r} missing")
            if m["colour"]:
                ck.ok(f"{m['colour']} {m['word']}".lower() in low, f"{where} colour missing")
            if m["state"]:
                ck.ok(m["state"] in low, f"{where} state missing")
        for q in plan["quotes"]:
            ck.ok(f'"{q["text"]}"' in cap, f"{where} quote missing")
            inst = insts[q["inst"]]
            texts = [t for start, t in inst["texts"] if start <= f["t"]]
            ck.ok(bool(texts) and texts[-1] == q["true_text"], f"{where} quote is not its text")
            ck.ok(q["correct"] == (q["text"] == q["true_text"]), f"{where} quote flag")
        stripped = _strip_quotes(low)
        named = plan["naming"]
        if named is not None:
            ck.ok(named["form"].lower() in stripped, f"{where} naming {named['form']!r} missing")
            if named["mode"] in ("proper", "abbrev"):
                ck.ok(named["place"] == f["place"], f"{where} proper naming of another place")
                ck.ok(
                    named["form"].lower() in [x for k, x in forms if k == f["place"]],
                    f"{where} proper naming is not a form",
                )
        allowed = named["form"].lower() if named else ""
        for _key, form in forms:
            if form in stripped:
                ck.ok(form in allowed, f"{where} unplanned place form {form!r}")
        lvl = plan["level"]
        allowed_l = lvl["form"].lower() if lvl else ""
        if lvl is not None:
            ck.ok(allowed_l in stripped, f"{where} level form missing")
        for _key, form in level_forms:
            if form in stripped:
                ck.ok(
                    form in allowed_l or form in allowed, f"{where} unplanned floor form {form!r}"
                )
        planned = {m["cls"] for m in plan["mentions"]}
        for c in classes:
            if c["key"] in planned:
                continue
            for lab in c["labels"]:
                ck.ok(lab.lower() not in stripped, f"{where} unplanned label {lab!r}")
        for noun in never:
            ck.ok(noun not in low, f"{where} never-present {noun!r} in caption")
            ck.ok(
                all(noun not in d["label"].lower() for d in f["detections"]),
                f"{where} never-present {noun!r} in labels",
            )
        if plan["hallucination"]:
            ck.ok(plan["hallucination"].split(" ", 1)[1] in low, f"{where} hallucination")
        if plan["bystander"]:
            ck.ok(plan["bystander"].split(" ", 1)[1] in low, f"{where} bystander")
        if cap_name == "llava_paragraph":
            ck.ok(cap.startswith(LLAVA_OPENINGS), f"{where} llava opening")
        elif cap_name == "dense_regions":
            for item in cap.split("; "):
                m2 = BRACKET.search(item)
                if ck.ok(m2 is not None, f"{where} dense item without box {item!r}"):
                    assert m2 is not None
                    a, b, c2, d2 = (int(v) for v in m2.groups())
                    ck.ok(0 <= a <= c2 <= 1280 and 0 <= b <= d2 <= 960, f"{where} dense box")
        elif cap_name == "ocr_terse":
            ck.ok(_strip_quotes(cap) == _strip_quotes(cap).lower(), f"{where} ocr not lower case")
        elif cap_name == "second_person":
            ck.ok(
                not cap
                or any(
                    w in cap
                    for w in (
                        "You",
                        "you",
                        "Keep",
                        "Turn",
                        "Slow",
                        "Hold",
                        "Continue",
                        "Watch",
                        "Someone",
                    )
                ),
                f"{where} second person",
            )

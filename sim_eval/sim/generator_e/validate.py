"""Generate worlds and check them: schema, truth re-derived from the files, determinism, speed.

python -m sim_eval.sim.generator_e.validate OUT_ROOT --seeds 0 1 2 \
    [--families school warehouse] [--phrasings plain teacher learner radio] [--no-determinism]

Every check reads only run.jsonl, questions.jsonl and truth.json, so a truth that the
files themselves do not support is reported, whatever the generator meant.
"""

from __future__ import annotations

import argparse
import bisect
import json
import math
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from memory_core.runfile import parse_line
from sim_eval.sim.generator_e.generate import FAMILIES, generate
from sim_eval.sim.generator_e.phrasing import PHRASINGS

TYPES = {
    "spatial": "positions",
    "temporal": "time",
    "binary": "binary",
    "duration": "duration_s",
    "text": "keywords",
}
EXPECTED = {"spatial": 23, "temporal": 20, "binary": 23, "duration": 16, "text": 18}


class World:
    """The three files of one world, with indexes the checks share."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.lines = [
            json.loads(x) for x in (folder / "run.jsonl").read_text().splitlines() if x.strip()
        ]
        self.questions = [
            json.loads(x)
            for x in (folder / "questions.jsonl").read_text().splitlines()
            if x.strip()
        ]
        self.truth = json.loads((folder / "truth.json").read_text())
        self.frames = self.truth["frames"]
        self.inst = {i["id"]: i for i in self.truth["instances"]}
        self.places = {p["id"]: p for p in self.truth["places"]}
        self.traj = self.truth["trajectory"]
        self.traj_t = [row[0] for row in self.traj]
        self.frame_t = [f["t"] for f in self.frames]
        self.h = self.truth["storey_height_m"]

    def upto(self, now: float) -> list[tuple[dict[str, Any], dict[str, Any]]]:
        k = bisect.bisect_right(self.frame_t, now)
        return list(zip(self.lines[:k], self.frames[:k], strict=True))

    def sample(self, t: float) -> list[Any]:
        k = min(max(0, bisect.bisect_right(self.traj_t, t) - 1), len(self.traj) - 1)
        return self.traj[k]

    def place_at(self, inst_id: str, t: float) -> str | None:
        place = None
        for move in self.inst[inst_id]["moves"]:
            if move[0] is None or move[0] <= t:
                place = move[1]
        return place

    def sightings(self, cat: str, now: float) -> list[tuple[float, str, float, float, float]]:
        out = []
        for _line, f in self.upto(now):
            for s in f["seen"]:
                if self.inst[s["id"]]["category"] == cat:
                    where = self.place_at(s["id"], f["t"])
                    z = self.places[where]["level"] * self.h if where else 0.0
                    out.append((f["t"], s["id"], s["x"], s["y"], z))
        return out


def _close(a: list[float], b: list[float], tol: float = 0.05) -> bool:
    return len(a) == len(b) and all(abs(x - y) <= tol for x, y in zip(a, b, strict=True))


def check_run(w: World) -> list[str]:
    problems = []
    if len(w.lines) != len(w.frames):
        return [f"{len(w.lines)} run lines but {len(w.frames)} frames in truth"]
    last = -math.inf
    for n, (line, f) in enumerate(zip(w.lines, w.frames, strict=True), start=1):
        try:
            parse_line(json.dumps(line), w.folder / "run.jsonl", n)
        except ValueError as error:
            problems.append(f"run line {n}: {error}")
        if set(line) != {"t", "pose", "caption", "labels", "boxes"}:
            problems.append(f"run line {n}: fields {sorted(line)}")
        if line["t"] <= last:
            problems.append(f"run line {n}: t not increasing")
        last = line["t"]
        if line["t"] != f["t"]:
            problems.append(f"run line {n}: t differs from truth frame")
        labels, boxes = line["labels"], line["boxes"]
        if len(labels) > 10 or len(boxes) != len(labels):
            problems.append(f"run line {n}: {len(labels)} labels, {len(boxes)} boxes")
        for box in boxes:
            if box is not None and not (0 <= box[0] < box[2] <= 1 and 0 <= box[1] < box[3] <= 1):
                problems.append(f"run line {n}: box out of order {box}")
        for s in f["seen"]:
            if s["label"] not in labels:
                problems.append(f"run line {n}: seen label {s['label']!r} not emitted")
                continue
            want = 0.5 - s["bearing"] / (math.pi / 2)
            centres = [
                ((b[0] + b[2]) / 2, b)
                for lb, b in zip(labels, boxes, strict=True)
                if lb == s["label"] and b is not None
            ]
            if not any(abs(c - want) < 2e-3 or b[0] <= 0.0 or b[2] >= 1.0 for c, b in centres):
                problems.append(f"run line {n}: no box of {s['label']!r} at bearing centre")
        for sign in f["signs_read"]:
            if w.inst[sign]["text"].lower() not in line["caption"].lower():
                problems.append(f"run line {n}: sign {sign} read but text not in caption")
        x, y, z, _ = f["true"]
        p = line["pose"]
        if math.hypot(p["x"] - x, p["y"] - y) > 1.0 or abs(p["z"] - z) > 1e-6:
            problems.append(f"run line {n}: pose too far from the true pose")
    return problems


def check_question(w: World, q: dict[str, Any]) -> list[str]:
    """Re-derive one truth from the files; return what disagrees."""
    tr, kind, sub, slots = q["truth"], q["type"], q["truth"]["subkind"], q["truth"]["slots"]
    now = q["now"]
    out: list[str] = []
    key = TYPES.get(kind)
    if key is None or key not in tr:
        return [f"type {kind} lacks its truth key"]
    t_first, t_last = w.frame_t[0], w.frame_t[-1]
    if not t_first <= now <= t_last + 120:
        out.append("now outside the run")
    s = w.sample(now)
    if not _close(q["at"], [s[1], s[2], s[3]][: len(q["at"])], 0.02):
        out.append("at is not the true position at now")
    frames = w.upto(now)
    text_before = " ".join(
        [ln["caption"].lower() for ln, _ in frames]
        + [lb.lower() for ln, _ in frames for lb in ln["labels"]]
    )
    cat = slots.get("category")
    if kind == "spatial":
        targets = tr["positions"]
        if not targets:
            return ["no targets"]
        dims = len(targets[0])
        if sub in ("where_is", "nearest", "where_first"):
            sights = w.sightings(cat, now)
            pts = [[x, y, z][:dims] for _, _, x, y, z in sights]
            for target in targets:
                if not any(_close(target, p) for p in pts):
                    out.append(f"target {target} is no sighting of {cat} before now")
            if sub == "where_is":
                ids = {sid for _, sid, *_ in sights}
                if len(targets) != len(ids):
                    out.append("where_is: not one target per sighted instance")
        elif sub in ("where_was_i_clock", "where_was_i_ago"):
            centre = slots["time"]
            for target in targets:
                ok = any(
                    _close(target, [r[1], r[2], r[3]][:dims], 0.02)
                    for r in w.traj
                    if centre - 31 <= r[0] <= centre + 61
                )
                if not ok:
                    out.append(f"target {target} not on the trajectory near the asked time")
            if centre >= now:
                out.append("asked moment is not in the past")
        elif sub == "where_room":
            rect = w.places[slots["place"]]["rect"]
            if not all(rect[0] <= t[0] <= rect[2] and rect[1] <= t[1] <= rect[3] for t in targets):
                out.append("room target outside the room")
        elif sub == "where_sign":
            sign = slots["sign"]
            if not any(sign in f["signs_read"] for _, f in frames):
                out.append("sign not read before now")
            move = w.inst[sign]["moves"][0]
            if not _close(targets[0][:2], [move[2], move[3]]):
                out.append("sign target is not the sign")
    elif kind == "temporal":
        t = tr["time"]
        if not t_first - 1 <= t <= now:
            out.append("time not within the run before now")
        if sub in ("last_seen", "first_seen"):
            times = [x[0] for x in w.sightings(cat, now)]
            want = max(times) if sub == "last_seen" and times else min(times) if times else None
            if want != t:
                out.append(f"{sub}: expected {want}")
        elif sub in ("enter_first", "enter_last"):
            starts = [v[1] for v in w.truth["visits"] if v[0] == slots["place"] and v[1] <= now]
            if t not in starts:
                out.append("not an entry time of the room")
        elif sub == "leave_last":
            ends = [v[2] for v in w.truth["visits"] if v[0] == slots["place"] and v[2] <= now]
            if not ends or t != max(ends):
                out.append("not the last exit time")
        elif sub in ("lift_first", "lift_last"):
            if t not in [r[0] for r in w.truth["lift_rides"]]:
                out.append("not a lift ride start")
        elif sub in ("cross_first", "cross_last"):
            if t not in [c[0] for c in w.truth["crossings"]]:
                out.append("not a crossing start")
        elif sub == "sign_read":
            first = next((f["t"] for _, f in frames if slots["sign"] in f["signs_read"]), None)
            if first != t:
                out.append("not the first reading of the sign")
        elif sub in ("went_out", "came_in"):
            inside = [w.places[r[5]]["building"] == "main" for r in w.traj]
            k = bisect.bisect_left(w.traj_t, t)
            if not 0 < k < len(inside) or inside[k] == inside[k - 1]:
                out.append("no building threshold at that time")
    elif kind == "binary":
        value = tr["binary"]
        if not isinstance(value, bool):
            return ["binary truth not a bool"]
        if sub == "seen_no":
            all_text = " ".join(
                [ln["caption"].lower() for ln in w.lines]
                + [lb.lower() for ln in w.lines for lb in ln["labels"]]
            )
            if slots["object"].lower() in all_text or value:
                out.append("absent thing is named in the run")
        elif sub == "seen_not_yet":
            if w.sightings(cat, now) or slots["object"].lower() in text_before or value:
                out.append("not-yet-seen thing seen before now")
        elif sub == "seen_yes":
            if not w.sightings(cat, now) or not value:
                out.append("seen_yes without a sighting")
        elif sub in ("floor_yes", "floor_no"):
            levels = {round(z / w.h) for *_, z in w.sightings(cat, now)}
            ever = {
                w.places[m[1]]["level"]
                for i in w.inst.values()
                if i["category"] == cat
                for m in i["moves"]
                if m[1]
            }
            if value != (slots["level"] in levels) or (not value and slots["level"] in ever):
                out.append("floor truth disagrees with sightings")
        elif sub in ("room_yes", "room_no"):
            rooms = {w.place_at(sid, t) for t, sid, *_ in w.sightings(cat, now)}
            ever = {m[1] for i in w.inst.values() if i["category"] == cat for m in i["moves"]}
            if value != (slots["place"] in rooms) or (not value and slots["place"] in ever):
                out.append("room truth disagrees with sightings")
        elif sub == "raining":
            reports = [f["weather"] for _, f in frames if f["weather"]]
            if not reports or value != (reports[-1] in ("rain", "drizzle")):
                out.append("raining disagrees with the last weather report")
        elif sub in ("people_yes", "people_no"):
            counts = [f["people"] for _, f in frames if f["place"] == slots["place"]]
            if not counts or value != any(c > 0 for c in counts):
                out.append("people truth disagrees with the frames")
        elif sub in ("visited_yes", "visited_no"):
            been = any(v[0] == slots["place"] and v[1] <= now for v in w.truth["visits"])
            if value != been:
                out.append("visited truth disagrees with the visits")
        elif sub in ("colour_yes", "colour_no"):
            colours = {w.inst[sid]["colour"] for _, sid, *_ in w.sightings(cat, now)}
            if value != (colours == {slots["colour"]}):
                out.append("colour truth disagrees with the instances")
        elif sub == "crossed" and value != any(c[0] <= now for c in w.truth["crossings"]):
            out.append("crossed disagrees")
        elif sub == "lift_used" and value != any(r[0] <= now for r in w.truth["lift_rides"]):
            out.append("lift_used disagrees")
    elif kind == "duration":
        d = tr["duration_s"]
        if not d > 0:
            out.append("duration not positive")
        if sub == "stay_last":
            if [slots["start"], slots["end"]] not in [
                [v[1], v[2]] for v in w.truth["visits"] if v[0] == slots["place"]
            ]:
                out.append("stay is not a visit")
            if abs(slots["end"] - slots["start"] - d) > 0.5 or slots["end"] > now:
                out.append("stay length mismatch")
        elif sub == "ago_seen":
            times = [x[0] for x in w.sightings(cat, now)]
            if not times or abs(now - max(times) - d) > 0.5:
                out.append("ago_seen disagrees with the last sighting")
        elif sub == "running":
            if abs(now - t_first - d) > 0.5:
                out.append("running disagrees")
        elif sub == "total_in":
            total = sum(
                min(v[2], now + 1) - v[1]
                for v in w.truth["visits"]
                if v[0] == slots["place"] and v[1] <= now
            )
            if abs(total - d) > 1.0:
                out.append(f"total_in disagrees ({total})")
        elif sub == "outside_total":
            total = sum(1 for r in w.traj if r[0] <= now and w.places[r[5]]["building"] is None)
            if abs(total - d) > 1.0:
                out.append(f"outside_total disagrees ({total})")
        elif sub in ("trip", "outside_last", "lift_wait", "kerb_wait") and (
            abs(slots["end"] - slots["start"] - d) > 0.5 or slots["end"] > now + 1
        ):
            out.append(f"{sub} interval mismatch")
    elif kind == "text":
        keys = tr["keywords"]
        if not keys or not all(isinstance(k, str) and k for k in keys):
            return ["empty keywords"]
        if sub == "colour":
            said = any(
                s["label"].lower().startswith(k + " ")
                for k in keys
                for _ln, f in frames
                for s in f["seen"]
                if w.inst[s["id"]]["category"] == cat
            )
            if not said:
                out.append("colour never said in a label before now")
        elif sub in ("sign_near", "sign_in_room"):
            sign = slots["sign"]
            if not any(sign in f["signs_read"] for _, f in frames):
                out.append("sign not read before now")
            if not any(k in w.inst[sign]["text"].lower() for k in keys):
                out.append("sign keywords not in its text")
        elif sub in ("room_of", "room_at_time", "last_room", "first_room"):
            if not set(keys) <= set(w.places[slots["place"]]["keys"]):
                out.append("keywords are not the room's")
            if sub == "room_at_time":
                rows = [r for r in w.traj if slots["time"] - 30 <= r[0] <= slots["time"] + 60]
                if {r[5] for r in rows} != {slots["place"]}:
                    out.append("robot not in that room at that time")
        elif sub == "floor_of" and keys != w.truth["levels"][str(slots["level"])]:
            out.append("floor keywords are not the level's names")
    return out


def check_world(folder: Path) -> tuple[list[str], dict[str, int]]:
    w = World(folder)
    problems = check_run(w)
    counts: dict[str, int] = {}
    ids = set()
    for q in w.questions:
        if set(q) != {"id", "type", "question", "now", "at", "truth"}:
            problems.append(f"{q.get('id')}: fields {sorted(q)}")
        if q["id"] in ids:
            problems.append(f"{q['id']}: duplicate id")
        ids.add(q["id"])
        if not q["question"].strip():
            problems.append(f"{q['id']}: empty question")
        counts[q["type"]] = counts.get(q["type"], 0) + 1
        problems.extend(f"{q['id']} ({q['truth']['subkind']}): {p}" for p in check_question(w, q))
    for kind, n in EXPECTED.items():
        if counts.get(kind, 0) != n:
            problems.append(f"{kind}: {counts.get(kind, 0)} questions, expected {n}")
    yes = sum(1 for q in w.questions if q["type"] == "binary" and q["truth"]["binary"])
    if counts.get("binary") and not 0.3 <= yes / counts["binary"] <= 0.7:
        problems.append(f"binary questions unbalanced: {yes}/{counts['binary']} true")
    return problems, counts


def deterministic(folder: Path, family: str, seed: int, phrasing: str) -> list[str]:
    """Generate again in a fresh interpreter under another PYTHONHASHSEED; compare bytes."""
    with tempfile.TemporaryDirectory() as tmp:
        env = {**os.environ, "PYTHONHASHSEED": "4242"}
        subprocess.run(
            [
                sys.executable,
                "-m",
                "sim_eval.sim.generator_e",
                tmp,
                "--family",
                family,
                "--seed",
                str(seed),
                "--phrasing",
                phrasing,
            ],
            check=True,
            env=env,
            capture_output=True,
        )
        return [
            f"{name} differs in a fresh interpreter"
            for name in ("run.jsonl", "questions.jsonl", "truth.json")
            if (Path(tmp) / name).read_bytes() != (folder / name).read_bytes()
        ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m sim_eval.sim.generator_e.validate")
    parser.add_argument("out_root")
    parser.add_argument("--seeds", type=int, nargs="+", default=[0, 1, 2])
    parser.add_argument("--families", nargs="+", default=sorted(FAMILIES))
    parser.add_argument("--phrasings", nargs="+", default=PHRASINGS)
    parser.add_argument("--no-determinism", action="store_true")
    args = parser.parse_args(argv)
    root = Path(args.out_root)
    failures = 0
    for family in args.families:
        for seed in args.seeds:
            for n, phrasing in enumerate(args.phrasings):
                folder = root / f"{family}-{seed}-{phrasing}"
                started = time.perf_counter()
                summary = generate(folder, family, seed, phrasing)
                took = time.perf_counter() - started
                problems, counts = check_world(folder)
                if took > 3.0:
                    problems.append(f"took {took:.2f} s (limit 3 s)")
                if n == 0 and not args.no_determinism:
                    problems.extend(deterministic(folder, family, seed, phrasing))
                failures += len(problems)
                status = "ok" if not problems else f"{len(problems)} problem(s)"
                print(
                    f"{folder.name}: {summary['minutes']} min, {summary['frames']} frames, "
                    f"{sum(counts.values())} questions, {took:.2f} s: {status}"
                )
                for problem in problems[:20]:
                    print(f"  - {problem}")
    print("PASS" if failures == 0 else f"FAIL ({failures} problems)")
    return 0 if failures == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main())

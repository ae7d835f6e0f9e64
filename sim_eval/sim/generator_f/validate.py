"""Checks generated worlds against the run-file and question contract.

python -m sim_eval.sim.generator_f.validate WORLD_DIR [WORLD_DIR ...] [--determinism]

For each world directory (run.jsonl, questions.jsonl, truth.json) it checks:

* the run file: every line parses with ``memory_core.runfile.read_run``, times increase,
  one box per label, boxes are ordered image fractions;
* the questions: fields and types, one scored truth key per type, a perfect answer scores
  correct and an empty one wrong under ``sim_eval.scoring``, no question twice,
  the phrasing label, and each phrasing's surface style;
* consistency, re-derived from truth.json and run.jsonl alone: recorded poses stay near the
  true ones, box centres match bearings, sighted labels and caption phrases were really
  emitted, ``at`` is the true position at ``now``, and each question's truth matches the
  sightings, visits, rides and crossings up to its ``now``;
* optionally, that generating the world again under another PYTHONHASHSEED gives the same
  bytes.

Exit status 0 when every world passes.
"""

from __future__ import annotations

import argparse
import bisect
import filecmp
import json
import math
import os
import re
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

from memory_core.runfile import read_run
from sim_eval.scoring import score

TYPES = ("spatial", "temporal", "binary", "duration", "text")
TRUTH_KEY = {
    "spatial": "positions",
    "temporal": "time",
    "binary": "binary",
    "duration": "duration_s",
    "text": "keywords",
}
PHRASINGS = ("plain", "child", "texting", "supervisor")
FOV = math.pi / 2
TEXTING_ABBREVIATIONS = re.compile(r"\b(u|r|rn|mins|wat|wher|teh|c|b4|hv|1st)\b")


def _word(text: str, phrase: str) -> bool:
    pattern = r"(?<![a-z0-9])" + re.escape(phrase.lower()) + r"(?![a-z0-9])"
    return re.search(pattern, text.lower()) is not None


class World:
    """The files of one generated world, with lookups over the hidden truth."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.truth: dict[str, Any] = json.loads((path / "truth.json").read_text("utf-8"))
        self.meta = self.truth["meta"]
        self.lines = [
            json.loads(line)
            for line in (path / "run.jsonl").read_text("utf-8").splitlines()
            if line.strip()
        ]
        self.questions = [
            json.loads(line)
            for line in (path / "questions.jsonl").read_text("utf-8").splitlines()
            if line.strip()
        ]
        self.frames = self.truth["frames"]
        self.frame_times = [f["t"] for f in self.frames]
        self.samples = self.truth["samples"]
        self.t0 = self.samples[0][0]
        self.places = {p["key"]: p for p in self.truth["places"]}
        self.instances = {i["id"]: i for i in self.truth["instances"]}
        self.sightings = self._sightings()

    def pose(self, t: float) -> tuple[float, float, float]:
        index = math.floor(t - self.t0)
        if index < 0:
            index = 0
        if index >= len(self.samples) - 1:
            s = self.samples[-1]
            return (s[1], s[2], s[3])
        a, b = self.samples[index], self.samples[index + 1]
        f = t - a[0]
        return (a[1] + f * (b[1] - a[1]), a[2] + f * (b[2] - a[2]), a[3] + f * (b[3] - a[3]))

    def place_at(self, t: float) -> str:
        index = max(0, min(len(self.samples) - 1, math.floor(t - self.t0)))
        return str(self.samples[index][5])

    def instance_at(self, instance: str, t: float) -> tuple[str | None, list[float]]:
        schedule = self.instances[instance]["schedule"]
        index = bisect.bisect_right([e[0] for e in schedule], t) - 1
        entry = schedule[max(index, 0)]
        return entry[1], entry[2]

    def _sightings(self) -> list[dict[str, Any]]:
        out = []
        for frame in self.frames:
            ids: list[str] = []
            for seen in frame["seen"]:
                ids.append(seen[0])
            for mention in frame["mentioned"]:
                ids.append(mention[0])
            for instance in dict.fromkeys(ids):
                place, position = self.instance_at(instance, frame["t"])
                out.append(
                    {
                        "t": frame["t"],
                        "instance": instance,
                        "category": self.instances[instance]["category"],
                        "place": place,
                        "position": position,
                    }
                )
        return out

    def seen(self, category: str, now: float) -> list[dict[str, Any]]:
        return [s for s in self.sightings if s["category"] == category and s["t"] <= now]

    def visits(self, now: float) -> list[tuple[str, float, float]]:
        out: list[tuple[str, float, float]] = []
        for place, start, end in self.truth["visits"]:
            if start <= now:
                out.append((place, start, min(end, now)))
        return out

    def outdoor(self, place: str) -> bool:
        return place in self.places and bool(self.places[place]["outdoor"])

    def texts_until(self, now: float) -> list[str]:
        end = bisect.bisect_right(self.frame_times, now)
        return [
            " | ".join([*line.get("labels", []), line.get("caption", "")]).lower()
            for line in self.lines[:end]
        ]


def check_world(path: Path) -> list[str]:
    """Every problem found in one world directory (empty when it passes)."""
    problems: list[str] = []
    for name in ("run.jsonl", "questions.jsonl", "truth.json"):
        if not (path / name).is_file():
            return [f"{path}: missing {name}"]
    problems += _check_run(path)
    world = World(path)
    problems += _check_frames(world)
    problems += _check_questions(world)
    return [f"{path.name}: {p}" for p in problems]


def _check_run(path: Path) -> list[str]:
    problems = []
    previous = -math.inf
    count = 0
    for line in read_run(path / "run.jsonl"):
        count += 1
        if line.error is not None:
            problems.append(f"run line {line.line}: {line.error.problem}")
            continue
        observation = line.observation
        assert observation is not None
        if observation.t <= previous:
            problems.append(f"run line {line.line}: time does not increase")
        previous = observation.t
        labels = observation.labels or ()
        boxes = observation.boxes
        if not observation.caption or not labels:
            problems.append(f"run line {line.line}: needs a caption and labels")
        if boxes is None or len(boxes) != len(labels):
            problems.append(f"run line {line.line}: one box per label expected")
    if count < 100:
        problems.append(f"run has only {count} lines")
    raw = [json.loads(line) for line in (path / "run.jsonl").read_text("utf-8").splitlines()]
    for number, record in enumerate(raw, start=1):
        for box in record.get("boxes") or []:
            if box is None:
                continue
            x0, y0, x1, y1 = box
            if not (0 <= x0 < x1 <= 1 and 0 <= y0 < y1 <= 1):
                problems.append(f"run line {number}: box {box} is not ordered fractions")
    return problems


def _check_frames(world: World) -> list[str]:
    problems = []
    if len(world.frames) != len(world.lines):
        return [f"truth has {len(world.frames)} frames, run has {len(world.lines)}"]
    for number, (frame, line) in enumerate(zip(world.frames, world.lines, strict=True), start=1):
        if abs(frame["t"] - line["t"]) > 1e-3:
            problems.append(f"frame {number}: time differs from the run")
            continue
        true = frame["true"]
        pose = line["pose"]
        if math.hypot(pose["x"] - true[0], pose["y"] - true[1]) > 1.2 or pose["z"] != true[2]:
            problems.append(f"frame {number}: recorded pose too far from the true pose")
        labels = line["labels"]
        # The object labels come first, in the order of the truth's sightings.
        for index, (instance, label, distance, bearing) in enumerate(frame["seen"]):
            if index >= len(labels) or labels[index] != label:
                problems.append(f"frame {number}: sighted label {label!r} not emitted")
                continue
            box = line["boxes"][index]
            if box is not None and box[0] > 0 and box[2] < 1:
                centre = (box[0] + box[2]) / 2
                if abs(centre - (0.5 - bearing / FOV)) > 2e-3:
                    problems.append(f"frame {number}: box of {label!r} is off its bearing")
            place, position = world.instance_at(instance, frame["t"])
            if place is None:
                problems.append(f"frame {number}: {instance} seen while absent")
            elif abs(math.hypot(position[0] - true[0], position[1] - true[1]) - distance) > 0.05:
                problems.append(f"frame {number}: {instance} distance does not match")
        for _, text in frame["mentioned"]:
            if text.lower() not in line["caption"].lower():
                problems.append(f"frame {number}: caption does not mention {text!r}")
    return problems


def _style_problems(text: str, phrasing: str, slots: dict[str, Any]) -> list[str]:
    out = []
    if phrasing == "texting":
        if text != text.lower() or re.search(r"[?!.,;'\"]", text):
            out.append("texting must be lower case without punctuation")
    elif phrasing == "child":
        if text != text.lower() or not text.endswith("?"):
            out.append("child must be lower case and end with '?'")
        if len(text.split()) > 16:
            out.append("child question too long")
        if re.search(r"\d:\d\d", text):
            out.append("child must not use clock times")
    else:
        if not text[0].isupper() or not text.endswith(("?", ".")):
            out.append(f"{phrasing} must start with a capital and end with '?' or '.'")
        if TEXTING_ABBREVIATIONS.search(text):
            out.append(f"{phrasing} must not use texting abbreviations")
    if phrasing == "supervisor":
        if re.search(r"n't|'re|'ll|'ve|\bI\b", text):
            out.append("supervisor must not use contractions or 'I'")
        if (
            "time" in slots
            and "clock" in slots
            and not ("UTC" in text or "before this query" in text)
        ):
            out.append("supervisor time references must be explicit")
        if re.search(r"\byou\b", text, re.IGNORECASE):
            out.append("supervisor speaks of 'the robot', not 'you'")
    if phrasing != "supervisor" and "the robot" in text.lower():
        out.append(f"{phrasing} speaks to the robot, not about it")
    return out


def _check_questions(world: World) -> list[str]:
    problems: list[str] = []
    questions = world.questions
    phrasing = world.meta["phrasing"]
    if not 90 <= len(questions) <= 110:
        problems.append(f"{len(questions)} questions (expected about 100)")
    counts = Counter(q.get("type") for q in questions)
    for kind in TYPES:
        if counts[kind] < 10:
            problems.append(f"only {counts[kind]} {kind} questions")
    ids = [q.get("id") for q in questions]
    if len(set(ids)) != len(ids):
        problems.append("question ids repeat")
    texts = [q.get("question") for q in questions]
    if len(set(texts)) != len(texts):
        problems.append("a question is asked twice")
    t_first, t_last = world.frame_times[0], world.frame_times[-1]
    for q in questions:
        qid = q.get("id")
        kind = q.get("type")
        truth = q.get("truth", {})
        if set(q) != {"id", "type", "question", "now", "at", "truth"}:
            problems.append(f"{qid}: fields {sorted(q)}")
            continue
        if kind not in TYPES:
            problems.append(f"{qid}: unknown type {kind!r}")
            continue
        if not isinstance(q["question"], str) or not q["question"].strip():
            problems.append(f"{qid}: empty question")
        now = q["now"]
        if not (isinstance(now, float | int) and t_first < now <= t_last + 60):
            problems.append(f"{qid}: now {now} outside the run")
            continue
        at = q["at"]
        if not (isinstance(at, list) and len(at) == 3 and all(math.isfinite(v) for v in at)):
            problems.append(f"{qid}: at must be [x, y, z]")
        elif math.dist(at, world.pose(now)) > 0.05:
            problems.append(f"{qid}: at is not the true position at now")
        key = TRUTH_KEY[kind]
        if key not in truth:
            problems.append(f"{qid}: truth lacks {key}")
            continue
        if truth.get("phrasing") != phrasing:
            problems.append(f"{qid}: phrasing label {truth.get('phrasing')!r} != {phrasing!r}")
        problems += [f"{qid}: {p}" for p in _check_value(kind, truth, now, world.t0)]
        problems += [f"{qid}: {p}" for p in _check_scoring(q)]
        problems += [
            f"{qid}: {p}" for p in _style_problems(q["question"], phrasing, truth.get("slots", {}))
        ]
        problems += [f"{qid}: {p}" for p in _check_truth(world, q)]
    return problems


def _check_value(kind: str, truth: dict[str, Any], now: float, t0: float) -> list[str]:
    if kind == "spatial":
        points = truth["positions"]
        if not points or not all(
            isinstance(p, list) and len(p) == 3 and all(math.isfinite(v) for v in p) for p in points
        ):
            return ["positions must be a non-empty list of [x, y, z]"]
    elif kind == "temporal":
        if not (t0 - 1 <= truth["time"] <= now):
            return ["time must lie between the run's start and now"]
    elif kind == "binary":
        if not isinstance(truth["binary"], bool):
            return ["binary must be true or false"]
    elif kind == "duration":
        if not (0 < truth["duration_s"] <= now - t0 + 2):
            return ["duration must be positive and no longer than the run so far"]
    elif kind == "text":
        words = truth["keywords"]
        if not words or not all(isinstance(w, str) and w.strip() for w in words):
            return ["keywords must be non-empty strings"]
    return []


def _check_scoring(question: dict[str, Any]) -> list[str]:
    truth = question["truth"]
    kind = question["type"]
    perfect: dict[str, Any] = {
        "spatial": {"position": truth.get("positions", [[0, 0, 0]])[0]},
        "temporal": {"time": truth.get("time")},
        "binary": {"binary": truth.get("binary")},
        "duration": {"duration_s": truth.get("duration_s")},
        "text": {"answer": f"It is {(truth.get('keywords') or [''])[0]}."},
    }[kind]
    out = []
    if not score(question, perfect).correct:
        out.append("a perfect answer does not score correct")
    empty = {"binary": not truth["binary"]} if kind == "binary" else {}
    if score(question, empty).correct:
        out.append("an empty answer scores correct")
    return out


def _check_truth(world: World, q: dict[str, Any]) -> list[str]:
    """Re-derives the truth of the subkinds that can be recomputed from the files."""
    truth = q["truth"]
    sub = truth.get("subkind")
    slots = truth.get("slots", {})
    now = q["now"]
    out: list[str] = []
    category = slots.get("object")
    seen = world.seen(category, now) if category else []
    if sub in ("last_seen", "first_seen", "since_seen", "where_last_seen", "where_robot_first_saw"):
        if not seen:
            return [f"{sub}: {category} was not seen by now"]
        last, first = seen[-1]["t"], seen[0]["t"]
        if sub == "last_seen" and abs(truth["time"] - last) > 1e-2:
            out.append("last_seen time is not the last sighting")
        if sub == "first_seen" and abs(truth["time"] - first) > 1e-2:
            out.append("first_seen time is not the first sighting")
        if sub == "since_seen" and abs(truth["duration_s"] - (now - last)) > 0.2:
            out.append("since_seen is not now minus the last sighting")
        if sub == "where_last_seen":
            expected = [s["position"] for s in seen if s["t"] == last]
            if not all(any(math.dist(p, e) < 0.05 for e in expected) for p in truth["positions"]):
                out.append("where_last_seen targets are not the last sighting")
        if (
            sub == "where_robot_first_saw"
            and math.dist(truth["positions"][0], world.pose(first)) > 0.05
        ):
            out.append("where_robot_first_saw target is not the robot's position")
    elif sub == "where_is":
        last_pos: dict[str, list[float]] = {}
        for s in seen:
            last_pos[s["instance"]] = s["position"]
        if sorted(map(tuple, truth["positions"])) != sorted({tuple(p) for p in last_pos.values()}):
            out.append("where_is targets are not the last sighted positions")
    elif sub == "seen_yes":
        if not seen or truth["binary"] is not True:
            out.append("seen_yes but not seen")
    elif sub == "seen_not_yet":
        if seen or truth["binary"] is not False:
            out.append("seen_not_yet but seen")
    elif sub in ("seen_no", "room_of_unseen"):
        name = slots.get("absent")
        if name is not None:
            if any(_word(text, name) for text in world.texts_until(math.inf)):
                out.append(f"absent thing {name!r} is named in the run")
            present = {i["category"] for i in world.instances.values()}
            for key in present:
                for label in world.truth["categories"][key]:
                    if _word(label, name) or _word(name, label):
                        out.append(f"absent thing {name!r} shares words with {label!r}")
        elif seen:
            out.append("unseen thing was seen")
    elif sub in ("where_was_i",):
        if min(math.dist(p, world.pose(slots["time"])) for p in truth["positions"]) > 0.05:
            out.append("where_was_i targets miss the true position")
    elif sub == "place_at_time":
        place = world.place_at(slots["time"])
        if set(truth["keywords"]) != set(world.places[place]["keywords"]):
            out.append("place_at_time keywords are not the place's")
    elif sub in (
        "total_in",
        "last_stay",
        "visited_yes",
        "visited_no",
        "enter_place",
        "leave_place",
    ):
        place = slots["place"]
        visits = [v for v in world.visits(now) if v[0] == place]
        if sub == "total_in" and abs(sum(e - s for _, s, e in visits) - truth["duration_s"]) > 0.2:
            out.append("total_in does not match the visits")
        if sub == "last_stay":
            done = [v for v in visits if v[2] < now - 1]
            if not done or abs(done[-1][2] - done[-1][1] - truth["duration_s"]) > 0.2:
                out.append("last_stay does not match the last completed visit")
        if sub.startswith("visited") and bool(visits) != truth["binary"]:
            out.append("visited does not match the trajectory")
        if sub == "enter_place" and not any(abs(s - truth["time"]) < 1e-3 for _, s, _ in visits):
            out.append("enter_place time is not a visit start")
        if sub == "leave_place" and not any(abs(e - truth["time"]) < 1e-3 for _, _, e in visits):
            out.append("leave_place time is not a visit end")
    elif sub == "ride":
        if not any(abs(r[4] - truth["time"]) < 1e-3 for r in world.truth["rides"]):
            out.append("ride time is not a ride start")
    elif sub == "crossing":
        if not any(abs(c[0] - truth["time"]) < 1e-3 for c in world.truth["crossings"]):
            out.append("crossing time is not a crossing")
    elif sub == "outdoors_total":
        total = sum(e - s for p, s, e in world.visits(now) if world.outdoor(p))
        if abs(total - truth["duration_s"]) > 0.2:
            out.append("outdoors_total does not match the visits")
    elif sub == "outside_now":
        if world.outdoor(world.place_at(now)) != truth["binary"]:
            out.append("outside_now does not match the trajectory")
    elif sub == "colour_of":
        colour = truth["keywords"][0]
        said = any(world.instances[s["instance"]]["colour"] == colour for s in seen)
        texts = world.texts_until(now)
        if not said or not any(_word(t, colour) for t in texts):
            out.append("colour_of colour was never emitted by now")
    elif sub == "in_place_no":
        if any(s["place"] == slots["place"] for s in seen):
            out.append("in_place_no but sighted there")
    elif sub == "in_place_yes":
        last_place: dict[str, str | None] = {}
        for s in seen:
            last_place[s["instance"]] = s["place"]
        if slots["place"] not in last_place.values():
            out.append("in_place_yes but not last sighted there")
    return out


def check_determinism(path: Path) -> list[str]:
    """Generates the world again in a fresh interpreter and compares the files."""
    meta = json.loads((path / "truth.json").read_text("utf-8"))["meta"]
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "again"
        command = [
            sys.executable,
            "-m",
            "sim_eval.sim.generator_f",
            str(out),
            "--family",
            meta["family"],
            "--seed",
            str(meta["seed"]),
            "--phrasing",
            meta["phrasing"],
        ]
        if meta.get("captioner"):
            command += ["--captioner", meta["captioner"]]
        env = {**os.environ, "PYTHONHASHSEED": "12345"}
        subprocess.run(command, check=True, env=env, capture_output=True)
        return [
            f"{path.name}: {name} differs when generated again"
            for name in ("run.jsonl", "questions.jsonl", "truth.json")
            if not filecmp.cmp(path / name, out / name, shallow=False)
        ]


def summary(path: Path) -> str:
    questions = [
        json.loads(line) for line in (path / "questions.jsonl").read_text("utf-8").splitlines()
    ]
    counts = Counter(q["type"] for q in questions)
    lines = sum(1 for _ in (path / "run.jsonl").open("rb"))
    per_type = " ".join(f"{k}={counts[k]}" for k in TYPES)
    return f"{path.name}: {lines} frames, {len(questions)} questions ({per_type})"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m sim_eval.sim.generator_f.validate")
    parser.add_argument("worlds", nargs="+", type=Path, help="world directories")
    parser.add_argument(
        "--determinism", action="store_true", help="also regenerate each world and compare"
    )
    args = parser.parse_args(argv)
    failed = 0
    for path in args.worlds:
        problems = check_world(path)
        if args.determinism and not problems:
            problems += check_determinism(path)
        if problems:
            failed += 1
            print(f"FAIL {path}")
            for problem in problems[:40]:
                print(f"  {problem}")
            if len(problems) > 40:
                print(f"  ... and {len(problems) - 40} more")
        else:
            print(f"ok   {summary(path)}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

"""Checks of one written world against the contract, the camera model, the scorer and the
run's own evidence. Imports memory_core and sim_eval.scoring for checking only."""

from __future__ import annotations

import itertools
import json
import math
import re
from pathlib import Path
from typing import Any

from memory_core import camera, runfile
from sim_eval import scoring

QUESTION_KEYS = ["id", "type", "question", "now", "at", "truth", "subkind", "slots"]
TRUTH_KEYS = {
    "spatial": ["positions"],
    "temporal": ["time"],
    "binary": ["binary"],
    "duration": ["duration_s"],
    "text": ["keywords"],
}
HERE_WORDS = re.compile(r"\b(me|here|i|i'm|am i)\b", re.IGNORECASE)
STATE_SUFFIX = re.compile(r" \[[a-z]+\]$")


class Problems(list[str]):
    def need(self, ok: bool, message: str) -> None:
        if not ok:
            self.append(message)


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def check_world(folder: Path) -> Problems:
    problems = Problems()
    truth = json.loads((folder / "truth.json").read_text(encoding="utf-8"))
    lines = read_jsonl(folder / "run.jsonl")
    questions = read_jsonl(folder / "questions.jsonl")
    _check_run(folder, lines, truth, problems)
    _check_questions(questions, truth, problems)
    _check_evidence(lines, questions, truth, problems)
    return problems


def _check_run(folder: Path, lines: list[dict], truth: dict, problems: Problems) -> None:
    path = folder / "run.jsonl"
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        try:
            runfile.parse_line(raw, path, number)
        except runfile.RunLineError as error:
            problems.append(f"line {number}: {error.problem}")
    times = [line["t"] for line in lines]
    gaps = [b - a for a, b in itertools.pairwise(times)]
    problems.need(all(0.999 <= g <= 4.001 for g in gaps), "frame gap outside 1-4 s")
    minutes = (times[-1] - times[0]) / 60
    problems.need(25 <= minutes <= 45, f"run lasts {minutes:.1f} min")
    hfov = truth["hfov_rad"]
    for line, frame in zip(lines, truth["frames"], strict=True):
        problems.need(
            line["labels"] == [d["label"] for d in frame["detections"]],
            f"frame {frame['i']}: labels differ from truth",
        )
        problems.need(
            set(line) == {"t", "pose", "caption", "labels", "boxes"},
            f"frame {frame['i']}: fields {sorted(line)}",
        )
        for box, det in zip(line["boxes"], frame["detections"], strict=True):
            if det["bearing"] is None or box is None:
                continue
            off = abs(camera.bearing_of(tuple(box), hfov) - det["bearing"])
            problems.need(off <= 0.002, f"frame {frame['i']}: box bearing off by {off:.4f}")
    problems.need(len(lines) == len(truth["frames"]), "frame count differs from truth")


def perfect_answer(question: dict) -> dict[str, Any]:
    truth = question["truth"]
    return {
        "spatial": lambda: {"position": truth["positions"][0]},
        "temporal": lambda: {"time": truth["time"]},
        "binary": lambda: {"binary": truth["binary"]},
        "duration": lambda: {"duration_s": truth["duration_s"]},
        "text": lambda: {"answer": f"I believe it is {truth['keywords'][0]}."},
    }[question["type"]]()


def wrong_answer(question: dict) -> dict[str, Any]:
    truth = question["truth"]
    return {
        "spatial": lambda: {"position": [p + 5000.0 for p in truth["positions"][0]]},
        "temporal": lambda: {"time": truth["time"] + 3600.0},
        "binary": lambda: {"binary": not truth["binary"]},
        "duration": lambda: {"duration_s": truth["duration_s"] * 3 + 100},
        "text": lambda: {"answer": "no idea"},
    }[question["type"]]()


def _check_questions(questions: list[dict], truth: dict, problems: Problems) -> None:
    problems.need(len(questions) == 100, f"{len(questions)} questions")
    problems.need(len({q["id"] for q in questions}) == len(questions), "duplicate ids")
    for kind in TRUTH_KEYS:
        count = sum(1 for q in questions if q["type"] == kind)
        problems.need(count == 20, f"{count} {kind} questions")
    for q in questions:
        qid = q["id"]
        problems.need(list(q) == QUESTION_KEYS, f"{qid}: keys {list(q)}")
        problems.need(sorted(q["truth"]) == TRUTH_KEYS[q["type"]], f"{qid}: truth keys")
        problems.need(truth["t_start"] <= q["now"] <= truth["t_end"] + 120, f"{qid}: now")
        if q["at"] is not None:
            problems.need(
                len(q["at"]) == 3 and all(math.isfinite(v) for v in q["at"]), f"{qid}: at"
            )
            problems.need(bool(HERE_WORDS.search(q["question"])), f"{qid}: no here-word")
        problems.need(scoring.score(q, perfect_answer(q)).correct, f"{qid}: perfect answer wrong")
        problems.need(not scoring.score(q, wrong_answer(q)).correct, f"{qid}: wrong answer right")
        problems.need("{" not in q["question"] and "}" not in q["question"], f"{qid}: template")
        if q["type"] == "temporal":
            problems.need(q["truth"]["time"] <= q["now"], f"{qid}: time after now")
        if q["type"] == "duration":
            problems.need(q["truth"]["duration_s"] > 0, f"{qid}: duration")


def _base_label(label: str, colours: set[str]) -> str:
    label = STATE_SUFFIX.sub("", label)
    first, _, rest = label.partition(" ")
    return rest if first in colours and rest else label


def _check_evidence(
    lines: list[dict], questions: list[dict], truth: dict, problems: Problems
) -> None:
    classes = {c["noun"]: c for c in truth["classes"]}
    colours = {c for cls in truth["classes"] for c in cls["colours"]} | {
        "red",
        "blue",
        "green",
        "yellow",
        "black",
        "white",
        "grey",
        "orange",
        "purple",
        "pink",
        "brown",
        "silver",
    }
    times = [line["t"] for line in lines]

    def before(now: float) -> list[dict]:
        return [line for line in lines if line["t"] <= now]

    for q in questions:
        qid, sub, slots, now = q["id"], q["subkind"], q["slots"], q["now"]
        seen_lines = before(now)
        if sub in ("seen_never", "seen_not_yet"):
            labels = set(classes[slots["obj"]]["labels"])
            named = any(
                _base_label(lab, colours) in labels for line in seen_lines for lab in line["labels"]
            )
            problems.need(not named, f"{qid}: '{slots['obj']}' labelled before now")
            if sub == "seen_never":
                pattern = re.compile(rf"\b{re.escape(slots['obj'])}\b", re.IGNORECASE)
                problems.need(
                    not any(pattern.search(line["caption"]) for line in lines),
                    f"{qid}: never-present class in a caption",
                )
        if sub == "sign_text":
            said = [m for line in seen_lines for m in re.findall(r'"([^"]+)"', line["caption"])]
            problems.need(
                any(k.lower() in s.lower() for s in said for k in q["truth"]["keywords"]),
                f"{qid}: keywords never quoted by now",
            )
        if sub in ("colour_yes", "colour_of"):
            colour = slots.get("colour") or q["truth"]["keywords"][0]
            problems.need(
                any(
                    colour in line["caption"].lower()
                    or any(lab.startswith(colour + " ") for lab in line["labels"])
                    for line in seen_lines
                ),
                f"{qid}: colour never said by now",
            )
        if sub in ("last_seen", "first_seen", "passed"):
            problems.need(q["truth"]["time"] in times, f"{qid}: truth time is not a frame time")
        for key in ("place", "place_a", "place_b"):
            if key in slots:
                words = re.sub(r"^(the|room|booth|glasshouse|yard|bay|shed) ", "", slots[key])
                problems.need(
                    any(words.lower() in line["caption"].lower() for line in seen_lines),
                    f"{qid}: place not named by now",
                )

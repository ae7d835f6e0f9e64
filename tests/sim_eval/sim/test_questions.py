from __future__ import annotations

import math
from collections import Counter

from sim_eval.sim import Simulation
from sim_eval.sim.catalog import ABSENT
from sim_eval.sim.questions import TYPES


def _detected_by(sim: Simulation, now: float) -> dict[str, set[str]]:
    """category -> object ids really detected at or before now (computed from scratch)."""
    seen: dict[str, set[str]] = {}
    for frame, detections in zip(sim.frames, sim.detections, strict=True):
        if frame.t > now:
            break
        for d in detections:
            if d.object_id is not None:
                seen.setdefault(d.category, set()).add(d.object_id)
    return seen


def test_records_have_the_batch_shape_and_every_type(sim: Simulation) -> None:
    assert Counter(q["type"] for q in sim.questions) == dict.fromkeys(TYPES, 12)
    assert len({q["id"] for q in sim.questions}) == len(sim.questions)
    frames = {frame.t: frame for frame in sim.frames}
    for q in sim.questions:
        assert set(q) == {"id", "type", "question", "now", "at", "truth"}
        assert q["question"][0].isupper() and q["question"][-1] in "?."
        frame = frames[q["now"]]  # asked at a frame's time, from where the robot really was
        assert math.dist(q["at"][:2], frame.xy) < 0.01 and q["at"][2] == 0.0
    assert any(q["now"] < sim.frames[-1].t for q in sim.questions)  # some are mid-run
    assert len({q["question"] for q in sim.questions}) > 0.8 * len(sim.questions)


def test_truth_uses_nothing_after_now(sim: Simulation) -> None:
    for q in sim.questions:
        truth, now = q["truth"], q["now"]
        seen = _detected_by(sim, now)
        if "time" in truth:
            assert sim.frames[0].t <= truth["time"] <= now
        if "end" in truth:
            assert truth["start"] < truth["end"] <= now
            assert math.isclose(truth["duration_s"], truth["end"] - truth["start"], abs_tol=0.1)
        if q["type"] == "spatial":
            known = set().union(*seen.values())
            assert truth["object_ids"] and set(truth["object_ids"]) <= known
            closest = min(truth["positions"], key=lambda p: math.dist(p[:2], q["at"][:2]))
            assert truth["closest"] == closest
        if q["type"] == "binary" and "anchor" not in truth and "colour" not in truth:
            assert truth["binary"] == (truth["category"] in seen)
        if q["type"] == "text":
            assert truth["keywords"] and all(k == k.lower() for k in truth["keywords"])
            assert set(truth["object_ids"]) <= set().union(*seen.values())


def test_a_mid_run_moment_does_not_see_later_sightings(sim: Simulation) -> None:
    history = sim.history()
    mid = sim.frames[len(sim.frames) // 2].t
    end = sim.frames[-1].t
    later = [c for c in history.seen_categories(end) if c not in history.seen_categories(mid)]
    assert later, "some things are first seen in the second half"
    category = later[0]
    assert history.seen([category], mid) == []
    assert history.last_seen(history.seen([category], end), mid) is None
    both = [
        c
        for c in history.seen_categories(mid)
        if (history.last_seen(history.seen([c], end), end) or 0) > mid
    ]
    assert both
    objects = history.seen([both[0]], end)
    assert (history.last_seen(objects, mid) or 0) <= mid < (history.last_seen(objects, end) or 0)


def test_binary_questions_have_both_answers_and_absent_things(sim: Simulation) -> None:
    binary = [q for q in sim.questions if q["type"] == "binary"]
    answers = Counter(q["truth"]["binary"] for q in binary)
    assert answers[True] >= 2 and answers[False] >= 2
    absent = [q for q in binary if q["truth"].get("reason") == "absent"]
    assert absent and all(q["truth"]["category"] in ABSENT for q in absent)
    assert all(not q["truth"]["binary"] for q in absent)
    said = {d.label for detections in sim.detections for d in detections}
    assert not said & set(ABSENT)


def test_text_questions_never_give_the_answer_away(sim: Simulation) -> None:
    for q in sim.questions:
        if q["type"] == "text":
            assert not any(k in q["question"].lower() for k in q["truth"]["keywords"])

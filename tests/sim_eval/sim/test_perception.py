from __future__ import annotations

import math

import numpy as np
import pytest

from memory_core.camera import bearing_of
from sim_eval.sim import Simulation
from sim_eval.sim.catalog import CATEGORIES


def test_labels_come_from_objects_in_view_or_are_marked_hallucinations(sim: Simulation) -> None:
    sensor = sim.sensor
    hallucinations = 0
    for frame, detections, line in zip(sim.frames, sim.detections, sim.run_lines(), strict=True):
        assert line["labels"] == [d.label for d in detections]
        for detection in detections:
            if detection.object_id is None:
                hallucinations += 1
                assert detection.category in CATEGORIES
                continue
            obj = sim.world.object(detection.object_id)
            reach = sensor.range_indoor_m if frame.indoor else sensor.range_outdoor_m
            assert math.dist(frame.xy, obj.xy) <= reach * CATEGORIES[obj.category].reach + 1e-9
            bearing = math.atan2(obj.y - frame.y, obj.x - frame.x) - frame.yaw
            assert abs(math.remainder(bearing, math.tau)) <= sensor.fov_rad / 2 + 1e-9
            assert obj.indoor == frame.indoor
            if frame.indoor:
                assert obj.building == frame.building
    assert 0 < hallucinations < 0.1 * len(sim.frames)


def test_each_label_has_a_box_centred_on_its_bearing(sim: Simulation) -> None:
    errors = []
    for detections, line in zip(sim.detections, sim.run_lines(), strict=True):
        assert len(line["boxes"]) == len(line["labels"])
        for detection, box in zip(detections, line["boxes"], strict=True):
            assert 0.0 <= box[0] <= box[2] <= 1.0 and 0.0 <= box[1] <= box[3] <= 1.0
            if detection.bearing is not None and box[0] > 0.0 and box[2] < 1.0:
                errors.append(bearing_of(box, sim.sensor.fov_rad) - detection.bearing)
    assert errors and abs(float(np.mean(errors))) < 0.01
    assert float(np.std(errors)) == pytest.approx(sim.sensor.box_bearing_sigma_rad, rel=0.3)


def test_labels_vary_and_repeat_for_several_instances(sim: Simulation) -> None:
    words_for: dict[str, set[str]] = {}
    repeated = 0
    for detections in sim.detections:
        labels = [d.label for d in detections]
        repeated += len(labels) != len(set(labels))
        for d in detections:
            if d.object_id is not None:
                words_for.setdefault(d.category, set()).add(d.label)
    assert repeated > 10
    assert any(
        " " in w and w.split()[0] in ("red", "blue", "grey", "green")
        for ws in words_for.values()
        for w in ws
    )
    assert sum(len(words) >= 3 for words in words_for.values()) >= 10


def test_reported_pose_is_noisy_but_close(sim: Simulation) -> None:
    errors = [
        math.dist(f.xy, (p["x"], p["y"])) for f, p in zip(sim.frames, sim.reported, strict=True)
    ]
    mean = sum(errors) / len(errors)
    assert 0.15 < mean < 0.6 and max(errors) < 2.0
    assert all(p["z"] == 0.0 for p in sim.reported)


def test_captions_are_natural_length_and_say_where_and_what_happened(sim: Simulation) -> None:
    for frame, caption in zip(sim.frames, sim.captions, strict=True):
        words = len(caption.text.split())
        assert 15 <= words <= 40, caption.text
        region = sim.world.regions[frame.region]
        for event in frame.events:
            assert f"building {event.building}" in caption.text
        if not frame.events:
            assert region.name in caption.text
    texts = {caption.text for caption in sim.captions}
    assert len(texts) > 0.9 * len(sim.captions)
    assert any('"' in text for text in texts)  # a sign read out

"""Run-file lines: parsed exactly, or rejected naming the line and the field."""

from __future__ import annotations

from pathlib import Path

import pytest

from memory_core.runfile import RunLineError, parse_line, read_run
from memory_core.types import Pose

RUN = Path("/data/run.jsonl")


def test_a_full_line_becomes_an_observation() -> None:
    observation = parse_line(
        '{"t": 1767225600.5, "pose": {"x": 12.5, "y": -3, "z": 0.2, "yaw": 1.57},'
        ' "caption": "a hall", "labels": ["red couch", "door", "door"], "image": "f/1.jpg"}',
        RUN,
        7,
    )
    assert observation.t == 1767225600.5
    assert observation.pose == Pose(12.5, -3.0, 0.2, 1.57)
    assert observation.labels == ("red couch", "door", "door")
    assert observation.image == "/data/f/1.jpg", "image paths are relative to the run file"
    assert observation.source == "run.jsonl:7"


def test_boxes_are_one_per_label_in_image_fractions_or_null() -> None:
    observation = parse_line(
        '{"t": 1, "pose": {"x": 0, "y": 0}, "caption": "", "labels": ["bench", "tree"],'
        ' "boxes": [[0.1, 0.3, 0.4, 0.9], null]}',
        RUN,
        1,
    )
    assert observation.boxes == ((0.1, 0.3, 0.4, 0.9), None)
    assert parse_line('{"t": 1, "pose": {"x": 0, "y": 0}, "labels": []}', RUN, 1).boxes is None


def test_z_and_yaw_default_to_zero() -> None:
    observation = parse_line('{"t": 1, "pose": {"x": 1, "y": 2}, "labels": []}', RUN, 1)
    assert observation.pose == Pose(1.0, 2.0, 0.0, 0.0) and observation.caption is None


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("[1, 2]", "expected a JSON object, got list"),
        ('{"pose": {"x": 0, "y": 0}, "labels": []}', 'missing "t"'),
        ('{"t": true, "pose": {"x": 0, "y": 0}, "labels": []}', '"t" must be a number'),
        ('{"t": NaN, "pose": {"x": 0, "y": 0}, "labels": []}', '"t" must be finite'),
        ('{"t": 1, "pose": [0, 0], "labels": []}', 'missing "pose" object'),
        ('{"t": 1, "pose": {"x": 0}, "labels": []}', 'missing "pose.y"'),
        ('{"t": 1, "pose": {"x": 0, "y": 0}, "labels": "door"}', "list of strings"),
        ('{"t": 1, "pose": {"x": 0, "y": 0}, "caption": 5}', '"caption" must be a string'),
        ('{"t": 1, "pose": {"x": 0, "y": 0}}', 'needs "caption" and "labels"'),
        ('{"t": 1, "pose": {"x": 0, "y": 0}, "labls": []}', "unknown field(s) labls"),
        ('{"t": 1, "pose": {"x": 0, "y": 0', "not valid JSON"),
        (
            '{"t": 1, "pose": {"x": 0, "y": 0}, "caption": "", "boxes": []}',
            '"boxes" needs "labels"',
        ),
        (
            '{"t": 1, "pose": {"x": 0, "y": 0}, "labels": ["a"], "boxes": []}',
            "one box [x0, y0, x1, y1] (or null)",
        ),
        (
            '{"t": 1, "pose": {"x": 0, "y": 0}, "labels": ["a"], "boxes": [[0, 0, 640, 480]]}',
            "\"boxes\"[0] ('a'): box [0, 0, 640, 480] is not in image fractions",
        ),
        # Values the memory cannot hold: each was accepted or crashed the ingest before.
        (
            '{"t": 1767225600000, "pose": {"x": 0, "y": 0}, "labels": []}',
            '"t" must be POSIX seconds between 1970 and 2200, got 1767225600000 '
            "(is it in milliseconds? divide by 1000)",
        ),
        ('{"t": 1e308, "pose": {"x": 0, "y": 0}, "labels": []}', '"t" must be POSIX seconds'),
        ('{"t": -1, "pose": {"x": 0, "y": 0}, "labels": []}', '"t" must be POSIX seconds'),
        (
            '{"t": 1, "pose": {"x": 1' + "0" * 400 + ', "y": 0}, "labels": []}',
            '"pose.x" is too large to be a number',
        ),
        ('{"t": 1, "pose": {"x": 0, "y": 0, "z": -2e9}, "labels": []}', '"pose.z" is -2000000000'),
        ('{"t": 1, "pose": {"x": 0, "y": 0, "yaw": Infinity}, "labels": []}', '"pose.yaw" must'),
        ('{"t": 1' + "0" * 5000 + "}", "a number with more than 4300 digits"),
        ("[" * 100_000, "nested too deeply"),
        ('{"t": 1, "pose": {"x": 0, "y": 0}, "caption": "\\udc80"}', '"caption" holds'),
        ('{"t": 1, "pose": {"x": 0, "y": 0}, "labels": ["ok", "\\ud800"]}', '"labels" holds'),
        (
            '{"t": 1, "pose": {"x": 0, "y": 0}, "labels": ["a"], "boxes": [[1'
            + "0" * 400
            + ", 0, 1, 1]]}",
            "a box is [x0, y0, x1, y1]: four numbers",
        ),
        (
            '{"t": 1, "pose": {"x": 0, "y": 0}, "labels": [' + ", ".join(['"chair"'] * 257) + "]}",
            '"labels" has 257 labels; a frame may have at most 256 '
            "(config builder.max_labels_per_frame)",
        ),
    ],
)
def test_a_malformed_line_names_the_file_line_and_problem(text: str, problem: str) -> None:
    with pytest.raises(RunLineError) as raised:
        parse_line(text, RUN, 12)
    assert str(raised.value).startswith("/data/run.jsonl:12: ")
    assert problem in raised.value.problem


def test_reading_a_run_skips_blank_lines_and_keeps_line_numbers(tmp_path: Path) -> None:
    run = tmp_path / "run.jsonl"
    good = b'{"t": 1, "pose": {"x": 0, "y": 0}, "labels": []}\n'
    run.write_bytes(b"\n" + good + b"\n{oops\n\xff\xfe\n" + good)
    lines = list(read_run(run))
    assert [line.line for line in lines] == [2, 4, 5, 6]
    assert [line.observation is not None for line in lines] == [True, False, False, True]
    assert lines[2].error is not None and "not UTF-8" in str(lines[2].error)


def test_the_label_limit_comes_from_the_caller() -> None:
    line = '{"t": 1, "pose": {"x": 0, "y": 0}, "labels": ["a", "b", "c"]}'
    assert parse_line(line, RUN, 1, max_labels=3).labels == ("a", "b", "c")
    with pytest.raises(RunLineError, match="at most 2 "):
        parse_line(line, RUN, 1, max_labels=2)


def test_a_line_the_memory_cannot_hold_costs_only_that_line(tmp_path: Path) -> None:
    good = '{"t": %d, "pose": {"x": 0, "y": 0}, "labels": ["door"]}\n'
    bad = [
        '{"t": 5, "pose": {"x": 1' + "0" * 400 + ', "y": 0}, "labels": []}\n',
        "[" * 100_000 + "\n",
        '{"t": 1767225600000, "pose": {"x": 0, "y": 0}, "labels": []}\n',
    ]
    run = tmp_path / "run.jsonl"
    run.write_text(good % 1 + "".join(bad) + good % 9)

    lines = list(read_run(run))

    assert [line.observation.t for line in lines if line.observation] == [1.0, 9.0]
    assert [line.error.line for line in lines if line.error] == [2, 3, 4]

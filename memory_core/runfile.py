"""Recorded runs: JSON Lines, one observation per line (the contract in DESIGN.md).

{"t": 1767225600.0, "pose": {"x": 12.5, "y": -3.0, "z": 0.0, "yaw": 1.57},
 "caption": "...", "labels": ["red couch", "door"], "image": "frames/0001.jpg",
 "boxes": [[0.1, 0.4, 0.35, 0.8], null]}

``boxes`` is optional: one per label, [x0, y0, x1, y1] as fractions of the
image width and height, or null for a label without a box.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

from memory_core.camera import Box, check_label_boxes
from memory_core.types import Observation, Pose

KNOWN_FIELDS = {"t", "pose", "caption", "labels", "image", "boxes"}


class RunLineError(ValueError):
    """One line of a run file is malformed."""

    def __init__(self, path: Path, line: int, problem: str) -> None:
        super().__init__(f"{path}:{line}: {problem}")
        self.path = path
        self.line = line
        self.problem = problem


@dataclass(frozen=True)
class RunLine:
    """A parsed line: either an observation or the error that line has."""

    line: int
    observation: Observation | None = None
    error: RunLineError | None = None


def read_run(path: str | Path) -> Iterator[RunLine]:
    """Every non-blank line of a run file, parsed; errors are returned, not raised."""
    path = Path(path)
    with _open_run(path) as handle:
        for number, raw in enumerate(handle, start=1):
            if not raw.strip():
                continue
            try:
                yield RunLine(number, observation=parse_line(raw.decode("utf-8"), path, number))
            except RunLineError as error:
                yield RunLine(number, error=error)
            except UnicodeDecodeError:
                yield RunLine(number, error=RunLineError(path, number, "is not UTF-8 text"))


def count_lines(path: str | Path) -> int:
    """Non-blank lines, for a progress bar's total."""
    with _open_run(Path(path)) as handle:
        return sum(1 for line in handle if line.strip())


def _open_run(path: Path) -> BinaryIO:
    """Binary, so one undecodable line is reported as such instead of ending the read."""
    try:
        return path.open("rb")
    except OSError as error:
        raise FileNotFoundError(f"cannot read run file {path}: {error.strerror}") from None


def json_object(text: str) -> dict[str, Any]:
    """``text`` as a JSON object; ValueError saying what it is instead (shared with ROS)."""
    try:
        record = json.loads(text)
    except json.JSONDecodeError as error:
        raise ValueError(f"not valid JSON ({error.msg} at column {error.colno})") from None
    if not isinstance(record, dict):
        raise ValueError(f"expected a JSON object, got {type(record).__name__}")
    return record


def parse_line(text: str, path: Path, line: int) -> Observation:
    """One observation from one JSON line; raises RunLineError naming the field at fault."""

    def fail(problem: str) -> RunLineError:
        return RunLineError(path, line, problem)

    try:
        record = json_object(text)
    except ValueError as error:
        raise fail(str(error)) from None
    unknown = sorted(set(record) - KNOWN_FIELDS)
    if unknown:
        raise fail(
            f"unknown field(s) {', '.join(unknown)}; known: {', '.join(sorted(KNOWN_FIELDS))}"
        )
    if "t" not in record:
        raise fail('missing "t" (POSIX seconds)')
    t = _number(record["t"], "t", fail)
    pose_record = record.get("pose")
    if not isinstance(pose_record, dict):
        raise fail('missing "pose" object {"x", "y", "z", "yaw"} (metres, radians)')
    for axis in ("x", "y"):
        if axis not in pose_record:
            raise fail(f'missing "pose.{axis}"')
    x, y, z, yaw = (
        _number(pose_record.get(axis, 0.0), f"pose.{axis}", fail) for axis in ("x", "y", "z", "yaw")
    )
    pose = Pose(x, y, z, yaw)
    caption = record.get("caption")
    if caption is not None and not isinstance(caption, str):
        raise fail(f'"caption" must be a string, got {type(caption).__name__}')
    labels = record.get("labels")
    if labels is not None:
        if not isinstance(labels, list) or not all(isinstance(label, str) for label in labels):
            raise fail('"labels" must be a list of strings')
        labels = tuple(labels)
    boxes = _boxes(record.get("boxes"), labels, fail)
    image = record.get("image")
    if image is not None and not isinstance(image, str):
        raise fail('"image" must be a path string relative to the run file')
    if labels is None and caption is None and image is None:
        raise fail('needs "caption" and "labels", or an "image" to perceive')
    return Observation(
        t=t,
        pose=pose,
        caption=caption,
        labels=labels,
        boxes=boxes,
        image=str(path.parent / image) if image else None,
        source=f"{path.name}:{line}",
    )


def _boxes(
    value: Any, labels: tuple[str, ...] | None, fail: Callable[[str], RunLineError]
) -> tuple[Box | None, ...] | None:
    if value is None:
        return None
    if labels is None:
        raise fail('"boxes" needs "labels": one box per label')
    try:
        return check_label_boxes(value, labels)
    except ValueError as error:
        raise fail(str(error)) from None


def _number(value: Any, name: str, fail: Callable[[str], RunLineError]) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise fail(f'"{name}" must be a number, got {json.dumps(value)}')
    number = float(value)
    if not math.isfinite(number):
        raise fail(f'"{name}" must be finite, got {value}')
    return number

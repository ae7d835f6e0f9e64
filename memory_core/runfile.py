"""Recorded runs: JSON Lines, one observation per line (the contract in DESIGN.md).

{"t": 1767225600.0, "pose": {"x": 12.5, "y": -3.0, "z": 0.0, "yaw": 1.57},
 "caption": "...", "labels": ["red couch", "door"], "image": "frames/0001.jpg",
 "boxes": [[0.1, 0.4, 0.35, 0.8], null]}

``boxes`` is optional: one per label, [x0, y0, x1, y1] as fractions of the
image width and height, or null for a label without a box. Numbers pass
memory_core.validation (plausible POSIX seconds, map coordinates), so whatever a
line holds, it becomes an Observation or a RunLineError: nothing else is raised.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

from memory_core.camera import Box, check_label_boxes
from memory_core.config import BuilderConfig
from memory_core.types import Observation, Pose
from memory_core.validation import (
    ValidationError,
    coordinate,
    epoch_seconds,
    finite_number,
    utf8_text,
)

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


def read_run(
    path: str | Path, max_labels: int = BuilderConfig.max_labels_per_frame
) -> Iterator[RunLine]:
    """Every non-blank line of a run file, parsed; errors are returned, not raised."""
    path = Path(path)
    with _open_run(path) as handle:
        for number, raw in enumerate(handle, start=1):
            if not raw.strip():
                continue
            try:
                observation = parse_line(raw.decode("utf-8"), path, number, max_labels)
                yield RunLine(number, observation=observation)
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
    except RecursionError:
        raise ValueError(
            "JSON nested too deeply to read (arrays or objects in each other)"
        ) from None
    except ValueError:  # the only other: an integer past Python's 4300-digit limit
        raise ValueError("holds a number with more than 4300 digits") from None
    if not isinstance(record, dict):
        raise ValueError(f"expected a JSON object, got {type(record).__name__}")
    return record


def parse_line(
    text: str, path: Path, line: int, max_labels: int = BuilderConfig.max_labels_per_frame
) -> Observation:
    """One observation from one JSON line; raises RunLineError naming the field at fault
    (and nothing else, whatever the line holds)."""
    try:
        return _observation(text, path, line, max_labels)
    except ValueError as error:  # ValidationError, or a box json_object/camera refused
        raise RunLineError(path, line, str(error)) from None


def _observation(text: str, path: Path, line: int, max_labels: int) -> Observation:
    """The line's observation; ValueError (most often ValidationError) saying what is wrong."""
    record = json_object(text)
    unknown = sorted(set(record) - KNOWN_FIELDS)
    if unknown:
        raise ValidationError(
            f"unknown field(s) {', '.join(unknown)}; known: {', '.join(sorted(KNOWN_FIELDS))}"
        )
    if "t" not in record:
        raise ValidationError('missing "t" (POSIX seconds)')
    t = epoch_seconds(record["t"], "t")
    pose_record = record.get("pose")
    if not isinstance(pose_record, dict):
        raise ValidationError('missing "pose" object {"x", "y", "z", "yaw"} (metres, radians)')
    for axis in ("x", "y"):
        if axis not in pose_record:
            raise ValidationError(f'missing "pose.{axis}"')
    pose = pose_from_json(pose_record)
    caption = record.get("caption")
    if caption is not None and not isinstance(caption, str):
        raise ValidationError(f'"caption" must be a string, got {type(caption).__name__}')
    labels = record.get("labels")
    if labels is not None:
        labels = check_labels(labels, max_labels)
    boxes = _boxes(record.get("boxes"), labels)
    image = record.get("image")
    if image is not None and (not isinstance(image, str) or "\0" in image):
        raise ValidationError('"image" must be a path string relative to the run file')
    utf8_text(caption, "caption")
    utf8_text(image, "image")
    if labels is None and caption is None and image is None:
        raise ValidationError('needs "caption" and "labels", or an "image" to perceive')
    return Observation(
        t=t,
        pose=pose,
        caption=caption,
        labels=labels,
        boxes=boxes,
        image=str(path.parent / image) if image else None,
        source=f"{path.name}:{line}",
    )


def _boxes(value: Any, labels: tuple[str, ...] | None) -> tuple[Box | None, ...] | None:
    if value is None:
        return None
    if labels is None:
        raise ValidationError('"boxes" needs "labels": one box per label')
    return check_label_boxes(value, labels)


def pose_from_json(record: dict[str, Any]) -> Pose:
    """``{"x", "y", "z"?, "yaw"?}`` as a Pose: coordinates in metres, yaw finite (shared with ROS).

    ValidationError names the field at fault.
    """
    x, y, z = (coordinate(record.get(axis, 0.0), f"pose.{axis}") for axis in ("x", "y", "z"))
    return Pose(x, y, z, finite_number(record.get("yaw", 0.0), "pose.yaw"))


def check_labels(value: Any, max_labels: int) -> tuple[str, ...]:
    """A frame's labels: a list of at most ``max_labels`` strings (shared with ROS)."""
    if not isinstance(value, list):
        raise ValidationError('"labels" must be a list of strings')
    if len(value) > max_labels:
        raise ValidationError(
            f'"labels" has {len(value)} labels; a frame may have at most {max_labels} '
            "(config builder.max_labels_per_frame)"
        )
    for label in value:
        if not isinstance(label, str):
            raise ValidationError('"labels" must be a list of strings')
        utf8_text(label, "labels")
    return tuple(value)

"""One check for every number a user or a file hands the memory: times and positions.

Run lines, perception messages, ``lgr ask --now/--at``, batch lines and app
requests all pass through here, so a value the memory cannot hold (NaN, a
400-digit integer, a timestamp in milliseconds) is refused with one message
saying what it is and what was expected, before anything is stored or asked.
"""

from __future__ import annotations

import json
import math
from numbers import Real
from typing import Any

# POSIX seconds a robot's clock can plausibly give: from the epoch (simulated
# clocks and robots without an RTC start at 0) to 2200-01-01, well inside what
# datetime can format (year 9999). A wall clock in milliseconds is ~1.7e12.
MIN_EPOCH_S = 0.0
MAX_EPOCH_S = 7_258_118_400.0
# Map-frame coordinates (metres): UTM northings reach 1e7; anything beyond 1e8 m
# is not a place on Earth.
MAX_COORDINATE_M = 1e8


class ValidationError(ValueError):
    """A value is not what the memory can hold; the message names it and says why."""


def finite_number(value: Any, name: str) -> float:
    """``value`` as a finite float; bools, strings, NaN, inf and overflowing ints are refused.

    Any real number is taken, numpy's included: ROS messages and arrays hand those over.
    """
    if isinstance(value, bool) or not isinstance(value, Real):
        raise ValidationError(f'"{name}" must be a number, got {_shown(value)}')
    try:
        number = float(value)
    except OverflowError:
        raise ValidationError(f'"{name}" is too large to be a number: {_shown(value)}') from None
    if not math.isfinite(number):
        raise ValidationError(f'"{name}" must be finite, got {_shown(value)}')
    return number


def epoch_seconds(value: Any, name: str) -> float:
    """POSIX seconds within [MIN_EPOCH_S, MAX_EPOCH_S]; a millisecond clock is named as such."""
    t = finite_number(value, name)
    if MIN_EPOCH_S <= t <= MAX_EPOCH_S:
        return t
    hint = ""
    for unit, scale in (("milliseconds", 1e3), ("microseconds", 1e6), ("nanoseconds", 1e9)):
        if MIN_EPOCH_S <= t / scale <= MAX_EPOCH_S:
            hint = f" (is it in {unit}? divide by {int(scale)})"
            break
    raise ValidationError(
        f'"{name}" must be POSIX seconds between 1970 and 2200, got {_shown(value)}{hint}'
    )


def coordinate(value: Any, name: str) -> float:
    """A map-frame coordinate in metres, finite and within MAX_COORDINATE_M of the origin."""
    number = finite_number(value, name)
    if abs(number) > MAX_COORDINATE_M:
        raise ValidationError(
            f'"{name}" is {_shown(value)} m from the map origin; at most {MAX_COORDINATE_M:.0e} m'
        )
    return number


def map_point(value: Any, name: str) -> tuple[float, float, float | None]:
    """A map position given as [x, y], [x, y, z] or {"x", "y"(, "z")} (as a run file's pose
    spells it), each a checked coordinate; z is None when not given."""
    if isinstance(value, dict) and {"x", "y"} <= set(value) <= {"x", "y", "z"}:
        value = [value["x"], value["y"], *([value["z"]] if "z" in value else [])]
    if not isinstance(value, list | tuple) or len(value) not in (2, 3):
        raise ValidationError(
            f'"{name}" must be [x, y], [x, y, z] or {{"x": .., "y": .., "z": ..}} in metres, '
            f"got {_shown(value)}"
        )
    axes = "xyz"[: len(value)]
    x, y, *z = (coordinate(part, f"{name} {axis}") for axis, part in zip(axes, value, strict=True))
    return (x, y, z[0] if z else None)


def position(value: Any, name: str) -> tuple[float, float, float]:
    """A map position as ``map_point`` reads it, z 0 when not given."""
    x, y, z = map_point(value, name)
    return (x, y, 0.0 if z is None else z)


def utf8_text(value: str | None, name: str) -> None:
    """Refuse a lone surrogate (JSON can spell "\\ud800"): UTF-8, SQLite and Milvus cannot
    store it, and the tokenizer refuses it."""
    if value is None:
        return
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as error:
        raise ValidationError(
            f'"{name}" holds {value[error.start : error.end]!a}, half of a UTF-16 surrogate '
            "pair, which is not text"
        ) from None


def clean_text(text: str) -> str:
    """``text`` with lone surrogates replaced, for text taken as it comes (a typed question,
    a VLM's caption) rather than refused."""
    return text.encode("utf-8", "replace").decode("utf-8")


def _shown(value: Any, limit: int = 40) -> str:
    """The offending value as the user wrote it, cut so a huge one cannot flood a message."""
    try:
        text = json.dumps(value)
    except (TypeError, ValueError, RecursionError):
        # Not JSON, an int past Python's digit limit, or nested past the stack.
        text = f"a {type(value).__name__}"
    return text if len(text) <= limit else f"{text[:limit]}… ({len(text)} characters)"

"""How long a thing stayed in view: frames that had it in the field of view with a
detection where it stood, in one run around a sighting."""

from __future__ import annotations

import math

from memory_core.agent.in_view import frames_showing, look_around
from memory_core.journal import JournalFrame
from memory_core.types import Pose

HFOV = math.radians(90.0)


def frame(
    t: float, x: float, yaw: float, bearings: tuple[float | None, ...] | None
) -> JournalFrame:
    labels = tuple(range(len(bearings))) if bearings is not None else (0,)
    return JournalFrame(0, t, Pose(x, 0.0, 0.0, yaw), "", labels, "test", bearings)


def test_a_look_is_the_run_of_sightings_around_the_one_asked_about() -> None:
    seen = [0.0, 4.0, 9.0, 100.0, 104.0, 130.0, 300.0]
    assert look_around(104.0, seen, gap_s=30.0) == (100.0, 130.0)
    assert look_around(4.0, seen, gap_s=30.0) == (0.0, 9.0)
    assert look_around(300.0, seen, gap_s=30.0) == (300.0, 300.0)  # a glimpse
    assert look_around(50.0, [], gap_s=30.0) == (50.0, 50.0)


def test_a_frame_shows_a_spot_in_its_field_of_view_with_a_detection_there() -> None:
    spot = (10.0, 0.0)
    frames = [
        frame(0.0, 0.0, 0.0, (0.02,)),  # facing it, a box on it
        frame(1.0, 0.0, math.pi, (0.02,)),  # facing away
        frame(2.0, 0.0, 0.0, (0.6,)),  # facing it, but the box is something else
        frame(3.0, -60.0, 0.0, (0.0,)),  # too far
        frame(4.0, 0.0, 0.3, (-0.25,)),  # turned a little: the box moved with it
        frame(5.0, 0.0, 0.0, None),  # labels without boxes: any of them may be it
    ]
    assert frames_showing(frames, spot, HFOV, range_m=40.0) == [0.0, 4.0, 5.0]

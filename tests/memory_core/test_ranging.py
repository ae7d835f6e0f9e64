"""Range scales learnt per kind from boxes whose lines of sight cross."""

from __future__ import annotations

import math

import pytest

from memory_core.ranging import MIN_SAMPLES, RangeScales


def test_a_kinds_scale_is_the_median_of_agreeing_pairs_once_enough_taught_it() -> None:
    scales = RangeScales()
    pairs = [((0.2, 10.0), (0.4, 5.0)), ((0.25, 8.0), (0.5, 4.0)), ((0.1, 30.0), (0.3, 10.0))]
    for first, second in pairs[: MIN_SAMPLES - 1]:
        scales.learn("kiosk", first, second)
    assert math.isnan(scales.scale("kiosk")), "too few yet"
    scales.learn("kiosk", *pairs[2])
    scales.learn("kiosk", (0.5, 4.0), (0.4, 5.0))
    assert scales.scale("kiosk") == pytest.approx(2.0)
    assert math.isnan(scales.scale("bench")), "per kind"


def test_pairs_that_disagree_or_stand_too_close_teach_nothing() -> None:
    scales = RangeScales()
    for _ in range(MIN_SAMPLES):
        scales.learn("bin", (0.1, 10.0), (0.4, 5.0))  # 1.0 against 2.0: two things
        scales.learn("bin", (0.9, 1.0), (0.9, 1.0))  # the thing fills the view
    assert math.isnan(scales.scale("bin"))


def test_things_are_placed_again_only_when_their_scale_moves() -> None:
    scales = RangeScales()
    for _ in range(MIN_SAMPLES):
        scales.learn("sign", (0.1, 9.0), (0.09, 10.0))
    assert scales.rescaled("sign") and not scales.rescaled("sign")
    scales.learn("sign", (0.1, 9.1), (0.09, 10.1))  # a nudge: not worth placing again
    assert not scales.rescaled("sign")
    for _ in range(MIN_SAMPLES + 1):
        scales.learn("sign", (0.2, 9.0), (0.18, 10.0))
    assert scales.rescaled("sign")
    restored = RangeScales.from_state(scales.state())
    assert restored.scale("sign") == scales.scale("sign")
    assert not restored.rescaled("sign"), "what was applied is kept"

"""Stops: standing still, through the wander of a noisy pose."""

from __future__ import annotations

import numpy as np

from memory_core.stops import MIN_STOP_S, stops


def noisy_walk(rng: np.random.Generator, legs: list[tuple[float, float]]) -> tuple:
    """(t, xy) every 2 s for legs of (seconds, speed m/s) along x, AR(1) noise sigma 0.3 m."""
    t, x, ts, xs = 0.0, 0.0, [], []
    for seconds, speed in legs:
        for _ in range(int(seconds / 2)):
            ts.append(t)
            xs.append(x)
            t, x = t + 2.0, x + 2.0 * speed
    noise = np.zeros((len(ts), 2))
    for i in range(1, len(ts)):
        noise[i] = 0.9 * noise[i - 1] + rng.normal(0, 0.3 * np.sqrt(1 - 0.81), 2)
    return np.array(ts), np.column_stack([xs, np.zeros(len(xs))]) + noise


def test_a_minute_standing_between_walks_is_one_stop_of_about_a_minute() -> None:
    for seed in range(5):
        t, xy = noisy_walk(np.random.default_rng(seed), [(40, 0.7), (60, 0.0), (40, 0.7)])
        (stop,) = stops(t, xy)
        assert 50.0 <= stop.duration_s <= 66.0
        assert 36.0 <= stop.start <= 46.0


def test_walking_slowly_or_a_short_halt_is_no_stop() -> None:
    t, xy = noisy_walk(np.random.default_rng(1), [(60, 0.5), (MIN_STOP_S - 4, 0.0), (60, 0.5)])
    assert stops(t, xy) == []


def test_a_jump_of_the_pose_does_not_split_a_stop() -> None:
    t = np.arange(0.0, 120.0, 2.0)
    xy = np.zeros((len(t), 2))
    xy[30:33, 0] = 1.5  # the localisation jumped for six seconds
    (stop,) = stops(t, xy)
    assert stop.start == 0.0 and stop.end == t[-1]

"""A voice is told from a knock by its pitch, even over the reply's echo."""

from __future__ import annotations

import numpy as np
import pytest

from hri_app.listening.segmenter import level_dbfs
from hri_app.listening.settings import RATE
from hri_app.listening.vad import WINDOW
from hri_app.listening.voicing import VOICED, periodicity
from tests.hri_app.listening.conftest import Voice, noise, speech_bounds
from tests.hri_app.listening.sounds import NOT_A_VOICE


def loud_windows(audio: np.ndarray) -> list[np.ndarray]:
    windows = [audio[i : i + WINDOW] for i in range(0, len(audio) - WINDOW + 1, WINDOW)]
    return [w for w in windows if level_dbfs(w) >= -30.0]


def test_a_steady_vowel_is_voiced_and_white_noise_is_not() -> None:
    t = np.arange(WINDOW) / RATE
    vowel = sum(np.sin(2 * np.pi * 120 * k * t) / k for k in range(1, 8))  # 120 Hz and overtones
    assert periodicity(vowel) > 0.9
    assert periodicity(noise(WINDOW / RATE, -20.0)) < 0.3
    assert periodicity(np.zeros(WINDOW)) == 0.0


def test_most_loud_windows_of_speech_are_voiced(voice: Voice) -> None:
    spoken = voice("Wait, where did you see the red bicycle?")
    begin, end = speech_bounds(spoken)
    windows = loud_windows(spoken[int(begin * RATE) : int(end * RATE)])
    voiced = sum(periodicity(w) >= VOICED for w in windows)
    assert voiced >= 0.6 * len(windows)


@pytest.mark.parametrize("name", sorted(NOT_A_VOICE))
def test_knocks_doors_and_clatter_are_never_voiced(name: str) -> None:
    for seed in range(5):
        sound = NOT_A_VOICE[name](np.random.default_rng(seed))
        assert all(periodicity(w) < VOICED for w in loud_windows(sound)), seed

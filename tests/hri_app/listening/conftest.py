"""Audio for the listening tests: piper's voice at 16 kHz, silence and noise, in a few lines."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from pathlib import Path

import numpy as np
import pytest

from hri_app.config import SpeechConfig
from hri_app.listening.settings import RATE, ListenSettings
from hri_app.listening.vad import SileroVad
from hri_app.speech import decode_recording

Voice = Callable[[str], np.ndarray]


@pytest.fixture(scope="session")
def voice(speak: Callable[[str], Path]) -> Voice:
    """``text`` spoken by piper (deterministic), as the 16 kHz float samples a microphone sends."""

    @cache
    def voice_(text: str) -> np.ndarray:
        return decode_recording(speak(text), text, limit_s=60.0)

    return voice_


def silence(seconds: float) -> np.ndarray:
    return np.zeros(int(seconds * RATE), dtype=np.float32)


def noise(seconds: float, dbfs: float, seed: int = 0) -> np.ndarray:
    """White noise at an RMS of ``dbfs``."""
    samples = np.random.default_rng(seed).standard_normal(int(seconds * RATE))
    return (samples * 10 ** (dbfs / 20)).astype(np.float32)


def speech_bounds(audio: np.ndarray, dbfs: float = -45.0) -> tuple[float, float]:
    """Seconds where ``audio`` first and last rises above ``dbfs`` (10 ms frames)."""
    frames = audio[: len(audio) // 160 * 160].reshape(-1, 160)
    loud = np.flatnonzero(np.sqrt((frames**2).mean(axis=1)) > 10 ** (dbfs / 20))
    return loud[0] * 0.01, (loud[-1] + 1) * 0.01


def settings(**speech: object) -> ListenSettings:
    return ListenSettings.from_config(SpeechConfig(**speech))  # type: ignore[arg-type]


@pytest.fixture
def vad() -> SileroVad:
    return SileroVad()

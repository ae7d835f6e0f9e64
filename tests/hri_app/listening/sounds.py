"""Sounds that are not speech, as a microphone near the robot hears them (16 kHz float).

Knocks, a clap, a door, clatter and a dry cough are broadband bursts without
pitch; a laugh and a voiced cough have one. Each is synthesised (seeded noise
shaped in band and time), at the peak level a sound a metre or two away reaches.
Shared by the listening tests and benchmarks/bench_listen.py.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from hri_app.listening.settings import RATE


def _envelope(seconds: float, attack_s: float, decay_s: float) -> np.ndarray:
    t = np.arange(int(seconds * RATE)) / RATE
    return np.minimum(t / attack_s, 1.0) * np.exp(-t / decay_s)


def _band(audio: np.ndarray, low_hz: float, high_hz: float) -> np.ndarray:
    freqs = np.fft.rfftfreq(len(audio), 1 / RATE)
    spectrum = np.fft.rfft(audio)
    spectrum[(freqs < low_hz) | (freqs > high_hz)] = 0
    return np.fft.irfft(spectrum, len(audio))


def _burst(rng: np.random.Generator, seconds: float, band_hz: tuple[float, float]) -> np.ndarray:
    return _band(rng.standard_normal(int(seconds * RATE)), *band_hz)


def _peak(audio: np.ndarray, dbfs: float) -> np.ndarray:
    return (audio / np.abs(audio).max() * 10 ** (dbfs / 20)).astype(np.float32)


def _gap(seconds: float) -> np.ndarray:
    return np.zeros(int(seconds * RATE))


def knocks(rng: np.random.Generator) -> np.ndarray:
    """Three knocks on a door, 0.24 s apart."""
    knock = _burst(rng, 0.12, (60, 900)) * _envelope(0.12, 0.002, 0.03)
    return _peak(np.concatenate([knock, _gap(0.12), knock, _gap(0.12), knock]), -6)


def clap(rng: np.random.Generator) -> np.ndarray:
    return _peak(rng.standard_normal(int(0.15 * RATE)) * _envelope(0.15, 0.001, 0.02), -3)


def door(rng: np.random.Generator) -> np.ndarray:
    """A door closing: a low thump and the rattle after it."""
    thump = _burst(rng, 0.5, (30, 300)) * _envelope(0.5, 0.003, 0.12)
    rattle = _burst(rng, 0.5, (1000, 6000)) * _envelope(0.5, 0.01, 0.2)
    return _peak(thump + 0.3 * rattle, -3)


def clatter(rng: np.random.Generator) -> np.ndarray:
    """Cutlery and cups: six clicks within 0.6 s."""
    out = _gap(0.6)
    for at in rng.integers(0, len(out) - 800, size=6):
        out[at : at + 800] += _burst(rng, 0.05, (2000, 7000)) * _envelope(0.05, 0.0005, 0.01)
    return _peak(out, -6)


def dry_cough(rng: np.random.Generator) -> np.ndarray:
    return _peak(_burst(rng, 0.35, (250, 4000)) * _envelope(0.35, 0.01, 0.09), -8)


def voiced_cough(rng: np.random.Generator) -> np.ndarray:
    """A cough with the vocal folds in it: pitched, a voice."""
    t = np.arange(int(0.35 * RATE)) / RATE
    pulses = _band(np.sign(np.sin(2 * np.pi * 140 * t)), 100, 3000) * _envelope(0.35, 0.02, 0.06)
    cough = _burst(rng, 0.35, (250, 4000)) * _envelope(0.35, 0.01, 0.09)
    return _peak(cough / np.abs(cough).max() + 0.6 * pulses / np.abs(pulses).max(), -8)


def laugh(rng: np.random.Generator) -> np.ndarray:
    """ "Ha-ha-ha-ha": four voiced bursts at 220 Hz, a voice."""
    t = np.arange(int(0.12 * RATE)) / RATE
    ha = (0.5 * _burst(rng, 0.12, (300, 3000)) + np.sin(2 * np.pi * 220 * t)) * _envelope(
        0.12, 0.01, 0.05
    )
    return _peak(np.concatenate([ha, _gap(0.08)] * 4), -10)


# Name -> maker; whether a voice makes it.
NOT_A_VOICE: dict[str, Callable[[np.random.Generator], np.ndarray]] = {
    "knocks": knocks,
    "clap": clap,
    "door": door,
    "clatter": clatter,
    "dry cough": dry_cough,
}
VOICED_NON_SPEECH: dict[str, Callable[[np.random.Generator], np.ndarray]] = {
    "laugh": laugh,
    "voiced cough": voiced_cough,
}

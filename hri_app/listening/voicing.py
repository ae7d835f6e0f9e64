"""Is a window of sound a voice? Its periodicity at a speaking pitch.

During a reply the VAD hears the reply's residual echo, so a knock, a clap or a
door over it reads as loud speech: the knock passes the level gate and the echo
the VAD. A voice repeats itself at its pitch (70-400 Hz); those sounds do not.
Measured over the echo of a reply (benchmarks/bench_listen.py): knocks, claps,
doors, clatter and dry coughs peak below 0.5, spoken words' voiced windows at
0.6-0.98 (laughs and voiced coughs are voices too, and score as such).
"""

from __future__ import annotations

import numpy as np

from hri_app.listening.settings import RATE

PITCH_HZ = (70.0, 400.0)
# Normalised autocorrelation at the pitch lag from which a window is voiced.
VOICED = 0.6


def periodicity(window: np.ndarray) -> float:
    """Highest normalised autocorrelation of ``window`` over speaking-pitch lags (0-1)."""
    samples = np.asarray(window, dtype=np.float64)
    samples = samples - samples.mean()
    size = len(samples)
    lo, hi = int(RATE / PITCH_HZ[1]), min(int(RATE / PITCH_HZ[0]), size - 1)
    if hi <= lo:
        return 0.0
    spectrum = np.fft.rfft(samples, 2 * size)
    products = np.fft.irfft(np.abs(spectrum) ** 2)[lo:hi]
    # Each lag compares the window's head with its tail: normalise by their energies.
    energy = np.concatenate([[0.0], np.cumsum(samples**2)])
    lags = np.arange(lo, hi)
    head, tail = energy[size - lags], energy[size] - energy[lags]
    norms = np.sqrt(head * tail)
    scores = np.divide(products, norms, out=np.zeros_like(products), where=norms > 0)
    return float(scores.max())

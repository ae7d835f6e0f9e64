"""Is what the microphone hears the robot's own reply coming back from the speaker?

The browser's echo cancellation removes most of it; what is left would start
barge-in against the robot itself, or be answered as a question. The page says
at which microphone sample each clip of the reply started playing; the echo
arrives up to ``echo_delay_ms`` later. Microphone and reply are compared as
log band energies over time (a spectrogram of 16 bands), not waveforms: a room's
reverberation and a loudspeaker scramble the phase but keep that pattern. Each
band's mean is removed (any speech is louder low than high) and each signal is
floored 30 dB below its peak (silence is not a pattern): then an echo through a
room scores 0.75-0.9, and a different sentence in the same voice 0.1-0.6
over half a second (tests/hri_app/listening/test_echo.py).
"""

from __future__ import annotations

import io
import itertools
import wave

import numpy as np

from hri_app.listening.settings import RATE

FRAME = 256  # 16 ms analysis frames ...
HOP = 128  # ... every 8 ms
BANDS = 16
BAND_EDGES_HZ = (150.0, 4000.0)  # where speech has its energy; below is hum, above hiss
# The reply may appear this much before the page's timestamp says (counting jitter).
EARLY_SAMPLES = 2 * HOP
# Correlation of microphone and reply patterns at or above which it surely is the
# reply (a different sentence in the same voice reaches 0.75 only over the echo) ...
ECHO_MATCH = 0.8
# ... and above which it is the reply unless it comes back louder than the reply
# surely did, by DOUBLE_TALK_DB: then someone is talking over it. Echoes through a
# room dip to 0.55 where the reply pauses between words.
ECHO_RESEMBLANCE = 0.5
DOUBLE_TALK_DB = 6.0
# Log10 energy range kept below each signal's peak (30 dB).
DYNAMIC_RANGE = 3.0
# A reply quieter than this (dBFS) where the microphone is compared, between
# sentences, cannot be what the microphone hears.
SILENT_REFERENCE_DBFS = -60.0
# Fewer frames than this say too little to tell speech from echo.
MIN_FRAMES = 8


def _band_matrix() -> np.ndarray:
    """Rectangular bands, log-spaced between BAND_EDGES_HZ, over the FFT bins."""
    freqs = np.fft.rfftfreq(FRAME, 1 / RATE)
    edges = np.geomspace(*BAND_EDGES_HZ, BANDS + 1)
    bands = [(freqs >= lo) & (freqs < hi) for lo, hi in itertools.pairwise(edges)]
    return np.stack(bands).astype(np.float32)


_BANDS = _band_matrix()
_WINDOW = np.hanning(FRAME).astype(np.float32)


def band_energies(audio: np.ndarray) -> np.ndarray:
    """(frames, BANDS) log energies of ``audio`` (16 kHz), one frame per HOP."""
    count = 1 + (len(audio) - FRAME) // HOP if len(audio) >= FRAME else 0
    if count == 0:
        return np.zeros((0, BANDS), dtype=np.float32)
    index = np.arange(FRAME)[None, :] + HOP * np.arange(count)[:, None]
    spectrum = np.abs(np.fft.rfft(audio[index] * _WINDOW, axis=1)) ** 2
    energies = np.log10(spectrum @ _BANDS.T + 1e-12)
    return np.maximum(energies, energies.max() - DYNAMIC_RANGE)


def _correlation(a: np.ndarray, b: np.ndarray) -> float:
    """Pearson correlation of two patterns, each band's mean removed."""
    a, b = a - a.mean(axis=0), b - b.mean(axis=0)
    norm = float(np.sqrt((a * a).sum() * (b * b).sum()))
    return float((a * b).sum() / norm) if norm > 0 else 0.0


class EchoGuard:
    """The clips of the reply playing now, placed on the microphone's sample clock."""

    def __init__(self, delay_samples: int) -> None:
        self.delay_samples = delay_samples
        self._clips: list[tuple[int, np.ndarray]] = []  # (start sample, 16 kHz audio)
        self._gain_db: float | None = None  # how much louder the echo is than the reply

    @property
    def active(self) -> bool:
        return bool(self._clips)

    def playing(self, clip: np.ndarray, at: int) -> None:
        """``clip`` (16 kHz float) started playing when the microphone was at sample ``at``."""
        self._clips.append((at, np.asarray(clip, dtype=np.float32)))

    def clear(self) -> None:
        """The reply stopped or ended: nothing plays (the room's echo gain is kept)."""
        self._clips = []

    def is_echo(self, audio: np.ndarray, end: int) -> bool:
        """Whether ``audio``, the microphone up to stream sample ``end``, is the reply's echo."""
        if not self._clips:
            return False
        audio = np.asarray(audio, dtype=np.float32)
        heard = band_energies(audio)
        if len(heard) < MIN_FRAMES:
            return False
        reference = self._reference(end - len(audio), end)
        played = band_energies(reference)
        best, best_lag = -1.0, 0
        for lag in range(len(played) - len(heard) + 1):
            if _rms_dbfs(reference[lag * HOP : lag * HOP + len(audio)]) < SILENT_REFERENCE_DBFS:
                continue
            score = _correlation(heard, played[lag : lag + len(heard)])
            if score > best:
                best, best_lag = score, lag
        if best < ECHO_RESEMBLANCE:
            return False
        gain_db = _rms_dbfs(audio) - _rms_dbfs(reference[best_lag * HOP :][: len(audio)])
        if best >= ECHO_MATCH:
            self._gain_db = gain_db  # surely the reply: remember how loud it comes back
            return True
        # Like the reply but not surely it: the reply, unless louder than the reply comes back
        # (someone talking over it: double talk).
        return self._gain_db is not None and gain_db <= self._gain_db + DOUBLE_TALK_DB

    def _reference(self, start: int, end: int) -> np.ndarray:
        """The reply as it played over [start - delay - early, end + early]."""
        first = start - self.delay_samples - EARLY_SAMPLES
        reference = np.zeros(end + EARLY_SAMPLES - first, dtype=np.float32)
        for at, clip in self._clips:
            lo, hi = max(at, first), min(at + len(clip), first + len(reference))
            if lo < hi:
                reference[lo - first : hi - first] = clip[lo - at : hi - at]
        return reference


def _rms_dbfs(audio: np.ndarray) -> float:
    rms = float(np.sqrt(np.mean(np.square(audio, dtype=np.float64)))) if len(audio) else 0.0
    return 20 * np.log10(rms) if rms > 0 else -np.inf


def reply_samples(clip: bytes) -> np.ndarray:
    """A reply clip (piper's 16-bit mono WAV) at the microphone's rate, as compared here."""
    with wave.open(io.BytesIO(clip)) as wav:
        rate = wav.getframerate()
        samples = np.frombuffer(wav.readframes(wav.getnframes()), dtype="<i2") / 32768
    times = np.arange(int(len(samples) * RATE / rate)) / RATE
    return np.interp(times, np.arange(len(samples)) / rate, samples).astype(np.float32)

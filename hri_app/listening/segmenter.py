"""Utterances in a stream of 16 kHz samples: where speech starts, and where it ends.

A 32 ms window is speech when the VAD is sure enough (``vad_threshold``) and it
is loud enough (``min_level_dbfs``); an utterance starts at a speech window and
ends after ``min_silence_ms`` without one. A shorter pause (``early_transcript_ms``)
is reported with the utterance so far, so it can be transcribed while the end
is awaited: if no speech follows, the utterance that ends is the same audio. Bursts with less than
``min_speech_ms`` of speech (a cough, a click) are dropped; an utterance that
outgrows ``speech.max_audio_s`` is dropped with an event saying so, and nothing
more is collected until the speaker pauses.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from hri_app.listening.settings import RATE, ListenSettings
from hri_app.listening.vad import WINDOW
from hri_app.listening.voicing import VOICED, periodicity

# Once speech has started, windows this much below the threshold still continue it
# (Silero's own get_speech_timestamps uses the same hysteresis).
CONTINUE_MARGIN = 0.15
# The quietest level a window can have, so silence (all zeros) has a finite dBFS.
FLOOR_DBFS = -120.0

Vad = Callable[[np.ndarray], float]


@dataclass(frozen=True)
class SpeechStarted:
    """A speech window after silence: someone may be starting to talk."""

    at: int  # stream sample where the first speech window starts


@dataclass(frozen=True)
class SpeechDropped:
    """Speech too short to be a question ended (a cough, a click, one word)."""

    at: int
    speech_s: float


@dataclass(frozen=True)
class TooLong:
    """An utterance grew past ``speech.max_audio_s``; its audio was dropped."""

    at: int
    limit_s: float


@dataclass(frozen=True)
class Utterance:
    """One utterance ended: its audio, padded, and where its speech lies in the stream."""

    audio: np.ndarray  # float32, 16 kHz, speech_pad_ms before and after the speech
    start: int  # stream sample where ``audio`` starts
    speech_start: int
    speech_end: int  # sample after the last speech window

    @property
    def seconds(self) -> float:
        return len(self.audio) / RATE

    @property
    def end(self) -> int:
        """Stream sample after ``audio``."""
        return self.start + len(self.audio)

    @property
    def key(self) -> tuple[int, int]:
        """Where its speech lies: a pause and the end of the same speech share it."""
        return self.speech_start, self.speech_end


@dataclass(frozen=True)
class Paused:
    """The speaker paused long enough to start transcribing; the utterance may go on."""

    utterance: Utterance


Event = SpeechStarted | SpeechDropped | TooLong | Utterance | Paused


def level_dbfs(window: np.ndarray) -> float:
    """RMS level of ``window`` in dB below full scale."""
    rms = float(np.sqrt(np.mean(np.square(window, dtype=np.float64))))
    return max(FLOOR_DBFS, 20.0 * np.log10(rms)) if rms > 0 else FLOOR_DBFS


class Segmenter:
    """Feeds windows of a stream to the VAD and reports utterances as they end."""

    def __init__(self, settings: ListenSettings, vad: Vad) -> None:
        self.settings = settings
        self.vad = vad
        self._pending = np.zeros(0, dtype=np.float32)
        self._position = 0  # stream sample where the next window starts
        # The window being looked at and the padding before it.
        kept = 1 + -(-settings.pad_samples // WINDOW)
        self._before: deque[np.ndarray] = deque(maxlen=kept)
        self._collected: list[np.ndarray] = []  # the utterance so far, from its padding
        self._collected_start = 0
        self._speech_windows = 0
        self._voiced_windows = 0
        self._silent_windows = 0
        self._speech_start = 0
        self._speech_end = 0
        self._in_utterance = False
        self._overflowed = False  # past the limit: wait for a pause before listening again

    @property
    def position(self) -> int:
        """Stream samples turned into windows so far."""
        return self._position

    @property
    def in_utterance(self) -> bool:
        return self._in_utterance

    @property
    def speech_so_far(self) -> tuple[int, int] | None:
        """The Utterance.key the utterance going on would have if it ended now."""
        return (self._speech_start, self._speech_end) if self._in_utterance else None

    @property
    def speech_windows(self) -> int:
        """Speech windows in the utterance going on (0 between utterances)."""
        return self._speech_windows if self._in_utterance else 0

    @property
    def voiced_windows(self) -> int:
        """Speech windows in the utterance going on that are voiced (voicing.py): a
        voice, not a knock over the reply's echo (which the VAD calls speech)."""
        return self._voiced_windows if self._in_utterance else 0

    def push(self, samples: np.ndarray) -> list[Event]:
        """Take the next samples (float in [-1, 1]); the events they complete, in order."""
        audio = np.concatenate([self._pending, np.asarray(samples, dtype=np.float32)])
        whole = len(audio) // WINDOW * WINDOW
        self._pending = audio[whole:]
        events: list[Event] = []
        for start in range(0, whole, WINDOW):
            event = self._window(audio[start : start + WINDOW])
            self._position += WINDOW
            if event is not None:
                events.append(event)
        return events

    def _window(self, window: np.ndarray) -> Event | None:
        probability = self.vad(window)
        threshold = self.settings.vad_threshold
        if self._in_utterance or self._overflowed:
            threshold = max(0.0, threshold - CONTINUE_MARGIN)
        # No such margin for the level: soft syllables let distant talk go on (measured:
        # 8 false questions a minute with 10 dB, none without; benchmarks/bench_listen.py).
        speech = level_dbfs(window) >= self.settings.min_level_dbfs and probability >= threshold
        voiced = speech and periodicity(window) >= VOICED
        if self._overflowed:
            self._after_overflow(speech)
            return None
        if not self._in_utterance:
            self._before.append(window)
            return self._start(voiced) if speech else None
        self._collected.append(window)
        if speech:
            self._speech_windows += 1
            self._voiced_windows += voiced
            self._silent_windows = 0
            self._speech_end = self._position + WINDOW
        else:
            self._silent_windows += 1
        if len(self._collected) * WINDOW > self.settings.max_samples:
            return self._overflow()
        if self._silent_windows >= self.settings.silence_windows:
            return self._end()
        if (
            self.settings.early_windows
            and self._silent_windows == self.settings.early_windows
            and self._speech_windows >= self.settings.speech_windows
        ):
            return Paused(self._utterance())
        return None

    def _start(self, voiced: bool) -> SpeechStarted:
        self._in_utterance = True
        self._collected = list(self._before)
        self._collected_start = self._position + WINDOW - len(self._collected) * WINDOW
        self._before.clear()
        self._speech_windows, self._silent_windows = 1, 0
        self._voiced_windows = int(voiced)
        self._speech_start, self._speech_end = self._position, self._position + WINDOW
        return SpeechStarted(self._position)

    def _end(self) -> Event:
        self._in_utterance = False
        if self._speech_windows < self.settings.speech_windows:
            self._collected = []
            return SpeechDropped(self._position + WINDOW, self._speech_windows * WINDOW / RATE)
        utterance = self._utterance()
        self._before.extend(self._collected)  # the padding of an utterance right after
        self._collected = []
        return utterance

    def _utterance(self) -> Utterance:
        """The speech collected so far, with its padding on both sides."""
        audio = np.concatenate(self._collected)
        cut = self._speech_end - self._collected_start + self.settings.pad_samples
        return Utterance(audio[:cut], self._collected_start, self._speech_start, self._speech_end)

    def _overflow(self) -> TooLong:
        self._in_utterance, self._overflowed = False, True
        self._collected = []
        self._silent_windows = 0
        return TooLong(self._position + WINDOW, self.settings.max_samples / RATE)

    def _after_overflow(self, speech: bool) -> None:
        self._silent_windows = 0 if speech else self._silent_windows + 1
        if self._silent_windows >= self.settings.silence_windows:
            self._overflowed = False

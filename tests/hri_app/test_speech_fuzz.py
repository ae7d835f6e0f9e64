"""Any bytes handed over as a recording give a transcript or a SpeechError, nothing else."""

from __future__ import annotations

import io
import struct
import tempfile
import tracemalloc
import wave
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hri_app.speech import SpeechError, SpeechToText, Transcript
from tests.hri_app.test_speech import silent_flac


def _tone_wav() -> bytes:
    """Half a second of a 440 Hz tone, 16-bit mono at 16 kHz."""
    samples = (8000 * np.sin(np.arange(8000) * 2 * np.pi * 440 / 16000)).astype(np.int16)
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(16000)
        out.writeframes(samples.tobytes())
    return buffer.getvalue()


def _flac() -> bytes:
    with tempfile.TemporaryDirectory() as folder:
        return silent_flac(Path(folder) / "q.flac", 1).read_bytes()


WAV, FLAC = _tone_wav(), _flac()
MAX_TRACED_BYTES = 16_000_000


@st.composite
def mutated(draw: st.DrawFn) -> bytes:
    """A real WAV or FLAC with a few bytes changed, cut short, or both."""
    data = bytearray(draw(st.sampled_from([WAV, FLAC])))
    for _ in range(draw(st.integers(1, 8))):
        # Mostly in the header, where a change alters what the decoder believes.
        position = draw(st.integers(0, min(len(data), 128) - 1) | st.integers(0, len(data) - 1))
        data[position] = draw(st.integers(0, 255))
    return bytes(data[: draw(st.integers(0, len(data)))])


@st.composite
def riff_headers(draw: st.DrawFn) -> bytes:
    """A RIFF/WAVE header with arbitrary field values over a little PCM data."""
    u16, u32 = st.integers(0, 0xFFFF), st.integers(0, 0xFFFFFFFF)
    fmt = struct.pack(
        "<HHIIHH",
        draw(st.sampled_from([1, 3, 6, 7, 0xFFFE]) | u16),  # format tag
        draw(st.integers(0, 8) | u16),  # channels
        draw(st.sampled_from([0, 1, 8000, 16000, 44100]) | u32),  # sample rate
        draw(u32),  # byte rate
        draw(u16),  # block align
        draw(st.sampled_from([0, 8, 16, 24, 32]) | u16),  # bits per sample
    )
    body = bytes(draw(st.integers(0, 16000)))
    riff, data_size = draw(u32), draw(st.just(len(body)) | u32)
    return (
        b"RIFF"
        + struct.pack("<I", riff)
        + b"WAVEfmt "
        + struct.pack("<I", 16)
        + fmt
        + b"data"
        + struct.pack("<I", data_size)
        + body
    )


@pytest.fixture(scope="module")
def stt() -> SpeechToText:
    return SpeechToText()


def _check(stt: SpeechToText, folder: Path, content: bytes) -> None:
    """A transcript or a SpeechError naming the recording, and no large allocation."""
    recording = folder / "recording.wav"
    recording.write_bytes(content)
    tracemalloc.start()
    try:
        assert isinstance(stt.transcribe(recording, name="the recording"), Transcript)
    except SpeechError as error:
        assert str(error).startswith(("the recording", "no speech was heard in the recording"))
    finally:
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
    # 30 s of 16 kHz audio, the most that is ever decoded, is 2 MB as float32.
    assert peak < MAX_TRACED_BYTES


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(content=mutated())
def test_a_damaged_recording_is_transcribed_or_refused(
    stt: SpeechToText, tmp_path: Path, content: bytes
) -> None:
    _check(stt, tmp_path, content)


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(content=riff_headers())
def test_any_wav_header_is_transcribed_or_refused(
    stt: SpeechToText, tmp_path: Path, content: bytes
) -> None:
    _check(stt, tmp_path, content)

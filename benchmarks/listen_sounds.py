"""Hands-free listening benchmark, the listener alone: sounds over a reply, and background.

Why: a knock, a cough or talk across a hall must not stop the robot's reply, while
a short word said to it must; and ten minutes of a room's background must not be
answered. These run the listener (real Silero VAD) on synthetic audio, without a
browser; bench_listen.py runs the conversations in Chromium.
"""

from __future__ import annotations

import shutil
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np

from benchmarks.common import Figure, Report, latency, log
from hri_app.config import SpeechConfig

# The conversation's two questions (bench_listen.py); the demo memory answers the first
# with a sentence about a food truck seen ~2 min earlier. Its level is the reference.
FIRST = "What did you see near the food truck?"
SECOND = "Did you see a bicycle?"
DISTANT_DB = -20.0
NOISE_DBFS = -50.0
# Sounds during a reply: each at this many points in it, after the echo settled.
SOUND_AT_S = (0.8, 1.4, 2.0, 2.6, 3.2, 3.8)
ECHO_DB = -25.0
REPLY = "I saw a food truck parked by the north sidewalk about two minutes ago, next to a bench."
WORDS = ["Stop.", "Wait.", "No.", "Hey robot.", "Sorry, one more thing.", SECOND]
DISTANT_TALK = [
    "I think the meeting moved to Thursday afternoon.",
    "Did anyone see where I left my keys this morning?",
    "The coffee machine on the second floor is broken again.",
    "We should order more paper for the printer.",
    "My train was twenty minutes late today.",
    "Are you coming to lunch with us later?",
    "The weather is supposed to be better tomorrow.",
    "Can you send me the slides after the talk?",
]


def speech_16k(text: str) -> np.ndarray:
    """``text`` spoken by piper, as 16 kHz float samples."""
    from hri_app.speech import TextToSpeech, decode_recording

    folder = Path(tempfile.mkdtemp(prefix="bench-listen-"))
    path = folder / "speech.wav"
    path.write_bytes(TextToSpeech(deterministic=True).synthesize(text))
    try:
        return decode_recording(path, text, limit_s=60.0)
    finally:
        shutil.rmtree(folder)


def speech_bounds(audio: np.ndarray) -> tuple[float, float]:
    """Seconds where speech starts and ends (10 ms frames above -45 dBFS)."""
    frames = audio[: len(audio) // 160 * 160].reshape(-1, 160)
    loud = np.flatnonzero(np.sqrt((frames**2).mean(axis=1)) > 10 ** (-45 / 20))
    return loud[0] * 0.01, (loud[-1] + 1) * 0.01


def room(audio: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """``audio`` across a hall: a 0.5 s reverberant tail stronger than the direct sound."""
    tail = rng.standard_normal(8000) * np.exp(-np.arange(8000) / 1600)
    response = tail / np.linalg.norm(tail)
    response[0] = 0.5
    return np.convolve(audio, response)[: len(audio)]


def active_rms(audio: np.ndarray) -> float:
    """RMS over the 10 ms frames louder than -45 dBFS (speech, not its pauses)."""
    frames = audio[: len(audio) // 160 * 160].reshape(-1, 160)
    rms = np.sqrt((frames**2).mean(axis=1))
    return float(np.sqrt((rms[rms > 10 ** (-45 / 20)] ** 2).mean()))


def background(minutes: float) -> np.ndarray:
    """Noise and distant talk, ``minutes`` long, talk 20 dB below a question's level."""
    rng = np.random.default_rng(0)
    question_level = active_rms(speech_16k(FIRST))
    sentences = [room(speech_16k(text), rng) for text in DISTANT_TALK]
    samples = int(minutes * 60 * 16000)
    talk = np.zeros(samples)
    at = 0
    while at < samples:
        sentence = sentences[rng.integers(len(sentences))]
        piece = sentence[: samples - at]
        talk[at : at + len(piece)] += piece
        at += len(piece) + int(rng.uniform(0.3, 2.0) * 16000)
    talk *= question_level * 10 ** (DISTANT_DB / 20) / active_rms(talk)
    noise = rng.standard_normal(samples) * 10 ** (NOISE_DBFS / 20)
    return (talk + noise).astype(np.float32)


def measure_barge_in_sounds(report: Report) -> None:
    from hri_app.listening.listener import Listener, StopReply
    from hri_app.listening.settings import ListenSettings
    from hri_app.listening.vad import SileroVad
    from tests.hri_app.listening.sounds import NOT_A_VOICE, VOICED_NON_SPEECH

    settings = ListenSettings.from_config(SpeechConfig())
    reply = speech_16k(REPLY)
    rng = np.random.default_rng(3)
    echo = room(reply, rng) * 10 ** (ECHO_DB / 20)

    def over_the_reply(sound: np.ndarray, at_s: float) -> int | None:
        """Samples from ``at_s`` until the listener stopped the reply (None: it did not)."""
        listener = Listener(settings, SileroVad())
        listener.hear(np.zeros(8000, dtype=np.float32))
        listener.playing(reply, listener.received)
        heard = np.concatenate([echo, np.zeros(16000)])
        heard += rng.standard_normal(len(heard)) * 10 ** (NOISE_DBFS / 20)
        start = int(at_s * 16000)
        heard[start : start + len(sound)] += sound[: len(heard) - start]
        heard = heard.astype(np.float32)
        for chunk in range(0, len(heard), 320):
            if any(isinstance(o, StopReply) for o in listener.hear(heard[chunk : chunk + 320])):
                return chunk + 320 - start
        return None

    question_level = active_rms(speech_16k(FIRST))

    def across_the_hall(rng: np.random.Generator) -> np.ndarray:
        talk = room(speech_16k(DISTANT_TALK[int(rng.integers(len(DISTANT_TALK)))]), rng)
        return talk * question_level * 10 ** (DISTANT_DB / 20) / active_rms(talk)

    groups: list[tuple[str, dict[str, Callable[[np.random.Generator], np.ndarray]]]] = [
        ("not a voice", NOT_A_VOICE),
        ("a voice but no words", VOICED_NON_SPEECH),
        ("not for the robot", {f"talk across a hall ({DISTANT_DB:g} dB)": across_the_hall}),
    ]
    for group, makers in groups:
        for name, make in makers.items():
            stops = sum(over_the_reply(make(rng), at) is not None for at in SOUND_AT_S)
            report.figures.append(
                Figure(
                    f"barge-in on a sound: {name} ({group})",
                    0,
                    stops / len(SOUND_AT_S),
                    "of tries",
                    None,
                    False,
                    f"{stops} of {len(SOUND_AT_S)} stopped the reply; echo {ECHO_DB:g} dB",
                )
            )
            log(f"barge-in on {name}: {stops} of {len(SOUND_AT_S)}")
    delays = []
    for word in WORDS:
        spoken = speech_16k(word)
        onset = int(speech_bounds(spoken)[0] * 16000)
        for at in SOUND_AT_S:
            stopped = over_the_reply(spoken, at)
            delays.append(np.inf if stopped is None else (stopped - onset) / 16)
    missed = int(np.isinf(delays).sum())
    report.latencies.append(
        latency(
            "barge-in: a word starts -> the listener stops the reply",
            0,
            delays,
            note=f"{len(WORDS)} short words x {len(SOUND_AT_S)} points in a reply, 20 ms "
            f"chunks; {missed} did not stop it (counted as infinite)",
        )
    )


def measure_false_triggers(minutes: float, report: Report) -> None:
    from hri_app.listening.listener import Listener, Transcribe
    from hri_app.listening.settings import ListenSettings
    from hri_app.listening.vad import SileroVad

    audio = background(minutes)
    # Utterances that end are counted: with early transcripts off, each is one Transcribe.
    for label, speech in (
        ("default level gate (-30 dBFS)", SpeechConfig(early_transcript_ms=0)),
        (
            "level gate open (-100 dBFS)",
            SpeechConfig(min_level_dbfs=-100.0, early_transcript_ms=0),
        ),
    ):
        listener = Listener(ListenSettings.from_config(speech), SileroVad())
        started = time.perf_counter()
        triggers = sum(
            isinstance(output, Transcribe)
            for start in range(0, len(audio), 640)
            for output in listener.hear(audio[start : start + 640])
        )
        seconds = time.perf_counter() - started
        report.figures.append(
            Figure(
                f"false triggers per minute, {label}",
                0,
                triggers / minutes,
                "/min",
                None,
                False,
                f"{minutes:g} min of noise + distant talk at {DISTANT_DB:g} dB; "
                f"{triggers} utterances; listener ran at {len(audio) / 16000 / seconds:.0f}x "
                "real time",
            )
        )
        log(f"false triggers, {label}: {triggers} in {minutes:g} min")

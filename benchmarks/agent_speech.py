"""Agent benchmark, speech: the models' load and run times, and a spoken question answered.

Why: someone talking to the robot waits for Whisper, the answer and piper's first
sentence; each has its own budget. The question is piper's voice, so the run
needs no recording.
"""

from __future__ import annotations

import io
import re
import time
import wave
from collections.abc import Callable
from functools import partial
from pathlib import Path

import numpy as np

from benchmarks.common import Figure, Report, latency
from hri_app.speech import SpeechToText, TextToSpeech
from memory_core.agent import Agent, Question
from memory_core.agent.reader import read_question

GOAL_STT_MS = 1000.0
SPOKEN_QUESTION = "Where is the closest fire hydrant to the main entrance?"
SPOKEN_ANSWER = (
    "The closest fire hydrant is about 40 metres away. I last saw it at 10:43, 12 minutes ago."
)


def wav_seconds(audio: bytes) -> float:
    with wave.open(io.BytesIO(audio)) as wav:
        return wav.getnframes() / wav.getframerate()


def first_sentence(text: str) -> str:
    """Speech can start once the first sentence is synthesized."""
    match = re.match(r".+?[.!?](?=\s|$)", text)
    return match.group(0) if match else text


def timed(call: Callable[[], object], reps: int) -> list[float]:
    """Milliseconds per call; one untimed call first (models warm)."""
    call()
    samples = []
    for _ in range(reps):
        start = time.perf_counter_ns()
        call()
        samples.append((time.perf_counter_ns() - start) / 1e6)
    return samples


def load_speech(report: Report) -> tuple[SpeechToText, TextToSpeech]:
    """Both models, timed as the app loads them (first use, imports included)."""
    stt, tts = SpeechToText(), TextToSpeech(deterministic=True)
    for name, model in (("Whisper tiny.en (faster-whisper, int8)", stt), ("piper joe", tts)):
        start = time.perf_counter()
        model.warm_up()
        report.figures.append(
            Figure(
                f"model load: {name}",
                1,
                time.perf_counter() - start,
                "s",
                higher_is_better=False,
                note="imports included",
            )
        )
    return stt, tts


def bench_speech(
    stt: SpeechToText, tts: TextToSpeech, reps: int, report: Report, workdir: Path
) -> Path:
    """STT of a ~3 s spoken question, and TTS of a two-sentence answer and its first sentence."""
    question_wav = workdir / "question.wav"
    question_wav.write_bytes(tts.synthesize(SPOKEN_QUESTION))
    bench_stt(stt, question_wav, "speech models only", reps, report)
    for name, text in (
        ("two-sentence answer", SPOKEN_ANSWER),
        ("its first sentence (speech can start)", first_sentence(SPOKEN_ANSWER)),
    ):
        spoken = wav_seconds(tts.synthesize(text))
        samples = timed(partial(tts.synthesize, text), reps)
        report.latencies.append(
            latency(
                f"text-to-speech, {name} (TextToSpeech.synthesize)",
                1,
                samples,
                note=f'"{text}": {spoken:.1f} s of audio, real-time factor '
                f"{np.median(samples) / 1e3 / spoken:.2f}",
            )
        )
    return question_wav


def bench_stt(
    stt: SpeechToText, question_wav: Path, process: str, reps: int, report: Report
) -> None:
    """Warm SpeechToText.transcribe of the spoken question.

    Measured twice: Whisper is slower once torch (MiniLM) has run in the same
    process, and the app hosts both.
    """
    seconds = wav_seconds(question_wav.read_bytes())
    transcript = stt.transcribe(question_wav).text
    same = read_question(transcript) == read_question(SPOKEN_QUESTION)
    samples = timed(lambda: stt.transcribe(question_wav), reps)
    report.latencies.append(
        latency(
            f"speech-to-text, {seconds:.1f} s spoken question (process: {process})",
            1,
            samples,
            GOAL_STT_MS,
            note=f'"{SPOKEN_QUESTION}" heard as "{transcript}" '
            f"({'same' if same else 'a different'} parsed question); piper voice, "
            f"real-time factor {np.median(samples) / 1e3 / seconds:.2f}",
        )
    )


def bench_pipeline(
    agent: Agent,
    stt: SpeechToText,
    tts: TextToSpeech,
    question_wav: Path,
    size: int,
    reps: int,
    report: Report,
) -> None:
    """Spoken question in, first sentence of the spoken answer out, end to end."""
    answers: list[str] = []

    def once() -> None:
        text = stt.transcribe(question_wav).text
        answer = agent.ask(Question(text)).answer
        answers.append(answer)
        tts.synthesize(first_sentence(answer))

    samples = timed(once, reps)
    report.latencies.append(
        latency(
            "spoken question -> first answer sentence synthesized (STT + Agent.ask + TTS)",
            size,
            samples,
            note=f'answer: "{answers[-1]}"; the transcript repeats, so its embedding is cached',
        )
    )

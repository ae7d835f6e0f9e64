"""Hands-free listening benchmark: reply latency, barge-in latency, false triggers.

Why: a person who talks to the robot hands-free waits from the end of their
speech to the start of the spoken reply (goal: <= 1.5 s p50, 2 s p95 on 2 cores,
as for push-to-talk), expects the reply to stop within 300 ms (p95) of talking
over it, and must not be answered when nobody spoke to the robot.

- Latencies are measured as a user meets them: `lgr app` on the demo's memory as
  a process, Debian's Chromium with hands-free on, its fake microphone playing a
  WAV (silence, a question with a long answer, 3 s of silence, a second question
  that interrupts that answer). Times on the page's clock, from the moment the
  microphone opened (the fake device starts its file there).
- Barge-in on sounds: the listener (real Silero VAD) while a reply plays, its echo
  25 dB down as after the browser's echo cancellation, and over it a knock, a
  clap, a door, clatter or a cough (tests/hri_app/listening/sounds.py), talk
  across a hall, or a short spoken word: how often each stops the reply, and how soon a word does
  after its speech starts (the listener's part of the barge-in latency).
- False triggers: the listener with the real Silero VAD over 10 minutes of
  synthetic background (white noise at -50 dBFS, and piper's voice at 20 dB
  below a question's level, through a reverberant room: talk across a hall),
  counted as utterances that would be transcribed; with the default level gate
  and with the gate open, to show what it does.

Writes ``benchmarks/results/listen.json`` and ``listen.md``.

    python -m benchmarks.bench_listen [--quick]
"""

from __future__ import annotations

import argparse
import os
import shutil
import tempfile
import time
import wave
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from benchmarks.bench_app import build_memory, free_port, running
from benchmarks.common import (
    Figure,
    Report,
    latency,
    lgr_command,
    log,
    suite_run,
)
from hri_app.config import SpeechConfig
from hri_app.headless import CHROMIUM, chromium_args

REPLY_GOAL_MS = 1500.0  # p50; 2 s p95 is judged in the note
BARGE_IN_GOAL_MS = 300.0
# Where the reply's wait goes, each on the page's clock.
REPLY_STAGES = {
    "end of speech -> transcript on the page": "speech.min_silence_ms of silence, Whisper, "
    "the WebSocket",
    "transcript -> answer in the chat": "the page's hidden ask through Gradio's queue, "
    "the agent's answer",
    "answer in the chat -> reply audio starts": "piper's first sentence, its clip to the page, "
    "the player starting",
}
# The demo memory answers this with a sentence about a food truck seen ~2 min earlier.
FIRST = "What did you see near the food truck?"
SECOND = "Did you see a bicycle?"
LEAD_S = 1.5
# After the first question: its reply (~9 s) is playing when the second starts, even
# when the reply takes 4 s to start on a busy machine.
GAP_S = 5.0
TAIL_S = 8.0
# 20 conversations: with 10, p95 was the second-slowest trial and moved by 300 ms run to run.
TRIALS = 20
BACKGROUND_MIN = 10.0
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


@dataclass(frozen=True)
class Plan:
    trials: int
    background_min: float
    quick: bool


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


def conversation_wav(folder: Path) -> tuple[Path, float, float]:
    """The microphone's WAV; (file, end of the first question's speech, start of the second's)."""
    first, second = speech_16k(FIRST), speech_16k(SECOND)
    silence = lambda s: np.zeros(int(s * 16000), dtype=np.float32)  # noqa: E731
    audio = np.concatenate([silence(LEAD_S), first, silence(GAP_S), second, silence(TAIL_S)])
    first_end = LEAD_S + speech_bounds(first)[1]
    second_start = LEAD_S + len(first) / 16000 + GAP_S + speech_bounds(second)[0]
    path = folder / "conversation.wav"
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(16000)
        out.writeframes((audio * 32767).astype("<i2").tobytes())
    return path, first_end, second_start


def measure_browser(memory: Path, plan: Plan, report: Report, env: dict[str, str]) -> None:
    from playwright.sync_api import sync_playwright

    wav, first_end, second_start = conversation_wav(memory.parent)
    port = free_port()
    command = [*lgr_command(), "app", "--memory", str(memory), "--port", str(port)]
    url = f"http://127.0.0.1:{port}/"
    replies, barge_ins = [], []
    stages: dict[str, list[float]] = {name: [] for name in REPLY_STAGES}
    with running(command, port, env), sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=chromium_args(wav)
        )
        for trial in range(plan.trials):
            context = browser.new_context(permissions=["microphone"])
            page = context.new_page()
            page.goto(url)
            page.wait_for_selector("#map .main-svg", timeout=60_000)  # the page has settled
            page.check("#listen")
            # Both questions asked, and the second one's reply playing.
            page.wait_for_function(
                "() => window.lgrListen.asked.length === 2 && (window.lgrSpeechStarts || [])"
                ".some((start) => start.reply !== window.lgrSpeechStarts[0].reply)",
                timeout=60_000,
            )
            opened = page.evaluate("() => window.lgrListen.openedAt")
            first_playing = page.evaluate("() => window.lgrSpeechStarts[0].at")
            heard_at = page.evaluate("() => window.lgrListen.heard[0].at")
            answered_at = page.evaluate("() => window.lgrListen.answered[0]")
            speech_end = opened + first_end * 1000
            stages["end of speech -> transcript on the page"].append(heard_at - speech_end)
            stages["transcript -> answer in the chat"].append(answered_at - heard_at)
            stages["answer in the chat -> reply audio starts"].append(first_playing - answered_at)
            stops = page.evaluate("() => window.lgrSpeechStops || []")
            replies.append(first_playing - (opened + first_end * 1000))
            message = f"trial {trial + 1}: reply {replies[-1]:.0f} ms"
            if stops:  # else the first reply had not started before the second question ended
                barge_ins.append(stops[0]["at"] - (opened + second_start * 1000))
                message += f", barge-in {barge_ins[-1]:.0f} ms"
            log(message)
            context.close()
        browser.close()
    report.latencies.append(
        latency(
            "end of speech -> reply audio starts",
            930,
            replies,
            goal_ms=REPLY_GOAL_MS,
            note="hands-free in Chromium; includes speech.min_silence_ms (500 ms) of waiting "
            "for the speaker to stop; goal judged on p50 (p95 goal 2000 ms)",
        )
    )
    for name, times in stages.items():
        report.latencies.append(latency(name, 930, times, note=REPLY_STAGES[name]))
    report.latencies.append(
        latency(
            "barge-in: new speech starts -> reply silenced",
            930,
            barge_ins,
            goal_ms=BARGE_IN_GOAL_MS,
            note=f"the page's player paused, on the page's clock; {len(barge_ins)} of "
            f"{plan.trials} trials (in the others the first reply had not started yet)",
        )
    )


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


def measure_false_triggers(plan: Plan, report: Report) -> None:
    from hri_app.listening.listener import Listener, Transcribe
    from hri_app.listening.settings import ListenSettings
    from hri_app.listening.vad import SileroVad

    audio = background(plan.background_min)
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
                triggers / plan.background_min,
                "/min",
                None,
                False,
                f"{plan.background_min:g} min of noise + distant talk at {DISTANT_DB:g} dB; "
                f"{triggers} utterances; listener ran at {len(audio) / 16000 / seconds:.0f}x "
                "real time",
            )
        )
        log(f"false triggers, {label}: {triggers} in {plan.background_min:g} min")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="2 trials, 1 min of background")
    args = parser.parse_args(argv)
    plan = Plan(2, 1.0, True) if args.quick else Plan(TRIALS, BACKGROUND_MIN, False)
    if shutil.which(CHROMIUM) is None:
        raise SystemExit(f"bench_listen needs Debian's chromium at {CHROMIUM}: make system-deps")
    intro = (
        "Size = frames in the memory the app serves (the demo's simulated campus); "
        "0 = no memory involved."
    )
    title = "Hands-free listening benchmark"
    with (
        suite_run("listen", title, plan, args.quick, intro) as run,
        tempfile.TemporaryDirectory(prefix="bench-listen-") as scratch,
    ):
        memory = build_memory(Path(scratch) / "cache")
        run.monitor.phase("browser")
        measure_browser(memory, plan, run.report, dict(os.environ))
        run.monitor.phase("sounds")
        measure_barge_in_sounds(run.report)
        run.monitor.phase("background")
        measure_false_triggers(plan, run.report)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

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
import wave
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from benchmarks.bench_app import build_memory, free_port, running
from benchmarks.common import (
    Report,
    latency,
    lgr_command,
    log,
    suite_run,
)
from benchmarks.listen_sounds import (
    FIRST,
    SECOND,
    measure_barge_in_sounds,
    measure_false_triggers,
    speech_16k,
    speech_bounds,
)
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
LEAD_S = 1.5
# After the first question: its reply (~9 s) is playing when the second starts, even
# when the reply takes 4 s to start on a busy machine.
GAP_S = 5.0
TAIL_S = 8.0
# 20 conversations: with 10, p95 was the second-slowest trial and moved by 300 ms run to run.
TRIALS = 20
BACKGROUND_MIN = 10.0


@dataclass(frozen=True)
class Plan:
    trials: int
    background_min: float
    quick: bool


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
        measure_false_triggers(plan.background_min, run.report)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

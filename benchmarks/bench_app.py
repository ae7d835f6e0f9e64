"""App benchmark: start-up, page load, voice round trip and footprint of the running app.

Why: the robot's screen must come up quickly after boot, and a person who asks
by voice waits from the end of their speech to the start of the spoken answer
(goal: <= 2 s on this 2-core machine). Everything is measured from outside, as a
user meets it: `lgr app` / `lgr demo` as processes, Debian's Chromium driven by
Playwright, a 3 s spoken question fed to Chromium's fake microphone. The
in-process breakdown (STT, answer, first TTS sentence) says where the time goes.
Writes ``benchmarks/results/app.json`` and ``app.md``.

    python -m benchmarks.bench_app [--quick]
"""

from __future__ import annotations

import argparse
import io
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import urllib.request
import wave
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import psutil

from benchmarks.common import (
    Figure,
    Report,
    latency,
    lgr_command,
    log,
    suite_run,
)
from hri_app.headless import CHROMIUM, chromium_args

if TYPE_CHECKING:
    from playwright.sync_api import Browser

# About 3 s when piper speaks it: the "3 s question".
QUESTION = "Where did you last see a parked bicycle near the food truck?"
ROUND_TRIP_GOAL_MS = 2000.0
LEAD_SILENCE_S = 0.3


@dataclass(frozen=True)
class Plan:
    starts: int
    page_loads: int
    round_trips: int
    quick: bool


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextmanager
def running(
    command: list[str], port: int, env: dict[str, str], cwd: Path | None = None
) -> Iterator[tuple[float, int]]:
    """Start an app process; yield (seconds until its page answers, pid); stop it after."""
    started = time.perf_counter()
    process = subprocess.Popen(
        command, env=env, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    try:
        url = f"http://127.0.0.1:{port}/"
        while True:
            if process.poll() is not None:
                raise RuntimeError(f"{' '.join(command)} exited with {process.returncode}")
            try:
                with urllib.request.urlopen(url, timeout=1) as response:
                    if response.status == 200:
                        break
            except OSError:
                time.sleep(0.05)
        yield time.perf_counter() - started, process.pid
    finally:
        process.send_signal(signal.SIGINT)
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()


def tree_rss_mb(pid: int) -> float:
    root = psutil.Process(pid)
    processes = [root, *root.children(recursive=True)]
    return sum(p.memory_info().rss for p in processes if p.is_running()) / 2**20


def spoken_question(folder: Path, tail_s: float) -> tuple[Path, float]:
    """The question as piper speaks it, with silence around it; (file, speech seconds).

    Chromium's fake microphone loops its file, so the browser gets a long tail;
    the in-process breakdown gets what a recording holds (speech + 0.1 s).
    """
    from hri_app.speech import TextToSpeech

    speech = TextToSpeech(deterministic=True).synthesize(QUESTION)
    with wave.open(io.BytesIO(speech)) as wav:
        params, frames = wav.getparams(), wav.readframes(wav.getnframes())
    seconds = params.nframes / params.framerate
    path = folder / f"question-{tail_s:g}s.wav"
    with wave.open(str(path), "wb") as out:
        out.setparams(params)
        lead = b"\0\0" * int(params.framerate * LEAD_SILENCE_S)
        out.writeframes(lead + frames + b"\0\0" * int(params.framerate * tail_s))
    return path, seconds


def build_memory(folder: Path) -> Path:
    """The demo's cached memory (930 frames of the simulated campus), built here."""
    from hri_app.demo import REPLAYED_FRAMES, cached_memory, demo_observations
    from memory_core.config import load_config

    frames = demo_observations()[:-REPLAYED_FRAMES]
    return cached_memory(load_config(None), frames, folder, log)


def measure_starts(memory: Path, plan: Plan, report: Report, env: dict[str, str]) -> None:
    samples = []
    for _ in range(plan.starts):
        port = free_port()
        command = [*lgr_command(), "app", "--memory", str(memory), "--port", str(port)]
        with running(command, port, env) as (seconds, _):
            samples.append(seconds * 1000)
    report.latencies.append(
        latency("`lgr app` start to page served", 930, samples, note="process start to HTTP 200")
    )
    cache = memory.parent / "xdg"
    for label in ("first (builds the cache)", "later (cache warm)"):
        port = free_port()
        command = [*lgr_command(), "demo", "--port", str(port)]
        with running(command, port, {**env, "XDG_CACHE_HOME": str(cache)}) as (seconds, _):
            report.figures.append(Figure(f"`lgr demo` start, {label}", 930, seconds, "s"))


def measure_browser(memory: Path, plan: Plan, report: Report, env: dict[str, str]) -> None:
    from playwright.sync_api import sync_playwright

    question, speech_s = spoken_question(memory.parent, tail_s=8.0)
    port = free_port()
    command = [*lgr_command(), "app", "--memory", str(memory), "--port", str(port)]
    url = f"http://127.0.0.1:{port}/"
    with running(command, port, env) as (_, pid), sync_playwright() as playwright:
        report.figures.append(
            Figure("app RSS when ready", 930, tree_rss_mb(pid), "MB", None, False)
        )
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM,
            headless=True,
            args=chromium_args(question),
        )
        loads = []
        for _ in range(plan.page_loads):
            context = browser.new_context(viewport={"width": 1280, "height": 800})
            page = context.new_page()
            started = time.perf_counter()
            page.goto(url)
            page.wait_for_selector("#question textarea")
            page.wait_for_selector("#map .main-svg")
            loads.append((time.perf_counter() - started) * 1000)
            context.close()
        report.latencies.append(
            latency("page load to map drawn", 930, loads, note="new browser context each time")
        )
        trips = [voice_round_trip(browser, url, speech_s) for _ in range(plan.round_trips)]
        report.latencies.append(
            latency(
                f"voice round trip, {speech_s:.1f} s question",
                930,
                trips,
                goal_ms=ROUND_TRIP_GOAL_MS,
                note="Stop tapped at the end of speech -> reply audio playing, in Chromium",
            )
        )
        report.figures.append(
            Figure(
                f"app RSS after {plan.round_trips} voice questions",
                930,
                tree_rss_mb(pid),
                "MB",
                None,
                False,
            )
        )
        browser.close()


def voice_round_trip(browser: Browser, url: str, speech_s: float) -> float:
    """Milliseconds from tapping Stop (speech just ended) to the reply starting to play."""
    context = browser.new_context(
        viewport={"width": 1280, "height": 800}, permissions=["microphone"]
    )
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("#question textarea")
    page.click("#mic button:has-text('Record')")
    page.wait_for_timeout((LEAD_SILENCE_S + speech_s + 0.1) * 1000)
    stopped = page.evaluate(
        "() => { [...document.querySelectorAll('#mic button')]"
        ".find(b => b.innerText.includes('Stop')).click(); return performance.now(); }"
    )
    # hri_app/speech_player.js notes when the reply's first clip starts playing.
    page.wait_for_function("() => window.lgrSpeech !== undefined", timeout=30_000)
    playing = page.evaluate("() => window.lgrSpeech.playingAt")
    context.close()
    return float(playing - stopped)


def measure_breakdown(memory: Path, report: Report) -> None:
    """In-process: the stages of a voice question, without the browser and network."""
    from hri_app.service import RobotService
    from memory_core.config import load_config
    from memory_core.memory import Memory

    question, _ = spoken_question(memory.parent, tail_s=0.1)
    config = load_config(None).with_overrides({"memory_dir": str(memory)})
    with Memory.open(memory, config) as opened:
        service = RobotService(opened)
        service.warm_up()
        stt, answer, tts = [], [], []
        for _ in range(5):
            reply = service.ask_audio(question)
            assert reply.transcript is not None
            stt.append(reply.transcript.seconds * 1000)
            answer.append(reply.answer.latency_s * 1000)
            started = time.perf_counter()
            next(iter(service.speak(reply)))
            tts.append((time.perf_counter() - started) * 1000)
    report.latencies.append(latency("in-process: speech to text", 930, stt))
    report.latencies.append(latency("in-process: answer (planner)", 930, answer))
    report.latencies.append(latency("in-process: first sentence synthesised", 930, tts))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="one sample of each")
    args = parser.parse_args(argv)
    plan = Plan(1, 2, 2, True) if args.quick else Plan(3, 5, 5, False)
    if shutil.which(CHROMIUM) is None:
        raise SystemExit(f"bench_app needs Debian's chromium at {CHROMIUM}: make system-deps")
    intro = "Size = frames in the memory the app serves (the demo's simulated campus)."
    env = dict(os.environ)  # offline: benchmarks/__init__.py
    with (
        suite_run("app", "App benchmark", plan, args.quick, intro) as run,
        tempfile.TemporaryDirectory(prefix="bench-app-") as scratch,
    ):
        memory = build_memory(Path(scratch) / "cache")
        run.monitor.phase("starts")
        measure_starts(memory, plan, run.report, env)
        run.monitor.phase("browser")
        measure_browser(memory, plan, run.report, env)
        run.monitor.phase("breakdown")
        measure_breakdown(memory, run.report)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""An app on a real memory (the bundled example run), served on loopback for API/browser tests."""

from __future__ import annotations

import io
import os
import socket
import wave
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import partial
from pathlib import Path

import numpy as np
import pytest

from hri_app.server import GRADIO_TEMP_DIR, Listening, serving
from hri_app.service import RobotService
from hri_app.sim_navigator import SimulatedNavigator
from hri_app.speech import TextToSpeech
from hri_app.views import last_pose
from memory_core.builder import MemoryBuilder
from memory_core.config import Config
from memory_core.embedding import TextEmbedder
from memory_core.memory import Memory
from memory_core.runfile import read_run
from tests.conftest import TEST_TIMEZONE

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE_RUN = ROOT / "assets" / "example_run.jsonl"
SPOKEN_QUESTION = ROOT / "assets" / "questions" / "where_is_the_fire_hydrant.wav"
# Fast, so navigation tests finish in seconds; the hydrant is ~17 m from the last pose.
TEST_SPEED_MPS = 12.0
# Questions said to the example memory by hands-free tests (browser and lgr listen).
FIRE_HYDRANT = "Where is the fire hydrant?"
FOOD_TRUCK = "Did you see a food truck?"
# Its answer is read out for ~9 s: long enough to be interrupted.
LONG_ANSWER = "What did you see near the food truck?"
# ~3.5 s of speech. On a busy machine the first reply took up to 7 s to start (with
# a short second question it then started after that question had ended, and
# there was nothing to interrupt); a reply starting while this is being said is
# talked over too, so any start up to ~7 s after the first question is interrupted.
LONG_QUESTION = "Excuse me robot, did you see a food truck anywhere on the street?"
# Silence before the first words in a browser's microphone WAV. Chromium's fake
# microphone starts its file when it is opened, and its echo canceller and noise
# suppressor adapt over the stream's first second: a question 0.5-1.0 s in lost its
# first words in CI runs ("for hydrant.", "hydrant."). A person, too, starts talking
# a moment after the recorder shows it is listening.
LEAD_IN_S = 2.0


def example_memory(directory: Path, embedder: TextEmbedder) -> Memory:
    """A memory built from assets/example_run.jsonl (52 frames along a street)."""
    config = Config().with_overrides({"memory_dir": str(directory), "time.timezone": TEST_TIMEZONE})
    memory = Memory.open(directory, config, embedder=embedder)
    builder = MemoryBuilder(memory, throttle=False)
    for line in read_run(EXAMPLE_RUN):
        assert line.observation is not None
        builder.observe(line.observation)
    return memory


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclass
class RunningApp:
    url: str
    service: RobotService
    navigator: SimulatedNavigator


@pytest.fixture(scope="module")
def running_app(
    tmp_path_factory: pytest.TempPathFactory, embedder: TextEmbedder
) -> Iterator[RunningApp]:
    """The app with a simulated navigator and hands-free listening on 127.0.0.1; stopped after
    the module."""
    from hri_app.app import build_app
    from hri_app.listen_route import listen_route

    memory = example_memory(tmp_path_factory.mktemp("app") / "memory", embedder)
    navigator = SimulatedNavigator(lambda: last_pose(memory) or (0.0, 0.0, 0.0), TEST_SPEED_MPS)
    service = RobotService(memory, navigator=navigator)
    service.warm_up()
    port = free_port()
    build = partial(build_app, service, examples=["Where is the fire hydrant?"])
    try:
        where = Listening("127.0.0.1", port, auth=None)
        with serving(build, where, concurrency=4, routes=[listen_route(service)]):
            yield RunningApp(f"http://127.0.0.1:{port}/", service, navigator)
    finally:
        navigator.close()
        memory.close()


@contextmanager
def served(memory: Memory, where: Listening) -> Iterator[Path]:
    """The app on ``memory`` (no navigator, models load when first used) served as ``where``.

    Yields its private upload folder, which is deleted when the app stops.
    """
    from hri_app.app import build_app

    with serving(partial(build_app, RobotService(memory)), where, concurrency=2):
        yield Path(os.environ[GRADIO_TEMP_DIR])


@pytest.fixture(scope="module")
def microphone_wav(tmp_path_factory: pytest.TempPathFactory) -> Callable[..., Path]:
    """A WAV of ``parts``: a string is piper saying it, a number is that many seconds of
    silence, a path is that recording (at piper's sample rate)."""
    voice = TextToSpeech(deterministic=True)
    folder = tmp_path_factory.mktemp("microphone")
    rate = voice.sample_rate

    def samples(recording: io.BytesIO | Path) -> np.ndarray:
        with wave.open(recording if isinstance(recording, io.BytesIO) else str(recording)) as w:
            assert (w.getframerate(), w.getnchannels(), w.getsampwidth()) == (rate, 1, 2), recording
            return np.frombuffer(w.readframes(w.getnframes()), "<i2")

    def wav(*parts: str | float | Path) -> Path:
        pieces = []
        for part in parts:
            if isinstance(part, str):
                pieces.append(samples(io.BytesIO(voice.synthesize(part))))
            elif isinstance(part, Path):
                pieces.append(samples(part))
            else:
                pieces.append(np.zeros(int(part * rate), dtype="<i2"))
        path = folder / f"microphone-{len(list(folder.iterdir()))}.wav"
        with wave.open(str(path), "wb") as out:
            out.setnchannels(1)
            out.setsampwidth(2)
            out.setframerate(rate)
            out.writeframes(np.concatenate(pieces).tobytes())
        return path

    return wav


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo) -> Iterator:
    """On a failed browser test, what the page showed and what the service did.

    A failure seen once (a flaky run) is then diagnosable from the report alone:
    the page's chat and error toasts, and the service's exchanges and problems
    (was the question heard, answered, refused, or never asked?).
    """
    report = yield
    funcargs = getattr(item, "funcargs", {})
    if report.when == "call" and report.failed and "running_app" in funcargs:
        report.sections.append(("what the app saw", _app_story(funcargs)))
    return report


def _app_story(funcargs: dict) -> str:
    lines = []
    page = funcargs.get("page")
    if page is not None:
        for selector in ("#chat", ".toast-body", "#nav-status", "#mic"):
            try:
                texts = page.locator(selector).all_inner_texts()
            except Exception as error:  # the page itself may be what broke
                texts = [f"(unreadable: {error})"]
            lines.append(f"{selector}: {texts!r}")
    service: RobotService = funcargs["running_app"].service
    for exchange in service.activity.exchanges()[:5]:
        lines.append(
            f"exchange {exchange.id} [{exchange.channel}] {exchange.question!r} -> "
            f"{exchange.answer[:80]!r} error={exchange.error!r} timings={exchange.timings}"
        )
    lines += [f"problem [{p.where}] {p.message}" for p in service.activity.problems()[:5]]
    return "\n".join(lines)

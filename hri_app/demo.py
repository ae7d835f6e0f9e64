"""`lgr demo`: the app on a bundled simulated exploration, offline, in one command.

The first start ingests most of ``assets/demo/run.jsonl`` into a cached memory
(once; later starts reuse it). Every start copies that memory, replays the rest
of the run into it in the background — frames, entities and captions visibly
arrive on the map and the Supervise page — and serves the app with the offline
planner and the simulated navigator.
"""

from __future__ import annotations

import json
import logging
import os
import shutil
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from hri_app.config import app_config
from memory_core.builder import MemoryBuilder
from memory_core.config import Config, memory_fingerprint
from memory_core.ingest import ingest
from memory_core.memory import Memory
from memory_core.memory_cache import build_once, is_built
from memory_core.runfile import read_run
from memory_core.types import Observation

log = logging.getLogger("lgr")

ASSETS = Path(__file__).resolve().parent.parent / "assets" / "demo"
DEMO_RUN = ASSETS / "run.jsonl"
DEMO_QUESTIONS = ASSETS / "questions.jsonl"
# The last frames of the run are replayed live at every start (the rest is cached).
REPLAYED_FRAMES = 120


def cache_root() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "embodied-lgr" / "demo"


def demo_observations(run: Path = DEMO_RUN) -> list[Observation]:
    """The demo run's frames; the bundled file has no malformed lines (checked in tests)."""
    observations = []
    for line in read_run(run):
        if line.error is not None:
            raise line.error
        assert line.observation is not None
        observations.append(line.observation)
    return observations


def cached_memory(
    config: Config, frames: list[Observation], cache: Path, progress: Callable[[str], None]
) -> Path:
    """A memory of ``frames``, built once under ``cache`` (keyed by the frames and settings)."""
    key = memory_fingerprint(config, DEMO_RUN.read_bytes(), str(len(frames)).encode())
    target = cache / key[:16]
    if is_built(target, key):
        progress(f"using the cached demo memory in {target}")
        return target
    progress(f"building the demo memory from {len(frames)} frames (once; cached in {target})")
    started = time.perf_counter()

    def build(folder: Path) -> None:
        with Memory.open(folder, _at(config, folder)) as memory:
            ingest(_reported(frames, progress), MemoryBuilder(memory, throttle=False))

    build_once(target, key, build)
    progress(f"built in {time.perf_counter() - started:.0f} s")
    return target


def _reported(
    frames: list[Observation], progress: Callable[[str], None], every: int = 200
) -> Iterator[Observation]:
    """``frames``, saying how far the build is every ``every`` frames."""
    for index, frame in enumerate(frames, start=1):
        yield frame
        if index % every == 0:
            progress(f"  {index}/{len(frames)} frames")


class Replay:
    """Feeds frames into a live memory at ``fps`` in a background thread (stoppable)."""

    def __init__(self, memory: Memory, frames: list[Observation], fps: float) -> None:
        self.memory = memory
        self.frames = frames
        self.period_s = 1.0 / fps if fps > 0 else 0.0
        self.done = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="demo-replay", daemon=True)

    def start(self) -> Replay:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=5)

    def _run(self) -> None:
        ingest(self._spaced(), MemoryBuilder(self.memory, throttle=False))
        if not self._stop.is_set():
            log.info("demo replay finished: %d frames", self.done)

    def _spaced(self) -> Iterator[Observation]:
        """The frames one period apart, until stopped; ``done`` counts those observed."""
        for frame in self.frames:
            if self._stop.wait(self.period_s):
                return
            yield frame
            self.done += 1


def example_questions(limit: int = 6) -> list[str]:
    """A few of the demo world's generated questions, one of each kind first."""
    rows = [json.loads(line) for line in DEMO_QUESTIONS.read_text().splitlines() if line.strip()]
    by_kind: dict[str, list[str]] = {}
    for row in rows:
        by_kind.setdefault(row["type"], []).append(row["question"])
    picked = [questions[0] for questions in by_kind.values()]
    picked += [q for row in rows if (q := row["question"]) not in picked]
    return picked[:limit]


@contextmanager
def live_demo_memory(
    config: Config, progress: Callable[[str], None], replayed: int = REPLAYED_FRAMES
) -> Iterator[tuple[Memory, Replay]]:
    """A fresh copy of the cached memory, with the run's last frames replaying into it."""
    frames = demo_observations()
    replayed = min(replayed, len(frames) - 1)
    cached = cached_memory(config, frames[:-replayed], cache_root(), progress)
    with tempfile.TemporaryDirectory(prefix="lgr-demo-") as work:
        live = Path(work) / "memory"
        shutil.copytree(cached, live)
        with Memory.open(live, _at(config, live)) as memory:
            replay = Replay(memory, frames[-replayed:], app_config(config).demo_replay_fps).start()
            progress(f"replaying the last {replayed} frames live")
            try:
                yield memory, replay
            finally:
                replay.stop()


def _at(config: Config, directory: Path) -> Config:
    return config.with_overrides({"memory_dir": str(directory)})

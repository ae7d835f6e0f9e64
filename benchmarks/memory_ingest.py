"""Memory benchmark, ingest: a recorded run into memory, as `lgr ingest` and in-process.

Why: a robot's day is ingested after the fact (a rosbag, a run file) and the
memory is reopened by every `lgr ask`; both must keep well ahead of the 2 s
frame period. The run is the simulator's tiled tours, with the real MiniLM.
"""

from __future__ import annotations

import gc
import json
import os
import subprocess
import time
from pathlib import Path
from typing import Any

from benchmarks import workload
from benchmarks.common import Figure, Report, latency, lgr_command, log
from memory_core.builder import MemoryBuilder
from memory_core.config import Config
from memory_core.embedding import TextEmbedder
from memory_core.memory import SNAPSHOT_FILE, Memory
from memory_core.runfile import read_run
from memory_core.types import Observation

GOAL_INGEST_FPS = 50.0


def run_cli_ingest(run: Path, memory_dir: Path) -> tuple[float, dict[str, Any]]:
    """Wall time of ``lgr ingest`` as a user runs it (process start and model load included)."""
    environment = {**os.environ, "HF_HUB_OFFLINE": "1"}
    start = time.perf_counter()
    done = subprocess.run(
        [*lgr_command(), "ingest", str(run), "--memory", str(memory_dir)],
        capture_output=True,
        text=True,
        env=environment,
        check=False,
    )
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        raise RuntimeError(f"lgr ingest failed ({done.returncode}): {done.stderr.strip()}")
    return elapsed, json.loads(done.stdout.strip().splitlines()[-1])


def bench_ingest(
    embedder: TextEmbedder, frames: int, reopen_reps: int, report: Report, workdir: Path
) -> None:
    """Recorded-run ingest with the real MiniLM, via the CLI and in-process; then reopen."""
    run = workdir / "run.jsonl"
    workload.write_run(run, frames)
    one_frame = workdir / "one.jsonl"
    one_frame.write_text(run.read_text(encoding="utf-8").splitlines()[0] + "\n", encoding="utf-8")

    log(f"  ingest: lgr ingest, 1 frame and {frames} frames (subprocess)")
    fixed_s, _ = run_cli_ingest(one_frame, workdir / "cli-one")
    total_s, counts = run_cli_ingest(run, workdir / "cli-run")
    if counts.get("frames") != frames:
        raise RuntimeError(f"lgr ingest kept {counts} of {frames} frames")
    note = f"{frames} frames in {total_s:.1f} s; {counts['entities']} entities"
    report.figures.append(
        Figure(
            "lgr ingest (incl. process start + model load)",
            frames,
            frames / total_s,
            "frames/s",
            GOAL_INGEST_FPS,
            note=note,
        )
    )
    report.figures.append(
        Figure(
            "lgr ingest (excl. fixed cost of a 1-frame ingest)",
            frames,
            (frames - 1) / max(total_s - fixed_s, 1e-9),
            "frames/s",
            GOAL_INGEST_FPS,
            note=f"1-frame ingest took {fixed_s:.1f} s",
        )
    )
    report.figures.append(
        Figure("lgr ingest fixed cost (1-frame run)", 1, fixed_s, "s", higher_is_better=False)
    )

    log(f"  ingest: in-process, {frames} frames")
    observations: list[Observation] = [
        line.observation for line in read_run(run) if line.observation is not None
    ]
    memory_dir = workdir / "inproc"
    config = Config().with_overrides({"memory_dir": str(memory_dir)})
    start = time.perf_counter()
    memory = Memory.open(memory_dir, config, embedder=embedder)
    open_s = time.perf_counter() - start
    builder = MemoryBuilder(memory)
    frame_ms: list[float] = []
    gc.collect()
    start = time.perf_counter()
    for observation in observations:
        call_start = time.perf_counter_ns()
        builder.observe(observation)
        frame_ms.append((time.perf_counter_ns() - call_start) / 1e6)
    loop_s = time.perf_counter() - start
    start = time.perf_counter()
    entities = len(memory.graph)
    memory.close()
    close_s = time.perf_counter() - start
    report.figures.append(
        Figure(
            "ingest in-process (frame loop + close, model loaded)",
            frames,
            frames / (loop_s + close_s),
            "frames/s",
            GOAL_INGEST_FPS,
            note=f"open {open_s:.2f} s, loop {loop_s:.1f} s, close {close_s:.2f} s; "
            f"{entities} entities",
        )
    )
    report.latencies.append(
        latency(
            "ingest add_frame (real MiniLM; captions embedded per 32)",
            frames,
            frame_ms,
            note="the tail is the frame that embeds 32 buffered captions",
        )
    )

    log("  reopen")
    reopen_ms: list[float] = []
    for _ in range(reopen_reps):
        start = time.perf_counter()
        memory = Memory.open(memory_dir, config, embedder=embedder)
        reopen_ms.append((time.perf_counter() - start) * 1e3)
        memory.close()
    report.latencies.append(
        latency("Memory.open (snapshot present)", frames, reopen_ms, note="model already loaded")
    )
    replay_ms: list[float] = []
    for _ in range(reopen_reps):
        (memory_dir / SNAPSHOT_FILE).unlink(missing_ok=True)
        start = time.perf_counter()
        memory = Memory.open(memory_dir, config, embedder=embedder)
        replay_ms.append((time.perf_counter() - start) * 1e3)
        memory.close()
    report.latencies.append(latency("Memory.open (no snapshot: journal replay)", frames, replay_ms))

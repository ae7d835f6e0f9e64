"""Following a live writer: how soon a reader sees a frame, what following costs, and what
readers cost the writer (issue 15).

The writer runs in this process (``Memory.add_frame``, paced like a robot or flat out);
each reader is a process of its own (``Memory.open(readonly=True, follow=True)``) that
notes the wall-clock time each journal frame becomes part of its graph. Lag = that time
minus the moment ``add_frame`` returned in the writer (both clocks are this machine's).
The writer's time in SQLite commits (``Journal.append_frame``) is what a reader could
make it wait for; it is timed per frame with and without readers.
Writes ``benchmarks/results/follow.json`` and ``follow.md`` (``--quick``: ``follow.quick.*``).

    python -m benchmarks.bench_follow [--quick]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import psutil

from benchmarks import workload
from benchmarks.common import (
    Figure,
    latency,
    suite_run,
    timed_calls,
)
from memory_core.caption_index import CaptionIndex, IndexedCaption
from memory_core.config import Config
from memory_core.embedding import make_embedder
from memory_core.memory import Memory
from memory_core.pacing import paced

# How often a reader looks at its own position in the journal: the lag's resolution.
READER_POLL_S = 0.005
PAPER_FRAME_PERIOD_S = 2.0  # one frame every 2 s: a 1 h run is 1800 frames


@dataclass
class Plan:
    lag_frames_2hz: int
    lag_frames_20hz: int
    idle_s: float
    throughput_frames: int
    index_captions: int


FULL = Plan(
    lag_frames_2hz=60,
    lag_frames_20hz=1800,
    idle_s=20.0,
    throughput_frames=1000,
    index_captions=100_000,
)
QUICK = Plan(
    lag_frames_2hz=10, lag_frames_20hz=100, idle_s=3.0, throughput_frames=100, index_captions=10_000
)


def write(memory: Memory, first: int, count: int, rate_hz: float | None) -> dict[int, float]:
    """Add the workload's frames ``first``.. (paced at ``rate_hz``, or flat out); seq ->
    acknowledged at."""
    acked: dict[int, float] = {}
    frames = workload.first_frames(first + count)[first:]
    for frame in frames if rate_hz is None else paced(frames, rate_hz):
        bearings, heights = workload.sightlines(frame)
        labels = frame.labels or ()
        seq = memory.add_frame(
            frame.t, frame.pose, frame.caption or "", labels, "", bearings, heights
        ).seq
        acked[seq] = time.time()
    return acked


def start_reader(directory: Path, until_seq: int, idle_s: float = 0.0) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [
            sys.executable,
            "-m",
            "benchmarks.bench_follow",
            "--reader",
            str(directory),
            "--until-seq",
            str(until_seq),
            "--idle-s",
            str(idle_s),
        ],
        stdout=subprocess.PIPE,
        text=True,
    )


def reader_main(directory: Path, until_seq: int, idle_s: float) -> None:
    """A reader process: follow until ``until_seq`` is applied, then idle ``idle_s``; print
    when each seq was seen, CPU seconds while following and idling, and RSS."""
    config = Config().with_overrides({"memory_dir": str(directory)})
    memory = Memory.open(directory, config, readonly=True, follow=True)
    me = psutil.Process()
    print("open", flush=True)
    seen: dict[int, float] = {}
    cpu_start = sum(me.cpu_times()[:2])
    last = memory.applied_seq
    while last < until_seq:
        now_seq = memory.applied_seq
        if now_seq != last:
            stamp = time.time()
            seen.update((seq, stamp) for seq in range(last + 1, now_seq + 1))
            last = now_seq
        time.sleep(READER_POLL_S)
    cpu_following = sum(me.cpu_times()[:2]) - cpu_start
    time.sleep(idle_s)
    cpu_idle = sum(me.cpu_times()[:2]) - cpu_start - cpu_following
    rss = me.memory_info().rss / 1e6
    memory.close()
    print(
        json.dumps(
            {"seen": seen, "cpu_following_s": cpu_following, "cpu_idle_s": cpu_idle, "rss_mb": rss}
        ),
        flush=True,
    )


def wait_open(reader: subprocess.Popen[str]) -> None:
    assert reader.stdout is not None and reader.stdout.readline().strip() == "open"


def result(reader: subprocess.Popen[str]) -> dict[str, Any]:
    out, _ = reader.communicate(timeout=600)
    assert reader.returncode == 0
    return json.loads(out.strip().splitlines()[-1])


def lags_ms(acked: dict[int, float], seen: dict[str, float]) -> list[float]:
    return [1000 * (seen[str(seq)] - at) for seq, at in acked.items()]


def measure_lag(
    directory: Path, rate_hz: float, frames: int, idle_s: float
) -> tuple[list[float], dict[str, Any]]:
    config = Config().with_overrides({"memory_dir": str(directory)})
    with Memory.open(directory, config) as memory:
        first = memory.applied_seq
        reader = start_reader(directory, first + frames, idle_s)
        wait_open(reader)
        acked = write(memory, first, frames, rate_hz)
        report = result(reader)
    return lags_ms(acked, report["seen"]), report


def measure_writer(directory: Path, frames: int, readers: int) -> tuple[float, list[float]]:
    """Frames/s flat out, and ms per journal commit, with ``readers`` following."""
    config = Config().with_overrides({"memory_dir": str(directory)})
    with Memory.open(directory, config) as memory:
        first = memory.applied_seq
        followers = [start_reader(directory, first + frames) for _ in range(readers)]
        for follower in followers:
            wait_open(follower)
        commits: list[float] = []
        append = memory.journal.append_frame

        def timed_append(*args: Any, **kwargs: Any) -> int:
            started = time.perf_counter()
            try:
                return append(*args, **kwargs)
            finally:
                commits.append(1000 * (time.perf_counter() - started))

        memory.journal.append_frame = timed_append  # type: ignore[method-assign]
        started = time.perf_counter()
        write(memory, first, frames, None)
        memory.commit()
        elapsed = time.perf_counter() - started
        memory.journal.append_frame = append  # type: ignore[method-assign]
    for follower in followers:
        result(follower)
    return frames / elapsed, commits


def measure_idle_poll(directory: Path) -> list[float]:
    """ms per ``catch_up`` that finds nothing new (what the follower does every poll)."""
    config = Config().with_overrides({"memory_dir": str(directory)})
    with Memory.open(directory, config, readonly=True, follow=True) as reader:
        return timed_calls(lambda _: reader.catch_up(), reps=500)


def measure_index_search(captions: int) -> list[float]:
    """ms per caption search by text in a reader's index of ``captions`` captions."""
    embedder = make_embedder()
    rng = np.random.default_rng(0)
    vectors = rng.standard_normal((captions, embedder.dim)).astype(np.float32)
    index = CaptionIndex(embedder, lambda seqs: {seq: vectors[seq - 1] for seq in seqs})
    index.add(
        [
            IndexedCaption(i + 1, frame.caption or "", frame.pose, frame.t)
            for i, frame in enumerate(workload.first_frames(captions))
        ]
    )
    searches = workload.SEARCHES
    return timed_calls(lambda i: index.by_text(searches[i % len(searches)], 5), reps=50)


def run(plan: Plan, quick: bool) -> None:
    intro = (
        "The writer adds frames in the benchmark process; each reader is its own process "
        "following the memory."
    )
    with (
        suite_run("follow", "Following a live writer", plan, quick, intro) as suite,
        tempfile.TemporaryDirectory(prefix="bench-follow-") as scratch,
    ):
        root = Path(scratch)
        monitor, report = suite.monitor, suite.report
        for rate, frames in ((2.0, plan.lag_frames_2hz), (20.0, plan.lag_frames_20hz)):
            monitor.phase(f"follow lag at {rate:g} frames/s, {frames} frames")
            idle = plan.idle_s if rate == 20.0 else 0.0
            lags, reader = measure_lag(root / f"lag-{rate:g}", rate, frames, idle)
            report.latencies.append(
                latency(
                    f"follow lag at {rate:g} frames/s (ack -> in the reader's graph)",
                    frames,
                    lags,
                    goal_ms=2000,
                )
            )
            if rate == 20.0:
                hours = frames * PAPER_FRAME_PERIOD_S / 3600
                note = f"{frames} frames = {hours:.2g} h at one frame per 2 s, replayed at 20/s"
                report.figures += [
                    Figure(
                        "reader CPU while following at 20 frames/s",
                        frames,
                        100 * reader["cpu_following_s"] / (frames / rate),
                        "% of a core",
                        higher_is_better=False,
                        note=note,
                    ),
                    Figure(
                        "reader CPU following an idle writer",
                        frames,
                        100 * reader["cpu_idle_s"] / plan.idle_s,
                        "% of a core",
                        higher_is_better=False,
                        note=f"{plan.idle_s:g} s with nothing new",
                    ),
                    Figure(
                        "reader RSS after following the run",
                        frames,
                        reader["rss_mb"],
                        "MB",
                        higher_is_better=False,
                        note=note,
                    ),
                ]
        monitor.phase("a follower poll with nothing new")
        polls = measure_idle_poll(root / "lag-20")
        report.latencies.append(
            latency("follower poll with nothing new", plan.lag_frames_20hz, polls)
        )
        monitor.phase(f"caption search in a reader's index of {plan.index_captions} captions")
        searches = measure_index_search(plan.index_captions)
        report.latencies.append(
            latency(
                "reader caption search by text (own index, incl. embedding the question)",
                plan.index_captions,
                searches,
            )
        )
        throughputs = {}
        for readers in (0, 3):
            monitor.phase(f"writer flat out with {readers} readers")
            rate, commits = measure_writer(
                root / f"writer-{readers}", plan.throughput_frames, readers
            )
            throughputs[readers] = rate
            report.figures.append(
                Figure(
                    f"writer throughput, {readers} readers following",
                    plan.throughput_frames,
                    rate,
                    "frames/s",
                )
            )
            report.latencies.append(
                latency(
                    f"writer journal commit per frame, {readers} readers following",
                    plan.throughput_frames,
                    commits,
                    goal_ms=100,
                )
            )
        report.figures.append(
            Figure(
                "writer throughput with 3 readers / with none",
                plan.throughput_frames,
                100 * throughputs[3] / throughputs[0],
                "%",
                goal=90,
            )
        )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a few frames, to try it out")
    parser.add_argument("--reader", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--until-seq", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--idle-s", type=float, default=0.0, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.reader is not None:
        reader_main(args.reader, args.until_seq, args.idle_s)
        return 0
    run(QUICK if args.quick else FULL, args.quick)
    return 0


if __name__ == "__main__":
    sys.exit(main())

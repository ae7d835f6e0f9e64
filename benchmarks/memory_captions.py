"""Memory benchmark, the caption store: Milvus Lite insert, flush and search at scale.

Why: a caption per frame piles up (100k captions is ~55 h of robot time), and
the fallback retrieval searches them all. The captions and poses are the
simulator's tiled tours; the vectors are random (see RandomUnitEmbedder).
"""

from __future__ import annotations

import gc
import shutil
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

from benchmarks import workload
from benchmarks.common import Figure, Report, latency, log, rss_mb, timed_calls, wait_until_idle
from benchmarks.workload import SEARCHES
from memory_core.caption_memory import CaptionMemory
from memory_core.config import CaptionConfig, Config
from memory_core.graph_memory import MemoryGraph
from memory_core.journal import Journal
from memory_core.labels import LabelTable
from memory_core.memory import JOURNAL_FILE, Memory
from memory_core.types import Observation

K = 5
SEED = 20260101
GOAL_CAPTION_MS = 60.0
CAPTION_SETTLE_TIMEOUT_S = 600.0


class RandomUnitEmbedder:
    """Random unit vectors in place of MiniLM: measures the caption store, not the model.

    Embedding 100k captions with the real model would take tens of minutes on
    two cores and says nothing about Milvus; the ingest benchmark uses the model.
    """

    name = "random-unit"

    def __init__(self, dim: int, seed: int) -> None:
        self.dim = dim
        self._rng = np.random.default_rng(seed)

    def encode(self, texts: Sequence[str]) -> NDArray[np.float32]:
        vectors = self._rng.standard_normal((len(texts), self.dim)).astype(np.float32)
        return vectors / np.linalg.norm(vectors, axis=1, keepdims=True)

    def encode_one(self, text: str) -> NDArray[np.float32]:
        return self.encode([text])[0]

    def encode_cached(self, texts: Sequence[str]) -> NDArray[np.float32]:
        return self.encode(texts)


def bench_captions(
    dim: int, sizes: Sequence[int], reps: int, report: Report, workdir: Path
) -> None:
    """Milvus Lite: insert the tiled tours' captions up to each size (batched like the
    builder), then search them."""
    rng = np.random.default_rng(SEED)
    tour = workload.first_frames(max(sizes))
    directory = workdir / "captions"
    directory.mkdir()
    gc.collect()
    base_rss = rss_mb()
    embedder = RandomUnitEmbedder(dim, SEED)
    store = CaptionMemory.open(directory, embedder, CaptionConfig(), dim)
    # Time queries may be served by the journal's time index (Memory.captions_near_time):
    # the same captions go into a journal so both paths can be measured.
    journal = Journal(workdir / JOURNAL_FILE)
    graph = MemoryGraph(LabelTable(dim))
    journal_memory = Memory(workdir, Config(), embedder, journal, graph, None, None, applied_seq=0)
    inserted = 0
    try:
        for size in sizes:
            log(f"  captions: inserting {inserted + 1}..{size}")
            frames = tour[inserted:size]
            commit_ms: list[float] = []
            start = time.perf_counter()
            for seq, frame in enumerate(frames, inserted + 1):
                call_start = time.perf_counter_ns()
                store.add(seq, frame.caption or "", frame.pose, frame.t)
                if store.pending == 0:
                    commit_ms.append((time.perf_counter_ns() - call_start) / 1e6)
            store.commit()
            store.flush()
            elapsed = time.perf_counter() - start
            report.figures.append(
                Figure(
                    "caption insert throughput (incl. flushes)",
                    size,
                    (size - inserted) / elapsed,
                    "rows/s",
                    note=f"rows {inserted + 1}..{size} in {elapsed:.1f} s, simulated captions, "
                    "random vectors",
                )
            )
            start = time.perf_counter()
            for frame in frames:
                journal.append_frame(frame.t, frame.pose, frame.caption or "", (), "bench")
            journal_s = time.perf_counter() - start
            report.figures.append(
                Figure(
                    "journal append_frame throughput (one SQLite commit per frame)",
                    size,
                    len(frames) / journal_s,
                    "frames/s",
                    note="caption text, no labels",
                )
            )
            if commit_ms:
                report.latencies.append(
                    latency(
                        "caption commit (32 rows; flush every 2000)",
                        size,
                        commit_ms,
                        note="the max is a flushing commit",
                    )
                )
            inserted = size
            log(f"  captions: searching {size} right after the flush")
            samples = timed_calls(
                lambda i: store.by_text(SEARCHES[i % len(SEARCHES)], K),
                min(20, reps),
                warmup=1,
            )
            report.latencies.append(
                latency(
                    "captions by_text, right after flush",
                    size,
                    samples,
                    GOAL_CAPTION_MS,
                    note="while Milvus Lite compacts and builds indexes in the background",
                )
            )
            settle_s = wait_until_idle(CAPTION_SETTLE_TIMEOUT_S)
            report.figures.append(
                Figure(
                    "caption store background work after flush (compaction + HNSW)",
                    size,
                    settle_s,
                    "s",
                    higher_is_better=False,
                    note="until the process is idle; searches below run after it",
                )
            )
            log(f"  captions: searching {size} (settled after {settle_s:.0f} s)")
            search_captions(store, journal_memory, tour[:size], reps, rng, report)
            report.figures.append(
                Figure(
                    "RSS growth of the caption store (in-process Milvus Lite)",
                    size,
                    rss_mb() - base_rss,
                    "MB",
                    higher_is_better=False,
                )
            )
    finally:
        store.close()
        journal_memory.close()
        shutil.rmtree(directory, ignore_errors=True)


def search_captions(
    store: CaptionMemory,
    journal_memory: Memory,
    frames: Sequence[Observation],
    reps: int,
    rng: np.random.Generator,
    report: Report,
) -> None:
    """The caption tools over ``frames``' captions: near-path positions, in-span times
    (the time search is served by the journal's time index)."""
    size = len(frames)
    poses = np.array([(f.pose.x, f.pose.y) for f in frames])
    centres = poses[rng.integers(0, size, reps + 5)] + rng.normal(0.0, 2.0, (reps + 5, 2))
    times = rng.uniform(frames[0].t, frames[-1].t, reps + 5)
    calls: dict[str, Callable[[int], object]] = {
        "captions by_text": lambda i: store.by_text(SEARCHES[i % len(SEARCHES)], K),
        "captions by_position": lambda i: store.by_position((*centres[i], 0.0), K),
        "captions by time (journal index, Memory.captions_near_time)": lambda i: (
            journal_memory.captions_near_time(float(times[i]), K)
        ),
    }
    for name, call in calls.items():
        samples = timed_calls(call, reps)
        report.latencies.append(latency(name, size, samples, GOAL_CAPTION_MS))

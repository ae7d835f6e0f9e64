"""Memory-core benchmark: latency, throughput and footprint at 1k / 10k / 100k items.

Why: the robot updates memory every frame and answers questions at the same
time on a small CPU, so each frame update and each tool call has a budget (the
goals below). This measures them on this machine on the simulator's tours
(benchmarks/workload.py): the graph here, the caption store in memory_captions.py,
ingest and reopen in memory_ingest.py. Writes ``benchmarks/results/memory.json``
and ``memory.md`` (``memory.quick.*`` with --quick); progress goes to stderr.

    python -m benchmarks memory [--sizes 1000,10000,100000] [--quick]
"""

from __future__ import annotations

# Before anything imports the model code: no hub is reachable here.
import gc
import multiprocessing
import pickle
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, replace
from functools import partial
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

from benchmarks import workload
from benchmarks.common import (
    Figure,
    Report,
    latency,
    log,
    rss_mb,
    sizes_and_quick,
    suite_run,
    timed_calls,
)
from benchmarks.memory_captions import bench_captions
from benchmarks.memory_ingest import bench_ingest
from benchmarks.workload import SEARCHES
from memory_core.config import Config
from memory_core.embedding import TextEmbedder, make_embedder
from memory_core.graph_memory import GraphState, MemoryGraph
from memory_core.journal import Journal
from memory_core.labels import LabelTable
from memory_core.memory import JOURNAL_FILE, Memory
from memory_core.tools import MemoryTools
from memory_core.types import Observation

DEFAULT_SIZES = (1000, 10000, 100000)
QUICK_SIZES = (1000, 10000)

K = 5
SEED = 20260101

# Goals (ms, judged on p95): a frame must be merged well inside the 2 s frame period.
GOAL_OBSERVE_MS = {10000: 5.0, 100000: 10.0}
GOAL_SEMANTIC_MS = 5.0
GOAL_POSITIONAL_MS = 1.0
GOAL_TEMPORAL_MS = 1.0
GOAL_CAPTION_MS = 60.0
GOAL_INGEST_FPS = 50.0

CAPTION_SETTLE_TIMEOUT_S = 600.0
FRAME_S = 2.0  # the simulator's frame period
FAR_M = 100_000.0  # "new ground": the tour again, this far east of everything mapped

ANCHORS = ("desk", "door", "window", "bench", "couch", "reception desk", "tree", "sign")


# ------------------------------------------------------------------- records


@dataclass(frozen=True)
class Plan:
    """How much to measure: --quick trades repetitions for a run of about a minute."""

    sizes: tuple[int, ...]
    update_frames: int
    search_reps: int
    caption_reps: int
    ingest_frames: int
    reopen_reps: int
    quick: bool


# ------------------------------------------------------------------- benches


def bench_graph(
    size: int, labels: LabelTable, embedder: TextEmbedder, plan: Plan, report: Report
) -> None:
    """Graph build, tools and the per-frame update at ``size`` entities of the tiled tours."""
    rng = np.random.default_rng(SEED + size)
    log(f"  graph: building {size} entities from the tiled tours")
    start = time.perf_counter()
    graph, frames = workload.build_graph(size, labels)
    build_s = time.perf_counter() - start
    report.figures.append(
        Figure(
            "graph build (MemoryGraph.observe per frame, boxes as bearings)",
            size,
            build_s,
            "s",
            higher_is_better=False,
            note=f"{frames} frames ({frames / build_s:.0f}/s), {len(labels)} labels",
        )
    )
    state = graph.state()
    log(f"  graph footprint at {size} (a spawned process)")
    bench_graph_rss(size, state, labels, report)
    start = time.perf_counter()
    graph = MemoryGraph.from_state(state, labels)
    report.figures.append(
        Figure(
            "graph rebuild from snapshot state (MemoryGraph.from_state)",
            size,
            time.perf_counter() - start,
            "s",
            higher_is_better=False,
            note=f"{graph.graph.number_of_edges()} edges, {graph.object_count()} objects",
        )
    )
    del state
    reps = plan.search_reps
    query_vectors = embedder.encode(list(SEARCHES))
    log(f"  graph searches at {size}")
    samples = timed_calls(
        lambda i: graph.semantic_search(query_vectors[i % len(query_vectors)], K), reps
    )
    report.latencies.append(latency("graph semantic_search", size, samples, GOAL_SEMANTIC_MS))
    positions = graph.positions()
    near_things = positions[rng.integers(0, len(graph), reps + 5), :2]
    points = near_things + rng.normal(0.0, 3.0, near_things.shape)
    samples = timed_calls(
        lambda i: graph.positional_search(points[i, 0], points[i, 1], 0.0, K), reps
    )
    report.latencies.append(latency("graph positional_search", size, samples, GOAL_POSITIONAL_MS))
    # A point 400 m off the mapped area (an unmapped wing, a map-frame mix-up):
    # beyond GridIndex.MAX_RINGS rings of 5 m cells, the graph scans all positions.
    east = float(positions[:, 0].max()) + 400.0
    outside = [(east, float(y)) for y in points[:, 1]]
    samples = timed_calls(
        lambda i: graph.positional_search(*outside[i], 0.0, K), max(20, reps // 10), warmup=2
    )
    report.latencies.append(
        latency(
            "graph positional_search, 400 m outside the map",
            size,
            samples,
            GOAL_POSITIONAL_MS,
            note="farther than MAX_RINGS grid rings: one numpy pass over all positions",
        )
    )
    seen = graph.first_seen_times()
    first_t, last_t = float(seen.min()), float(seen.max())
    times = rng.uniform(first_t, last_t, reps + 5)
    samples = timed_calls(lambda i: graph.temporal_search(float(times[i]), K), reps)
    report.latencies.append(latency("graph temporal_search", size, samples, GOAL_TEMPORAL_MS))

    bench_tools(graph, embedder, size, reps, report)

    log(f"  graph update at {size}")
    goal = GOAL_OBSERVE_MS.get(size, 5.0 if size < 10000 else None)
    count = plan.update_frames + 10
    tour = workload.first_frames(count)
    # The first campus again, later (its things are all there), then the same tour on
    # ground never mapped (every label a new node).
    revisit = [replace(f, t=last_t + FRAME_S * (i + 1)) for i, f in enumerate(tour)]
    fresh = [
        replace(f, t=last_t + FRAME_S * (count + i + 1), pose=replace(f.pose, x=f.pose.x + FAR_M))
        for i, f in enumerate(tour)
    ]
    for name, frames_seen in (
        ("graph observe, revisit (the first campus toured again)", revisit),
        ("graph observe, new ground (the same tour 100 km away)", fresh),
    ):
        samples = timed_calls(
            partial(_observe_nth, graph, labels, frames_seen),
            plan.update_frames,
            warmup=10,
        )
        report.latencies.append(
            latency(name, size, samples, goal, note="simulated frames; labels cached")
        )


def _observe_nth(
    graph: MemoryGraph, labels: LabelTable, frames: Sequence[Observation], i: int
) -> None:
    workload.observe(graph, labels, frames[i])


def bench_tools(
    graph: MemoryGraph, embedder: TextEmbedder, size: int, reps: int, report: Report
) -> None:
    """The MemoryTools face (text in, hits out) with warm query-embedding caches."""
    with tempfile.TemporaryDirectory(prefix="bench-tools-") as tmp:
        # A Memory around the benchmark graph; no caption store is needed by graph tools.
        journal = Journal(Path(tmp) / JOURNAL_FILE)
        memory = Memory(Path(tmp), Config(), embedder, journal, graph, None, None, applied_seq=0)
        tools = MemoryTools(memory)
        for text in (*SEARCHES, *ANCHORS):
            embedder.encode_one(text)
        samples = timed_calls(lambda i: tools.semantic_search(SEARCHES[i % len(SEARCHES)]), reps)
        report.latencies.append(
            latency(
                "tools.semantic_search (cached query embedding)",
                size,
                samples,
                GOAL_SEMANTIC_MS,
            )
        )
        samples = timed_calls(
            lambda i: tools.near(SEARCHES[i % len(SEARCHES)], ANCHORS[i % len(ANCHORS)]),
            max(20, reps // 4),
        )
        report.latencies.append(
            latency("tools.near (cached embeddings, radius 10 m)", size, samples)
        )
        memory.close()


def _graph_rss_child(
    state_file: Path, names: list[str], vectors: NDArray[np.float32]
) -> dict[str, float]:
    """In a fresh process: RSS growth from loading a graph's snapshot state and holding
    the graph (as Memory.open does)."""
    labels = LabelTable(vectors.shape[1])
    for name, vector in zip(names, vectors, strict=True):
        labels.add(name, vector)
    gc.collect()
    before = rss_mb()
    with state_file.open("rb") as handle:
        state = pickle.load(handle)
    numpy_mb = sum(np.asarray(value).nbytes for value in asdict(state).values()) / 1e6
    graph = MemoryGraph.from_state(state, labels)
    del state
    gc.collect()
    after = rss_mb()
    return {
        "before_mb": before,
        "after_mb": after,
        "numpy_mb": numpy_mb,
        "edges": float(graph.graph.number_of_edges()),
    }


def bench_graph_rss(size: int, state: GraphState, labels: LabelTable, report: Report) -> None:
    """Graph footprint, measured in a spawned process so earlier benches do not blur it."""
    with tempfile.TemporaryDirectory(prefix="bench-graph-rss-") as tmp:
        state_file = Path(tmp) / "state.pickle"
        state_file.write_bytes(pickle.dumps(state))
        with multiprocessing.get_context("spawn").Pool(1) as pool:
            result = pool.apply(_graph_rss_child, (state_file, labels.texts, labels.matrix))
    grown = result["after_mb"] - result["before_mb"]
    report.figures.append(
        Figure(
            "RSS of a graph (process growth)",
            size,
            grown,
            "MB",
            higher_is_better=False,
            note=(
                f"{grown / size * 1000:.2f} MB per 1k entities; numpy arrays "
                f"{result['numpy_mb']:.1f} MB, the rest is NetworkX + grid index; "
                f"{int(result['edges'])} edges; process total {result['after_mb']:.0f} MB"
            ),
        )
    )


# --------------------------------------------------------------------- main


def make_plan(argv: Sequence[str] | None) -> Plan:
    sizes, quick = sizes_and_quick(argv, __doc__, DEFAULT_SIZES, QUICK_SIZES)
    if quick:
        return Plan(sizes, 100, 100, 30, 300, 2, quick=True)
    return Plan(sizes, 200, 300, 100, 2000, 3, quick=False)


def main(argv: Sequence[str] | None = None) -> int:
    plan = make_plan(argv)
    intro = (
        "Every workload is the simulator's campus tours laid side by side "
        "(benchmarks/workload.py). Latency goals are judged on p95 ('p50 only' = median "
        "meets it, tail does not)."
    )
    with (
        suite_run("memory", "Memory-core benchmark", plan, plan.quick, intro) as suite,
        tempfile.TemporaryDirectory(prefix="bench-memory-") as tmp,
    ):
        report, phase = suite.report, suite.monitor.phase
        log(f"plan: {plan}")
        phase("model load + vocabulary")
        embedder = make_embedder()
        labels = workload.label_table(embedder)  # one batch: the label cache is warm from here
        vocab = labels.texts
        samples = timed_calls(lambda i: embedder.encode([f"where is the {vocab[i]}"]), 30)
        report.latencies.append(latency("MiniLM encode, one uncached query", 1, samples))
        for size in plan.sizes:
            phase(f"graph {size}")
            bench_graph(size, labels, embedder, plan, report)
            gc.collect()
        workdir = Path(tmp)
        phase("captions (Milvus Lite)")
        bench_captions(embedder.dim, plan.sizes, plan.caption_reps, report, workdir)
        gc.collect()
        phase("ingest + reopen")
        bench_ingest(embedder, plan.ingest_frames, plan.reopen_reps, report, workdir)
    return 0


if __name__ == "__main__":
    sys.exit(main())

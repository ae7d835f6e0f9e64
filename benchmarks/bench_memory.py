"""Memory-core benchmark: latency, throughput and footprint at 1k / 10k / 100k items.

Why: the robot updates memory every frame and answers questions at the same
time on a small CPU, so each frame update and each tool call has a budget (the
goals below). This measures them on this machine with realistic data shapes,
writes ``benchmarks/results/memory.json`` (``memory.quick.json`` with --quick)
and prints Markdown tables on stdout (progress goes to stderr).

    python -m benchmarks.bench_memory [--sizes 1000,10000,100000] [--quick]
"""

from __future__ import annotations

# Before anything imports the model code: no hub is reachable here.
import argparse
import gc
import json
import math
import multiprocessing
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, dataclass
from functools import partial
from pathlib import Path
from typing import Any

import numpy as np
from numpy.typing import NDArray

from benchmarks.common import (
    RESULTS_DIR,
    CpuMonitor,
    Figure,
    Report,
    contention_sentence,
    finish_machine,
    latency,
    lgr_command,
    log,
    machine_info,
    markdown_heading,
    parse_sizes,
    report_markdown,
    rss_mb,
    timed_calls,
    wait_until_idle,
    write_json,
    write_text,
)
from memory_core.builder import MemoryBuilder
from memory_core.caption_memory import CaptionMemory
from memory_core.config import CaptionConfig, Config
from memory_core.embedding import TextEmbedder, make_embedder
from memory_core.graph_memory import GraphState, MemoryGraph
from memory_core.journal import Journal
from memory_core.labels import LabelTable
from memory_core.memory import JOURNAL_FILE, SNAPSHOT_FILE, Memory
from memory_core.ranging import RangeScales
from memory_core.rays import ray_terms
from memory_core.runfile import read_run
from memory_core.tools import MemoryTools
from memory_core.types import Observation, Pose

DEFAULT_JSON = RESULTS_DIR / "memory.json"
# A smoke run must not overwrite the full run's results.
QUICK_JSON = RESULTS_DIR / "memory.quick.json"
DEFAULT_SIZES = (1000, 10000, 100000)
QUICK_SIZES = (1000, 10000)

T0 = 1767225600.0  # 2026-01-01 00:00:00 UTC
FRAME_PERIOD_S = 2.0
LABELS_PER_FRAME = 10
VOCABULARY_SIZE = 300
# One entity per 25 m^2 keeps the delta_P neighbourhood (and so merge work) realistic.
AREA_PER_ENTITY_M2 = 25.0
K = 5
SEED = 20260101
# Side of the square a recorded run walks in (objects at the density above).
RUN_WORLD_SIDE_M = 100.0
WALK_STEP_M = 1.0  # 0.5 m/s at one frame every 2 s

# The goals are judged on p95 (latency) or on the value (throughput).
GOAL_OBSERVE_MS = {10000: 5.0, 100000: 10.0}
GOAL_SEMANTIC_MS = 5.0
GOAL_POSITIONAL_MS = 1.0
GOAL_TEMPORAL_MS = 1.0
GOAL_CAPTION_MS = 60.0
GOAL_INGEST_FPS = 50.0
# Longest wait for Milvus Lite's background compaction/indexing after a flush.
CAPTION_SETTLE_TIMEOUT_S = 600.0

OBJECTS = (
    "chair", "office chair", "armchair", "stool", "bench", "table", "desk", "coffee table",
    "dining table", "couch", "sofa", "bed", "pillow", "blanket", "lamp", "floor lamp",
    "ceiling light", "window", "door", "glass door", "curtain", "blinds", "shelf",
    "bookshelf", "book", "cabinet", "drawer", "wardrobe", "mirror", "painting", "poster",
    "clock", "plant", "potted plant", "flower vase", "television", "monitor", "laptop",
    "keyboard", "computer mouse", "printer", "telephone", "whiteboard", "projector",
    "speaker", "trash can", "recycling bin", "box", "cardboard box", "backpack", "suitcase",
    "umbrella", "coat rack", "jacket", "shoe", "rug", "carpet", "radiator", "fan",
    "air conditioner", "fire extinguisher", "exit sign", "staircase", "elevator", "railing",
    "pillar", "wall", "floor", "ceiling", "counter", "sink", "faucet", "refrigerator",
    "microwave", "oven", "stove", "kettle", "coffee machine", "cup", "mug", "bottle",
    "water bottle", "plate", "bowl", "fork", "knife", "cutting board", "toaster",
    "dishwasher", "towel", "toilet", "bathtub", "shower", "soap dispenser", "vending machine",
    "water cooler", "sign", "notice board", "bicycle", "cart", "ladder", "toolbox", "pallet",
    "forklift", "conveyor belt", "robot arm", "traffic cone", "barrier", "person",
)  # fmt: skip
ADJECTIVES = (
    "red", "blue", "green", "black", "white", "grey", "wooden", "metal", "plastic",
    "small", "large", "old", "open", "closed", "yellow",
)  # fmt: skip
ROOMS = ("office", "kitchen", "corridor", "lab", "warehouse", "lobby", "meeting room", "lounge")
FLOORS = ("tiled", "carpeted", "wooden", "concrete", "polished", "dusty")
LIGHTS = ("bright", "dim", "warm", "natural", "fluorescent", "evening")
QUERIES = (
    "where did you see a couch",
    "somewhere to sit down",
    "a place to make coffee",
    "the fire extinguisher",
    "a plant with green leaves",
    "the exit of the building",
    "something to drink from",
    "a computer screen",
    "where can I wash my hands",
    "a red chair",
    "the whiteboard in the meeting room",
    "a box on a pallet",
    "the stairs",
    "a lamp that is switched on",
    "where is the printer",
    "a bicycle parked inside",
)
ANCHORS = ("table", "door", "window", "desk", "sofa", "shelf", "counter", "plant")


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


# ----------------------------------------------------------------- test data


def vocabulary(size: int, rng: np.random.Generator) -> list[str]:
    """~300 distinct labels: plain object names plus adjective variants (as a VLM emits)."""
    variants = [f"{adjective} {name}" for adjective in ADJECTIVES for name in OBJECTS]
    extra = max(0, size - len(OBJECTS))
    chosen = rng.choice(len(variants), size=min(extra, len(variants)), replace=False)
    return [*OBJECTS, *(variants[i] for i in sorted(chosen))][:size]


def label_table(texts: Sequence[str], vectors: NDArray[np.float32]) -> LabelTable:
    table = LabelTable(vectors.shape[1])
    for text, vector in zip(texts, vectors, strict=True):
        table.add(text, vector)
    return table


def world_side(entities: int) -> float:
    """Side (m) of the square that holds ``entities`` at the realistic density."""
    return math.sqrt(entities * AREA_PER_ENTITY_M2)


def synthetic_state(entities: int, labels: int, rng: np.random.Generator) -> GraphState:
    """A graph as a robot sweeping a large site would leave it (built without observe()).

    Entities are uniform over the square, discovered in frames of 10 along a
    boustrophedon sweep (so ids, times and co-observation edges follow the
    path); each entity was seen once, with a box (one sighting ray), and its
    frame-mates are its edges.
    """
    side = world_side(entities)
    x = rng.uniform(0.0, side, entities)
    y = rng.uniform(0.0, side, entities)
    band = np.floor(y / 10.0)
    order = np.lexsort((np.where(band % 2 == 0, x, -x), band))
    xyz = np.column_stack([x[order], y[order], np.zeros(entities)])
    t = T0 + FRAME_PERIOD_S * (np.arange(entities) // LABELS_PER_FRAME)
    a, b = np.triu_indices(LABELS_PER_FRAME, 1)
    starts = np.arange(0, entities, LABELS_PER_FRAME)[:, None]
    u, v = (starts + a).ravel(), (starts + b).ravel()
    keep = v < entities
    edges = np.column_stack([u[keep], v[keep], np.ones(int(keep.sum()), dtype=np.int64)])
    return GraphState(
        entity_label=rng.integers(0, labels, entities).astype(np.int32),
        entity_xyz=xyz.astype(np.float64),
        entity_yaw=rng.uniform(-math.pi, math.pi, entities),
        entity_first_seen=t.copy(),
        entity_last_seen=t.copy(),
        entity_observations=np.ones(entities, dtype=np.int64),
        edges=edges.astype(np.int64),
        sighting_t=t.copy(),
        sighting_entity=np.arange(entities, dtype=np.int64),
        entity_rays=np.array(
            [
                ray_terms(px, py, direction, 4.0)
                for px, py, direction in zip(
                    xyz[:, 0], xyz[:, 1], rng.uniform(-math.pi, math.pi, entities), strict=True
                )
            ]
        ),
        entity_range_scale=np.full(entities, np.nan),
        entity_last_box=np.full((entities, 4), np.nan),
        range_scales=RangeScales().state(),
    )


def random_walk(steps: int, side: float, rng: np.random.Generator) -> NDArray[np.float64]:
    """(steps, 2) positions of a robot wandering at WALK_STEP_M per frame, kept in the square."""
    heading = np.cumsum(rng.normal(0.0, 0.4, steps)) + rng.uniform(0, 2 * math.pi)
    raw = np.cumsum(WALK_STEP_M * np.column_stack([np.cos(heading), np.sin(heading)]), axis=0)
    raw += side / 2
    folded = np.mod(raw, 2 * side)  # reflect at the walls (a triangle wave)
    return np.where(folded > side, 2 * side - folded, folded)


def caption_text(labels: Sequence[str], rng: np.random.Generator) -> str:
    """A ~25-word scene caption in the style of Florence-2's detailed caption."""
    pick = [labels[i % len(labels)] for i in range(5)]
    return (
        f"A view of a {rng.choice(ROOMS)} with a {pick[0]} next to a {pick[1]}, a {pick[2]} "
        f"and a {pick[3]} in the background; the {pick[4]} stands on a {rng.choice(FLOORS)} "
        f"floor under {rng.choice(LIGHTS)} light."
    )


def write_run(path: Path, frames: int, vocab: Sequence[str], rng: np.random.Generator) -> None:
    """A recorded run: the robot walks among fixed objects and sees the 10 nearest each frame."""
    objects = int(RUN_WORLD_SIDE_M**2 / AREA_PER_ENTITY_M2)
    object_xy = rng.uniform(0.0, RUN_WORLD_SIDE_M, (objects, 2))
    object_label = rng.integers(0, len(vocab), objects)
    walk = random_walk(frames, RUN_WORLD_SIDE_M, rng)
    with path.open("w", encoding="utf-8") as handle:
        for i, (x, y) in enumerate(walk):
            squared = np.sum((object_xy - (x, y)) ** 2, axis=1)
            nearest = np.argpartition(squared, LABELS_PER_FRAME)[:LABELS_PER_FRAME]
            labels = [vocab[int(object_label[j])] for j in nearest[np.argsort(squared[nearest])]]
            record = {
                "t": T0 + FRAME_PERIOD_S * i,
                "pose": {"x": float(x), "y": float(y), "z": 0.0, "yaw": 0.0},
                "caption": caption_text(labels, rng),
                "labels": labels,
            }
            handle.write(json.dumps(record) + "\n")


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


# ------------------------------------------------------------------- benches


def _observe_nth(
    graph: MemoryGraph,
    times: Iterator[float],
    labels: Sequence[list[int]],
    poses: Sequence[Pose],
    boxes: Sequence[tuple[list[float], list[float]]],
    i: int,
) -> object:
    """One timed graph update: frame ``i`` of a prepared sequence, at the next time."""
    bearings, heights = boxes[i]
    return graph.observe(float(next(times)), poses[i], labels[i], bearings, heights)


def bench_graph(
    size: int,
    vocab: Sequence[str],
    vectors: NDArray[np.float32],
    queries: Sequence[str],
    embedder: TextEmbedder,
    plan: Plan,
    report: Report,
) -> None:
    """Graph tools and the per-frame update at ``size`` entities (query vectors precomputed)."""
    rng = np.random.default_rng(SEED + size)
    labels = label_table(vocab, vectors)
    state = synthetic_state(size, len(labels), rng)
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
    side = world_side(size)
    t_end = T0 + FRAME_PERIOD_S * (size // LABELS_PER_FRAME)
    reps = plan.search_reps

    query_vectors = embedder.encode(list(queries))
    log(f"  graph searches at {size}")
    samples = timed_calls(
        lambda i: graph.semantic_search(query_vectors[i % len(query_vectors)], K), reps
    )
    report.latencies.append(latency("graph semantic_search", size, samples, GOAL_SEMANTIC_MS))
    points = rng.uniform(0.0, side, (reps + 5, 2))
    samples = timed_calls(
        lambda i: graph.positional_search(points[i, 0], points[i, 1], 0.0, K), reps
    )
    report.latencies.append(latency("graph positional_search", size, samples, GOAL_POSITIONAL_MS))
    # A point 400 m off the mapped square (an unmapped wing, a map-frame mix-up):
    # beyond GridIndex.MAX_RINGS rings of 5 m cells, the graph scans all positions.
    outside = [(side + 400.0, float(y)) for y in rng.uniform(0.0, side, reps + 5)]
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
    times = rng.uniform(T0, t_end, reps + 5)
    samples = timed_calls(lambda i: graph.temporal_search(float(times[i]), K), reps)
    report.latencies.append(latency("graph temporal_search", size, samples, GOAL_TEMPORAL_MS))

    bench_tools(graph, embedder, queries, size, reps, report)

    log(f"  graph update at {size}")
    goal = GOAL_OBSERVE_MS.get(size, 5.0 if size < 10000 else None)
    count = plan.update_frames + 10
    poses = []
    for _ in range(2 * count):
        x, y = rng.uniform(0.0, side, 2)
        poses.append(Pose(float(x), float(y), 0.0, float(rng.uniform(-math.pi, math.pi))))
    # Revisits see what is already there: the labels of the 10 nearest entities.
    seen = [graph.positional_search(pose.x, pose.y, 0.0, LABELS_PER_FRAME) for pose in poses]
    revisit = [[labels.id_of(hit.entity.label) or 0 for hit in hits] for hits in seen[:count]]
    fresh = [[int(i) for i in rng.integers(0, len(labels), LABELS_PER_FRAME)] for _ in range(count)]
    t_next = iter(t_end + FRAME_PERIOD_S * np.arange(1, 2 * count + 1))
    # Every label with a box, as Florence-2 gives them: each sighting also refits a ray,
    # and may teach its kind's range scale (ranging.py) and place that kind's things again.
    bearings = rng.uniform(-math.pi / 4, math.pi / 4, (2 * count, LABELS_PER_FRAME)).tolist()
    heights = rng.uniform(0.05, 0.5, (2 * count, LABELS_PER_FRAME)).tolist()
    boxes = list(zip(bearings, heights, strict=True))
    for name, frame_labels, frame_poses, frame_boxes in (
        (
            "graph observe, revisit (10 labels of nearby entities)",
            revisit,
            poses[:count],
            boxes[:count],
        ),
        ("graph observe, new ground (10 random labels)", fresh, poses[count:], boxes[count:]),
    ):
        samples = timed_calls(
            partial(_observe_nth, graph, t_next, frame_labels, frame_poses, frame_boxes),
            plan.update_frames,
            warmup=10,
        )
        report.latencies.append(
            latency(name, size, samples, goal, note="random poses over the site; labels cached")
        )


def bench_tools(
    graph: MemoryGraph,
    embedder: TextEmbedder,
    queries: Sequence[str],
    size: int,
    reps: int,
    report: Report,
) -> None:
    """The MemoryTools face (text in, hits out) with warm query-embedding caches."""
    with tempfile.TemporaryDirectory(prefix="bench-tools-") as tmp:
        # A Memory around the benchmark graph; no caption store is needed by graph tools.
        journal = Journal(Path(tmp) / JOURNAL_FILE)
        memory = Memory(Path(tmp), Config(), embedder, journal, graph, None, None, applied_seq=0)
        tools = MemoryTools(memory)
        for text in (*queries, *ANCHORS):
            embedder.encode_one(text)
        samples = timed_calls(lambda i: tools.semantic_search(queries[i % len(queries)]), reps)
        report.latencies.append(
            latency(
                "tools.semantic_search (cached query embedding)",
                size,
                samples,
                GOAL_SEMANTIC_MS,
            )
        )
        samples = timed_calls(
            lambda i: tools.near(queries[i % len(queries)], ANCHORS[i % len(ANCHORS)]),
            max(20, reps // 4),
        )
        report.latencies.append(
            latency("tools.near (cached embeddings, radius 10 m)", size, samples)
        )
        memory.close()


def _graph_rss_child(size: int, vectors: NDArray[np.float32]) -> dict[str, float]:
    """In a fresh process: RSS growth from holding a ``size``-entity graph."""
    labels = label_table([f"label {i}" for i in range(len(vectors))], vectors)
    gc.collect()
    before = rss_mb()
    state = synthetic_state(size, len(labels), np.random.default_rng(SEED + size))
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


def bench_graph_rss(size: int, vectors: NDArray[np.float32], report: Report) -> None:
    """Graph footprint, measured in a spawned process so earlier benches do not blur it."""
    context = multiprocessing.get_context("spawn")
    with context.Pool(1) as pool:
        result = pool.apply(_graph_rss_child, (size, vectors))
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


def bench_captions(
    vocab: Sequence[str], dim: int, plan: Plan, report: Report, workdir: Path
) -> None:
    """Milvus Lite: insert up to each size (batched like the builder), then search it."""
    rng = np.random.default_rng(SEED)
    largest = max(plan.sizes)
    walk = random_walk(largest, world_side(largest), rng)
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
        for size in plan.sizes:
            log(f"  captions: inserting {inserted + 1}..{size}")
            texts = [
                caption_text([vocab[j] for j in rng.integers(0, len(vocab), 5)], rng)
                for _ in range(size - inserted)
            ]
            commit_ms: list[float] = []
            start = time.perf_counter()
            for offset, text in enumerate(texts):
                seq = inserted + offset + 1
                x, y = walk[seq - 1]
                call_start = time.perf_counter_ns()
                store.add(seq, text, Pose(float(x), float(y)), T0 + FRAME_PERIOD_S * seq)
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
                    note=f"rows {inserted + 1}..{size} in {elapsed:.1f} s, random vectors",
                )
            )
            start = time.perf_counter()
            for offset, text in enumerate(texts):
                seq = inserted + offset + 1
                x, y = walk[seq - 1]
                journal.append_frame(
                    T0 + FRAME_PERIOD_S * seq, Pose(float(x), float(y)), text, (), "bench"
                )
            journal_s = time.perf_counter() - start
            report.figures.append(
                Figure(
                    "journal append_frame throughput (one SQLite commit per frame)",
                    size,
                    len(texts) / journal_s,
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
                lambda i: store.by_text(QUERIES[i % len(QUERIES)], K),
                min(20, plan.caption_reps),
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
            search_captions(store, journal_memory, size, walk, plan.caption_reps, rng, report)
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
    size: int,
    walk: NDArray[np.float64],
    reps: int,
    rng: np.random.Generator,
    report: Report,
) -> None:
    """The caption tools at ``size`` captions: near-path positions, in-span times.

    Time search is measured on whichever paths this memory_core has: the
    Milvus filter (``CaptionMemory.by_time``) and/or the journal's time index.
    """
    centres = walk[rng.integers(0, size, reps + 5)] + rng.normal(0.0, 2.0, (reps + 5, 2))
    times = rng.uniform(T0, T0 + FRAME_PERIOD_S * size, reps + 5)
    calls: dict[str, Callable[[int], object]] = {
        "captions by_text": lambda i: store.by_text(QUERIES[i % len(QUERIES)], K),
        "captions by_position": lambda i: store.by_position((*centres[i], 0.0), K),
    }
    by_time = getattr(store, "by_time", None)
    if by_time is not None:
        calls["captions by_time (Milvus filter)"] = lambda i: by_time(float(times[i]), K)
    near_time = getattr(journal_memory, "captions_near_time", None)
    if near_time is not None:
        calls["captions by time (journal index, Memory.captions_near_time)"] = lambda i: near_time(
            float(times[i]), K
        )
    for name, call in calls.items():
        samples = timed_calls(call, reps)
        report.latencies.append(latency(name, size, samples, GOAL_CAPTION_MS))


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
    vocab: Sequence[str],
    embedder: TextEmbedder,
    plan: Plan,
    report: Report,
    workdir: Path,
) -> None:
    """Recorded-run ingest with the real MiniLM, via the CLI and in-process; then reopen."""
    frames = plan.ingest_frames
    rng = np.random.default_rng(SEED + 1)
    run = workdir / "run.jsonl"
    write_run(run, frames, vocab, rng)
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
    for _ in range(plan.reopen_reps):
        start = time.perf_counter()
        memory = Memory.open(memory_dir, config, embedder=embedder)
        reopen_ms.append((time.perf_counter() - start) * 1e3)
        memory.close()
    report.latencies.append(
        latency("Memory.open (snapshot present)", frames, reopen_ms, note="model already loaded")
    )
    replay_ms: list[float] = []
    for _ in range(plan.reopen_reps):
        (memory_dir / SNAPSHOT_FILE).unlink(missing_ok=True)
        start = time.perf_counter()
        memory = Memory.open(memory_dir, config, embedder=embedder)
        replay_ms.append((time.perf_counter() - start) * 1e3)
        memory.close()
    report.latencies.append(latency("Memory.open (no snapshot: journal replay)", frames, replay_ms))


# ------------------------------------------------------------------- output


def markdown(report: Report, machine: dict[str, Any], plan: Plan, duration_s: float) -> str:
    heading = markdown_heading("Memory-core benchmark", machine, plan.quick, duration_s)
    intro = (
        "Latency goals are judged on p95 ('p50 only' = median meets it, tail does not). "
        + contention_sentence(machine)
    )
    return report_markdown(heading, intro, report)


# --------------------------------------------------------------------- main


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", help="comma-separated memory sizes (default 1000,10000,100000)")
    parser.add_argument("--quick", action="store_true", help="sizes 1000,10000 and fewer reps")
    parser.add_argument(
        "--out",
        type=Path,
        help=f"JSON results file (default {DEFAULT_JSON.name}; --quick: {QUICK_JSON.name})",
    )
    parser.add_argument("--markdown", type=Path, help="also write the Markdown tables here")
    return parser.parse_args(argv)


def make_plan(args: argparse.Namespace) -> Plan:
    sizes = parse_sizes(args.sizes) or (QUICK_SIZES if args.quick else DEFAULT_SIZES)
    if args.quick:
        return Plan(sizes, 100, 100, 30, 300, 2, quick=True)
    return Plan(sizes, 200, 300, 100, 2000, 3, quick=False)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    plan = make_plan(args)
    started = time.perf_counter()
    machine = machine_info()
    report = Report()
    monitor = CpuMonitor()
    monitor.start()
    phase = monitor.phase

    log(f"plan: {plan}")
    phase("model load + vocabulary")
    embedder = make_embedder()
    vocab = vocabulary(VOCABULARY_SIZE, np.random.default_rng(SEED))
    vectors = embedder.encode(vocab)  # one batch: the label cache is warm from here on
    samples = timed_calls(lambda i: embedder.encode([f"where is the {vocab[i]}"]), 30)
    report.latencies.append(latency("MiniLM encode, one uncached query", 1, samples))

    for size in plan.sizes:
        phase(f"graph {size}")
        bench_graph(size, vocab, vectors, QUERIES, embedder, plan, report)
        gc.collect()
    phase("graph RSS (spawned processes)")
    for size in plan.sizes:
        bench_graph_rss(size, vectors, report)

    with tempfile.TemporaryDirectory(prefix="bench-memory-") as tmp:
        workdir = Path(tmp)
        phase("captions (Milvus Lite)")
        bench_captions(vocab, vectors.shape[1], plan, report, workdir)
        gc.collect()
        phase("ingest + reopen")
        bench_ingest(vocab, embedder, plan, report, workdir)

    finish_machine(machine, monitor)
    duration = time.perf_counter() - started
    out = args.out or (QUICK_JSON if plan.quick else DEFAULT_JSON)
    write_json(out, report, machine, plan, duration)
    table = markdown(report, machine, plan, duration)
    if args.markdown:
        write_text(args.markdown, table)
    sys.stdout.write(table)
    log(f"done in {duration:.0f} s; results in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

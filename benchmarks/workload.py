"""Benchmark workloads built on the simulator: a robot touring many simulated campuses.

Why: a timing means something only on data shaped like a robot's: the labels a
VLM gives (synonyms, colours, misses), a caption per frame, revisits that merge
into the nodes already there. ``sim_eval.sim`` makes such runs. A large memory
is its tours laid side by side: tile k is the tour of seed ``SEEDS[k % 4]``,
moved to its own cell of a grid of campuses and started after tile k-1 ended,
so 100k entities take minutes to build instead of a 50-hour simulation, and
every entity still came from a simulated frame.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterator
from dataclasses import replace
from functools import cache
from pathlib import Path

from memory_core.builder import MemoryBuilder
from memory_core.camera import bearing_of, box_height
from memory_core.config import Config
from memory_core.embedding import TextEmbedder
from memory_core.graph_memory import MemoryGraph
from memory_core.ingest import ingest
from memory_core.labels import LabelTable
from memory_core.memory import Memory
from memory_core.runfile import parse_line
from memory_core.types import Observation, Pose
from sim_eval.sim import Simulation, simulate
from sim_eval.sim.catalog import ABSENT, CATEGORIES

SEEDS = (1, 2, 3, 4)  # campuses with 3 and 2 buildings, alternately
TOUR_MINUTES = 35.0
GRID_COLUMNS = 16  # campuses per row of the grid
CELL_M = 250.0  # a campus spans about 160 x 90 m; cells this wide keep tiles apart
BETWEEN_TOURS_S = 60.0  # the drive from one campus to the next
HFOV_RAD = math.radians(Config().camera.hfov_deg)

# What people look for on the simulated campuses, in their words.
SEARCHES = (
    "where did you see a couch",
    "somewhere to sit down",
    "a place to get coffee",
    "the fire extinguisher",
    "a plant with green leaves",
    "the exit of the building",
    "something to drink from",
    "a computer screen",
    "where can I wash my hands",
    "a red chair",
    "the whiteboard in the seminar room",
    "a bike rack by the road",
    "the stairs",
    "a robot arm in a lab",
    "where is the elevator",
    "a bicycle parked outside",
)


@cache
def simulation(seed: int) -> Simulation:
    return simulate(seed, TOUR_MINUTES, questions=0)


@cache
def tour(seed: int) -> tuple[Observation, ...]:
    """One simulated tour, as the frames of its run file (noisy reported poses)."""
    lines = simulation(seed).run_lines()
    where = Path(f"sim-seed-{seed}.jsonl")
    return tuple(parse_line(json.dumps(line), where, i) for i, line in enumerate(lines, 1))


def frames() -> Iterator[Observation]:
    """The tiled tours, endlessly, in time order: campus after campus over a square grid."""
    tile = 0
    start = 0.0
    while True:
        frames_of_tile = tour(SEEDS[tile % len(SEEDS)])
        row, column = divmod(tile, GRID_COLUMNS)
        first_t = frames_of_tile[0].t
        for frame in frames_of_tile:
            pose = frame.pose
            moved = Pose(pose.x + column * CELL_M, pose.y + row * CELL_M, pose.z, pose.yaw)
            yield replace(frame, t=start + frame.t, pose=moved, source=f"tile {tile}")
        start += frames_of_tile[-1].t - first_t + BETWEEN_TOURS_S
        tile += 1


def first_frames(count: int) -> list[Observation]:
    return [frame for frame, _ in zip(frames(), range(count), strict=False)]


def write_run(path: Path, count: int) -> None:
    """The first ``count`` tiled frames as a run file, for `lgr ingest`."""
    with path.open("w", encoding="utf-8") as handle:
        for frame in first_frames(count):
            record = {
                "t": frame.t,
                "pose": {"x": frame.pose.x, "y": frame.pose.y, "z": 0.0, "yaw": frame.pose.yaw},
                "caption": frame.caption,
                "labels": list(frame.labels or ()),
                "boxes": [list(box) if box else None for box in frame.boxes or ()],
            }
            handle.write(json.dumps(record) + "\n")


def vocabulary() -> list[str]:
    """Every label the tours name (about 300: synonyms and colours of ~70 categories)."""
    return sorted({label for seed in SEEDS for frame in tour(seed) for label in frame.labels or ()})


def build_memory(
    directory: Path, entities: int, embedder: TextEmbedder, config: Config
) -> tuple[Memory, int]:
    """A real Memory (journal, graph, Milvus Lite captions) of at least ``entities`` entities,
    every frame through the one ingest loop; returns it and how many frames it took."""
    config = config.with_overrides({"memory_dir": str(directory)})
    memory = Memory.open(directory, config, embedder=embedder)
    added = 0

    def until_big_enough() -> Iterator[Observation]:
        nonlocal added
        for frame in frames():
            if len(memory.graph) >= entities:
                return
            added += 1
            yield frame

    ingest(until_big_enough(), MemoryBuilder(memory, throttle=False), batch_size=1)
    memory.commit()
    return memory, added


def build_graph(entities: int, labels: LabelTable) -> tuple[MemoryGraph, int]:
    """The graph alone (no journal, no captions) of at least ``entities`` entities: what
    the graph tools search. ``labels`` must hold the vocabulary. Returns it and how many
    frames it took."""
    graph = MemoryGraph(labels)
    for count, frame in enumerate(frames()):
        if len(graph) >= entities:
            return graph, count
        observe(graph, labels, frame)
    raise AssertionError("frames() is endless")


def observe(graph: MemoryGraph, labels: LabelTable, frame: Observation) -> None:
    """One frame into the graph as the builder gives it: label ids, bearings, box heights."""
    names = frame.labels or ()
    ids = [labels.id_of(name) for name in names]
    known = [i for i in ids if i is not None]
    if len(known) < len(ids):
        raise ValueError(f"the label table lacks some of {names}")
    graph.observe(frame.t, frame.pose, known, *sightlines(frame))


def sightlines(frame: Observation) -> tuple[list[float | None], list[float | None]]:
    """Each label's bearing and box height, for the default 90-degree camera."""
    boxes = frame.boxes or (None,) * len(frame.labels or ())
    return (
        [None if box is None else bearing_of(box, HFOV_RAD) for box in boxes],
        [None if box is None else box_height(box) for box in boxes],
    )


def label_table(embedder: TextEmbedder) -> LabelTable:
    names = vocabulary()
    vectors = embedder.encode(names)
    table = LabelTable(vectors.shape[1])
    for name, vector in zip(names, vectors, strict=True):
        table.add(name, vector)
    return table


def askable_things() -> list[str]:
    """Things worth asking about, as people name them (the simulator's categories)."""
    return sorted(name for name, category in CATEGORIES.items() if category.askable)


def colours_of(thing: str) -> tuple[str, ...]:
    return CATEGORIES[thing].colours


def places() -> list[str]:
    """The kinds of place the tours pass through (atrium, cafe, robotics lab, sidewalk...)."""
    return sorted(
        {region.kind for seed in SEEDS for region in simulation(seed).world.regions.values()}
    )


def absent_things() -> tuple[str, ...]:
    """Things no simulated campus holds: a "did you see" whose answer must be no."""
    return ABSENT

"""How compact the memory graph is for a given δE and δP (the paper's merge thresholds).

For each (δE, δP) the simulated run is ingested into a fresh memory and both
its entities (graph nodes) and its objects (objects.py: nodes consolidated
into one per real thing) are compared with the objects the robot really
detected: a ratio above 1 means objects were split (under-merging), below 1
that distinct objects were merged. Purity says how often consolidation mixed
things: the share of objects whose sightings all came from one true category
(and from one real object). The growth over the run, and what the frames that
showed only things detected before added, show whether revisits keep adding
nodes or objects. Captions and bytes on disk complete the picture.
"""

from __future__ import annotations

import itertools
import json
import math
import shutil
import time
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memory_core.builder import MemoryBuilder
from memory_core.config import Config
from memory_core.ingest import Outcome, ingest, run_items
from memory_core.memory import Memory
from memory_core.runfile import read_run
from memory_core.types import FrameResult, Observation
from sim_eval.runner import Progress, malformed_run
from sim_eval.sim.generate import RUN_FILE, TRUTH_FILE

# Growth is reported after these shares of the run's frames.
GROWTH_SHARES = (0.25, 0.5, 0.75, 1.0)


@dataclass(frozen=True)
class Growth:
    """What memory held after a share of the run's frames."""

    share: float
    entities: int
    objects: int
    real_objects: int  # detected by then


@dataclass(frozen=True)
class Revisits:
    """What the frames that showed only things detected before added to memory."""

    frames: int
    entities: int
    objects: int


@dataclass(frozen=True)
class Purity:
    """Shares of groups (objects, or entities) whose real sightings are of one kind."""

    category: float  # one true category ("red couch" and "sofa" of one couch, or of two)
    thing: float  # one real object


@dataclass(frozen=True)
class Compactness:
    merge_similarity: float
    merge_distance_m: float
    objects_seen: int
    entities: int
    captions: int
    bytes_on_disk: int
    ingest_s: float
    objects: int
    object_purity: Purity
    entity_purity: Purity
    growth: tuple[Growth, ...]
    revisits: Revisits

    @property
    def entities_per_object(self) -> float:
        return self.entities / max(self.objects_seen, 1)

    @property
    def objects_per_real_object(self) -> float:
        return self.objects / max(self.objects_seen, 1)


@dataclass(frozen=True)
class Curve:
    """What memory held after a share of a recorded run's frames (no truth needed)."""

    share: float
    frames: int
    entities: int
    objects: int


def growth_curve(run: Path, config: Config, scratch: Path, points: int = 10) -> list[Curve]:
    """Ingest a recorded run into a scratch memory; entities (graph nodes) and objects after
    every 1/``points`` of its frames: does memory level off where the robot returns?"""
    frames = [line.observation for line in read_run(run) if line.observation is not None]
    marks = {max(1, math.ceil(i * len(frames) / points)): i / points for i in range(1, points + 1)}
    shutil.rmtree(scratch, ignore_errors=True)
    curve = []
    with Memory.open(scratch, config.with_overrides({"memory_dir": str(scratch)})) as memory:
        graph = memory.graph
        observed = itertools.count(1)

        def measure(_observation: Observation, _outcome: Outcome) -> None:
            done = next(observed)
            if done in marks:
                curve.append(Curve(marks[done], done, len(graph), graph.object_count()))

        ingest(frames, MemoryBuilder(memory, throttle=False), on_outcome=measure)
    shutil.rmtree(scratch, ignore_errors=True)
    return curve


def curve_markdown(world: str, curve: Sequence[Curve]) -> str:
    """The growth table of a recorded run, with what each tenth of the run added."""
    rows = [
        f"Growth on {world} (the paper's δE, δP; no truth, so no objects-per-real-object):",
        "",
        "| frames | share | entities | objects | + entities | + objects |",
        "| ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    before = Curve(0.0, 0, 0, 0)
    for point in curve:
        rows.append(
            f"| {point.frames} | {point.share:.0%} | {point.entities} | {point.objects} | "
            f"+{point.entities - before.entities} | +{point.objects - before.objects} |"
        )
        before = point
    return "\n".join(rows) + "\n"


def _detected(frames: Sequence[dict[str, Any]]) -> set[str]:
    """Distinct real objects detected at least once (hallucinations excluded)."""
    return {d["object"] for frame in frames for d in frame["detections"] if d.get("object")}


def sweep(
    world_dir: Path,
    config: Config,
    similarities: Sequence[float],
    distances: Sequence[float],
    progress: Progress = lambda message: None,
) -> list[Compactness]:
    """Ingest the world's run once per (δE, δP) into a scratch memory and measure it."""
    frames = json.loads((world_dir / TRUTH_FILE).read_text())["frames"]
    results = []
    for similarity in similarities:
        for distance in distances:
            scratch = world_dir / f"memory-dE{similarity}-dP{distance}"
            shutil.rmtree(scratch, ignore_errors=True)
            swept = config.with_overrides(
                {
                    "memory_dir": str(scratch),
                    "graph.merge_similarity": similarity,
                    "graph.merge_distance_m": distance,
                }
            )
            progress(f"ingesting with δE={similarity}, δP={distance} m")
            started = time.perf_counter()
            with Memory.open(scratch, swept) as memory:
                placed, growth, revisits = _ingest(memory, world_dir / RUN_FILE, frames)
                ingest_s = time.perf_counter() - started
                graph = memory.graph
                entities, objects = len(graph), graph.object_count()
                object_of = graph.object_ids().tolist()
                captions = memory.journal.frame_count()
            size = sum(path.stat().st_size for path in scratch.rglob("*") if path.is_file())
            results.append(
                Compactness(
                    similarity,
                    distance,
                    len(_detected(frames)),
                    entities,
                    captions,
                    size,
                    ingest_s,
                    objects,
                    _purity(frames, placed, object_of),
                    _purity(frames, placed, range(entities)),
                    growth,
                    revisits,
                )
            )
            shutil.rmtree(scratch, ignore_errors=True)
    return results


def _ingest(
    memory: Memory, run: Path, frames: Sequence[dict[str, Any]]
) -> tuple[list[list[int]], tuple[Growth, ...], Revisits]:
    """Every frame of the run, unthrottled (as the evaluation ingests it); returns the entity
    each frame's labels went to (label order is the truth's detection order), the growth and
    what revisits added."""
    builder = MemoryBuilder(memory, throttle=False)
    graph = memory.graph
    marks = {max(1, math.ceil(share * len(frames))): share for share in GROWTH_SHARES}
    placed: list[list[int]] = []
    growth = []
    real: set[str] = set()
    revisits = [0, 0, 0]  # frames, entities added, objects added
    before = [len(graph), graph.object_count()]

    def measure(_observation: Observation, outcome: Outcome) -> None:
        frame = frames[len(placed)] if len(placed) < len(frames) else None
        if frame is None or not isinstance(outcome, FrameResult):
            raise ValueError(f"{run} does not match its truth after {len(placed)} frames")
        if len(outcome.entities) != len(frame["detections"]):
            raise ValueError(f"frame {frame['i']} of {run} does not match its truth")
        placed.append(outcome.entities)
        shown = _detected([frame])
        after = [len(graph), graph.object_count()]
        if shown and shown <= real:
            revisits[0] += 1
            revisits[1] += after[0] - before[0]
            revisits[2] += after[1] - before[1]
        before[:] = after
        real.update(shown)
        if len(placed) in marks:
            growth.append(Growth(marks[len(placed)], after[0], after[1], len(real)))

    ingest(run_items(run), builder, on_problem=malformed_run, on_outcome=measure)
    if len(placed) != len(frames):
        raise ValueError(f"{run} has {len(placed)} frames, its truth {len(frames)}")
    memory.commit()
    return placed, tuple(growth), Revisits(*revisits)


def _purity(
    frames: Sequence[dict[str, Any]], placed: Sequence[list[int]], group_of: Sequence[int]
) -> Purity:
    """Over the groups (``group_of[entity]``) holding real sightings, the shares whose
    real sightings are all of one category, and all of one object."""
    sightings: defaultdict[int, list[dict[str, Any]]] = defaultdict(list)
    for frame, entities in zip(frames, placed, strict=True):
        for detection, entity in zip(frame["detections"], entities, strict=True):
            if detection.get("object"):
                sightings[group_of[entity]].append(detection)
    groups = list(sightings.values())
    return Purity(
        sum(len({d["category"] for d in group}) == 1 for group in groups) / max(len(groups), 1),
        sum(len({d["object"] for d in group}) == 1 for group in groups) / max(len(groups), 1),
    )


def markdown(world: str, results: Sequence[Compactness]) -> str:
    rows = [
        f"Memory compactness on world {world} ({results[0].objects_seen} objects detected):"
        if results
        else "",
        "",
        "| δE | δP m | entities | per real object | objects | per real object "
        "| one category: objects, entities | one thing: objects, entities "
        "| captions | MB on disk | ingest s |",
        "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    rows += [
        f"| {r.merge_similarity:g} | {r.merge_distance_m:g} | {r.entities} | "
        f"{r.entities_per_object:.2f} | {r.objects} | {r.objects_per_real_object:.2f} | "
        f"{r.object_purity.category:.3f}, {r.entity_purity.category:.3f} | "
        f"{r.object_purity.thing:.3f}, {r.entity_purity.thing:.3f} | "
        f"{r.captions} | {r.bytes_on_disk / 1e6:.1f} | {r.ingest_s:.1f} |"
        for r in results
    ]
    shares = " / ".join(f"{growth.share:.0%}" for growth in results[0].growth) if results else ""
    rows += [
        "",
        f"Growth on world {world}, after {shares} of the frames:",
        "",
        "| δE | δP m | real objects detected | entities | objects "
        "| revisit frames: count, + entities, + objects |",
        "| ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    rows += [
        f"| {r.merge_similarity:g} | {r.merge_distance_m:g} | "
        + " | ".join(
            " / ".join(str(getattr(growth, field)) for growth in r.growth)
            for field in ("real_objects", "entities", "objects")
        )
        + f" | {r.revisits.frames}, +{r.revisits.entities}, +{r.revisits.objects} |"
        for r in results
    ]
    return "\n".join(rows) + "\n"

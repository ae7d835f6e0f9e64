"""How compact the memory graph is for a given δE and δP (the paper's merge thresholds).

For each (δE, δP) the simulated run is ingested into a fresh memory and the
entities it holds are compared with the objects the robot really detected: a
ratio above 1 means objects were split into several entities (under-merging),
below 1 that distinct objects were merged. Captions and bytes on disk complete
the picture.
"""

from __future__ import annotations

import json
import shutil
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from memory_core.config import Config
from memory_core.evaluation.runner import Progress, ingest_run
from memory_core.memory import Memory
from memory_core.sim.generate import RUN_FILE, TRUTH_FILE


@dataclass(frozen=True)
class Compactness:
    merge_similarity: float
    merge_distance_m: float
    objects_seen: int
    entities: int
    captions: int
    bytes_on_disk: int
    ingest_s: float

    @property
    def entities_per_object(self) -> float:
        return self.entities / max(self.objects_seen, 1)


def objects_seen(truth_path: Path) -> int:
    """Distinct real objects detected at least once (hallucinations excluded)."""
    truth = json.loads(truth_path.read_text())
    return len(
        {
            detection["object"]
            for frame in truth["frames"]
            for detection in frame["detections"]
            if detection.get("object")
        }
    )


def sweep(
    world_dir: Path,
    config: Config,
    similarities: Sequence[float],
    distances: Sequence[float],
    progress: Progress = lambda message: None,
) -> list[Compactness]:
    """Ingest the world's run once per (δE, δP) into a scratch memory and measure it."""
    seen = objects_seen(world_dir / TRUTH_FILE)
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
                ingest_run(memory, world_dir / RUN_FILE)
            ingest_s = time.perf_counter() - started
            with Memory.open(scratch, swept, readonly=True) as memory:
                entities = len(memory.graph)
                frames = memory.journal.frame_count()
            size = sum(path.stat().st_size for path in scratch.rglob("*") if path.is_file())
            results.append(
                Compactness(similarity, distance, seen, entities, frames, size, ingest_s)
            )
            shutil.rmtree(scratch, ignore_errors=True)
    return results


def markdown(world: str, results: Sequence[Compactness]) -> str:
    rows = [
        f"Memory compactness on world {world} ({results[0].objects_seen} objects detected):"
        if results
        else "",
        "",
        "| δE | δP m | entities | entities per object | captions | MB on disk | ingest s |",
        "| ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    rows += [
        f"| {r.merge_similarity:g} | {r.merge_distance_m:g} | {r.entities} | "
        f"{r.entities_per_object:.2f} | {r.captions} | {r.bytes_on_disk / 1e6:.1f} | "
        f"{r.ingest_s:.1f} |"
        for r in results
    ]
    return "\n".join(rows) + "\n"

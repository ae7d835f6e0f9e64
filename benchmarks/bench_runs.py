"""How cost grows with the length of a run: 1 h and 8 h of exploration at one frame per 2 s.

Each run is a simulated exploration (sim_eval.sim) ingested with the real
embedder into a real memory, then questioned with the offline planner. It also
measures, on the same memory, the paper's headline ratio: answers from graph
tools alone against answers that needed the caption memory.

    python -m benchmarks.bench_runs [--minutes 60,480] [--quick]
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from benchmarks.common import (
    Figure,
    Report,
    latency,
    log,
    rss_mb,
    suite_run,
)
from memory_core.agent import Agent, Question
from memory_core.config import Config
from memory_core.embedding import make_embedder
from memory_core.memory import Memory
from sim_eval.runner import ingest_run
from sim_eval.sim import generate

QUESTIONS = 100


@dataclass(frozen=True)
class Plan:
    minutes: tuple[float, ...]
    quick: bool


def measure_run(minutes: float, folder: Path, report: Report) -> None:
    """Generate, ingest, reopen and question one run of ``minutes``."""
    size = int(minutes)
    started = time.perf_counter()
    sim = generate(seed=1, out_dir=folder, minutes=minutes, questions=QUESTIONS)
    log(f"{minutes:g} min: {sim.frames} frames generated in {time.perf_counter() - started:.0f} s")
    config = Config().with_overrides({"memory_dir": str(folder / "memory")})
    rss_before = rss_mb()
    embedder = make_embedder(config.embedding)
    embedder.encode_one("load the model before timing the ingest")
    started = time.perf_counter()
    with Memory.open(folder / "memory", config, embedder=embedder) as memory:
        ingest_run(memory, sim.run_path)
    ingest_s = time.perf_counter() - started
    started = time.perf_counter()
    memory = Memory.open(folder / "memory", config, embedder=embedder)
    reopen_s = time.perf_counter() - started
    try:
        stats = memory.stats()
        agent = Agent(memory)
        agent.warm_up()
        answers = []
        for line in sim.questions_path.read_text().splitlines():
            record = json.loads(line)
            question = Question(record["question"], record["now"], tuple(record["at"]))
            answers.append(agent.ask(question))
        rss = rss_mb() - rss_before
    finally:
        memory.close()
    frames_per_s = sim.frames / ingest_s
    report.figures += [
        Figure("frames in the run", size, sim.frames, "frames", note=f"{minutes:g} min at 2 s"),
        Figure("entities in the graph", size, stats["entities"], "entities"),
        Figure("ingest (real MiniLM, in-process)", size, frames_per_s, "frames/s", goal=50.0),
        Figure("reopen the memory (snapshot + caption store)", size, reopen_s, "s"),
        Figure("process RSS growth (memory + models)", size, rss, "MB"),
    ]
    graph_only = [a.latency_s * 1000 for a in answers if a.memory == ["graph"]]
    with_captions = [a.latency_s * 1000 for a in answers if "vector" in a.memory]
    report.latencies += [
        latency("planner answer, all questions", size, [a.latency_s * 1000 for a in answers]),
        latency(
            "answers from graph tools only", size, graph_only, note=f"{len(graph_only)} answers"
        ),
        latency(
            "answers that consulted the caption memory",
            size,
            with_captions,
            note=f"{len(with_captions)} answers",
        ),
    ]
    calls = [call for answer in answers for call in answer.trace]
    for kind, name in (("graph", "graph tool calls"), ("vector", "caption-memory tool calls")):
        report.latencies.append(
            latency(
                name,
                size,
                [call.latency_s * 1000 for call in calls if call.memory == kind],
                note="each includes embedding its query phrase when not cached",
            )
        )
    graph_p50 = report.latencies[-4].p50_ms
    caption_p50 = report.latencies[-3].p50_ms
    report.figures.append(
        Figure(
            "caption-memory answer p50 / graph-only answer p50",
            size,
            caption_p50 / graph_p50,
            "x",
            note=f"{caption_p50:.1f} ms vs {graph_p50:.1f} ms on the same memory",
        )
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", default="60,480", help="run lengths (default 60,480)")
    parser.add_argument("--quick", action="store_true", help="a 10-minute run only")
    args = parser.parse_args(argv)
    minutes = (10.0,) if args.quick else tuple(float(m) for m in args.minutes.split(","))
    plan = Plan(minutes, args.quick)
    intro = "Size = minutes of exploration (one frame per 2 s); offline planner, 100 questions."
    with (
        suite_run("runs", "Run-length benchmark", plan, args.quick, intro) as suite,
        tempfile.TemporaryDirectory(prefix="bench-runs-") as scratch,
    ):
        for length in minutes:
            suite.monitor.phase(f"{length:g} min run")
            measure_run(length, Path(scratch) / f"{length:g}min", suite.report)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Agent benchmark: time to answer a question, typed or spoken, on a 2-core robot.

Why: someone at the robot waits for speech-to-text, the answer and the first
spoken sentence; the paper's LLM agent took 10-24 s per answer. This measures
the offline planner (``Agent.ask`` without an LLM) on real memories of 10k and
100k entities (journal, graph, Milvus Lite captions) built from the simulator's
tiled tours (benchmarks/workload.py), asked the probes of agent_probes.py, and
the speech models (agent_speech.py). How long `lgr ask` takes as a whole
process is the start-up suite's. Writes ``benchmarks/results/agent.json`` and
``agent.md`` (``agent.quick.*`` with --quick); progress goes to stderr.

    python -m benchmarks agent [--sizes 10000,100000] [--quick]
"""

from __future__ import annotations

import gc
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from benchmarks import workload
from benchmarks.agent_probes import PROBES, Phrases, check_intents
from benchmarks.agent_report import AgentReport, Samples, breakdown, median_latency
from benchmarks.agent_speech import bench_pipeline, bench_speech, bench_stt, load_speech
from benchmarks.common import (
    Figure,
    log,
    rss_mb,
    sizes_and_quick,
    suite_run,
    wait_until_idle,
)
from memory_core.agent import Agent, Answer, Question
from memory_core.config import Config
from memory_core.embedding import TextEmbedder, make_embedder
from memory_core.memory import Memory

DEFAULT_SIZES = (10000, 100000)
QUICK_SIZES = (1000, 10000)
SPOKEN_SIZE = 10000  # the spoken pipeline runs on the memory nearest this size
SEED = 20260101
TIMEZONE = "UTC"
GOAL_ASK_P50_MS = 50.0
GOAL_ASK_MAX_SIZE = 10000


# ------------------------------------------------------------------- records


@dataclass(frozen=True)
class Plan:
    """How much to measure: --quick keeps the whole run to about two minutes."""

    sizes: tuple[int, ...]
    reps: int  # timed questions per intent, per case (repeated / new text)
    warmup: int  # untimed new-text questions per intent before timing
    speech_reps: int
    pipeline_reps: int
    quick: bool


# ----------------------------------------------------------------- the memory


def build_memory(directory: Path, size: int, embedder: TextEmbedder, report: AgentReport) -> Memory:
    """A real Memory of ``size`` entities from the tiled tours, through the one ingest loop."""
    config = Config().with_overrides({"time.timezone": TIMEZONE})
    start = time.perf_counter()
    memory, frames = workload.build_memory(directory, size, embedder, config)
    build_s = time.perf_counter() - start
    stats = memory.stats()
    hours = frames * 2.0 / 3600
    report.figures.append(
        Figure(
            "memory build (ingest of the tiled tours, real MiniLM for labels and captions)",
            size,
            build_s,
            "s",
            higher_is_better=False,
            note=f"{frames} frames ({frames / build_s:.0f}/s, {hours:.1f} h of robot time), "
            f"{stats['entities']} entities, {stats['captions']} captions, "
            f"{len(memory.graph.labels)} labels, {memory.graph.graph.number_of_edges()} edges",
        )
    )
    settle_s = wait_until_idle(600.0)
    report.figures.append(
        Figure(
            "caption store background work after the build (compaction + HNSW)",
            size,
            settle_s,
            "s",
            higher_is_better=False,
            note="questions are timed after it",
        )
    )
    return memory


# ----------------------------------------------------------------- questions


def ask(agent: Agent, text: str) -> tuple[float, Answer]:
    start = time.perf_counter_ns()
    answer = agent.ask(Question(text))
    return (time.perf_counter_ns() - start) / 1e6, answer


def bench_agent(agent: Agent, size: int, phrases: Phrases, plan: Plan, report: AgentReport) -> None:
    """Warm Agent.ask per intent: repeated questions, then new question text each time.

    Intents are interleaved round-robin so drift (GC, Milvus background work)
    spreads over all of them.
    """
    goal = GOAL_ASK_P50_MS if size <= GOAL_ASK_MAX_SIZE else None
    cases: dict[str, dict[str, Samples]] = {}

    log("  repeated questions")
    for probe in PROBES:
        for text in probe.repeated:
            agent.ask(Question(text))  # warm: the query embeddings are cached from here on
    gc.collect()
    repeated = {probe.name: Samples() for probe in PROBES}
    for round_ in range(plan.reps):
        for probe in PROBES:
            elapsed, answer = ask(agent, probe.repeated[round_ % len(probe.repeated)])
            repeated[probe.name].ms.append(elapsed)
            repeated[probe.name].answers.append(answer)
    cases["repeated"] = repeated

    log("  new question text")
    for _ in range(plan.warmup):
        for probe in PROBES:
            agent.ask(Question(probe.new_text(phrases)))
    gc.collect()
    fresh = {probe.name: Samples() for probe in PROBES}
    for _ in range(plan.reps):
        for probe in PROBES:
            elapsed, answer = ask(agent, probe.new_text(phrases))
            fresh[probe.name].ms.append(elapsed)
            fresh[probe.name].answers.append(answer)
    cases["new text"] = fresh

    for case, label in (
        ("repeated", "repeated questions (query embeddings cached)"),
        ("new text", "new question text each time (uncached query embeddings)"),
    ):
        pooled = [ms for samples in cases[case].values() for ms in samples.ms]
        report.latencies.append(
            median_latency(f"Agent.ask, all intents, {label}", size, pooled, goal)
        )
    for probe in PROBES:
        for case in cases:
            samples = cases[case][probe.name]
            note = probe.note if case == "new text" else ""
            wrong = [a.question for a in samples.answers if a.intent != probe.intent.value]
            if wrong:
                note = f"{note}; parsed as another intent: {wrong[:2]}".lstrip("; ")
            report.latencies.append(
                median_latency(f"ask {probe.name} [{case}]", size, samples.ms, None, note)
            )
            report.breakdowns.append(breakdown(probe.name, case, size, samples))


# ------------------------------------------------------------------- reopen


def bench_reopen(directory: Path, embedder: TextEmbedder, size: int, report: AgentReport) -> None:
    """Memory.open with the model loaded: the part of `lgr ask` that grows with memory."""
    config = Config().with_overrides({"memory_dir": str(directory), "time.timezone": TIMEZONE})
    start = time.perf_counter()
    memory = Memory.open(directory, config, embedder=embedder)
    opened = time.perf_counter() - start
    memory.close()
    report.figures.append(
        Figure(
            "Memory.open (snapshot present, model loaded)",
            size,
            opened,
            "s",
            higher_is_better=False,
            note="journal, graph snapshot, Milvus Lite start",
        )
    )


# --------------------------------------------------------------------- main


def make_plan(argv: Sequence[str] | None) -> Plan:
    sizes, quick = sizes_and_quick(argv, __doc__, DEFAULT_SIZES, QUICK_SIZES)
    if quick:
        return Plan(sizes, reps=8, warmup=1, speech_reps=5, pipeline_reps=3, quick=True)
    return Plan(sizes, reps=40, warmup=2, speech_reps=10, pipeline_reps=10, quick=False)


def main(argv: Sequence[str] | None = None) -> int:
    plan = make_plan(argv)
    check_intents()
    intro = (
        "Agent.ask is the offline planner (no LLM) on a real Memory built from the "
        "simulator's tiled tours (a caption per frame); size = entities. Warm: model loaded, "
        f"each repeated question asked once before timing; {plan.reps} timed questions per "
        "intent and case. The Agent.ask goal is on the median ('p50 <= 50 ms', at <= 10k "
        "entities); other goals are judged on p95."
    )
    spoken_size = min(plan.sizes, key=lambda size: abs(size - SPOKEN_SIZE))
    phrases = Phrases(np.random.default_rng(SEED))
    with (
        suite_run("agent", "Agent benchmark", plan, plan.quick, intro, AgentReport()) as suite,
        tempfile.TemporaryDirectory(prefix="bench-agent-") as tmp,
    ):
        report, phase = suite.report, suite.monitor.phase
        assert isinstance(report, AgentReport)
        log(f"plan: {plan}")
        phase("speech models")
        stt, tts = load_speech(report)
        question_wav = bench_speech(stt, tts, plan.speech_reps, report, Path(tmp))
        phase("MiniLM load")
        start = time.perf_counter()
        embedder = make_embedder()
        embedder.encode(["hello"])
        report.figures.append(
            Figure(
                "model load: MiniLM (first encode)",
                1,
                time.perf_counter() - start,
                "s",
                higher_is_better=False,
            )
        )
        embedder.encode([f"warm up {i}" for i in range(64)])
        phase("speech-to-text beside MiniLM")
        process = "speech models + MiniLM, as in the app"
        bench_stt(stt, question_wav, process, plan.speech_reps, report)
        for size in plan.sizes:
            phase(f"build {size}")
            directory = Path(tmp) / f"memory-{size}"
            memory = build_memory(directory, size, embedder, report)
            phase(f"ask {size}")
            agent = Agent(memory)
            agent.warm_up()
            bench_agent(agent, size, phrases, plan, report)
            if size == spoken_size:
                phase(f"spoken pipeline {size}")
                bench_pipeline(agent, stt, tts, question_wav, size, plan.pipeline_reps, report)
            report.figures.append(
                Figure(
                    "process RSS with the memory open",
                    size,
                    rss_mb(),
                    "MB",
                    higher_is_better=False,
                    note="incl. MiniLM, Whisper, piper, Milvus Lite",
                )
            )
            memory.close()
            del agent, memory
            gc.collect()
            phase(f"reopen {size}")
            bench_reopen(directory, embedder, size, report)
    return 0


if __name__ == "__main__":
    sys.exit(main())

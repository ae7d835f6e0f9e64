"""One evaluation: a simulated world, its memory, and the agent's answers, scored.

The world is generated once per name (cached in the output folder), ingested
once per memory configuration, and questioned once per agent configuration —
the paper's Tables I and II: graph only, caption memory only, both.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from memory_core.agent import Agent, Question, QuestionError
from memory_core.builder import MemoryBuilder
from memory_core.config import Config
from memory_core.evaluation.scoring import QuestionScore, score, summarize
from memory_core.memory import Memory
from memory_core.runfile import read_run
from memory_core.sim import PRESETS, generate_preset
from memory_core.sim.generate import QUESTIONS_FILE, RUN_FILE

# The paper's configurations: graph + caption memory (its agent), each alone.
CONFIGURATIONS = {"graph+captions": "graph,vector", "graph": "graph", "captions": "vector"}
Progress = Callable[[str], None]


@dataclass
class ConfigurationResult:
    name: str
    summary: dict[str, Any]
    scores: list[QuestionScore] = field(default_factory=list)
    answers: list[dict[str, Any]] = field(default_factory=list)


@dataclass
class WorldResult:
    world: str
    frames: int
    entities: int
    captions: int
    ingest_s: float
    configurations: list[ConfigurationResult]


def evaluate_world(
    world: str,
    out_dir: Path,
    config: Config,
    configurations: Sequence[str] = tuple(CONFIGURATIONS),
    progress: Progress = lambda message: None,
) -> WorldResult:
    """Generate (or reuse) ``world``, build its memory, answer and score every question."""
    folder = world_dir(world, out_dir, progress)
    memory_dir = folder / "memory"
    config = config.with_overrides({"memory_dir": str(memory_dir)})
    questions = [json.loads(line) for line in (folder / QUESTIONS_FILE).read_text().splitlines()]
    results = []
    with Memory.open(memory_dir, config) as memory:
        ingest_s = _ingest_once(memory, folder / RUN_FILE, progress)
    # Questions go to a reopened memory, as on a robot asked after exploring:
    # Milvus Lite indexes freshly flushed rows in the background, slowing
    # searches for a while in the process that wrote them.
    with Memory.open(memory_dir, config) as memory:
        stats = memory.stats()
        for name in configurations:
            if name not in CONFIGURATIONS:
                raise ValueError(f"unknown configuration {name!r}; use {', '.join(CONFIGURATIONS)}")
            progress(f"{world}: asking {len(questions)} questions with {name}")
            memory.config.planner.memories = CONFIGURATIONS[name]
            results.append(_ask_all(name, Agent(memory), questions))
    return WorldResult(
        world, stats["frames"], stats["entities"], stats["captions"], ingest_s, results
    )


def world_dir(world: str, out_dir: Path, progress: Progress) -> Path:
    """The folder of a named simulated world, generated on first use."""
    if world not in PRESETS:
        raise ValueError(f"unknown world {world!r}; worlds: {', '.join(sorted(PRESETS))}")
    folder = out_dir / world
    if not (folder / QUESTIONS_FILE).exists():
        progress(f"generating world {world}")
        generate_preset(world, folder)
    return folder


def _ingest_once(memory: Memory, run: Path, progress: Progress) -> float:
    """Builds the memory unless it already holds this run; returns seconds spent."""
    if memory.stats()["frames"]:
        return 0.0
    progress(f"ingesting {run}")
    started = time.perf_counter()
    ingest_run(memory, run)
    return time.perf_counter() - started


def ingest_run(memory: Memory, run: Path) -> None:
    """Every frame of a (simulated, already sampled) run, unthrottled."""
    builder = MemoryBuilder(memory, throttle=False)
    for line in read_run(run):
        if line.observation is None:
            raise ValueError(f"simulated run is malformed: {line.error}")
        builder.observe(line.observation)
    memory.commit()


def _ask_all(name: str, agent: Agent, questions: list[dict[str, Any]]) -> ConfigurationResult:
    agent.warm_up()
    scores, answers = [], []
    for record in questions:
        question = Question(
            record["question"], now=record["now"], at=tuple(record["at"]), id=record["id"]
        )
        try:
            answer = agent.ask(question).to_json(full=True)
        except QuestionError as error:
            answer = {"id": record["id"], "answer": str(error)}
        answers.append(answer)
        scores.append(score(record, answer))
    return ConfigurationResult(name, summarize(scores), scores, answers)

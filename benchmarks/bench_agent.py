"""Agent benchmark: time to answer a question, typed or spoken, on a 2-core robot.

Why: someone at the robot waits for speech-to-text, the answer and the first
spoken sentence; the paper's LLM agent took 10-24 s per answer. This measures
the offline planner (``Agent.ask`` without an LLM) on real memories of 10k and
100k entities (a real ``Memory``: journal, graph, Milvus Lite captions), the
speech models, and ``lgr ask`` as a whole process. It writes
``benchmarks/results/agent.json`` and ``agent.md`` and prints the Markdown on
stdout (progress goes to stderr); --quick writes ``agent.quick.*`` instead.

    python -m benchmarks.bench_agent [--sizes 10000,100000] [--quick]
"""

from __future__ import annotations

# Before anything imports the model code: no hub is reachable here.
import argparse
import gc
import io
import itertools
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import wave
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

import numpy as np

from benchmarks.bench_memory import (
    ADJECTIVES,
    FLOORS,
    LABELS_PER_FRAME,
    LIGHTS,
    OBJECTS,
    ROOMS,
    SEED,
    T0,
)
from benchmarks.common import (
    RESULTS_DIR,
    CpuMonitor,
    Figure,
    Latency,
    Report,
    contention_sentence,
    figure_table,
    finish_machine,
    latency,
    latency_table,
    lgr_command,
    log,
    machine_info,
    markdown_heading,
    parse_sizes,
    rss_mb,
    wait_until_idle,
    write_json,
    write_text,
)
from hri_app.speech import SpeechToText, TextToSpeech
from memory_core.agent import Agent, Answer, Question
from memory_core.agent.reader import Intent, read_question
from memory_core.config import Config
from memory_core.embedding import TextEmbedder, make_embedder
from memory_core.memory import Memory
from memory_core.types import Pose

DEFAULT_JSON = RESULTS_DIR / "agent.json"
DEFAULT_MARKDOWN = RESULTS_DIR / "agent.md"
# A smoke run must not overwrite the full run's results (as bench_memory).
QUICK_JSON = RESULTS_DIR / "agent.quick.json"
QUICK_MARKDOWN = RESULTS_DIR / "agent.quick.md"
DEFAULT_SIZES = (10000, 100000)
QUICK_SIZES = (1000, 10000)
CLI_SIZE = 10000  # `lgr ask` and the spoken pipeline run on the memory nearest this size

TIMEZONE = "UTC"
START_T = T0 + 8 * 3600.0  # the robot starts its day at 08:00
# Every frame is 10 s and 8 m after the last (0.8 m/s) on a lattice sweep: no two
# frames are within the 5 m merge distance, so each frame's labels become new
# entities and the memory reaches its size with one caption per 10 entities.
FRAME_GAP_S = 10.0
SPACING_M = 8.0
SEGMENT_FRAMES = 30  # 5 minutes outdoors, 5 minutes inside, ...
ROOM_FRAMES = 6  # a minute per room or outdoor place
VOCABULARY_SIZE = 300

GOAL_ASK_P50_MS = 50.0  # at <= 10k entities, on the median (the paper's agent: 10-24 s)
GOAL_ASK_MAX_SIZE = 10000
GOAL_STT_MS = 1000.0
SPOKEN_QUESTION = "Where is the closest fire hydrant to the main entrance?"
SPOKEN_ANSWER = (
    "The closest fire hydrant is about 40 metres away. I last saw it at 10:43, 12 minutes ago."
)

OUTDOOR_OBJECTS = (
    "fire hydrant", "bike rack", "food truck", "street lamp", "traffic light", "parking meter",
    "bus stop sign", "mailbox", "parked car", "bus", "tree", "hedge", "fountain", "statue",
    "bollard", "yellow police pole", "scooter", "motorcycle", "picnic table", "flower bed",
    "fence", "gate", "awning", "newspaper stand", "crosswalk", "manhole cover", "delivery van",
    "park bench", "garbage bin", "street sign",
)  # fmt: skip
# Things found both inside and outside the building.
SHARED_OBJECTS = frozenset(
    {"bench", "bicycle", "trash can", "recycling bin", "sign", "person", "umbrella",
     "traffic cone", "barrier", "glass door", "door", "staircase", "railing", "pillar"}
)  # fmt: skip
OUTDOOR_PLACES = (
    "sidewalk", "parking lot", "plaza", "street corner", "courtyard", "bus stop",
    "campus lawn", "loading dock",
)  # fmt: skip
WEATHER = ("sunny", "cloudy", "grey", "windy", "bright", "rainy")
ANIMALS = (
    "horse", "cow", "giraffe", "zebra", "elephant", "camel", "kangaroo", "penguin", "lion",
    "tiger", "bear", "wolf", "deer", "goat", "sheep", "pig", "donkey", "llama", "ostrich",
    "flamingo", "crocodile", "rhinoceros", "hippopotamus", "panda", "koala", "moose",
    "peacock", "swan", "octopus", "dolphin",
)  # fmt: skip
PLACE_ADJECTIVES = (
    "small", "large", "old", "new", "north", "south", "east", "west", "main", "second",
    "upstairs", "downstairs", "quiet", "busy", "staff", "shared", "corner", "back",
)  # fmt: skip
COLOURS = ("brown", "grey", "white", "black", "spotted", "striped", "young", "old", "tall")
SIT_FORMS = ("Where can I sit down for {n} minutes?", "I'm tired, where can I sit for {n} minutes?")


# ------------------------------------------------------------------- records


@dataclass(frozen=True)
class Plan:
    """How much to measure: --quick keeps the whole run to about two minutes."""

    sizes: tuple[int, ...]
    reps: int  # timed questions per intent, per case (repeated / new text)
    warmup: int  # untimed new-text questions per intent before timing
    speech_reps: int
    pipeline_reps: int
    cli_runs: int
    quick: bool


@dataclass
class MedianLatency(Latency):
    """A latency whose goal is set on the median (the brief: overall p50 <= 50 ms)."""

    judged_on: str = "p50"

    @property
    def met(self) -> str:
        if self.goal_ms is None:
            return "-"
        return "yes" if self.p50_ms <= self.goal_ms else "**no**"

    @property
    def goal_text(self) -> str:
        return f"p50 {super().goal_text}" if self.goal_ms is not None else "-"


@dataclass
class Breakdown:
    """Where one intent's time goes: the answer's own tool trace, averaged (ms)."""

    probe: str
    case: str
    size: int
    mean_ms: float
    graph_ms: float  # graph tools, incl. embedding the query phrase when uncached
    caption_ms: float  # Milvus Lite caption tools, incl. embedding
    other_ms: float  # parsing, need matching, journal 'now', phrasing
    captions_used: float  # share of answers that read the caption store
    confident: float
    example: str


@dataclass
class AgentReport(Report):
    """Latency and figure rows (as bench_memory) plus the per-intent breakdown."""

    breakdowns: list[Breakdown] = field(default_factory=list)

    def rows(self) -> dict[str, list[dict[str, Any]]]:
        """The JSON rows: latencies, then the breakdowns, then figures."""
        rows = super().rows()
        return {
            "latencies": rows["latencies"],
            "breakdowns": [asdict(row) for row in self.breakdowns],
            "figures": rows["figures"],
        }


def median_latency(
    metric: str, size: int, samples_ms: Sequence[float], goal_ms: float | None, note: str = ""
) -> MedianLatency:
    return MedianLatency(**asdict(latency(metric, size, samples_ms, goal_ms, note)))


# ----------------------------------------------------------------- the world


@dataclass(frozen=True)
class Label:
    text: str
    indoor: bool
    outdoor: bool


@dataclass(frozen=True)
class FrameSpec:
    t: float
    pose: Pose
    caption: str
    labels: tuple[str, ...]


def agent_vocabulary(rng: np.random.Generator) -> list[Label]:
    """~300 labels: bench_memory's indoor objects, outdoor ones, adjective variants."""
    bases = [*OBJECTS, *OUTDOOR_OBJECTS]

    def label(text: str, base: str) -> Label:
        outdoor = base in OUTDOOR_OBJECTS or base in SHARED_OBJECTS
        return Label(text, indoor=base not in OUTDOOR_OBJECTS, outdoor=outdoor)

    variants = [(f"{adjective} {base}", base) for adjective in ADJECTIVES for base in bases]
    extra = max(0, VOCABULARY_SIZE - len(bases))
    chosen = sorted(rng.choice(len(variants), size=extra, replace=False))
    return [*(label(base, base) for base in bases), *(label(*variants[i]) for i in chosen)]


def _a(thing: str) -> str:
    return f"{'an' if thing[0] in 'aeiou' else 'a'} {thing}"


def walk(frames: int, vocab: Sequence[Label], rng: np.random.Generator) -> Iterator[FrameSpec]:
    """A robot's day: a lattice sweep in and out of the building, one caption per frame.

    Outdoors and indoors alternate every SEGMENT_FRAMES; the frame at each
    switch says so ("Entering the building ...", "Leaving the building ...").
    Labels are drawn from what is found where the robot is; the caption names
    five of them in the style of a VLM's detailed caption.
    """
    inside = [label.text for label in vocab if label.indoor]
    outside = [label.text for label in vocab if label.outdoor]
    columns = math.ceil(math.sqrt(frames))
    place = ""
    for i in range(frames):
        row, column = divmod(i, columns)
        column = column if row % 2 == 0 else columns - 1 - column
        pose = Pose(column * SPACING_M, row * SPACING_M, 0.0, math.pi if row % 2 else 0.0)
        indoor = (i // SEGMENT_FRAMES) % 2 == 1
        if i % ROOM_FRAMES == 0:
            place = str(rng.choice(ROOMS if indoor else OUTDOOR_PLACES))
        pool = inside if indoor else outside
        labels = [pool[j] for j in rng.choice(len(pool), LABELS_PER_FRAME, replace=False)]
        a = [_a(label) for label in labels[:5]]
        if i and i % SEGMENT_FRAMES == 0:
            caption = (
                f"Entering the building through the glass doors; {a[0]} and {a[1]} in the "
                f"entrance hall of the {place}."
                if indoor
                else f"Leaving the building through the main entrance onto the {place}; "
                f"{a[0]} and {a[1]} by the door."
            )
        elif indoor:
            caption = (
                f"A {rng.choice(LIGHTS)} {place} with {a[0]} next to {a[1]}, {a[2]} and {a[3]} "
                f"in the background; {a[4]} stands on the {rng.choice(FLOORS)} floor."
            )
        else:
            caption = (
                f"A {place} outside the building on a {rng.choice(WEATHER)} day: {a[0]} next "
                f"to {a[1]}, {a[2]} and {a[3]}, with {a[4]} further away."
            )
        yield FrameSpec(START_T + FRAME_GAP_S * i, pose, caption, tuple(labels))


def build_memory(
    directory: Path,
    size: int,
    vocab: Sequence[Label],
    embedder: TextEmbedder,
    report: AgentReport,
) -> Memory:
    """A real Memory of ``size`` entities, every frame through ``Memory.add_frame``."""
    config = Config().with_overrides({"memory_dir": str(directory), "time.timezone": TIMEZONE})
    memory = Memory.open(directory, config, embedder=embedder)
    frames = math.ceil(size / LABELS_PER_FRAME)
    start = time.perf_counter()
    for number, spec in enumerate(walk(frames, vocab, np.random.default_rng(SEED + size)), 1):
        memory.add_frame(spec.t, spec.pose, spec.caption, spec.labels, "bench")
        if number % 2000 == 0:
            log(f"    {number}/{frames} frames")
    memory.commit()
    build_s = time.perf_counter() - start
    stats = memory.stats()
    if stats["entities"] != frames * LABELS_PER_FRAME:
        raise RuntimeError(f"expected {frames * LABELS_PER_FRAME} entities, got {stats}")
    hours = frames * FRAME_GAP_S / 3600
    report.figures.append(
        Figure(
            "memory build (Memory.add_frame, real MiniLM for labels and captions)",
            stats["entities"],
            build_s,
            "s",
            higher_is_better=False,
            note=f"{frames} frames ({frames / build_s:.0f}/s), {stats['captions']} captions, "
            f"{len(memory.graph.labels)} labels, {memory.graph.graph.number_of_edges()} edges; "
            f"{hours:.1f} h of robot time over {SPACING_M * math.ceil(math.sqrt(frames)):.0f} m "
            "square",
        )
    )
    settle_s = wait_until_idle(600.0)
    report.figures.append(
        Figure(
            "caption store background work after the build (compaction + HNSW)",
            stats["entities"],
            settle_s,
            "s",
            higher_is_better=False,
            note="questions are timed after it",
        )
    )
    return memory


# ----------------------------------------------------------------- questions


class Phrases:
    """Phrases never embedded before: new question text defeats the query-embedding LRU.

    The embedder caches the last 1024 query texts (labels enter the memory
    through the uncached batch path), so each phrase is handed out once per run.
    """

    def __init__(self, rng: np.random.Generator) -> None:
        bases = [*OBJECTS, *OUTDOOR_OBJECTS]
        single = [f"{adjective} {base}" for adjective in ADJECTIVES for base in bases]
        double = [
            f"{first} {second} {base}"
            for first, second in itertools.permutations(ADJECTIVES[:8], 2)
            for base in bases
        ]
        self._objects = iter([single[i] for i in rng.permutation(len(single))] + double)
        animals = [f"{colour} {animal}" for colour in COLOURS for animal in ANIMALS]
        self._animals = iter([animals[i] for i in rng.permutation(len(animals))])
        places = [f"{adjective} {place}" for adjective in PLACE_ADJECTIVES for place in ROOMS]
        self._places = iter([places[i] for i in rng.permutation(len(places))])
        self._numbers = itertools.count(1)

    def thing(self) -> str:
        return next(self._objects)

    def unseen(self) -> str:
        return next(self._animals, f"purple animal number {next(self._numbers)}")

    def place(self) -> str:
        return next(self._places, f"room {next(self._numbers)}")

    def number(self) -> int:
        return next(self._numbers)


@dataclass(frozen=True)
class Probe:
    """One kind of question: fixed texts (repeated case) and a generator of new texts."""

    name: str
    intent: Intent
    repeated: tuple[str, ...]
    new_text: Callable[[Phrases], str]
    note: str = ""


PROBES = (
    Probe(
        "'where is the closest X?'",
        Intent.LOCATE,
        ("Where is the closest fire hydrant?", "Where is the closest elevator?",
         "Where is the nearest trash can?", "Where is the closest couch?"),
        lambda p: f"Where is the closest {p.thing()}?",
    ),
    Probe(
        "'take me to the X'",
        Intent.LOCATE,
        ("Take me to the elevator.", "Take me to the bike rack.", "Take me to the printer.",
         "Can you take me to the coffee machine, please?"),
        lambda p: f"Take me to the {p.thing()}.",
    ),
    Probe(
        "'when did you last see X?'",
        Intent.LAST_SEEN,
        ("When did you last see a fire hydrant?", "When did you last see the whiteboard?",
         "When did you last see a food truck?", "When did you last see the red chair?"),
        lambda p: f"When did you last see the {p.thing()}?",
    ),
    Probe(
        "'did you see a X?'",
        Intent.PRESENCE,
        ("Did you see a food truck?", "Did you see a bicycle?", "Did you see a microwave?",
         "Have you seen a fountain?"),
        lambda p: f"Did you see a {p.thing()}?",
    ),
    Probe(
        "'did you see a horse?' (never seen)",
        Intent.PRESENCE,
        ("Did you see a horse?", "Did you see a giraffe?", "Have you seen an elephant?",
         "Did you see a penguin?"),
        lambda p: f"Did you see a {p.unseen()}?",
    ),
    Probe(
        "'is there a X near the Y?'",
        Intent.PRESENCE,
        ("Is there a bike rack near the fire hydrant?", "Is there a trash can near the bench?",
         "Is there a plant near the window?", "Is there a chair near the table?"),
        lambda p: f"Is there a {p.thing()} near the {p.thing()}?",
    ),
    Probe(
        "'when did you leave the building?'",
        Intent.EVENT,
        ("When did you leave the building?", "When did you enter the building?"),
        lambda p: f"When did you leave building {p.number()}?",
        note="new text: 'when did you leave building N?' (same two caption searches)",
    ),
    Probe(
        "'how long were you inside?'",
        Intent.DURATION,
        ("How long were you inside?", "How long were you inside the building?"),
        lambda p: f"How long were you in the {p.place()}?",
        note="'inside' embeds fixed phrases, so it is always the repeated case; new text is "
        "'how long were you in the <adjective> <room>?' (one caption search, visit path)",
    ),
    Probe(
        "'where can I sit down?'",
        Intent.LOCATE,
        ("Where can I sit down?", "I'm tired, where can I sit?"),
        lambda p: SIT_FORMS[p.number() % 2].format(n=p.number()),
        note="new text: 'where can I sit down for N minutes?'",
    ),
    Probe(
        "'what colour were the couches?'",
        Intent.DESCRIBE,
        ("What colour were the couches?", "What colour were the chairs?",
         "What colour was the door of the lab?"),
        lambda p: f"What colour was the {p.thing()}?",
    ),
)  # fmt: skip


def check_intents() -> None:
    """Every probe's questions must parse as the intent it is meant to time."""
    phrases = Phrases(np.random.default_rng(0))
    for probe in PROBES:
        for text in (*probe.repeated, probe.new_text(phrases)):
            parsed = read_question(text).intent
            if parsed is not probe.intent:
                raise RuntimeError(f"{text!r} parses as {parsed}, not {probe.intent}")


@dataclass
class Samples:
    """Timed answers of one probe in one case."""

    ms: list[float] = field(default_factory=list)
    answers: list[Answer] = field(default_factory=list)


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


def breakdown(name: str, case: str, size: int, samples: Samples) -> Breakdown:
    graph = [sum(c.latency_s for c in a.trace if c.memory == "graph") for a in samples.answers]
    vector = [sum(c.latency_s for c in a.trace if c.memory == "vector") for a in samples.answers]
    mean_ms = float(np.mean(samples.ms))
    graph_ms, caption_ms = 1e3 * float(np.mean(graph)), 1e3 * float(np.mean(vector))
    example = samples.answers[-1]
    return Breakdown(
        probe=name,
        case=case,
        size=size,
        mean_ms=mean_ms,
        graph_ms=graph_ms,
        caption_ms=caption_ms,
        other_ms=mean_ms - graph_ms - caption_ms,
        captions_used=float(np.mean(["vector" in a.memory for a in samples.answers])),
        confident=float(np.mean([a.confident for a in samples.answers])),
        example=f"{example.question} -> {example.answer}",
    )


# -------------------------------------------------------------------- speech


def wav_seconds(audio: bytes) -> float:
    with wave.open(io.BytesIO(audio)) as wav:
        return wav.getnframes() / wav.getframerate()


def first_sentence(text: str) -> str:
    """Speech can start once the first sentence is synthesized."""
    match = re.match(r".+?[.!?](?=\s|$)", text)
    return match.group(0) if match else text


def timed(call: Callable[[], object], reps: int) -> list[float]:
    """Milliseconds per call; one untimed call first (models warm)."""
    call()
    samples = []
    for _ in range(reps):
        start = time.perf_counter_ns()
        call()
        samples.append((time.perf_counter_ns() - start) / 1e6)
    return samples


def load_speech(report: AgentReport) -> tuple[SpeechToText, TextToSpeech]:
    """Both models, timed as the app loads them (first use, imports included)."""
    stt, tts = SpeechToText(), TextToSpeech(deterministic=True)
    for name, model in (("Whisper tiny.en (faster-whisper, int8)", stt), ("piper joe", tts)):
        start = time.perf_counter()
        model.warm_up()
        report.figures.append(
            Figure(
                f"model load: {name}",
                1,
                time.perf_counter() - start,
                "s",
                higher_is_better=False,
                note="imports included",
            )
        )
    return stt, tts


def bench_speech(
    stt: SpeechToText, tts: TextToSpeech, plan: Plan, report: AgentReport, workdir: Path
) -> Path:
    """STT of a ~3 s spoken question, and TTS of a two-sentence answer and its first sentence."""
    question_wav = workdir / "question.wav"
    question_wav.write_bytes(tts.synthesize(SPOKEN_QUESTION))
    bench_stt(stt, question_wav, "speech models only", plan, report)
    for name, text in (
        ("two-sentence answer", SPOKEN_ANSWER),
        ("its first sentence (speech can start)", first_sentence(SPOKEN_ANSWER)),
    ):
        spoken = wav_seconds(tts.synthesize(text))
        samples = timed(partial(tts.synthesize, text), plan.speech_reps)
        report.latencies.append(
            latency(
                f"text-to-speech, {name} (TextToSpeech.synthesize)",
                1,
                samples,
                note=f'"{text}": {spoken:.1f} s of audio, real-time factor '
                f"{np.median(samples) / 1e3 / spoken:.2f}",
            )
        )
    return question_wav


def bench_stt(
    stt: SpeechToText, question_wav: Path, process: str, plan: Plan, report: AgentReport
) -> None:
    """Warm SpeechToText.transcribe of the spoken question.

    Measured twice: Whisper is slower once torch (MiniLM) has run in the same
    process, and the app hosts both.
    """
    seconds = wav_seconds(question_wav.read_bytes())
    transcript = stt.transcribe(question_wav).text
    same = read_question(transcript) == read_question(SPOKEN_QUESTION)
    samples = timed(lambda: stt.transcribe(question_wav), plan.speech_reps)
    report.latencies.append(
        latency(
            f"speech-to-text, {seconds:.1f} s spoken question (process: {process})",
            1,
            samples,
            GOAL_STT_MS,
            note=f'"{SPOKEN_QUESTION}" heard as "{transcript}" '
            f"({'same' if same else 'a different'} parsed question); piper voice, "
            f"real-time factor {np.median(samples) / 1e3 / seconds:.2f}",
        )
    )


def bench_pipeline(
    agent: Agent,
    stt: SpeechToText,
    tts: TextToSpeech,
    question_wav: Path,
    size: int,
    plan: Plan,
    report: AgentReport,
) -> None:
    """Spoken question in, first sentence of the spoken answer out, end to end."""
    answers: list[str] = []

    def once() -> None:
        text = stt.transcribe(question_wav).text
        answer = agent.ask(Question(text)).answer
        answers.append(answer)
        tts.synthesize(first_sentence(answer))

    samples = timed(once, plan.pipeline_reps)
    report.latencies.append(
        latency(
            "spoken question -> first answer sentence synthesized (STT + Agent.ask + TTS)",
            size,
            samples,
            note=f'answer: "{answers[-1]}"; the transcript repeats, so its embedding is cached',
        )
    )


# ----------------------------------------------------------------------- CLI


def bench_cli(directory: Path, size: int, runs: int, report: AgentReport) -> None:
    """``lgr ask`` as a user runs it: process start, imports, model load, open, answer."""
    environment = {**os.environ, "HF_HUB_OFFLINE": "1"}
    command = [*lgr_command(), "ask", SPOKEN_QUESTION, "--memory", str(directory), "--full"]
    for run in range(1, runs + 1):
        start = time.perf_counter()
        done = subprocess.run(command, capture_output=True, text=True, env=environment, check=False)
        elapsed = time.perf_counter() - start
        if done.returncode != 0:
            raise RuntimeError(f"lgr ask failed ({done.returncode}): {done.stderr.strip()}")
        record = json.loads(done.stdout.strip().splitlines()[-1])
        report.figures.append(
            Figure(
                f"lgr ask, whole process (run {run})",
                size,
                elapsed,
                "s",
                higher_is_better=False,
                note=f"the answer itself took {1e3 * record['latency_s']:.0f} ms: "
                f'"{record["answer"]}"',
            )
        )


def bench_imports(report: AgentReport) -> None:
    """Import time in a fresh process: what `lgr ask` pays before it loads any model."""
    script = (
        "import json, time\n"
        "t0 = time.perf_counter()\n"
        "import memory_core.cli, memory_core.agent\n"
        "t1 = time.perf_counter()\n"
        "import sentence_transformers\n"
        "t2 = time.perf_counter()\n"
        "print(json.dumps([t1 - t0, t2 - t1]))\n"
    )
    environment = {**os.environ, "HF_HUB_OFFLINE": "1"}
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=environment, check=True
    )
    ours, torch_s = json.loads(done.stdout.strip().splitlines()[-1])
    for name, value, note in (
        ("memory_core.cli + memory_core.agent", ours, "pymilvus, langchain-core, networkx"),
        ("sentence_transformers (torch, transformers)", torch_s, "before MiniLM loads"),
    ):
        report.figures.append(
            Figure(
                f"import in a fresh process: {name}",
                1,
                value,
                "s",
                higher_is_better=False,
                note=note,
            )
        )


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


# ------------------------------------------------------------------- output


def markdown(report: AgentReport, machine: dict[str, Any], plan: Plan, duration_s: float) -> str:
    """The tables of benchmarks/results/memory.md, plus where each intent's time goes."""
    lines = [
        markdown_heading("Agent benchmark", machine, plan.quick, duration_s),
        "",
        f"Agent.ask is the offline planner (no LLM) on a real Memory; size = entities, with one "
        f"caption per {LABELS_PER_FRAME} entities in Milvus Lite. Warm: model loaded, each "
        f"repeated question asked once before timing; {plan.reps} timed questions per intent "
        "and case. The Agent.ask goal is on the median ('p50 <= 50 ms', at <= 10k entities); "
        "other goals are judged on p95. " + contention_sentence(machine),
        "",
        *latency_table(report.latencies),
        "",
        "Where the time goes (means from each answer's tool trace; tool times include embedding "
        "the query phrase when it is not cached; 'other' is parsing, need matching, the journal's "
        "latest frame and phrasing):",
        "",
        "| question | case | size | mean ms | graph tools ms | caption tools ms | other ms "
        "| used captions | confident | last answer |",
        "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
    ]
    for b in report.breakdowns:
        example = b.example.replace("|", "/")
        lines.append(
            f"| {b.probe} | {b.case} | {b.size:,} | {b.mean_ms:.1f} | {b.graph_ms:.1f} "
            f"| {b.caption_ms:.1f} | {b.other_ms:.1f} | {b.captions_used:.0%} "
            f"| {b.confident:.0%} | {example} |"
        )
    lines += ["", *figure_table(report.figures)]
    return "\n".join(lines) + "\n"


# --------------------------------------------------------------------- main


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--sizes", help="comma-separated entity counts (default 10000,100000)")
    parser.add_argument("--quick", action="store_true", help="sizes 1000,10000 and fewer reps")
    parser.add_argument(
        "--out",
        type=Path,
        help=f"JSON results file (default {DEFAULT_JSON.name}; --quick: {QUICK_JSON.name})",
    )
    parser.add_argument(
        "--markdown",
        type=Path,
        help=f"Markdown file (default {DEFAULT_MARKDOWN.name}; --quick: {QUICK_MARKDOWN.name})",
    )
    return parser.parse_args(argv)


def make_plan(args: argparse.Namespace) -> Plan:
    sizes = parse_sizes(args.sizes) or (QUICK_SIZES if args.quick else DEFAULT_SIZES)
    if any(size < LABELS_PER_FRAME or size % LABELS_PER_FRAME for size in sizes):
        raise SystemExit(f"sizes must be multiples of {LABELS_PER_FRAME}")
    if args.quick:
        return Plan(sizes, reps=8, warmup=1, speech_reps=5, pipeline_reps=3, cli_runs=1, quick=True)
    return Plan(sizes, reps=40, warmup=2, speech_reps=10, pipeline_reps=10, cli_runs=2, quick=False)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    plan = make_plan(args)
    check_intents()
    started = time.perf_counter()
    machine = machine_info()
    report = AgentReport()
    monitor = CpuMonitor()
    monitor.start()
    phase = monitor.phase

    log(f"plan: {plan}")
    cli_size = min(plan.sizes, key=lambda size: abs(size - CLI_SIZE))
    rng = np.random.default_rng(SEED)
    vocab = agent_vocabulary(rng)
    phrases = Phrases(rng)
    with tempfile.TemporaryDirectory(prefix="bench-agent-") as tmp:
        workdir = Path(tmp)
        phase("speech models")
        stt, tts = load_speech(report)
        question_wav = bench_speech(stt, tts, plan, report, workdir)

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
        bench_stt(stt, question_wav, "speech models + MiniLM, as in the app", plan, report)
        for size in plan.sizes:
            phase(f"build {size}")
            directory = workdir / f"memory-{size}"
            memory = build_memory(directory, size, vocab, embedder, report)
            phase(f"ask {size}")
            agent = Agent(memory)
            agent.warm_up()
            bench_agent(agent, size, phrases, plan, report)
            if size == cli_size:
                phase(f"spoken pipeline {size}")
                bench_pipeline(agent, stt, tts, question_wav, size, plan, report)
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
            if size == cli_size:
                phase(f"lgr ask {size}")
                bench_imports(report)
                bench_cli(directory, size, plan.cli_runs, report)
            shutil.rmtree(directory, ignore_errors=True)

    finish_machine(machine, monitor)
    duration = time.perf_counter() - started
    out = args.out or (QUICK_JSON if plan.quick else DEFAULT_JSON)
    markdown_out = args.markdown or (QUICK_MARKDOWN if plan.quick else DEFAULT_MARKDOWN)
    write_json(out, report, machine, plan, duration)
    table = markdown(report, machine, plan, duration)
    write_text(markdown_out, table)
    sys.stdout.write(table)
    log(f"done in {duration:.0f} s; results in {out} and {markdown_out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

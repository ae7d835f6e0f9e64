"""``lgr``: the robot memory from the command line (a thin face over memory_core)."""

from __future__ import annotations

import argparse
import json
import logging
import reprlib
import sys
from collections.abc import Callable, Iterable, Sequence
from importlib.metadata import entry_points
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memory_core.config import Config, ConfigError, load_config
from memory_core.validation import ValidationError, epoch_seconds, map_point

# Each command imports what it needs when it runs: `lgr --help` and `lgr entities`
# must not load the agent, the caption store or a model (docs/benchmarks.md, start-up).
if TYPE_CHECKING:
    from memory_core.perception import Perceiver

log = logging.getLogger("lgr")


class UsageError(ValueError):
    """A command-line value that does not parse; printed as one line."""


def user_errors() -> tuple[type[Exception], ...]:
    """Errors a user can fix: printed as one line, never as a traceback.

    Asked only when something was raised, so their modules cost nothing before.
    """
    from memory_core.caption_memory import CaptionStoreError
    from memory_core.clock import ClockError
    from memory_core.embedding import EmbeddingError
    from memory_core.journal import JournalError
    from memory_core.memory import MemoryDirError
    from memory_core.perception import ModelLoadError

    return (
        UsageError,
        ConfigError,
        MemoryDirError,
        CaptionStoreError,
        JournalError,
        EmbeddingError,
        ClockError,
        ModelLoadError,
        ValidationError,
        FileNotFoundError,
    )


# Malformed lines reported individually; past this many, only counted.
MAX_LINE_WARNINGS = 20
EXIT_USER_ERROR = 2


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="lgr", description="EmbodiedLGR: a robot memory you can ask questions."
    )
    # Global options are accepted before or after the command; the command's
    # copies default to SUPPRESS so they never overwrite what came before it.
    add_global_options(parser, defaults=True)
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    memory_options = argparse.ArgumentParser(add_help=False)
    add_global_options(memory_options, defaults=False)
    memory_options.add_argument("--memory", type=Path, help="memory directory (default: memory/)")
    memory_options.add_argument(
        "--milvus-uri", help="caption store: a Milvus server URI instead of the Milvus Lite file"
    )

    ingest = commands.add_parser(
        "ingest",
        parents=[memory_options],
        help="build memory from a recorded run (JSON Lines) or a rosbag2 directory",
    )
    ingest.add_argument(
        "run", type=Path, help="recorded run (one observation per line) or rosbag2 directory"
    )
    ingest.add_argument(
        "--strict", action="store_true", help="write nothing if any line is malformed"
    )
    ingest.add_argument(
        "--every-frame",
        action="store_true",
        help="keep every frame instead of one per builder.frame_period_s",
    )
    ingest.add_argument(
        "--rate",
        type=float,
        metavar="HZ",
        help="JSON Lines runs: replay at most HZ lines per second, as a live robot would send "
        "them (e.g. to watch `lgr app` follow the memory); default: as fast as possible",
    )
    ingest.add_argument(
        "--vlm",
        metavar="MODEL",
        help="Florence-2 model id or save_pretrained folder for frames without caption/labels "
        "(sets perception.model; default: LGR_VLM_MODEL, else none)",
    )
    ingest.set_defaults(handler=cmd_ingest)

    ask = commands.add_parser(
        "ask", parents=[memory_options], help="answer questions from memory (JSON out)"
    )
    ask.add_argument("question", nargs="?", help="the question, e.g. 'where is the lab?'")
    ask.add_argument("--batch", type=Path, help="JSONL of {id, question, now, at} lines")
    ask.add_argument(
        "--now", help="asker's time: POSIX seconds, HH:MM[:SS] or ISO 8601 (default: last frame)"
    )
    ask.add_argument("--at", help="asker's position X,Y[,Z] in metres (default: last pose)")
    ask.add_argument("--llm-url", help="OpenAI-compatible endpoint, e.g. http://127.0.0.1:8000/v1")
    ask.add_argument("--llm-model", help="model name at that endpoint (default gpt-4o)")
    ask.add_argument("--full", action="store_true", help="add evidence, tool trace and timings")
    ask.set_defaults(handler=cmd_ask)

    entities = commands.add_parser(
        "entities", parents=[memory_options], help="print the memory graph's entities as JSON"
    )
    entities.set_defaults(handler=cmd_entities)
    # Commands of the other packages (the app, the ROS side, the test bench) are added
    # this way, and options to these commands too: the library never imports them.
    for command in entry_points(group="lgr.commands"):
        command.load()(commands, memory_options)
    return parser


def add_global_options(parser: argparse.ArgumentParser, *, defaults: bool) -> None:
    def default(value: Any) -> Any:
        return value if defaults else argparse.SUPPRESS

    parser.add_argument(
        "--config", type=Path, default=default(None), help="TOML configuration file"
    )
    parser.add_argument(
        "--set",
        dest="overrides",
        action="append",
        default=default([]),
        metavar="KEY=VALUE",
        help="override one setting, e.g. --set graph.merge_distance_m=4 (repeatable)",
    )
    parser.add_argument(
        "-v", "--verbose", action="store_true", default=default(False), help="log details"
    )


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    logging.basicConfig(
        level=logging.INFO if args.verbose else logging.WARNING,
        format="lgr: %(message)s",
        stream=sys.stderr,
    )
    try:
        config = _config(args)
        return int(args.handler(args, config))
    except Exception as error:
        if not isinstance(error, user_errors()):
            raise
        print(f"lgr: error: {error}", file=sys.stderr)
        return EXIT_USER_ERROR
    except KeyboardInterrupt:
        print("lgr: interrupted; everything acknowledged so far is kept", file=sys.stderr)
        return 130


def _config(args: argparse.Namespace) -> Config:
    overrides = list(args.overrides)
    if getattr(args, "memory", None) is not None:
        overrides.append(f"memory_dir={args.memory}")
    if getattr(args, "milvus_uri", None):
        overrides.append(f"captions.milvus_uri={args.milvus_uri}")
    if getattr(args, "llm_url", None):
        overrides.append(f"llm.base_url={args.llm_url}")
    if getattr(args, "llm_model", None):
        overrides.append(f"llm.model={args.llm_model}")
    if getattr(args, "vlm", None):
        overrides.append(f"perception.model={args.vlm}")
    return load_config(args.config, overrides=overrides)


def emit_json(value: Any) -> None:
    json.dump(value, sys.stdout)
    sys.stdout.write("\n")
    sys.stdout.flush()


def cmd_ingest(args: argparse.Namespace, config: Config) -> int:
    from memory_core.builder import MemoryBuilder
    from memory_core.ingest import Item, ingest, run_items
    from memory_core.memory import Memory
    from memory_core.pacing import paced
    from memory_core.perception import make_perceiver
    from memory_core.runfile import count_lines

    perceiver = make_perceiver(
        config.perception, progress=lambda message: print(f"lgr: {message}", file=sys.stderr)
    )
    if args.rate is not None and not args.rate > 0:
        raise UsageError(f"--rate must be a positive number of lines per second, got {args.rate}")
    if args.run.is_dir():  # a rosbag2: the ROS package adds its reader and topic options
        ingest_bag = getattr(args, "ingest_bag", None)
        if ingest_bag is None:
            raise UsageError(
                f"{args.run} is a directory, and no installed package reads rosbag2 bags"
            )
        return int(ingest_bag(args, config, perceiver))
    if args.strict:
        problems = _validate_run(args.run, perceiver, config.builder.max_labels_per_frame)
        if problems:
            for message in problems[:MAX_LINE_WARNINGS]:
                print(f"lgr: error: {message}", file=sys.stderr)
            more = len(problems) - MAX_LINE_WARNINGS
            if more > 0:
                print(f"lgr: error: ... and {more} more malformed lines", file=sys.stderr)
            print(
                f"lgr: error: {len(problems)} malformed line(s) in {args.run}; --strict wrote "
                "nothing",
                file=sys.stderr,
            )
            return EXIT_USER_ERROR
    with Memory.open(config.memory_dir, config) as memory:
        builder = MemoryBuilder(memory, perceiver, throttle=not args.every_frame)
        # Lines go to the builder in batches so the VLM perceives several frames at once.
        items: Iterable[Item] = run_items(args.run, config.builder.max_labels_per_frame)
        batch_size = config.perception.batch_size
        if args.rate is not None:  # each line acknowledged as it comes, not a batch at once
            items, batch_size = paced(items, args.rate), 1
        summary = ingest(
            progress_bar(items, count_lines(args.run)),
            builder,
            batch_size=batch_size,
            on_problem=LineWarnings(),
        )
        stats = memory.stats()
    skipped = sum(summary.skipped.values())
    if skipped > MAX_LINE_WARNINGS:
        print(f"lgr: skipped {skipped} malformed lines in all", file=sys.stderr)
    emit_json(summary.to_json(stats))
    return 0


class LineWarnings:
    """Says each skipped line or message on stderr, the first MAX_LINE_WARNINGS of them."""

    def __init__(self) -> None:
        self.count = 0

    def __call__(self, problem: str) -> None:
        self.count += 1
        if self.count <= MAX_LINE_WARNINGS:
            print(f"lgr: skipped {problem}", file=sys.stderr)


def _validate_run(path: Path, perceiver: Perceiver, max_labels: int) -> list[str]:
    from memory_core.perception import PerceptionError
    from memory_core.runfile import RunLineError, read_run

    problems: list[str] = []
    for line in read_run(path, max_labels):
        if line.error is not None:
            problems.append(str(line.error))
            continue
        assert line.observation is not None
        try:
            perceiver.check(line.observation)
        except PerceptionError as error:
            problems.append(str(RunLineError(path, line.line, str(error))))
    return problems


def progress_bar(lines: Any, total: int) -> Any:
    from tqdm import tqdm

    # tqdm draws on stderr only when it is a terminal; stdout stays pure JSON.
    return tqdm(lines, total=total, unit="frame", file=sys.stderr, disable=None, mininterval=0.5)


def cmd_ask(args: argparse.Namespace, config: Config) -> int:
    from memory_core.agent import Agent, Question, QuestionError
    from memory_core.memory import open_or_follow

    # --audio and its transcriber are added by the app's package (speech), when installed.
    audio = getattr(args, "audio", None)
    if sum(x is not None for x in (args.question, args.batch, audio)) != 1:
        raise UsageError("give exactly one of: a QUESTION, --batch FILE or --audio FILE")
    at = _position(args.at, "--at") if args.at else None
    transcript = None if audio is None else args.transcribe(audio, config)
    with open_or_follow(config, create=False) as memory:
        agent = Agent(memory)
        tools = agent.planner.tools
        now = _asker_time(args.now, "--now", tools.resolve_time) if args.now else None
        agent.warm_up()  # latency_s then measures answering, not loading the model
        if args.batch is None:
            text = transcript.text if transcript else args.question
            try:
                answer = agent.ask(Question(text, now, at))
            except QuestionError as error:
                print(f"lgr: error: {error}", file=sys.stderr)
                return EXIT_USER_ERROR
            record = answer.to_json(full=args.full)
            if transcript is not None:
                record["transcript"] = transcript.text
                if args.full:
                    record["timings"]["stt"] = round(transcript.seconds, 4)
            emit_json(record)
            return 0
        answered = fallbacks = failed = 0
        for line, question in _batch_questions(args.batch, tools.resolve_time):
            if isinstance(question, str):
                emit_json({"id": line, "error": question})
                failed += 1
                continue
            try:
                answer = agent.ask(question)
            except QuestionError as error:
                emit_json({"id": question.id, "error": str(error)})
                failed += 1
                continue
            answered += 1
            fallbacks += "vector" in answer.memory
            emit_json(answer.to_json(full=args.full))
    share = f"{100 * fallbacks / answered:.0f}%" if answered else "n/a"
    print(
        f"lgr: answered {answered} questions ({failed} refused); caption-memory fallback "
        f"in {fallbacks} ({share})",
        file=sys.stderr,
    )
    return 0


def _batch_questions(path: Path, resolve_time: Callable[[str], float]) -> Any:
    """(id, Question) per line, or (line id, error text) for a line that is not a question."""
    from memory_core.agent import Question

    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as error:
        raise FileNotFoundError(f"cannot read question file {path}: {error}") from None
    for number, text in enumerate(lines, start=1):
        if not text.strip():
            continue
        where = f"{path.name}:{number}"
        try:
            record = json.loads(text)
            if not isinstance(record, dict) or not isinstance(record.get("question"), str):
                raise ValueError('needs a "question" string')
            now = record.get("now")
            at = record.get("at")
            yield (
                where,
                Question(
                    text=record["question"],
                    now=None if now is None else _asker_time(now, "now", resolve_time),
                    at=None if at is None else _position(at, "at"),
                    id=None if record.get("id") is None else str(record["id"]),
                ),
            )
        # RecursionError: JSON nested deeper than Python's stack.
        except (ValueError, TypeError, RecursionError) as error:
            yield where, f"{where}: {error}"


def _asker_time(value: Any, name: str, resolve_time: Callable[[str], float]) -> float:
    """The asker's time as POSIX seconds: a number, or text the clock resolves (a number,
    HH:MM[:SS], ISO 8601); whatever it resolves to is checked like a stored time."""
    if isinstance(value, str):
        value = _number_or_text(value)
    if isinstance(value, str):
        value = resolve_time(value)
    return epoch_seconds(value, name)


def _position(value: Any, name: str) -> tuple[float, float, float | None]:
    """'X,Y[,Z]', [x, y(, z)] or {"x", "y"(, "z")} -> (x, y, z), checked map coordinates (m);
    z None when not given (the asker is on the robot's floor)."""
    if isinstance(value, str):
        parts = value.split(",")
        if len(parts) not in (2, 3):
            raise UsageError(f"{name} {reprlib.repr(value)} is not X,Y or X,Y,Z in metres")
        value = [_number_or_text(part) for part in parts]
    return map_point(value, name)


def _number_or_text(value: str) -> float | str:
    try:
        return float(value)
    except ValueError:
        return value


def cmd_entities(args: argparse.Namespace, config: Config) -> int:
    from memory_core.memory import Memory

    with Memory.open(config.memory_dir, config, readonly=True) as memory:
        emit_json([entity.to_json() for entity in memory.entities()])
    return 0


if __name__ == "__main__":
    # `python -m memory_core.cli`: run the imported module, not this __main__ copy, so the
    # errors commands registered by other packages raise (e.g. UsageError) are the ones
    # main() catches.
    from memory_core.cli import main as lgr_main

    sys.exit(lgr_main())

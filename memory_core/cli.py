"""``lgr``: the robot memory from the command line (a thin face over memory_core)."""

from __future__ import annotations

import argparse
import json
import logging
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from memory_core.builder import MemoryBuilder
from memory_core.caption_memory import CaptionStoreError
from memory_core.clock import ClockError
from memory_core.config import Config, ConfigError, load_config
from memory_core.embedding import EmbeddingError
from memory_core.journal import JournalError
from memory_core.memory import Memory, MemoryDirError
from memory_core.perception import PerceptionError, PrecomputedPerceiver
from memory_core.runfile import RunLineError, count_lines, read_run

log = logging.getLogger("lgr")

# Errors a user can fix: printed as one line, never as a traceback.
USER_ERRORS = (
    ConfigError,
    MemoryDirError,
    CaptionStoreError,
    JournalError,
    EmbeddingError,
    ClockError,
    FileNotFoundError,
)
# Malformed lines reported individually; past this many, only counted.
MAX_LINE_WARNINGS = 20
EXIT_USER_ERROR = 2


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="lgr", description="EmbodiedLGR: a robot memory you can ask questions."
    )
    parser.add_argument("--config", type=Path, help="TOML configuration file")
    parser.add_argument(
        "--set",
        dest="overrides",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="override one setting, e.g. --set graph.merge_distance_m=4 (repeatable)",
    )
    parser.add_argument("-v", "--verbose", action="store_true", help="log progress details")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    memory_options = argparse.ArgumentParser(add_help=False)
    memory_options.add_argument("--memory", type=Path, help="memory directory (default: memory/)")
    memory_options.add_argument(
        "--milvus-uri", help="caption store: a Milvus server URI instead of the Milvus Lite file"
    )

    ingest = commands.add_parser(
        "ingest", parents=[memory_options], help="build memory from a recorded run (JSON Lines)"
    )
    ingest.add_argument("run", type=Path, help="recorded run, one observation per line")
    ingest.add_argument(
        "--strict", action="store_true", help="write nothing if any line is malformed"
    )
    ingest.add_argument(
        "--every-frame",
        action="store_true",
        help="keep every frame instead of one per builder.frame_period_s",
    )
    ingest.set_defaults(handler=cmd_ingest)

    entities = commands.add_parser(
        "entities", parents=[memory_options], help="print the memory graph's entities as JSON"
    )
    entities.set_defaults(handler=cmd_entities)
    return parser


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
    except USER_ERRORS as error:
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
    return load_config(args.config, overrides=overrides)


def _emit(value: Any) -> None:
    json.dump(value, sys.stdout)
    sys.stdout.write("\n")
    sys.stdout.flush()


def cmd_ingest(args: argparse.Namespace, config: Config) -> int:
    perceiver = PrecomputedPerceiver()
    if args.strict:
        problems = _validate_run(args.run, perceiver)
        if problems:
            for problem in problems[:MAX_LINE_WARNINGS]:
                print(f"lgr: error: {problem}", file=sys.stderr)
            more = len(problems) - MAX_LINE_WARNINGS
            if more > 0:
                print(f"lgr: error: ... and {more} more malformed lines", file=sys.stderr)
            print(
                f"lgr: error: {len(problems)} malformed line(s) in {args.run}; --strict wrote "
                "nothing",
                file=sys.stderr,
            )
            return EXIT_USER_ERROR
    total = count_lines(args.run)
    counts = {"frames": 0, "throttled": 0, "skipped": 0}
    with Memory.open(config.memory_dir, config) as memory:
        builder = MemoryBuilder(memory, perceiver, throttle=not args.every_frame)
        for line in _progress(read_run(args.run), total):
            problem: Exception | None = line.error
            if line.observation is not None:
                try:
                    accepted = builder.observe(line.observation)
                except PerceptionError as error:
                    problem = RunLineError(args.run, line.line, str(error))
                else:
                    counts["frames" if accepted else "throttled"] += 1
            if problem is not None:
                counts["skipped"] += 1
                if counts["skipped"] <= MAX_LINE_WARNINGS:
                    print(f"lgr: skipped {problem}", file=sys.stderr)
        stats = memory.stats()
    if counts["skipped"] > MAX_LINE_WARNINGS:
        print(f"lgr: skipped {counts['skipped']} malformed lines in all", file=sys.stderr)
    _emit(
        {
            "frames": counts["frames"],
            "entities": stats["entities"],
            "captions": stats["captions"],
            "skipped": counts["skipped"],
            "throttled": counts["throttled"],
        }
    )
    return 0


def _validate_run(path: Path, perceiver: PrecomputedPerceiver) -> list[str]:
    problems: list[str] = []
    for line in read_run(path):
        if line.error is not None:
            problems.append(str(line.error))
            continue
        assert line.observation is not None
        try:
            perceiver.check(line.observation)
        except PerceptionError as error:
            problems.append(str(RunLineError(path, line.line, str(error))))
    return problems


def _progress(lines: Any, total: int) -> Any:
    from tqdm import tqdm

    # tqdm draws on stderr only when it is a terminal; stdout stays pure JSON.
    return tqdm(lines, total=total, unit="frame", file=sys.stderr, disable=None, mininterval=0.5)


def cmd_entities(args: argparse.Namespace, config: Config) -> int:
    with Memory.open(config.memory_dir, config, readonly=True) as memory:
        _emit([entity.to_json() for entity in memory.entities()])
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""CLI: write one world's run.jsonl, questions.jsonl and truth.json."""

from __future__ import annotations

import argparse

from .captioners import CAPTIONER_NAMES
from .families import FAMILY_NAMES
from .phrasings import PHRASINGS
from .world import build_world
from .writer import write_world


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m sim_eval.sim.generator_m")
    parser.add_argument("out_dir")
    parser.add_argument("--family", required=True, choices=FAMILY_NAMES)
    parser.add_argument("--seed", required=True, type=int)
    parser.add_argument("--phrasing", required=True, choices=PHRASINGS)
    parser.add_argument("--captioner", choices=CAPTIONER_NAMES, default=None)
    args = parser.parse_args(argv)
    world = build_world(args.family, args.seed, args.phrasing, args.captioner)
    folder = write_world(world, args.out_dir)
    print(
        f"wrote {folder} ({len(world.frames)} frames, {len(world.questions)} questions, "
        f"captioner {world.captioner})"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

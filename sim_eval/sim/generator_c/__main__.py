"""CLI: python -m sim_eval.sim.generator_c OUT_DIR --family F --seed N --phrasing P."""

from __future__ import annotations

import argparse
import sys

from . import FAMILIES, PHRASINGS
from .generate import write_world


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m sim_eval.sim.generator_c",
        description="Write one test world (run, questions, truth).",
    )
    parser.add_argument("out_dir")
    parser.add_argument("--family", choices=FAMILIES, default="museum")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--phrasing", choices=PHRASINGS, default="plain")
    args = parser.parse_args(argv)
    counts = write_world(args.out_dir, args.family, args.seed, args.phrasing)
    total = sum(counts.values())
    print(f"{args.family} seed {args.seed} ({args.phrasing}): {total} questions -> {args.out_dir}")
    for sub in sorted(counts):
        print(f"  {sub:28s} {counts[sub]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

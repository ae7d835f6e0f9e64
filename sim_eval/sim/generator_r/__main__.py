"""CLI: python -m sim_eval.sim.generator_r OUT --family F --seed N --phrasing P [--captioner C]"""

from __future__ import annotations

import argparse
from pathlib import Path

from .families import FAMILIES
from .phrasings import ALL_STYLES
from .pipeline import write_world
from .plans import CAPTIONERS


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m sim_eval.sim.generator_r", description="Write one generator-R world."
    )
    parser.add_argument("out", type=Path)
    parser.add_argument("--family", required=True, choices=FAMILIES)
    parser.add_argument("--seed", required=True, type=int)
    parser.add_argument("--phrasing", required=True, choices=ALL_STYLES)
    parser.add_argument("--captioner", choices=CAPTIONERS)
    args = parser.parse_args(argv)
    path = write_world(args.out, args.family, args.seed, args.phrasing, args.captioner)
    print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

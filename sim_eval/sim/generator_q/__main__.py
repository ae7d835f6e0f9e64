"""python -m sim_eval.sim.generator_q OUT_DIR --family F --seed N --phrasing P [--captioner C]"""

from __future__ import annotations

import argparse
from pathlib import Path

from .captioners import CAPTIONERS
from .families import FAMILIES
from .pipeline import generate
from .world import PHRASINGS


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m sim_eval.sim.generator_q",
        description="Write one blind robot-memory test world (run, questions, truth).",
    )
    parser.add_argument("out_dir", type=Path)
    parser.add_argument("--family", required=True, choices=FAMILIES)
    parser.add_argument("--seed", required=True, type=int)
    parser.add_argument("--phrasing", required=True, choices=PHRASINGS)
    parser.add_argument("--captioner", choices=CAPTIONERS, default=None)
    args = parser.parse_args(argv)
    folder = generate(args.out_dir, args.family, args.seed, args.phrasing, args.captioner)
    print(folder)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""python -m sim_eval.sim.generator_l OUT_DIR --family F --seed N --phrasing P [--captioner C]"""

from __future__ import annotations

import argparse
from pathlib import Path

from sim_eval.sim.generator_l import CAPTIONERS, FAMILIES, PHRASINGS
from sim_eval.sim.generator_l.generate import generate
from sim_eval.sim.generator_l.writer import write_world


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m sim_eval.sim.generator_l",
        description="Write one blind robot-memory test world.",
    )
    parser.add_argument("out_dir", type=Path)
    parser.add_argument("--family", required=True, choices=FAMILIES)
    parser.add_argument("--seed", required=True, type=int)
    parser.add_argument("--phrasing", required=True, choices=PHRASINGS)
    parser.add_argument(
        "--captioner", choices=CAPTIONERS, default=None, help="default: one per family and seed"
    )
    args = parser.parse_args(argv)
    folder = write_world(
        generate(args.family, args.seed, args.captioner), args.phrasing, args.out_dir
    )
    print(folder)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""python -m sim_eval.sim.generator_v OUT_DIR --family F --seed N --phrasing P [--captioner C]"""

from __future__ import annotations

import argparse
from pathlib import Path

from .model import CAPTIONERS, FAMILIES, PHRASINGS
from .pipeline import write


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        prog="python -m sim_eval.sim.generator_v",
        description="Write one blind robot-memory test world.",
    )
    parser.add_argument("out_dir", type=Path)
    parser.add_argument("--family", required=True, choices=FAMILIES)
    parser.add_argument("--seed", required=True, type=int)
    parser.add_argument("--phrasing", required=True, choices=PHRASINGS)
    parser.add_argument("--captioner", choices=CAPTIONERS, default=None)
    args = parser.parse_args(argv)
    folder = write(args.out_dir, args.family, args.seed, args.phrasing, args.captioner)
    print(folder)


if __name__ == "__main__":
    main()

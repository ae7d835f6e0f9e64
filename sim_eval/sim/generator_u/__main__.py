"""CLI: write one world."""

from __future__ import annotations

import argparse
from pathlib import Path

from .model import CAPTIONERS, FAMILIES, PHRASINGS
from .pipeline import write_world


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m sim_eval.sim.generator_u")
    parser.add_argument("out_dir", type=Path)
    parser.add_argument("--family", choices=FAMILIES, required=True)
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--phrasing", choices=PHRASINGS, required=True)
    parser.add_argument("--captioner", choices=CAPTIONERS)
    args = parser.parse_args()
    print(write_world(args.out_dir, args.family, args.seed, args.phrasing, args.captioner))


if __name__ == "__main__":
    main()

"""python -m sim_eval.sim.generator_t OUT_DIR --family F --seed N --phrasing P [--captioner C]"""

from __future__ import annotations

import argparse
from pathlib import Path

from .model import ALL_PHRASINGS, CAPTIONERS, FAMILIES
from .pipeline import write_world


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m sim_eval.sim.generator_t")
    ap.add_argument("out_dir", type=Path)
    ap.add_argument("--family", required=True, choices=FAMILIES)
    ap.add_argument("--seed", required=True, type=int)
    ap.add_argument("--phrasing", required=True, choices=ALL_PHRASINGS)
    ap.add_argument("--captioner", choices=CAPTIONERS, default=None)
    args = ap.parse_args(argv)
    folder = write_world(args.out_dir, args.family, args.seed, args.phrasing, args.captioner)
    print(folder)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

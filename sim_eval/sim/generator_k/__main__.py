"""python -m sim_eval.sim.generator_k OUT_DIR --family F --seed N --phrasing P [--captioner C]"""

from __future__ import annotations

import argparse

from . import CAPTIONERS, FAMILIES, PHRASINGS
from .generate import write


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="sim_eval.sim.generator_k", description=__doc__)
    parser.add_argument("out_dir")
    parser.add_argument("--family", required=True, choices=FAMILIES)
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--phrasing", default="plain", choices=PHRASINGS)
    parser.add_argument("--captioner", choices=CAPTIONERS)
    args = parser.parse_args(argv)
    print(write(args.out_dir, args.family, args.seed, args.phrasing, args.captioner))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

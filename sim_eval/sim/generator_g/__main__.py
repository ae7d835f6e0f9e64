"""python -m sim_eval.sim.generator_g OUT_DIR --family F --seed N --phrasing P --captioner C"""

from __future__ import annotations

import argparse
import sys

from . import CAPTIONERS, FAMILIES, PHRASINGS
from .generate import generate


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m sim_eval.sim.generator_g", description=__doc__)
    ap.add_argument("out_dir")
    ap.add_argument("--family", required=True, choices=FAMILIES)
    ap.add_argument("--seed", required=True, type=int)
    ap.add_argument("--phrasing", default="plain", choices=PHRASINGS)
    ap.add_argument("--captioner", default="auto", choices=(*CAPTIONERS, "auto"))
    ap.add_argument("--questions", type=int, default=100, help="approximate number of questions")
    args = ap.parse_args(argv)
    summary = generate(
        args.out_dir, args.family, args.seed, args.phrasing, args.captioner, args.questions
    )
    print(summary)
    return 0


if __name__ == "__main__":
    sys.exit(main())

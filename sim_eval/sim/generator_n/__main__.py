"""python -m sim_eval.sim.generator_n OUT_DIR --family F --seed N --phrasing P [--captioner C]"""

from __future__ import annotations

import argparse
import sys

from .captioners import CAPTIONERS
from .phrasings import PHRASINGS
from .world import FAMILIES, write


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m sim_eval.sim.generator_n", description=__doc__)
    parser.add_argument("out_dir")
    parser.add_argument("--family", required=True, choices=list(FAMILIES))
    parser.add_argument("--seed", required=True, type=int)
    parser.add_argument("--phrasing", required=True, choices=list(PHRASINGS))
    parser.add_argument("--captioner", choices=list(CAPTIONERS), default=None)
    args = parser.parse_args(argv)
    path = write(args.out_dir, args.family, args.seed, args.phrasing, args.captioner)
    print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())

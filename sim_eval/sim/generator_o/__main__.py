"""python -m sim_eval.sim.generator_o OUT_DIR --family F --seed N --phrasing P [--captioner C]"""

from __future__ import annotations

import argparse

from .captioners import CAPTIONERS
from .families import FAMILIES
from .phrasings import PHRASINGS
from .world import generate, write


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m sim_eval.sim.generator_o")
    parser.add_argument("out_dir")
    parser.add_argument("--family", choices=FAMILIES, required=True)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--phrasing", choices=PHRASINGS, default=PHRASINGS[0])
    parser.add_argument("--captioner", choices=CAPTIONERS, default=None)
    args = parser.parse_args()
    world = generate(args.family, args.seed, args.phrasing, args.captioner)
    print(write(args.out_dir, world))


if __name__ == "__main__":
    main()

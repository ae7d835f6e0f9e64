"""python -m sim_eval.sim.generator_p OUT_DIR --family F --seed N --phrasing P [--captioner C]"""

from __future__ import annotations

import argparse

from .captioners import CAPTIONERS
from .families import FAMILIES
from .phrasings import ALL_PHRASINGS
from .world import build, write


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m sim_eval.sim.generator_p", description=__doc__)
    ap.add_argument("out_dir")
    ap.add_argument("--family", required=True, choices=FAMILIES)
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--phrasing", required=True, choices=ALL_PHRASINGS)
    ap.add_argument("--captioner", choices=CAPTIONERS, default=None)
    args = ap.parse_args(argv)
    world = build(args.family, args.seed, args.captioner)
    print(write(world, args.out_dir, args.phrasing))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

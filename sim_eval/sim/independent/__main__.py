"""Command line entry point.

``python -m sim_eval.sim.independent OUT_DIR --family F --seed N --phrasing P``
"""

from __future__ import annotations

import argparse

from . import FAMILIES, PHRASINGS, generate


def main(argv: list[str] | None = None) -> None:
    """Parse arguments and generate one world."""
    ap = argparse.ArgumentParser(prog="python -m sim_eval.sim.independent", description=__doc__)
    ap.add_argument("out_dir")
    ap.add_argument("--family", default="home", choices=sorted(FAMILIES))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--phrasing", default="plain", choices=PHRASINGS)
    args = ap.parse_args(argv)
    generate(args.out_dir, args.family, args.seed, args.phrasing)


if __name__ == "__main__":
    main()

"""CLI: python -m sim_eval.sim.generator_s OUT_DIR --family F --seed N --phrasing P
[--captioner C]"""

from __future__ import annotations

import argparse

from .model import CAPTIONERS, FAMILIES, PHRASINGS
from .pipeline import write_world


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m sim_eval.sim.generator_s")
    ap.add_argument("out_dir")
    ap.add_argument("--family", required=True, choices=FAMILIES)
    ap.add_argument("--seed", required=True, type=int)
    ap.add_argument("--phrasing", required=True, choices=PHRASINGS)
    ap.add_argument("--captioner", choices=CAPTIONERS, default=None)
    a = ap.parse_args(argv)
    folder = write_world(a.out_dir, a.family, a.seed, a.phrasing, a.captioner)
    print(folder)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""python -m sim_eval.sim.generator_j OUT_DIR --family F --seed N --phrasing P [--captioner C]"""

from __future__ import annotations

import argparse
from pathlib import Path

from .captioners import CAPTIONERS
from .generate import FAMILIES, write
from .phrasing import ALL


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="sim_eval.sim.generator_j", description=__doc__)
    parser.add_argument("out", type=Path)
    parser.add_argument("--family", required=True, choices=sorted(FAMILIES))
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--phrasing", default="plain", choices=ALL)
    parser.add_argument("--captioner", choices=sorted(CAPTIONERS))
    args = parser.parse_args(argv)
    info = write(args.out, args.family, args.seed, args.phrasing, args.captioner)
    print(f"{args.out}: {info['frames']} frames, {len(info['questions'])} questions")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

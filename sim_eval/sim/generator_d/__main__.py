"""python -m sim_eval.sim.generator_d OUT_DIR --family F --seed N --phrasing P [--captioner C]"""

from __future__ import annotations

import argparse
import json
import sys
import time

from .captions import STYLES
from .generate import generate
from .layout import FAMILIES
from .phrasing import PHRASINGS


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m sim_eval.sim.generator_d",
        description="Write one station or hotel test world.",
    )
    ap.add_argument("out_dir")
    ap.add_argument("--family", required=True, choices=list(FAMILIES))
    ap.add_argument("--seed", required=True, type=int)
    ap.add_argument("--phrasing", default="plain", choices=list(PHRASINGS))
    ap.add_argument(
        "--captioner",
        default=None,
        choices=list(STYLES),
        help="use only this captioner (default: 2-4 chosen by the seed)",
    )
    args = ap.parse_args(argv)
    start = time.perf_counter()
    info = generate(args.out_dir, args.family, args.seed, args.phrasing, args.captioner)
    info["seconds"] = round(time.perf_counter() - start, 2)
    print(json.dumps(info))
    return 0


if __name__ == "__main__":
    sys.exit(main())

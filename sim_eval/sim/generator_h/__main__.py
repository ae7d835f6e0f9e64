"""python -m sim_eval.sim.generator_h OUT_DIR --family F --seed N --phrasing P [--captioner C]"""

from __future__ import annotations

import argparse
import sys

from .generate import generate
from .perceive import CAPTIONERS
from .phrasing import ALL_PHRASINGS


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m sim_eval.sim.generator_h", description=__doc__)
    ap.add_argument("out_dir")
    ap.add_argument("--family", required=True, choices=["hospital", "museum", "neighbourhood"])
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--phrasing", default="plain", choices=ALL_PHRASINGS)
    ap.add_argument("--captioner", default="auto", choices=["auto", *CAPTIONERS])
    a = ap.parse_args(argv)
    info = generate(a.out_dir, a.family, a.seed, a.phrasing, a.captioner)
    print(
        f"{a.out_dir}: {info['frames']} frames, {info['questions']} questions, "
        f"captioner={info['captioner']}, {info['minutes']:.1f} min"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())

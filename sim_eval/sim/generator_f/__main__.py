"""python -m sim_eval.sim.generator_f OUT --family F --seed S --phrasing P"""

from __future__ import annotations

import argparse
import sys

from sim_eval.sim.generator_f.captioners import STYLES
from sim_eval.sim.generator_f.families import FAMILIES, PHRASINGS
from sim_eval.sim.generator_f.generate import generate


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m sim_eval.sim.generator_f",
        description="Generate one held-out airport or park world (run, questions, truth).",
    )
    parser.add_argument("out", help="directory to write run.jsonl, questions.jsonl, truth.json")
    parser.add_argument("--family", required=True, choices=sorted(FAMILIES))
    parser.add_argument("--seed", required=True, type=int)
    parser.add_argument("--phrasing", default="plain", choices=PHRASINGS)
    parser.add_argument(
        "--captioner", choices=STYLES, default=None, help="use one captioner for every frame"
    )
    args = parser.parse_args(argv)
    out = generate(args.out, args.family, args.seed, args.phrasing, args.captioner)
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())

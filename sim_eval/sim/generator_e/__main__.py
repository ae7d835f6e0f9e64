"""CLI: python -m sim_eval.sim.generator_e OUT_DIR --family F --seed N --phrasing P."""

from __future__ import annotations

import argparse
import json

from sim_eval.sim.generator_e.captions import CAPTIONERS
from sim_eval.sim.generator_e.generate import FAMILIES, generate
from sim_eval.sim.generator_e.phrasing import PHRASINGS


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m sim_eval.sim.generator_e",
        description="Generate one held-out world: run.jsonl, questions.jsonl, truth.json.",
    )
    parser.add_argument("out_dir")
    parser.add_argument("--family", choices=sorted(FAMILIES), required=True)
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--phrasing", choices=PHRASINGS, default="plain")
    parser.add_argument(
        "--captioner",
        choices=CAPTIONERS,
        default=None,
        help="use this captioner for every frame (default: 3-4 per world)",
    )
    parser.add_argument(
        "--targets",
        choices=["xyz", "xy"],
        default="xyz",
        help="spatial truth points as [x, y, z] (default) or [x, y]",
    )
    args = parser.parse_args(argv)
    summary = generate(
        args.out_dir, args.family, args.seed, args.phrasing, args.captioner, args.targets
    )
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""python -m sim_eval.sim: write a simulated exploration (run, truth, questions)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from sim_eval.sim.generate import PRESETS, generate, generate_preset
from sim_eval.sim.styles import Style, add_style_options


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m sim_eval.sim",
        description="Simulate a robot exploring a campus: run.jsonl, truth.json, questions.jsonl.",
    )
    parser.add_argument("out_dir", type=Path, help="directory to write the three files into")
    parser.add_argument("--world", choices=sorted(PRESETS), help="a named world (overrides all)")
    parser.add_argument("--seed", type=int, default=1, help="world and run seed (default 1)")
    parser.add_argument("--minutes", type=float, default=35.0, help="run length (default 35)")
    parser.add_argument("--questions", type=int, default=100, help="how many (default 100)")
    add_style_options(parser)
    args = parser.parse_args(argv)
    style = Style(args.phrasing, args.captions, args.labels)
    if args.world:
        output = generate_preset(args.world, args.out_dir, style)
    else:
        output = generate(args.seed, args.out_dir, args.minutes, args.questions, style=style)
    json.dump(output.to_json(), sys.stdout)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

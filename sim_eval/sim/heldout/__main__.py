"""CLI: python -m sim_eval.sim.heldout OUT_DIR --family F --seed N --phrasing P."""

from __future__ import annotations

import argparse
import json

from .generator import generate
from .phrasing import PHRASINGS
from .worlds import FAMILIES


def main(argv: list[str] | None = None) -> int:
    """Parse arguments, generate one world and print a JSON summary."""
    ap = argparse.ArgumentParser(
        prog="python -m sim_eval.sim.heldout",
        description="Generate one held-out robot-memory QA world.",
    )
    ap.add_argument("out_dir")
    ap.add_argument("--family", choices=sorted(FAMILIES), default="office")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--phrasing", choices=PHRASINGS, default="plain")
    args = ap.parse_args(argv)
    print(json.dumps(generate(args.out_dir, args.family, args.seed, args.phrasing)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

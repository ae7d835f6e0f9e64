"""python -m sim_eval.sim.generator_i OUT_DIR --family F --seed N --phrasing P [--captioner C]

F: airport_terminal, office_campus, zoo_botanical_garden (aliases: airport, office, zoo, garden).
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

from .captioners import NAMES
from .generate import FAMILIES, write_world
from .phrasings import PHRASINGS


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m sim_eval.sim.generator_i", description=__doc__)
    ap.add_argument("out_dir", type=Path)
    ap.add_argument("--family", required=True, help=", ".join(FAMILIES))
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--phrasing", default="plain", choices=PHRASINGS)
    ap.add_argument("--captioner", default="auto", choices=["auto", *NAMES])
    a = ap.parse_args(argv)
    res = write_world(a.out_dir, a.family, a.seed, a.phrasing, a.captioner)
    counts = Counter(q["type"] for q in res["questions"])
    print(
        f"{a.out_dir}: {res['frames']} frames, captioner {res['captioner']}, "
        f"{len(res['questions'])} questions {dict(sorted(counts.items()))}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())

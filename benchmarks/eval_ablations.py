"""Leave-one-out ablations of the planner's and memory's choices on the eval worlds.

Each row is the final system with one choice switched off, scored on the
pooled questions of the worlds (graph + captions):

    python -m benchmarks.eval_ablations --out /tmp/ablations

The place track's previous rule (a 3-frame majority vote) has no setting, so
it is patched in for its row; everything else is a configuration override.
Writes the Markdown table to stdout and to benchmarks/results/eval_ablations.md.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from pathlib import Path

import numpy as np

from memory_core import places
from memory_core.config import Config
from sim_eval.report import summary_value
from sim_eval.runner import evaluate_world
from sim_eval.scoring import QuestionScore, summarize
from sim_eval.sim import DEFAULT_WORLDS

RESULTS = Path(__file__).parent / "results" / "eval_ablations.md"
PlaceRule = Callable[[Sequence[float], Sequence[float]], np.ndarray]


def majority_vote(scores: Sequence[float], times: Sequence[float]) -> np.ndarray:
    """The place track before the Viterbi path: a frame is inside if 2 of 3 around it are."""
    flags = np.asarray(scores) > 0
    if len(flags) >= 3:
        padded = np.concatenate([flags[:1], flags, flags[-1:]]).astype(int)
        flags = (padded[:-2] + padded[1:-1] + padded[2:]) >= 2
    return flags


VARIANTS: list[tuple[str, dict[str, str], PlaceRule | None]] = [
    ("final", {}, None),
    ("without: objects located by lines of sight", {"graph.locate_objects": "false"}, None),
    ("without: closest keeps the best-matching kind", {"retrieval.closest_margin": "1.0"}, None),
    ("without: prefer things seen in ≥ 2 frames", {"planner.confirmed_sightings": "1"}, None),
    ("without: place track by Viterbi (majority vote)", {}, majority_vote),
]
COLUMNS = [
    ("spatial@5m", ("spatial", "acc@5m")),
    ("spatial@15m", ("spatial", "acc@15m")),
    ("temporal@2min", ("temporal", "acc@2min")),
    ("binary", ("binary", "accuracy")),
    ("duration", ("duration", "accuracy")),
    ("fallback", ("fallback_share",)),
]


def run(out: Path, worlds: Sequence[str]) -> str:
    rows = [
        "| variant | " + " | ".join(name for name, _ in COLUMNS) + " |",
        "| --- |" + " ---: |" * len(COLUMNS),
    ]
    keep = places.inside_path
    try:
        for name, overrides, place_rule in VARIANTS:
            places.inside_path = place_rule or keep  # type: ignore[assignment]  # the ablation
            config = Config().with_overrides(overrides)
            scores: list[QuestionScore] = []
            for world in worlds:
                result = evaluate_world(world, out, config, ["graph+captions"])
                scores += result.configurations[0].scores
            summary = summarize(scores)
            cells = [f"{summary_value(summary, path):.2f}" for _, path in COLUMNS]
            rows.append(f"| {name} | " + " | ".join(cells) + " |")
            print(rows[-1], flush=True)
    finally:
        places.inside_path = keep
    return "\n".join(rows) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("eval"), help="worlds and memories")
    parser.add_argument("--world", action="append", help="default: campus .. campus-4")
    args = parser.parse_args(argv)
    worlds = args.world or list(DEFAULT_WORLDS)
    table = run(args.out, worlds)
    RESULTS.write_text(f"Pooled over {', '.join(worlds)} (graph + captions).\n\n{table}")
    print(f"wrote {RESULTS}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

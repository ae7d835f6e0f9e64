"""Generator T's radio-phrased questions in three other registers, written blind to the
reader by a helper that saw only the questions' kinds, slots and radio wording
(docs/evaluation.md): a benchmark sheet's numbered items, a lab notebook's shorthand and
an auditor taking a statement. The rewordings are kept in
``sim_eval/questions/restyled_t.jsonl``; this lays them over worlds generator T writes.

    python -m sim_eval.sim.generator_t.validate worlds/T
    python -m sim_eval.sim.styles.restyled_t worlds/T worlds/T-restyled

writes ``OUT_DIR/<style>-<world>/`` for each of T's six radio worlds of seeds 0 and 1: the
world's ``run.jsonl`` and ``truth.json``, and its questions with their wording replaced.
"""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

REWORDINGS = Path(__file__).parents[2] / "questions" / "restyled_t.jsonl"
STYLES = ("benchmark_item", "lab_notebook", "legal_audit")


def rewordings() -> dict[tuple[str, str, str], str]:
    """(style, world, question id) -> the question in that style."""
    found = {}
    for line in REWORDINGS.read_text(encoding="utf-8").splitlines():
        said = json.loads(line)
        found[(said["style"], said["world"], said["id"])] = said["question"]
    return found


def write_restyled(worlds: Path, out: Path) -> list[Path]:
    """Each reworded world under ``out``; a world T has not written is an error."""
    reworded = rewordings()
    written = []
    for style, world in sorted({(style, world) for style, world, _ in reworded}):
        source = worlds / world
        if not (source / "questions.jsonl").exists():
            raise FileNotFoundError(f"{source}: no generator T world there (run its validate)")
        folder = out / f"{style}-{world}"
        folder.mkdir(parents=True, exist_ok=True)
        for name in ("run.jsonl", "truth.json"):
            shutil.copyfile(source / name, folder / name)
        lines = (source / "questions.jsonl").read_text(encoding="utf-8").splitlines()
        with (folder / "questions.jsonl").open("w", encoding="utf-8") as questions:
            for line in lines:
                asked = json.loads(line)
                asked["question"] = reworded[(style, world, asked["id"])]
                questions.write(json.dumps(asked) + "\n")
        written.append(folder)
    return written


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 2:
        print("usage: python -m sim_eval.sim.styles.restyled_t T_WORLDS OUT_DIR", file=sys.stderr)
        return 2
    try:
        written = write_restyled(Path(args[0]), Path(args[1]))
    except FileNotFoundError as missing:
        print(f"error: {missing}", file=sys.stderr)
        return 1
    print(f"wrote {len(written)} worlds to {args[1]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

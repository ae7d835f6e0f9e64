"""python -m sim_eval.sim.generator_l.validate OUT_DIR: write all 27 worlds and check them.

Checks every run line with memory_core.runfile, box centres with memory_core.camera,
perfect (and wrong) answers with sim_eval.scoring, evidence in the run itself, that the
phrasings of one family and seed differ only in wording, the family data, and that a
second process (another PYTHONHASHSEED) writes the same bytes."""

from __future__ import annotations

import argparse
import filecmp
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from sim_eval.sim.generator_l import DEV_PHRASINGS, FAMILIES, HELDOUT_PHRASING
from sim_eval.sim.generator_l.families import FAMILY_DEFS
from sim_eval.sim.generator_l.generate import generate
from sim_eval.sim.generator_l.questions.context import PALETTE
from sim_eval.sim.generator_l.writer import write_world

WORLDS = [(f, s, p) for f in FAMILIES for s in (0, 1) for p in DEV_PHRASINGS] + [
    (f, 2, HELDOUT_PHRASING) for f in FAMILIES
]


def write_all(out_dir: Path) -> list[Path]:
    return [write_world(generate(f, s), p, out_dir) for f, s, p in WORLDS]


def check_families() -> list[str]:
    problems = []
    for key, fam in FAMILY_DEFS.items():
        total = len(fam.classes) + len(fam.never)
        if not 40 <= total <= 55:
            problems.append(f"{key}: {total} classes")
        if not 15 <= len(fam.places) <= 25:
            problems.append(f"{key}: {len(fam.places)} places")
        seen: dict[str, str] = {}
        for spec in (*fam.classes, *fam.never):
            for label in spec.labels:
                if label in seen:
                    problems.append(f"{key}: label {label!r} in {seen[label]} and {spec.key}")
                seen[label] = spec.key
                if label.split()[0] in PALETTE:
                    problems.append(f"{key}: label {label!r} starts with a colour")
            for place, _low, _high in spec.placement:
                if place not in fam.place_index:
                    problems.append(f"{key}: {spec.key} placed in unknown {place}")
        heads = {
            w
            for spec in (*fam.classes, *fam.never)
            for label in spec.labels
            for w in (label.split()[-1],)
        }
        free = [*fam.people, *(v for p in fam.places for v in p.vague)]
        for text in free:
            for word in re.findall(r"[a-z'-]+", text.lower()):
                if word in heads or word.rstrip("s") in heads or word[:-2] in heads:
                    problems.append(f"{key}: {text!r} names {word!r}, a class word")
        generic = {g for spec in fam.classes for g in spec.generic}
        problems.extend(f"{key}: generic {g!r} identifies a class" for g in generic if g in seen)
    return problems


def _rows(folder: Path) -> list[dict]:
    text = (folder / "questions.jsonl").read_text(encoding="utf-8")
    return [json.loads(line) for line in text.splitlines()]


def compare_phrasings(out_dir: Path) -> list[str]:
    problems = []
    for fam in FAMILIES:
        for seed in (0, 1):
            folders = [out_dir / f"{fam}-s{seed}-{p}" for p in DEV_PHRASINGS]
            base = _rows(folders[0])
            for folder in folders[1:]:
                if not filecmp.cmp(folders[0] / "run.jsonl", folder / "run.jsonl", shallow=False):
                    problems.append(f"{folder.name}: run differs from plain")
                rows = _rows(folder)
                same_text = 0
                for a, b in zip(base, rows, strict=True):
                    same_text += a["question"] == b["question"]
                    a2 = {k: v for k, v in a.items() if k != "question"}
                    b2 = {k: v for k, v in b.items() if k != "question"}
                    if a2 != b2:
                        problems.append(f"{folder.name} {a['id']}: differs beyond wording")
                if same_text > 5:
                    problems.append(f"{folder.name}: {same_text} questions worded as plain")
    return problems


def determinism(out_dir: Path) -> list[str]:
    with tempfile.TemporaryDirectory() as other:
        env = dict(os.environ, PYTHONHASHSEED="4242")
        here = Path(__file__).resolve().parents[3]  # the repository root
        subprocess.run(
            [sys.executable, "-m", "sim_eval.sim.generator_l.validate", other, "--write-only"],
            check=True,
            cwd=here,
            env=env,
        )
        problems = []
        for folder in sorted(out_dir.iterdir()):
            for name in ("run.jsonl", "questions.jsonl", "truth.json"):
                if not filecmp.cmp(folder / name, Path(other) / folder.name / name, shallow=False):
                    problems.append(f"{folder.name}/{name}: differs in a second process")
        return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m sim_eval.sim.generator_l.validate")
    parser.add_argument("out_dir", type=Path)
    parser.add_argument("--write-only", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    started = time.monotonic()
    folders = write_all(args.out_dir)
    if args.write_only:
        return 0
    written = time.monotonic() - started
    from sim_eval.sim.generator_l.checks import check_world  # memory_core only for checking

    problems = check_families()
    for folder in folders:
        problems.extend(f"{folder.name}: {p}" for p in check_world(folder))
    problems.extend(compare_phrasings(args.out_dir))
    problems.extend(determinism(args.out_dir))
    for problem in problems[:60]:
        print("PROBLEM", problem)
    print(
        f"{len(folders)} worlds in {args.out_dir} (written in {written:.1f} s, "
        f"checked in {time.monotonic() - started:.1f} s total): "
        f"{'OK' if not problems else f'{len(problems)} problems'}"
    )
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())

"""What the tests of the blind generators share: a written world's questions, a question
without its wording, whether two writings of a world are byte for byte the same, that
phrasings change only the wording, and that another process writes the same bytes."""

from __future__ import annotations

import filecmp
import json
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]
WORLD_FILES = ("run.jsonl", "questions.jsonl", "truth.json")


def questions(folder: Path) -> list[dict]:
    return [json.loads(line) for line in (folder / "questions.jsonl").read_text().splitlines()]


def unworded(question: dict) -> dict:
    return {key: value for key, value in question.items() if key != "question"}


def same_world(here: Path, there: Path) -> bool:
    return all(filecmp.cmp(here / name, there / name, shallow=False) for name in WORLD_FILES)


def assert_only_wording_differs(folders: list[Path]) -> None:
    """The worlds of one run in several phrasings: other questions' words, nothing else."""
    first, *others = [questions(folder) for folder in folders]
    for other in others:
        assert [q["question"] for q in other] != [q["question"] for q in first]
        assert [unworded(q) for q in other] == [unworded(q) for q in first]
    for folder in folders[1:]:
        assert (folder / "run.jsonl").read_bytes() == (folders[0] / "run.jsonl").read_bytes()


def assert_written_the_same_elsewhere(here: Path, script: str, elsewhere: Path) -> None:
    """``script`` (run with the output folder as its argument) in another process, with
    another PYTHONHASHSEED, writes ``here``'s world byte for byte."""
    env = dict(os.environ, PYTHONHASHSEED="4242")
    subprocess.run([sys.executable, "-c", script, str(elsewhere)], check=True, cwd=REPO, env=env)
    assert same_world(here, elsewhere / here.name)

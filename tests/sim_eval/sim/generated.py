"""What the tests of the blind generators share: a written world's questions, a question
without its wording, and whether two writings of a world are byte for byte the same."""

from __future__ import annotations

import filecmp
import json
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]
WORLD_FILES = ("run.jsonl", "questions.jsonl", "truth.json")


def questions(folder: Path) -> list[dict]:
    return [json.loads(line) for line in (folder / "questions.jsonl").read_text().splitlines()]


def unworded(question: dict) -> dict:
    return {key: value for key, value in question.items() if key != "question"}


def same_world(here: Path, there: Path) -> bool:
    return all(filecmp.cmp(here / name, there / name, shallow=False) for name in WORLD_FILES)

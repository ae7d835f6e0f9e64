"""Fast checks of the held-out world generator (sim_eval.sim.heldout)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from sim_eval.sim.heldout import generate
from sim_eval.sim.heldout.validate import check_phrasings, check_world
from sim_eval.sim.heldout.worlds import build_world

REPO = Path(__file__).resolve().parents[3]


@pytest.fixture(scope="module")
def worlds(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """office seed 9 in every phrasing and one short campus world."""
    root = tmp_path_factory.mktemp("heldout")
    out = {}
    for ph in ("plain", "people", "spoken"):
        out[f"office_{ph}"] = root / f"office_{ph}"
        generate(out[f"office_{ph}"], "office", 9, ph)
    out["campus_plain"] = root / "campus_plain"
    generate(out["campus_plain"], "campus", 4, "plain")
    return out


def _questions(path: Path) -> list[dict]:
    return [json.loads(line) for line in (path / "questions.jsonl").read_text().splitlines()]


def test_files_validate(worlds: dict[str, Path]) -> None:
    for path in worlds.values():
        errors, stats = check_world(path)
        assert errors == []
        assert 90 <= stats["questions"] <= 110
        assert all(
            stats["types"].get(t, 0) >= 8
            for t in ("spatial", "temporal", "binary", "duration", "text")
        )
        assert 0.35 <= stats["true_binary"] <= 0.65


def test_phrasing_changes_only_wording(worlds: dict[str, Path]) -> None:
    dirs = {ph: worlds[f"office_{ph}"] for ph in ("plain", "people", "spoken")}
    assert check_phrasings(dirs) == []
    texts = {ph: [q["question"] for q in _questions(p)] for ph, p in dirs.items()}
    differ = sum(a != b for a, b in zip(texts["plain"], texts["spoken"], strict=True))
    assert differ >= 0.9 * len(texts["plain"])
    assert all(not any(c in q for c in "?,.") for q in texts["spoken"])
    assert all(q[0].isupper() for q in texts["plain"])


def test_generation_is_deterministic(worlds: dict[str, Path], tmp_path: Path) -> None:
    """Same inputs give byte-identical files, also under another PYTHONHASHSEED."""
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    cmd = [
        sys.executable,
        "-m",
        "sim_eval.sim.heldout",
        str(tmp_path),
        "--family",
        "campus",
        "--seed",
        "4",
        "--phrasing",
        "plain",
    ]
    subprocess.run(cmd, check=True, cwd=REPO, env=env, capture_output=True)
    for name in ("run.jsonl", "questions.jsonl", "truth.json"):
        assert (tmp_path / name).read_bytes() == (worlds["campus_plain"] / name).read_bytes()


def test_different_seeds_give_different_worlds() -> None:
    a, b = build_world("office", 1), build_world("office", 2)
    assert [vars(r) for r in a.regions] != [vars(r) for r in b.regions]
    assert a.t_start != b.t_start

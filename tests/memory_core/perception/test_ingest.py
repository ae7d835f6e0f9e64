"""`lgr ingest` of a run whose frames are images: perceived by Florence-2 into memory."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from memory_core.cli import main
from tests.conftest import T0, write_run


def image_run(folder: Path, frames: int) -> Path:
    (folder / "frames").mkdir()
    lines = []
    for i in range(frames):
        pixels = np.random.default_rng(i).integers(0, 256, (48, 64, 3), dtype=np.uint8)
        Image.fromarray(pixels).save(folder / "frames" / f"{i:04d}.png")
        pose = {"x": 10.0 * i, "y": 0.0}
        lines.append({"t": T0 + i, "pose": pose, "image": f"frames/{i:04d}.png"})
    return write_run(folder / "run.jsonl", lines)


def lgr_ingest(run: Path, memory: Path, *options: str) -> int:
    """`lgr ingest` in this process (torch and the tiny model are already loaded here)."""
    return main(["ingest", str(run), "--memory", str(memory), *options])


def test_an_image_run_ingests_through_the_vlm(
    tiny_florence_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run = image_run(tmp_path, frames=5)  # 1 s apart: frames 0, 2, 4 are kept

    code = lgr_ingest(
        run,
        tmp_path / "m",
        "--vlm",
        str(tiny_florence_dir),
        "--set",
        "perception.max_new_tokens=64",
        "--set",
        "perception.dtype=float32",  # "auto" depends on the CPU
    )

    out, err = capsys.readouterr()
    assert code == 0, err
    assert json.loads(out) == {
        "frames": 3,
        "entities": 9,  # 2 couches + 1 door per frame, frames 10 m apart
        "captions": 3,
        "skipped": 0,
        "throttled": 2,
        "already_stored": 0,
    }
    assert f"loading Florence-2 from {tiny_florence_dir} on cpu (float32)…" in err
    capsys.readouterr()
    main(["entities", "--memory", str(tmp_path / "m")])
    labels = [entity["label"] for entity in json.loads(capsys.readouterr().out)]
    assert sorted(set(labels)) == ["glass door", "red couch"] and labels.count("red couch") == 6


def test_without_a_model_image_frames_are_skipped_with_the_way_out(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("LGR_VLM_MODEL", raising=False)
    run = image_run(tmp_path, frames=1)

    assert lgr_ingest(run, tmp_path / "m") == 0

    out, err = capsys.readouterr()
    assert json.loads(out)["skipped"] == 1
    assert "run.jsonl:1:" in err and "LGR_VLM_MODEL" in err


def test_a_missing_model_stops_the_ingest_with_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run = image_run(tmp_path, frames=2)

    code = lgr_ingest(run, tmp_path / "m", "--vlm", str(tmp_path / "nope"))

    _, err = capsys.readouterr()
    assert code == 2
    last_line = err.splitlines()[-1]
    assert last_line.startswith(f"lgr: error: Florence-2 model folder {tmp_path / 'nope'} ")
    assert "Traceback" not in err

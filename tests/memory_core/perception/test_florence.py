"""Florence-2 through transformers' real classes, on a tiny model taught fixed answers."""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pytest
import torch
from PIL import Image

from memory_core.config import ConfigError, PerceptionConfig
from memory_core.perception import ModelLoadError, PerceptionError
from memory_core.perception import florence as florence_module
from memory_core.perception.florence import FlorencePerceiver
from memory_core.types import Observation, Pose
from tests.conftest import T0
from tests.tiny_florence import CAPTION, with_position_limit

LABELS = ("red couch", "red couch", "glass door")  # tiny_florence.REGIONS, cleaned


@pytest.fixture
def florence(tiny_florence_dir: Path) -> FlorencePerceiver:
    return FlorencePerceiver(PerceptionConfig(model=str(tiny_florence_dir), max_new_tokens=64))


def camera_frame(seed: int = 0) -> np.ndarray:
    return np.random.default_rng(seed).integers(0, 256, (48, 64, 3), dtype=np.uint8)


def calls_to(perceiver: FlorencePerceiver, method: str, monkeypatch) -> list[dict[str, Any]]:
    """Records the keyword arguments of each call to one of the model's methods."""
    calls: list[dict[str, Any]] = []
    original: Callable[..., Any] = getattr(perceiver.model, method)

    def spy(*args: Any, **kwargs: Any) -> Any:
        calls.append({"args": args, **kwargs})
        return original(*args, **kwargs)

    monkeypatch.setattr(perceiver.model, method, spy)
    return calls


def test_an_image_file_gets_a_caption_and_region_labels(florence, tmp_path: Path) -> None:
    path = tmp_path / "frame.jpg"
    Image.fromarray(camera_frame()).save(path)

    perception = florence.perceive(Observation(T0, Pose(0, 0), image=str(path)))

    assert perception.caption == CAPTION
    assert perception.labels == LABELS
    assert perception.boxes is not None and len(perception.boxes) == len(LABELS)
    for box in perception.boxes:
        assert box is not None and all(0.0 <= v <= 1.0 for v in box)
        assert box[0] <= box[2] and box[1] <= box[3]
    # tiny_florence.REGIONS: couches left and right of the image, the door in the middle.
    centres = [(box[0] + box[2]) / 2 for box in perception.boxes if box is not None]
    assert centres == pytest.approx([0.25, 0.75, 0.5], abs=0.01)


def test_a_camera_array_is_perceived_like_a_file(florence) -> None:
    perception = florence.perceive(Observation(T0, Pose(0, 0), image=camera_frame()))

    assert (perception.caption, perception.labels) == (CAPTION, LABELS)


def test_only_the_missing_task_runs(florence, monkeypatch) -> None:
    generate = calls_to(florence, "generate", monkeypatch)

    with_caption = florence.perceive(
        Observation(T0, Pose(0, 0), caption="my own words", image=camera_frame())
    )
    with_labels = florence.perceive(
        Observation(T0, Pose(0, 0), labels=("sofa",), image=camera_frame())
    )

    assert (with_caption.caption, with_caption.labels) == ("my own words", LABELS)
    assert with_caption.boxes is not None and len(with_caption.boxes) == len(LABELS)
    assert (with_labels.caption, with_labels.labels) == (CAPTION, ("sofa",))
    assert with_labels.boxes is None, "given labels keep their (absent) boxes"
    assert len(generate) == 2, "one generate call per frame: the task it lacked"


def test_a_perceived_frame_never_loads_the_model(tmp_path: Path) -> None:
    perceiver = FlorencePerceiver(PerceptionConfig(model=str(tmp_path / "no-such-model")))

    perception = perceiver.perceive(
        Observation(T0, Pose(0, 0), caption="a hall", labels=("door",), image="x.jpg")
    )

    assert (perception.caption, perception.labels) == ("a hall", ("door",))


def test_a_batch_encodes_its_images_once_and_reports_bad_frames_alone(
    florence, monkeypatch, tmp_path: Path
) -> None:
    encodings = calls_to(florence, "get_image_features", monkeypatch)
    generate = calls_to(florence, "generate", monkeypatch)
    frames = [
        Observation(T0, Pose(0, 0), image=camera_frame(1)),
        Observation(T0 + 2, Pose(0, 0), image=str(tmp_path / "missing.jpg")),
        Observation(T0 + 4, Pose(0, 0), image=camera_frame(2)),
        Observation(T0 + 6, Pose(0, 0)),
    ]

    results = florence.perceive_batch(frames)

    assert [(r.caption, r.labels) for r in (results[0], results[2])] == [(CAPTION, LABELS)] * 2
    assert isinstance(results[1], PerceptionError) and "missing.jpg does not exist" in str(
        results[1]
    )
    assert isinstance(results[3], PerceptionError)
    assert "no caption and labels and no image" in str(results[3])
    assert len(encodings) == 1 and len(encodings[0]["args"][0]) == 2, "two good frames, one pass"
    assert len(generate) == 2 and generate[0]["input_ids"].shape[0] == 2, "a call per task"


def test_generation_follows_the_configured_bounds(tiny_florence_dir: Path, monkeypatch) -> None:
    perceiver = FlorencePerceiver(
        PerceptionConfig(model=str(tiny_florence_dir), max_new_tokens=3, num_beams=2)
    )
    generate = calls_to(perceiver, "generate", monkeypatch)

    perception = perceiver.perceive(Observation(T0, Pose(0, 0), image=camera_frame()))

    assert {(call["max_new_tokens"], call["num_beams"]) for call in generate} == {(3, 2)}
    assert len(perception.caption.split()) <= 3, "the caption was cut at 3 tokens"


def test_loading_reports_where_from_and_how_long(tiny_florence_dir: Path) -> None:
    messages: list[str] = []
    config = PerceptionConfig(model=str(tiny_florence_dir), max_new_tokens=64, dtype="float32")
    perceiver = FlorencePerceiver(config, progress=messages.append)

    perceiver.perceive(Observation(T0, Pose(0, 0), image=camera_frame()))
    perceiver.perceive(Observation(T0 + 2, Pose(0, 0), image=camera_frame()))

    assert messages[0] == f"loading Florence-2 from {tiny_florence_dir} on cpu (float32)…"
    assert messages[1].startswith("Florence-2 (0.") and " loaded in " in messages[1]
    assert len(messages) == 2, "loaded once"


def test_a_missing_model_folder_says_where_to_put_one(tmp_path: Path) -> None:
    perceiver = FlorencePerceiver(PerceptionConfig(model=str(tmp_path / "florence")))

    with pytest.raises(ModelLoadError) as raised:
        perceiver.perceive(Observation(T0, Pose(0, 0), image=camera_frame()))

    message = str(raised.value)
    assert f"model folder {tmp_path / 'florence'} does not exist" in message
    assert "save_pretrained" in message and "LGR_VLM_MODEL" in message


def test_a_model_id_with_the_hub_offline_says_how_to_bring_the_weights() -> None:
    perceiver = FlorencePerceiver(PerceptionConfig(model="florence-community/Florence-2-base"))

    with pytest.raises(ModelLoadError) as raised:
        perceiver.perceive(Observation(T0, Pose(0, 0), image=camera_frame()))

    message = str(raised.value)
    assert "'florence-community/Florence-2-base' is not in the local Hugging Face cache" in message
    assert "HF_HUB_OFFLINE=1" in message and "LGR_VLM_MODEL" in message


def test_a_folder_that_is_not_florence_is_named(tmp_path: Path) -> None:
    (tmp_path / "config.json").write_text('{"model_type": "bert"}')
    perceiver = FlorencePerceiver(PerceptionConfig(model=str(tmp_path)))

    with pytest.raises(ModelLoadError, match="is a 'bert' model, not Florence-2"):
        perceiver.perceive(Observation(T0, Pose(0, 0), image=camera_frame()))


@pytest.mark.parametrize(
    ("setting", "value", "problem"),
    [
        ("dtype", "float8", "perception.dtype 'float8' is not one of"),
        pytest.param(
            "device",
            "cuda",
            "sees no CUDA device",
            marks=pytest.mark.skipif(torch.cuda.is_available(), reason="a GPU is here"),
        ),
        ("device", "gpu please", "is not a torch device"),
        ("num_beams", 0, "perception.num_beams must be at least 1"),
    ],
)
def test_bad_settings_are_refused_before_loading(setting: str, value: Any, problem: str) -> None:
    config = PerceptionConfig(model="florence-community/Florence-2-base")
    setattr(config, setting, value)

    with pytest.raises(ConfigError, match=problem):
        FlorencePerceiver(config)


@pytest.mark.parametrize(
    ("flags", "expected"),
    [
        ("fpu sse avx2 avx512f avx512_bf16 amx_tile", torch.bfloat16),
        ("fpu sse amx_bf16 amx_tile", torch.bfloat16),
        ("fpu sse avx2 avx512f", torch.float32),
    ],
)
def test_auto_dtype_is_bfloat16_only_on_cpus_that_compute_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, flags: str, expected: torch.dtype
) -> None:
    cpuinfo = tmp_path / "cpuinfo"
    cpuinfo.write_text(f"processor\t: 0\nflags\t\t: {flags}\n")
    assert florence_module.cpu_computes_bfloat16(cpuinfo) == (expected == torch.bfloat16)
    monkeypatch.setattr(
        florence_module, "cpu_computes_bfloat16", lambda: expected == torch.bfloat16
    )
    assert florence_module.resolve_dtype("auto", torch.device("cpu")) == expected
    assert florence_module.resolve_dtype("float32", torch.device("cpu")) == torch.float32


def test_a_cpu_without_cpuinfo_runs_float32(tmp_path: Path) -> None:
    assert not florence_module.cpu_computes_bfloat16(tmp_path / "missing")


def test_a_checkpoint_with_fewer_decoder_positions_than_max_new_tokens_still_perceives(
    tiny_florence_dir: Path, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    short = with_position_limit(tiny_florence_dir, tmp_path / "short-decoder", 48)
    perceiver = FlorencePerceiver(PerceptionConfig(model=str(short), max_new_tokens=128))

    with caplog.at_level(logging.WARNING, logger=florence_module.__name__):
        perceptions = [
            perceiver.perceive(Observation(T0 + i, Pose(0, 0), image=camera_frame(i)))
            for i in range(2)
        ]

    assert [(p.caption, p.labels) for p in perceptions] == [(CAPTION, LABELS)] * 2
    [warning] = [record.getMessage() for record in caplog.records]
    assert "max_new_tokens = 128" in warning and "48 positions" in warning

"""Which perceiver a configuration gets, and where the model's name comes from."""

from __future__ import annotations

from pathlib import Path

from memory_core.config import load_config
from memory_core.perception import PrecomputedPerceiver, make_perceiver
from memory_core.perception.florence import FlorencePerceiver


def test_no_model_means_precomputed_perception_only() -> None:
    assert isinstance(make_perceiver(load_config(env={}).perception), PrecomputedPerceiver)


def test_a_configured_model_means_florence_loaded_later(tmp_path: Path) -> None:
    config = load_config(env={}, overrides=[f"perception.model={tmp_path / 'not-yet-there'}"])

    perceiver = make_perceiver(config.perception)

    assert isinstance(perceiver, FlorencePerceiver), "no load (and no error) until a frame needs it"


def test_the_command_line_beats_lgr_vlm_model_which_beats_the_config_file(tmp_path: Path) -> None:
    toml = tmp_path / "lgr.toml"
    toml.write_text('[perception]\nmodel = "from-file"\n')
    section = {"LGR_PERCEPTION__MODEL": "from-section-variable"}
    short = {**section, "LGR_VLM_MODEL": "from-short-variable"}

    def model(env: dict[str, str], overrides: tuple[str, ...] = ()) -> str:
        return load_config(toml, env=env, overrides=overrides).perception.model

    assert model({}) == "from-file"
    assert model(section) == "from-section-variable"
    assert model(short) == "from-short-variable"
    assert model(short, ("perception.model=from-vlm-flag",)) == "from-vlm-flag"

"""One typed config: paper defaults, then TOML, then LGR_* env, then --set overrides."""

from __future__ import annotations

from pathlib import Path

import pytest

from memory_core import config as config_module
from memory_core.config import Config, ConfigError, load_config


def test_defaults_are_the_papers() -> None:
    config = Config()
    assert config.graph.merge_distance_m == 5.0
    assert config.graph.merge_similarity == 0.75
    assert config.builder.frame_period_s == 2.0


def test_toml_then_env_then_overrides_each_win(tmp_path: Path) -> None:
    toml = tmp_path / "lgr.toml"
    toml.write_text(
        'memory_dir = "/robot/memory"\n[graph]\nmerge_distance_m = 4\nmerge_similarity = 0.8\n'
        '[time]\ntimezone = "Europe/Rome"\n'
    )
    config = load_config(
        toml,
        env={"LGR_GRAPH__MERGE_SIMILARITY": "0.7", "LGR_UNRELATED": "x", "HOME": "/root"},
        overrides=["time.timezone=UTC"],
    )
    assert config.memory_dir == "/robot/memory"
    assert config.graph.merge_distance_m == 4.0 and isinstance(config.graph.merge_distance_m, float)
    assert config.graph.merge_similarity == 0.7
    assert config.time.timezone == "UTC"


def test_overrides_do_not_leak_into_other_configs() -> None:
    changed = Config().with_overrides({"graph.merge_distance_m": "9"})
    assert changed.graph.merge_distance_m == 9.0 and Config().graph.merge_distance_m == 5.0


@pytest.mark.parametrize(
    ("overrides", "message"),
    [
        (["graph.merge_distanse_m=3"], "unknown setting 'graph.merge_distanse_m'"),
        (["graph.merge_distance_m=far"], "expects float, got 'far'"),
        (["retrieval.k=2.5"], "expects int"),
        (["graph.merge_distance_m"], "not of the form section.key=value"),
    ],
)
def test_bad_settings_are_named(overrides: list[str], message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        load_config(env={}, overrides=overrides)


def test_a_broken_toml_file_is_reported_with_its_path(tmp_path: Path) -> None:
    broken = tmp_path / "broken.toml"
    broken.write_text("[graph\n")
    with pytest.raises(ConfigError, match=r"broken\.toml is not valid TOML"):
        load_config(broken, env={})
    with pytest.raises(ConfigError, match="does not exist"):
        load_config(tmp_path / "missing.toml", env={})


def test_a_memory_built_by_older_code_is_stale(monkeypatch: pytest.MonkeyPatch) -> None:
    built = config_module.memory_fingerprint(Config(), b"run")
    assert config_module.memory_fingerprint(Config(), b"run") == built
    monkeypatch.setattr(
        config_module, "BUILT_MEMORY_VERSION", config_module.BUILT_MEMORY_VERSION + 1
    )
    assert config_module.memory_fingerprint(Config(), b"run") != built

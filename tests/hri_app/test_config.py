"""The sections other packages own ([speech], [app], [ros]) are one configuration with the
library's: set by the same TOML file, variables and overrides, read back as typed objects."""

from __future__ import annotations

from pathlib import Path

import pytest

from hri_app.config import AppConfig, SpeechConfig, app_config, speech_config
from memory_core.config import Config, ConfigError, load_config
from ros_nodes.ros_config import RosConfig, ros_config


def test_package_sections_are_set_like_the_librarys_own(tmp_path: Path) -> None:
    toml = tmp_path / "lgr.toml"
    toml.write_text(
        '[app]\nport = 9001\n[ros]\nmap_frame = "odom"\n[graph]\nmerge_distance_m = 4\n'
    )

    config = load_config(toml, env={"LGR_SPEECH__BEAM_SIZE": "3"}, overrides=["app.host=0.0.0.0"])

    assert (app_config(config).port, app_config(config).host) == (9001, "0.0.0.0")
    assert speech_config(config).beam_size == 3 and ros_config(config).map_frame == "odom"
    assert config.graph.merge_distance_m == 4.0
    assert isinstance(app_config(config), AppConfig)


def test_defaults_and_copies_keep_each_section_its_own() -> None:
    config = Config()
    changed = config.with_overrides({"speech.max_audio_s": "12"})
    assert speech_config(changed).max_audio_s == 12.0
    assert speech_config(config) == SpeechConfig(), "the original is left as it was"
    assert ros_config(config) == RosConfig()


def test_an_unknown_setting_of_a_package_section_is_named() -> None:
    with pytest.raises(ConfigError, match=r"unknown setting 'app\.colour'"):
        load_config(None, env={}, overrides=["app.colour=blue"])

"""Listening keys of [speech]: typed like every key, ranges checked with a message each."""

from __future__ import annotations

import pytest

from hri_app.config import SpeechConfig, speech_config
from hri_app.listening.settings import ListenSettings
from memory_core.config import ConfigError, load_config


def test_the_defaults_are_valid_and_in_windows_and_samples() -> None:
    settings = ListenSettings.from_config(SpeechConfig())
    assert settings.silence_windows == 16  # 500 ms of 32 ms windows
    assert settings.speech_windows == 8
    assert settings.early_windows == 7  # 200 ms
    assert settings.barge_in_windows == 3
    assert settings.pad_samples == 3200
    assert settings.max_samples == 30 * 16000
    assert settings.wake_phrase == "" and settings.barge_in


@pytest.mark.parametrize(
    ("early_ms", "pad_ms", "windows"),
    [
        (0, 200, 0),  # off
        (100, 200, 7),  # never before the padding after the speech is heard whole
        (300, 200, 10),
        (500, 200, 0),  # at the end anyway: nothing early about it
    ],
)
def test_an_early_transcript_waits_for_the_padding_and_comes_before_the_end(
    early_ms: int, pad_ms: int, windows: int
) -> None:
    speech = SpeechConfig(early_transcript_ms=early_ms, speech_pad_ms=pad_ms)
    assert ListenSettings.from_config(speech).early_windows == windows


def test_keys_come_from_the_command_line_typed() -> None:
    config = load_config(
        None,
        env={},
        overrides=[
            "speech.wake_phrase=hey robot",
            "speech.barge_in=off",
            "speech.min_silence_ms=700",
        ],
    )
    settings = ListenSettings.from_config(speech_config(config))
    assert (settings.wake_phrase, settings.barge_in, settings.silence_windows) == (
        "hey robot",
        False,
        22,
    )
    with pytest.raises(ConfigError, match=r"setting speech\.barge_in_speech_ms expects int"):
        load_config(None, env={}, overrides=["speech.barge_in_speech_ms=fast"])


@pytest.mark.parametrize(
    ("key", "value", "message"),
    [
        ("vad_threshold", 1.5, "speech.vad_threshold must be between 0 and 1 (exclusive), got 1.5"),
        ("vad_threshold", 0.0, "speech.vad_threshold must be between 0 and 1"),
        ("min_level_dbfs", 6.0, "speech.min_level_dbfs must be between -100 and 0, got 6.0"),
        ("min_silence_ms", 0, "speech.min_silence_ms must be between 1 and 60000, got 0"),
        ("min_speech_ms", -5, "speech.min_speech_ms must be between 1 and 60000"),
        ("barge_in_speech_ms", 10**6, "speech.barge_in_speech_ms must be between 1 and 60000"),
        ("speech_pad_ms", -1, "speech.speech_pad_ms must be between 0 and 60000, got -1"),
        ("echo_delay_ms", 70_000, "speech.echo_delay_ms must be between 0 and 60000"),
        ("early_transcript_ms", -200, "speech.early_transcript_ms must be between 0 and 60000"),
        ("max_audio_s", 0.0, "speech.max_audio_s must be a positive number of seconds, got 0.0"),
        ("min_speech_ms", 40_000, "speech.min_speech_ms must be shorter than speech.max_audio_s"),
    ],
)
def test_out_of_range_values_are_refused_naming_the_key(
    key: str, value: float, message: str
) -> None:
    with pytest.raises(ConfigError, match=message.replace("(", r"\(").replace(")", r"\)")):
        ListenSettings.from_config(SpeechConfig(**{key: value}))

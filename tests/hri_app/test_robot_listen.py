"""`lgr listen`: hands-free on the robot's own microphone, without a browser.

The microphone is a WAV of piper's voice and silence, heard at its own pace
(or piped in as raw PCM, as from arecord). There is no sound card here, so the
player is a stand-in for `aplay`: a script that reads the WAV on its standard
input as it "plays" it, a tenth of a second at a time, then notes it in a file
(a clip cut short is never noted).
"""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
import wave
from collections.abc import Callable, Iterator
from pathlib import Path

import numpy as np
import pytest

from hri_app.config import speech_config
from hri_app.listening.listener import Listener
from hri_app.listening.settings import ListenSettings
from hri_app.listening.vad import SileroVad
from hri_app.robot_listen import Player, converse, recording
from hri_app.service import RobotService
from memory_core.embedding import TextEmbedder
from tests.hri_app.conftest import FIRE_HYDRANT, LONG_ANSWER, LONG_QUESTION, example_memory

pytestmark = pytest.mark.slow

STAND_IN_PLAYER = """
import sys, time, wave
# As aplay does: the header first, then the samples read as they are played.
with wave.open(sys.stdin.buffer) as clip:
    rate, left = clip.getframerate(), clip.getnframes()
    while left > 0:
        piece = min(left, rate // 10)
        clip.readframes(piece)
        time.sleep(piece / rate)
        left -= piece
with open(sys.argv[1], "a") as log:
    log.write("played\\n")
"""
# A process reading its whole input, loading Whisper, MiniLM and piper: bounded, not timed.
PROCESS_TIMEOUT_S = 240


@pytest.fixture(scope="module")
def service(
    tmp_path_factory: pytest.TempPathFactory, embedder: TextEmbedder
) -> Iterator[RobotService]:
    memory = example_memory(tmp_path_factory.mktemp("listen") / "memory", embedder)
    service = RobotService(memory)
    service.warm_up()
    yield service
    memory.close()


@pytest.fixture
def player(tmp_path: Path) -> tuple[Player, Path]:
    """The stand-in player, and the file where it notes each clip it played."""
    script, played = tmp_path / "player.py", tmp_path / "played.txt"
    script.write_text(STAND_IN_PLAYER, encoding="utf-8")
    return Player([sys.executable, str(script), str(played)]), played


def conversation(
    service: RobotService, wav: Path, player: Player | None, **speech: object
) -> list[str]:
    """The lines `lgr listen` says while hearing ``wav`` at its own pace."""
    config = dataclasses.replace(speech_config(service.config), **speech)
    listener = Listener(ListenSettings.from_config(config), SileroVad())
    lines: list[str] = []
    converse(service, listener, recording(wav), player, lines.append)
    return lines


def test_a_question_is_heard_answered_and_spoken_clip_by_clip(
    service: RobotService, microphone_wav: Callable[..., Path], player: tuple[Player, Path]
) -> None:
    stand_in, played = player
    lines = conversation(service, microphone_wav(1.0, FIRE_HYDRANT, 2.0), stand_in)
    assert lines[0].startswith('heard: "') and "fire hydrant" in lines[0]
    assert lines[1].startswith("answer: The closest fire hydrant is about")
    assert len(lines) == 2
    # Every sentence was played to its end, one clip each.
    sentences = service.tts.synthesize_sentences(lines[1].removeprefix("answer: "))
    assert len(played.read_text().split()) == len(list(sentences))


def test_talking_over_the_reply_stops_the_player_and_is_answered(
    service: RobotService, microphone_wav: Callable[..., Path], player: tuple[Player, Path]
) -> None:
    stand_in, played = player
    wav = microphone_wav(1.0, LONG_ANSWER, 4.0, LONG_QUESTION, 2.0)
    lines = conversation(service, wav, stand_in)
    assert lines[0].startswith('heard: "') and "food truck" in lines[0]
    assert lines[1].startswith("answer: ") and "A food truck parked by the curb" in lines[1]
    assert lines[2] == "stopped: talked over"
    assert lines[3].startswith('heard: "Excuse me')
    assert lines[4].startswith("answer: Yes, I saw a food truck")
    # The first reply was cut short.
    first = list(service.tts.synthesize_sentences(lines[1].removeprefix("answer: ")))
    second = list(service.tts.synthesize_sentences(lines[4].removeprefix("answer: ")))
    assert len(played.read_text().split()) < len(first) + len(second)


def test_with_a_wake_phrase_talk_not_for_the_robot_pauses_the_reply_then_resumes_it(
    service: RobotService, microphone_wav: Callable[..., Path], player: tuple[Player, Path]
) -> None:
    stand_in, played = player
    bystander = "I think the meeting moved to Thursday afternoon, right after lunch."
    wav = microphone_wav(1.0, f"Hey robot, {LONG_ANSWER}", 4.0, bystander, 2.0)
    lines = conversation(service, wav, stand_in, wake_phrase="hey robot")
    assert lines[1].startswith("answer: ") and "A food truck parked by the curb" in lines[1]
    assert lines[2:4] == ["paused: someone is talking", "resumed: that was not for me"]
    assert lines[4].startswith('heard: "') and lines[4].endswith("(not for me)")
    assert "Thursday" in lines[4] and len(lines) == 5
    # Every sentence was played to its end, the one paused from its start again.
    sentences = service.tts.synthesize_sentences(lines[1].removeprefix("answer: "))
    assert len(played.read_text().split()) == len(list(sentences))


def test_lgr_listen_reads_raw_pcm_from_standard_input_and_prints_the_answer(
    tmp_path: Path, embedder: TextEmbedder, microphone_wav: Callable[..., Path]
) -> None:
    example_memory(tmp_path / "memory", embedder).close()
    with wave.open(str(microphone_wav(1.0, FIRE_HYDRANT, 2.0))) as wav:
        assert wav.getframerate() != 16000  # piper's rate: resampled to what arecord gives
        samples = np.frombuffer(wav.readframes(wav.getnframes()), dtype="<i2")
        rate = wav.getframerate()
    times = np.arange(int(len(samples) * 16000 / rate)) / 16000
    pcm = np.interp(times, np.arange(len(samples)) / rate, samples).astype("<i2").tobytes()
    done = subprocess.run(
        [sys.executable, "-m", "memory_core.cli", "listen", "--memory", str(tmp_path / "memory")],
        input=pcm,
        capture_output=True,
        timeout=PROCESS_TIMEOUT_S,
        env={**os.environ, "HF_HUB_OFFLINE": "1"},
    )
    assert done.returncode == 0, done.stderr.decode()
    lines = done.stdout.decode().splitlines()
    assert lines[0].startswith('heard: "') and "fire hydrant" in lines[0]
    assert lines[1].startswith("answer: The closest fire hydrant is about")


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["--input", "nowhere.wav"], "--input: no recording at nowhere.wav"),
        (["--play", "no-such-player -q"], "--play: no command 'no-such-player'"),
        (["--input", "not-audio.wav"], "--input: the recording not-audio.wav is not readable"),
    ],
)
def test_lgr_listen_refuses_what_it_cannot_use_before_loading_anything(
    tmp_path: Path, args: list[str], says: str
) -> None:
    (tmp_path / "not-audio.wav").write_text("not audio")
    done = subprocess.run(
        [sys.executable, "-m", "memory_core.cli", "listen", "--memory", str(tmp_path), *args],
        capture_output=True,
        text=True,
        timeout=PROCESS_TIMEOUT_S,
        cwd=tmp_path,
    )
    assert done.returncode == 2
    assert says in done.stderr
    assert "listening" not in done.stderr  # refused before the memory or any model

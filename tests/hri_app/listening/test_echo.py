"""The reply coming back through a room is told apart from a person speaking."""

from __future__ import annotations

import numpy as np
import pytest

from hri_app.listening.echo import EchoGuard
from hri_app.listening.settings import RATE
from tests.hri_app.listening.conftest import Voice, noise

REPLY = "The closest fire hydrant is about seventeen metres away. I saw it two minutes ago."
OTHER = "Did you see a food truck near the parking lot?"
PLAYED_AT = 8000  # the microphone's sample when the page said the reply started
DELAY = int(0.12 * RATE)  # loudspeaker, room and microphone buffering
HALF_SECOND = RATE // 2


def through_a_room(audio: np.ndarray, seed: int = 0) -> np.ndarray:
    """``audio`` from a loudspeaker a little way off: 10 dB down, a 0.3 s reverberant tail."""
    tail = np.random.default_rng(seed).standard_normal(4800) * np.exp(-np.arange(4800) / 800)
    response = tail * 0.5 / np.linalg.norm(tail)
    response[0] = 1.0
    return (np.convolve(audio, response)[: len(audio)] * 0.3).astype(np.float32)


@pytest.fixture
def reply(voice: Voice) -> np.ndarray:
    return voice(REPLY)


def microphone(reply: np.ndarray, delay: int, extra: np.ndarray | None = None) -> np.ndarray:
    """What the microphone hears: the reply's echo ``delay`` after it started, noise, ``extra``."""
    heard = noise((PLAYED_AT + delay + len(reply)) / RATE + 1, -60.0)
    heard[PLAYED_AT + delay : PLAYED_AT + delay + len(reply)] += through_a_room(reply)
    if extra is not None:
        heard[PLAYED_AT + delay + RATE : PLAYED_AT + delay + RATE + len(extra)] += extra
    return heard


def verdicts(guard: EchoGuard, heard: np.ndarray, start: int, stop: int) -> list[bool]:
    """is_echo on every half second of ``heard`` ending between ``start`` and ``stop``."""
    ends = range(start + HALF_SECOND, stop, HALF_SECOND // 2)
    return [guard.is_echo(heard[end - HALF_SECOND : end], end) for end in ends]


def test_the_replys_echo_through_a_room_is_recognised(reply: np.ndarray) -> None:
    guard = EchoGuard(delay_samples=int(0.3 * RATE))
    guard.playing(reply, PLAYED_AT)
    heard = microphone(reply, DELAY)
    assert all(verdicts(guard, heard, PLAYED_AT + DELAY, PLAYED_AT + DELAY + len(reply)))
    # ... and a whole utterance of it.
    assert guard.is_echo(heard[PLAYED_AT:], len(heard))


def test_a_person_speaking_during_the_reply_is_not_its_echo(
    voice: Voice, reply: np.ndarray
) -> None:
    other = voice(OTHER)
    guard = EchoGuard(delay_samples=int(0.3 * RATE))
    guard.playing(reply, PLAYED_AT)
    over_echo = microphone(reply, DELAY, other)
    start = PLAYED_AT + DELAY + RATE
    assert not any(verdicts(guard, over_echo, start, start + len(other)))
    alone = noise(len(over_echo) / RATE, -60.0)
    alone[start : start + len(other)] += other  # with the browser's echo cancellation
    assert not any(verdicts(guard, alone, start, start + len(other)))


def test_nothing_is_echo_when_no_reply_plays_or_after_it_stopped(reply: np.ndarray) -> None:
    guard = EchoGuard(delay_samples=int(0.3 * RATE))
    heard = microphone(reply, DELAY)
    assert not guard.is_echo(heard[-HALF_SECOND:], len(heard))
    guard.playing(reply, PLAYED_AT)
    guard.clear()
    assert not guard.active
    assert not guard.is_echo(heard[-HALF_SECOND:], len(heard))


def test_an_echo_later_than_echo_delay_ms_allows_is_not_recognised(reply: np.ndarray) -> None:
    late = int(0.8 * RATE)
    guard = EchoGuard(delay_samples=int(0.3 * RATE))
    guard.playing(reply, PLAYED_AT)
    heard = microphone(reply, late)
    assert not any(verdicts(guard, heard, PLAYED_AT + late, PLAYED_AT + late + len(reply)))
    allowing = EchoGuard(delay_samples=RATE)
    allowing.playing(reply, PLAYED_AT)
    assert all(verdicts(allowing, heard, PLAYED_AT + late, PLAYED_AT + late + len(reply)))

"""Utterances found in piper's speech, silence and noise whose boundaries are known."""

from __future__ import annotations

import numpy as np

from hri_app.listening.segmenter import (
    Event,
    Paused,
    Segmenter,
    SpeechDropped,
    SpeechStarted,
    TooLong,
    Utterance,
    level_dbfs,
)
from hri_app.listening.settings import RATE
from hri_app.listening.vad import SileroVad
from tests.hri_app.listening.conftest import Voice, noise, settings, silence, speech_bounds

QUESTION = "Where is the fire hydrant?"
# Silero is sure of speech within a few windows of its onset, and of silence within
# min_silence_ms plus a window of its end.
ONSET_S = 0.1


def events_of(audio: np.ndarray, vad: SileroVad, chunk: int = 1600, **speech: object) -> list:
    segmenter = Segmenter(settings(**speech), vad)
    events: list[Event] = []
    for start in range(0, len(audio), chunk):
        events.extend(segmenter.push(audio[start : start + chunk]))
    return events


def test_a_question_between_silences_is_one_utterance_with_its_speech_inside(
    voice: Voice, vad: SileroVad
) -> None:
    question = voice(QUESTION)
    begin, end = speech_bounds(question)
    audio = np.concatenate([silence(1.0), question, silence(2.0)])
    events = events_of(audio, vad)
    assert [type(e) for e in events] == [SpeechStarted, Paused, Utterance]
    started, paused, utterance = events
    # The pause that starts Whisper early holds exactly the audio that ends.
    assert paused.utterance.key == utterance.key
    np.testing.assert_array_equal(paused.utterance.audio, utterance.audio)
    assert abs(started.at / RATE - (1.0 + begin)) < ONSET_S
    assert utterance.speech_start == started.at
    assert utterance.start < utterance.speech_start < utterance.speech_end < utterance.end
    assert abs(utterance.speech_end / RATE - (1.0 + end)) < 0.3
    # 200 ms of padding either side (before: whole windows), nothing more.
    padding = utterance.seconds - (utterance.speech_end - utterance.speech_start) / RATE
    assert 0.4 <= padding <= 0.4 + 512 / RATE


def kinds_but_pauses(events: list[Event]) -> list[type]:
    """The kinds of events where utterances start and end (pauses left out)."""
    return [type(e) for e in events if not isinstance(e, Paused)]


def test_how_the_audio_is_chunked_changes_nothing(voice: Voice, vad: SileroVad) -> None:
    audio = np.concatenate([silence(0.7), voice(QUESTION), silence(1.0)])
    by_window = events_of(audio, vad, chunk=512)
    vad.reset()
    by_odd_chunks = events_of(audio, vad, chunk=333)
    assert [(type(e), getattr(e, "at", None)) for e in by_window] == [
        (type(e), getattr(e, "at", None)) for e in by_odd_chunks
    ]
    np.testing.assert_array_equal(by_window[-1].audio, by_odd_chunks[-1].audio)


def test_silence_and_noise_never_become_utterances(vad: SileroVad) -> None:
    background = np.concatenate([silence(2.0), noise(5.0, -60.0), noise(5.0, -25.0, seed=1)])
    assert events_of(background, vad) == []


def test_a_short_burst_is_dropped_not_taken_for_a_question(voice: Voice, vad: SileroVad) -> None:
    question = voice(QUESTION)
    begin, _ = speech_bounds(question)
    burst = question[int(begin * RATE) : int((begin + 0.15) * RATE)]  # 150 ms: "whe-"
    events = events_of(np.concatenate([silence(0.5), burst, silence(1.0)]), vad)
    assert [type(e) for e in events] == [SpeechStarted, SpeechDropped]
    assert events[1].speech_s < 0.25


def test_distant_speech_below_the_level_gate_is_not_heard(voice: Voice, vad: SileroVad) -> None:
    question = voice(QUESTION)
    distant = question * 10 ** (-30 / 20)  # 30 dB down: across a hall
    assert max(level_dbfs(distant[i : i + 512]) for i in range(0, len(distant), 512)) < -35
    audio = np.concatenate([silence(0.5), distant, silence(1.0)])
    assert events_of(audio, vad) == []
    vad.reset()
    # The same speech with the gate opened all the way is an utterance: the gate did it.
    assert Utterance in {type(e) for e in events_of(audio, vad, min_level_dbfs=-100.0)}


def test_a_short_pause_continues_the_utterance_and_a_long_one_ends_it(
    voice: Voice, vad: SileroVad
) -> None:
    question = voice(QUESTION)
    begin, end = speech_bounds(question)
    spoken = question[int(begin * RATE) : int(end * RATE)]
    paused = np.concatenate([silence(0.5), spoken, silence(0.25), spoken, silence(1.0)])
    assert kinds_but_pauses(events_of(paused, vad)) == [SpeechStarted, Utterance]
    vad.reset()
    apart = np.concatenate([silence(0.5), spoken, silence(1.0), spoken, silence(1.0)])
    kinds = kinds_but_pauses(events_of(apart, vad))
    assert kinds == [SpeechStarted, Utterance, SpeechStarted, Utterance]


def test_an_utterance_too_long_is_reported_and_listening_resumes_after_a_pause(
    voice: Voice, vad: SileroVad
) -> None:
    question = voice(QUESTION)
    rambling = np.concatenate([question, silence(0.2)] * 3)  # ~5 s, no pause long enough
    audio = np.concatenate([silence(0.5), rambling, silence(1.0), question, silence(1.0)])
    events = [e for e in events_of(audio, vad, max_audio_s=3.0) if not isinstance(e, Paused)]
    assert [type(e) for e in events] == [SpeechStarted, TooLong, SpeechStarted, Utterance]
    assert events[1].limit_s == 3.0
    assert events[1].at / RATE < 0.5 + 3.0 + 0.1
    assert events[3].seconds < 3.0

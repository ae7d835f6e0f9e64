"""A conversation with the listener: questions, replies, barge-in, echo, the wake phrase."""

from __future__ import annotations

import numpy as np

from hri_app.listening.listener import (
    Heard,
    Listener,
    Output,
    Problem,
    State,
    StateChanged,
    StopReply,
    Transcribe,
)
from hri_app.listening.settings import RATE
from hri_app.listening.vad import SileroVad
from tests.hri_app.listening.conftest import Voice, noise, settings, silence, speech_bounds
from tests.hri_app.listening.test_echo import REPLY, through_a_room

QUESTION = "Where is the fire hydrant?"
CHUNK = 640  # 40 ms, as the page sends it


def hear(listener: Listener, audio: np.ndarray) -> list[tuple[int, Output]]:
    """Feed ``audio`` chunk by chunk; every output with the sample it was decided at."""
    out = []
    for start in range(0, len(audio), CHUNK):
        out.extend((listener.received, o) for o in listener.hear(audio[start : start + CHUNK]))
    return out


def states(outputs: list[tuple[int, Output]]) -> list[State]:
    return [o.state for _, o in outputs if isinstance(o, StateChanged)]


def of_type(outputs: list[tuple[int, Output]], kind: type) -> list:
    return [o for _, o in outputs if isinstance(o, kind)]


def test_a_question_goes_listening_hearing_thinking_then_speaking_and_back(
    voice: Voice, vad: SileroVad
) -> None:
    listener = Listener(settings(), vad)
    outputs = hear(listener, np.concatenate([silence(1.0), voice(QUESTION), silence(2.0)]))
    assert states(outputs) == [State.HEARING, State.THINKING]
    (asked,) = of_type(outputs, Transcribe)
    assert 1.2 < asked.utterance.seconds < 2.0
    assert listener.transcribed("Where is the fire hydrant?") == [
        Heard("Where is the fire hydrant?", "Where is the fire hydrant?", True)
    ]
    assert listener.playing(voice(REPLY), listener.received) == [StateChanged(State.SPEAKING)]
    assert listener.reply_ended() == [StateChanged(State.LISTENING)]


def test_speech_over_the_reply_stops_it_soon_after_it_starts_and_is_answered(
    voice: Voice, vad: SileroVad
) -> None:
    listener = Listener(settings(), vad)
    hear(listener, silence(1.0))
    listener.playing(voice(REPLY), listener.received)
    question = voice(QUESTION)
    begin, _ = speech_bounds(question)
    started = listener.received + int((0.6 + begin) * RATE)
    outputs = hear(listener, np.concatenate([silence(0.6), question, silence(1.0)]))
    ((stopped_at, stop),) = [(at, o) for at, o in outputs if isinstance(o, StopReply)]
    # barge_in_speech_ms (150) after the speech began, plus Silero's onset, a window
    # to confirm it is no echo, and the 40 ms chunk it was decided in.
    assert 0.15 <= (stopped_at - started) / RATE < 0.3
    assert stopped_at - CHUNK < stop.at <= stopped_at
    assert states(outputs) == [State.HEARING, State.THINKING]
    assert len(of_type(outputs, Transcribe)) == 1


def test_the_replys_own_echo_neither_barges_in_nor_becomes_a_question(
    voice: Voice, vad: SileroVad
) -> None:
    listener = Listener(settings(), vad)
    hear(listener, silence(0.5))
    reply = voice(REPLY)
    listener.playing(reply, listener.received)
    delay = int(0.1 * RATE)
    heard = noise((delay + len(reply)) / RATE + 1.0, -60.0)
    heard[delay : delay + len(reply)] += through_a_room(reply)
    outputs = hear(listener, heard)
    assert outputs == []  # still speaking: nothing stopped, nothing to transcribe
    assert listener.state is State.SPEAKING


def test_with_barge_in_off_talk_over_the_reply_is_ignored(voice: Voice, vad: SileroVad) -> None:
    listener = Listener(settings(barge_in=False), vad)
    hear(listener, silence(0.5))
    listener.playing(voice(REPLY), listener.received)
    outputs = hear(listener, np.concatenate([voice(QUESTION), silence(1.0)]))
    assert outputs == []
    assert listener.reply_ended() == [StateChanged(State.LISTENING)]


def test_with_a_wake_phrase_only_what_follows_it_is_a_question(vad: SileroVad) -> None:
    listener = Listener(settings(wake_phrase="hey robot"), vad)
    listener._transcribing = 3  # three utterances were handed over for transcription
    assert listener.transcribed("Where is the fire hydrant?")[0] == Heard(
        "Where is the fire hydrant?", None, False
    )
    assert listener.transcribed("Hey robots, where is the bench?")[0] == Heard(
        "Hey robots, where is the bench?", "where is the bench?", True
    )
    # The phrase alone: the next utterance is the question.
    assert listener.transcribed("Hey, robot.")[0] == Heard("Hey, robot.", None, True)
    assert listener.transcribed("Where is the bench?")[0] == Heard(
        "Where is the bench?", "Where is the bench?", True
    )
    assert listener.transcribed("")[-1] == StateChanged(State.LISTENING)


def test_an_utterance_too_long_is_a_problem_the_speaker_can_fix(
    voice: Voice, vad: SileroVad
) -> None:
    listener = Listener(settings(max_audio_s=2.0), vad)
    question = voice(QUESTION)
    outputs = hear(listener, np.concatenate([question, question, silence(1.0)]))
    (problem,) = of_type(outputs, Problem)
    assert problem.message == (
        "that was longer than 2 s (speech.max_audio_s); ask in shorter sentences"
    )
    assert of_type(outputs, Transcribe) == []
    assert listener.state is State.LISTENING


def test_a_person_talking_over_the_replys_echo_still_barges_in(
    voice: Voice, vad: SileroVad
) -> None:
    listener = Listener(settings(), vad)
    hear(listener, silence(0.5))
    reply = voice(REPLY)
    listener.playing(reply, listener.received)
    delay, person_at = int(0.1 * RATE), int(1.5 * RATE)
    question = voice(QUESTION)
    heard = noise((delay + len(reply)) / RATE + 1.0, -60.0)
    heard[delay : delay + len(reply)] += through_a_room(reply)
    heard[person_at : person_at + len(question)] += question
    begin, _ = speech_bounds(question)
    started = listener.received + person_at + int(begin * RATE)
    outputs = hear(listener, heard)
    ((stopped_at, _),) = [(at, o) for at, o in outputs if isinstance(o, StopReply)]
    # The echo kept the segmenter in speech: the person only has to outweigh it.
    assert 0 < (stopped_at - started) / RATE < 0.3
    assert len(of_type(outputs, Transcribe)) == 1

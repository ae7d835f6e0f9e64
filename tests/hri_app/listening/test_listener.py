"""A conversation with the listener: questions, replies, barge-in, echo, the wake phrase."""

from __future__ import annotations

import numpy as np

from hri_app.listening.listener import (
    Heard,
    Listener,
    Output,
    PauseReply,
    Problem,
    ResumeReply,
    State,
    StateChanged,
    StopReply,
    Transcribe,
)
from hri_app.listening.settings import RATE
from hri_app.listening.vad import SileroVad
from tests.hri_app.listening.conftest import Voice, noise, settings, silence, speech_bounds
from tests.hri_app.listening.sounds import NOT_A_VOICE
from tests.hri_app.listening.test_echo import REPLY, through_a_room

QUESTION = "Where is the fire hydrant?"
CHUNK = 320  # 20 ms, as the page sends it


def hear(listener: Listener, audio: np.ndarray) -> list[tuple[int, Output]]:
    """Feed ``audio`` chunk by chunk; every output with the sample it was decided at."""
    out = []
    for start in range(0, len(audio), CHUNK):
        out.extend((listener.received, o) for o in listener.hear(audio[start : start + CHUNK]))
    return out


def wanted(listener: Listener, outputs: list[tuple[int, Output]]) -> list[Transcribe]:
    """The transcripts still needed (not those asked at a pause the speaker went on after)."""
    return [o for o in of_type(outputs, Transcribe) if listener.wants(o.utterance)]


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
    assert listener.transcribed(asked.utterance, "Where is the fire hydrant?") == [
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
    # barge_in_speech_ms (96) after the speech began, plus Silero's onset and the
    # 20 ms chunk it was decided in (the echo and voicing checks run alongside).
    assert 0.096 <= (stopped_at - started) / RATE < 0.22
    assert stopped_at - CHUNK < stop.at <= stopped_at
    assert states(outputs) == [State.HEARING, State.THINKING]
    assert len(of_type(outputs, Transcribe)) == 1


def replying(
    listener: Listener,
    reply: np.ndarray,
    echo_db: float = 0.0,
    over: dict[float, np.ndarray] | None = None,
) -> list[tuple[int, Output]]:
    """``reply`` played after 0.5 s of silence; the microphone hears noise, the reply's echo
    through a room 0.1 s later (``echo_db`` quieter than through_a_room makes it) and each
    sound of ``over`` from its second on; the listener's outputs meanwhile."""
    hear(listener, silence(0.5))
    listener.playing(reply, listener.received)
    delay = int(0.1 * RATE)
    heard = noise((delay + len(reply)) / RATE + 1.0, -60.0)
    heard[delay : delay + len(reply)] += through_a_room(reply) * 10 ** (echo_db / 20)
    for at_s, sound in (over or {}).items():
        heard[int(at_s * RATE) : int(at_s * RATE) + len(sound)] += sound
    return hear(listener, heard)


def test_the_replys_own_echo_neither_barges_in_nor_becomes_a_question(
    voice: Voice, vad: SileroVad
) -> None:
    listener = Listener(settings(), vad)
    outputs = replying(listener, voice(REPLY))
    assert outputs == []  # still speaking: nothing stopped, nothing to transcribe
    assert listener.state is State.SPEAKING


def test_with_barge_in_off_talk_over_the_reply_is_ignored(voice: Voice, vad: SileroVad) -> None:
    listener = Listener(settings(barge_in=False), vad)
    hear(listener, silence(0.5))
    listener.playing(voice(REPLY), listener.received)
    outputs = hear(listener, np.concatenate([voice(QUESTION), silence(1.0)]))
    assert outputs == []
    assert listener.reply_ended() == [StateChanged(State.LISTENING)]


def test_with_a_wake_phrase_only_what_follows_it_is_a_question(
    voice: Voice, vad: SileroVad
) -> None:
    listener = Listener(settings(wake_phrase="hey robot"), vad)
    said = np.concatenate([silence(0.5), *[np.concatenate([voice(QUESTION), silence(1.0)])] * 5])
    utterances = [o.utterance for o in of_type(hear(listener, said), Transcribe)]
    first, second, third, fourth, fifth = utterances
    assert listener.transcribed(first, "Where is the fire hydrant?")[0] == Heard(
        "Where is the fire hydrant?", None, False
    )
    assert listener.transcribed(second, "Hey robots, where is the bench?")[0] == Heard(
        "Hey robots, where is the bench?", "where is the bench?", True
    )
    # The phrase alone: the next utterance is the question.
    assert listener.transcribed(third, "Hey, robot.")[0] == Heard("Hey, robot.", None, True)
    assert listener.transcribed(fourth, "Where is the bench?")[0] == Heard(
        "Where is the bench?", "Where is the bench?", True
    )
    assert listener.transcribed(fifth, "")[-1] == StateChanged(State.LISTENING)


def test_transcribing_starts_at_the_first_pause_and_its_text_is_heard_at_the_end(
    voice: Voice, vad: SileroVad
) -> None:
    listener = Listener(settings(), vad)  # early_transcript_ms 200, min_silence_ms 500
    question = voice(QUESTION)
    _, end = speech_bounds(question)
    outputs = hear(listener, np.concatenate([silence(0.5), question]))
    while not (asked := of_type(outputs, Transcribe)):
        outputs = hear(listener, silence(CHUNK / RATE))
    asked_at = listener.received
    assert 0.1 <= asked_at / RATE - (0.5 + end) < 0.3  # a pause, not yet the end
    assert listener.state is State.HEARING
    assert listener.transcribed(asked[0].utterance, QUESTION) == []  # kept for the end
    outputs = hear(listener, silence(1.0))
    ((heard_at, heard),) = [(at, o) for at, o in outputs if isinstance(o, Heard)]
    assert heard.question == QUESTION
    # At the end (min_silence_ms after the speech), with no transcript to wait for.
    assert 0.25 <= (heard_at - asked_at) / RATE < 0.4
    assert of_type(outputs, Transcribe) == []


def test_a_pause_mid_question_drops_its_transcript_and_the_whole_question_is_heard(
    voice: Voice, vad: SileroVad
) -> None:
    listener = Listener(settings(), vad)
    first, second = voice("Where is the"), voice("fire hydrant?")
    first = first[: int(speech_bounds(first)[1] * RATE)]
    begin, end = speech_bounds(second)
    second = second[int(begin * RATE) : int(end * RATE)]
    # 350 ms between the words: past early_transcript_ms, short of min_silence_ms.
    outputs = hear(listener, np.concatenate([silence(0.5), first, silence(0.35), second]))
    (paused,) = [o.utterance for o in of_type(outputs, Transcribe)]
    assert not listener.wants(paused)  # the speaker went on
    assert listener.transcribed(paused, "Where is the") == []
    outputs = hear(listener, silence(1.0))
    (whole,) = [o.utterance for o in of_type(outputs, Transcribe)]
    assert whole.speech_start == paused.speech_start and whole.speech_end > paused.speech_end
    assert listener.transcribed(whole, QUESTION)[0] == Heard(QUESTION, QUESTION, True)
    assert listener.state is State.THINKING


def test_with_early_transcripts_off_an_utterance_is_transcribed_at_its_end(
    voice: Voice, vad: SileroVad
) -> None:
    listener = Listener(settings(early_transcript_ms=0), vad)
    question = voice(QUESTION)
    _, end = speech_bounds(question)
    outputs = hear(listener, np.concatenate([silence(0.5), question, silence(1.0)]))
    ((asked_at, _),) = [(at, o) for at, o in outputs if isinstance(o, Transcribe)]
    assert 0.45 <= (asked_at - int((0.5 + end) * RATE)) / RATE < 0.65  # min_silence_ms


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
    # What was asked for at a pause inside it is not wanted any more.
    assert not any(listener.wants(o.utterance) for o in of_type(outputs, Transcribe))
    assert listener.state is State.LISTENING


def test_a_person_talking_over_the_replys_echo_still_barges_in(
    voice: Voice, vad: SileroVad
) -> None:
    listener = Listener(settings(), vad)
    question = voice(QUESTION)
    begin, _ = speech_bounds(question)
    started = int((0.5 + 1.5 + begin) * RATE)
    outputs = replying(listener, voice(REPLY), over={1.5: question})
    ((stopped_at, _),) = [(at, o) for at, o in outputs if isinstance(o, StopReply)]
    # The echo kept the segmenter in speech: the person only has to outweigh it.
    assert 0 < (stopped_at - started) / RATE < 0.3
    assert len(wanted(listener, outputs)) == 1


def test_knocks_and_clatter_over_the_replys_echo_do_not_stop_it_and_a_word_does(
    voice: Voice, vad: SileroVad
) -> None:
    # After the browser's echo cancellation the reply comes back ~25 dB down: the VAD
    # hears speech in it, and a knock over it would pass the level gate.
    reply, rng = voice(REPLY), np.random.default_rng(0)
    for name, make in sorted(NOT_A_VOICE.items()):
        for at_s in (0.8, 1.7, 2.9):
            listener = Listener(settings(), SileroVad())
            outputs = replying(listener, reply, echo_db=-15.0, over={at_s: make(rng)})
            assert of_type(outputs, StopReply) == [], (name, at_s)
    outputs = replying(Listener(settings(), vad), reply, -15.0, over={1.7: voice("Wait.")})
    assert len(of_type(outputs, StopReply)) == 1


def talked_over(listener: Listener, voice: Voice) -> list[Transcribe]:
    """A question said over the reply; the transcripts it asks for."""
    hear(listener, silence(0.5))
    listener.playing(voice(REPLY), listener.received)
    outputs = hear(listener, np.concatenate([silence(0.6), voice(QUESTION), silence(1.0)]))
    assert len(of_type(outputs, PauseReply)) == 1
    assert of_type(outputs, StopReply) == []
    assert listener.state is State.THINKING
    return wanted(listener, outputs)


def test_with_a_wake_phrase_talk_over_the_reply_pauses_it_and_resumes_it_if_not_for_me(
    voice: Voice, vad: SileroVad
) -> None:
    listener = Listener(settings(wake_phrase="hey robot"), vad)
    (asked,) = talked_over(listener, voice)
    # Someone nearby, not the robot's listener: the reply plays on.
    outputs = listener.transcribed(asked.utterance, "Where is the fire hydrant?")
    assert outputs == [
        ResumeReply(),
        Heard("Where is the fire hydrant?", None, False),
        StateChanged(State.LISTENING),
    ]


def test_with_a_wake_phrase_talk_over_the_reply_that_says_it_stops_the_reply(
    voice: Voice, vad: SileroVad
) -> None:
    listener = Listener(settings(wake_phrase="hey robot"), vad)
    (asked,) = talked_over(listener, voice)
    outputs = listener.transcribed(asked.utterance, "Hey robot, where is the bench?")
    assert [type(o) for o in outputs] == [StopReply, Heard]
    assert outputs[1].question == "where is the bench?"
    # Nothing heard in it (Whisper found no words): not for the robot either.
    listener = Listener(settings(wake_phrase="hey robot"), SileroVad())
    (asked,) = talked_over(listener, voice)
    assert listener.transcribed(asked.utterance, "")[0] == ResumeReply()

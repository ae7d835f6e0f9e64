"""The hands-free conversation: listening, hearing you, thinking, speaking; barge-in.

``Listener`` is driven by three things and says what should happen next: the
microphone (``hear``), the transcripts of the utterances it asked for
(``transcribed``), and the reply's playback (``playing``, ``reply_ended``).
Speech that starts while the reply plays and lasts ``barge_in_speech_ms`` stops
the reply (``StopReply``) unless it is the reply's own echo, and is then
answered like any utterance. With a wake phrase, whether the speech was for the
robot is known only from its transcript: the reply pauses (``PauseReply``) and,
once the transcript is in, stops if it was for the robot or resumes
(``ResumeReply``) if it was someone talking nearby. Transcribing and answering
are the caller's.

An utterance is handed over for transcribing at its first pause
(``early_transcript_ms``), before it is known to have ended: if it ends there,
that transcript is the answer's, ready ~0.3 s sooner; if the speaker goes on,
it is dropped and the whole utterance is transcribed when it ends.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

import numpy as np

from hri_app.listening.echo import EchoGuard
from hri_app.listening.segmenter import (
    Paused,
    Segmenter,
    SpeechDropped,
    SpeechStarted,
    TooLong,
    Utterance,
    Vad,
)
from hri_app.listening.settings import RATE, ListenSettings
from hri_app.listening.vad import WINDOW
from hri_app.listening.wake_phrase import after_wake_phrase

# Microphone audio compared with the reply before barging in: half a second tells
# an echo from a person (echo.py); shorter stretches do not.
ECHO_CHECK_SAMPLES = RATE // 2
# Consecutive windows judged not the echo before barging in: one window alone can
# be an echo misjudged where the reply pauses (tests/hri_app/listening/test_echo.py).
BARGE_IN_CONFIRMATIONS = 2
# Loud voiced windows among them: over the reply's echo the VAD calls a knock or a
# door speech; only a voice barges in (voicing.py; "stop" has two by 120 ms).
BARGE_IN_VOICED = 2


class State(StrEnum):
    LISTENING = "listening"
    HEARING = "hearing you"
    THINKING = "thinking"
    SPEAKING = "speaking"


@dataclass(frozen=True)
class StateChanged:
    state: State


@dataclass(frozen=True)
class StopReply:
    """Barge-in: silence the reply now, for good."""

    at: int  # stream sample when it was decided


@dataclass(frozen=True)
class PauseReply:
    """Barge-in with a wake phrase: silence the reply now, to stop or resume it later."""

    at: int  # stream sample when it was decided


@dataclass(frozen=True)
class ResumeReply:
    """The speech that paused the reply was not for the robot: play the rest of it."""


@dataclass(frozen=True)
class Transcribe:
    """An utterance to transcribe; hand it back with its text to ``Listener.transcribed``
    (unless ``Listener.wants`` says it is no longer needed)."""

    utterance: Utterance


@dataclass(frozen=True)
class Heard:
    """A final transcript; ``question`` is what to answer (None: not for the robot)."""

    text: str
    question: str | None
    for_me: bool


@dataclass(frozen=True)
class Problem:
    """Something the speaker can act on (an utterance too long)."""

    message: str


Output = StateChanged | StopReply | PauseReply | ResumeReply | Transcribe | Heard | Problem


class Listener:
    """One microphone stream's conversation state; not thread-safe (one caller per stream)."""

    def __init__(self, settings: ListenSettings, vad: Vad) -> None:
        self.settings = settings
        self.segmenter = Segmenter(settings, vad)
        self.echo = EchoGuard(settings.echo_delay_samples)
        self.state = State.LISTENING
        self._received = 0  # microphone samples so far: the stream's clock
        self._recent = np.zeros(0, dtype=np.float32)  # the last ECHO_CHECK_SAMPLES of them
        self._speaking = False
        # The utterance going on began during a reply and has not stopped it (yet).
        self._heard_while_speaking = False
        self._not_echo = 0  # consecutive windows of it judged not the reply's echo
        # Transcripts asked for at the pause of the utterance going on (None until
        # given), and those of ended utterances still awaited, by Utterance.key.
        self._early: dict[tuple[int, int], str | None] = {}
        self._awaited: set[tuple[int, int]] = set()
        self._awake = False  # the wake phrase was said alone: the next utterance is for me
        # Utterance.key[0] (its speech start) of the speech that paused the reply, if any.
        self._paused_by: int | None = None
        self._utterance_start = 0  # speech start of the utterance going on, or the last one

    @property
    def received(self) -> int:
        """Samples heard so far; the page reports playback on this clock."""
        return self._received

    def hear(self, samples: np.ndarray) -> list[Output]:
        """Take microphone samples (16 kHz float); what to do about them, in order."""
        out: list[Output] = []
        samples = np.asarray(samples, dtype=np.float32)
        for start in range(0, len(samples), WINDOW):
            piece = samples[start : start + WINDOW]
            self._received += len(piece)
            self._recent = np.concatenate([self._recent, piece])[-ECHO_CHECK_SAMPLES:]
            for event in self.segmenter.push(piece):
                out.extend(self._on_event(event))
            if self._early and self.segmenter.speech_so_far not in self._early:
                self._early.clear()  # the speaker went on after the pause
            out.extend(self._maybe_barge_in())
        return out

    def _on_event(
        self, event: SpeechStarted | SpeechDropped | TooLong | Utterance | Paused
    ) -> list[Output]:
        if isinstance(event, Paused):
            if self._heard_while_speaking:  # echo or barge-in: decided at its end
                return []
            self._early = {event.utterance.key: None}
            return [Transcribe(event.utterance)]
        if not isinstance(event, Utterance):
            self._early.clear()  # the utterance paused at is not one after all
        if isinstance(event, SpeechStarted):
            self._utterance_start = event.at
            self._heard_while_speaking, self._not_echo = self._speaking, 0
            return [] if self._speaking else self._set(State.HEARING)
        if isinstance(event, TooLong):
            limit = f"{event.limit_s:g} s (speech.max_audio_s)"
            problem = Problem(f"that was longer than {limit}; ask in shorter sentences")
            return [problem, *self._pause_ends(self._utterance_start, False), *self._settle()]
        if isinstance(event, SpeechDropped):
            return [*self._pause_ends(self._utterance_start, False), *self._settle()]
        early, self._early = self._early, {}
        if self._heard_while_speaking:
            self._heard_while_speaking = False
            if not self.settings.barge_in or self.echo.is_echo(event.audio, event.end):
                return self._settle()  # the reply's echo, or talk over a reply that may not stop
        if event.key not in early:  # no pause before the end, or the speaker went on
            self._awaited.add(event.key)
            return [Transcribe(event), *self._set(State.THINKING)]
        text = early[event.key]
        if text is None:  # being transcribed
            self._awaited.add(event.key)
            return self._set(State.THINKING)
        return [*self._set(State.THINKING), *self._heard(event.key, text)]

    def _maybe_barge_in(self) -> list[Output]:
        if not (self._speaking and self._heard_while_speaking and self.settings.barge_in):
            return []
        # Judged from the first window on, so the confirmations end with the minimum speech.
        if self.echo.is_echo(self._recent, self._received):
            self._not_echo = 0
            return []
        self._not_echo += 1
        if (
            self._not_echo < BARGE_IN_CONFIRMATIONS
            or self.segmenter.speech_windows < self.settings.barge_in_windows
            or self.segmenter.voiced_windows < BARGE_IN_VOICED
        ):
            return []
        self._heard_while_speaking = False
        self._stop_speaking()
        if self.settings.wake_phrase and not self._awake:  # for me? its transcript will tell
            self._paused_by = self._utterance_start
            return [PauseReply(self._received), *self._set(State.HEARING)]
        return [StopReply(self._received), *self._set(State.HEARING)]

    def wants(self, utterance: Utterance) -> bool:
        """Whether the transcript of ``utterance`` is still needed (the speaker may have
        gone on after the pause it was asked for at)."""
        return utterance.key in self._awaited or utterance.key in self._early

    def transcribed(self, utterance: Utterance, text: str) -> list[Output]:
        """The transcript of an utterance ``Transcribe`` asked for ("" when none was heard)."""
        if utterance.key in self._early:  # the utterance has not ended: keep it for then
            self._early[utterance.key] = text
            return []
        if utterance.key not in self._awaited:  # the speaker went on after that pause
            return []
        self._awaited.discard(utterance.key)
        return self._heard(utterance.key, text)

    def _heard(self, key: tuple[int, int], text: str) -> list[Output]:
        """A final transcript: a question, the wake phrase alone, or not for the robot."""
        text = text.strip()
        if not text:
            return [*self._pause_ends(key[0], False), *self._settle()]
        question = text if self._awake else after_wake_phrase(text, self.settings.wake_phrase)
        self._awake = question == ""
        pause_ends = self._pause_ends(key[0], question is not None)
        if not question:
            return [*pause_ends, Heard(text, None, question == ""), *self._settle()]
        return [*pause_ends, Heard(text, question, True), *self._set(State.THINKING)]

    def _pause_ends(self, speech_start: int, for_me: bool) -> list[Output]:
        """The speech that paused the reply is understood: stop the reply, or play it on."""
        if self._paused_by != speech_start:
            return []
        self._paused_by = None
        return [StopReply(self._received)] if for_me else [ResumeReply()]

    def playing(self, clip: np.ndarray, at: int) -> list[Output]:
        """A clip of the reply (16 kHz float) started when the microphone was at sample ``at``."""
        self._speaking = True
        # Someone already talking when the reply starts is talking over it.
        self._heard_while_speaking = self._heard_while_speaking or self.segmenter.in_utterance
        self.echo.playing(clip, at)
        return self._set(State.SPEAKING)

    def reply_ended(self) -> list[Output]:
        """The reply finished, or was stopped."""
        self._stop_speaking()
        return self._settle()

    def _stop_speaking(self) -> None:
        self._speaking = False
        self.echo.clear()

    def _settle(self) -> list[Output]:
        """The state once nothing new happened: what is still going on decides it."""
        if self._speaking:
            return self._set(State.SPEAKING)
        if self.segmenter.in_utterance and not self._heard_while_speaking:
            return self._set(State.HEARING)
        return self._set(State.THINKING if self._awaited else State.LISTENING)

    def _set(self, state: State) -> list[Output]:
        if state == self.state:
            return []
        self.state = state
        return [StateChanged(state)]

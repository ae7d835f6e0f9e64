"""`lgr listen`: the hands-free conversation on the robot itself, without a browser.

The microphone arrives as 16-bit 16 kHz mono PCM on standard input
(``arecord -q -f S16_LE -r 16000 -c 1 -t raw | lgr listen``) or from a recording
(``--input FILE``, played at its own pace, for scripts). The Talk page's
``Listener`` finds the utterances, the wake phrase and barge-in; Whisper, the
agent and piper run beside the microphone on worker threads, so it is never
read late. Replies are printed, and spoken through a player command
(``--play "aplay -q"``: one WAV per sentence on its standard input) that
barge-in kills.
"""

from __future__ import annotations

import logging
import queue
import subprocess
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

import numpy as np

from hri_app.listening.echo import reply_samples
from hri_app.listening.listener import (
    Heard,
    Listener,
    Output,
    PauseReply,
    Problem,
    ResumeReply,
    StopReply,
    Transcribe,
)
from hri_app.listening.segmenter import Utterance
from hri_app.listening.settings import RATE
from hri_app.service import RobotService
from hri_app.speech import decode_recording

log = logging.getLogger(__name__)

CHUNK = 320  # 20 ms, as the Talk page sends it: how often the conversation moves on
# A recording given with --input may be long (a scripted session), not endless.
MAX_RECORDING_S = 3600.0


def microphone(stream: BinaryIO) -> Iterator[np.ndarray]:
    """16 kHz float chunks of raw 16-bit PCM from ``stream`` (a pipe from arecord), to EOF."""
    while True:
        data = stream.read(CHUNK * 2)
        if len(data) < 2:
            return
        yield np.frombuffer(data[: len(data) // 2 * 2], dtype="<i2").astype(np.float32) / 32768


def recording(path: Path) -> Iterator[np.ndarray]:
    """``path``'s audio in chunks, each given when a live microphone would have given it;
    decoded now (SpeechError), so an unreadable file is refused before anything loads."""
    return _paced(decode_recording(path, f"the recording {path.name}", MAX_RECORDING_S))


def _paced(audio: np.ndarray) -> Iterator[np.ndarray]:
    started = time.monotonic()
    for start in range(0, len(audio), CHUNK):
        wait = started + (start + CHUNK) / RATE - time.monotonic()
        if wait > 0:
            time.sleep(wait)
        yield audio[start : start + CHUNK]


class Player:
    """Plays reply clips one at a time through a command; ``stop`` kills the one playing."""

    def __init__(self, command: list[str]) -> None:
        self.command = command
        self._process: subprocess.Popen[bytes] | None = None

    def start(self, clip: bytes) -> None:
        """Start playing ``clip``; returns at once (a player such as aplay reads its input as
        it plays, and the microphone must go on being read meanwhile)."""
        self._process = subprocess.Popen(
            self.command, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL
        )
        threading.Thread(target=_feed, args=(self._process, clip), daemon=True).start()

    @property
    def busy(self) -> bool:
        return self._process is not None and self._process.poll() is None

    def stop(self) -> None:
        if self.busy:
            assert self._process is not None
            self._process.kill()
            self._process.wait()
        self._process = None


def _feed(process: subprocess.Popen[bytes], clip: bytes) -> None:
    assert process.stdin is not None
    try:
        process.stdin.write(clip)
        process.stdin.close()
    except (BrokenPipeError, ValueError):  # the player quit or was stopped meanwhile
        pass


@dataclass
class _Reply:
    id: int
    clips: deque[bytes]
    spoken: bool = False  # piper gave every clip


# What the worker threads hand back to the microphone's thread.
@dataclass(frozen=True)
class _Transcribed:
    utterance: Utterance
    text: str | None  # None: no longer wanted


@dataclass(frozen=True)
class _Answered:
    reply_id: int
    answer: str


@dataclass(frozen=True)
class _Clip:
    reply_id: int
    wav: bytes


@dataclass(frozen=True)
class _Said:
    """A line for the person (a problem); ``job_ended``: the answering job is over."""

    text: str
    job_ended: bool = False


@dataclass(frozen=True)
class _Spoken:
    reply_id: int


_Done = _Transcribed | _Answered | _Clip | _Said | _Spoken


class RobotConversation:
    """One microphone's conversation: hear, transcribe, answer, speak, be interrupted."""

    def __init__(
        self,
        service: RobotService,
        listener: Listener,
        player: Player | None,
        say: Callable[[str], None],
    ) -> None:
        self.service = service
        self.listener = listener
        self.player = player
        self.say = say
        # Whisper and the agent each on their own thread: a question is answered while
        # the next utterance is transcribed; their results come back through a queue.
        self._transcriber = ThreadPoolExecutor(1, thread_name_prefix="lgr-listen-stt")
        self._answerer = ThreadPoolExecutor(1, thread_name_prefix="lgr-listen-answer")
        self._done: queue.Queue[_Done] = queue.Queue()
        self._jobs = 0  # transcriptions and answers still running
        self._reply: _Reply | None = None
        self._clip: bytes | None = None  # playing now
        self._paused = False

    def hear(self, samples: np.ndarray) -> None:
        """The next microphone chunk; also moves on whatever finished meanwhile."""
        self._act(self.listener.hear(samples))
        self._collect()
        self._play_on()

    def finish(self, poll_s: float = 0.02) -> None:
        """The microphone ended: wait for the answers and their speech, then stop."""
        while self._jobs or self._reply is not None:
            time.sleep(poll_s)
            self._collect()
            self._play_on()
        self._transcriber.shutdown()
        self._answerer.shutdown()

    # ------------------------------------------------------------------ listening
    def _act(self, outputs: list[Output]) -> None:
        for output in outputs:
            if isinstance(output, Transcribe):
                self._jobs += 1
                self._transcriber.submit(self._transcribe, output.utterance)
            elif isinstance(output, Heard):
                self._heard(output)
            elif isinstance(output, StopReply):
                self._cut("stopped: talked over")
            elif isinstance(output, PauseReply):
                self._pause()
            elif isinstance(output, ResumeReply):
                self._paused = False
                self.say("resumed: that was not for me")
            elif isinstance(output, Problem):
                self.say(f"problem: {output.message}")

    def _transcribe(self, utterance: Utterance) -> None:
        text: str | None = None  # no longer wanted: the speaker went on after a pause
        try:
            if self.listener.wants(utterance):
                transcript = self.service.transcribe_heard(utterance.audio)
                text = transcript.text if transcript else ""
        except Exception as error:  # a bug: say so, and go on listening
            log.exception("transcribing an utterance failed")
            self._done.put(_Said(f"problem: transcribing failed ({type(error).__name__})"))
            text = ""
        finally:
            self._done.put(_Transcribed(utterance, text))

    def _heard(self, heard: Heard) -> None:
        if heard.question is None:
            note = "the wake phrase: ask your question" if heard.for_me else "not for me"
            self.say(f'heard: "{heard.text}" ({note})')
            return
        self.say(f'heard: "{heard.text}"')
        self._jobs += 1
        self._answerer.submit(self._answer, heard.question)

    def _answer(self, question: str) -> None:
        try:
            reply = self.service.ask(question, channel="voice")
        except Exception as error:  # refused, or the agent failed: the service said why
            self._done.put(_Said(f"problem: {error}", job_ended=True))
            return
        self._done.put(_Answered(reply.exchange.id, reply.answer.answer))
        try:
            for clip in self.service.speak(reply) if self.player else ():
                self._done.put(_Clip(reply.exchange.id, clip))
        except Exception as error:  # the answer stands in writing
            self._done.put(_Said(f"problem: {error}"))
        finally:
            self._done.put(_Spoken(reply.exchange.id))

    def _collect(self) -> None:
        """What the worker threads finished, in the order they finished it."""
        while True:
            try:
                done = self._done.get_nowait()
            except queue.Empty:
                return
            if isinstance(done, _Transcribed):
                self._jobs -= 1
                if done.text is not None:
                    self._act(self.listener.transcribed(done.utterance, done.text))
            elif isinstance(done, _Answered):
                self.say(f"answer: {done.answer}")
                self._start_reply(done.reply_id)
            elif isinstance(done, _Said):
                self._jobs -= done.job_ended
                self.say(done.text)
            elif isinstance(done, _Clip):
                if self._reply and self._reply.id == done.reply_id:  # else cut short
                    self._reply.clips.append(done.wav)
            else:
                self._jobs -= 1
                if self._reply and self._reply.id == done.reply_id:
                    self._reply.spoken = True

    # ------------------------------------------------------------------ speaking
    def _start_reply(self, reply_id: int) -> None:
        self._cut(None)  # a newer answer replaces what was being said
        self._reply = _Reply(reply_id, deque())

    def _play_on(self) -> None:
        """Start the next clip once the one playing ended; end the reply after its last."""
        reply = self._reply
        if reply is None or self._paused or (self.player and self.player.busy):
            return
        if reply.clips and self.player:
            self._clip = reply.clips.popleft()
            self.player.start(self._clip)
            self._act(self.listener.playing(reply_samples(self._clip), self.listener.received))
        elif reply.spoken or not self.player:
            self._reply, self._clip = None, None
            self._act(self.listener.reply_ended())

    def _pause(self) -> None:
        if self._reply is None:
            return
        if self.player and self.player.busy and self._clip is not None:
            self.player.stop()
            self._reply.clips.appendleft(self._clip)  # said again from its start
        self._paused = True
        self.say("paused: someone is talking")

    def _cut(self, note: str | None) -> None:
        if self._reply is None:
            return
        if self.player:
            self.player.stop()
        self._reply, self._clip, self._paused = None, None, False
        self._act(self.listener.reply_ended())
        if note:
            self.say(note)


def converse(
    service: RobotService,
    listener: Listener,
    chunks: Iterator[np.ndarray],
    player: Player | None,
    say: Callable[[str], None],
) -> None:
    """Run one conversation over ``chunks`` until they end and every answer was given."""
    conversation = RobotConversation(service, listener, player, say)
    try:
        for samples in chunks:
            conversation.hear(samples)
        conversation.finish()
    finally:
        if player:
            player.stop()

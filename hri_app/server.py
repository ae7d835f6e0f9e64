"""Starting the app for a memory: access checks first, then the server, models meanwhile.

Shared by `lgr app`, `lgr demo` and the ROS 2 app node, so every way of running
the app refuses the same unsafe setups and prints the same "ready" line. Gradio
and the models are imported only once the checks have passed, so a refused
setup is refused at once.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from hri_app.access import BodyLimit, LoginAttempts, LoginBrake, credentials
from hri_app.config import AppConfig, app_config

if TYPE_CHECKING:
    import gradio as gr
    from starlette.routing import BaseRoute

    from hri_app.navigation import NavigationBackend
    from hri_app.service import RobotService
    from memory_core.memory import Memory

# How often the serving thread looks for Ctrl+C or the app closing (seconds).
STOP_POLL_S = 0.1
# Where Gradio keeps uploads and the files it serves (read when an app is built).
GRADIO_TEMP_DIR = "GRADIO_TEMP_DIR"


class ServeError(ValueError):
    """The app cannot serve as asked (unsafe access, half an HTTPS setup, port taken)."""


@dataclass(frozen=True)
class Listening:
    """Where and how the app serves; build it with ``listening`` before anything slow."""

    host: str
    port: int
    auth: list[tuple[str, str]] | None
    ssl_certfile: str | None = None
    ssl_keyfile: str | None = None
    max_upload_mb: float = AppConfig.max_upload_mb
    login_attempts_per_minute: int = AppConfig.login_attempts_per_minute
    max_request_kb: int = AppConfig.max_request_kb

    @property
    def url(self) -> str:
        scheme = "https" if self.ssl_certfile else "http"
        shown = "127.0.0.1" if self.host == "0.0.0.0" else self.host
        return f"{scheme}://{shown}:{self.port}/"


def listening(
    host: str,
    port: int,
    auth_file: str = "",
    ssl_certfile: str | None = None,
    ssl_keyfile: str | None = None,
    limits: AppConfig | None = None,
) -> Listening:
    """Checked settings: AccessError without credentials off loopback; ServeError for the rest."""
    limits = limits or AppConfig()
    if bool(ssl_certfile) != bool(ssl_keyfile):
        raise ServeError("give both --ssl-certfile and --ssl-keyfile, or neither")
    if limits.login_attempts_per_minute < 1:
        raise ServeError(
            f"app.login_attempts_per_minute must be at least 1, "
            f"got {limits.login_attempts_per_minute}"
        )
    if not limits.max_upload_mb > 0:
        raise ServeError(f"app.max_upload_mb must be positive, got {limits.max_upload_mb}")
    if limits.max_request_kb < 1:
        raise ServeError(f"app.max_request_kb must be at least 1, got {limits.max_request_kb}")
    auth = credentials(host, auth_file)
    _check_free(host, port)
    return Listening(
        host,
        port,
        auth,
        ssl_certfile,
        ssl_keyfile,
        limits.max_upload_mb,
        limits.login_attempts_per_minute,
        limits.max_request_kb,
    )


def _check_free(host: str, port: int) -> None:
    """Refuse a taken port now, not after the models have loaded."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((host, port))
        except OSError as error:
            raise ServeError(
                f"cannot listen on {host}:{port} ({error.strerror}); choose another --port"
            ) from None


def serve(
    app: gr.Blocks, where: Listening, concurrency: int, routes: Sequence[BaseRoute] = ()
) -> None:
    """Start serving and return (``app.block_thread()`` waits for Ctrl+C).

    ``routes`` are served beside Gradio's, behind the same middleware (the listening
    WebSocket); they check logins themselves.
    """
    from starlette.middleware import Middleware

    from hri_app.app import CSS, THEME
    from hri_app.listen_route import LISTEN_JS
    from hri_app.speech_player import PLAYER_JS

    guards = [Middleware(BodyLimit, max_bytes=where.max_request_kb * 1024)]
    if where.auth:
        guards.append(
            Middleware(LoginBrake, attempts=LoginAttempts(where.login_attempts_per_minute))
        )
    app.queue(default_concurrency_limit=concurrency)
    try:
        app.launch(
            server_name=where.host,
            server_port=where.port,
            auth=where.auth,
            share=False,
            ssr_mode=False,
            prevent_thread_lock=True,
            ssl_certfile=where.ssl_certfile,
            ssl_keyfile=where.ssl_keyfile,
            # Gradio's start-up request goes to this very server; with a self-signed
            # certificate (the usual case on a robot) verifying it would refuse to start.
            ssl_verify=False,
            max_file_size=int(where.max_upload_mb * 1024 * 1024),
            app_kwargs={"middleware": guards, "routes": list(routes)},
            footer_links=["api"],
            theme=THEME,
            css=CSS,
            js=f"{PLAYER_JS}\n{LISTEN_JS}",
            quiet=True,
        )
    except OSError as error:
        where_text = f"{where.host}:{where.port}"
        raise ServeError(f"cannot listen on {where_text} ({error}); choose another port") from None


@contextmanager
def private_uploads() -> Iterator[Path]:
    """A temporary folder of this app's own for Gradio's files, deleted when the app stops.

    Gradio keeps every upload (voice recordings: personal data) in a folder shared
    by all its apps that outlives them; apps built inside this block use this
    folder instead.
    """
    folder = Path(tempfile.mkdtemp(prefix="lgr-app-"))
    previous = os.environ.get(GRADIO_TEMP_DIR)
    os.environ[GRADIO_TEMP_DIR] = str(folder)
    try:
        yield folder
    finally:
        if previous is None:
            del os.environ[GRADIO_TEMP_DIR]
        else:
            os.environ[GRADIO_TEMP_DIR] = previous
        shutil.rmtree(folder, ignore_errors=True)


@contextmanager
def serving(
    build: Callable[[], gr.Blocks],
    where: Listening,
    concurrency: int,
    routes: Sequence[BaseRoute] = (),
) -> Iterator[gr.Blocks]:
    """The app ``build`` makes, served from a private upload folder; stopped and wiped on exit."""
    with private_uploads():
        app = build()
        serve(app, where, concurrency, routes)
        try:
            yield app
        finally:
            app.close(verbose=False)


def run_app(
    memory: Memory,
    where: Listening,
    *,
    navigator: NavigationBackend | None = None,
    examples: list[str] | None = None,
) -> None:
    """Serve the app on ``memory`` until Ctrl+C.

    The page opens as soon as it is built; the speech models load meanwhile, in
    the background (~1.5 s on 2 cores): a question spoken before they are ready
    waits for them, a typed one does not.
    """
    from hri_app.app import build_app
    from hri_app.listen_route import listen_route
    from hri_app.service import RobotService

    service = RobotService(memory, navigator=navigator)
    warming = threading.Thread(target=_warm_up, args=(service,), name="warm-up", daemon=True)
    warming.start()
    if threading.current_thread() is threading.main_thread():
        # `kill` and service managers stop with SIGTERM: stop as for Ctrl+C, so the
        # upload folder (voice recordings) is deleted then too. SIGINT is set too: a
        # process started in the background by a script inherits it ignored, and
        # would then never stop on Ctrl+C or `kill -INT`.
        for stop_signal in (signal.SIGINT, signal.SIGTERM):
            signal.signal(stop_signal, signal.default_int_handler)
    build = partial(build_app, service, examples=examples)
    try:
        routes = [listen_route(service)]
        with serving(build, where, app_config(memory.config).concurrency, routes) as app:
            # Not app.block_thread(): on Ctrl+C it closes the server before Gradio's
            # queue, so it waits 5 s for each client's event stream; leaving ``serving``
            # closes the queue first, and the streams with it. "ready" is said inside
            # the try: a Ctrl+C sent the moment it appears may land while it is still
            # being written.
            try:
                say(f"ready: {where.url} (Supervise: {where.url}supervise); Ctrl+C stops")
                while app.is_running:
                    time.sleep(STOP_POLL_S)
            except KeyboardInterrupt:
                say("stopping")
    finally:
        # A model half loaded by native code aborts the process if the interpreter
        # exits under it: a stop in the first second waits for the loading to end.
        warming.join()


def _warm_up(service: RobotService) -> None:
    """Load the models now, so the first visitor does not wait; say if speech cannot work."""
    started = time.perf_counter()
    try:
        service.warm_up()
    except Exception as error:  # a missing voice model leaves typed questions working
        say(f"speech is unavailable: {error}; typed questions still work")
        return
    say(f"speech models loaded in {time.perf_counter() - started:.1f} s")


def say(message: str) -> None:
    print(f"lgr: {message}", file=sys.stderr, flush=True)

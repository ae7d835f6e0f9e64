"""Starting the app for a memory: access checks first, then models, then the server.

Shared by `lgr app`, `lgr demo` and the ROS 2 app node, so every way of running
the app refuses the same unsafe setups and prints the same "ready" line.
"""

from __future__ import annotations

import socket
import sys
from dataclasses import dataclass

import gradio as gr

from hri_app.access import credentials
from hri_app.app import CSS, THEME, build_app
from hri_app.navigation import NavigationBackend
from hri_app.service import RobotService
from hri_app.speech_player import PLAYER_JS
from memory_core.memory import Memory


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
) -> Listening:
    """Checked settings: AccessError without credentials off loopback; ServeError for HTTPS."""
    if bool(ssl_certfile) != bool(ssl_keyfile):
        raise ServeError("give both --ssl-certfile and --ssl-keyfile, or neither")
    auth = credentials(host, auth_file)
    _check_free(host, port)
    return Listening(host, port, auth, ssl_certfile, ssl_keyfile)


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


def serve(app: gr.Blocks, where: Listening, concurrency: int) -> None:
    """Start serving and return (``app.block_thread()`` waits for Ctrl+C)."""
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
            footer_links=["api"],
            theme=THEME,
            css=CSS,
            js=PLAYER_JS,
            quiet=True,
        )
    except OSError as error:
        where_text = f"{where.host}:{where.port}"
        raise ServeError(f"cannot listen on {where_text} ({error}); choose another port") from None


def run_app(
    memory: Memory,
    where: Listening,
    *,
    navigator: NavigationBackend | None = None,
    examples: list[str] | None = None,
) -> None:
    """Serve the app on ``memory`` until Ctrl+C; models are loaded before the page opens."""
    service = RobotService(memory, navigator=navigator)
    say("loading the speech and embedding models")
    service.warm_up()
    app = build_app(service, examples=examples)
    serve(app, where, memory.config.app.concurrency)
    say(f"ready: {where.url} (Supervise: {where.url}supervise); Ctrl+C stops")
    app.block_thread()


def say(message: str) -> None:
    print(f"lgr: {message}", file=sys.stderr, flush=True)

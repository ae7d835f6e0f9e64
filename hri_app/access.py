"""Who may open the app: anyone on loopback; with credentials on any other interface.

Wrong passwords are limited per client address (``LoginAttempts``, ``LoginBrake``),
and request bodies other than uploads by size (``BodyLimit``).

Credentials come from the environment (``LGR_APP_USER`` + ``LGR_APP_PASSWORD``)
or a file of ``user:password`` lines (``app.auth_file`` / ``--auth-file``),
never from the repository.
"""

from __future__ import annotations

import ipaddress
import json
import math
import os
import threading
import time
from collections.abc import Awaitable, Callable, MutableMapping
from pathlib import Path
from typing import Any

USER_ENV, PASSWORD_ENV = "LGR_APP_USER", "LGR_APP_PASSWORD"


class AccessError(ValueError):
    """Remote access asked for without usable credentials; the message says what to set."""


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def credentials(host: str, auth_file: str = "") -> list[tuple[str, str]] | None:
    """The (user, password) pairs the app must demand on ``host``; None on loopback without any.

    Raises AccessError when ``host`` is reachable from other machines and no
    credentials are configured, or when the file is unreadable or malformed.
    """
    pairs: list[tuple[str, str]] = []
    user, password = os.environ.get(USER_ENV, ""), os.environ.get(PASSWORD_ENV, "")
    if bool(user) != bool(password):
        raise AccessError(f"set both {USER_ENV} and {PASSWORD_ENV}, or neither")
    if user:
        pairs.append((user, password))
    if auth_file:
        pairs.extend(_read_auth_file(Path(auth_file)))
    if not pairs and not is_loopback(host):
        raise AccessError(
            f"--host {host} makes the app reachable from other machines, so it needs "
            f"credentials: set {USER_ENV} and {PASSWORD_ENV}, or pass --auth-file FILE "
            "(lines of user:password)"
        )
    return pairs or None


def _read_auth_file(path: Path) -> list[tuple[str, str]]:
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as error:
        raise AccessError(f"cannot read the auth file {path}: {error.strerror}") from None
    pairs = []
    for number, line in enumerate(lines, start=1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        user, sep, password = line.partition(":")  # the password is kept byte for byte
        if not sep or not user.strip() or not password:
            raise AccessError(f"{path}:{number}: expected user:password")
        pairs.append((user.strip(), password))
    if not pairs:
        raise AccessError(f"the auth file {path} has no user:password lines")
    return pairs


class LoginAttempts:
    """Wrong passwords counted per client address in one-minute windows (a brute-force brake).

    A window opens at an address's first wrong password; after ``per_minute`` of them,
    every login from that address is refused until the window closes, even with the
    right password, so guessing costs a minute per ``per_minute`` tries.
    """

    WINDOW_S = 60.0

    def __init__(self, per_minute: int, clock: Callable[[], float] = time.monotonic) -> None:
        self.per_minute = per_minute
        self._clock = clock
        self._windows: dict[str, tuple[float, int]] = {}  # address -> (window start, wrong)
        self._lock = threading.Lock()

    def refused_for(self, address: str) -> float:
        """Seconds until ``address`` may try again; 0 when it may try now."""
        with self._lock:
            now = self._clock()
            self._forget_closed(now)
            start, wrong = self._windows.get(address, (now, 0))
            return start + self.WINDOW_S - now if wrong >= self.per_minute else 0.0

    def failed(self, address: str) -> None:
        """Count a wrong password from ``address``."""
        with self._lock:
            now = self._clock()
            self._forget_closed(now)
            start, wrong = self._windows.get(address, (now, 0))
            self._windows[address] = (start, wrong + 1)

    def _forget_closed(self, now: float) -> None:
        """Drop closed windows, so many addresses cannot grow the table for ever."""
        closed = [a for a, (start, _) in self._windows.items() if now - start >= self.WINDOW_S]
        for address in closed:
            del self._windows[address]


# ASGI types, spelled out: the middleware needs nothing from Starlette.
Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]


class LoginBrake:
    """ASGI middleware around Gradio's ``POST /login``: counts wrong passwords, refuses floods.

    Gradio hands its auth callable only the user name and password, not who is
    asking, so the count is kept here, where the client address is known: Gradio
    answers a wrong password with 400, and a refused address gets 429 before
    Gradio sees the password at all.
    """

    def __init__(self, app: ASGIApp, attempts: LoginAttempts) -> None:
        self.app = app
        self.attempts = attempts

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        is_login = scope["type"] == "http" and scope["method"] == "POST"
        if not is_login or scope["path"].rstrip("/") != "/login":
            await self.app(scope, receive, send)
            return
        address = str((scope.get("client") or ("unknown",))[0])
        wait_s = self.attempts.refused_for(address)
        if wait_s > 0:
            await _too_many(send, self.attempts.per_minute, wait_s)
            return

        async def counted(message: Message) -> None:
            if message["type"] == "http.response.start" and message["status"] == 400:
                self.attempts.failed(address)
            await send(message)

        await self.app(scope, receive, counted)


async def _too_many(send: Send, per_minute: int, wait_s: float) -> None:
    seconds = math.ceil(wait_s)
    detail = (
        f"more than {per_minute} wrong passwords from this address in a minute; "
        f"try again in {seconds} s"
    )
    await _refuse(send, 429, detail, [(b"retry-after", str(seconds).encode())])


class BodyLimit:
    """ASGI middleware: a request body over ``max_bytes`` gets 413 before the app reads it.

    Uploads (recordings) have their own, larger limit (Gradio's ``max_file_size``);
    everything else is a question or the page's state, and a flood of huge ones
    would otherwise be kept in Gradio's per-session state.
    """

    UPLOAD_SUFFIX = "/upload"

    def __init__(self, app: ASGIApp, max_bytes: int) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["path"].rstrip("/").endswith(self.UPLOAD_SUFFIX):
            await self.app(scope, receive, send)
            return
        declared = dict(scope.get("headers") or []).get(b"content-length", b"")
        if declared.isdigit() and int(declared) > self.max_bytes:
            await self._too_large(send)
            return
        received = 0

        async def counted() -> Message:
            # A body sent without a length is counted as it arrives.
            nonlocal received
            message = await receive()
            received += len(message.get("body", b""))
            if received > self.max_bytes:
                return {"type": "http.disconnect"}
            return message

        await self.app(scope, counted, send)

    async def _too_large(self, send: Send) -> None:
        detail = (
            f"the request is larger than {self.max_bytes // 1024} KB (app.max_request_kb); "
            "questions are short"
        )
        await _refuse(send, 413, detail)


async def _refuse(
    send: Send, status: int, detail: str, headers: list[tuple[bytes, bytes]] | None = None
) -> None:
    body = json.dumps({"detail": detail}).encode()
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(body)).encode()),
                *(headers or []),
            ],
        }
    )
    await send({"type": "http.response.body", "body": body})

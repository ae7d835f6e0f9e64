"""Who may open the app: anyone on loopback; with credentials on any other interface.

Credentials come from the environment (``LGR_APP_USER`` + ``LGR_APP_PASSWORD``)
or a file of ``user:password`` lines (``app.auth_file`` / ``--auth-file``),
never from the repository.
"""

from __future__ import annotations

import ipaddress
import os
from pathlib import Path

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

"""Remote access needs credentials (never from the repo), and guessing them is slowed down."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest

from hri_app.access import PASSWORD_ENV, USER_ENV, AccessError, LoginAttempts, credentials
from hri_app.server import Listening
from memory_core.embedding import TextEmbedder
from tests.fakes.clock import ManualClock
from tests.hri_app.conftest import example_memory, free_port, served


@pytest.fixture(autouse=True)
def no_credentials_in_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(USER_ENV, raising=False)
    monkeypatch.delenv(PASSWORD_ENV, raising=False)


@pytest.mark.parametrize("host", ["127.0.0.1", "localhost", "::1"])
def test_loopback_needs_no_credentials(host: str) -> None:
    assert credentials(host) is None


@pytest.mark.parametrize("host", ["0.0.0.0", "192.168.1.20", "robot.local"])
def test_any_other_interface_refuses_to_start_without_credentials(host: str) -> None:
    with pytest.raises(AccessError, match=f"--host {host} .* {USER_ENV} and {PASSWORD_ENV}"):
        credentials(host)


def test_credentials_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(USER_ENV, "supervisor")
    monkeypatch.setenv(PASSWORD_ENV, "s3cret")
    assert credentials("0.0.0.0") == [("supervisor", "s3cret")]


def test_half_the_credentials_in_the_environment_is_an_error(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv(USER_ENV, "supervisor")
    with pytest.raises(AccessError, match="both"):
        credentials("127.0.0.1")


def test_credentials_from_a_file(tmp_path: Path) -> None:
    auth = tmp_path / "users"
    auth.write_text("# who may supervise\nalice:pa:ss\n\nbob: x \n")
    assert credentials("0.0.0.0", str(auth)) == [("alice", "pa:ss"), ("bob", " x ")]


@pytest.mark.parametrize(
    ("content", "problem"),
    [("alice\n", r"users:1: expected user:password"), ("# nobody\n", "no user:password lines")],
)
def test_a_malformed_file_says_which_line(tmp_path: Path, content: str, problem: str) -> None:
    auth = tmp_path / "users"
    auth.write_text(content)
    with pytest.raises(AccessError, match=problem):
        credentials("0.0.0.0", str(auth))


def test_a_missing_file_is_named(tmp_path: Path) -> None:
    with pytest.raises(AccessError, match=r"cannot read the auth file .*nope"):
        credentials("0.0.0.0", str(tmp_path / "nope"))


def test_wrong_passwords_beyond_the_limit_refuse_that_address_for_the_rest_of_the_minute() -> None:
    clock = ManualClock()
    attempts = LoginAttempts(3, clock)
    for _ in range(3):
        assert attempts.refused_for("10.0.0.9") == 0
        attempts.failed("10.0.0.9")
        clock.now += 10
    assert attempts.refused_for("10.0.0.9") == pytest.approx(30)  # 60 s after the first
    assert attempts.refused_for("10.0.0.7") == 0  # other addresses are not punished
    clock.now += 30
    assert attempts.refused_for("10.0.0.9") == 0  # a new minute, a new count


def test_a_slow_guesser_is_never_refused() -> None:
    clock = ManualClock()
    attempts = LoginAttempts(3, clock)
    for _ in range(20):
        attempts.failed("10.0.0.9")
        clock.now += 30  # two a minute, under the limit of three
        attempts.failed("10.0.0.9")
        clock.now += 30.001
        assert attempts.refused_for("10.0.0.9") == 0


@pytest.mark.slow
def test_the_served_app_refuses_even_the_right_password_after_a_flood_of_wrong_ones(
    tmp_path: Path, embedder: TextEmbedder
) -> None:
    where = Listening(
        "127.0.0.1", free_port(), [("supervisor", "s3cret")], login_attempts_per_minute=3
    )
    with example_memory(tmp_path / "memory", embedder) as memory, served(memory, where):
        login = f"{where.url}login"
        right = {"username": "supervisor", "password": "s3cret"}
        assert httpx.post(login, data=right).status_code == 200
        for _ in range(3):
            wrong = httpx.post(login, data={"username": "supervisor", "password": "guess"})
            assert wrong.status_code == 400
        refused = httpx.post(login, data=right)
        assert refused.status_code == 429
        assert "more than 3 wrong passwords" in refused.json()["detail"]

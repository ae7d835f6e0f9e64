"""Remote access needs credentials; loopback does not; credentials never come from the repo."""

from __future__ import annotations

from pathlib import Path

import pytest

from hri_app.access import PASSWORD_ENV, USER_ENV, AccessError, credentials


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

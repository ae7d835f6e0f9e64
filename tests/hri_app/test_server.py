"""What the served app enforces: an upload size limit, and no uploads left behind."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from hri_app.server import Listening
from memory_core.embedding import TextEmbedder
from memory_core.memory import Memory
from tests.hri_app.conftest import example_memory, free_port, served

pytestmark = pytest.mark.slow

MAX_UPLOAD_MB = 0.05  # ~52 KB: small, so the test sends little


@pytest.fixture(scope="module")
def memory(tmp_path_factory: pytest.TempPathFactory, embedder: TextEmbedder) -> Iterator[Memory]:
    with example_memory(tmp_path_factory.mktemp("server") / "memory", embedder) as memory:
        yield memory


def upload(url: str, size: int) -> httpx.Response:
    recording = ("question.wav", b"\0" * size, "audio/wav")
    return httpx.post(f"{url}gradio_api/upload", files={"files": recording})


def test_an_upload_over_the_limit_is_refused_and_not_stored(memory: Memory) -> None:
    where = Listening("127.0.0.1", free_port(), None, max_upload_mb=MAX_UPLOAD_MB)
    limit = int(MAX_UPLOAD_MB * 1024 * 1024)
    with served(memory, where) as uploads:
        refused = upload(where.url, limit + 1)
        assert refused.status_code == 413, refused.text
        assert not list(uploads.rglob("question.wav"))
        assert upload(where.url, limit).status_code == 200


def test_uploads_stay_in_the_apps_own_folder_which_is_deleted_when_it_stops(
    memory: Memory,
) -> None:
    where = Listening("127.0.0.1", free_port(), None)
    with served(memory, where) as uploads:
        response = upload(where.url, 1000)
        assert response.status_code == 200, response.text
        (stored,) = response.json()
        assert Path(stored).is_relative_to(uploads)
        assert Path(stored).exists()
    assert not Path(stored).exists()
    assert not uploads.exists()


def test_a_request_body_over_the_limit_is_refused_and_questions_still_answered(
    memory: Memory,
) -> None:
    from gradio_client import Client

    where = Listening("127.0.0.1", free_port(), None, max_request_kb=64)
    with served(memory, where):
        huge = {"data": ["where is it? " * 100_000], "fn_index": 0, "session_hash": "x"}
        refused = httpx.post(f"{where.url}gradio_api/queue/join", json=huge)
        assert refused.status_code == 413, refused.text
        assert "app.max_request_kb" in refused.json()["detail"]
        answer = Client(where.url, verbose=False).predict(
            "Where is the fire hydrant?", api_name="/ask"
        )
        assert answer["answer"].startswith("The closest fire hydrant is")

"""`lgr app --ssl-certfile/--ssl-keyfile` with a self-signed certificate serves over HTTPS."""

from __future__ import annotations

import shutil
import ssl
import subprocess
from pathlib import Path

import httpx
import pytest
from gradio_client import Client

from hri_app.server import Listening
from memory_core.embedding import TextEmbedder
from tests.hri_app.conftest import example_memory, free_port, served

pytestmark = pytest.mark.slow


def self_signed(folder: Path) -> tuple[Path, Path]:
    """A certificate for 127.0.0.1 signed by its own key, as a robot's would be."""
    openssl = shutil.which("openssl")
    if openssl is None:
        pytest.fail("no openssl: `apt-get install openssl` (Debian's, as the robot has)")
    cert_file, key_file = folder / "cert.pem", folder / "key.pem"
    subprocess.run(
        [
            openssl,
            "req",
            "-x509",
            "-newkey",
            "ec",
            "-pkeyopt",
            "ec_paramgen_curve:P-256",
            "-nodes",
            "-days",
            "1",
            "-subj",
            "/CN=robot",
            "-addext",
            "subjectAltName=IP:127.0.0.1",
            "-keyout",
            str(key_file),
            "-out",
            str(cert_file),
        ],
        check=True,
        capture_output=True,
    )
    return cert_file, key_file


def test_a_self_signed_certificate_serves_the_page_and_the_api_over_https(
    tmp_path: Path, embedder: TextEmbedder
) -> None:
    cert_file, key_file = self_signed(tmp_path)
    where = Listening("127.0.0.1", free_port(), None, str(cert_file), str(key_file))
    assert where.url.startswith("https://")
    with example_memory(tmp_path / "memory", embedder) as memory, served(memory, where):
        this_certificate = ssl.create_default_context(cafile=cert_file)
        page = httpx.get(where.url, verify=this_certificate)
        assert page.status_code == 200
        assert "EmbodiedLGR" in page.text
        robot = Client(where.url, ssl_verify=False, verbose=False)
        answer = robot.predict("Where is the fire hydrant?", api_name="/ask")
        assert "fire hydrant" in answer["answer"]

"""Debian's Chromium, headless, for scripted sessions with the app (tests, benchmarks, demos).

As root (CI) it needs no sandbox; on a machine without network its background
services must stay off or every start waits on refused connections. Autoplay is
allowed so the spoken reply plays without a tap; the microphone is Chromium's
fake device, fed from a WAV file.
"""

from __future__ import annotations

import os
from pathlib import Path

CHROMIUM = os.environ.get("LGR_CHROMIUM", "/usr/bin/chromium")

CHROMIUM_FLAGS = (
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--autoplay-policy=no-user-gesture-required",
    "--use-fake-ui-for-media-stream",
    "--use-fake-device-for-media-stream",
)


def chromium_args(microphone_wav: Path) -> list[str]:
    """Flags for a Chromium whose microphone 'hears' ``microphone_wav`` once per recording.

    Each recording starts the file from its beginning; played once (``%noloop``) and
    then silence, a recording that runs long still holds the question only once.
    """
    return [*CHROMIUM_FLAGS, f"--use-file-for-fake-audio-capture={microphone_wav}%noloop"]

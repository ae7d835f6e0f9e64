"""The spoken reply in the page: WAV clips, one per sentence, played in order as they arrive.

Gradio's own streaming audio goes through an ffmpeg AAC encoder and an HLS
player, which cost ~0.7 s before the first word here; plain WAV clips played by
the browser start within a few milliseconds of arriving. ``speech_player.js``
(loaded once per page) plays the clips and offers Replay.
"""

from __future__ import annotations

import base64
from collections.abc import Sequence
from pathlib import Path

PLAYER_JS = (Path(__file__).with_name("speech_player.js")).read_text(encoding="utf-8")


def speech_html(reply_id: int, clips: Sequence[bytes]) -> str:
    """The reply's speech so far: a Replay button and the clips as data URLs."""
    sources = "".join(
        f'<span class="lgr-clip" data-src="data:audio/wav;base64,'
        f'{base64.b64encode(clip).decode("ascii")}"></span>'
        for clip in clips
    )
    return (
        f'<div class="lgr-speech" data-reply="{reply_id}">'
        '<button class="lgr-replay" type="button">▶ Replay the answer</button>'
        f"{sources}</div>"
    )

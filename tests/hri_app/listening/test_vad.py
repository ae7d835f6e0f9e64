"""Silero VAD run window by window gives what faster-whisper's whole-recording call gives."""

from __future__ import annotations

import numpy as np
import pytest

from hri_app.listening.vad import WINDOW, SileroVad
from tests.hri_app.listening.conftest import Voice, silence


def test_streamed_windows_score_as_the_whole_recording_does(voice: Voice, vad: SileroVad) -> None:
    from faster_whisper.vad import get_vad_model

    audio = np.concatenate([silence(0.5), voice("Where is the fire hydrant?"), silence(0.5)])
    audio = audio[: len(audio) // WINDOW * WINDOW]
    whole = np.asarray(get_vad_model()(audio)).reshape(-1)
    streamed = [vad(audio[i : i + WINDOW]) for i in range(0, len(audio), WINDOW)]
    np.testing.assert_allclose(streamed, whole, atol=1e-5)
    assert max(streamed) > 0.9 and streamed[0] < 0.1


def test_a_window_of_the_wrong_size_is_refused(vad: SileroVad) -> None:
    with pytest.raises(ValueError, match="a VAD window is 512 samples"):
        vad(np.zeros(300, dtype=np.float32))

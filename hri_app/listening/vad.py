"""Silero VAD as faster-whisper ships it (its ONNX model is in the wheel: no download).

faster-whisper runs the model over a whole recording at once; a microphone
arrives window by window, so this runs the same graph one window at a time and
carries its recurrent state and context between windows (the same probabilities
as the batch call, 0.2 ms a window on one core).
"""

from __future__ import annotations

import numpy as np

# The model's input at 16 kHz: 512 new samples (32 ms) after 64 of context.
WINDOW = 512
CONTEXT = 64
_STATE_SHAPE = (1, 1, 128)


class SileroVad:
    """Speech probability of consecutive 32 ms windows of one audio stream."""

    def __init__(self) -> None:
        from faster_whisper.vad import get_vad_model

        self._session = get_vad_model().session  # loaded once per process, shared
        self.reset()

    def reset(self) -> None:
        """Forget the stream so far (a new stream starts)."""
        self._h = np.zeros(_STATE_SHAPE, dtype=np.float32)
        self._c = np.zeros(_STATE_SHAPE, dtype=np.float32)
        self._context = np.zeros(CONTEXT, dtype=np.float32)

    def __call__(self, window: np.ndarray) -> float:
        """The probability that ``window`` (WINDOW float samples in [-1, 1]) is speech."""
        samples = np.asarray(window, dtype=np.float32)
        if samples.shape != (WINDOW,):
            raise ValueError(f"a VAD window is {WINDOW} samples, got {samples.shape}")
        batch = np.concatenate([self._context, samples])[None, :]
        output, self._h, self._c = self._session.run(
            None, {"input": batch, "h": self._h, "c": self._c}
        )
        self._context = samples[-CONTEXT:]
        return float(np.asarray(output).reshape(-1)[0])

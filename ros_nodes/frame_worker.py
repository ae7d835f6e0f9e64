"""Perception off the executor thread: callbacks hand frames over and return at once.

Perceiving a frame (Florence-2 on a CPU) takes seconds, longer than the frame
period; a queue would fall ever further behind, so the worker keeps only the
newest frame waiting and counts the ones it replaced.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Generic, TypeVar

T = TypeVar("T")

log = logging.getLogger(__name__)


class LatestFrameWorker(Generic[T]):
    """Runs ``handle(item)`` on its own thread for the newest item submitted; thread-safe."""

    def __init__(
        self,
        handle: Callable[[T], None],
        on_error: Callable[[T, Exception], None] | None = None,
        name: str = "lgr-frames",
    ) -> None:
        self._handle = handle
        self._on_error = on_error or (lambda _, error: log.error("frame failed: %s", error))
        self._ready = threading.Condition()
        self._item: T | None = None
        self._busy = False
        self._closed = False
        self.replaced = 0
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()

    def submit(self, item: T) -> None:
        """Hand over a frame; never blocks on the handler. A waiting older frame is dropped."""
        with self._ready:
            if self._item is not None:
                self.replaced += 1
            self._item = item
            self._ready.notify()

    def idle(self) -> bool:
        """Nothing waiting and nothing being handled (tests and shutdown use it)."""
        with self._ready:
            return self._item is None and not self._busy

    def close(self, timeout_s: float | None = None) -> None:
        """Finish the frame being handled, drop any waiting one, stop the thread."""
        with self._ready:
            self._closed = True
            self._item = None
            self._ready.notify()
        self._thread.join(timeout_s)

    def _run(self) -> None:
        while True:
            with self._ready:
                while self._item is None and not self._closed:
                    self._ready.wait()
                if self._closed:
                    return
                item, self._item = self._item, None
                self._busy = True
            try:
                self._handle(item)  # type: ignore[arg-type]
            except Exception as error:  # one bad frame must not stop the robot's memory
                self._on_error(item, error)  # type: ignore[arg-type]
            finally:
                with self._ready:
                    self._busy = False

"""Executor callbacks that report their exceptions instead of raising them.

An exception raised by a subscription, timer or guard-condition callback leaves
rclpy's ``spin()``: the standalone node would exit on one malformed message (a
non-finite pose), and the app's executor thread would die while the app runs on
with ROS dead. Every callback the nodes register goes through ``guarded``.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import ParamSpec

P = ParamSpec("P")


def guarded(
    callback: Callable[P, None], report: Callable[[str, Exception], None]
) -> Callable[P, None]:
    """``callback``, with any Exception passed to ``report(callback name, error)``."""

    @functools.wraps(callback)
    def run(*args: P.args, **kwargs: P.kwargs) -> None:
        try:
            callback(*args, **kwargs)
        except Exception as error:
            report(getattr(callback, "__name__", repr(callback)), error)

    return run

"""Navigation behind one small interface: "Follow me" sends a goal, watches it, may stop it.

Backends: Nav2's ``NavigateToPose`` (``ros_nodes.nav2_navigator``, needs ROS 2) and a
simulated one for the demo and the tests (``hri_app.sim_navigator``). The app only
ever sees ``NavigationBackend``.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Protocol


class NavigationError(RuntimeError):
    """A goal could not be sent (no backend, server down, goal rejected); says which."""


class NavigationState(enum.Enum):
    IDLE = "idle"
    ACTIVE = "active"
    SUCCEEDED = "succeeded"
    CANCELED = "canceled"
    FAILED = "failed"

    @property
    def finished(self) -> bool:
        return self in (NavigationState.SUCCEEDED, NavigationState.CANCELED, NavigationState.FAILED)


@dataclass(frozen=True)
class NavigationGoal:
    """Where to go, in the map frame (metres, radians), and what is there."""

    x: float
    y: float
    yaw: float = 0.0
    label: str = ""


@dataclass(frozen=True)
class NavigationStatus:
    """A snapshot of the current goal: state, distance left (when known), a sentence."""

    state: NavigationState
    goal: NavigationGoal | None = None
    distance_remaining_m: float | None = None
    message: str = ""


class NavigationBackend(Protocol):
    """What the app needs from a navigator; implementations must be thread-safe."""

    name: str

    def unavailable_reason(self) -> str | None:
        """None when goals can be sent now, else a sentence saying why not."""

    def go_to(self, goal: NavigationGoal) -> None:
        """Start driving to ``goal`` (replacing any current goal); raise NavigationError."""

    def status(self) -> NavigationStatus:
        """The current (or last) goal's state; cheap, polled by the UI."""

    def cancel(self) -> None:
        """Stop the current goal, if any; no error when idle."""

"""What the pages show, computed from the service: the map, evidence rows, status lines."""

from __future__ import annotations

from typing import Any

import plotly.graph_objects as go

from hri_app.config import app_config
from hri_app.map_view import Target, build_map
from hri_app.navigation import NavigationState, NavigationStatus
from hri_app.service import Reply, RobotService
from memory_core.agent.phrasing import clock_time
from memory_core.clock import timezone_from_name
from memory_core.memory import Memory
from memory_core.types import Entity, EntityHit, Evidence


class MapState:
    """Draws the live map for a session: memory now, robot now, that session's answer."""

    def __init__(self, service: RobotService) -> None:
        self.service = service
        self.config = app_config(service.config)
        self.zone = timezone_from_name(service.config.time.timezone)

    def robot_pose(self) -> tuple[float, float, float] | None:
        """(x, y, yaw): the navigator's pose when it reports one, else the last frame's."""
        pose_of = getattr(self.service.navigator, "pose", None)
        if callable(pose_of):
            return pose_of()
        return last_pose(self.service.memory)

    def figure(
        self, reply: Reply | None, label_filter: str = "", entities: list[Entity] | None = None
    ) -> go.Figure:
        """The map now; ``entities`` when the caller has just read them (saves a copy)."""
        memory = self.service.memory
        status = self.service.navigation_status()
        navigating = status is not None and status.state is NavigationState.ACTIVE
        return build_map(
            memory.trajectory(self.config.map_max_points),
            self.robot_pose(),
            memory.entities() if entities is None else entities,
            self.zone,
            target=target_of(reply),
            label_filter=label_filter or "",
            max_entities=self.config.map_max_entities,
            navigating=navigating,
        )


def target_of(reply: Reply | None) -> Target | None:
    """The map marker for an answer with a position: what, where, when seen."""
    if reply is None or reply.answer.position is None:
        return None
    x, y = reply.answer.position[0], reply.answer.position[1]
    evidence = reply.answer.evidence
    label = _what(evidence[0])[:40] if evidence else ""
    return Target(float(x), float(y), label, reply.answer.time)


def _score(hit: Evidence) -> str:
    """The score with what it measures: "0.83" alike, "11.3 m" or "40 s" away; "" if none."""
    if hit.measure == "metres":
        return f"{hit.score:.1f} m"
    if hit.measure == "seconds":
        return f"{hit.score:.0f} s"
    return f"{hit.score:.2f}" if hit.measure == "similarity" else ""


def _what(hit: Evidence) -> str:
    """A thing's label, or what a caption said."""
    return hit.entity.label if isinstance(hit, EntityHit) else hit.caption


def evidence_rows(reply: Reply | None, zone: Any) -> list[list[str]]:
    """One row per piece of evidence: what, where, when, score."""
    if reply is None:
        return []
    rows = []
    for hit in reply.answer.evidence:
        # A graph hit: its object, where it is, when last seen; a caption: where and when taken.
        place = hit.entity if isinstance(hit, EntityHit) else hit
        seen = hit.entity.last_seen if isinstance(hit, EntityHit) else hit.t
        rows.append(
            [
                _what(hit)[:80],
                f"({place.x:.1f}, {place.y:.1f})",
                clock_time(seen, zone),
                _score(hit),
            ]
        )
    return rows


def status_text(status: NavigationStatus) -> str:
    """'Going to the fire hydrant. 12 m to go.' and the like."""
    line = status.message
    if status.state is NavigationState.ACTIVE and status.distance_remaining_m is not None:
        line = f"{line} {status.distance_remaining_m:.0f} m to go."
    return line


def last_pose(memory: Memory) -> tuple[float, float, float] | None:
    """(x, y, yaw) of the memory's latest frame: where the robot last was."""
    frame = memory.last_frame()
    return None if frame is None else (frame.pose.x, frame.pose.y, frame.pose.yaw)

"""The map: the robot's path and pose, the memory's entities, the answer's target.

A plain function from data to a plotly figure, so it is tested without a browser.
Coordinates are the map frame's metres; x right, y up, equal scale.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import tzinfo

import plotly.graph_objects as go

from memory_core.agent.phrasing import clock_time
from memory_core.types import Entity

# Trace names: the browser tests and the legend rely on them.
PATH, ENTITIES, ROBOT, TARGET, ROUTE = "path", "memory", "robot", "answer", "route"


@dataclass(frozen=True)
class Target:
    """What an answer points at: a place, with what is there and when it was seen."""

    x: float
    y: float
    label: str
    seen: float | None = None


def build_map(
    trajectory: Sequence[tuple[float, float, float, float]],
    robot: tuple[float, float, float] | None,
    entities: Sequence[Entity],
    zone: tzinfo,
    *,
    target: Target | None = None,
    label_filter: str = "",
    max_entities: int = 5000,
    navigating: bool = False,
) -> go.Figure:
    """A figure of the memory; ``label_filter`` keeps entities whose label contains it."""
    figure = go.Figure()
    if trajectory:
        figure.add_trace(
            go.Scatter(
                x=[p[1] for p in trajectory],
                y=[p[2] for p in trajectory],
                mode="lines",
                name=PATH,
                line={"color": "#9aa5b1", "width": 2},
                hoverinfo="skip",
            )
        )
    shown = filter_entities(entities, label_filter, max_entities)
    figure.add_trace(
        go.Scattergl(
            x=[e.x for e in shown],
            y=[e.y for e in shown],
            mode="markers",
            name=ENTITIES,
            marker={"size": 7, "color": "#2f80ed", "opacity": 0.6},
            text=[
                f"{e.label}<br>last seen {clock_time(e.last_seen, zone)} ({e.observations}x)"
                for e in shown
            ],
            hoverinfo="text",
        )
    )
    if robot is not None:
        x, y, yaw = robot
        figure.add_trace(
            go.Scatter(
                x=[x],
                y=[y],
                mode="markers",
                name=ROBOT,
                marker={
                    "symbol": "triangle-up",
                    "size": 20,
                    "color": "#27ae60",
                    "angle": 90 - math.degrees(yaw),
                },
                hovertext="the robot",
                hoverinfo="text",
            )
        )
    if target is not None:
        caption = target.label or "here"
        if target.seen is not None:
            caption = f"{caption} · {clock_time(target.seen, zone)}"
        if navigating and robot is not None:
            figure.add_trace(
                go.Scatter(
                    x=[robot[0], target.x],
                    y=[robot[1], target.y],
                    mode="lines",
                    name=ROUTE,
                    line={"color": "#eb5757", "dash": "dash"},
                    hoverinfo="skip",
                )
            )
        figure.add_trace(
            go.Scatter(
                x=[target.x],
                y=[target.y],
                mode="markers+text",
                name=TARGET,
                marker={"symbol": "star", "size": 24, "color": "#eb5757"},
                text=[caption],
                textposition="top center",
                textfont={"size": 16},
                hoverinfo="text",
            )
        )
    figure.update_layout(
        margin={"l": 10, "r": 10, "t": 10, "b": 10},
        legend={"orientation": "h", "y": -0.08},
        xaxis={"title": "x (m)", "zeroline": False},
        yaxis={"title": "y (m)", "zeroline": False, "scaleanchor": "x", "scaleratio": 1},
        dragmode="pan",
        uirevision="keep",  # zoom and pan survive refreshes
    )
    return figure


def filter_entities(entities: Sequence[Entity], label_filter: str, limit: int) -> list[Entity]:
    """Entities whose label contains the filter (case-insensitive), thinned evenly to ``limit``."""
    wanted = label_filter.strip().lower()
    kept = [e for e in entities if wanted in e.label] if wanted else list(entities)
    if len(kept) <= limit:
        return kept
    step = len(kept) / limit
    return [kept[int(i * step)] for i in range(limit)]

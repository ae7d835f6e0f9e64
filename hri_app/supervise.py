"""The Supervise page: live memory growth, recent frames, every question's latency and trace.

Read-only and refreshed on a timer; meant for a remote browser watching the robot.
"""

from __future__ import annotations

from datetime import datetime, tzinfo
from typing import Any

import gradio as gr
import plotly.graph_objects as go

from hri_app.activity import STAGES
from hri_app.config import app_config
from hri_app.service import RobotService
from hri_app.views import MapState
from memory_core.agent.phrasing import clock_time
from memory_core.types import Entity

RECENT_FRAMES = 12
GROWTH_POINTS = 500


def add_supervise_page(app: gr.Blocks, service: RobotService, map_state: MapState) -> None:
    zone = map_state.zone
    with app.route("Supervise", "/supervise"):
        gr.Markdown("## Supervise: what the robot remembers and how it answers")
        summary = gr.Markdown(elem_id="supervise-summary")
        with gr.Row():
            growth = gr.Plot(label="Memory over time", elem_id="growth")
            live_map = gr.Plot(label="Map", elem_id="supervise-map")
        frames = gr.Dataframe(
            headers=["time", "labels", "caption"],
            label="Latest frames",
            interactive=False,
            wrap=True,
            elem_id="frames",
        )
        questions = gr.Dataframe(
            headers=[
                "time",
                "via",
                "question",
                "answer",
                "tools (memory)",
                *[f"{stage} ms" for stage in STAGES],
            ],
            label="Questions (newest first): latency per stage",
            interactive=False,
            wrap=True,
            # Narrow text columns so the latency columns stay on screen.
            column_widths=["5%", "5%", "16%", "24%", "15%", *["7%"] * len(STAGES)],
            elem_id="questions",
        )
        trace = gr.JSON(label="Tool calls of the latest answer", elem_id="trace")
        problems = gr.Dataframe(
            headers=["time", "where", "message"],
            label="Errors shown to users",
            interactive=False,
            wrap=True,
            elem_id="problems",
        )
        timer = gr.Timer(app_config(service.config).refresh_s)

        def refresh() -> tuple[Any, ...]:
            # Read once per refresh; the summary, the growth curve and the map share them.
            exchanges = service.activity.exchanges()
            stats = service.memory.stats()
            entities = service.memory.entities()
            path = service.memory.trajectory(GROWTH_POINTS)
            return (
                summary_text(service, stats, len(exchanges), zone),
                growth_figure([t for t, _, _, _ in path], stats["frames"], entities, zone),
                map_state.figure(None, entities=entities),
                [
                    [clock_time(frame.t, zone), ", ".join(labels), frame.caption]
                    for frame, labels in service.memory.latest_frames(RECENT_FRAMES)
                ],
                [
                    [
                        clock_time(e.at, zone),
                        e.channel,
                        e.question,
                        e.error or e.answer,
                        tools_used(e.trace),
                        *[_ms(e.timings.get(stage)) for stage in STAGES],
                    ]
                    for e in exchanges
                ],
                exchanges[0].trace if exchanges else [],
                [[clock_time(p.at, zone), p.where, p.message] for p in service.activity.problems()],
            )

        outputs = [summary, growth, live_map, frames, questions, trace, problems]
        timer.tick(refresh, None, outputs, api_visibility="private", show_progress="hidden")
        app.load(refresh, None, outputs, api_visibility="private")


def tools_used(trace: list[dict[str, Any]]) -> str:
    """'closest (graph) → captions_by_text (vector)': an answer's tool calls in order."""
    return " → ".join(f"{call['tool']} ({call['memory']})" for call in trace)


def summary_text(service: RobotService, stats: dict[str, int], questions: int, zone: tzinfo) -> str:
    last = service.memory.last_frame()
    share = service.activity.fallback_share()
    status = service.navigation_status()
    following = service.memory.follow_status()
    parts = [
        *([following.describe(lambda t: clock_time(t, zone))] if following else []),
        f"**{stats['frames']}** frames",
        f"**{stats['entities']}** entities",
        f"**{stats.get('captions', 0)}** captions",
        f"last frame {clock_time(last.t, zone) if last else 'none'}",
        f"**{questions}** questions",
        f"caption fallback {'n/a' if share is None else f'{100 * share:.0f}%'}",
        f"navigation: {status.state.value if status else 'none'}",
    ]
    return " · ".join(parts)


def growth_figure(
    times: list[float], frames: int, entities: list[Entity], zone: tzinfo
) -> go.Figure:
    """Frames (``times``: evenly thinned frame times) and entities accumulated over time."""
    firsts = sorted(e.first_seen for e in entities)
    figure = go.Figure()
    if times:
        step = max(1, frames // len(times))
        figure.add_trace(
            go.Scatter(
                x=_clock(times, zone), y=[i * step + 1 for i in range(len(times))], name="frames"
            )
        )
    if firsts:
        figure.add_trace(
            go.Scatter(x=_clock(firsts, zone), y=list(range(1, len(firsts) + 1)), name="entities")
        )
    figure.update_layout(margin={"l": 10, "r": 10, "t": 10, "b": 10}, uirevision="keep")
    return figure


def _clock(times: list[float], zone: tzinfo) -> list[datetime]:
    """Wall-clock times in the configured zone (plotly shows naive times as given)."""
    return [datetime.fromtimestamp(t, zone).replace(tzinfo=None) for t in times]


def _ms(seconds: float | None) -> str:
    return "" if seconds is None else f"{1000 * seconds:.0f}"

"""The Gradio app: the Talk page (touchscreen), the Supervise page, and the API.

Layout and event wiring only; behaviour lives in ``RobotService``. Every
callback turns a user-facing error into a message on the page (and a
``gr.Error`` for API clients), so bad input never breaks a session.
"""

from __future__ import annotations

import math
import os
from collections.abc import Iterator
from typing import Any

import gradio as gr

from hri_app.config import app_config
from hri_app.conversation import Conversation
from hri_app.navigation import NavigationError, NavigationStatus
from hri_app.service import USER_FACING_ERRORS, Reply, RobotService
from hri_app.speech import SpeechError
from hri_app.speech_player import speech_html
from hri_app.supervise import add_supervise_page
from hri_app.views import MapState, evidence_rows, status_text
from memory_core.agent.phrasing import distance

# Gradio must never phone home: the robot has no network.
os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")

# System fonts only: the default theme would fetch web fonts the robot cannot reach.
THEME = gr.themes.Soft(font=["system-ui", "sans-serif"], font_mono=["monospace"])
# Big touch targets for a 1280x800 robot screen; still usable on a phone.
CSS = """
#send, #follow, #stop, #confirm-go, #confirm-cancel { min-height: 64px; font-size: 1.2rem; }
#question textarea { font-size: 1.2rem; }
#chat { font-size: 1.1rem; }
.lgr-replay { min-height: 56px; padding: 0 1.2rem; font-size: 1.1rem; border-radius: 8px; }
.lgr-listen { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; }
.lgr-listen label { display: flex; align-items: center; gap: 0.5rem; min-height: 64px;
  font-size: 1.2rem; cursor: pointer; }
#listen { width: 32px; height: 32px; }
#listen-state { font-size: 1.1rem; font-weight: 600; }
#listen-problem { color: #b91c1c; width: 100%; }
#listen-heard { width: 100%; }
.lgr-not-for-me { color: #9ca3af; font-style: italic; }
.lgr-hidden { display: none !important; }
"""
FOLLOW = "Follow me"
# Hands-free listening (listen.js runs it): the toggle, its state, what was heard.
LISTEN_PANEL = (
    '<div class="lgr-listen"><label><input type="checkbox" id="listen"> Hands-free</label>'
    '<span id="listen-state" aria-live="polite"></span>'
    '<div id="listen-problem" role="alert"></div><div id="listen-heard"></div></div>'
)


def build_app(service: RobotService, examples: list[str] | None = None) -> gr.Blocks:
    """The whole app around one service; ``examples`` are questions offered for a tap."""
    map_state = MapState(service)
    unavailable = service.navigation_unavailable()

    with gr.Blocks(title="EmbodiedLGR") as app:
        last_reply = gr.State(None)  # this session's last answer (what Follow me follows)
        conversation = gr.State(Conversation())  # what the chat shows (hri_app/conversation.py)
        gr.Markdown("## Ask me about what I have seen")
        with gr.Row(equal_height=False):
            with gr.Column(scale=5, min_width=320):
                chat = gr.Chatbot(label="Conversation", height=300, elem_id="chat")
                with gr.Row():
                    question = gr.Textbox(
                        placeholder="Type a question, e.g. where is the fire hydrant?",
                        show_label=False,
                        scale=5,
                        lines=1,
                        max_lines=3,
                        elem_id="question",
                    )
                    send = gr.Button("Send", variant="primary", scale=1, elem_id="send")
                mic = gr.Audio(
                    sources=["microphone"],
                    type="filepath",
                    label="Speak: tap record, ask, tap stop",
                    elem_id="mic",
                )
                gr.HTML(LISTEN_PANEL, elem_id="listen-panel")
                spoken = gr.HTML(elem_id="reply-speech")
                if examples:
                    gr.Examples(examples, inputs=question, label="Try asking")
            with gr.Column(scale=6, min_width=320):
                robot_map = gr.Plot(label="Map", elem_id="map")
                label_filter = gr.Textbox(
                    placeholder="Show only things called… (e.g. chair)",
                    show_label=False,
                    elem_id="map-filter",
                )
                evidence = gr.Dataframe(
                    headers=["what", "where (x, y)", "seen", "score"],
                    label="From memory",
                    interactive=False,
                    elem_id="evidence",
                )
                with gr.Row():
                    follow = gr.Button(
                        FOLLOW if unavailable is None else f"{FOLLOW} (unavailable)",
                        variant="primary",
                        interactive=False,
                        elem_id="follow",
                    )
                    stop = gr.Button("Stop", variant="stop", visible=False, elem_id="stop")
                with gr.Group(visible=False) as confirm_box:
                    confirm_text = gr.Markdown(elem_id="confirm-text")
                    with gr.Row():
                        go = gr.Button("Yes, go", variant="primary", elem_id="confirm-go")
                        cancel = gr.Button("Cancel", elem_id="confirm-cancel")
                nav_status = gr.Markdown(unavailable or "", elem_id="nav-status")
        nav_timer = gr.Timer(1.0, active=False)

        # --- Talk: typed and spoken questions --------------------------------
        # One event per question, yielding in the order a person needs things: the
        # answer in the chat with its evidence (one update: an answer never shows
        # without it), then its speech, clip by clip, then the map: drawing it keeps the
        # page's thread busy for up to a second, and drawn after the first clip it
        # delayed that clip's start by as much (bench_listen: p95 1.1 s from the answer
        # to the voice; 0.46 s drawn last). Outputs after the input:
        reply_outputs = [chat, last_reply, spoken, robot_map, evidence, follow, nav_status]
        keep = gr.skip()

        def respond(reply: Reply, said: Conversation, filt: str) -> Iterator[tuple]:
            can_follow = reply.answer.position is not None and unavailable is None
            rows = evidence_rows(reply, map_state.zone)
            shown = said.answered(reply)
            yield (shown, reply, keep, keep, rows, gr.Button(interactive=can_follow), "")
            clips: list[bytes] = []
            try:
                for clip in service.speak(reply):
                    clips.append(clip)
                    yield (keep, keep, speech_html(reply.exchange.id, clips), *(keep,) * 4)
            except SpeechError as error:  # the answer stands; only the voice is missing
                yield (keep, keep, keep, keep, keep, keep, f"**Cannot speak: {error}**")
            yield (keep, keep, keep, map_state.figure(reply, filt), *(keep,) * 3)

        def refused(error: Exception, said: Conversation) -> tuple:
            """A question that could not be asked: say why, keep the rest as it was."""
            return (said.refused(error), *(keep,) * 6)

        def answered(cleared: Any, reply: Reply, said: Conversation, filt: str) -> Iterator[tuple]:
            """The answer's updates after the asking input's: ``cleared`` with the first."""
            for index, outputs in enumerate(respond(reply, said, filt)):
                yield (cleared if index == 0 else keep, *outputs)

        def ask_text(text: str, said: Conversation, filt: str) -> Iterator[tuple]:
            if text.strip():
                yield ("", said.asked(text), *(keep,) * 6)  # show the question at once
            try:
                reply = service.ask(text)
            except USER_FACING_ERRORS as error:
                yield ("", *refused(error, said))
                return
            yield from answered(keep, reply, said, filt)

        asked_events = [
            gr.on(
                [send.click, question.submit],
                ask_text,
                [question, conversation, label_filter],
                [question, *reply_outputs],
                api_visibility="private",
            )
        ]

        def ask_voice(recording: str | None, said: Conversation, filt: str) -> Iterator[tuple]:
            try:
                reply = service.ask_audio(recording)
            except USER_FACING_ERRORS as error:
                yield (None, *refused(error, said))
                return
            said.asked(reply.answer.question)
            yield from answered(None, reply, said, filt)  # the recorder is cleared once

        asked_events.append(
            mic.stop_recording(
                ask_voice,
                [mic, conversation, label_filter],
                [mic, *reply_outputs],
                api_visibility="private",
            )
        )

        # Hands-free: listen.js puts each question heard into the hidden box and taps
        # the hidden button; the box is emptied with the answer, so it asks the next.
        with gr.Row(elem_classes="lgr-hidden"):
            heard = gr.Textbox(elem_id="listen-question", show_label=False)
            ask_heard_button = gr.Button(elem_id="listen-ask")

        def ask_heard(text: str, said: Conversation, filt: str) -> Iterator[tuple]:
            said.asked(text)
            try:
                reply = service.ask(text, channel="voice")
            except USER_FACING_ERRORS as error:
                yield ("", *refused(error, said))
                return
            yield from answered("", reply, said, filt)

        # A question heard while the last answer's event is still finishing in this page
        # (its map, its last sentences: the page's thread may be seconds behind) runs
        # right after it: Gradio's default for a click would drop it.
        asked_events.append(
            ask_heard_button.click(
                ask_heard,
                [heard, conversation, label_filter],
                [heard, *reply_outputs],
                api_visibility="private",
                trigger_mode="always_last",
            )
        )
        # The whole conversation again once each answer's event has ended: updates of two
        # events can reach the page in either order (hri_app/conversation.py).
        for asked in asked_events:
            asked.then(
                Conversation.shown,
                conversation,
                chat,
                api_visibility="private",
                show_progress="hidden",
            )

        # --- Map ------------------------------------------------------------
        label_filter.change(
            map_state.figure, [last_reply, label_filter], robot_map, api_visibility="private"
        )
        drawn = gr.State(None)  # the last frame this session's map shows

        def latest_frame() -> int:
            frame = service.memory.last_frame()
            return frame.seq if frame else 0

        def draw(reply: Reply | None, filt: str) -> tuple:
            return map_state.figure(reply, filt), latest_frame()

        # The refresh below redraws only for new frames: a redraw computed from a state
        # older than an answer would wipe that answer's marker when it lands after it.
        app.load(draw, [last_reply, label_filter], [robot_map, drawn], api_visibility="private")
        if app_config(service.config).map_refresh_s > 0:

            def redraw_if_grown(reply: Reply | None, filt: str, shown: int | None) -> tuple:
                latest = latest_frame()
                if latest == shown:
                    return gr.skip(), shown
                return map_state.figure(reply, filt), latest

            gr.Timer(app_config(service.config).map_refresh_s).tick(
                redraw_if_grown,
                [last_reply, label_filter, drawn],
                [robot_map, drawn],
                api_visibility="private",
                show_progress="hidden",
            )

        # --- Follow me: confirm, go, watch, stop -----------------------------
        def confirm(reply: Reply | None) -> tuple:
            try:
                goal = service.goal_of(reply.answer if reply else None)
            except NavigationError as error:
                return gr.Group(visible=False), "", f"**{error}**"
            robot = map_state.robot_pose()
            away = ""
            if robot is not None:
                metres = math.dist((goal.x, goal.y), robot[:2])
                away = f", {distance(metres)}"
            what = goal.label or "that place"
            return (
                gr.Group(visible=True),
                f"Take you to the **{what}** at ({goal.x:.0f}, {goal.y:.0f}){away}?",
                gr.skip(),
            )

        follow.click(
            confirm, last_reply, [confirm_box, confirm_text, nav_status], api_visibility="private"
        )
        cancel.click(lambda: gr.Group(visible=False), None, confirm_box, api_visibility="private")

        def start(reply: Reply | None, filt: str) -> tuple:
            try:
                status = service.follow(reply.answer if reply else None)
            except NavigationError as error:
                return gr.Group(visible=False), f"**{error}**", gr.skip(), gr.skip(), gr.skip()
            return (
                gr.Group(visible=False),
                status_text(status),
                gr.Button(visible=True),
                gr.Timer(active=True),
                map_state.figure(reply, filt),
            )

        go.click(
            start,
            [last_reply, label_filter],
            [confirm_box, nav_status, stop, nav_timer, robot_map],
            api_visibility="private",
        )

        def progress() -> tuple:
            """Status line, Stop button and status poll for the navigation now."""
            status = service.navigation_status()
            if status is None:
                return gr.skip(), gr.Button(visible=False), gr.Timer(active=False)
            done = status.state.finished
            return status_text(status), gr.Button(visible=not done), gr.Timer(active=not done)

        def watch(reply: Reply | None, filt: str) -> tuple:
            return (*progress(), map_state.figure(reply, filt))

        nav_timer.tick(
            watch,
            [last_reply, label_filter],
            [nav_status, stop, nav_timer, robot_map],
            api_visibility="private",
            show_progress="hidden",
        )

        def halt() -> tuple:
            """Stop, and show the result now: the next status poll may be a second away."""
            service.stop()
            return progress()

        stop.click(
            halt, None, [nav_status, stop, nav_timer], api_name="ui_stop", api_visibility="private"
        )

        _api(service, last_reply)

    add_supervise_page(app, service, map_state)
    return app


# --------------------------------------------------------------------- helpers


def _api(service: RobotService, last_reply: gr.State) -> None:
    """The scripted face (gradio_client): /ask, /ask_audio, /follow, /navigation, /stop, /status."""
    with gr.Column(visible=False):
        text_in = gr.Textbox()
        audio_in = gr.Audio(type="filepath")
        transcript_out = gr.Textbox()
        json_out = gr.JSON()
        trigger = gr.Button()

    def ask(question: str) -> tuple[dict[str, Any], Reply]:
        try:
            reply = service.ask(question, channel="api")
        except USER_FACING_ERRORS as error:
            raise _refused(error) from None
        return reply.answer.to_json(), reply

    def ask_audio(recording: str | None) -> tuple[str, dict[str, Any], Reply]:
        try:
            reply = service.ask_audio(recording, channel="api")
        except USER_FACING_ERRORS as error:
            raise _refused(error) from None
        record = reply.answer.to_json()
        return reply.answer.question, record, reply

    def follow(reply: Reply | None) -> dict[str, Any]:
        try:
            return status_json(service.follow(reply.answer if reply else None))
        except NavigationError as error:
            raise _refused(error) from None

    def navigation() -> dict[str, Any]:
        status = service.navigation_status()
        if status is None:
            raise _refused(service.navigation_unavailable() or "no navigation")
        return status_json(status)

    def status() -> dict[str, Any]:
        navigation = service.navigation_status()
        following = service.memory.follow_status()
        return {
            "memory": service.memory.stats(),
            "following": None if following is None else following.to_json(),
            "navigation": None if navigation is None else status_json(navigation),
            "questions": len(service.activity.exchanges()),
        }

    def stop() -> dict[str, Any]:
        service.stop()
        return navigation()

    trigger.click(ask, text_in, [json_out, last_reply], api_name="ask")
    trigger.click(ask_audio, audio_in, [transcript_out, json_out, last_reply], api_name="ask_audio")
    trigger.click(follow, last_reply, json_out, api_name="follow")
    trigger.click(navigation, None, json_out, api_name="navigation")
    trigger.click(stop, None, json_out, api_name="stop")
    trigger.click(status, None, json_out, api_name="status")


def _refused(error: Exception | str) -> gr.Error:
    """An API client's mistake: its message goes back to the client, no traceback in the log."""
    return gr.Error(str(error), print_exception=False)


def status_json(status: NavigationStatus) -> dict[str, Any]:
    goal = status.goal
    return {
        "state": status.state.value,
        "goal": None if goal is None else {"x": goal.x, "y": goal.y, "label": goal.label},
        "distance_remaining_m": status.distance_remaining_m,
        "message": status.message,
    }

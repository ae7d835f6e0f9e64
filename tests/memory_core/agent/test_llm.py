"""The LLM tool loop against a real memory, driven by a SCRIPTED chat model.

No LLM endpoint exists here, so ``ScriptedChatModel`` stands in for one: it
replays a script of replies (tool calls, then a final JSON answer) while the
tools run for real against Milvus Lite and the graph.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any

import pytest
from langchain_core.messages import AIMessage, BaseMessage, ToolMessage

from memory_core.agent import Agent, Question
from memory_core.agent.llm import LoopContext, offered_tools
from memory_core.agent.traced_tools import TracedTools
from memory_core.config import LLMConfig
from memory_core.memory import Memory
from memory_core.tools import TOOLS, MemoryTools
from tests.fakes.llm import ScriptedChatModel
from tests.memory_core.agent.conftest import END

Reply = AIMessage | Exception | Callable[[list[BaseMessage]], AIMessage]


def call(name: str, **args: Any) -> AIMessage:
    return AIMessage(content="", tool_calls=[{"name": name, "args": args, "id": f"call-{name}"}])


def final(**fields: Any) -> AIMessage:
    return AIMessage(content=json.dumps(fields))


def last_tool_result(messages: list[BaseMessage]) -> Any:
    return json.loads(next(m for m in reversed(messages) if isinstance(m, ToolMessage)).content)


def answer_from_best_caption(messages: list[BaseMessage]) -> AIMessage:
    best = last_tool_result(messages)[0]
    return final(answer=f"I saw {best['caption']}", position=best["position"], time=best["time"])


def test_a_descriptive_question_goes_to_the_llm_which_uses_real_captions(
    walk_memory: Memory,
) -> None:
    model = ScriptedChatModel(
        script=[call("captions_by_text", query="couches colour"), answer_from_best_caption]
    )
    answer = Agent(walk_memory, chat_model=model).ask(
        Question("What colour were the couches?", now=END)
    )
    assert answer.agent == "llm" and answer.memory == ["vector"]
    assert "red couches" in answer.answer and answer.position == [40.0, 5.0, 0.0]
    assert answer.trace[0].tool == "captions_by_text" and answer.trace[0].hits > 0
    assert "semantic_search" in model.bound_tools and "captions_by_time" in model.bound_tools
    system = model.received[0][0].content
    assert "Graph tools (use these first)" in system and f"Now is {END:.0f}" in system


def test_graph_first_then_caption_fallback_is_accounted_as_both(walk_memory: Memory) -> None:
    model = ScriptedChatModel(
        script=[
            call("semantic_search", query="espresso machine"),
            call("captions_by_text", query="coffee"),
            final(answer="I have not seen a place for coffee.", position=None),
        ]
    )
    answer = Agent(walk_memory, chat_model=model).ask(
        Question("Where could I find an espresso?", now=END)
    )
    assert answer.agent == "llm" and answer.memory == ["graph", "vector"]
    assert [c.tool for c in answer.trace] == ["semantic_search", "captions_by_text"]


def test_the_llm_can_read_the_room_track_for_times_in_places(walk_memory: Memory) -> None:
    model = ScriptedChatModel(
        script=[
            call("place_stays", place="laboratory"),
            lambda messages: final(
                answer="About a minute.", duration_s=last_tool_result(messages)[0]["duration_s"]
            ),
        ]
    )
    answer = Agent(walk_memory, chat_model=model).ask(Question("your lab time?", now=END))
    assert answer.agent == "llm" and answer.duration_s == pytest.approx(120.0)
    assert [c.tool for c in answer.trace] == ["place_stays"] and answer.memory == ["vector"]


def test_the_llm_can_list_rides_between_floors(walk_memory: Memory) -> None:
    # the walk is on one floor: the tool says so with an empty list, and is traced
    model = ScriptedChatModel(
        script=[
            call("floor_changes"),
            lambda messages: final(
                answer=f"{len(last_tool_result(messages))} rides.", time=None, position=None
            ),
        ]
    )
    answer = Agent(walk_memory, chat_model=model).ask(Question("lift rides so far?", now=END))
    assert answer.answer == "0 rides." and [c.tool for c in answer.trace] == ["floor_changes"]


def test_the_loop_stops_at_the_iteration_cap_and_asks_for_an_answer(walk_memory: Memory) -> None:
    model = ScriptedChatModel(
        script=[call("positional_search", x=0.0, y=0.0)] * 3
        + [final(answer="Near the start there was a bike rack.", position=[0, 0, 0])]
    )
    agent = Agent(walk_memory, chat_model=model)
    assert agent.llm is not None
    agent.llm.config = LLMConfig(max_iterations=3)
    answer = agent.ask(Question("tell me about the place you started", now=END))
    assert len(model.received) == 4 and len(answer.trace) == 3
    assert "limit of tool calls" in model.received[-1][-1].content
    assert answer.position == [0.0, 0.0, 0.0]


def test_malformed_tool_calls_are_answered_with_errors_the_model_can_fix(
    walk_memory: Memory,
) -> None:
    model = ScriptedChatModel(
        script=[
            call("positional_search", x="far away", y=0),
            call("teleport", to="mars"),
            call("positional_search", x=60.0, y=0.0, k=1),
            lambda messages: final(
                answer="The elevator.", position=last_tool_result(messages)[0]["position"]
            ),
        ]
    )
    answer = Agent(walk_memory, chat_model=model).ask(Question("what is at 60, 0?", now=END))
    tool_replies = [m.content for m in model.received[-1] if isinstance(m, ToolMessage)]
    assert tool_replies[0].startswith("error: bad arguments for positional_search: x")
    assert tool_replies[1].startswith("error: there is no tool named 'teleport'")
    assert answer.position == [60.0, 0.0, 0.0]


def test_a_failing_endpoint_gives_a_notice_and_the_planner_answer(walk_memory: Memory) -> None:
    model = ScriptedChatModel(script=[ConnectionError("connection refused")])
    answer = Agent(walk_memory, chat_model=model).ask(
        Question("What colour were the couches?", now=END)
    )
    assert answer.agent == "planner" and "red" in answer.answer and "couch" in answer.answer
    assert "ConnectionError: connection refused" in answer.notice
    assert answer.to_json()["notice"] == answer.notice


def test_confident_planner_answers_do_not_call_the_llm(walk_memory: Memory) -> None:
    model = ScriptedChatModel(script=[])
    answer = Agent(walk_memory, chat_model=model).ask(Question("where is the elevator", now=END))
    assert answer.agent == "planner" and model.received == []


def test_an_unreachable_real_endpoint_falls_back_quickly(walk_memory: Memory) -> None:
    walk_memory.config.llm.base_url = "http://127.0.0.1:9/v1"  # nothing listens on port 9
    walk_memory.config.llm.timeout_s = 5.0
    try:
        agent = Agent(walk_memory)  # a real ChatOpenAI client
        started = time.monotonic()
        answer = agent.ask(Question("What colour were the couches?", now=END))
    finally:
        walk_memory.config.llm.base_url = ""
    assert time.monotonic() - started < 10
    assert answer.agent == "planner" and "red" in answer.answer and "couch" in answer.answer
    assert "at http://127.0.0.1:9/v1 did not answer" in (answer.notice or "")
    assert "Connection error" in (answer.notice or "")


def test_every_tool_offered_to_the_model_answers_its_own_schema(walk_memory: Memory) -> None:
    # Arguments a model would write from each generated schema: names from the methods'
    # signatures, a time as text (models write numbers as strings too), points as lists.
    arguments = {
        "semantic_search": {"query": "couch"},
        "closest": {"query": "couch", "xyz": [0.0, 0.0, 0.0], "k": 2},
        "positional_search": {"x": 0.0, "y": 0.0},
        "temporal_search": {"t": str(END - 60)},
        "near": {"query": "couch", "anchor_query": "table", "radius": 30.0},
        "captions_by_text": {"query": "red couches"},
        "captions_by_position": {"xyz": [40.0, 5.0, 0.0]},
        "captions_by_time": {"t": END - 60},
        "place_stays": {"place": "laboratory"},
        "stops": {},
        "floor_changes": {},
    }
    tools = TracedTools(MemoryTools(walk_memory))
    offered = {tool.name: tool for tool in offered_tools(LoopContext(END, (0.0, 0.0, 0.0), tools))}
    assert set(offered) == set(arguments) == {tool.name for tool in TOOLS if tool.doc}
    for name, args in arguments.items():
        result = json.loads(offered[name].invoke(args))
        assert isinstance(result, list), name
    found = {call.tool: call.hits for call in tools.calls}
    assert found["captions_by_text"] > 0 and found["semantic_search"] > 0
    moments = [call.args.get("before", call.args.get("until")) for call in tools.calls]
    assert set(moments) == {END, None}, "the question's moment is filled in, never the model's"
    later = json.loads(offered["captions_by_time"].invoke({"t": END + 3600}))
    assert all(caption["time"] <= END for caption in later), "the model never sees past now"

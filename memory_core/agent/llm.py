"""The paper's agent: an LLM in a tool loop over the memory (LangChain, OpenAI-compatible).

A cyclic loop with an iteration cap: the model calls tools, sees their results,
and finishes with a JSON answer carrying the same fields as the planner's.
"""

from __future__ import annotations

import json
import os
import re
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from langchain_core.language_models.chat_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.tools import StructuredTool
from pydantic import SecretStr, ValidationError

from memory_core.agent.answer import Answer, Question
from memory_core.agent.prompts import AgentPrompt
from memory_core.agent.traced_tools import TracedTools
from memory_core.config import LLMConfig
from memory_core.types import CaptionHit, EntityHit

_JSON_OBJECT = re.compile(r"\{.*\}", re.DOTALL)
CAP_REACHED = (
    "You have reached the limit of tool calls. Answer now, from what the tools returned, "
    "with the final JSON object."
)


def openai_chat_model(config: LLMConfig) -> BaseChatModel:
    """ChatOpenAI against ``config.base_url`` (OpenAI, vLLM, Ollama, llama.cpp server)."""
    from langchain_openai import ChatOpenAI

    # Local servers ignore the key, but the client insists on one.
    key = os.environ.get(config.api_key_env) or "no-key"
    return ChatOpenAI(
        model=config.model,
        base_url=config.base_url,
        api_key=SecretStr(key),
        timeout=config.timeout_s,
        max_retries=0,
        temperature=config.temperature,
    )


@dataclass
class LoopContext:
    now: float
    at: tuple[float, float, float]
    tools: TracedTools


class LLMAgent:
    """Runs the tool loop for one question at a time."""

    def __init__(
        self,
        chat_model: BaseChatModel,
        config: LLMConfig,
        zone_name: str,
        zone: Any,
        prompt: AgentPrompt | None = None,
    ) -> None:
        self.chat_model = chat_model
        self.config = config
        self.zone_name = zone_name
        self.zone = zone
        self.prompt = prompt or AgentPrompt()

    def answer(
        self, question: Question, now: float, at: tuple[float, float, float], tools: TracedTools
    ) -> Answer:
        """Raises whatever the endpoint raises; the router turns that into a notice."""
        started = time.perf_counter()
        context = LoopContext(now, at, tools)
        langchain_tools = {tool.name: tool for tool in _tools(context)}
        model = self.chat_model.bind_tools(list(langchain_tools.values()))
        messages: list[BaseMessage] = [
            SystemMessage(self.prompt.render(now, at, self.zone_name, self.zone)),
            HumanMessage(question.text),
        ]
        llm_seconds = 0.0
        reply: AIMessage | None = None
        for _ in range(self.config.max_iterations):
            call_started = time.perf_counter()
            reply = model.invoke(messages)
            llm_seconds += time.perf_counter() - call_started
            messages.append(reply)
            if not reply.tool_calls:
                break
            for call in reply.tool_calls:
                messages.append(
                    ToolMessage(
                        content=_run_tool(langchain_tools, call["name"], call["args"]),
                        tool_call_id=call["id"] or call["name"],
                    )
                )
        else:
            call_started = time.perf_counter()
            reply = self.chat_model.invoke([*messages, HumanMessage(CAP_REACHED)])
            llm_seconds += time.perf_counter() - call_started
        assert reply is not None
        answer = _final_answer(question.text, _text(reply))
        answer.agent = "llm"
        answer.trace = tools.calls
        answer.timings["llm"] = llm_seconds
        answer.timings["retrieval"] = sum(call.latency_s for call in tools.calls)
        answer.latency_s = time.perf_counter() - started
        return answer


def _run_tool(tools: dict[str, StructuredTool], name: str, args: Any) -> str:
    """A tool's result as JSON text, or an error the model can read and correct."""
    tool = tools.get(name)
    if tool is None:
        return f"error: there is no tool named {name!r}; tools: {', '.join(sorted(tools))}"
    if not isinstance(args, dict):
        return f"error: arguments for {name} must be a JSON object"
    try:
        return str(tool.invoke(args))
    except ValidationError as error:
        problems = "; ".join(f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in error.errors())
        return f"error: bad arguments for {name}: {problems}"
    except Exception as error:  # a tool failing must not end the conversation
        return f"error: {name} failed: {error}"


def _tools(context: LoopContext) -> list[StructuredTool]:
    tools, now = context.tools, context.now

    def semantic_search(query: str, k: int = 5) -> str:
        """Objects in memory whose name means most like `query`, with position and times."""
        return _entities(tools.semantic_search(query, k, before=now))

    def closest(query: str, x: float, y: float, z: float = 0.0, k: int = 3) -> str:
        """Objects matching `query`, nearest to the point (x, y, z) first."""
        return _entities(tools.closest(query, (x, y, z), k, before=now))

    def positional_search(x: float, y: float, z: float = 0.0, k: int = 5) -> str:
        """Objects nearest to the point (x, y, z) in metres."""
        return _entities(tools.positional_search(x, y, z, k))

    def temporal_search(time: str, k: int = 5) -> str:
        """Objects seen closest to a time: POSIX seconds or clock time 'HH:MM[:SS]'."""
        moment: float | str = float(time) if _is_number(time) else time
        return _entities(tools.temporal_search(moment, k))

    def near(query: str, landmark: str, radius_m: float = 10.0, k: int = 5) -> str:
        """Objects matching `query` within `radius_m` metres of an object matching `landmark`."""
        return _entities(tools.near(query, landmark, radius_m, k, before=now))

    def caption_search_by_text(query: str, k: int = 5) -> str:
        """Scene descriptions most similar to `query` (fallback memory)."""
        return _captions(tools.captions_by_text(query, k, before=now))

    def caption_search_by_position(x: float, y: float, z: float = 0.0, k: int = 5) -> str:
        """Scene descriptions recorded nearest to the point (x, y, z) (fallback memory)."""
        return _captions(tools.captions_by_position((x, y, z), k, before=now))

    def caption_search_by_time(time: str, k: int = 5) -> str:
        """Scene descriptions recorded closest to a time: POSIX seconds or 'HH:MM[:SS]'."""
        moment: float | str = float(time) if _is_number(time) else time
        return _captions([hit for hit in tools.captions_by_time(moment, k) if hit.t <= now])

    def place_visits(place: str) -> str:
        """The robot's stays in a kind of place ('kitchen', 'back garden', 'car park'), oldest
        first: start and end (POSIX seconds) and seconds spent, from the room track."""
        return json.dumps(
            [
                {"start": stay.start, "end": stay.end, "duration_s": round(stay.duration_s, 1)}
                for stay in tools.place_stays(place, now)
            ]
        )

    def stops(place: str = "") -> str:
        """Times the robot stood still (optionally only in a kind of place), oldest first."""
        return json.dumps(
            [
                {"start": stop.start, "end": stop.end, "duration_s": round(stop.duration_s, 1)}
                for stop in tools.stops(now, place or None)
            ]
        )

    def floor_changes() -> str:
        """The robot's rides between floors (lift or stairs), oldest first: when, and the
        floors left and reached, counted among those visited (0: the lowest)."""
        return json.dumps(
            [
                {"time": ride.t, "from_floor": ride.before, "to_floor": ride.after}
                for ride in tools.floor_changes(now)
            ]
        )

    functions: list[Callable[..., str]] = [
        semantic_search,
        closest,
        positional_search,
        temporal_search,
        near,
        caption_search_by_text,
        caption_search_by_position,
        caption_search_by_time,
        place_visits,
        stops,
        floor_changes,
    ]
    return [StructuredTool.from_function(function) for function in functions]


def _is_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


def _entities(hits: list[EntityHit]) -> str:
    return json.dumps(
        [
            {
                "label": hit.entity.label,
                "position": [
                    round(hit.entity.x, 2),
                    round(hit.entity.y, 2),
                    round(hit.entity.z, 2),
                ],
                "first_seen": hit.entity.first_seen,
                "last_seen": hit.entity.last_seen,
                "score": round(hit.score, 3),
            }
            for hit in hits
        ]
    )


def _captions(hits: list[CaptionHit]) -> str:
    return json.dumps(
        [
            {
                "caption": hit.caption,
                "position": [round(hit.x, 2), round(hit.y, 2), round(hit.z, 2)],
                "time": hit.t,
                "score": round(hit.score, 3),
            }
            for hit in hits
        ]
    )


def _text(message: AIMessage) -> str:
    content = message.content
    if isinstance(content, str):
        return content
    return " ".join(
        part.get("text", "") if isinstance(part, dict) else str(part) for part in content
    )


def _final_answer(question: str, text: str) -> Answer:
    """The model's JSON answer; plain text is kept as the answer when it wrote no JSON."""
    match = _JSON_OBJECT.search(text)
    record: dict[str, Any] = {}
    if match:
        try:
            parsed = json.loads(match.group(0))
            record = parsed if isinstance(parsed, dict) else {}
        except json.JSONDecodeError:
            record = {}
    spoken = record.get("answer") if isinstance(record.get("answer"), str) else None
    return Answer(
        question=question,
        answer=spoken or text.strip() or "I could not find an answer.",
        position=_position(record.get("position")),
        time=_number(record.get("time")),
        binary=record.get("binary") if isinstance(record.get("binary"), bool) else None,
        duration_s=_number(record.get("duration_s")),
        confident=bool(spoken),
    )


def _position(value: Any) -> list[float] | None:
    if isinstance(value, list) and len(value) in (2, 3):
        numbers = [_number(v) for v in value]
        if all(n is not None for n in numbers):
            return [float(n) for n in numbers] + ([0.0] if len(numbers) == 2 else [])  # type: ignore[arg-type]
    return None


def _number(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value)

"""The paper's agent: an LLM in a tool loop over the memory (LangChain, OpenAI-compatible).

A cyclic loop with an iteration cap: the model calls tools, sees their results,
and finishes with a JSON answer carrying the same fields as the planner's.
"""

from __future__ import annotations

import functools
import inspect
import json
import os
import re
import time
from dataclasses import dataclass
from typing import Any, get_type_hints

from langchain_core.language_models.chat_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.tools import StructuredTool
from pydantic import BaseModel, SecretStr, ValidationError, create_model

from memory_core.agent.answer import Answer, Question
from memory_core.agent.prompts import AgentPrompt
from memory_core.agent.traced_tools import TracedTools
from memory_core.config import LLMConfig
from memory_core.floor_changes import FloorChange
from memory_core.place_track import Stay
from memory_core.stops import Stop
from memory_core.tools import TOOLS, Tool
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
        langchain_tools = {tool.name: tool for tool in offered_tools(context)}
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


# The question's moment: filled in for the model, which never sees past it.
_INJECTED = ("before", "until")


def offered_tools(context: LoopContext) -> list[StructuredTool]:
    """The table's tools offered to the LLM: schema from each method's signature (less the
    question's moment), its ``doc`` as the description, its hits as JSON."""
    return [_langchain_tool(tool, context) for tool in TOOLS if tool.doc is not None]


def _langchain_tool(tool: Tool, context: LoopContext) -> StructuredTool:
    schema, injected = _schema(tool)
    moment = dict.fromkeys(injected, context.now)
    method = getattr(context.tools, tool.name)

    def run(**arguments: Any) -> str:
        return json.dumps([_for_model(hit) for hit in method(**arguments, **moment)])

    return StructuredTool.from_function(
        run, name=tool.name, description=tool.doc or "", args_schema=schema
    )


@functools.cache
def _schema(tool: Tool) -> tuple[type[BaseModel], tuple[str, ...]]:
    """The arguments the model gives (the method's, less the question's moment), made once
    per tool; and which of the moment's parameters the method takes."""
    signature = inspect.signature(tool.function)
    hints = get_type_hints(tool.function)
    fields: dict[str, Any] = {
        name: (hints[name], ... if parameter.default is parameter.empty else parameter.default)
        for name, parameter in list(signature.parameters.items())[1:]  # not self
        if name not in _INJECTED
    }
    injected = tuple(name for name in _INJECTED if name in signature.parameters)
    return create_model(f"{tool.name}_arguments", **fields), injected


def _for_model(hit: Any) -> dict[str, Any]:
    """One hit as the model reads it: rounded positions, times as POSIX seconds."""
    if isinstance(hit, EntityHit):
        entity = hit.entity
        return {
            "label": entity.label,
            "position": [round(entity.x, 2), round(entity.y, 2), round(entity.z, 2)],
            "first_seen": entity.first_seen,
            "last_seen": entity.last_seen,
            "score": round(hit.score, 3),
        }
    if isinstance(hit, CaptionHit):
        return {
            "caption": hit.caption,
            "position": [round(hit.x, 2), round(hit.y, 2), round(hit.z, 2)],
            "time": hit.t,
            "score": round(hit.score, 3),
        }
    if isinstance(hit, FloorChange):
        return {"time": hit.t, "from_floor": hit.before, "to_floor": hit.after}
    if isinstance(hit, Stay | Stop):
        return {"start": hit.start, "end": hit.end, "duration_s": round(hit.duration_s, 1)}
    raise TypeError(f"no JSON for the model of a {type(hit).__name__}")


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

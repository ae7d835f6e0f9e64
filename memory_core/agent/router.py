"""Routing: the planner answers what it is sure of; the LLM (if configured) gets the rest.

An unreachable or failing endpoint never hangs or raises: the planner's answer
is returned with a notice saying what happened.
"""

from __future__ import annotations

import logging
import time
from dataclasses import replace
from typing import TYPE_CHECKING

from memory_core.agent.answer import Answer, Question
from memory_core.agent.planner import Planner
from memory_core.agent.reader import Intent
from memory_core.agent.traced_tools import TracedTools
from memory_core.clock import ClockError
from memory_core.memory import Memory
from memory_core.validation import clean_text

if TYPE_CHECKING:  # langchain is imported only when an LLM endpoint is configured
    from langchain_core.language_models.chat_models import BaseChatModel

log = logging.getLogger(__name__)

# Intents the planner only approximates from captions: worth the LLM when one is set.
LLM_PREFERRED = {Intent.DESCRIBE.value, Intent.UNKNOWN.value}


class QuestionError(ValueError):
    """A question that cannot be asked (empty, too long); the message says why."""


class Agent:
    """Answers questions from one memory. Thread-safe (the memory serialises access)."""

    def __init__(self, memory: Memory, chat_model: BaseChatModel | None = None) -> None:
        self.memory = memory
        self.planner = Planner(memory)
        self.llm = None
        config = memory.config.llm
        if chat_model is None and config.base_url:
            from memory_core.agent.llm import openai_chat_model

            chat_model = openai_chat_model(config)
        if chat_model is not None:
            from memory_core.agent.llm import LLMAgent

            zone_name = memory.config.time.timezone or "the robot's local time"
            self.llm = LLMAgent(chat_model, config, zone_name, self.planner.zone)

    def warm_up(self) -> None:
        """Load the embedding model now, so the first question is not slow."""
        self.memory.embedder.encode_one("hello")

    def ask(self, question: Question) -> Answer:
        started = time.perf_counter()
        # A typed lone surrogate is not text the embedder can read: replaced, not refused.
        question = replace(question, text=clean_text(question.text))
        text = question.text.strip()
        limit = self.memory.config.planner.max_question_chars
        if not text:
            raise QuestionError("the question is empty")
        if len(text) > limit:
            raise QuestionError(
                f"the question is {len(text)} characters long; the limit is {limit} "
                "(planner.max_question_chars)"
            )
        try:
            planned = self.planner.answer(question)
        except ClockError as error:  # "at 25:61": the question names no moment there is
            raise QuestionError(str(error)) from None
        if self.llm is None or (planned.confident and planned.intent not in LLM_PREFERRED):
            return planned
        now, at = self.planner.context_of(question)
        try:
            tools = TracedTools(self.planner.tools, self.planner.memories)
            answer = self.llm.answer(question, now, at, tools)
        except Exception as error:  # any endpoint failure: answer offline, say so
            log.warning("LLM endpoint failed: %s", error)
            where = (
                f" at {self.memory.config.llm.base_url}" if self.memory.config.llm.base_url else ""
            )
            planned.notice = (
                f"The language model{where} did not answer ({_reason(error)}); "
                "this answer comes from the offline planner."
            )
            planned.latency_s = time.perf_counter() - started
            return planned
        answer.id = question.id
        answer.intent = planned.intent
        answer.timings["planner"] = planned.latency_s
        answer.latency_s = time.perf_counter() - started
        return answer


def _reason(error: Exception) -> str:
    text = str(error).strip().splitlines()[0] if str(error).strip() else ""
    name = type(error).__name__
    return f"{name}: {text[:160]}" if text else name

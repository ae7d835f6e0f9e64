"""The agent that answers questions from memory: graph tools first, captions as fallback.

``Agent.ask`` routes between the offline ``Planner`` (deterministic, the
default) and the LLM tool loop (the paper's agent) when an endpoint is set.
"""

from memory_core.agent.answer import Answer, Question
from memory_core.agent.router import Agent, QuestionError

__all__ = ["Agent", "Answer", "Question", "QuestionError"]

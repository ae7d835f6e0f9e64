"""Places no word list holds, named the way this memory's captions named them.

A hand-built library walk: a hallway, the "book stacks" (as Florence-2 and a
robot log call them), a "servery" also called a "food counter area", and back.
Real MiniLM and Milvus Lite."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from memory_core.agent import Agent, Question
from tests.conftest import T0
from tests.memory_core.agent.conftest import agent_of

HALL = "A hallway with doors on both sides."
STACKS = ("The image shows book stacks with tall shelves.", "I am navigating the book stacks.")
SERVERY = ("In this image we can see a servery with trays.", "The image shows a food counter area.")


def _walk() -> list[tuple[float, float, float, str, list[str]]]:
    frames = []
    t = T0
    for index in range(6):
        frames.append((t, index * 1.0, 0.0, HALL, ["door"]))
        t += 2.0
    for index in range(30):  # 60 s in the stacks
        frames.append((t, 10.0 + (index % 6) * 0.4, 2.0, STACKS[index % 2], ["bookshelf"]))
        t += 2.0
    for index in range(6):
        frames.append((t, 20.0 + index, 0.0, HALL, ["door"]))
        t += 2.0
    for index in range(15):  # 30 s at the servery
        frames.append((t, 30.0 + (index % 5) * 0.4, 2.0, SERVERY[index % 2], ["tray"]))
        t += 2.0
    for index in range(6):
        frames.append((t, 40.0 + index, 0.0, HALL, ["door"]))
        t += 2.0
    return frames


FRAMES = _walk()
NOW = FRAMES[-1][0] + 2.0


@pytest.fixture(scope="module")
def agent(tmp_path_factory, embedder) -> Iterator[Agent]:
    with agent_of(tmp_path_factory.mktemp("library"), embedder, FRAMES) as agent:
        yield agent


def ask(agent: Agent, text: str):
    return agent.ask(Question(text, now=NOW, at=(45.0, 0.0, 0.0)))


def test_how_long_in_a_place_only_these_captions_name(agent: Agent) -> None:
    for text in ("How long were you in the book stacks?", "how long did we spend in the stacks"):
        answer = ask(agent, text)
        assert answer.duration_s is not None and 50 <= answer.duration_s <= 70, (text, answer)
    answer = ask(agent, "How much time did you spend in the servery?")
    assert answer.duration_s is not None and 24 <= answer.duration_s <= 36, answer


def test_when_did_you_enter_and_were_you_in_a_learnt_place(agent: Agent) -> None:
    answer = ask(agent, "When did you go into the book stacks?")
    assert answer.time is not None and abs(answer.time - (T0 + 12.0)) <= 4.0, answer
    yes = ask(agent, "Have you been to the servery?")
    assert yes.binary is True, yes
    no = ask(agent, "Have you been to the refectory?")
    assert no.binary is False, no


def test_a_thing_in_a_learnt_place_is_said_to_be_there(agent: Agent) -> None:
    answer = ask(agent, "Which room is the tray in?")
    assert "servery" in answer.answer or "food counter" in answer.answer, answer


def test_a_log_s_zone_code_counts_for_the_place_and_is_never_said(
    tmp_path_factory, embedder
) -> None:
    # 40 s in a kitchen: a narrator names it now and then, an operator log every frame
    frames, t = [], T0
    for index in range(20):
        caption = (
            "We rolled on through the kitchen; a fridge stood to our left."
            if index % 4 == 0
            else f"[10:00:{index:02d}] | KIT-1 L0 | HDG 090 | OBJ 1: FRIDGE | MOVING"
        )
        frames.append((t, (index % 5) * 0.5, 0.0, caption, ["fridge"]))
        t += 2.0
    for index in range(10):
        frames.append((t, 20.0 + index, 0.0, HALL, ["door"]))
        t += 2.0
    with agent_of(tmp_path_factory.mktemp("zone-code"), embedder, frames) as agent:
        stay = agent.ask(Question("How long were you in the kitchen?", now=t))
        assert stay.duration_s is not None and 34 <= stay.duration_s <= 46, stay.answer
        room = agent.ask(Question("What room is the fridge in?", now=t))
        assert "kitchen" in room.answer and "kit" not in room.answer.replace("kitchen", "")


def test_a_place_named_by_what_happens_there_is_said_as_a_place(tmp_path_factory, embedder) -> None:
    yard = "It looks like a place where vans load and unload."
    frames = [(T0 + 2.0 * i, 1.0 + 0.3 * i, 0.0, yard, ["pallet"]) for i in range(12)]
    with agent_of(tmp_path_factory.mktemp("yard"), embedder, frames) as agent:
        here = agent.ask(Question("Which room are you in right now?", now=T0 + 24.0))
    assert "the place where vans load" in here.answer, here.answer

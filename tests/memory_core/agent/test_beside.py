"""What was next to a thing: read by its construction, answered from the boxes of the frame
of the thing's latest sighting. Real MiniLM and Milvus Lite."""

from __future__ import annotations

import pytest

from memory_core.agent import Agent, Question
from memory_core.agent.beside import Beside, read_beside
from memory_core.config import Config
from memory_core.memory import Memory
from memory_core.types import Pose
from tests.conftest import T0, TEST_TIMEZONE


@pytest.mark.parametrize(
    ("question", "beside"),
    [
        ("What was beside the queue barrier in South Security?",
         Beside("queue barrier", "south security")),
        ("What was next to Bed 1 when you last saw it?", Beside("bed 1", None)),
        ("Last time you saw the network map in the ticket hall, what was standing next?",
         Beside("network map", "ticket hall")),
        ("Potted plant in the Chapel, last obs: what's adjacent?",
         Beside("potted plant", "chapel")),
        ("Sorry to bother you. What was beside the bin in Platform 1, if you remember?",
         Beside("bin", "platform 1")),
    ],
)  # fmt: skip
def test_a_question_about_a_thing_s_neighbour_is_read(question: str, beside: Beside) -> None:
    assert read_beside(question) == beside


def test_other_questions_ask_no_neighbour() -> None:
    assert read_beside("where is the cat?") is None
    assert read_beside("what was in the kitchen?") is None


def test_the_neighbour_is_the_nearest_box_in_bearing_in_the_last_sighting_s_frame(
    tmp_path, embedder
) -> None:
    config = Config().with_overrides({"memory_dir": str(tmp_path), "time.timezone": TEST_TIMEZONE})
    with Memory.open(tmp_path, config, embedder=embedder) as memory:
        # earlier a bench beside the bin; at the bin's last sighting a map beside it, a
        # clock further off, and the floor (a surface, no thing) right under it
        memory.add_frame(T0, Pose(0.0, 0.0), "A platform.", ["litter bin", "bench"], "", [0.1, 0.2])
        memory.add_frame(T0 + 2.0, Pose(1.0, 0.0), "A platform.",
                         ["litter bin", "network map", "wall clock", "tiled floor"], "",
                         [0.0, 0.3, -0.8, 0.0])  # fmt: skip
        answer = Agent(memory).ask(Question("What was next to the litter bin?", now=T0 + 10.0))
        assert answer.form == "text" and answer.answer.startswith("A network map"), answer

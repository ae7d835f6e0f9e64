"""A VLM's JSON caption is read as prose; everything else is left as it was."""

from __future__ import annotations

import pytest

from memory_core.perception.base import given_perception
from memory_core.perception.structured_caption import readable_caption
from memory_core.scene_phrase import scene_phrase
from memory_core.types import Observation, Pose


@pytest.mark.parametrize(
    ("caption", "prose"),
    [
        (
            '{"scene": "boiler room", "objects": ["red valve", "gauge"], "text": ["DANGER 2"]}',
            'Scene: boiler room. Objects: red valve, gauge. Text: "DANGER 2".',
        ),
        # cut off by a token limit: the complete items survive, the cut one does not
        (
            '{"scene": "2-LOBBY", "objects": ["lift door", "pot pla',
            "Scene: 2-LOBBY. Objects: lift door.",
        ),
        ('{"scene": "indoor space", "objects": [], "text": []}', "Scene: indoor space."),
        ('{"location": "yard", "people": {"adults": 2}}', "Location: yard. People: adults 2."),
        # not an object: as it was
        ("The image shows a kitchen.", "The image shows a kitchen."),
        ("{garbled", "{garbled"),
    ],
)
def test_a_json_caption_is_read_field_by_field(caption: str, prose: str) -> None:
    assert readable_caption(caption) == prose


def test_the_scene_field_names_the_place_and_reaches_the_memory_as_prose() -> None:
    caption = '{"scene": "tyre store", "objects": ["tyre"], "text": ["Bay 3"]}'
    observation = Observation(t=0.0, pose=Pose(0.0, 0.0, 0.0, 0.0), caption=caption)
    perceived = given_perception(observation).caption
    assert perceived == 'Scene: tyre store. Objects: tyre. Text: "Bay 3".'
    assert scene_phrase(perceived) == "tyre store"
    assert scene_phrase(readable_caption('{"scene": "3-HALL", "objects": []}')) == "3-hall"

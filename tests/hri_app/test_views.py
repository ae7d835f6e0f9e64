"""What the Talk page shows beside an answer: its evidence, each score with its measure."""

from __future__ import annotations

from zoneinfo import ZoneInfo

from hri_app.activity import Exchange
from hri_app.service import Reply
from hri_app.views import evidence_rows
from memory_core.agent import Answer
from memory_core.types import CaptionHit, Entity, EntityHit, Evidence
from tests.conftest import T0, TEST_TIMEZONE


def test_each_evidence_row_says_what_its_score_measures() -> None:
    hydrant = Entity(1, "red fire hydrant", 18.9, 1.9, 0.0, 0.0, T0, T0 + 60, 4)
    evidence: list[Evidence] = [
        EntityHit(hydrant, 11.34, "metres", "closest"),
        EntityHit(hydrant, 0.834, "similarity", "semantic"),
        CaptionHit(7, "A hydrant by the kerb.", 18.0, 2.0, 0.0, 0.0, T0 + 30, 40.2, "seconds"),
        CaptionHit(8, "The sign says OPEN.", 5.0, 6.0, 0.0, 0.0, T0 + 90, 0.0, "none"),
    ]
    reply = Reply(Answer("q", "a", evidence=evidence), Exchange(1, T0, "text", "q"))

    rows = evidence_rows(reply, ZoneInfo(TEST_TIMEZONE))

    assert [row[3] for row in rows] == ["11.3 m", "0.83", "40 s", ""]
    assert rows[0][:2] == ["red fire hydrant", "(18.9, 1.9)"]
    assert rows[2][:2] == ["A hydrant by the kerb.", "(18.0, 2.0)"]

"""Which stay a question means: the first, the latest, after a moment, a passage A to B."""

from __future__ import annotations

from memory_core.agent.occasions import choose, passage
from memory_core.agent.reader import Which
from memory_core.place_names import PlaceKind
from memory_core.place_track import Stay

KITCHEN, HALL, STUDY, BEDROOM = (PlaceKind(k) for k in ("kitchen", "hallway", "study", "bedroom"))


def stay(place: PlaceKind, start: float, end: float) -> Stay:
    return Stay(place, start, end, False, 0, 0)


def test_the_first_the_latest_and_the_first_after_a_moment() -> None:
    stays = [stay(KITCHEN, 0, 10), stay(KITCHEN, 50, 60), stay(KITCHEN, 90, 95)]
    assert choose(stays, Which.FIRST) == stays[0]
    assert choose(stays, Which.ANY) == stays[-1]
    assert choose(stays, Which.ANY, after=40) == stays[1]
    assert choose(stays, Which.FIRST, after=100) is None


def test_a_passage_is_from_leaving_one_place_to_entering_the_other() -> None:
    everywhere = [stay(KITCHEN, 0, 10), stay(HALL, 10, 30), stay(STUDY, 30, 60)]
    origins, targets = everywhere[:1], everywhere[2:]
    assert passage(origins, targets, everywhere, Which.FIRST) == (10, 30)


def test_a_passage_through_another_room_is_taken_only_if_there_is_no_direct_one() -> None:
    everywhere = [
        stay(KITCHEN, 0, 10),
        stay(BEDROOM, 20, 80),  # a visit on the way
        stay(STUDY, 90, 100),
        stay(KITCHEN, 200, 210),
        stay(HALL, 210, 220),
        stay(STUDY, 220, 260),
    ]
    kitchens, studies = [everywhere[0], everywhere[3]], [everywhere[2], everywhere[5]]
    assert passage(kitchens, studies, everywhere, Which.FIRST) == (210, 220)
    assert passage(kitchens[:1], studies[:1], everywhere, Which.FIRST) == (10, 90)


def test_returning_to_the_origin_first_makes_the_later_departure_the_passage() -> None:
    everywhere = [stay(KITCHEN, 0, 10), stay(KITCHEN, 20, 30), stay(STUDY, 40, 50)]
    assert passage(everywhere[:2], everywhere[2:], everywhere, Which.FIRST) == (30, 40)

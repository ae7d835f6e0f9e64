"""Which stay a question means: the first, the latest, after a moment, a passage A to B."""

from __future__ import annotations

from memory_core.agent.occasions import PASS_GAP_S, choose, passage, passes
from memory_core.agent.reader import Which
from memory_core.place_names import PlaceKind
from memory_core.place_track import Stay

KITCHEN, STUDY = PlaceKind("kitchen"), PlaceKind("study")


def stay(place: PlaceKind, start: float, end: float) -> Stay:
    return Stay(place, start, end, False, 0, 0)


def test_the_first_the_latest_and_the_first_after_a_moment() -> None:
    stays = [stay(KITCHEN, 0, 10), stay(KITCHEN, 50, 60), stay(KITCHEN, 90, 95)]
    assert choose(stays, Which.FIRST) == stays[0]
    assert choose(stays, Which.ANY) == stays[-1]
    assert choose(stays, Which.ANY, after=40) == stays[1]
    assert choose(stays, Which.FIRST, after=100) is None


def test_the_nth_occasion_counts_from_the_first_and_is_none_past_the_last() -> None:
    stays = [stay(KITCHEN, 0, 10), stay(KITCHEN, 50, 60), stay(KITCHEN, 90, 95)]
    assert choose(stays, Which.FIRST, nth=2) == stays[1]
    assert choose(stays, Which.FIRST, after=40, nth=2) == stays[2]
    assert choose(stays, Which.FIRST, nth=4) is None


def test_a_thing_out_of_view_a_while_and_seen_again_is_passed_again() -> None:
    # a sweep loses it for 20 s; the robot leaves and comes back after two minutes
    seen = [0.0, 2.0, 22.0, 24.0, 24.0 + PASS_GAP_S + 30.0, 150.0]
    assert passes(seen) == [0.0, 24.0 + PASS_GAP_S + 30.0]
    assert passes([]) == []


def test_a_passage_is_from_leaving_one_place_to_entering_the_other() -> None:
    kitchen, study = stay(KITCHEN, 0, 10), stay(STUDY, 30, 60)  # a hallway in between
    assert passage([kitchen], [study], Which.FIRST) == (10, 30)
    assert passage([study], [kitchen], Which.FIRST) is None  # never went that way


def test_the_first_and_the_latest_passage() -> None:
    kitchens = [stay(KITCHEN, 0, 10), stay(KITCHEN, 200, 210)]
    studies = [stay(STUDY, 90, 100), stay(STUDY, 220, 260)]
    assert passage(kitchens, studies, Which.FIRST) == (10, 90)  # via a bedroom: still the way
    assert passage(kitchens, studies, Which.LAST) == (210, 220)
    assert passage(kitchens, studies, Which.ANY) == (210, 220), "unasked: the latest"


def test_returning_to_the_origin_first_makes_the_later_departure_the_passage() -> None:
    stays = [stay(KITCHEN, 0, 10), stay(KITCHEN, 20, 30), stay(STUDY, 40, 50)]
    assert passage(stays[:2], stays[2:], Which.FIRST) == (30, 40)

"""The map figure: path, robot, entities (filterable), and the answer's target."""

from __future__ import annotations

from zoneinfo import ZoneInfo

from hri_app.map_view import ENTITIES, PATH, ROBOT, ROUTE, TARGET, Target, build_map
from memory_core.types import Entity
from tests.conftest import T0, TEST_TIMEZONE

ZONE = ZoneInfo(TEST_TIMEZONE)


def entity(i: int, label: str, x: float, y: float) -> Entity:
    return Entity(i, label, x, y, 0.0, 0.0, T0, T0 + 60 * i, 1 + i)


ENTITIES_SEEN = [entity(0, "red couch", 1, 2), entity(1, "office chair", 3, 4)]
PATH_POINTS = [(T0, 0.0, 0.0, 0.0), (T0 + 2, 1.0, 0.5, 0.0), (T0 + 4, 2.0, 1.0, 0.0)]


def traces(figure) -> dict:
    return {trace.name: trace for trace in figure.data}


def test_the_map_shows_path_robot_and_entities_with_when_they_were_seen() -> None:
    shown = traces(build_map(PATH_POINTS, (2.0, 1.0, 0.0), ENTITIES_SEEN, ZONE))
    assert list(shown[PATH].x) == [0.0, 1.0, 2.0]
    assert (shown[ROBOT].x[0], shown[ROBOT].y[0]) == (2.0, 1.0)
    assert list(shown[ENTITIES].x) == [1, 3]
    # T0 is midnight UTC: 01:00 in Rome, and entity 1 was last seen a minute later.
    assert shown[ENTITIES].text[1] == "office chair<br>last seen 01:01 (2x)"
    assert TARGET not in shown


def test_the_answer_is_highlighted_with_its_label_and_time() -> None:
    target = Target(3.0, 4.0, "office chair", seen=T0 + 60)
    shown = traces(build_map(PATH_POINTS, (2.0, 1.0, 0.0), ENTITIES_SEEN, ZONE, target=target))
    assert (shown[TARGET].x[0], shown[TARGET].y[0]) == (3.0, 4.0)
    assert shown[TARGET].text[0] == "office chair · 01:01"
    assert ROUTE not in shown


def test_while_navigating_a_route_leads_from_the_robot_to_the_target() -> None:
    target = Target(3.0, 4.0, "office chair")
    figure = build_map(PATH_POINTS, (2.0, 1.0, 0.0), [], ZONE, target=target, navigating=True)
    route = traces(figure)[ROUTE]
    assert list(zip(route.x, route.y, strict=True)) == [(2.0, 1.0), (3.0, 4.0)]


def test_the_filter_keeps_matching_labels_only() -> None:
    shown = traces(build_map([], None, ENTITIES_SEEN, ZONE, label_filter=" Chair "))
    assert list(shown[ENTITIES].text) == ["office chair<br>last seen 01:01 (2x)"]
    assert ROBOT not in shown and PATH not in shown


def test_many_entities_are_thinned_evenly_to_the_limit() -> None:
    many = [entity(i, "tree", float(i), 0.0) for i in range(1000)]
    xs = list(traces(build_map([], None, many, ZONE, max_entities=100))[ENTITIES].x)
    assert len(xs) == 100
    assert xs[0] == 0.0 and xs[-1] >= 980.0

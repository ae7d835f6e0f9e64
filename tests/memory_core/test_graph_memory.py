"""The paper's update rule (Sec. III-A) with hand-computed expectations and real MiniLM."""

from __future__ import annotations

import math
from dataclasses import replace

import numpy as np
import pytest

from memory_core.graph_memory import MemoryGraph
from memory_core.types import Pose
from tests.conftest import T0, GraphHarness


def test_a_couch_reseen_2m_away_merges_and_averages_its_position(harness: GraphHarness) -> None:
    harness.see(T0, (0.0, 0.0, 0.0), ["couch"], yaw=0.5)
    result = harness.see(T0 + 10, (2.0, 0.0, 0.0), ["couch"], yaw=2.0)

    assert len(harness.graph) == 1 and result.updated == [0] and result.created == []
    couch = harness.graph.entity(0)
    assert (couch.x, couch.y, couch.z) == (1.0, 0.0, 0.0)
    assert couch.yaw == 0.5, "yaw is kept from the first sighting"
    assert couch.first_seen == T0 and couch.last_seen == T0 + 10
    assert couch.observations == 2


def test_moving_average_weights_every_sighting_equally(harness: GraphHarness) -> None:
    for i, x in enumerate([0.0, 3.0, 3.0]):
        harness.see(T0 + i, (x, 0.0, 0.0), ["door"])
    assert harness.graph.entity(0).x == pytest.approx(2.0)


def test_the_same_label_6m_away_is_a_new_entity(harness: GraphHarness) -> None:
    harness.see(T0, (0.0, 0.0, 0.0), ["couch"])
    result = harness.see(T0 + 10, (6.0, 0.0, 0.0), ["couch"])
    assert len(harness.graph) == 2 and result.created == [1]
    assert harness.graph.entity(0).x == 0.0, "the far sighting leaves the first couch alone"


def test_the_distance_gate_is_inclusive_at_5m_and_three_dimensional(
    harness: GraphHarness,
) -> None:
    harness.see(T0, (0.0, 0.0, 0.0), ["stairs"])
    assert harness.see(T0 + 1, (3.0, 4.0, 0.0), ["stairs"]).updated == [0]  # exactly 5 m
    harness.see(T0 + 2, (0.0, 0.0, 0.0), ["elevator"])
    assert harness.see(T0 + 3, (0.0, 4.9, 1.0), ["elevator"]).created, "5.10 m in 3-D"


def test_a_thing_seen_from_the_floor_above_is_another_node(harness: GraphHarness) -> None:
    # The lift door 3 m straight up is within δP, but on another floor: another door.
    harness.see(T0, (0.0, 0.0, 0.0), ["lift door"])
    assert harness.see(T0 + 1, (0.0, 0.0, 3.0), ["lift door"]).created == [1]
    assert harness.see(T0 + 2, (1.0, 0.0, 3.1), ["lift door"]).updated == [1]


def test_sofa_and_couch_merge_but_cup_and_sofa_do_not(harness: GraphHarness) -> None:
    harness.see(T0, (0.0, 0.0, 0.0), ["sofa"])
    assert harness.see(T0 + 1, (1.0, 0.0, 0.0), ["couch"]).updated == [0]
    assert harness.graph.entity(0).label == "sofa", "a node keeps its first label"
    assert harness.see(T0 + 2, (1.0, 0.0, 0.0), ["cup"]).created == [1]


def test_labels_just_below_the_paper_threshold_stay_apart(harness: GraphHarness) -> None:
    # MiniLM: cup/mug 0.71, hydrant/fire hydrant 0.745 -- both below δE = 0.75.
    harness.see(T0, (0.0, 0.0, 0.0), ["cup", "hydrant"])
    result = harness.see(T0 + 1, (0.0, 0.0, 0.0), ["mug", "fire hydrant"])
    assert len(result.created) == 2 and len(harness.graph) == 4


def test_three_chairs_then_two_chairs_updates_the_two_nearest(harness: GraphHarness) -> None:
    first = harness.see(T0, (0.0, 0.0, 0.0), ["chair", "chair", "chair"])
    assert first.created == [0, 1, 2]
    # Move chairs 0 and 1 apart so "nearest" is well defined.
    harness.see(T0 + 1, (4.0, 0.0, 0.0), ["chair"])  # updates one chair to x = 2
    chairs_before = {e.id: e.x for e in harness.graph.entities()}
    moved = next(i for i, x in chairs_before.items() if x == 2.0)

    result = harness.see(T0 + 2, (-1.0, 0.0, 0.0), ["chair", "chair"])

    assert len(harness.graph) == 3 and result.created == []
    assert sorted(result.updated) == sorted(i for i in chairs_before if i != moved)
    assert harness.graph.entity(moved).x == 2.0, "the farthest chair is left alone"


def test_two_chairs_then_three_creates_one(harness: GraphHarness) -> None:
    harness.see(T0, (0.0, 0.0, 0.0), ["chair", "chair"])
    result = harness.see(T0 + 1, (1.0, 0.0, 0.0), ["chair", "chair", "chair"])
    assert len(result.updated) == 2 and len(result.created) == 1
    assert len(harness.graph) == 3


def test_one_sighting_updates_an_entity_once_even_if_two_groups_match(
    harness: GraphHarness,
) -> None:
    # MiniLM: sofa~couch 0.86, sofa~red sofa 0.82, but couch~red sofa 0.68, so
    # the frame holds two groups that both match the sofa node.
    harness.see(T0, (0.0, 0.0, 0.0), ["sofa"])
    result = harness.see(T0 + 1, (0.0, 0.0, 0.0), ["couch", "red sofa"])
    assert result.updated == [0] and len(result.created) == 1
    assert harness.graph.entity(0).observations == 2


def test_entities_seen_together_are_linked_with_a_count(harness: GraphHarness) -> None:
    harness.see(T0, (0.0, 0.0, 0.0), ["bike rack", "police pole", "tree"])
    harness.see(T0 + 2, (1.0, 0.0, 0.0), ["bike rack", "police pole"])
    edges = harness.graph.graph.edges
    assert edges[0, 1]["count"] == 2
    assert edges[0, 2]["count"] == 1
    node = harness.graph.graph.nodes[0]
    assert node["label"] == "bike rack" and node["observations"] == 2 and node["x"] == 0.5
    assert node["embedding"].shape == (384,)


def test_semantic_search_ranks_by_meaning_and_prefers_recent_ties(
    harness: GraphHarness, embedder
) -> None:
    harness.see(T0, (0.0, 0.0, 0.0), ["fire hydrant"])
    harness.see(T0 + 1, (50.0, 0.0, 0.0), ["bench"])
    harness.see(T0 + 2, (100.0, 0.0, 0.0), ["fire hydrant"])
    hits = harness.graph.semantic_search(embedder.encode_one("hydrant"), 2)
    assert [hit.entity.label for hit in hits] == ["fire hydrant", "fire hydrant"]
    assert hits[0].entity.x == 100.0, "equal scores: the most recently seen first"
    assert hits[0].score == pytest.approx(0.745, abs=0.01)


def test_positional_search_matches_brute_force_on_a_random_world(harness: GraphHarness) -> None:
    rng = np.random.default_rng(7)
    points = rng.uniform(-200, 200, size=(400, 3)) * [1, 1, 0.02]
    for i, point in enumerate(points):
        harness.see(T0 + i, point, [f"thing {i % 7}"])
    xyz = np.array([[e.x, e.y, e.z] for e in harness.graph.entities()])
    for query in [*rng.uniform(-300, 300, size=(25, 3)), np.array([4000.0, 4000.0, 0.0])]:
        expected = np.sort(np.linalg.norm(xyz - query, axis=1))[:6]
        hits = harness.graph.positional_search(*query, k=6)
        assert [hit.score for hit in hits] == pytest.approx(expected.tolist())


def test_temporal_search_returns_distinct_entities_nearest_in_time(
    harness: GraphHarness,
) -> None:
    harness.see(T0, (0.0, 0.0, 0.0), ["door"])
    harness.see(T0 + 100, (50.0, 0.0, 0.0), ["tree"])
    harness.see(T0 + 130, (0.0, 1.0, 0.0), ["door"])  # the door again, later
    harness.see(T0 + 300, (90.0, 0.0, 0.0), ["bench"])
    hits = harness.graph.temporal_search(T0 + 120, k=3)
    assert [(hit.entity.label, hit.score) for hit in hits] == [
        ("door", 10.0),
        ("tree", 20.0),
        ("bench", 180.0),
    ]


def test_out_of_order_frames_keep_the_sighting_times_sorted(harness: GraphHarness) -> None:
    harness.see(T0 + 50, (0.0, 0.0, 0.0), ["door"])
    harness.see(T0 + 10, (90.0, 0.0, 0.0), ["tree"])
    assert harness.graph.time_span() == (T0 + 10, T0 + 50)
    assert harness.graph.temporal_search(T0, 1)[0].entity.label == "tree"


def test_state_round_trip_rebuilds_an_identical_graph(harness: GraphHarness) -> None:
    rng = np.random.default_rng(3)
    for i in range(60):
        harness.see(T0 + 2 * i, rng.uniform(-20, 20, 3), ["chair", "table", f"sign {i % 4}"])
    rebuilt = MemoryGraph.from_state(harness.graph.state(), harness.labels, harness.graph.config)
    assert rebuilt.entities() == harness.graph.entities()
    assert [rebuilt.sightings(i) for i in range(len(rebuilt))] == [
        harness.graph.sightings(i) for i in range(len(rebuilt))
    ]
    assert sorted(rebuilt.graph.edges(data="count")) == sorted(
        harness.graph.graph.edges(data="count")
    )
    # ...and it keeps merging the same way.
    pose = Pose(0.0, 0.0, 0.0)
    chair = harness.label_id("chair")
    assert rebuilt.observe(T0 + 500, pose, [chair]) == harness.graph.observe(
        T0 + 500, pose, [chair]
    )


def test_memory_can_be_read_as_it_was_at_an_earlier_moment(harness: GraphHarness) -> None:
    for t in (T0, T0 + 60, T0 + 600):
        harness.see(t, (0.0, 0.0, 0.0), ["bench"])
    assert harness.graph.sightings(0) == [T0, T0 + 60, T0 + 600]
    assert harness.graph.last_seen_at_or_before(0, T0 + 300) == T0 + 60
    assert harness.graph.last_seen_at_or_before(0, T0 - 1) is None


def _bearing_to(target: tuple[float, float], xy: tuple[float, float], yaw: float) -> float:
    return math.atan2(target[1] - xy[1], target[0] - xy[0]) - yaw


def test_bearings_from_a_walk_past_place_the_object_where_the_paper_places_the_robot(
    harness: GraphHarness,
) -> None:
    hydrant = (6.0, 4.0)
    walk = [(0.0, 0.0), (2.0, 0.0), (4.0, 0.0)]  # looking along +x, the hydrant to the left
    for i, xy in enumerate(walk):
        harness.see(
            T0 + 2 * i, (*xy, 0.0), ["fire hydrant"], bearings=[_bearing_to(hydrant, xy, 0)]
        )

    (entity,) = harness.graph.entities()
    assert entity.located == "bearings"
    # Within the fit's small pull towards the assumed range (4 m; these sightings are 5-7 m).
    assert (entity.x, entity.y) == pytest.approx(hydrant, abs=0.4)
    assert entity.seen_from == pytest.approx((2.0, 0.0, 0.0)), "the paper's node pose is kept"
    # Merging is still the paper's rule on the robot pose: 6 m on, the same label is new.
    harness.see(T0 + 10, (8.1, 0.0, 0.0), ["fire hydrant"], bearings=[0.0])
    assert len(harness.graph) == 2


def test_located_positions_can_be_switched_off_without_rebuilding(harness: GraphHarness) -> None:
    for i, xy in enumerate([(0.0, 0.0), (2.0, 0.0)]):
        harness.see(T0 + i, (*xy, 0.0), ["bench"], bearings=[_bearing_to((1.0, 5.0), xy, 0)])
    state = harness.graph.state()
    paper = replace(harness.graph.config, locate_objects=False)
    rebuilt = MemoryGraph.from_state(state, harness.labels, paper)
    (bench,) = rebuilt.entities()
    assert (bench.x, bench.y, bench.located) == (1.0, 0.0, "robot pose")
    (located,) = MemoryGraph.from_state(state, harness.labels, harness.graph.config).entities()
    assert (located.x, located.y) == pytest.approx((1.0, 5.0), abs=0.4)


def test_a_resighted_pair_of_chairs_each_takes_its_own_line_of_sight(
    harness: GraphHarness,
) -> None:
    left, right = (3.0, 2.0), (3.0, -2.0)
    for i, xy in enumerate([(0.0, 0.0), (1.0, 0.0), (1.5, 0.0)]):
        # The order of the labels changes; the bearings say which chair is which.
        chairs = [right, left] if i % 2 else [left, right]
        bearings = [_bearing_to(chair, xy, 0.0) for chair in chairs]
        harness.see(T0 + i, (*xy, 0.0), ["chair", "chair"], bearings=bearings)

    below, above = sorted(harness.graph.entities(), key=lambda entity: entity.y)
    assert (below.x, below.y) == pytest.approx(right, abs=0.4)
    assert (above.x, above.y) == pytest.approx(left, abs=0.4)


def test_closest_matching_counts_a_floor_between_as_a_detour(harness: GraphHarness) -> None:
    harness.see(T0, (2.0, 0.0, -3.0), ["bench"])  # in the garage below
    harness.see(T0 + 1, (9.0, 0.0, 0.0), ["bench"])  # across the lobby
    query = harness.embedder.encode_one("bench")
    nearest, other = harness.graph.closest_matching(query, (0.0, 0.0, 0.0), 5, 0.7)
    assert (nearest.entity.x, nearest.score) == (9.0, 9.0)
    assert other.score == pytest.approx(2.0 + 10.0), "across, plus the flight of stairs"


def test_closest_matching_measures_to_the_located_object(harness: GraphHarness) -> None:
    for i, xy in enumerate([(0.0, 0.0), (3.0, 0.0)]):  # passing a mailbox 8 m to the left
        harness.see(T0 + i, (*xy, 0.0), ["mailbox"], bearings=[_bearing_to((0.0, 8.0), xy, 0)])
    query = harness.embedder.encode_one("mailbox")
    (hit,) = harness.graph.closest_matching(query, (0.0, 8.0, 0.0), 5, 0.7)
    # Two lines of sight 20 degrees apart: about a metre off, where the poses are 8 m away.
    assert hit.score < 1.5, "distance to the mailbox, not to where the robot stood"
    with pytest.raises(ValueError, match="2 bearings for 1 labels"):
        harness.see(T0 + 4, (0.0, 0.0, 0.0), ["mailbox"], bearings=[0.0, 0.1])


def test_a_crowded_frame_groups_repeats_and_equivalents_as_one_at_a_time_would(
    harness: GraphHarness,
) -> None:
    """Labels grouped by id first, then against group leaders: the paper's greedy grouping."""
    crowd = ["chair", "sofa", "cup", "couch", "chair", "sofa", "couch", "cup"] * 40  # 320
    created = harness.see(T0, (0.0, 0.0, 0.0), crowd).created

    again = harness.see(T0 + 2, (1.0, 0.0, 0.0), crowd)

    assert len(created) == len(crowd) and again.created == []
    assert sorted(again.updated) == created, "each entity re-seen once, by one instance"
    by_label = {
        label: sum(entity.label == label for entity in harness.graph.entities())
        for label in set(crowd)
    }
    assert by_label == {"chair": 80, "sofa": 80, "couch": 80, "cup": 80}
    assert harness.graph.graph.number_of_edges() == len(crowd) * (len(crowd) - 1) // 2
    assert {data["count"] for _, _, data in harness.graph.graph.edges(data=True)} == {2}


# Kiosks show a box 2.0 / range tall (a pinhole camera: box height times range is fixed).
KIOSK_SCALE = 2.0


def _see_kiosk(
    harness: GraphHarness, t: float, xy: tuple[float, float], kiosk: tuple[float, float]
) -> None:
    distance = math.dist(xy, kiosk)
    harness.see(
        t,
        (*xy, 0.0),
        ["kiosk"],
        bearings=[_bearing_to(kiosk, xy, 0.0)],
        box_heights=[KIOSK_SCALE / distance],
    )


def test_a_kiosk_seen_along_one_line_of_sight_sits_where_its_box_says_once_kiosks_are_known(
    harness: GraphHarness,
) -> None:
    far = (25.0, 40.0)
    _see_kiosk(harness, T0, (0.0, 40.0), far)  # once, straight ahead, 25 m off
    (entity,) = harness.graph.entities()
    assert (entity.x, entity.y) == pytest.approx((4.0, 40.0)), "no scale yet: 4 m along"

    near = (5.0, 5.0)  # another kiosk, passed close by: its lines of sight cross
    for i, x in enumerate([0.0, 2.0, 4.0, 6.0]):
        _see_kiosk(harness, T0 + 10 + i, (x, 0.0), near)

    placed = {round(entity.y): entity for entity in harness.graph.entities()}
    assert (placed[5].x, placed[5].y) == pytest.approx(near, abs=0.3)
    assert (placed[40].x, placed[40].y) == pytest.approx(far, abs=0.5), "placed again"


def test_kiosks_only_ever_driven_straight_at_are_ranged_by_how_their_boxes_grew(
    harness: GraphHarness,
) -> None:
    # Down three aisles, each towards a kiosk 15 m ahead: two sightings 4 m apart (one node),
    # lines of sight that never cross. Then a fourth kiosk, once, 25 m straight ahead.
    for aisle in range(3):
        kiosk = (15.0, 20.0 * aisle)
        for step, x in enumerate([0.0, 4.0]):
            _see_kiosk(harness, T0 + 10 * aisle + step, (x, kiosk[1]), kiosk)
    far = (25.0, 100.0)
    _see_kiosk(harness, T0 + 50, (0.0, 100.0), far)
    placed = {round(entity.y): entity for entity in harness.graph.entities()}
    assert len(placed) == 4, "one node per kiosk"
    assert (placed[100].x, placed[100].y) == pytest.approx(far, abs=0.5), "not 4 m along"
    assert (placed[20].x, placed[20].y) == pytest.approx((15.0, 20.0), abs=0.5)


def test_boxes_that_disagree_on_a_things_size_teach_nothing(harness: GraphHarness) -> None:
    # Two look-alike bins merged into one node: the rays cross, but the boxes' heights do
    # not fit one thing at the ranges where they cross.
    for i, (x, height) in enumerate([(0.0, 0.1), (2.0, 0.4), (4.0, 0.1), (6.0, 0.4)]):
        harness.see(
            T0 + i,
            (x, 0.0, 0.0),
            ["bin"],
            bearings=[_bearing_to((5.0, 5.0), (x, 0.0), 0.0)],
            box_heights=[height],
        )
    harness.see(T0 + 20, (0.0, 40.0, 0.0), ["bin"], bearings=[0.0], box_heights=[0.1])
    lone = max(harness.graph.entities(), key=lambda entity: entity.y)
    assert (lone.x, lone.y) == pytest.approx((4.0, 40.0))


def test_a_graph_rebuilt_from_its_state_places_and_learns_as_the_live_one(
    harness: GraphHarness,
) -> None:
    for i, x in enumerate([0.0, 2.0, 4.0, 6.0]):
        _see_kiosk(harness, T0 + i, (x, 0.0), (5.0, 5.0))
    _see_kiosk(harness, T0 + 10, (0.0, 40.0), (25.0, 40.0))
    rebuilt = MemoryGraph.from_state(harness.graph.state(), harness.labels, harness.graph.config)
    assert rebuilt.entities() == harness.graph.entities()
    for graph in (rebuilt, harness.graph):
        graph.observe(
            T0 + 20, Pose(0.0, 80.0), [harness.label_id("kiosk")], [0.0], [KIOSK_SCALE / 30.0]
        )
    assert rebuilt.entities() == harness.graph.entities()
    assert rebuilt.entities()[-1].x == pytest.approx(30.0)
    with pytest.raises(ValueError, match="2 box heights for 1 labels"):
        harness.see(T0 + 30, (0.0, 0.0, 0.0), ["kiosk"], bearings=[0.0], box_heights=[0.1, 0.2])

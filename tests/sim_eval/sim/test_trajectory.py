from __future__ import annotations

import itertools
import math
from collections import defaultdict

from sim_eval.sim import Simulation
from sim_eval.sim.trajectory import FRAME_PERIOD_S, START_TIME


def test_frames_are_two_seconds_apart_from_a_fixed_start(sim: Simulation) -> None:
    times = [frame.t for frame in sim.frames]
    assert times[0] == START_TIME == 1767258000.0
    assert all(b - a == FRAME_PERIOD_S for a, b in itertools.pairwise(times))
    assert len(times) == 360  # 12 minutes


def test_walking_speed_is_plausible(sim: Simulation) -> None:
    speeds = [math.dist(a.xy, b.xy) / FRAME_PERIOD_S for a, b in itertools.pairwise(sim.frames)]
    assert max(speeds) <= 1.5
    moving = [s for s, f in zip(speeds, sim.frames, strict=False) if f.moving and s > 0.5]
    assert 0.9 <= sum(moving) / len(moving) <= 1.4


def test_yaw_follows_the_direction_of_motion(sim: Simulation) -> None:
    straight = 0
    for a, b in itertools.pairwise(sim.frames):
        # Both frames on one straight leg: the robot faces where it goes.
        if a.moving and b.moving and abs(a.yaw - b.yaw) < 1e-3 and math.dist(a.xy, b.xy) > 1.0:
            travel = math.atan2(b.y - a.y, b.x - a.x)
            assert abs(math.remainder(travel - a.yaw, math.tau)) < 0.01
            straight += 1
    assert straight > len(sim.frames) // 3


def test_every_pose_is_inside_its_region(sim: Simulation) -> None:
    for frame in sim.frames:
        region = sim.world.regions[frame.region]
        assert region.box.contains(frame.xy)
        assert frame.indoor == region.indoor and frame.building == region.building


def test_enter_and_leave_alternate_per_building_and_match_indoor_flags(sim: Simulation) -> None:
    events = [event for frame in sim.frames for event in frame.events]
    assert sum(e.kind == "enter" for e in events) >= 2
    assert sum(e.kind == "leave" for e in events) >= 2
    per_building: dict[str, list[str]] = defaultdict(list)
    inside: str | None = None
    for frame in sim.frames:
        for event in frame.events:
            per_building[event.building].append(event.kind)
            assert event.t == frame.t and event.door in sim.world.buildings[event.building].doors
            if event.kind == "enter":
                assert inside is None
                inside = event.building
            else:
                assert inside == event.building
                inside = None
        assert frame.building == inside
    for kinds in per_building.values():
        assert kinds == ["enter", "leave"] * (len(kinds) // 2) + ["enter"] * (len(kinds) % 2)


def test_the_robot_visits_outdoors_and_several_buildings(sim: Simulation) -> None:
    entered = {e.building for f in sim.frames for e in f.events if e.kind == "enter"}
    assert len(entered) >= 2
    kinds = {sim.world.regions[f.region].kind for f in sim.frames}
    assert {"sidewalk", "atrium", "hallway"} <= kinds

"""Where the robot goes: a tour of rooms and outdoor areas with look-arounds, walking
through doorways and corridors, riding the lift or taking the stairs between floors."""

from __future__ import annotations

import math

import numpy as np

from sim_eval.sim.generator_l.model import Family, Place
from sim_eval.sim.generator_l.navigation import LIFT_DOOR_S, LIFT_SPEED, STAIR_SPEED, Edge, NavGraph
from sim_eval.sim.generator_l.seeding import chance, pick_weighted, stream
from sim_eval.sim.generator_l.trajectory import Builder, Trajectory
from sim_eval.sim.generator_l.world import World


def plan_route(world: World) -> Trajectory:
    family = world.family
    rng = stream(family.key, world.seed, "route")
    graph = NavGraph(family)
    start = family.place(world.family.start)
    floor = start.floors[0]
    x, y = start.centre
    robot = Builder(
        world.t_start - 5.0,
        (x, y, family.floor(floor).z),
        float(rng.uniform(-math.pi, math.pi)),
        start.key,
        floor,
    )
    robot.pause(5.0)
    _look_around(robot, family, start, rng, short=True)
    visited = {start.key: 1}
    current = start
    destinations = [p for p in family.places if p.kind in ("room", "outdoor")]
    while robot.t < world.t_end_plan + 30:
        target = _next_destination(rng, destinations, visited, current)
        weights = {"lift": float(rng.uniform(0.35, 1.5)), "stairs": float(rng.uniform(0.6, 1.6))}
        path = graph.shortest(
            graph.centre(current.key, current.floors[0]),
            graph.centre(target.key, target.floors[0]),
            weights,
        )
        _follow(robot, family, graph, path, rng)
        _look_around(robot, family, target, rng, short=False)
        visited[target.key] = visited.get(target.key, 0) + 1
        current = target
    return Trajectory(robot.segments)


def _next_destination(
    rng: np.random.Generator, places: list[Place], visited: dict[str, int], current: Place
) -> Place:
    options = [p for p in places if p.key != current.key]
    weights = [
        (3.0 if p.key not in visited else 1.0 / visited[p.key]) * (1.5 if p.outdoor else 1.0)
        for p in options
    ]
    return pick_weighted(rng, options, weights)


def _speed(rng: np.random.Generator, outdoor: bool) -> float:
    return float(rng.uniform(1.0, 1.25) if outdoor else rng.uniform(0.75, 0.95))


def _follow(
    robot: Builder, family: Family, graph: NavGraph, path: list[Edge], rng: np.random.Generator
) -> None:
    for edge in path:
        a, b = graph.nodes[edge.a], graph.nodes[edge.b]
        place = family.place(edge.place)
        if edge.mode == "walk":
            # The first edge leaves from wherever the look-around ended (places are convex).
            z = family.floor(b.floor).z
            robot.move_to((b.x, b.y, z), _speed(rng, place.outdoor), place.key, b.floor)
        elif edge.mode == "lift":
            robot.turn_by(math.pi * (1 if chance(rng, 0.5) else -1))
            robot.pause(LIFT_DOOR_S + float(rng.uniform(-2.0, 3.0)))
            z1 = family.floor(b.floor).z
            # no horizontal motion: the yaw is kept and the ride takes dz / speed
            robot.move_to(
                (b.x, b.y, z1), LIFT_SPEED * float(rng.uniform(0.9, 1.1)), place.key, None
            )
            robot.floor = b.floor
            robot.pause(LIFT_DOOR_S + float(rng.uniform(-2.0, 3.0)))
        elif edge.mode == "stairs":
            fx, fy = graph.stair_far_point(place)
            za, zb = family.floor(a.floor).z, family.floor(b.floor).z
            speed = STAIR_SPEED * float(rng.uniform(0.9, 1.1))
            robot.move_to((fx, fy, (za + zb) / 2), speed, place.key, None)
            robot.move_to((b.x, b.y, zb), speed, place.key, None)
            robot.floor = b.floor
            robot.pause(float(rng.uniform(0.5, 1.5)))


def _look_around(
    robot: Builder, family: Family, place: Place, rng: np.random.Generator, short: bool
) -> None:
    """Visit a few points inside the place, turning to look about at each."""
    x0, y0, x1, y1 = place.rect
    area = (x1 - x0) * (y1 - y0)
    stops = 1 if short else int(rng.integers(2, 4 + (1 if area > 400 else 0)))
    floor = robot.floor if robot.floor is not None else place.floors[0]
    z = family.floor(floor).z
    margin = min(1.2, (x1 - x0) / 4, (y1 - y0) / 4)
    for _ in range(stops):
        px = float(rng.uniform(x0 + margin, x1 - margin))
        py = float(rng.uniform(y0 + margin, y1 - margin))
        robot.move_to((px, py, z), _speed(rng, place.outdoor), place.key, floor)
        for _ in range(int(rng.integers(1, 3))):
            sweep = float(rng.uniform(1.2, 4.5)) * (1 if chance(rng, 0.5) else -1)
            robot.turn_by(sweep, rate=float(rng.uniform(0.4, 0.8)))
            robot.pause(float(rng.uniform(1.0, 6.0)))

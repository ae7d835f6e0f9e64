"""Spatial questions: truth is a list of acceptable [x, y, z] positions."""

from __future__ import annotations

import math

from sim_eval.sim.generator_l.questions.context import Context, Draft, clock, dist2, rounded
from sim_eval.sim.generator_l.seeding import pick

MOVABLE = ("moved", "lost", "moving")


def where_is(ctx: Context, now: float) -> list[Draft]:
    n = ctx.ev.n_at(now)
    out = []
    for spec in ctx.family.classes:
        insts = ctx.world.by_class(spec.key)
        if not spec.fixed or spec.key == "door_plate" or len(insts) > 6:
            continue
        seen = [i for i in insts if ctx.ev.seen(i.iid, n)]
        if not seen:
            continue
        obj_np = f"the {spec.noun}" if len(insts) == 1 else ctx.a_obj(spec.noun)
        out.append(
            Draft(
                "where_is",
                {"obj": spec.noun, "obj_np": obj_np},
                {"positions": [rounded(i.position_at(now)) for i in seen]},
                now,
                key=f"where_is:{spec.key}",
            )
        )
    return out


def nearest_to_me(ctx: Context, now: float) -> list[Draft]:
    n = ctx.ev.n_at(now)
    pose = ctx.frames[n - 1].pose
    if pose.floor is None:
        return []
    at = ctx.pose_at(n)
    out = []
    for spec in ctx.family.classes:
        if not spec.fixed or spec.key == "door_plate":
            continue
        seen = [
            i
            for i in ctx.world.by_class(spec.key)
            if ctx.ev.seen(i.iid, n) and ctx.family.place(i.home).floors[0] == pose.floor
        ]
        if len(seen) < 2:
            continue
        ranked = sorted(seen, key=lambda i: dist2(i.position_at(now), at))
        d0, d1 = (dist2(i.position_at(now), at) for i in ranked[:2])
        if d1 - d0 < 6.0:
            continue
        out.append(
            Draft(
                "nearest_to_me",
                {"obj": spec.noun},
                {"positions": [rounded(ranked[0].position_at(now))]},
                now,
                at=at,
                key=f"nearest:{spec.key}",
            )
        )
    return out


def _sighted(ctx: Context, now: float, kinds: tuple[str, ...]) -> list[tuple]:
    n = ctx.ev.n_at(now)
    out = []
    for inst in ctx.instances():
        spec = ctx.family.cls(inst.cls)
        if spec.kind not in kinds or spec.key == "door_plate":
            continue
        seen = ctx.ev.seen(inst.iid, n)
        ref = ctx.the_obj(inst, n) if seen else None
        if ref:
            out.append((inst, ref, seen))
    return out


def last_seen_where(ctx: Context, now: float) -> list[Draft]:
    found = _sighted(ctx, now, MOVABLE) or _sighted(ctx, now, ("static", "state", "text"))
    return [
        Draft(
            "last_seen_where",
            {"the_obj": ref},
            {"positions": [rounded(inst.position_at(ctx.ev.t[seen[-1]]))]},
            now,
            key=f"last_where:{inst.iid}",
        )
        for inst, ref, seen in found
    ]


def first_seen_where(ctx: Context, now: float) -> list[Draft]:
    return [
        Draft(
            "first_seen_where",
            {"the_obj": ref},
            {"positions": [rounded(inst.position_at(ctx.ev.t[seen[0]]))]},
            now,
            key=f"first_where:{inst.iid}",
        )
        for inst, ref, seen in _sighted(ctx, now, ("moved", "lost"))
    ]


def which_room(ctx: Context, now: float) -> list[Draft]:
    n = ctx.ev.n_at(now)
    out = []
    for inst in ctx.instances():
        spec = ctx.family.cls(inst.cls)
        place = ctx.family.place(inst.home)
        if (
            not spec.fixed
            or spec.key == "door_plate"
            or place.transit
            or len(ctx.world.by_class(inst.cls)) != 1
            or not ctx.ev.seen(inst.iid, n)
        ):
            continue
        cx, cy = place.centre
        out.append(
            Draft(
                "which_room",
                {"the_obj": f"the {spec.noun}"},
                {
                    "positions": [
                        rounded(inst.position_at(now)),
                        rounded((cx, cy, ctx.floor_z(place))),
                    ]
                },
                now,
                key=f"which_room:{inst.iid}",
            )
        )
    return out


def stationary_minute(ctx: Context, now: float, radius: float, same_place: bool) -> list[int]:
    """Frame indices at whole minutes (t0+90 .. now-120) where the robot stayed within
    ``radius`` m (and, if asked, in one place) for 30 s either side."""
    first = math.ceil((ctx.t0 + 90) / 60) * 60
    marks = list(range(int(first), int(now - 120), 60))
    out = []
    for _ in range(12):
        if not marks:
            break
        mark = float(pick(ctx.rng, marks))
        near = [f for f in ctx.frames if abs(f.t - mark) <= 30]
        if len(near) < 7:
            continue
        centre = min(near, key=lambda f: abs(f.t - mark))
        if centre.pose.floor is None or abs(centre.t - mark) > 2.5:
            continue
        ok = all(
            math.dist((f.pose.x, f.pose.y, f.pose.z), (centre.pose.x, centre.pose.y, centre.pose.z))
            <= radius
            for f in near
        )
        if same_place:
            ok = ok and all(f.pose.place == centre.pose.place for f in near)
        if ok:
            out.append(centre.index)
    return out


def where_was_i(ctx: Context, now: float) -> list[Draft]:
    out = []
    for i in stationary_minute(ctx, now, 10.0, same_place=False):
        frame = ctx.frames[i]
        mark = round(frame.t / 60) * 60
        pose = frame.pose
        out.append(
            Draft(
                "where_was_i",
                {"time": clock(mark)},
                {"positions": [rounded((pose.x, pose.y, pose.z))]},
                now,
                key=f"where_was_i:{mark}",
            )
        )
    return out


def where_place(ctx: Context, now: float) -> list[Draft]:
    n = ctx.ev.n_at(now)
    out = []
    for place in ctx.named_places(n):
        ref = ctx.place_ref(place.key, n)
        if not ref:
            continue
        x0, y0, x1, y1 = place.rect
        z = ctx.floor_z(place)
        points = [place.centre]
        if max(x1 - x0, y1 - y0) > 20:
            xs = ((3 * x0 + x1) / 4, (x0 + 3 * x1) / 4)
            ys = ((3 * y0 + y1) / 4, (y0 + 3 * y1) / 4)
            points += [(x, y) for y in ys for x in xs]
        out.append(
            Draft(
                "where_place",
                {"place": ref},
                {"positions": [rounded((x, y, z)) for x, y in points]},
                now,
                key=f"where_place:{place.key}",
            )
        )
    return out


def quote_fragment(text: str) -> str:
    """The words a person would remember: the first clause, at most four words of it."""
    clause = text.split(" - ")[0].split(": ")[0]
    if len(clause.split()) < 2:
        clause = text
    words = clause.split()
    return clause if len(words) <= 5 else " ".join(words[:4])


def where_text(ctx: Context, now: float) -> list[Draft]:
    n = ctx.ev.n_at(now)
    out = []
    for inst in ctx.instances():
        if inst.cls == "door_plate":
            continue
        text = ctx.ev.last_read(inst.iid, n)
        if not text:
            continue
        fragment = quote_fragment(text)
        positions = []
        for other in ctx.instances():
            for i, read in ctx.ev.text_read.get(other.iid, []):
                if i < n and fragment in read:
                    positions.append(rounded(other.position_at(ctx.ev.t[i])))
        unique = [list(p) for p in dict.fromkeys(tuple(p) for p in positions)]
        noun = ctx.family.cls(inst.cls).noun
        out.append(
            Draft(
                "where_text",
                {"obj": noun, "text": fragment},
                {"positions": unique},
                now,
                key=f"where_text:{fragment}",
            )
        )
    return out


MAKERS = {
    "where_is": where_is,
    "nearest_to_me": nearest_to_me,
    "last_seen_where": last_seen_where,
    "first_seen_where": first_seen_where,
    "which_room": which_room,
    "where_was_i": where_was_i,
    "where_place": where_place,
    "where_text": where_text,
}

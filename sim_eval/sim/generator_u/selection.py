"""All candidates of a run, and the choice of 100 questions (20 per type, 10 yes / 10 no)."""

from __future__ import annotations

from . import q_other as qo
from . import q_where_when as qw
from .evidence import gather
from .model import TYPES
from .qcommon import Candidate, general_nows, here_frames
from .rng import stream
from .world import World

SUBKINDS = {
    "spatial": ("where_is", "first_seen_where", "where_place", "nearest_from_here"),
    "temporal": (
        "last_seen",
        "first_seen",
        "entered_place",
        "left_place",
        "last_charge",
        "first_outdoors",
    ),
    "binary": ("seen_yes", "seen_never", "still_there", "went_outside_since", "longer_in_than"),
    "duration": ("last_visit", "ago_seen", "total_in_place", "ago_left", "outdoor_total"),
    "text": (
        "which_room_here",
        "colour_of",
        "room_of_thing",
        "seen_first_of_two",
        "count_total",
        "room_at_clock",
    ),
}
CORE = (
    "where_is",
    "first_seen_where",
    "where_place",
    "last_seen",
    "first_seen",
    "entered_place",
    "left_place",
    "seen_yes",
    "seen_never",
    "last_visit",
    "ago_seen",
    "total_in_place",
    "which_room_here",
    "colour_of",
)
NEW = tuple(s for t in TYPES for s in SUBKINDS[t] if s not in CORE)


def candidates(world: World) -> list[Candidate]:
    out: list[Candidate] = []
    for now in general_nows(world, stream(world.family, world.seed, "nows")):
        ev = gather(world, now)
        out += qw.where_is(world, ev) + qw.first_seen_where(world, ev) + qw.where_place(world, ev)
        out += qw.seen_time(world, ev, True) + qw.seen_time(world, ev, False)
        out += qw.entered_left(world, ev) + qw.last_charge(world, ev)
        out += qw.first_outdoors(world, ev)
        out += qo.seen_yes_never(world, ev) + qo.still_there(world, ev)
        out += qo.went_outside_since(world, ev) + qo.longer_in_than(world, ev)
        out += qo.visit_durations(world, ev) + qo.ago_seen(world, ev)
        out += qo.outdoor_total(world, ev)
        out += qo.colour_of(world, ev) + qo.room_of_thing(world, ev)
        out += qo.seen_first_of_two(world, ev) + qo.count_total(world, ev)
        out += qo.room_at_clock(world, ev)
    for i, now in here_frames(world, stream(world.family, world.seed, "here"), 16):
        ev = gather(world, now)
        f = world.frames[i]
        at = [f.pose[0], f.pose[1], f.pose[2]]
        out += qw.nearest_from_here(world, ev, at) + qo.which_room_here(world, ev, at)
    return out


def select(world: World, cands: list[Candidate]) -> list[Candidate]:
    chosen: list[Candidate] = []
    for qtype in TYPES:
        rng = stream(world.family, world.seed, "select", qtype)
        subs = list(SUBKINDS[qtype])
        order = {s: float(rng.random()) for s in subs}
        used: dict[str, int] = {s: 0 for s in subs}
        taken: set[tuple[str, str]] = set()
        pool = [c for c in cands if c.type == qtype]
        yes = no = 0
        for k in range(20):
            want: bool | None = None
            if qtype == "binary":
                want = (k % 2 == 0) if yes < 10 and no < 10 else yes < 10
            ok = [
                c
                for c in pool
                if (c.subkind, c.target) not in taken and (want is None or c.answer is want)
            ]
            if not ok:
                raise RuntimeError(f"{world.family}-s{world.seed}: too few {qtype} candidates")
            have = sorted({c.subkind for c in ok}, key=lambda s: (used[s], order[s]))
            sub = have[0]
            options = [c for c in ok if c.subkind == sub]
            pick = options[int(rng.integers(len(options)))]
            chosen.append(pick)
            taken.add((pick.subkind, pick.target))
            used[sub] += 1
            if pick.answer is True:
                yes += 1
            elif pick.answer is False:
                no += 1
    return chosen

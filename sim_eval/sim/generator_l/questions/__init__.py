"""100 questions per world (20 of each type), chosen once per family and seed; each
phrasing only words them differently."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from sim_eval.sim.generator_l.evidence import Evidence
from sim_eval.sim.generator_l.perception import Frame
from sim_eval.sim.generator_l.phrasings import render
from sim_eval.sim.generator_l.questions import binary, duration, spatial, temporal, text
from sim_eval.sim.generator_l.questions.context import Context, Draft, pick_draft
from sim_eval.sim.generator_l.seeding import shuffled, stream
from sim_eval.sim.generator_l.world import World

Maker = Callable[[Context, float], list[Draft]]
PER_TYPE = 20
ATTEMPTS = 14

PLAN: dict[str, tuple[Mapping[str, Maker], Sequence[tuple[str, int]]]] = {
    "spatial": (
        spatial.MAKERS,
        (
            ("where_is", 3),
            ("nearest_to_me", 3),
            ("last_seen_where", 3),
            ("first_seen_where", 2),
            ("which_room", 2),
            ("where_was_i", 3),
            ("where_place", 2),
            ("where_text", 2),
        ),
    ),
    "temporal": (
        temporal.MAKERS,
        (
            ("last_seen", 4),
            ("first_seen", 3),
            ("entered_place", 3),
            ("left_place", 3),
            ("took_lift", 2),
            ("arrived_floor", 2),
            ("passed", 3),
        ),
    ),
    "binary": (
        binary.MAKERS,
        (
            ("seen_yes", 3),
            ("seen_never", 3),
            ("seen_not_yet", 2),
            ("colour_yes", 2),
            ("colour_no", 2),
            ("in_place_yes", 2),
            ("in_place_no", 2),
            ("state_last", 4),
        ),
    ),
    "duration": (
        duration.MAKERS,
        (
            ("last_visit", 3),
            ("total_in_place", 3),
            ("outside_total", 2),
            ("on_floor", 2),
            ("a_to_b", 3),
            ("ago_seen", 3),
            ("ago_place", 2),
            ("lift_ride", 2),
        ),
    ),
    "text": (
        text.MAKERS,
        (
            ("sign_text", 4),
            ("colour_of", 4),
            ("count", 3),
            ("which_room_here", 3),
            ("which_floor", 3),
            ("room_at_time", 3),
        ),
    ),
}


def choose_questions(world: World, frames: list[Frame], ev: Evidence) -> list[tuple[str, Draft]]:
    """(type, draft) for all 100 questions, independent of phrasing."""
    ctx = Context(world, frames, ev, stream(world.family.key, world.seed, "questions"))
    chosen: list[tuple[str, Draft]] = []
    for qtype, (makers, quotas) in PLAN.items():
        used: set[str] = set()
        drafts: list[Draft] = []
        for subkind, quota in quotas:
            for _ in range(quota):
                draft = _one(ctx, makers[subkind], used)
                if draft:
                    drafts.append(draft)
        rounds = 0
        while len(drafts) < PER_TYPE:
            rounds += 1
            if rounds > 40:
                raise RuntimeError(
                    f"{world.family.key} s{world.seed}: only {len(drafts)} {qtype} questions"
                )
            for subkind in shuffled(ctx.rng, [s for s, _ in quotas]):
                draft = _one(ctx, makers[subkind], used)
                if draft:
                    drafts.append(draft)
                    break
        chosen.extend((qtype, d) for d in drafts[:PER_TYPE])
    return chosen


def _one(ctx: Context, maker: Maker, used: set[str]) -> Draft | None:
    for _ in range(ATTEMPTS):
        draft = pick_draft(ctx, maker(ctx, ctx.pick_now()), used)
        if draft:
            used.add(draft.key)
            return draft
    return None


def question_rows(
    world: World, chosen: list[tuple[str, Draft]], phrasing: str
) -> list[dict[str, Any]]:
    rng = stream(world.family.key, world.seed, f"phrasing:{phrasing}")
    rows = []
    for number, (qtype, draft) in enumerate(chosen, start=1):
        rows.append(
            {
                "id": f"{world.family.key}-s{world.seed}-q{number:03d}",
                "type": qtype,
                "question": render(phrasing, draft.subkind, draft.slots, rng),
                "now": draft.now,
                "at": draft.at,
                "truth": draft.truth,
                "subkind": draft.subkind,
                "slots": draft.slots,
            }
        )
    return rows

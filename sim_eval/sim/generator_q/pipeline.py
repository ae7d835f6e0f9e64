"""One world end to end: build, ask, word, write."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .evidence import Evidence
from .phrasings import Renderer
from .questions import NEW_SUBKINDS, Made, make_questions
from .world import PHRASINGS, World, build_world, write_world


def question_lines(world: World, made: list[Made], phrasing: str) -> list[dict[str, Any]]:
    out = []
    for n, q in enumerate(made, start=1):
        out.append(
            {
                "id": f"{world.fam.key}-s{world.seed}-q{n:03d}",
                "type": q.type,
                "question": q.texts[phrasing],
                "now": q.now,
                "at": q.at,
                "truth": q.truth,
                "subkind": q.subkind,
                "slots": q.slots,
            }
        )
    return out


def build(family: str, seed: int, captioner: str | None = None) -> tuple[World, list[Made]]:
    world = build_world(family, seed, captioner)
    ev = Evidence(world.fam, world.frames, world.instances)
    made = make_questions(world, ev, Renderer(world.fam, seed))
    return world, made


def generate(
    out_dir: Path, family: str, seed: int, phrasing: str, captioner: str | None = None
) -> Path:
    if phrasing not in PHRASINGS:
        raise ValueError(f"unknown phrasing {phrasing!r}; known: {', '.join(PHRASINGS)}")
    world, made = build(family, seed, captioner)
    return write_world(
        world, phrasing, question_lines(world, made, phrasing), out_dir, NEW_SUBKINDS
    )

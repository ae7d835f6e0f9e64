"""Compact constructors for family data: one line per class or place."""

from __future__ import annotations

from sim_eval.sim.generator_l.model import ClassSpec, Link, Place, Rect


def split(text: str) -> tuple[str, ...]:
    return tuple(part.strip() for part in text.split("|") if part.strip())


def placement(text: str) -> tuple[tuple[str, int, int], ...]:
    """ "reading:2-4 foyer:1" -> (("reading", 2, 4), ("foyer", 1, 1))."""
    out = []
    for item in text.split():
        place, _, count = item.partition(":")
        low, _, high = count.partition("-")
        out.append((place, int(low), int(high or low)))
    return tuple(out)


def cls(
    noun: str,
    labels: str,
    at: str = "",
    *,
    kind: str = "static",
    gen: str = "",
    col: str = "",
    states: str = "",
    size: tuple[float, float] = (0.5, 0.5),
    mount: float | None = None,
    to: str = "",
    texts: tuple[str, ...] = (),
    fp: bool = False,
    speed: float = 0.5,
) -> ClassSpec:
    state_pair = split(states)
    return ClassSpec(
        key=noun.replace(" ", "_").replace("'", "").replace("-", "_"),
        noun=noun,
        labels=(noun, *split(labels)),
        generic=split(gen),
        kind=kind,
        colours=split(col),
        states=(state_pair[0], state_pair[1]) if state_pair else None,
        size=size,
        mount=mount,
        placement=placement(at),
        moves_to=tuple(to.split()),
        texts=texts,
        fp=fp,
        speed=speed,
    )


def never(noun: str, labels: str = "") -> ClassSpec:
    return cls(noun, labels, kind="never")


def room(
    key: str,
    name: str,
    floor: int,
    rect: Rect,
    *,
    kind: str = "room",
    code: str | None = None,
    code_ref: str | None = None,
    group: str = "",
    article: bool = True,
    vague: str = "",
    floors: tuple[int, ...] | None = None,
) -> Place:
    return Place(
        key=key,
        name=name,
        floors=floors or (floor,),
        rect=rect,
        kind=kind,
        code=code,
        code_ref=code_ref or (f"room {code}" if code else None),
        group=group,
        article=article,
        vague=split(vague),
    )


def links(floor: int, *items: tuple[str, str, float, float]) -> tuple[Link, ...]:
    return tuple(Link(a, b, x, y, floor) for a, b, x, y in items)

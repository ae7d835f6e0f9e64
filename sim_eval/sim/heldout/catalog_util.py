"""Compact constructors for catalog entries (categories and place kinds)."""

from __future__ import annotations

from .model import Category, PlaceKind


def _split(text: str) -> tuple[str, ...]:
    return tuple(s.strip() for s in text.split("|") if s.strip())


def _where(text: str) -> tuple[tuple[str, int, int], ...]:
    out = []
    for item in text.split():
        kind, counts = item.split(":")
        lo, _, hi = counts.partition("-")
        out.append((kind, int(lo), int(hi or lo)))
    return tuple(out)


def cat(
    key: str,
    names: str,
    where: str = "",
    *,
    ask: str = "",
    every: str = "",
    colours: str = "",
    materials: str = "",
    **kw: object,
) -> Category:
    """Build a Category from '|'-separated names and 'kind:lo-hi' where-items."""
    return Category(
        key=key,
        names=_split(names),
        where=_where(where),
        ask=_split(ask),
        everyday=_split(every),
        colours=tuple(colours.split()),
        materials=tuple(materials.split()),
        **kw,  # type: ignore[arg-type]
    )


def kind(
    key: str,
    names: str,
    every: str = "",
    sig: str = "",
    *,
    indoor: bool = True,
    goal: bool = True,
) -> PlaceKind:
    """Build a PlaceKind from '|'-separated names and space-separated signature categories."""
    return PlaceKind(
        key=key,
        names=_split(names),
        everyday=_split(every),
        indoor=indoor,
        signature=tuple(sig.split()),
        goal=goal,
    )

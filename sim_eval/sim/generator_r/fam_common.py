"""Helpers for writing the family tables: places with an offset, classes, links."""

from __future__ import annotations

from .model import ClassSpec, Link, Place


class PlaceBook:
    """Collects places and links, shifting rectangles by the site's map offset."""

    def __init__(self, dx: float, dy: float, surface: str) -> None:
        self.dx = dx
        self.dy = dy
        self.surface = surface
        self.places: list[Place] = []
        self.links: list[Link] = []

    def add(
        self,
        key: str,
        name: str,
        forms: tuple[str, ...],
        kind: str,
        kind_word: str,
        rect: tuple[float, float, float, float],
        levels: tuple[str, ...] | str,
        group: str | None = None,
        sight: float = 12.0,
        abbrevs: tuple[str, ...] = (),
        sign: str | None = None,
        surface: str = "",
        transit: bool = False,
        corridor: bool = False,
        hub: bool = False,
        dock: bool = False,
    ) -> str:
        x0, y0, x1, y1 = rect
        lv = (levels,) if isinstance(levels, str) else levels
        all_forms = (name, *[f for f in forms if f != name], *[a for a in abbrevs])
        self.places.append(
            Place(
                key=key,
                name=name,
                forms=tuple(dict.fromkeys(all_forms)),
                abbrevs=abbrevs,
                kind=kind,
                kind_word=kind_word,
                rect=(x0 + self.dx, y0 + self.dy, x1 + self.dx, y1 + self.dy),
                levels=lv,
                group=group or key,
                sight_m=sight,
                transit=transit,
                corridor=corridor,
                hub=hub,
                dock=dock,
                sign=sign,
                surface=surface or self.surface,
            )
        )
        return key

    def link(self, a: str, b: str, level: str) -> None:
        self.links.append(Link(a, b, level))


def cls(
    key: str,
    labels: tuple[str, str, str],
    plural: str,
    generic: str,
    size: tuple[float, float, float],
    where: tuple[str, ...],
    count: tuple[int, int],
    mobility: str,
    **extra: object,
) -> ClassSpec:
    """A class: ``size`` is (height, width, base)."""
    height, width, base = size
    return ClassSpec(
        key=key,
        labels=labels,
        plural=plural,
        generic=generic,
        height=height,
        width=width,
        base=base,
        where=where,
        count=count,
        mobility=mobility,
        **extra,  # type: ignore[arg-type]
    )

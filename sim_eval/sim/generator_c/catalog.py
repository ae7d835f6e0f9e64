"""Catalogue data types, shared by the museum and store catalogues."""

from __future__ import annotations

from dataclasses import dataclass, field


def _split(text: str) -> tuple[str, ...]:
    return tuple(item.strip() for item in text.split("|") if item.strip())


@dataclass(frozen=True)
class Category:
    """An object category: labeller synonyms, attributes and where instances live.

    ``homes`` maps a place kind (or ``@tag``) to how many instances stand there;
    ``roam`` (portable objects only) lists the kinds/tags an instance may move to.
    """

    key: str
    names: tuple[str, ...]
    colours: tuple[str, ...] = ()
    materials: tuple[str, ...] = ()
    size: float = 1.0
    homes: tuple[tuple[str, int], ...] = ()
    roam: tuple[str, ...] = ()
    visitor: tuple[str, ...] = ()
    staff: tuple[str, ...] = ()
    salience: float = 1.0

    @property
    def portable(self) -> bool:
        return bool(self.roam)


def cat(
    key: str,
    names: str,
    homes: str = "",
    colours: str = "",
    size: float = 1.0,
    roam: str = "",
    visitor: str = "",
    staff: str = "",
    materials: str = "",
    sal: float = 1.0,
) -> Category:
    """Compact constructor: lists are ``|``-separated, homes ``kind:count`` space-separated."""
    pairs = tuple((h.split(":")[0], int(h.split(":")[1])) for h in homes.split())
    return Category(
        key=key,
        names=_split(names),
        colours=_split(colours),
        materials=_split(materials),
        size=size,
        homes=pairs,
        roam=tuple(roam.split()),
        visitor=_split(visitor),
        staff=_split(staff),
        salience=sal,
    )


@dataclass(frozen=True)
class PlaceKind:
    """A kind of place: names used by captioners and by each phrasing, and ambience."""

    kind: str
    names: tuple[str, ...]
    visitor: tuple[str, ...]
    staff: tuple[str, ...]
    tags: tuple[str, ...] = ()
    busy: float = 0.5
    scene: tuple[str, ...] = ()
    sign: tuple[str, tuple[str, ...]] | None = None  # (text, answer keywords)
    askable: bool = True


def kind(
    key: str,
    names: str,
    visitor: str = "",
    staff: str = "",
    tags: str = "",
    busy: float = 0.5,
    scene: str = "",
    sign: str = "",
    askable: bool = True,
) -> PlaceKind:
    """Compact constructor; ``sign`` is ``text || kw1|kw2``."""
    sign_pair = None
    if sign:
        text, words = sign.split("||")
        sign_pair = (text.strip(), _split(words))
    names_t = _split(names)
    return PlaceKind(
        kind=key,
        names=names_t,
        visitor=_split(visitor) or names_t[:1],
        staff=_split(staff) or names_t[:1],
        tags=tuple(tags.split()),
        busy=busy,
        scene=_split(scene),
        sign=sign_pair,
        askable=askable,
    )


@dataclass(frozen=True)
class Slot:
    """A rectangle of the fixed floor plan, filled by a fixed kind or one from a pool."""

    sid: str
    rect: tuple[float, float, float, float]
    z: float = 0.0
    kind: str = ""  # fixed kind, or "" to draw from the family's pool


@dataclass(frozen=True)
class Family:
    """Everything that defines one world family."""

    name: str
    kinds: tuple[PlaceKind, ...]
    pool: tuple[str, ...]  # kinds drawn for slots without a fixed kind
    slots: tuple[Slot, ...]
    doors: tuple[tuple[str, str, float, float], ...]
    lift: tuple[str, str] | None
    categories: tuple[Category, ...]
    extras_absent: tuple[str, ...]  # plausible objects this family never has
    places_absent: tuple[str, ...]  # plausible place names this family never has
    start: str
    hallucinations: tuple[str, ...] = field(default=())
    people: tuple[str, ...] = field(default=())

    def kind_of(self, key: str) -> PlaceKind:
        for item in self.kinds:
            if item.kind == key:
                return item
        raise KeyError(key)


def _records(table: str) -> list[list[str]]:
    """Rows of a ``;``-separated table; lines starting with spaces continue the row above."""
    rows: list[str] = []
    for line in table.splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if line[0].isspace() and rows:
            rows[-1] += " " + line.strip()
        else:
            rows.append(line.strip())
    return [[field.strip() for field in row.split(";")] for row in rows]


def _options(fields: list[str]) -> dict[str, str]:
    return dict(f.split("=", 1) for f in fields if f)


def parse_categories(table: str) -> tuple[Category, ...]:
    """Rows ``key; names; homes; colours; size; [roam=..; visitor=..; staff=..; ...]``."""
    out = []
    for key, names, homes, colours, size, *rest in _records(table):
        opts = _options(rest)
        out.append(
            cat(key, names, homes, colours, float(size), opts.get("roam", ""),
                opts.get("visitor", ""), opts.get("staff", ""), opts.get("materials", ""),
                float(opts.get("sal", 1.0)))
        )  # fmt: skip
    return tuple(out)


def parse_kinds(table: str) -> tuple[PlaceKind, ...]:
    """Rows ``key; names; visitor; staff; tags; busy; [scene=..; sign=..; askable=no]``."""
    out = []
    for key, names, visitor, staff, tags, busy, *rest in _records(table):
        opts = _options(rest)
        out.append(
            kind(key, names, visitor, staff, tags, float(busy), opts.get("scene", ""),
                 opts.get("sign", ""), opts.get("askable", "yes") != "no")
        )  # fmt: skip
    return tuple(out)

"""Plain data of a world: zones (rooms, corridors, connectors), object classes, instances."""

from __future__ import annotations

from dataclasses import dataclass, field

Rect = tuple[float, float, float, float]  # x0, y0, x1, y1
Point = tuple[float, float, float]


@dataclass
class Zone:
    id: str
    name: str
    aliases: list[str]
    kind: str
    floor: int
    indoor: bool
    rects: dict[int, Rect]
    is_spine: bool = False
    spine: dict[int, str] = field(default_factory=dict)  # floor -> spine the zone opens on
    connector: str | None = None  # lift / escalator / stairs / travelator
    code: str | None = None
    vague: str = "an open area"
    ref: str = ""
    building: str = ""
    side: int = 0
    door_x: dict[int, float] = field(default_factory=dict)
    sign_text: str | None = None
    yc: float = 0.0
    width: float = 0.0

    def centre(self, floor: int | None = None) -> tuple[float, float]:
        x0, y0, x1, y1 = self.rects[self.floor if floor is None else floor]
        return ((x0 + x1) / 2, (y0 + y1) / 2)

    @property
    def floors(self) -> list[int]:
        return sorted(self.rects)


@dataclass
class ObjClass:
    name: str
    syns: list[str]
    kind: str  # static moving person crowd stateful screen sign lost goods fixture
    where: list[str]
    count: tuple[int, int] = (1, 1)
    colours: list[str] | None = None
    height: float = 1.0
    width: float = 0.6
    det: float = 0.85
    fp: bool = False
    plural: str | None = None
    states: list[str] | None = None
    texts: list[str] | None = None
    desc: str | None = None
    prob: float = 1.0  # chance a matching zone gets any

    @property
    def pl(self) -> str:
        if self.plural:
            return self.plural
        n = self.name
        if n.endswith(("s", "sh", "ch", "x")):
            return n + "es"
        if n.endswith("y") and n[-2] not in "aeiou":
            return n[:-1] + "ies"
        return n + "s"


@dataclass
class Instance:
    id: str
    cls: str
    colour: str | None
    schedule: list[tuple[float, str | None, Point]]  # (t_start, zone or None=absent, pos)
    visible_from: list[str] = field(default_factory=list)
    states: list[tuple[float, str]] | None = None
    text: str | None = None
    texts: list[tuple[float, str]] | None = None
    carried: bool = False  # fixture that rides with a connector (lift panel)
    desc: str | None = None

    def at(self, t: float) -> tuple[str | None, Point]:
        cur = self.schedule[0]
        for item in self.schedule:
            if item[0] <= t:
                cur = item
            else:
                break
        return cur[1], cur[2]

    def state_at(self, t: float) -> str | None:
        if not self.states:
            return None
        cur = self.states[0][1]
        for ts, st in self.states:
            if ts <= t:
                cur = st
            else:
                break
        return cur

    def text_at(self, t: float) -> str | None:
        if self.texts:
            cur = self.texts[0][1]
            for ts, tx in self.texts:
                if ts <= t:
                    cur = tx
                else:
                    break
            return cur
        return self.text


@dataclass
class Link:
    a: str
    b: str
    floor: int
    ax: float
    bx: float
    via: str | None = None


@dataclass
class World:
    family: str
    seed: int
    storey: float
    zones: dict[str, Zone]
    links: list[Link]
    classes: dict[str, ObjClass]
    absent: list[str]
    regions_in: list[str]
    regions_out: list[str]
    start_zone: str
    epoch: float
    floor_words: dict[int, list[str]]
    floor_label: dict[int, str]
    tokens: dict[str, object] = field(default_factory=dict)
    instances: list[Instance] = field(default_factory=list)
    hfov: float = 1.5707963267948966

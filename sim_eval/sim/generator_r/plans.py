"""Caption plans: what each captioner will say about a frame (things, quotes, place, floor)."""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from .model import FamilySpec, Instance, pluralize
from .perception import Box, Visible
from .rng import chance, pick


@dataclass
class Mention:
    inst: str
    cls: str
    word: str  # exactly as the caption writes it (noun, synonym, confusion, misspelling)
    kind: str  # noun | synonym | confusion | misspelt
    colour: str | None
    state: str | None
    bearing: float
    box: Box
    gid: int = 0  # mentions sharing a gid > 0 are written as one group ("two wheelchairs")
    group: int = 1

    @property
    def identifying(self) -> bool:
        return self.kind in ("noun", "synonym")


@dataclass
class Quote:
    inst: str
    text: str  # as written in the caption
    true_text: str
    correct: bool
    bearing: float
    box: Box


@dataclass
class Naming:
    mode: str  # proper | abbrev | wrong | stale | kind
    place: str | None
    form: str
    hedged: bool

    @property
    def correct_for(self) -> str | None:
        return self.place if self.mode in ("proper", "abbrev") else None


@dataclass
class LevelMention:
    level: str
    form: str
    correct: bool


@dataclass
class Plan:
    empty: bool = False
    mentions: list[Mention] = field(default_factory=list)
    quotes: list[Quote] = field(default_factory=list)
    naming: Naming | None = None
    level: LevelMention | None = None
    hallucination: str | None = None
    bystander: str | None = None


@dataclass(frozen=True)
class Profile:
    empty: float
    max_mentions: int
    p_mention: float
    synonym: float
    confusion: float
    misspell: float
    colour: float
    state: float
    group: bool
    slip: float
    name: float
    modes: tuple[tuple[str, int], ...]
    hedge: float
    level: float
    quote: float
    quote_range: float
    quote_bearing: float
    misread: float
    quote_needs_mention: bool
    hallucinate: float
    bystander: float


PROFILES: dict[str, Profile] = {
    # A LLaVA-style paragraph: hedges, buries the place mid-paragraph, hallucinates.
    "llava_paragraph": Profile(
        empty=0.01,
        max_mentions=4,
        p_mention=0.65,
        synonym=0.3,
        confusion=0.04,
        misspell=0.0,
        colour=0.5,
        state=0.3,
        group=True,
        slip=0.0,
        name=0.22,
        modes=(("proper", 50), ("wrong", 15), ("kind", 35)),
        hedge=0.65,
        level=0.10,
        quote=0.45,
        quote_range=1.0,
        quote_bearing=0.5,
        misread=0.0,
        quote_needs_mention=True,
        hallucinate=0.15,
        bystander=0.2,
    ),
    # Second-person directions; the place name lags behind ("You are still in ...").
    "second_person": Profile(
        empty=0.04,
        max_mentions=3,
        p_mention=0.55,
        synonym=0.25,
        confusion=0.03,
        misspell=0.0,
        colour=0.35,
        state=0.2,
        group=True,
        slip=0.0,
        name=0.30,
        modes=(("proper", 55), ("stale", 20), ("wrong", 5), ("kind", 20)),
        hedge=0.10,
        level=0.15,
        quote=0.4,
        quote_range=1.0,
        quote_bearing=0.5,
        misread=0.0,
        quote_needs_mention=True,
        hallucinate=0.05,
        bystander=0.1,
    ),
    # A dense region list with pixel boxes; almost never names the place.
    "dense_regions": Profile(
        empty=0.02,
        max_mentions=6,
        p_mention=0.85,
        synonym=0.35,
        confusion=0.05,
        misspell=0.0,
        colour=0.45,
        state=0.35,
        group=False,
        slip=0.0,
        name=0.05,
        modes=(("proper", 40), ("kind", 60)),
        hedge=0.0,
        level=0.0,
        quote=0.6,
        quote_range=1.2,
        quote_bearing=0.6,
        misread=0.0,
        quote_needs_mention=True,
        hallucinate=0.08,
        bystander=0.15,
    ),
    # OCR first, then terse lower-case nouns; misreads, confusions, plural slips, abbreviations.
    "ocr_terse": Profile(
        empty=0.10,
        max_mentions=4,
        p_mention=0.5,
        synonym=0.2,
        confusion=0.12,
        misspell=0.06,
        colour=0.15,
        state=0.1,
        group=True,
        slip=0.3,
        name=0.08,
        modes=(("abbrev", 60), ("proper", 15), ("wrong", 15), ("kind", 10)),
        hedge=0.0,
        level=0.05,
        quote=0.9,
        quote_range=2.0,
        quote_bearing=0.75,
        misread=0.10,
        quote_needs_mention=False,
        hallucinate=0.03,
        bystander=0.0,
    ),
}
CAPTIONERS: tuple[str, ...] = tuple(PROFILES)

OCR_SWAPS = {"B": "8", "O": "0", "I": "1", "S": "5", "E": "F", "G": "6", "Z": "2", "A": "4"}


def misread(rng: np.random.Generator, text: str) -> str:
    """An OCR misreading: one or two characters swapped for look-alikes."""
    spots = [i for i, ch in enumerate(text) if ch in OCR_SWAPS]
    if not spots:
        return text + "."
    chars = list(text)
    for i in rng.permutation(np.array(spots))[: 1 + int(rng.integers(0, 2))]:
        chars[int(i)] = OCR_SWAPS[chars[int(i)]]
    return "".join(chars)


def misspell(rng: np.random.Generator, word: str, forbidden: list[str]) -> str | None:
    """A misspelt noun that contains no identifying label; None if none was found."""
    for _ in range(8):
        chars = list(word)
        letters = [
            i for i in range(1, len(chars) - 1) if chars[i].isalpha() and chars[i + 1].isalpha()
        ]
        if not letters:
            return None
        i = int(pick(rng, letters))
        if chance(rng, 0.6):
            chars[i], chars[i + 1] = chars[i + 1], chars[i]
        else:
            del chars[i]
        out = "".join(chars).lower()
        if out != word.lower() and not any(label in out for label in forbidden):
            return out
    return None


@dataclass(frozen=True)
class FrameContext:
    t: float
    place: str | None  # None inside a moving lift
    level: str | None
    prev_place: str | None  # the place before the current visit
    since_left_prev: float  # seconds since the robot left prev_place


class Planner:
    def __init__(self, spec: FamilySpec, instances: list[Instance], captioner: str) -> None:
        self.spec = spec
        self.profile = PROFILES[captioner]
        self.captioner = captioner
        self.insts = {i.key: i for i in instances}
        self.classes = {c.key: c for c in spec.classes}
        self.labels_lower = sorted({lab.lower() for c in spec.classes for lab in c.labels})

    def plan(self, rng: np.random.Generator, ctx: FrameContext, seen: list[Visible]) -> Plan:
        pr = self.profile
        if chance(rng, pr.empty):
            return Plan(empty=True)
        plan = Plan()
        for vis in seen:
            if len(plan.mentions) >= pr.max_mentions:
                break
            if not chance(rng, pr.p_mention):
                continue
            plan.mentions.append(self._mention(rng, vis, ctx.t))
        if pr.group:
            self._group(rng, plan)
        self._quotes(rng, plan, seen, ctx.t)
        if ctx.place is not None and chance(rng, pr.name):
            plan.naming = self._naming(rng, ctx)
        if ctx.level is not None and pr.level > 0 and chance(rng, pr.level):
            plan.level = self._level(rng, ctx.level)
        if chance(rng, pr.hallucinate):
            plan.hallucination = pick(rng, self.spec.hallucinations)
        if ctx.place is not None and chance(rng, pr.bystander):
            plan.bystander = pick(rng, self.spec.bystanders)
        return plan

    def _mention(self, rng: np.random.Generator, vis: Visible, t: float) -> Mention:
        pr = self.profile
        cls = self.classes[vis.cls]
        inst = self.insts[vis.inst]
        kind, word = "noun", cls.labels[0]
        if cls.confusions and chance(rng, pr.confusion):
            kind, word = "confusion", pick(rng, cls.confusions)
        elif chance(rng, pr.synonym):
            kind, word = "synonym", pick(rng, cls.labels[1:])
        if kind != "confusion" and chance(rng, pr.misspell):
            bad = misspell(rng, word, self.labels_lower)
            if bad is not None:
                kind, word = "misspelt", bad
        colour = (
            inst.colour if inst.colour and kind != "confusion" and chance(rng, pr.colour) else None
        )
        state = inst.state_at(t) if cls.states and chance(rng, pr.state) else None
        if self.captioner == "ocr_terse":
            word = word.lower()
        return Mention(vis.inst, vis.cls, word, kind, colour, state, vis.bearing, vis.box)

    def _group(self, rng: np.random.Generator, plan: Plan) -> None:
        by_cls: dict[str, list[Mention]] = {}
        for m in plan.mentions:
            if m.kind in ("noun", "synonym"):
                by_cls.setdefault(m.cls, []).append(m)
        gid = 1
        for cls_key, members in by_cls.items():
            if len(members) < 2 or not chance(rng, 0.8):
                continue
            cls = self.classes[cls_key]
            base = members[0].word
            plural = cls.plural if base == cls.labels[0] else pluralize(base)
            if self.captioner == "ocr_terse":
                plural = plural.lower()
                base = base.lower()
            word = base if chance(rng, self.profile.slip) else plural
            for m in members:
                m.word = word
                m.kind = "noun" if base.lower() == cls.labels[0].lower() else "synonym"
                m.colour = None
                m.state = None
                m.gid = gid
                m.group = len(members)
            gid += 1

    def _quotes(self, rng: np.random.Generator, plan: Plan, seen: list[Visible], t: float) -> None:
        pr = self.profile
        mentioned = {m.inst for m in plan.mentions}
        for vis in seen:
            inst = self.insts[vis.inst]
            text = inst.text_at(t)
            if text is None:
                continue
            cls = self.classes[vis.cls]
            reach = min(14.0, max(4.0, 5 + 4 * cls.height * cls.reach)) * pr.quote_range
            if vis.range_m > reach or abs(vis.bearing) > pr.quote_bearing:
                continue
            if not chance(rng, pr.quote):
                continue
            written = misread(rng, text) if chance(rng, pr.misread) else text
            plan.quotes.append(
                Quote(vis.inst, written, text, written == text, vis.bearing, vis.box)
            )
            if pr.quote_needs_mention and vis.inst not in mentioned:
                m = self._mention(rng, vis, t)
                if m.kind in ("confusion", "misspelt"):
                    m.kind, m.word = "noun", cls.labels[0]
                plan.mentions.append(m)
                mentioned.add(vis.inst)
            if len(plan.quotes) >= 2:
                break

    def _naming(self, rng: np.random.Generator, ctx: FrameContext) -> Naming | None:
        pr = self.profile
        assert ctx.place is not None
        here = self.spec.place(ctx.place)
        modes = [m for m, _ in pr.modes]
        weights = np.array([w for _, w in pr.modes], dtype=float)
        mode = modes[int(rng.choice(len(modes), p=weights / weights.sum()))]
        hedged = chance(rng, pr.hedge)
        lower = self.captioner == "ocr_terse"
        if mode == "kind":
            return Naming("kind", None, here.kind_word.lower() if lower else here.kind_word, hedged)
        if mode == "stale":
            if ctx.prev_place is None or ctx.since_left_prev > 25.0:
                return None
            prev = self.spec.place(ctx.prev_place)
            if prev.transit:
                return None
            return Naming("stale", prev.key, prev.name, hedged)
        if mode in ("proper", "abbrev"):
            if mode == "abbrev" and here.abbrevs:
                form = pick(rng, here.abbrevs)
            else:
                full = [f for f in here.forms if f not in here.abbrevs]
                form = pick(rng, full if not lower else here.forms)
                form = form.lower() if lower else form
            return Naming("proper" if mode == "proper" else "abbrev", here.key, form, hedged)
        same = [
            p
            for p in self.spec.places
            if p.key != here.key and not p.transit and p.kind == here.kind
        ]
        others = same or [p for p in self.spec.places if p.key != here.key and not p.transit]
        wrong = pick(rng, others)
        if lower:
            form = pick(rng, wrong.abbrevs) if wrong.abbrevs else wrong.name.lower()
        else:
            form = wrong.name
        return Naming("wrong", wrong.key, form, hedged)

    def _level(self, rng: np.random.Generator, level: str) -> LevelMention:
        keys = [lv.key for lv in self.spec.levels]
        correct = not chance(rng, 0.06) or len(keys) < 2
        chosen = level if correct else pick(rng, [k for k in keys if k != level])
        form = pick(rng, self.spec.level(chosen).forms)
        if self.captioner == "ocr_terse":
            form = form.lower()
        return LevelMention(chosen, form, chosen == level)

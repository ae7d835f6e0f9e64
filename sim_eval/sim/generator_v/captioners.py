"""Four captioners: a plan of what each says per frame, then its text.

scene_prose  long present-tense VLM paragraphs; names rooms mostly by what people do there
sign_reader  OCR-first log: quotes wall signs, floor signs and plates; otherwise object lists
blip_short   short lower-case captions; sometimes the wrong room name or the wrong colour
esl_template template-like, non-native English log with counts and arrival notes
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from .layout import LIFT, STAIRS, Layout
from .model import NUMBER_WORDS, FamilySpec
from .objects import SIGN, Instance

MISREAD = {
    "O": "0",
    "I": "1",
    "S": "5",
    "B": "8",
    "E": "F",
    "A": "4",
    "0": "O",
    "1": "I",
    "5": "S",
    "2": "Z",
    "8": "B",
    "T": "7",
    "L": "I",
    "D": "O",
    "C": "G",
}
BASIC_COLOURS = ("red", "blue", "green", "grey", "black", "white", "yellow", "orange")


@dataclass(frozen=True)
class FrameContext:
    index: int
    place: str
    level: str | None
    motion: str
    goal: str
    seen: list[dict[str, Any]]
    entering: bool  # the first or second frame of a visit
    arrived_floor: bool  # the first frame on a floor after a lift ride or a climb


def misread(text: str, rng: np.random.Generator) -> str:
    spots = [i for i, ch in enumerate(text) if ch in MISREAD]
    if not spots:
        i = int(rng.integers(0, len(text)))
        return text[:i] + text[i + 1 :] if len(text) > 3 else text + "."
    i = spots[int(rng.integers(0, len(spots)))]
    return text[:i] + MISREAD[text[i]] + text[i + 1 :]


MASS = (
    "materials",
    "electronics",
    "seating",
    "greenery",
    "hardware",
    "equipment",
    "furniture",
    "safety kit",
)


def _article(word: str) -> str:
    if word.lower().endswith(MASS):
        return "some"
    if word.lower().startswith("ups"):
        return "a"
    return "an" if word[:1].lower() in "aeiou" else "a"


def _side(bearing: float, dist: float) -> str:
    if dist > 9.0:
        return "in the distance"
    if bearing > 0.2:
        return "on the left"
    if bearing < -0.2:
        return "on the right"
    return "straight ahead"


class Captioner:
    def __init__(
        self, name: str, spec: FamilySpec, layout: Layout, by_id: dict[str, Instance]
    ) -> None:
        self.name = name
        self.spec = spec
        self.layout = layout
        self.by_id = by_id
        self.classes = {c.key: c for c in spec.classes}
        self.levels = {lv.key: lv for lv in spec.levels}

    # -- shared planning -------------------------------------------------------------------

    def _groups(
        self,
        ctx: FrameContext,
        rng: np.random.Generator,
        limit: int,
        p_colour: float,
        p_generic: float,
        p_wrong_colour: float,
    ) -> list[dict[str, Any]]:
        noticed: list[dict[str, Any]] = []
        for item in ctx.seen:
            inst = self.by_id[item["id"]]
            if inst.cls == SIGN:
                continue
            p = 0.1 + 0.75 * (1 - (item["range"] / item["reach"]) ** 2)
            if rng.random() < p:
                noticed.append(item)
        groups: dict[str, list[dict[str, Any]]] = {}
        for item in noticed:
            groups.setdefault(self.by_id[item["id"]].cls, []).append(item)
        out: list[dict[str, Any]] = []
        for cls_key, items in groups.items():
            if len(out) == limit:
                break
            cls = self.classes[cls_key]
            things = [i["id"] for i in items]
            colours = {self.by_id[t].colour for t in things}
            generic = rng.random() < p_generic
            colour = ""
            ok = True
            if not generic and len(colours) == 1 and rng.random() < p_colour:
                colour = next(iter(colours))
                if rng.random() < p_wrong_colour:
                    pool = [c for c in cls.colours if c != colour] or [
                        c for c in BASIC_COLOURS if c != colour
                    ]
                    colour = pool[int(rng.integers(0, len(pool)))]
                    ok = False
            if generic:
                word = cls.generic
            elif len(things) > 1:
                word = cls.plural
            else:
                word = cls.labels[int(rng.choice(3, p=[0.45, 0.33, 0.22]))]
            out.append(
                {
                    "things": things,
                    "class": cls_key,
                    "word": word,
                    "kind": "generic" if generic else "noun",
                    "colour": colour,
                    "colour_ok": ok,
                    "count": len(things),
                    "bearing": items[0]["bearing"],
                    "range": items[0]["range"],
                    "said": "",
                }
            )
        return out

    def _wrong_place(self, place: str, rng: np.random.Generator) -> str | None:
        kind = self.layout.places[place].kind
        others = sorted(k for k, p in self.layout.places.items() if p.kind == kind and k != place)
        if not others:
            return None
        return others[int(rng.integers(0, len(others)))]

    def _form(self, place: str, rng: np.random.Generator) -> str:
        forms = self.layout.places[place].forms
        k = 0 if rng.random() < 0.6 else int(rng.integers(0, len(forms)))
        return forms[k]

    def _hallucination(self, rng: np.random.Generator, rate: float) -> dict[str, str] | None:
        if rng.random() >= rate:
            return None
        words = self.spec.hallucinations
        return {"word": words[int(rng.integers(0, len(words)))], "said": ""}

    def _quotes(
        self,
        ctx: FrameContext,
        rng: np.random.Generator,
        p_sign: float,
        p_plate: float,
        p_misread: float,
        limit: int,
    ) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = []
        for item in ctx.seen:
            inst = self.by_id[item["id"]]
            if not inst.text:
                continue
            centre = (item["box"][0] + item["box"][2]) / 2
            if abs(centre - 0.5) > 0.35:
                continue
            if inst.cls == SIGN:
                if item["range"] > 14.0 or rng.random() >= p_sign:
                    continue
            elif item["range"] > 8.0 or rng.random() >= p_plate:
                continue
            written = inst.text
            if rng.random() < p_misread:
                written = misread(inst.text, rng)
            out.append(
                {
                    "thing": inst.id,
                    "text": inst.text,
                    "written": written,
                    "correct": written == inst.text,
                    "said": "",
                }
            )
            if len(out) == limit:
                break
        return out

    # -- per captioner -----------------------------------------------------------------------

    def caption(self, ctx: FrameContext, rng: np.random.Generator) -> tuple[dict[str, Any], str]:
        plan: dict[str, Any] = {
            "mentions": [],
            "naming": None,
            "quotes": [],
            "floor": None,
            "hallucination": None,
            "motion": ctx.motion,
        }
        method = getattr(self, f"_{self.name}")
        text: str = method(ctx, rng, plan)
        for mention in plan["mentions"]:
            mention.pop("bearing", None)
            mention.pop("range", None)
        return plan, text

    def _scene_prose(
        self, ctx: FrameContext, rng: np.random.Generator, plan: dict[str, Any]
    ) -> str:
        place = self.layout.places[ctx.place]
        parts: list[str] = []
        if ctx.place == LIFT:
            parts.append(
                "The view shows the inside of a small car with brushed steel walls and "
                "a row of buttons."
            )
        elif ctx.place == STAIRS:
            parts.append("The view shows a concrete stairwell with a handrail turning upward.")
        else:
            roll = rng.random()
            if roll < 0.035:
                form = self._form(ctx.place, rng)
                plan["naming"] = {"kind": "proper", "place": ctx.place, "form": form, "said": form}
                parts.append(f"This appears to be {form}, {self.spec.kind_words[place.kind]}.")
            elif roll < 0.45:
                act = self.spec.activities[place.kind]
                plan["naming"] = {"kind": "activity", "place": "", "form": "", "said": act}
                parts.append(f"It looks like a place where {act}.")
            else:
                kw = self.spec.kind_words[place.kind]
                plan["naming"] = {"kind": "kind", "place": "", "form": "", "said": kw}
                parts.append(f"The view shows {kw}.")
        quotes = self._quotes(ctx, rng, 0.2, 0.1, 0.05, 1)
        for q in quotes:
            q["said"] = f'"{q["written"]}"'
            parts.append(f'A sign in view reads "{q["written"]}".')
        plan["quotes"] = quotes
        groups = self._groups(ctx, rng, 4, 0.45, 0.08, 0.0)
        for g in groups:
            phrase = f"{g['colour']} {g['word']}" if g["colour"] else g["word"]
            where = _side(g["bearing"], g["range"])
            if g["count"] > 1 and g["kind"] == "noun":
                verb = ("stand", "are visible", "can be seen")[int(rng.integers(0, 3))]
                lead = NUMBER_WORDS[min(g["count"], 9)].capitalize()
                parts.append(f"{lead} {phrase} {verb} {where}.")
            else:
                verb = ("stands", "is visible", "sits", "can be seen")[int(rng.integers(0, 4))]
                if _article(phrase) == "some":
                    verb = "can be seen"
                parts.append(f"{_article(phrase).capitalize()} {phrase} {verb} {where}.")
            g["said"] = phrase
        plan["mentions"] = groups
        hall = self._hallucination(rng, 0.04)
        if hall:
            hall["said"] = hall["word"]
            parts.append(
                f"{_article(hall['word']).capitalize()} {hall['word']} is partly "
                "visible at the edge of the frame."
            )
            plan["hallucination"] = hall
        if not groups and not hall:
            parts.append("Nothing in particular stands out.")
        if ctx.motion == "turning" and rng.random() < 0.4:
            parts.append("The camera pans slowly across the scene.")
        elif ctx.motion == "still" and rng.random() < 0.3:
            parts.append("The view is steady, as if the camera has stopped.")
        elif ctx.motion == "moving" and rng.random() < 0.25:
            parts.append("The camera moves forward.")
        return " ".join(parts)

    def _sign_reader(
        self, ctx: FrameContext, rng: np.random.Generator, plan: dict[str, Any]
    ) -> str:
        parts: list[str] = []
        quotes = self._quotes(ctx, rng, 0.65, 0.5, 0.1, 2)
        for q in quotes:
            inst = self.by_id[q["thing"]]
            if inst.sign_of.startswith("level:"):
                lead = "Level sign reads"
            elif inst.sign_of:
                lead = "Wall sign reads"
            else:
                lead = "Plate reads"
            q["said"] = f'"{q["written"]}"'
            parts.append(f'{lead} "{q["written"]}".')
        plan["quotes"] = quotes
        if not quotes:
            parts.append("No readable sign.")
        groups = self._groups(ctx, rng, 3, 0.2, 0.1, 0.0)
        for g in groups:
            g["said"] = f"{g['colour']} {g['word']}" if g["colour"] else g["word"]
        plan["mentions"] = groups
        if groups:
            parts.append("In view: " + ", ".join(g["said"] for g in groups) + ".")
        elif ctx.place in (LIFT, STAIRS):
            parts.append("In view: walls.")
        else:
            parts.append("In view: nothing listed.")
        return " ".join(parts)

    def _blip_short(self, ctx: FrameContext, rng: np.random.Generator, plan: dict[str, Any]) -> str:
        place = self.layout.places[ctx.place]
        if ctx.place == LIFT:
            where = "inside an elevator"
        elif ctx.place == STAIRS:
            where = "on a staircase"
        else:
            roll = rng.random()
            if roll < 0.1:
                named = ctx.place
                kind = "proper"
                if rng.random() < 0.25:
                    wrong = self._wrong_place(ctx.place, rng)
                    if wrong is not None:
                        named, kind = wrong, "wrong"
                form = self._form(named, rng).lower()
                plan["naming"] = {"kind": kind, "place": named, "form": form, "said": form}
                where = f"in {form}"
            elif roll < 0.55:
                kw = self.spec.kind_words[place.kind]
                plan["naming"] = {"kind": "kind", "place": "", "form": "", "said": kw}
                where = f"in {kw}"
            else:
                where = "outdoors" if place.outdoor else "in a room"
        groups = self._groups(ctx, rng, 2, 0.4, 0.12, 0.12)
        objs = []
        for g in groups:
            phrase = (f"{g['colour']} {g['word']}" if g["colour"] else g["word"]).lower()
            g["said"] = phrase
            if g["count"] > 1 and g["kind"] == "noun":
                objs.append(f"{NUMBER_WORDS[min(g['count'], 9)]} {phrase}")
            else:
                objs.append(f"{_article(phrase)} {phrase}")
        plan["mentions"] = groups
        hall = self._hallucination(rng, 0.06)
        if hall:
            hall["said"] = hall["word"]
            objs.append(f"{_article(hall['word'])} {hall['word']}")
            plan["hallucination"] = hall
        lead = "a photo of " if rng.random() < 0.3 else ""
        if objs:
            text = f"{lead}{' and '.join(objs)} {where}".lower()
        else:
            text = f"{lead}an empty view {where}".lower()
        quotes = self._quotes(ctx, rng, 0.12, 0.08, 0.15, 1)
        for q in quotes:
            q["said"] = f'"{q["written"]}"'
            text += f' with a sign that says "{q["written"]}"'
        plan["quotes"] = quotes
        return text

    def _esl_template(
        self, ctx: FrameContext, rng: np.random.Generator, plan: dict[str, Any]
    ) -> str:
        place = self.layout.places[ctx.place]
        parts: list[str] = []
        motion = {
            "moving": "Robot is moving.",
            "turning": "Robot is turning.",
            "still": "Robot is stop.",
            "lift": "Robot is inside lift.",
            "stairs": "Robot is on stair.",
        }.get(ctx.motion, "Robot is stop.")
        parts.append(motion)
        if ctx.arrived_floor and ctx.level is not None and rng.random() < 0.8:
            form = self.levels[ctx.level].forms[int(rng.integers(0, 2))]
            plan["floor"] = {"level": ctx.level, "form": form, "correct": True, "said": form}
            parts.append(f"Now I am at {form}.")
        if ctx.place not in (LIFT, STAIRS):
            p_name = 0.7 if ctx.entering else 0.05
            roll = rng.random()
            if roll < p_name:
                named, kind = ctx.place, "proper"
                if rng.random() < 0.04:
                    wrong = self._wrong_place(ctx.place, rng)
                    if wrong is not None:
                        named, kind = wrong, "wrong"
                form = self._form(named, rng)
                plan["naming"] = {"kind": kind, "place": named, "form": form, "said": form}
                parts.append(f"Place name is {form}.")
            elif roll < p_name + 0.3:
                kw = self.spec.kind_words[place.kind]
                plan["naming"] = {"kind": "kind", "place": "", "form": "", "said": kw}
                parts.append(f"Place is like {kw}.")
        groups = self._groups(ctx, rng, 4, 0.35, 0.05, 0.0)
        items = []
        for g in groups:
            word = (
                self.classes[g["class"]].labels[0]
                if g["word"] == self.classes[g["class"]].plural
                else g["word"]
            )
            if g["kind"] == "noun":
                g["word"] = word
            phrase = f"{g['colour']} {word}" if g["colour"] else word
            g["said"] = phrase
            items.append(f"{g['count']} {phrase}")
        plan["mentions"] = groups
        if items:
            parts.append("I am see " + ", ".join(items) + ".")
        else:
            parts.append("I am not see any object.")
        hall = self._hallucination(rng, 0.03)
        if hall:
            hall["said"] = hall["word"]
            parts.append(f"Maybe 1 {hall['word']} also.")
            plan["hallucination"] = hall
        return " ".join(parts)

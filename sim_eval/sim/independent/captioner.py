"""Simulated image captioner with three house styles.

* ``scene``  - third-person scene descriptions ("A narrow corridor with ...").
* ``first``  - first-person narration ("I am in the kitchen; ahead I see ...").
* ``report`` - verbose "The image shows ..." / "In this image we can see ..."
  captions in the manner of large captioning models.

Each world has a dominant style (about 70 % of frames) and uses the other two
for the rest.  Captions usually name the kind of place, sometimes with a
synonym and occasionally with a plausible confusion; they mention up to three
of the labelled objects, with colours and left/right positions, and read out
the text of nearby signs.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

import numpy as np

from .catalog import Category, Family
from .perception import Detection, Sighting
from .rng import pick

STYLES = ("scene", "first", "report")
INDOOR_ADJ = ("bright", "dim", "tidy", "spacious", "small", "quiet", "modern", "cluttered", "clean")
OUTDOOR_ADJ = ("sunny", "quiet", "leafy", "wide", "empty", "paved")
SKY = (
    "under a cloudy sky",
    "on a sunny day",
    "in soft daylight",
    "under an overcast sky",
    "in bright sunlight",
)


def article(phrase: str) -> str:
    """Prefix 'a', 'an' or (for plurals such as 'stairs') 'some'."""
    words = phrase.split(" of ")[0].split()
    head = words[-1] if words else phrase
    if head.endswith("s") and not head.endswith(("ss", "us", "is")):
        return "some " + phrase
    low = phrase.lower()
    vowel = low[:1] in "aeiou" and not low.startswith(("uni", "uti", "use", "eu", "one"))
    return ("an " if vowel or low.startswith(("x-ray", "mri", "atm", "iv ")) else "a ") + phrase


@dataclass(frozen=True)
class CaptionStyle:
    """Per-world captioner parameters."""

    main: str
    place_rate: float
    confusion_rate: float
    wall: str
    sky: str

    @staticmethod
    def sample(rng: np.random.Generator, family: Family) -> CaptionStyle:
        """Draw one world's captioner parameters."""
        return CaptionStyle(
            pick(rng, STYLES),
            float(rng.uniform(0.78, 0.92)),
            float(rng.uniform(0.02, 0.06)),
            pick(rng, family.wall_colours),
            pick(rng, SKY),
        )


@dataclass
class Caption:
    """A caption with the ids of objects it mentions and the sign texts it reads."""

    text: str
    mentioned: list[str]
    texts: list[tuple[str, str]]
    colours: list[str]
    materials: list[str]


def _where(bearing: float, style: str) -> str:
    if bearing > 0.3:
        return "to my left" if style == "first" else pick_side("left", style)
    if bearing < -0.3:
        return "to my right" if style == "first" else pick_side("right", style)
    return "straight ahead" if style == "first" else "in the centre"


def pick_side(side: str, style: str) -> str:
    """Side phrase for third-person styles."""
    return f"on the {side} side of the image" if style == "report" else f"on the {side}"


class Captioner:
    """Turns a frame's detections into a caption."""

    def __init__(
        self, family: Family, categories: dict[str, Category], style: CaptionStyle
    ) -> None:
        self.family = family
        self.categories = categories
        self.style = style

    def _object_phrase(
        self, rng: np.random.Generator, det: Detection, s: Sighting
    ) -> tuple[str, bool, bool, str]:
        o = det.obj
        assert o is not None
        c = self.categories[o.category]
        noun = pick(rng, c.labels)
        # cast: the colour is only looked at when it is set
        use_colour = bool(o.colour) and rng.random() < 0.5 and cast(str, o.colour) not in noun
        use_mat = bool(o.material) and not use_colour and rng.random() < 0.3
        words = [o.colour if use_colour else "", o.material if use_mat else "", noun]
        phrase = article(" ".join(w for w in words if w))
        sign = ""
        if o.text and s.dist < 7.0 and rng.random() < 0.75:
            sign = o.text
            phrase += pick(
                rng,
                [f' that reads "{o.text}"', f' with the words "{o.text}"', f' saying "{o.text}"'],
            )
        return phrase, use_colour, use_mat, sign

    def caption(
        self,
        rng: np.random.Generator,
        kind: str,
        indoor: bool,
        dets: list[Detection],
        sightings: dict[str, Sighting],
    ) -> Caption:
        """Caption one frame seen from a region of kind ``kind``."""
        st = self.style
        style = st.main if rng.random() < 0.7 else pick(rng, [s for s in STYLES if s != st.main])
        real = [(d, sightings[d.obj.id]) for d in dets if d.obj is not None]
        real.sort(
            key=lambda ds: (
                ds[1].obj.category in ("door", "window"),
                -ds[1].obj.size / max(ds[1].dist, 0.5),
            )
        )
        n = min(len(real), int(rng.choice([1, 2, 2, 3])))
        chosen: list[tuple[Detection, Sighting]] = []
        for d, sg in real:
            if len(chosen) < n and all(sg.obj.category != c[1].obj.category for c in chosen):
                chosen.append((d, sg))
        phrases: list[str] = []
        mentioned: list[str] = []
        texts: list[tuple[str, str]] = []
        colours: list[str] = []
        materials: list[str] = []
        wheres: list[str] = []
        for d, sg in chosen:
            ph, uc, um, sign = self._object_phrase(rng, d, sg)
            phrases.append(ph)
            wheres.append(_where(sg.bearing, style))
            mentioned.append(sg.obj.id)
            if uc:
                colours.append(sg.obj.id)
            if um:
                materials.append(sg.obj.id)
            if sign:
                texts.append((sg.obj.id, sign))
        place = None
        if rng.random() < st.place_rate:
            pw = self.family.places[kind]
            if pw.confusable and rng.random() < st.confusion_rate:
                place = pick(rng, pw.confusable)
            else:
                place = pick(rng, pw.caption)
        adj = pick(rng, INDOOR_ADJ if indoor else OUTDOOR_ADJ)
        text = self._render(rng, style, place, adj, indoor, phrases, wheres)
        return Caption(text, mentioned, texts, colours, materials)

    def _render(
        self,
        rng: np.random.Generator,
        style: str,
        place: str | None,
        adj: str,
        indoor: bool,
        phrases: list[str],
        wheres: list[str],
    ) -> str:
        st = self.style
        listing = _join(phrases)
        backdrop = f"a {st.wall} wall" if indoor else "some greenery"
        if not phrases:
            if place:
                return pick(
                    rng,
                    [
                        f"An empty {place}.",
                        f"A view of {article(adj + ' ' + place)}.",
                        f"I am in {article(place)}; nothing stands out."
                        if style == "first"
                        else f"The image shows {article(place)} with no notable objects.",
                    ],
                )
            return pick(
                rng,
                [
                    f"A blank {st.wall} wall.",
                    "A blurry view of a floor.",
                    "The image shows a plain surface." if indoor else f"An open space {st.sky}.",
                ],
            )
        p0, w0 = phrases[0], wheres[0]
        if style == "scene":
            if place is None:
                opts = [
                    f"A close-up of {p0} against {backdrop}.",
                    f"{_cap(listing)}.",
                    f"{_cap(p0)} {w0}" + (f", next to {phrases[1]}." if len(phrases) > 1 else "."),
                ]
            else:
                opts = [
                    f"{_cap(article(adj + ' ' + place))} with {listing}.",
                    f"{_cap(p0)} {w0} in {article(place)}.",
                    f"View of {article(place)}; {p0} is visible {w0}.",
                    f"{_cap(article(place))} "
                    + ("" if indoor else f"{st.sky} ")
                    + f"with {listing}.",
                ]
        elif style == "first":
            if place is None:
                opts = [
                    f"In front of me there is {listing}.",
                    f"I can see {p0} {w0}.",
                    f"I am looking at {listing}.",
                ]
            else:
                opts = [
                    f"I am in {article(place)}. I can see {p0} {w0}.",
                    f"I'm moving through {article(place)}; ahead I see {listing}.",
                    f"Inside {article(place)}, with {listing} around me."
                    if indoor
                    else f"Outside in {article(place)}, I can see {listing}.",
                    f"I have stopped in {article(place)} near {p0}.",
                ]
        else:
            tail = (
                f" The walls are painted {st.wall}."
                if indoor
                else f" The photo was taken {st.sky}."
            )
            if place is None:
                opts = [
                    f"The image shows {listing}.",
                    f"In this image we can see {listing}.",
                    f"The image shows {p0} {w0}." + (tail if rng.random() < 0.5 else ""),
                ]
            else:
                opts = [
                    f"The image shows {article(place)} with {listing}."
                    + (tail if rng.random() < 0.4 else ""),
                    f"In this image we can see {listing} in {article(place)}.",
                    f"The image is of {article(adj + ' ' + place)}. There is {p0} {w0}.",
                ]
        return pick(rng, opts)


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def _join(items: list[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]

"""Five captioner styles, each imitating a kind of real image captioner. A captioner only
knows what is in the frame: the room is named the way such a model would name it (often
generically: "a large hall"), sometimes specifically, and one style never names it.

  llava     chatty multi-sentence paragraph ("The image shows ... Overall, ...")
  florence  dense layout description ("On the left side of the image, there is ...")
  coco      one short lowercase sentence ("a bench in a large hall")
  narrator  first-person robot narration ("I'm passing a ticket machine on my left.")
  tagger    object tags only, no scene, no room ("bench, trash can, 2 people, sign")
"""

from __future__ import annotations

import numpy as np

from .catalog import CATEGORIES

STYLES = ("llava", "florence", "coco", "narrator", "tagger")
NAME_ROOM = {"llava": 0.45, "florence": 0.3, "coco": 0.25, "narrator": 0.6, "tagger": 0.0}
READ_SIGN = {"llava": 0.5, "florence": 0.65, "coco": 0.2, "narrator": 0.6, "tagger": 0.3}


def _a(phrase: str) -> str:
    head = phrase.split(" of ")[0].split()[-1]
    if head in ("luggage", "seating", "shelving", "paving", "flowers", "bottles") or (
        head.endswith("s") and not head.endswith(("ss", "us"))
    ):
        return "some " + phrase
    return (
        "an " if phrase[:1].lower() in "aeiou" and not phrase.startswith("us") else "a "
    ) + phrase


def _join(items: list[str]) -> str:
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + " and " + items[-1]


def _strip_article(s: str) -> str:
    for art in ("a ", "an ", "the "):
        if s.startswith(art):
            return s[len(art) :]
    return s


def _side(bearing: float) -> str:
    if bearing > 0.3:
        return "left"
    if bearing < -0.3:
        return "right"
    return "center"


class Captioner:
    def __init__(self, layout, objects, rng: np.random.Generator) -> None:
        self.layout = layout
        self.obj = {o.id: o for o in objects}
        self.rng = rng

    # ---------------------------------------------------------------- helpers
    def _scene(self, frame, style) -> tuple[str, bool]:
        p = self.layout.places[frame.place]
        if self.rng.random() < NAME_ROOM[style]:
            return str(self.rng.choice(p.specific)), True
        return str(self.rng.choice(p.generic)), False

    def _name(self, iid: str, colour_p=0.35) -> str:
        o = self.obj[iid]
        c = CATEGORIES[o.cat]
        name = c.names[0] if self.rng.random() < 0.6 else str(self.rng.choice(c.names))
        if o.colour and self.rng.random() < colour_p and o.colour not in name:
            name = f"{o.colour} {name}"
        return name

    def _things(self, frame, k):
        """Up to k distinct things seen (not signs), nearest first: (id, name, bearing)."""
        out, cats = [], []
        for iid, _label, _d, bearing in frame.seen:
            o = self.obj[iid]
            if o.cat == "sign" or o.cat in cats:
                continue
            cats.append(o.cat)
            out.append((iid, self._name(iid), bearing))
            if len(out) >= k:
                break
        return out

    def _sign(self, frame, style):
        for iid, _label, d, bearing in frame.seen:
            o = self.obj[iid]
            if o.cat == "sign" and o.text and d < 14 and abs(bearing) < 0.65:
                if self.rng.random() < READ_SIGN[style]:
                    frame.signs_read.append(iid)
                    return o
                return None
        return None

    def _people(self, n: int) -> str:
        if n <= 0:
            return ""
        if n == 1:
            return str(self.rng.choice(["a person", "a man", "a woman", "someone"]))
        if n <= 3:
            return str(self.rng.choice(["a few people", "two people", "a couple of people"]))
        return str(self.rng.choice(["several people", "a crowd of people", "many people"]))

    def _light(self, frame) -> str:
        p = self.layout.places[frame.place]
        hour = (frame.t % 86400) / 3600
        if p.outdoor:
            if hour < 7 or hour > 19.5:
                return "at night"
            return str(
                self.rng.choice(
                    ["on a cloudy day", "in daylight", "on a sunny day", "under an overcast sky"]
                )
            )
        return str(self.rng.choice(["brightly lit", "well lit", "softly lit", "dimly lit"]))

    # ---------------------------------------------------------------- styles
    def caption(self, frame, style: str) -> str:
        return getattr(self, "_" + style)(frame)

    def _llava(self, frame) -> str:
        r = self.rng
        scene, _named = self._scene(frame, "llava")
        parts = [
            str(
                r.choice(
                    [
                        f"The image shows {scene}.",
                        f"The image depicts {scene}.",
                        f"In this image, we can see {scene}.",
                        f"This picture was taken in what appears to be {scene}.",
                    ]
                )
            )
        ]
        things = self._things(frame, 4)
        if things:
            names = [_a(n) for _i, n, _b in things]
            parts.append(
                str(
                    r.choice(
                        [
                            f"There is {_join(names)} visible in the scene.",
                            f"Notable objects include {_join(names)}.",
                            f"In the foreground, there is {names[0]}"
                            + (
                                f", while {_join(names[1:])} can be seen further back."
                                if len(names) > 1
                                else "."
                            ),
                        ]
                    )
                )
            )
        people = self._people(frame.people)
        if people:
            parts.append(
                str(
                    r.choice(
                        [
                            f"{people.capitalize()} can be seen in the area.",
                            f"There are {people} present, going about their day."
                            if frame.people > 1
                            else f"{people.capitalize()} is walking nearby.",
                        ]
                    )
                )
            )
        sign = self._sign(frame, "llava")
        if sign:
            parts.append(f'A sign in the scene reads "{sign.text}".')
        light = self._light(frame)
        parts.append(
            str(
                r.choice(
                    [
                        "Overall, the scene conveys a sense of everyday activity.",
                        f"The space is {light}."
                        if not self.layout.places[frame.place].outdoor
                        else f"The photo seems to have been taken {light}.",
                        "The atmosphere appears calm and orderly.",
                        "",
                    ]
                )
            )
        )
        return " ".join(p for p in parts if p)

    def _florence(self, frame) -> str:
        r = self.rng
        scene, _named = self._scene(frame, "florence")
        out = [f"The image shows {scene}."]
        for iid, name, bearing in self._things(frame, 5):
            side = _side(bearing)
            o = self.obj[iid]
            extra = f" made of {o.material}" if o.material and r.random() < 0.25 else ""
            if side == "center":
                out.append(f"In the center of the image, there is {_a(name)}{extra}.")
            else:
                out.append(f"On the {side} side of the image, there is {_a(name)}{extra}.")
        sign = self._sign(frame, "florence")
        if sign:
            out.append(f'At the top of the image, there is a sign that reads "{sign.text}".')
        if frame.people:
            out.append(
                f"There are {self._people(frame.people)} in the background."
                if frame.people > 1
                else "There is a person standing in the background."
            )
        p = self.layout.places[frame.place]
        if not p.outdoor and r.random() < 0.5:
            out.append(
                str(
                    r.choice(
                        [
                            "The floor is made of tiles.",
                            "The walls are painted white.",
                            "The ceiling has recessed lights.",
                            "The floor is covered with a carpet.",
                        ]
                    )
                )
            )
        return " ".join(out)

    def _coco(self, frame) -> str:
        r = self.rng
        scene, _named = self._scene(frame, "coco")
        things = self._things(frame, 2)
        sign = self._sign(frame, "coco")
        if sign and r.random() < 0.7:
            return f"a sign that says {sign.text.lower()} in {scene}"
        if sign:
            frame.signs_read.remove(sign.id)  # noticed but not written down
        if frame.people > 1 and r.random() < 0.4:
            return f"{self._people(frame.people)} walking through {scene}"
        if things:
            first = _a(things[0][1])
            if len(things) > 1 and r.random() < 0.5:
                return f"{first} and {_a(things[1][1])} in {scene}"
            return str(
                r.choice(
                    [
                        f"{first} in {scene}",
                        f"{first} sitting in {scene}",
                        f"{first} next to a wall in {scene}",
                    ]
                )
            )
        return scene

    def _narrator(self, frame) -> str:
        r = self.rng
        p = self.layout.places[frame.place]
        scene, named = self._scene(frame, "narrator")
        where = _strip_article(scene)
        lead = str(
            r.choice(
                [
                    f"I'm in {scene}.",
                    f"I am moving through {scene}.",
                    f"Looks like I'm in {scene}.",
                    f"Currently in {scene}.",
                ]
            )
        )
        if p.kind == "lift":
            lead = str(
                r.choice(
                    ["I'm inside the elevator.", "Riding the lift.", "I'm in a lift, doors closed."]
                )
            )
        elif not named and r.random() < 0.3:
            lead = f"Not sure where I am; {where} of some kind."
        out = [lead]
        things = self._things(frame, 3)
        if things:
            bits = []
            for _iid, name, bearing in things:
                side = _side(bearing)
                bits.append(_a(name) + ("" if side == "center" else f" on my {side}"))
            out.append(f"I can see {_join(bits)}.")
        if frame.people:
            out.append(
                str(
                    r.choice(
                        [
                            f"{self._people(frame.people).capitalize()} nearby.",
                            "People nearby, keeping my distance.",
                            "Someone is close to me.",
                        ]
                    )
                )
            )
        sign = self._sign(frame, "narrator")
        if sign:
            out.append(f"A sign says '{sign.text}'.")
        return " ".join(out)

    def _tagger(self, frame) -> str:
        r = self.rng
        tags = [n for _i, n, _b in self._things(frame, 6)]
        if frame.people:
            tags.append("person" if frame.people == 1 else f"{frame.people} people")
        sign = self._sign(frame, "tagger")
        if sign:
            tags.append(f'sign "{sign.text}"')
        if not tags:
            tags = (
                ["wall", "floor"]
                if not self.layout.places[frame.place].outdoor
                else ["sky", "pavement"]
            )
        if r.random() < 0.5:
            return ", ".join(tags)
        return "Objects: " + "; ".join(tags) + "."


def assign_styles(n_frames: int, styles: list[str], rng: np.random.Generator) -> list[str]:
    """The captioner of each frame: the run switches between the chosen ones in blocks."""
    out: list[str] = []
    while len(out) < n_frames:
        style = styles[int(rng.integers(len(styles)))]
        out.extend([style] * int(rng.integers(15, 90)))
    return out[:n_frames]


def pick_styles(rng: np.random.Generator) -> list[str]:
    k = int(rng.integers(2, 5))
    order = rng.permutation(len(STYLES))
    return [STYLES[int(i)] for i in sorted(order[:k])]

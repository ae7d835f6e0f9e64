"""Captioner styles: each world mixes three or four of them, switching by segment."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .perception import FrameView
from .util import clock, pick
from .world import Layout, Place

STYLES = ("paragraph", "robotlog", "keywords", "photo", "qa")
WEATHER = ("overcast", "sunny", "light rain", "windy and grey", "bright but cold")


@dataclass
class Scene:
    """What a captioner knows about one frame."""

    t: float
    place: Place | None
    named: str | None  # place name the caption uses (may be wrong), or None
    view: FrameView
    things: list[tuple[str, str]]  # (label text, side) mentioned
    motion: str  # "moving", "turning" or "stopped"
    weather: str
    sign_text: str | None


def _side(b: float) -> str:
    return "on the left" if b > 0.35 else "on the right" if b < -0.35 else "ahead"


def _people(n: int, fam: str) -> str:
    who = "visitors" if fam == "museum" else "shoppers"
    if n == 0:
        return "no people"
    if n == 1:
        return "one person"
    return f"{'two' if n == 2 else 'a few' if n < 5 else 'many'} {who}"


def build_scene(
    rng: np.random.Generator,
    layout: Layout,
    t: float,
    place: Place | None,
    view: FrameView,
    motion: str,
    weather: str,
) -> Scene:
    """Choose what this frame's caption will mention (place name, objects, sign text)."""
    named = None
    if place is not None:
        roll = rng.random()
        if roll < 0.03:
            others = [
                p
                for p in layout.places.values()
                if p.kind.askable and p.kind.kind != place.kind.kind
            ]
            named = pick(rng, pick(rng, others).kind.names)
        elif roll < 0.6:
            named = pick(rng, place.kind.names)
    things: list[tuple[str, str]] = []
    sign_text = None
    seen = [s for s in view.visible if s.label]
    for s in seen[: int(rng.integers(1, 4))]:
        things.append((s.label, _side(s.bearing)))  # type: ignore[arg-type]
    missed = [s for s in view.visible if not s.label]
    if missed and rng.random() < 0.15:
        s = missed[0]
        things.append((layout.instances[s.iid].cat.names[0], _side(s.bearing)))
    for s in seen:
        inst = layout.instances[s.iid]
        if inst.text and s.distance < 6 and rng.random() < 0.6:
            sign_text = inst.text
    return Scene(t, place, named, view, things, motion, weather, sign_text)


def caption(rng: np.random.Generator, style: str, scene: Scene, fam: str) -> str:
    """One caption for ``scene`` in ``style``."""
    return {
        "paragraph": _paragraph,
        "robotlog": _robotlog,
        "keywords": _keywords,
        "photo": _photo,
        "qa": _qa,
    }[style](rng, scene, fam)


def _where(scene: Scene) -> str:
    return f"the {scene.named}" if scene.named else "an indoor space"


def _ambience(rng: np.random.Generator, scene: Scene) -> str:
    bits = []
    if scene.place and scene.place.kind.scene and rng.random() < 0.6:
        bits.append(_scenery(rng, scene))
    if scene.place and "open" in scene.place.kind.tags:
        bits.append(f"the weather looks {scene.weather}")
    return ", ".join(bits)


def _scenery(rng: np.random.Generator, scene: Scene) -> str:
    """A scene phrase of the place, never one about people when nobody is in view."""
    options = scene.place.kind.scene if scene.place else ()
    if scene.view.people == 0:
        crowd = ("people", "visitors", "shoppers", "queu", "traffic")
        options = tuple(o for o in options if not any(w in o for w in crowd))
    return pick(rng, options) if options else "plain walls"


def _paragraph(rng: np.random.Generator, scene: Scene, fam: str) -> str:
    outdoor = scene.place is not None and "open" in scene.place.kind.tags
    opener = pick(
        rng,
        (
            "The image shows",
            "This view captures",
            "Here we are looking at",
            "The camera is looking into",
        ),
    )
    where = (
        f"the {scene.named}"
        if scene.named
        else ("an outdoor area" if outdoor else "a spacious interior")
    )
    parts = [f"{opener} {where}."]
    if scene.things:
        items = [f"a {label} {side}" for label, side in scene.things]
        parts.append(
            f"There is {', '.join(items[:-1]) + ' and ' if len(items) > 1 else ''}{items[-1]}."
        )
    amb = _ambience(rng, scene)
    if amb:
        parts.append(
            f"In the background there are {amb}." if "weather" not in amb else f"Outside, {amb}."
        )
    parts.append(f"The scene contains {_people(scene.view.people, fam)}.")
    if scene.sign_text:
        parts.append(f'A sign reads "{scene.sign_text}".')
    if scene.motion == "moving" and rng.random() < 0.4:
        parts.append("The picture is slightly blurred, as if the camera is moving forward.")
    return " ".join(parts)


def _robotlog(rng: np.random.Generator, scene: Scene, fam: str) -> str:
    area = (scene.named or "unknown").replace(" ", "_")
    objs = "; ".join(f"{label}@{side.split()[-1]}" for label, side in scene.things) or "none"
    line = f"cam0 {clock(scene.t)} | area={area} | obj: {objs} | ppl={scene.view.people}"
    line += f" | {scene.motion}"
    if scene.sign_text:
        line += f' | ocr: "{scene.sign_text}"'
    if scene.place and "open" in scene.place.kind.tags and rng.random() < 0.5:
        line += f" | wx: {scene.weather}"
    return line


def _keywords(rng: np.random.Generator, scene: Scene, fam: str) -> str:
    words = []
    if scene.named:
        words.append(scene.named)
    words += [label for label, _ in scene.things]
    if scene.place:
        words.append("outdoor" if "open" in scene.place.kind.tags else "indoor")
        if scene.place.kind.scene and rng.random() < 0.5:
            words.append(_scenery(rng, scene))
    if scene.view.people:
        words.append("people")
    if scene.motion != "stopped":
        words.append(scene.motion)
    text = "keywords: " + ", ".join(words or ["blank wall"])
    if scene.sign_text:
        text += f"; text visible: {scene.sign_text}"
    return text


def _photo(rng: np.random.Generator, scene: Scene, fam: str) -> str:
    mood = pick(rng, ("quiet", "busy", "bright", "dim", "spacious", "crowded"))
    if scene.view.people == 0:
        mood = pick(rng, ("quiet", "empty", "bright", "dim", "spacious"))
    noun = scene.named or pick(rng, ("room", "hall", "corridor", "space"))
    text = f"A photo of a {mood} {noun}"
    if scene.things:
        text += " with " + " and ".join(f"a {label}" for label, _ in scene.things[:2])
    text += "."
    if scene.place and "open" in scene.place.kind.tags:
        text += f" The sky is {scene.weather}."
    if scene.sign_text and rng.random() < 0.8:
        text += f' A notice says "{scene.sign_text}".'
    return text


def _qa(rng: np.random.Generator, scene: Scene, fam: str) -> str:
    place = f"Probably {_where(scene)}." if scene.named else "Hard to tell."
    what = ", ".join(label for label, _ in scene.things) or "nothing notable"
    text = f"Where am I? {place} What do I see? {what}. Anyone around? "
    text += _people(scene.view.people, fam) + "."
    if scene.sign_text:
        text += f" Any writing? '{scene.sign_text}'."
    if scene.motion == "turning":
        text += " Am I moving? Turning on the spot."
    return text

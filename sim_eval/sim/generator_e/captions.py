"""Five caption styles, each written from the same scene so they differ only in voice.

blip2: a short lower-case sentence; gpt4v: a long structured description; dense: region
descriptions joined by semicolons; ops: the robot's own operator log line; past: a
past-tense narrator. Each decides for itself whether it knows (or names) the room.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field

from sim_eval.sim.generator_e.world import Place, article

CAPTIONERS = ["blip2", "gpt4v", "dense", "ops", "past"]
READ_PROB = {"blip2": 0.2, "gpt4v": 0.6, "dense": 0.5, "ops": 0.75, "past": 0.4}
NAME_PROB = {"blip2": 0.2, "gpt4v": 0.3, "dense": 0.0, "ops": 0.9, "past": 0.55}
WEATHER_PROB = {"blip2": 0.35, "gpt4v": 0.7, "dense": 0.5, "ops": 1.0, "past": 0.5}
NUMBERS = ["no", "one", "two", "three", "four", "five", "six"]


@dataclass
class Seen:
    """One object as the camera saw it in a frame."""

    inst_id: str
    name: str  # the plain category word the captioner would use
    colour: str | None
    material: str | None
    distance: float
    bearing: float  # radians, left positive
    sign_text: str | None = None

    @property
    def side(self) -> str:
        if self.bearing > 0.3:
            return "left"
        if self.bearing < -0.3:
            return "right"
        return "centre"


@dataclass
class Scene:
    """What a captioner is told about one frame."""

    clock: float  # POSIX seconds
    place: Place
    level: int
    level_name: str
    activity: str
    entering: bool
    objects: list[Seen]
    people: int
    people_word: str
    lights_on: bool | None
    weather: str | None  # outdoors only
    heading_deg: int
    site: str
    going_up: bool = True
    weather_said: bool = False  # set by the captioner when it reports the weather
    signs_read: list[str] = field(default_factory=list)  # filled by the captioner


def _the(place: Place) -> str:
    name = place.name
    if any(ch.isdigit() for ch in name) or name.startswith(("aisle", "classroom", "room")):
        return name
    return f"the {name}"


def _a(seen: Seen, colour: bool) -> str:
    word = f"{seen.colour} {seen.name}" if colour and seen.colour else seen.name
    if seen.name.endswith("s") and not seen.name.endswith(("ss", "us")):
        return word  # lockers, drums, cardboard boxes
    return f"{article(word)} {word}"


def _people(n: int, word: str) -> str:
    if n == 1:
        return f"{article(word)} {word}"
    plural = {
        "person": "people",
        "child": "children",
        "man": "men",
        "woman": "women",
        "man in hi-vis vest": "men in hi-vis vests",
        "woman in hi-vis jacket": "women in hi-vis jackets",
        "person wearing a hard hat": "people wearing hard hats",
    }.get(word, word + "s")
    return f"{NUMBERS[min(n, 6)]} {plural}"


def _weather_words(state: str, rng: random.Random) -> str:
    return rng.choice(
        {
            "rain": ["it is raining", "rain is falling", "wet and rainy"],
            "drizzle": ["a light drizzle is falling", "it is drizzling", "light rain"],
            "sunny": ["sunny and dry", "bright sunshine", "clear skies"],
            "overcast": ["overcast but dry", "grey skies, no rain", "cloudy and dry"],
        }[state]
    )


def _reads(scene: Scene, style: str, rng: random.Random) -> list[Seen]:
    signs = [
        s for s in scene.objects if s.sign_text and s.distance <= 8.0 and abs(s.bearing) <= 0.65
    ]
    return [s for s in signs[:2] if rng.random() < READ_PROB[style]]


def blip2(scene: Scene, rng: random.Random) -> str:
    objs = [o for o in scene.objects if not o.sign_text][:2]
    named = rng.random() < NAME_PROB["blip2"]
    if scene.activity == "riding":
        return rng.choice(
            [
                "an elevator with metal walls",
                "the inside of an elevator",
                "a small metal room with a handrail",
            ]
        )
    base = scene.place.name if named else scene.place.generic
    base = base if base.startswith(("a ", "an ", "the ")) else f"a {base}"
    if scene.place.outdoor and scene.weather and rng.random() < WEATHER_PROB["blip2"]:
        scene.weather_said = True
        base += (
            " on a rainy day"
            if scene.weather in ("rain", "drizzle")
            else " on a sunny day"
            if scene.weather == "sunny"
            else " on a cloudy day"
        )
    parts = [base]
    if objs:
        words = [_a(o, rng.random() < 0.3) for o in objs]
        parts.append(("and " if "with" in base else "with ") + " and ".join(words))
    if scene.people and rng.random() < 0.6:
        verb = rng.choice(["walking", "standing", "sitting"])
        parts = [f"{_people(scene.people, scene.people_word)} {verb} in {parts[0]}", *parts[1:]]
    for seen in _reads(scene, "blip2", rng):
        assert seen.sign_text is not None  # _reads keeps only objects with a sign text
        parts.append(f"and a sign that says {seen.sign_text.lower()}")
        scene.signs_read.append(seen.inst_id)
    return " ".join(parts).lower()


def gpt4v(scene: Scene, rng: random.Random) -> str:
    lines: list[str] = []
    roll = rng.random()
    if scene.activity == "riding":
        lines.append("This appears to be the interior of a lift car, with brushed metal panels.")
    elif roll < NAME_PROB["gpt4v"]:
        lines.append(f"The image shows {_the(scene.place)}, seen from about eye level.")
    elif roll < 0.8:
        lines.append(f"This appears to be {scene.place.function}.")
    else:
        lines.append(f"The photo looks like {scene.place.generic}.")
    objs = [o for o in scene.objects if not o.sign_text][:4]
    if objs:
        head = "Key elements:" if rng.random() < 0.5 else "Notable objects:"
        items = []
        for o in objs:
            where = {
                "left": "toward the left",
                "right": "on the right-hand side",
                "centre": "near the middle of the frame",
            }[o.side]
            far = " in the background" if o.distance > 9 else ""
            items.append(f"{_a(o, rng.random() < 0.55).capitalize()} {where}{far}.")
        if rng.random() < 0.5:
            lines.append(head + "\n- " + "\n- ".join(items) + "\n")
        else:
            lines.append(head + " " + " ".join(items))
    if scene.people:
        doing = rng.choice(
            [
                "apparently in conversation",
                "moving through the space",
                "engaged in their own tasks",
                "standing around",
            ]
        )
        lines.append(f"People: {_people(scene.people, scene.people_word)}, {doing}.")
    elif rng.random() < 0.5:
        lines.append("No people are visible.")
    if scene.lights_on is not None and rng.random() < 0.5:
        lines.append(
            "Lighting: overhead lights are on."
            if scene.lights_on
            else "Lighting: dim; the lights appear to be switched off."
        )
    if scene.weather and rng.random() < WEATHER_PROB["gpt4v"]:
        scene.weather_said = True
        lines.append(f"Weather: {_weather_words(scene.weather, rng)}.")
    for seen in _reads(scene, "gpt4v", rng):
        lines.append(f'A sign is legible and reads "{seen.sign_text}".')
        scene.signs_read.append(seen.inst_id)
    mood = "busy" if scene.people >= 3 else "quiet" if scene.people == 0 else "calm"
    lines.append(f"Overall the atmosphere seems {mood}.")
    return " ".join(lines).replace("\n ", "\n")


def dense(scene: Scene, rng: random.Random) -> str:
    regions: list[str] = []
    for o in scene.objects[:6]:
        if o.sign_text:
            continue
        desc = o.name
        if o.material and rng.random() < 0.4:
            desc = f"{o.material} {desc}"
        if o.colour and rng.random() < 0.6:
            desc = f"{o.colour} {desc}"
        if o.distance < 2.0:
            pos = "close to the camera"
        elif o.distance > 10.0:
            pos = "in the distance"
        else:
            pos = {"left": "on the left", "right": "on the right", "centre": "in the centre"}[
                o.side
            ]
        regions.append(f"{desc} {pos}")
    if scene.people:
        verb = rng.choice(["walking", "standing", "talking", "working"])
        regions.append(f"{_people(scene.people, scene.people_word)} {verb}")
    regions.extend(rng.sample(scene.place.background, k=min(2, len(scene.place.background))))
    if scene.weather and rng.random() < WEATHER_PROB["dense"]:
        scene.weather_said = True
        regions.append(
            {
                "rain": "wet ground with puddles",
                "drizzle": "damp pavement",
                "sunny": "bright blue sky",
                "overcast": "grey cloudy sky, dry ground",
            }[scene.weather]
        )
    if scene.lights_on is False:
        regions.append("dark room, lights off")
    for seen in _reads(scene, "dense", rng):
        regions.append(f"sign with text '{seen.sign_text}'")
        scene.signs_read.append(seen.inst_id)
    rng.shuffle(regions)
    return "; ".join(regions)


def ops(scene: Scene, rng: random.Random) -> str:
    stamp = time.strftime("%H:%M:%S", time.gmtime(scene.clock))
    zone = scene.place.code if rng.random() < NAME_PROB["ops"] else "ZONE ?"
    counts: dict[str, int] = {}
    colours: dict[str, str] = {}
    for o in scene.objects:
        if o.sign_text:
            continue
        key = o.name.upper()
        counts[key] = counts.get(key, 0) + 1
        if o.colour and rng.random() < 0.3:
            colours[key] = o.colour.upper()
    objs = ", ".join(
        f"{k}" + (f"({colours[k]})" if k in colours else "") + (f" x{v}" if v > 1 else "")
        for k, v in counts.items()
    )
    state = {
        "moving": "MOVING",
        "scanning": "HOLD/SCAN",
        "wait_lift": "LIFT CALL WAIT",
        "riding": "IN LIFT " + ("UP" if scene.going_up else "DN"),
        "stairs": "STAIRS",
        "wait_kerb": "KERB HOLD",
    }[scene.activity]
    fields = [f"[{stamp}]", f"{zone} L{scene.level}", f"HDG {scene.heading_deg:03d}"]
    fields.append(f"OBJ {sum(counts.values())}: {objs}" if objs else "OBJ 0")
    fields.append(f"PPL {scene.people}")
    if scene.lights_on is not None:
        fields.append("LUX OK" if scene.lights_on else "LUX LOW")
    if scene.weather:
        scene.weather_said = True
        fields.append(
            "WX "
            + {"rain": "RAIN", "drizzle": "DRIZZLE", "sunny": "DRY/SUN", "overcast": "DRY/OVC"}[
                scene.weather
            ]
        )
    for seen in _reads(scene, "ops", rng):
        fields.append(f'TXT "{seen.sign_text}"')
        scene.signs_read.append(seen.inst_id)
    fields.append(state)
    return " | ".join(fields)


def past(scene: Scene, rng: random.Random) -> str:
    named = rng.random() < NAME_PROB["past"]
    where = _the(scene.place) if named else scene.place.generic
    if scene.activity == "riding":
        first = rng.choice(
            [
                f"We rode the lift {'up' if scene.going_up else 'down'}",
                "The lift doors had closed behind us",
            ]
        )
    elif scene.activity == "stairs":
        first = rng.choice(["We took the stairs", "We were on the staircase, step by step"])
    elif scene.activity == "wait_lift":
        first = rng.choice(["We waited for the lift", "We stood by the lift, waiting"])
    elif scene.activity == "wait_kerb":
        first = rng.choice(
            ["We waited at the kerb for a gap in the traffic", "We held at the edge of the road"]
        )
    elif scene.entering:
        first = rng.choice([f"We had just come into {where}", f"We entered {where}"])
    elif scene.activity == "scanning":
        first = rng.choice(
            [f"We paused in {where} and looked around", f"We lingered in {where} for a moment"]
        )
    else:
        first = rng.choice(
            [f"We were making our way through {where}", f"We rolled on through {where}"]
        )
    bits = [first]
    objs = [o for o in scene.objects if not o.sign_text][:2]
    for o in objs:
        plural = o.name.endswith("s") and not o.name.endswith(("ss", "us"))
        verb = rng.choice(["sat", "stood", "were" if plural else "was"])
        spot = {"left": "off to our left", "right": "to our right", "centre": "straight ahead"}[
            o.side
        ]
        bits.append(f"{_a(o, rng.random() < 0.35)} {verb} {spot}")
    if scene.people:
        bits.append(
            f"{_people(scene.people, scene.people_word)} "
            f"{rng.choice(['were about', 'went past', 'were busy nearby'])}"
            if scene.people > 1
            else f"{_people(1, scene.people_word)} {rng.choice(['was nearby', 'walked by'])}"
        )
    elif rng.random() < 0.3:
        bits.append("nobody else was around")
    if scene.weather and rng.random() < WEATHER_PROB["past"]:
        scene.weather_said = True
        bits.append(
            {
                "rain": "rain was coming down",
                "drizzle": "a fine drizzle hung in the air",
                "sunny": "the sun was out",
                "overcast": "the sky was grey but it stayed dry",
            }[scene.weather]
        )
    if scene.lights_on is False and rng.random() < 0.6:
        bits.append("the lights were off")
    for seen in _reads(scene, "past", rng):
        bits.append(f'a sign there read "{seen.sign_text}"')
        scene.signs_read.append(seen.inst_id)
    text = bits[0] + "; " + ", and ".join(bits[1:]) + "." if len(bits) > 1 else bits[0] + "."
    return text[0].upper() + text[1:]


STYLES = {"blip2": blip2, "gpt4v": gpt4v, "dense": dense, "ops": ops, "past": past}


def heading(yaw: float) -> int:
    """Compass-like heading in whole degrees, 0-359."""
    return round(math.degrees(yaw)) % 360

"""Captions written as forms, read as the prose the place readers expect.

Some captioners do not write sentences. One interviews itself ("Q: Where is this?
A: Looks like the Map Room. Q: What is in view? A: A desk lamp."); one dumps a
scene graph ("<camera | inside | Upper Lobby> <sofa | colour | grey>"). Read as
prose, the interview's scene is its first word ("Q") and the graph has no
sentence at all, so the room track learns no place from either. The form itself
says where the robot is: the answer to a question about the place, a triple
that puts the camera in something. Rewritten as plain sentences, with that
answer first, both read like any other caption (place_names.py,
scene_phrase.py).
"""

from __future__ import annotations

import re

from memory_core.floors import FLOOR_NOUN
from memory_core.lexicon import word_set

# "Q: ... A: ..." / "Question: ... Answer: ...": one asked-and-answered pair.
_PAIR = re.compile(
    r"\b(?:q|question)\s*:\s*(?P<asked>[^?]*\?)\s*(?:a|answer)\s*:\s*"
    r"(?P<answer>.*?)\s*(?=\b(?:q|question)\s*:|$)",
    re.IGNORECASE | re.DOTALL,
)
# A question about where the picture was taken, not about what is in it.
_ABOUT_THE_PLACE = re.compile(
    r"^(?:where\b|(?:what|which)\s+(?:\w+\s+)?(?:place|room|area|location|space|zone|part)\b"
    r"|location\b)",
    re.IGNORECASE,
)
# A card's or a log's fields: markdown emphasis and bullets go ("- **Place:** X *(left)*");
# a field ends at a line's end or a sentence's; "Key: value", or a log's capitals with no
# colon ("LOC CAR PARK", "LVL THIRD FLOOR").
_MARKDOWN = re.compile(r"\*\*|__|^\s*(?:[-*\u2022]|#+)\s+|\*(?=\()|(?<=\))\*", re.MULTILINE)
_FIELD_END = re.compile(r"\n+|(?<=[.!?])\s+(?=[A-Z])|\s*;\s*")
_KEYED = re.compile(r"^(?P<key>[A-Za-z][A-Za-z ]{0,20}?)\s*:\s*(?P<value>.+?)[.!]?$")
_LOGGED = re.compile(
    r"^(?P<key>LOC|LOCN|POSN|POS|LVL|LEV|FLR|AREA)\s+(?P<value>[A-Z0-9][^a-z]*?)[.!]?$"
)
_LOCATION_KEYS = word_set("location loc locn where place room zone area position pos posn site")
_SETTING_KEYS = frozenset(("setting", "scene", "surroundings"))
# A word with a digit in it is a code and keeps its capitals ("LP-1", not "Lp-1").
_CODED = re.compile(r"\d")
_FLOOR_NOUN = re.compile(rf"\b{FLOOR_NOUN}\b", re.IGNORECASE)
_FLOOR_KEYS = frozenset(("floor", "level", "lvl", "lev", "flr", "storey"))
# "<subject | relation | object>": one triple of a scene graph.
_TRIPLE = re.compile(
    r"<\s*(?P<subject>[^|<>]+?)\s*\|\s*(?P<relation>[^|<>]+?)\s*\|\s*"
    r"(?P<object>[^<>]*?)\s*>"
)
# "(robot, in, Aisle 54) ; (forklift, colour, blue)": a scene graph's triples as tuples,
# read as a graph only when the caption is nothing else ("a cart (red, empty, small)" is
# prose).
_TUPLE = re.compile(
    r"\(\s*(?P<subject>[^(),;]+?)\s*,\s*(?P<relation>[^(),;]+?)\s*,\s*(?P<object>[^(),;]*?)\s*\)"
)
_BETWEEN_TUPLES = re.compile(r"^[\s;,.|]*$")
# A grounding model's or a page's tags ("<grounding>", "<phrase>the Sports Bar</phrase>",
# "<object><patch_index_0457></object>"): markup, not words of the caption.
_MARKUP = re.compile(r"</?[A-Za-z_][\w-]*>")
_SPACED_STOP = re.compile(r"\s+([.,;:!?])")
# A dense captioner's item: a phrase and its box, in pixels or fractions of the image
# ("ward bed, occupied [551, 482, 630, 516]", "floor (0.0, 0.7, 1.0, 1.0)").
_NUMBER = r"-?\d+(?:\.\d+)?"
_REGION = re.compile(
    rf"^(?P<phrase>\S.*?)\s*[\[(]\s*(?P<box>{_NUMBER}(?:\s*,\s*{_NUMBER}){{3}})\s*[\])]$"
)
_REGION_SEPARATOR = re.compile(r"\s*[;\n]\s*")
# A region within this share of the picture's edges covers all of it.
_EDGE = 0.02
# How a region over the whole picture says it shows the place ("view of Bay 3").
_VIEW_OF = re.compile(
    r"^(?:(?:an?|the)\s+)?(?:(?:wide|general|overall)\s+)?"
    r"(?:view|overview|panorama|picture|photo|image|shot|scene|interior)\s+of\s+",
    re.IGNORECASE,
)
# A JSON object's field: "key": "text", "key": ["item", ...] (perhaps cut off), or a
# number, true, false or null.
_JSON_FIELD = re.compile(
    r'"(?P<key>[A-Za-z_ ]{1,30})"\s*:\s*'
    r'(?:"(?P<text>[^"]*)"|\[(?P<items>[^\]]*)\]?|(?P<other>-?\d+(?:\.\d+)?|true|false|null))'
)
_JSON_STRING = re.compile(r'"([^"]*)"')
# Subjects that stand for the robot's own view, and relations that put it inside a place.
_VIEWER = word_set("camera robot viewer me i we image photo picture frame")
_INSIDE = word_set("in inside at within location located room place area zone")


def as_prose(caption: str) -> str:
    """The caption as sentences: an interview's answer about the place first, then its
    other questions with their answers; a scene graph's triples as short sentences, the
    one placing the camera first ("This is Upper Lobby."); a card or a log of fields
    ("- **Location:** Main Concourse", "LOC CAR PARK.") with its location first. Other
    captions unchanged but for markup tags, which go."""
    pairs = list(_PAIR.finditer(caption))
    if pairs:
        return _interview(pairs)
    triples = list(_TRIPLE.finditer(caption))
    if triples:
        return _graph(triples)
    tuples = list(_TUPLE.finditer(caption))
    if tuples and _BETWEEN_TUPLES.match(_TUPLE.sub("", caption)):
        return _graph(tuples)
    fields = _fields(caption) or _json_fields(caption)
    if fields:
        return _card(fields)
    regions = _regions(caption)
    if regions:
        return _dense(regions)
    return _without_markup(caption) if "<" in caption else caption


def _regions(caption: str) -> list[tuple[str, list[float]]]:
    """(phrase, box) of each item of a dense captioner's list ("IV pole [944, 370, 1029,
    691]; view of Bay 3 [0, 0, 1280, 960]"); none unless every item has a box."""
    parts = [part.strip() for part in _REGION_SEPARATOR.split(caption.strip()) if part.strip()]
    regions = []
    for part in parts:
        region = _REGION.match(part)
        if region is None:
            return []
        box = [float(value) for value in region["box"].split(",")]
        regions.append((region["phrase"].strip(" ,:"), box))
    return regions


def _dense(regions: list[tuple[str, list[float]]]) -> str:
    """A dense captioner's regions as sentences: a region as large as the picture is the
    scene ("view of Bay 3" over the whole image: "This is Bay 3."), first; the others are
    things in view. The picture's size is the largest box's far corner (1 for boxes in
    fractions of the image)."""
    width = max(1.0, max(box[2] for _, box in regions))
    height = max(1.0, max(box[3] for _, box in regions))
    placed, others = [], []
    for phrase, (x0, y0, x1, y1) in regions:
        whole = (
            x0 <= _EDGE * width
            and y0 <= _EDGE * height
            and x1 >= (1 - _EDGE) * width
            and y1 >= (1 - _EDGE) * height
        )
        if whole:
            placed.append(f"This is {_VIEW_OF.sub('', phrase).rstrip('.!?')}.")
        else:
            others.append(f"There is {phrase.rstrip('.!?')}.")
    return " ".join([*placed, *others])


def _without_markup(caption: str) -> str:
    words = " ".join(_MARKUP.sub(" ", caption).split())
    return _SPACED_STOP.sub(r"\1", words)


def _fields(caption: str) -> list[tuple[str, str]]:
    """(key, value) of each field of a caption written as a card or a log, markdown taken
    off ("- **Place:** Platform 2"; "LOC CAR PARK", a log's key with no colon); none for
    a caption that is not one (no location field, or a single heading over prose)."""
    plain = _MARKDOWN.sub("", caption)
    parts = [part.strip() for part in _FIELD_END.split(plain) if part.strip()]
    fields = []
    for part in parts:
        keyed = _KEYED.match(part) or _LOGGED.match(part)
        fields.append((keyed["key"].lower(), keyed["value"]) if keyed else ("", part))
    if not any(key in _LOCATION_KEYS for key, _ in fields):
        return []
    return fields


def _json_fields(caption: str) -> list[tuple[str, str]]:
    """(key, value) of each field of a caption written as a JSON object, perhaps cut off
    mid-way ('{"scene": "a venue", "location": "Press Centre", "objects": ["sofa"'); a
    list's items joined with commas. None for a caption that is no object."""
    if not caption.lstrip().startswith("{"):
        return []
    fields = []
    for field in _JSON_FIELD.finditer(caption):
        if field["text"] is not None:
            value = field["text"]
        elif field["items"] is not None:
            value = ", ".join(_JSON_STRING.findall(field["items"]))
        else:
            value = field["other"]
        if value and value not in ("null", "none"):
            fields.append((field["key"].lower().replace("_", " "), value))
    return fields


def _card(fields: list[tuple[str, str]]) -> str:
    """Fields as sentences: where first ("This is Main Concourse."), then the setting and
    the floor as a caption would say them, then the rest as written."""
    placed, others = [], []
    for key, value in fields:
        if key in _LOCATION_KEYS and value.isupper():  # a log's "CAR PARK", a name; a code
            value = " ".join(w if _CODED.search(w) else w.title() for w in value.split())
        if key in _LOCATION_KEYS:
            placed.append(_sentence(f"This is {value}"))
        elif key in _SETTING_KEYS:
            others.append(_sentence(f"The setting is {value}"))
        elif key in _FLOOR_KEYS:
            named = _FLOOR_NOUN.search(value)  # "concourse level", "level 0"; a bare "2"
            others.append(_sentence(f"On the {value}" if named else f"Floor {value}"))
        else:
            others.append(_sentence(f"{key.capitalize()}: {value}" if key else value))
    return " ".join([*placed, *others])


def _interview(pairs: list[re.Match[str]]) -> str:
    placed = [_sentence(pair["answer"]) for pair in pairs if _ABOUT_THE_PLACE.match(pair["asked"])]
    others = [
        f"{pair['asked'].strip()} {_sentence(pair['answer'])}"
        for pair in pairs
        if not _ABOUT_THE_PLACE.match(pair["asked"])
    ]
    return " ".join([*placed, *others])


def _graph(triples: list[re.Match[str]]) -> str:
    placed: list[str] = []
    others: list[str] = []
    for triple in triples:
        subject, relation, thing = (
            triple[part].replace("_", " ").strip() for part in ("subject", "relation", "object")
        )
        if subject.lower() in _VIEWER and _INSIDE & set(relation.lower().split()):
            placed.append(_sentence(f"This is {thing}"))
        else:
            others.append(_sentence(f"The {subject} {relation} {thing}"))
    return " ".join([*placed, *others])


def _sentence(text: str) -> str:
    """``text`` ending as a sentence does."""
    text = text.strip()
    return text if not text or text[-1] in ".!?\"'" else f"{text}."

"""Captions a VLM wrote as a JSON object, read as the prose every other reader expects.

A VLM asked for structured output answers ``{"scene": "gate house", "objects": [...],
"text": ["GH GATE HOUSE"]}``, sometimes cut off mid-string by a token limit. The room
track, the sign reader and the caption index all read prose ("Scene: gate house.
Objects: name plate. Text: "GH GATE HOUSE"."), so the object is rewritten field by
field once, where the caption enters the memory; a caption that is not such an object
is left as it is.
"""

from __future__ import annotations

import json
import re
from typing import Any

# A field that may have been cut off: "key": "value" or "key": ["a", "b", "c (cut)
_FIELD = re.compile(r'"(?P<key>[A-Za-z_ ]{1,30})"\s*:\s*(?P<value>"(?:[^"\\]|\\.)*"|\[[^\]]*\]?)')
_STRING = re.compile(r'"((?:[^"\\]|\\.)*)"')
# Keys whose strings are words read off signs and screens: quoted, as captioners quote them.
_READ_KEYS = frozenset({"text", "texts", "ocr", "signs", "sign", "reads", "read"})


def readable_caption(caption: str) -> str:
    """The caption as prose when it is a JSON object (whole or cut off), else unchanged."""
    stripped = caption.strip()
    if not stripped.startswith("{"):
        return caption
    fields = _fields(stripped)
    if not fields:
        return caption
    sentences = [_sentence(key, value) for key, value in fields]
    return " ".join(sentence for sentence in sentences if sentence)


def _fields(text: str) -> list[tuple[str, Any]]:
    """The object's fields in order: parsed whole when it parses, else those complete
    enough to read (a list keeps the items whose closing quote survived)."""
    try:
        parsed = json.loads(text)
    except json.JSONDecodeError:
        parsed = None
    if isinstance(parsed, dict):
        return [(str(key), value) for key, value in parsed.items()]
    fields: list[tuple[str, Any]] = []
    for found in _FIELD.finditer(text):
        value = found["value"]
        if value.startswith("["):
            fields.append((found["key"], [_unescape(item) for item in _STRING.findall(value)]))
        else:
            fields.append((found["key"], _unescape(value[1:-1])))
    return fields


def _unescape(text: str) -> str:
    try:
        return str(json.loads(f'"{text}"'))
    except json.JSONDecodeError:
        return text


def _sentence(key: str, value: Any) -> str:
    """'Scene: gate house.', 'Objects: a drum, a pump.', 'Text: "Pump 2".'; '' if empty."""
    name = key.replace("_", " ").strip().capitalize()
    quoted = key.lower() in _READ_KEYS
    if isinstance(value, list):
        items = [_item(item, quoted) for item in value if _item(item, quoted)]
        return f"{name}: {', '.join(items)}." if items else ""
    if isinstance(value, dict):
        return _sentence(key, [f"{inner} {item}" for inner, item in value.items()])
    text = _item(value, quoted)
    return f"{name}: {text}." if text else ""


def _item(value: Any, quoted: bool) -> str:
    if value is None or isinstance(value, (dict, list)):
        return ""
    text = str(value).strip().rstrip(".")
    return f'"{text}"' if quoted and text else text

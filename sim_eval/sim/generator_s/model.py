"""Camera constants, geometry and words shared by every module."""

from __future__ import annotations

import math

HFOV_DEG = 96.0
HFOV_RAD = math.radians(HFOV_DEG)
ASPECT = 4.0 / 3.0
TAN_H = math.tan(HFOV_RAD / 2)
TAN_V = TAN_H / ASPECT
CAMERA_HEIGHT_M = 1.1
T_2027 = 1798761600.0  # 2027-01-01 00:00:00 UTC

NUMBER_WORDS = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
]

FAMILIES = ["convention", "port", "zoo"]
CAPTIONERS = ["json_kv", "diary_past", "counter", "bilingual"]
DEV_PHRASINGS = ["investigator", "voice_assistant", "teen_text", "indirect"]
HELD_OUT_PHRASING = "heldout_handover"
PHRASINGS = [*DEV_PHRASINGS, HELD_OUT_PHRASING]


def wrap(angle: float) -> float:
    """``angle`` in (-pi, pi]."""
    return math.atan2(math.sin(angle), math.cos(angle))


def inside(rect: list[float], x: float, y: float, margin: float = 0.0) -> bool:
    """Whether (x, y) lies in ``rect`` = [x0, y0, x1, y1] shrunk by ``margin``."""
    return rect[0] + margin <= x <= rect[2] - margin and rect[1] + margin <= y <= rect[3] - margin


def clock(t: float) -> str:
    """HH:MM of POSIX seconds ``t`` in UTC."""
    s = int(t) % 86400
    return f"{s // 3600:02d}:{(s % 3600) // 60:02d}"


def count_keywords(n: int) -> list[str]:
    """A count's keywords: its word and its digits."""
    return [NUMBER_WORDS[n], str(n)] if n < len(NUMBER_WORDS) else [str(n)]

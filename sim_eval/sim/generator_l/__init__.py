"""generator_l: blind robot-memory test worlds (library, multiplex cinema, garden centre)."""

from __future__ import annotations

import math

HFOV_DEG = 76.0
HFOV_RAD = math.radians(HFOV_DEG)
# Image aspect 4:3, so the vertical field of view follows from the horizontal one.
TAN_HALF_VFOV = math.tan(HFOV_RAD / 2) * 0.75
CAMERA_HEIGHT_M = 1.1

FAMILIES = ("library", "cinema", "garden_centre")
CAPTIONERS = ("qa_pair", "alt_text", "inventory_auditor", "estate_agent", "scene_graph")
DEV_PHRASINGS = ("plain", "quiz_host", "new_starter", "interrupted_parent")
HELDOUT_PHRASING = "heldout_courtroom"
PHRASINGS = (*DEV_PHRASINGS, HELDOUT_PHRASING)
QUESTION_TYPES = ("spatial", "temporal", "binary", "duration", "text")

"""Independent test-world generator "C": museum and store worlds with questions.

Written without reference to the system under test or the other generators; see
README.md for the specification of what it writes.
"""

from __future__ import annotations

FAMILIES = ("museum", "store")
PHRASINGS = ("plain", "visitor", "staff")

__all__ = ["FAMILIES", "PHRASINGS"]

"""Attribute words that rule a label out: colour, shape, material."""

from __future__ import annotations

import pytest

from memory_core.agent.attributes import colour_fit


@pytest.mark.parametrize(
    ("query", "label", "fit"),
    [
        ("pink trash can", "grey trash can", 0),
        ("pink trash can", "pink bin", 2),
        ("pink trash can", "trash can", 1),
        ("round table", "rectangular table", 0),
        ("round table", "circular table", 1),
        ("wooden door", "glass door", 0),
        ("wood door", "wooden office door", 1),
        ("table", "rectangular table", 1),
    ],
)
def test_a_named_attribute_rules_out_labels_naming_another(
    query: str, label: str, fit: int
) -> None:
    assert colour_fit(query, label) == fit

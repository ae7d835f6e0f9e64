"""Object labels: normalisation and the table of distinct labels with their embeddings.

A robot sees the same few hundred label strings thousands of times, so each
distinct label is embedded once and entities refer to it by id.
"""

from __future__ import annotations

import re

import numpy as np

from memory_core.growable import GrowableArray

_SPACES = re.compile(r"\s+")
# A detector's state after the thing's name: "barrier arm (raised)", "lamp (switched on)",
# "desk lamp [on]".
_BRACKETED_STATE = re.compile(r"\s*(?:\((?:[a-z-]+ ?){1,3}\)|\[(?:[a-z-]+ ?){1,3}\])$")


def normalize_label(label: str) -> str:
    """Lower case, trimmed, single spaces: "  Red  Couch " -> "red couch"."""
    return _SPACES.sub(" ", label).strip().lower()


def thing_named(label: str) -> str:
    """The thing a label names, without a bracketed state ("barrier arm (raised)" ->
    "barrier arm"): what its embedding should be of, so a raised and a lowered barrier
    arm are one kind of thing, as close to "barrier arm" as the bare label is. The state
    stays in the label's text, where yes/no questions read it."""
    return _BRACKETED_STATE.sub("", label) or label


class LabelTable:
    """Distinct label strings, their ids and unit embedding vectors (one matrix row each)."""

    def __init__(self, dim: int) -> None:
        self.dim = dim
        self._ids: dict[str, int] = {}
        self._texts: list[str] = []
        self._vectors = GrowableArray(np.float32, (dim,))
        self._vector_objects: list[np.ndarray] = []

    def __len__(self) -> int:
        return len(self._texts)

    def __contains__(self, label: str) -> bool:
        return label in self._ids

    def id_of(self, label: str) -> int | None:
        return self._ids.get(label)

    def known_id(self, label: str) -> int:
        """The id of a label the table holds (KeyError for one it does not)."""
        return self._ids[label]

    def text(self, label_id: int) -> str:
        return self._texts[label_id]

    @property
    def texts(self) -> list[str]:
        return self._texts

    def vector(self, label_id: int) -> np.ndarray:
        """The label's embedding; one shared read-only array per label, not a copy."""
        return self._vector_objects[label_id]

    @property
    def matrix(self) -> np.ndarray:
        """(labels, dim) unit vectors; row i is label id i."""
        return self._vectors.view

    def add(self, label: str, vector: np.ndarray) -> int:
        """Register a label with its embedding; returns the existing id if known."""
        known = self._ids.get(label)
        if known is not None:
            return known
        if vector.shape != (self.dim,):
            raise ValueError(
                f"label {label!r}: embedding of shape {vector.shape}, want ({self.dim},)"
            )
        label_id = self._vectors.append(vector)
        shared = np.array(vector, dtype=np.float32)
        shared.setflags(write=False)
        self._vector_objects.append(shared)
        self._ids[label] = label_id
        self._texts.append(label)
        return label_id

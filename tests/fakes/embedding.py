"""The real embedder, watched."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from memory_core.embedding import TextEmbedder


class CountingEmbedder:
    """The real embedder, noting every batch of texts it was asked to embed."""

    def __init__(self, embedder: TextEmbedder) -> None:
        self._embedder = embedder
        self.name, self.dim = embedder.name, embedder.dim
        self.batches: list[list[str]] = []

    @property
    def embedded(self) -> list[str]:
        return [text for batch in self.batches for text in batch]

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        self.batches.append(list(texts))
        return self._embedder.encode(texts)

    def encode_one(self, text: str) -> np.ndarray:
        return self._embedder.encode_one(text)

    def encode_cached(self, texts: Sequence[str]) -> np.ndarray:
        return self._embedder.encode_cached(texts)

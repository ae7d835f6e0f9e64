"""all-MiniLM-L6-v2 (or any BERT checkpoint of a shipped shape) on ONNX Runtime, without torch.

Answering a typed question must not pay for importing torch and transformers
(~11 s on a 2-core robot CPU). The encoder graph ships with the package
(``embedding_graph``); its weights are the checkpoint's own ``model.safetensors``,
memory-mapped and fed to every run as inputs, so nothing is exported, cached or
copied: a session starts in ~15 ms and the weights cost only the pages read.
Tokenising is the checkpoint's ``tokenizer.json`` through the ``tokenizers``
library, as sentence-transformers does it.
"""

from __future__ import annotations

import json
import struct
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from memory_core.embedding_graph import GRAPH_DIR, INPUTS, OUTPUT, BertShape, weight_shapes

SAFETENSORS_HEADER_LIMIT = 100 * 1024 * 1024  # the format's own bound on its JSON header
# Texts run this many at a time, in order of length, so one long caption does not
# pad a whole batch to 256 tokens (as sentence-transformers batches).
RUN_BATCH = 64


class UnsupportedCheckpointError(ValueError):
    """Not a checkpoint the shipped graphs can run: sentence-transformers will run it instead."""


class BrokenCheckpointError(ValueError):
    """A checkpoint of a shipped shape whose weights cannot be read (truncated, corrupt)."""


@dataclass(frozen=True)
class OnnxCheckpoint:
    """A sentence-transformers folder the ONNX encoder can run: its graph and mapped weights."""

    folder: Path
    shape: BertShape
    graph: Path
    max_tokens: int
    weights: dict[str, np.ndarray]

    @classmethod
    def find(cls, folder: Path) -> OnnxCheckpoint:
        """The checkpoint in ``folder``; UnsupportedCheckpointError says why it is not one.

        Mapping the weights reads only the file's header, so this is cheap; the
        pages are read when the first text is embedded.
        """
        shape = BertShape.from_config(_read_json(folder / "config.json"))
        if shape is None:
            raise UnsupportedCheckpointError(f"{folder}/config.json is not a BERT encoder (gelu)")
        graph = GRAPH_DIR / shape.file_name
        if not graph.is_file():
            raise UnsupportedCheckpointError(f"no graph ships for its shape ({shape.file_name})")
        for needed in ("model.safetensors", "tokenizer.json"):
            if not (folder / needed).is_file():
                raise UnsupportedCheckpointError(f"{folder} has no {needed}")
        pooling = _read_json(folder / "1_Pooling" / "config.json")
        modes = {key for key, on in pooling.items() if key.startswith("pooling_mode_") and on}
        if modes != {"pooling_mode_mean_tokens"}:
            raise UnsupportedCheckpointError(f"{folder} does not pool by the mean of its tokens")
        settings = _read_json(folder / "sentence_bert_config.json")
        max_tokens = min(
            int(settings.get("max_seq_length", shape.max_positions)), shape.max_positions
        )
        weights = map_safetensors(folder / "model.safetensors")
        for name, expected in weight_shapes(shape).items():
            found = weights.get(name)
            if found is None or tuple(found.shape) != expected:
                got = "missing" if found is None else f"of shape {tuple(found.shape)}"
                raise BrokenCheckpointError(
                    f"{folder}/model.safetensors: {name} is {got}, expected float32 {expected}"
                )
        return cls(folder, shape, graph, max_tokens, weights)


class OnnxEmbedder:
    """Unit-length sentence embeddings from ONNX Runtime; thread-safe; loaded on first use."""

    def __init__(
        self, checkpoint: OnnxCheckpoint, name: str, threads: int, batch_threads: int
    ) -> None:
        self.name = name
        self._checkpoint = checkpoint
        self._threads = {False: threads, True: batch_threads}
        self._lock = threading.Lock()
        self._tokenizer: Any = None
        self._pad_id = 0
        self._feed: dict[str, Any] = {}
        self._sessions: dict[bool, Any] = {}

    @property
    def dim(self) -> int:
        return self._checkpoint.shape.hidden

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        vectors = np.zeros((len(texts), self.dim), dtype=np.float32)
        if not texts:
            return vectors
        session = self._session(batch=len(texts) > 1)
        tokens = [item.ids for item in self._tokenizer.encode_batch(list(texts))]
        order = np.argsort([len(ids) for ids in tokens], kind="stable")
        for start in range(0, len(order), RUN_BATCH):
            rows = order[start : start + RUN_BATCH]
            vectors[rows] = self._run(session, [tokens[row] for row in rows])
        return vectors

    def _run(self, session: Any, tokens: list[list[int]]) -> np.ndarray:
        import onnxruntime as ort

        ids = np.full((len(tokens), max(map(len, tokens))), self._pad_id, dtype=np.int64)
        mask = np.zeros_like(ids)
        for row, text_ids in enumerate(tokens):
            ids[row, : len(text_ids)] = text_ids
            mask[row, : len(text_ids)] = 1
        feed = {
            INPUTS[0]: ort.OrtValue.ortvalue_from_numpy(ids),
            INPUTS[1]: ort.OrtValue.ortvalue_from_numpy(mask),
            **self._feed,
        }
        (vectors,) = session.run_with_ort_values([OUTPUT], feed)
        return np.asarray(vectors.numpy(), dtype=np.float32)

    def _session(self, *, batch: bool) -> Any:
        """One session per thread count (one text, or a batch); both read the same weights."""
        session = self._sessions.get(batch)
        if session is None:
            with self._lock:
                if not self._feed:
                    self._load()
                if batch not in self._sessions:
                    self._sessions[batch] = _new_session(
                        self._checkpoint.graph, self._threads[batch]
                    )
                session = self._sessions[batch]
        return session

    def _load(self) -> None:
        import onnxruntime as ort
        from tokenizers import Tokenizer

        checkpoint = self._checkpoint
        tokenizer = Tokenizer.from_file(str(checkpoint.folder / "tokenizer.json"))
        tokenizer.enable_truncation(checkpoint.max_tokens)
        tokenizer.no_padding()  # batches are padded per run, to their own longest text
        self._tokenizer = tokenizer
        self._pad_id = tokenizer.token_to_id("[PAD]") or 0
        self._feed = {
            name: ort.OrtValue.ortvalue_from_numpy(checkpoint.weights[name])
            for name in weight_shapes(checkpoint.shape)
        }


def map_safetensors(path: Path) -> dict[str, np.ndarray]:
    """The float32 tensors of a safetensors file, as read-only views of one memory map."""
    try:
        with path.open("rb") as file:
            (header_size,) = struct.unpack("<Q", file.read(8))
            if header_size > SAFETENSORS_HEADER_LIMIT:
                raise ValueError(f"its header claims {header_size} bytes")
            header = json.loads(file.read(header_size))
        data = np.memmap(path, dtype=np.uint8, mode="r")
        start = 8 + header_size
        tensors = {}
        for name, entry in header.items():
            if name == "__metadata__" or entry["dtype"] != "F32":
                continue
            begin, end = (start + offset for offset in entry["data_offsets"])
            if not start <= begin <= end <= data.size:
                raise ValueError(f"{name} lies outside the file")
            tensors[name] = data[begin:end].view(np.float32).reshape(entry["shape"])
        return tensors
    except (OSError, ValueError, KeyError, TypeError, AttributeError, struct.error) as error:
        raise BrokenCheckpointError(f"{path} is not a readable safetensors file: {error}") from None


def _new_session(graph: Path, threads: int) -> Any:
    import onnxruntime as ort

    options = ort.SessionOptions()
    options.intra_op_num_threads = max(threads, 0)
    options.inter_op_num_threads = 1
    # Idle worker threads must not spin: the builder, the app and the VLM share the CPU.
    options.add_session_config_entry("session.intra_op.allow_spinning", "0")
    options.log_severity_level = 3
    return ort.InferenceSession(str(graph), options, providers=["CPUExecutionProvider"])


def _read_json(path: Path) -> dict[str, Any]:
    try:
        value = json.loads(path.read_text())
    except (OSError, ValueError) as error:
        raise UnsupportedCheckpointError(f"cannot read {path}: {error}") from None
    if not isinstance(value, dict):
        raise UnsupportedCheckpointError(f"{path} is not a JSON object")
    return value

"""The caption vector store (ReMEmbR-style memory) in Milvus.

One collection: caption text embedding (COSINE), robot position as a 3-d
vector (L2; Milvus reports *squared* L2, converted back to metres here), time,
yaw and the caption. Search by time is served from the journal's time index
instead (memory.py): Milvus Lite evaluates scalar filters row by row, 330 ms
at 100k captions (docs/benchmarks.md). Milvus Lite (a file under the memory dir) by default, any
``http(s)://`` Milvus server for a separate builder process or a fleet.
"""

from __future__ import annotations

import fcntl
import logging
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from memory_core.config import CaptionConfig
from memory_core.embedding import TextEmbedder
from memory_core.types import CaptionHit, Measure, Pose

if TYPE_CHECKING:  # pymilvus (and the pandas it loads) is imported when a store is opened
    from pymilvus import MilvusClient

log = logging.getLogger(__name__)

# HNSW over caption embeddings: what a Milvus server searches fast; in Milvus
# Lite 3 per-row Python bookkeeping dominates whatever the index (~45 ms at 100k
# captions, docs/benchmarks.md). Unlike IVF it needs no training on tiny segments.
TEXT_INDEX = {
    "index_type": "HNSW",
    "metric_type": "COSINE",
    "params": {"M": 16, "efConstruction": 100},
}
TEXT_SEARCH = {"params": {"ef": 64}}
OUTPUT_FIELDS = ["caption", "x", "y", "z", "yaw", "t"]


class CaptionStoreError(RuntimeError):
    """The caption store cannot be opened or used; the message says what to do."""


class CaptionStoreLockedError(CaptionStoreError):
    """Another process holds the Milvus Lite file open."""


@dataclass(frozen=True)
class PendingCaption:
    seq: int
    text: str
    pose: Pose
    t: float


def is_server_uri(uri: str) -> bool:
    return uri.startswith(("http://", "https://", "tcp://", "unix:"))


def lite_lock_holder(path: Path) -> bool:
    """True when another process holds the Milvus Lite data dir's lock."""
    lock_file = path / "LOCK"
    if not lock_file.exists():
        return False
    with lock_file.open("a") as handle:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return True
        fcntl.flock(handle, fcntl.LOCK_UN)
    return False


def locked_message(what: str) -> str:
    return (
        f"{what} is open in another process (Milvus Lite allows one process per file). "
        "Stop that process, read the graph alongside it with `lgr entities` (read-only), "
        "or share the caption store through a Milvus server: start "
        "`milvus-lite server --data-dir DIR` (or Milvus standalone) and pass "
        "--milvus-uri http://127.0.0.1:19530 to every process."
    )


class CaptionMemory:
    """Captions with embedding, pose and time; searchable by text, position and time.

    ``add`` only buffers; captions are embedded in batches and inserted by
    ``commit`` (called when the buffer is full, before every search and on
    close), so recorded runs ingest fast and live queries still see every frame.
    """

    def __init__(
        self,
        client: MilvusClient,
        embedder: TextEmbedder,
        config: CaptionConfig,
        dim: int,
        lite_path: Path | None = None,
        on_embedded: Callable[[list[int], np.ndarray], None] | None = None,
    ) -> None:
        self._client = client
        self._lite_path = lite_path
        # Told the (seq, embedding) of every committed batch: the place track uses them.
        self.on_embedded = on_embedded
        self._embedder = embedder
        self.config = config
        self.collection = config.collection
        self._pending: list[PendingCaption] = []
        self._unflushed_rows = 0
        self.last_committed_seq = 0
        self._stored_rows: int | None = None  # rows in the store, once asked (see count)
        self._ensure_collection(dim)

    @classmethod
    def open(
        cls, memory_dir: Path, embedder: TextEmbedder, config: CaptionConfig, dim: int
    ) -> CaptionMemory:
        uri = config.milvus_uri or str(memory_dir / "captions.db")
        if not is_server_uri(uri):
            # Milvus Lite serves in-process over gRPC and logs the one RPC it does not
            # implement (AllocTimestamp, used by pymilvus while waiting for an index).
            logging.getLogger("grpc._server").setLevel(logging.CRITICAL)
        if not is_server_uri(uri) and lite_lock_holder(Path(uri)):
            raise CaptionStoreLockedError(locked_message(f"caption store {uri}"))
        from pymilvus import MilvusClient
        from pymilvus.exceptions import MilvusException

        try:
            client = MilvusClient(uri, token=config.milvus_token)
        except MilvusException as error:
            if not is_server_uri(uri) and lite_lock_holder(Path(uri)):
                raise CaptionStoreLockedError(locked_message(f"caption store {uri}")) from None
            raise CaptionStoreError(f"cannot open caption store {uri}: {error.message}") from None
        return cls(client, embedder, config, dim, None if is_server_uri(uri) else Path(uri))

    def _ensure_collection(self, dim: int) -> None:
        name = self.collection
        if self._client.has_collection(name):
            fields = {f["name"]: f for f in self._client.describe_collection(name)["fields"]}
            existing = fields.get("text_vec", {}).get("params", {}).get("dim")
            if existing is not None and int(existing) != dim:
                raise CaptionStoreError(
                    f"caption collection {name!r} holds {existing}-d embeddings but the "
                    f"embedding model gives {dim}-d; use another collection or memory dir"
                )
            self._client.load_collection(name)
            return
        from pymilvus import DataType

        schema = self._client.create_schema(auto_id=False, enable_dynamic_field=False)
        schema.add_field("id", DataType.INT64, is_primary=True)
        schema.add_field("text_vec", DataType.FLOAT_VECTOR, dim=dim)
        schema.add_field("pos_vec", DataType.FLOAT_VECTOR, dim=3)
        schema.add_field("t", DataType.DOUBLE)
        for axis in ("x", "y", "z", "yaw"):
            schema.add_field(axis, DataType.DOUBLE)
        schema.add_field("caption", DataType.VARCHAR, max_length=self.config.max_caption_bytes)
        index = self._client.prepare_index_params()
        index.add_index("text_vec", **TEXT_INDEX)
        index.add_index("pos_vec", index_type="FLAT", metric_type="L2")
        index.add_index("t", index_type="INVERTED")
        self._client.create_collection(name, schema=schema, index_params=index)

    # ---------------------------------------------------------------- writes

    def add(self, seq: int, text: str, pose: Pose, t: float) -> None:
        """Buffer one frame's caption; a full batch is embedded and inserted."""
        if not text:
            return
        self._pending.append(PendingCaption(seq, text, pose, t))
        if len(self._pending) >= self.config.embed_batch:
            self.commit()

    @property
    def pending(self) -> int:
        return len(self._pending)

    def commit(self, *, upsert: bool = False) -> int:
        """Embed and insert buffered captions; returns the highest sequence number stored."""
        if not self._pending:
            return self.last_committed_seq
        batch, self._pending = self._pending, []
        from pymilvus.exceptions import MilvusException

        vectors = self._embedder.encode([caption.text for caption in batch])
        rows = [_row(caption, vector) for caption, vector in zip(batch, vectors, strict=True)]
        try:
            if upsert:
                self._client.upsert(self.collection, rows)
            else:
                self._client.insert(self.collection, rows)
        except MilvusException as error:
            self._pending = batch + self._pending
            raise CaptionStoreError(f"could not store captions: {error.message}") from None
        if upsert:
            self._stored_rows = None  # replaced rows do not add up: ask the store again
        elif self._stored_rows is not None:
            self._stored_rows += len(rows)
        self._unflushed_rows += len(rows)
        if self._unflushed_rows >= self.config.flush_every_rows:
            self.flush()
        self.last_committed_seq = max(self.last_committed_seq, batch[-1].seq)
        if self.on_embedded is not None:
            self.on_embedded([caption.seq for caption in batch], vectors)
        return self.last_committed_seq

    def flush(self) -> None:
        """Seal inserted rows into an indexed segment (Milvus Lite scans unsealed rows)."""
        if self._unflushed_rows:
            self._client.flush(self.collection)
            self._unflushed_rows = 0

    def close(self) -> None:
        self.commit()
        self.flush()
        self._client.close()
        if self._lite_path is not None:
            # Milvus Lite keeps serving the file (and holding its lock) in this
            # process until told to stop; release it so the file can be reopened.
            from milvus_lite.server_manager import server_manager_instance

            server_manager_instance.release_server(str(self._lite_path))

    # ----------------------------------------------------------------- reads

    def count(self) -> int:
        """Captions held: rows in the store plus those buffered for the next batch.

        The store is asked once (again after an upsert) and inserts are counted
        here, so status pages polling this neither force an early embedding batch
        nor make Milvus Lite scan every row.
        """
        if self._stored_rows is None:
            result = self._client.query(self.collection, filter="", output_fields=["count(*)"])
            self._stored_rows = int(result[0]["count(*)"])
        return self._stored_rows + len(self._pending)

    def by_text(self, query: str, k: int, before: float | None = None) -> list[CaptionHit]:
        """The k captions most similar in meaning to ``query``; score is cosine similarity.

        ``before`` keeps only captions taken at or before that time.
        """
        vector = self._embedder.encode_one(query)
        return [
            _hit(row, float(row["distance"]), "similarity")
            for row in self._search(vector, "text_vec", k, TEXT_SEARCH, before)
        ]

    def by_position(
        self, xyz: Sequence[float], k: int, before: float | None = None
    ) -> list[CaptionHit]:
        """The k captions taken nearest ``xyz``; score is the distance in metres."""
        query = np.asarray(xyz, dtype=np.float32)
        return [
            _hit(row, math.sqrt(max(float(row["distance"]), 0.0)), "metres")
            for row in self._search(query, "pos_vec", k, {}, before)
        ]

    def _search(
        self,
        vector: np.ndarray,
        field: str,
        k: int,
        params: dict[str, Any],
        before: float | None = None,
    ) -> list[dict[str, Any]]:
        self.commit()
        results = self._client.search(
            self.collection,
            data=[vector],
            anns_field=field,
            filter="" if before is None else f"t <= {float(before)!r}",
            limit=k,
            output_fields=OUTPUT_FIELDS,
            search_params=params,
        )
        return [
            {"id": hit["id"], "distance": hit["distance"], **hit["entity"]} for hit in results[0]
        ]


def _row(caption: PendingCaption, vector: np.ndarray) -> dict[str, Any]:
    pose = caption.pose
    return {
        "id": caption.seq,
        "text_vec": vector,
        "pos_vec": np.array(pose.xyz, dtype=np.float32),
        "t": caption.t,
        "x": pose.x,
        "y": pose.y,
        "z": pose.z,
        "yaw": pose.yaw,
        "caption": caption.text,
    }


def _hit(row: dict[str, Any], score: float, measure: Measure) -> CaptionHit:
    return CaptionHit(
        id=int(row["id"]),
        caption=str(row["caption"]),
        x=float(row["x"]),
        y=float(row["y"]),
        z=float(row["z"]),
        yaw=float(row["yaw"]),
        t=float(row["t"]),
        score=score,
        measure=measure,
    )

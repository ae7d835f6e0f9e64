"""A memory directory: journal + memory graph + caption store, opened as one thing.

Layout of ``DIR``::

    journal.sqlite3       every acknowledged frame and label embedding (source of truth)
    graph.snapshot.npz    the graph at some journal position (a cache)
    captions.db/          Milvus Lite caption store (unless a Milvus server URI is set)
    memory.lock           held by the one process that writes (it records the writer's pid/host)

Opening replays the journal after the snapshot into the graph and re-inserts
any caption the caption store did not confirm, so a killed writer loses
nothing it had acknowledged. Readers (``readonly=True``) take no lock; with
``follow=True`` they keep applying the rows the writer commits (follow.py) and
search captions in an index of their own (caption_index.py).
"""

from __future__ import annotations

import fcntl
import logging
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import IO

import numpy as np

from memory_core.caption_index import CaptionIndex, CaptionSearch, IndexedCaption
from memory_core.caption_memory import CaptionMemory, CaptionStoreLockedError
from memory_core.config import BuilderConfig, Config
from memory_core.embedding import TextEmbedder, make_embedder
from memory_core.follow import FollowStatus, JournalFollower
from memory_core.graph_memory import MemoryGraph
from memory_core.journal import Journal, JournalFrame, JournalIncompleteError
from memory_core.labels import LabelTable, normalize_label, thing_named
from memory_core.place_names import PlaceKind
from memory_core.place_track import PlaceTrack, Track
from memory_core.places import IndoorScorer, Stretch, indoor_scores, indoor_stretches
from memory_core.snapshot import SnapshotKey, load_snapshot, save_snapshot
from memory_core.types import CaptionHit, Entity, FrameResult, Measure, Pose
from memory_core.validation import (
    ValidationError,
    clean_text,
    coordinate,
    epoch_seconds,
    finite_number,
)
from memory_core.writer_record import clear_writer_record, write_writer_record

log = logging.getLogger(__name__)

JOURNAL_FILE = "journal.sqlite3"
SNAPSHOT_FILE = "graph.snapshot.npz"
LOCK_FILE = "memory.lock"
META_EMBEDDING_MODEL = "embedding_model"
META_EMBEDDING_DIM = "embedding_dim"
META_CAPTIONS_SYNCED = "captions_synced_seq"
# Frames a following reader applies per hold of the memory's lock: a question waits at most
# this many graph updates (~0.5 ms each, docs/benchmarks.md) while it catches up a backlog.
CATCH_UP_CHUNK = 100


class MemoryDirError(RuntimeError):
    """A memory directory cannot be opened as asked; the message says why and what to do."""


class MemoryLockedError(MemoryDirError):
    """Another process is writing this memory directory."""


class OpenStages:
    """Seconds spent in each stage of opening a memory, in the order they ran."""

    def __init__(self) -> None:
        self.seconds: dict[str, float] = {}

    @contextmanager
    def timed(self, stage: str) -> Iterator[None]:
        started = time.perf_counter()
        try:
            yield
        finally:
            self.seconds[stage] = time.perf_counter() - started


class Memory:
    """The robot's memory: use ``Memory.open(dir)``; close it (or use ``with``)."""

    def __init__(
        self,
        directory: Path,
        config: Config,
        embedder: TextEmbedder,
        journal: Journal,
        graph: MemoryGraph,
        captions: CaptionMemory | None,
        lock_handle: IO[str] | None,
        applied_seq: int,
    ) -> None:
        """Use ``Memory.open``; ``applied_seq`` is the last journal frame ``graph`` holds."""
        self.directory = directory
        self.config = config
        self.embedder = embedder
        self.journal = journal
        self.graph = graph
        # The writer's caption store; a reader has none, and searches ``caption_search``.
        self.captions = captions
        self.caption_search: CaptionSearch | None = captions
        self._caption_index: CaptionIndex | None = None  # a follower's own (caption_index.py)
        # Builder threads and question threads share one memory.
        self.lock = threading.RLock()
        self._lock_handle = lock_handle
        self._frames_since_snapshot = 0
        self._last_seq = applied_seq
        self._last_digest = journal.frame_digest(self._last_seq)
        self._follower: JournalFollower | None = None
        self._closed = False
        # The caption watermark as last written (read once, not on every frame).
        self._synced_seq = int(journal.get_meta(META_CAPTIONS_SYNCED) or 0)
        self._indoor = IndoorScorer(embedder)
        self._places = PlaceTrack()
        self._placed_seq = 0  # the last journal frame the place track has read
        # Seconds each stage of ``open`` took: start-up has one budget (docs/benchmarks.md).
        self.open_stages: dict[str, float] = {}

    @property
    def readonly(self) -> bool:
        return self.captions is None

    # ------------------------------------------------------------------- open

    @classmethod
    def open(
        cls,
        directory: str | Path,
        config: Config | None = None,
        *,
        embedder: TextEmbedder | None = None,
        readonly: bool = False,
        create: bool = True,
        follow: bool = False,
    ) -> Memory:
        """Open (or with ``readonly=False`` and ``create`` create) a memory directory.

        Read-only opens need no lock and no caption store: they serve ``lgr
        entities`` beside a running writer. ``follow=True`` (read-only only) keeps
        applying what the writer commits, searches captions in an index of its own
        built from the journal, and waits for a writer to create a memory not made
        yet. ``create=False`` refuses a directory without a journal,
        so a mistyped path is not a new, empty memory.
        """
        directory = Path(directory)
        if follow and not readonly:
            raise ValueError("follow=True needs readonly=True: the writer has everything already")
        if directory.exists() and not directory.is_dir():
            raise MemoryDirError(
                f"{directory} is a file, not a memory directory; pass the directory `lgr ingest "
                "--memory DIR` built (or a new path to build one there)"
            )
        config = config or Config()
        stages = OpenStages()
        with stages.timed("embedding model"):
            embedder = embedder or make_embedder(config.embedding)
        journal_path = directory / JOURNAL_FILE
        awaited = False
        if (readonly or not create) and not journal_path.exists():
            if not follow:
                raise MemoryDirError(
                    f"no memory in {directory} (missing {JOURNAL_FILE}); build one with "
                    f"`lgr ingest RUN.jsonl --memory {directory}`"
                )
            _check_awaitable(directory)
            awaited = True
        lock_handle = None if readonly else _acquire_writer_lock(directory)
        try:
            with stages.timed("journal"):
                if follow:
                    journal, dim = _followed_journal(journal_path, embedder, awaited)
                else:
                    journal = Journal(
                        journal_path, readonly=readonly, fsync=config.persistence.fsync_every_frame
                    )
                    dim = _check_embedding(journal, embedder, readonly)
            with stages.timed("graph"):
                graph, applied = _restore_graph(directory, journal, config, dim)
            captions = None
            if not readonly:
                with stages.timed("caption store"):
                    try:
                        captions = CaptionMemory.open(directory, embedder, config.captions, dim)
                    except CaptionStoreLockedError as error:
                        raise MemoryLockedError(str(error)) from None
            memory = cls(
                directory, config, embedder, journal, graph, captions, lock_handle, applied
            )
            memory.open_stages = stages.seconds
            if follow:
                with stages.timed("caption index"):
                    memory._index_captions()
                memory._start_following()
            if captions is not None:
                with stages.timed("caption sync"):
                    captions.on_embedded = memory._record_embeddings
                    memory._check_caption_store()
                    memory._sync_captions()
            return memory
        except BaseException:
            if lock_handle is not None:
                lock_handle.close()
            raise

    def _check_caption_store(self) -> None:
        """Rebuild a caption store that lost rows it had confirmed (deleted, or replaced by an
        older copy): the watermark says they are stored, so nothing else would restore them."""
        assert self.captions is not None
        expected = self.journal.captioned_count(self._synced_seq)
        held = self.captions.count()
        if held < expected:
            log.warning(
                "caption store of %s holds %d of the %d captions the journal says it stored; "
                "re-embedding them from the journal",
                self.directory,
                held,
                expected,
            )
            self._synced_seq = 0

    def _sync_captions(self) -> None:
        """Re-insert captions the store did not confirm before the last writer stopped."""
        assert self.captions is not None
        missing = self.journal.captioned_frames_after(self._synced_seq)
        if not missing:
            return
        log.info("restoring %d captions into the caption store", len(missing))
        for frame in missing:
            self.captions.add(frame.seq, frame.caption, frame.pose, frame.t)
        self.captions.commit(upsert=True)
        self.captions.flush()
        self._write_watermark(missing[-1].seq)

    # ------------------------------------------------------------------ write

    def add_frame(
        self,
        t: float,
        pose: Pose,
        caption: str,
        labels: Sequence[str],
        source: str = "",
        bearings: Sequence[float | None] | None = None,
        box_heights: Sequence[float | None] | None = None,
    ) -> FrameResult:
        """Journal one frame, merge its labels into the graph, store its caption.

        ``bearings``, one per label, are the directions to the labelled things
        (radians left of the robot's heading; None where unknown); ``box_heights``
        their boxes' heights (fractions of the image's), which say how far away.
        When this returns the frame is durable (see the module docstring).
        """
        if self.captions is None:
            raise MemoryDirError(f"memory {self.directory} was opened read-only")
        check_frame(
            t, pose, len(labels), bearings, self.config.builder.max_labels_per_frame, box_heights
        )
        # A VLM's text is taken as it comes: a lone surrogate would stop SQLite and Milvus.
        caption = clean_text(caption)
        kept = [
            (label, bearing, height)
            for label, bearing, height in zip(
                (normalize_label(clean_text(label)) for label in labels),
                bearings or [None] * len(labels),
                box_heights or [None] * len(labels),
                strict=True,
            )
            if label
        ]
        normalized = [label for label, _, _ in kept]
        kept_bearings = None if bearings is None else [bearing for _, bearing, _ in kept]
        kept_heights = None if box_heights is None else [height for _, _, height in kept]
        # Milvus bounds VARCHAR in UTF-8 bytes; cut once so journal and store agree.
        limit = self.config.captions.max_caption_bytes
        caption = caption.encode()[:limit].decode(errors="ignore")
        with self.lock:
            table = self.graph.labels
            unknown = list(dict.fromkeys(label for label in normalized if label not in table))
            vectors: np.ndarray | list[np.ndarray] = (
                self.embedder.encode([thing_named(label) for label in unknown]) if unknown else []
            )
            new_labels = [
                (len(table) + i, label, vector)
                for i, (label, vector) in enumerate(zip(unknown, vectors, strict=True))
            ]
            planned = {label: label_id for label_id, label, _ in new_labels}
            label_ids = [
                planned[label] if label in planned else table.known_id(label)
                for label in normalized
            ]
            seq = self.journal.append_frame(
                t, pose, caption, label_ids, source, new_labels, kept_bearings, kept_heights
            )
            for _, label, vector in new_labels:
                table.add(label, vector)
            result = self.graph.observe(t, pose, label_ids, kept_bearings, kept_heights)
            result.seq = seq
            self._last_seq = seq
            self.captions.add(seq, caption, pose, t)
            self._record_synced_captions()
            self._frames_since_snapshot += 1
            if self._frames_since_snapshot >= self.config.persistence.snapshot_every_frames:
                self.snapshot()
        return result

    def _record_embeddings(self, seqs: list[int], vectors: np.ndarray) -> None:
        """Journal each caption's embedding (readers index them) and indoor score (places)."""
        self.journal.set_caption_embeddings(seqs, vectors, self._indoor.scores(vectors).tolist())

    def indoor_stretches(self, until: float, mentioning: str | None = None) -> list[Stretch]:
        """Stretches of time spent inside buildings up to ``until`` (places.py), optionally
        only those whose captions mention ``mentioning`` (e.g. "building b"). A frame whose
        caption names a kind of place known to be indoors or outdoors (a kitchen, a car
        park), or that the room track put in one, is inside or outside as that place is;
        the others are as their caption's embedding and their labels read
        (places.indoor_scores)."""
        with self.lock:
            if self.captions is not None:
                self.captions.commit()
            rows = self.journal.places_until(until)
            track = self.place_track(until)
        times = np.array([row[1] for row in rows], dtype=np.float64)
        scores = np.array([row[2] for row in rows], dtype=np.float64)
        if len(track.t) and len(times) and track.said_indoor is not None:
            frames = np.clip(np.searchsorted(track.t, times), 0, len(track.t) - 1)
            same = track.t[frames] == times
            nothing = np.zeros(len(track.t))
            placed = nothing if track.placed_indoor is None else track.placed_indoor
            labels = nothing if track.labels_indoor is None else track.labels_indoor
            below = np.zeros(len(track.t), dtype=bool) if track.floor is None else track.floor < 0
            scores = indoor_scores(
                scores,
                np.where(same, track.said_indoor[frames], 0),
                np.where(same, placed[frames], 0),
                np.where(same, labels[frames], 0.0),
                np.where(same, below[frames], False),
            )
        stretches = indoor_stretches([row[0] for row in rows], times.tolist(), scores.tolist())
        if mentioning:
            captions = {row[0]: row[3].lower() for row in rows}
            phrase = mentioning.lower()
            stretches = [s for s in stretches if any(phrase in captions[q] for q in s.seqs)]
        return stretches

    def place_track(self, until: float) -> Track:
        """Which place the robot was in at each frame up to ``until`` (place_track.py); read
        from the journal, so a reader following a live writer sees its frames too."""
        with self.lock:
            for frame in self.journal.frames_after(self._placed_seq):
                if frame.seq > self._last_seq:  # a follower has not applied it (nor its labels)
                    break
                self._placed_seq = frame.seq
                if _replay_problem(frame, len(self.graph.labels), _replay_label_limit(self.config)):
                    continue
                texts = [self.graph.labels.text(label) for label in frame.label_ids]
                pose = frame.pose
                self._places.add(
                    frame.t, pose.x, pose.y, frame.caption, frame.label_ids, texts, pose.z
                )
            return self._places.track(until)

    def place_named(self, place: PlaceKind, until: float) -> bool:
        """Whether a caption read by the place track by ``until`` named ``place``."""
        with self.lock:
            return bool(self._places.naming_times(place, until).size)

    def place_naming_times(self, place: PlaceKind, until: float) -> list[float]:
        """When captions by ``until`` said the robot was in ``place``, oldest first."""
        with self.lock:
            return sorted(self._places.naming_times(place, until, scene_only=True).tolist())

    def _record_synced_captions(self) -> None:
        """Move the journal's caption watermark to what the caption store confirmed."""
        assert self.captions is not None
        synced = self.captions.last_committed_seq
        if synced and synced != self._synced_seq:
            self._write_watermark(synced)

    def _write_watermark(self, seq: int) -> None:
        self.journal.set_meta(META_CAPTIONS_SYNCED, str(seq))
        self._synced_seq = seq

    def snapshot(self) -> None:
        """Write the graph snapshot at the current journal position."""
        with self.lock:
            key = _snapshot_key(self.journal, self._last_seq)
            if key is not None:
                save_snapshot(self.directory / SNAPSHOT_FILE, self.graph.state(), key)
            self._frames_since_snapshot = 0

    def commit(self) -> None:
        """Make buffered captions searchable and record them as stored."""
        if self.captions is None:
            return
        with self.lock:
            self.captions.commit()
            self.captions.flush()
            self._record_synced_captions()

    def close(self) -> None:
        """Stop following, commit captions, snapshot the graph, release the writer lock.
        Idempotent."""
        if self._follower is not None:  # outside the lock: the follower may be waiting for it
            self._follower.close()
        with self.lock:
            if self._closed:
                return
            self._closed = True
            if self.captions is not None:
                self.commit()
                if self._frames_since_snapshot:
                    self.snapshot()
                self.captions.close()
            self.journal.close()
            if self._lock_handle is not None:
                clear_writer_record(self._lock_handle)
                self._lock_handle.close()
                self._lock_handle = None

    def __enter__(self) -> Memory:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    # ----------------------------------------------------------------- follow

    def _start_following(self) -> None:
        self._follower = JournalFollower(
            self.catch_up,
            lambda: self.journal.identity is None,
            self.directory / LOCK_FILE,
            self.config.persistence.follow_poll_s,
        )
        self._follower.start()

    @property
    def applied_seq(self) -> int:
        """The last journal frame the graph holds (a follower's position in the journal)."""
        return self._last_seq

    def follow_status(self) -> FollowStatus | None:
        """The writer this reader follows and how far behind it is; None unless following."""
        return None if self._follower is None else self._follower.status()

    def catch_up(self, max_frames: int = CATCH_UP_CHUNK) -> bool:
        """Apply up to ``max_frames`` journal frames committed since the last call (a reader
        following a writer); True when none newer is left. Only a journal file replaced
        (a recovered copy, a writer's first start) or rewritten is read again from scratch."""
        with self.lock:
            if self._journal_changed():
                self._reattach()
            assert self._caption_index is not None
            frames = list(self.journal.frames_after(self._last_seq, max_frames))
            if not frames:
                self._caption_index.absorb(embed=False)
                return True
            table = self.graph.labels
            # Read after the frames: every label a frame read above names is committed.
            for _, text, vector in self.journal.labels(table.dim, len(table)):
                table.add(text, vector)
            limit = _replay_label_limit(self.config)
            for frame in frames:
                problem = _replay_problem(frame, len(table), limit)
                if problem is not None:
                    log.warning("skipping journal frame seq %d: %s", frame.seq, problem)
                    continue
                self.graph.observe(
                    frame.t, frame.pose, frame.label_ids, frame.bearings, frame.box_heights
                )
            self._caption_index.add(_indexed_captions(frames))
            self._last_seq = frames[-1].seq
            self._last_digest = self.journal.frame_digest(self._last_seq)
        return len(frames) < max_frames

    def _index_captions(self) -> None:
        """A new caption index of the captions of the frames the graph holds."""
        dim = self.embedder.dim
        index = CaptionIndex(self.embedder, lambda seqs: self.journal.caption_vectors(seqs, dim))
        index.add(_indexed_captions(self.journal.captioned_frames_after(0), self._last_seq))
        index.absorb(embed=True)
        self._caption_index = self.caption_search = index

    def _journal_changed(self) -> bool:
        """True when the journal file is another one than the reader holds (created since,
        replaced) or its last applied frame reads differently (rewritten). A journal that
        disappeared is not followed anywhere: the reader keeps what it has."""
        identity = self.journal.file_identity()
        if identity is None:
            return False
        if identity != self.journal.identity:
            return True
        return bool(self._last_seq) and self.journal.frame_digest(self._last_seq) != (
            self._last_digest
        )

    def _reattach(self) -> None:
        """Open the journal file again and rebuild graph, caption index and place track."""
        journal, dim = _followed_journal(self.journal.path, self.embedder, awaited=False)
        if not dim:  # its writer is still creating it: the next poll looks again
            journal.close()
            return
        log.warning("memory journal %s was replaced or rewritten; reading it again", journal.path)
        self.journal.close()
        self.journal = journal
        self.graph, self._last_seq = _restore_graph(self.directory, journal, self.config, dim)
        self._last_digest = journal.frame_digest(self._last_seq)
        self._index_captions()
        self._places = PlaceTrack()
        self._placed_seq = 0

    # ------------------------------------------------------------------- read

    def entities(self) -> list[Entity]:
        with self.lock:
            return self.graph.entities()

    def last_frame(self) -> JournalFrame | None:
        """The latest acknowledged frame: where and when the robot is 'now' by default."""
        with self.lock:
            return self.journal.last_frame()

    def last_frame_by(self, t: float) -> JournalFrame | None:
        """The latest frame at or before ``t``: where the robot was when a question was asked
        of a moment in its past (an evaluation's ``now``)."""
        with self.lock:
            return self.journal.last_frame_by(t)

    def trajectory(self, max_points: int) -> list[tuple[float, float, float, float]]:
        """(t, x, y, yaw) along the robot's path, thinned evenly to at most ``max_points``."""
        with self.lock:
            every = max(1, -(-self.journal.frame_count() // max(1, max_points)))
            return self.journal.poses(every)

    def frame_labels(self, t: float) -> list[str]:
        """The labels of the latest frame at or before ``t``, as text: what the detector
        called things then ("closed door"; the graph node keeps its first name)."""
        with self.lock:
            frame = self.journal.last_frame_by(t)
            table = self.graph.labels
            if frame is None:
                return []
            return [table.text(i) for i in frame.label_ids if i < len(table)]

    def latest_frames(self, n: int) -> list[tuple[JournalFrame, list[str]]]:
        """The last ``n`` frames the graph holds, newest first, each with its labels as text."""
        with self.lock:
            frames = self.journal.latest_frames(n)
            table = self.graph.labels
            limit = _replay_label_limit(self.config)
            return [
                (frame, [table.text(i) for i in frame.label_ids])
                for frame in frames
                if _replay_problem(frame, len(table), limit) is None
            ]

    def captions_saying(
        self, words: str, until: float, k: int, earliest: bool = False
    ) -> list[CaptionHit]:
        """The latest (or ``earliest``) k captions by ``until`` containing ``words`` (score 0)."""
        with self.lock:
            frames = self.journal.captioned_frames_saying(words, until, k, earliest)
        return [_caption_hit(frame, 0.0, "none") for frame in frames]

    def labels_between(self, start: float, end: float) -> list[tuple[float, list[str]]]:
        """Each frame taken from ``start`` to ``end`` with its labels as text, in one read
        of the journal (``frame_labels`` per frame would read it once a frame)."""
        with self.lock:
            table = self.graph.labels
            return [
                (frame.t, [table.text(i) for i in frame.label_ids if i < len(table)])
                for frame in self.journal.frames_between(start, end)
            ]

    def frames_between(self, start: float, end: float) -> list[JournalFrame]:
        """The frames taken from ``start`` to ``end`` (labels and bearings as journalled)."""
        with self.lock:
            return list(self.journal.frames_between(start, end))

    def captions_near_time(self, t: float, k: int) -> list[CaptionHit]:
        """The k captions taken closest to ``t`` (score: |Δt| s), from the journal's time index.

        They are the rows the caption store holds; the journal answers a time
        query in well under a millisecond where Milvus Lite scans every row.
        """
        with self.lock:
            frames = self.journal.captioned_frames_near(t, k)
        return [_caption_hit(frame, abs(frame.t - t), "seconds") for frame in frames]

    def stats(self) -> dict[str, int]:
        with self.lock:
            stats = {"frames": self.journal.frame_count(), "entities": len(self.graph)}
            if self.caption_search is not None:
                stats["captions"] = self.caption_search.count()
            return stats


def open_or_follow(
    config: Config, *, create: bool, follow: bool = False, embedder: TextEmbedder | None = None
) -> Memory:
    """The memory in ``config.memory_dir`` for answering questions: opened for writing when no
    other process writes it, else (and always with ``follow``) as a reader following the
    process that does (`lgr ask`, `lgr app`)."""
    if not follow:
        try:
            return Memory.open(config.memory_dir, config, embedder=embedder, create=create)
        except MemoryLockedError:
            log.info("memory %s has a writer; following it read-only", config.memory_dir)
    return Memory.open(config.memory_dir, config, embedder=embedder, readonly=True, follow=True)


def check_frame(
    t: float,
    pose: Pose,
    labels: int,
    bearings: Sequence[float | None] | None,
    max_labels: int,
    box_heights: Sequence[float | None] | None = None,
) -> None:
    """Refuse a frame the memory cannot hold (validation.py) before it is journaled; replay
    applies the same check to rows older versions journaled without it."""
    epoch_seconds(t, "t")
    for axis in ("x", "y", "z"):
        coordinate(getattr(pose, axis), f"pose.{axis}")
    finite_number(pose.yaw, "pose.yaw")
    if labels > max_labels:
        raise ValidationError(
            f"a frame has {labels} labels; at most {max_labels} (builder.max_labels_per_frame)"
        )
    if bearings is not None:
        if len(bearings) != labels:
            raise ValidationError(f"{len(bearings)} bearings for {labels} labels")
        for bearing in bearings:
            if bearing is not None:
                finite_number(bearing, "bearing")
    if box_heights is not None:
        if len(box_heights) != labels:
            raise ValidationError(f"{len(box_heights)} box heights for {labels} labels")
        for height in box_heights:
            if height is not None and not 0.0 < finite_number(height, "box height") <= 1.0:
                raise ValidationError(f"box height {height} is not a fraction of the image (0, 1]")


def _acquire_writer_lock(directory: Path) -> IO[str]:
    try:
        directory.mkdir(parents=True, exist_ok=True)
        handle = (directory / LOCK_FILE).open("a")
    except OSError as error:
        raise MemoryDirError(
            f"cannot write memory {directory} ({error.strerror}): building or asking a memory "
            "writes to its directory. Use a writable directory (copy the memory there, or fix "
            f"its permissions); `lgr entities --memory {directory}` reads it where it is"
        ) from None
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        handle.close()
        raise MemoryLockedError(
            f"memory {directory} is being written by another process. Stop it, or read it "
            "alongside it, read-only: `lgr ask`, `lgr entities` and `lgr app` follow a memory "
            "another process writes (from Python: Memory.open(dir, readonly=True, follow=True))."
        ) from None
    write_writer_record(handle)
    return handle


def _check_awaitable(directory: Path) -> None:
    """A reader may wait for a writer to create a memory where there is none yet, or only
    its lock file (a writer starting); a folder of other things is not a memory."""
    if not directory.exists():
        return
    others = sorted(p.name for p in directory.iterdir() if p.name != LOCK_FILE)
    if others:
        shown = ", ".join(others[:3]) + (", ..." if len(others) > 3 else "")
        raise MemoryDirError(
            f"{directory} is not a memory directory: it holds {shown} but no {JOURNAL_FILE}. "
            "Pass the directory a writer (`lgr ingest`, the memory_builder node) builds"
        )


def _followed_journal(path: Path, embedder: TextEmbedder, awaited: bool) -> tuple[Journal, int]:
    """The journal a follower reads and its embedding dim; while a writer is creating it
    (no tables, or no embedding model recorded yet: dim 0), an empty stand-in, so the
    follower attaches to the file once it is complete (``Memory._journal_changed``)."""
    if not awaited:
        try:
            journal = Journal(path, readonly=True)
        except JournalIncompleteError:
            pass
        else:
            try:
                dim = _check_embedding(journal, embedder, readonly=True)
                if dim:
                    _check_reader_model(journal, embedder)
                    return journal, dim
            except BaseException:
                journal.close()
                raise
            journal.close()
    return Journal(path, awaited=True), 0


def _check_reader_model(journal: Journal, embedder: TextEmbedder) -> None:
    """A reader embeds captions and questions itself: with the memory's model, or not at all."""
    model = journal.get_meta(META_EMBEDDING_MODEL)
    if model is not None and model != embedder.name:
        raise MemoryDirError(
            f"memory {journal.path.parent} was built with embedding model {model!r}, not "
            f"{embedder.name!r}; set embedding.model to {model!r} to read it"
        )


def _indexed_captions(
    frames: Sequence[JournalFrame], until_seq: int | None = None
) -> list[IndexedCaption]:
    """The captions a caption store holds of ``frames`` (as Journal.captioned_frames_after)."""
    return [
        IndexedCaption(frame.seq, frame.caption, frame.pose, frame.t)
        for frame in frames
        if frame.caption and _plausible(frame) and (until_seq is None or frame.seq <= until_seq)
    ]


def _plausible(frame: JournalFrame) -> bool:
    try:
        check_frame(frame.t, frame.pose, 0, None, 0)
    except ValidationError:
        return False
    return True


def _check_embedding(journal: Journal, embedder: TextEmbedder, readonly: bool) -> int:
    """The memory's embedding dim; refuses a model other than the one it was built with."""
    model = journal.get_meta(META_EMBEDDING_MODEL)
    dim = journal.get_meta(META_EMBEDDING_DIM)
    if model is None or dim is None:
        if readonly:
            return 0
        journal.set_meta(META_EMBEDDING_MODEL, embedder.name)
        journal.set_meta(META_EMBEDDING_DIM, str(embedder.dim))
        return embedder.dim
    if model != embedder.name and not readonly:
        raise MemoryDirError(
            f"memory {journal.path.parent} was built with embedding model {model!r}, not "
            f"{embedder.name!r}; set embedding.model to {model!r} or use a new memory dir"
        )
    return int(dim)


def _restore_graph(
    directory: Path, journal: Journal, config: Config, dim: int
) -> tuple[MemoryGraph, int]:
    """The graph up to the journal's last frame now, and that frame's seq. The labels are
    read after that seq is: a writer committing meanwhile cannot leave a frame read here
    naming a label not read."""
    until = journal.last_seq()
    labels = LabelTable(dim)
    for _, text, vector in journal.labels(dim):
        labels.add(text, vector)
    graph = MemoryGraph(labels, config.graph)
    start = 0
    snapshot = load_snapshot(directory / SNAPSHOT_FILE)
    if snapshot is not None:
        state, key = snapshot
        if key != _snapshot_key(journal, key.seq):
            log.warning(
                "ignoring snapshot %s: it was not taken from this journal (copied from another "
                "memory, or the journal was replaced); replaying the journal",
                directory / SNAPSHOT_FILE,
            )
        else:
            try:
                graph = MemoryGraph.from_state(state, labels, config.graph)
                start = key.seq
            except ValueError as error:
                log.warning("ignoring snapshot (%s); replaying the journal", error)
    for frame in journal.frames_after(start):
        if frame.seq > until:  # committed after ``until``: a follower applies it next
            break
        problem = _replay_problem(frame, len(labels), _replay_label_limit(config))
        if problem is not None:
            log.warning("skipping journal frame seq %d: %s", frame.seq, problem)
            continue
        graph.observe(frame.t, frame.pose, frame.label_ids, frame.bearings, frame.box_heights)
    return graph, max(until, start)


def _snapshot_key(journal: Journal, seq: int) -> SnapshotKey | None:
    """What a snapshot of this journal at ``seq`` must carry (None: nothing to bind to)."""
    memory_id, digest = journal.memory_id, journal.frame_digest(seq)
    if memory_id is None or digest is None:
        return None
    return SnapshotKey(memory_id, seq, digest)


def _replay_label_limit(config: Config) -> int:
    """Labels per frame replay accepts: a limit lowered after frames were stored must not
    drop them from the graph, so never below the default the frames may have been built
    under; only what no version would store (10,000 labels) is skipped."""
    return max(config.builder.max_labels_per_frame, BuilderConfig.max_labels_per_frame)


def _replay_problem(frame: JournalFrame, known_labels: int, max_labels: int) -> str | None:
    """Why a journaled frame cannot be replayed (older versions stored unchecked frames)."""
    try:
        check_frame(
            frame.t,
            frame.pose,
            len(frame.label_ids),
            frame.bearings,
            max_labels,
            frame.box_heights,
        )
    except ValidationError as error:
        return str(error)
    if not all(isinstance(i, int) and 0 <= i < known_labels for i in frame.label_ids):
        return "it names labels the journal does not hold"
    return None


def _caption_hit(frame: JournalFrame, score: float, measure: Measure) -> CaptionHit:
    pose = frame.pose
    return CaptionHit(
        id=frame.seq,
        caption=frame.caption,
        x=pose.x,
        y=pose.y,
        z=pose.z,
        yaw=pose.yaw,
        t=frame.t,
        score=score,
        measure=measure,
    )

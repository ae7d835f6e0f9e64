"""Florence-2 as the robot's perceiver (transformers' native Florence-2 classes).

Per frame the paper asks two things of the model: ``<MORE_DETAILED_CAPTION>``
(the caption memory) and ``<DENSE_REGION_CAPTION>`` (the graph's labels). The
image is encoded once by the vision tower and both tasks generate from that
encoding; frames given together are encoded and generated as one batch. Only
the task whose answer a frame lacks is run.
"""

from __future__ import annotations

import logging
import os
import re
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import torch
from PIL import Image
from transformers import AutoConfig, AutoProcessor, Florence2ForConditionalGeneration
from transformers.modeling_outputs import BaseModelOutputWithPooling

from memory_core.batching import batched
from memory_core.camera import Box
from memory_core.config import ConfigError, PerceptionConfig
from memory_core.embedding import use_threads
from memory_core.perception.base import (
    ModelLoadError,
    PerceptionError,
    describe,
    given_perception,
)
from memory_core.perception.dense_regions import boxes_of, labels_of, parse_dense_regions
from memory_core.perception.frames import load_frame
from memory_core.types import Observation, Perception

log = logging.getLogger(__name__)

CAPTION_TASK = "<MORE_DETAILED_CAPTION>"
REGIONS_TASK = "<DENSE_REGION_CAPTION>"
DTYPES = {"float32": torch.float32, "bfloat16": torch.bfloat16, "float16": torch.float16}
# "owner/name" or "name": what the hub calls a model id (anything else is a folder).
_MODEL_ID = re.compile(r"^[A-Za-z0-9][\w.-]*(?:/[\w.-]+)?$")
HOW_TO_GET_WEIGHTS = (
    "On a machine with network access save it once (model and processor "
    "`.from_pretrained('florence-community/Florence-2-base').save_pretrained(DIR)`), copy "
    "DIR to the robot and set LGR_VLM_MODEL=DIR, perception.model or `lgr ingest --vlm DIR` "
    "(docs/perception.md)"
)


@dataclass(frozen=True)
class _Loaded:
    model: Florence2ForConditionalGeneration
    processor: Any  # a Florence2Processor (AutoProcessor's return type is a union)
    prompts: dict[str, torch.Tensor]  # task -> (1, L) input ids
    max_new_tokens: int  # perception.max_new_tokens, within the decoder's positions


class FlorencePerceiver:
    """Captions and labels from Florence-2; frames that carry both never reach the model."""

    def __init__(
        self, config: PerceptionConfig, *, progress: Callable[[str], None] | None = None
    ) -> None:
        self.config = config
        self.device = resolve_device(config.device)
        self.dtype = resolve_dtype(config.dtype, self.device)
        for name in ("max_new_tokens", "num_beams", "batch_size"):
            value = getattr(config, name)
            if value < 1:
                raise ConfigError(f"perception.{name} must be at least 1, got {value}")
        self._progress = progress or (lambda _message: None)
        self._loaded: _Loaded | None = None

    @property
    def model(self) -> Florence2ForConditionalGeneration:
        """The model, loaded on first use (a benchmark may adjust its generation config)."""
        return self._load().model

    def check(self, observation: Observation) -> None:
        if not observation.perceived and observation.image is None:
            given = {"caption": observation.caption, "labels": observation.labels}
            missing = " and ".join(name for name, value in given.items() if value is None)
            raise PerceptionError(
                f"{describe(observation)} has no {missing} and no image to perceive"
            )

    def perceive(self, observation: Observation) -> Perception:
        result = self.perceive_batch([observation])[0]
        if isinstance(result, PerceptionError):
            raise result
        return result

    def perceive_batch(
        self, observations: Sequence[Observation]
    ) -> list[Perception | PerceptionError]:
        results: list[Perception | PerceptionError | None] = [None] * len(observations)
        pending: list[tuple[int, Image.Image]] = []
        for index, observation in enumerate(observations):
            if observation.perceived:
                results[index] = given_perception(observation)
                continue
            try:
                self.check(observation)
                assert observation.image is not None
                pending.append((index, load_frame(observation.image)))
            except PerceptionError as error:
                results[index] = PerceptionError(f"frame at t={observation.t}: {error}")
        for chunk in batched(pending, self.config.batch_size):
            indexes = [index for index, _ in chunk]
            perceptions = self._run([observations[i] for i in indexes], [im for _, im in chunk])
            for index, perception in zip(indexes, perceptions, strict=True):
                results[index] = perception
        return [result for result in results if result is not None]

    def _run(self, observations: list[Observation], images: list[Image.Image]) -> list[Perception]:
        """One vision encoding for the batch, then one generate call per task still missing."""
        loaded = self._load()
        use_threads(self.config.threads or len(os.sched_getaffinity(0)))
        with torch.inference_mode():
            pixels = loaded.processor.image_processor(images, return_tensors="pt")["pixel_values"]
            features = loaded.model.get_image_features(
                pixels.to(self.device, self.dtype)
            ).pooler_output
            captions = self._generate(
                loaded,
                CAPTION_TASK,
                features,
                [i for i, observation in enumerate(observations) if observation.caption is None],
                keep_special_tokens=False,
            )
            regions = self._generate(
                loaded,
                REGIONS_TASK,
                features,
                [i for i, observation in enumerate(observations) if observation.labels is None],
                keep_special_tokens=True,  # the <loc_N> tokens are the boxes
            )
        perceptions = []
        for i, observation in enumerate(observations):
            caption = observation.caption if i not in captions else captions[i].strip()
            boxes: tuple[Box | None, ...] | None
            if i in regions:
                found = parse_dense_regions(regions[i], images[i].size)
                labels, boxes = labels_of(found), boxes_of(found, images[i].size)
            else:  # the frame came with its labels (and maybe their boxes)
                assert observation.labels is not None
                labels, boxes = observation.labels, observation.boxes
            assert caption is not None  # asked of the model when the frame had none
            perceptions.append(Perception(caption, labels, boxes))
        return perceptions

    def _generate(
        self,
        loaded: _Loaded,
        task: str,
        features: torch.Tensor,
        rows: list[int],
        *,
        keep_special_tokens: bool,
    ) -> dict[int, str]:
        """``task``'s decoded answer for each of ``rows`` (indexes into the batch)."""
        if not rows:
            return {}
        input_ids = loaded.prompts[task].expand(len(rows), -1).to(self.device)
        generated = loaded.model.generate(
            input_ids=input_ids,
            attention_mask=torch.ones_like(input_ids),
            # The image encoding computed once in _run, shared by both tasks.
            mm_encoder_outputs={"image": BaseModelOutputWithPooling(pooler_output=features[rows])},
            max_new_tokens=loaded.max_new_tokens,
            num_beams=self.config.num_beams,
            # As Florence-2's model card runs it: beams stop when no running one can beat
            # a finished answer (True would return the first short answers to finish).
            early_stopping=False,
            do_sample=False,
        )
        texts = loaded.processor.batch_decode(
            generated, skip_special_tokens=not keep_special_tokens
        )
        return dict(zip(rows, texts, strict=True))

    def _load(self) -> _Loaded:
        if self._loaded is not None:
            return self._loaded
        source = self.config.model.strip()
        dtype_name = str(self.dtype).removeprefix("torch.")
        self._progress(f"loading Florence-2 from {source} on {self.device} ({dtype_name})…")
        start = time.perf_counter()
        check_source(source)
        try:
            model_type = AutoConfig.from_pretrained(source).model_type
            if model_type != "florence2":
                raise ModelLoadError(
                    f"{source} is a {model_type!r} model, not Florence-2: perception.model needs "
                    "a Florence-2 checkpoint for transformers' native classes, e.g. "
                    "florence-community/Florence-2-base (or -large)"
                )
            processor = AutoProcessor.from_pretrained(source)  # type: ignore[no-untyped-call]
            model = Florence2ForConditionalGeneration.from_pretrained(
                source, dtype=self.dtype, attn_implementation=self.config.attn_implementation
            )
        except (OSError, ValueError) as error:
            raise ModelLoadError(cannot_load_message(source, error)) from None
        model.to(self.device).eval()  # type: ignore[arg-type]  # transformers 5 types .to() oddly
        # The prompt's tokens depend only on the task (and the image-token count),
        # never on the image: tokenised once here, reused for every frame.
        blank = Image.new("RGB", (32, 32))
        prompts = {
            task: processor(text=task, images=blank, return_tensors="pt")["input_ids"]
            for task in (CAPTION_TASK, REGIONS_TASK)
        }
        self._loaded = _Loaded(model, processor, prompts, self._max_new_tokens(model, source))
        parameters = sum(parameter.numel() for parameter in model.parameters())
        self._progress(
            f"Florence-2 ({parameters / 1e6:.1f}M parameters) loaded in "
            f"{time.perf_counter() - start:.1f} s"
        )
        return self._loaded

    def _max_new_tokens(self, model: Florence2ForConditionalGeneration, source: str) -> int:
        """perception.max_new_tokens, cut to what the decoder can position: past its learned
        positions generation fails with an IndexError (a checkpoint with a short decoder)."""
        wanted = self.config.max_new_tokens
        limit = getattr(model.config.text_config, "max_position_embeddings", None)
        if limit is None or wanted <= limit:
            return wanted
        log.warning(
            "perception.max_new_tokens = %d but %s's decoder has %d positions: "
            "generating at most %d tokens",
            wanted,
            source,
            limit,
            limit,
        )
        return int(limit)


def resolve_device(name: str) -> torch.device:
    """'auto' = cuda when torch sees a GPU, else cpu."""
    if name == "auto":
        return torch.device("cuda" if torch.cuda.is_available() else "cpu")
    try:
        device = torch.device(name)
    except RuntimeError:
        raise ConfigError(
            f"perception.device {name!r} is not a torch device; use auto, cpu, cuda or cuda:N"
        ) from None
    if device.type == "cuda" and not torch.cuda.is_available():
        raise ConfigError(
            f"perception.device is {name!r} but torch {torch.__version__} sees no CUDA device; "
            "use auto or cpu"
        )
    return device


def resolve_dtype(name: str, device: torch.device) -> torch.dtype:
    """'auto' = bfloat16 where the hardware computes it natively, float32 elsewhere.

    On a CPU with AVX512-BF16 or AMX, bfloat16 made a Florence-2-base frame 2.3x
    faster than float32 (benchmarks/results/perception.md).
    """
    if name == "auto":
        if device.type == "cuda":
            bf16 = torch.cuda.is_bf16_supported()
        else:
            bf16 = device.type == "cpu" and cpu_computes_bfloat16()
        return torch.bfloat16 if bf16 else torch.float32
    if name not in DTYPES:
        raise ConfigError(f"perception.dtype {name!r} is not one of auto, {', '.join(DTYPES)}")
    return DTYPES[name]


def cpu_computes_bfloat16(cpuinfo: Path = Path("/proc/cpuinfo")) -> bool:
    """Whether this CPU has native bfloat16 arithmetic (x86 AVX512-BF16 or AMX-BF16)."""
    try:
        flags = cpuinfo.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return False
    return any(flag in flags.split() for flag in ("avx512_bf16", "amx_bf16"))


def check_source(source: str) -> None:
    """Fail early, and clearly, for a model folder that is not there."""
    path = Path(source).expanduser()
    if path.exists() or _MODEL_ID.match(source):
        return
    raise ModelLoadError(f"Florence-2 model folder {path} does not exist. {HOW_TO_GET_WEIGHTS}.")


def cannot_load_message(source: str, error: Exception) -> str:
    reason = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
    if Path(source).expanduser().exists():
        return (
            f"cannot load Florence-2 from {source}: {reason}. The folder needs the files "
            "save_pretrained writes for a converted Florence-2 model and its processor "
            "(config.json, model.safetensors, processor and tokenizer files). "
            f"{HOW_TO_GET_WEIGHTS}."
        )
    offline = os.environ.get("HF_HUB_OFFLINE", "").lower() in {"1", "true", "yes", "on"}
    hub = "the model hub is offline (HF_HUB_OFFLINE=1)" if offline else "the hub could not serve it"
    return (
        f"Florence-2 model {source!r} is not in the local Hugging Face cache and {hub}. "
        f"{HOW_TO_GET_WEIGHTS}."
    )

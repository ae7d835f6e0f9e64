"""A tiny Florence-2 that answers like the real one, saved as a model folder.

No Florence-2 weights can be downloaded here, so tests build one: the real
transformers classes (Florence2ForConditionalGeneration, Florence2Processor with
the PIL image processor and a byte-level BPE tokenizer trained on the spot, plus
Florence's <loc_N> and task tokens) at toy sizes, then taught in a few hundred
steps to answer the two tasks the robot asks with fixed strings whatever the
image. Loading the folder exercises exactly the code path a real checkpoint takes.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import torch
from PIL import Image
from tokenizers import ByteLevelBPETokenizer
from transformers import (
    AddedToken,
    Florence2Config,
    Florence2ForConditionalGeneration,
    Florence2Processor,
    PreTrainedConfig,
    RobertaTokenizer,
)
from transformers.models.clip.image_processing_pil_clip import CLIPImageProcessorPil

from memory_core.perception.florence import CAPTION_TASK, REGIONS_TASK

CAPTION = "A red couch stands by a glass door."
# Two couches and a door; boxes in 1000 bins of the image's width and height.
REGIONS = (
    "The red couch<loc_100><loc_500><loc_400><loc_900><loc_600><loc_500><loc_900><loc_900>"
    "glass door<loc_450><loc_50><loc_550><loc_950>"
)
IMAGE_SIDE = 32  # pixels the image processor resizes every frame to
# Florence-2's added tokens (the converted checkpoints' order): task tags, 1000
# location bins, region and polygon tags.
FLORENCE_TOKENS = [
    "<od>",
    "</od>",
    "<ocr>",
    "</ocr>",
    *(f"<loc_{i}>" for i in range(1000)),
    *[
        "<cap>",
        "</cap>",
        "<ncap>",
        "</ncap>",
        "<dcap>",
        "</dcap>",
        "<grounding>",
        "</grounding>",
        "<seg>",
        "</seg>",
    ],
    *[
        "<sep>",
        "<region_cap>",
        "</region_cap>",
        "<region_to_desciption>",
        "</region_to_desciption>",
    ],
    *["<proposal>", "</proposal>", "<poly>", "</poly>", "<and>"],
]
PROMPTS = [
    "Describe with a paragraph what is shown in the image.",
    "Locate the objects in the image, with their descriptions.",
]


def build_tiny_florence(folder: Path, *, train_steps: int = 200) -> Path:
    """Writes the model and processor to ``folder`` (what ``save_pretrained`` writes)."""
    torch.manual_seed(0)
    processor = tiny_processor()
    tokenizer = processor.tokenizer
    model = Florence2ForConditionalGeneration(tiny_config(len(tokenizer), tokenizer.image_token_id))
    teach(model, processor, {CAPTION_TASK: CAPTION, REGIONS_TASK: REGIONS}, train_steps)
    model.save_pretrained(folder)
    processor.save_pretrained(folder)
    return folder


def tiny_processor(
    image_side: int = IMAGE_SIDE, image_seq_length: int = (IMAGE_SIDE // 8) ** 2 + 1
) -> Florence2Processor:
    """Florence-2's processor with a small trained tokenizer.

    ``image_seq_length`` is the vision tower's token count: (side / total stride)^2 + 1
    pooled token; the defaults fit tiny_config (Florence-2-base: 768 px, 577 tokens).
    """
    bpe = ByteLevelBPETokenizer()
    bpe.train_from_iterator(
        [CAPTION, REGIONS, *PROMPTS],
        vocab_size=400,
        min_frequency=1,
        special_tokens=["<s>", "<pad>", "</s>", "<unk>", "<mask>"],  # BART's ids 0-4
    )
    # The trained BPE as transformers' BART tokenizer (RobertaTokenizer in transformers 5).
    merges = json.loads(bpe._tokenizer.to_str())["model"]["merges"]
    tokenizer = RobertaTokenizer(
        vocab=bpe.get_vocab(),
        merges=[tuple(pair) for pair in merges],  # type: ignore[misc]  # pairs, as it accepts
        extra_special_tokens={"image_token": "<image>"},  # what Florence2Processor looks for
    )
    tokenizer.add_tokens(
        [AddedToken(token, special=True, normalized=False) for token in FLORENCE_TOKENS],
        special_tokens=True,
    )
    image_processor = CLIPImageProcessorPil(
        size={"height": image_side, "width": image_side},
        do_center_crop=False,
        image_mean=[0.485, 0.456, 0.406],  # Florence-2's (ImageNet) normalisation
        image_std=[0.229, 0.224, 0.225],
        image_seq_length=image_seq_length,
    )
    return Florence2Processor(image_processor=image_processor, tokenizer=tokenizer)


def tiny_config(vocab_size: int, image_token_id: int) -> Florence2Config:
    return Florence2Config(
        text_config={
            "model_type": "bart",
            "vocab_size": vocab_size,
            "d_model": 64,
            "encoder_layers": 1,
            "decoder_layers": 1,
            "encoder_attention_heads": 2,
            "decoder_attention_heads": 2,
            "encoder_ffn_dim": 128,
            "decoder_ffn_dim": 128,
            "max_position_embeddings": 1026,  # room for the 1024-token cap, like BART-base
            "dropout": 0.0,
            "attention_dropout": 0.0,
            "bos_token_id": 0,
            "pad_token_id": 1,
            "eos_token_id": 2,
            "decoder_start_token_id": 2,
            "forced_eos_token_id": 2,
        },
        vision_config={  # two stages of stride 4 and 2: a 32 px image is 4x4 patches
            "depths": [1, 1],
            "patch_size": [7, 3],
            "patch_stride": [4, 2],
            "patch_padding": [3, 1],
            "patch_prenorm": [False, True],
            "embed_dim": [16, 32],
            "num_heads": [1, 2],
            "num_groups": [1, 2],
            "window_size": 4,
            "drop_path_rate": 0.0,
            "projection_dim": 64,
        },
        image_token_id=image_token_id,
    )


def teach(
    model: Florence2ForConditionalGeneration,
    processor: Florence2Processor,
    answers: dict[str, str],
    steps: int,
) -> None:
    """Overfit the model to answer each task prompt with its fixed string, for any image."""
    tokenizer = processor.tokenizer
    tasks = list(answers)
    targets = tokenizer(
        [tokenizer.bos_token + answers[task] + tokenizer.eos_token for task in tasks],
        add_special_tokens=False,
        padding=True,
        return_tensors="pt",
    )["input_ids"]
    targets[targets == tokenizer.pad_token_id] = -100
    optimizer = torch.optim.Adam(model.parameters(), lr=3e-3)
    rng = np.random.default_rng(0)
    model.train()
    for _ in range(steps):
        images = [Image.fromarray(rng.integers(0, 256, (24, 40, 3), dtype=np.uint8)) for _ in tasks]
        inputs = processor(text=tasks, images=images, padding=True, return_tensors="pt")
        loss = model(**inputs, labels=targets).loss
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
    model.eval()


def with_position_limit(source: Path, folder: Path, positions: int) -> Path:
    """A copy of the tiny model at ``source`` whose text model has only ``positions`` learned
    positions (a checkpoint with a short decoder), answering as before while they suffice."""
    model = Florence2ForConditionalGeneration.from_pretrained(source)
    text = model.model.language_model
    for stack in (text.encoder, text.decoder):
        # BART's learned positions keep 2 extra rows (an offset from fairseq).
        kept = stack.embed_positions.weight.data[: positions + 2].clone()
        stack.embed_positions = type(stack.embed_positions)(positions, kept.shape[1])
        stack.embed_positions.weight.data = kept
    text_config = model.config.text_config
    assert isinstance(text_config, PreTrainedConfig)  # Florence-2's text model has its own
    text_config.max_position_embeddings = positions
    model.save_pretrained(folder)
    Florence2Processor.from_pretrained(source).save_pretrained(folder)
    return folder

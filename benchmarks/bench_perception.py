"""Perception benchmark: Florence-2-base per camera frame on the robot's CPU.

Why: the paper builds memory from one frame every 2 s, each frame perceived by
Florence-2 (``<MORE_DETAILED_CAPTION>`` + ``<DENSE_REGION_CAPTION>``). Can a
2-core CPU keep up? No weights can be downloaded here, so the model is
Florence-2-base at its real sizes (DaViT vision tower, BART-base 6+6 layers,
d_model 768: ~231M parameters) with random weights, saved and loaded like a real
checkpoint and run through ``FlorencePerceiver``. Compute per generated token
does not depend on the weights' values, but a random model never says "stop",
so every generate call is forced to exactly ``--tokens`` new tokens
(min_new_tokens = max_new_tokens) and longer answers are extrapolated by scaling
the measured generation time (frame minus vision encoding) per token. Each
dtype runs in its own child process, so load time and peak memory are that
setting's alone. Writes
``benchmarks/results/perception.json`` and ``perception.md`` (``--quick``:
``perception.quick.*``) and prints the Markdown on stdout.

    python -m benchmarks.bench_perception [--frames 3] [--tokens 32] [--quick]
"""

from __future__ import annotations

# Before anything imports the model code: no hub is reachable here.
import argparse
import json
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from benchmarks.common import (
    RESULTS_DIR,
    CpuMonitor,
    Figure,
    Report,
    contention_sentence,
    figure_table,
    finish_machine,
    log,
    machine_info,
    markdown_heading,
    rss_mb,
    write_json,
    write_text,
)

DTYPES = ("float32", "bfloat16")
# What real Florence-2 answers are assumed to take (tokens), for the estimate:
# a paragraph caption ~100, ~10 regions of a 2-4 token label + 4 location tokens.
REALISTIC_TOKENS = {"caption": 100, "regions": 100}
PAPER_PERIOD_S = 2.0  # one frame every 2 s (builder.frame_period_s)
FRAME_SHAPE = (480, 640, 3)  # a VGA camera frame; the processor resizes it to 768x768
SEED = 0


@dataclass
class Plan:
    frames: int
    tokens: int
    batch: int
    quick: bool


# ------------------------------------------------------------------- the model


def florence2_base(folder: Path) -> int:
    """Florence-2-base's architecture with random weights, saved to ``folder``; parameters."""
    import torch
    from transformers import Florence2Config, Florence2ForConditionalGeneration

    from tests.tiny_florence import tiny_processor

    # 768 px input; DaViT strides 4*2*2*2 = 32 -> 24x24 patches + 1 pooled token.
    processor = tiny_processor(image_side=768, image_seq_length=24 * 24 + 1)
    config = Florence2Config(
        # florence-community/Florence-2-base: BART-base text model (51289 tokens + the
        # image token, padded to a multiple of 64 by the conversion).
        text_config={
            "model_type": "bart",
            "vocab_size": 51328,
            "d_model": 768,
            "encoder_layers": 6,
            "decoder_layers": 6,
            "encoder_attention_heads": 12,
            "decoder_attention_heads": 12,
            "encoder_ffn_dim": 3072,
            "decoder_ffn_dim": 3072,
            "max_position_embeddings": 1024,
            "bos_token_id": 0,
            "pad_token_id": 1,
            "eos_token_id": 2,
            "decoder_start_token_id": 2,
            "forced_eos_token_id": 2,
        },
        # DaViT-base: the vision defaults (embed 128/256/512/1024, depths 1/1/9/1),
        # projected to the text model's 768.
        vision_config={"projection_dim": 768},
        image_token_id=processor.tokenizer.image_token_id,
    )
    torch.manual_seed(SEED)
    model = Florence2ForConditionalGeneration(config)
    model.save_pretrained(folder)
    processor.save_pretrained(folder)
    return sum(parameter.numel() for parameter in model.parameters())


# ------------------------------------------------------------------ the child


def measure(folder: Path, dtype: str, plan: Plan) -> dict[str, Any]:
    """One dtype in this process: load, then seconds per frame for each way of perceiving."""
    from memory_core.config import PerceptionConfig
    from memory_core.perception.florence import FlorencePerceiver
    from memory_core.types import Observation, Pose

    perceiver = FlorencePerceiver(
        PerceptionConfig(
            model=str(folder),
            device="cpu",
            dtype=dtype,
            max_new_tokens=plan.tokens,
            batch_size=plan.batch,
        ),
        progress=log,
    )
    start = time.perf_counter()
    model = perceiver.model
    load_s = time.perf_counter() - start
    rss_loaded = rss_mb()
    rng = np.random.default_rng(SEED)

    def frame(i: int, **given: Any) -> Observation:
        image = rng.integers(0, 256, FRAME_SHAPE, dtype=np.uint8)
        return Observation(t=float(i), pose=Pose(0.0, 0.0), image=image, **given)

    def seconds(call: Callable[[int], object], reps: int) -> list[float]:
        samples = []
        for i in range(reps):
            start = time.perf_counter()
            call(i)
            samples.append(time.perf_counter() - start)
        return samples

    def forced(tokens: int) -> None:
        model.generation_config.min_new_tokens = tokens
        perceiver.config.max_new_tokens = tokens

    import torch

    processor = perceiver._load().processor
    pixels = processor.image_processor([np.zeros(FRAME_SHAPE, np.uint8)], return_tensors="pt")[
        "pixel_values"
    ].to(perceiver.dtype)

    def encode(_i: int) -> None:
        with torch.inference_mode():
            model.get_image_features(pixels)

    forced(4)
    log(f"{dtype}: warm-up frame")
    perceiver.perceive(frame(0))
    forced(plan.tokens)
    results: dict[str, Any] = {"dtype": dtype, "load_s": load_s, "rss_loaded_mb": rss_loaded}
    log(f"{dtype}: vision encoding")
    results["encode_s"] = seconds(encode, plan.frames)
    log(f"{dtype}: both tasks, {plan.tokens} tokens each, one frame at a time")
    results["both_s"] = seconds(lambda i: perceiver.perceive(frame(i)), plan.frames)
    log(f"{dtype}: both tasks, a batch of {plan.batch} frames")
    batch_s = seconds(
        lambda i: perceiver.perceive_batch([frame(i * plan.batch + k) for k in range(plan.batch)]),
        1,
    )
    results["batch_per_frame_s"] = [batch_s[0] / plan.batch]
    results["peak_rss_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e3
    return results


# ----------------------------------------------------------------- the parent


def run_child(folder: Path, dtype: str, plan: Plan) -> dict[str, Any]:
    command = [
        sys.executable,
        "-m",
        "benchmarks.bench_perception",
        "--child",
        str(folder),
        "--dtype",
        dtype,
        "--frames",
        str(plan.frames),
        "--tokens",
        str(plan.tokens),
        "--batch",
        str(plan.batch),
    ]
    done = subprocess.run(command, stdout=subprocess.PIPE, check=True, text=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def summarise(result: dict[str, Any], plan: Plan, report: Report) -> dict[str, float]:
    """Figures for one dtype, and the per-frame estimates the Markdown states."""
    dtype = result["dtype"]
    median = {key: float(np.median(result[key])) for key in result if key.endswith("_s")}
    # Generation time per token, both tasks' prompt encodings included (so a slight
    # overestimate per token): what remains of a frame after the vision encoding.
    per_token = max(median["both_s"] - median["encode_s"], 0.0) / (2 * plan.tokens)
    realistic = median["both_s"] + per_token * (sum(REALISTIC_TOKENS.values()) - 2 * plan.tokens)
    worst = median["both_s"] + per_token * (2 * 1024 - 2 * plan.tokens)
    rows = [
        ("model load (from a local folder)", median["load_s"], "s", ""),
        ("RSS after load", result["rss_loaded_mb"], "MB", ""),
        ("peak RSS", result["peak_rss_mb"], "MB", "whole child process, incl. generation"),
        ("vision encoding, one 768x768 frame", median["encode_s"], "s", "DaViT + projection"),
        (
            f"frame, both tasks, {plan.tokens} tokens each",
            median["both_s"],
            "s",
            "measured; one encoding shared by the two tasks",
        ),
        (
            f"frame in a batch of {plan.batch}, both tasks, {plan.tokens} tokens each",
            median["batch_per_frame_s"],
            "s",
            "measured, per frame",
        ),
        (
            "generation per token (3 beams)",
            per_token * 1000,
            "ms",
            "(frame - vision encoding) / tokens generated",
        ),
        (
            "frame, both tasks, ~100 tokens each (realistic answers)",
            realistic,
            "s",
            "estimate: measured frame + per-token cost x extra tokens",
        ),
        (
            "frame, both tasks at the 1024-token cap",
            worst,
            "s",
            "lower bound: later tokens attend to a longer cache",
        ),
    ]
    for metric, value, unit, note in rows:
        goal = PAPER_PERIOD_S if "realistic" in metric else None
        report.figures.append(
            Figure(f"{metric} [{dtype}]", 1, value, unit, goal, higher_is_better=False, note=note)
        )
    return {"realistic_s": realistic, "per_token_ms": per_token * 1000, **median}


def markdown(
    report: Report,
    machine: dict[str, Any],
    plan: Plan,
    duration_s: float,
    parameters: int,
    estimates: dict[str, dict[str, float]],
) -> str:
    fastest = min(estimates, key=lambda dtype: estimates[dtype]["realistic_s"])
    realistic = estimates[fastest]["realistic_s"]
    lines = [
        markdown_heading("Perception benchmark", machine, plan.quick, duration_s),
        "",
        f"Florence-2-base architecture, random weights, {parameters / 1e6:.1f}M parameters; "
        f"a {FRAME_SHAPE[1]}x{FRAME_SHAPE[0]} frame per call; every generate call forced to "
        f"{plan.tokens} new tokens (random weights never stop by themselves); beams 3; "
        f"{plan.frames} frames per row (median). Load averages at start / end: "
        f"{machine['load_average_at_start']} / {machine['load_average_at_end']}. "
        + contention_sentence(machine),
        "",
        *figure_table(report.figures),
        "",
        f"One frame every {PAPER_PERIOD_S:g} s on this CPU: **not reachable**. The fastest "
        f"setting ({fastest}) needs ~{realistic:.0f} s per frame with realistic answer "
        f"lengths, {realistic / PAPER_PERIOD_S:.0f}x the paper's period.",
        "",
    ]
    return "\n".join(lines)


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--frames", type=int, default=3, help="frames per measurement")
    parser.add_argument("--tokens", type=int, default=32, help="new tokens per task")
    parser.add_argument("--batch", type=int, default=3, help="frames in the batched row")
    parser.add_argument("--quick", action="store_true", help="1 frame, 8 tokens, batch of 2")
    parser.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--dtype", choices=DTYPES, help=argparse.SUPPRESS)
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    if args.quick:
        args.frames, args.tokens, args.batch = 1, 8, 2
    plan = Plan(args.frames, args.tokens, args.batch, args.quick)
    if args.child is not None:
        print(json.dumps(measure(args.child, args.dtype, plan)))
        return 0
    started = time.perf_counter()
    machine = machine_info()
    monitor = CpuMonitor()
    monitor.start()
    report = Report()
    estimates = {}
    with tempfile.TemporaryDirectory(prefix="bench-perception-") as tmp:
        folder = Path(tmp) / "florence-2-base-random"
        monitor.phase("build Florence-2-base (random weights)")
        parameters = florence2_base(folder)
        log(f"{parameters / 1e6:.1f}M parameters")
        for dtype in DTYPES:
            monitor.phase(f"perceive {dtype}")
            estimates[dtype] = summarise(run_child(folder, dtype, plan), plan, report)
    finish_machine(machine, monitor)
    duration_s = time.perf_counter() - started
    suffix = ".quick" if plan.quick else ""
    write_json(RESULTS_DIR / f"perception{suffix}.json", report, machine, plan, duration_s)
    text = markdown(report, machine, plan, duration_s, parameters, estimates)
    write_text(RESULTS_DIR / f"perception{suffix}.md", text)
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())

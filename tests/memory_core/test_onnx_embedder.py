"""The ONNX Runtime embedder against sentence-transformers, the reference it replaces."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import numpy as np
import pytest

from memory_core.config import EmbeddingConfig
from memory_core.embedding import (
    CachedEmbedder,
    EmbeddingError,
    SentenceTransformerEmbedder,
    TextEmbedder,
    bundled_model_path,
    make_embedder,
)
from memory_core.embedding_graph import GRAPH_DIR, MINILM_L6, graph_bytes
from memory_core.onnx_embedder import (
    BrokenCheckpointError,
    OnnxCheckpoint,
    OnnxEmbedder,
    UnsupportedCheckpointError,
    map_safetensors,
)
from tests.fakes.embedding import CountingEmbedder

DEMO = Path(__file__).parents[2] / "assets" / "demo"


def texts_people_and_the_robot_write() -> list[str]:
    """~400 texts of the kinds memory embeds: captions, labels, questions, and odd input."""
    frames = [json.loads(line) for line in (DEMO / "run.jsonl").read_text().splitlines()]
    captions = list(dict.fromkeys(frame["caption"] for frame in frames))[::5][:150]
    labels = list(dict.fromkeys(label for frame in frames for label in frame["labels"]))[:120]
    questions = [
        json.loads(line)["question"] for line in (DEMO / "questions.jsonl").read_text().splitlines()
    ][:110]
    odd = [
        "",
        " ",
        "?",
        "WHERE IS THE FIRE HYDRANT",
        "wheres the  couch ,, ??",
        "Où est la sortie ? 出口はどこ",
        "the sign said \u201cSTAFF ONLY\u201d \U0001f6aa",
        "at 10:15, 3.5 m from the door",
        " ".join(["a long corridor with doors on both sides"] * 60),  # past 256 tokens
    ]
    return captions + labels + questions + odd


@pytest.fixture(scope="module")
def reference() -> SentenceTransformerEmbedder:
    return SentenceTransformerEmbedder(EmbeddingConfig())


def test_the_bundled_model_runs_on_onnx_runtime(embedder: TextEmbedder) -> None:
    assert isinstance(embedder, CachedEmbedder)
    assert isinstance(embedder.inner, OnnxEmbedder)
    assert embedder.name == "all-MiniLM-L6-v2"  # memories built with torch still open
    assert embedder.dim == 384


def test_embeddings_match_sentence_transformers(
    embedder: TextEmbedder, reference: SentenceTransformerEmbedder
) -> None:
    texts = texts_people_and_the_robot_write()
    assert len(texts) >= 350
    ours = embedder.encode(texts)
    theirs = reference.encode(texts)
    assert ours.shape == theirs.shape == (len(texts), 384)
    assert ours.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(ours, axis=1), 1.0, atol=1e-5)
    cosines = np.sum(ours * theirs, axis=1)
    worst = int(np.argmin(cosines))
    assert cosines[worst] >= 0.9999, f"{texts[worst]!r}: cosine {cosines[worst]:.6f}"


def test_one_text_alone_equals_the_same_text_in_a_padded_batch(embedder: TextEmbedder) -> None:
    texts = ["stop sign", "a red octagonal stop sign at the corner of the car park", ""]
    batch = embedder.encode(texts)
    for text, row in zip(texts, batch, strict=True):
        assert float(embedder.encode([text])[0] @ row) >= 0.99999
        assert float(embedder.encode_one(text) @ row) >= 0.99999


def test_texts_already_embedded_come_from_the_cache_and_the_rest_in_one_batch(
    embedder: TextEmbedder,
) -> None:
    """A memory's place names are compared with every question: once embedded, asking
    again costs no model call, and new names are embedded together."""
    counting = CountingEmbedder(embedder)
    cached = CachedEmbedder(counting)
    names = ["atrium of building A", "robotics lab", "north sidewalk"]
    first = cached.encode_cached(names)
    again = cached.encode_cached(["robotics lab", *names, "cafe", "cafe"])
    assert counting.batches == [names, ["cafe"]]
    np.testing.assert_allclose(first, embedder.encode(names), atol=1e-6)
    np.testing.assert_allclose(again[1:4], first)
    assert float(again[0] @ first[1]) == pytest.approx(1.0)
    np.testing.assert_array_equal(cached.encode_one("cafe"), again[4])
    assert len(counting.batches) == 2


def test_meaning_is_kept(embedder: TextEmbedder) -> None:
    """A sanity check on what the vectors are for: near things are near."""
    hydrant, fire_hydrant, sofa = embedder.encode(["hydrant", "red fire hydrant", "sofa"])
    assert hydrant @ fire_hydrant > 0.6 > 0.3 > hydrant @ sofa


def test_the_shipped_graph_is_the_one_the_builder_writes() -> None:
    pytest.importorskip("onnx")
    shipped = GRAPH_DIR / MINILM_L6.file_name
    assert shipped.read_bytes() == graph_bytes(MINILM_L6), (
        "memory_core/models is stale: run python -m memory_core.embedding_graph"
    )


def copy_of_bundled_model(tmp_path: Path) -> Path:
    """The bundled folder with its weights linked, not copied (90 MB)."""
    source = bundled_model_path()
    folder = tmp_path / "model"
    shutil.copytree(source, folder, ignore=shutil.ignore_patterns("model.safetensors"))
    (folder / "model.safetensors").symlink_to(source / "model.safetensors")
    return folder


def test_a_copied_checkpoint_of_the_same_shape_runs_on_onnx(tmp_path: Path) -> None:
    folder = copy_of_bundled_model(tmp_path)
    embedder = make_embedder(EmbeddingConfig(model=str(folder)))
    assert isinstance(embedder, CachedEmbedder)
    assert isinstance(embedder.inner, OnnxEmbedder)
    assert embedder.name == str(folder)


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        (
            lambda folder: _edit(
                folder / "1_Pooling/config.json",
                pooling_mode_mean_tokens=False,
                pooling_mode_cls_token=True,
            ),
            "mean of its tokens",
        ),
        (lambda folder: _edit(folder / "config.json", model_type="roberta"), "not a BERT"),
        (lambda folder: _edit(folder / "config.json", num_hidden_layers=12), "no graph ships"),
        (lambda folder: (folder / "tokenizer.json").unlink(), "no tokenizer.json"),
    ],
)
def test_other_models_are_left_to_sentence_transformers(
    tmp_path: Path, change, reason: str
) -> None:
    folder = copy_of_bundled_model(tmp_path)
    change(folder)
    with pytest.raises(UnsupportedCheckpointError, match=reason):
        OnnxCheckpoint.find(folder)
    embedder = make_embedder(EmbeddingConfig(model=str(folder)))
    assert isinstance(embedder, CachedEmbedder)
    assert isinstance(embedder.inner, SentenceTransformerEmbedder)


def test_a_gpu_device_is_left_to_torch() -> None:
    embedder = make_embedder(EmbeddingConfig(device="cuda"))
    assert isinstance(embedder, CachedEmbedder)
    assert isinstance(embedder.inner, SentenceTransformerEmbedder)


@pytest.mark.parametrize(
    "damage",
    [
        lambda data: data[: len(data) // 2],  # a copy cut short
        lambda data: b"\xff" * 8 + data[8:],  # a header that claims exabytes
        lambda data: data[:8] + b"{not json" + data[17:],
    ],
)
def test_damaged_weights_are_a_clear_error(tmp_path: Path, damage) -> None:
    folder = copy_of_bundled_model(tmp_path)
    weights = folder / "model.safetensors"
    data = weights.read_bytes()
    weights.unlink()
    weights.write_bytes(damage(data))
    with pytest.raises(EmbeddingError, match=r"model\.safetensors") as error:
        make_embedder(EmbeddingConfig(model=str(folder)))
    assert "Reinstall" in str(error.value)


def test_weights_are_mapped_not_copied() -> None:
    tensors = map_safetensors(bundled_model_path() / "model.safetensors")
    words = tensors["embeddings.word_embeddings.weight"]
    assert words.shape == (30522, 384)
    assert not words.flags.writeable
    assert not words.flags.owndata  # a view of the file's memory map


def test_a_missing_file_is_broken_not_unsupported(tmp_path: Path) -> None:
    with pytest.raises(BrokenCheckpointError, match="not a readable safetensors"):
        map_safetensors(tmp_path / "absent.safetensors")


def _edit(path: Path, **changes: object) -> None:
    settings = json.loads(path.read_text())
    settings.update(changes)
    path.write_text(json.dumps(settings))

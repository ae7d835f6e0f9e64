"""What each `lgr` command imports: answering a typed question must not load torch or gradio.

Each case runs the command in a fresh interpreter (this test process has long
imported torch for other tests) and reads that interpreter's ``sys.modules``.
Times are a benchmark's business (benchmarks/bench_startup.py); which libraries
load is behaviour, and it decides those times.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import python_report

EXAMPLE_RUN = Path(__file__).parents[2] / "assets" / "example_run.jsonl"
# Libraries of seconds each that typed questions never need.
MODEL_LIBRARIES = {"torch", "transformers", "sentence_transformers", "sklearn"}
APP_LIBRARIES = {"gradio", "fastapi", "uvicorn", "plotly", "faster_whisper", "piper"}
LLM_LIBRARIES = {"langchain_core", "langchain_openai", "openai", "langsmith"}
STORE_LIBRARIES = {"pymilvus", "milvus_lite", "pandas", "networkx", "onnxruntime"}

RUN_AND_REPORT = """
import json, sys
from memory_core.cli import main
outputs = []
for command in json.loads(sys.argv[1]):
    try:
        code = main(command)
    except SystemExit as exit:  # --help
        code = exit.code
    outputs.append(code)
print(json.dumps({
    "codes": outputs,
    "loaded": sorted({name.split(".")[0] for name in sys.modules}),
}))
"""


def run_in_fresh_interpreter(*commands: list[str]) -> tuple[list[int], set[str], str]:
    report, output = python_report(RUN_AND_REPORT, json.dumps(list(commands)))
    return report["codes"], set(report["loaded"]), output


@pytest.fixture(scope="module")
def memory_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    directory = tmp_path_factory.mktemp("cold") / "memory"
    codes, loaded, _ = run_in_fresh_interpreter(
        ["ingest", str(EXAMPLE_RUN), "--memory", str(directory)]
    )
    assert codes == [0]
    # Building memory from captions and labels is no model's job either.
    assert not loaded & (MODEL_LIBRARIES | APP_LIBRARIES | LLM_LIBRARIES)
    return directory


@pytest.mark.slow
def test_answering_typed_questions_loads_no_torch_gradio_or_langchain(memory_dir: Path) -> None:
    codes, loaded, output = run_in_fresh_interpreter(
        ["ask", "Where is the fire hydrant?", "--memory", str(memory_dir)],
        ["ask", "What did you see near the glass door?", "--memory", str(memory_dir)],
        ["ask", "How long ago did you see a couch?", "--memory", str(memory_dir)],
    )
    assert codes == [0, 0, 0]
    answers = [json.loads(line) for line in output.splitlines()[:3]]
    assert answers[0]["position"] is not None  # it answered, from the graph
    assert "vector" in answers[1]["memory"] or "graph" in answers[1]["memory"]
    assert not loaded & (MODEL_LIBRARIES | APP_LIBRARIES | LLM_LIBRARIES)
    assert {"onnxruntime", "tokenizers", "pymilvus"} <= loaded  # it did embed and search


@pytest.mark.slow
def test_help_loads_neither_the_memory_nor_any_model() -> None:
    codes, loaded, output = run_in_fresh_interpreter(["--help"])
    assert codes == [0]
    assert "ingest" in output and "app" in output  # the app's commands are still listed
    assert not loaded & (MODEL_LIBRARIES | APP_LIBRARIES | LLM_LIBRARIES | STORE_LIBRARIES)


@pytest.mark.slow
def test_listing_entities_opens_no_caption_store_and_no_model(memory_dir: Path) -> None:
    codes, loaded, output = run_in_fresh_interpreter(["entities", "--memory", str(memory_dir)])
    assert codes == [0]
    assert json.loads(output.splitlines()[0])  # the entities, as JSON
    assert not loaded & (MODEL_LIBRARIES | APP_LIBRARIES | LLM_LIBRARIES)
    assert not loaded & {"pymilvus", "milvus_lite", "pandas", "onnxruntime"}

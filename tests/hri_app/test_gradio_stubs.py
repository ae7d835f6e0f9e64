"""gradio is imported without rewriting its type stubs, and works the same."""

from __future__ import annotations

from tests.conftest import python_report

IMPORT_THE_APP = """
import json, sys
import hri_app.app
import gradio
import gradio.component_meta as meta
from hri_app.gradio_stubs import write_no_stub
with gradio.Blocks() as page:
    box = gradio.Textbox(label="question")
print(json.dumps({
    "skipped": meta.create_or_modify_pyi is write_no_stub,
    "built": box._id in page.blocks and isinstance(page.blocks[box._id], gradio.Textbox),
}))
"""


def test_the_app_imports_gradio_without_its_stub_writer() -> None:
    """Fails if a gradio upgrade renames the step: then app start is ~1 s slower again."""
    report, _ = python_report(IMPORT_THE_APP)
    assert report == {"skipped": True, "built": True}

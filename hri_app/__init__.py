"""Touchscreen / remote HRI app (Gradio): not built yet, see the issues."""

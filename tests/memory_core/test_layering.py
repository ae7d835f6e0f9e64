"""memory_core is the library that runs on the robot: it imports nothing above it.

The app (hri_app), the ROS side (ros_nodes) and the test bench (sim_eval) add their
commands to `lgr` through the ``lgr.commands`` entry point instead.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from memory_core.cli import build_parser

LIBRARY = Path(__file__).resolve().parents[2] / "memory_core"
ABOVE_THE_LIBRARY = {"hri_app", "ros_nodes", "sim_eval", "gradio", "rclpy", "plotly"}


def _imported_packages(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


@pytest.mark.parametrize(
    "path", sorted(LIBRARY.rglob("*.py")), ids=lambda path: str(path.relative_to(LIBRARY))
)
def test_no_library_module_imports_a_package_above_it(path: Path) -> None:
    assert not _imported_packages(path) & ABOVE_THE_LIBRARY


def test_the_simulator_and_the_scorers_live_outside_the_library() -> None:
    assert not (LIBRARY / "sim").exists()
    assert not (LIBRARY / "evaluation").exists()


def _subcommands() -> dict[str, str]:
    parser = build_parser()
    (commands,) = (a for a in parser._actions if a.dest == "command")
    return {name: sub.format_help() for name, sub in commands.choices.items()}


def test_lgr_offers_every_command_from_every_package() -> None:
    helps = _subcommands()
    assert set(helps) == {"ingest", "ask", "entities", "eval", "app", "demo", "listen"}
    # Options other packages add to the library's own commands.
    assert "--audio" in helps["ask"]  # hri_app: a spoken question
    assert "--image-topic" in helps["ingest"]  # ros_nodes: rosbag2 topics
    assert "--phrasing" in helps["eval"]  # sim_eval: question styles

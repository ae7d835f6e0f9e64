"""package.xml declares the ROS package behind every ROS module the nodes and launch files import.

rosdep installs what package.xml names; a module imported but not declared (or
declared under the wrong package, like ``tf2_ros``, the C++ library, for the
Python ``tf2_ros`` module of ``tf2_ros_py``) is missing on a freshly set-up robot.
"""

from __future__ import annotations

import ast
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "ros_nodes"
# Python module -> the ROS (rosdep) package that provides it, where the names differ.
PROVIDER = {"tf2_ros": "tf2_ros_py", "yaml": "python3-yaml", "pytest": "python3-pytest"}
OURS = {"ros_nodes", "memory_core", "hri_app"}
RUNTIME = [
    "memory_builder_node.py",
    "nav2_navigator.py",
    "app_node.py",
    "launch/robot.launch.py",
]
TESTS = ["test/test_memory_builder_launch.py"]


def imported_modules(path: Path) -> set[str]:
    """The top-level modules ``path`` imports."""
    modules: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            modules.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            modules.add(node.module.split(".")[0])
    return modules


def imported_packages(path: Path) -> set[str]:
    """The ROS packages providing the modules ``path`` imports (stdlib and ours left out)."""
    modules = imported_modules(path)
    external = modules - OURS - set(sys.stdlib_module_names) - {"__future__"}
    return {PROVIDER.get(module, module) for module in external}


def declared(*tags: str) -> set[str]:
    root = ET.parse(PACKAGE / "package.xml").getroot()
    return {element.text or "" for tag in tags for element in root.iter(tag)}


@pytest.mark.parametrize("name", RUNTIME)
def test_every_ros_import_of_the_nodes_is_an_exec_depend(name: str) -> None:
    missing = imported_packages(PACKAGE / name) - declared("exec_depend", "depend")

    assert not missing, f"{name} imports from undeclared packages {sorted(missing)}"


@pytest.mark.parametrize("name", TESTS)
def test_every_import_of_the_launch_test_is_declared(name: str) -> None:
    missing = imported_packages(PACKAGE / name) - declared("exec_depend", "test_depend", "depend")

    assert not missing, f"{name} imports from undeclared packages {sorted(missing)}"


def test_the_python_tf2_module_comes_from_tf2_ros_py() -> None:
    assert "tf2_ros_py" in declared("exec_depend")
    assert "tf2_ros" not in declared("exec_depend", "depend")


def test_the_launch_file_needs_nothing_from_the_venv() -> None:
    # `ros2 launch` runs it in the system Python, which cannot see memory_core or ros_nodes.
    assert not imported_modules(PACKAGE / "launch" / "robot.launch.py") & OURS

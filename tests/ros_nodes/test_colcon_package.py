"""The colcon (ament_python) package built and tested with the real colcon, no ROS needed.

colcon-core, colcon-ros and setuptools are PyPI packages (the test extra): this
catches packaging defects a robot would hit first — ``--symlink-install``
crashing, executables whose shebang is not the venv's Python, ``colcon test``
running no test — by building the package the way docs/ros.md tells a robot to:
``python3 -m colcon build`` from the venv, in a workspace whose ``src/ros_nodes``
links to the repository's folder. Everything is built under tmp_path.
"""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
PACKAGE = REPO / "ros_nodes"
EXECUTABLES = ("app", "memory_builder")
SHARED = (
    "share/ament_index/resource_index/packages/ros_nodes",
    "share/ros_nodes/package.xml",
    "share/ros_nodes/launch/robot.launch.py",
    "share/ros_nodes/config/params.yaml",
)


@dataclass(frozen=True)
class Workspace:
    root: Path
    env: dict[str, str]

    @property
    def install(self) -> Path:
        return self.root / "install" / "ros_nodes"

    def colcon(self, *args: str) -> subprocess.CompletedProcess[str]:
        """``python3 -m colcon ARGS`` with this test's interpreter, as docs/ros.md says."""
        return subprocess.run(
            [sys.executable, "-m", "colcon", "--log-base", "log", *args],
            cwd=self.root,
            env=self.env,
            capture_output=True,
            text=True,
            timeout=300,
            check=False,
        )

    def sourced(self, *command: str) -> subprocess.CompletedProcess[str]:
        """``command`` after ``. install/setup.sh``, the repository first on the path."""
        script = '. install/setup.sh && PYTHONPATH="$REPO:$PYTHONPATH" exec "$@"'
        return subprocess.run(
            ["sh", "-c", script, "sh", *command],
            cwd=self.root,
            env={**self.env, "REPO": str(REPO)},
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )


def files_under(folder: Path) -> set[Path]:
    return {Path(root, name) for root, _, names in os.walk(folder) for name in names}


def built(tmp_path_factory: pytest.TempPathFactory, *options: str) -> Workspace:
    root = tmp_path_factory.mktemp("ws")
    (root / "src").mkdir()
    (root / "src" / "ros_nodes").symlink_to(PACKAGE, target_is_directory=True)
    # No user colcon configuration; nothing of a sourced ROS workspace.
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("COLCON", "AMENT", "ROS_", "PYTHONPATH"))
    }
    env["COLCON_HOME"] = str(root / "colcon_home")
    workspace = Workspace(root, env)
    before = files_under(PACKAGE)
    result = workspace.colcon("build", "--event-handlers", "console_direct+", *options)
    assert result.returncode == 0, result.stdout + result.stderr
    assert files_under(PACKAGE) == before, "the build wrote into the repository"
    return workspace


@pytest.fixture(scope="module")
def plain(tmp_path_factory: pytest.TempPathFactory) -> Workspace:
    return built(tmp_path_factory)


@pytest.fixture(scope="module")
def symlinked(tmp_path_factory: pytest.TempPathFactory) -> Workspace:
    return built(tmp_path_factory, "--symlink-install")


@pytest.fixture(params=["plain", "symlinked"])
def workspace(request: pytest.FixtureRequest) -> Workspace:
    return request.getfixturevalue(request.param)


def test_the_build_installs_the_ament_index_manifest_launch_file_and_parameters(
    workspace: Workspace,
) -> None:
    for shared in SHARED:
        installed = workspace.install / shared
        assert installed.is_file(), f"{shared} is not installed"
    assert (workspace.install / "share/ros_nodes/package.xml").read_text() == (
        PACKAGE / "package.xml"
    ).read_text()
    # The Python code is the venv's (pip install -e), never a second, stale copy.
    assert not list(workspace.install.rglob("__init__.py"))


def test_a_symlink_install_links_the_shared_files_to_the_repository(
    symlinked: Workspace,
) -> None:
    launch = symlinked.install / "share/ros_nodes/launch/robot.launch.py"

    assert launch.is_symlink()
    assert launch.resolve() == (PACKAGE / "launch" / "robot.launch.py").resolve()


def test_the_executables_run_with_the_python_that_ran_the_build(workspace: Workspace) -> None:
    for name in EXECUTABLES:
        script = workspace.install / "lib" / "ros_nodes" / name
        assert os.access(script, os.X_OK), f"lib/ros_nodes/{name} is not executable"
        assert script.read_text().splitlines()[0] == f"#!{sys.executable}"


@pytest.mark.parametrize("name", EXECUTABLES)
def test_an_installed_executable_reaches_its_module(workspace: Workspace, name: str) -> None:
    # Here the module stops at its rclpy import, saying so: proof that the entry
    # point, the shebang and the sourced environment lead to the repository's code.
    module = {"app": "app_node", "memory_builder": "memory_builder_node"}[name]

    result = workspace.sourced(str(workspace.install / "lib" / "ros_nodes" / name))

    assert result.returncode != 0
    assert f"ros_nodes.{module} needs ROS 2" in result.stderr, result.stderr


def test_colcon_test_hands_the_launch_test_to_pytest(plain: Workspace) -> None:
    results = plain.root / "test_results"
    before = files_under(PACKAGE)

    plain.colcon("test", "--test-result-base", str(results))

    assert files_under(PACKAGE) == before, "colcon test wrote into the repository"
    # pytest (not unittest, which found 0 tests) collected the launch test; it stops
    # at its first ROS import here, and runs where ROS 2 is installed.
    report = (results / "ros_nodes" / "pytest.xml").read_text()
    assert "test_memory_builder_launch" in report
    assert "No module named" in report and "pytest.missing_result" not in report

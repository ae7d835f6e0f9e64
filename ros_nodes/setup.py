"""colcon (ament_python) build of ros_nodes: the ROS face of the package, not its Python code.

The Python modules come from the repository's ``pip install -e`` into the venv that
runs the build (``python3 -m colcon build``), together with memory_core and hri_app:
one copy of the code, never a stale snapshot in ``install/``. So this installs no
packages, only the ament index marker, package.xml, the launch file, the parameters
and the two executables. Mapping the package to ``"."`` instead made
``colcon build --symlink-install`` fail (colcon cannot link a folder onto itself).

Guarded so that importing ``ros_nodes.setup`` by accident runs nothing; colcon
executes it as a script.
"""

from setuptools import setup

PACKAGE = "ros_nodes"

if __name__ == "__main__":
    setup(
        name=PACKAGE,
        version="0.1.0",
        packages=[],
        data_files=[
            ("share/ament_index/resource_index/packages", [f"resource/{PACKAGE}"]),
            (f"share/{PACKAGE}", ["package.xml"]),
            (f"share/{PACKAGE}/launch", ["launch/robot.launch.py"]),
            (f"share/{PACKAGE}/config", ["config/params.yaml"]),
        ],
        install_requires=["setuptools"],
        # colcon test runs pytest (not unittest) only when pytest is a test dependency.
        extras_require={"test": ["pytest"]},
        zip_safe=True,
        maintainer="EmbodiedLGR maintainers",
        maintainer_email="maintainers@embodied-lgr.invalid",
        description="EmbodiedLGR ROS 2 nodes: live memory building and Nav2 goals",
        license="Apache-2.0",
        entry_points={
            "console_scripts": [
                "memory_builder = ros_nodes.memory_builder_node:main",
                "app = ros_nodes.app_node:main",
            ],
        },
    )

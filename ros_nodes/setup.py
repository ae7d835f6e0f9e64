"""colcon (ament_python) build of the ros_nodes package; the repository's pyproject.toml
installs memory_core and hri_app. This folder is the package itself, hence ``"."``.

Guarded so that importing ``ros_nodes.setup`` by accident runs nothing; colcon
executes it as a script.
"""

from setuptools import setup

PACKAGE = "ros_nodes"

if __name__ == "__main__":
    setup(
        name=PACKAGE,
        version="0.1.0",
        packages=[PACKAGE],
        package_dir={PACKAGE: "."},
        data_files=[
            ("share/ament_index/resource_index/packages", [f"resource/{PACKAGE}"]),
            (f"share/{PACKAGE}", ["package.xml"]),
            (f"share/{PACKAGE}/launch", ["launch/robot.launch.py"]),
            (f"share/{PACKAGE}/config", ["config/params.yaml"]),
        ],
        install_requires=["setuptools"],
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

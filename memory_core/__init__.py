"""EmbodiedLGR memory core: the semantic memory graph, the caption store and their tools.

Plain Python: nothing here imports a UI toolkit, ROS or the packages above it. The
names below load when first used (PEP 562): `lgr --help` or `import memory_core.config`
must not pay for the graph, the caption store and their libraries.
"""

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from memory_core.builder import MemoryBuilder
    from memory_core.config import Config, load_config
    from memory_core.memory import Memory
    from memory_core.tools import MemoryTools
    from memory_core.types import CaptionHit, Entity, EntityHit, Observation, Pose

_HOMES = {
    "CaptionHit": "memory_core.types",
    "Config": "memory_core.config",
    "Entity": "memory_core.types",
    "EntityHit": "memory_core.types",
    "Memory": "memory_core.memory",
    "MemoryBuilder": "memory_core.builder",
    "MemoryTools": "memory_core.tools",
    "Observation": "memory_core.types",
    "Pose": "memory_core.types",
    "load_config": "memory_core.config",
}
__all__ = [
    "CaptionHit",
    "Config",
    "Entity",
    "EntityHit",
    "Memory",
    "MemoryBuilder",
    "MemoryTools",
    "Observation",
    "Pose",
    "load_config",
]


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'memory_core' has no attribute {name!r}")
    return getattr(import_module(home), name)

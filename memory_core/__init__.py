"""EmbodiedLGR memory core: the semantic memory graph, the caption store and their tools.

Plain Python: nothing here imports gradio or ROS.
"""

from memory_core.builder import MemoryBuilder
from memory_core.config import Config, load_config
from memory_core.memory import Memory
from memory_core.tools import MemoryTools
from memory_core.types import CaptionHit, Entity, EntityHit, Observation, Pose

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

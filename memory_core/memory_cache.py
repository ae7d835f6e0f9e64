"""Memories built once and reused: the demo's and every evaluated world's.

A memory is built in a scratch folder beside its place, marked complete with the
key it was built for (a fingerprint of its run and settings), then moved into
place. A memory there with that mark is reused; one with another key, or none (a
build that was killed), is deleted and built again. So a reader never opens half
a memory, and a changed run or setting never answers from an old one.
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path

# Inside a complete memory directory: the key it was built for.
BUILT_MARK = "built-for"


def is_built(memory_dir: Path, key: str) -> bool:
    """Whether ``memory_dir`` holds a complete memory built for ``key``."""
    mark = memory_dir / BUILT_MARK
    return mark.is_file() and mark.read_text().strip() == key


def build_once(memory_dir: Path, key: str, build: Callable[[Path], None]) -> bool:
    """Make ``memory_dir`` a complete memory for ``key``; ``build(folder)`` fills a new
    memory in ``folder`` when there is none. Returns whether it built one."""
    if is_built(memory_dir, key):
        return False
    shutil.rmtree(memory_dir, ignore_errors=True)
    memory_dir.parent.mkdir(parents=True, exist_ok=True)
    building = Path(tempfile.mkdtemp(prefix=f".{memory_dir.name}.building-", dir=memory_dir.parent))
    try:
        build(building)
        (building / BUILT_MARK).write_text(key + "\n")
        building.rename(memory_dir)
    except BaseException:
        shutil.rmtree(building, ignore_errors=True)
        raise
    return True

"""Import gradio without the type stubs it rewrites every time it is imported.

gradio 6 regenerates the ``.pyi`` stub of each of its components whenever it is
imported: it reads and parses its own sources and writes into site-packages,
~0.8 s of a 2.3 s import on a 2-core CPU (1.6 s on the robot-class CPU of
docs/benchmarks.md). Stubs are for editors; the app never reads them. This skips
that one step and nothing else, for every start of `lgr app`, `lgr demo` and the
ROS app node. If a gradio release renames the step, nothing is skipped and a test
(tests/hri_app/test_gradio_stubs.py) says so.
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import sys
from collections.abc import Sequence
from types import ModuleType
from typing import Any

STUB_MODULE = "gradio.component_meta"
STUB_WRITER = "create_or_modify_pyi"


def skip_stub_writing() -> None:
    """Before gradio's first import in this process: leave its stubs as they are."""
    if STUB_MODULE in sys.modules or any(isinstance(f, _StubSkipper) for f in sys.meta_path):
        return
    sys.meta_path.insert(0, _StubSkipper())


def write_no_stub(*_: Any, **__: Any) -> None:
    """Stands in for gradio's stub writer."""


class _StubSkipper(importlib.abc.MetaPathFinder):
    """Finds gradio.component_meta as usual and disarms its stub writer once it has run."""

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        if fullname != STUB_MODULE:
            return None
        sys.meta_path.remove(self)  # one module, once
        spec = importlib.machinery.PathFinder.find_spec(fullname, path, target)
        loader = spec.loader if spec is not None else None
        if loader is None or not hasattr(loader, "exec_module"):
            return spec
        run_module = loader.exec_module

        def exec_module(module: ModuleType) -> None:
            run_module(module)
            if hasattr(module, STUB_WRITER):
                setattr(module, STUB_WRITER, write_no_stub)

        loader.exec_module = exec_module  # type: ignore[method-assign]
        return spec

"""One medium simulation shared by the sim tests (about a second to build)."""

from __future__ import annotations

import pytest

from sim_eval.sim import Simulation, simulate


@pytest.fixture(scope="session")
def sim() -> Simulation:
    """Twelve minutes of seed 1 (three buildings), sixty questions."""
    return simulate(1, minutes=12.0, questions=60)

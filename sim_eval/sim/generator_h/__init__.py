"""generator_h: blind test worlds (hospital, museum, neighbourhood) for robot-memory QA.

Usage: python -m sim_eval.sim.generator_h OUT_DIR --family {hospital,museum,neighbourhood}
       --seed N --phrasing {plain,elderly,security_guard,heldout_detective}
       [--captioner {auto,dense_regions,narrator,remembr_long,lowercase_fragments,hedging}]
"""

from .generate import generate

__all__ = ["generate"]

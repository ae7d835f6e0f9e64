"""generator_i: blind test worlds (airport terminal, office campus, zoo / botanical garden) for
robot-memory QA.

Usage: python -m sim_eval.sim.generator_i OUT_DIR
       --family {airport_terminal,office_campus,zoo_botanical_garden} --seed N
       --phrasing {plain,traveller_in_a_hurry,child,asr_transcript,heldout_radio}
       [--captioner {auto,florence,tags,spatial,awkward,counting,unreliable,keyvalue}]
       python -m sim_eval.sim.generator_i.validate OUT_DIR
"""

from .generate import write_world

__all__ = ["write_world"]

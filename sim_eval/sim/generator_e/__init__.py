"""Generator E: held-out school and warehouse worlds, written blind to the agent."""

from sim_eval.sim.generator_e.generate import generate

__all__ = ["generate"]

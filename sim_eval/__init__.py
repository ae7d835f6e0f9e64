"""Simulated explorations and their evaluation: the test bench, not the robot.

``sim_eval.sim`` generates worlds (runs, truth, questions); the modules here
score the agent on them (NaVQA-style), measure compactness and answer forms.
``lgr eval`` comes from ``sim_eval.cli`` through the ``lgr.commands`` entry
point, so ``memory_core``, which runs on the robot, never imports any of it.
"""

"""generator_n: blind robot-memory test worlds (apartment block, campus, supermarket)."""

GENERATOR = "generator_n"

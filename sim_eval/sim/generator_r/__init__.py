"""Generator R: blind robot-memory test worlds (hospital, airport terminal, metro station)."""

GENERATOR = "generator_r"

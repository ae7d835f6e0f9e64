"""generator_p: blind robot-memory test worlds (shopping centre, campus, family home)."""

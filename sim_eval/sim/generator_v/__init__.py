"""generator_v: blind robot-memory test worlds (courthouse, building site, data centre)."""

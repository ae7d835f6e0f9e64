"""generator_t: blind robot-memory test worlds (library, farm, hotel)."""

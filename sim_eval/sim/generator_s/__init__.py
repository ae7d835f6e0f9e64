"""generator_s: blind robot-memory test worlds (convention centre, container port, zoo)."""

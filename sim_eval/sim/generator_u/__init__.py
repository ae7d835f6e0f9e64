"""Generator U: blind robot-memory test worlds (car plant, leisure centre, ferry terminal)."""

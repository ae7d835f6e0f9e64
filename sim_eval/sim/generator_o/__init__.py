"""generator_o: blind robot-memory test worlds (community hospital, art museum, office tower)."""

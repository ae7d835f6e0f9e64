"""generator_q: blind robot-memory test worlds (distribution warehouse, cruise ship, research
farm) with four new captioners and five phrasings."""

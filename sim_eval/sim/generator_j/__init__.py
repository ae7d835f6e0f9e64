"""generator_j: blind test worlds (care home, stadium, ferry port) for robot-memory QA."""

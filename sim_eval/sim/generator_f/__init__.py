"""generator_f: held-out airport and park worlds for the robot memory (see README.md)."""

"""Stand-ins for what cannot run here (an LLM endpoint, Nav2, rclpy, a VLM) or would make
a test slow or depend on the wall clock, in one place, one module per part replaced.
Everything else in the tests is the real part."""

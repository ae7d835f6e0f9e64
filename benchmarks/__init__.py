"""Speed and memory benchmarks (``python -m benchmarks`` lists them; docs/benchmarks.md).

No model hub is reachable on the robot or in CI: set before any suite imports a model
library, as the Makefile sets it for the tests.
"""

import os

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

"""``python -m benchmarks NAME [options]``: every suite from one entry (``make bench`` runs
them all). Each suite writes its results under ``benchmarks/results/``; how to read them is
in docs/benchmarks.md. ``python -m benchmarks NAME --help`` shows a suite's options."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Sequence

# name -> (module, what it measures)
SUITES = {
    "memory": ("benchmarks.bench_memory", "latency, throughput, footprint at 1k/10k/100k items"),
    "agent": ("benchmarks.bench_agent", "time to answer a question, typed or spoken"),
    "runs": ("benchmarks.bench_runs", "how cost grows with 1 h and 8 h runs"),
    "perception": ("benchmarks.bench_perception", "Florence-2-base per camera frame on the CPU"),
    "app": ("benchmarks.bench_app", "app start-up, page load, voice round trip, footprint"),
    "listen": ("benchmarks.bench_listen", "hands-free: reply and barge-in latency, false triggers"),
    "startup": ("benchmarks.bench_startup", "how long `lgr` takes before it can answer"),
    "follow": ("benchmarks.bench_follow", "how soon a reader following a live writer sees a frame"),
    "ablations": ("benchmarks.eval_ablations", "leave-one-out ablations on the eval worlds"),
    "reader-choice": ("benchmarks.reader_choice", "the rule reader against nearest examples"),
}


def usage() -> str:
    lines = ["usage: python -m benchmarks NAME [options]", "", "suites:"]
    lines += [f"  {name:<14} {what}" for name, (_, what) in SUITES.items()]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if not args or args[0] in ("-h", "--help"):
        print(usage())
        return 0
    if args[0] not in SUITES:
        print(f"no benchmark suite named {args[0]!r}\n\n{usage()}", file=sys.stderr)
        return 2
    module = importlib.import_module(SUITES[args[0]][0])
    sys.argv[0] = f"python -m benchmarks {args[0]}"  # the name the suite's --help shows
    return int(module.main(args[1:]))


if __name__ == "__main__":
    raise SystemExit(main())

"""Start-up benchmark: how long `lgr` takes before it can answer, and how much memory it holds.

Why: a person or a script running `lgr ask` waits for the process, not for the
answer (~20 ms once loaded), and the robot's screen must come up soon after
boot. Measured as a user meets it: whole processes, wall time from exec to exit
(or, for the app, to its page answering HTTP 200), and each process's peak RSS
from the kernel (``wait4``). Every command runs beside ``python -c pass`` and,
with ``--baseline REF``, beside the same command of another commit (a git
worktree of it) in the same run, interleaved, so both see the same machine.
The stages of opening a memory are timed in-process (``Memory.open_stages``).
Writes ``benchmarks/results/startup.json`` and ``startup.md``.

    python -m benchmarks.bench_startup [--quick] [--baseline REF]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path

import numpy as np

from benchmarks.bench_app import build_memory, free_port, running
from benchmarks.common import (
    REPO_ROOT,
    RESULTS_DIR,
    CpuMonitor,
    contention_sentence,
    finish_machine,
    git,
    log,
    machine_info,
    markdown_heading,
    write_text,
)

EXAMPLE_RUN = REPO_ROOT / "assets" / "example_run.jsonl"
QUESTION = "Where is the fire hydrant?"
# What the installed `lgr` script runs; a launcher per checkout keeps both on one footing.
LGR = "import sys; from memory_core.cli import main; sys.exit(main())"
# Peak RSS since exec (VmHWM), written at exit: the kernel's wait4 figure also counts
# the pages the child held as a fork of this (large) process before it exec'd.
PEAK_RSS = """
import atexit, os
def _peak_rss():
    status = open("/proc/self/status").read()
    kb = next(line.split()[1] for line in status.splitlines() if line.startswith("VmHWM"))
    with open(os.environ["LGR_BENCH_PEAK_RSS"], "w") as out:
        out.write(kb)
atexit.register(_peak_rss)
"""
OPEN_STAGES = """
import json, sys, time
started = time.perf_counter()
from memory_core.memory import Memory
from memory_core.agent import Agent, Question
imported = time.perf_counter()
memory = Memory.open(sys.argv[1], create=False)
opened = time.perf_counter()
agent = Agent(memory)
agent.ask(Question(sys.argv[2]))
answered = time.perf_counter()
memory.close()
print(json.dumps({
    "import memory_core + agent": imported - started,
    **{f"open: {stage}": seconds for stage, seconds in memory.open_stages.items()},
    "open: other": (opened - imported) - sum(memory.open_stages.values()),
    "first answer (models load here)": answered - opened,
    "close": time.perf_counter() - answered,
}))
"""


@dataclass(frozen=True)
class Plan:
    runs: int
    app_starts: int
    quick: bool
    baseline: str | None


@dataclass(frozen=True)
class Checkout:
    """Code to start: this working tree, or a worktree of another commit."""

    name: str
    root: Path

    def env(self, peak_rss_file: Path) -> dict[str, str]:
        return {
            **os.environ,
            "HF_HUB_OFFLINE": "1",
            "TOKENIZERS_PARALLELISM": "false",
            "PYTHONPATH": str(self.root),
            "LGR_BENCH_PEAK_RSS": str(peak_rss_file),
        }

    def command(self, *args: str) -> list[str]:
        """``lgr ARGS`` of this checkout (run it outside the repo: '' leads sys.path)."""
        code = PEAK_RSS + ("pass" if args == ("pass",) else LGR)
        return [sys.executable, "-c", code, *([] if args == ("pass",) else args)]


@dataclass
class Row:
    """One command: wall seconds and peak RSS (MB) per checkout, over the runs."""

    what: str
    goal_s: float | None = None
    goal_rss_mb: float | None = None
    seconds: dict[str, list[float]] = field(default_factory=dict)
    rss_mb: dict[str, list[float]] = field(default_factory=dict)

    def add(self, checkout: str, seconds: float, rss_mb: float | None) -> None:
        self.seconds.setdefault(checkout, []).append(seconds)
        if rss_mb is not None:
            self.rss_mb.setdefault(checkout, []).append(rss_mb)

    def p50(self, checkout: str) -> float:
        return float(np.median(self.seconds[checkout]))

    def p95(self, checkout: str) -> float:
        return float(np.percentile(self.seconds[checkout], 95))

    def peak_rss(self, checkout: str) -> float | None:
        values = self.rss_mb.get(checkout)
        return max(values) if values else None


def run_once(checkout: Checkout, args: list[str], cwd: Path) -> tuple[float, float]:
    """Wall seconds from start to exit, and peak RSS in MB since exec."""
    peak = cwd / "peak-rss"
    started = time.perf_counter()
    done = subprocess.run(
        checkout.command(*args),
        env=checkout.env(peak),
        cwd=cwd,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        check=False,
    )
    seconds = time.perf_counter() - started
    if done.returncode != 0:
        raise RuntimeError(f"lgr {' '.join(args)} exited {done.returncode}: {done.stderr[-2000:]}")
    return seconds, int(peak.read_text()) / 1024


@contextmanager
def checkouts(baseline: str | None, scratch: Path) -> Iterator[list[Checkout]]:
    """This tree, and (if asked) a detached worktree of ``baseline``, removed afterwards."""
    found = [Checkout("this checkout", REPO_ROOT)]
    if baseline is None:
        yield found
        return
    folder = scratch / "baseline"
    done = subprocess.run(
        ["git", "worktree", "add", "--detach", str(folder), baseline],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        raise SystemExit(f"cannot check out {baseline}: {done.stderr.strip()}")
    short = git("rev-parse", "--short", baseline)
    try:
        yield [*found, Checkout(f"baseline {short}", folder)]
    finally:
        subprocess.run(
            ["git", "worktree", "remove", "--force", str(folder)], cwd=REPO_ROOT, check=False
        )


def measure_commands(
    rows: list[Row], commands: list[list[str]], code: list[Checkout], plan: Plan, cwd: Path
) -> None:
    """Each command ``plan.runs`` times per checkout, interleaved (a, b, a, b, ...)."""
    for row, args in zip(rows, commands, strict=True):
        log(row.what)
        for _ in range(plan.runs):
            for checkout in code:
                seconds, rss = run_once(checkout, args, cwd)
                row.add(checkout.name, seconds, rss)


def measure_app_start(row: Row, memory: Path, code: list[Checkout], plan: Plan, cwd: Path) -> None:
    """Start to page served; the peak RSS is the app's when it stops, right after."""
    log(row.what)
    peak = cwd / "peak-rss"
    for _ in range(plan.app_starts):
        for checkout in code:
            port = free_port()
            command = checkout.command("app", "--memory", str(memory), "--port", str(port))
            with running(command, port, checkout.env(peak), cwd) as (seconds, _):
                pass
            row.add(checkout.name, seconds, int(peak.read_text()) / 1024)


def measure_stages(memory: Path, runs: int, cwd: Path) -> dict[str, float]:
    """Median seconds of each stage of a fresh process opening ``memory`` and answering."""
    samples: dict[str, list[float]] = {}
    env = Checkout("this checkout", REPO_ROOT).env(cwd / "peak-rss")
    for _ in range(runs):
        done = subprocess.run(
            [sys.executable, "-c", OPEN_STAGES, str(memory), QUESTION],
            env=env,
            cwd=cwd,
            capture_output=True,
            text=True,
            check=True,
        )
        for stage, seconds in json.loads(done.stdout.strip().splitlines()[-1]).items():
            samples.setdefault(stage, []).append(seconds)
    return {stage: float(np.median(values)) for stage, values in samples.items()}


def small_memory(scratch: Path) -> Path:
    """The README's example run (52 frames), built by this checkout."""
    folder = scratch / "small"
    run_once(Checkout("this checkout", REPO_ROOT), ["ingest", str(EXAMPLE_RUN), "--memory",
             str(folder)], scratch)  # fmt: skip
    return folder


def markdown(
    rows: list[Row], code: list[Checkout], stages: dict[str, float], heading: str, intro: str
) -> str:
    names = [checkout.name for checkout in code]
    reference = next(row for row in rows if row.what.startswith("`python -c pass`"))
    pass_s = reference.p50(names[0])
    header = " | ".join(f"{name}: p50 s (x pass) / p95 s / peak RSS MB" for name in names)
    compare = " | this / baseline" if len(names) > 1 else ""
    lines = [
        heading,
        "",
        intro,
        "",
        f"| command | {header}{compare} | goal |",
        "| --- |" + " ---: |" * (len(names) + (len(names) > 1)) + " --- |",
    ]
    for row in rows:
        cells = []
        for name in names:
            rss = row.peak_rss(name)
            cells.append(
                f"{row.p50(name):.2f} ({row.p50(name) / pass_s:.0f}x) / {row.p95(name):.2f}"
                f" / {'-' if rss is None else f'{rss:.0f}'}"
            )
        if len(names) > 1:
            cells.append(f"{row.p50(names[0]) / row.p50(names[1]):.2f}")
        goals = [f"<= {row.goal_s:g} s"] if row.goal_s else []
        goals += [f"RSS <= {row.goal_rss_mb:g} MB"] if row.goal_rss_mb else []
        lines.append(f"| {row.what} | {' | '.join(cells)} | {', '.join(goals) or '-'} |")
    lines += [
        "",
        "Where a fresh `lgr ask` spends its time on the demo memory (this checkout, "
        "median; `Memory.open_stages`):",
        "",
        "| stage | ms |",
        "| --- | ---: |",
        *(f"| {stage} | {seconds * 1000:.0f} |" for stage, seconds in stages.items()),
    ]
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="3 runs of each, 2 app starts")
    parser.add_argument(
        "--baseline", metavar="REF", help="also run this commit's code, e.g. the last release"
    )
    args = parser.parse_args(argv)
    plan = Plan(3 if args.quick else 7, 2 if args.quick else 5, args.quick, args.baseline)
    machine = machine_info()
    monitor = CpuMonitor()
    monitor.start()
    started = time.perf_counter()
    scratch = Path(tempfile.mkdtemp(prefix="bench-startup-"))
    rows: list[Row] = []
    try:
        with checkouts(args.baseline, scratch) as code:
            monitor.phase("memories")
            small = small_memory(scratch)
            demo = build_memory(scratch / "cache")
            commands = {
                "`python -c pass` (reference)": (["pass"], None, None),
                "`lgr --help`": (["--help"], 1.0, None),
                "`lgr entities`, 52 frames": (["entities", "--memory", str(small)], 1.0, None),
                "`lgr ask`, 52 frames": (["ask", QUESTION, "--memory", str(small)], 3.0, 300.0),
                "`lgr ask`, demo memory (930 frames)": (
                    ["ask", QUESTION, "--memory", str(demo)],
                    3.0,
                    None,
                ),
            }
            rows = [Row(what, goal, rss) for what, (_, goal, rss) in commands.items()]
            monitor.phase("commands")
            measure_commands(rows, [args for args, _, _ in commands.values()], code, plan, scratch)
            monitor.phase("app starts")
            app = Row("`lgr app` start to page served, demo memory", 6.0)
            measure_app_start(app, demo, code, plan, scratch)
            rows.append(app)
            monitor.phase("stages")
            stages = measure_stages(demo, plan.runs, scratch)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    finish_machine(machine, monitor)
    duration_s = time.perf_counter() - started
    name = "startup.quick" if args.quick else "startup"
    payload = {
        "machine": machine,
        "plan": asdict(plan),
        "duration_s": round(duration_s, 1),
        "rows": [asdict(row) for row in rows],
        "open_stages_s": stages,
    }
    (RESULTS_DIR / f"{name}.json").write_text(json.dumps(payload, indent=1) + "\n")
    heading = markdown_heading("Start-up benchmark", machine, args.quick, duration_s)
    intro = (
        "Whole processes; p50/p95 of wall seconds from exec to exit (the app: to its page "
        "answering), x pass = times `python -c pass`; peak RSS is the process's own, "
        "since exec (VmHWM). Goals are set for a 2.0 GHz 2-core CPU (docs/benchmarks.md). "
        + contention_sentence(machine)
    )
    write_text(RESULTS_DIR / f"{name}.md", markdown(rows, code, stages, heading, intro))
    log(f"done in {duration_s:.0f} s; results in {RESULTS_DIR / name}.md")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""What the benchmarks share: result rows, timing, machine info and the output files.

``bench_memory`` and ``bench_agent`` measure different things but report them
the same way: latency rows (judged on p95 unless a row says otherwise) and
single figures, a JSON file with the machine they ran on, and Markdown tables.
"""

from __future__ import annotations

import argparse
import gc
import hashlib
import importlib.metadata
import itertools
import json
import math
import os
import platform
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np
import psutil

REPO_ROOT = Path(__file__).resolve().parent.parent
RESULTS_DIR = REPO_ROOT / "benchmarks" / "results"

# ------------------------------------------------------------------- records


@dataclass
class Latency:
    """Per-call latency of one operation at one memory size (ms)."""

    metric: str
    size: int
    p50_ms: float
    p95_ms: float
    max_ms: float
    mean_ms: float
    samples: int
    goal_ms: float | None = None
    note: str = ""

    @property
    def met(self) -> str:
        if self.goal_ms is None:
            return "-"
        if self.p95_ms <= self.goal_ms:
            return "yes"
        return "p50 only" if self.p50_ms <= self.goal_ms else "**no**"

    @property
    def goal_text(self) -> str:
        """The goal as the Markdown table shows it."""
        return f"<= {self.goal_ms:g} ms" if self.goal_ms is not None else "-"


@dataclass
class Figure:
    """A single number (throughput, footprint, duration) at one size."""

    metric: str
    size: int
    value: float
    unit: str
    goal: float | None = None
    higher_is_better: bool = True
    note: str = ""

    @property
    def met(self) -> str:
        if self.goal is None:
            return "-"
        ok = self.value >= self.goal if self.higher_is_better else self.value <= self.goal
        return "yes" if ok else "**no**"


@dataclass
class Report:
    """Everything measured, in the order it was measured."""

    latencies: list[Latency] = field(default_factory=list)
    figures: list[Figure] = field(default_factory=list)

    def rows(self) -> dict[str, list[dict[str, Any]]]:
        """The rows as the JSON results file holds them."""
        return {
            "latencies": [{**asdict(row), "met": row.met} for row in self.latencies],
            "figures": [{**asdict(fig), "met": fig.met} for fig in self.figures],
        }

    def tables(self) -> list[str]:
        """The Markdown lines of the results page after its intro."""
        lines = [*latency_table(self.latencies), ""] if self.latencies else []
        return lines + figure_table(self.figures) if self.figures else lines


def latency(
    metric: str,
    size: int,
    samples_ms: Sequence[float],
    goal_ms: float | None = None,
    note: str = "",
) -> Latency:
    values = np.asarray(samples_ms, dtype=np.float64)
    p50, p95 = np.percentile(values, [50, 95])
    return Latency(
        metric=metric,
        size=size,
        p50_ms=float(p50),
        p95_ms=float(p95),
        max_ms=float(values.max()),
        mean_ms=float(values.mean()),
        samples=len(values),
        goal_ms=goal_ms,
        note=note,
    )


# -------------------------------------------------------------------- timing


def timed_calls(call: Callable[[int], object], reps: int, warmup: int = 5) -> list[float]:
    """Milliseconds per call of ``call(i)``; the first ``warmup`` calls are not kept.

    GC stays on: its pauses are part of what the robot sees.
    """
    for i in range(warmup):
        call(i)
    gc.collect()
    samples: list[float] = []
    for i in range(warmup, warmup + reps):
        start = time.perf_counter_ns()
        call(i)
        samples.append((time.perf_counter_ns() - start) / 1e6)
    return samples


def log(message: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)


def rss_mb() -> float:
    return psutil.Process().memory_info().rss / 1e6


class CpuMonitor:
    """Samples how many cores *other* processes keep busy, per benchmark phase.

    On a shared 2-core machine a latency is only as good as the quiet it was
    measured in; this says how quiet each phase was.
    """

    def __init__(self, interval_s: float = 0.5) -> None:
        self._interval_s = interval_s
        self._stop = threading.Event()
        self._samples: list[tuple[float, float]] = []  # (time, other processes' cores)
        self._phases: list[tuple[float, str]] = []
        self._thread = threading.Thread(target=self._run, name="cpu-monitor", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def phase(self, name: str) -> None:
        """Log the start of a phase and count what follows towards it."""
        log(name)
        self._phases.append((time.monotonic(), name))

    def stop(self) -> dict[str, float]:
        """Mean cores used by other processes in each phase (and over the whole run)."""
        self._stop.set()
        self._thread.join()
        summary: dict[str, float] = {}
        bounds = [*self._phases, (math.inf, "")]
        for (start, name), (end, _) in itertools.pairwise(bounds):
            values = [other for when, other in self._samples if start <= when < end]
            if values:
                summary[name] = round(float(np.mean(values)), 2)
        everything = [other for _, other in self._samples]
        summary["whole run"] = round(float(np.mean(everything)), 2) if everything else 0.0
        return summary

    def _run(self) -> None:
        me = psutil.Process()
        last = (time.monotonic(), _busy_cpu_s(), _tree_cpu_s(me))
        while not self._stop.wait(self._interval_s):
            now = (time.monotonic(), _busy_cpu_s(), _tree_cpu_s(me))
            elapsed = now[0] - last[0]
            other = ((now[1] - last[1]) - (now[2] - last[2])) / elapsed
            self._samples.append((now[0], max(0.0, other)))
            last = now


def _busy_cpu_s() -> float:
    times = psutil.cpu_times()
    return float(sum(times) - times.idle - getattr(times, "iowait", 0.0))


def _tree_cpu_s(process: psutil.Process) -> float:
    """CPU seconds of this process, its reaped children and its live children."""
    times = process.cpu_times()
    total = times.user + times.system + times.children_user + times.children_system
    for child in process.children(recursive=True):
        try:
            child_times = child.cpu_times()
        except psutil.Error:
            continue
        total += child_times.user + child_times.system
    return float(total)


def wait_until_idle(timeout_s: float, quiet_s: float = 2.0, busy_cores: float = 0.05) -> float:
    """Seconds until this process stops burning CPU (at most ``timeout_s``).

    Milvus Lite compacts segments and builds HNSW indexes in background
    threads after a flush and has no API to ask whether it is done; searches
    take the brute-force path until then, so 'settled' is measured apart.
    """
    me = psutil.Process()
    start = last_t = time.monotonic()
    last = me.cpu_times()
    quiet_since: float | None = None
    while time.monotonic() - start < timeout_s:
        time.sleep(0.5)
        now_t, now = time.monotonic(), me.cpu_times()
        busy = (now.user + now.system - last.user - last.system) / (now_t - last_t)
        last, last_t = now, now_t
        if busy >= busy_cores:
            quiet_since = None
            continue
        quiet_since = quiet_since or now_t
        if now_t - quiet_since >= quiet_s:
            return quiet_since - start
    return timeout_s


def lgr_command() -> list[str]:
    script = Path(sys.executable).with_name("lgr")
    return [str(script)] if script.exists() else [sys.executable, "-m", "memory_core.cli"]


def sizes_and_quick(
    argv: Sequence[str] | None, doc: str | None, full: tuple[int, ...], quick: tuple[int, ...]
) -> tuple[tuple[int, ...], bool]:
    """The options of the suites measured at several memory sizes: ``--sizes 1000,10000``
    (sorted, distinct) and ``--quick`` (smaller sizes, fewer repetitions)."""
    parser = argparse.ArgumentParser(description=(doc or "").splitlines()[0])
    parser.add_argument("--sizes", help=f"comma-separated sizes (default {_listed(full)})")
    parser.add_argument("--quick", action="store_true", help=f"sizes {_listed(quick)}, fewer reps")
    args = parser.parse_args(argv)
    given = {int(size) for size in (args.sizes or "").split(",") if size.strip()}
    return tuple(sorted(given)) or (quick if args.quick else full), args.quick


def _listed(sizes: tuple[int, ...]) -> str:
    return ",".join(str(size) for size in sizes)


# ------------------------------------------------------------------- machine


def machine_info() -> dict[str, Any]:
    cpu = ""
    cpuinfo = Path("/proc/cpuinfo")
    if cpuinfo.exists():
        for line in cpuinfo.read_text(encoding="utf-8").splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    versions: dict[str, str | None] = {}
    for package in ("numpy", "networkx", "torch", "sentence-transformers", "pymilvus",
                    "milvus-lite"):  # fmt: skip
        try:
            versions[package] = importlib.metadata.version(package)
        except importlib.metadata.PackageNotFoundError:
            versions[package] = None
    commit = git("rev-parse", "--short", "HEAD")
    # memory_core may carry uncommitted edits: say which code was measured.
    changed = git("status", "--porcelain", "--", "memory_core").splitlines()
    diff = git("diff", "HEAD", "--", "memory_core")
    return {
        "date": datetime.now(UTC).isoformat(timespec="seconds"),
        "nproc": len(os.sched_getaffinity(0)),
        "cpu_count": os.cpu_count(),
        "cpu": cpu,
        "ram_gb": round(psutil.virtual_memory().total / 1e9, 1),
        "python": platform.python_version(),
        "platform": platform.platform(),
        "git_commit": commit or None,
        "memory_core_uncommitted": [line.strip() for line in changed],
        "memory_core_diff_sha1": hashlib.sha1(diff.encode()).hexdigest()[:12] if diff else None,
        "load_average_at_start": list(os.getloadavg()),
        "versions": versions,
    }


def git(*args: str) -> str:
    done = subprocess.run(
        ["git", *args],
        capture_output=True,
        text=True,
        cwd=REPO_ROOT,  # pathspecs are relative to the repo root
        check=False,
    )
    return done.stdout.strip() if done.returncode == 0 else ""


def finish_machine(machine: dict[str, Any], monitor: CpuMonitor) -> None:
    """Record, at the end of a run, how busy the machine was while it ran."""
    machine["other_processes_cpu_cores"] = monitor.stop()
    machine["load_average_at_end"] = list(os.getloadavg())


# ----------------------------------------------------------------- one run


@dataclass
class SuiteRun:
    """What a suite fills in while it measures: its report, and phases on its CPU monitor."""

    report: Report
    monitor: CpuMonitor


@contextmanager
def suite_run(
    name: str, title: str, plan: Any, quick: bool, intro: str, report: Report | None = None
) -> Iterator[SuiteRun]:
    """The frame of every suite's run: the machine it ran on, how busy other processes kept
    it, the duration; then ``results/NAME[.quick].json`` and ``.md`` (the intro, then how
    busy the machine was, then ``report``'s tables)."""
    machine = machine_info()
    monitor = CpuMonitor()
    monitor.start()
    run = SuiteRun(report or Report(), monitor)
    started = time.perf_counter()
    yield run
    duration_s = time.perf_counter() - started
    finish_machine(machine, monitor)
    stem = f"{name}.quick" if quick else name
    write_json(RESULTS_DIR / f"{stem}.json", run.report, machine, plan, duration_s)
    heading = markdown_heading(title, machine, quick, duration_s)
    page = report_markdown(heading, f"{intro} {contention_sentence(machine)}", run.report)
    write_text(RESULTS_DIR / f"{stem}.md", page)
    log(f"done in {duration_s:.0f} s; results in {RESULTS_DIR / stem}.md")


# -------------------------------------------------------------------- output


def markdown_heading(title: str, machine: dict[str, Any], quick: bool, duration_s: float) -> str:
    """The first line: which benchmark, when, on what machine and which code."""
    return (
        f"{title}, {machine['date']}: {machine['nproc']} cores ({machine['cpu']}), "
        f"Python {machine['python']}, commit {machine['git_commit']}"
        + (
            f" + uncommitted memory_core changes (diff {machine['memory_core_diff_sha1']})"
            if machine.get("memory_core_diff_sha1")
            else ""
        )
        + f", {'quick' if quick else 'full'} run in {duration_s:.0f} s."
    )


def report_markdown(heading: str, intro: str, report: Report) -> str:
    """A results page: the heading line, an intro paragraph, the report's tables."""
    return "\n".join([heading, "", intro, "", *report.tables()]).rstrip() + "\n"


def contention_sentence(machine: dict[str, Any]) -> str:
    """How busy other processes kept the machine, overall and in the busiest phase."""
    contention: dict[str, float] = machine.get("other_processes_cpu_cores", {"whole run": 0.0})
    phases = {name: value for name, value in contention.items() if name != "whole run"}
    busiest = max(phases, key=lambda name: phases[name]) if phases else "-"
    return (
        f"Other processes kept {contention['whole run']:.2f} cores busy on average "
        f"(busiest phase: {busiest} at {contention.get(busiest, 0.0):.2f})."
    )


def latency_table(latencies: Sequence[Latency]) -> list[str]:
    """The latency table, then the rows' notes (with each row's max)."""
    lines = [
        "| metric | size | p50 ms | p95 ms | goal | met? |",
        "| --- | ---: | ---: | ---: | --- | --- |",
    ]
    for row in latencies:
        lines.append(
            f"| {row.metric} | {row.size:,} | {row.p50_ms:.3f} | {row.p95_ms:.3f} "
            f"| {row.goal_text} | {row.met} |"
        )
    notes = [
        f"- {row.metric}, {row.size:,}: {row.note} (max {row.max_ms:.1f} ms)"
        for row in latencies
        if row.note
    ]
    return [*lines, "", "Notes:", *notes] if notes else lines


def figure_table(figures: Sequence[Figure]) -> list[str]:
    lines = [
        "| metric | size | value | goal | met? | note |",
        "| --- | ---: | ---: | --- | --- | --- |",
    ]
    for fig in figures:
        relation = ">=" if fig.higher_is_better else "<="
        goal = f"{relation} {fig.goal:g} {fig.unit}" if fig.goal is not None else "-"
        lines.append(
            f"| {fig.metric} | {fig.size:,} | {fig.value:,.2f} {fig.unit} | {goal} | {fig.met} "
            f"| {fig.note} |"
        )
    return lines


def write_json(
    path: Path, report: Report, machine: dict[str, Any], plan: Any, duration_s: float
) -> None:
    """The results file: machine, plan (a dataclass), duration and the report's rows."""
    path.parent.mkdir(parents=True, exist_ok=True)
    payload = {
        "machine": machine,
        "plan": asdict(plan),
        "duration_s": round(duration_s, 1),
        **report.rows(),
    }
    path.write_text(json.dumps(payload, indent=2) + "\n", encoding="utf-8")


def write_text(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")

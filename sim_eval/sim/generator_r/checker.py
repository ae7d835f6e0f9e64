"""A tally of checks and failures for validate."""

from __future__ import annotations


class Checker:
    def __init__(self, max_shown: int = 40) -> None:
        self.checks = 0
        self.failures: list[str] = []
        self.max_shown = max_shown

    def ok(self, condition: bool, message: str) -> bool:
        self.checks += 1
        if not condition:
            self.failures.append(message)
        return condition

    def close(self, a: float, b: float, tol: float, message: str) -> bool:
        return self.ok(abs(a - b) <= tol, f"{message}: {a} vs {b} (tol {tol})")

    def report(self) -> str:
        lines = [f"{self.checks} checks, {len(self.failures)} failures"]
        lines += [f"  FAIL {m}" for m in self.failures[: self.max_shown]]
        if len(self.failures) > self.max_shown:
            lines.append(f"  ... and {len(self.failures) - self.max_shown} more")
        return "\n".join(lines)

"""``python -m benchmarks NAME``: every suite is reachable from the one runner."""

from __future__ import annotations

import importlib
import inspect

import pytest

from benchmarks.__main__ import SUITES, main


def test_the_runner_lists_every_suite(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([]) == 0
    listed = capsys.readouterr().out
    assert all(f"  {name} " in listed for name in SUITES)


def test_an_unknown_suite_is_refused_with_the_list(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench_memory"]) == 2
    assert "no benchmark suite named 'bench_memory'" in capsys.readouterr().err


@pytest.mark.parametrize("name", sorted(SUITES))
def test_every_suite_takes_its_arguments_from_the_runner(name: str) -> None:
    suite = importlib.import_module(SUITES[name][0])
    parameters = inspect.signature(suite.main).parameters
    assert list(parameters) == ["argv"] and parameters["argv"].default is None
    with pytest.raises(SystemExit) as exit_:
        suite.main(["--no-such-option"])  # argparse refuses it: the argv reached the parser
    assert exit_.value.code == 2

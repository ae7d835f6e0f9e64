"""`lgr ask` against whatever a user types or a batch file holds: a refusal per bad value,
never a traceback, and the memory untouched.

The CLI runs in-process (``memory_core.cli.main``) against one memory built once; the
memory's embedder is the session's MiniLM instead of one loaded per call (2 s each).
"""

from __future__ import annotations

import io
import json
import re
from collections.abc import Callable, Iterator
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import memory_core.memory
from memory_core.cli import main
from memory_core.config import Config
from memory_core.embedding import TextEmbedder
from memory_core.memory import Memory

EXAMPLE_RUN = Path(__file__).resolve().parents[2] / "assets" / "example_run.jsonl"
GOOD_QUESTION = "where is the closest fire hydrant?"


@dataclass(frozen=True)
class Run:
    code: int
    out: str
    err: str

    def json_lines(self) -> list[dict]:
        """stdout as strict JSON lines (NaN/Infinity are not JSON)."""
        return [json.loads(line, parse_constant=_not_json) for line in self.out.splitlines()]


def _not_json(token: str) -> None:
    raise AssertionError(f"{token} in the output is not JSON")


def lgr(*argv: str) -> Run:
    """`lgr ARGV` in this process; whatever escapes main() fails the test."""
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        try:
            code = main(list(argv))
        except SystemExit as exit_:  # argparse's own usage errors
            code = int(exit_.code or 0)
    return Run(code, out.getvalue(), err.getvalue())


@pytest.fixture(scope="module")
def memory_dir(tmp_path_factory: pytest.TempPathFactory, embedder: TextEmbedder) -> Iterator[Path]:
    """The example run, ingested once; every Memory.open here shares the session model."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(memory_core.memory, "make_embedder", lambda _=None: embedder)
        directory = tmp_path_factory.mktemp("ask-inputs") / "memory"
        assert lgr("ingest", str(EXAMPLE_RUN), "--memory", str(directory)).code == 0
        yield directory


@pytest.fixture(scope="module")
def frame_count(memory_dir: Path, embedder: TextEmbedder) -> Callable[[], int]:
    def count() -> int:
        with Memory.open(memory_dir, Config(), embedder=embedder, readonly=True) as memory:
            return memory.journal.frame_count()

    return count


def assert_refused(run: Run, *phrases: str) -> None:
    """Exit 2, one `lgr: error:` line naming ``phrases``, nothing on stdout."""
    assert (run.code, run.out) == (2, ""), run
    lines = run.err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("lgr: error: "), run.err
    for phrase in phrases:
        assert phrase in lines[0]


@pytest.mark.parametrize(
    ("now", "says"),
    [
        ("nan", "must be finite"),
        ("inf", "must be finite"),
        ("1e400", "must be finite"),
        ("99999999999999999", "is it in nanoseconds?"),
        ("1767258000000", "is it in milliseconds?"),
        ("9999-12-31T23:59", "between 1970 and 2200"),
        ("25:61", "not a time of day"),
    ],
)
def test_an_asker_time_no_clock_gives_is_refused_in_one_line(
    memory_dir: Path, now: str, says: str
) -> None:
    assert_refused(lgr("ask", GOOD_QUESTION, "--memory", str(memory_dir), f"--now={now}"), says)


@pytest.mark.parametrize(
    ("at", "says"),
    [
        ("nan,0", '"--at x" must be finite'),
        ("0,inf", '"--at y" must be finite'),
        ("1e300,0,0", '"--at x" is 1e+300 m from the map origin'),
        ("1,2,north", '"--at z" must be a number, got "north"'),
        ("1,2,3,4", "is not X,Y or X,Y,Z"),
    ],
)
def test_an_asker_position_that_is_no_place_is_refused_in_one_line(
    memory_dir: Path, at: str, says: str
) -> None:
    assert_refused(lgr("ask", GOOD_QUESTION, "--memory", str(memory_dir), f"--at={at}"), says)


def test_a_readable_asker_time_and_place_are_still_answered(memory_dir: Path) -> None:
    now = "--now=2026-01-01T09:01:50+00:00"  # just after the example run's last frame
    run = lgr("ask", GOOD_QUESTION, "--memory", str(memory_dir), now, "--at=61,-10")
    assert run.code == 0, run.err
    (answer,) = run.json_lines()
    assert answer["answer"].startswith("The closest fire hydrant is about")


def test_a_batch_line_with_an_unholdable_value_is_refused_alone(
    memory_dir: Path, tmp_path: Path
) -> None:
    lines = [
        '{"id": "a", "question": "where is the fire hydrant?", "now": 1e308}',
        '{"id": "b", "question": "where is the fire hydrant?", "now": ' + "9" * 400 + "}",
        '{"id": "c", "question": "where is the fire hydrant?", "now": NaN}',
        '{"id": "d", "question": "where is the fire hydrant?", "at": [1e300, 0]}',
        '{"id": "e", "question": "where is the fire hydrant?", "at": [' + "9" * 400 + ", 0]}",
        '{"id": "f", "question": "where is the fire hydrant?", "now": "10:43:99"}',
        "[" * 100_000,
        '{"id": "last", "question": "where is the fire hydrant?"}',
    ]
    batch = tmp_path / "questions.jsonl"
    batch.write_text("\n".join(lines) + "\n")

    run = lgr("ask", "--batch", str(batch), "--memory", str(memory_dir))

    assert run.code == 0, run.err
    answers = run.json_lines()
    assert [answer["id"] for answer in answers] == [f"questions.jsonl:{n}" for n in range(1, 8)] + [
        "last"
    ]
    errors = [answer["error"] for answer in answers[:-1]]
    assert '"now" must be POSIX seconds between 1970 and 2200, got 1e+308' in errors[0]
    assert '"now" is too large to be a number' in errors[1]
    assert '"now" must be finite, got NaN' in errors[2]
    assert '"at x" is 1e+300 m from the map origin' in errors[3]
    assert '"at x" is too large to be a number' in errors[4]
    assert "not a time of day" in errors[5]
    assert errors[6].startswith("questions.jsonl:7: ")
    assert answers[-1]["answer"].startswith("The closest fire hydrant is")
    assert "answered 1 questions (7 refused)" in run.err


def test_questions_the_planner_cannot_read_are_answered_or_refused_alone(
    memory_dir: Path, tmp_path: Path
) -> None:
    questions = [
        "\ud800",  # a lone surrogate: the tokenizer refuses it as text
        "what did you see at 25:61",  # a clock time that is none
        "what did you see 99999999999 seconds ago",  # before any calendar
        "where is the fire hydrant?",
    ]
    batch = tmp_path / "questions.jsonl"
    batch.write_text("\n".join(json.dumps({"question": q}) for q in questions) + "\n")

    run = lgr("ask", "--batch", str(batch), "--memory", str(memory_dir))

    assert run.code == 0, run.err
    surrogate, bad_clock, too_long_ago, last = run.json_lines()
    assert "answer" in surrogate
    assert bad_clock["error"] == "'25:61' is not a time of day"
    assert too_long_ago["answer"] == "I cannot place that moment in time."
    assert last["answer"].startswith("The closest fire hydrant is")


# ------------------------------------------------------------------ fuzz

# Numbers a clock or a map cannot hold, and text a clock must read.
_NUMBERS = (
    st.floats()
    | st.integers()
    | st.sampled_from([10**400, -(10**400), 1e308, -1e308, 1767258000000, 1767258000.0])
)
_TIME_TEXT = st.sampled_from(
    ["10:43", "09:05:30", "2026-01-01T09:00", "nan", "-inf", "1e400", "25:00", "0001-01-01"]
)
_JSON = st.recursive(
    st.none() | st.booleans() | _NUMBERS | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=8,
)
_QUESTIONS = st.sampled_from(
    [
        GOOD_QUESTION,
        "what did you see 9999999999999999999999 hours ago?",
        "what did you see at 23:59?",
        "how long was I inside the building?",
        "?!",
        "\x00\x1b[2J",
        "hydrant " * 10_000,
    ]
)
# Mostly well-formed question lines, so the values in them reach the clock and the map.
_RECORDS = st.fixed_dictionaries(
    {
        "question": _QUESTIONS | st.text(max_size=40),
        "now": _NUMBERS | _TIME_TEXT | _JSON,
        "at": st.none() | st.lists(_NUMBERS | st.text(max_size=6), max_size=4) | _JSON,
    },
    optional={"id": _JSON},
)
_JUNK_LINES = _JSON.map(json.dumps) | st.text(max_size=40)
_ASKER_NUMBERS = _NUMBERS.map(str) | _TIME_TEXT | st.text(max_size=30)

# Each example is one `lgr ask` (~0.3 s, more per answered batch line): ~30 s for all three.
FUZZ = settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


@settings(FUZZ, max_examples=15)
@given(records=st.lists(_RECORDS, min_size=1, max_size=4), junk=st.lists(_JUNK_LINES, max_size=2))
def test_any_batch_file_gets_one_json_line_per_question_line(
    memory_dir: Path,
    frame_count: Callable[[], int],
    tmp_path: Path,
    records: list[dict],
    junk: list[str],
) -> None:
    before = frame_count()
    last = {"id": "last", "question": GOOD_QUESTION}
    text = "\n".join([*junk, *map(json.dumps, [*records, last])])
    batch = tmp_path / "fuzz.jsonl"
    batch.write_text(text, encoding="utf-8")

    run = lgr("ask", "--batch", str(batch), "--memory", str(memory_dir))

    assert run.code == 0 and "Traceback" not in run.err, run.err
    answers = run.json_lines()
    assert len(answers) == sum(1 for line in text.splitlines() if line.strip())
    assert answers[-1]["id"] == "last" and "answer" in answers[-1]
    assert frame_count() == before


@FUZZ
@given(now=_ASKER_NUMBERS)
def test_any_now_is_answered_or_refused_in_one_line(
    memory_dir: Path, frame_count: Callable[[], int], now: str
) -> None:
    before = frame_count()
    _answered_or_refused(lgr("ask", GOOD_QUESTION, "--memory", str(memory_dir), f"--now={now}"))
    assert frame_count() == before


@FUZZ
@given(at=st.lists(_ASKER_NUMBERS, max_size=4).map(",".join))
def test_any_at_is_answered_or_refused_in_one_line(
    memory_dir: Path, frame_count: Callable[[], int], at: str
) -> None:
    before = frame_count()
    _answered_or_refused(lgr("ask", GOOD_QUESTION, "--memory", str(memory_dir), f"--at={at}"))
    assert frame_count() == before


def _answered_or_refused(run: Run) -> None:
    assert "Traceback" not in run.err
    if run.code == 0:
        (answer,) = run.json_lines()
        assert answer["question"] == GOOD_QUESTION
        assert not re.search(r"\b(nan|inf)\b", answer["answer"]), answer["answer"]
    else:
        assert_refused(run)

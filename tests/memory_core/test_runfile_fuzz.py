"""Whatever a run line holds, it becomes an Observation or a RunLineError, and `lgr ingest`
of it ends with exit code 0 or 2, no traceback, and nothing it had stored lost."""

from __future__ import annotations

import json
import math
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from memory_core import cli
from memory_core.config import BuilderConfig
from memory_core.memory import JOURNAL_FILE
from memory_core.runfile import RunLineError, count_lines, parse_line
from memory_core.validation import MAX_COORDINATE_M, MAX_EPOCH_S, MIN_EPOCH_S
from tests.conftest import T0, frame

RUN = Path("/data/run.jsonl")
MAX_LABELS = BuilderConfig.max_labels_per_frame
# Stands for a field's value in the JSON text until a raw token replaces it.
SLOT = "\x00slot"

# Any text, lone UTF-16 surrogates (which JSON can spell) included.
texts = st.text(st.characters() | st.characters(categories=["Cs"]), max_size=12)
scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.sampled_from([10**400, -(10**400), 2**63, T0 * 1000, T0 * 1e9]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from(["NaN", "inf", "-Infinity", "1e999", "1767225600"]),
    texts,
)
json_values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(texts, inner, max_size=4),
    max_leaves=12,
)
RAW_TOKENS = [
    "NaN",
    "Infinity",
    "-Infinity",
    "1e999",
    "1" + "0" * 400,
    "1" + "0" * 5000,  # past Python's 4300-digit limit for int()
    "[" * 50 + "]" * 50,
    "[" * 100_000,
    '{"a":' * 20_000,
]
FIELDS = ["t", "pose", "caption", "labels", "image", "boxes", "extra"]
POSE_FIELDS = ["x", "y", "z", "yaw"]

valid_records = st.fixed_dictionaries(
    {
        "t": st.floats(T0, T0 + 3600),
        "pose": st.fixed_dictionaries(
            {"x": st.floats(-100, 100), "y": st.floats(-100, 100)},
            optional={"z": st.floats(-5, 5), "yaw": st.floats(-4, 4)},
        ),
        "caption": st.text(max_size=30),
        "labels": st.lists(st.sampled_from(["chair", "door", "red couch", "Tree "]), max_size=6),
    }
)


def _set(record: dict[str, Any], field: str, value: Any) -> None:
    """Set a top-level field or, as "pose.x", a field of the pose (made an object if need be)."""
    if field.startswith("pose."):
        if not isinstance(record.get("pose"), dict):
            record["pose"] = {}
        record["pose"][field.removeprefix("pose.")] = value
    else:
        record[field] = value


def _dumps(record: dict[str, Any], raw: str | None = None) -> str:
    text = json.dumps(record)
    return text if raw is None else text.replace(json.dumps(SLOT), raw)


Mutation = Callable[[st.DrawFn, dict[str, Any]], str]
any_field = st.sampled_from(FIELDS + [f"pose.{axis}" for axis in POSE_FIELDS])


def unchanged(draw: st.DrawFn, record: dict[str, Any]) -> str:
    return _dumps(record)


def wrong_value(draw: st.DrawFn, record: dict[str, Any]) -> str:
    _set(record, draw(any_field), draw(json_values))
    return _dumps(record)


def missing_field(draw: st.DrawFn, record: dict[str, Any]) -> str:
    field = draw(st.sampled_from(["t", "pose", "caption", "labels", "pose.x", "pose.y"]))
    (record["pose"] if field.startswith("pose.") else record).pop(field.removeprefix("pose."))
    return _dumps(record)


def raw_token(draw: st.DrawFn, record: dict[str, Any]) -> str:
    _set(record, draw(any_field), SLOT)
    return _dumps(record, draw(st.sampled_from(RAW_TOKENS)))


def many_labels(draw: st.DrawFn, record: dict[str, Any]) -> str:
    count = draw(st.sampled_from([MAX_LABELS, MAX_LABELS + 1, 2000, 10_000]))
    if draw(st.booleans()):
        record["labels"] = ["chair"] * count
    else:
        record["labels"] = [f"thing {i}" for i in range(count)]
    if draw(st.booleans()):
        record["boxes"] = [[0.1, 0.1, 0.2, 0.2]] * count
    return _dumps(record)


def cut_or_spliced(draw: st.DrawFn, record: dict[str, Any]) -> str:
    text = _dumps(record)
    at = draw(st.integers(0, len(text)))
    return text[:at] + draw(st.sampled_from(["", *RAW_TOKENS[:4]]) | texts) + text[at + 1 :]


MUTATIONS: list[Mutation] = [
    unchanged,
    wrong_value,
    missing_field,
    raw_token,
    many_labels,
    cut_or_spliced,
]


@st.composite
def run_lines(draw: st.DrawFn) -> str:
    """A valid run line, mutated the ways broken recorders and hand edits break them."""
    return draw(st.sampled_from(MUTATIONS))(draw, draw(valid_records))


def _storable(text: str | None) -> bool:
    try:
        return text is None or isinstance(text.encode("utf-8"), bytes)
    except UnicodeEncodeError:  # a lone surrogate: SQLite and Milvus refuse it
        return False


@settings(max_examples=500, deadline=None)
@given(run_lines())
def test_every_line_is_an_observation_or_a_run_line_error(text: str) -> None:
    try:
        observation = parse_line(text, RUN, 12)
    except RunLineError as error:
        assert (error.path, error.line) == (RUN, 12)
        assert str(error).startswith("/data/run.jsonl:12: ") and error.problem
        return
    assert MIN_EPOCH_S <= observation.t <= MAX_EPOCH_S
    assert all(abs(value) <= MAX_COORDINATE_M for value in observation.pose.xyz)
    assert math.isfinite(observation.pose.yaw)
    assert observation.labels is None or len(observation.labels) <= MAX_LABELS
    assert _storable(observation.caption) and all(map(_storable, observation.labels or ()))


def _journal(memory_dir: Path) -> list[tuple]:
    if not (memory_dir / JOURNAL_FILE).exists():
        return []
    with sqlite3.connect(f"file:{memory_dir / JOURNAL_FILE}?mode=ro", uri=True) as db:
        return db.execute("SELECT * FROM frames ORDER BY seq").fetchall()


@pytest.fixture
def shared_embedder(monkeypatch: pytest.MonkeyPatch, embedder) -> None:
    """`lgr ingest` in this process uses the session's MiniLM instead of loading its own."""
    monkeypatch.setattr("memory_core.memory.make_embedder", lambda _: embedder)


def _line(i: int, **changes: Any) -> str:
    return json.dumps({**frame(i, float(i), 0.0, ["door", "chair"]), **changes})


UNHOLDABLE = [
    _line(1, t=T0 * 1000),  # a wall clock in milliseconds
    _line(2, t=1e308),
    _line(3, pose=SLOT).replace(json.dumps(SLOT), '{"x": 1' + "0" * 400 + ', "y": 0}'),
    "[" * 100_000,
    _line(4, labels=["chair"] * 10_000),
    _line(5, labels=[f"thing {i}" for i in range(10_000)]),
]


def test_lines_the_memory_cannot_hold_are_skipped_and_the_good_ones_kept(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], shared_embedder: None
) -> None:
    run = tmp_path / "run.jsonl"
    run.write_text("\n".join([_line(0), *UNHOLDABLE, _line(6)]) + "\n")
    memory_dir = tmp_path / "memory"

    strict = cli.main(["ingest", str(run), "--memory", str(memory_dir), "--strict"])
    refused = capsys.readouterr().err
    assert strict == cli.EXIT_USER_ERROR and not memory_dir.exists(), "--strict wrote nothing"
    assert "6 malformed line(s)" in refused and "Traceback" not in refused

    code = cli.main(["ingest", str(run), "--memory", str(memory_dir)])
    out, err = capsys.readouterr()

    assert "Traceback" not in err
    assert code == 0
    assert json.loads(out) == {
        "frames": 2,
        "entities": 4,  # a door and a chair at x=0 and again 6 m away
        "captions": 2,
        "skipped": 6,
        "throttled": 0,
        "already_stored": 0,
    }
    for number, problem in [
        (2, '"t" must be POSIX seconds between 1970 and 2200, got 1767225600000.0 (is it in '),
        (3, '"t" must be POSIX seconds'),
        (4, '"pose.x" is too large to be a number'),
        (5, "JSON nested too deeply to read"),
        (6, '"labels" has 10000 labels; a frame may have at most 256 (config '),
        (7, '"labels" has 10000 labels'),
    ]:
        assert f"lgr: skipped {run}:{number}: {problem}" in err


@settings(
    max_examples=12,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],  # one memory for all examples
)
@given(lines=st.lists(run_lines(), min_size=1, max_size=5), strict=st.booleans())
@example(lines=[_line(0), *UNHOLDABLE, _line(6)], strict=False)
def test_lgr_ingest_of_any_run_exits_0_or_2_and_keeps_what_it_stored(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    shared_embedder: None,
    lines: list[str],
    strict: bool,
) -> None:
    memory_dir, run = tmp_path / "memory", tmp_path / "run.jsonl"
    # Lone surrogates written raw become bytes that are not UTF-8, as a broken file has.
    run.write_bytes("".join(line + "\n" for line in lines).encode("utf-8", "surrogatepass"))
    stored = _journal(memory_dir)

    options = ["--every-frame", *(["--strict"] if strict else [])]
    code = cli.main(["ingest", str(run), "--memory", str(memory_dir), *options])
    out, err = capsys.readouterr()

    assert code in (0, cli.EXIT_USER_ERROR), err
    assert "Traceback" not in err
    after = _journal(memory_dir)
    assert after[: len(stored)] == stored, "frames stored before are kept as they were"
    if code == 0:
        summary = json.loads(out)
        handled = ("frames", "throttled", "skipped", "already_stored")
        assert sum(summary[key] for key in handled) == count_lines(run)
        assert len(after) == len(stored) + summary["frames"]
    else:
        assert "lgr: error: " in err
        assert after == stored or not strict, "--strict writes nothing"
    opens = cli.main(["entities", "--memory", str(memory_dir)])
    err = capsys.readouterr().err
    assert opens == (0 if (memory_dir / JOURNAL_FILE).exists() else cli.EXIT_USER_ERROR), err

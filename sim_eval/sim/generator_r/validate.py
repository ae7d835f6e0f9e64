"""Write the 27 validation worlds and check them.

python -m sim_eval.sim.generator_r.validate OUT_DIR
"""

from __future__ import annotations

import collections
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from memory_core import camera, runfile
from sim_eval import scoring

from .check_family import check_family
from .check_questions import check_questions, load_questions
from .check_run import check_run
from .checker import Checker
from .families import FAMILIES
from .phr_chat import GREETINGS, SIGN_OFFS, SMALL_TALK
from .phrasings import HELD_OUT, STYLES
from .pipeline import world_dir_name, write_world
from .plans import CAPTIONERS
from .q_binary import MIXED
from .selection import NEW_SUBKINDS, TYPES
from .world import build_world

TREE = Path(__file__).resolve().parents[3]
SCRATCH = TREE / ".scratch"


def validation_set() -> list[tuple[str, int, str]]:
    worlds = [(f, s, p) for f in FAMILIES for s in (0, 1) for p in STYLES]
    return worlds + [(f, 2, HELD_OUT) for f in FAMILIES]


def write_all(out: Path) -> list[Path]:
    return [write_world(out, f, s, p) for f, s, p in validation_set()]


def _files(root: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()
    }


def _strip(truth: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in truth.items() if k not in ("phrasing", "held_out")}


def _no_question(qs: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{k: v for k, v in q.items() if k != "question"} for q in qs]


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] == "--write-only":
        write_all(Path(args[1]))
        return 0
    if len(args) != 1:
        print(__doc__)
        return 2
    out = Path(args[0])
    started = time.time()
    if out.exists():
        for world in validation_set():
            shutil.rmtree(out / world_dir_name(*world), ignore_errors=True)
    write_all(out)
    t_write = time.time() - started
    ck = Checker()
    truths: dict[tuple[str, int, str], dict[str, Any]] = {}
    questions: dict[tuple[str, int, str], list[dict[str, Any]]] = {}
    checked_runs: set[tuple[str, int]] = set()
    for fam, seed, phr in validation_set():
        wdir = out / world_dir_name(fam, seed, phr)
        truth = json.loads((wdir / "truth.json").read_text(encoding="utf-8"))
        truths[(fam, seed, phr)] = truth
        tag = world_dir_name(fam, seed, phr)
        ck.ok(truth["phrasing"] == phr and truth["held_out"] == (phr == HELD_OUT), f"{tag} meta")
        if (fam, seed) not in checked_runs:
            checked_runs.add((fam, seed))
            built = build_world(fam, seed, truth["captioner"])
            check_family(ck, built.spec, built.instances, f"{fam}-s{seed}")
            check_run(ck, wdir, truth, runfile, camera, tag)
        questions[(fam, seed, phr)] = check_questions(ck, wdir, truth, scoring, tag)
    _across(ck, out, truths, questions)
    t_checks = time.time() - started - t_write
    # Determinism: a second process with another hash seed, and the CLI for one world.
    SCRATCH.mkdir(exist_ok=True)
    second = SCRATCH / "second"
    shutil.rmtree(second, ignore_errors=True)
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    subprocess.run(
        [sys.executable, "-m", "sim_eval.sim.generator_r.validate", "--write-only", str(second)],
        check=True,
        cwd=TREE,
        env=env,
    )
    mine = {
        k: v
        for k, v in _files(out).items()
        if k.split("/")[0] in {world_dir_name(*w) for w in validation_set()}
    }
    theirs = _files(second)
    ck.ok(mine.keys() == theirs.keys(), "second process wrote other files")
    for name, data in mine.items():
        ck.ok(theirs.get(name) == data, f"second process differs in {name}")
    cli = SCRATCH / "cli"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "sim_eval.sim.generator_r",
            str(cli),
            "--family",
            "metro",
            "--seed",
            "1",
            "--phrasing",
            "child",
        ],
        check=True,
        cwd=TREE,
        env=env,
        stdout=subprocess.DEVNULL,
    )
    for name in ("run.jsonl", "questions.jsonl", "truth.json"):
        ck.ok(
            (cli / "metro-s1-child" / name).read_bytes()
            == (out / "metro-s1-child" / name).read_bytes(),
            f"CLI differs in {name}",
        )
    t_total = time.time() - started
    shutil.rmtree(SCRATCH, ignore_errors=True)
    _summary(out, truths, questions, ck, (t_write, t_checks, t_total))
    return 0 if not ck.failures else 1


def _across(
    ck: Checker,
    out: Path,
    truths: dict[tuple[str, int, str], dict[str, Any]],
    questions: dict[tuple[str, int, str], list[dict[str, Any]]],
) -> None:
    for fam in FAMILIES:
        for seed in (0, 1):
            base = (fam, seed, STYLES[0])
            run0 = (out / world_dir_name(*base) / "run.jsonl").read_bytes()
            for phr in STYLES[1:]:
                key = (fam, seed, phr)
                ck.ok(
                    (out / world_dir_name(*key) / "run.jsonl").read_bytes() == run0,
                    f"{key} run differs between phrasings",
                )
                ck.ok(_strip(truths[key]) == _strip(truths[base]), f"{key} truth differs")
                ck.ok(
                    _no_question(questions[key]) == _no_question(questions[base]),
                    f"{key} questions differ beyond wording",
                )
            for i in range(100):
                texts = [questions[(fam, seed, p)][i]["question"] for p in STYLES]
                ck.ok(len(set(texts)) == len(texts), f"{fam} s{seed} q{i} wording repeats")
        # Held out: same run and questions as a development phrasing would give.
        ref = write_world(SCRATCH / "heldout_ref", fam, 2, STYLES[0])
        held = out / world_dir_name(fam, 2, HELD_OUT)
        ck.ok(
            (ref / "run.jsonl").read_bytes() == (held / "run.jsonl").read_bytes(),
            f"{fam} held-out run differs from a development run",
        )
        ref_truth = json.loads((ref / "truth.json").read_text(encoding="utf-8"))
        ck.ok(_strip(ref_truth) == _strip(truths[(fam, 2, HELD_OUT)]), f"{fam} held-out truth")
        ck.ok(
            _no_question(load_questions(ref)) == _no_question(questions[(fam, 2, HELD_OUT)]),
            f"{fam} held-out questions",
        )
    # Chat wrappers name no thing, place, floor or number.
    for truth in truths.values():
        words = [x.lower() for c in truth["classes"] for x in c["labels"]]
        words += [f.lower() for p in truth["places"] for f in p["forms"] if len(f) >= 4]
        words += [f.lower() for lv in truth["floors"] for f in lv["forms"]]
        for text in (*GREETINGS, *SMALL_TALK, *SIGN_OFFS):
            ck.ok(not any(w in text.lower() for w in words), f"chat text {text!r} names a thing")
            ck.ok(not any(ch.isdigit() for ch in text), f"chat text {text!r} holds a number")
    asked = collections.Counter(q["subkind"] for qs in questions.values() for q in qs)
    for _, makers in TYPES:
        for sk in makers:
            ck.ok(asked[sk] > 0, f"subkind {sk} never asked")
    caps = {t["captioner"] for t in truths.values()}
    ck.ok(caps == set(CAPTIONERS), f"captioners used: {sorted(caps)}")
    bins = [q["truth"]["binary"] for qs in questions.values() for q in qs if q["type"] == "binary"]
    ck.ok(0.45 <= sum(bins) / len(bins) <= 0.55, "binary yes share")
    for sk in MIXED:
        vals = [q["truth"]["binary"] for qs in questions.values() for q in qs if q["subkind"] == sk]
        if vals:
            ck.ok(0.25 <= sum(vals) / len(vals) <= 0.75, f"{sk} yes share {sum(vals)}/{len(vals)}")


def _summary(
    out: Path,
    truths: dict[tuple[str, int, str], dict[str, Any]],
    questions: dict[tuple[str, int, str], list[dict[str, Any]]],
    ck: Checker,
    timing: tuple[float, float, float],
) -> None:
    distinct = [k for k in questions if k[2] in (STYLES[0], HELD_OUT)]
    allq = collections.Counter(q["subkind"] for qs in questions.values() for q in qs)
    dq = collections.Counter(q["subkind"] for k in distinct for q in questions[k])
    print(f"generator_r validation set: {out} ({len(questions)} worlds)")
    for qtype, makers in TYPES:
        cells = [f"{sk}{'*' if sk in NEW_SUBKINDS else ''} {allq[sk]} ({dq[sk]})" for sk in makers]
        print(f"  {qtype}: " + ", ".join(cells))
    n_new = sum(dq[sk] for sk in NEW_SUBKINDS)
    print(
        f"  new subkinds (*): {len(NEW_SUBKINDS)}; {n_new} of {sum(dq.values())} distinct questions"
    )
    caps = collections.Counter(truths[k]["captioner"] for k in distinct)
    print(
        "  captioners over the 9 distinct runs: " + ", ".join(f"{c} {caps[c]}" for c in CAPTIONERS)
    )
    for k in sorted(distinct):
        t = truths[k]
        span = (t["t_end"] - t["t_start"]) / 60
        brk = (t["docking_break"][1] - t["docking_break"][0]) / 60
        print(
            f"    {k[0]}-s{k[1]}: {t['captioner']}, {len(t['frames'])} frames, {span:.0f} min "
            f"({brk:.0f} min docked), {len(t['recording_gaps'])} gaps"
        )
    bins: collections.Counter[tuple[str, bool]] = collections.Counter()
    for qs in questions.values():
        for q in qs:
            if q["type"] == "binary":
                bins[(q["subkind"], q["truth"]["binary"])] += 1
    yes = sum(v for (s, b), v in bins.items() if b)
    no = sum(v for (s, b), v in bins.items() if not b)
    print(
        f"  binary: {yes} yes / {no} no; mixed: "
        + ", ".join(f"{sk} {bins[(sk, True)]}/{bins[(sk, False)]}" for sk in MIXED)
    )
    t_write, t_check, t_total = timing
    print(f"  timing: writing {t_write:.1f} s, checks {t_check:.1f} s, total {t_total:.1f} s")
    print("  " + ck.report().replace("\n", "\n  "))


if __name__ == "__main__":
    raise SystemExit(main())

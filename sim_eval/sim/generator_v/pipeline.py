"""One world: run.jsonl, questions.jsonl and truth.json."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .evidence import LIFT_LIKE, Evidence
from .makers import Makers
from .model import CAPTIONERS, FAMILIES, HELDOUT_PHRASING, PHRASINGS
from .phrasings import render
from .qcommon import CORE_SUBKINDS, NEW_SUBKINDS, Cand
from .rng import GENERATOR, stream
from .selection import select
from .world import build_world, run_line, world_json


def default_captioner(family: str, seed: int) -> str:
    return CAPTIONERS[(3 * FAMILIES.index(family) + seed) % len(CAPTIONERS)]


def nows(ev: Evidence, family: str, seed: int) -> tuple[list[float], list[float]]:
    rng = stream(family, seed, "nows")
    times = ev.times
    n = len(times)
    out = [round(times[-1] + float(rng.uniform(1, 15)), 3) for _ in range(4)]
    ok = [i for i in range(int(0.3 * n), n - 1) if times[i + 1] - times[i] <= 6.0]
    for _ in range(10):
        i = ok[int(rng.integers(0, len(ok)))]
        out.append(round(times[i] + float(rng.uniform(0.5, 1.9)), 3))
    rng_here = stream(family, seed, "here")
    here_ok = [i for i in range(int(0.25 * n), n) if ev.frames[i]["place"] not in LIFT_LIKE]
    here = []
    for _ in range(16):
        i = here_ok[int(rng_here.integers(0, len(here_ok)))]
        here.append(round(times[i] + float(rng_here.uniform(0.2, 0.9)), 3))
    return sorted(out), sorted(here)


def make(
    family: str, seed: int, phrasing: str, captioner: str | None = None
) -> tuple[list[dict[str, Any]], list[dict[str, Any]], dict[str, Any]]:
    cap = captioner or default_captioner(family, seed)
    world = build_world(family, seed, cap)
    truth: dict[str, Any] = {
        "generator": GENERATOR,
        "family": family,
        "seed": seed,
        "phrasing": phrasing,
        "held_out": phrasing == HELDOUT_PHRASING,
        "captioner": cap,
    }
    body = world_json(world)
    frames = body.pop("frames")
    truth.update(body)
    truth["core_subkinds"] = list(CORE_SUBKINDS)
    truth["subkinds"] = list(NEW_SUBKINDS)
    truth["frames"] = frames
    ev = Evidence(truth)
    makers = Makers(ev, family, seed)
    main_nows, here_nows = nows(ev, family, seed)
    cands: list[Cand] = []
    for now in main_nows:
        cands.extend(makers.all(now))
    for now in here_nows:
        cands.extend(makers.which_room_here(now))
    chosen = select(cands, family, seed)
    questions = []
    for k, c in enumerate(chosen):
        qid = f"{family}-s{seed}-q{k:03d}"
        slots = {**c.slots, "target": c.target}
        questions.append(
            {
                "id": qid,
                "type": c.qtype,
                "question": render(c.subkind, phrasing, slots, qid),
                "now": c.now,
                "at": c.at,
                "truth": c.truth,
                "subkind": c.subkind,
                "slots": slots,
            }
        )
    run = [run_line(f) for f in frames]
    return run, questions, truth


def dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def write(
    out_dir: Path, family: str, seed: int, phrasing: str, captioner: str | None = None
) -> Path:
    if family not in FAMILIES:
        raise SystemExit(f"unknown family {family!r}; one of {', '.join(FAMILIES)}")
    if phrasing not in PHRASINGS:
        raise SystemExit(f"unknown phrasing {phrasing!r}; one of {', '.join(PHRASINGS)}")
    if captioner is not None and captioner not in CAPTIONERS:
        raise SystemExit(f"unknown captioner {captioner!r}; one of {', '.join(CAPTIONERS)}")
    run, questions, truth = make(family, seed, phrasing, captioner)
    folder = out_dir / f"{family}-s{seed}-{phrasing}"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "run.jsonl").write_text("".join(dumps(r) + "\n" for r in run), encoding="utf-8")
    (folder / "questions.jsonl").write_text(
        "".join(dumps(q) + "\n" for q in questions), encoding="utf-8"
    )
    (folder / "truth.json").write_text(dumps(truth) + "\n", encoding="utf-8")
    return folder

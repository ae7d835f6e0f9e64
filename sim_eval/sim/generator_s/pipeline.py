"""One world end to end: run.jsonl, questions.jsonl, truth.json."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from . import phrasings, selection, world
from .evidence import Index
from .model import HELD_OUT_PHRASING, PHRASINGS
from .rng import stream


def questions(w: dict[str, Any], phrasing: str) -> list[dict[str, Any]]:
    ix = Index(w)
    out = []
    for n, c in enumerate(selection.select(ix, w["family"], w["seed"])):
        prng = stream(w["family"], w["seed"], f"phrasing|{phrasing}|{c['subkind']}|{c['target']}")
        slots = {**c["slots"]}
        out.append(
            {
                "id": f"{w['family']}-s{w['seed']}-q{n:03d}",
                "type": c["type"],
                "question": phrasings.word(phrasing, c["subkind"], c["args"], prng),
                "now": c["now"],
                "at": c["at"],
                "truth": c["truth"],
                "subkind": c["subkind"],
                "slots": slots,
            }
        )
    return out


def dumps(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False, sort_keys=False, separators=(",", ":"))


def write_world(
    out_dir: str | Path, family: str, seed: int, phrasing: str, captioner: str | None = None
) -> Path:
    """Write OUT_DIR/{family}-s{seed}-{phrasing}/ and return that folder."""
    if phrasing not in PHRASINGS:
        raise ValueError(f"unknown phrasing {phrasing!r}; known: {', '.join(PHRASINGS)}")
    w = world.build(family, seed, captioner)
    qs = questions(w, phrasing)
    folder = Path(out_dir) / f"{family}-s{seed}-{phrasing}"
    folder.mkdir(parents=True, exist_ok=True)
    with (folder / "run.jsonl").open("w", encoding="utf-8") as fh:
        for f in w["frames"]:
            fh.write(dumps(world.run_line(f)) + "\n")
    with (folder / "questions.jsonl").open("w", encoding="utf-8") as fh:
        for q in qs:
            fh.write(dumps(q) + "\n")
    truth = {
        **{k: v for k, v in w.items() if k != "frames"},
        "phrasing": phrasing,
        "held_out": phrasing == HELD_OUT_PHRASING,
        "subkinds": {t: s for t, s in selection.TYPES.items()},
        "core_subkinds": sorted(selection.CORE),
        "frames": w["frames"],
    }
    (folder / "truth.json").write_text(dumps(truth) + "\n", encoding="utf-8")
    return folder

"""Generate a few worlds per family and phrasing, check formats and truth, print a report.

Usage: python -m sim_eval.sim.heldout.validate OUT_ROOT [--seeds 0 1 2] [--families ...]
"""

from __future__ import annotations

import argparse
import calendar
import json
import math
import statistics
import sys
from collections import Counter
from pathlib import Path

import numpy as np

from .generator import generate
from .phrasing import PHRASINGS
from .vocab import mentions
from .worlds import FAMILIES

TYPES = ("spatial", "temporal", "binary", "duration", "text")
T_MIN = calendar.timegm((2026, 1, 1, 0, 0, 0))
T_MAX = calendar.timegm((2028, 1, 1, 0, 0, 0))
TRUTH_KEY = {
    "spatial": "positions",
    "temporal": "time",
    "binary": "binary",
    "duration": "duration_s",
    "text": "keywords",
}


def _load(out: Path) -> tuple[list[dict], list[dict], dict]:
    run = [json.loads(line) for line in (out / "run.jsonl").read_text().splitlines()]
    qs = [json.loads(line) for line in (out / "questions.jsonl").read_text().splitlines()]
    truth = json.loads((out / "truth.json").read_text())
    return run, qs, truth


def check_run(run: list[dict], truth: dict) -> list[str]:
    """Frame format, time order, box sanity and bearing/box consistency."""
    err: list[str] = []
    last = -math.inf
    for k, fr in enumerate(run):
        if set(fr) != {"t", "pose", "caption", "labels", "boxes"}:
            err.append(f"frame {k}: keys {sorted(fr)}")
            continue
        if not (T_MIN <= fr["t"] < T_MAX) or fr["t"] <= last:
            err.append(f"frame {k}: bad or unordered t {fr['t']}")
        last = fr["t"]
        if set(fr["pose"]) != {"x", "y", "z", "yaw"} or abs(fr["pose"]["yaw"]) > math.pi + 1e-6:
            err.append(f"frame {k}: bad pose")
        if not isinstance(fr["caption"], str) or not fr["caption"]:
            err.append(f"frame {k}: empty caption")
        if len(fr["labels"]) != len(fr["boxes"]):
            err.append(f"frame {k}: labels/boxes length mismatch")
        for b in fr["boxes"]:
            if b is not None and not (
                len(b) == 4 and 0 <= b[0] < b[2] <= 1 and 0 <= b[1] < b[3] <= 1
            ):
                err.append(f"frame {k}: bad box {b}")
    frames = truth["frames"]
    if frames["count"] != len(run):
        err.append("truth.json frame count differs from run.jsonl")
        return err
    err += _check_bearings(run, truth)
    return err


def _check_bearings(run: list[dict], truth: dict) -> list[str]:
    """Box centres must encode the bearing seen from the recorded pose (noise allowed)."""
    hfov = math.radians(truth["camera"]["hfov_deg"])
    objs = truth["objects"]
    good = total = 0
    for fr, dets, true in zip(
        run, truth["frames"]["detections"], truth["frames"]["true_pose"], strict=True
    ):
        t = fr["t"]
        for box, oid in zip(fr["boxes"], dets, strict=True):
            if box is None or oid < 0:
                continue
            pos = _pos_at(objs[oid], t)
            bearing = math.atan2(pos[1] - true[1], pos[0] - true[0]) - true[3]
            bearing = (bearing + math.pi) % (2 * math.pi) - math.pi
            u = 0.5 - bearing / hfov
            dist = math.dist(pos[:2], true[:2])
            tol = 0.005 + 0.012 / max(dist, 0.1) / hfov  # positions are rounded in truth.json
            total += 1
            good += abs(u - 0.5 * (box[0] + box[2])) < tol
    if total and good / total < 0.999:
        return [f"box centres disagree with bearings: {good}/{total}"]
    return []


def _pos_at(obj: dict, t: float) -> list[float]:
    for p in obj["placements"]:
        if (p["t0"] is None or p["t0"] <= t) and (p["t1"] is None or t < p["t1"]):
            return p["pos"]
    return obj["placements"][0]["pos"]


def check_questions(run: list[dict], qs: list[dict], truth: dict) -> list[str]:
    """Question format and truth consistency with what was perceived by ``now``."""
    err: list[str] = []
    t0, t1 = run[0]["t"], run[-1]["t"]
    times = np.array([f["t"] for f in run])
    texts = [(" | ".join(f["labels"]) + " || " + f["caption"]).lower() for f in run]
    objs = truth["objects"]
    det = truth["frames"]["detections"]
    ids = [q["id"] for q in qs]
    if len(set(ids)) != len(ids):
        err.append("duplicate question ids")
    for q in qs:
        tag = f"{q.get('id')} ({q.get('truth', {}).get('subkind')})"
        if set(q) != {"id", "type", "question", "now", "at", "truth"} or q["type"] not in TYPES:
            err.append(f"{tag}: bad keys/type")
            continue
        if not q["question"].strip():
            err.append(f"{tag}: empty question")
        now, tr = q["now"], q["truth"]
        if not (t0 - 1 <= now <= truth["t_end"] + 1) or len(q["at"]) != 3:
            err.append(f"{tag}: now/at out of range")
        if TRUTH_KEY[q["type"]] not in tr:
            err.append(f"{tag}: missing truth key")
            continue
        upto = int(np.searchsorted(times, now, side="right"))
        err += _check_truth(tag, q, tr, upto, times, texts, objs, det, truth, t1)
    return err


def _check_truth(
    tag: str,
    q: dict,
    tr: dict,
    upto: int,
    times: np.ndarray,
    texts: list[str],
    objs: list[dict],
    det: list[list[int]],
    truth: dict,
    t_last: float,
) -> list[str]:
    err: list[str] = []
    now, kind = q["now"], tr.get("subkind", "")
    if "never_terms" in tr:
        hit = [k for k in range(upto) if mentions(texts[k], tr["never_terms"])]
        if hit or tr.get("binary") is not False:
            err.append(f"{tag}: 'never seen' terms appear by now (frame {hit[:1]})")
    if q["type"] == "spatial":
        if not tr["positions"]:
            err.append(f"{tag}: no positions")
        if kind == "where_was_at":
            want = _pose_at(truth, tr["target_time"])
            if math.dist(want[:2], tr["positions"][0][:2]) > 0.2:
                err.append(f"{tag}: robot position mismatch")
        else:
            seen_ids = {o for k in range(upto) for o in det[k] if o >= 0}
            for p in tr["positions"]:
                ok = any(
                    o in seen_ids
                    and any(math.dist(pl["pos"], p) < 0.05 for pl in objs[o]["placements"])
                    for o in range(len(objs))
                )
                if not ok:
                    err.append(f"{tag}: position {p} is not a labelled object by now")
    elif q["type"] == "temporal":
        if not (truth["t_start"] - 1 <= tr["time"] <= now + 1e-3):
            err.append(f"{tag}: time after now")
        if kind in ("last_seen", "first_seen"):
            k = int(np.searchsorted(times, tr["time"]))
            cat = tr["object"]
            if k >= len(times) or not any(o >= 0 and objs[o]["category"] == cat for o in det[k]):
                err.append(f"{tag}: no labelled {cat} at the truth time")
    elif q["type"] == "binary":
        if tr["binary"] and kind == "seen":
            cat = tr["object"]
            if not any(o >= 0 and objs[o]["category"] == cat for k in range(upto) for o in det[k]):
                err.append(f"{tag}: 'yes' but {cat} never labelled by now")
    elif q["type"] == "duration":
        if tr["duration_s"] <= 0:
            err.append(f"{tag}: non-positive duration")
        if kind == "running" and abs(tr["duration_s"] - (now - truth["t_start"])) > 0.2:
            err.append(f"{tag}: running time mismatch")
        if "end" in tr and tr["end"] > now + 1e-3:
            err.append(f"{tag}: interval ends after now")
    elif q["type"] == "text" and (
        not tr["keywords"] or any(k != k.lower() for k in tr["keywords"])
    ):
        err.append(f"{tag}: keywords must be non-empty lower case")
    return err


def _pose_at(truth: dict, t: float) -> list[float]:
    kf = np.array(truth["trajectory"]["keyframes"])
    rel = t - truth["t_start"]
    return [float(np.interp(rel, kf[:, 0], kf[:, c])) for c in (1, 2, 3)]


def check_world(out: Path) -> tuple[list[str], dict]:
    """All checks for one generated folder, plus summary statistics."""
    run, qs, truth = _load(out)
    err = check_run(run, truth) + check_questions(run, qs, truth)
    types = Counter(q["type"] for q in qs)
    binaries = [q["truth"]["binary"] for q in qs if q["type"] == "binary"]
    durations = [q["truth"]["duration_s"] for q in qs if q["type"] == "duration"]
    stats = {
        "questions": len(qs),
        "types": dict(types),
        "frames": len(run),
        "minutes": round(truth["duration_s"] / 60, 1),
        "true_binary": round(sum(binaries) / max(1, len(binaries)), 2),
        "duration_range": (min(durations, default=0), max(durations, default=0)),
        "duration_median": statistics.median(durations) if durations else 0,
        "style": truth["camera"]["style"],
        "dt": truth["camera"]["dt"],
        "categories": len(truth["categories"]),
        "floors": truth["floors"],
    }
    return err, stats


def check_phrasings(dirs: dict[str, Path]) -> list[str]:
    """Run and question specs must not depend on the phrasing."""
    err: list[str] = []
    base = None
    for ph, out in dirs.items():
        run = (out / "run.jsonl").read_text()
        specs = [
            (q["id"], q["type"], q["now"], q["at"], q["truth"])
            for q in map(json.loads, (out / "questions.jsonl").read_text().splitlines())
        ]
        if base is None:
            base = (ph, run, specs)
        elif run != base[1] or specs != base[2]:
            err.append(f"{out}: phrasing {ph} changes the run or question specs vs {base[0]}")
    return err


def main(argv: list[str] | None = None) -> int:
    """Generate, check and report."""
    ap = argparse.ArgumentParser(prog="python -m sim_eval.sim.heldout.validate")
    ap.add_argument("out_root")
    ap.add_argument("--seeds", type=int, nargs="+", default=[0, 1, 2])
    ap.add_argument("--families", nargs="+", default=sorted(FAMILIES))
    ap.add_argument("--phrasings", nargs="+", default=list(PHRASINGS))
    args = ap.parse_args(argv)
    root = Path(args.out_root)
    problems = 0
    for fam in args.families:
        for seed in args.seeds:
            dirs = {}
            for ph in args.phrasings:
                out = root / f"{fam}_{seed}_{ph}"
                info = generate(out, fam, seed, ph)
                dirs[ph] = out
                err, st = check_world(out)
                problems += len(err)
                print(
                    f"{fam:7s} seed={seed:<3d} {ph:7s} {info['seconds']:5.2f}s "
                    f"{st['minutes']:5.1f}min frames={st['frames']:<5d} dt={st['dt']} "
                    f"style={st['style']:8s} floors={st['floors']} cats={st['categories']} "
                    f"q={st['questions']} {st['types']} yes={st['true_binary']} "
                    f"dur={st['duration_range'][0]:.0f}-{st['duration_range'][1]:.0f}s "
                    f"(median {st['duration_median']:.0f})"
                )
                for e in err[:10]:
                    print("   !", e)
            perr = check_phrasings(dirs)
            problems += len(perr)
            for e in perr:
                print("   !", e)
    print(f"{problems} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

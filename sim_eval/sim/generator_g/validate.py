"""Validation of generator_g outputs.

    .venv/bin/python -m sim_eval.sim.generator_g.validate [--seeds 0 1 2 3] [--full] [--out DIR]

For every family and seed it generates a covering set of (phrasing, captioner) combinations (every
captioner meets every phrasing across the four seeds; --full does all 20 per seed), and checks:
  * the run file parses with memory_core.runfile.read_run, with no line errors;
  * run-level contract: 2026 day, start 07:00-19:00 UTC, 20-45 min, frame spacing 1-4 s except
    1-3 recording gaps of 20-120 s, <= 10 labels with one box (or null) each, box centre matching
    the bearing of the detected thing, pose noise <= 0.6 m, gradual z;
  * every question's truth has the key scoring.py reads, in the right form;
  * every truth is derivable from frames with t <= now: each evidence frame is before `now` and its
    labels/caption really contain the thing, place, ride, colour or sign text; negatives are absent
    from every label and caption up to `now`; times and durations equal what the evidence frames
    give;
  * specs do not depend on phrasing or captioner, and output is byte-identical when regenerated in a
    fresh process (determinism).
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import json
import math
import os
import re
import subprocess
import sys
import tempfile
from collections import Counter
from datetime import UTC, datetime
from pathlib import Path

from sim_eval.sim.generator_g import CAPTIONERS, FAMILIES, PHRASINGS
from sim_eval.sim.generator_g.generate import build_core, generate
from sim_eval.sim.generator_g.phrasings import template_counts
from sim_eval.sim.generator_g.world import words_re

sys.dont_write_bytecode = True  # never leave .pyc files in the memory-system checkout
REPO = Path(__file__).resolve().parents[3]  # the checkout holding memory_core/

SCORED = {
    "spatial": "positions",
    "temporal": "time",
    "binary": "binary",
    "duration": "duration_s",
    "text": "keywords",
}


class Problems:
    def __init__(self):
        self.items = []

    def add(self, where, msg):
        self.items.append(f"{where}: {msg}")


def _rx(phrase):
    return re.compile(words_re(phrase.lower()))


def frame_text(rec):
    return (" | ".join(rec.get("labels") or []) + " || " + (rec.get("caption") or "")).lower()


def mentions(rec, names):
    txt = frame_text(rec)
    return any(_rx(n).search(txt) for n in names)


def label_mentions(rec, names):
    txt = " | ".join(rec.get("labels") or []).lower()
    return any(_rx(n).search(txt) for n in names)


def colour_mention(rec, colour, names):
    txt = frame_text(rec)
    for n in names:
        pat = (
            re.escape(colour.lower())
            + r"\s+(?:\w+\s+)?"
            + words_re(n.lower())[len(r"(?<![\w-])") :]
        )
        if re.search(pat, txt):
            return True
    return False


def check_run(tag, run_path, truth, frames_core, world, problems: Problems):
    from memory_core.runfile import read_run

    lines = list(read_run(str(run_path)))
    errors = [r.error for r in lines if r.error]
    if errors:
        problems.add(tag, f"{len(errors)} run lines rejected by memory_core.runfile: {errors[0]}")
    with Path(run_path).open(encoding="utf-8") as fh:
        recs = [json.loads(line) for line in fh]
    ts = [r["t"] for r in recs]
    if ts != sorted(ts):
        problems.add(tag, "frames not time-ordered")
    start = truth["start"]
    d0 = datetime.fromtimestamp(start, UTC)
    if d0.year != 2026 or not (7 <= d0.hour < 19):
        problems.add(tag, f"start {d0.isoformat()} not a 2026 day between 07:00 and 19:00 UTC")
    dur = (ts[-1] - start) / 60
    if not (20 <= dur <= 45):
        problems.add(tag, f"run length {dur:.1f} min")
    dts = [b - a for a, b in itertools.pairwise(ts)]
    gaps = [d for d in dts if d > 4.0 + 1e-6]
    if not (1 <= len(gaps) <= 3) or any(not (20 <= g <= 120) for g in gaps):
        problems.add(tag, f"recording gaps {gaps}")
    if min(dts) < 1.0 - 1e-6:
        problems.add(tag, f"frame spacing below 1 s: {min(dts)}")
    robot = truth["robot_frames"]
    max_noise = 0.0
    for r, rf, fc in zip(recs, robot, frames_core, strict=False):
        labels, boxes = r.get("labels", []), r.get("boxes", [])
        if len(labels) > 10 or len(boxes) != len(labels):
            problems.add(tag, f"frame t={r['t']}: {len(labels)} labels / {len(boxes)} boxes")
        noise = math.hypot(r["pose"]["x"] - rf["x"], r["pose"]["y"] - rf["y"])
        max_noise = max(max_noise, noise)
        x, y, yaw = rf["x"], rf["y"], rf["yaw"]
        for lab, box, det in zip(labels, boxes, fc.dets, strict=False):
            if det is None or box is None:
                continue
            px, py = det[1][0], det[1][1]
            b = (math.atan2(py - y, px - x) - yaw + math.pi) % (2 * math.pi) - math.pi
            cx = (box[0] + box[2]) / 2
            if abs(cx - (0.5 - b / (math.pi / 2))) > 0.03 or math.hypot(px - x, py - y) > 25.01:
                problems.add(
                    tag, f"frame t={r['t']}: box {box} of {lab!r} does not match bearing {b:.2f}"
                )
    if max_noise > 0.6:
        problems.add(tag, f"pose noise {max_noise:.2f} m > 0.6")
    for a, b in itertools.pairwise(robot):
        if abs(b["z"] - a["z"]) > (b["t"] - a["t"]) * 1.05 + 0.15:
            problems.add(tag, f"z jumps {a['z']} -> {b['z']} at t={b['t']}")
            break
    return recs, max_noise, len(gaps), dur


def check_questions(tag, q_path, recs, truth, idx, world, phrasing, problems: Problems):
    with Path(q_path).open(encoding="utf-8") as fh:
        qs = [json.loads(line) for line in fh]
    ev_by_id = {e["id"]: e for e in truth["question_evidence"]}
    times = [r["t"] for r in recs]
    last_t = times[-1]
    ids = set()
    after_end = 0
    for q in qs:
        qid = q["id"]
        where = f"{tag} {qid}"
        if qid in ids:
            problems.add(where, "duplicate id")
        ids.add(qid)
        for k in ("id", "type", "question", "now", "at", "truth"):
            if k not in q:
                problems.add(where, f"missing {k}")
        typ, tr, now = q["type"], q["truth"], q["now"]
        if typ not in SCORED:
            problems.add(where, f"bad type {typ}")
            continue
        key = SCORED[typ]
        if key not in tr or "subkind" not in tr or "slots" not in tr:
            problems.add(where, f"truth lacks {key}/subkind/slots")
            continue
        val = tr[key]
        if typ == "spatial" and not (
            isinstance(val, list) and val and all(isinstance(p, list) and len(p) == 3 for p in val)
        ):
            problems.add(where, f"bad positions {val}")
        if typ in ("temporal",) and not isinstance(val, (int, float)):
            problems.add(where, "time not a number")
        if typ == "binary" and not isinstance(val, bool):
            problems.add(where, "binary not bool")
        if typ == "duration" and not (isinstance(val, (int, float)) and val > 0):
            problems.add(where, f"duration {val}")
        if typ == "text" and not (
            isinstance(val, list) and val and all(isinstance(k, str) and k for k in val)
        ):
            problems.add(where, f"keywords {val}")
        if now > last_t:
            after_end += 1
        rx = idx.robot_at(now)
        if math.dist(rx, (q["at"]["x"], q["at"]["y"], q["at"]["z"])) > 0.05:
            problems.add(where, "at is not the robot's true position at now")
        if phrasing == "voice_asr" and (
            q["question"] != q["question"].lower() or re.search(r"[?!.,;:\"]", q["question"])
        ):
            problems.add(where, f"voice_asr text has capitals/punctuation: {q['question']}")
        n = sum(1 for t in times if t <= now)
        ev = ev_by_id.get(qid)
        if ev is None:
            problems.add(where, "no evidence")
            continue
        _check_evidence(where, q, ev["evidence"], recs, n, now, truth, idx, world, problems)
    return qs, after_end


def _check_evidence(where, q, evidence, recs, n, now, truth, idx, world, problems):
    typ, tr, sub = q["type"], q["truth"], q["truth"]["subkind"]
    ev_times = []
    for e in evidence:
        k = e["kind"]
        if "frame" in e:
            i = e["frame"]
            if i >= n or recs[i]["t"] > now + 1e-6:
                problems.add(where, f"evidence frame {i} after now")
                continue
            ev_times.append(recs[i]["t"])
        if k == "sight":
            if not mentions(recs[e["frame"]], e["names"]):
                problems.add(where, f"frame {e['frame']} does not mention {e['names'][:2]}")
            r = recs[e["frame"]]["pose"]
            if math.hypot(r["x"] - e["pos"][0], r["y"] - e["pos"][1]) > 25.7:
                problems.add(where, f"sighting at {e['pos']} too far from pose")
        elif k == "colour":
            if not colour_mention(recs[e["frame"]], e["colour"], e["names"]):
                problems.add(
                    where, f"frame {e['frame']} does not show {e['colour']} {e['names'][0]}"
                )
        elif k == "place":
            if not any(
                nm.lower() in (recs[e["frame"]]["caption"] or "").lower() for nm in e["names"]
            ):
                problems.add(where, f"frame {e['frame']} caption does not name {e['names'][0]}")
        elif k == "ride":
            if not any(
                nm.lower() in (recs[e["frame"]]["caption"] or "").lower() for nm in e["names"]
            ):
                problems.add(where, f"frame {e['frame']} caption does not mention the ride")
        elif k == "sign":
            if e["text"].lower() not in (recs[e["frame"]]["caption"] or "").lower():
                problems.add(where, f"frame {e['frame']} caption lacks sign text {e['text']!r}")
        elif k == "absent":
            for r in recs[:n]:
                if mentions(r, e["names"]):
                    problems.add(
                        where,
                        f"'absent' {e['names'][0]} is mentioned at t={r['t']}: "
                        f"{frame_text(r)[:120]}",
                    )
                    break
        elif k == "inside":
            f = idx.frames[e["frame"]]
            if world.place_ids[f.strict[e["iid"]]["place"]] != e["zone"]:
                problems.add(where, f"{e['iid']} was not in {e['zone']} at frame {e['frame']}")
        elif k == "not_inside":
            inst_zones = {
                i["zone"] for i in truth["instances"] if i["cls"] == e["cls"] and not i["moving"]
            }
            moved = {
                row[4]
                for iid, rows in truth["tracks_10s"].items()
                if iid.rsplit("_", 1)[0] == e["cls"]
                for row in rows
                if row[0] <= now and row[5]
            }
            if e["zone"] in inst_zones or e["zone"] in moved:
                problems.add(where, f"a {e['cls']} was in {e['zone']}")
    val = tr.get(
        {"spatial": "positions", "temporal": "time", "duration": "duration_s"}.get(typ, ""), None
    )
    if typ == "spatial":
        pos = [e["pos"] for e in evidence if e["kind"] == "sight"]
        for p in val:
            if not any(math.dist(p, qq) < 0.02 for qq in pos):
                problems.add(where, f"position {p} not backed by a sighting")
        if sub == "closest":
            at = (q["at"]["x"], q["at"]["y"], q["at"]["z"])
            from sim_eval.sim.generator_g.memory import dist_walk

            d = [dist_walk(at, p) for p in val]
            if max(d) - min(d) > 3.01:
                problems.add(where, "closest positions not within 3 m of each other in distance")
    elif typ == "temporal":
        if not any(abs(val - t) < 0.02 for t in ev_times):
            problems.add(where, "time is not an evidence frame's time")
        if sub in ("first_seen", "last_seen") and tr["slots"]["obj"].get("iid") is None:
            names = next(e for e in evidence if e["kind"] == "sight")["names"]
            for r in recs[:n]:
                if label_mentions(r, names) and (
                    (sub == "first_seen" and r["t"] < val - 0.01)
                    or (sub == "last_seen" and r["t"] > val + 0.01)
                ):
                    problems.add(where, f"a {names[0]} label at t={r['t']} contradicts {sub} {val}")
                    break
    elif typ == "duration":
        if sub == "since_seen":
            if abs(val - (now - ev_times[0])) > 0.2:
                problems.add(where, "since_seen duration mismatch")
        elif sub in ("dur_in_place", "travel"):
            spans = [e["t"][1] - e["t"][0] for e in evidence if e["kind"] == "span"]
            if abs(sum(spans) - val) > 0.2:
                problems.add(where, f"{sub} duration {val} != spans {sum(spans)}")
        elif sub == "total_state":
            test = evidence[0]["test"]
            occ = _occupancy_from_run(recs[:n], test, truth, world)
            if abs(occ - val) > max(20.0, 0.1 * val):
                problems.add(
                    where, f"total_state {test}: {val} vs {occ:.1f} recomputed from the run"
                )
    elif typ == "text" and sub == "sign":
        text = next(e for e in evidence if e["kind"] == "sign")["text"]
        if not any(k.lower() in text.lower() for k in tr["keywords"]):
            problems.add(where, "sign keywords not in the sign text")


def _occupancy_from_run(recs, test, truth, world):
    zones = truth["zones"]
    floors = {int(k): v["z"] for k, v in truth["floors"].items()}

    def state(r):
        x, y, z = r["pose"]["x"], r["pose"]["y"], r["pose"]["z"]
        fl = min(floors, key=lambda f: abs(floors[f] - z))
        inz = [
            zz
            for zz in zones
            if zz["floor"] == fl
            and zz["rect"][0] - 0.7 <= x <= zz["rect"][2] + 0.7
            and zz["rect"][1] - 0.7 <= y <= zz["rect"][3] + 0.7
        ]
        ok = True
        for part in test.split("&"):
            if part == "outdoor":
                ok &= bool(inz) and all(zz["outdoor"] for zz in inz) and abs(z - floors[fl]) < 0.3
            elif part == "indoor":
                ok &= not (inz and all(zz["outdoor"] for zz in inz) and abs(z - floors[fl]) < 0.3)
            elif part.startswith("floor>="):
                k = int(part[7:])
                ks = sorted(floors)
                ok &= z >= (floors[k] + floors[ks[ks.index(k) - 1]]) / 2
            elif part.startswith("floor=="):
                ok &= fl == int(part[7:])
            elif part.startswith("building="):
                b = part.split("=", 1)[1]
                ok &= any(
                    zz["building"] == b
                    for zz in zones
                    if zz["rect"][0] <= x <= zz["rect"][2]
                    and zz["rect"][1] <= y <= zz["rect"][3]
                    and zz["floor"] == fl
                )
        return ok

    total = 0.0
    st = [state(r) for r in recs]
    for i in range(1, len(recs)):
        dt = recs[i]["t"] - recs[i - 1]["t"]
        if st[i] and st[i - 1]:
            total += dt
        elif st[i] or st[i - 1]:
            total += dt / 2
    return total


def strip_question(q):
    q = dict(q)
    q.pop("question")
    return q


def sha(path):
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", type=int, nargs="*", default=[0, 1, 2, 3])
    ap.add_argument("--families", nargs="*", default=list(FAMILIES))
    ap.add_argument(
        "--full", action="store_true", help="all 20 phrasing x captioner combinations per seed"
    )
    ap.add_argument(
        "--out", default=None, help="keep outputs here (default: a temporary directory)"
    )
    ap.add_argument("--no-determinism", action="store_true")
    ap.add_argument(
        "--check-dir", default=None, help="also validate existing world dirs under this directory"
    )
    args = ap.parse_args(argv)
    problems = Problems()
    if args.check_dir:
        for d in sorted(Path(args.check_dir).iterdir()):
            name = d.name
            if not (d / "truth.json").exists():
                continue
            with (d / "truth.json").open() as fh:
                truth = json.load(fh)
            fam, seed, ph, cap = (
                truth["family"],
                truth["seed"],
                truth["phrasing"],
                truth["captioner"],
            )
            world, _start, _tl, frames_core, idx, _specs, _gaps = build_core(fam, seed, 100)
            recs, noise, ngaps, dur = check_run(
                name, d / "run.jsonl", truth, frames_core, world, problems
            )
            qs, after_end = check_questions(
                name, d / "questions.jsonl", recs, truth, idx, world, ph, problems
            )
            fresh = Path(tempfile.mkdtemp(prefix="gg_")) / name
            generate(fresh, fam, seed, ph, cap)
            same = all(
                sha(d / fn) == sha(fresh / fn)
                for fn in ("run.jsonl", "questions.jsonl", "truth.json")
            )
            if not same:
                problems.add(name, "differs from a fresh generation")
            by_type = Counter(q["type"] for q in qs)
            print(
                f"checked {d} ({cap}): {len(recs)} frames, {dur:.1f} min, {ngaps} gaps, "
                f"{len(qs)} questions ({after_end} after the end) "
                f"{dict(sorted(by_type.items()))} reproducible={same}",
                flush=True,
            )
        if not args.seeds:
            print(f"{len(problems.items)} problems" if problems.items else "ALL CHECKS PASSED")
            for p in problems.items[:200]:
                print("  ", p)
            return 1 if problems.items else 0
    tc = template_counts()
    for ph in PHRASINGS:
        for sub, n in tc[ph].items():
            if n < 8:
                problems.add("templates", f"{ph}/{sub} has only {n} templates")
        missing = set(tc["plain"]) - set(tc[ph])
        if missing:
            problems.add("templates", f"{ph} lacks {sorted(missing)}")
    root = Path(args.out or tempfile.mkdtemp(prefix="generator_g_validate_"))
    summary = []
    for fam in args.families:
        for seed in args.seeds:
            world, _start, _tl, frames_core, idx, _specs, _gaps = build_core(fam, seed, 100)
            combos = [(PHRASINGS[(j + seed) % 4], cap) for j, cap in enumerate(CAPTIONERS)]
            if args.full:
                combos = [(p, c) for p in PHRASINGS for c in CAPTIONERS]
            ref_specs = None
            ref_run = None
            for ph, cap in combos:
                tag = f"{fam}-{seed}-{ph}-{cap}"
                out = root / tag
                generate(out, fam, seed, ph, cap)
                with (out / "truth.json").open() as fh:
                    truth = json.load(fh)
                recs, noise, ngaps, dur = check_run(
                    tag, out / "run.jsonl", truth, frames_core, world, problems
                )
                qs, after_end = check_questions(
                    tag, out / "questions.jsonl", recs, truth, idx, world, ph, problems
                )
                stripped = [strip_question(q) for q in qs]
                if ref_specs is None:
                    ref_specs = stripped
                elif stripped != ref_specs:
                    problems.add(tag, "question specs differ between phrasings/captioners")
                no_cap = [{k: v for k, v in r.items() if k != "caption"} for r in recs]
                if ref_run is None:
                    ref_run = no_cap
                elif no_cap != ref_run:
                    problems.add(tag, "run (without captions) differs between captioners")
                by_type = Counter(q["type"] for q in qs)
                summary.append(
                    dict(
                        tag=tag,
                        frames=len(recs),
                        minutes=round(dur, 1),
                        gaps=ngaps,
                        max_pose_noise=round(noise, 2),
                        questions=len(qs),
                        after_end=after_end,
                        **{t: by_type.get(t, 0) for t in SCORED},
                    )
                )
                print(
                    f"checked {tag}: {len(recs)} frames, {dur:.1f} min, {ngaps} gaps, "
                    f"{len(qs)} questions ({after_end} after the end) "
                    f"{dict(sorted(by_type.items()))}",
                    flush=True,
                )
            if not args.no_determinism:
                ph, cap = combos[0]
                tag = f"{fam}-{seed}-{ph}-{cap}"
                fresh = root / (tag + "-fresh")
                env = dict(os.environ, PYTHONPATH=str(REPO))
                subprocess.run(
                    [
                        sys.executable,
                        "-m",
                        "sim_eval.sim.generator_g",
                        str(fresh),
                        "--family",
                        fam,
                        "--seed",
                        str(seed),
                        "--phrasing",
                        ph,
                        "--captioner",
                        cap,
                    ],
                    check=True,
                    env=env,
                    stdout=subprocess.DEVNULL,
                )
                for fn in ("run.jsonl", "questions.jsonl", "truth.json"):
                    if sha(root / tag / fn) != sha(fresh / fn):
                        problems.add(tag, f"{fn} differs when regenerated in a fresh process")
                regen_failed = any(tag in p and "regenerated" in p for p in problems.items)
                print(
                    f"determinism {tag}: {'ok' if not regen_failed else 'FAILED'}",
                    flush=True,
                )
    print()
    print(f"{len(summary)} runs checked in {root}")
    if problems.items:
        print(f"{len(problems.items)} PROBLEMS")
        for p in problems.items[:200]:
            print("  ", p)
        return 1
    print("ALL CHECKS PASSED")
    return 0


if __name__ == "__main__":
    sys.exit(main())

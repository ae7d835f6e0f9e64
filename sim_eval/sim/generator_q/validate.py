"""python -m sim_eval.sim.generator_q.validate OUT_DIR

Writes the validation set (3 families x seeds 0, 1 x 4 development phrasings, plus seed 2 x the
held-out phrasing: 27 worlds) and checks everything from the written files, recomputing the
evidence independently of the generator's own evidence module. Exits 1 on any failure.
"""

from __future__ import annotations

import itertools
import json
import math
import os
import re
import shutil
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

from memory_core import camera, runfile
from sim_eval import scoring

from .families import FAMILIES, build_family
from .model import HFOV_RAD, SHADES, wrap
from .pipeline import build, question_lines
from .questions import NEW_SUBKINDS, SUBKINDS, TYPES
from .world import DEV_PHRASINGS, HELD_OUT, write_world

SEEDS = (0, 1)
HELD_OUT_SEED = 2
SURE = 6.0
HERE_SUBKINDS = {"nearest_to_me", "which_room_here", "which_floor_here"}
RUN_KEYS = {"t", "pose", "caption", "labels", "boxes"}
Q_KEYS = {"id", "type", "question", "now", "at", "truth", "subkind", "slots"}
TRUTH_KEYS = {
    "spatial": {"positions"},
    "temporal": {"time"},
    "binary": {"binary"},
    "duration": {"duration_s"},
    "text": {"keywords"},
}


class Checker:
    def __init__(self) -> None:
        self.checks = 0
        self.failures: list[str] = []

    def ok(self, cond: bool, msg: str) -> bool:
        self.checks += 1
        if not cond:
            self.failures.append(msg)
        return cond


# --------------------------------------------------------------------------- writing


def write_set(out_dir: Path) -> list[Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    folders = []
    for family in FAMILIES:
        for seed in (*SEEDS, HELD_OUT_SEED):
            world, made = build(family, seed)
            phrasings = DEV_PHRASINGS if seed in SEEDS else (HELD_OUT,)
            for phrasing in phrasings:
                lines = question_lines(world, made, phrasing)
                folders.append(write_world(world, phrasing, lines, out_dir, NEW_SUBKINDS))
    return folders


# --------------------------------------------------------------------------- static checks


def _words(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9']+", text.lower()))


def check_family(ck: Checker, family: str, seed: int) -> None:
    fam = build_family(family, seed)
    tag = f"{family} s{seed}"
    labels = {c.key: [x.lower() for x in c.labels] for c in fam.classes}
    all_labels = [(k, x) for k, xs in labels.items() for x in xs]
    colours = set(SHADES)
    forms = {p.key: [f.lower() for f in p.forms] for p in fam.places}
    all_forms = [(k, f) for k, fs in forms.items() for f in fs]
    level_forms = [(lv.key, f.lower()) for lv in fam.levels for f in lv.forms]
    kinds = [p.kind_word.lower() for p in fam.places]
    regions = [r.lower() for rs in fam.regions.values() for r in rs]
    texts = {c.key: [t.lower() for t in c.texts] for c in fam.classes}
    extras = [h.lower() for h in fam.hallucinations] + [b.lower() for b in fam.bystanders]
    never = [n.lower() for n in fam.never_present]
    from .captioners import BLIP_SCENES

    scenes = [s.lower() for s in BLIP_SCENES.values()]
    for c in fam.classes:
        ck.ok(len(set(labels[c.key])) == 3, f"{tag}: {c.key} needs 3 distinct labels")
        ck.ok(c.generic.lower() not in labels[c.key], f"{tag}: {c.key} generic is identifying")
        for lab in labels[c.key]:
            ck.ok(lab.split()[0] not in colours, f"{tag}: label {lab!r} starts with a colour")
    for k, lab in all_labels:
        for k2, lab2 in all_labels:
            if k != k2:
                ck.ok(lab not in lab2, f"{tag}: label {lab!r} inside {k2} label {lab2!r}")
        for where in [f for _, f in all_forms] + [f for _, f in level_forms] + kinds + regions:
            ck.ok(lab not in where, f"{tag}: label {lab!r} inside {where!r}")
        for where in extras + never + scenes:
            ck.ok(lab not in where, f"{tag}: label {lab!r} inside {where!r}")
        for k2, ts in texts.items():
            if k2 != k:
                for t in ts:
                    ck.ok(lab not in t, f"{tag}: label {lab!r} inside text {t!r}")
        for g in {c.generic.lower() for c in fam.classes}:
            ck.ok(lab not in g, f"{tag}: label {lab!r} inside generic {g!r}")
    label_words = {w for _, lab in all_labels for w in _words(lab)}
    for extra in extras:
        ck.ok(not (_words(extra) & label_words), f"{tag}: {extra!r} shares a word with a label")
    everything = (
        [t for ts in texts.values() for t in ts] + kinds + regions + extras + never + scenes
    )
    for k, f in all_forms:
        for k2, f2 in all_forms:
            if k != k2:
                ck.ok(f not in f2, f"{tag}: place form {f!r} inside {k2} form {f2!r}")
        for where in everything + [lf for _, lf in level_forms] + [x for _, x in all_labels]:
            ck.ok(f not in where, f"{tag}: place form {f!r} inside {where!r}")
    for _, lf in level_forms:
        for where in [f for _, f in all_forms] + everything + [x for _, x in all_labels]:
            ck.ok(lf not in where, f"{tag}: floor form {lf!r} inside {where!r}")
    for n in never:
        for where in [x for _, x in all_labels] + [f for _, f in all_forms] + everything:
            if where != n:
                ck.ok(n not in where, f"{tag}: never-present {n!r} inside {where!r}")
    places = {p.key: p for p in fam.places}
    for d in fam.doors:
        for key in (d.a, d.b):
            p = places[key]
            x0, y0, x1, y1 = p.rect
            on_edge = ((abs(d.x - x0) < 1e-6 or abs(d.x - x1) < 1e-6) and y0 <= d.y <= y1) or (
                (abs(d.y - y0) < 1e-6 or abs(d.y - y1) < 1e-6) and x0 <= d.x <= x1
            )
            ck.ok(on_edge, f"{tag}: door {d} not on the edge of {key}")
            ck.ok(d.level in p.levels, f"{tag}: door {d} not on a level of {key}")
    plist = list(fam.places)
    for i, a in enumerate(plist):
        for b in plist[i + 1 :]:
            if not set(a.levels) & set(b.levels):
                continue
            overlap_x = min(a.rect[2], b.rect[2]) - max(a.rect[0], b.rect[0])
            overlap_y = min(a.rect[3], b.rect[3]) - max(a.rect[1], b.rect[1])
            ck.ok(overlap_x <= 1e-9 or overlap_y <= 1e-9, f"{tag}: {a.key} overlaps {b.key}")
    for c in fam.classes:
        for s in c.spots:
            x0, y0, x1, y1 = places[s.place].rect
            ck.ok(x0 <= s.x <= x1 and y0 <= s.y <= y1, f"{tag}: spot of {c.key} outside {s.place}")
    # a thing on a signed spot (dock door, bay sign, lifeboat) carries that spot's text
    from .sim import make_instances

    spot_text = {(s.place, s.x, s.y): s.text for c in fam.classes for s in c.spots if s.text}
    for inst in make_instances(fam, seed, 1.8e9, 1.8e9 + 2400):
        first = inst.stays[0]
        text = spot_text.get((first.place, first.x, first.y))
        if text is not None:
            ck.ok(inst.texts[0][1] == text, f"{tag}: {inst.key} shows {inst.texts[0][1]!r}")


# --------------------------------------------------------------------------- world checks


class WorldView:
    """A world as its files say it is, with independently recomputed evidence."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.truth = json.loads((folder / "truth.json").read_text(encoding="utf-8"))
        self.run_text = (folder / "run.jsonl").read_text(encoding="utf-8").splitlines()
        self.questions = [
            json.loads(x)
            for x in (folder / "questions.jsonl").read_text(encoding="utf-8").splitlines()
        ]
        t = self.truth
        self.frames = t["frames"]
        self.times = [f["t"] for f in self.frames]
        self.places = {p["key"]: p for p in t["places"]}
        self.levels = {lv["level"]: lv for lv in t["floors"]}
        self.classes = {c["key"]: c for c in t["classes"]}
        self.instances = {i["key"]: i for i in t["instances"]}
        self.by_class: dict[str, list[str]] = {}
        for i in t["instances"]:
            self.by_class.setdefault(i["class"], []).append(i["key"])
        self.sight: dict[str, list[int]] = {k: [] for k in self.instances}
        self.cls_sight: dict[str, list[int]] = {k: [] for k in self.classes}
        self.frame_sighted: list[set[str]] = []
        self.colour_said: dict[str, float] = {}
        self.reports: dict[str, list[tuple[int, str]]] = {k: [] for k in self.instances}
        self.quotes: dict[str, list[tuple[int, str]]] = {k: [] for k in self.instances}
        self.place_said: dict[str, list[tuple[float, str]]] = {k: [] for k in self.places}
        self.level_said: dict[str, list[tuple[float, str]]] = {k: [] for k in self.levels}
        for i, f in enumerate(self.frames):
            seen: set[str] = set()
            for d in f["detections"]:
                if d["role"] == "object" and d["identifying"]:
                    seen.add(d["instance"])
                    if d["colour"]:
                        self.colour_said.setdefault(d["instance"], f["t"])
                    if d["state"]:
                        self.reports[d["instance"]].append((i, d["state"]))
            plan = f["plan"]
            if not plan["empty"]:
                for m in plan["things"]:
                    seen.add(m["instance"])
                    if m["colour"] and self.instances[m["instance"]]["colour"]:
                        self.colour_said.setdefault(m["instance"], f["t"])
                    if m["state"]:
                        self.reports[m["instance"]].append((i, m["state"]))
                if plan["quote"] and plan["quote"][0] in seen:
                    self.quotes[plan["quote"][0]].append((i, plan["quote"][1]))
                pl = plan["place"]
                if pl and pl["mode"] == "proper" and pl["place"] == f["place"]:
                    self.place_said[f["place"]].append((f["t"], pl["form"]))
                fl = plan["floor"]
                if fl and fl["correct"]:
                    self.level_said[fl["level"]].append((f["t"], fl["form"]))
            self.frame_sighted.append(seen)
            for k in sorted(seen):
                self.sight[k].append(i)
            for cls in sorted({self.instances[k]["class"] for k in seen}):
                self.cls_sight[cls].append(i)
        self.visits = self._runs("place")
        self.level_visits = self._runs("level")

    def _runs(self, field: str) -> list[dict[str, Any]]:
        out = []
        fr = self.frames
        start = 0
        for i in range(1, len(fr) + 1):
            if i < len(fr) and fr[i][field] == fr[start][field]:
                continue
            key = fr[start][field]
            if key is not None:
                j = i - 1
                out.append(
                    {
                        "key": key,
                        "i0": start,
                        "i1": j,
                        "t_in": fr[0]["t"]
                        if start == 0
                        else (fr[start - 1]["t"] + fr[start]["t"]) / 2,
                        "t_out": fr[j]["t"]
                        if j == len(fr) - 1
                        else (fr[j]["t"] + fr[j + 1]["t"]) / 2,
                        "in_sure": start == 0 or fr[start]["t"] - fr[start - 1]["t"] <= SURE,
                        "out_sure": j < len(fr) - 1 and fr[j + 1]["t"] - fr[j]["t"] <= SURE,
                        "start": start == 0,
                        "last": j == len(fr) - 1,
                    }
                )
            start = i
        return out

    # ------------------------------------------------------------------ helpers

    def idx(self, now: float) -> int:
        lo, hi = 0, len(self.times)
        while lo < hi:
            mid = (lo + hi) // 2
            if self.times[mid] <= now:
                lo = mid + 1
            else:
                hi = mid
        return lo - 1

    def upto(self, idxs: list[int], now: float) -> list[int]:
        last = self.idx(now)
        return [i for i in idxs if i <= last]

    def stay(self, key: str, t: float) -> dict[str, Any]:
        stays = self.instances[key]["stays"]
        cur = stays[0]
        for s in stays:
            if s["t"] <= t:
                cur = s
        return cur

    def stay_no(self, key: str, t: float) -> int:
        return max(i for i, s in enumerate(self.instances[key]["stays"]) if s["t"] <= t or i == 0)

    def state(self, key: str, t: float) -> str | None:
        cur = None
        for t0, s in self.instances[key]["states"]:
            if t0 <= t:
                cur = s
        return cur

    def text_at(self, key: str, t: float) -> str | None:
        cur = None
        for t0, s in self.instances[key]["texts"]:
            if t0 <= t:
                cur = s
        return cur

    def pos(self, key: str, t: float) -> list[float]:
        s = self.stay(key, t)
        z = self.levels[self.places[s["place"]]["levels"][0]]["z"]
        return [round(s["x"], 3), round(s["y"], 3), z]

    def pose(self, i: int) -> list[float]:
        f = self.frames[i]
        return [f["x"], f["y"], f["z"]]

    def said(self, place: str, now: float) -> set[str]:
        return {form for t, form in self.place_said[place] if t <= now}

    def level_said_by(self, level: str, now: float) -> set[str]:
        return {form for t, form in self.level_said[level] if t <= now}

    def completed(self, v: dict[str, Any], now: float) -> bool:
        return not v["last"] and self.times[v["i1"] + 1] <= now

    def visits_by(self, place: str, now: float) -> list[dict[str, Any]]:
        last = self.idx(now)
        return [v for v in self.visits if v["key"] == place and v["i0"] <= last]


def check_world(ck: Checker, folder: Path) -> WorldView:
    w = WorldView(folder)
    tag = folder.name
    t = w.truth
    ck.ok(t["hfov_deg"] == 100.0 and abs(t["hfov_rad"] - HFOV_RAD) < 1e-12, f"{tag}: hfov")
    _check_run(ck, w, tag)
    _check_captions(ck, w, tag)
    _check_questions(ck, w, tag)
    return w


def _check_run(ck: Checker, w: WorldView, tag: str) -> None:
    t = w.truth
    ck.ok(len(w.run_text) == len(w.frames), f"{tag}: run and truth frame counts differ")
    path = w.folder / "run.jsonl"
    for n, (line, f) in enumerate(zip(w.run_text, w.frames, strict=False), start=1):
        try:
            obs = runfile.parse_line(line, path, n)
        except runfile.RunLineError as error:
            ck.ok(False, f"{tag}: line {n} refused: {error}")
            continue
        rec = json.loads(line)
        ck.ok(set(rec) == RUN_KEYS, f"{tag}: line {n} fields {sorted(rec)}")
        ck.ok(set(rec["pose"]) == {"x", "y", "z", "yaw"}, f"{tag}: line {n} pose fields")
        ck.ok(obs.t == f["t"], f"{tag}: line {n} t differs from truth")
        pose = rec["pose"]
        ck.ok(
            [pose["x"], pose["y"], pose["z"], pose["yaw"]] == [f["x"], f["y"], f["z"], f["yaw"]],
            f"{tag}: line {n} pose differs from truth",
        )
        ck.ok(rec["labels"] == [d["label"] for d in f["detections"]], f"{tag}: line {n} labels")
        ck.ok(rec["boxes"] == [d["box"] for d in f["detections"]], f"{tag}: line {n} boxes")
        ck.ok(rec["caption"] == f["caption"], f"{tag}: line {n} caption")
        ck.ok(time.gmtime(f["t"]).tm_year == 2026, f"{tag}: line {n} not in 2026")
    # timing, gaps
    gaps = []
    for a, b in zip(w.frames, w.frames[1:], strict=False):
        dt = b["t"] - a["t"]
        if dt > 5.0 + 1e-6:
            gaps.append((a["t"], b["t"]))
        else:
            ck.ok(dt >= 1.0 - 1e-6, f"{tag}: frames {dt:.3f} s apart")
    ck.ok(2 <= len(gaps) <= 4, f"{tag}: {len(gaps)} recording gaps")
    ck.ok([list(g) for g in gaps] == t["recording_gaps"], f"{tag}: gaps differ from truth")
    for a, b in gaps:
        ck.ok(20.0 <= b - a <= 130.0, f"{tag}: gap of {b - a:.1f} s")
    span = (w.frames[-1]["t"] - w.frames[0]["t"]) / 60
    ck.ok(29.5 <= span <= 45.5, f"{tag}: run of {span:.1f} min")
    # poses and boxes
    hfov = t["hfov_rad"]
    for i, f in enumerate(w.frames):
        tr = f["true"]
        p = w.places[f["place"]]
        x0, y0, x1, y1 = p["rect"]
        ck.ok(
            x0 - 1e-3 <= tr["x"] <= x1 + 1e-3 and y0 - 1e-3 <= tr["y"] <= y1 + 1e-3,
            f"{tag}: frame {i} outside {f['place']}",
        )
        jit = math.hypot(f["x"] - tr["x"], f["y"] - tr["y"])
        ck.ok(jit <= 0.302, f"{tag}: frame {i} jitter {jit:.3f} m")
        ck.ok(abs(wrap(f["yaw"] - tr["yaw"])) <= math.radians(3.6), f"{tag}: frame {i} yaw jitter")
        zs = [w.levels[lv]["z"] for lv in p["levels"]]
        if f["level"] is None:
            ck.ok(bool(p["transit"]), f"{tag}: frame {i} between levels outside a lift/stairs")
            ck.ok(min(zs) - 1e-6 <= tr["z"] <= max(zs) + 1e-6, f"{tag}: frame {i} z")
        else:
            ck.ok(f["level"] in p["levels"], f"{tag}: frame {i} level not of its place")
            ck.ok(abs(tr["z"] - w.levels[f["level"]]["z"]) < 1e-6, f"{tag}: frame {i} z")
        objects = [d for d in f["detections"] if d["role"] != "region"]
        regions = [d for d in f["detections"] if d["role"] == "region"]
        ck.ok(len(objects) <= 6 and len(regions) <= 2, f"{tag}: frame {i} label counts")
        for d in regions:
            ck.ok(d["box"] is None, f"{tag}: frame {i} region with a box")
            ck.ok(d["label"] in t["regions"][p["surface"]], f"{tag}: frame {i} region label")
        for d in objects:
            key = d["instance"]
            inst = w.instances[key]
            cls = w.classes[inst["class"]]
            s = w.stay(key, f["t"])
            sp = w.places[s["place"]]
            ck.ok(
                sp["group"] == p["group"] and f["level"] in sp["levels"],
                f"{tag}: {i} {key} unseeable",
            )
            bearing = wrap(math.atan2(s["y"] - tr["y"], s["x"] - tr["x"]) - tr["yaw"])
            box = d["box"]
            ck.ok(abs(bearing) <= hfov / 2, f"{tag}: frame {i} {key} outside the field of view")
            got = camera.bearing_of(tuple(box), hfov)
            ck.ok(abs(got - bearing) <= 2e-3, f"{tag}: frame {i} {key} box bearing off")
            centre = (box[0] + box[2]) / 2
            ck.ok(
                abs(centre - camera.image_x_of(bearing, hfov)) <= 2e-5,
                f"{tag}: frame {i} {key} box centre off",
            )
            if d["role"] == "generic":
                ck.ok(d["label"] == cls["generic"] and not d["identifying"], f"{tag}: generic")
                continue
            lab = d["label"]
            state = w.state(key, f["t"])
            if d["state"]:
                ck.ok(d["state"] == state, f"{tag}: frame {i} {key} wrong state in label")
                ck.ok(lab.endswith(f": {state}"), f"{tag}: frame {i} state suffix")
                lab = lab[: -len(f": {state}")]
            if d["colour"]:
                ck.ok(d["colour"] == inst["colour"], f"{tag}: frame {i} {key} wrong colour")
                ck.ok(lab.startswith(f"{inst['colour']} "), f"{tag}: frame {i} colour prefix")
                lab = lab[len(inst["colour"]) + 1 :]
            ck.ok(lab in cls["labels"], f"{tag}: frame {i} label {d['label']!r} not identifying")


def _check_captions(ck: Checker, w: WorldView, tag: str) -> None:
    t = w.truth
    cap = t["captioner"]
    forms = [(p["key"], f.lower()) for p in t["places"] for f in p["forms"]]
    lforms = [(lv["level"], f.lower()) for lv in t["floors"] for f in lv["forms"]]
    correct = {f for _, f in forms} | {f for _, f in lforms}
    for i, f in enumerate(w.frames):
        plan = f["plan"]
        text = f["caption"]
        low = text.lower()
        ck.ok(plan["empty"] == (text == ""), f"{tag}: frame {i} empty caption mismatch")
        if plan["empty"]:
            continue
        for n in t["never_present"]:
            ck.ok(n.lower() not in low, f"{tag}: frame {i} says never-present {n!r}")
        planned = {w.instances[m["instance"]]["class"] for m in plan["things"]}
        for c in t["classes"]:
            if c["key"] not in planned:
                for lab in c["labels"]:
                    ck.ok(lab.lower() not in low, f"{tag}: frame {i} says {lab!r} unplanned")
        for m in plan["things"]:
            inst = w.instances[m["instance"]]
            ck.ok(m["word"] in w.classes[inst["class"]]["labels"], f"{tag}: frame {i} mention word")
            ck.ok(
                m["word"].lower() in low, f"{tag}: frame {i} mention {m['word']!r} not in caption"
            )
            if m["colour"] and inst["colour"]:
                ck.ok(
                    f"{inst['colour']} {m['word']}".lower() in low
                    or f"({m['word']}, colour, {inst['colour']})".lower() in low,
                    f"{tag}: frame {i} colour not said",
                )
            if m["state"]:
                ck.ok(m["state"] == w.state(m["instance"], f["t"]), f"{tag}: frame {i} state")
                ck.ok(m["state"].lower() in low, f"{tag}: frame {i} state not said")
        if plan["quote"]:
            key, quote = plan["quote"]
            ck.ok(quote.lower() in low, f"{tag}: frame {i} quote not in caption")
            ck.ok(quote == w.text_at(key, f["t"]), f"{tag}: frame {i} quote is not the text")
            ck.ok(
                any(m["instance"] == key for m in plan["things"]), f"{tag}: frame {i} quote alone"
            )
        pl = plan["place"]
        named = None
        if pl:
            said = pl["form"].lower()
            if cap == "scene_graph" and pl["mode"] == "kind":
                said = re.sub(r"^(a|an) ", "", said)
            ck.ok(said in low, f"{tag}: frame {i} place form not in caption")
            if pl["mode"] == "proper":
                ck.ok(pl["place"] == f["place"], f"{tag}: frame {i} proper naming of another place")
                ck.ok(pl["form"] in w.places[pl["place"]]["forms"], f"{tag}: frame {i} proper form")
                named = pl["place"]
            elif pl["mode"] == "wrong":
                ck.ok(pl["place"] != f["place"], f"{tag}: frame {i} wrong naming is right")
                ck.ok(pl["form"] in w.places[pl["place"]]["forms"], f"{tag}: frame {i} wrong form")
                named = pl["place"]
            elif pl["mode"] == "misspelt":
                ck.ok(
                    not any(c in pl["form"].lower() for c in correct),
                    f"{tag}: {i} typo says a form",
                )
            else:
                ck.ok(
                    pl["form"] == w.places[f["place"]]["kind_word"], f"{tag}: frame {i} kind word"
                )
        for key, form in forms:
            if form in low:
                ck.ok(key == named, f"{tag}: frame {i} caption says {form!r} unplanned")
        fl = plan["floor"]
        for key, form in lforms:
            if form in low:
                ck.ok(fl is not None and fl["level"] == key, f"{tag}: frame {i} floor {form!r}")
        if fl:
            ck.ok(fl["form"].lower() in low, f"{tag}: frame {i} floor form not in caption")
            ck.ok(fl["correct"] == (fl["level"] == f["level"]), f"{tag}: frame {i} floor flag")
        if plan["hallucination"]:
            said = re.sub(r"^(a|an) ", "", plan["hallucination"].lower())
            ck.ok(said in low, f"{tag}: frame {i} hallucination")
        if cap == "video_llm":
            clip = int(plan["clip_s"])
            ck.ok(text.startswith(f"[{clip // 60:02d}:{clip % 60:02d}] "), f"{tag}: {i} stamp")
        elif cap == "grounded_phrases":
            ck.ok(text.startswith("<grounding> "), f"{tag}: frame {i} grounded prefix")
            for a, b in re.findall(r"<patch_index_(\d{4})><patch_index_(\d{4})>", text):
                ck.ok(0 <= int(a) <= int(b) <= 1023, f"{tag}: frame {i} patch tokens")
        elif cap == "blip_short":
            ck.ok(text == text.lower(), f"{tag}: frame {i} blip caption not lower case")
        elif cap == "scene_graph":
            ck.ok(text.startswith("(") and text.endswith(")"), f"{tag}: frame {i} triples")


# --------------------------------------------------------------------------- questions


def _close(a: float, b: float, tol: float = 1e-3) -> bool:
    return abs(a - b) <= tol


def _same_positions(a: list[list[float]], b: list[list[float]]) -> bool:
    key = sorted(tuple(round(v, 2) for v in p) for p in a)
    return key == sorted(tuple(round(v, 2) for v in p) for p in b)


def _check_questions(ck: Checker, w: WorldView, tag: str) -> None:
    qs = w.questions
    ck.ok(len(qs) == 100, f"{tag}: {len(qs)} questions")
    ck.ok(len({q["id"] for q in qs}) == len(qs), f"{tag}: duplicate ids")
    per_type = Counter(q["type"] for q in qs)
    for qtype in TYPES:
        ck.ok(per_type[qtype] == 20, f"{tag}: {per_type[qtype]} {qtype} questions")
    ck.ok(w.truth["new_subkinds"] == list(NEW_SUBKINDS), f"{tag}: new_subkinds")
    t_first, t_end = w.times[0], w.times[-1]
    for q in qs:
        qt = f"{tag} {q['id']} {q['subkind']}"
        ck.ok(set(q) == Q_KEYS, f"{qt}: keys {sorted(q)}")
        ck.ok(set(q["truth"]) == TRUTH_KEYS[q["type"]], f"{qt}: truth keys")
        ck.ok(q["subkind"] in SUBKINDS[q["type"]], f"{qt}: subkind of another type")
        now = q["now"]
        ck.ok(t_first < now <= t_end + 15.0, f"{qt}: now outside the run")
        last = w.idx(now)
        after_end = last == len(w.times) - 1
        ck.ok(after_end or now - w.times[last] <= SURE, f"{qt}: now inside a recording gap")
        here = q["subkind"] in HERE_SUBKINDS or q["slots"].get("variant") == "here"
        if here:
            ck.ok(q["at"] == w.pose(last) and now - w.times[last] < 1.0, f"{qt}: at")
        else:
            ck.ok(q["at"] is None, f"{qt}: at on a question not asked from a position")
        if q["type"] == "temporal":
            ck.ok(q["truth"]["time"] <= now, f"{qt}: temporal truth after now")
        _check_scoring(ck, q, qt)
        _check_slots(ck, w, q, qt)
        try:
            _check_truth(ck, w, q, qt)
        except (KeyError, IndexError, ValueError, StopIteration) as error:
            ck.ok(False, f"{qt}: truth check raised {error!r}")


def _check_scoring(ck: Checker, q: dict[str, Any], qt: str) -> None:
    truth = q["truth"]
    kind = q["type"]
    good: dict[str, Any]
    bad: dict[str, Any]
    if kind == "spatial":
        good = {"position": truth["positions"][0]}
        p = truth["positions"][0]
        bad = {"position": [p[0] + 500.0, p[1] + 500.0, p[2]]}
    elif kind == "temporal":
        good, bad = {"time": truth["time"]}, {"time": truth["time"] - 900.0}
    elif kind == "binary":
        good, bad = {"binary": truth["binary"]}, {"binary": not truth["binary"]}
    elif kind == "duration":
        d = truth["duration_s"]
        good, bad = {"duration_s": d}, {"duration_s": 2 * d + 60}
    else:
        good, bad = {"answer": f"It was {truth['keywords'][0]}."}, {"answer": "no idea, sorry"}
    ck.ok(scoring.score(q, good).correct, f"{qt}: perfect answer scored wrong")
    ck.ok(not scoring.score(q, bad).correct, f"{qt}: wrong answer scored right")


def _ref_ok(w: WorldView, ref: dict[str, Any], now: float) -> bool:
    kind = ref["kind"]
    if kind in ("class", "absent"):
        return True
    key = ref["key"]
    inst = w.instances[key]
    sib = w.by_class[inst["class"]]
    if kind == "unique":
        return len(sib) == 1
    if kind == "colour":
        t = w.colour_said.get(key)
        same = [k for k in sib if w.instances[k]["colour"] == inst["colour"]]
        return same == [key] and t is not None and t <= now
    if kind == "in_place":
        place = inst["stays"][0]["place"]
        alone = all(
            k == key or all(s["place"] != place for s in w.instances[k]["stays"]) for k in sib
        )
        fixed = w.classes[inst["class"]]["mobility"] == "fixed"
        return alone and fixed and ref["place_form"] in w.said(place, now)
    if kind == "named":
        return bool(inst["name"]) and bool(w.upto([i for i, _ in w.quotes[key]], now))
    if kind == "near":
        anchor = ref["anchor_key"]
        a = w.instances[anchor]
        if len(a["stays"]) != 1 or not w.upto(w.sight[anchor], now):
            return False
        if len(w.by_class[a["class"]]) == 1:
            return True
        return bool(a["name"]) and bool(w.upto([i for i, _ in w.quotes[anchor]], now))
    return False


def _check_slots(ck: Checker, w: WorldView, q: dict[str, Any], qt: str) -> None:
    now = q["now"]
    slots = q["slots"]
    for name in ("thing", "other"):
        if name in slots:
            ck.ok(_ref_ok(w, slots[name], now), f"{qt}: reference {slots[name]['text']!r}")
    for form in slots.get("forms", []):
        ok = any(form in w.said(p, now) for p in w.places) or any(
            form in w.level_said_by(lv, now) for lv in w.levels
        )
        ck.ok(ok, f"{qt}: form {form!r} not said correctly by now")
    unseen_ok = {"seen_never", "colour_no", "in_place_no"}
    if q["subkind"] not in unseen_ok:
        for key in slots.get("things", []):
            ck.ok(bool(w.upto(w.sight[key], now)), f"{qt}: thing {key} not seen by now")
    for name in ("place",):
        if name in slots:
            ck.ok(slots[name]["form"] in w.said(slots[name]["key"], now), f"{qt}: place form")
    for name in ("level", "level2"):
        if name in slots:
            lv = slots[name]
            ck.ok(lv["form"] in w.level_said_by(lv["key"], now), f"{qt}: level form")


def _sightings(w: WorldView, ref: dict[str, Any], now: float) -> list[int]:
    if ref["kind"] == "class":
        return w.upto(w.cls_sight[ref["class"]], now)
    return w.upto(w.sight[ref["key"]], now)


def _in_frame(w: WorldView, cls: str, i: int) -> list[str]:
    return [k for k in w.frame_sighted[i] if w.instances[k]["class"] == cls]


def _check_truth(ck: Checker, w: WorldView, q: dict[str, Any], qt: str) -> None:
    sk = q["subkind"]
    now = q["now"]
    s = q["slots"]
    tr = q["truth"]
    last = w.idx(now)
    ref = s.get("thing")
    if sk in ("where_is", "last_seen_where", "first_seen_where"):
        assert ref is not None
        if sk == "where_is" and ref["kind"] == "class":
            keys = [k for k in w.by_class[ref["class"]] if w.upto(w.sight[k], now)]
            want = [w.pos(k, w.times[w.upto(w.sight[k], now)[-1]]) for k in keys]
        else:
            idxs = _sightings(w, ref, now)
            i = idxs[0] if sk == "first_seen_where" else idxs[-1]
            keys = _in_frame(w, ref["class"], i) if ref["kind"] == "class" else [ref["key"]]
            want = [w.pos(k, w.times[i]) for k in keys]
        ck.ok(_same_positions(tr["positions"], want), f"{qt}: positions")
    elif sk == "where_place":
        p = w.places[s["place"]["key"]]
        x0, y0, x1, y1 = p["rect"]
        worst = 0.0
        for a in range(11):
            for b in range(11):
                x, y = x0 + (x1 - x0) * a / 10, y0 + (y1 - y0) * b / 10
                worst = max(worst, min(math.hypot(x - u[0], y - u[1]) for u in tr["positions"]))
        ck.ok(worst <= 15.0, f"{qt}: place grid leaves {worst:.1f} m uncovered")
    elif sk in ("where_was_i", "room_at_time"):
        tm = s["time"]
        m = tm["t"]
        k = tm["minutes"]
        ck.ok(2 <= k <= 20 and _close(now - m, 60 * k, 1e-6) and m % 60 == 0, f"{qt}: minute")
        inside = [i for i, f in enumerate(w.frames) if m <= f["t"] < m + 60]
        if sk == "where_was_i":
            ck.ok(_same_positions(tr["positions"], [w.pose(i) for i in inside]), f"{qt}: poses")
        else:
            span = [i for i, f in enumerate(w.frames) if m - 20 <= f["t"] <= m + 80]
            places = {w.frames[i]["place"] for i in span}
            ck.ok(len(places) == 1, f"{qt}: several places around the minute")
            place = places.pop()
            ck.ok(tr["keywords"] == w.places[place]["forms"], f"{qt}: room keywords")
            ck.ok(bool(w.said(place, now)), f"{qt}: room never named by now")
    elif sk == "nearest_to_me":
        f = w.frames[last]
        here = w.places[f["place"]]
        cands = []
        for k in w.by_class[ref["class"]]:
            idxs = w.upto(w.sight[k], now)
            if not idxs:
                continue
            st = w.stay(k, w.times[idxs[-1]])
            sp = w.places[st["place"]]
            if sp["levels"][0] != f["level"] or sp["outdoor"] != here["outdoor"]:
                continue
            pos = w.pos(k, w.times[idxs[-1]])
            cands.append((math.hypot(pos[0] - f["x"], pos[1] - f["y"]), pos))
        cands.sort()
        ok = len(cands) >= 2 and cands[1][0] >= 1.5 * cands[0][0] + 5
        ck.ok(ok and _same_positions(tr["positions"], [cands[0][1]]), f"{qt}: nearest")
    elif sk == "robot_at_first_sight":
        i = _sightings(w, ref, now)[0]
        ck.ok(_same_positions(tr["positions"], [w.pose(i)]), f"{qt}: robot pose")
    elif sk == "near_reference":
        key, anchor = ref["key"], ref["anchor_key"]
        a = w.instances[anchor]["stays"][0]
        idxs = w.upto(w.sight[key], now)
        st = w.stay(key, w.times[idxs[-1]])
        ck.ok(math.hypot(st["x"] - a["x"], st["y"] - a["y"]) <= 6.0, f"{qt}: not near anchor")
        ck.ok(_same_positions(tr["positions"], [w.pos(key, w.times[idxs[-1]])]), f"{qt}: pos")
        for k in w.by_class[ref["class"]]:
            if k == key:
                continue
            for i in w.upto(w.sight[k], now):
                o = w.stay(k, w.times[i])
                ck.ok(
                    math.hypot(o["x"] - a["x"], o["y"] - a["y"]) > 12.0
                    or w.places[o["place"]]["group"] != w.places[a["place"]]["group"],
                    f"{qt}: another {ref['noun']} seen by the anchor",
                )
    elif sk == "previous_spot":
        key = ref["key"]
        idxs = w.upto(w.sight[key], now)
        nos = [w.stay_no(key, w.times[i]) for i in idxs]
        prev = [i for i, n in zip(idxs, nos, strict=True) if n != nos[-1]]
        before_at = w.pos(key, w.times[prev[-1]])
        last_at = w.pos(key, w.times[idxs[-1]])
        ck.ok(
            math.hypot(before_at[0] - last_at[0], before_at[1] - last_at[1]) >= 10,
            f"{qt}: moved less than 10 m",
        )
        ck.ok(_same_positions(tr["positions"], [before_at]), f"{qt}: previous spot")
    elif sk in ("last_seen", "first_seen"):
        idxs = _sightings(w, ref, now)
        i = idxs[-1] if sk == "last_seen" else idxs[0]
        ck.ok(_close(tr["time"], w.times[i]), f"{qt}: time")
    elif sk == "entered_place":
        if s.get("variant") == "here":
            v = next(v for v in w.visits if v["i0"] <= last <= v["i1"])
        else:
            v = [v for v in w.visits_by(s["place"]["key"], now) if not v["start"]][-1]
        ck.ok(v["in_sure"] and not v["start"] and _close(tr["time"], v["t_in"]), f"{qt}: entry")
    elif sk == "left_place":
        key = s["place"]["key"]
        done = [v for v in w.visits_by(key, now) if w.completed(v, now)]
        v = done[-1]
        ck.ok(w.frames[last]["place"] != key, f"{qt}: asked while there")
        ck.ok(v["out_sure"] and _close(tr["time"], v["t_out"]), f"{qt}: exit")
    elif sk == "last_seen_in_state":
        key, state = ref["key"], s["state"]
        idxs = [i for i in w.upto(w.sight[key], now) if w.state(key, w.times[i]) == state]
        reported = {i for i, st in w.reports[key] if st == state}
        ck.ok(idxs[-1] in reported and _close(tr["time"], w.times[idxs[-1]]), f"{qt}: state time")
    elif sk == "last_seen_together":
        a, b = ref["class"], s["other"]["class"]
        both = [i for i in range(last + 1) if _in_frame(w, a, i) and _in_frame(w, b, i)]
        ck.ok(bool(both) and _close(tr["time"], w.times[both[-1]]), f"{qt}: together")
    elif sk == "level_change":
        a, b = s["level"]["key"], s["level2"]["key"]
        runs = w.level_visits
        found = None
        for r1, r2 in itertools.pairwise(runs):
            if r1["key"] == a and r2["key"] == b and w.times[r2["i0"]] <= now:
                found = (r1, r2)
        assert found is not None
        r1, r2 = found
        ta, tb = w.times[r1["i1"]], w.times[r2["i0"]]
        gaps = [w.times[i + 1] - w.times[i] for i in range(r1["i1"], r2["i0"])]
        ck.ok(max(gaps) <= SURE and tb - ta <= 150, f"{qt}: crossing unsure")
        ck.ok(_close(tr["time"], (ta + tb) / 2), f"{qt}: crossing time")
    elif sk in ("seen_yes", "seen_never"):
        if ref["kind"] == "absent":
            ck.ok(not tr["binary"] and ref["noun"] in w.truth["never_present"], f"{qt}: absent")
        else:
            ck.ok(bool(_sightings(w, ref, now)) == tr["binary"], f"{qt}: seen")
        ck.ok(tr["binary"] == (sk == "seen_yes"), f"{qt}: answer of its subkind")
    elif sk == "colour_yes":
        key = s["things"][0]
        t = w.colour_said.get(key)
        ok = w.instances[key]["colour"] == s["colour"] and t is not None and t <= now
        ck.ok(ok and tr["binary"] is True, f"{qt}: colour yes")
    elif sk == "colour_no":
        have = {w.instances[k]["colour"] for k in w.by_class[ref["class"]]}
        c = s["colour"]
        ok = all(c not in SHADES[h] and h not in SHADES[c] for h in have if h)
        ck.ok(ok and tr["binary"] is False, f"{qt}: colour no")
    elif sk in ("in_place_yes", "in_place_no"):
        place = w.frames[last]["place"] if s.get("variant") == "here" else s["place"]["key"]
        cls = ref["class"]
        if sk == "in_place_yes":
            hit = any(
                w.stay(k, w.times[i])["place"] == place
                for k in w.by_class[cls]
                for i in w.upto(w.sight[k], now)
            )
            ck.ok(hit and tr["binary"] is True, f"{qt}: in place yes")
        else:
            group = w.places[place]["group"]
            ever = {st["place"] for k in w.by_class[cls] for st in w.instances[k]["stays"]}
            never = all(w.places[p]["group"] != group for p in ever)
            spent = 0.0
            for v in w.visits_by(place, now):
                end = v["t_out"] if w.completed(v, now) else now
                spent += min(end, now) - v["t_in"]
            ck.ok(never and spent >= 30 and tr["binary"] is False, f"{qt}: in place no")
    elif sk == "state_last":
        key = ref["key"]
        i = w.upto(w.sight[key], now)[-1]
        rep = [r for r in w.reports[key] if r[0] <= last][-1]
        actual = w.state(key, w.times[i])
        ck.ok(rep[1] == actual, f"{qt}: last report differs from the state at last sighting")
        ck.ok(tr["binary"] == (s["state"] == actual), f"{qt}: state answer")
    elif sk == "seen_after_leaving":
        key = s["place"]["key"]
        v = [v for v in w.visits_by(key, now) if w.completed(v, now)][-1]
        times = [w.times[i] for i in w.upto(w.cls_sight[ref["class"]], now)]
        after = [t for t in times if t > v["t_out"]]
        ck.ok(v["out_sure"] and w.frames[last]["place"] != key, f"{qt}: exit unsure")
        if tr["binary"]:
            ck.ok(bool(after) and after[-1] >= v["t_out"] + 10, f"{qt}: seen after")
        else:
            ck.ok(not after and bool(times), f"{qt}: not seen after")
    elif sk == "was_moved":
        key = ref["key"]
        stays = w.instances[key]["stays"]
        seen = sorted({w.stay_no(key, w.times[i]) for i in w.upto(w.sight[key], now)})
        far = any(
            math.hypot(stays[a]["x"] - stays[b]["x"], stays[a]["y"] - stays[b]["y"]) >= 10
            for a in seen
            for b in seen
        )
        if tr["binary"]:
            ck.ok(far, f"{qt}: moved")
        else:
            ck.ok(len(stays) == 1 or stays[1]["t"] > now, f"{qt}: it did move")
    elif sk in ("last_visit", "total_in_place"):
        key = s["place"]["key"]
        vs = w.visits_by(key, now)
        ck.ok(w.frames[last]["place"] != key, f"{qt}: asked while there")
        if sk == "last_visit":
            v = [v for v in vs if w.completed(v, now)][-1]
            want = v["t_out"] - v["t_in"]
            ck.ok(v["in_sure"] and v["out_sure"], f"{qt}: unsure visit")
        else:
            ck.ok(len(vs) >= 2 and all(x["in_sure"] and x["out_sure"] for x in vs), f"{qt}: visits")
            want = sum(x["t_out"] - x["t_in"] for x in vs)
        ck.ok(_close(tr["duration_s"], want, 0.06), f"{qt}: duration {want:.1f}")
    elif sk in ("ago_seen", "sighting_span"):
        idxs = _sightings(w, ref, now)
        want = now - w.times[idxs[-1]] if sk == "ago_seen" else w.times[idxs[-1]] - w.times[idxs[0]]
        ck.ok(_close(tr["duration_s"], want, 0.06), f"{qt}: duration")
    elif sk == "since_state_change":
        key = ref["key"]
        reps = [r for r in w.reports[key] if r[0] <= last]
        b = max(j for j in range(1, len(reps)) if reps[j][1] != reps[j - 1][1])
        ta, tb = w.times[reps[b - 1][0]], w.times[reps[b][0]]
        want = now - (ta + tb) / 2
        changes = [t for t, _ in w.instances[key]["states"] if ta < t <= now]
        ck.ok(len(changes) == 1 and changes[0] <= tb, f"{qt}: state changed more than once")
        ck.ok(s["state"] == reps[b][1] and _close(tr["duration_s"], want, 0.06), f"{qt}: since")
    elif sk == "level_total":
        key = s["level"]["key"]
        runs = [r for r in w.level_visits if r["key"] == key and r["i0"] <= last]
        ok = all(w.completed(r, now) and r["in_sure"] and r["out_sure"] for r in runs)
        want = sum(r["t_out"] - r["t_in"] for r in runs)
        ck.ok(ok and w.frames[last]["level"] != key, f"{qt}: level runs")
        ck.ok(_close(tr["duration_s"], want, 0.06), f"{qt}: level total")
    elif sk == "sign_text":
        key = ref["key"]
        quotes = [x for x in w.quotes[key] if x[0] <= last]
        text = quotes[-1][1].lower()
        for kw in tr["keywords"]:
            ck.ok(kw.lower() in text, f"{qt}: keyword {kw!r} not in the last quote")
            ck.ok(kw.lower() not in q["question"].lower(), f"{qt}: keyword {kw!r} in question")
    elif sk == "colour_of":
        key = ref["key"]
        c = w.instances[key]["colour"]
        t = w.colour_said.get(key)
        ck.ok(c in tr["keywords"] and t is not None and t <= now, f"{qt}: colour of")
        ck.ok(ref["kind"] != "colour", f"{qt}: colour given away")
    elif sk == "which_room_here":
        place = w.frames[last]["place"]
        ck.ok(tr["keywords"] == w.places[place]["forms"] and bool(w.said(place, now)), f"{qt}")
    elif sk == "which_floor_here":
        level = w.frames[last]["level"]
        ok = tr["keywords"] == w.levels[level]["forms"] and bool(w.level_said_by(level, now))
        ck.ok(ok, f"{qt}: floor keywords")
    elif sk == "which_first":
        a, b = ref["class"], s["other"]["class"]
        ta = w.times[w.upto(w.cls_sight[a], now)[0]]
        tb = w.times[w.upto(w.cls_sight[b], now)[0]]
        win = w.classes[a if ta < tb else b]
        ck.ok(abs(ta - tb) >= 60 and win["labels"][0] in tr["keywords"], f"{qt}: which first")
    elif sk == "places_count_recent":
        start = now - 60 * s["minutes"]
        i0 = w.idx(start)
        places = {
            w.frames[i]["place"]
            for i in range(i0, last + 1)
            if not w.places[w.frames[i]["place"]]["transit"]
        }
        ck.ok(str(len(places)) in tr["keywords"], f"{qt}: count {len(places)}")
        ck.ok(all(abs(v["t_in"] - start) >= 20 for v in w.visits), f"{qt}: boundary at start")
    elif sk == "level_of_thing":
        key = ref["key"]
        i = w.upto(w.sight[key], now)[-1]
        level = w.places[w.stay(key, w.times[i])["place"]]["levels"][0]
        ck.ok(tr["keywords"] == w.levels[level]["forms"], f"{qt}: level keywords")
    elif sk == "longest_stay":
        sure = []
        for v in w.visits:
            if v["i0"] > last or w.places[v["key"]]["transit"]:
                continue
            if w.completed(v, now) and v["in_sure"] and v["out_sure"]:
                sure.append((v["t_out"] - v["t_in"], v["key"]))
        sure.sort(reverse=True)
        best = sure[0]
        ck.ok(tr["keywords"] == w.places[best[1]]["forms"], f"{qt}: longest stay place")
        others = [d for d, p in sure if p != best[1]]
        ck.ok(not others or best[0] >= 1.25 * others[0], f"{qt}: longest stay margin")


# --------------------------------------------------------------------------- cross checks


def check_phrasings(ck: Checker, out_dir: Path) -> None:
    for family in FAMILIES:
        for seed in SEEDS:
            docs = {}
            runs = {}
            questions = {}
            for p in DEV_PHRASINGS:
                folder = out_dir / f"{family}-s{seed}-{p}"
                runs[p] = (folder / "run.jsonl").read_bytes()
                doc = json.loads((folder / "truth.json").read_text(encoding="utf-8"))
                for k in ("phrasing", "held_out"):
                    doc.pop(k)
                docs[p] = doc
                questions[p] = [
                    json.loads(x)
                    for x in (folder / "questions.jsonl").read_text(encoding="utf-8").splitlines()
                ]
            base = DEV_PHRASINGS[0]
            for p in DEV_PHRASINGS[1:]:
                tag = f"{family} s{seed} {p}"
                ck.ok(runs[p] == runs[base], f"{tag}: run differs between phrasings")
                ck.ok(docs[p] == docs[base], f"{tag}: truth differs between phrasings")
                for a, b in zip(questions[base], questions[p], strict=True):
                    qa = {k: v for k, v in a.items() if k != "question"}
                    qb = {k: v for k, v in b.items() if k != "question"}
                    ck.ok(qa == qb, f"{tag} {a['id']}: differs beyond the question")
            for i in range(100):
                texts = [questions[p][i]["question"] for p in DEV_PHRASINGS]
                ck.ok(len(set(texts)) == len(texts), f"{family} s{seed} q{i}: phrasings repeat")
                if questions[base][i]["subkind"] == "sign_text":
                    for kw in questions[base][i]["truth"]["keywords"]:
                        for tx in texts:
                            ck.ok(kw.lower() not in tx.lower(), f"{family} s{seed}: keyword in q")
        # held out: the same run and truth as a development phrasing would have
        world, made = build(family, HELD_OUT_SEED)
        folder = out_dir / f"{family}-s{HELD_OUT_SEED}-{HELD_OUT}"
        from .world import run_line

        run = "".join(run_line(f) + "\n" for f in world.frames).encode("utf-8")
        ck.ok(run == (folder / "run.jsonl").read_bytes(), f"{family}: held-out run differs")
        plain = question_lines(world, made, "plain")
        held = [
            json.loads(x)
            for x in (folder / "questions.jsonl").read_text(encoding="utf-8").splitlines()
        ]
        for a, b in zip(plain, held, strict=True):
            same = {k: v for k, v in a.items() if k != "question"} == {
                k: v for k, v in b.items() if k != "question"
            }
            ck.ok(same and a["question"] != b["question"], f"{family}: held-out {a['id']}")


def check_determinism(ck: Checker, out_dir: Path, here: Path) -> float:
    scratch = here / ".scratch" / "rerun"
    if scratch.exists():
        shutil.rmtree(scratch)
    env = dict(os.environ, PYTHONHASHSEED="12345")
    start = time.monotonic()
    subprocess.run(
        [sys.executable, "-m", "sim_eval.sim.generator_q.validate", "--write-only", str(scratch)],
        check=True,
        cwd=here,
        env=env,
    )
    cli = here / ".scratch" / "cli"
    if cli.exists():
        shutil.rmtree(cli)
    subprocess.run(
        [
            sys.executable,
            "-m",
            "sim_eval.sim.generator_q",
            str(cli),
            "--family",
            "cruise_ship",
            "--seed",
            "1",
            "--phrasing",
            "asr_transcript",
        ],
        check=True,
        cwd=here,
        env=env,
        stdout=subprocess.DEVNULL,
    )
    elapsed = time.monotonic() - start
    files = 0
    for folder in sorted(out_dir.iterdir()):
        if not folder.is_dir():
            continue
        for name in ("run.jsonl", "questions.jsonl", "truth.json"):
            files += 1
            other = scratch / folder.name / name
            ck.ok(
                other.exists() and other.read_bytes() == (folder / name).read_bytes(),
                f"{folder.name}/{name}: second process wrote different bytes",
            )
    for name in ("run.jsonl", "questions.jsonl", "truth.json"):
        a = out_dir / "cruise_ship-s1-asr_transcript" / name
        b = cli / "cruise_ship-s1-asr_transcript" / name
        ck.ok(a.read_bytes() == b.read_bytes(), f"CLI wrote different {name}")
    ck.ok(files == 81, f"{files} files compared")
    shutil.rmtree(here / ".scratch")
    return elapsed


# --------------------------------------------------------------------------- main


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] == "--write-only":
        write_set(Path(args[1]))
        return 0
    if len(args) != 1:
        print("usage: python -m sim_eval.sim.generator_q.validate OUT_DIR", file=sys.stderr)
        return 2
    out_dir = Path(args[0])
    here = Path.cwd()
    ck = Checker()
    start = time.monotonic()
    folders = write_set(out_dir)
    written = time.monotonic() - start
    for family in FAMILIES:
        for seed in (*SEEDS, HELD_OUT_SEED):
            check_family(ck, family, seed)
    views = [check_world(ck, folder) for folder in folders]
    check_phrasings(ck, out_dir)
    rerun = check_determinism(ck, out_dir, here)
    # coverage and balance (over distinct worlds: one phrasing per family and seed)
    distinct = [v for v in views if v.folder.name.endswith(("-plain", HELD_OUT))]
    subkinds: Counter[str] = Counter()
    yes_no: dict[str, Counter[bool]] = {}
    captioners: Counter[str] = Counter()
    for v in distinct:
        captioners[v.truth["captioner"]] += 1
        for q in v.questions:
            subkinds[q["subkind"]] += 1
            if q["type"] == "binary":
                yes_no.setdefault(q["subkind"], Counter())[q["truth"]["binary"]] += 1
    for qtype in TYPES:
        for sk in SUBKINDS[qtype]:
            ck.ok(subkinds[sk] > 0, f"subkind {sk} never asked")
    ck.ok(len(captioners) == 4, f"captioners used: {dict(captioners)}")
    yes = sum(c[True] for c in yes_no.values())
    no = sum(c[False] for c in yes_no.values())
    ck.ok(0.45 <= yes / (yes + no) <= 0.55, f"binary yes share {yes / (yes + no):.2f}")
    for sk in ("state_last", "seen_after_leaving", "was_moved"):
        c = yes_no.get(sk, Counter())
        total = c[True] + c[False]
        ck.ok(total > 0 and 0.25 <= c[True] / total <= 0.75, f"{sk} yes/no {dict(c)}")
    new_count = sum(subkinds[k] for k in NEW_SUBKINDS)
    here_count = sum(1 for v in distinct for q in v.questions if q["at"] is not None)
    print(f"worlds written: {len(folders)} in {written:.1f} s; second process + CLI {rerun:.1f} s")
    print(f"distinct runs: {len(distinct)}; captioners: {dict(sorted(captioners.items()))}")
    print(f"questions per subkind over the {len(distinct)} distinct worlds (new marked *):")
    for qtype in TYPES:
        parts = [
            f"{sk}{'*' if sk in NEW_SUBKINDS else ''} {subkinds[sk]}" for sk in SUBKINDS[qtype]
        ]
        print(f"  {qtype}: " + ", ".join(parts))
    print(f"new-subkind questions: {new_count}; asked from a position: {here_count}")
    print(
        f"binary: {yes} yes / {no} no; "
        + ", ".join(f"{sk} {c[True]}/{c[False]}" for sk, c in sorted(yes_no.items()))
    )
    print(f"checks: {ck.checks}, failures: {len(ck.failures)}")
    kinds = Counter(re.sub(r"\d+", "#", f)[:90] for f in ck.failures)
    for failure, n in kinds.most_common(40):
        print(f"  FAIL x{n}:", failure)
    for failure in ck.failures[:15]:
        print("  FAIL", failure)
    print(f"total {time.monotonic() - start:.1f} s")
    return 1 if ck.failures else 0


if __name__ == "__main__":
    raise SystemExit(main())

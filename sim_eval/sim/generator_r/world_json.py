"""JSON forms of the site, the things and the frames (run lines and truth.json)."""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from .layout import Door
from .model import FamilySpec, Instance
from .world import FrameRec


def _r(v: float | None, nd: int = 4) -> float | None:
    return None if v is None else round(v, nd)


def run_line(f: FrameRec) -> dict[str, Any]:
    x, y, z, yaw = f.written
    return {
        "t": f.t,
        "pose": {"x": x, "y": y, "z": z, "yaw": yaw},
        "caption": f.caption,
        "labels": [d.label for d in f.dets],
        "boxes": [list(d.box) if d.box is not None else None for d in f.dets],
    }


def spec_json(spec: FamilySpec, doors: list[Door]) -> dict[str, Any]:
    return {
        "floor_word": spec.floor_word,
        "floors": [{"level": lv.key, "z": lv.z, "forms": list(lv.forms)} for lv in spec.levels],
        "places": [
            {
                "key": p.key,
                "name": p.name,
                "forms": list(p.forms),
                "abbrevs": list(p.abbrevs),
                "kind": p.kind,
                "kind_word": p.kind_word,
                "rect": [round(v, 3) for v in p.rect],
                "levels": list(p.levels),
                "group": p.group,
                "sight_m": p.sight_m,
                "transit": p.transit,
                "corridor": p.corridor,
                "hub": p.hub,
                "dock": p.dock,
                "sign": p.sign,
                "surface": p.surface,
            }
            for p in spec.places
        ],
        "doors": [{"a": d.a, "b": d.b, "level": d.level, "point": list(d.point)} for d in doors],
        "classes": [
            {
                **asdict(c),
                "labels": list(c.labels),
                "where": list(c.where),
                "count": list(c.count),
                "colours": list(c.colours),
                "states": list(c.states),
                "texts": list(c.texts),
                "confusions": list(c.confusions),
            }
            for c in spec.classes
        ],
        "never_present": list(spec.never_present),
        "hallucinations": list(spec.hallucinations),
        "bystanders": list(spec.bystanders),
        "scene_words": list(spec.scene_words),
        "regions": list(spec.regions),
    }


def instance_json(inst: Instance) -> dict[str, Any]:
    return {
        "key": inst.key,
        "class": inst.cls,
        "colour": inst.colour,
        "name": inst.name,
        "stays": [[round(s.t0, 3), round(s.t1, 3), s.place, s.x, s.y] for s in inst.stays],
        "states": [[round(t, 3), s] for t, s in inst.states],
        "texts": [[round(t, 3), s] for t, s in inst.texts],
    }


def frame_json(f: FrameRec) -> dict[str, Any]:
    tp = f.true
    plan = f.plan
    return {
        "t": f.t,
        "pose": list(f.written),
        "true": [_r(tp.x, 6), _r(tp.y, 6), _r(tp.z, 6), _r(tp.yaw, 9)],
        "place": tp.place,
        "level": tp.level,
        "motion": tp.motion,
        "loc_error_m": round(f.loc_error_m, 3),
        "detections": [
            {
                "label": d.label,
                "role": d.role,
                "inst": d.inst,
                "cls": d.cls,
                "colour": d.colour,
                "state": d.state,
                "bearing": _r(d.bearing, 9),
                "range": _r(d.range_m, 3),
                "box": list(d.box) if d.box is not None else None,
            }
            for d in f.dets
        ],
        "visible": [[v.inst, round(v.bearing, 6), round(v.range_m, 3)] for v in f.visible],
        "plan": {
            "empty": plan.empty,
            "mentions": [
                {
                    "inst": m.inst,
                    "cls": m.cls,
                    "word": m.word,
                    "kind": m.kind,
                    "colour": m.colour,
                    "state": m.state,
                    "gid": m.gid,
                    "group": m.group,
                }
                for m in plan.mentions
            ],
            "quotes": [
                {"inst": q.inst, "text": q.text, "true_text": q.true_text, "correct": q.correct}
                for q in plan.quotes
            ],
            "naming": None
            if plan.naming is None
            else {
                "mode": plan.naming.mode,
                "place": plan.naming.place,
                "form": plan.naming.form,
                "hedged": plan.naming.hedged,
            },
            "level": None
            if plan.level is None
            else {
                "level": plan.level.level,
                "form": plan.level.form,
                "correct": plan.level.correct,
            },
            "hallucination": plan.hallucination,
            "bystander": plan.bystander,
        },
        "caption": f.caption,
    }

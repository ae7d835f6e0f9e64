"""One run end to end: site, motion, frames, things, detections, captions (truth.json data)."""

from __future__ import annotations

from typing import Any

from . import captioners, drive, layout, objects, perception
from .model import ASPECT, CAMERA_HEIGHT_M, CAPTIONERS, FAMILIES, HFOV_DEG, HFOV_RAD
from .rng import stream


def default_captioner(family: str, seed: int) -> str:
    return CAPTIONERS[(FAMILIES.index(family) + seed) % len(CAPTIONERS)]


def build(family: str, seed: int, captioner: str | None = None) -> dict[str, Any]:
    """The whole truth of one run (no questions)."""
    cap = captioner or default_captioner(family, seed)
    if cap not in CAPTIONERS:
        raise ValueError(f"unknown captioner {cap!r}; known: {', '.join(CAPTIONERS)}")
    site = layout.build_site(family, seed)
    motion = drive.drive(site, family, seed)
    fr = drive.frames(site, motion, family, seed)
    cls = objects.classes(site)
    insts = objects.instances(site, cls, motion, family, seed)
    by_key = {i["key"]: i for i in insts}
    drng = stream(family, seed, "detector")
    crng = stream(family, seed, f"caption|{cap}")
    frames = fr["frames"]
    prev = None
    for f in frames:
        vis = perception.visible(f, site["places"], insts, cls)
        f["visible"] = [
            {"inst": v["inst"], "bearing": v["bearing"], "range": v["range"]} for v in vis
        ]
        f["dets"] = perception.detect(drng, vis, by_key, cls, site["spec"]["regions"])
        f["plan"] = captioners.plan(crng, cap, f, prev, vis, site, by_key, cls)
        f["caption"] = captioners.words(cap, f["plan"], f, by_key, cls)
        prev = f
    brk = motion["break"]
    before = max(f["t"] for f in frames if f["t"] < brk[0])
    after = min(f["t"] for f in frames if f["t"] > brk[1])
    spec = site["spec"]
    return {
        "generator": "generator_s",
        "family": family,
        "site": spec["site"],
        "seed": seed,
        "captioner": cap,
        "camera": {
            "hfov_deg": HFOV_DEG,
            "hfov_rad": HFOV_RAD,
            "image_aspect": ASPECT,
            "camera_height_m": CAMERA_HEIGHT_M,
        },
        "t_start": frames[0]["t"],
        "t_end": frames[-1]["t"],
        "time_zone": "UTC",
        "recording_gaps": fr["gaps"],
        "docking_break": [before, after],
        "dropouts": fr["dropouts"],
        "relocalisations": fr["relocalisations"],
        "dock": motion["dock"],
        "levels": site["levels"],
        "places": {k: site["places"][k] for k in sorted(site["places"])},
        "doors": site["doors"],
        "classes": cls,
        "never_present": spec["never_present"],
        "hallucinations": spec["hallucinations"],
        "regions": spec["regions"],
        "instances": insts,
        "frames": frames,
    }


def run_line(f: dict[str, Any]) -> dict[str, Any]:
    """The run-file line of a truth frame."""
    labels = [d["label"] for d in f["dets"]]
    return {
        "t": f["t"],
        "pose": f["pose"],
        "caption": f["caption"],
        "labels": labels,
        "boxes": [d["box"] for d in f["dets"]],
    }

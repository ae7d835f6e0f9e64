"""What was perceived, and when: the only basis for ground truth, so no question can ask
about something the run itself never reported by `now`."""

from __future__ import annotations

import bisect
from collections import defaultdict
from typing import Any

from .world import World


class Index:
    """Frame indices per instance, class, quote and place name, from labels and captions."""

    def __init__(self, w: World, records: list[dict[str, Any]]) -> None:
        self.w = w
        fr = w.frames
        self.t = [f["t"] for f in fr]
        n = len(fr)
        self.dt = [(fr[i + 1]["t"] - fr[i]["t"]) if i + 1 < n else 2.5 for i in range(n)]
        self.seen: defaultdict[str, list[int]] = defaultdict(list)  # under an identifying name
        self.colour_seen: defaultdict[str, list[int]] = defaultdict(list)
        self.state_seen: defaultdict[str, list[tuple[int, str]]] = defaultdict(list)
        # class -> frames with any mention (false positives and generic captions too)
        self.cls_mention: defaultdict[str, list[int]] = defaultdict(list)
        self.quoted: defaultdict[str, list[int]] = defaultdict(list)
        self.named: dict[str, dict[str, int]] = {}  # place -> {"name": i, "code": i}
        inst_by_id = {i.id: i for i in w.instances}
        self.inst = inst_by_id
        for i, (f, rec) in enumerate(zip(fr, records, strict=True)):
            for d in f["detections"]:
                if d.get("region"):
                    continue
                if d.get("false_positive"):
                    self.cls_mention[d["cls"]].append(i)
                    continue
                inst = inst_by_id[d["inst"]]
                if d["identifying"]:
                    self.seen[inst.id].append(i)
                    self.cls_mention[inst.cls].append(i)
                if d.get("colour"):
                    self.colour_seen[inst.id].append(i)
                if d.get("state"):
                    self.state_seen[inst.id].append((i, d["state"]))
            for it in rec["items"]:
                inst = inst_by_id[it["inst"]]
                self.cls_mention[inst.cls].append(i)
                if it["identifying"]:
                    self.seen[inst.id].append(i)
                if it.get("colour"):
                    self.colour_seen[inst.id].append(i)
                if it.get("state"):
                    self.state_seen[inst.id].append((i, it["state"]))
            for q in rec["quotes"]:
                self.quoted[q].append(i)
                if inst_by_id[q].cls == "door plate":  # a readable plate names its room
                    for how in ("name", "code"):
                        self.named.setdefault(inst_by_id[q].place, {}).setdefault(how, i)
            nm = rec["naming"]
            if nm and not nm["wrong"] and nm["how"] in ("name", "code"):
                self.named.setdefault(nm["place"], {}).setdefault(nm["how"], i)
        for d in (self.seen, self.colour_seen, self.cls_mention, self.quoted):
            for k in d:
                d[k] = sorted(set(d[k]))
        for k in self.state_seen:
            self.state_seen[k] = sorted(set(self.state_seen[k]))
        # visits: maximal runs of frames in one place
        self.visits: list[tuple[str, int, int]] = []  # (place, i0, i1)
        i0 = 0
        for i in range(1, n + 1):
            if i == n or fr[i]["place"] != fr[i0]["place"]:
                self.visits.append((fr[i0]["place"], i0, i - 1))
                i0 = i

    def upto(self, now: float) -> int:
        """Index of the last frame with t <= now."""
        return bisect.bisect_right(self.t, now) - 1

    def seen_by(self, inst_id: str, now: float) -> list[int]:
        k = self.upto(now)
        return [i for i in self.seen.get(inst_id, []) if i <= k]

    def name_of(self, pid: str, now: float) -> dict[str, str | None] | None:
        """How the place may be called at `now` (name preferred), or None if never named."""
        k = self.upto(now)
        forms = {h: i for h, i in self.named.get(pid, {}).items() if i <= k}
        if not forms:
            return None
        p = self.w.places[pid]
        return {
            "name": p.name if "name" in forms else None,
            "code": p.code if "code" in forms else None,
        }

    def mentioned_by(self, cls: str, now: float) -> bool:
        k = self.upto(now)
        return any(i <= k for i in self.cls_mention.get(cls, []))

    def span(self, i0: int, i1: int) -> float:
        """Seconds covered by frames i0..i1."""
        return sum(self.dt[i] for i in range(i0, i1 + 1))

"""Turns phrasing-independent question specs into worded questions."""

from __future__ import annotations

from .phrasings import nth_words, render, scope_words
from .rng import choice, stream
from .text import a, plural, with_attr


def _noun(world, obj, rng):
    if obj.get("cls") is None:
        return choice(rng, obj["names"])
    names = [n for n in world.classes[obj["cls"]].names]
    return choice(rng, names)


def _place_name(world, zid, rng):
    return choice(rng, world.zone_by_id[zid].names)


def _place_in(world, zid, rng):
    z = world.zone_by_id[zid]
    return f"{z.prep} {choice(rng, z.names)}"


def obj_np(world, obj, rng):
    noun = with_attr(obj.get("colour"), _noun(world, obj, rng))
    np_ = a(noun) if obj.get("det") == "a" else f"the {noun}"
    if obj.get("place"):
        np_ += " " + _place_in(world, obj["place"], rng)
    return np_, noun


def fills_for(world, spec, rng, phrasing):
    f = {}
    if "obj" in spec:
        np_, noun = obj_np(world, spec["obj"], rng)
        f["obj"] = np_
        f["noun"] = noun
        f["noun_pl"] = plural(noun)
        f["a_noun"] = a(noun)
    if "place" in spec:
        f["place"] = _place_name(world, spec["place"], rng)
        f["place_in"] = f"{world.zone_by_id[spec['place']].prep} {f['place']}"
    if "place2" in spec:
        f["place2"] = _place_name(world, spec["place2"], rng)
    if "nth" in spec:
        f["nth"] = nth_words(phrasing, spec["nth"], rng)
    if "scope" in spec:
        f["scope"] = scope_words(phrasing, spec["scope"], rng)
    if "ride" in spec:
        r = spec["ride"]
        tr = world.trans_by_id[r["tid"]]
        f["ride"] = choice(rng, tr.names)
        d = ""
        if r["direction"]:
            d = f" {r['direction']}"
            if r["dest"] is not None:
                d += " to " + choice(rng, world.floors[r["dest"]]["names"])
        f["dir"] = d
        f["dirword"] = r["direction"] or "between floors"
    if "state" in spec:
        st = next(s for s in world.spec.states if s.id == spec["state"])
        f["state"] = choice(rng, st.phrases)
    if "sign" in spec:
        sg = spec["sign"]
        noun = choice(rng, world.classes[sg["cls"]].names)
        f["sign"] = f"the {noun} {_place_in(world, sg['place'], rng)}"
    return f


def word(world, spec, phrasing, family, seed):
    rng = stream(family, seed, "wording", phrasing, spec["id_num"])
    fills = fills_for(world, spec, rng, phrasing)
    return render(phrasing, spec["subkind"], fills, rng)

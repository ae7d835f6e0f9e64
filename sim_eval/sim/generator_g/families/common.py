"""Helpers shared by the family builders."""

from __future__ import annotations

from ..spec import ObjClass


def obj_class(
    cid,
    names,
    size=(0.8, 0.8),
    colours=(),
    materials=(),
    kind="static",
    ask=True,
    generic="",
    activity=(),
    wall=False,
):
    return ObjClass(
        cid,
        list(names),
        tuple(size),
        list(colours),
        list(materials),
        kind,
        ask,
        generic,
        list(activity),
        wall,
    )


def classes(*items):
    return {c.id: c for c in items}


COMMON_COLOURS = [
    "red",
    "blue",
    "green",
    "yellow",
    "white",
    "black",
    "grey",
    "orange",
    "silver",
    "brown",
]
